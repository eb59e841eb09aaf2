"""“For Each” (grammar/foreach.lark): an effect once for each thing counted. An effect that
chooses cards is repeated, so each instance may affect a different card (Sack of Coins);
otherwise its amount is multiplied ("gain 1{A} for each enemy creature")."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, builds, humane
from judge.engine.keyforge.reader.nodes.targets import Selector


@dataclass(frozen=True)
class Counted(Node):
    """What "for each" counts: cards in play a selector names, or the Æmber you have."""

    selector: Selector | None = None

    def render(self) -> str:
        return self.selector.render() if self.selector is not None else "{A} you have"

    def check(self, card) -> str | None:
        if self.selector is not None and self.selector.plural:
            return "a plural noun after “for each”"
        return None

    def count(self, ctx: Ctx) -> int:
        if self.selector is None:
            return ctx.g.player(ctx.you).amber
        return len(self.selector.candidates(ctx))


builds("counted_in_play")(lambda ch: Counted(ch[0]))
builds("counted_aember")(lambda ch: Counted(None))


@builds("for_each")
@dataclass(frozen=True)
class ForEach(Effect):
    effect: Effect
    counted: Counted


    def render(self) -> str:
        return f"{self.effect.render()} for each {self.counted.render()}"

    def check(self, card) -> str | None:
        return self.counted.check(card) or self.effect.check(card)

    def run(self, ctx: Ctx) -> bool:
        n = self.counted.count(ctx)
        ctx.g.say(f"“for each” {humane(self.counted.render(), ctx)}: {n}", R.FOR_EACH)
        if n <= 0:
            return False
        if self.effect.chooses() or getattr(self.effect, "one_at_a_time", False):
            return any([self.effect.run(ctx) for _ in range(n)])
        before, ctx.scale = ctx.scale, ctx.scale * n
        try:
            return self.effect.run(ctx)
        finally:
            ctx.scale = before
