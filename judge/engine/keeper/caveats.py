"""Caveats ("Creatures, Abilities, and Battles"): special rules of a creature,
always the first paragraph of its ability text and naming "this creature":
extra costs for summoning it, costs for attacking or defending with it, and
restrictions on what it can do.

A caveat cost is paid with the action it names: with the summon (before the
creature enters play), or as the creature is declared in an attacking team
(battle step 1) or a defending team (step 2). When the costs cannot all be
paid in full, the action is refused and nothing is paid.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.engine.keeper import rules
from judge.engine.keeper.context import Context
from judge.engine.keeper.costs import can_pay_all

if TYPE_CHECKING:
    from judge.engine.keeper.state import Card, GameState

ACTIONS = ("summon", "attack", "defend")


@dataclass(frozen=True)
class CaveatCost:
    """"You must pay 3 hitpoints to summon this creature." / "... to attack with this
    creature." / "... to defend with this creature.": a cost paid with that action."""

    cost: object  # a Cost (costs.py)
    action: str  # summon | attack | defend
    text: str = ""


@dataclass(frozen=True)
class Restriction:
    """"This creature cannot attack." / "... cannot defend." / "... cannot attack players.\""""

    what: str  # attack | defend
    whom: str | None = None  # players | creatures: the only targets it cannot attack
    text: str = ""

    def forbids(self, role: str, target=None) -> bool:
        if role != self.what:
            return False
        if self.whom is None or target is None:
            return self.whom is None
        return isinstance(target, str) == (self.whom == "players")


def caveat_context(game: "GameState", player: str, card: "Card", inputs) -> Context:
    """What a caveat cost needs: the creature ("this creature") and the action's inputs."""
    return Context(game, player, card, None, inputs.decisions, inputs.dice, inputs.random,
                   f"{card.label}: caveat", this=card)


def costs_for(card: "Card", action: str) -> list[CaveatCost]:
    return [c for c in (card.defn.caveat_costs if card.defn else []) if c.action == action]


def unmet(game: "GameState", player: str, cards: list["Card"], action: str, inputs) -> list[tuple[str, str]]:
    """The caveat costs of `action` for these creatures that cannot be paid in full,
    as refusal reasons (none when they all can, together)."""
    items = [(card, c, caveat_context(game, player, card, inputs)) for card in cards for c in costs_for(card, action)]
    if can_pay_all([(c.cost, ctx) for _, c, ctx in items]):
        return []
    doing = {"summon": "be summoned", "attack": "attack", "defend": "defend"}[action]
    alone = [(f"{card.label} cannot {doing}: its caveat \"{c.text}\" cannot be met", rules.CREATURES)
             for card, c, ctx in items if not c.cost.can_pay(ctx)]
    texts = ", ".join(f'"{c.text}"' for _, c, _ in items)
    return alone or [(f"the caveats {texts} cannot all be met together", rules.CREATURES)]


def pay(game: "GameState", player: str, cards: list["Card"], action: str, inputs) -> None:
    """Pay the caveat costs of `action` for these creatures (checked with `unmet` first)."""
    for card in cards:
        for caveat in costs_for(card, action):
            ctx = caveat_context(game, player, card, inputs)
            ctx.trace(f"caveat: {caveat.text}", rules.CREATURES)
            caveat.cost.pay(ctx)
