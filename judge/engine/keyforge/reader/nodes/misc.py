"""The odd ones (grammar/misc.lark): "then ...", "another friendly creature", "2 enemy
creatures", splash damage, "exalt {self} twice", keywords as adjectives, and the reminder
line of a gigantic creature."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.amounts import Amount
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, builds, humane, words
from judge.engine.keyforge.reader.nodes.status import Status
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


@builds("n_of_neighbors")
@dataclass(frozen=True)
class NOfNeighbors(Target):
    """"1 of {self}'s neighbors": the active player chooses that many of its neighbors."""

    fixed = False

    n: int

    def render(self) -> str:
        return f"{self.n} of {{self}}'s neighbors"

    def check(self, card) -> str | None:
        return None if card.type == "creature" else f"neighbors of an {card.type}"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        options = fx.neighbors_before_leaving(ctx.g, ctx.src)
        if not options:
            ctx.tell()
            ctx.g.say(f"{ctx.src.name} has no neighbor to {doing}", R.RESOLVE_AS_MUCH)
        return fx.choose_exactly(ctx.g, f"a neighbor of {ctx.src.name} to {doing}", options, self.n)


@builds("most_powerful")
@dataclass(frozen=True)
class MostPowerful(_Quantified):
    """Most Powerful / Least Powerful: "the 3 most powerful creatures" (a group: creatures with an equal
    or higher power than every creature outside it; ties at its edge are the active player's
    choice)."""

    fixed = False

    n: int
    which: str  # most | least
    selector: Selector

    def render(self) -> str:
        return f"the {self.n} {self.which} powerful {self.selector.render()}"

    def check(self, card) -> str | None:
        if self.selector.kind != "creature":
            return f"the {self.which} powerful {self.selector.noun}"
        plural = self.n != 1
        return None if self.selector.plural == plural else "a noun that does not agree with its number"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        g, options = ctx.g, self.selector.candidates(ctx)
        what = self.selector.render()
        if not options:
            ctx.tell()
            g.say(f"there is no {what} to {doing}", R.RESOLVE_AS_MUCH)
            return []
        if self.n == 1:
            return [fx.most_powerful(g, options, what, self.which)]
        sign = -1 if self.which == "most" else 1
        ranked = sorted(options, key=lambda c: sign * fx.power(g, c))
        if len(ranked) <= self.n:
            return ranked
        edge = fx.power(g, ranked[self.n - 1])
        sure = [c for c in ranked if sign * fx.power(g, c) < sign * edge]
        tied = [c for c in ranked if fx.power(g, c) == edge]
        group = sure + fx.choose_exactly(g, f"the {self.which} powerful {what} of {edge} power to {doing}",
                                         tied, self.n - len(sure))
        g.say(f"the {self.n} {self.which} powerful {what}: {', '.join(c.name for c in group)}", R.MOST_POWERFUL
              if self.which == "most" else R.LEAST_POWERFUL)
        return group


@builds("a_neighbor_of")
@dataclass(frozen=True)
class ANeighborOf(Target):
    """"a neighbor of that creature": the active player chooses one of its neighbors (as they
    were, when it has just left play: Leaves Play)."""

    fixed = False

    of: Target

    def render(self) -> str:
        return f"a neighbor of {self.of.render()}"

    def check(self, card) -> str | None:
        return self.of.check(card)

    def resolve(self, ctx: Ctx, doing: str) -> list:
        options = []
        for c in self.of.resolve(ctx, doing):
            options += [n for n in fx.neighbors_before_leaving(ctx.g, c) if n not in options]
        if not options:
            ctx.tell()
        picked = fx.choose(ctx.g, f"a neighbor to {doing}", options, none=f"there is no neighbor to {doing}")
        return [picked] if picked is not None else []


# -- more selector posts ------------------------------------------------------------------------
builds("odd_even")(words)


@dataclass(frozen=True)
class PowerParity(Post):
    """"with odd power", "with even power"."""

    def render(self) -> str:
        return f"with {self.word} power"

    def test(self, g, card) -> bool:
        return fx.power(g, card) % 2 == (1 if self.word == "odd" else 0)


@dataclass(frozen=True)
class WithAnyAember(Post):
    """"with any {A} on it": at least 1 Æmber on it."""

    def render(self) -> str:
        return "with any {A} on it"

    def test(self, g, card) -> bool:
        return card.amber > 0


@dataclass(frozen=True)
class WithAnUpgrade(Post):
    """"with an upgrade": at least one upgrade attached to it."""

    def render(self) -> str:
        return "with an upgrade"

    def test(self, g, card) -> bool:
        return bool(card.upgrades)


builds("odd_even_power")(lambda ch: PowerParity("parity", 0, ch[0]))
builds("with_any_aember")(lambda ch: WithAnyAember("with_any_aember"))
builds("with_an_upgrade")(lambda ch: WithAnUpgrade("with_an_upgrade"))


def _healed(ctx: Ctx, noun: str) -> int:
    """“This Way”: the creatures healed (or the damage healed) by this resolution."""
    healed = ctx.this_way.get("healed", [])
    return len(ctx.done("healed")) if noun == "creature" else sum(n for _, n, _ in healed)


@builds("healed_at_least")
@dataclass(frozen=True)
class HealedAtLeast(Node):
    """“This Way”: "you healed 4 or more damage this way"."""

    n: int

    def render(self) -> str:
        return f"you healed {self.n} or more damage this way"

    def holds(self, ctx: Ctx) -> bool:
        return _healed(ctx, "damage") >= self.n


# -- batch: upgrades on {self}, conditions, "exalt ward and fully heal" --------------------------
@builds("upgrades_on_self")
@dataclass(frozen=True)
class UpgradesOnSelf(Target):
    """"each upgrade on {self}"."""

    kind = "upgrade"

    def render(self) -> str:
        return "each upgrade on {self}"

    def check(self, card) -> str | None:
        return None if card.type == "creature" else f"upgrades on an {card.type}"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        return list(ctx.src.upgrades)


@builds("status_and_heal")
@dataclass(frozen=True)
class StatusAndHeal(Status):
    """"exalt, ward, and fully heal a friendly creature": each verb, then a full heal, on the
    creature chosen once."""

    def render(self) -> str:
        return f"{' '.join(self.verbs)} and fully heal {self.target.render()}"

    def check(self, card) -> str | None:
        return super().check(card) or (None if self.target.kind == "creature" else "heal a non-creature")

    def run(self, ctx: Ctx) -> bool:
        done = super().run(ctx)
        return any([fx.heal(ctx.g, c, None, ctx.rule) > 0 for c in ctx.chosen if ctx.g.in_play(c)]) or done


@builds("if_you_exalt_it")
@dataclass(frozen=True)
class IfYouExaltIt(Effect):
    """"you may exalt that creature. if you exalt it, ...": “If You Do”, in other words."""

    effect: Effect

    def render(self) -> str:
        return f"if you exalt it {self.effect.render()}"

    def check(self, card) -> str | None:
        return self.effect.check(card)

    def run(self, ctx: Ctx) -> bool:
        if not ctx.did:
            ctx.g.say(f"it was not exalted: {humane(self.effect.render(), ctx)} does not happen", R.IF_YOU_DO)
            return False
        return self.effect.run(ctx)


# -- batch: unstun, "their owners' hands", a condition after its effect --------------------------
@builds("unstun")
@dataclass(frozen=True)
class Unstun(Effect):
    """"unstun each friendly creature" (Stun: the stun status card is removed)."""

    target: Target

    def render(self) -> str:
        return f"unstun {self.target.render()}"

    def check(self, card) -> str | None:
        return self.target.check(card) or (None if self.target.kind == "creature" else "unstun a non-creature")

    def run(self, ctx: Ctx) -> bool:
        return any([fx.unstun(ctx.g, c, ctx.rule) for c in self.target.pick(ctx, "unstun")])

