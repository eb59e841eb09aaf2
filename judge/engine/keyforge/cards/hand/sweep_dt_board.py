"""Hand-written Dark Tidings cards acting on creatures and cards in play by where they stand or
what house they share (a one-off sentence each), over the effect vocabulary. Each docstring
quotes the printed text."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.cards.hand.sweep_dt_aember import shares_house
from judge.engine.keyforge.damage import Hit, deal
from judge.engine.keyforge.destroy import destroy
from judge.engine.keyforge.state import other


def _destroy_all(g, cards: list, none: str, rule: str) -> None:
    """Destroy these cards all at once, or say `none` when there are none."""
    if not cards:
        g.say(none, R.RESOLVE_AS_MUCH)
        return
    destroy(g, cards, rule=rule)


def _a_creature(g, what: str):
    """The creature the active player chooses for `what`, or None (none in play)."""
    if not g.creatures():
        g.say("there is no creature in play", R.RESOLVE_AS_MUCH)
        return None
    return fx.choose(g, what, g.creatures())


@card("Call of the Void")
class CallOfTheVoid(Behaviour):
    """Play: Exhaust a creature. If it was already exhausted, destroy it instead and its
    controller loses 1A."""

    def play(self, g, src, you):
        creature = _a_creature(g, "a creature to exhaust")
        if creature is None:
            return
        if not creature.exhausted:
            fx.exhaust(g, creature, src.title)
            return
        controller = creature.controller
        g.say(f"{creature.name} was already exhausted: it is destroyed instead", src.title)
        destroy(g, [creature], rule=src.title)
        fx.lose(g, controller, 1, src.title)


@card("Echo Pearl")
class EchoPearl(Behaviour):
    """Omni: Destroy Echo Pearl. Exhaust, stun, and enrage a creature."""

    def omni(self, g, src, you):
        destroy(g, [src], rule=src.title)
        creature = _a_creature(g, "a creature to exhaust, stun and enrage")
        if creature is None:
            return
        fx.exhaust(g, creature, src.title)
        fx.stun(g, creature, src.title)
        fx.enrage(g, creature, src.title)


@card("Wipe Clear")
class WipeClear(Behaviour):
    """Play: Deal 1D to each creature. Destroy each upgrade. (The damage is dealt to all at once;
    then each upgrade still in play is destroyed, all at once.)"""

    def play(self, g, src, you):
        hits = [Hit(c, 1) for c in g.creatures()]
        if hits:
            deal(g, hits, src.title)
        _destroy_all(g, [u for c in g.creatures() for u in c.upgrades], "there is no upgrade in play", src.title)


@card("Early Birds")
class EarlyBirds(Behaviour):
    """Alpha. Play: Ready each Shadows card. (Each Shadows creature and artifact in play, whoever
    controls it: only those can be exhausted.)"""

    def play(self, g, src, you):
        cards = [c for c in g.creatures() + g.artifacts() if modifiers.belongs_to(g, c, "shadows")]
        if not cards:
            g.say("there is no Shadows card in play", R.RESOLVE_AS_MUCH)
        for c in cards:
            fx.ready(g, c, src.title)


@card("Technobabble")
class Technobabble(Behaviour):
    """Play: Stun a creature and each of its neighbors that shares a house with it."""

    def play(self, g, src, you):
        creature = _a_creature(g, "a creature to stun")
        if creature is None:
            return
        near = [n for n in g.neighbors(creature) if shares_house(g, n, creature)]
        for c in [creature] + near:
            fx.stun(g, c, src.title)


@card("Grand Melee")
class GrandMelee(Behaviour):
    """Play: Destroy each creature that does not share a house with at least 1 of its neighbors.
    (All at once; a creature with no neighbor shares a house with none.)"""

    def play(self, g, src, you):
        doomed = [c for c in g.creatures() if not any(shares_house(g, n, c) for n in g.neighbors(c))]
        _destroy_all(g, doomed, "each creature shares a house with a neighbor: none is destroyed", src.title)


@card("Infighting")
class Infighting(Behaviour):
    """Play: Each creature deals damage equal to its power to its right neighbor. (All at once,
    each creature the source of its damage, each amount its power before any is dealt; a right
    flank creature has no right neighbor.)"""

    def play(self, g, src, you):
        hits = []
        for seat in ("player", "opponent"):
            line = g.player(seat).battleline
            for left, right in zip(line, line[1:]):
                hits.append(Hit(right, fx.power(g, left), left))
        hits = [h for h in hits if h.amount > 0]
        if not hits:
            g.say("no creature has a right neighbor to deal damage to", R.RESOLVE_AS_MUCH)
            return
        deal(g, hits, src.title)


@card("Growth Surge")
class GrowthSurge(Behaviour):
    """Play: Give a flank creature three +1 power counters. Give its neighbor two +1 power
    counters. Give the second creature's other neighbor a +1 power counter."""

    def play(self, g, src, you):
        flanks = [c for c in g.creatures() if g.on_flank(c)]
        if not flanks:
            g.say("there is no flank creature", R.RESOLVE_AS_MUCH)
            return
        first = fx.choose(g, "a flank creature to give three +1 power counters", flanks)
        fx.add_power_counters(g, first, 3, src.title)
        second = next(iter(g.neighbors(first)), None)
        if second is None:
            g.say(f"{first.name} has no neighbor", R.RESOLVE_AS_MUCH)
            return
        fx.add_power_counters(g, second, 2, src.title)
        third = next((n for n in g.neighbors(second) if n is not first), None)
        if third is None:
            g.say(f"{second.name} has no other neighbor", R.RESOLVE_AS_MUCH)
            return
        fx.add_power_counters(g, third, 1, src.title)


@card("Groundbreaking Discovery")
class GroundbreakingDiscovery(Behaviour):
    """Play: If you control Dr. Verokter, Rooftop Laboratory, and Reckless Experimentation,
    destroy each card in play, unforge an opponent's key, and purge Groundbreaking Discovery."""

    NEEDED = ("Dr. Verokter", "Rooftop Laboratory", "Reckless Experimentation")

    def play(self, g, src, you):
        yours = {c.title for c in g.cards_in_play() if c.controller == you}
        lacking = [t for t in self.NEEDED if t not in yours]
        if lacking:
            g.say(f"{you} does not control {', '.join(lacking)}: nothing happens", src.title)
            return
        _destroy_all(g, g.cards_in_play(), "there is no card in play", src.title)
        fx.unforge(g, other(you), src.title)
        fx.purge(g, src, src.title)
