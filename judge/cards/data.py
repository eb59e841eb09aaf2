"""Official KeyForge card data (cards/keyforge/*.json) with errata per rulebook.

The JSON holds the printed cards of five sets; errata are not applied there.
Errata come from the corpus: an erratum printed in a rulebook version is in
force from that version on (Bait and Switch's printed text under the early
rulebook, its erratum under 1.3 and later).
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from judge.paths import data_root
from judge.text import fold

SET_ORDER = ["CotA", "AoA", "WC", "MM", "DT"]


@dataclass(frozen=True)
class Card:
    """One card as printed (or as its erratum reads, when `errata` is set)."""

    title: str
    set: str
    number: str
    house: str
    type: str
    power: int
    armor: int
    amber: int
    keywords: tuple[str, ...]
    traits: tuple[str, ...]
    text: str
    id: str
    printed_text: str = ""
    errata: str | None = None  # the rulebook version whose erratum gives `text`
    printings: tuple[str, ...] = field(default=(), compare=False)

    @property
    def ref(self) -> str:
        """'CoTA 001': set and collector number as the rulebooks write them."""
        return f"{display_set(self.set)} {self.number}"

    def keyword(self, name: str) -> int | None:
        """The value of a keyword (`assault:2` -> 2; `elusive` -> 1), or None."""
        for kw in self.keywords:
            key, _, value = kw.partition(":")
            if key == name:
                return int(value) if value else 1
        return None

    def as_dict(self) -> dict:
        return {
            "title": self.title, "set": self.set, "number": self.number, "house": self.house,
            "type": self.type, "power": self.power, "armor": self.armor, "amber": self.amber,
            "keywords": list(self.keywords), "traits": list(self.traits), "text": self.text,
            "printed_text": self.printed_text or self.text, "errata": self.errata,
            "printings": list(self.printings),
        }


def display_set(code: str) -> str:
    return "CoTA" if code.lower() == "cota" else code


def _clean_text(text: str) -> str:
    return text.replace("\x0b", "\n").strip()


@lru_cache(maxsize=4)
def load_cards(folder: str) -> tuple[Card, ...]:
    """Every card title once (its first printing), with all its printings listed."""
    root = data_root() / folder
    by_title: dict[str, Card] = {}
    printings: dict[str, list[str]] = {}
    files = sorted(root.glob("*.json"), key=lambda p: _set_rank(p.stem))
    for path in files:
        data = json.loads(path.read_text(encoding="utf-8"))
        code = data["set"]
        for c in data["cards"]:
            key = fold(c["name"])
            printings.setdefault(key, []).append(f"{display_set(code)} {c['number']}")
            if key in by_title:
                continue
            text = _clean_text(c.get("text") or "")
            by_title[key] = Card(
                title=c["name"], set=code, number=c["number"], house=c["house"],
                type=c["type"], power=int(c.get("power") or 0), armor=int(c.get("armor") or 0),
                amber=int(c.get("amber") or 0), keywords=tuple(c.get("keywords") or ()),
                traits=tuple(c.get("traits") or ()), text=text, id=c["id"], printed_text=text,
            )
    return tuple(replace(card, printings=tuple(printings[k])) for k, card in by_title.items())


def _set_rank(code: str) -> int:
    low = [s.lower() for s in SET_ORDER]
    return low.index(code.lower()) if code.lower() in low else len(low)


@lru_cache(maxsize=4)
def card_index(folder: str) -> dict[str, Card]:
    """Cards by folded title and by printing ('cota 001')."""
    index: dict[str, Card] = {}
    for card in load_cards(folder):
        index[fold(card.title)] = card
        for p in card.printings:
            index.setdefault(fold(p), card)
    return index


_REF = re.compile(r"\(\s*(CoTA|CotA|AoA|WC|MM|DT)\s*0*(\d{1,3})\s*\)", re.I)


def parse_ref(text: str) -> tuple[str, str] | None:
    """'Library Access (CoTA 115)' -> ('cota', '115')."""
    m = _REF.search(text)
    return (m.group(1).lower(), m.group(2).zfill(3)) if m else None


def by_ref(set_code: str, number: str, folder: str) -> Card | None:
    return card_index(folder).get(fold(f"{display_set(set_code)} {number.zfill(3)}"))


_SHOULD_READ = re.compile(r"^Should read:\s*[“\"](.*)[”\"]\s*$", re.S)


def erratum_text(entry_text: str) -> str:
    """The card text an erratum gives: the quoted part of 'Should read: “...”'."""
    m = _SHOULD_READ.match(entry_text.strip())
    return m.group(1).strip() if m else entry_text.strip()


@lru_cache(maxsize=16)
def errata_in_force(game_id: str, version: str) -> dict[str, tuple[str, str]]:
    """Card title (folded) -> (erratum text, version that printed it), as of `version`.

    An erratum printed in an older version stays in force in newer ones; when
    two versions print one, the newer wording wins.
    """
    from judge.corpus.parser import parse_version
    from judge.games import get_game

    game = get_game(game_id)
    target = game.version(version)
    out: dict[str, tuple[str, str]] = {}
    for v in reversed(game.versions):  # oldest first
        if v.date > target.date:
            continue
        for e in parse_version(game, v):
            if e.kind != "errata":
                continue
            ref = parse_ref(e.title)
            card = by_ref(*ref, folder=game.cards) if ref and game.cards else None
            title = card.title if card else re.sub(r"\s*\(.*\)\s*$", "", e.title)
            out[fold(title)] = (erratum_text(e.text), v.label)
    return out


def with_errata(card: Card, game_id: str, version: str | None) -> Card:
    """The card as it reads under a rulebook version (printed text if no erratum)."""
    from judge.games import get_game

    label = get_game(game_id).version(version).label
    found = errata_in_force(game_id, label).get(fold(card.title))
    if not found:
        return card
    text, source = found
    return replace(card, text=text, errata=source)


def card_folder(game_id: str) -> Path | None:
    from judge.games import get_game

    folder = get_game(game_id).cards
    return data_root() / folder if folder else None


@lru_cache(maxsize=4)
def printed_texts(folder: str) -> dict[str, tuple[tuple[str, str], ...]]:
    """Card id -> (printing, text as printed there) for every printing, oldest set first:
    a reprint sometimes words the card differently."""
    ids = {fold(c.title): c.id for c in load_cards(folder)}
    out: dict[str, list[tuple[str, str]]] = {}
    for path in sorted((data_root() / folder).glob("*.json"), key=lambda p: _set_rank(p.stem)):
        data = json.loads(path.read_text(encoding="utf-8"))
        for c in data["cards"]:
            card_id = ids[fold(c["name"])]
            out.setdefault(card_id, []).append((f"{display_set(data['set'])} {c['number']}",
                                                _clean_text(c.get("text") or "")))
    return {k: tuple(v) for k, v in out.items()}
