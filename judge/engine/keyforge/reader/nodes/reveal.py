"""Hidden information (grammar/reveal.lark): the top cards of a deck, looking at and revealing
cards, discarding or playing them, and putting the cards looked at where the text says.

Looking at cards does not move them: a card looked at and not moved stays where it was (FAQ,
Survey: "if you are instructed to look at a card and not do anything else with it, it will
return to the same spot it was in previously")."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, builds, humane, words
from judge.engine.keyforge.reader.nodes.targets import Chosen, Target
from judge.engine.keyforge.state import other

builds("deck_owner", "put_place", "deck_poss")(words)


def _owner(ctx: Ctx, phrase: str) -> str:
    return ctx.you if phrase == "your" else other(ctx.you)


class CardsTarget(Target):
    """A target of cards out of play (a deck's top cards, a hand): any type of card."""

    kind = "card"


@dataclass(frozen=True)
class TopCards(CardsTarget):
    """"the top card of your deck", "the top 3 cards of your opponent's deck": as many as the
    deck has (Resolve As Much As You Can); they stay in the deck until an effect moves them."""

    n: int
    owner: str  # "your" | "your opponent's"
    plural: bool = True

    def render(self) -> str:
        if not self.plural:
            return f"the top card of {self.owner} deck"
        return f"the top {self.n} cards of {self.owner} deck"

    def check(self, card) -> str | None:
        return None if self.plural == (self.n != 1) else "a number of cards that does not agree with its noun"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        seat = _owner(ctx, self.owner)
        cards = fx.top_of_deck(ctx.g, seat, self.n)
        if not cards:
            ctx.g.say(f"{seat}'s deck is empty: there is no card to {doing}", R.RESOLVE_AS_MUCH)
        return cards


builds("top_card")(lambda ch: TopCards(1, ch[0], plural=False))
builds("top_cards")(lambda ch: TopCards(ch[0], ch[1]))
builds("that_card")(lambda ch: Chosen("that card"))


def _zone(g, card) -> str | None:
    where = g.locate(card)
    return where[1] if where else None


@dataclass(frozen=True)
class Look(Effect):
    """Look at / reveal cards: they are shown (to their player only, or to everyone) and stay
    where they are; what follows refers to them ("that card", "1 of them", "the others")."""

    verb: str  # "look at" | "reveal"
    target: Target

    def render(self) -> str:
        return f"{self.verb} {self.target.render()}"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        cards = self.target.pick(ctx, self.verb)
        looking = self.verb == "look at"
        if cards:
            fx.reveal(ctx.g, ctx.you, cards, ctx.rule, verb="looks at" if looking else "reveals")
        ctx.picked["looked" if looking else "revealed"] = list(cards)
        return bool(cards)


builds("look_at")(lambda ch: Look("look at", ch[0]))
builds("reveal")(lambda ch: Look("reveal", ch[0]))


@builds("discard_cards")
@dataclass(frozen=True)
class DiscardCards(Effect):
    """Discard cards that are not in a hand ("discard the top card of your deck"): each goes to
    its owner's discard pile (Discard Pile); "that card" then refers to it there."""

    target: Target

    def render(self) -> str:
        return f"discard {self.target.render()}"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        cards = self.target.pick(ctx, "discard")
        done = []
        for c in cards:
            if _zone(ctx.g, c) in ("battleline", "artifacts", "hand", None):
                ctx.g.say(f"{c.name} is not where the effect discards from: it is not discarded",
                          R.RESOLVE_AS_MUCH)
                continue
            done.append(fx.discard(ctx.g, c, ctx.rule))
        ctx.chosen = done
        return bool(done)


@builds("play_cards")
@dataclass(frozen=True)
class PlayCards(Effect):
    """An ability plays cards ("play the top card of your deck", "play it"), one at a time, from
    where they are; a card that cannot be played stays there (FAQ, Wild Wormhole)."""

    target: Target

    def render(self) -> str:
        return f"play {self.target.render()}"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        done = False
        for c in self.target.pick(ctx, "play"):
            zone = _zone(ctx.g, c)
            if zone not in ("deck", "discard", "archives", "hand"):
                ctx.g.say(f"{c.name} is no longer where the effect can find it: it is not played", R.LEAVES_PLAY)
                continue
            done = fx.play_card(ctx.g, c, ctx.you, source=zone, via=ctx.src) or done
        return done


# -- the cards looked at, put where the text says -----------------------------------------------
@dataclass(frozen=True)
class Share:
    """How many of the cards looked at a part of the text moves: "1", "1 of them", "the others",
    "them"."""

    n: int | None  # None: all that are left
    words: str

    def render(self) -> str:
        return self.words


builds("share_n")(lambda ch: Share(ch[0], str(ch[0])))
builds("share_n_of_them")(lambda ch: Share(ch[0], f"{ch[0]} of them"))
builds("share_rest")(lambda ch: Share(None, "the others"))
builds("share_all")(lambda ch: Share(None, "them"))

#: where a part of the cards looked at goes: printed phrase -> (place, words of the decision)
PLACES = {"into your hand": ("hand", "put into your hand"), "to your hand": ("hand", "add to your hand"),
          "on the bottom of your deck": ("bottom", "put on the bottom of the deck"),
          "on the bottom of their deck": ("bottom", "put on the bottom of the deck"),
          "on top of your deck": ("top", "put on top of the deck"),
          "on top of their deck": ("top", "put on top of the deck"),
          "back in any order": ("back", "put back on top"),
          "discard": ("discard", "discard"), "archive": ("archive", "archive")}


def _looked(ctx: Ctx) -> list:
    """The cards looked at (or revealed) and not yet dealt with, still where they were."""
    pool = ctx.picked.get("looked") or ctx.picked.get("revealed") or []
    return [c for c in pool if ctx.g.locate(c) is not None and _zone(ctx.g, c) == "deck"]


@dataclass(frozen=True)
class Portion(Effect):
    """Part of the cards looked at, moved somewhere: "put 1 into your hand", "discard the
    others", "archive 1", "put them back in any order". The player resolving the ability picks
    which (as many as are left: Resolve As Much As You Can)."""

    verb: str  # put | add | discard | archive
    share: Share
    place: str  # the printed place ("into your hand"), or "" for discard / archive

    def render(self) -> str:
        if self.verb == "add":
            return f"add {self.share.render()} to your hand"
        return " ".join(w for w in (self.verb, self.share.render(), self.place) if w)

    def run(self, ctx: Ctx) -> bool:
        pool = _looked(ctx)
        if not pool:
            ctx.g.say(f"no card looked at is left to {self.render()}", R.RESOLVE_AS_MUCH)
            return False
        where, doing = PLACES["to your hand" if self.verb == "add" else self.place or self.verb]
        cards = pool if self.share.n is None else fx.choose_exactly(ctx.g, f"a card to {doing}", pool, self.share.n)
        if where == "back":
            order = ctx.g.decide.order("the card to put back on top of the deck next (the first is the top card)",
                                       cards, lambda c: c.name) if len(cards) > 1 else cards
            for c in reversed(order):
                fx.put_on_deck(ctx.g, c, ctx.rule)
        for c in cards if where != "back" else []:
            if where == "hand":
                fx.put_into_hand(ctx.g, c, ctx.rule)
            elif where in ("top", "bottom"):
                fx.put_on_deck(ctx.g, c, ctx.rule, bottom=where == "bottom")
            elif where == "discard":
                fx.discard(ctx.g, c, ctx.rule)
            else:
                fx.archive(ctx.g, c, ctx.you, ctx.rule)
        return bool(cards)


builds("put_portion")(lambda ch: Portion("put", ch[0], ch[1]))
builds("add_portion")(lambda ch: Portion("add", ch[0], ""))
builds("discard_portion")(lambda ch: Portion("discard", ch[0], ""))
builds("archive_portion")(lambda ch: Portion("archive", ch[0], ""))


@builds("portions", many=True)
@dataclass(frozen=True)
class Portions(Effect):
    """Parts one after another, as printed ("archive 1 add 1 to your hand and discard 1")."""

    parts: tuple[Portion, ...]

    def render(self) -> str:
        return " ".join(p.render() for p in self.parts)

    def run(self, ctx: Ctx) -> bool:
        return any([p.run(ctx) for p in self.parts])


@builds("put_two")
@dataclass(frozen=True)
class PutTwo(Effect):
    """"put 1 into your hand and 1 on the bottom of your deck": two parts, one verb."""

    first: Portion
    second: Portion

    @classmethod
    def build(cls, children):
        a, here, b, there = children
        return cls(Portion("put", Share(a, str(a)), here), Portion("put", Share(b, str(b)), there))

    def render(self) -> str:
        return f"{self.first.render()} and {self.second.share.render()} {self.second.place}"

    def run(self, ctx: Ctx) -> bool:
        return any([self.first.run(ctx), self.second.run(ctx)])
