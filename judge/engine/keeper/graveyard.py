"""Destroying and sacrificing: both send a card to its owner's graveyard
("The Field"), but a sacrificed card is not destroyed ("Sacrifice"), so only
destruction is an event that "Activate when this card is destroyed" hears.
"""
from __future__ import annotations

from judge.engine.keeper import rules
from judge.engine.keeper.state import Card, GameState


def destroy(game: GameState, card: Card, *, by: str, rule: str, why: str = "") -> None:
    """Destroy a card from any zone (deck, hand, play): it goes to its owner's graveyard."""
    if card.zone == "graveyard":
        game.trace(f"{card.label} is already in a graveyard: nothing to destroy", rule)
        return
    zone_owner, was_in_play, was = card.seat, card.in_play, card.zone
    game.move(card, card.owner, "graveyard")
    where = f" ({why})" if why else ""
    game.trace(f"{card.label} is destroyed from {zone_owner}'s {_zone_name(was)}{where} "
               f"and goes to {card.owner}'s graveyard", rule)
    game.event("destroyed", by, card=card, zone_owner=zone_owner, was_in_play=was_in_play, zone=was)


def sacrifice(game: GameState, card: Card, *, by: str, rule: str = rules.SACRIFICE) -> None:
    """Sacrifice a card: to its owner's graveyard, and not "destroyed"."""
    zone_owner, was = card.seat, card.zone
    game.move(card, card.owner, "graveyard")
    game.trace(f"{by} sacrifices {card.label} from {zone_owner}'s {_zone_name(was)}: "
               f"it goes to {card.owner}'s graveyard (sacrificed, not destroyed)", rule)
    game.event("sacrificed", by, card=card, zone_owner=zone_owner, was_in_play=was in ("creatures", "traps"),
               zone=was)


def _zone_name(zone: str) -> str:
    return {"creatures": "Creature Zone", "traps": "Trap Zone", "resources": "Resource Zone",
            "deck": "deck", "hand": "hand", "graveyard": "graveyard"}.get(zone, zone)
