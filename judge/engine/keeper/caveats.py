"""Caveats ("Creatures, Abilities, and Battles"): special rules of a creature,
always the first paragraph of its ability text and naming "this creature":
extra costs to summon it, and restrictions on what it can do.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SummonCost:
    """"You must pay 3 hitpoints to summon this creature.": a cost paid with the summon."""

    cost: object
    text: str = ""


@dataclass(frozen=True)
class Restriction:
    """"This creature cannot attack." / "This creature cannot defend.\""""

    what: str  # attack | defend
    text: str = ""
