"""Hand-written cards of the second Worlds Collide sweep whose "Destroyed:" ability replaces the
destruction only while a condition holds: "Destroyed: If you have any other creatures in play,
instead of destroying Reassembling Automaton, fully heal it, exhaust it, and move it to a flank."
(Replacement Effects: it resolves as the card would be put into the discard pile; when the
condition fails then, the card is destroyed: destroy._replaced asks `replacement_applies`.)"""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.abilities import Behaviour, card


class _Reassembles(Behaviour):
    """Fully heal it, exhaust it, and move it to a flank, instead of destroying it, if its
    controller has any other creatures in play (those destroyed at the same time are still in
    play until they are put into the discard pile together)."""

    replaces_destruction = True

    def replacement_applies(self, g, src, you):
        return any(c is not src for c in g.creatures(you))

    def destroyed(self, g, src, you):
        fx.heal(g, src, None, src.title)
        fx.exhaust(g, src, src.title)
        fx.put_on_flank(g, src, src.title)
        self.reassembled(g, src, you)

    def reassembled(self, g, src, you) -> None:
        """What happens after ("If you do, ...")."""


@card("Reassembling Automaton")
class ReassemblingAutomaton(_Reassembles):
    """Destroyed: If you have any other creatures in play, instead of destroying Reassembling
    Automaton, fully heal it, exhaust it, and move it to a flank."""


@card("Self-Bolstering Automata")
class SelfBolsteringAutomata(_Reassembles):
    """Destroyed: If you have any other creatures in play, instead of destroying Self-Bolstering
    Automata, fully heal it, exhaust it, and move it to a flank. If you do, give it two +1 power
    counters."""

    def reassembled(self, g, src, you):
        fx.add_power_counters(g, src, 2, src.title)
