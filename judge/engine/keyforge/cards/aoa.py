"""Age of Ascension (AoA) card behaviours."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card


@card("Drummernaut")
class Drummernaut(Behaviour):
    """Play/Fight/Reap: Return another friendly Giant creature to your hand. (Erratum, v1.3 on.)"""

    def play(self, g, src, you):
        giants = [c for c in fx.friendly(g, you) if c is not src and "giant" in c.printed.traits]
        target = fx.choose(g, "another friendly Giant creature to return to hand", giants)
        if target is None:
            g.say("there is no other friendly Giant creature", R.RESOLVE_AS_MUCH)
            return
        fx.return_to_hand(g, target, src.title)

    fight = reap = play
