"""The odd ones (grammar/misc.lark): "then ...", "another friendly creature", "2 enemy
creatures", splash damage, "exalt {self} twice", keywords as adjectives, and the reminder
line of a gigantic creature."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.amounts import Amount
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, builds, words
from judge.engine.keyforge.reader.nodes.targets import Post, Selector, Target, _Quantified

builds("clause_more", "line_more")(lambda ch: ch[0])
builds("keyword_adj")(words)


# -- "then" -----------------------------------------------------------------------------------
@builds("then_clause")
@dataclass(frozen=True)
class Then(Effect):
    """"then ...": resolved after what comes before it, as any later text is (Resolve
    Abilities in the Order They Are Written); whether it resolves does not depend on it."""

    effect: Effect

    def render(self) -> str:
        return f"then {self.effect.render()}"

    def check(self, card) -> str | None:
        return self.effect.check(card)

    def run(self, ctx: Ctx) -> bool:
        return self.effect.run(ctx)


@builds("then_inline")
@dataclass(frozen=True)
class ThenInline(Effect):
    """"X then Y" in one sentence: X, then Y (Y may refer to what X acted on: "then purge
    it"); it happened if either part did."""

    first: Effect
    second: Effect

    def render(self) -> str:
        return f"{self.first.render()} then {self.second.render()}"

    def check(self, card) -> str | None:
        return self.first.check(card) or self.second.check(card)

    def run(self, ctx: Ctx) -> bool:
        ctx.did = self.first.run(ctx)
        return self.second.run(ctx) or ctx.did


# -- targets ----------------------------------------------------------------------------------
@builds("another")
@dataclass(frozen=True)
class Another(_Quantified):
    """"another friendly creature": the active player chooses one that qualifies, other than
    the card whose ability it is."""

    fixed = False

    selector: Selector

    def render(self) -> str:
        return f"another {self.selector.render()}"

    def check(self, card) -> str | None:
        return "a plural noun after “another”" if self.selector.plural else None

    def resolve(self, ctx: Ctx, doing: str) -> list:
        options = [c for c in self.selector.candidates(ctx) if c is not ctx.src]
        what = f"another {self.selector.render()}"
        if not options:
            ctx.tell()
        picked = fx.choose(ctx.g, f"{what} to {doing}", options, none=f"there is no {what} to {doing}")
        return [picked] if picked is not None else []


@builds("exactly")
@dataclass(frozen=True)
class Exactly(_Quantified):
    """"2 enemy creatures": the active player chooses that many (all of them when there are
    not more: Resolve As Much As You Can)."""

    fixed = False

    n: int
    selector: Selector

    def render(self) -> str:
        return f"{self.n} {self.selector.render()}"

    def check(self, card) -> str | None:
        return None if self.selector.plural == (self.n != 1) else "a noun that does not agree with its number"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        options = self.selector.candidates(ctx)
        if len(options) < self.n:
            ctx.tell()
            ctx.g.say(f"there are only {len(options)} {self.selector.render()} to {doing}", R.RESOLVE_AS_MUCH)
        return fx.choose_exactly(ctx.g, f"{self.selector.render()} to {doing}", options, self.n)


@dataclass(frozen=True)
class NotOnFlankPost(Post):
    """"that is not on a flank" (the same test as "not on a flank")."""

    def render(self) -> str:
        return "that is not on a flank"


builds("that_not_on_flank")(lambda ch: NotOnFlankPost("not_on_flank"))


# -- damage -----------------------------------------------------------------------------------
@builds("deal_splash")
@dataclass(frozen=True)
class DealSplash(Effect):
    """Splash: "deal 4{D} to a creature with 2{D} splash": the splash damage is dealt to each
    of the chosen creature's neighbors, all of it at once with the damage to that creature
    (damage dealt by one ability is dealt simultaneously)."""

    amount: Amount
    target: Target
    splash: Amount

    def render(self) -> str:
        return f"deal {self.amount.render()}{{D}} to {self.target.render()} with {self.splash.render()}{{D}} splash"

    def check(self, card) -> str | None:
        return self.target.check(card) or (None if self.target.kind == "creature" else "damage to a non-creature")

    def run(self, ctx: Ctx) -> bool:
        n, s = self.amount.value(ctx), self.splash.value(ctx)
        targets = self.target.pick(ctx, f"deal {n} damage to")
        hits = []
        for c in targets:
            hits.append(fx.Hit(c, n, ctx.src))
            around = [nb for nb in ctx.g.neighbors(c) if nb not in targets]
            if around:
                ctx.g.say(f"splash: {s} damage to each neighbor of {c.name} "
                          f"({', '.join(nb.name for nb in around)})", R.SPLASH)
            hits += [fx.Hit(nb, s, ctx.src) for nb in around]
        if hits:
            ctx.destroyed = set(fx.deal(ctx.g, hits, ctx.rule) or ())
        return bool(targets)


# -- exalt ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Times(Node):
    n: int
    word: str  # "twice" | "times"

    def render(self) -> str:
        return "twice" if self.word == "twice" else f"{self.n} times"


builds("twice")(lambda ch: Times(2, "twice"))
builds("n_times")(lambda ch: Times(ch[0], "times"))


@builds("exalt_times")
@dataclass(frozen=True)
class ExaltTimes(Effect):
    """"exalt {self} twice": Exalt, as many times (1 Æmber from the common supply each time)."""

    target: Target
    times: Times

    def render(self) -> str:
        return f"exalt {self.target.render()} {self.times.render()}"

    def check(self, card) -> str | None:
        return self.target.check(card) or (None if self.target.kind == "creature" else "exalt a non-creature")

    def run(self, ctx: Ctx) -> bool:
        done = False
        for c in self.target.pick(ctx, f"exalt {self.times.render()}"):
            for _ in range(self.times.n):
                if not ctx.g.in_play(c):
                    ctx.g.say(f"{c.name} is no longer in play: it is not exalted", R.RESOLVE_AS_MUCH)
                    break
                done = fx.exalt(ctx.g, c, ctx.rule) or done
        return done


# -- gigantic creatures -----------------------------------------------------------------------
@builds("gigantic_reminder")
@dataclass(frozen=True)
class GiganticReminder(Node):
    """"(Play only with the other half of ...)": the card is a half of a gigantic creature;
    gigantic.py plays the rules (both halves played together, one creature in play)."""

    def render(self) -> str:
        return "(play only with the other half of {self}.)"

    def check(self, card) -> str | None:
        from judge.engine.keyforge.gigantic import is_gigantic

        return None if is_gigantic(card) else "the reminder of a gigantic creature on another card"


# -- what "for each" counts -------------------------------------------------------------------
builds("this_way_noun", "this_way_verb")(words)


@builds("counted_friendly_trait")
@dataclass(frozen=True)
class CountedTrait(Node):
    """"for each friendly shard": the cards in play of that trait (creatures and artifacts)
    that the adjective names."""

    control: str
    trait: str

    def render(self) -> str:
        return f"{self.control} {self.trait}"

    def count(self, ctx: Ctx) -> int:
        from judge.engine.keyforge.reader.nodes.targets import _test

        control, trait = _test(self.control), _test(self.trait)
        return sum(1 for c in ctx.g.cards_in_play()
                   if control(ctx.g, ctx.you, ctx.src, c) and trait(ctx.g, ctx.you, ctx.src, c))


@builds("counted_this_way")
@dataclass(frozen=True)
class CountedThisWay(Node):
    """“This Way”: "for each creature destroyed this way": the cards of that kind the preceding
    effects of this same resolution destroyed (or purged)."""

    noun: str
    verb: str  # destroyed | purged

    def render(self) -> str:
        return f"{self.noun} {self.verb} this way"

    def count(self, ctx: Ctx) -> int:
        found = list(ctx.this_way.get(self.verb, []))
        if self.verb == "destroyed":  # and those the preceding damage destroyed
            found += [c for c in ctx.destroyed if c not in found]
        return sum(1 for c in found if self.noun == "card" or c.card.type == self.noun)


@builds("counted_removed_this_way")
@dataclass(frozen=True)
class CountedRemoved(Node):
    """“This Way”: "for each counter removed this way"."""

    def render(self) -> str:
        return "counter removed this way"

    def count(self, ctx: Ctx) -> int:
        return ctx.this_way.get("counters removed", 0)
