"""The odd ones (grammar/misc.lark): "then ...", "another friendly creature", "2 enemy
creatures", splash damage, "exalt {self} twice", keywords as adjectives, and the reminder
line of a gigantic creature."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.amounts import Amount
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, builds, humane, words
from judge.engine.keyforge.reader.nodes.card import If
from judge.engine.keyforge.reader.nodes.foreach import ForEach
from judge.engine.keyforge.reader.nodes.removal import ReturnToHand
from judge.engine.keyforge.reader.nodes.status import Status
from judge.engine.keyforge.reader.nodes.targets import Post, Selector, Target, _Quantified

builds("clause_more", "line_more", "if_after_head")(lambda ch: ch[0])
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

    def cards(self, ctx: Ctx) -> list:
        found = list(ctx.this_way.get(self.verb, []))
        if self.verb == "destroyed":  # and those the preceding damage destroyed
            found += [c for c in ctx.destroyed if c not in found]
        return [c for c in found if self.noun == "card" or c.card.type == self.noun]

    def count(self, ctx: Ctx) -> int:
        return len(self.cards(ctx))


@builds("counted_removed_this_way")
@dataclass(frozen=True)
class CountedRemoved(Node):
    """“This Way”: "for each counter removed this way"."""

    def render(self) -> str:
        return "counter removed this way"

    def count(self, ctx: Ctx) -> int:
        return ctx.this_way.get("counters removed", 0)


# -- more targets -------------------------------------------------------------------------------
@builds("each_of_your")
@dataclass(frozen=True)
class EachOfYour(_Quantified):
    """"each of your artifacts": every one you control that qualifies."""

    selector: Selector

    def render(self) -> str:
        return f"each of your {self.selector.render()}"

    def check(self, card) -> str | None:
        return None if self.selector.plural else "a singular noun after “each of your”"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        found = [c for c in self.selector.candidates(ctx) if c.controller == ctx.you]
        if not found:
            ctx.g.say(f"{ctx.you} has no {self.selector.render()} to {doing}", R.RESOLVE_AS_MUCH)
        return found

    def matches(self, g, you, src, card) -> bool:
        return card.controller == you and self.selector.matches(g, you, src, card)


@builds("any_number")
@dataclass(frozen=True)
class AnyNumber(_Quantified):
    """"any number of friendly creatures": the active player picks none or more, one at a time
    (`done` to stop)."""

    fixed = False

    selector: Selector

    def render(self) -> str:
        return f"any number of {self.selector.render()}"

    def check(self, card) -> str | None:
        return None if self.selector.plural else "a singular noun after “any number of”"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        options = self.selector.candidates(ctx)
        return fx.choose_up_to(ctx.g, f"{self.selector.render()} to {doing}", options, len(options))


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


builds("most_or_least")(words)


@builds("most_powerful")
@dataclass(frozen=True)
class MostPowerful(_Quantified):
    """Most Powerful / Least Powerful: "the most powerful creature" (highest power; the active
    player picks among ties), "the 3 most powerful creatures" (a group: creatures with an equal
    or higher power than every creature outside it; ties at its edge are the active player's
    choice)."""

    fixed = False

    n: int | None
    which: str  # most | least
    selector: Selector

    @classmethod
    def build(cls, children):
        return cls(*children) if len(children) == 3 else cls(None, *children)

    def render(self) -> str:
        n = f"{self.n} " if self.n is not None else ""
        return f"the {n}{self.which} powerful {self.selector.render()}"

    def check(self, card) -> str | None:
        if self.selector.kind != "creature":
            return f"the {self.which} powerful {self.selector.noun}"
        plural = self.n is not None and self.n != 1
        return None if self.selector.plural == plural else "a noun that does not agree with its number"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        g, options = ctx.g, self.selector.candidates(ctx)
        what = self.selector.render()
        if not options:
            ctx.tell()
            g.say(f"there is no {what} to {doing}", R.RESOLVE_AS_MUCH)
            return []
        if self.n is None:
            pick = fx.most_powerful if self.which == "most" else fx.least_powerful
            return [pick(g, options, what)]
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


# -- more counts --------------------------------------------------------------------------------
builds("key_whose", "heal_noun", "key_holder", "key_other")(words)


@dataclass(frozen=True)
class Counted(Node):
    """A count "for each" reads that needs no selector: "forged key your opponent has",
    "upgrade on {self}", "copy of {self} in your discard pile", "creature healed this way"."""

    kind: str  # forged_keys | upgrades | copies | healed
    word: str = ""  # whose keys; what was healed

    def render(self) -> str:
        return {"forged_keys": f"forged key {self.word}", "upgrades": "upgrade on {self}",
                "copies": "copy of {self} in your discard pile", "healed": f"{self.word} healed this way"}[self.kind]

    def count(self, ctx: Ctx) -> int:
        if self.kind == "forged_keys":
            return _forged(ctx, self.word)
        if self.kind == "upgrades":
            return len(ctx.src.upgrades)
        if self.kind == "copies":  # other cards of its title (it is not in the pile as it resolves)
            return sum(1 for c in ctx.g.player(ctx.you).discard if c.title == ctx.src.title)
        return _healed(ctx, self.word)


def _forged(ctx: Ctx, whose: str) -> int:
    from judge.engine.keyforge.state import other

    return ctx.g.player(ctx.you if whose == "you have" else other(ctx.you)).keys


def _healed(ctx: Ctx, noun: str) -> int:
    healed = ctx.this_way.get("healed", [])
    return len(healed) if noun == "creature" else sum(n for _, n in healed)


builds("counted_forged_keys")(lambda ch: Counted("forged_keys", ch[0]))
builds("counted_upgrades")(lambda ch: Counted("upgrades"))
builds("counted_copies_in_pile")(lambda ch: Counted("copies"))
builds("counted_healed")(lambda ch: Counted("healed", ch[0]))


@builds("for_each_first")
@dataclass(frozen=True)
class ForEachFirst(ForEach):
    """"for each friendly ready creature gain 1{A}": “For Each” with the count first."""

    @classmethod
    def build(cls, children):
        counted, effect = children
        return cls(effect, counted)

    def render(self) -> str:
        return f"for each {self.counted.render()} {self.effect.render()}"

    def run(self, ctx: Ctx) -> bool:
        """"for each card purged this way its owner gains 1{A}": once for each card, "its
        owner" being that card's owner."""
        if not (hasattr(self.counted, "cards") and _names_its_owner(self.effect)):
            return super().run(ctx)
        cards = self.counted.cards(ctx)
        ctx.g.say(f"“for each” {humane(self.counted.render(), ctx)}: {len(cards)}", R.FOR_EACH)
        done = False
        for c in cards:
            ctx.chosen = [c]
            done = self.effect.run(ctx) or done
        return done


def _names_its_owner(node) -> bool:
    """Does an effect name "its owner" (the owner of the card the count is about)?"""
    from dataclasses import fields, is_dataclass

    from judge.engine.keyforge.reader.nodes.targets import Actor

    if isinstance(node, Actor):
        return node.who == "its owner"
    return is_dataclass(node) and any(_names_its_owner(getattr(node, f.name)) for f in fields(node))


# -- more conditions ----------------------------------------------------------------------------
@builds("more_keys")
@dataclass(frozen=True)
class MoreKeys(Node):
    """"your opponent has more forged keys than you"."""

    holder: str  # "you have" | "your opponent has"
    than: str

    def render(self) -> str:
        return f"{self.holder} more forged keys than {self.than}"

    def check(self, card) -> str | None:
        return None if (self.holder == "you have") != (self.than == "you") else "a player compared with themself"

    def holds(self, ctx: Ctx) -> bool:
        mine, theirs = _forged(ctx, "you have"), _forged(ctx, "your opponent has")
        return mine > theirs if self.holder == "you have" else theirs > mine


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


builds("not_word")(words)


@builds("self_on_flank")
@dataclass(frozen=True)
class SelfOnFlank(Node):
    """"{self} is on a flank", "{self} is not on a flank" (Flank): it is in play, and is (or is
    not) on a flank."""

    negated: bool = False

    @classmethod
    def build(cls, children):
        return cls(bool(children))

    def render(self) -> str:
        return f"{{self}} is {'not ' if self.negated else ''}on a flank"

    def check(self, card) -> str | None:
        return None if card.type == "creature" else f"a flank of an {card.type}"

    def holds(self, ctx: Ctx) -> bool:
        if not ctx.g.in_play(ctx.src):
            return False
        return ctx.g.on_flank(ctx.src) != self.negated


@builds("haunted")
@dataclass(frozen=True)
class Haunted(Node):
    """"you are haunted" (Haunted: 10 or more cards in your discard pile)."""

    def render(self) -> str:
        return "you are haunted"

    def holds(self, ctx: Ctx) -> bool:
        return fx.haunted(ctx.g, ctx.you)


@builds("chosen_is_trait")
@dataclass(frozen=True)
class ChosenIsTrait(Node):
    """"that creature is a mutant": the card the sentence before acted on has that trait."""

    article: str
    trait: str

    def render(self) -> str:
        return f"that creature is {self.article} {self.trait}"

    def holds(self, ctx: Ctx) -> bool:
        from judge.engine.keyforge.reader.nodes.targets import _test

        test = _test(self.trait)
        return bool(ctx.chosen) and all(test(ctx.g, ctx.you, ctx.src, c) for c in ctx.chosen)


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


@builds("return_to_hands")
@dataclass(frozen=True)
class ReturnToHands(ReturnToHand):
    """"return up to 2 creatures to their owners' hands" (Leaves Play: each to its owner's)."""

    hand: str = "their owners'"

    def render(self) -> str:
        return f"return {self.target.render()} to their owners' hands"


@builds("if_after")
@dataclass(frozen=True)
class IfAfter(If):
    """"gain 2{A} if you control more creatures than your opponent": the condition, written after
    the effect, is checked first."""

    @classmethod
    def build(cls, children):
        effect, condition = children
        return cls(condition, effect)

    def render(self) -> str:
        return f"{self.effect.render()} if {self.condition.render()}"


@builds("more_creatures")
@dataclass(frozen=True)
class MoreCreatures(Node):
    """"you control more creatures than your opponent"."""

    def render(self) -> str:
        return "you control more creatures than your opponent"

    def holds(self, ctx: Ctx) -> bool:
        from judge.engine.keyforge.state import other

        return len(ctx.g.creatures(ctx.you)) > len(ctx.g.creatures(other(ctx.you)))


@builds("no_aember")
@dataclass(frozen=True)
class NoAember(Node):
    """"your opponent has no {A}" (in their pool)."""

    def render(self) -> str:
        return "your opponent has no {A}"

    def holds(self, ctx: Ctx) -> bool:
        from judge.engine.keyforge.state import other

        return ctx.g.player(other(ctx.you)).amber == 0


@builds("none_in_play")
@dataclass(frozen=True)
class NoneInPlay(Node):
    """"there are no friendly creatures in play"."""

    selector: Selector

    def render(self) -> str:
        return f"there are no {self.selector.render()} in play"

    def check(self, card) -> str | None:
        return None if self.selector.plural else "a singular noun after “there are no”"

    def holds(self, ctx: Ctx) -> bool:
        return not self.selector.candidates(ctx)
