"""Lasting effects that trigger (grammar/sweep_cota_eachtime.lark): "for the remainder of the
turn, gain 1{A} each time an enemy creature is destroyed", "... each time a friendly creature
fights, it captures 1{A}".

Lasting Effects: "treated as constant abilities that are active for the duration specified by
the effect. A lasting effect persists even if the card that created the effect leaves play."
So the effect triggers each time the happening happens until it expires, whether or not the
card that made it is still in play; "friendly", "enemy", "you" are as seen by the player who
made it, and "it" is the card the event is about (reactions.py's happenings, matched the same
way as a card's "each time" ability: Timing)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.abilities import LastingEffect
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, builds, humane
from judge.engine.keyforge.reader.nodes.durations import UNTIL
from judge.engine.keyforge.reader.nodes.sweep_cota import SeenBy


@builds("lasting_each_time")
@dataclass(frozen=True)
class LastingEachTime(Effect):
    """`effect` each time `happening` happens, for `duration`; `first`: "each time ..." is
    printed before the effect."""

    duration: str
    effect: Effect
    happening: object  # reactions.Happening
    first: bool = False

    def when(self) -> str:
        """When it triggers, in words ("each time a friendly creature fights")."""
        return f"each time {self.happening.render()}"

    def matches(self, g, src, event) -> bool:
        return self.happening.matches(g, src, event)

    def render(self) -> str:
        when = self.when()
        if self.first:
            return f"{self.duration} {when} {self.effect.render()}"
        return f"{self.duration} {self.effect.render()} {when}"

    def check(self, card) -> str | None:
        if self.effect.chooses():
            return f"a lasting “each time” effect that chooses (“{self.effect.render()}”)"
        return self.happening.check(card) or self.effect.check(card)

    def run(self, ctx: Ctx) -> bool:
        return establish(self, ctx)


def establish(node, ctx: Ctx) -> bool:
    """Lasting Effects: make the lasting effect that triggers as `node` says, for its duration."""
    made = _EachTime(ctx.src, ctx.you, ctx.rule)
    made.until = UNTIL[node.duration]
    made.node = node
    fx.add_lasting(ctx.g, made, humane(node.render(), ctx))
    return True


builds("lasting_each_time_first")(lambda ch: LastingEachTime(ch[0], ch[2], ch[1], first=True))


class _EachTime(LastingEffect):
    """The lasting effect a node makes that triggers: `node.matches(g, src, event)`, `node.when()`,
    `node.effect` (LastingEachTime here; sweep_dt_lasting.LastingReaction, "for the remainder of
    the turn after you play a card ...", too)."""

    node: LastingEachTime

    def describe(self) -> str:
        return self.node.render()

    def on(self, g, src, event):
        node = self.node
        if not node.matches(g, SeenBy(src, self.you), event):
            return None

        def run():
            ctx = Ctx(g, src, self.you, self.rule, said=f"{node.when()}: ", event=event)
            if event.card is not None:
                ctx.chosen = [event.card]
            node.effect.run(ctx)

        return run
