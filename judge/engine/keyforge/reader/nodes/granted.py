"""Upgrades and granted abilities (grammar/granted.lark): a card that belongs to all houses, and
the creature that "this creature" fights."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.base import Constant, Ctx, builds
from judge.engine.keyforge.reader.nodes.targets import Target, ThisCreature


@builds("belongs_to_all")
@dataclass(frozen=True)
class BelongsToAll(Constant):
    """"this creature belongs to all houses": it is a card of every house of the game, in place
    of its own, while this applies (modifiers.houses: the active house, house adjectives, the
    houses its controller may choose)."""

    subject: Target

    def render(self) -> str:
        return f"{self.subject.render()} belongs to all houses"

    def check(self, card) -> str | None:
        return self.subject.check(card)

    def hooks(self):
        def houses(g, src, you, card):
            return ("instead", frozenset(fx.game_houses())) if self.subject.matches(g, you, src, card) else None

        return {"houses": houses}


@builds("fought_by_this")
@dataclass(frozen=True)
class FoughtByThis(Target):
    """"the creature this creature fights": the creature it is fighting or fought this turn
    (“this creature” is the one with the ability: the upgrade's creature, or the creature that
    gained it)."""

    def render(self) -> str:
        return "the creature this creature fights"

    def check(self, card) -> str | None:
        return ThisCreature().check(card)

    def resolve(self, ctx: Ctx, doing: str) -> list:
        fighter = ThisCreature._of(ctx.src)
        for event in reversed(ctx.g.turn.events):
            if event.kind == "fight" and event.card is fighter:
                return [event.data["defender"]]
        ctx.g.say(f"{fighter.name if fighter else 'this creature'} has not fought: there is no creature it fights",
                  R.RESOLVE_AS_MUCH)
        return []
