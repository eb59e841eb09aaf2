"""Discarding cards from hand (Discarding Cards, First Turn Rule).

In step 3 the active player may discard from hand, one at a time, any number
of cards of the active house; on the first player's first turn no more than
one card may be played or discarded from hand.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.base import IllegalAction
from judge.engine.keyforge import rules as R

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


def blocked(g: "Game", card: "CardInstance", you: str) -> tuple[str | None, str]:
    """(reason `you` cannot discard `card` from hand now or None, rule cited)."""
    if g.step != "main":
        from judge.engine.keyforge.turn import not_in_main

        return not_in_main(g, "discarded"), R.DISCARDING
    if card not in g.player(you).hand:
        return f"{card.name} is not in {you}'s hand", R.DISCARDING
    if card.house != g.active_house:
        return f"{card.name} is not of the active house ({g.active_house or 'none'})", R.DISCARDING
    if g.first_turn and g.turn.played_from_hand + g.turn.discarded_from_hand >= 1:
        return ("no more than one card may be played or discarded from hand on the first turn",
                R.FIRST_TURN)
    return None, ""


def discard_from_hand(g: "Game", card: "CardInstance", you: str) -> None:
    """Discard a card from hand in step 3; IllegalAction when the rules do not allow it."""
    from judge.engine.keyforge.zones import move

    reason, rule = blocked(g, card, you)
    if reason:
        raise IllegalAction(f"cannot discard {card.name}: {reason} [{R.short(rule)}]")
    from judge.engine.keyforge.triggers import Event, fire

    g.turn.discarded_from_hand += 1
    g.turn.actions_taken += 1
    moved = move(g, card, "discard", rule=R.DISCARDING)
    fire(g, Event("discarded", moved, you, {"from": "hand"}))
