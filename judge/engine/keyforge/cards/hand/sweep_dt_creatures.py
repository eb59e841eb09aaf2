"""Hand-written Dark Tidings creatures whose abilities the grammar does not read (a one-off
sentence each), over the effect vocabulary. Each docstring quotes the printed text."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.destroy import destroy
from judge.engine.keyforge.state import other
from judge.engine.keyforge.cards.hand.sweep_wc2_saurian import HouseForTheTurn


class _5C077(Behaviour):
    """"You may give 5C077 a +1 power counter or remove a +1 power counter from 5C077." (Both
    printings end their “Reap:” ability so.)"""

    @staticmethod
    def _same_power(g, src, options):
        power = fx.power(g, src)
        return [c for c in options if c is not src and fx.power(g, c) == power]

    @staticmethod
    def _counter(g, src, you):
        if not g.in_play(src):
            g.say(f"{src.name} is not in play: no counter is given or removed", R.RESOLVE_AS_MUCH)
            return
        if not g.decide.may(f"give {src.name} a +1 power counter or remove one from it"):
            g.say(f"{you} chooses to do neither", R.MAY)
            return
        ways = ["give"] + (["remove"] if src.power_counters else [])
        way = ways[0] if len(ways) == 1 else g.decide.option(f"give or remove a +1 power counter ({src.name})", ways)
        if way == "give":
            fx.add_power_counters(g, src, 1, src.title)
        else:
            src.power_counters -= 1
            g.say(f"a +1 power counter is removed from {src.name}", src.title)


@card("5C077 (DT 243)")
class FiveC077Destroys(_5C077):
    """Reap: Destroy another creature with the same power as 5C077. You may give 5C077 a +1
    power counter or remove a +1 power counter from 5C077."""

    def reap(self, g, src, you):
        target = fx.choose(g, f"another creature with the same power as {src.name} to destroy",
                           self._same_power(g, src, g.creatures()),
                           none=f"there is no other creature with {src.name}'s power")
        if target is not None:
            destroy(g, [target], rule=src.title)
        self._counter(g, src, you)


@card("5C077 (DT 256)")
class FiveC077Uses(_5C077):
    """Reap: Ready and use another friendly creature with the same power as 5C077. You may give
    5C077 a +1 power counter or remove a +1 power counter from 5C077."""

    def reap(self, g, src, you):
        target = fx.choose(g, f"another friendly creature with the same power as {src.name} to ready and use",
                           self._same_power(g, src, fx.friendly(g, you)),
                           none=f"there is no other friendly creature with {src.name}'s power")
        if target is not None:
            fx.ready(g, target, src.title)
            fx.use_any(g, target, you, via=src)
        self._counter(g, src, you)


@card("Hastatus Raptor")
class HastatusRaptor(Behaviour):
    """Before Fight: You may exalt Hastatus Raptor. If you do, deal 1D to the creature Hastatus
    Raptor fights for each A on friendly Hastatus Raptors. (Counted once the exalt is done:
    the Æmber on each friendly creature of that name, this one included.)"""

    def before_fight(self, g, src, you):
        if not fx.may_exalt(g, src, you, src.title):
            return
        if g.fight is None or not g.in_play(g.fight[1]):
            g.say("the creature it fights is not in play", R.RESOLVE_AS_MUCH)
            return
        n = sum(c.amber for c in fx.friendly(g, you) if c.title == src.title)
        fx.damage(g, g.fight[1], n, src, src.title)


@card("Badgemagus")
class Badgemagus(Behaviour):
    """Deploy. Fight: Ready and fight with each of Badgemagus's neighbors, one at a time. (Its
    neighbors as the ability begins, in the order the active player chooses; each is readied
    then fights, before the next.)"""

    def fight(self, g, src, you):
        rest = list(g.neighbors(src)) if g.in_play(src) else []
        if not rest:
            g.say(f"{src.name} has no neighbor", R.RESOLVE_AS_MUCH)
        while rest:
            n = rest[0] if len(rest) == 1 else fx.choose(g, "the next neighbor to ready and fight with", rest)
            rest.remove(n)
            if not g.in_play(n):
                g.say(f"{n.name} is no longer in play", R.RESOLVE_AS_MUCH)
                continue
            fx.ready(g, n, src.title)
            fx.fight_with(g, n, you, via=src)


@card("Te-wheke Kraken")
class TeWhekeKraken(Behaviour):
    """Play: Exhaust 2 friendly Unfathomable creatures. If you do not, destroy Te-wheke Kraken.
    Fight/Reap: Deal 2D to a creature, with 2D splash. (Te-wheke Kraken itself, an Unfathomable
    creature in play as its Play: ability resolves, may be one of the 2, if ready: it enters play
    exhausted. "If you do not": fewer than 2 were exhausted.)"""

    def play(self, g, src, you):
        ready = [c for c in fx.friendly(g, you) if modifiers.belongs_to(g, c, "unfathomable") and not c.exhausted]
        chosen = fx.choose_exactly(g, "2 friendly Unfathomable creatures to exhaust", ready, 2) if len(ready) >= 2 else ready
        done = sum(fx.exhaust(g, c, src.title) for c in chosen)
        if done < 2:
            g.say(f"{you} did not exhaust 2 friendly Unfathomable creatures", src.title)
            destroy(g, [src], rule=src.title)

    def fight(self, g, src, you):
        self._splash(g, src)

    def reap(self, g, src, you):
        self._splash(g, src)

    @staticmethod
    def _splash(g, src):
        from judge.engine.keyforge.damage import Hit, deal

        target = fx.choose(g, "a creature to deal 2 damage to, with 2 splash", g.creatures(),
                           none="there is no creature in play")
        if target is not None:  # Splash: the same damage to its neighbors, all at once
            deal(g, [Hit(target, 2, src)] + [Hit(n, 2, src) for n in g.neighbors(target)], src.title)


@card("Mookling (DT 370)")
class MooklingTwin(Behaviour):
    """After your opponent forges a key, give Mookling a +1 power counter for each A spent to forge
    that key."""

    def on(self, g, src, event):
        if event.kind == "forged" and src.controller and event.seat == other(src.controller):
            spent = event.data.get("spent", 0)
            return lambda: fx.add_power_counters(g, src, spent, src.title) if g.in_play(src) else None
        return None


@card("Mookling (DT 421)")
class Mookling(Behaviour):
    """Your opponent's keys cost +X, where X is Mookling's power."""

    def key_cost_modifier(self, g, src, seat):
        return fx.power(g, src) if src.controller and seat == other(src.controller) else 0


@card("High Priest Torvus")
class HighPriestTorvus(Behaviour):
    """Reap: You may exalt High Priest Torvus. If you do, after you resolve your next action card
    this turn, return it to your hand instead of placing it in your discard pile."""

    def reap(self, g, src, you):
        if fx.may_exalt(g, src, you, src.title):
            fx.add_lasting(g, _NextActionToHand(src, you, src.title),
                           f"the next action card {you} resolves this turn returns to their hand")


class _NextActionToHand(LastingEffect):
    """Spent by the first action card its player resolves this turn (play._after_resolving)."""

    def leaving_zone_redirect(self, g, src, c, from_zone, to_zone):
        if from_zone != "limbo" or to_zone != "discard" or c.type != "action" or g.active != self.you:
            return None
        if self in g.lasting:
            g.lasting.remove(self)
        return "hand"


@card("General Sherman")
class GeneralSherman(Behaviour):
    """General Sherman deals no damage when fighting. Play: Purge each other creature. If General
    Sherman leaves play, return to play each creature purged this way (exhausted and under its
    owner's control). (The purged cards are known by the card that purged them, as Spangler
    Box's are; each returns on the right flank of its owner's battleline.)"""

    def deals_no_fight_damage(self, g, src, creature):
        return creature is src

    def play(self, g, src, you):
        others = [c for c in g.creatures() if c is not src]
        if not others:
            g.say("there is no other creature to purge", R.RESOLVE_AS_MUCH)
        for c in others:
            fx.purge(g, c, src.title, by=src)

    def leaves_play(self, g, src, you):
        fx.return_purged(g, src, src.title)


@card("Lapisaurus (DT 176)")
class LapisaurusTwin(Behaviour):
    """Taunt. While attacking Lapisaurus, enemy creatures gain, "Before Fight: Exalt this
    creature." (Granted to the creature attacking it during that fight, whose "Before Fight:"
    abilities are then asked: fight.py.)"""

    def granted(self, g, src, c):
        if g.fight is not None and g.fight[1] is src and g.fight[0] is c and c.controller != src.controller:
            return [_ExaltThisCreatureBeforeFight(self.card)]
        return []


class _ExaltThisCreatureBeforeFight(Behaviour):
    """"Before Fight: Exalt this creature." (given by Lapisaurus)"""

    def before_fight(self, g, src, you):
        fx.exalt(g, src, self.card.title)


@card("Gebuk")
class Gebuk(Behaviour):
    """Destroyed: Discard the top card of your deck. If it is a creature, after Gebuk leaves play,
    put that creature into play in Gebuk's position in the battleline. (Its position: next to the
    neighbors it had as its Destroyed: ability resolved, those still in play; a flank when it had
    none left there. The creature comes under the control of Gebuk's controller.)"""

    def destroyed(self, g, src, you):
        deck = g.player(you).deck
        if not deck:
            g.say(f"{you}'s deck is empty: no card is discarded", R.RESOLVE_AS_MUCH)
            return
        top = fx.discard(g, deck[0], src.title)
        if top.type != "creature":
            g.say(f"{top.name} is not a creature", src.title)
            return
        line = g.player(src.controller).battleline
        i = line.index(src)
        effect = _IntoGebuksPosition(src, src.controller, src.title)
        effect.until, effect.creature, effect.gebuk = "never", top, src
        effect.left = line[i - 1] if i > 0 else None
        effect.right = line[i + 1] if i + 1 < len(line) else None
        fx.add_lasting(g, effect, f"after {src.name} leaves play, {top.name} is put into play in its position")


class _IntoGebuksPosition(LastingEffect):
    """Spent once Gebuk has left play (the "destroyed" event comes after it left)."""

    def on(self, g, src, event):
        if event.kind != "destroyed" or event.card is not self.gebuk:
            return None
        if self in g.lasting:
            g.lasting.remove(self)
        return lambda: fx.put_into_play(g, self.creature, self.you, self.rule, flank=self._place(g))

    def _place(self, g):
        from judge.engine.keyforge.deploy import Gap

        line = g.player(self.you).battleline
        at = {id(c): i for i, c in enumerate(line)}
        if self.left is not None and id(self.left) in at:  # just right of its left neighbor
            after = at[id(self.left)] + 1
            return Gap(self.left, line[after]) if after < len(line) else "right"
        if self.right is not None and id(self.right) in at:  # just left of its right neighbor
            before = at[id(self.right)] - 1
            return Gap(line[before], self.right) if before >= 0 else "left"
        return "right"


@card("Diplomat Agung")
class DiplomatAgung(Behaviour):
    """Play/Fight/Reap: For the remainder of the turn, a friendly creature belongs to the house
    of your choice in addition to its other houses. (The creature is chosen, then the house.)"""

    def play(self, g, src, you):
        self._belongs(g, src, you)

    def fight(self, g, src, you):
        self._belongs(g, src, you)

    def reap(self, g, src, you):
        self._belongs(g, src, you)

    @staticmethod
    def _belongs(g, src, you):
        creature = fx.choose(g, "a friendly creature", fx.friendly(g, you), none=f"{you} has no creature")
        if creature is None:
            return
        house = fx.name_house(g, you, f"{creature.name} belongs to it too", src.title, verb="chooses")
        fx.add_lasting(g, HouseForTheTurn(src, you, src.title, creature, house, kind="also"),
                       f"for the remainder of the turn, {creature.name} belongs to house {house} in addition "
                       "to its other houses")
