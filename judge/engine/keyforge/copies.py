"""Copies: a card that is a copy of another card, one mechanism for every "copy" text
(Mimicry: "When you play this card, treat it as a copy of an action card in your opponent's
discard pile."; Mimic Gel: "Mimic Gel enters play as a copy of another creature in play, except
it belongs to house Logos.").

What a copy is (2021 rulebook: Self-Referential Text; FAQ, Mimic Gel and Mimicry):
- It takes the copied card's printed values and text: title, house, type, power, armor,
  Æmber bonus, keywords, traits and abilities (its errata applied). "Mimic Gel enters play as a
  copy of the base card, unmodified by any other effects": the original's tokens (damage, +1
  power, ward, Æmber), status, upgrades and the abilities other cards give it are not copied.
- It keeps its own tokens and status: only what is printed changes.
- Self-referential text of the copied card now refers to the copy (Self-Referential Text).
- When the copy begins is the copying card's own text: "when you play this card" (from the
  start of playing it: the play restrictions, the Rule of Six and the Æmber bonus are the copied
  card's; the house check is on the card as it is in hand) or "enters play as a copy" (as it
  enters play: the copied card's Deploy and "enters play ready" apply to it).
- A card played that will enter play as a copy is played as that copy: what it copies is chosen
  as it is played, and the restrictions on playing a card apply to the copy too (FFG ruling,
  Mimic Gel: it cannot be played as a copy of a creature with alpha unless it is the first card
  played, as Mimicry cannot copy Eureka! then). The copy itself still begins as it enters play.
- It ends when the card leaves play, or, for an action card, when it is put into the discard
  pile after resolving: the card is the card printed on it again.

A card's behaviour says what it copies through two hooks (`Behaviour.as_played` and
`Behaviour.enters_play_as`), each returning a `Copy` or None; this module begins and ends copies.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.cards.data import Card
from judge.engine.keyforge.abilities import Behaviour, behaviour_for

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


@dataclass(frozen=True)
class Copy:
    """What a card is a copy of: the copied card as printed, the card whose ability makes the
    copy (cited in the trace), and a house the copy has instead of the copied one."""

    card: Card
    by: str
    house: str | None = None


def of(original: "CardInstance", by: str, house: str | None = None) -> Copy:
    """A copy of a card where it is now: its base card, unmodified by any other effect (its
    tokens, status, upgrades and gained abilities stay behind). A card that is itself a copy is
    copied as what it copies (its printed values are the copied card's)."""
    return Copy(original.printed, by, house)


def begin(g: "Game", card: "CardInstance", copy: Copy, how: str) -> None:
    """Make `card` a copy (`how`: "is played as" or "enters play as")."""
    card.copy = copy
    exception = f", except it belongs to house {copy.house.capitalize()}" if copy.house else ""
    g.say(f"{card.card.title} {how} a copy of {copy.card.title} ({copy.card.ref}){exception}", copy.by)


def end(card: "CardInstance") -> None:
    """The copy ends (the card left play, an action card finished resolving, or a play was refused)."""
    card.copy = card.entering_as = None


def as_played(g: "Game", card: "CardInstance", you: str) -> bool:
    """"When you play this card, treat it as a copy of ...": the copy begins as it is played."""
    from judge.engine.keyforge.modifiers import behaviour

    copy = behaviour(card).as_played(g, card, you)
    if copy is not None:
        begin(g, card, copy, "is played as")
    return copy is not None


def chosen_as_played(g: "Game", card: "CardInstance", you: str) -> bool:
    """"Enters play as a copy of ...", for a card being played: what it copies is chosen now, as
    it is played (it is played as that copy: `played_as`), and the copy begins as it enters play
    (`entering`)."""
    from judge.engine.keyforge.modifiers import behaviour

    if card.copy is not None:
        return False
    card.entering_as = behaviour(card).enters_play_as(g, card, you)
    return card.entering_as is not None


@contextmanager
def played_as(card: "CardInstance"):
    """Inside: the card is the copy chosen as it is played (`chosen_as_played`), for the
    restrictions on playing it."""
    kept = card.copy
    card.copy = card.entering_as
    try:
        yield
    finally:
        card.copy = kept


def entering(g: "Game", card: "CardInstance", you: str) -> bool:
    """"Enters play as a copy of ...": the copy begins as the card enters play (played or put
    into play), before where and how it enters are settled; for a played card, the copy chosen
    as it was played."""
    from judge.engine.keyforge.modifiers import behaviour

    if card.copy is not None:
        return False
    copy, card.entering_as = card.entering_as, None
    if copy is None:
        copy = behaviour(card).enters_play_as(g, card, you)
    if copy is not None:
        begin(g, card, copy, "enters play as")
    return copy is not None


def text_box(card: Card) -> list[Behaviour]:
    """The text box of a card as another card gains it ("gains the text box of the revealed
    creature"): its abilities and its keywords. Self-referential text in it refers to the card
    that gains it (Self-Referential Text): the abilities are asked with that card as their
    source. MissingBehaviour when the engine cannot run that text."""
    return [behaviour_for(card), _PrintedKeywords(card)]


class _PrintedKeywords(Behaviour):
    """The keywords printed in a text box, for the card that has gained it."""

    def keywords(self, g, src, creature):
        if creature is not src:
            return {}
        names = (k.partition(":")[0] for k in self.card.keywords)
        return {name: self.card.keyword(name) or 0 for name in names}
