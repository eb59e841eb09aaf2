"""Hand-written cards of the Worlds Collide sweep that give other cards an ability in quotes whose
words the reader cannot read ("move each A on this creature to the common supply", "each
neighbor of the creature this creature fights", "move 1A from Uncharted Lands to your pool").
A gained ability is a Behaviour of the card giving it, resolved by the card that has it
(`src`: "this creature")."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card


class _ToSupplyWhenDestroyed(Behaviour):
    """“Destroyed: Move each A on this creature to the common supply.”"""

    def destroyed(self, g, src, you):
        fx.aember_to_supply(g, src, self.card.title)


@card("Praefectus Ludo")
class PraefectusLudo(Behaviour):
    """Each other friendly creature gains, “Destroyed: Move each A on this creature to the common
    supply.” (The Æmber goes to the supply before the rules would give it to the opponent: the
    “Destroyed:” ability resolves before the creature leaves play.)"""

    def granted(self, g, src, c):
        if c is src or c.type != "creature" or c.controller != src.controller:
            return []
        return [_ToSupplyWhenDestroyed(self.card)]


class _BreatheOnNeighbors(Behaviour):
    """“Before Fight: Deal 2D to each neighbor of the creature this creature fights.”"""

    def before_fight(self, g, src, you):
        fx.deal_to_neighbors_of_fought(g, src, 2, self.card.title)


@card("Fyre-Breath")
class FyreBreath(Behaviour):
    """This creature gets +3 power and gains, “Before Fight: Deal 2D to each neighbor of the
    creature this creature fights.” (The creature deals the damage.)"""

    def power(self, g, src, creature):
        return 3 if src.attached_to is creature else 0

    def granted(self, g, src, c):
        return [_BreatheOnNeighbors(self.card)] if src.attached_to is c else []


class _ReapFromLands(Behaviour):
    """“Reap: Move 1A from Uncharted Lands to your pool.” (the Uncharted Lands giving it)"""

    def __init__(self, card, lands):
        super().__init__(card)
        self.lands = lands

    def reap(self, g, src, you):
        if not g.in_play(self.lands):
            g.say(f"{self.lands.name} is no longer in play", R.RESOLVE_AS_MUCH)
            return
        fx.aember_to_pool(g, self.lands, you, 1, self.card.title)


@card("Uncharted Lands")
class UnchartedLands(Behaviour):
    """Play: Place 6A from the common supply on Uncharted Lands. Each Star Alliance creature gains,
    “Reap: Move 1A from Uncharted Lands to your pool.” (Each Star Alliance creature in play,
    whoever controls it: “your pool” is the pool of the player using it.)"""

    def play(self, g, src, you):
        fx.place_aember(g, src, 6, src.title)

    def granted(self, g, src, c):
        if c.type != "creature" or not modifiers.belongs_to(g, c, "staralliance"):
            return []
        return [_ReapFromLands(self.card, src)]
