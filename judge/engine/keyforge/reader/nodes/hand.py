"""Drawing, archiving and discarding from hand (grammar/hand.lark)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, builds, words
from judge.engine.keyforge.reader.nodes.targets import Actor

builds("card_word", "from_your_hand", "possessive")(words)


@dataclass(frozen=True)
class CardCount:
    """"a card", "2 cards"."""

    n: int
    word: str  # "" for "a card"

    def render(self) -> str:
        return "a card" if not self.word else f"{self.n} {self.word}"


builds("a_card")(lambda ch: CardCount(1, ""))
builds("card_count")(lambda ch: CardCount(ch[0], ch[1]))


@builds("draw")
@dataclass(frozen=True)
class Draw(Effect):
    actor: Actor
    count: CardCount


    def render(self) -> str:
        return f"{self.actor.say('draw', 'draws')} {self.count.render()}"

    def run(self, ctx: Ctx) -> bool:
        n = self.count.n * ctx.scale  # "draw a card for each ..." (foreach.py)
        return sum(fx.draw(ctx.g, seat, n, ctx.rule) for seat in self.actor.seats(ctx)) > 0


@builds("archive_from_hand")
@dataclass(frozen=True)
class ArchiveFromHand(Effect):
    """Archives: "archive a card" with no place named archives a card from your hand."""

    one_at_a_time = True  # "for each": once for each, a card chosen each time (foreach.py)

    def render(self) -> str:
        return "archive a card"

    def run(self, ctx: Ctx) -> bool:
        card = _from_hand(ctx, "archive")
        return card is not None and fx.archive(ctx.g, card, ctx.you, ctx.rule) is not None


def _from_hand(ctx: Ctx, verb: str):
    """The card of their hand the player resolving the ability chooses to `verb`, or None."""
    return fx.choose(ctx.g, f"a card from your hand to {verb}", ctx.g.player(ctx.you).hand,
                     none=f"{ctx.you} has no card in hand to {verb}")


@builds("discard_from_hand")
@dataclass(frozen=True)
class DiscardFromHand(Effect):
    """Discard a card (from your hand): the player resolving the ability chooses it."""

    one_at_a_time = True

    where: str = ""

    @classmethod
    def build(cls, children):
        return cls(children[0] if children else "")

    def render(self) -> str:
        return "discard a card" + (f" {self.where}" if self.where else "")

    def run(self, ctx: Ctx) -> bool:
        card = _from_hand(ctx, "discard")
        return card is not None and fx.discard_from_hand(ctx.g, card, ctx.you, ctx.rule) is not None


@builds("discard_random")
@dataclass(frozen=True)
class DiscardRandom(Effect):
    """A player discards a card picked at random from their hand."""

    one_at_a_time = True

    actor: Actor
    whose: str  # "your" | "their"


    def render(self) -> str:
        return f"{self.actor.say('discard', 'discards')} a random card from {self.whose} hand"

    def run(self, ctx: Ctx) -> bool:
        did = False
        for seat in self.actor.seats(ctx):
            card = fx.choose_random(ctx.g, f"a card from {seat}'s hand", ctx.g.player(seat).hand, R.DISCARDING)
            if card is None:
                ctx.g.say(f"{seat} has no card in hand to discard", R.RESOLVE_AS_MUCH)
                continue
            did = fx.discard_from_hand(ctx.g, card, seat, ctx.rule) is not None or did
        return did
