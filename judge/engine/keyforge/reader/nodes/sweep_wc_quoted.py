"""A bold ability's sentence that ends with an ability in quotes (grammar/sweep_wc_quoted.lark):
the sentence's period is the quoted ability's own ("Play: For the remainder of the turn, each
friendly creature gains, “Reap: Gain 1A.”" — Song of the Wild; "Play: Until the start of your
next turn, each creature gains, “Before Fight: Exalt this creature.”" — Diplo-Macy). It plays
as the lasting effect it holds (nodes/durations.py)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import builds
from judge.engine.keyforge.reader.nodes.card import Sentence


@builds("quoted_sentence")
@dataclass(frozen=True)
class QuotedSentence(Sentence):
    """A lasting effect whose clause ends with a quoted ability; no period of its own."""

    def render(self) -> str:
        return self.clause.render()

    def check(self, card) -> str | None:
        if not self.clause.render().endswith('"'):
            return "a sentence without its period that does not end with an ability in quotes"
        return self.clause.check(card)
