"""Hand-written cards of the Worlds Collide sweep that deal damage to creatures the reader's
selectors cannot name (a house shared with neighbors, "already damaged", "a different
creature", "for each house"), over the effect vocabulary (fx.deal, one Hit per creature: damage
one ability deals to several creatures at once is dealt simultaneously)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.cards.hand.sweep_wc_common import shares_house_with


@card("Guji Dinosaur Hunter")
class GujiDinosaurHunter(Behaviour):
    """Elusive. Action: Deal 2D to a creature. Deal 6D instead if it is a Dinosaur creature or has
    A on it. (Replacement Effects: the creature is chosen, then the condition decides which
    amount is dealt to it.)"""

    def action(self, g, src, you):
        target = fx.choose(g, "a creature to deal damage to", g.creatures(), none="no creature to deal damage to")
        if target is None:
            return
        dino = modifiers.has_trait(g, target, "dinosaur")
        n = 6 if dino or target.amber else 2
        if n == 6:
            g.say(f"{target.name} {'is a Dinosaur' if dino else 'has Æmber on it'}: 6 damage instead of 2", R.REPLACEMENT)
        fx.deal(g, [fx.Hit(target, n, src)], src.title)


@card("Festering Touch")
class FesteringTouch(Behaviour):
    """Play: Choose up to 2 creatures. Deal 1D to each chosen creature. If that creature was
    already damaged, deal 3D instead. (Each creature's amount is decided by the damage it had as
    the ability resolves; the damage is dealt to both at once.)"""

    def play(self, g, src, you):
        chosen = fx.choose_up_to(g, "a creature to deal damage to", g.creatures(), 2)
        hits = []
        for c in chosen:
            if c.damage:
                g.say(f"{c.name} is already damaged: 3 damage instead of 1", R.REPLACEMENT)
            hits.append(fx.Hit(c, 3 if c.damage else 1, src))
        if hits:
            fx.deal(g, hits, src.title)


@card("Twin Bolt Emission")
class TwinBoltEmission(Behaviour):
    """Play: Deal 2D to a creature and deal 2D to a different creature. (The two creatures are
    chosen in order, the second not the first; the damage dealt as damage.deal_chosen says: under
    the 2021 rulebook to both at once, its Mighty Lance example.)"""

    def play(self, g, src, you):
        chosen: list = []

        def pick(what: str, none: str):
            def chosen_now() -> list:
                if chosen and chosen[0] is None:
                    return []  # no first creature: nothing is dealt
                c = fx.choose(g, what, [c for c in g.creatures() if all(c is not x for x in chosen)], none=none)
                chosen.append(c)
                return [] if c is None else [fx.Hit(c, 2, src)]
            return chosen_now

        fx.deal_chosen(g, [pick("a creature to deal 2 damage to", "no creature to deal damage to"),
                           pick("a different creature to deal 2 damage to",
                                "no different creature to deal damage to")], src.title)


@card("Groupthink Tank")
class GroupthinkTank(Behaviour):
    """Action: Deal 4D to each creature that shares a house with at least 1 of its neighbors.
    (Which creatures qualify is decided once, as the ability resolves.)"""

    def action(self, g, src, you):
        hits = [fx.Hit(c, 4, src) for c in g.creatures() if shares_house_with(g, c) >= 1]
        if not hits:
            g.say("no creature shares a house with a neighbor", R.RESOLVE_AS_MUCH)
            return
        fx.deal(g, hits, src.title)


@card("Mini Groupthink Tank")
class MiniGroupthinkTank(Behaviour):
    """Play/Fight/Reap: Deal 8D to a creature that shares a house with 2 of its neighbors."""

    def _deal(self, g, src, you):
        options = [c for c in g.creatures() if shares_house_with(g, c) >= 2]
        target = fx.choose(g, "a creature that shares a house with both its neighbors", options,
                           none="no creature shares a house with 2 of its neighbors")
        if target is not None:
            fx.deal(g, [fx.Hit(target, 8, src)], src.title)

    play = fight = reap = _deal


@card("Red Alert")
class RedAlert(Behaviour):
    """Play: If there are more enemy creatures than friendly creatures, deal damage to each enemy
    creature equal to the difference."""

    def play(self, g, src, you):
        theirs, mine = fx.enemy(g, you), fx.friendly(g, you)
        diff = len(theirs) - len(mine)
        if diff <= 0:
            g.say(f"{len(theirs)} enemy creatures, {len(mine)} friendly: not more enemy creatures, "
                  "no damage", src.title)
            return
        g.say(f"{len(theirs)} enemy creatures, {len(mine)} friendly: {diff} damage to each enemy creature", src.title)
        fx.deal(g, [fx.Hit(c, diff, src) for c in theirs], src.title)


@card("No Safety in Numbers")
class NoSafetyInNumbers(Behaviour):
    """Play: Deal 3D to each creature that belongs to a house that has 3 or more creatures in play.
    (Creatures of both players count toward their house.)"""

    def play(self, g, src, you):
        count: dict[str, int] = {}
        for c in g.creatures():  # a creature of several houses counts toward each
            for h in modifiers.houses(g, c):
                count[h] = count.get(h, 0) + 1
        houses = sorted(h for h, n in count.items() if n >= 3)
        if not houses:
            g.say("no house has 3 or more creatures in play", R.RESOLVE_AS_MUCH)
            return
        g.say(f"houses with 3 or more creatures in play: {', '.join(houses)}", src.title)
        fx.deal(g, [fx.Hit(c, 3, src) for c in g.creatures() if not modifiers.houses(g, c).isdisjoint(houses)], src.title)


@card("Gleeful Mayhem")
class GleefulMayhem(Behaviour):
    """Play: For each house, deal 5D to a creature of that house. (One creature of each house that
    has a creature in play, chosen in the order of the houses' names; the damage dealt as
    damage.deal_chosen says: under the 2021 rulebook all at once.)"""

    def play(self, g, src, you):
        def pick(house: str):
            def chosen() -> list:
                options = [c for c in g.creatures() if modifiers.belongs_to(g, c, house)]
                target = fx.choose(g, f"a {house} creature to deal 5 damage to", options)
                return [] if target is None else [fx.Hit(target, 5, src)]
            return chosen

        fx.deal_chosen(g, [pick(house) for house in fx.game_houses()], src.title)


@card("Berserker Slam")
class BerserkerSlam(Behaviour):
    """Play: Deal 4D to a flank creature. If this damage destroys that creature, its controller
    loses 1A. (Its controller: the player who controlled it when it was destroyed.)"""

    def play(self, g, src, you):
        target = fx.choose(g, "a flank creature to deal 4 damage to", [c for c in g.creatures() if g.on_flank(c)],
                           none="no flank creature")
        if target is None:
            return
        controller = target.controller
        if target in fx.deal(g, [fx.Hit(target, 4, src)], src.title):
            fx.lose(g, controller, 1, src.title)
