"""Dark Tidings (DT) card behaviours, one class per card, in collector order.

Each class implements the card's text as it reads under the fixture's
rulebook (errata applied by judge.cards.data); the docstring quotes it. "(Tide)"
marks the tide icon that begins an ability referring to the tide (tide.py). A
class named `Title (DT NNN)` implements that printing (an Evil Twin).
"""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge import tide
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.state import other


# -- Unfathomable ------------------------------------------------------------------------
@card("The Chosen One")
class TheChosenOne(Behaviour):
    """Instead of readying creatures they control during their “ready cards” step, your opponent
    deals 1D to The Chosen One for each exhausted creature they control."""

    def replaces_readying(self, g, src, seat):
        if seat != other(src.controller):
            return None

        def run(exhausted):
            g.say(f"{seat} deals 1 damage to The Chosen One for each of their {len(exhausted)} exhausted "
                  "creatures, all at once", src.title)
            fx.deal(g, [fx.Hit(src, 1) for _ in exhausted], src.title)
        return run


# -- Star Alliance -----------------------------------------------------------------------
@card("Shield-U-Later")
class ShieldULater(Behaviour):
    """Shield-U-Later may be played as an upgrade instead of a creature, with the text: “This
    creature loses all armor and gets –2 power.” (DT 249) or “This creature gets +2 armor.”
    (DT 302): each printing as it reads."""


class _ShieldULaterUpgrade(Behaviour):
    """The upgrade text of the printing: “This creature loses all armor and gets –2 power.” or
    “This creature gets +2 armor.”"""

    def _loses_armor(self) -> bool:
        return "loses all armor" in self.card.text

    def considered_armor(self, g, src, creature):
        return 0 if self._loses_armor() and src.attached_to is creature else None

    def armor(self, g, src, creature):
        return 2 if not self._loses_armor() and src.attached_to is creature else 0

    def power(self, g, src, creature):
        return -2 if self._loses_armor() and src.attached_to is creature else 0


ShieldULater.played_as = {"upgrade": _ShieldULaterUpgrade}


@card("T3R-35A")
class T3r35a(Behaviour):
    """T3R-35A may be used as if it belonged to either of its neighbor's houses. T3R-35A may be
    played as an upgrade instead of a creature, with the text: “This creature may be used as if it
    belonged to either of its neighbor's houses.”"""

    def user(self, src):
        return src

    def may_use(self, g, src, seat, card, how):
        creature = self.user(src)
        return (card is creature and creature is not None and seat == card.controller
                and any(modifiers.belongs_to(g, n, g.active_house) for n in g.neighbors(card)))


class _T3r35aUpgrade(T3r35a):
    """This creature may be used as if it belonged to either of its neighbor's houses."""

    played_as: dict = {}

    def user(self, src):
        return src.attached_to


T3r35a.played_as = {"upgrade": _T3r35aUpgrade}


# -- Logos -------------------------------------------------------------------------------
@card("Hydrocataloguer")
class Hydrocataloguer(Behaviour):
    """(Tide) After a player raises the tide, they archive the top card of their deck."""

    def on(self, g, src, event):
        if event.kind != "tide_raised":
            return None
        seat = event.seat

        def run():
            deck = g.player(seat).deck
            if not deck:
                g.say(f"{seat}'s deck is empty: nothing is archived", R.RESOLVE_AS_MUCH)
                return
            fx.archive(g, deck[0], seat, src.title)
        return run


# -- Sanctum -----------------------------------------------------------------------------
@card("Lightsmith Clariel (DT 067)")
class LightsmithClarielEvilTwin(Behaviour):
    """(Evil Twin, DT 067) Action: Switch a creature's power and armor for the remainder of the turn."""

    def action(self, g, src, you):
        target = fx.choose(g, "creature whose power and armor are switched", g.creatures(),
                           none="there is no creature in play: nothing is switched")
        if target is not None:
            fx.switch_power_and_armor(g, target, you, src.title)


@card("Lightsmith Clariel")
class LightsmithClariel(Behaviour):
    """(DT 080) Before Fight: You may switch Lightsmith Clariel's power and armor for the remainder
    of the turn."""

    def before_fight(self, g, src, you):
        if g.decide.may("switch Lightsmith Clariel's power and armor for the remainder of the turn"):
            fx.switch_power_and_armor(g, src, you, src.title)


@card("Lærie of the Lake")
class LaerieOfTheLake(Behaviour):
    """(DT 115; Tide) While the tide is high, each friendly creature gets +2 armor."""

    def armor(self, g, src, creature):
        return 2 if creature.controller == src.controller and tide.is_high(g, src.controller) else 0


@card("Marshal Ewer")
class MarshalEwer(Behaviour):
    """(Tide) Play/Fight: Raise the tide."""

    def play(self, g, src, you):
        tide.raise_tide(g, you, src.title)

    def fight(self, g, src, you):
        tide.raise_tide(g, you, src.title)


# -- Saurian -----------------------------------------------------------------------------
@card("Venator Altum")
class VenatorAltum(Behaviour):
    """(Tide) After Venator Altum is dealt damage, if the tide is low, exalt Venator Altum."""

    def on(self, g, src, event):
        if event.kind != "damaged" or event.card is not src:
            return None

        def run():
            if tide.is_low(g, src.controller):
                fx.exalt(g, src, src.title)
            else:
                g.say(f"the tide is {tide.tide(g, src.controller)} for {src.controller}, not low: "
                      "Venator Altum is not exalted", src.title)
        return run


# -- Untamed -----------------------------------------------------------------------------
@card("Cross Porpoises")
class CrossPorpoises(Behaviour):
    """(Tide) Play: Raise the tide. Enrage 2 enemy creatures."""

    def play(self, g, src, you):
        tide.raise_tide(g, you, src.title)
        for c in fx.choose_exactly(g, "enemy creature to enrage", fx.enemy(g, you), 2):
            fx.enrage(g, c, src.title)
