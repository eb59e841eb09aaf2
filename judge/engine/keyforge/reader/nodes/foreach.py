"""“For Each” (grammar/foreach.lark): an effect once for each thing counted. An effect that
chooses cards has that many instances, so each may affect a different card (Sack of Coins;
damage chosen so is then dealt at once: Deal.run_instances); otherwise its amount is multiplied
("gain 1{A} for each enemy creature")."""
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

    def count(self, ctx: Ctx, effect: Effect | None = None) -> int:
        """How many, for an effect resolving (`effect`: the one "for each" repeats)."""
        return self.number(ctx.g, ctx.src, ctx.you, None)

    def number(self, g, src, you: str, it) -> int:
        """How many, seen by player `you` from card `src` (`it`: the card "it" names, for the
        counts that say it: amounts_more.py). Constant abilities count with this."""
        if self.selector is None:
            return g.player(you).amber
        pool = g.creatures() if self.selector.kind == "creature" else g.artifacts()
        return sum(1 for c in pool if self.selector.matches(g, you, src, c))


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
        n = self.counted.count(ctx, self.effect)
        ctx.g.say(f"“for each” {humane(self.counted.render(), ctx)}: {n}", R.FOR_EACH)
        return repeat(self.effect, n, ctx)


def repeat(effect: Effect, n: int, ctx: Ctx, each_time: bool = False) -> bool:
    """An effect “for each” of n things: repeated when it chooses cards (each instance may
    affect a different card) or when not all of it is an amount (Effect.scales), else once with
    its amounts multiplied by n ("once for each": `each_time`, always repeated)."""
    if n <= 0:
        return False
    if each_time:
        return any([effect.run(ctx) for _ in range(n)])
    if effect.chooses() or not effect.scales():
        return effect.run_instances(ctx, n)
    before, ctx.scale = ctx.scale, ctx.scale * n
    try:
        return effect.run(ctx)
    finally:
        ctx.scale = before
