"""The grammar (grammar/*.lark concatenated), its word lexer, and parsing to node trees.

Fragments: the core ones first in a fixed order (they open the slots), then every other
`grammar/*.lark` in name order (they fill slots with `%extend slot: rule`). Words are
lexed by a table: each word the grammar spells is its own terminal, and the few regex
terminals (numbers) take what is left; any other word is unread at once, by name.

Earley parses with explicit ambiguity: two readings of one text are refused, never picked.
Importing this module imports lark; `judge ask` never does (see reader/__init__.py).
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from lark import Lark, Token, Transformer, Tree
from lark.exceptions import UnexpectedEOF, UnexpectedInput, VisitError
from lark.lexer import Lexer

from judge.engine.keyforge.reader.nodes import BUILDERS, load_nodes
from judge.engine.keyforge.reader.nodes.base import Refused

GRAMMAR = Path(__file__).resolve().parent / "grammar"
CORE = ("card", "keywords", "amounts", "targets")

#: a word of the normalised text: a {token}, a signed number, a number, a word (with
#: apostrophes and inner hyphens), the "non-" prefix, "'s", punctuation, a line break
WORD = re.compile(r"\{[A-Za-z]+\}|[+-]\d+|\d+|non-(?=[a-z])|[a-zæ0-9][a-zæ0-9'\-]*|'s\b|[.:/\"()•!?]|\n")


def fragments() -> list[Path]:
    """The grammar fragment files in load order."""
    rest = sorted(p for p in GRAMMAR.glob("*.lark") if p.stem not in CORE)
    return [GRAMMAR / f"{name}.lark" for name in CORE] + rest


def grammar_text() -> str:
    return "\n".join(f"// ---- {p.name}\n{p.read_text(encoding='utf-8')}" for p in fragments())


class Unread(Exception):
    """Part of a text the grammar cannot read: `at` is the offset of the first unread word."""

    def __init__(self, why: str, at: int):
        super().__init__(why)
        self.why = why
        self.at = at


class WordLexer(Lexer):
    """Words to terminals by table (the grammar's literal words), numbers by pattern."""

    def __init__(self, conf):
        self.words: dict[str, str] = {}
        self.patterns: list[tuple[str, re.Pattern]] = []
        for t in conf.terminals:
            if t.pattern.type == "str":
                self.words[t.pattern.value] = t.name
            else:
                self.patterns.append((t.name, re.compile(t.pattern.to_regexp())))

    def lex(self, data: str, *args):
        pos = 0
        for m in WORD.finditer(data):
            gap = data[pos:m.start()]
            if gap.strip(" "):
                raise Unread(f"unknown sign {gap.strip()!r}", pos)
            pos = m.end()
            w = m.group(0)
            kind = "_NL" if w == "\n" else self.words.get(w)
            if kind is None:
                kind = next((name for name, rx in self.patterns if rx.fullmatch(w)), None)
            if kind is None:
                raise Unread(f"unknown word {w!r}", m.start())
            yield Token(kind, w, start_pos=m.start(), end_pos=m.end(), line=1, column=m.start() + 1)
        if data[pos:].strip(" "):
            raise Unread(f"unknown sign {data[pos:].strip()!r}", pos)


@lru_cache(maxsize=1)
def parser() -> Lark:
    load_nodes()
    return Lark(grammar_text(), parser="earley", lexer=WordLexer, ambiguity="explicit",
                maybe_placeholders=False, propagate_positions=False)


class Ambiguous(Exception):
    def __init__(self, readings: list[str]):
        super().__init__(readings)
        self.readings = readings


class ToNodes(Transformer):
    """Parse tree -> typed nodes, through the builders registered with @builds."""

    def __default__(self, data, children, meta):
        make = BUILDERS.get(str(data))
        if make is None:
            raise Refused(f"the grammar rule {data!r} has no node (nodes/ lacks @builds({str(data)!r}))")
        return make(children)

    def _ambig(self, children):
        raise Ambiguous(sorted({_render(c) for c in children}))

    def NUMBER(self, tok):
        return int(tok)

    def SIGNED(self, tok):
        return int(tok)


def _render(node) -> str:
    if isinstance(node, Tree):
        return " ".join(_render(c) for c in node.children)
    render = getattr(node, "render", None)
    return render() if render else str(node)


def parse(text: str):
    """The node tree of a normalised text. Raises Unread (with the offset of the first unread
    word), Ambiguous (with the readings) or Refused."""
    try:
        tree = parser().parse(text)
    except Unread:
        raise
    except UnexpectedEOF:
        raise Unread("the text stops before the sentence is complete", len(text)) from None
    except UnexpectedInput as exc:
        token = getattr(exc, "token", None)
        at = token.start_pos if isinstance(token, Token) and token.start_pos is not None else exc.pos_in_stream
        raise Unread(f"cannot read {str(token)!r} here" if token else "cannot read", at or 0) from None
    try:
        return ToNodes().transform(tree)
    except VisitError as exc:
        if isinstance(exc.orig_exc, (Ambiguous, Refused)):
            raise exc.orig_exc from None
        raise
