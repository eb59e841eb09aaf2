"""Hand-written: the Tide reference card (DT 000). Its text is the tide rule, which tide.py
implements for the game: "High Tide (The tide is high for you.) Low Tide (The tide is low for
you.) Omni: Raise the tide. Gain 3 chains." The card "never counts as a card in play or under a
player's control" (Tide); its Omni ability is granted to the active player by the rules and used
as `omni: The Tide` (actions.RaiseTide), resolved by tide.use_omni."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
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


@card("Swallow Whole")
class SwallowWhole(Behaviour):
    """(Tide) Play only if the tide is high. Play: Choose 2 creatures. Purge the chosen creature
    with the lowest power and give +1 power counters equal to its power to the other chosen
    creature. (Its power as it is purged; the active player picks among ties, Least Powerful.)"""

    def cannot_play(self, g, src, seat, c):
        if c is src and not tide.is_high(g, seat):
            return f"{src.name} can be played only if the tide is high"
        return None

    def play(self, g, src, you):
        chosen = fx.choose_exactly(g, "2 creatures to choose", g.creatures(), 2)
        if not chosen:
            g.say("there is no creature in play", R.RESOLVE_AS_MUCH)
            return
        lowest = fx.most_powerful(g, chosen, "chosen creature", "least")
        n = fx.power(g, lowest)
        fx.purge(g, lowest, src.title)
        for other_one in (c for c in chosen if c is not lowest):
            fx.add_power_counters(g, other_one, n, src.title)
