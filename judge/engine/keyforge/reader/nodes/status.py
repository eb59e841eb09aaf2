"""One verb on the cards a target names (grammar/status.lark): stun, exhaust, ready, enrage,
ward, exalt. Each verb is the effect-vocabulary verb of the same name."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, builds, words
from judge.engine.keyforge.reader.nodes.targets import Target

builds("status_verb")(words)

#: verb -> the vocabulary verb applying it to one card: (game, card, rule) -> did it happen
VERBS = {
    "stun": fx.stun,
    "exhaust": fx.exhaust,
    "ready": fx.ready,
    "enrage": fx.enrage,
    "ward": fx.ward,
    "exalt": fx.exalt,
}
CREATURES_ONLY = {"stun", "enrage", "ward", "exalt"}


@builds("status")
@dataclass(frozen=True)
class Status(Effect):
    verb: str
    target: Target

    @classmethod
    def build(cls, children):
        return cls(*children)

    def render(self) -> str:
        return f"{self.verb} {self.target.render()}"

    def check(self, card) -> str | None:
        if self.verb in CREATURES_ONLY and self.target.kind != "creature":
            return f"{self.verb} a non-creature"
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        apply = VERBS[self.verb]
        done = [apply(ctx.g, c, ctx.rule) for c in self.target.resolve(ctx, self.verb)]
        return any(done)
