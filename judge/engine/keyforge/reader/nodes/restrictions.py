"""Restrictions (grammar/restrictions.lark): what a player, or a card, cannot do. Each is a
constant clause answering an Ability hook (cannot_play, cannot_use, cannot_be_dealt_damage,
cannot_forge), so it is a constant ability ("Enemy creatures cannot reap.") or, with a duration,
a lasting effect ("Your opponent cannot play action cards on their next turn.").

Cannot vs Must/May, Cannot vs Permissive: "If two card effects are simultaneously instructing a
player that they cannot do something and that they may do something, the “cannot” effect takes
precedence": the rules ask every "cannot" after any permission (play.py, use.py)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import Constant, Node, builds, words
from judge.engine.keyforge.reader.nodes.targets import NeighborsOfSelf, Selector, Target, _Quantified, _test
from judge.engine.keyforge.state import other

builds("restricted_player", "kind_noun", "any_word", "forge_what", "ordinal", "skip_word")(words)
builds("card_adjective", "use_for")(lambda children: children[0])


@builds("self_neighbors")
@dataclass(frozen=True)
class SelfNeighbors(NeighborsOfSelf):
    """"{self}'s neighbors" (Neighbor): the creatures beside it."""

    def render(self) -> str:
        return "{self}'s neighbors"


@builds("plural")
@dataclass(frozen=True)
class Plural(_Quantified):
    """"enemy creatures", "friendly brobnar creatures": every card in play that qualifies,
    whenever the rules ask (a constant ability, a lasting effect)."""

    selector: Selector

    def render(self) -> str:
        return self.selector.render()

    def check(self, card) -> str | None:
        return None if self.selector.plural else "a singular noun without “a” or “each”"

    def resolve(self, ctx, doing: str) -> list:
        return self.selector.candidates(ctx)

    def matches(self, g, you, src, card) -> bool:
        return self.selector.matches(g, you, src, card)


@builds("plural_controlled")
@dataclass(frozen=True)
class PluralControlled(Plural):
    """"creatures you control": those the player it is friendly to controls."""

    def render(self) -> str:
        return f"{self.selector.render()} you control"

    def resolve(self, ctx, doing: str) -> list:
        return [c for c in self.selector.candidates(ctx) if c.controller == ctx.you]

    def matches(self, g, you, src, card) -> bool:
        return card.controller == you and self.selector.matches(g, you, src, card)


def binds(player: str, you: str, seat: str) -> bool:
    """Does a restriction on `player` ("you", "your opponent", "players", "each player") bind
    `seat`, when `you` is the player it is friendly to?"""
    if player == "you":
        return seat == you
    if player == "your opponent":
        return seat == other(you)
    return True


#: the card types a kind noun names (None: any card)
_TYPES = {"card": None, "creature": {"creature"}, "artifact": {"artifact"}, "upgrade": {"upgrade"},
          "action card": {"action"}, "artifact upgrade or action card": {"artifact", "upgrade", "action"},
          "creature or artifact": {"creature", "artifact"}}


@builds("card_kind")
@dataclass(frozen=True)
class CardKind(Node):
    """Cards by house and type, wherever they are ("action cards", "a non-logos card", "creatures",
    "a non-star alliance artifact upgrade or action card")."""

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

    @property
    def types(self):
        noun = self.noun[:-1] if self.plural else self.noun
        return _TYPES[noun]

    def matches(self, g, you, src, card) -> bool:
        if self.types is not None and card.type not in self.types:
            return False
        return all(_test(a)(g, you, src, card) for a in self.adjectives)


@builds("cannot_play")
@dataclass(frozen=True)
class CannotPlay(Constant):
    """"You cannot play creatures", "your opponent cannot play action cards"."""

    player: str
    kind: CardKind

    def render(self) -> str:
        return f"{self.player} cannot play {self.kind.render()}"

    def check(self, card) -> str | None:
        return None if self.kind.plural else "“cannot play” a singular noun"

    def hooks(self):
        def cannot_play(g, src, you, seat, card):
            if binds(self.player, you, seat) and self.kind.matches(g, you, src, card):
                return f"{seat} cannot play {self.kind.render()}"
            return None

        return {"cannot_play": cannot_play}


def _played_this_turn(g, seat: str) -> list:
    """The cards `seat` has played this turn (as played)."""
    return [e.card for e in g.turn.events if e.kind == "played" and e.seat == seat]


@builds("cannot_play_more")
@dataclass(frozen=True)
class CannotPlayMore(Constant):
    """"Your opponent cannot play more than 2 cards each turn" (the cards played this turn, from
    anywhere, count); "you cannot play more than 1 card of each type each turn" (no `kind`:
    creatures, artifacts, actions and upgrades are counted apart, as played)."""

    player: str
    n: int
    kind: CardKind | None = None

    def render(self) -> str:
        what = self.kind.render() if self.kind else "card of each type"
        return f"{self.player} cannot play more than {self.n} {what} each turn"

    def check(self, card) -> str | None:
        plural = self.kind.plural if self.kind else False
        return None if plural == (self.n != 1) else "a noun that does not agree with its number"

    def hooks(self):
        def counts(g, you, src, card, other) -> bool:
            return self.kind.matches(g, you, src, other) if self.kind else other.type == card.type

        def cannot_play(g, src, you, seat, card):
            if not binds(self.player, you, seat) or (self.kind and not self.kind.matches(g, you, src, card)):
                return None
            played = [c for c in _played_this_turn(g, seat) if counts(g, you, src, card, c)]
            if len(played) >= self.n:
                what = self.kind.render() if self.kind else f"{card.type} card"
                return f"{seat} cannot play more than {self.n} {what} each turn ({len(played)} played)"
            return None

        return {"cannot_play": cannot_play}


builds("cannot_play_more_of_a_type")(lambda children: CannotPlayMore(children[0], children[1]))


@builds("cannot_use_cards")
@dataclass(frozen=True)
class CannotUseCards(Constant):
    """"Your opponent cannot use creatures to fight", "your opponent cannot use any cards",
    "you cannot use cards" (Omni: too; playing and discarding stay allowed)."""

    player: str
    any: bool
    kind: CardKind
    how: str | None

    @classmethod
    def build(cls, children):
        player, rest = children[0], list(children[1:])
        any_ = bool(rest) and rest[0] == "any"
        if any_:
            rest.pop(0)
        return cls(player, any_, rest[0], rest[1] if len(rest) > 1 else None)

    def render(self) -> str:
        return (f"{self.player} cannot use {'any ' if self.any else ''}{self.kind.render()}"
                + (f" to {self.how}" if self.how else ""))

    def check(self, card) -> str | None:
        return None if self.kind.plural else "“cannot use” a singular noun"

    def hooks(self):
        def cannot_use(g, src, you, seat, card, how):
            if ((self.how is None or how == self.how) and binds(self.player, you, seat)
                    and self.kind.matches(g, you, src, card)):
                return f"{seat} cannot use {self.kind.render()}" + (f" to {self.how}" if self.how else "")
            return None

        return {"cannot_use": cannot_use}


@builds("cannot_be_dealt_damage")
@dataclass(frozen=True)
class CannotBeDealtDamage(Constant):
    """"Each friendly creature cannot be dealt damage": damage to it is prevented before ward and
    armor (Damage)."""

    subject: Target

    def render(self) -> str:
        return f"{self.subject.render()} cannot be dealt damage"

    def check(self, card) -> str | None:
        return self.subject.check(card)

    def hooks(self):
        def cannot_be_dealt_damage(g, src, you, creature, source):
            return self.subject.matches(g, you, src, creature)

        return {"cannot_be_dealt_damage": cannot_be_dealt_damage}


#: "their first key" -> the keys the player has forged before it
_ORDINAL = {"first": 0, "second": 1, "third": 2}


@builds("cannot_forge")
@dataclass(frozen=True)
class CannotForge(Constant):
    """"Players cannot forge keys", "players cannot forge their first key" (the key that would
    be their first: they have forged none)."""

    player: str
    what: str  # "keys" | "their first key" | ...

    def render(self) -> str:
        return f"{self.player} cannot forge {self.what}"

    def hooks(self):
        before = _ORDINAL.get(self.what.split()[1]) if self.what != "keys" else None

        def cannot_forge(g, src, you, seat):
            if not binds(self.player, you, seat):
                return None
            if before is not None and g.player(seat).keys != before:
                return None
            return f"{self.player} cannot forge {self.what}"

        return {"cannot_forge": cannot_forge}


@builds("cannot_be_stolen")
@dataclass(frozen=True)
class CannotBeStolen(Constant):
    """"Your {A} cannot be stolen" (Steal: nothing is taken)."""

    def render(self) -> str:
        return "your {A} cannot be stolen"

    def hooks(self):
        return {"aember_cannot_be_stolen": lambda g, src, you, seat: seat == you}


@builds("skips_step")
@dataclass(frozen=True)
class SkipsStep(Constant):
    """"Your opponent skips the “forge a key” step" (with a duration: "on their next turn"):
    no key is forged in that step, whatever Æmber they have."""

    player: str
    verb: str  # skips | skip

    def render(self) -> str:
        return f'{self.player} {self.verb} the "forge a key" step'

    def hooks(self):
        def skips_step(g, src, you, seat, step):
            return step == "forge" and binds(self.player, you, seat)

        return {"skips_step": skips_step}


@builds("cannot_ready")
@dataclass(frozen=True)
class CannotReady(Constant):
    """"This creature cannot ready": neither in its controller's "ready cards" step nor by a card
    ability."""

    subject: Target

    def render(self) -> str:
        return f"{self.subject.render()} cannot ready"

    def check(self, card) -> str | None:
        return self.subject.check(card)

    def hooks(self):
        def cannot_ready(g, src, you, card, in_ready_step):
            return f"{card.name} cannot ready" if self.subject.matches(g, you, src, card) else None

        return {"cannot_ready": cannot_ready}


@builds("cannot_ready_in_step")
@dataclass(frozen=True)
class CannotReadyInStep(Constant):
    """"Your opponent cannot ready cards during the “ready cards” step" (of their next turn): the
    cards they control stay exhausted in that step (a card ability may still ready them)."""

    player: str

    def render(self) -> str:
        return f'{self.player} cannot ready cards during the "ready cards" step'

    def hooks(self):
        def cannot_ready(g, src, you, card, in_ready_step):
            if in_ready_step and binds(self.player, you, card.controller):
                return f"{self.player} cannot ready cards during the “ready cards” step"
            return None

        return {"cannot_ready": cannot_ready}
