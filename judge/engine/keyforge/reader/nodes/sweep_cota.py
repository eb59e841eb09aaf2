"""Forging at a changed cost, conditions on what happened this turn or last, "each <creature>
in play" (grammar/sweep_cota.lark)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, builds, words
from judge.engine.keyforge.reader.nodes.lasting import PluralGains, PluralGets
from judge.engine.keyforge.reader.nodes.targets import Each, Fought, _test

builds("played_kind", "player_controls_neg")(words)


class SeenBy:
    """A card as seen by a player (its `controller`): "friendly", "enemy" and "you" in an event
    test are that player's, wherever the card is now (a lasting effect's maker, an action card
    in the discard pile asking what happened this turn)."""

    def __init__(self, card, you: str):
        self._card = card
        self.controller = you

    def __getattr__(self, name):
        return getattr(self._card, name)


# -- forging -------------------------------------------------------------------------------------
@builds("forge_at")
@dataclass(frozen=True)
class ForgeAt(Effect):
    """Cost, At Current Cost: "forge a key at +6{A} current cost": the current cost (with every
    modifier in force) changed by the amount printed, never below 0."""

    change: object  # amounts.Signed

    def render(self) -> str:
        return f"forge a key at {self.change.render()}{{A}} current cost"

    def run(self, ctx: Ctx) -> bool:
        current = fx.key_cost(ctx.g, ctx.you)
        cost = max(0, current + self.change.n)
        ctx.g.say(f"the key costs {cost} Æmber (current cost {current}, {self.change.render()})", R.COST)
        return fx.forge_key(ctx.g, ctx.you, cost, ctx.rule)


@builds("forge_free")
@dataclass(frozen=True)
class ForgeFree(Effect):
    """"forge a key at no cost": no Æmber is spent (Cost, At Current Cost)."""

    def render(self) -> str:
        return "forge a key at no cost"

    def run(self, ctx: Ctx) -> bool:
        return fx.forge_key(ctx.g, ctx.you, 0, ctx.rule)


# -- what happened this turn, or on the opponent's previous turn ---------------------------------
def _events(ctx: Ctx, kind: str, seat: str | None = None, previous: bool = False) -> list:
    log = ctx.g.previous_turn.get(seat) if previous else ctx.g.turn
    return [e for e in (log.events if log is not None else ()) if e.kind == kind
            and (seat is None or e.seat == seat)]


@builds("not_forged_this_turn")
@dataclass(frozen=True)
class NotForgedThisTurn(Node):
    """"you have not forged a key this turn" (in the forge step or by a card ability)."""

    def render(self) -> str:
        return "you have not forged a key this turn"

    def holds(self, ctx: Ctx) -> bool:
        return not _events(ctx, "forged", ctx.you)


@builds("played_this_turn")
@dataclass(frozen=True)
class PlayedThisTurn(Node):
    """"you have played 7 or more sanctum cards this turn" (this card counts when it is one)."""

    n: int
    adjectives: tuple = ()

    @classmethod
    def build(cls, children):
        return cls(children[0], tuple(children[1:]))

    def render(self) -> str:
        return " ".join(["you have played", str(self.n), "or more", *self.adjectives, "cards this turn"])

    def holds(self, ctx: Ctx) -> bool:
        played = [e.card for e in _events(ctx, "played", ctx.you)
                  if all(_test(a)(ctx.g, ctx.you, ctx.src, e.card) for a in self.adjectives)]
        return len(played) >= self.n


@builds("not_played_other")
@dataclass(frozen=True)
class NotPlayedOther(Node):
    """"you have not played any other cards this turn": no card but this one was played."""

    def render(self) -> str:
        return "you have not played any other cards this turn"

    def holds(self, ctx: Ctx) -> bool:
        return not [e for e in _events(ctx, "played", ctx.you) if e.card is not ctx.src]


@builds("destroyed_this_turn")
@dataclass(frozen=True)
class DestroyedThisTurn(Node):
    """"an enemy creature has been destroyed this turn" (as it was when destroyed: its
    controller then)."""

    article: str
    selector: object

    def render(self) -> str:
        return f"{self.article} {self.selector.render()} has been destroyed this turn"

    def check(self, card) -> str | None:
        return "a plural noun after “a”" if self.selector.plural else None

    def holds(self, ctx: Ctx) -> bool:
        from judge.engine.keyforge.reader.nodes.reactions import SubjectOne

        subject = SubjectOne(self.article, self.selector)
        return any(subject.was(ctx.g, SeenBy(ctx.src, ctx.you), e.card, e.seat)
                   for e in _events(ctx, "destroyed"))


@builds("played_previous_turn")
@dataclass(frozen=True)
class PlayedPreviousTurn(Node):
    """"your opponent played 3 or more creatures on their previous turn"."""

    n: int
    kind: str

    def render(self) -> str:
        return f"your opponent played {self.n} or more {self.kind} on their previous turn"

    def holds(self, ctx: Ctx) -> bool:
        kind = {"cards": None, "creatures": "creature", "actions": "action", "artifacts": "artifact",
                "upgrades": "upgrade"}[self.kind]
        played = [e for e in _events(ctx, "played", ctx.opponent, previous=True)
                  if kind is None or e.card.type == kind]
        return len(played) >= self.n


@builds("houses_controlled")
@dataclass(frozen=True)
class HousesControlled(Node):
    """"you control creatures from 3 different houses" (or more), "your opponent does not
    control creatures from 3 different houses"."""

    who: str
    n: int

    def render(self) -> str:
        return f"{self.who} creatures from {self.n} different houses"

    def holds(self, ctx: Ctx) -> bool:
        seat = ctx.you if self.who == "you control" else ctx.opponent
        houses = {h for c in ctx.g.creatures(seat) for h in modifiers.houses(ctx.g, c)}
        return (len(houses) >= self.n) != self.who.endswith("not control")


# -- "each friendly knight creature in play" -----------------------------------------------------
@builds("each_in_play")
@dataclass(frozen=True)
class EachInPlay(Each):
    """"each friendly knight creature in play": every such card in play (as "each")."""

    def render(self) -> str:
        return f"each {self.selector.render()} in play"


# -- "{self}'s neighbors get/gain", "the attacked creature" ---------------------------------------
builds("neighbors_get")(PluralGets.build)
builds("neighbors_gain")(PluralGains.build)


@builds("attacked_creature")
@dataclass(frozen=True)
class AttackedCreature(Fought):
    """"the attacked creature": the creature {self} fights, this fight."""

    def render(self) -> str:
        return "the attacked creature"
