"""The card-text reader: a printed KeyForge card text -> typed nodes -> a Behaviour.

    read(text, title) -> Reading        the node tree, or why the text is refused
    behaviour_class(card) -> (cls, why) the compiled Behaviour class, or None and why

A text is read only when every word is consumed by the grammar (grammar/*.lark), the parse
is unambiguous, and the node tree renders back to exactly the normalised printed text (the
round trip: nothing was dropped). Anything else is refused, naming the unread part.

Nothing here is imported by `judge ask`; lark itself is imported only when a text is not in
the disk cache (cache.py). See README.md in this folder for how to add a phrase shape.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from judge.engine.keyforge.reader.normalise import normalise


@dataclass(frozen=True)
class Reading:
    """What the reader made of one normalised text."""

    text: str
    tree: object | None = None  # nodes.card.Card when read
    unread: str = ""  # why not: the first unread words and their sentence, or the conflict

    @property
    def ok(self) -> bool:
        return self.tree is not None


def read(text: str, title: str = "") -> Reading:
    """Read a printed text (`title`, the card's own name, is read as `{self}`)."""
    return read_normalised(normalise(text, title).text)


@lru_cache(maxsize=4096)
def read_normalised(text: str) -> Reading:
    from judge.engine.keyforge.reader import cache

    reading = cache.load(text)
    if reading is None:
        reading = _parse(text)
        cache.save(reading)
    return reading


def _parse(text: str) -> Reading:
    if not text:
        return Reading(text, unread="the card has no text")  # a blank card: the caller decides
    from judge.engine.keyforge.reader.nodes.base import Refused
    from judge.engine.keyforge.reader.parser import Ambiguous, Unread, parse

    try:
        tree = parse(text)
    except Unread as exc:
        joined = _wrapped_sentence(text, exc.at)
        if joined is not None:
            again = _parse(joined)
            if again.ok:
                return again
        return Reading(text, unread=f"{exc.why}: unread {_unread_part(text, exc.at)}")
    except Ambiguous as exc:
        return Reading(text, unread="ambiguous: it reads as " + " / ".join(repr(r) for r in exc.readings))
    except Refused as exc:
        return Reading(text, unread=str(exc))
    back = tree.render()
    if back != text:
        return Reading(text, unread=f"the reading renders back differently: {_first_difference(back, text)}")
    return Reading(text, tree)


_BOLD = re.compile(r"^(?:play|reap|fight|action|omni|destroyed|before fight|leaves play)"
                   r"(?:/(?:play|reap|fight|action|omni|destroyed|before fight|leaves play))*:")


def _wrapped_sentence(text: str, at: int) -> str | None:
    """The text with the unread line joined to the bold ability before it, when the unread line
    has no bold precursor of its own: the card data breaks lines where the printed card wraps
    them, also after a sentence inside one ability (Screechbomb, AoA: "Omni: Sacrifice
    Screechbomb.\nYour opponent loses 2A."), which normalise.py cannot tell from a new
    ability. Only a line that cannot be read as an ability by itself is joined."""
    start = text.rfind("\n", 0, at) + 1
    if start == 0:
        return None
    before = text.rfind("\n", 0, start - 1) + 1
    if not _BOLD.match(text[before:start - 1]) or _BOLD.match(text[start:]):
        return None
    return f"{text[:start - 1]} {text[start:]}"


def _unread_part(text: str, at: int) -> str:
    """The words from `at` to the end of their sentence, and the sentence's line."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    line = text[start:end if end >= 0 else len(text)]
    stop = text.find(".", at)
    rest = text[at:stop + 1 if 0 <= stop < start + len(line) else start + len(line)].strip()
    return f"{rest!r} (in {line!r})" if rest else f"the end of {line!r}"


def _first_difference(a: str, b: str) -> str:
    i = next((k for k, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return f"{a[max(0, i - 20):i + 25]!r} where the text has {b[max(0, i - 20):i + 25]!r}"


@lru_cache(maxsize=4096)
def behaviour_class(card) -> tuple[type | None, str]:
    """The Behaviour class the reader makes of a printed Card, or (None, why not)."""
    reading = read(card.text, card.title)
    if not reading.ok:
        return None, reading.unread
    from judge.engine.keyforge.reader.compile import compile_card
    from judge.engine.keyforge.reader.nodes.base import Refused

    for ability in reading.tree.abilities:
        why = ability.check(card)
        if why:
            return None, f"{why} (in {ability.render()!r})"
    try:
        return compile_card(reading.tree, card.title), ""
    except Refused as exc:
        return None, str(exc)
