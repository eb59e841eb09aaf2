"""Symbols a rulebook's text lost, restored for display from a text that kept them.

The 2021 rulebook exists only as a PDF extraction, which dropped the Æmber and
damage symbols inside card texts: its Bait and Switch erratum reads "If your
opponent has more than you, steal 1." The corpus keeps that text verbatim
(corpus/keyforge/2021.md says so). For display, judge puts the symbols back where
an older wording of the same erratum (v1.3: "more {A} than you, steal 1{A}") or
the printed card ("steal 1<A>") has them, word for word, and marks each one it
restored ("steal 1 [Æmber]"), naming the text it took them from. Nothing else
changes: a symbol is restored only between words both texts share.

Computed when the index is built (judge.search.documents), never on the `ask` path.
"""
from __future__ import annotations

import difflib
import re

from judge.symbols import WORDS, card_tokens, glyphs_to_tokens

_TOKEN = re.compile(r"\{(?:A|D)\}|[\w’']+|[^\w\s]")
_SYMBOL = ("{A}", "{D}")


def restore(text: str, references: list[tuple[str, str]]) -> dict | None:
    """`text` with the symbols it lost put back from the first reference that restores any:
    {"text": the text with each restored symbol shown as "[Æmber]", "from": its label,
    "count": how many}. None when no reference restores a symbol (the text lost none)."""
    if not text:
        return None
    for label, reference in references:
        done, count = _restore_from(text, card_tokens(reference) if reference else "")
        if count:
            return {"text": done, "from": label, "count": count}
    return None


def _restore_from(text: str, reference: str) -> tuple[str, int]:
    ours = list(_TOKEN.finditer(glyphs_to_tokens(text)))
    theirs = [m.group() for m in _TOKEN.finditer(reference)]
    if not ours or not any(t in _SYMBOL for t in theirs):
        return text, 0
    plain = [i for i, t in enumerate(theirs) if t not in _SYMBOL]  # their words, symbols set aside
    a = [m.group().lower() for m in ours]
    b = [theirs[i].lower() for i in plain]
    inserts: list[tuple[int, str]] = []  # (offset in text, the symbol to show there)
    for block in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_matching_blocks():
        if block.size < 2:  # a lone shared word is no evidence of the same place
            continue
        for k in range(block.size):
            i, j = block.a + k, plain[block.b + k]
            following = theirs[j + 1] if j + 1 < len(theirs) else ""
            ours_next = ours[i + 1].group() if i + 1 < len(ours) else ""
            if following in _SYMBOL and ours_next not in _SYMBOL:
                inserts.append((ours[i].end(), following))
    if not inserts:
        return text, 0
    out, last = [], 0
    source = glyphs_to_tokens(text)
    for offset, symbol in inserts:
        out.append(source[last:offset])
        out.append(f" [{WORDS[symbol]}]")
        last = offset
    out.append(source[last:])
    return "".join(out), len(inserts)
