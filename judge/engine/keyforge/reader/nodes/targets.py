"""What effects act on (grammar/targets.lark, traits.lark): selectors ("friendly brobnar
creature"), quantified targets ("a", "each", "up to 2"), references ("{self}", "this
creature", "each of {self}'s neighbors"), and the players who act (`Actor`)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.base import Ctx, Node, builds, humane, words
from judge.engine.keyforge.state import other

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game

builds("article", "selector_noun", "control_adj", "state_adj", "trait", "you", "opponent",
       "each_player")(words)

#: house names as printed -> as the card data writes them
HOUSES = {"star alliance": "staralliance"}


@builds("house")
def _house(children) -> str:
    return words(children)


@builds("non_house")
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
    }
    if adjective in simple:
        return simple[adjective]
    if adjective.startswith("non-"):
        house = HOUSES.get(adjective[4:], adjective[4:])
        return lambda g, you, src, c: c.house != house
    if adjective in _HOUSE_WORDS:
        house = HOUSES.get(adjective, adjective)
        return lambda g, you, src, c: c.house == house
    return lambda g, you, src, c: adjective in {t.strip() for t in c.printed.traits}  # a trait


_HOUSE_WORDS = {"brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed", "saurian",
                "star alliance", "unfathomable"}


@builds("selector")
@dataclass(frozen=True)
class Selector(Node):
    """Adjectives and a noun: which cards in play qualify ("other friendly knight creature")."""

    adjectives: tuple[str, ...]
    noun: str

    @classmethod
    def build(cls, children):
        return cls(tuple(children[:-1]), children[-1])

    def render(self) -> str:
        return " ".join(self.adjectives + (self.noun,))

    @property
    def kind(self) -> str:
        return self.noun.rstrip("s")

    @property
    def plural(self) -> bool:
        return self.noun.endswith("s")

    def matches(self, g: "Game", you: str, src, card) -> bool:
        if card.type != self.kind:
            return False
        return all(_test(a)(g, you, src, card) for a in self.adjectives)

    def candidates(self, ctx: Ctx) -> list:
        pool = ctx.g.creatures() if self.kind == "creature" else ctx.g.artifacts()
        return [c for c in pool if self.matches(ctx.g, ctx.you, ctx.src, c)]


class Target(Node):
    """Cards an effect acts on. `resolve` picks them now (asking the active player when the
    text says "a"); `matches` answers for a constant ability ("each friendly creature")."""

    kind = "creature"

    def resolve(self, ctx: Ctx, doing: str) -> list:  # pragma: no cover
        raise NotImplementedError

    def matches(self, g, you, src, card) -> bool:
        raise TypeError(f"{self.render()!r} cannot name cards for a constant ability")


@builds("target")
def _target(children):
    return children[0]


@builds("one")
@dataclass(frozen=True)
class One(Target):
    """"a creature": the active player chooses one that qualifies (none: nothing happens)."""

    article: str
    selector: Selector

    @classmethod
    def build(cls, children):
        return cls(*children)

    @property
    def kind(self) -> str:
        return self.selector.kind

    def render(self) -> str:
        return f"{self.article} {self.selector.render()}"

    def check(self, card) -> str | None:
        return "a plural noun after “a”" if self.selector.plural else None

    def resolve(self, ctx: Ctx, doing: str) -> list:
        what = self.selector.render()
        picked = fx.choose(ctx.g, f"{self.article} {what} to {doing}", self.selector.candidates(ctx),
                           none=f"there is no {what} to {doing}")
        return [picked] if picked is not None else []


@builds("each")
@dataclass(frozen=True)
class Each(Target):
    """"each enemy creature": every card that qualifies, at once."""

    selector: Selector

    @classmethod
    def build(cls, children):
        return cls(children[0])

    @property
    def kind(self) -> str:
        return self.selector.kind

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
class UpTo(Target):
    """"up to 2 creatures": the active player picks none to that many."""

    n: int
    selector: Selector

    @classmethod
    def build(cls, children):
        return cls(*children)

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
        """The players who act, the active player first ("each player")."""
        if self.who in ("", "you"):
            return [ctx.you]
        if self.who == "your opponent":
            return [other(ctx.you)]
        return [ctx.g.active, other(ctx.g.active)]

