"""Conditions that choose between effects (grammar/conditions_instead.lark).

- "Deal 2{D} to a creature. If it is not your turn, deal 4{D} instead.": Replacement Effects
  ("identified by use of the word “instead”"; Resolve Abilities in the Order They Are Written:
  "This may be modified by replacement effects, including replacement effects which appear
  later in the ability"). The condition is checked as the first sentence would resolve; when it
  holds, the second sentence resolves in its place. When the condition asks about the card the
  first sentence chooses ("If that creature is a Dinosaur, it captures 2{A} instead"), that
  card is chosen first, then the condition is checked, then one of the two resolves on it.
- "If <condition>, <effect>. Otherwise, <effect>.": exactly one of the two resolves.
- "<effect> if <condition>": the effect resolves only if the condition holds.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace

from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, builds, humane
from judge.engine.keyforge.reader.nodes.card import If, Sentence
from judge.engine.keyforge.reader.nodes.targets import Chosen, Picked, Target


def mentions(node, kind: type) -> bool:
    """Is there a node of this kind in the tree below `node` (itself included)?"""
    if isinstance(node, kind):
        return True
    if not is_dataclass(node):
        return False
    for f in fields(node):
        value = getattr(node, f.name)
        for v in value if isinstance(value, tuple) else (value,):
            if isinstance(v, Node) and mentions(v, kind):
                return True
    return False


def mentions_chosen(node) -> bool:
    """Does a node refer to the cards the preceding effect chose ("it", "that creature")?"""
    return mentions(node, Chosen)


def choosing_target(effect) -> str | None:
    """The name of the field of an effect holding the target it acts on, or None."""
    if not is_dataclass(effect):
        return None
    return next((f.name for f in fields(effect) if isinstance(getattr(effect, f.name), Target)), None)


@builds("instead")
@dataclass(frozen=True)
class Instead(Sentence):
    """"<effect>. if <condition> <effect> instead." (Replacement Effects): `clause` resolves
    unless the condition holds, then `alternative` resolves in its place."""

    condition: Node = None
    alternative: Effect = None

    @classmethod
    def build(cls, children):
        return cls(*children)

    def render(self) -> str:
        return (f"{self.clause.render()}. if {self.condition.render()} "
                f"{self.alternative.render()} instead.")

    def check(self, card) -> str | None:
        if mentions_chosen(self.condition) and choosing_target(self.clause) is None:
            return "“instead” whose condition names a card the effect before it does not choose"
        return self.clause.check(card) or self.condition.check(card) or self.alternative.check(card)

    def chooses(self) -> bool:
        return self.clause.chooses() or self.alternative.chooses()

    def run(self, ctx: Ctx) -> bool:
        first = self.clause
        if mentions_chosen(self.condition):  # choose the card first, then ask about it
            name = choosing_target(first)
            target = getattr(first, name)
            picked = target.pick(ctx, humane(first.render(), ctx))
            if not picked:
                return False
            first = replace(first, **{name: Picked(tuple(picked), target.render())})
        if self.condition.holds(ctx):
            ctx.g.say(f"{humane(self.condition.render(), ctx)}: {humane(self.alternative.render(), ctx)} "
                      f"instead of {humane(self.clause.render(), ctx)}", R.REPLACEMENT)
            return self.alternative.run(ctx)
        return first.run(ctx)


@builds("otherwise")
@dataclass(frozen=True)
class Otherwise(Sentence):
    """"if <condition> <effect>. otherwise <effect>.": the second when the condition does not
    hold."""

    alternative: Effect = None

    @classmethod
    def build(cls, children):
        return cls(*children)

    def render(self) -> str:
        return f"{self.clause.render()}. otherwise {self.alternative.render()}."

    def check(self, card) -> str | None:
        return self.clause.check(card) or self.alternative.check(card)

    def chooses(self) -> bool:
        return self.clause.chooses() or self.alternative.chooses()

    def run(self, ctx: Ctx) -> bool:
        test: If = self.clause
        if test.condition.holds(ctx):
            return test.effect.run(ctx)
        ctx.g.say(f"“{humane(test.condition.render(), ctx)}” does not hold: otherwise "
                  f"{humane(self.alternative.render(), ctx)}", ctx.rule)
        return self.alternative.run(ctx)


@builds("effect_if")
@dataclass(frozen=True)
class EffectIf(If):
    """"steal 2{A} if your opponent has 8{A} or more": the condition first, as "if ... ,"."""

    @classmethod
    def build(cls, children):
        effect, condition = children
        return cls(condition, effect)

    def render(self) -> str:
        return f"{self.effect.render()} if {self.condition.render()}"
