"""Using creatures through an ability (grammar/fightwith.lark): “Fight With” ("ready and
fight with a friendly creature"), "use" (the active player picks how), "reap with"."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, builds, words
from judge.engine.keyforge.reader.nodes.targets import Target

builds("ready_and", "use_how")(words)


@builds("use_creature")
@dataclass(frozen=True)
class UseCreature(Effect):
    ready: bool
    how: str  # "fight with" | "use" | "reap with"
    target: Target

    @classmethod
    def build(cls, children):
        ready = children[0] == "ready and"
        rest = children[1:] if ready else children
        return cls(ready, *rest)

    def render(self) -> str:
        return f"{'ready and ' if self.ready else ''}{self.how} {self.target.render()}"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        used = False
        for c in self.target.pick(ctx, self.render().replace("{self}", ctx.src.name)):
            if self.ready:
                fx.ready(ctx.g, c, ctx.rule)
            if self.how == "fight with":
                used = fx.fight_with(ctx.g, c, ctx.you, via=ctx.src) is not None or used
            elif self.how == "reap with":
                used = fx.use(ctx.g, c, "reap", ctx.you, via=ctx.src) or used
            else:
                used = fx.use_any(ctx.g, c, ctx.you, via=ctx.src) or used
        return used
