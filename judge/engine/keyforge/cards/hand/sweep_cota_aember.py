"""Hand-written cards of the cota-aoa sweep about Æmber: texts whose one-off sentence the grammar
does not read ("they lose 4A", "capture all of it", "exactly 1A, steal it", "triple the amount
... you lost this way", "in excess of your opponent"), played through the effect vocabulary."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.state import other


def _opponent_has_at_least(g, src, you, n: int) -> bool:
    has = g.player(other(you)).amber
    if has < n:
        g.say(f"{other(you)} has {has} Æmber, not {n} or more: nothing happens", src.title)
    return has >= n


@card("Burn the Stockpile")
class BurnTheStockpile(Behaviour):
    """Play: If your opponent has 7A or more, they lose 4A."""

    loss = 4

    def play(self, g, src, you):
        if _opponent_has_at_least(g, src, you, 7):
            fx.lose(g, other(you), self.loss, src.title)


@card("Lomir Flamefist")
class LomirFlamefist(BurnTheStockpile):
    """Play: If your opponent has 7A or more, they lose 2A."""

    loss = 2


@card("Drumble")
class Drumble(Behaviour):
    """Elusive. Play: If your opponent has 7A or more, capture all of it."""

    def play(self, g, src, you):
        if _opponent_has_at_least(g, src, you, 7):
            fx.capture(g, src, g.player(other(you)).amber, other(you), src.title)


@card("Ghostly Hand")
class GhostlyHand(Behaviour):
    """Play: If your opponent has exactly 1A, steal it."""

    def play(self, g, src, you):
        has = g.player(other(you)).amber
        if has != 1:
            g.say(f"{other(you)} has {has} Æmber, not exactly 1: nothing is stolen", src.title)
            return
        fx.steal(g, you, 1, src.title)


@card("Shatter Storm")
class ShatterStorm(Behaviour):
    """Play: Lose all your A. Then, your opponent loses triple the amount of A you lost this way."""

    def play(self, g, src, you):
        lost = fx.lose(g, you, g.player(you).amber, src.title)
        g.say(f"{you} lost {lost} Æmber this way: {other(you)} loses {3 * lost}", R.THIS_WAY)
        fx.lose(g, other(you), 3 * lost, src.title)


@card("Aubade the Grim")
class AubadeTheGrim(Behaviour):
    """Play: Capture 3A. Reap: Discard 1A from Aubade the Grim. (Discarded Æmber goes to the
    common supply.)"""

    def play(self, g, src, you):
        fx.capture(g, src, 3, other(you), src.title)

    def reap(self, g, src, you):
        fx.aember_to_supply(g, src, src.title, n=1)


@card("The Warchest")
class TheWarchest(Behaviour):
    """Action: Gain 1A for each enemy creature that was destroyed in a fight this turn."""

    def action(self, g, src, you):
        n = sum(1 for e in g.turn.events if e.kind == "destroyed" and e.card.type == "creature"
                and e.seat == other(you) and e.data.get("fighting") is not None)
        g.say(f"“for each”: {n} enemy creature{'s' if n != 1 else ''} destroyed in a fight this turn", R.FOR_EACH)
        if n:
            fx.gain(g, you, n, src.title)


@card("Unguarded Camp")
class UnguardedCamp(Behaviour):
    """Play: For each creature you have in excess of your opponent, a friendly creature captures
    1A. Each creature cannot capture more than 1A this way. (So as many different friendly
    creatures as the excess each capture 1.)"""

    def play(self, g, src, you):
        excess = len(g.creatures(you)) - len(g.creatures(other(you)))
        if excess <= 0:
            g.say(f"{you} has no creatures in excess of {other(you)}: nothing is captured", src.title)
            return
        g.say(f"{you} has {excess} creature{'s' if excess != 1 else ''} in excess of {other(you)}", R.FOR_EACH)
        for c in fx.choose_exactly(g, "a friendly creature to capture 1 Æmber", g.creatures(you), excess):
            fx.capture(g, c, 1, other(you), src.title)


@card("Proclamation 346E")
class Proclamation346E(Behaviour):
    """While your opponent does not control creatures from 3 different houses, their keys cost +2A."""

    def key_cost_modifier(self, g, src, seat):
        if src.controller is None or seat != other(src.controller):
            return 0
        return 2 if len({h for c in g.creatures(seat) for h in modifiers.houses(g, c)}) < 3 else 0
