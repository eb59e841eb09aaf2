"""Conditions (grammar/conditions.lark): what an "if ..." sentence checks as it resolves.
Each condition renders its words and `holds(ctx)`."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.reader.nodes.base import Ctx, Node, builds, words
from judge.engine.keyforge.reader.nodes.targets import Selector
from judge.engine.keyforge.state import other

builds("more_or_less", "player_has", "other_player", "ref_subject", "parity")(words)


def _seat(phrase: str, ctx: Ctx) -> str:
    return ctx.you if phrase in ("you", "you have") else other(ctx.you)


@dataclass(frozen=True)
class AemberIs(Node):
    """How much Æmber a player has in their pool: "your opponent has 7{A} or more", "has no
    {A}", "has 3{A} or fewer", "has exactly 1{A}", "has an even amount of {A}" (0 is even)."""

    who: str  # "you have" | "your opponent has"
    kind: str  # at_least | none | at_most | exactly | even | odd
    n: int = 0

    def render(self) -> str:
        return {"at_least": f"{self.who} {self.n}{{A}} or more",
                "none": f"{self.who} no {{A}}", "at_most": f"{self.who} {self.n}{{A}} or fewer",
                "exactly": f"{self.who} exactly {self.n}{{A}}"}.get(
            self.kind, f"{self.who} an {self.kind} amount of {{A}}")

    def holds(self, ctx: Ctx) -> bool:
        a = ctx.g.player(_seat(self.who, ctx)).amber
        return {"at_least": a >= self.n, "none": a == 0, "at_most": a <= self.n, "exactly": a == self.n,
                "even": a % 2 == 0, "odd": a % 2 == 1}[self.kind]


builds("aember_at_least")(lambda ch: AemberIs(ch[0], "at_least", ch[1]))
builds("aember_none")(lambda ch: AemberIs(ch[0], "none"))
builds("aember_at_most")(lambda ch: AemberIs(ch[0], "at_most", ch[1]))
builds("aember_exactly")(lambda ch: AemberIs(ch[0], "exactly", ch[1]))
builds("aember_parity")(lambda ch: AemberIs(ch[0], ch[1]))


@builds("more_aember")
@dataclass(frozen=True)
class MoreAember(Node):
    """"you have more {A} than your opponent", "your opponent has less {A} than you";
    "... more forged keys than ..." (`what` "keys")."""

    who: str
    comparison: str  # more | less
    than: str
    what: str = "aember"  # aember | keys

    def render(self) -> str:
        what = "{A}" if self.what == "aember" else "forged keys"
        return f"{self.who} {self.comparison} {what} than {self.than}"

    def check(self, card) -> str | None:
        return None if (self.who == "you have") != (self.than == "you") else "a player compared with themself"

    def holds(self, ctx: Ctx) -> bool:
        field = "amber" if self.what == "aember" else "keys"
        a = getattr(ctx.g.player(_seat(self.who, ctx)), field)
        b = getattr(ctx.g.player(_seat(self.than, ctx)), field)
        return a > b if self.comparison == "more" else a < b


builds("more_keys")(lambda ch: MoreAember(*ch, what="keys"))


@builds("cards_in_play")
@dataclass(frozen=True)
class CardsInPlay(Node):
    """"your opponent has 3 or more logos cards in play": cards that player controls."""

    who: str
    n: int
    adjectives: tuple[str, ...] = ()

    @classmethod
    def build(cls, children):
        return cls(children[0], children[1], tuple(children[2:]))

    def render(self) -> str:
        return " ".join([self.who, str(self.n), "or", "more", *self.adjectives, "cards", "in", "play"])

    def holds(self, ctx: Ctx) -> bool:
        from judge.engine.keyforge.reader.nodes.targets import _test

        seat = _seat(self.who, ctx)
        found = [c for c in ctx.g.cards_in_play() if c.controller == seat
                 and all(_test(a)(ctx.g, ctx.you, ctx.src, c) for a in self.adjectives)]
        return len(found) >= self.n


@builds("no_creatures")
@dataclass(frozen=True)
class NoneThere(Node):
    """"there are no enemy creatures" (in play)."""

    selector: Selector
    in_play: bool = False  # "there are no creatures in play" (the same: only cards in play count)

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return f"there are no {self.selector.render()}" + (" in play" if self.in_play else "")

    def check(self, card) -> str | None:
        return None if self.selector.plural else "a singular noun after “there are no”"

    def holds(self, ctx: Ctx) -> bool:
        return not self.selector.candidates(ctx)


builds("no_creatures_in_play")(lambda ch: NoneThere(ch[0], True))


@builds("not_destroyed")
@dataclass(frozen=True)
class NotDestroyed(Node):
    """"it is not destroyed": the creature the preceding effect acted on is still in play."""

    ref: str

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return f"{self.ref} is not destroyed"

    def holds(self, ctx: Ctx) -> bool:
        return bool(ctx.chosen) and all(ctx.g.in_play(c) and c not in ctx.destroyed for c in ctx.chosen)


@builds("destroyed_it")
@dataclass(frozen=True)
class DamageDestroyed(Node):
    """"this damage destroys that creature": the preceding damage destroyed it."""

    ref: str

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return f"this damage destroys {self.ref}"

    def holds(self, ctx: Ctx) -> bool:
        return bool(ctx.chosen) and all(c in ctx.destroyed for c in ctx.chosen)


@builds("forged_last_turn")
@dataclass(frozen=True)
class ForgedLastTurn(Node):
    """"your opponent forged a key on their previous turn"."""

    def render(self) -> str:
        return "your opponent forged a key on their previous turn"

    def holds(self, ctx: Ctx) -> bool:
        return fx.forged_last_turn(ctx.g, other(ctx.you)) > 0
