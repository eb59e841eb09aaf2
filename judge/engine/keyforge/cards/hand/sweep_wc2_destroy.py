"""Hand-written cards of the second Worlds Collide sweep whose "Destroyed:" ability replaces the
destruction only while a condition holds: "Destroyed: If you have any other creatures in play,
instead of destroying Reassembling Automaton, fully heal it, exhaust it, and move it to a flank."
(Replacement Effects: it resolves as the card would be put into the discard pile; when the
condition fails then, the card is destroyed: destroy._replaced asks `replacement_applies`.)"""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card


class _Reassembles(Behaviour):
    """Fully heal it, exhaust it, and move it to a flank, instead of destroying it, if its
    controller has any other creatures in play (those destroyed at the same time are still in
    play until they are put into the discard pile together)."""

    replaces_destruction = True

    def replacement_applies(self, g, src, you):
        return any(c is not src for c in g.creatures(you))

    def destroyed(self, g, src, you):
        healed = fx.heal(g, src, None, src.title) > 0
        exhausted = fx.exhaust(g, src, src.title)
        moved = fx.put_on_flank(g, src, src.title)
        self.reassembled(g, src, you, healed and exhausted and moved)

    def reassembled(self, g, src, you, done: bool) -> None:
        """What happens after ("If you do, ...": only when all of it was `done`)."""


@card("Reassembling Automaton")
class ReassemblingAutomaton(_Reassembles):
    """Destroyed: If you have any other creatures in play, instead of destroying Reassembling
    Automaton, fully heal it, exhaust it, and move it to a flank."""


@card("Self-Bolstering Automata")
class SelfBolsteringAutomata(_Reassembles):
    """Destroyed: If you have any other creatures in play, instead of destroying Self-Bolstering
    Automata, fully heal it, exhaust it, and move it to a flank. If you do, give it two +1 power
    counters."""

    def reassembled(self, g, src, you, done):
        """"If You Do": the text before it must be resolved successfully and completely: an
        undamaged Automata is not healed ("if no damage is removed from the creature, it is not
        considered to have been healed"), an exhausted one is not exhausted again, and either
        gets no counters (FFG ruling, archived when rulebook v1.6 let a creature be moved where
        it is)."""
        if not done:
            g.say(f"not every part of “fully heal it, exhaust it, and move it to a flank” was done to {src.name}: "
                  "it gets no +1 power counters", R.IF_YOU_DO)
            return
        fx.add_power_counters(g, src, 2, src.title)
