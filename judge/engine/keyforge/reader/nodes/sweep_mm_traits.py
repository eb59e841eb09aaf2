"""A trait gained (grammar/sweep_mm_traits.lark): "... gains elusive and the mutant trait". The
creature has that trait, beside its printed traits, while the ability giving it applies: every
rule and card asking for a trait asks modifiers.traits."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import builds
from judge.engine.keyforge.reader.nodes.constant import Gained


@builds("gained_trait")
@dataclass(frozen=True)
class GainedTrait(Gained):
    """"the mutant trait": the trait, gained (Gains.hooks gives it through the `traits` hook)."""

    @classmethod
    def build(cls, children):
        return cls(str(children[0]))

    @property
    def kind(self) -> str:
        return "trait"

    def render(self) -> str:
        return f"the {self.name} trait"

    def check(self, card) -> str | None:
        return None
