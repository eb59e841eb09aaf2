"""Hand-written cards of the Worlds Collide sweep about Æmber and keys whose conditions or
amounts the reader cannot say: what happened this or the previous turn, houses represented
among cards, a key forged at a cost made of parts, "repeat the preceding effect"."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.cards.hand.sweep_wc_common import houses_among
from judge.engine.keyforge.state import other


def _forge_at(g, you: str, extra: int, rule: str) -> bool:
    """Forge a key at +`extra` current cost (Cost, At Current Cost)."""
    cost = max(0, fx.key_cost(g, you) + extra)
    g.say(f"the key costs {fx.key_cost(g, you)} {'+' if extra >= 0 else '-'} {abs(extra)} = {cost}", R.COST)
    return fx.forge_key(g, you, cost, rule)


@card("Key of Darkness")
class KeyOfDarkness(Behaviour):
    """Play: Forge a key at +6A current cost. If your opponent has no A, forge a key at +2A current
    cost instead."""

    def play(self, g, src, you):
        if g.player(other(you)).amber == 0:
            g.say(f"{other(you)} has no Æmber: the key costs +2 instead of +6", R.REPLACEMENT)
            _forge_at(g, you, 2, src.title)
        else:
            _forge_at(g, you, 6, src.title)


@card("Forging an Alliance")
class ForgingAnAlliance(Behaviour):
    """Play: Forge a key at +7A current cost, reduced by 1A (to a maximum of 6) for each house
    represented among cards in play. (Cards in play: both players' creatures, artifacts and
    upgrades.)"""

    def play(self, g, src, you):
        houses = houses_among(g, g.cards_in_play())
        cut = min(6, len(houses))
        g.say(f"{len(houses)} house{'s' if len(houses) != 1 else ''} represented among cards in play: "
              f"the +7 is reduced by {cut}", R.FOR_EACH)
        _forge_at(g, you, 7 - cut, src.title)


@card("Galactic Census")
class GalacticCensus(Behaviour):
    """Play: If there are exactly 3 or exactly 4 houses represented among creatures in play, gain
    1A. If there are exactly 5, gain 2A. If there are 6 or more, gain 3A."""

    def play(self, g, src, you):
        n = len(houses_among(g, g.creatures()))
        gain = 3 if n >= 6 else 2 if n == 5 else 1 if n in (3, 4) else 0
        g.say(f"{n} house{'s' if n != 1 else ''} represented among creatures in play", src.title)
        if gain:
            fx.gain(g, you, gain, src.title)


@card("Trust No One")
class TrustNoOne(Behaviour):
    """Play: Steal 1A. If there are no friendly creatures in play, instead steal 1A for each house
    represented among enemy creatures (to a maximum of 3)."""

    def play(self, g, src, you):
        if fx.friendly(g, you):
            fx.steal(g, you, 1, src.title)
            return
        n = min(3, len(houses_among(g, fx.enemy(g, you))))
        g.say(f"no friendly creatures in play: instead steal 1 for each of the {n} house"
              f"{'s' if n != 1 else ''} represented among enemy creatures (at most 3)", R.REPLACEMENT)
        if n:
            fx.steal(g, you, n, src.title)


@card("Information Exchange")
class InformationExchange(Behaviour):
    """Play: Steal 1A. If your opponent stole A from you on their previous turn, steal 2A instead.
    (Their previous turn: the last turn they finished.)"""

    def play(self, g, src, you):
        last = g.previous_turn.get(other(you))
        stole = last is not None and any(e.kind == "stolen" and e.seat == you and e.data.get("thief") == other(you)
                                         and e.data.get("amount", 0) > 0 for e in last.events)
        if stole:
            g.say(f"{other(you)} stole Æmber from {you} on their previous turn: steal 2 instead", R.REPLACEMENT)
        fx.steal(g, you, 2 if stole else 1, src.title)


class _CannotPlayCards(LastingEffect):
    """“For the remainder of the turn, you cannot play cards.”"""

    def cannot_play(self, g, src, seat, card):
        return f"{self.source.name}: {seat} cannot play cards for the remainder of the turn" if seat == self.you else None

    def describe(self) -> str:
        return f"{self.you} cannot play cards this turn"


@card("Treasure Map")
class TreasureMap(Behaviour):
    """Play: If you have not played any other cards this turn, gain 3A. For the remainder of the
    turn, you cannot play cards."""

    def play(self, g, src, you):
        others = [e for e in g.turn.events if e.kind == "played" and e.seat == you and e.card is not src]
        if others:
            g.say(f"{you} has played {len(others)} other card{'s' if len(others) != 1 else ''} this turn", src.title)
        else:
            g.say(f"{you} has not played any other cards this turn", src.title)
            fx.gain(g, you, 3, src.title)
        fx.add_lasting(g, _CannotPlayCards(src, you, src.title), f"for the remainder of the turn, {you} cannot play cards")


@card("Manchego")
class Manchego(Behaviour):
    """Play: If you have 5 or fewer cards in your deck, steal 2A. Fight/Reap: You may shuffle
    Manchego into your deck."""

    def play(self, g, src, you):
        n = len(g.player(you).deck)
        if n <= 5:
            g.say(f"{you} has {n} cards in their deck (5 or fewer)", src.title)
            fx.steal(g, you, 2, src.title)
        else:
            g.say(f"{you} has {n} cards in their deck, more than 5", src.title)

    def _shuffle(self, g, src, you):
        if g.in_play(src) and g.decide.may(f"shuffle {src.name} into your deck"):
            fx.shuffle_into_deck(g, [src], src.title)
        else:
            g.say(f"{src.name} is not shuffled into the deck", R.MAY)

    fight = reap = _shuffle


@card("Overrun")
class Overrun(Behaviour):
    """Play: If 3 or more enemy creatures have been destroyed this turn, your opponent loses 2A.
    (Creatures the opponent controlled as they were destroyed.)"""

    def play(self, g, src, you):
        n = sum(1 for e in g.turn.events if e.kind == "destroyed" and e.seat == other(you))
        g.say(f"{n} enemy creature{'s' if n != 1 else ''} destroyed this turn", src.title)
        if n >= 3:
            fx.lose(g, other(you), 2, src.title)


@card("Triumph")
class Triumph(Behaviour):
    """Play: If there are no enemy creatures, exalt each friendly creature. If you do and there
    are 6 or more friendly creatures, forge a key at no cost."""

    def play(self, g, src, you):
        if fx.enemy(g, you):
            g.say("there are enemy creatures: nothing is exalted", src.title)
            return
        mine = fx.friendly(g, you)
        exalted = [c for c in mine if fx.exalt(g, c, src.title)]
        if not exalted:
            return
        n = len(fx.friendly(g, you))
        if n >= 6:
            g.say(f"{n} friendly creatures: forge a key at no cost", src.title)
            fx.forge_key(g, you, 0, src.title)
        else:
            g.say(f"{n} friendly creatures, fewer than 6: no key", src.title)


@card("Tribute")
class Tribute(Behaviour):
    """Play: The most powerful friendly creature captures 2A. You may exalt that creature to repeat
    the preceding effect. (Repeated, the most powerful friendly creature is found again.)"""

    def play(self, g, src, you):
        top = fx.most_powerful(g, fx.friendly(g, you), "friendly creature")
        if top is None:
            g.say("no friendly creature", R.RESOLVE_AS_MUCH)
            return
        fx.capture(g, top, 2, other(you), src.title)
        if not g.in_play(top) or not g.decide.may(f"exalt {top.name} to repeat the preceding effect"):
            g.say(f"{you} does not exalt {top.name}", R.MAY)
            return
        if fx.exalt(g, top, src.title):
            g.say("repeat the preceding effect", R.PRECEDING)
            again = fx.most_powerful(g, fx.friendly(g, you), "friendly creature")
            if again is not None:
                fx.capture(g, again, 2, other(you), src.title)
