"""Damage and healing (grammar/damage.lark): "deal 2{D} to a creature", "heal 3 damage from
a creature", "fully heal {self}", "{self} heals 3 damage"."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.reader.nodes.amounts import Amount
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, builds
from judge.engine.keyforge.reader.nodes.targets import Target


@builds("deal")
@dataclass(frozen=True)
class Deal(Effect):
    """Damage: the card whose ability it is deals the damage; to several creatures at once."""

    amount: Amount
    target: Target
    deals_damage = True

    def render(self) -> str:
        return f"deal {self.amount.render()}{{D}} to {self.target.render()}"

    def check(self, card) -> str | None:
        return self.target.check(card) or (None if self.target.kind == "creature" else "damage to a non-creature")

    def run(self, ctx: Ctx) -> bool:
        n = self.amount.value(ctx)
        targets = self.target.pick(ctx, f"deal {n} damage to")
        if targets:
            deal_hits(ctx, [fx.Hit(c, n, ctx.src) for c in targets])
        return bool(targets)

    def run_instances(self, ctx: Ctx, n: int) -> bool:
        """“For Each” damage ("deal 1{D} to an enemy creature for each friendly Shard"): each
        instance's creature is chosen in turn, and the damage dealt as damage.deal_chosen says
        (under the 2021 rulebook all at once: a creature chosen twice is dealt the sum as one
        damage, which its ward stops whole)."""
        amount = self.amount.value(ctx)
        chosen: list = []

        def pick() -> list:
            got = self.target.pick(ctx, f"deal {amount} damage to")
            chosen.extend(got)
            return [fx.Hit(c, amount, ctx.src) for c in got]

        destroyed = fx.deal_chosen(ctx.g, [pick] * n, dealer=lambda hits: deal_hits(ctx, hits))
        ctx.chosen = list({id(c): c for c in chosen}.values())
        if ctx.held_hits is None:
            ctx.destroyed = destroyed
        return bool(chosen)


def deal_hits(ctx: Ctx, hits: list) -> set:
    """Deal damage to several creatures at once (Damage), and remember which it destroyed
    (for "if it is not destroyed" and for "destroyed this way"): those creatures."""
    if ctx.held_hits is not None:  # dealt with the next sentence's damage (Sequence.run)
        ctx.held_hits.extend(hits)
        return set()
    was = {id(h.target): h.target.controller for h in hits}
    ctx.destroyed = set(fx.deal(ctx.g, hits, ctx.rule) or ())
    ctx.record("destroyed", [c for c in ctx.destroyed if not ctx.g.in_play(c)], seats=was)
    return ctx.destroyed


@builds("heal")
def _heal(children):
    return children[0]


@dataclass(frozen=True)
class Heal(Effect):
    """Heal: remove damage (all of it when the text says "fully"); a creature from which no
    damage is removed is not healed."""

    form: str  # "heal_from" | "fully_heal" | "heals"
    target: Target
    amount: Amount | None = None

    def render(self) -> str:
        if self.form == "fully_heal":
            return f"fully heal {self.target.render()}"
        if self.form == "heals":
            return f"{self.target.render()} heals {self.amount.render()} damage"
        return f"heal {self.amount.render()} damage from {self.target.render()}"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        n = None if self.amount is None else self.amount.value(ctx)
        targets = self.target.pick(ctx, "fully heal" if n is None else f"heal {n} damage from")
        healed = [(c, fx.heal(ctx.g, c, n, ctx.rule)) for c in targets]
        for c, m in healed:
            if m:
                ctx.record("healed", [c], m)
        return sum(m for _, m in healed) > 0


builds("heal_from")(lambda ch: Heal("heal_from", ch[1], ch[0]))
builds("fully_heal")(lambda ch: Heal("fully_heal", ch[0]))
builds("heals")(lambda ch: Heal("heals", ch[0], ch[1]))
