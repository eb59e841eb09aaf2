"""Hidden information (grammar/reveal.lark): the top cards of a deck, looking at and revealing
cards, discarding or playing them, and putting the cards looked at where the text says.

Looking at cards does not move them: a card looked at and not moved stays where it was (FAQ,
Survey: "if you are instructed to look at a card and not do anything else with it, it will
return to the same spot it was in previously")."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, Phrase, bind, builds, words
from judge.engine.keyforge.reader.nodes.card import Sentence
from judge.engine.keyforge.reader.nodes.targets import Chosen, Target
from judge.engine.keyforge.state import other

builds("player_whose", "put_place")(words)


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
class VerbTarget(Effect):
    """An effect that is a verb and the cards it acts on ("reveal <target>", "discard <target>")."""

    verb: str
    target: Target

    def render(self) -> str:
        return f"{self.verb} {self.target.render()}"

    def check(self, card) -> str | None:
        return self.target.check(card)


class Look(VerbTarget):
    """Look at / reveal cards: they are shown (to their player only, or to everyone) and stay
    where they are; what follows refers to them ("that card", "1 of them", "the others")."""

    def run(self, ctx: Ctx) -> bool:
        cards = self.target.pick(ctx, self.verb)
        looking = self.verb == "look at"
        if cards:
            fx.reveal(ctx.g, ctx.you, cards, ctx.rule, verb="looks at" if looking else "reveals")
        done = "looked at" if looking else "revealed"
        ctx.this_way[done] = []  # what follows refers to these cards, not to those of a look before
        ctx.record(done, cards)
        return bool(cards)


builds("look_at")(lambda ch: Look("look at", ch[0]))
builds("reveal")(lambda ch: Look("reveal", ch[0]))


@builds("draw_it")
@dataclass(frozen=True)
class DrawIt(Effect):
    """"draw it": the card the preceding effect revealed on top of your deck is drawn (Draw
    Cards: it goes from the deck to your hand)."""

    def render(self) -> str:
        return "draw it"

    def run(self, ctx: Ctx) -> bool:
        deck = ctx.g.player(ctx.you).deck
        cards = [c for c in ctx.chosen if c in deck[:1]]
        if not cards:
            ctx.g.say("that card is no longer on top of the deck: it is not drawn", R.RESOLVE_AS_MUCH)
            return False
        return fx.draw(ctx.g, ctx.you, 1, R.DRAW) == 1


class DiscardCards(VerbTarget):
    """Discard cards that are not in play ("discard the top card of your deck", "discard a
    creature from your hand"): each goes to its owner's discard pile; "that card" then refers to
    it there. From a hand it is Discarding Cards (abilities about it trigger)."""

    def run(self, ctx: Ctx) -> bool:
        cards = self.target.pick(ctx, "discard")
        done = []
        for c in cards:
            where = ctx.g.locate(c)
            if where is None or where[1] in ("battleline", "artifacts", "upgrade", "limbo"):
                ctx.g.say(f"{c.name} is not where the effect discards from: it is not discarded",
                          R.RESOLVE_AS_MUCH)
                continue
            if where[1] == "hand":
                moved = fx.discard_from_hand(ctx.g, c, where[0], ctx.rule)
            else:
                moved = fx.discard(ctx.g, c, ctx.rule)
            if moved is not None:
                done.append(moved)
        ctx.chosen = done
        ctx.record("discarded", done)  # “This Way”: "for each card discarded this way"
        return bool(done)


class PlayCards(VerbTarget):
    """An ability plays cards ("play the top card of your deck", "play it"), one at a time, from
    where they are; a card that cannot be played stays there (FAQ, Wild Wormhole)."""

    def run(self, ctx: Ctx) -> bool:
        done = False
        for c in self.target.pick(ctx, "play"):
            zone = _zone(ctx.g, c)
            if zone not in ("deck", "discard", "archives", "hand"):
                ctx.g.say(f"{c.name} is no longer where the effect can find it: it is not played", R.LEAVES_PLAY)
                continue
            done = fx.play_card(ctx.g, c, ctx.you, source=zone, via=ctx.src) or done
        return done


builds("discard_cards")(lambda ch: DiscardCards("discard", ch[0]))
builds("play_cards")(lambda ch: PlayCards("play", ch[0]))


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
    pool = ctx.done("looked at") or ctx.done("revealed")
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
                fx.put_on_deck(ctx.g, c, True, ctx.rule)
        for c in cards if where != "back" else []:
            if where == "hand":
                fx.put_into_hand(ctx.g, c, ctx.rule)
            elif where in ("top", "bottom"):
                fx.put_on_deck(ctx.g, c, where != "bottom", ctx.rule)
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


# -- cards out of play -----------------------------------------------------------------------------
builds("zone_quantity", "zone_prep", "card_noun", "hand_noun", "zone_place", "hidden_place", "random_place", "card_ref")(words)

#: a card noun -> the card type it names (None: any card)
NOUN_TYPES = {"card": None, "creature": "creature", "artifact": "artifact", "upgrade": "upgrade",
              "action card": "action", "action": "action"}


def _noun_type(noun: str) -> str | None:
    return NOUN_TYPES[noun[:-1] if noun.endswith("s") else noun]


@builds("zone_kind", "hand_selector")
@dataclass(frozen=True)
class CardSelector(Node):
    """Which cards out of play qualify: adjectives (houses, traits, "non-mars"), a noun ("card",
    "creature", "action card"), what follows it ("of that house")."""

    adjectives: tuple[str, ...]
    noun: str
    posts: tuple = ()

    @classmethod
    def build(cls, children):
        i = next(k for k, c in enumerate(children) if isinstance(c, str) and c.split()[0].rstrip("s") in
                 ("card", "creature", "artifact", "upgrade", "action"))
        return cls(tuple(children[:i]), children[i], tuple(children[i + 1:]))

    def render(self) -> str:
        return " ".join(self.adjectives + (self.noun,) + tuple(p.render() for p in self.posts))

    @property
    def plural(self) -> bool:
        return self.noun.endswith("s")

    def check(self, card) -> str | None:
        bad = [a for a in self.adjectives if a in ("friendly", "enemy", "damaged", "undamaged", "exhausted",
                                                   "ready", "stunned", "flank", "warded", "enraged")]
        return f"“{bad[0]}” of a card out of play" if bad else None

    def qualifies(self, ctx: Ctx, cards: list) -> list:
        from judge.engine.keyforge.reader.nodes.targets import _test

        me = bind(self, ctx)  # "of that house": the house the ability chose
        kind = _noun_type(self.noun)
        return [c for c in cards if (kind is None or c.type == kind)
                and all(_test(a)(ctx.g, ctx.you, ctx.src, c) for a in me.adjectives)
                and all(p.test(ctx.g, c) for p in me.posts)]


@dataclass(frozen=True)
class CardKinds(Node):
    """Cards of one kind or another ("an upgrade or action card": an upgrade, or an action card)."""

    kinds: tuple[CardSelector, ...]

    def render(self) -> str:
        return " or ".join(k.render() for k in self.kinds)

    @property
    def plural(self) -> bool:
        return self.kinds[0].plural

    @property
    def noun(self) -> str:
        nouns = {_noun_type(k.noun) for k in self.kinds}
        return self.kinds[0].noun if len(nouns) == 1 else "card"

    def check(self, card) -> str | None:
        if len({k.plural for k in self.kinds}) > 1:
            return "a singular and a plural noun joined by “or”"
        return next((w for w in (k.check(card) for k in self.kinds) if w), None)

    def qualifies(self, ctx: Ctx, cards: list) -> list:
        found = {id(c) for k in self.kinds for c in k.qualifies(ctx, cards)}
        return [c for c in cards if id(c) in found]


builds("card_selector")(lambda ch: ch[0] if len(ch) == 1 else CardKinds(tuple(ch)))


#: a zone as printed -> (whose: "you" | "opponent", the zone)
ZONES = {"your discard pile": ("you", "discard"), "your hand": ("you", "hand"),
         "your archives": ("you", "archives"), "your opponent's hand": ("opponent", "hand"),
         "your opponent's archives": ("opponent", "archives")}


#: places of several zones -> the zones, each (whose, the zone); "a discard pile": the cards
#: taken come from one pile (the first card chosen names it)
ZONE_GROUPS = {"a discard pile": (("you", "discard"), ("opponent", "discard")),
               "each player's discard pile": (("you", "discard"), ("opponent", "discard")),
               "your hand or archives": (("you", "hand"), ("you", "archives"))}


def _piles(ctx: Ctx, place: str) -> list[tuple[str, str, list]]:
    """The zones a place names: (seat, zone, its cards), the resolving player's first."""
    found = []
    for whose, zone in ZONE_GROUPS.get(place) or (ZONES[place],):
        seat = ctx.you if whose == "you" else other(ctx.you)
        found.append((seat, zone, list(ctx.g.player(seat).zone(zone))))
    return found


def _zone_cards(ctx: Ctx, place: str) -> tuple[str, list]:
    whose, zone = ZONES[place]
    seat = ctx.you if whose == "you" else other(ctx.you)
    return seat, list(ctx.g.player(seat).zone(zone))


def _quantified(ctx: Ctx, quantity: str, selector: CardSelector, pool: list, doing: str, where: str) -> list:
    """The cards of `pool` a quantity takes: "a" (the player resolving the ability chooses),
    "each", "up to 2", "any number of", "2" (exactly, as many as there are)."""
    what = selector.render()
    if quantity in ("a", "an"):
        c = fx.choose(ctx.g, f"{quantity} {what} {where} to {doing}", pool, none=f"there is no {what} {where} to {doing}")
        return [c] if c is not None else []
    if quantity == "each":
        if not pool:
            ctx.g.say(f"there is no {what} {where} to {doing}", R.RESOLVE_AS_MUCH)
        return pool
    if quantity == "any number of":
        return fx.choose_up_to(ctx.g, f"{what} {where} to {doing}", pool, len(pool))
    if quantity.startswith("up to"):
        return fx.choose_up_to(ctx.g, f"{what} {where} to {doing}", pool, int(quantity.split()[-1]))
    return fx.choose_exactly(ctx.g, f"{what} {where} to {doing}", pool, int(quantity))


def _agrees(quantity: str, selector: CardSelector) -> str | None:
    one = quantity in ("a", "an", "a different", "another") or quantity in ("1", "up to 1")
    if quantity == "each":
        one = True
    return None if one != selector.plural else "a noun that does not agree with its number"


@dataclass(frozen=True)
class FromZone(CardsTarget):
    """"each creature of that house from your discard pile", "any number of mars cards from
    your hand": cards of one of your zones (the player resolving the ability chooses them; their
    own hand and archives they may look at)."""

    quantity: str
    selector: CardSelector
    place: str
    prep: str = "from"  # | "in" ("purge a card in a discard pile")

    @property
    def kind(self) -> str:
        return _noun_type(self.selector.noun) or "card"

    @property
    def fixed(self) -> bool:
        return self.quantity == "each"

    @property
    def not_yours(self) -> bool:
        """May the cards be of another player's zone? ("a discard pile": then no verb may take them
        to "your" hand or deck.)"""
        return self.place in ZONE_GROUPS and not self.place.startswith("your") or self.place.startswith("your opponent")

    def render(self) -> str:
        return f"{self.quantity} {self.selector.render()} {self.prep} {self.place}"

    def check(self, card) -> str | None:
        return _agrees(self.quantity, self.selector) or self.selector.check(card)

    def pool(self, ctx: Ctx) -> tuple[list, str]:
        """The cards to choose from, and where they are (for the decision)."""
        if self.place in ZONE_GROUPS:
            return [c for _, _, cards in _piles(ctx, self.place) for c in cards], f"in {self.place}"
        seat, cards = _zone_cards(ctx, self.place)
        return cards, f"in {seat}'s {ZONES[self.place][1].replace('discard', 'discard pile')}"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        cards, where = self.pool(ctx)
        found = self.selector.qualifies(ctx, cards)
        quantity = self.quantity
        if quantity in ("a different", "another"):  # not one the sentences before acted on
            found, quantity = [c for c in found if not any(c is x for x in ctx.chosen)], "a"
        if self.place == "a discard pile" and (quantity.startswith("up to") or quantity == "any number of"):
            return self._one_pile(ctx, quantity, found, doing, where)
        return _quantified(ctx, quantity, self.selector, found, doing, where)

    def _one_pile(self, ctx: Ctx, quantity: str, found: list, doing: str, where: str) -> list:
        """Several cards "from a discard pile": the first chosen names the pile, the others come
        from it."""
        first = fx.choose_up_to(ctx.g, f"{self.selector.render()} {where} to {doing}", found, 1)
        if not first:
            return []
        pile = next(cards for _, _, cards in _piles(ctx, self.place) if any(c is first[0] for c in cards))
        rest = [c for c in found if c is not first[0] and any(c is x for x in pile)]
        n = len(rest) if quantity == "any number of" else int(quantity.split()[-1]) - 1
        return first + (fx.choose_up_to(ctx.g, f"{self.selector.render()} {where} to {doing}", rest, n) if n else [])


@dataclass(frozen=True)
class AtRandom(CardsTarget):
    """"a random card from your opponent's hand", "2 random cards from your hand": picked at
    random with the game's seeded shuffle (nobody chooses: hidden information)."""

    n: int
    place: str

    def render(self) -> str:
        return f"a random card from {self.place}" if self.n == 1 else f"{self.n} random cards from {self.place}"

    def check(self, card) -> str | None:
        return "1 random cards" if self.n == 1 and self.place not in ZONES else None

    def resolve(self, ctx: Ctx, doing: str) -> list:
        seat, pool = _zone_cards(ctx, self.place)
        picked = []
        for _ in range(self.n):
            c = fx.choose_random(ctx.g, f"a card from {seat}'s {ZONES[self.place][1]} to {doing}", pool, R.RESOLVE_AS_MUCH)
            if c is None:
                ctx.g.say(f"{seat} has no more cards in their {ZONES[self.place][1]} to {doing}", R.RESOLVE_AS_MUCH)
                break
            pool.remove(c)
            picked.append(c)
        return picked


builds("random_card")(lambda ch: AtRandom(1, ch[0]))
builds("random_cards")(lambda ch: AtRandom(ch[0], ch[1]))


builds("from_zone")(lambda ch: FromZone(ch[0], ch[1], ch[3], ch[2]))
builds("from_hand")(lambda ch: FromZone(ch[0], ch[1], "your hand"))


@builds("revealed_cards")
@dataclass(frozen=True)
class RevealedCards(FromZone):
    """"a card revealed this way", "each creature of that house revealed this way" (“This Way”:
    only the cards the ability revealed, still where they were)."""

    place: str = "revealed this way"

    def render(self) -> str:
        return f"{self.quantity} {self.selector.render()} revealed this way"

    def pool(self, ctx: Ctx) -> tuple[list, str]:
        return [c for c in ctx.done("revealed") if ctx.g.locate(c) is not None], "revealed this way"


@builds("hand_of")
@dataclass(frozen=True)
class HandOf(CardsTarget):
    """"your hand", "your opponent's hand": every card in it."""

    whose: str

    def render(self) -> str:
        return f"{self.whose} hand"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        seat = ctx.you if self.whose == "your" else other(ctx.you)
        return list(ctx.g.player(seat).hand)


# -- conditions on a card ---------------------------------------------------------------------------
@dataclass(frozen=True)
class CardIs(Node):
    """"if it is of that house", "if that card belongs to the chosen house": the card the
    preceding effect acted on (revealed, discarded) is of the house the ability chose."""

    ref: str
    belongs: bool = False  # "belongs to the chosen house"

    def render(self) -> str:
        return f"{self.ref} {'belongs to the chosen house' if self.belongs else 'is of that house'}"

    def holds(self, ctx: Ctx) -> bool:
        return bool(ctx.chosen) and modifiers.belongs_to(ctx.g, ctx.chosen[0], ctx.picked.get("house"))


builds("card_is")(lambda ch: CardIs(ch[0]))
builds("card_belongs")(lambda ch: CardIs(ch[0], belongs=True))


@builds("each_time_sentence")
@dataclass(frozen=True)
class EachTimeSentence(Sentence):
    """A sentence with the reminder "(you may choose a different creature each time.)": its
    effect is repeated “for each”, choosing again each time (foreach.repeat)."""

    def render(self) -> str:
        return f"{self.clause.render()}. (you may choose a different creature each time.)"

    def check(self, card) -> str | None:
        if not self.clause.chooses():
            return "“a different creature each time” after an effect that chooses no creature"
        return self.clause.check(card)


@builds("purge_random")
def _purge_random(children):
    """"your opponent purges a random card from their hand" (hand.DiscardRandom)."""
    from judge.engine.keyforge.reader.nodes.hand import DiscardRandom

    return DiscardRandom(children[0], children[1], children[2], verb="purge")


builds("search_zones", "reveal_it", "to_hand")(words)


@builds("search")
@dataclass(frozen=True)
class Search(Effect):
    """Search: "search your deck (and discard pile) for a saurian card, reveal it, and add it to
    your hand": the player may fail to find it; the card found is revealed (effects.search)."""

    zones: str  # "deck" | "deck and discard pile"
    article: str
    selector: CardSelector
    reveal: str
    to_hand: str

    @classmethod
    def build(cls, children):
        zones, article, selector, *rest = children
        return cls(zones, article, selector, rest[0] if len(rest) == 2 else "", rest[-1])

    def render(self) -> str:
        shown = f" {self.reveal}" if self.reveal else ""
        return f"search your {self.zones} for {self.article} {self.selector.render()}{shown} and {self.to_hand}"

    def check(self, card) -> str | None:
        return self.selector.check(card) or (None if not self.selector.plural else "a search for several cards")

    def run(self, ctx: Ctx) -> bool:
        zones = ["deck", "discard"] if "discard" in self.zones else ["deck"]
        found = fx.search(ctx.g, ctx.you, zones, lambda c: bool(self.selector.qualifies(ctx, [c])),
                          f"{self.article} {self.selector.render()}", R.SEARCH)
        ctx.chosen = [found] if found is not None else []
        return found is not None and fx.put_into_hand(ctx.g, found, ctx.rule) is not None


@builds("shuffle_deck")
class ShuffleDeck(Phrase, Effect):
    """"(then) shuffle your deck"."""

    def run(self, ctx: Ctx) -> bool:
        fx.shuffle_deck(ctx.g, ctx.you, ctx.rule)
        return True
