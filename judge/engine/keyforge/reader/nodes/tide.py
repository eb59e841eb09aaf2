"""The tide in card texts (grammar/tide.lark). The rule is tide.py's (Tide: "When either
player raises the tide, the tide becomes high for them and low for their opponent"); these
nodes only read it: the event of raising it, resetting it, a restriction on raising it, and a
card that may be played only while a condition holds."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import tide
from judge.engine.keyforge.reader.nodes.base import Constant, Ctx, Effect, Node, builds, humane, words
from judge.engine.keyforge.reader.nodes.reactions import When

builds("raiser")(words)


@builds("tide_raised")
@dataclass(frozen=True)
class TideRaised(When):
    """"after you raise the tide", "after your opponent raises the tide", "after a player
    raises the tide": the event tide.raise_tide fires ("tide_raised", its seat the raiser).
    A tide that could not be raised triggers nothing (FAQ, Cross Porpoises)."""

    raiser: str  # "you raise" | "your opponent raises" | "a player raises"

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return f"after {self.raiser} the tide"

    def matches(self, g, src, event) -> bool:
        if event.kind != "tide_raised":
            return False
        if self.raiser == "you raise":
            return event.seat == src.controller
        if self.raiser == "your opponent raises":
            return event.seat is not None and event.seat != src.controller
        return True


@builds("reset_tide")
@dataclass(frozen=True)
class ResetTide(Effect):
    """"reset the tide": it is neutral again (tide.reset_tide)."""

    def render(self) -> str:
        return "reset the tide"

    def run(self, ctx: Ctx) -> bool:
        tide.reset_tide(ctx.g, ctx.rule)
        return True


@builds("cannot_raise_tide")
@dataclass(frozen=True)
class CannotRaiseTide(Constant):
    """"players cannot raise the tide": neither player can, by the rules' "Omni:" or by a card
    (tide.cannot_raise asks the `cannot_raise_tide` hook)."""

    def render(self) -> str:
        return "players cannot raise the tide"

    def hooks(self):
        return {"cannot_raise_tide": lambda g, src, you, seat: "players cannot raise the tide"}


@builds("play_only_if")
@dataclass(frozen=True)
class PlayOnlyIf(Constant):
    """"play only if <condition>": the card cannot be played unless the condition holds for
    the player playing it (play.py asks the card's own `cannot_play`, in hand)."""

    condition: Node

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return f"play only if {self.condition.render()}"

    def check(self, card) -> str | None:
        return self.condition.check(card)

    def hooks(self):
        def cannot_play(g, src, you, seat, card):
            if card is not src:
                return None
            ctx = Ctx(g, src, seat, src.title)
            if self.condition.holds(ctx):
                return None
            return f"{src.name} can be played only if {humane(self.condition.render(), ctx)}"

        return {"cannot_play": cannot_play}
