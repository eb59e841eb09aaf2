"""Cards out of play (grammar/zones.lark): cards in a discard pile, in the archives (or the
hand, with "your hand or archives"), found by a selector of their printed type, house and
traits, and moved by a verb: return to hand or to the top of the deck, archive, purge, put on
top of the deck, shuffle into the deck, play, discard.

The discard pile is open information (Discard Pile): the player resolving the ability sees it
and chooses. "a discard pile": either player's; several cards taken "from a discard pile" come
from one pile (the first card chosen names it).
"""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, builds, words
from judge.engine.keyforge.reader.nodes.removal import Removal
from judge.engine.keyforge.reader.nodes.targets import Target, _test
from judge.engine.keyforge.state import other

builds("zone_noun", "zone_place", "zone_dest")(words)

#: adjectives that name a state in play: meaningless for a card out of play
IN_PLAY_ADJECTIVES = {"friendly", "enemy", "other", "damaged", "undamaged", "exhausted", "ready", "stunned",
                      "flank", "warded", "enraged", "neighboring"}

#: the noun -> the printed card type it names (None: any card)
NOUN_TYPES = {"card": None, "creature": "creature", "artifact": "artifact", "upgrade": "upgrade",
              "action card": "action"}


@builds("zone_kind")
@dataclass(frozen=True)
class ZoneKind(Node):
    """"horseman creature", "robot card", "action card": adjectives (houses, traits) and a
    noun naming a card type."""

    adjectives: tuple[str, ...]
    noun: str

    @classmethod
    def build(cls, children):
        return cls(tuple(children[:-1]), children[-1])

    def render(self) -> str:
        return " ".join(self.adjectives + (self.noun,))

    @property
    def plural(self) -> bool:
        return self.noun.endswith("s")

    def check(self, card) -> str | None:
        bad = [a for a in self.adjectives if a in IN_PLAY_ADJECTIVES]
        return f"“{bad[0]}” names a card in play, not one out of play" if bad else None

    def matches(self, g, you, src, c) -> bool:
        kind = NOUN_TYPES[self.noun.removesuffix("s")]
        if kind is not None and c.card.type != kind:  # its printed type: out of play
            return False
        return all(_test(a)(g, you, src, c) for a in self.adjectives)


@builds("zone_sel")
@dataclass(frozen=True)
class ZoneSel(Node):
    """One or more kinds: "an upgrade or robot card"."""

    kinds: tuple[ZoneKind, ...]

    @classmethod
    def build(cls, children):
        return cls(tuple(children))

    def render(self) -> str:
        return " or ".join(k.render() for k in self.kinds)

    @property
    def plural(self) -> bool:
        return self.kinds[-1].plural

    def check(self, card) -> str | None:
        if len({k.plural for k in self.kinds}) > 1:
            return "a singular and a plural noun joined by “or”"
        return next((w for w in (k.check(card) for k in self.kinds) if w), None)

    def matches(self, g, you, src, c) -> bool:
        return any(k.matches(g, you, src, c) for k in self.kinds)


@dataclass(frozen=True)
class ZonePlace(Node):
    """Where the cards are: "from your discard pile", "in a discard pile", "from your archives"."""

    word: str  # "from" | "in"
    place: str

    def render(self) -> str:
        return f"{self.word} {self.place}"

    @property
    def zones(self) -> tuple[str, ...]:
        if self.place.endswith("hand or archives"):
            return ("hand", "archives")
        return ("archives",) if self.place.endswith("archives") else ("discard",)

    @property
    def mine(self) -> bool:
        """Only the zones of the player resolving the ability ("your ...")."""
        return self.place.startswith("your")

    @property
    def one_pile(self) -> bool:
        """"a discard pile": the cards taken come from one player's pile."""
        return self.place.startswith("a ")

    def piles(self, ctx: Ctx) -> list[list]:
        seats = [ctx.you] if self.mine else [ctx.you, other(ctx.you)]
        return [ctx.g.player(s).zone(z) for s in seats for z in self.zones]


builds("zone_from")(lambda ch: ZonePlace("from", ch[0]))
builds("zone_in")(lambda ch: ZonePlace("in", ch[0]))


@dataclass(frozen=True)
class ZoneCards(Node):
    """Which cards of the place: "a creature" (the player resolving the ability chooses one),
    "each horseman creature", "up to 2 cards", "any number of creatures", "a different
    creature", "another creature" (not one the preceding effects acted on)."""

    how: str  # one | different | another | each | up_to | any
    sel: ZoneSel
    n: int = 0
    article: str = ""

    def render(self) -> str:
        sel = self.sel.render()
        return {"one": f"{self.article} {sel}", "different": f"a different {sel}", "another": f"another {sel}",
                "each": f"each {sel}",
                "up_to": f"up to {self.n} {sel}", "any": f"any number of {sel}"}[self.how]

    @property
    def fixed(self) -> bool:
        """Does it name its cards without a choice? (else the trace names them as chosen)"""
        return self.how == "each"

    def check(self, card) -> str | None:
        plural = self.how == "any" or (self.how == "up_to" and self.n != 1)
        if self.sel.plural != plural:
            return "a noun that does not agree with its quantifier"
        return self.sel.check(card)

    def pick(self, ctx: Ctx, place: ZonePlace, doing: str) -> list:
        """The cards chosen now (the active player chooses; as many as there are)."""
        g = ctx.g
        piles = [[c for c in pile if self.sel.matches(g, ctx.you, ctx.src, c)
                  and not (self.how in ("different", "another") and any(c is x for x in ctx.chosen))] for pile in place.piles(ctx)]
        pool = [c for pile in piles for c in pile]
        what = f"{self.sel.render()} {place.render()}"
        if not pool:
            ctx.tell()
            g.say(f"there is no {what} to {doing}", R.RESOLVE_AS_MUCH)
            return []
        if self.how == "each":
            return pool
        if self.how in ("one", "different", "another"):
            return [fx.choose(g, f"a {what} to {doing}", pool)]
        n = len(pool) if self.how == "any" else self.n
        first = fx.choose_up_to(g, f"{what} to {doing}", pool, 1) if n else []
        if not first or n == 1:
            return first
        if place.one_pile:  # the others come from the pile of the first
            pool = next(pile for pile in piles if any(c is first[0] for c in pile))
        rest = [c for c in pool if c is not first[0]]
        return first + fx.choose_up_to(g, f"{what} to {doing}", rest, n - 1)


builds("zone_one")(lambda ch: ZoneCards("one", ch[1], article=ch[0]))
builds("zone_different")(lambda ch: ZoneCards("different", ch[0]))
builds("zone_another")(lambda ch: ZoneCards("another", ch[0]))
builds("zone_each")(lambda ch: ZoneCards("each", ch[0]))
builds("zone_up_to")(lambda ch: ZoneCards("up_to", ch[1], n=ch[0]))
builds("zone_any")(lambda ch: ZoneCards("any", ch[0]))


@dataclass(frozen=True)
class ZoneMove(Effect):
    """A verb on cards out of play; `chosen` becomes the cards as they now are ("that
    creature", "it" in what follows), and it happened if any card moved."""

    verb: str  # return | archive | purge | put | shuffle | play | discard
    cards: ZoneCards
    place: ZonePlace
    to: str = ""  # return: "your hand" | "the top of your deck"

    def render(self) -> str:
        head = f"{self.verb} {self.cards.render()} {self.place.render()}"
        if self.verb == "return":
            return f"{head} to {self.to}"
        if self.verb == "put":
            return f"{head} on top of your deck"
        if self.verb == "shuffle":
            return f"{head} into your deck"
        return head

    def check(self, card) -> str | None:
        if self.place.word == "in" and self.verb != "purge":
            return f"“{self.verb} ... in” a zone"
        if self.verb in ("return", "put", "shuffle") and not self.place.mine:
            return f"{self.verb} a card of another player's zone to “your” hand or deck"
        if self.verb == "discard" and "archives" not in self.place.zones:
            return "discard a card from a discard pile"
        if self.verb == "play" and self.place.zones != ("discard",):
            return "play a card from the archives"
        return self.cards.check(card)

    def run(self, ctx: Ctx) -> bool:
        doing = {"return": f"return to {self.to}", "put": "put on top of your deck",
                 "shuffle": "shuffle into your deck"}.get(self.verb, self.verb)
        cards = self.cards.pick(ctx, self.place, doing)
        ctx.tell(cards)
        moved = [m for m in (self._move(ctx, c) for c in cards) if m is not None] if self.verb != "shuffle" \
            else self._shuffle(ctx, cards)
        ctx.chosen = moved
        if self.verb == "purge":
            ctx.this_way.setdefault("purged", []).extend(moved)  # “This Way”
        return bool(moved)

    def _move(self, ctx: Ctx, c):
        g = ctx.g
        if self.verb == "return":
            return fx.return_to_hand(g, c, ctx.rule) if self.to == "your hand" else fx.put_on_deck(g, c, ctx.rule)
        if self.verb == "put":
            return fx.put_on_deck(g, c, ctx.rule)
        if self.verb == "archive":
            return fx.archive(g, c, ctx.you, ctx.rule)
        if self.verb == "purge":
            return c if fx.purge(g, c, ctx.rule) else None
        if self.verb == "discard":
            if c in g.player(ctx.you).hand:
                return fx.discard_from_hand(g, c, ctx.you, ctx.rule)
            return fx.discard(g, c, ctx.rule)
        where = g.locate(c)  # play: from the discard pile, as an ability plays it
        if where is None or where[1] != "discard":
            g.say(f"{c.name} is no longer in the discard pile: it is not played", R.RESOLVE_AS_MUCH)
            return None
        return c if fx.play_card(g, c, ctx.you, source="discard", via=ctx.src) else None

    def _shuffle(self, ctx: Ctx, cards: list) -> list:
        if not cards:
            return []
        fx.shuffle_into_deck(ctx.g, cards, ctx.rule)
        return [c for c in cards if ctx.g.locate(c) is None]  # they are new objects in the deck


builds("zone_return")(lambda ch: ZoneMove("return", ch[0], ch[1], ch[2]))
builds("zone_archive")(lambda ch: ZoneMove("archive", ch[0], ch[1]))
builds("zone_purge")(lambda ch: ZoneMove("purge", ch[0], ch[1]))
builds("zone_on_deck")(lambda ch: ZoneMove("put", ch[0], ch[1]))
builds("zone_shuffle")(lambda ch: ZoneMove("shuffle", ch[0], ch[1]))
builds("zone_play")(lambda ch: ZoneMove("play", ch[0], ch[1]))
builds("zone_discard")(lambda ch: ZoneMove("discard", ch[0], ch[1]))


# -- cards in play sent to a zone out of play ---------------------------------------------------
@builds("removal_from_play")
@dataclass(frozen=True)
class RemovalFromPlay(Removal):
    """"purge a friendly human creature from play": the card is in play (as the bare verb)."""

    def render(self) -> str:
        return f"{super().render()} from play"


builds("archives_whose", "from_play_verb")(words)


@builds("into_archives")
@dataclass(frozen=True)
class IntoArchives(Effect):
    """"put an enemy creature into your opponent's archives": the card leaves play into that
    player's archives (Archives: an ability that "puts" a card there does not archive it, so
    "after ... archived" abilities do not trigger; a card in archives its owner does not own goes
    to its owner's hand when it leaves them)."""

    target: Target
    whose: str  # "your" | "your opponent's" | "its owner's"

    def render(self) -> str:
        return f"put {self.target.render()} into {self.whose} archives"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        cards = self.target.pick(ctx, f"put into {self.whose} archives")
        seat = {"your": ctx.you, "your opponent's": other(ctx.you)}
        moved = [m for c in cards if (m := fx.archive(ctx.g, c, seat.get(self.whose, c.owner), ctx.rule)) is not None]
        ctx.chosen = moved
        ctx.this_way.setdefault("archived", []).extend(moved)
        return bool(moved)


@builds("archive_purged")
@dataclass(frozen=True)
class ArchivePurged(Effect):
    """"archive a purged card you own": from the cards purged under your identity card."""

    def render(self) -> str:
        return "archive a purged card you own"

    def run(self, ctx: Ctx) -> bool:
        pool = [c for c in ctx.g.player(ctx.you).purged if c.owner == ctx.you]
        if not pool:
            ctx.tell()
        c = fx.choose(ctx.g, "a purged card you own to archive", pool, none=f"{ctx.you} has no purged card")
        ctx.tell([c] if c is not None else None)
        return c is not None and fx.archive(ctx.g, c, ctx.you, ctx.rule) is not None

    def chooses(self) -> bool:
        return True


@builds("shuffle_hand_and_pile")
@dataclass(frozen=True)
class ShuffleHandAndPile(Effect):
    """"shuffle your hand and discard pile into your deck"."""

    def render(self) -> str:
        return "shuffle your hand and discard pile into your deck"

    def run(self, ctx: Ctx) -> bool:
        p = ctx.g.player(ctx.you)
        cards = list(p.hand) + list(p.discard)
        if not cards:
            ctx.g.say(f"{ctx.you}'s hand and discard pile are empty", R.RESOLVE_AS_MUCH)
            return False
        fx.shuffle_into_deck(ctx.g, cards, ctx.rule)
        return True


@builds("archive_top_n")
@dataclass(frozen=True)
class ArchiveTopN(Effect):
    """"archive the top 2 cards of your deck": one at a time, as many as the deck has."""

    n: int

    def render(self) -> str:
        return f"archive the top {self.n} cards of your deck"

    def check(self, card) -> str | None:
        return None if self.n > 1 else "“the top 1 cards”"

    def run(self, ctx: Ctx) -> bool:
        deck, done = ctx.g.player(ctx.you).deck, 0
        for _ in range(self.n):
            if not deck:
                ctx.g.say(f"{ctx.you}'s deck is empty: no more cards are archived", R.RESOLVE_AS_MUCH)
                break
            done += fx.archive(ctx.g, deck[0], ctx.you, ctx.rule) is not None
        return done > 0


@builds("archives_to_hand")
@dataclass(frozen=True)
class ArchivesToHand(Effect):
    """"choose a card in your archives and put it into your hand" (a card the player does not
    own goes to its owner's hand: it leaves the archives)."""

    def render(self) -> str:
        return "choose a card in your archives and put it into your hand"

    def chooses(self) -> bool:
        return True

    def run(self, ctx: Ctx) -> bool:
        pool = ctx.g.player(ctx.you).archives
        if not pool:
            ctx.tell()
        c = fx.choose(ctx.g, "a card in your archives to put into your hand", pool,
                      none=f"{ctx.you}'s archives are empty")
        ctx.tell([c] if c is not None else None)
        moved = fx.return_to_hand(ctx.g, c, ctx.rule) if c is not None else None
        ctx.chosen = [moved] if moved is not None else []
        return moved is not None


@builds("pile_at_least")
@dataclass(frozen=True)
class PileAtLeast(Node):
    """"there are 3 or more untamed creatures in your discard pile"."""

    n: int
    sel: ZoneSel

    def render(self) -> str:
        return f"there are {self.n} or more {self.sel.render()} in your discard pile"

    def check(self, card) -> str | None:
        return None if self.sel.plural else "a singular noun after “3 or more”"

    def holds(self, ctx: Ctx) -> bool:
        pile = ctx.g.player(ctx.you).discard
        return sum(1 for c in pile if self.sel.matches(ctx.g, ctx.you, ctx.src, c)) >= self.n


builds("archived_ref", "leave_verb", "to_owners_hand")(words)


@builds("leaves_archives")
@dataclass(frozen=True)
class LeavesArchivesToHand(Effect):
    """"If that creature leaves your archives, it is put into its owner's hand instead": a
    replacement effect on the creatures the ability just put into your archives (the text names
    that zone, so it follows them there: Leaves Play)."""

    ref: str
    verb: str
    how: str

    def render(self) -> str:
        return f"if {self.ref} {self.verb} your archives {self.how} instead"

    def run(self, ctx: Ctx) -> bool:
        archives = ctx.g.player(ctx.you).archives
        cards = [c for c in ctx.this_way.get("archived", []) if any(c is a for a in archives)]
        if not cards:
            ctx.g.say("no creature was put into the archives by this ability", R.RESOLVE_AS_MUCH)
            return False
        fx.leave_archives_to_owners_hand(ctx.g, ctx.src, ctx.you, cards, ctx.rule)
        return True


builds("hand_noun")(words)
builds("hand_kind_adj")(lambda ch: ZoneKind(tuple(ch[:-1]), ch[-1]))
builds("hand_kind_noun")(lambda ch: ZoneKind((), ch[0]))


@builds("discard_kind_from_hand")
@dataclass(frozen=True)
class DiscardKindFromHand(Effect):
    """"discard a creature from your hand": the player resolving it chooses a card of that kind
    from their hand (Discarding Cards: abilities that trigger on a discard from hand trigger)."""

    article: str
    kind: ZoneKind

    def render(self) -> str:
        return f"discard {self.article} {self.kind.render()} from your hand"

    def check(self, card) -> str | None:
        return "a plural noun after “a”" if self.kind.plural else self.kind.check(card)

    def chooses(self) -> bool:
        return True

    def run(self, ctx: Ctx) -> bool:
        pool = [c for c in ctx.g.player(ctx.you).hand if self.kind.matches(ctx.g, ctx.you, ctx.src, c)]
        if not pool:
            ctx.tell()
        c = fx.choose(ctx.g, f"a {self.kind.render()} from your hand to discard", pool,
                      none=f"{ctx.you} has no {self.kind.render()} in hand")
        ctx.tell([c] if c is not None else None)
        return c is not None and fx.discard_from_hand(ctx.g, c, ctx.you, ctx.rule) is not None
