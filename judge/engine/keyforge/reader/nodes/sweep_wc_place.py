"""Æmber placed from the common supply on a card (grammar/sweep_wc_place.lark): "Place 2{A}
from the common supply on an enemy creature" (Blood Money), "Place 6{A} from the common supply
on {self}" (Uncharted Lands). Nobody gains or loses it: it comes from the supply (fx.place_aember)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.reader.nodes.amounts import Amount
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, builds
from judge.engine.keyforge.reader.nodes.targets import Target


@builds("place_aember")
@dataclass(frozen=True)
class PlaceAember(Effect):
    amount: Amount
    target: Target

    def render(self) -> str:
        return f"place {self.amount.render()}{{A}} from the common supply on {self.target.render()}"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        n = self.amount.value(ctx)
        targets = [c for c in self.target.pick(ctx, f"place {n} Æmber on") if ctx.g.in_play(c)]
        for c in targets:
            fx.place_aember(ctx.g, c, n, ctx.rule)
        return bool(targets) and n > 0
