"""Values the rules compute from printed numbers, counters and constant abilities.

Constant Abilities: an ability without a bold precursor is active while its
card is in play (even exhausted); lasting effects apply until they expire.
Every question here asks every active source, so a card's constant ability
is written once and the rules find it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from judge.engine.keyforge.abilities import Ability, behaviour_for

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


def behaviour(card: "CardInstance"):
    """The behaviour of a card instance (the copied card's, for a Mimicry copy)."""
    return behaviour_for(card.printed)


def sources(g: "Game") -> Iterator[tuple[Ability, "CardInstance"]]:
    """Every active ability: cards in play, what they grant, and lasting effects."""
    for c in g.cards_in_play():
        b = behaviour(c)
        yield b, c
    for c in g.cards_in_play():
        for b, src in granted_to(g, c):
            yield b, c
    for effect in list(g.lasting):
        yield effect, effect.source


def granted_to(g: "Game", card: "CardInstance") -> list[tuple[Ability, "CardInstance"]]:
    """Abilities other sources give this card (an upgrade's "This creature gains ...")."""
    out = []
    for host in g.cards_in_play():
        for b in [behaviour(host)]:
            for given in b.granted(g, host, card):
                out.append((given, host))
    for effect in g.lasting:
        for given in effect.granted(g, effect.source, card):
            out.append((given, effect.source))
    return out


def abilities_of(g: "Game", card: "CardInstance") -> list:
    """The card's own behaviour followed by every ability granted to it."""
    return [behaviour(card)] + [b for b, _ in granted_to(g, card)]


def power(g: "Game", creature: "CardInstance") -> int:
    """Current power: printed power, +1 power counters, constant abilities (never below 0)."""
    total = creature.printed.power + creature.power_counters
    for b, src in sources(g):
        total += b.power(g, src, creature)
    return max(0, total)


def armor(g: "Game", creature: "CardInstance") -> int:
    total = creature.printed.armor
    for b, src in sources(g):
        total += b.armor(g, src, creature)
    return max(0, total)


def keyword(g: "Game", creature: "CardInstance", name: str) -> int:
    """The value of a keyword on a creature (0 when it does not have it); gained X values add."""
    value = creature.printed.keyword(name) or 0
    for b, src in sources(g):
        value += b.keywords(g, src, creature).get(name, 0)
    return value


def considered_flank(g: "Game", creature: "CardInstance") -> bool:
    return any(b.considered_flank(g, src, creature) for b, src in sources(g))


def key_cost(g: "Game", seat: str) -> int:
    """Cost, At Current Cost: six Æmber, modified by card abilities."""
    return 6


def first(g: "Game", hook: str, *args):
    """The first non-empty answer of a hook across active sources, with its source."""
    for b, src in sources(g):
        value = getattr(b, hook)(g, src, *args)
        if value:
            return value, b, src
    return None
