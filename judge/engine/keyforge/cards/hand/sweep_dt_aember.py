"""Hand-written Dark Tidings cards about Æmber in pools and on creatures (a one-off sentence
each), over the effect vocabulary. Each docstring quotes the printed text."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.cards.hand.sweep_cota_aember import GhostlyHand
from judge.engine.keyforge.state import other


@card("Doorstep to Heaven", "Doorstep to Heaven (DT 096)")
class DoorstepToHeaven(Behaviour):
    """Play: Each player with 6A or more is reduced to 5A. (Dark Tidings: "Each player with 6A or
    more loses all but 5 of it.") Either way each such player loses what they have above 5."""

    def play(self, g, src, you):
        for seat in (you, other(you)):
            amber = g.player(seat).amber
            if amber >= 6:
                fx.lose(g, seat, amber - 5, src.title)
            else:
                g.say(f"{seat} has {amber} Æmber, fewer than 6: they lose none", src.title)


@card("Hobnobber (DT 187)")
class HobnobberTwin(Behaviour):
    """Omni: If your opponent has exactly 1A, steal it. (Ghostly Hand's "Play:" effect.)"""

    omni = GhostlyHand.play


@card("Monty Bank (DT 219)")
class MontyBank(Behaviour):
    """Play: You may exalt Monty Bank up to 2 times. Action: Steal 1A for each A on Monty Bank.
    (The other printing, DT 188, "Exalt Monty Bank 2 times", is read by the grammar.)"""

    def play(self, g, src, you):
        times = g.decide.number(f"how many times to exalt {src.name} (up to 2)", 0, 2)
        if not times:
            g.say(f"{you} chooses not to exalt {src.name}", R.MAY)
        for _ in range(times):
            fx.exalt(g, src, src.title)

    def action(self, g, src, you):
        fx.steal(g, you, src.amber, src.title)


@card("Colonist Chapman (DT 246)")
class ColonistChapman(Behaviour):
    """Elusive. Play: Capture all A from each player. (Colonist Chapman captures each Æmber in
    its controller's pool and in their opponent's.)"""

    def play(self, g, src, you):
        for seat in (you, other(you)):
            fx.capture(g, src, g.player(seat).amber, seat, src.title)


@card("Taxing Journey")
class TaxingJourney(Behaviour):
    """Play: A friendly creature captures 1A. Each of its neighbors that shares a house with it
    also captures 1A. (From the opponent's pool: Capture.)"""

    def play(self, g, src, you):
        friendly = fx.friendly(g, you)
        if not friendly:
            g.say("there is no friendly creature", R.RESOLVE_AS_MUCH)
            return
        creature = fx.choose(g, "a friendly creature to capture 1 Æmber", friendly)
        fx.capture(g, creature, 1, other(you), src.title)
        for n in g.neighbors(creature):
            if shares_house(g, n, creature):
                fx.capture(g, n, 1, other(you), src.title)


def shares_house(g, a, b) -> bool:
    """Do two cards share a house (Houses: a card belongs to each house an ability gives it too)?"""
    return bool(modifiers.houses(g, a) & modifiers.houses(g, b))
