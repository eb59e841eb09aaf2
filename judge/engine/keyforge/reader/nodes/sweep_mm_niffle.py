"""Keywords ignored while a creature attacks (grammar/sweep_mm_niffle.lark)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import Constant, Refused, builds

IGNORABLE = ("taunt", "elusive")  # the keywords the rules ask about when a creature attacks


@builds("ignore_while_attacking")
@dataclass(frozen=True)
class IgnoreWhileAttacking(Constant):
    """"while {self} is attacking ignore taunt and elusive": while it attacks, the taunt of the
    enemy creatures it may attack does not keep it from their neighbors (Taunt), and the elusive
    of the creature it fights does not stop the damage (Elusive)."""

    subject: object
    ignored: tuple[str, ...]

    @classmethod
    def build(cls, children):
        names = tuple(str(c) for c in children[1:])
        for name in names:
            if name not in IGNORABLE:
                raise Refused(f"ignoring {name} while attacking is not implemented by the engine")
        return cls(children[0], names)

    def render(self) -> str:
        return f"while {self.subject.render()} is attacking ignore {' and '.join(self.ignored)}"

    def hooks(self):
        return {"ignores_keywords": lambda g, src, you, attacker: set(self.ignored) if attacker is src else set()}
