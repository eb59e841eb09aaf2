"""Damage armor cannot prevent (grammar/sweep_wc_armor.lark): "Deal 2{D} to each enemy creature
with {A} on it. This damage cannot be prevented by armor." (Æmbertracker, Qyxxlyx Plague
Master). The second sentence changes the damage the first deals (Armor: armor prevents damage;
the ability says it does not): the first sentence resolves with effects.armor_cannot_prevent."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.reader.nodes.base import Ctx, builds
from judge.engine.keyforge.reader.nodes.card import Sentence
from judge.engine.keyforge.reader.nodes.conditions_instead import mentions
from judge.engine.keyforge.reader.nodes.damage import Deal


@builds("armor_cannot_prevent")
@dataclass(frozen=True)
class ArmorCannotPrevent(Sentence):
    """A sentence that deals damage, and the note that armor cannot prevent that damage."""

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return f"{self.clause.render()}. this damage cannot be prevented by armor."

    def check(self, card) -> str | None:
        if not mentions(self.clause, Deal):
            return "“this damage cannot be prevented by armor” after a sentence that deals no damage"
        return self.clause.check(card)

    def run(self, ctx: Ctx) -> bool:
        with fx.armor_cannot_prevent(ctx.g, ctx.src):
            return self.clause.run(ctx)
