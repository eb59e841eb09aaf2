"""The symbols of card texts (Æmber, damage, capture, draw, tide), in every way the sources
write them, and the one way judge shows them.

The card data writes a symbol three ways (cards/keyforge/README.md): Call of the
Archons as `<A>`, Age of Ascension to Mass Mutation as letters (`Steal 1A`, `more
A than`, `Enhance PTDR.`), Dark Tidings as private-use glyphs (U+F360 ...); the
rulebooks' Markdown writes `{A}`. The card reader (judge/engine/keyforge/reader)
reads all of them as tokens (`{A}`); the command line shows every one as a word
(`steal 1 Æmber`, `deal 2 damage`), so a reader sees one rendering everywhere.

This module is a table and a few regular expressions: it is imported by the
`ask` path, the card data and the card reader alike, and imports nothing.
"""
from __future__ import annotations

import re

# Private-use glyphs of the official card database, identified from the card texts:
# U+F360 is written where other printings have `<A>` (Armadrone "Steal 2\uf360"),
# U+F361 where they have `<D>`, U+F565 where Mass Mutation prints the capture icon as
# "PT" (Bring Low "Enhance PT" / "Enhance \uf565"), U+F36E where it prints the draw icon
# as "R" (Infomorph "Enhance RR" / "Enhance \uf36e\uf36e"), and U+F566 starts the
# Dark Tidings tide abilities (Binary Moray "\uf566 After you raise the tide, ...").
GLYPHS = {
    "\uf360": "{A}",
    "\uf361": "{D}",
    "\uf565": "{capture}",
    "\uf36e": "{draw}",
    "\uf566": "{tide}",
}

#: Call of the Archons' spelling of the two symbols it prints.
BRACKETED = {"<A>": "{A}", "<D>": "{D}"}

#: The letters Mass Mutation prints for bonus icons ("Enhance PTDR.", "a D bonus icon").
ICON_LETTERS = {"A": "{A}", "D": "{D}", "PT": "{capture}", "R": "{draw}"}

#: How each token is shown: as the word a player says for it.
WORDS = {"{A}": "Æmber", "{D}": "damage", "{capture}": "capture", "{draw}": "draw", "{tide}": "(tide)"}

_ARTICLE_NEXT = re.compile(r"(stolen|that|is|would|lost|gained|cannot)\b")
_GLYPH_OR_BRACKET = re.compile("|".join(re.escape(k) for k in (*GLYPHS, *BRACKETED)))


def glyphs_to_tokens(text: str) -> str:
    """Private-use glyphs and `<A>`/`<D>` as tokens (`{A}`)."""
    return _GLYPH_OR_BRACKET.sub(lambda m: GLYPHS.get(m.group()) or BRACKETED[m.group()], text)


def letters_to_tokens(t: str) -> str:
    """Æmber and damage written as letters: `2A`, `2 A`, `XD`, `more A than`, `a D bonus icon`,
    `Enhance PTDR.` A sentence-initial "A" is the article unless a verb follows it."""
    t = re.sub(r"\b(Enhance )\(?((?:PT|[ADR]|\{\w+\})+)\)?(?=\.)",
               lambda m: m.group(1) + re.sub(r"\{\w+\}|PT|[ADR]", lambda i: ICON_LETTERS.get(i.group(0), i.group(0)),
                                             m.group(2)), t)
    t = re.sub(r"\b(PT|[ADR])(?= bonus icon)", lambda m: ICON_LETTERS[m.group(1)], t)
    t = re.sub(r"(?<!\w)(?<!\w-)(\d+|\bX) ?([AD])\b", lambda m: m.group(1) + "{" + m.group(2) + "}", t)  # not a name: CH-337A

    def standalone(m: re.Match) -> str:
        before, after = t[:m.start()].rstrip(), t[m.end():]
        sentence_start = not before or before[-1] in '.:•)"”\n'
        if sentence_start and not _ARTICLE_NEXT.match(after.lstrip()):
            return m.group(0)
        return "{A}"

    return re.sub(r"(?<![\w{'’])A(?![\w}'’])", standalone, t)


def card_tokens(text: str) -> str:
    """A printed card text (any set's spelling) with every symbol as a token."""
    return letters_to_tokens(glyphs_to_tokens(text or ""))


_TOKEN_RUN = re.compile(r"(\d+|\bX)?( ?)((?:\{(?:A|D|capture|draw|tide)\})+)")


def words(text: str) -> str:
    """Tokens (and glyphs, `<A>`) shown as words: `steal 1{A}` -> `steal 1 Æmber`,
    `Enhance {capture}{capture}.` -> `Enhance capture, capture.`, the tide glyph -> `(tide)`.
    Letters are left alone: in prose "A" is an article (card texts go through card_tokens)."""
    if "{" not in text and "<" not in text and not any(g in text for g in GLYPHS):
        return text
    text = glyphs_to_tokens(text)

    def show(m: re.Match) -> str:
        number, space, run = m.groups()
        names = ", ".join(WORDS[tok] for tok in re.findall(r"\{\w+\}", run))
        return f"{number} {names}" if number else space + names

    return _TOKEN_RUN.sub(show, text)


def card_words(text: str) -> str:
    """A printed card text as judge shows it: every symbol, however the set spells it, a word."""
    return words(card_tokens(text))


def lost(text: str) -> str:
    """A text with its symbols dropped, as a PDF extraction loses them (`steal 1{A}.` ->
    `steal 1.`), spaces squeezed: what a restored text must match (judge.restore)."""
    return re.sub(r"\s+", " ", re.sub(r"\{(?:A|D)\}", "", glyphs_to_tokens(text))).strip()
