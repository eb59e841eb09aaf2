"""Lasting triggered abilities (grammar/sweep_dt_lasting.lark): "for the remainder of the turn,
after you play another card, exhaust a creature." (Flash Freeze), "... after you play a card,
draw a card." (Library Card).

Lasting Effects: "treated as constant abilities that are active for the duration specified by
the effect. A lasting effect persists even if the card that created the effect leaves play." The
trigger is a reaction's (nodes/reactions.py: "after ...", "each time ...", "at the start of ...");
the lasting effect that answers it is the one "for the remainder of the turn ... each time ..."
makes (sweep_cota_eachtime._EachTime), "you" being the player who made it."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, builds
from judge.engine.keyforge.reader.nodes.sweep_cota_eachtime import establish


@builds("lasting_reaction")
@dataclass(frozen=True)
class LastingReaction(Effect):
    """`effect` (a clause) each time `trigger` (a reactions.When) triggers, for `duration`."""

    duration: str
    trigger: Node
    effect: Node

    def render(self) -> str:
        return f"{self.duration} {self.when()} {self.effect.render()}"

    def when(self) -> str:
        return self.trigger.render()

    def matches(self, g, src, event) -> bool:
        return self.trigger.matches(g, src, event)

    def check(self, card) -> str | None:
        return self.trigger.check(card) or self.effect.check(card)

    def run(self, ctx: Ctx) -> bool:
        return establish(self, ctx)
