"""“For Each” before its effect (grammar/conditions_count.lark): "For each friendly ready
creature, gain 1A." plays as "gain 1A for each friendly ready creature" (foreach.ForEach)."""
from __future__ import annotations

from judge.engine.keyforge.reader.nodes.base import builds
from judge.engine.keyforge.reader.nodes.foreach import ForEach


@builds("for_each_first")
class ForEachFirst(ForEach):
    """The count printed first; the same rule (an effect that chooses is repeated)."""

    @classmethod
    def build(cls, children):
        counted, effect = children
        return cls(effect, counted)

    def render(self) -> str:
        return f"for each {self.counted.render()} {self.effect.render()}"
