"""Values the rules compute from printed numbers, counters and constant abilities.

Constant Abilities: an ability without a bold precursor is active while its
card is in play (even exhausted); lasting effects apply until they expire.
Every question here asks every active source, so a card's constant ability
is written once and the rules find it.
"""
from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Iterator

from judge.engine.keyforge.abilities import Ability, Vanilla, behaviour_for
from judge.engine.keyforge.cardtype import text_as

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


def behaviour(card: "CardInstance"):
    """The behaviour of a card instance: the copied card's for a copy (copies.py), the text
    printed for the type it was played as when not its printed type (cardtype.py).

    Kept per card instance while it reads as the same printed card played as the same type:
    the modifier checks ask for it for every card in play many times in one action."""
    printed = card.printed
    kept = _BEHAVIOURS.get(card)
    if kept is not None and kept[0] is printed and kept[1] == card.as_type:
        return kept[2]
    b = text_as(behaviour_for(printed), card)
    _BEHAVIOURS[card] = (printed, card.as_type, b)
    return b


_BEHAVIOURS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def blank(g: "Game", card: "CardInstance") -> bool:
    """Is the card's text box considered blank now (Shadow of Dis: traits stay)? Only cards in
    play, and only lasting effects blank text (so asking never needs the abilities it blanks)."""
    return (bool(g.lasting) and card.type == "creature"  # cheap tests first: this is asked constantly
            and any(e.blanks_text(g, e.source, card) for e in lasting(g)) and g.in_play(card))


def lasting(g: "Game") -> list:
    """The lasting effects in force now (Lasting Effects: "during your opponent's next turn"
    applies only in that turn; the others from when they are made until they expire)."""
    return [e for e in g.lasting if e.in_force(g)]


def in_play(g: "Game", card: "CardInstance"):
    """The behaviour a card's abilities come from while it is in play: none when its text box is
    considered blank. (Abilities that change how it enters play apply before that: `behaviour`.)"""
    if blank(g, card):
        return Vanilla(card.printed)
    return behaviour(card)


def sources(g: "Game") -> Iterator[tuple[Ability, "CardInstance"]]:
    """Every active ability: cards in play, what they grant, and lasting effects.

    Linear in the cards in play: only the few abilities that can grant anything are asked
    what they grant to each card (asking every card of every card is cubic on a big board)."""
    cards = g.cards_in_play()
    own = [(in_play(g, c), c) for c in cards]
    yield from own
    hosts, effects = _grantors(g, own)
    if hosts or effects:
        for c in cards:
            for b, _src in _granted(g, c, hosts, effects):
                yield b, c
    for effect in lasting(g):
        yield effect, effect.source


def _can_grant(ability: Ability) -> bool:
    """Does this ability's kind give abilities to other cards at all (override `granted`)?"""
    return type(ability).granted is not Ability.granted


def _grantors(g: "Game", own: list | None = None) -> tuple[list, list]:
    """(behaviour, host) of cards in play and the lasting effects that may grant abilities."""
    if own is None:
        own = [(in_play(g, c), c) for c in g.cards_in_play()]
    hosts = [(b, c) for b, c in own if _can_grant(b)]
    effects = [e for e in lasting(g) if _can_grant(e)]
    return hosts, effects


def _granted(g: "Game", card: "CardInstance", hosts: list, effects: list) -> list[tuple[Ability, "CardInstance"]]:
    out = []
    for b, host in hosts:
        for given in b.granted(g, host, card):
            out.append((given, host))
    for effect in effects:
        for given in effect.granted(g, effect.source, card):
            out.append((given, effect.source))
    return out


def granted_to(g: "Game", card: "CardInstance") -> list[tuple[Ability, "CardInstance"]]:
    """Abilities other sources give this card (an upgrade's "This creature gains ...")."""
    return _granted(g, card, *_grantors(g))


def abilities_of(g: "Game", card: "CardInstance") -> list:
    """The card's own behaviour followed by every ability granted to it."""
    return [in_play(g, card)] + [b for b, _ in granted_to(g, card)]


def bold_abilities(g: "Game", card: "CardInstance", kind: str) -> list[tuple[tuple, Ability]]:
    """The card's bold-precursor abilities of one kind ("reap", ...), each with a key naming
    where it comes from (the card itself, or which upgrade or lasting effect grants it), so
    one asked again later can tell which abilities are new."""
    out: list[tuple[tuple, Ability]] = []
    own = in_play(g, card)
    if own.has(kind):
        out.append((("own",), own))
    hosts, effects = _grantors(g)
    for b, host in hosts:
        for i, given in enumerate(b.granted(g, host, card)):
            if given.has(kind):
                out.append((("card", host.uid, i), given))
    for effect in effects:
        for i, given in enumerate(effect.granted(g, effect.source, card)):
            if given.has(kind):
                out.append((("lasting", id(effect), i), given))
    return out


def power(g: "Game", creature: "CardInstance") -> int:
    """Current power: printed power, +1 power counters, constant abilities (never below 0)."""
    active = list(sources(g))
    for b, src in active:
        fixed = b.considered_power(g, src, creature)
        if fixed is not None:
            return fixed
    base = creature.printed.power
    if creature.printed.type != "creature":  # considered a creature (cardtype.py)
        base = next((p for b, src in active if (p := b.base_power(g, src, creature)) is not None), base)
    total = base + creature.power_counters
    for b, src in active:
        total += b.power(g, src, creature)
    return max(0, total)


def armor(g: "Game", creature: "CardInstance") -> int:
    active = list(sources(g))
    for b, src in active:
        fixed = b.considered_armor(g, src, creature)
        if fixed is not None:
            return fixed
    total = creature.printed.armor
    for b, src in active:
        total += b.armor(g, src, creature)
    return max(0, total)


def keyword(g: "Game", creature: "CardInstance", name: str) -> int:
    """The value of a keyword on a creature (0 when it does not have it, or has lost it); gained
    X values add."""
    value = 0 if blank(g, creature) else (creature.printed.keyword(name) or 0)
    for b, src in sources(g):
        if name in b.loses_keywords(g, src, creature):
            return 0
        value += b.keywords(g, src, creature).get(name, 0)
    return value


def considered_flank(g: "Game", creature: "CardInstance") -> bool:
    return any(b.considered_flank(g, src, creature) for b, src in sources(g))


def key_cost(g: "Game", seat: str) -> int:
    """Cost, At Current Cost: six Æmber, modified by card abilities (never below 0)."""
    return max(0, 6 + sum(b.key_cost_modifier(g, src, seat) for b, src in sources(g)))


def additional_damage(g: "Game", creature: "CardInstance") -> list[tuple[int, "CardInstance"]]:
    """(extra damage, source) for each effect that adds damage when `creature` takes damage."""
    out = []
    for b, src in sources(g):
        extra = b.additional_damage(g, src, creature)
        if extra:
            out.append((extra, src))
    return out


def cite(ability: Ability, src: "CardInstance") -> str:
    """What a trace cites for an ability: the card (as it read when a lasting effect was made)."""
    return getattr(ability, "rule", None) or src.title


def first(g: "Game", hook: str, *args):
    """The first non-empty answer of a hook across active sources, with its source."""
    for b, src in sources(g):
        value = getattr(b, hook)(g, src, *args)
        if value:
            return value, b, src
    return None


def expire(g: "Game", ending: list) -> None:
    """Lasting Effects: these effects end. Power they gave is gone at once, so a creature left
    with as much damage as power is destroyed (Damage)."""
    if not ending:
        return
    g.lasting = [e for e in g.lasting if not any(e is x for x in ending)]
    from judge.engine.keyforge.destroy import settle

    settle(g)
