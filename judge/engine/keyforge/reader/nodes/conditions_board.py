"""Board conditions (grammar/conditions_board.lark): what an "if ..." or "while ..." checks.
Each `holds(ctx)`: for an ability resolving, `ctx` is its resolution; for a constant ability,
a `Ctx` made when a rule asks (nodes/constant_more.py, `While`). A condition naming a creature
("it", "that creature") asks about the cards the preceding effect chose (`ctx.chosen`)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import tide
from judge.engine.keyforge.reader.nodes.base import Ctx, Node, builds, words
from judge.engine.keyforge.reader.nodes.conditions import _seat
from judge.engine.keyforge.reader.nodes.targets import Chosen, Selector, Target, _test

builds("is_noun", "tide_level", "player_controls", "negation", "place", "use_how_verb", "discarder")(words)


@builds("tide_is")
@dataclass(frozen=True)
class TideIs(Node):
    """Tide: "the tide is high" / "low", as the player resolving the ability sees it (high
    for them: they raised it last). Neutral is neither."""

    level: str

    def render(self) -> str:
        return f"the tide is {self.level}"

    def holds(self, ctx: Ctx) -> bool:
        return tide.tide(ctx.g, ctx.you) == self.level


@builds("not_your_turn")
@dataclass(frozen=True)
class NotYourTurn(Node):
    """"it is not your turn": the player resolving the ability is not the active player."""

    def render(self) -> str:
        return "it is not your turn"

    def holds(self, ctx: Ctx) -> bool:
        return ctx.g.active != ctx.you


@builds("controls_more")
@dataclass(frozen=True)
class ControlsMore(Node):
    """"you control more creatures than your opponent" (Control: creatures in their
    battlelines)."""

    who: str  # "you control" | "your opponent controls"
    than: str

    def render(self) -> str:
        return f"{self.who} more creatures than {self.than}"

    def check(self, card) -> str | None:
        return None if (self.who == "you control") != (self.than == "you") else "a player compared with themself"

    def holds(self, ctx: Ctx) -> bool:
        mine = ctx.you if self.who == "you control" else ctx.opponent
        return len(ctx.g.creatures(mine)) > len(ctx.g.creatures(_seat(self.than, ctx)))


@builds("more_of")
@dataclass(frozen=True)
class MoreOf(Node):
    """"there are more enemy creatures than friendly creatures": counts of cards in play."""

    more: Selector
    than: Selector

    def render(self) -> str:
        return f"there are more {self.more.render()} than {self.than.render()}"

    def check(self, card) -> str | None:
        return None if self.more.plural and self.than.plural else "a singular noun in “there are more ... than ...”"

    def holds(self, ctx: Ctx) -> bool:
        return len(self.more.candidates(ctx)) > len(self.than.candidates(ctx))


@builds("cond_subject")
def _subject(children):
    return children[0]


def subjects(subject: Target, ctx: Ctx) -> list:
    """The cards a condition's subject names now ({self}, this creature, the chosen ones)."""
    return subject.resolve(ctx, "check")


def place_test(place: str):
    """The test a place or state word puts on a creature: (game, card) -> bool."""
    if place == "on a flank":
        return lambda g, c: g.on_flank(c)
    if place == "in the center of your battleline":
        return in_center
    return lambda g, c: _test(place)(g, None, None, c)


def in_center(g, creature) -> bool:
    """Center of the Battleline: as many creatures on its left as on its right (none in an even
    battleline; the only creature of a battleline is in its center)."""
    line = g.player(creature.controller).battleline if creature.controller else []
    return creature in line and line.index(creature) * 2 == len(line) - 1


@builds("subject_is")
@dataclass(frozen=True)
class SubjectIs(Node):
    """"{self} is on a flank", "this creature is not on a flank", "it is damaged". False when
    the creature named is not in play (it has no place in a battleline)."""

    subject: Target
    negated: bool
    place: str

    @classmethod
    def build(cls, children):
        return cls(children[0], len(children) == 3, children[-1])

    def render(self) -> str:
        return f"{self.subject.render()} is {'not ' if self.negated else ''}{self.place}"

    def check(self, card) -> str | None:
        return self.subject.check(card)

    def holds(self, ctx: Ctx) -> bool:
        found = [c for c in subjects(self.subject, ctx) if ctx.g.in_play(c)]
        test = place_test(self.place)
        return bool(found) and all(test(ctx.g, c) != self.negated for c in found)


#: the noun after "is a" -> the card type it names (None: any card)
_IS_NOUNS = {"creature": "creature", "artifact": "artifact", "upgrade": "upgrade", "card": None,
             "action card": "action", "action": "action"}


@builds("subject_is_a")
@dataclass(frozen=True)
class SubjectIsA(Node):
    """"it is a mutant creature", "that creature is a dinosaur", "that card is a shadows card":
    the kind (house, trait, card type) of the card named (in play or not: "it" is the card the
    effect before acted on)."""

    subject: Target
    article: str
    adjectives: tuple[str, ...]
    noun: str = ""

    @classmethod
    def build(cls, children):
        subject, article, *rest = children
        noun = rest.pop() if rest and rest[-1] in _IS_NOUNS else ""
        return cls(subject, article, tuple(rest), noun)

    def render(self) -> str:
        return " ".join([self.subject.render(), "is", self.article, *self.adjectives] + ([self.noun] if self.noun else []))

    def check(self, card) -> str | None:
        return "a plural noun after “is a”" if self.noun.endswith("s") else self.subject.check(card)

    def holds(self, ctx: Ctx) -> bool:
        found = subjects(self.subject, ctx)
        noun = _IS_NOUNS.get(self.noun)
        return bool(found) and all((noun is None or c.type == noun)
                                   and all(_test(a)(ctx.g, ctx.you, ctx.src, c) for a in self.adjectives)
                                   for c in found)


@builds("subject_was")
@dataclass(frozen=True)
class SubjectWas(Node):
    """"that creature was already stunned": its state before the effect it follows resolved.
    Only after an effect that chose it, and checked before that effect changes it (an
    "instead" sentence: nodes/conditions_instead.py)."""

    subject: Target
    place: str

    def render(self) -> str:
        return f"{self.subject.render()} was already {self.place}"

    def check(self, card) -> str | None:
        return None if isinstance(self.subject, Chosen) else "“was already” of a card no effect chose"

    def holds(self, ctx: Ctx) -> bool:
        found = subjects(self.subject, ctx)
        test = place_test(self.place)
        return bool(found) and all(test(ctx.g, c) for c in found)


@builds("subject_has_aember")
@dataclass(frozen=True)
class SubjectHasAember(Node):
    """"{self} has {A} on it"."""

    subject: Target

    def render(self) -> str:
        return f"{self.subject.render()} has {{A}} on it"

    def holds(self, ctx: Ctx) -> bool:
        found = subjects(self.subject, ctx)
        return bool(found) and all(c.amber > 0 for c in found)


@builds("at_least_n")
@dataclass(frozen=True)
class AtLeastN(Node):
    """"there are 3 or more other exhausted creatures" (in play)."""

    n: int
    selector: Selector

    def render(self) -> str:
        return f"there are {self.n} or more {self.selector.render()}"

    def check(self, card) -> str | None:
        return None if self.selector.plural else "a singular noun after “there are N or more”"

    def holds(self, ctx: Ctx) -> bool:
        return len(self.selector.candidates(ctx)) >= self.n


@builds("haunted")
@dataclass(frozen=True)
class Haunted(Node):
    """Haunted: "While a player has 10 or more cards in their discard pile, that player is
    haunted." """

    def render(self) -> str:
        return "you are haunted"

    def holds(self, ctx: Ctx) -> bool:
        return fx.haunted(ctx.g, ctx.you)


@builds("used_this_turn")
@dataclass(frozen=True)
class UsedThisTurn(Node):
    """"you have used a creature to fight this turn" (it fought: a stunned creature used only
    to remove its stun did not), "... to reap" (it reaped)."""

    how: str  # fight | reap

    def render(self) -> str:
        return f"you have used a creature to {self.how} this turn"

    def holds(self, ctx: Ctx) -> bool:
        kind = {"fight": "fight", "reap": "reaped"}[self.how]
        return any(e.kind == kind and e.seat == ctx.you for e in ctx.g.turn.events)


@builds("used_n_this_turn")
@dataclass(frozen=True)
class UsedNThisTurn(Node):
    """"you used 3 or more creatures this turn": different creatures, used any way (Using
    Cards: removing a stun is a use)."""

    n: int

    def render(self) -> str:
        return f"you used {self.n} or more creatures this turn"

    def holds(self, ctx: Ctx) -> bool:
        used = {id(e.card) for e in ctx.g.turn.events
                if e.kind == "used" and e.seat == ctx.you and getattr(e.card, "type", "") == "creature"}
        return len(used) >= self.n


@dataclass(frozen=True)
class HasNeighbor(Node):
    """"it has a non-mars neighbor" (one or more), "{self} has no star alliance neighbors"."""

    subject: Target
    article: str  # "a" | "an" | "no"
    adjectives: tuple[str, ...]

    def render(self) -> str:
        noun = "neighbors" if self.article == "no" else "neighbor"
        return " ".join([self.subject.render(), "has", self.article, *self.adjectives, noun])

    def check(self, card) -> str | None:
        return self.subject.check(card)

    def holds(self, ctx: Ctx) -> bool:
        found = [c for c in subjects(self.subject, ctx) if ctx.g.in_play(c)]
        if not found:
            return False
        some = any(all(_test(a)(ctx.g, ctx.you, ctx.src, n) for a in self.adjectives)
                   for c in found for n in ctx.g.neighbors(c))
        return some != (self.article == "no")


builds("has_neighbor")(lambda ch: HasNeighbor(ch[0], ch[1], tuple(ch[2:])))
builds("has_no_neighbor")(lambda ch: HasNeighbor(ch[0], "no", tuple(ch[1:])))


@builds("discarded_this_turn")
@dataclass(frozen=True)
class DiscardedThisTurn(Node):
    """"you have discarded an untamed card from your hand this turn", "its controller has
    discarded a card this turn" ("its": the creature the ability is on or names). Without "from
    your hand", a card discarded from anywhere counts (FFG ruling, Earthbind: from the deck or
    the archives too)."""

    who: str  # "you have" | "its controller has"
    article: str
    adjectives: tuple[str, ...]
    from_hand: str = ""

    @classmethod
    def build(cls, children):
        who, article, *rest = children
        where = rest.pop() if rest and rest[-1] == "from your hand" else ""
        return cls(who, article, tuple(rest), where)

    def render(self) -> str:
        where = [self.from_hand] if self.from_hand else []
        return " ".join([self.who, "discarded", self.article, *self.adjectives, "card", *where, "this", "turn"])

    def holds(self, ctx: Ctx) -> bool:
        seat = ctx.you
        if self.who == "its controller has":
            from judge.engine.keyforge.reader.nodes.targets import ThisCreature

            holder = ThisCreature._of(ctx.src)
            seat = holder.controller if holder is not None else None
        return any(e.kind == "discarded" and e.seat == seat and (e.data.get("from") == "hand" or not self.from_hand)
                   and all(_test(a)(ctx.g, ctx.you, ctx.src, e.card) for a in self.adjectives)
                   for e in ctx.g.turn.events)
