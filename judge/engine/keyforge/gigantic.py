"""Gigantic creatures: one creature printed on two cards (2021 glossary, Gigantic).

"In order to play a gigantic creature, a player must have both halves of the creature in hand,
and play those cards together as a single creature." "A gigantic creature counts as 2 cards
while out of play, but as a single creature card while in play. Playing a gigantic creature only
counts as playing 1 card ... After a gigantic creature leaves play, the 2 halves are treated as
separate cards again." "If a card instructing you to play or put into play a creature chooses
one half of a gigantic creature, that effect will fail."

The card data gives both halves one title and number ("(Play only with the other half of
Ultra Gravitron.)"). Out of play each half is a card of its own (`CardInstance.half`: 1 is the
top half, "1 of 2", 2 the bottom half); in play the creature is its bottom half (power, armor
and text box), with the top half joined to it (`CardInstance.joined`) until it leaves play
(`zones.separate_halves`). A fixture names a gigantic creature once, in hand or in play (both
halves); a lone half is named "Ultra Gravitron (1 of 2)" or "(2 of 2)" in any zone out of play,
and zones out of play show a top and a bottom half of one title together as the creature's title.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judge.engine.keyforge import rules as R

if TYPE_CHECKING:  # pragma: no cover
    from judge.cards.data import Card
    from judge.engine.keyforge.state import CardInstance, Game

_HALF = re.compile(r"^(.*?)\s*\(\s*([12])\s+of\s+2\s*\)\s*$", re.I)


def is_gigantic(card: "Card") -> bool:
    """Is this card a half of a gigantic creature ("Play only with the other half of ...")?"""
    return card.gigantic


def parse_name(name: str) -> tuple[str, int | None]:
    """'Ultra Gravitron (1 of 2)' -> ('Ultra Gravitron', 1); other names are left as they are."""
    m = _HALF.match(str(name))
    return (m.group(1), int(m.group(2))) if m else (str(name), None)


def from_setup(inst: "CardInstance", zone: str, half: int | None) -> list["CardInstance"]:
    """The cards a fixture's card entry stands for: a gigantic creature named once is both halves
    (in play: one creature, its top half joined to it); a named half is that half alone.
    ValueError for a half named where only whole creatures can be (in play)."""
    from judge.engine.keyforge.state import CardInstance

    if not is_gigantic(inst.card):
        if half is not None:
            raise ValueError(f"{inst.card.title} is not a gigantic creature: it has no halves")
        return [inst]
    if half is not None:
        if zone in ("battleline", "artifacts", "upgrade"):
            raise ValueError(f"a gigantic creature is in play as one creature: name it without "
                             f"'({half} of 2)'")
        inst.half = half
        return [inst]
    inst.half = 2  # the bonus icons Enhance added are on the top half, with the printed ones
    top = CardInstance(card=inst.card, owner=inst.owner, alias=inst.alias, half=1, enhancements=inst.enhancements)
    inst.enhancements = ()
    if zone in ("battleline", "artifacts", "upgrade"):
        inst.joined = top
        return [inst]
    return [top, inst]


def blocked(g: "Game", card: "CardInstance", source: str) -> str | None:
    """Why this half of a gigantic creature cannot be played from `source` now, or None."""
    if card.half is None:
        return None
    if source != "hand":
        return (f"{card.name} is one half of a gigantic creature: an effect that would play it "
                "fails")
    if _other_half(g, card) is None:
        return (f"both halves of {card.card.title} must be in hand to play it; only {card.name} is")
    return None


def join(g: "Game", card: "CardInstance", you: str) -> "CardInstance":
    """Both halves of a gigantic creature in hand become the one creature that is played (its
    bottom half, the top half joined to it); any other card is itself."""
    if card.half is None:
        return card
    from judge.engine.keyforge.zones import detach

    other = _other_half(g, card)
    top, bottom = (card, other) if card.half == 1 else (other, card)
    detach(g, top)
    bottom.joined = top
    g.say(f"both halves of {bottom.card.title} are played together as a single creature "
          "(it counts as playing 1 card)", R.GIGANTIC)
    return bottom


def as_creatures(g: "Game", cards: list["CardInstance"]) -> list["CardInstance"]:
    """The cards an effect puts into play together, with both halves of a gigantic creature among
    them joined into that creature (its bottom half, the top half joined to it): "If a card
    instructs you to play or put into play both halves of a gigantic creature, the gigantic
    creature will be played or put into play." A half without its other half stays itself, and
    putting it into play fails (`alone`)."""
    from judge.engine.keyforge.zones import detach

    def partner(c: "CardInstance", half: int):
        return next((o for o in cards if o.half == half and o.joined is None and o.card == c.card
                     and o.owner == c.owner), None)

    out = []
    for c in cards:
        if c.half == 1 and partner(c, 2) is not None:
            continue  # joined to its bottom half, below
        if c.half == 2 and c.joined is None:
            top = partner(c, 1)
            if top is not None:
                detach(g, top)
                c.joined = top
                g.say(f"both halves of {c.card.title} are put into play together as a single creature", R.GIGANTIC)
        out.append(c)
    return out


def same_creature(a: "CardInstance", b: "CardInstance") -> bool:
    """Is `a` the creature `b` is, or the one it became as both halves were played together (an
    effect on "that creature" chosen as one half in hand follows the gigantic creature played)?"""
    return a is b or a.joined is b or b.joined is a


def alone(g: "Game", card: "CardInstance") -> bool:
    """An effect that would put one half of a gigantic creature into play fails (True when it
    does, narrated)."""
    if card.half is None or card.joined is not None:
        return False
    g.say(f"{card.name} is one half of a gigantic creature: the effect that would put it into play "
          "fails", R.GIGANTIC)
    return True


def _other_half(g: "Game", card: "CardInstance") -> "CardInstance | None":
    hand = g.player(card.owner).hand
    if card not in hand:
        return None
    return next((c for c in hand if c.half == 3 - card.half and c.card.title == card.card.title), None)


def shown(cards: list["CardInstance"]) -> list[tuple["CardInstance", bool]]:
    """A zone out of play as a fixture names it: (card, whole) pairs, where a top and a bottom
    half of one title show once, as the creature (`whole`), at the place of the first."""
    out: list[tuple["CardInstance", bool]] = []
    paired: set[int] = set()
    for c in cards:
        if id(c) in paired:
            continue
        if c.half is None:
            out.append((c, False))
            continue
        mate = next((o for o in cards if id(o) not in paired and o is not c and o.half == 3 - c.half
                     and o.card.title == c.card.title), None)
        if mate is None:
            out.append((c, False))
        else:
            paired.update((id(c), id(mate)))
            out.append((c, True))
    return out
