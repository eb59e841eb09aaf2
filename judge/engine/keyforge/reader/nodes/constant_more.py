"""More constant abilities (grammar/constant_more.lark).

- "while <condition> <constant ability>" / "<constant ability> while <condition>" (Constant
  Abilities: "active so long as the card remains in play and meets all conditions specified by
  the ability"): the condition is checked each time a rule asks.
- "... for each ...": a value counted when a rule asks (For Each).
- "... gets +1 power and gains taunt", "... gains "reap: gain 1{A}."" (an ability in quotes:
  the card that gains it has it, as its own, while the ability giving it applies).
- "your non-untamed creatures", "your artifacts": the cards a player controls.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from judge.engine.keyforge.reader.nodes.base import Constant, Ctx, Node, builds, humane
from judge.engine.keyforge.reader.nodes.constant import Gains, Gets
from judge.engine.keyforge.reader.nodes.targets import Chosen, SelfRef, Target, _test


# -- "while ..." ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class ItRef(Target):
    """"it" in a constant ability, standing for what the same sentence named ("while {self} is
    on a flank it gets +2 power": it is {self})."""

    ref: Target

    @property
    def fixed(self) -> bool:
        return self.ref.fixed

    def render(self) -> str:
        return "it"

    def check(self, card) -> str | None:
        return self.ref.check(card)

    def resolve(self, ctx: Ctx, doing: str) -> list:
        return self.ref.resolve(ctx, doing)

    def matches(self, g, you, src, card) -> bool:
        return self.ref.matches(g, you, src, card)


def _empty(value):
    """The answer of a hook that does not apply, of the type of one that does."""
    return type(value)() if isinstance(value, (int, str, dict, list, set, tuple)) else None


@dataclass(frozen=True)
class While(Constant):
    """A constant ability that applies only while its condition holds."""

    condition: Node
    clause: Constant
    form: str  # "while" (<condition> <clause>) | "after" (<clause> while <condition>) | "if"
    #            | "unless" (<clause> unless <condition>: while it does not hold)

    @classmethod
    def make(cls, condition, clause, form: str) -> "While":
        """Tie an "it" on one side to what the other side names."""
        c_subject, s_subject = getattr(condition, "subject", None), getattr(clause, "subject", None)
        if isinstance(s_subject, Chosen) and c_subject is not None and not isinstance(c_subject, Chosen):
            clause = clause.pinned(ItRef(c_subject))
        elif isinstance(c_subject, Chosen) and s_subject is not None and not isinstance(s_subject, Chosen):
            condition = replace(condition, subject=ItRef(s_subject))
        return cls(condition, clause, form)

    def render(self) -> str:
        if self.form in ("after", "unless"):
            word = "while" if self.form == "after" else "unless"
            return f"{self.clause.render()} {word} {self.condition.render()}"
        return f"{self.form} {self.condition.render()} {self.clause.render()}"

    def check(self, card) -> str | None:
        if isinstance(getattr(self.condition, "subject", None), Chosen):
            return "“while it ...” with nothing for “it” to refer to"
        return self.condition.check(card) or self.clause.check(card)

    def fixed(self) -> bool:
        return self.clause.fixed()

    def as_constant(self) -> str | None:
        return self.clause.as_constant()

    def holds(self, g, src, you) -> bool:
        return bool(self.condition.holds(Ctx(g, src, you, src.title))) != (self.form == "unless")

    def hooks(self):
        out = {}
        for hook, fn in self.clause.hooks().items():
            def guarded(g, src, you, *args, fn=fn):
                value = fn(g, src, you, *args)
                if not value or self.holds(g, src, you):
                    return value
                return _empty(value)

            out[hook] = guarded
        return out


builds("while_first")(lambda ch: While.make(ch[0], ch[1], "while"))
builds("while_after")(lambda ch: While.make(ch[1], ch[0], "after"))
builds("if_constant")(lambda ch: While.make(ch[0], ch[1], "if"))
builds("unless")(lambda ch: While.make(ch[1], ch[0], "unless"))


@builds("state_effect")
@dataclass(frozen=True)
class StateEffect(Constant):
    """"if there are no enemy creatures destroy {self}." as a constant ability: the effect
    resolves as soon as the condition holds while the card is in play (destroy.settle checks
    after each resolution)."""

    condition: Node
    effect: Node

    def render(self) -> str:
        return f"if {self.condition.render()} {self.effect.render()}"

    def check(self, card) -> str | None:
        return self.condition.check(card) or self.effect.check(card)

    def hooks(self):
        def condition_effect(g, src, you):
            ctx = Ctx(g, src, you, src.title)
            if not self.condition.holds(ctx):
                return None

            def run():
                g.say(f"{humane(self.condition.render(), ctx)}: {humane(self.effect.render(), ctx)}", src.title)
                subject = getattr(self.condition, "subject", None)
                if subject is not None:  # "if {self} is on a flank destroy it": it is {self}
                    ctx.chosen = subject.resolve(ctx, "check")
                self.effect.run(ctx)

            return run

        return {"condition_effect": condition_effect}


# -- "for each ..." ------------------------------------------------------------------------------
@builds("per_count")
@dataclass(frozen=True)
class PerCount(Node):
    """"for each <count>" after a constant ability's value (For Each), counted when a rule asks:
    what an effect's "for each" counts (foreach.Counted, amounts_more.Count), to a maximum or
    not. "it" is the creature the ability gives power to; a count with "it" where there is no
    such creature (a key cost) is refused."""

    what: Node
    most: int | None = None  # "(to a maximum of 3)"

    def render(self) -> str:
        most = f" (to a maximum of {self.most})" if self.most is not None else ""
        return f"for each {self.what.render()}{most}"

    def check(self, card, creature: bool = True) -> str | None:
        if getattr(self.what, "kind", "") in ("this_way", "lost"):
            return "“this way” in a constant ability (no ability resolved)"
        if not creature and getattr(self.what, "says_it", False):
            return "“for each ... it ...” where “it” is no creature"
        return self.what.check(card)

    def count(self, g, src, you, creature) -> int:
        n = self.what.number(g, src, you, creature)
        return n if self.most is None else min(n, self.most)


builds("max_count")(lambda ch: ch[0])


# -- "gets ... and gains ..." ----------------------------------------------
@builds("gets_gains")
@dataclass(frozen=True)
class GetsGains(Constant):
    """"each friendly knight creature gets +1 power and gains taunt": both, to the same cards."""

    gets: Gets
    gains: Gains

    @classmethod
    def build(cls, children):
        from judge.engine.keyforge.reader.nodes.constant import Gained, Stat

        subject = children[0]
        stats = tuple(c for c in children[1:] if isinstance(c, Stat))
        gained = tuple(c for c in children[1:] if isinstance(c, Gained))
        return cls(Gets(subject, stats), Gains(subject, gained))

    @property
    def subject(self) -> Target:
        return self.gets.subject

    def render(self) -> str:
        return f"{self.gets.render()} and {self.gains.render().replace(self.subject.render() + ' ', '', 1)}"

    def check(self, card) -> str | None:
        return self.gets.check(card) or self.gains.check(card)

    def pinned(self, subject) -> "GetsGains":
        return GetsGains(replace(self.gets, subject=subject), replace(self.gains, subject=subject))

    def hooks(self):
        return {**self.gets.hooks(), **self.gains.hooks()}


# -- an ability in quotes -----------------------------------------------------------------------
@builds("quoted_ability")
@dataclass(frozen=True)
class Quoted(Node):
    """An ability in quotes that a card gains ("this creature gains "reap: draw a card.""): it
    plays as an ability of the card that has it ("this creature" is that card)."""

    ability: Node

    def render(self) -> str:
        return f'"{self.ability.render()}"'

    def check(self, card) -> str | None:
        from judge.engine.keyforge.reader.nodes.conditions_instead import mentions

        if mentions(self.ability, SelfRef):
            return "an ability in quotes that names the card giving it"
        return self.ability.check(replace(card, type="creature"))  # it is the gaining creature's

    def behaviour(self, printed):
        """The gained ability, as a behaviour of the card `printed` giving it (one object per
        giving card: the rules ask for granted abilities constantly)."""
        return _granted(self.ability, printed)


@lru_cache(maxsize=None)
def _granted(ability, printed):
    from judge.engine.keyforge.reader.compile import compile_card
    from judge.engine.keyforge.reader.nodes.card import Card

    return compile_card(Card((ability,)), printed.title)(printed)


# -- "your creatures" ------------------------------------------------------------------------------
@builds("your_creatures")
@dataclass(frozen=True)
class YourCards(Target):
    """"your non-untamed creatures", "your artifacts": every card of that kind its controller
    ("you") controls. ("friendly creatures" is a selector: restrictions.Plural.)"""

    adjectives: tuple[str, ...]
    noun: str

    @classmethod
    def build(cls, children):
        return cls(tuple(children[:-1]), children[-1])

    @property
    def kind(self) -> str:
        return self.noun.rstrip("s")

    def render(self) -> str:
        return " ".join(("your", *self.adjectives, self.noun))

    def check(self, card) -> str | None:
        return None if self.noun.endswith("s") else "a singular noun after “your”"

    def matches(self, g, you, src, card) -> bool:
        return (card.type == self.kind and card.controller == you
                and all(_test(a)(g, you, src, card) for a in self.adjectives))

    def resolve(self, ctx: Ctx, doing: str) -> list:
        pool = ctx.g.creatures() if self.kind == "creature" else ctx.g.artifacts()
        return [c for c in pool if self.matches(ctx.g, ctx.you, ctx.src, c)]


@builds("this_and_neighbors")
@dataclass(frozen=True)
class ThisAndNeighbors(Target):
    """"this creature and each of its neighbors" (an upgrade: the creature it is on, and the
    creatures beside that one)."""

    this: Target

    def render(self) -> str:
        return f"{self.this.render()} and each of its neighbors"

    def check(self, card) -> str | None:
        return self.this.check(card)

    def resolve(self, ctx: Ctx, doing: str) -> list:
        found = self.this.resolve(ctx, doing)
        return found + [n for c in found for n in ctx.g.neighbors(c) if n not in found]

    def matches(self, g, you, src, card) -> bool:
        return any(card is c or card in g.neighbors(c) for c in self.this.resolve(Ctx(g, src, you, ""), ""))
