"""Counters and named counters ("Counters", "Offense counter").

A counter goes only on an in-play creature: placing one on a trap, a
resource or a card out of play is ignored. Counters stay until the creature
leaves the Creature Zone (`GameState.remove`) or an ability removes them; no
player may remove a counter without an ability. A named counter ("offense
counter") may also be removed at any time by the player who placed it, for
the effect its card states: no exhaustion, no chain.
"""
from __future__ import annotations

from judge.engine.base import Decisions
from judge.engine.keeper import rules
from judge.engine.keeper.refusal import refuse
from judge.engine.keeper.state import Card, GameState, NamedCounter
from judge.engine.keeper.winning import out_of_game


def counter_word(name: str | None, n: int = 1) -> str:
    word = "counter" if n == 1 else "counters"
    return f"{name} {word}" if name else word


def place_counters(game: GameState, card: Card, n: int, *, name: str | None, placed_by: str,
                   source: str, rule: str) -> None:
    if card.zone != "creatures":
        what = "a trap" if card.zone == "traps" else "a resource" if card.zone == "resources" else "not in play"
        game.trace(f"{card.label} is {what}: counters go only on in-play creatures, this part is ignored",
                   rules.COUNTERS)
        return
    if name:
        card.named.extend(NamedCounter(name, placed_by, source) for _ in range(n))
    else:
        card.counters += n
    game.trace(f"{placed_by} places {n} {counter_word(name, n)} on {card.label}", rule)


def available(card: Card, name: str | None = None) -> int:
    """Counters a cost or an effect may remove: plain ones and named ones alike."""
    if name:
        return card.named_count(name)
    return card.counters + len(card.named)


def remove_counters(game: GameState, card: Card, n: int, *, player: str, decisions: Decisions,
                    rule: str, name: str | None = None) -> int:
    """Remove up to `n` counters by an ability (cost or effect); returns how many."""
    removed: list[str] = []
    for _ in range(n):
        kinds = ([] if name or not card.counters else ["counter"]) + sorted(
            {c.name for c in card.named if name is None or c.name == name})
        if not kinds:
            break
        kind = decisions.choose(f"which counter to remove from {card.label}", kinds,
                                label=lambda k: k if k == "counter" else f"{k} counter")
        if kind == "counter":
            card.counters -= 1
        else:
            card.named.remove(next(c for c in card.named if c.name == kind))
        removed.append(kind)
    if removed:
        named = [k for k in removed if k != "counter"]
        which = f" ({', '.join(f'{k} counter' for k in named)})" if named and not name else ""
        game.trace(f"{player} removes {len(removed)} {counter_word(name, len(removed))} from {card.label}{which}", rule)
    return len(removed)


def remove_named_counter(game: GameState, card: Card, name: str, player: str, decisions: Decisions,
                         line: int | None = None) -> None:
    """A player removes a named counter they placed, for its stated effect ("Offense counter")."""
    from judge.engine.keeper.abilities import run_counter_effect

    reasons = out_of_game(game, player)
    mine = [c for c in card.named if c.name == name and c.placed_by == player]
    if card.zone != "creatures":
        reasons.append((f"{card.label} is not in a Creature Zone: it has no counters", rules.COUNTERS))
    elif not name:
        reasons.append(("no player may remove counters without an ability doing so", rules.COUNTERS))
    elif not mine:
        others = sorted({c.placed_by for c in card.named if c.name == name})
        who = f"; its {name} counters were placed by {', '.join(others)}" if others else ""
        reasons.append((f"{card.label} has no {name} counter placed by {player}{who}: only the player who "
                        f"placed a named counter may remove it for its effect", rules.NAMED_COUNTERS))
    refuse(reasons)
    counter = mine[0]
    card.named.remove(counter)
    game.trace(f"{player} removes 1 {name} counter from {card.label} (no exhaustion, no chain)",
               rules.NAMED_COUNTERS)
    run_counter_effect(game, card, counter, player, decisions)
