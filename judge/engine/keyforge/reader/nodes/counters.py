"""Counters (grammar/counters.lark): named counters, which have no rules of their own (Other
Counters: the card that makes them says what they do), and +1 power counters (Power Counter
+1), put on or removed from cards in play; conditions and selectors that look at them."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, builds, words
from judge.engine.keyforge.reader.nodes.targets import Post, Selector, Target, _Quantified

builds("ctr_name")(words)
builds("ctr_kind")(lambda ch: ch[0])
builds("ctr_power")(lambda ch: f"{ch[0]:+d} power")


def _has(card, kind: str) -> int:
    """How many counters of `kind` ("doom", "+1 power") a card has."""
    return card.power_counters if kind.endswith(" power") else fx.counters(card, kind)


def _check_kind(kind: str) -> str | None:
    return None if not kind.endswith(" power") or kind == "+1 power" else f"a {kind} counter"


@dataclass(frozen=True)
class CtrAmount(Node):
    """"a doom counter", "3 knowledge counters", "each scheme counter", "up to 3 +1 power
    counters"."""

    how: str  # one | n | each | up_to
    kind: str
    n: int = 1
    article: str = ""

    def render(self) -> str:
        return {"one": f"{self.article} {self.kind} counter", "n": f"{self.n} {self.kind} counters",
                "each": f"each {self.kind} counter", "up_to": f"up to {self.n} {self.kind} counters"}[self.how]

    def check(self, card) -> str | None:
        if self.how in ("n", "up_to") and self.n == 1:
            return "“1 ... counters”"
        return _check_kind(self.kind)

    @property
    def power(self) -> bool:
        return self.kind.endswith(" power")


builds("ctr_one")(lambda ch: CtrAmount("one", ch[1], 1, ch[0]))
builds("ctr_n")(lambda ch: CtrAmount("n", ch[1], ch[0]))
builds("ctr_each")(lambda ch: CtrAmount("each", ch[0], 0))
builds("ctr_up_to")(lambda ch: CtrAmount("up_to", ch[1], ch[0]))


@builds("ctr_put")
@dataclass(frozen=True)
class PutCounters(Effect):
    """"put a doom counter on a creature": counters on each card the target names, in play."""

    amount: CtrAmount
    target: Target

    def render(self) -> str:
        return f"put {self.amount.render()} on {self.target.render()}"

    def check(self, card) -> str | None:
        if self.amount.how in ("each", "up_to"):
            return f"put {self.amount.render()}"
        if self.amount.power and self.target.kind != "creature":
            return "+1 power counters on a non-creature"
        return self.amount.check(card) or self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        n = self.amount.n * ctx.scale
        cards = self.target.pick(ctx, f"put {n} {self.amount.kind} counter{'s' if n != 1 else ''} on")
        done = False
        for c in cards:
            if not ctx.g.in_play(c):
                ctx.g.say(f"{c.name} is not in play: no counter is put on it", R.RESOLVE_AS_MUCH)
            elif self.amount.power:
                fx.add_power_counters(ctx.g, c, n, ctx.rule)
                done = True
            else:
                done = fx.put_counters(ctx.g, c, self.amount.kind, n, ctx.rule) > 0 or done
        return done


@builds("ctr_remove")
@dataclass(frozen=True)
class RemoveCounters(Effect):
    """"remove 3 knowledge counters from {self}": as many as there are (Resolve As Much As You
    Can); "up to 3": the active player says how many. It happened if any was removed; how many
    were is kept for "for each counter removed this way"."""

    amount: CtrAmount
    target: Target

    def render(self) -> str:
        return f"remove {self.amount.render()} from {self.target.render()}"

    def check(self, card) -> str | None:
        return self.amount.check(card) or self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        a = self.amount
        cards = self.target.pick(ctx, f"remove {a.render()} from")
        removed = 0
        for c in cards:
            n = None if a.how == "each" else a.n * ctx.scale
            if a.how == "up_to":
                n = ctx.g.decide.number(f"how many {a.kind} counters to remove from {c.name} (up to {n})",
                                        0, min(n, _has(c, a.kind)))
            if a.power:
                removed += fx.remove_power_counters(ctx.g, c, n, ctx.rule)
            else:
                removed += fx.remove_counters(ctx.g, c, a.kind, n, ctx.rule)
        ctx.record("removed", cards, removed)  # “This Way”: "for each counter removed this way"
        return removed > 0


@dataclass(frozen=True)
class WithCounters(Post):
    """"with a doom counter", "with doom counters": it has at least one."""

    def render(self) -> str:
        return f"with a {self.word} counter" if self.n == 1 else f"with {self.word} counters"

    def test(self, g, card) -> bool:
        return _has(card, self.word) > 0


builds("with_a_ctr")(lambda ch: WithCounters("with_ctr", 1, ch[1]))
builds("with_ctrs")(lambda ch: WithCounters("with_ctr", 2, ch[0]))


@builds("ctr_in_play")
@dataclass(frozen=True)
class CounterInPlay(Node):
    """"there is a doom counter in play": on any card in play."""

    article: str
    kind: str

    def render(self) -> str:
        return f"there is {self.article} {self.kind} counter in play"

    def check(self, card) -> str | None:
        return _check_kind(self.kind)

    def holds(self, ctx: Ctx) -> bool:
        return any(_has(c, self.kind) for c in ctx.g.cards_in_play())


@builds("ctr_at_least")
@dataclass(frozen=True)
class CountersAtLeast(Node):
    """"there are 6 or more glory counters on {self}"."""

    n: int
    kind: str
    target: Target

    def render(self) -> str:
        return f"there are {self.n} or more {self.kind} counters on {self.target.render()}"

    def check(self, card) -> str | None:
        return _check_kind(self.kind) or (None if self.target.fixed else "counters on a card to choose")

    def holds(self, ctx: Ctx) -> bool:
        return sum(_has(c, self.kind) for c in self.target.resolve(ctx, "count counters on")) >= self.n


@builds("all_of")
@dataclass(frozen=True)
class AllOf(_Quantified):
    """"all creatures with doom counters": every card that qualifies, at once (as "each")."""

    selector: Selector

    def render(self) -> str:
        return f"all {self.selector.render()}"

    def check(self, card) -> str | None:
        return None if self.selector.plural else "a singular noun after “all”"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        found = self.selector.candidates(ctx)
        if not found:
            ctx.g.say(f"there are no {self.selector.render()} to {doing}", R.RESOLVE_AS_MUCH)
        return found

    def matches(self, g, you, src, card) -> bool:
        return self.selector.matches(g, you, src, card)


@builds("give_another")
@dataclass(frozen=True)
class GiveAnother(Effect):
    """"give each creature with a +1 power counter another +1 power counter"."""

    target: Target
    sign: int

    def render(self) -> str:
        return f"give {self.target.render()} another {self.sign:+d} power counter"

    def check(self, card) -> str | None:
        return _check_kind(f"{self.sign:+d} power") or self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        cards = self.target.pick(ctx, "give another +1 power counter to")
        for c in cards:
            fx.add_power_counters(ctx.g, c, ctx.scale, ctx.rule)
        return bool(cards)


@builds("move_ctrs")
@dataclass(frozen=True)
class MoveCounters(Effect):
    """"move each +1 power counter in play to {self}": every such counter on another card in
    play is taken off it and put on the target."""

    kind: str
    target: Target

    def render(self) -> str:
        return f"move each {self.kind} counter in play to {self.target.render()}"

    def check(self, card) -> str | None:
        return _check_kind(self.kind) or (None if self.target.fixed else "a move to a card to choose")

    def run(self, ctx: Ctx) -> bool:
        g = ctx.g
        to = [c for c in self.target.pick(ctx, "move the counters to") if g.in_play(c)]
        if len(to) != 1:
            return False
        moved = 0
        for c in g.cards_in_play():
            if c is to[0] or not _has(c, self.kind):
                continue
            if self.kind.endswith(" power"):
                moved += fx.remove_power_counters(g, c, None, ctx.rule)
            else:
                moved += fx.remove_counters(g, c, self.kind, None, ctx.rule)
        if moved:
            if self.kind.endswith(" power"):
                fx.add_power_counters(g, to[0], moved, ctx.rule)
            else:
                fx.put_counters(g, to[0], self.kind, moved, ctx.rule)
        return moved > 0
