"""Card types that differ from the printed type (Card Types, Upgrades, Creatures), one
mechanism for every card that is played as, or becomes, another type:

- A card is played as its printed type, unless its own text lets it be played as another:
  "Explo-rover may be played as an upgrade instead of a creature, with the text: “This creature
  gains skirmish.”" The player chooses as it is played, whoever plays it: an ability that lets
  you play "a creature" restricts which card you may choose, not what it is played as (FAQ,
  Explo-rover and Exhume). An upgrade that cannot attach to a card in play cannot enter play, so
  with no creature in play only the printed type is left. Played as another type, the card has
  the text printed for that type instead of its own.
- The battleline holds creatures and upgrades are attached to creatures: a card that is put in
  the battleline while its printed type is another ("Put Auto-Legionary on a flank of your
  battleline. While in the battleline, it is considered a creature ..."; Mimic Gel entering play
  as a copy of it) is considered a creature as long as it stays there, and one attached to a
  creature is considered an upgrade. When it leaves play it is its printed type again
  (`CardInstance.reset_status`).

A behaviour offers other types through `Behaviour.played_as` ({"upgrade": <the text as an
upgrade>}); the values an ability gives a card that is considered a creature (Auto-Legionary's
5 power) come from `Ability.base_power`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.keyforge import rules as R

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.abilities import Behaviour
    from judge.engine.keyforge.state import CardInstance, Game


def play_types(g: "Game", card: "CardInstance") -> list[str]:
    """The types `card` may be played as now: its printed type first, then those its own text
    offers (an upgrade only when there is a creature to attach it to)."""
    from judge.engine.keyforge.abilities import behaviour_for

    kinds = [card.printed.type]
    for kind in behaviour_for(card.printed).played_as:
        if kind != "upgrade" or g.creatures():
            kinds.append(kind)
    return kinds


def choose_play_type(g: "Game", card: "CardInstance", kinds: list[str]) -> str:
    """The type the card is played as, of the `kinds` it may be played as now (play.ways_to_play):
    a decision when there are several."""
    kind = kinds[0] if len(kinds) == 1 else g.decide.option(f"play {card.name} as", kinds)
    if kind != card.printed.type:
        consider(g, card, kind, card.printed.title, f"{card.name} is played as an {kind} instead of a "
                 f"{card.printed.type}")
    return kind


def consider(g: "Game", card: "CardInstance", kind: str, rule: str, text: str | None = None) -> None:
    """`card` is considered a `kind` from now until it leaves play (nothing when that is its
    printed type)."""
    if card.printed.type == kind or card.as_type == kind:
        return
    card.as_type = kind
    g.say(text or f"{card.name} is considered {'an' if kind[0] in 'aeiou' else 'a'} {kind}", rule)


def in_battleline(g: "Game", card: "CardInstance") -> None:
    """A card put in the battleline is a creature while it stays there (Creatures: the
    battleline is the row of creatures)."""
    consider(g, card, "creature", R.CREATURES,
             f"{card.name} is in the battleline: it is considered a creature while it is there")


def out_of_battleline(g: "Game", card: "CardInstance", rule: str) -> bool:
    """An artifact that is no longer considered a creature leaves the battleline for its
    controller's play area ("it leaves the battleline when it's no longer a creature":
    Animator); it stays in play. False when it is not an artifact in a battleline."""
    seat = card.controller
    if card.printed.type != "artifact" or seat is None or card not in g.player(seat).battleline:
        return False
    from judge.engine.keyforge.zones import discard_upgrades

    g.player(seat).battleline.remove(card)
    g.player(seat).artifacts.append(card)
    card.as_type = None
    g.say(f"{card.name} is no longer a creature: it leaves the battleline and is an artifact again", rule)
    discard_upgrades(g, card, R.UPGRADES)  # "... or become a non-creature, the upgrade is discarded"
    return True


def text_as(behaviour: "Behaviour", card: "CardInstance") -> "Behaviour":
    """The text a card has as the type it is now: the text printed for that type when it was
    played as another ("with the text: ..."), else its own."""
    if card.as_type and card.as_type != card.printed.type:
        other = type(behaviour).played_as.get(card.as_type)
        if other is not None:
            return other(card.printed)
    return behaviour
