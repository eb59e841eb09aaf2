"""Deploy: where a played creature with deploy enters its controller's battleline.

"A creature with the deploy keyword does not need to be played on the flank of its
controller's battleline. Instead, when it is played it can be placed anywhere in its
controller's battleline, including between two other creatures." (2021 glossary, Deploy)

Only a creature that is played has the choice (one put into play enters on a flank). The
keyword counts as the creature enters play, so a copy that enters play as a copy of a creature
with deploy has it (FAQ, Mimic Gel copying Crash Muldoon). A fixture's `flank:` on the play
action still names a flank; otherwise, when its controller's battleline has two or more
creatures, where it enters is a decision: `left`, `right`, or `between A and B`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


class Gap:
    """The place between two neighboring creatures of a battleline (named as an answer:
    "between A and B")."""

    def __init__(self, left: "CardInstance", right: "CardInstance"):
        self.left, self.right = left, right

    def __str__(self) -> str:
        return f"between {self.left.name} and {self.right.name}"


def placement(g: "Game", card: "CardInstance", seat: str, flank: str | None) -> "str | Gap":
    """Where a played creature enters `seat`'s battleline: a flank ("left", "right"), or, with
    deploy, a place between two creatures."""
    from judge.engine.keyforge.zones import flank_for

    line = g.player(seat).battleline
    if flank is not None or len(line) < 2 or not modifiers.keyword(g, card, "deploy"):
        return flank_for(g, flank)  # SCENARIOS.md: the right flank unless the action says left
    options: list = ["left", "right"] + [Gap(a, b) for a, b in zip(line, line[1:])]
    return g.decide.option(f"where {card.name} enters {seat}'s battleline (deploy)", options)


def describe(where: "str | Gap", seat: str) -> tuple[str, str]:
    """(where it entered, in words; the rule that placed it there)."""
    if isinstance(where, Gap):
        return f"{where} in {seat}'s battleline", R.DEPLOY
    return f"on the {where} flank of {seat}'s battleline", R.CREATURES
