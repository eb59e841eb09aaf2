"""Activation conditions and the events they name ("Creatures, Abilities, and
Battles", "Chains", "Activate when...").

The first sentence of an ability may be its activation condition:
"Activate in response to X" (the ability answers the newest chain link, which
must be X) or "Activate when X" (after X happened; never a chain link). An
ability without one is used only in its controller's own action phase.
"""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keeper.state import Card, Event


def _whose(whose: str, actor: str | None, player: str) -> bool:
    if whose == "opponent":
        return actor is not None and actor != player
    if whose == "you":
        return actor == player
    return True


def _is(card: Card | None, noun: str, zone: str | None = None) -> bool:
    """Is the card a `noun` (card | creature | spell | trap: a spell set in a Trap Zone)?"""
    if card is None:
        return False
    if noun == "creature":
        return card.kind == "creature"
    if noun == "spell":
        return card.kind == "spell"
    if noun == "trap":
        return card.kind == "spell" and zone == "traps"
    return True


def is_kind(done: str, zone: str | None, kind: str) -> bool:
    """Is an action (`done`: summon | attack | ability | spell, from `zone`) of this kind: "an
    ability" (a creature's or a spell's), "a spell", "a trap" (a spell activated from a Trap Zone:
    "Traps function the same way as spells"), "a summon", "an attack", or (`link`) any of these
    that can be negated? "a creature's ability" is only a creature's (a spell is a card with a single
    ability too: "Casting Spells and Setting Traps")."""
    if kind == "creature ability":
        return done == "ability"
    if kind == "trap":
        return done == "spell" and zone == "traps"
    if kind == "link":  # whatever can be negated: an attack, an ability or a spell
        return done in ("attack", "ability", "spell")
    return done in (("ability", "spell") if kind == "ability" else (kind,))


@dataclass(frozen=True)
class ActionEvent:
    """"an opponent's summon", "an attack targeting you", "your ability", "a spell":
    the actions that make chain links ("Chains": a summon, an attack, an ability or
    spell activated)."""

    kind: str  # summon | attack | ability | creature ability | spell | trap (a spell activated from a Trap Zone)
    whose: str = "any"  # any | opponent | you
    targeting: str | None = None  # you | this | yours (one of your creatures)
    chains = True  # a chain link: "Activate in response to" can answer it

    def matches(self, ev: Event, me: Card | None, player: str) -> bool:
        if not is_kind(ev.kind, ev.zone, self.kind) or not _whose(self.whose, ev.by, player):
            return False
        if self.targeting == "you":
            return player in ev.targets
        if self.targeting == "this":
            return me is not None and any(t is me for t in ev.targets)
        if self.targeting == "yours":
            return any(not isinstance(t, str) and t.zone == "creatures" and t.controller == player
                       for t in ev.targets)
        return True

    def player(self, ev: Event) -> str | None:
        """The player this event names ("an opponent" of "an attack initiated by an opponent"): who acted."""
        return ev.by


@dataclass(frozen=True)
class CardEvent:
    """"this card is destroyed", "a creature is destroyed", "your creature is sacrificed",
    "an opponent summons a creature"."""

    verb: str  # destroyed | sacrificed | summon
    this: bool = False
    whose: str = "any"
    noun: str = "creature"  # card | creature | spell | trap

    @property
    def chains(self) -> bool:
        return self.verb == "summon"  # a summon is a chain link; a destruction is not

    def matches(self, ev: Event, me: Card | None, player: str) -> bool:
        if ev.kind != self.verb:
            return False
        if self.this:
            return ev.card is me
        if not _is(ev.card, self.noun, ev.zone):
            return False
        owner = ev.by if self.verb == "summon" else ev.zone_owner
        return _whose(self.whose, owner, player)

    def player(self, ev: Event) -> str | None:
        """The player this event names: who summoned, or whose zone the card left."""
        return ev.by if self.verb == "summon" else ev.zone_owner


@dataclass(frozen=True)
class DamageEvent:
    """"you take damage", "an opponent takes damage", "this creature takes damage",
    "a creature takes damage" (paying hitpoints is not damage)."""

    whose: str = "any"
    subject: str = "player"  # player | this | creature
    chains = False

    def matches(self, ev: Event, me: Card | None, player: str) -> bool:
        if ev.kind != "damage":
            return False
        if self.subject == "this":
            return me is not None and any(t is me for t in ev.targets)
        if self.subject == "creature":
            return any(not isinstance(t, str) and _whose(self.whose, t.controller, player) for t in ev.targets)
        return any(isinstance(t, str) and _whose(self.whose, t, player) for t in ev.targets)

    def player(self, ev: Event) -> str | None:
        """The player this event names: the one who took damage (or controls the creature that did)."""
        for t in ev.targets:
            return t if isinstance(t, str) else t.controller
        return None


@dataclass(frozen=True)
class Condition:
    kind: str  # response | when
    event: object
    text: str
    event_text: str = ""  # the X of "Activate when X"

    @property
    def is_response(self) -> bool:
        return self.kind == "response"

    @property
    def when_destroyed(self) -> bool:
        return self.kind == "when" and isinstance(self.event, CardEvent) and self.event.this \
            and self.event.verb == "destroyed"
