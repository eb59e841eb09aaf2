"""Triggered abilities (grammar/reactions.lark): "after <event>, <effects>" and "at the end
of your turn, ...". Each event shape knows which engine Event it answers (triggers.py); the
card's `on` hook returns the resolution (Ability, Card Ability: only cards in play trigger)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import Ctx, Node, builds, words
from judge.engine.keyforge.reader.nodes.targets import HOUSES, One, Target, _test

builds("forger")(words)


@builds("when_event")
def _when(children):
    return children[0]


class When(Node):
    """An event shape: `matches(g, src, event)` -> does this event trigger the ability."""

    def matches(self, g, src, event) -> bool:  # pragma: no cover
        raise NotImplementedError


@builds("house_chosen")
@dataclass(frozen=True)
class HouseChosen(When):
    house: str

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return f"after a player chooses {self.house} as their active house"

    def matches(self, g, src, event) -> bool:
        return event.kind == "house_chosen" and event.data.get("house") == HOUSES.get(self.house, self.house)


@builds("destroyed_fighting_self")
@dataclass(frozen=True)
class DestroyedFightingSelf(When):
    def render(self) -> str:
        return "after an enemy creature is destroyed fighting {self}"

    def matches(self, g, src, event) -> bool:
        return (event.kind == "destroyed" and event.data.get("fighting") is src
                and event.seat is not None and event.seat != src.controller)


@builds("end_of_your_turn")
@dataclass(frozen=True)
class EndOfYourTurn(When):
    def render(self) -> str:
        return "at the end of your turn"

    def matches(self, g, src, event) -> bool:
        return event.kind == "end_of_turn" and event.seat == src.controller


builds("played_noun")(words)


@builds("you_play")
@dataclass(frozen=True)
class YouPlay(When):
    """"after you play a brobnar card", "after you play an action card" (the card as played)."""

    article: str
    adjectives: tuple[str, ...]
    noun: str

    @classmethod
    def build(cls, children):
        return cls(children[0], tuple(children[1:-1]), children[-1])

    def render(self) -> str:
        return f"after you play {' '.join((self.article,) + self.adjectives + (self.noun,))}"

    def matches(self, g, src, event) -> bool:
        if event.kind != "played" or event.seat != src.controller:
            return False
        card = event.card
        kind = {"action card": "action", "card": card.type}.get(self.noun, self.noun)
        return card.type == kind and all(_test(a)(g, src.controller, src, card) for a in self.adjectives)


@builds("reaps")
@dataclass(frozen=True)
class Reaps(When):
    """"after <a creature> reaps"."""

    who: Target

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return f"after {self.who.render()} reaps"

    def check(self, card) -> str | None:
        if isinstance(self.who, One):
            return None
        return None if self.who.fixed else "an event naming a choice"

    def matches(self, g, src, event) -> bool:
        if event.kind != "reaped":
            return False
        if isinstance(self.who, One):
            return self.who.selector.matches(g, src.controller, src, event.card)
        return self.who.matches(g, src.controller, src, event.card)


@builds("forges")
@dataclass(frozen=True)
class Forges(When):
    who: str  # "you forge" | "a player forges" | "your opponent forges"

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return f"after {self.who} a key"

    def matches(self, g, src, event) -> bool:
        if event.kind != "forged":
            return False
        if self.who == "you forge":
            return event.seat == src.controller
        if self.who == "your opponent forges":
            return event.seat != src.controller
        return True


@builds("after")
@dataclass(frozen=True)
class Reaction(Node):
    when: When
    body: Node  # a Sequence


    def render(self) -> str:
        return f"{self.when.render()} {self.body.render()}"

    def check(self, card) -> str | None:
        return self.when.check(card) or self.body.check(card)

    def respond(self, g, src, event):
        """The resolution this event starts, or None. It is resolved by the card's controller;
        "it" and "that creature" refer to the event's card."""
        if not self.when.matches(g, src, event):
            return None
        you = src.controller

        def run():
            ctx = Ctx(g, src, you, src.title, said=f"{self.when.render().replace('{self}', src.name)}: ")
            if event.card is not None:
                ctx.chosen = [event.card]
            self.body.run(ctx)

        return run
