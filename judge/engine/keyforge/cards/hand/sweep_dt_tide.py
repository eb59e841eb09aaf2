"""Hand-written: the Tide reference card (DT 000). Its text is the tide rule, which tide.py
implements for the game: "High Tide (The tide is high for you.) Low Tide (The tide is low for
you.) Omni: Raise the tide. Gain 3 chains." The card "never counts as a card in play or under a
player's control" (Tide); its Omni ability is granted to the active player by the rules and used
as `omni: The Tide` (actions.RaiseTide), resolved by tide.use_omni."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import tide
from judge.engine.keyforge.abilities import Behaviour, card


@card("The Tide")
class TheTide(Behaviour):
    """High Tide (The tide is high for you.) / Low Tide (The tide is low for you.) / Omni: Raise
    the tide. Gain 3 chains. (Which side is up is `Game.tide_high_for`; the card is never in play,
    so nothing else asks for it.)"""

    def omni(self, g, src, you):
        tide.use_omni(g, you)


@card("Undagnathus (DT 130)")
class UndagnathusTwin(Behaviour):
    """(Tide) While the tide is low, double all damage dealt to Undagnathus. (The tide as its
    controller sees it; each instance of damage, as armor leaves it, is doubled: damage.py adds
    the other half as additional damage to the same instance.)"""

    def additional_damage(self, g, src, creature, amount):
        if creature is src and src.controller is not None and tide.is_low(g, src.controller):
            return amount
        return 0


@card("Mechabuoy")
class Mechabuoy(Behaviour):
    """(Tide) At the start of each player's turn, if the tide is high for that player, they gain
    1A. (Whoever controls Mechabuoy: "that player" is the one whose turn starts.)"""

    def on(self, g, src, event):
        if event.kind != "start_of_turn":
            return None
        seat = event.seat

        def run():
            if tide.is_high(g, seat):
                fx.gain(g, seat, 1, src.title)
            else:
                g.say(f"the tide is not high for {seat}: Mechabuoy gives nothing", src.title)

        return run
