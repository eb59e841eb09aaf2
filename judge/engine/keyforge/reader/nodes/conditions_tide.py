"""The tide (grammar/conditions_tide.lark): the {tide} icon before an ability, and raising
the tide (tide.py owns the rule)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import tide
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, builds
from judge.engine.keyforge.reader.nodes.targets import Actor


@builds("tide_marked")
@dataclass(frozen=True)
class TideMarked(Node):
    """An ability printed after the tide icon: the icon only marks an ability that refers to
    the tide (card data README); it plays as the ability it marks (compile.plays_as)."""

    marked_ability: Node

    def render(self) -> str:
        return "{tide} " + self.marked_ability.render()

    def check(self, card) -> str | None:
        return self.marked_ability.check(card)


@builds("raise_tide")
@dataclass(frozen=True)
class RaiseTide(Effect):
    """"raise the tide", "your opponent raises the tide" (Tide: it becomes high for them; a
    player for whom it is already high cannot)."""

    actor: Actor

    def render(self) -> str:
        return f"{self.actor.say('raise', 'raises')} the tide"

    def run(self, ctx: Ctx) -> bool:
        return any([tide.raise_tide(ctx.g, seat, ctx.rule) for seat in self.actor.seats(ctx)])


