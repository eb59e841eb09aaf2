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

    scaled = True  # “for each” multiplies it (Draw.run)
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
        n = self.count.n * ctx.scale  # “for each” multiplies it
        return sum(fx.draw(ctx.g, seat, n, ctx.rule) for seat in self.actor.seats(ctx)) > 0


@builds("archive_from_hand")
@dataclass(frozen=True)
class ArchiveFromHand(Effect):
    """Archives: "archive a card" with no place named archives a card from your hand."""

    def render(self) -> str:
        return "archive a card"

    def chooses(self) -> bool:  # the player chooses which card: "for each" repeats the choice
        return True

    def run(self, ctx: Ctx) -> bool:
        card = _from_hand(ctx, "archive")
        return card is not None and fx.archive(ctx.g, card, ctx.you, ctx.rule) is not None


def _from_hand(ctx: Ctx, verb: str):
    """The card of their hand the player resolving the ability chooses to `verb`, or None."""
    hand = ctx.g.player(ctx.you).hand
    if not hand:
        ctx.tell()
    card = fx.choose(ctx.g, f"a card from your hand to {verb}", hand, none=f"{ctx.you} has no card in hand to {verb}")
    ctx.tell([card] if card is not None else None)
    return card


@builds("discard_from_hand")
@dataclass(frozen=True)
class DiscardFromHand(Effect):
    """Discard a card (from your hand): the player resolving the ability chooses it."""

    where: str = ""

    @classmethod
    def build(cls, children):
        return cls(children[0] if children else "")

    def render(self) -> str:
        return "discard a card" + (f" {self.where}" if self.where else "")

    def chooses(self) -> bool:
        return True

    def run(self, ctx: Ctx) -> bool:
        card = _from_hand(ctx, "discard")
        return card is not None and fx.discard_from_hand(ctx.g, card, ctx.you, ctx.rule) is not None


@dataclass(frozen=True)
class DiscardRandom(Effect):
    """A player discards (purges: reveal.lark; archives) cards picked at random from their hand,
    one after another, none twice (the game's seeded rng: nobody chooses; as many as there are)."""

    actor: Actor
    n: int
    whose: str  # "your" | "their"; "" for "archive 2 random cards" (no hand named)
    verb: str = "discard"  # | "purge" | "archive"

    def render(self) -> str:
        cards = "a random card" if self.n == 1 else f"{self.n} random cards"
        where = f" from {self.whose} hand" if self.whose else ""
        return f"{self.actor.say(self.verb, self.verb + 's')} {cards}{where}"

    def run(self, ctx: Ctx) -> bool:
        did = False
        rule = R.ARCHIVES if self.verb == "archive" else R.DISCARDING
        for seat in self.actor.seats(ctx):
            for _ in range(self.n):
                card = fx.choose_random(ctx.g, f"a card from {seat}'s hand", ctx.g.player(seat).hand, rule)
                if card is None:
                    ctx.g.say(f"{seat} has no card {'left ' if _ else ''}in hand to {self.verb}", R.RESOLVE_AS_MUCH)
                    break
                if self.verb == "purge":
                    did = fx.purge(ctx.g, card, ctx.rule) or did
                elif self.verb == "archive":
                    did = fx.archive(ctx.g, card, seat, ctx.rule) is not None or did
                else:
                    did = fx.discard_from_hand(ctx.g, card, seat, ctx.rule) is not None or did
        return did


builds("random_n")(lambda ch: ch[0] if ch else 1)
builds("discard_random")(lambda ch: DiscardRandom(ch[0], ch[1], ch[2]))
builds("archive_random")(lambda ch: DiscardRandom(Actor(""), ch[0], "your" if len(ch) > 1 else "", "archive"))
