"""Bonus icons (Bonus Icons, Æmber Bonus, Enhance; 2021 glossary).

"After a card with a bonus icon is played, the first thing the active player
does is resolve each bonus icon on that card. These icons are resolved after
the card enters play (if it is an artifact, creature, or upgrade), but before
resolving any “Play:” abilities on that card or any abilities that trigger
“after” that card is played. Bonus icons must be resolved in the order printed
on the card, from top to bottom. Resolving each bonus icon is mandatory."

A card's icons are its printed Æmber bonus, then any other printed icons (the
card data's `bonus_icons`), then the icons Enhance added to the physical card
(a fixture's `enhancements`), in that order. Each resolves one at a time:

* Æmber: gain 1 Æmber.
* Capture: a friendly creature captures 1 Æmber from the opponent.
* Damage: deal 1 damage to a creature in play (any creature, the card's own
  included); it is dealt by the game step, not by the card the icon is on.
* Draw: draw 1 card.

Once the card has been played, all its icons resolve even if it leaves play
(Rad Penny). Card abilities change how icons resolve through the hooks of
`abilities.Ability`: `cannot_resolve_bonus_icons` (Master of the Grey),
`additional_icon_resolutions` (Wild Bounty, Fission Bloom: "resolve each of
its bonus icons an additional time") and `bonus_icon_instead` (Amphora
Captura, Scrivener Favian: "you may choose to resolve it as ... instead");
simultaneous replacements are applied in the order the active player chooses
(Replacement Effects; FAQ, Scrivener Favian and Amphora Captura).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from judge.cards.data import BONUS_ICONS
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.state import other

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game

ICONS = BONUS_ICONS  # amber, capture, damage, draw
NAMES = {"amber": "Æmber", "capture": "capture", "damage": "damage", "draw": "draw"}


@dataclass(frozen=True)
class IconReplacement:
    """What a replacement effect offers when a bonus icon resolves: resolve it as another
    icon (`icon`), or do something else instead (`run`). `text` words the choice."""

    text: str
    icon: str | None = None
    run: Callable[[], None] | None = None


def icons(card: "CardInstance") -> list[str]:
    """The card's bonus icons, top to bottom: its printed Æmber bonus, its other printed icons,
    then the icons Enhance added to it. A gigantic creature's are its top half's (Gigantic: "the
    top half has bonus icons, while the bottom half has power, armor, and the text box"): the
    creature, which is its bottom half with the top half joined, shows its top half's; a bottom
    half alone has only what Enhance added to it."""
    if card.half == 2:
        if card.joined is None:
            return list(card.enhancements)
        card = card.joined
    printed = card.printed
    return ["amber"] * printed.amber + list(printed.bonus_icons) + list(card.enhancements)


def aember_bonus(card: "CardInstance") -> int:
    """A card's Æmber bonus: its Æmber bonus icons, printed and added by Enhance (Bonus Icons;
    the Æmber Bonus entry only says "See Bonus Icons")."""
    return icons(card).count("amber")


def resolve_bonus_icons(g: "Game", card: "CardInstance", you: str) -> None:
    """Resolve each bonus icon of a card `you` played (or resolve "as if you had played it"),
    one at a time, in order; an effect that makes them resolve an additional time (Wild Bounty)
    resolves each icon again right after it, before the next icon (FFG rulings, December 2020). The list is fixed as the card is played: a card that leaves play
    meanwhile still has its remaining icons resolved."""
    found = icons(card)
    again = []  # effects for "the next time you play a card" are spent by this card
    for b, src in list(modifiers.sources(g, "additional_icon_resolutions")):
        n = b.additional_icon_resolutions(g, src, you, card)
        if n:
            again.append((n, modifiers.cite(b, src)))
    if not found:
        return
    blocked = modifiers.first(g, "cannot_resolve_bonus_icons", you, card)
    if blocked:
        g.say(f"{you} cannot resolve the bonus icons on {card.name}: {blocked[0]}",
              modifiers.cite(blocked[1], blocked[2]))
        return
    if not g.ruleset.bonus_icons:  # before bonus icons: the Æmber bonus is gained at once
        from judge.engine.keyforge.effects import gain

        gain(g, you, len(found), R.AEMBER_BONUS)
        return
    if card.enhancements:
        g.say(f"the bonus icons on {card.name}, top to bottom: {', '.join(NAMES[i] for i in found)} "
              f"(added by Enhance: {', '.join(NAMES[i] for i in card.enhancements)})", R.ENHANCE)
    for icon in found:  # an icon's additional times come right after it (FFG rulings, December 2020)
        resolve_icon(g, card, you, icon)
        for n, cited in again:
            for _ in range(n):
                g.say(f"the {NAMES[icon]} icon on {card.name} resolves an additional time", cited)
                resolve_icon(g, card, you, icon)


def resolve_icon(g: "Game", card: "CardInstance", you: str, icon: str) -> None:
    """Resolve one bonus icon, as it resolves after the replacement effects `you` chooses."""
    kind = icon
    applied: set = set()
    while True:
        offers = []
        for b, src in list(modifiers.sources(g, "bonus_icon_instead")):
            key = (type(b), src.uid)
            if key in applied:
                continue
            offer = b.bonus_icon_instead(g, src, you, kind)
            if offer is not None and offer.icon != kind:
                offers.append((key, offer, modifiers.cite(b, src), src))
        if not offers:
            break
        if len(offers) > 1:  # simultaneous replacement effects: the active player orders them
            offers = g.decide.order(f"replacement effects for the {NAMES[kind]} bonus icon on {card.name}",
                                    offers, label=lambda o: o[3].name)
            g.say(f"replacement effects for the {NAMES[kind]} bonus icon on {card.name} apply at once: the "
                  f"active player takes {offers[0][3].name}'s first", R.REPLACEMENT)
        key, offer, cited, _ = offers[0]
        applied.add(key)
        if not g.decide.may(f"{offer.text} ({cited})"):
            continue
        g.say(f"the {NAMES[kind]} bonus icon on {card.name}: {you} chooses to {offer.text}", cited)
        if offer.run is not None:
            offer.run()
            return
        kind = offer.icon
    _EFFECTS[kind](g, card, you)
    from judge.engine.keyforge.triggers import Event, fire

    fire(g, Event("icon_resolved", card, you, {"icon": kind}))  # "after you resolve a draw bonus icon"


def _amber(g: "Game", card: "CardInstance", you: str) -> None:
    from judge.engine.keyforge.effects import gain

    gain(g, you, 1, R.AEMBER_BONUS)


def _capture(g: "Game", card: "CardInstance", you: str) -> None:
    from judge.engine.keyforge.effects import capture, choose

    creature = choose(g, f"friendly creature to capture 1 Æmber (capture bonus icon on {card.name})",
                      g.creatures(you), none=f"the capture bonus icon on {card.name}: {you} has no "
                                             "creature to capture Æmber")
    if creature is not None:
        capture(g, creature, 1, other(you), R.BONUS_ICONS)


def _damage(g: "Game", card: "CardInstance", you: str) -> None:
    """Any creature in play may be dealt the damage (friendly ones too, the card's own
    included); no card is its source (Damage, Source of: "damage bonus icons ... is done by a
    game step")."""
    from judge.engine.keyforge.effects import Hit, choose, deal

    target = choose(g, f"creature to deal 1 damage to (damage bonus icon on {card.name})",
                    g.creatures(), none=f"the damage bonus icon on {card.name}: there is no creature in play")
    if target is not None:
        g.say(f"the damage bonus icon on {card.name}: 1 damage to {target.name} (dealt by the game step, "
              "not by a card)", R.BONUS_ICONS)
        deal(g, [Hit(target, 1)], R.BONUS_ICONS)


def _draw(g: "Game", card: "CardInstance", you: str) -> None:
    from judge.engine.keyforge.effects import draw

    draw(g, you, 1, R.BONUS_ICONS)


_EFFECTS = {"amber": _amber, "capture": _capture, "damage": _damage, "draw": _draw}


def dealt_by_icon(event) -> bool:
    """Was this "damaged" event damage dealt by a damage bonus icon ("dealt damage by a D
    bonus icon", Maleficorn)?"""
    return event.kind == "damaged" and event.data.get("rule") == R.BONUS_ICONS
