"""Lasting effects (grammar/durations.lark): a constant clause that holds for a while ("for the
remainder of the turn", "until the start of your next turn", "during your opponent's next
turn", "this turn"), its duration printed before or after it.

Lasting Effects: "treated as constant abilities that are active for the duration specified by
the effect. A lasting effect persists even if the card that created the effect leaves play. If a
lasting effect affects cards in play, it applies to all cards in play during the specified
period, regardless of whether they were in play at the time the lasting effect was
established." So "each friendly creature gains skirmish" applies to creatures played later;
a choice in it ("a friendly creature gains skirmish") is made when the effect is established,
and a reference ("that creature") names the cards the preceding effect acted on, then."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.abilities import LastingEffect
from judge.engine.keyforge.reader.nodes.base import Constant, Ctx, Effect, bind, builds, humane, words
from judge.engine.keyforge.reader.nodes.targets import Chosen, Picked

#: duration as printed -> LastingEffect.until
UNTIL = {"for the remainder of the turn": "end of turn",
         "this turn": "end of turn",
         "until the end of the turn": "end of turn",
         "until the start of your next turn": "your next turn",
         "until your next turn": "your next turn",
         "until the end of your next turn": "end of your next turn",
         "during your opponent's next turn": "their next turn",
         "during their next turn": "their next turn",
         "on their next turn": "their next turn",
         "of their next turn": "their next turn",  # "during the “ready cards” step of their next turn"
         "next turn": "their next turn"}


@builds("duration")
def _duration(children) -> str:
    return words(children)


builds("after_clause")(lambda children: children[0])


@builds("lasting", "lasting_after")
@dataclass(frozen=True)
class Lasting(Effect):
    """A lasting effect: `clause` (a constant clause) for `duration`; `after`: the duration is
    printed after the clause ("keys cost +3{A} during your opponent's next turn")."""

    duration: str
    clause: Constant
    after: bool = False

    @classmethod
    def build(cls, children):
        if isinstance(children[0], str):
            return cls(children[0], children[1])
        return cls(children[1], children[0], after=True)

    def render(self) -> str:
        if self.after:
            return f"{self.clause.render()} {self.duration}"
        return f"{self.duration} {self.clause.render()}"

    def check(self, card) -> str | None:
        return self.clause.check(card)

    def run(self, ctx: Ctx) -> bool:
        clause = bind(self.clause, ctx)  # "of that house": the house chosen now (base.bind)
        target = None
        subject = getattr(clause, "subject", None)
        if not clause.fixed() or isinstance(subject, Chosen):  # "a creature", "that creature": now
            picked = subject.pick(ctx, humane(clause.render(), ctx))
            if not picked:
                return False
            clause = clause.pinned(Picked(tuple(picked), subject.render()))
            target = picked[0] if len(picked) == 1 else None
        text = humane(self.render(), ctx)
        if target is not None:
            text += f" ({target.name})"
        establish(ctx.g, ctx.src, ctx.you, ctx.rule, clause, UNTIL[self.duration], text, target)
        return True


def establish(g, src, you: str, rule: str, clause: Constant, until: str, text: str, target=None) -> None:
    """Lasting Effects: make `clause` hold until `until` (LastingEffect.until), friendly to `you`,
    and say so with `text`."""
    effect = ReadLasting(src, you, rule, target=target)
    effect.until = until
    effect.install(clause)
    fx.add_lasting(g, effect, text)


class ReadLasting(LastingEffect):
    """A lasting effect whose hooks are a read constant clause's (asked for afresh, so a
    permission spent through one effect is not spent through another)."""

    def install(self, clause: Constant) -> None:
        from judge.engine.keyforge.reader.compile import combined

        self.clause = clause
        for hook, fn in clause.hooks().items():
            method = combined(hook, [fn], lambda me, src: me.you)
            setattr(self, hook, method.__get__(self))

    def describe(self) -> str:
        return self.clause.render()
