"""What several hand-written cards of the Worlds Collide sweep ask of the board: houses shared
with neighbors, houses represented among cards. No card is registered here."""
from __future__ import annotations

from judge.engine.keyforge import modifiers


def shares_house_with(g, creature) -> int:
    """How many of `creature`'s neighbors share a house with it (Neighbor)."""
    return sum(1 for n in g.neighbors(creature) if not modifiers.houses(g, n).isdisjoint(modifiers.houses(g, creature)))


def houses_among(g, cards) -> set[str]:
    """The houses represented among `cards` (each house at least one of them belongs to now)."""
    return {h for c in cards for h in modifiers.houses(g, c)}
