"""How much (grammar/amounts.lark): a number now; fragments add "X", "for each ...".
An amount is worked out when its effect resolves (`value`)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import Ctx, Node, builds


@builds("amount")
@dataclass(frozen=True)
class Amount(Node):
    n: int
    scaled = True  # “for each” multiplies it (`value`)

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return str(self.n)

    def value(self, ctx: Ctx) -> int:
        return self.n * ctx.scale  # "for each" multiplies it (foreach.py)


@builds("signed")
@dataclass(frozen=True)
class Signed(Node):
    """A change of a value: "+2", "-1"."""

    n: int

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return f"{self.n:+d}"
