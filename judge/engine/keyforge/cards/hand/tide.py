"""Hand-written Dark Tidings cards that refer to the tide, whose sentences the card-text reader
cannot read sensibly (one-off wordings). Each class quotes its printed text; "(Tide)" stands for
the tide icon that starts such an ability. The tide is tide.py's: "if the tide is high" on a
card means high for the player resolving the ability (its controller)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge import tide
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.state import other


def _tide_is(g, seat: str, level: str, rule: str) -> bool:
    """Is the tide `level` (high or low) for `seat`? Says so when it is not."""
    now = tide.tide(g, seat)
    if now != level:
        g.say(f"the tide is {now} for {seat}, not {level}", rule)
    return now == level


@card("Static Collection Array")
class StaticCollectionArray(Behaviour):
    """(Tide) Your keys cost –1A while the tide is high and +1A while the tide is low."""

    def key_cost_modifier(self, g, src, seat):
        if seat != src.controller:
            return 0
        return {"high": -1, "low": 1}.get(tide.tide(g, seat), 0)


@card("Submersive Principle")
class SubmersivePrinciple(Behaviour):
    """(Tide) Play: Each player loses 1A. If the tide is high, each player loses half their A
    instead (rounding down the loss)."""

    def play(self, g, src, you):
        high = tide.is_high(g, you)
        if high:
            g.say(f"the tide is high for {you}: each player loses half their Æmber instead of 1", src.title)
        for seat in (g.active, other(g.active)):
            fx.lose(g, seat, g.player(seat).amber // 2 if high else 1, src.title)


@card("Prof. Emeritus Kering")
class ProfEmeritusKering(Behaviour):
    """Deploy. (Tide) Play/Fight/Reap: Use 1 of Prof. Emeritus Kering’s neighbors. If the tide is
    high, also use Prof. Emeritus Kering’s other neighbor. (The neighbors it has as the ability
    starts to resolve: "other" is the one not used first.)"""

    def play(self, g, src, you):
        neighbors = list(g.neighbors(src))
        first = fx.choose(g, f"a neighbor of {src.name} to use", neighbors,
                          none=f"{src.name} has no neighbor to use")
        if first is None:
            return
        fx.use_any(g, first, you, via=src)
        rest = [c for c in neighbors if c is not first]
        if not _tide_is(g, you, "high", src.title) or not rest:
            return
        if not g.in_play(rest[0]):
            g.say(f"{rest[0].name} is no longer in play: it cannot be used", R.RESOLVE_AS_MUCH)
            return
        fx.use_any(g, rest[0], you, via=src)

    fight = reap = play


@card("Operative Espion")
class OperativeEspion(Behaviour):
    """(DT 299) Elusive. (Tide) After a player raises the tide during their turn, they may use a
    creature they control."""

    def on(self, g, src, event):
        if event.kind != "tide_raised" or event.seat != g.active:
            return None
        seat = event.seat

        def run():
            mine = g.creatures(seat)
            if not mine:
                g.say(f"{seat} controls no creature to use", R.RESOLVE_AS_MUCH)
                return
            if not g.decide.may(f"{seat} uses a creature they control"):
                g.say(f"{seat} chooses not to use a creature", R.MAY)
                return
            fx.use_any(g, fx.choose(g, "a creature to use", mine), seat, via=src)
        return run


@card("Operative Espion (DT 247)")
class OperativeEspionEvilTwin(Behaviour):
    """(Evil Twin, DT 247) Elusive. (Tide) After a player raises the tide during their turn, they
    may deal 3D to a creature."""

    def on(self, g, src, event):
        if event.kind != "tide_raised" or event.seat != g.active:
            return None
        seat = event.seat

        def run():
            if not g.decide.may(f"{seat} deals 3 damage to a creature"):
                g.say(f"{seat} chooses not to deal 3 damage", R.MAY)
                return
            target = fx.choose(g, "a creature to deal 3 damage to", g.creatures())
            if target is not None:
                fx.damage(g, target, 3, src, src.title)
        return run


@card("Seneschal Sargassa")
class SeneschalSargassa(Behaviour):
    """(DT 117; Tide) After a player raises the tide, a creature they control captures 2A from
    their opponent."""

    def on(self, g, src, event):
        if event.kind != "tide_raised":
            return None
        seat = event.seat

        def run():
            target = fx.choose(g, f"a creature {seat} controls to capture 2 Æmber", g.creatures(seat),
                               none=f"{seat} controls no creature: nothing is captured")
            if target is not None:
                fx.capture(g, target, 2, other(seat), src.title)
        return run


@card("Seneschal Sargassa (DT 068)")
class SeneschalSargassaEvilTwin(Behaviour):
    """(Evil Twin, DT 068; Tide) After a player raises the tide, Seneschal Sargassa captures 2A
    from your opponent."""

    def on(self, g, src, event):
        if event.kind != "tide_raised":
            return None
        return lambda: fx.capture(g, src, 2, other(src.controller), src.title)


@card("Hard Simpson")
class HardSimpson(Behaviour):
    """(DT 230) Elusive. (Tide) After Hard Simpson is dealt damage, steal 1A. If the tide is low,
    your opponent steals 1A instead. (Hard Simpson must survive this damage.)"""

    def on(self, g, src, event):
        if event.kind != "damaged" or event.card is not src:
            return None
        you = src.controller

        def run():
            if not g.in_play(src) or src in (g.tagged or ()):
                g.say(f"{src.name} did not survive the damage: nothing is stolen", src.title)
                return
            if tide.is_low(g, you):
                g.say(f"the tide is low for {you}: {other(you)} steals 1 Æmber instead", src.title)
                fx.steal(g, other(you), 1, src.title)
            else:
                fx.steal(g, you, 1, src.title)
        return run


@card("Hard Simpson (DT 186)")
class HardSimpsonEvilTwin(Behaviour):
    """(Evil Twin, DT 186; Tide) Reap: If the tide is high, a damaged creature captures 1A from
    its own side."""

    def reap(self, g, src, you):
        if not _tide_is(g, you, "high", src.title):
            return
        target = fx.choose(g, "a damaged creature to capture 1 Æmber from its own side",
                           [c for c in g.creatures() if c.damage > 0], none="there is no damaged creature")
        if target is not None:
            fx.capture(g, target, 1, target.controller, src.title)


def _discard_bottom(g, seat: str, you: str, rule: str) -> list:
    """"Discard the bottom card of <seat>'s deck, or the bottom 3 cards instead if the tide is
    high" (high for `you`, who resolves it): the cards discarded, the bottom one first."""
    deck = g.player(seat).deck
    n = 3 if tide.is_high(g, you) else 1
    if n == 3:
        g.say(f"the tide is high for {you}: the bottom 3 cards are discarded instead", rule)
    discarded = [fx.discard(g, c, rule) for c in list(reversed(deck))[:n]]
    if not discarded:
        g.say(f"{seat}'s deck is empty: nothing is discarded", R.RESOLVE_AS_MUCH)
    return discarded


@card("Ol’ Paddy")
class OlPaddy(Behaviour):
    """(DT 408; Tide) Reap: Discard the bottom card of your deck, or the bottom 3 cards instead if
    the tide is high. Play each creature discarded this way, one at a time (in the order the
    active player chooses)."""

    def reap(self, g, src, you):
        creatures = [c for c in _discard_bottom(g, you, you, src.title) if c.type == "creature"]
        if len(creatures) > 1:
            creatures = g.decide.order("order in which to play the discarded creatures", creatures,
                                       label=lambda c: c.name)
        for c in creatures:
            if g.locate(c) is not None and c in g.player(c.owner).discard:
                fx.play_card(g, c, you, source="discard", via=src)


@card("Ol’ Paddy (DT 371)")
class OlPaddyEvilTwin(Behaviour):
    """(Evil Twin, DT 371; Tide) Reap: Discard the bottom card of your opponent’s deck, or the
    bottom 3 cards instead if the tide is high. Destroy a creature that shares a house with 1 of
    the discarded cards."""

    def reap(self, g, src, you):
        discarded = _discard_bottom(g, other(you), you, src.title)
        if not discarded:
            return
        houses = {c.house for c in discarded}  # as printed: discarded cards
        target = fx.choose(g, f"a creature that shares a house ({', '.join(sorted(houses))}) with a discarded card "
                           "to destroy", [c for c in g.creatures() if not modifiers.houses(g, c).isdisjoint(houses)],
                           none="no creature shares a house with a discarded card")
        if target is not None:
            fx.destroy(g, [target])


@card("Medicus Lacus")
class MedicusLacus(Behaviour):
    """(Tide) While the tide is high, you may spend A on friendly creatures as if it were in your
    pool."""

    def spend_as_pool(self, g, src, seat):
        if seat != src.controller or not tide.is_high(g, seat):
            return []
        return [c for c in fx.friendly(g, seat) if c.amber]
