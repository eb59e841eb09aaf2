"""Lasting effects (grammar/durations.lark): a constant clause that holds for a while
("for the remainder of the turn", "until the start of your next turn"). Lasting Effects:
treated as constant abilities for their duration, even if their card leaves play; a choice
in it ("a friendly creature gains skirmish") is made when the effect is established."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.abilities import LastingEffect
from judge.engine.keyforge.reader.nodes.base import Constant, Ctx, Effect, bind, builds, humane, words
from judge.engine.keyforge.reader.nodes.targets import Picked

#: duration as printed -> LastingEffect.until
UNTIL = {"for the remainder of the turn": "end of turn",
         "until the start of your next turn": "your next turn"}


@builds("duration")
def _duration(children) -> str:
    return words(children)


@builds("lasting")
@dataclass(frozen=True)
class Lasting(Effect):
    duration: str
    clause: Constant


    def render(self) -> str:
        return f"{self.duration} {self.clause.render()}"

    def check(self, card) -> str | None:
        return self.clause.check(card)

    def run(self, ctx: Ctx) -> bool:
        clause = bind(self.clause, ctx)  # "of that house": the house chosen now (base.bind)
        target = None
        if not clause.fixed():  # "a friendly creature gains ...": chosen now
            picked = clause.subject.pick(ctx, humane(clause.render(), ctx))
            if not picked:
                return False
            clause = clause.pinned(Picked(tuple(picked), clause.subject.render()))
            target = picked[0] if len(picked) == 1 else None
        effect = ReadLasting(ctx.src, ctx.you, ctx.rule, target=target)
        effect.until = UNTIL[self.duration]
        effect.install(clause)
        text = humane(self.render(), ctx)
        if target is not None:
            text += f" ({target.name})"
        fx.add_lasting(ctx.g, effect, text)
        return True


class ReadLasting(LastingEffect):
    """A lasting effect whose hooks are a read constant clause's."""

    def install(self, clause: Constant) -> None:
        from judge.engine.keyforge.reader.compile import combined

        self.clause = clause
        for hook, fn in clause.hooks().items():
            method = combined(hook, [fn], lambda me, src: me.you)
            setattr(self, hook, method.__get__(self))

    def describe(self) -> str:
        return self.clause.render()
