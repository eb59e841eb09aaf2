"""The observed end state, shaped like a fixture's `expect` (see README.md)."""
from __future__ import annotations

from judge.engine.keeper.state import Card, GameState, Seat


def _named(card: Card) -> dict:
    out: dict[str, int] = {}
    for c in card.named:
        out[c.name] = out.get(c.name, 0) + 1
    return out


def _card(card: Card) -> dict:
    """A card in deck, hand or graveyard: an expectation may name it or its id."""
    return {"card": card.name, "id": card.label, "owner": card.owner}


def creature(card: Card) -> dict:
    return {"card": card.name, "id": card.label, "offense": card.offense, "defense": card.defense,
            "exhausted": card.exhausted, "counters": card.counters, "named_counters": _named(card),
            "owner": card.owner}


def trap(card: Card) -> dict:
    return {"card": card.name, "id": card.label, "exhausted": card.exhausted, "owner": card.owner}


def resource(card: Card) -> dict:
    return {"card": card.name, "id": card.label, "exhausted": card.exhausted}


def seat(s: Seat) -> dict:
    return {
        "hitpoints": s.hitpoints,
        "deck": [_card(c) for c in s.deck],
        "hand": [_card(c) for c in s.hand],
        "graveyard": [_card(c) for c in s.graveyard],
        "creatures": [creature(c) for c in s.creatures],
        "traps": [trap(c) for c in s.traps],
        "resources": [resource(c) for c in s.resources],
        "deck_size": len(s.deck),
        "hand_size": len(s.hand),
        "unexhausted_resources": sum(1 for c in s.resources if not c.exhausted),
        "exhausted_resources": sum(1 for c in s.resources if c.exhausted),
        "lost": s.out,
    }


def observe(game: GameState) -> dict:
    out = {name: seat(s) for name, s in game.seats.items()}
    out.update({
        "winner": game.winner,
        "losers": list(game.losers),
        "phase": game.phase,
        "active": game.active,
        "turn": game.turn,
        "revealed": [dict(r) for r in game.revealed],
        "chain": [link.describe() for link in game.chain.links] if game.chain else [],
    })
    return out
