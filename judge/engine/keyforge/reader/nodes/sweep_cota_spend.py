"""Æmber on cards spent as if it were in the pool (grammar/sweep_cota_spend.lark): "you may spend
{A} on {self} when forging keys" (Pocket Universe, Safe Place), "you may spend {A} on {self} as
if it were in your pool" (Monument to Shrix), "... on friendly creatures ..." (Senator
Bracchus).

Forge a Key: the player spends Æmber equal to the key's cost; these abilities let its
controller spend, as they choose, Æmber on the cards they name too (the `spend_as_pool` hook:
turn.forge_key asks how much to spend from each card). Spending Æmber in these sets is forging
keys, so "when forging keys" and "as if it were in your pool" play the same."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import Constant, Node, builds, words

builds("spend_when")(words)


@builds("spend_on")
@dataclass(frozen=True)
class SpendOn(Constant):
    subject: Node  # constant_subject: {self}, "friendly creatures"
    when: str

    def render(self) -> str:
        return f"you may spend {{A}} on {self.subject.render()} {self.when}"

    def hooks(self):
        def spend_as_pool(g, src, you, seat):
            if seat != you:
                return []
            return [c for c in g.cards_in_play() if c.amber and self.subject.matches(g, you, src, c)]

        return {"spend_as_pool": spend_as_pool}
