"""A lasting effect giving an ability in quotes, as the last words of a sentence
(grammar/sweep_mm_grant.lark). It is the lasting effect durations.Lasting plays, with the clause
constant.Gains reads ("each friendly creature gains "reap: gain 1{A}.""): while it lasts, each
creature the subject names (also those entering play later: Lasting Effects) has the ability as
its own."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import builds
from judge.engine.keyforge.reader.nodes.card import Sentence
from judge.engine.keyforge.reader.nodes.constant import Gained, Gains
from judge.engine.keyforge.reader.nodes.durations import Lasting


@builds("quoted_lasting")
@dataclass(frozen=True)
class QuotedLasting(Sentence):
    """A sentence whose clause is a lasting effect ending with an ability in quotes: the period
    is inside the quotes, none follows them."""

    @classmethod
    def build(cls, children):
        duration, subject, quoted = children
        return cls(Lasting(duration, Gains(subject, (Gained(quoted),))))

    def render(self) -> str:
        return self.clause.render()
