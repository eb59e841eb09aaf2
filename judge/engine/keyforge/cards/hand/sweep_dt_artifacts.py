"""Hand-written Dark Tidings artifacts (and one action) whose abilities the grammar does not read
(a one-off sentence each), over the effect vocabulary and the Ability hooks. Each docstring quotes
the printed text."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.destroy import destroy
from judge.engine.keyforge.state import other


@card("The First Scroll")
class TheFirstScroll(Behaviour):
    """After a player forges a key, each creature they control captures 1A from its own side
    (its controller's pool). With less Æmber in that pool than creatures, the active player
    chooses which creatures capture it."""

    def on(self, g, src, event):
        if event.kind != "forged":
            return None
        seat = event.seat

        def run():
            creatures = g.creatures(seat)
            if not creatures:
                g.say(f"{seat} controls no creature", R.RESOLVE_AS_MUCH)
                return
            pool = g.player(seat).amber
            if pool < len(creatures):
                creatures = fx.choose_exactly(g, f"creatures of {seat} to capture their {pool} Æmber",
                                              creatures, pool) if pool else []
                if not creatures:
                    g.say(f"{seat} has no Æmber: nothing is captured", R.RESOLVE_AS_MUCH)
            for c in creatures:
                fx.capture(g, c, 1, seat, src.title)

        return run


@card("Exploratory Craft")
class ExploratoryCraft(Behaviour):
    """Action: Exhaust up to 3 friendly creatures. For each house represented among creatures
    exhausted this way, draw a card. (Only a ready creature is exhausted this way.)"""

    def action(self, g, src, you):
        ready = [c for c in fx.friendly(g, you) if not c.exhausted]
        chosen = fx.choose_up_to(g, "friendly creatures to exhaust (up to 3)", ready, 3)
        exhausted = [c for c in chosen if fx.exhaust(g, c, src.title)]
        houses = set().union(*(modifiers.houses(g, c) for c in exhausted))
        if not houses:
            g.say("no creature was exhausted this way: no card is drawn", src.title)
            return
        g.say(f"houses among the creatures exhausted this way: {', '.join(sorted(houses))}", src.title)
        fx.draw(g, you, len(houses), src.title)


@card("The Ulfberht Device")
class TheUlfberhtDevice(Behaviour):
    """Each player cannot choose the same active house they chose on their previous turn."""

    def cannot_choose_houses(self, g, src, seat):
        last = g.previous_turn.get(seat)
        if last is None:
            return set()
        return {e.data["house"] for e in last.events if e.kind == "house_chosen" and e.seat == seat}


@card("The Susurrus")
class TheSusurrus(Behaviour):
    """Action: Exhaust a friendly Unfathomable creature. If you do, exhaust up to 3 creatures
    and/or artifacts."""

    def action(self, g, src, you):
        ready = [c for c in fx.friendly(g, you) if modifiers.belongs_to(g, c, "unfathomable") and not c.exhausted]
        first = fx.choose(g, "a friendly Unfathomable creature to exhaust", ready,
                          none=f"{you} has no ready Unfathomable creature")
        if first is None or not fx.exhaust(g, first, src.title):
            return
        others = [c for c in g.creatures() + g.artifacts() if not c.exhausted]
        for c in fx.choose_up_to(g, "creatures and/or artifacts to exhaust (up to 3)", others, 3):
            fx.exhaust(g, c, src.title)


@card("Sabotage Mission")
class SabotageMission(Behaviour):
    """Play: Keys cost +1A for each different power value among friendly creatures during your
    opponent's next turn. (Counted as keys are forged in that turn.)"""

    def play(self, g, src, you):
        fx.add_lasting(g, _KeysCostPerPowerValue(src, you, src.title),
                       f"during {other(you)}'s next turn, keys cost +1 Æmber for each different power value "
                       f"among {you}'s creatures")


class _KeysCostPerPowerValue(LastingEffect):
    until = "their next turn"

    def key_cost_modifier(self, g, src, seat):
        return len({fx.power(g, c) for c in g.creatures(self.you)})


@card("Effigy of Melerukh")
class EffigyOfMelerukh(Behaviour):
    """After an enemy creature reaps, put an awakening counter on Effigy of Melerukh. If there
    are 6 or more awakening counters on Effigy of Melerukh, move it to a flank of your battleline
    as a creature with 100 power and 100 armor. Its text box is considered blank. (What it is
    once moved is an effect on it until it leaves play: a creature with 100 power and 100 armor,
    its text box blank.)"""

    def on(self, g, src, event):
        if (event.kind == "reaped" and src.controller is not None and event.seat != src.controller
                and src.type == "artifact"):
            return lambda: fx.put_counters(g, src, "awakening", 1, src.title)
        return None

    def condition_effect(self, g, src):
        if src.type == "artifact" and fx.counters(src, "awakening") >= 6:
            return lambda: self._awaken(g, src)
        return None

    @staticmethod
    def _awaken(g, src):
        fx.add_lasting(g, _AsCreature(src, src.controller, src.title, power=100, armor=100, blank=True),
                       f"{src.name} has 6 or more awakening counters: it becomes a creature with 100 power "
                       "and 100 armor, its text box blank")
        fx.put_on_flank(g, src, src.title)


@card("Ransom")
class Ransom(Behaviour):
    """This creature cannot be used and gains, "At the start of your turn, you may give your
    opponent 2A. If you do, destroy Ransom." (An upgrade. "If you do": only when both were given:
    the text before it must be resolved "successfully and completely", as for every effect that
    moves a number of Æmber.)"""

    def cannot_use(self, g, src, seat, card, how):
        return f"{card.name} cannot be used (Ransom)" if card is src.attached_to else None

    def granted(self, g, src, c):
        return [_PayTheRansom(self.card, src)] if src.attached_to is c else []


class _PayTheRansom(Behaviour):
    """"At the start of your turn, you may give your opponent 2A. If you do, destroy Ransom.\""""

    def __init__(self, card, upgrade):
        super().__init__(card)
        self.upgrade = upgrade

    def on(self, g, src, event):
        if event.kind != "start_of_turn" or src.controller is None or event.seat != src.controller:
            return None
        you = src.controller

        def run():
            if not g.decide.may(f"give {other(you)} 2 Æmber to destroy Ransom"):
                g.say(f"{you} chooses not to give Æmber", R.MAY)
                return
            if fx.give(g, you, 2, other(you), self.card.title) >= 2:  # all of it (“If You Do”: completely)
                destroy(g, [self.upgrade], rule=self.card.title)
            else:
                g.say(f"{you} did not give 2 Æmber: Ransom stays", R.IF_YOU_DO)

        return run


@card("The Mysticeti")
class TheMysticeti(Behaviour):
    """Action: Exhaust 1 or more friendly Untamed creatures. If you do, give The Mysticeti three
    +1 power counters for each creature exhausted this way and move it anywhere in your
    battleline as a creature with 0 power and taunt. (What it is once moved is an effect on it
    until it leaves play: a creature with 0 power, before its counters, and taunt.)"""

    def action(self, g, src, you):
        ready = [c for c in fx.friendly(g, you) if modifiers.belongs_to(g, c, "untamed") and not c.exhausted]
        chosen = fx.choose_up_to(g, "friendly Untamed creatures to exhaust (1 or more)", ready, len(ready))
        exhausted = [c for c in chosen if fx.exhaust(g, c, src.title)]
        if not exhausted:
            g.say(f"{you} exhausted no Untamed creature", src.title)
            return
        fx.add_power_counters(g, src, 3 * len(exhausted), src.title)
        fx.add_lasting(g, _AsCreature(src, you, src.title, power=0, keywords={"taunt": 1}),
                       f"{src.name} is a creature with 0 power and taunt")
        fx.move_anywhere(g, src, src.title)


class _AsCreature(LastingEffect):
    """"... as a creature with 100 power and 100 armor. Its text box is considered blank." (Effigy
    of Melerukh), "... as a creature with 0 power and taunt" (The Mysticeti): what an artifact moved
    to the battleline is until it leaves play (its target)."""

    until = "never"

    def __init__(self, source, you, rule, *, power: int, armor: int = 0, keywords=None, blank: bool = False):
        super().__init__(source, you, rule, target=source)
        self.base, self.extra_armor, self.kw, self.blank = power, armor, dict(keywords or {}), blank

    def base_power(self, g, src, creature):
        return self.base if creature is self.target else None

    def armor(self, g, src, creature):
        return self.extra_armor if creature is self.target else 0

    def keywords(self, g, src, creature):
        return self.kw if creature is self.target else {}

    def blanks_text(self, g, src, c):
        return self.blank and c is self.target
