"""Hand-written cards of the amounts family: damage "for each" thing counted that the player may
divide among any number of creatures (the reader reads sentences one at a time; here the second
sentence changes how the first is dealt)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card


def _divided_damage(g, src, you, n: int, counted: str) -> None:
    """Deal `n` damage, divided among any number of creatures as the active player chooses
    (“For Each”: each instance may go to another creature), all at once (Damage)."""
    g.say(f"“for each” {counted}: {n} damage to divide", R.FOR_EACH)
    shares = fx.distribute(g, n, g.creatures(), "a creature to deal 1 of the damage to")
    if shares:
        fx.deal(g, [fx.Hit(c, k, src) for c, k in shares.items()], src.title)


@card("First Blood")
class FirstBlood(Behaviour):
    """Alpha. Play: Deal 2D for each friendly Brobnar creature. You may divide this damage among
    any number of creatures."""

    def play(self, g, src, you):
        count = sum(1 for c in fx.friendly(g, you) if modifiers.belongs_to(g, c, "brobnar"))
        _divided_damage(g, src, you, 2 * count, f"friendly Brobnar creature ({count})")


@card("Cooperative Hunting")
class CooperativeHunting(Behaviour):
    """Play: Deal 1D for each friendly creature in play. You may divide this damage among any
    number of creatures."""

    def play(self, g, src, you):
        count = len(fx.friendly(g, you))
        _divided_damage(g, src, you, count, f"friendly creature in play ({count})")
