"""One verb on the cards a target names (grammar/status.lark): stun, exhaust, ready, enrage,
ward, exalt. Each verb is the effect-vocabulary verb of the same name."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, builds, words
from judge.engine.keyforge.reader.nodes.targets import Target

builds("status_verb")(words)

#: verb -> the vocabulary verb applying it to one card: (game, card, rule) -> did it happen
VERBS = {
    "stun": fx.stun,
    "exhaust": fx.exhaust,
    "ready": fx.ready,
    "enrage": fx.enrage,
    "ward": fx.ward,
    "exalt": fx.exalt,
}
CREATURES_ONLY = {"stun", "enrage", "ward", "exalt"}
PAST = {"stun": "stunned", "exhaust": "exhausted", "ready": "readied", "enrage": "enraged",
        "ward": "warded", "exalt": "exalted"}


@builds("status")
@dataclass(frozen=True)
class Status(Effect):
    """"stun a creature", "stun and exhaust the creature {self} fights": each verb in turn
    on each card the target names."""

    verbs: tuple[str, ...]
    target: Target

    @classmethod
    def build(cls, children):
        return cls(tuple(children[:-1]), children[-1])

    def render(self) -> str:
        return f"{' and '.join(self.verbs)} {self.target.render()}"

    def check(self, card) -> str | None:
        for verb in self.verbs:
            if verb in CREATURES_ONLY and self.target.kind != "creature":
                return f"{verb} a non-creature"
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        cards = self.target.pick(ctx, " and ".join(self.verbs))
        done = []
        for c in cards:
            if not ctx.g.in_play(c):  # a status is put only on a card in play
                ctx.g.say(f"{c.name} is no longer in play: it is not {' or '.join(PAST[v] for v in self.verbs)}", R.RESOLVE_AS_MUCH)
                continue
            for verb in self.verbs:
                if VERBS[verb](ctx.g, c, ctx.rule):
                    done.append(c)
                    ctx.record(PAST[verb], [c])
        return bool(done)


@dataclass(frozen=True)
class CounterCount(Node):
    """"a +1 power counter", "2 +1 power counters"."""

    scaled = True  # “for each” multiplies it (PowerCounters.run)

    n: int
    sign: int
    word: str  # "a" or ""

    def render(self) -> str:
        if self.word == "a":
            return f"a {self.sign:+d} power counter"
        return f"{self.n} {self.sign:+d} power counters"

    def check(self, card) -> str | None:
        return None if self.sign == 1 else f"a {self.sign:+d} power counter"


builds("a_counter")(lambda ch: CounterCount(1, ch[0], "a"))
builds("counter_count")(lambda ch: CounterCount(ch[0], ch[1], ""))


@builds("power_counters")
@dataclass(frozen=True)
class PowerCounters(Effect):
    """Power Counter +1: "give a creature 2 +1 power counters"."""

    target: Target
    count: CounterCount


    def render(self) -> str:
        return f"give {self.target.render()} {self.count.render()}"

    def check(self, card) -> str | None:
        return self.count.check(card) or self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        n = self.count.n * ctx.scale
        cards = self.target.pick(ctx, f"give {n} +1 power counters to")
        for c in cards:
            fx.add_power_counters(ctx.g, c, n, ctx.rule)
        return bool(cards)
