"""Æmber, keys and chains (grammar/aember.lark): gain, lose, steal, capture, forge a key at
current cost, gain chains. Each runs one verb of the effect vocabulary (effects.py)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.reader.nodes.amounts import Amount
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, builds, words
from judge.engine.keyforge.reader.nodes.targets import Actor, Target
from judge.engine.keyforge.state import other

builds("chain_word")(words)


@dataclass(frozen=True)
class _PlayerAember(Effect):
    """A player gains, loses or steals Æmber."""

    actor: Actor
    amount: Amount
    verb = ("", "")


    def render(self) -> str:
        return f"{self.actor.say(*self.verb)} {self.amount.render()}{{A}}"

    def run(self, ctx: Ctx) -> bool:
        """Done (“If You Do”: "successfully and completely") when each player moved all of it."""
        n = self.amount.value(ctx)
        moved = [self.apply(ctx, seat, n) for seat in self.actor.seats(ctx)]
        return bool(moved) and n > 0 and all(m >= n for m in moved)


@builds("gain_aember")
class GainAember(_PlayerAember):
    verb = ("gain", "gains")

    def apply(self, ctx, seat, n):
        return fx.gain(ctx.g, seat, n, ctx.rule)


@builds("lose_aember")
class LoseAember(_PlayerAember):
    verb = ("lose", "loses")

    def apply(self, ctx, seat, n):
        lost = fx.lose(ctx.g, seat, n, ctx.rule)
        ctx.record("lost", [seat], lost, seats={id(seat): seat})  # "for each {A} lost"
        return lost


@builds("steal_aember")
class StealAember(_PlayerAember):
    """Steal: from the acting player's opponent."""

    verb = ("steal", "steals")

    def apply(self, ctx, seat, n):
        return fx.steal(ctx.g, seat, n)


@builds("capture")
def _capture(children):
    return children[0]


@dataclass(frozen=True)
class Capture(Effect):
    """Capture: a creature takes Æmber from the pool of the opponent of the player resolving
    the ability. With no creature named ("capture 2{A}"), the creature whose ability it is."""

    captor: Target | None
    amount: Amount

    def render(self) -> str:
        if self.captor is None:
            return f"capture {self.amount.render()}{{A}}"
        return f"{self.captor.render()} captures {self.amount.render()}{{A}}"

    def check(self, card) -> str | None:
        if self.captor is None and card.type != "creature":
            return f"“capture” with no creature named, on an {card.type}"
        return self.captor.check(card) if self.captor is not None else None

    def run(self, ctx: Ctx) -> bool:
        n = self.amount.value(ctx)
        captors = [ctx.src] if self.captor is None else self.captor.pick(ctx, f"capture {n} Æmber")
        # Capture: "taken from an opponent's Æmber pool and placed on a creature controlled by
        # the capturing player": the player resolving the ability, when they control the
        # creature or use it as if they did (Replicator resolving an enemy Sequis's "Reap:"
        # takes from Sequis's own controller); else the creature's controller ("after a
        # creature is used to fight, it captures 1{A}": an enemy creature takes from you)
        taken = sum(fx.capture(ctx.g, c, n, other(_capturing_player(ctx, c)), ctx.rule) for c in captors)
        return taken > 0


def _capturing_player(ctx: Ctx, creature) -> str:
    if ctx.g.controls(ctx.you, creature) or creature.controller is None:
        return ctx.you
    return creature.controller


builds("capture_self")(lambda children: Capture(None, children[0]))
builds("capture_by")(lambda children: Capture(children[0], children[1]))


@builds("forge_key")
@dataclass(frozen=True)
class ForgeKey(Effect):
    """Forge a key at current cost (Cost, At Current Cost)."""

    def render(self) -> str:
        return "forge a key at current cost"

    def run(self, ctx: Ctx) -> bool:
        return fx.forge_key(ctx.g, ctx.you, fx.key_cost(ctx.g, ctx.you), ctx.rule)


@builds("gain_chains")
@dataclass(frozen=True)
class GainChains(Effect):
    """Chains: the player's chain tracker goes up."""

    actor: Actor
    n: int
    word: str

    def render(self) -> str:
        return f"{self.actor.say('gain', 'gains')} {self.n} {self.word}"

    def run(self, ctx: Ctx) -> bool:
        for seat in self.actor.seats(ctx):
            fx.gain_chains(ctx.g, seat, self.n, ctx.rule)
        return self.n > 0
