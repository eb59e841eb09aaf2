"""Card abilities: the hooks a card's behaviour (or a lasting effect) can fill,
and the registry of card behaviours.

A card's bold-precursor abilities ("Play:", "Reap:", "Fight:", "Action:",
"Omni:", "Destroyed:", "Leaves Play:", "Before Fight:") are methods called
with `(game, source, you)`, where `you` is the player resolving the ability.
Constant abilities and lasting effects answer questions the rules ask
(what is this creature's power? may this card be played?) through the other
hooks. Triggered abilities ("after...", "each time...") answer `on(event)`.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Callable

from judge.cards.data import Card
from judge.engine.base import MissingBehaviour
from judge.text import fold

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game

BOLD = ("play", "reap", "fight", "action", "omni", "destroyed", "leaves_play", "before_fight")


class Ability:
    """Hooks shared by card behaviours and lasting effects; every default does nothing."""

    # -- constant abilities: values ------------------------------------------
    def power(self, g: "Game", src, creature) -> int:
        """Power this ability adds to `creature` (negative to take away)."""
        return 0

    def armor(self, g, src, creature) -> int:
        return 0

    def keywords(self, g, src, creature) -> dict[str, int]:
        """Keywords this ability gives `creature` ({"elusive": 1, "assault": 2})."""
        return {}

    def considered_flank(self, g, src, creature) -> bool:
        return False

    def granted(self, g, src, card) -> list["Behaviour"]:
        """Abilities this gives another card ("This creature gains, ...")."""
        return []

    # -- constant abilities: permissions and restrictions ---------------------
    def must_choose_house(self, g, src, seat) -> str | None:
        return None

    def cannot_choose_houses(self, g, src, seat) -> set[str]:
        return set()

    def may_play(self, g, src, seat, card) -> bool:
        """Permission to play `card` though its house is not the active house."""
        return False

    def may_use(self, g, src, seat, card) -> bool:
        """Permission to use `card` though its house is not the active house."""
        return False

    def cannot_play(self, g, src, seat, card) -> str | None:
        """A reason `card` cannot be played, or None."""
        return None

    def uses_permission(self, g, src, seat, card) -> None:
        """Called when a card is played or used thanks to this ability's permission."""

    # -- constant abilities: damage and fights ---------------------------------
    def redirect_damage(self, g, src, target):
        """The creature that takes damage meant for `target` instead, or None."""
        return None

    def fight_damage_bonus(self, g, src, attacker, defender) -> int:
        return 0

    def deals_no_fight_damage(self, g, src, creature) -> bool:
        return False

    def fight_damage_target(self, g, src, attacker):
        """The creature `attacker` deals its fight damage to instead of the one it fights."""
        return None

    def enters_play_ready(self, g, src, card) -> bool:
        return False

    def leaving_zone_redirect(self, g, src, card, from_zone: str) -> str | None:
        """Where `card` goes instead when it leaves `from_zone` (Sample Collection)."""
        return None

    # -- triggered abilities ---------------------------------------------------
    def on(self, g, src, event) -> Callable[[], None] | None:
        """A resolution to run when `event` happens, or None."""
        return None


class Behaviour(Ability):
    """What one card does. Subclasses are registered with @card("Title")."""

    title = ""

    def __init__(self, card: Card):
        self.card = card

    def as_played(self, g, src, you):
        """The card this one is treated as while played ("treat it as a copy of ..."), or None."""
        return None

    def has(self, name: str) -> bool:
        """Does the card have this bold-precursor ability ("reap", "action", ...)?"""
        return getattr(type(self), name, None) is not getattr(Behaviour, name, None)

    # bold-precursor abilities: overridden by the cards that have them
    def play(self, g, src, you) -> None: ...
    def reap(self, g, src, you) -> None: ...
    def fight(self, g, src, you) -> None: ...
    def action(self, g, src, you) -> None: ...
    def omni(self, g, src, you) -> None: ...
    def destroyed(self, g, src, you) -> None: ...
    def leaves_play(self, g, src, you) -> None: ...
    def before_fight(self, g, src, you) -> None: ...


class Vanilla(Behaviour):
    """A card whose text is only keywords (and reminder text): the rules do the rest."""


class LastingEffect(Ability):
    """An effect that outlasts the ability that made it ("for the remainder of the turn")."""

    until = "end of turn"  # "end of turn" | "leaves play"

    def __init__(self, source: "CardInstance", you: str, rule: str, target=None):
        self.source = source
        self.you = you
        self.rule = rule
        self.target = target  # the card it applies to, if one: it expires when that card leaves play

    def describe(self) -> str:
        return type(self).__name__


_REGISTRY: dict[str, type[Behaviour]] = {}

_KEYWORD = re.compile(
    r"\b(elusive|taunt|skirmish|poison|deploy|alpha|omega|assault\s*\d+|hazardous\s*\d+|"
    r"invulnerable|versatile|treachery|splash-attack\s*\d+)\.",
    re.I,
)


def card(*titles: str):
    """Register a behaviour class for one or more card titles."""

    def register(cls: type[Behaviour]) -> type[Behaviour]:
        cls.title = titles[0]
        for t in titles:
            _REGISTRY[fold(t).strip("“”\"")] = cls
        return cls

    return register


def keywords_only(text: str) -> bool:
    """True when a card's text is nothing but keywords and reminder text."""
    rest = re.sub(r"\([^)]*\)", " ", text)
    rest = _KEYWORD.sub(" ", rest)
    return not re.sub(r"[\s.]+", "", rest)


@lru_cache(maxsize=None)
def _behaviour_class(title: str, text: str) -> type[Behaviour] | None:
    """The class for a card title and text (cached: the rules ask for behaviours constantly)."""
    _load_card_modules()
    cls = _REGISTRY.get(fold(title).strip("“”\""))
    if cls is not None:
        return cls
    return Vanilla if keywords_only(text) else None


def behaviour_for(card: Card) -> Behaviour:
    """The behaviour of a card, or MissingBehaviour naming it."""
    cls = _behaviour_class(card.title, card.text)
    if cls is not None:
        return cls(card)
    raise MissingBehaviour(
        f"{card.title} ({card.ref}) has no behaviour in the engine yet: its text is {card.text!r}"
    )


def has_behaviour(card: Card) -> bool:
    _load_card_modules()
    return fold(card.title).strip("“”\"") in _REGISTRY or keywords_only(card.text)


_loaded = False


def _load_card_modules() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        from judge.engine.keyforge import cards  # noqa: F401  (registers every card)
