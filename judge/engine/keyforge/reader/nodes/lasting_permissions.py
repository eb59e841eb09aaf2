"""Permissions (grammar/lasting_permissions.lark): playing or using cards of a house that is not
the active house, through the Ability hooks may_play and may_use (play.py, use.py ask them only
when the card needs a permission, and tell the ability that gave it: uses_permission).

A permission is not a decision (SCENARIOS.md: "a 'may' that only grants a permission for later
... is not a decision: the permission simply holds"). "You may play 1 non-Logos card this turn"
allows one card and is then spent; each such effect allows its own card (FAQ, Phase Shift: two
Phase Shifts allow two non-Logos cards; a card played as a copy spends it, Mimicry). "Cannot"
takes precedence over any of them (Cannot vs Permissive: play.py and use.py ask "cannot" after)."""
from __future__ import annotations

from judge.engine.keyforge import modifiers

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import Constant, builds, words
from judge.engine.keyforge.reader.nodes.restrictions import CardKind
from judge.engine.keyforge.reader.nodes.targets import Target

builds("play_or_use", "as_if_active")(words)
builds("permitted")(lambda children: str(children[0]))


@builds("may_play")
@dataclass(frozen=True)
class MayPlay(Constant):
    """"You may play 1 non-logos card", "you may play or use a brobnar card": one card, then the
    permission is spent."""

    verbs: str  # "play" | "play or use"
    count: str  # "1" | "a" | "an"
    kind: CardKind

    def render(self) -> str:
        return f"you may {self.verbs} {self.count} {self.kind.render()}"

    def check(self, card) -> str | None:
        if self.count not in ("1", "a", "an"):
            return f"a permission for {self.count} cards"
        return "a noun that does not agree with its number" if self.kind.plural else None

    def as_constant(self) -> str | None:
        return "a permission for one card, spent when used, as a constant ability"

    def hooks(self):
        spent = []  # this effect's permission: one card (hooks() is asked once per lasting effect)

        def allowed(g, src, you, seat, card):
            return not spent and seat == you and self.kind.matches(g, you, src, card)

        def uses_permission(g, src, you, seat, card):
            spent.append(card)

        out = {"may_play": allowed, "uses_permission": uses_permission}
        if self.verbs == "play or use":
            out["may_use"] = lambda g, src, you, seat, card, how: allowed(g, src, you, seat, card)
        return out


@builds("may_play_all")
@dataclass(frozen=True)
class MayPlayAll(Constant):
    """"You may play upgrades as if they were in the active house": every such card."""

    kind: CardKind
    as_if: str

    def render(self) -> str:
        return f"you may play {self.kind.render()} {self.as_if}"

    def check(self, card) -> str | None:
        return None if self.kind.plural else "a singular noun without a number"

    def hooks(self):
        def may_play(g, src, you, seat, card):
            return seat == you and self.kind.matches(g, you, src, card)

        return {"may_play": may_play}


@builds("may_use_cards")
@dataclass(frozen=True)
class MayUse(Constant):
    """"You may use friendly sanctum creatures", "you may use that creature", "you may use {self}
    as if it belonged to the active house": the cards the subject names, in any way; "each
    friendly creature may fight", "friendly brobnar creatures may fight as though they belonged
    to the active house" (`fight_only`): to fight only."""

    subject: Target
    as_if: str = ""
    fight_only: bool = False

    def render(self) -> str:
        said = (f"{self.subject.render()} may fight" if self.fight_only
                else f"you may use {self.subject.render()}")
        return said + (f" {self.as_if}" if self.as_if else "")

    def check(self, card) -> str | None:
        return self.subject.check(card)

    def hooks(self):
        def may_use(g, src, you, seat, card, how):
            return ((how == "fight" or not self.fight_only) and seat == you
                    and self.subject.matches(g, you, src, card))

        return {"may_use": may_use}


builds("may_fight")(lambda children: MayUse(*children, fight_only=True))


@builds("only_fight")
@dataclass(frozen=True)
class OnlyFight(Constant):
    """"Each friendly creature can be used as if they were in the active house but can only
    fight": each may fight whatever its house, and none may be used any other way."""

    subject: Target
    as_if: str

    def render(self) -> str:
        return f"{self.subject.render()} can be used {self.as_if} but can only fight"

    def check(self, card) -> str | None:
        return self.subject.check(card)

    def hooks(self):
        def may_use(g, src, you, seat, card, how):
            return how == "fight" and seat == you and self.subject.matches(g, you, src, card)

        def cannot_use(g, src, you, seat, card, how):
            if how != "fight" and self.subject.matches(g, you, src, card):
                return f"{card.name} can only fight"
            return None

        return {"may_use": may_use, "cannot_use": cannot_use}


@builds("may_play_houses_in_play")
@dataclass(frozen=True)
class MayPlayHousesInPlay(Constant):
    """"You may play cards from any house for which you have a card in play" (each card of such a
    house, asked as it is played)."""

    def render(self) -> str:
        return "you may play cards from any house for which you have a card in play"

    def hooks(self):
        def may_play(g, src, you, seat, card):
            return seat == you and any(modifiers.belongs_to(g, c, card.house)  # the card played: its own house
                                       for c in g.cards_in_play() if c.controller == you)

        return {"may_play": may_play}
