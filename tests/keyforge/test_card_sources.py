"""Hand-written cards ask the rules for a card's houses and traits (modifiers.houses,
modifiers.belongs_to, modifiers.traits, modifiers.has_trait), never its printed values: a card in
play may belong to other houses (Academy Training, Diplomat Agung) or have gained traits
(Cyber-Clone), and a card's text means the card as it is (Houses; Traits). A line that means the
printed value on purpose, for a card out of play, says so with "# as printed"."""
from __future__ import annotations

import re
from pathlib import Path

CARDS = Path(__file__).resolve().parents[2] / "judge" / "engine" / "keyforge" / "cards"
# a house compared, counted or taken ("c.house == ...", "{c.house for c in ...}", "house = c.house",
# "f(c.house)"), or printed traits; the house of a card set up by this very card (self.house) is fine
PRINTED = re.compile(r"(?<!self)\.house\s*(?:[!=]=|(?:not\s+)?in\b|for\b|,|\)|$)|(?<!self)\.house\b(?=\s*$)|"
                     r"\.printed\.traits|\.card\.traits")


def test_hand_written_cards_ask_for_houses_and_traits_as_they_are():
    found = [f"{path.relative_to(CARDS.parents[3])}:{n}: {line.strip()}"
             for path in sorted(CARDS.rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if PRINTED.search(line) and "# as printed" not in line]
    assert not found, "\n".join(found)


def test_the_check_finds_a_printed_house():
    assert PRINTED.search('if c.house == "mars":') and PRINTED.search("x.house in houses")
    assert PRINTED.search('"giant" in c.printed.traits') and not PRINTED.search("modifiers.belongs_to(g, c, 'mars')")
