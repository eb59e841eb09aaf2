"""Hand-written cards of the movement family: Æmber redistributed or captured "distributed
among any number of" creatures (a division the reader does not read)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.state import other


@card("Equalize")
class Equalize(Behaviour):
    """Play: Redistribute the A on friendly creatures among friendly creatures. Then,
    redistribute the A on enemy creatures among enemy creatures."""

    def play(self, g, src, you):
        fx.redistribute_aember(g, fx.friendly(g, you), "friendly creatures", src.title)
        fx.redistribute_aember(g, fx.enemy(g, you), "enemy creatures", src.title)


@card("Bring Low")
class BringLow(Behaviour):
    """Play: Capture all but 5 of your opponent's A, distributed among any number of friendly
    creatures."""

    def play(self, g, src, you):
        n = max(0, g.player(other(you)).amber - 5)
        shares = fx.distribute(g, n, fx.friendly(g, you), "a friendly creature to capture 1 Æmber")
        if n and not shares:
            g.say("there is no friendly creature to capture the Æmber", R.RESOLVE_AS_MUCH)
        for c, k in shares.items():
            fx.capture(g, c, k, other(you), src.title)
