"""Printed card text -> the normalised text the reader parses and renders back.

The card data writes one symbol several ways (the Æmber symbol as `<A>`, as `A`
after a number, or as the private-use glyph U+F360); printings of one card
differ in typography only (spaces, quotes, dashes, commas, a final period, a
number as a word or a digit: SCENARIOS.md, "Printings"). Normalising makes one
canonical text of all of them, so that:

- the grammar sees one spelling of each thing (`{A}`, `{D}`, `{self}`, `2`);
- the round trip compares like with like: a text is read only when the tree the
  grammar built renders back to exactly this normalised text.

Reminder text of a keyword ("Elusive. (The first time this creature is attacked
each turn, no damage is dealt.)") is recognised here, explicitly, against the
table below, and recorded in `Normalised.reminders`: it never disappears
silently. A parenthesis that is not a known reminder of a keyword the same
paragraph has stays in the text (and the grammar refuses it unless it reads it).

The canonical form: lower case (except the `{...}` tokens), one space between
words, no commas, paragraphs (abilities) one per line, each ending in a period
(or a closing parenthesis or quote), signed numbers as `+2` / `-2`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

# The symbol tables and the reading of letter symbols are shared with the card data and the
# command line (judge.symbols), which show the same symbols as words.
from judge.symbols import GLYPHS, ICON_LETTERS, glyphs_to_tokens, letters_to_tokens as _symbols  # noqa: E402,F401

NUMBER_WORDS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
                "seven": "7", "eight": "8", "nine": "9", "ten": "10"}

#: Keyword -> its reminder text as printed (normalised, `N` for the keyword's value).
#: Only these parentheses are consumed, and only after their own keyword.
REMINDERS: dict[str, tuple[str, ...]] = {
    "elusive": ("the first time this creature is attacked each turn no damage is dealt.",),
    "skirmish": ("when you use this creature to fight it is dealt no damage in return.",
                 "when you use a creature with skirmish to fight it is dealt no damage in return."),
    "taunt": ("this creature's neighbors cannot be attacked unless they have taunt.",),
    "deploy": ("this creature can enter play anywhere in your battleline.",),
    "alpha": ("you can only play this card before doing anything else this step.",),
    "omega": ("after you play this card end this step.",),
    "poison": ("any damage dealt by this creature's power during a fight destroys the damaged creature.",),
    "hazardous": ("before this creature is attacked deal N{D} to the attacking enemy.",
                  "before that creature is attacked deal N{D} to the attacking enemy.",  # granted
                  "before this creature is attacked deal N to the attacking enemy."),
    "assault": ("before this creature attacks deal N{D} to the attacked enemy.",
                "before this creature attacks deal N to the attacked enemy."),
    "enhance": ("these icons have already been added to cards in your deck.",),
    "invulnerable": ("it cannot be destroyed or dealt damage.",),
}


@dataclass(frozen=True)
class Normalised:
    """A card text in canonical form, with the reminder texts consumed on the way."""

    text: str
    reminders: tuple[tuple[str, str], ...] = ()  # (keyword, reminder text) in order

    @property
    def paragraphs(self) -> list[str]:
        return self.text.split("\n") if self.text else []


def normalise(text: str, title: str = "") -> Normalised:
    """The canonical form of a printed text; `title` (the card's own name) becomes `{self}`."""
    return _normalise(text or "", title or "")


@lru_cache(maxsize=4096)
def _normalise(text: str, title: str) -> Normalised:
    t = _numbers(_typography(text))
    t = _self_name(t, _numbers(title))
    t = _symbols(t)
    paragraphs = [_paragraph(p) for p in _split_paragraphs(t)]
    kept, reminders = [], []
    for p in paragraphs:
        p, found = _consume_reminders(p)
        reminders += found
        if p:
            kept.append(p)
    return Normalised("\n".join(kept), tuple(reminders))


def _typography(t: str) -> str:
    t = glyphs_to_tokens(t)
    t = t.translate(str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "–": "-", "—": "-",
                                   "\u202f": " ", "\xa0": " ", "\t": " ", "\x0b": "\n"}))
    return t.replace("\r", "")


def _numbers(t: str) -> str:
    """A number written as a word becomes digits ("two +1 power counters" -> "2 ...")."""
    return re.sub(r"\b(" + "|".join(NUMBER_WORDS) + r")\b", lambda m: NUMBER_WORDS[m.group(1).lower()], t,
                  flags=re.I)


def _self_name(t: str, title: str) -> str:
    """The card's own name, wherever the text names it, becomes `{self}`."""
    bare = title.translate(str.maketrans({"’": "'", "“": "", "”": "", '"': ""})).strip()
    if not bare:
        return t
    # the name as printed: in quotes or not, whole ("“John Smyth”") or in part ("“Lion”
    # Bautrem"), its words split by a line break or a comma ("Panpaca,\nJaga")
    name = r'"?' + r'[\s,"]+'.join(re.escape(w) for w in re.split(r"[\s,]+", bare)) + r'"?'
    return re.sub(r"(?<![\w{])" + name + r"(?![\w}])", "{self}", t, flags=re.I)


def _split_paragraphs(t: str) -> list[str]:
    """A line break after the end of a sentence starts a new ability; any other line break
    (a printed line wrap, or one before a bullet) is a space."""
    out = [""]
    for line in t.split("\n"):
        line = line.strip()
        if not line:
            continue
        prev = out[-1].rstrip()
        if prev and prev[-1] in '.)"!?' and not line.startswith("•"):
            out.append(line)
        else:
            out[-1] = f"{prev} {line}" if prev else line
    return [p for p in out if p]


def _paragraph(p: str) -> str:
    p = p.lower().replace("{a}", "{A}").replace("{d}", "{D}")
    p = p.replace(",", " ")
    p = re.sub(r"\s+", " ", p).strip()
    p = re.sub(r" ([.:)!?])", r"\1", p)
    p = re.sub(r"\( ", "(", p)
    p = re.sub(r"([+-]) (\d)", r"\1\2", p)
    if p and p[-1] not in '.)"!?':
        p += "."
    return p


_PAREN = re.compile(r" ?\(([^()]*)\)")


def _consume_reminders(p: str) -> tuple[str, list[tuple[str, str]]]:
    """Remove each parenthesis that is the reminder text of a keyword named before it in the
    same paragraph (with the same value, for "hazardous 3" and the like)."""
    found: list[tuple[str, str]] = []
    while True:
        for m in _PAREN.finditer(p):
            keyword = _reminder_of(p[:m.start()], m.group(1), {k for k, _ in found})
            if keyword:
                found.append((keyword, m.group(1)))
                p = (p[:m.start()] + p[m.end():]).strip()
                break
        else:
            return p, found


def _reminder_of(before: str, inside: str, done: set[str]) -> str | None:
    for keyword, texts in REMINDERS.items():
        if keyword in done:
            continue
        m = re.search(r"(?:^|[.\s])" + keyword + r"(?: (\d+|(?:\{[a-zA-Z]+\})+))?\.", before)
        if not m:
            continue
        value = m.group(1) or ""
        for reminder in texts:
            if inside == reminder.replace("N", value):
                return keyword
    return None
