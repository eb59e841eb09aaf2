"""What effects act on (grammar/targets.lark, traits.lark): selectors ("friendly brobnar
creature"), quantified targets ("a", "each", "up to 2"), references ("{self}", "this
creature", "each of {self}'s neighbors"), and the players who act (`Actor`)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.base import Ctx, Node, bind, builds, words
from judge.engine.keyforge.state import other

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import Game

builds("article", "selector_noun", "control_adj", "state_adj", "you", "opponent",
       "each_player", "its_owner")(words)

#: house names as printed -> as the card data writes them
HOUSES = {"star alliance": "staralliance"}


@builds("house", "trait")
def _word_class(children) -> str:
    return words(children)


@builds("non_house", "non_trait")
def _non_house(children) -> str:
    return f"non-{children[0]}"


@builds("adjective")
def _adjective(children) -> str:
    return children[0]


def _test(adjective: str):
    """The test an adjective puts on a card: (game, you, source, card) -> bool."""
    simple = {
        "friendly": lambda g, you, src, c: c.controller == you,
        "enemy": lambda g, you, src, c: c.controller is not None and c.controller != you,
        "other": lambda g, you, src, c: c is not src,
        "damaged": lambda g, you, src, c: c.damage > 0,
        "undamaged": lambda g, you, src, c: c.damage == 0,
        "exhausted": lambda g, you, src, c: c.exhausted,
        "ready": lambda g, you, src, c: not c.exhausted,
        "stunned": lambda g, you, src, c: c.stunned,
        "warded": lambda g, you, src, c: c.warded,
        "enraged": lambda g, you, src, c: c.enraged,
        "flank": lambda g, you, src, c: g.on_flank(c),
        "neighboring": lambda g, you, src, c: any(n is c for n in g.neighbors(src)),  # Neighbor
    }
    if adjective in simple:
        return simple[adjective]
    if adjective in KEYWORD_ADJECTIVES:  # "each elusive creature" (misc.lark)
        return lambda g, you, src, c: fx.modifiers.keyword(g, c, adjective) > 0
    if adjective.startswith("non-"):  # "non-logos", "non-aquan": not that house, or not that trait
        test = _test(adjective[4:])
        return lambda g, you, src, c: not test(g, you, src, c)
    if adjective in _HOUSE_WORDS:
        house = HOUSES.get(adjective, adjective)
        return lambda g, you, src, c: modifiers.belongs_to(g, c, house)
    return lambda g, you, src, c: modifiers.has_trait(g, c, adjective)  # a trait


KEYWORD_ADJECTIVES = {"elusive", "taunt", "skirmish", "poison"}

_HOUSE_WORDS = {"brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed", "saurian",
                "star alliance", "unfathomable"}


@dataclass(frozen=True)
class Post(Node):
    """What follows a selector's noun: "with 3 power or less", "with {A} on it",
    "not on a flank". `test(g, card)`."""

    kind: str
    n: int = 0
    word: str = ""

    def render(self) -> str:
        return {"power_at_most": f"with {self.n} power or {self.word}",
                "power_at_least": f"with {self.n} power or {self.word}",
                "power_first_at_most": f"with power {self.n} or {self.word}",
                "power_first_at_least": f"with power {self.n} or {self.word}",
                "power_exactly": f"with {self.n} power",
                "with_aember": "with {A} on it", "without_aember": "with no {A} on it",
                "not_on_flank": "not on a flank"}[self.kind]

    def test(self, g, card) -> bool:
        p = fx.power(g, card) if "power" in self.kind else 0
        if self.kind.endswith("at_most"):
            return p <= self.n
        if self.kind.endswith("at_least"):
            return p >= self.n
        if self.kind == "power_exactly":
            return p == self.n
        if self.kind == "with_aember":
            return card.amber > 0
        if self.kind == "without_aember":
            return card.amber == 0
        return not g.on_flank(card)


builds("selector_post")(lambda ch: ch[0])
builds("less_word", "more_word")(words)
for _kind in ("power_at_most", "power_at_least", "power_first_at_most", "power_first_at_least"):
    builds(_kind)(lambda ch, kind=_kind: Post(kind, ch[0], ch[1]))
builds("power_exactly")(lambda ch: Post("power_exactly", ch[0]))
builds("with_aember")(lambda ch: Post("with_aember"))
builds("without_aember")(lambda ch: Post("without_aember"))
builds("not_on_flank")(lambda ch: Post("not_on_flank"))


@builds("selector")
@dataclass(frozen=True)
class Selector(Node):
    """Adjectives, a noun, what follows it: which cards in play qualify ("other friendly
    knight creature", "creature with 3 power or less")."""

    adjectives: tuple[str, ...]
    noun: str
    posts: tuple[Post, ...] = ()

    @classmethod
    def build(cls, children):
        i = next(k for k, c in enumerate(children) if isinstance(c, str) and c.rstrip("s") in ("creature", "artifact"))
        return cls(tuple(children[:i]), children[i], tuple(children[i + 1:]))

    def render(self) -> str:
        return " ".join(self.adjectives + (self.noun,) + tuple(p.render() for p in self.posts))

    @property
    def kind(self) -> str:
        return self.noun.rstrip("s")

    @property
    def plural(self) -> bool:
        return self.noun.endswith("s")

    def matches(self, g: "Game", you: str, src, card) -> bool:
        if card.type != self.kind:
            return False
        return (all(_test(a)(g, you, src, card) for a in self.adjectives)
                and all(p.test(g, card) for p in self.posts))

    def candidates(self, ctx: Ctx) -> list:
        pool = ctx.g.creatures() if self.kind == "creature" else ctx.g.artifacts()
        bound = bind(self, ctx)  # "of that house": the house the ability chose (choices.py)
        return [c for c in pool if bound.matches(ctx.g, ctx.you, ctx.src, c)]


class Target(Node):
    """Cards an effect acts on. `pick` finds them now (asking the active player when the
    text says "a") and keeps them for "it" and "that creature" in what follows; `matches`
    answers for a constant ability ("each friendly creature"), when the target is `fixed`
    (names its cards without a choice)."""

    kind = "creature"
    fixed = True

    def pick(self, ctx: Ctx, doing: str) -> list:
        found = self.resolve(ctx, doing)
        ctx.chosen = list(found)
        ctx.tell(found)
        return found

    def resolve(self, ctx: Ctx, doing: str) -> list:  # pragma: no cover
        raise NotImplementedError

    def matches(self, g, you, src, card) -> bool:
        raise TypeError(f"{self.render()!r} cannot name cards for a constant ability")


@builds("target")
def _target(children):
    return children[0]


class _Quantified(Target):
    """A quantifier over a selector: it acts on the kind of card its selector names."""

    @property
    def kind(self) -> str:
        return self.selector.kind

@builds("one")
@dataclass(frozen=True)
class One(_Quantified):
    """"a creature" ("another creature": not the card itself): the active player chooses one that
    qualifies (none: nothing happens)."""

    fixed = False

    article: str
    selector: Selector


    def render(self) -> str:
        return f"{self.article} {self.selector.render()}"

    def check(self, card) -> str | None:
        return "a plural noun after “a”" if self.selector.plural else None

    def resolve(self, ctx: Ctx, doing: str) -> list:
        what = self.selector.render()
        found = self.selector.candidates(ctx)
        if self.article == "another":  # "another friendly creature": not the card itself
            found = [c for c in found if c is not ctx.src]
        if not found:
            ctx.tell()
        picked = fx.choose(ctx.g, f"{self.article} {what} to {doing}", found,
                           none=f"there is no {what} to {doing}")
        return [picked] if picked is not None else []


builds("another")(lambda children: One("another", children[0]))


@builds("each")
@dataclass(frozen=True)
class Each(_Quantified):
    """"each enemy creature": every card that qualifies, at once."""

    selector: Selector

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return f"each {self.selector.render()}"

    def check(self, card) -> str | None:
        return "a plural noun after “each”" if self.selector.plural else None

    def resolve(self, ctx: Ctx, doing: str) -> list:
        found = self.selector.candidates(ctx)
        if not found:
            ctx.g.say(f"there is no {self.selector.render()} to {doing}", R.RESOLVE_AS_MUCH)
        return found

    def matches(self, g, you, src, card) -> bool:
        return self.selector.matches(g, you, src, card)


@builds("up_to")
@dataclass(frozen=True)
class UpTo(_Quantified):
    """"up to 2 creatures": the active player picks none to that many."""

    fixed = False

    n: int
    selector: Selector


    @property
    def kind(self) -> str:
        return self.selector.kind

    def render(self) -> str:
        return f"up to {self.n} {self.selector.render()}"

    def check(self, card) -> str | None:
        return None if self.selector.plural == (self.n != 1) else "a noun that does not agree with its number"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        return fx.choose_up_to(ctx.g, f"{self.selector.render()} to {doing}", self.selector.candidates(ctx), self.n)


@builds("self_ref")
@dataclass(frozen=True)
class SelfRef(Target):
    """The card's own name (Self-Referential Text: only this card, not other copies)."""

    def render(self) -> str:
        return "{self}"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        return [ctx.src]

    def matches(self, g, you, src, card) -> bool:
        return card is src


@builds("this_creature")
@dataclass(frozen=True)
class ThisCreature(Target):
    """"this creature": on an upgrade, the creature it is attached to; on a creature, itself."""

    def render(self) -> str:
        return "this creature"

    def check(self, card) -> str | None:
        return None if card.type in ("creature", "upgrade") else f"“this creature” on an {card.type}"

    @staticmethod
    def _of(src):
        return src.attached_to if src.type == "upgrade" else src

    def resolve(self, ctx: Ctx, doing: str) -> list:
        c = self._of(ctx.src)
        return [c] if c is not None else []

    def matches(self, g, you, src, card) -> bool:
        return card is self._of(src)


@builds("neighbors_of_self")
@dataclass(frozen=True)
class NeighborsOfSelf(Target):
    """"each of {self}'s neighbors" (Neighbor): the creatures beside it now (or, once it has
    left play, those it had immediately before: Leaves Play)."""

    def render(self) -> str:
        return "each of {self}'s neighbors"

    def check(self, card) -> str | None:
        return None if card.type == "creature" else f"neighbors of an {card.type}"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        return fx.neighbors_before_leaving(ctx.g, ctx.src)

    def matches(self, g, you, src, card) -> bool:
        return card in g.neighbors(src)


@dataclass(frozen=True)
class Chosen(Target):
    """"that creature", "it": the cards the preceding effect acted on."""

    word: str = "it"

    def render(self) -> str:
        return self.word

    def resolve(self, ctx: Ctx, doing: str) -> list:
        return list(ctx.chosen)


builds("that_creature")(lambda ch: Chosen("that creature"))
builds("it")(lambda ch: Chosen("it"))


@builds("fought")
@dataclass(frozen=True)
class Fought(Target):
    """"the creature {self} fights": the creature it was used to fight, this fight."""

    def render(self) -> str:
        return "the creature {self} fights"

    def check(self, card) -> str | None:
        return None if card.type == "creature" else f"a fight of an {card.type}"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        for event in reversed(ctx.g.events):
            if event.kind == "fight" and event.card is ctx.src:
                return [event.data["defender"]]
        ctx.g.say(f"{ctx.src.name} has not fought: there is no creature it fights", R.RESOLVE_AS_MUCH)
        return []


@builds("neighbors_of_it")
@dataclass(frozen=True)
class NeighborsOfIt(Target):
    """"each of its neighbors": the neighbors of the cards the sentence chose before."""

    def render(self) -> str:
        return "each of its neighbors"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        out = []
        for c in ctx.chosen:
            out += [n for n in fx.neighbors_before_leaving(ctx.g, c) if n not in out]
        return out


@builds("neighbor_each_of")
@dataclass(frozen=True)
class NeighborEachOf(Target):
    """"each neighbor of <target>"."""

    of: Target

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return f"each neighbor of {self.of.render()}"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        out = []
        for c in self.of.resolve(ctx, doing):
            out += [n for n in fx.neighbors_before_leaving(ctx.g, c) if n not in out]
        return out


@builds("both")
@dataclass(frozen=True)
class Both(Target):
    """"<target> and <target>" ("a creature and each of its neighbors"): the second part may
    refer to what the first chose."""

    first: Target
    second: Target


    @property
    def fixed(self) -> bool:
        return self.first.fixed and self.second.fixed

    def render(self) -> str:
        return f"{self.first.render()} and {self.second.render()}"

    def check(self, card) -> str | None:
        return self.first.check(card) or self.second.check(card)

    def resolve(self, ctx: Ctx, doing: str) -> list:
        first = self.first.pick(ctx, doing)
        return first + [c for c in self.second.resolve(ctx, doing) if c not in first]

    def matches(self, g, you, src, card) -> bool:
        return self.first.matches(g, you, src, card) or self.second.matches(g, you, src, card)


@dataclass(frozen=True)
class Picked(Target):
    """Cards already chosen (a lasting effect on "a friendly creature" applies to the one
    picked when it was made)."""

    cards: tuple
    text: str

    def render(self) -> str:
        return self.text

    def resolve(self, ctx: Ctx, doing: str) -> list:
        return list(self.cards)

    def matches(self, g, you, src, card) -> bool:
        return any(card is c for c in self.cards)


@builds("actor")
@dataclass(frozen=True)
class Actor(Node):
    """Who does it: "" (the imperative: you), "you", "your opponent", "each player"."""

    who: str

    @classmethod
    def build(cls, children):
        return cls(children[0] if children else "")

    def render(self) -> str:
        return self.who

    def say(self, base: str, third: str) -> str:
        """The subject and its verb as printed: "gain", "you gain", "your opponent gains"."""
        if not self.who:
            return base
        return f"{self.who} {base if self.who == 'you' else third}"

    def seats(self, ctx: Ctx) -> list[str]:
        """The players who act, the active player first ("each player"); "its owner": the
        owner of the card the preceding effect (or the event) named."""
        if self.who in ("", "you"):
            return [ctx.you]
        if self.who == "your opponent":
            return [other(ctx.you)]
        if self.who == "its owner":
            return [c.owner for c in ctx.chosen[:1]]
        return [ctx.g.active, other(ctx.g.active)]

