"""A selector's "in the center of its controller's battleline" (grammar/sweep_mm_center.lark):
Center of the Battleline, "A creature is in the center of the battleline when there are an equal
number of creatures to both that creature's left and right side" (conditions_board.in_center)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import builds
from judge.engine.keyforge.reader.nodes.conditions_board import in_center
from judge.engine.keyforge.reader.nodes.targets import Post


@builds("in_center_post")
@dataclass(frozen=True)
class InCenter(Post):
    """"in the center of its controller's battleline"."""

    @classmethod
    def build(cls, children):
        return cls("in_center")

    def render(self) -> str:
        return "in the center of its controller's battleline"

    def test(self, g, card) -> bool:
        return in_center(g, card)
