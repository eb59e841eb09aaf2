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
