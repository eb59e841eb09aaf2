"""Dark Tidings (DT) card behaviours, one class per card, in collector order.

Each class implements the card's text as it reads under the fixture's
rulebook (errata applied by judge.cards.data); the docstring quotes it.
"""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
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

    def may_use(self, g, src, seat, card):
        creature = self.user(src)
        return (card is creature and creature is not None and seat == card.controller
                and g.active_house in {n.house for n in g.neighbors(card)})


class _T3r35aUpgrade(T3r35a):
    """This creature may be used as if it belonged to either of its neighbor's houses."""

    played_as: dict = {}

    def user(self, src):
        return src.attached_to


T3r35a.played_as = {"upgrade": _T3r35aUpgrade}
