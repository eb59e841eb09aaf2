"""Texts that several cards print, written once: the upgrade texts of creatures that "may be
played as an upgrade instead of a creature, with the text: ..." (cardtype.py)."""
from __future__ import annotations

from judge.engine.keyforge.abilities import Behaviour


def gains_keyword(keyword: str) -> type[Behaviour]:
    """The upgrade text “This creature gains <keyword>.” (Explo-rover, Securi-Droid, Stealthster)."""

    class GainsKeyword(Behaviour):
        __doc__ = f"This creature gains {keyword}."

        def keywords(self, g, src, creature):
            return {keyword: 1} if src.attached_to is creature else {}

    GainsKeyword.__name__ = f"Gains{keyword.capitalize()}"
    return GainsKeyword
