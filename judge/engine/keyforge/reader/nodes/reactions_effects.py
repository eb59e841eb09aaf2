"""Effects and conditions the triggered abilities need (grammar/reactions_effects.lark):
archiving the top card of your deck, damage split between two targets, and conditions on
what happened this turn (the turn's events, state.TurnLog)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, builds, words
from judge.engine.keyforge.reader.nodes.damage import Deal

builds("did_verb")(words)


@builds("deal_split")
@dataclass(frozen=True)
class DealSplit(Effect):
    """"deal 1{D} to a friendly creature and 1{D} to an enemy creature": two amounts of damage
    to two targets, in the order written."""

    first: Deal
    second: Deal

    @classmethod
    def build(cls, children):
        a, t, b, u = children
        return cls(Deal(a, t), Deal(b, u))

    def render(self) -> str:
        return f"{self.first.render()} and {self.second.amount.render()}{{D}} to {self.second.target.render()}"

    def check(self, card) -> str | None:
        return self.first.check(card) or self.second.check(card)

    def run(self, ctx: Ctx) -> bool:
        """Both targets are chosen (the second may name the first: "a neighbor of that
        creature"), then all the damage is dealt at once: damage dealt by a card's ability is
        dealt simultaneously (Resolve Abilities in the Order They Are Written: Mighty Lance)."""
        a, b = self.first.amount.value(ctx), self.second.amount.value(ctx)
        first = self.first.target.pick(ctx, f"deal {a} damage to")
        second = self.second.target.pick(ctx, f"deal {b} damage to")
        hits = [fx.Hit(c, a, ctx.src) for c in first] + [fx.Hit(c, b, ctx.src) for c in second]
        if hits:
            ctx.destroyed = set(fx.deal(ctx.g, hits, ctx.rule) or ())
        ctx.chosen = first + [c for c in second if c not in first]
        return bool(hits)


@builds("first_reap_this_turn")
@dataclass(frozen=True)
class FirstReapThisTurn(Node):
    """"it is the first time a creature has reaped this turn": the reap that triggered the
    ability is the turn's first."""

    def render(self) -> str:
        return "it is the first time a creature has reaped this turn"

    def holds(self, ctx: Ctx) -> bool:
        reaps = [e for e in ctx.g.turn.events if e.kind == "reaped"]
        return bool(reaps) and ctx.event is not None and reaps[0] is ctx.event


@builds("did_not_this_turn")
@dataclass(frozen=True)
class DidNotThisTurn(Node):
    """"you did not play any creatures this turn", "you did not use any creatures this turn"
    (a stunned creature used to remove its stun was used)."""

    verb: str  # play | use

    def render(self) -> str:
        return f"you did not {self.verb} any creatures this turn"

    def holds(self, ctx: Ctx) -> bool:
        kind = "played" if self.verb == "play" else "used"
        return not any(e.kind == kind and e.seat == ctx.you and e.card.type == "creature"
                       for e in ctx.g.turn.events)
