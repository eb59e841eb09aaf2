"""Official KeyForge card data (cards/keyforge/*.json) with errata per rulebook.

The JSON holds the printed cards of five sets; errata are not applied there.
Errata come from the corpus: an erratum printed in a rulebook version is in
force from that version on (Bait and Switch's printed text under the early
rulebook, its erratum under 1.3 and later).

Printings (SCENARIOS.md): a title may be printed in several sets, and Dark
Tidings prints Evil Twins under the titles of other cards. Each printing is a
`Card`; two printings whose texts differ only in typography (`wording`) are the
same card, and printings that differ in substance behave as printed. A plain
title means its default printing: the first in set order CotA, AoA, WC, MM, DT
that is not an Evil Twin; `Title (SET NNN)` names one printing.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from judge.limits import loading
from judge.paths import data_root
from judge.symbols import BRACKETED, GLYPHS, ICON_LETTERS
from judge.text import fold

SET_ORDER = ["CotA", "AoA", "WC", "MM", "DT"]
EVIL_TWIN = "Evil Twin"
BONUS_ICONS = ("amber", "capture", "damage", "draw")  # Bonus Icons (2021 glossary)


@dataclass(frozen=True)
class Card:
    """One printing of a card (or how it reads under an erratum, when `errata` is set)."""

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
    printings: tuple[str, ...] = field(default=(), compare=False)  # every printing of the title
    rarity: str = ""
    # printed bonus icons after the Æmber bonus (capture, damage, draw), top to bottom
    bonus_icons: tuple[str, ...] = ()
    # the printings that read the same as this one, typography aside (this one included)
    same_as: tuple[str, ...] = field(default=(), compare=False)
    default: bool = field(default=True, compare=False)  # it reads as the title's default printing

    @property
    def ref(self) -> str:
        """'CoTA 001': set and collector number as the rulebooks write them."""
        return f"{display_set(self.set)} {self.number}"

    @property
    def gigantic(self) -> bool:
        """Is this card a half of a gigantic creature ("(Play only with the other half of ...)")?"""
        return "play only with the other half of" in self.text.lower()

    @property
    def evil_twin(self) -> bool:
        return self.rarity == EVIL_TWIN

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
            "printings": list(self.printings), "ref": self.ref, "rarity": self.rarity,
            "bonus_icons": list(self.bonus_icons), "same_as": list(self.same_as),
        }


def display_set(code: str) -> str:
    return "CoTA" if code.lower() == "cota" else code


def _clean_text(text: str) -> str:
    return text.replace("\x0b", "\n").strip()


# -- typography ------------------------------------------------------------------------
# The symbols as the card data writes them: private-use glyphs (Dark Tidings), <A>/<D>
# (Call of the Archons) and letters (the other sets). The tide glyph only marks an ability
# that refers to the tide ("Tide": "indicated by this icon").
# (the table is judge.symbols', shared with the card reader and the command line)
_GLYPHS = {glyph: {token: letters for letters, token in ICON_LETTERS.items()}.get(token, " ")
           for glyph, token in {**GLYPHS, **BRACKETED}.items()}
_GLYPH = re.compile("|".join(re.escape(k) for k in _GLYPHS))
_NUMBER_WORDS = {w: str(i) for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}
_NUMBER_WORD = re.compile(r"\b(" + "|".join(_NUMBER_WORDS) + r")\b")


def wording(text: str) -> str:
    """A text's wording with typography set aside (SCENARIOS.md, Printings): the Æmber, damage,
    capture and draw symbols however written, spaces, quotes, commas, a final period, and
    numbers written as words or digits. Two printings with one wording are the same card."""
    t = _GLYPH.sub(lambda m: _GLYPHS[m.group()], text or "")
    t = re.sub(r"(\d)\s+(A|D|PT|R)\b", r"\1\2", t)  # "1 A" is "1A"
    t = fold(t).replace(",", " ").replace('"', " ").replace("'", " ")
    t = _NUMBER_WORD.sub(lambda m: _NUMBER_WORDS[m.group()], t)
    t = re.sub(r"\s+", " ", t).strip()
    return re.sub(r"\s*\.$", "", t)


def _substance(row: dict) -> tuple:
    """What makes two printings of a title different cards: wording, type, numbers, icons."""
    return (wording(row.get("text") or ""), row["type"], int(row.get("power") or 0),
            int(row.get("armor") or 0), int(row.get("amber") or 0), tuple(row.get("bonus_icons") or ()))


# -- loading ---------------------------------------------------------------------------
@lru_cache(maxsize=4)
@loading  # once per process: no replay's time limit counts it
def load_printings(folder: str) -> tuple[Card, ...]:
    """Every printing of every card, in set order (a card printed in several houses under one
    number, like Dark Æmber Vault, is one row per house)."""
    rows: list[tuple[str, dict]] = []
    for path in sorted((data_root() / folder).glob("*.json"), key=lambda p: _set_rank(p.stem)):
        data = json.loads(path.read_text(encoding="utf-8"))
        rows.extend((data["set"], c) for c in data["cards"])
    keys = [fold(c["name"]) for _, c in rows]
    substance = [_substance(c) for _, c in rows]
    refs: dict[str, list[str]] = {}
    alike: dict[tuple, list[str]] = {}
    for (code, c), key, sub in zip(rows, keys, substance):
        ref = f"{display_set(code)} {c['number']}"
        if ref not in refs.setdefault(key, []):
            refs[key].append(ref)
        same = alike.setdefault((key, sub), [])
        if ref not in same:
            same.append(ref)
    defaults: dict[str, tuple] = {}  # title -> the substance of its default printing
    for (code, c), key, sub in zip(rows, keys, substance):
        if key not in defaults or (defaults[key][0] == EVIL_TWIN and c.get("rarity") != EVIL_TWIN):
            defaults[key] = (c.get("rarity"), sub)
    out = []
    for (code, c), key, sub in zip(rows, keys, substance):
        text = _clean_text(c.get("text") or "")
        icons = tuple(c.get("bonus_icons") or ())
        unknown = [i for i in icons if i not in BONUS_ICONS]
        if unknown:
            from judge.errors import DataError

            raise DataError(f"{folder}/{code}.json: {c['name']}: unknown bonus icon {unknown[0]!r}")
        out.append(Card(
            title=c["name"], set=code, number=c["number"], house=c["house"],
            type=c["type"], power=int(c.get("power") or 0), armor=int(c.get("armor") or 0),
            amber=int(c.get("amber") or 0), keywords=tuple(c.get("keywords") or ()),
            traits=tuple(c.get("traits") or ()), text=text, id=c["id"], printed_text=text,
            printings=tuple(refs[key]), rarity=c.get("rarity") or "", bonus_icons=icons,
            same_as=tuple(alike[(key, sub)]), default=sub == defaults[key][1],
        ))
    return tuple(out)


@lru_cache(maxsize=4)
def load_cards(folder: str) -> tuple[Card, ...]:
    """Every card title once: its default printing (the first in set order that is not an
    Evil Twin), with all its printings listed."""
    by_title: dict[str, list[Card]] = {}
    for card in load_printings(folder):
        by_title.setdefault(fold(card.title), []).append(card)
    return tuple(_default(cards) for cards in by_title.values())


def _default(printings: list[Card]) -> Card:
    return next((c for c in printings if not c.evil_twin), printings[0])


@lru_cache(maxsize=4)
def _variants(folder: str) -> dict[str, tuple[Card, ...]]:
    by_title: dict[str, list[Card]] = {}
    for card in load_printings(folder):
        by_title.setdefault(fold(card.title), []).append(card)
    out = {}
    for key, cards in by_title.items():
        first = _default(cards)
        seen = {first.same_as}
        rest = []
        for c in cards:
            if c.same_as not in seen:
                seen.add(c.same_as)
                rest.append(c)
        out[key] = (first, *rest)
    return out


def variants(title: str, folder: str) -> tuple[Card, ...]:
    """The printings of a title that differ in substance, its default printing first (each the
    first printing of its wording in set order); empty for an unknown title."""
    return _variants(folder).get(fold(title), ())


def _set_rank(code: str) -> int:
    low = [s.lower() for s in SET_ORDER]
    return low.index(code.lower()) if code.lower() in low else len(low)


@lru_cache(maxsize=4)
def card_index(folder: str) -> dict[str, Card]:
    """Cards by folded title (the default printing) and by printing ('cota 001')."""
    index: dict[str, Card] = {}
    for card in load_cards(folder):
        index[fold(card.title)] = card
    for card in load_printings(folder):
        index.setdefault(fold(card.ref), card)
    return index


_REF = re.compile(r"\(\s*(CoTA|CotA|AoA|WC|MM|DT)\s*0*([A-Z]?\d{1,3})\s*\)", re.I)


def parse_ref(text: str) -> tuple[str, str] | None:
    """'Library Access (CoTA 115)' -> ('cota', '115')."""
    m = _REF.search(text)
    return (m.group(1).lower(), _number(m.group(2))) if m else None


def _number(n: str) -> str:
    return n.upper() if n[:1].isalpha() else n.zfill(3)


@lru_cache(maxsize=8192)
def split_printing(name: str) -> tuple[str, str | None]:
    """'Lightsmith Clariel (DT 067)' -> ('Lightsmith Clariel', 'DT 067'); a plain title -> (title, None)."""
    m = _REF.search(name)
    if m is None or name[m.end():].strip():
        return name, None
    code = next(s for s in SET_ORDER if s.lower() == m.group(1).lower())
    return name[:m.start()].strip(), f"{display_set(code)} {_number(m.group(2))}"


def by_ref(set_code: str, number: str, folder: str, house: str | None = None) -> Card | None:
    """One printing by set and number (and house, for a card printed in several houses under
    one number); None when there is none."""
    ref = fold(f"{display_set(set_code)} {_number(number)}")
    if house is None:
        return card_index(folder).get(ref)
    return next((c for c in load_printings(folder) if fold(c.ref) == ref and c.house == house), None)


def names_card(name: str, card: Card) -> bool:
    """Does a fixture's name ("Title" or "Title (SET NNN)") name this printing? A plain title
    names the default printing; a printing that reads the same as the named one is the same
    card."""
    from judge.cards.match import key

    title, ref = split_printing(str(name))
    if key(title) != key(card.title):
        return False
    return card.default if ref is None else ref in (card.same_as or (card.ref,))


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
    return {k: (text, label) for k, (text, label, _) in _errata(game_id, version).items()}


@lru_cache(maxsize=16)
@loading  # once per process and rulebook version: no replay's time limit counts it
def _errata(game_id: str, version: str) -> dict[str, tuple[str, str, Card | None]]:
    """Title (folded) -> (erratum text, version that printed it, the printing it names)."""
    from judge.corpus.parser import parse_version
    from judge.games import get_game

    game = get_game(game_id)
    target = game.version(version)
    out: dict[str, tuple[str, str, Card | None]] = {}
    for v in reversed(game.versions):  # oldest first
        if v.date > target.date:
            continue
        for e in parse_version(game, v):
            if e.kind != "errata":
                continue
            ref = parse_ref(e.title)
            card = by_ref(*ref, folder=game.cards) if ref and game.cards else None
            title = card.title if card else re.sub(r"\s*\(.*\)\s*$", "", e.title)
            out[fold(title)] = (erratum_text(e.text), v.label, card)
    return out


def with_errata(card: Card, game_id: str, version: str | None) -> Card:
    """The card as it reads under a rulebook version (printed text if no erratum). An erratum
    names one printing; it applies to the printings that read as that one (not to an Evil
    Twin or a reworded reprint of the title)."""
    from judge.games import get_game

    label = get_game(game_id).version(version).label
    found = _errata(game_id, label).get(fold(card.title))
    if not found:
        return card
    text, source, named = found
    if named is not None and card.same_as and named.ref not in card.same_as:
        return card
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
