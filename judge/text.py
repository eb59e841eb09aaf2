"""Small text helpers shared by the corpus, search and card lookup."""
from __future__ import annotations

import re
import unicodedata

_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "–": "-", "—": "-"})


def fold(text: str) -> str:
    """Lower-case, Æ/æ -> ae, accents and curly quotes made plain (STYLE.md)."""
    if text.isascii():  # most text: nothing to replace or decompose
        return text.lower()
    text = text.replace("Æ", "Ae").replace("æ", "ae").translate(_QUOTES)
    text = unicodedata.normalize("NFKD", text)
    if text.isascii():
        return text.lower()
    return "".join(c for c in text if not unicodedata.combining(c)).lower()


def slug(text: str, limit: int = 80) -> str:
    """A stable kebab-case id from a title: 'Stun, Stun Status Card' -> 'stun-stun-status-card'."""
    s = re.sub(r"[^a-z0-9]+", "-", fold(text).replace("'", "")).strip("-")
    if len(s) > limit:
        s = s[:limit].rsplit("-", 1)[0]
    return s or "untitled"


def squash(text: str) -> str:
    """Collapse runs of spaces and tabs (not newlines) to one space."""
    return re.sub(r"[ \t]+", " ", text).strip()


def plural(n: int, word: str, many: str | None = None) -> str:
    """"1 card", "2 cards", "0 cards" ("1 erratum", "2 errata" with `many`)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"
