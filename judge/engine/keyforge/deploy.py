"""Deploy: where a played creature with deploy enters its controller's battleline.

"A creature with the deploy keyword does not need to be played on the flank of its
controller's battleline. Instead, when it is played it can be placed anywhere in its
controller's battleline, including between two other creatures." (2021 glossary, Deploy)

Only a creature that is played has the choice (one put into play enters on a flank). The
keyword counts as the creature enters play, so a copy that enters play as a copy of a creature
with deploy has it (FAQ, Mimic Gel copying Crash Muldoon). Where it enters is the player's
choice, which a fixture states on the play action like a flank (SCENARIOS.md, Placement: the
right flank unless the action says otherwise): `flank: left`, `flank: right`, or
`flank: between A and B`; with nothing said it enters on the right flank, and no decision is
asked. In random play (no fixture) the place is chosen at random.
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

    from judge.engine.base import ScenarioError

    line = g.player(seat).battleline
    deploys = modifiers.keyword(g, card, "deploy")
    if flank is None and deploys:
        flank = g.placement  # a creature played by an effect: the place the action states
    if flank in ("left", "right") or not deploys or len(line) < 2:
        if flank not in (None, "left", "right"):
            raise ScenarioError(f"`flank: {flank}`: {card.name} has no deploy here; it enters on a "
                                "flank (left or right)")
        return flank_for(g, flank)  # SCENARIOS.md: the right flank unless the action says left
    gaps = [Gap(a, b) for a, b in zip(line, line[1:])]
    if flank is None:
        return g.decide.on_action(f"where {card.name} enters {seat}'s battleline (deploy)",
                                  ["left", "right"] + gaps, default=flank_for(g, None))
    said = str(flank).strip()
    if said.lower().startswith("between "):  # two names, each an id, a title or "Title (SET NNN)"
        rest = said[len("between "):]
        splits = [(rest[:i], rest[i + len(" and "):]) for i in range(len(rest)) if rest.startswith(" and ", i)]
        for gap in gaps:
            if any(_names(gap.left, a) and _names(gap.right, b) for a, b in splits):
                return gap
    raise ScenarioError(f"`flank: {flank}` names no place in {seat}'s battleline; legal: left, right, "
                        + ", ".join(str(gap) for gap in gaps))


def _names(card: "CardInstance", name: str) -> bool:
    """Does the name in a `flank: between A and B` mean this creature in play: its id, its title
    (whichever printing it is) or its printing?"""
    from judge.cards.match import key

    return card.named(name.strip()) or key(name) in (key(card.name), key(card.card.title))


def describe(where: "str | Gap", seat: str) -> tuple[str, str]:
    """(where it entered, in words; the rule that placed it there)."""
    if isinstance(where, Gap):
        return f"{where} in {seat}'s battleline", R.DEPLOY
    return f"on the {where} flank of {seat}'s battleline", R.CREATURES
