"""The house of a card you took control of, while you control it (grammar/sweep_wc2_control.lark):
"Take control of an enemy artifact. While under your control, it belongs to house Shadows.
(Instead of its original house.)" ("Borrow"; Enlist Numeri, Shadowsaurus, the ability Lord
Invidius gains) and "While under your control, if it does not belong to one of your three houses,
it is considered to be of house Shadows." (Sneklifter).

Control: "If a player takes control of a card that belongs to a house not in the new
controller's deck, they can make that house the active house"; these effects give the card a
house of its new controller instead. One lasting effect (`ControlledHouse`) on the card "it"
names, in force while that card is in play under the control of the player who took it
(modifiers.houses asks its `houses` hook); it ends when the card leaves play (zones.leave_play)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import LastingEffect
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Refused, builds
from judge.engine.keyforge.reader.nodes.card import Sentence


class ControlledHouse(LastingEffect):
    """"While under your control, it belongs to house H (instead of its original house)"; with
    `unless_yours`: only when its own house is not one of the controller's three houses ("if it
    does not belong to one of your three houses, it is considered to be of house H")."""

    until = "never"  # while under your control: `in_force`; it ends as the card leaves play

    def __init__(self, source, you, rule, target, house: str, unless_yours: bool):
        super().__init__(source, you, rule, target=target)
        self.house, self.unless_yours = house, unless_yours

    def in_force(self, g) -> bool:
        return g.in_play(self.target) and self.target.controller == self.you

    def houses(self, g, src, card):
        if card is not self.target:
            return None
        if self.unless_yours and card.house in g.player(self.you).houses:
            return None
        return ("instead", frozenset((self.house,)))

    def describe(self) -> str:
        return f"{self.target.name} belongs to house {self.house} while under {self.you}'s control"


@builds("controlled_house")
@dataclass(frozen=True)
class ControlledHouseClause(Effect):
    """The sentence after "take control of ...": the card(s) "it" names (the ones just taken)
    belong to `house` while under your control."""

    house: str
    unless_yours: bool = False

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        if self.unless_yours:
            return (f"while under your control if it does not belong to 1 of your 3 houses it is "
                    f"considered to be of house {self.house}")
        return f"while under your control it belongs to house {self.house}"

    def run(self, ctx: Ctx) -> bool:
        taken = [c for c in ctx.chosen if ctx.g.in_play(c) and c.controller == ctx.you]
        if not taken:
            ctx.g.say("no card is under your control this way: no house changes", R.RESOLVE_AS_MUCH)
            return False
        said = "is considered to be of house" if self.unless_yours else "belongs to house"
        unless = " if it does not belong to 1 of their 3 houses" if self.unless_yours else ""
        for c in taken:
            fx.add_lasting(ctx.g, ControlledHouse(ctx.src, ctx.you, ctx.rule, c, self.house, self.unless_yours),
                           f"while under {ctx.you}'s control, {c.name} {said} {self.house}{unless}")
        return True


@builds("controlled_house_unless_yours")
def _unless_yours(children):
    one, three, house = children
    if (one, three) != (1, 3):  # the sentence names one of a player's three houses
        raise Refused(f"“{one} of your {three} houses”: a player has 3 houses")
    return ControlledHouseClause(house, True)


@builds("original_house_sentence")
@dataclass(frozen=True)
class OriginalHouseSentence(Sentence):
    """The sentence with its reminder "(instead of its original house.)" after its period."""

    def render(self) -> str:
        return f"{self.clause.render()}. (instead of its original house.)"
