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
from judge.limits import loading

GRAMMAR = Path(__file__).resolve().parent / "grammar"
CORE = ("card", "keywords", "amounts", "targets")

#: a word of the normalised text: a {token}, a signed number, a number, a word (with
#: apostrophes and inner hyphens), the "non-" prefix, "'s", punctuation, a line break
WORD = re.compile(r"\{[A-Za-z]+\}|[+-]\d+|\d+|non-(?=[a-z])|[a-zæ0-9][a-zæ0-9'\-]*|'s\b|[.:/\"()•!?]")


def fragments() -> list[Path]:
    """The grammar fragment files in load order."""
    rest = sorted(p for p in GRAMMAR.glob("*.lark") if p.stem not in CORE)
    return [GRAMMAR / f"{name}.lark" for name in CORE] + rest


CLASS_LINE = re.compile(r"^//@class\s+([A-Z][A-Z_]*):(.*)$", re.M)


def grammar_text() -> str:
    """The fragments concatenated, with a `%declare` for each word class they define."""
    text = "\n".join(f"// ---- {p.name}\n{p.read_text(encoding='utf-8')}" for p in fragments())
    names = sorted(word_classes(text).values())
    return text + ("\n%declare " + " ".join(sorted(set(names))) + "\n" if names else "")


def word_classes(text: str) -> dict[str, str]:
    """word -> class terminal, from the `//@class NAME: word word ...` lines of the fragments."""
    out: dict[str, str] = {}
    for m in CLASS_LINE.finditer(text):
        for w in m.group(2).split():
            if out.get(w, m.group(1)) != m.group(1):
                raise ValueError(f"the word {w!r} is in two word classes ({out[w]}, {m.group(1)})")
            out[w] = m.group(1)
    return out


class Unread(Exception):
    """Part of a text the grammar cannot read: `at` is the offset of the first unread word."""

    def __init__(self, why: str, at: int):
        super().__init__(why)
        self.why = why
        self.at = at


class WordLexer(Lexer):
    """Words to terminals by table (the grammar's literal words), numbers by pattern."""

    classes: dict[str, str] = {}  # set by parser() before lark builds the lexer

    def __init__(self, conf):
        self.words: dict[str, str] = {}
        self.patterns: list[tuple[str, re.Pattern]] = []
        for t in conf.terminals:
            if t.pattern.type == "str":
                self.words[t.pattern.value] = t.name
            else:
                self.patterns.append((t.name, re.compile(t.pattern.to_regexp())))
        both = sorted(set(self.words) & set(self.classes))
        if both:
            raise ValueError(f"words both literal and in a word class: {both} (take them out of the class "
                             "and spell them as literals where the class is used)")
        self.words.update(self.classes)

    def lex(self, data: str, *args):
        pos = 0
        for m in WORD.finditer(data):
            gap = data[pos:m.start()]
            if gap.strip(" "):
                raise Unread(f"unknown sign {gap.strip()!r}", pos)
            pos = m.end()
            w = m.group(0)
            kind = self.words.get(w)
            if kind is None:
                kind = next((name for name, rx in self.patterns if rx.fullmatch(w)), None)
            if kind is None:
                raise Unread(f"unknown word {w!r}", m.start())
            yield Token(kind, w, start_pos=m.start(), end_pos=m.end(), line=1, column=m.start() + 1)
        if data[pos:].strip(" "):
            raise Unread(f"unknown sign {data[pos:].strip()!r}", pos)


@lru_cache(maxsize=1)
@loading  # built once per process (about a second): no replay's time limit counts it
def parser() -> "Pruned":
    load_nodes()
    text = grammar_text()
    WordLexer.classes = word_classes(text)
    return Pruned(Lark(text, parser="earley", lexer=WordLexer, ambiguity="explicit", start="line",
                       maybe_placeholders=False, propagate_positions=False))


class Pruned:
    """The Earley parser, predicting only rules that can match the line.

    Earley predicts every rule that could start at a point (all effects at each sentence,
    all targets at each target): with a few hundred rules that is most of the parse time.
    Two kinds of rule alternative can never be part of a line's reading, and are not predicted:
    one that spells a word the line does not contain, or needs a rule which cannot match the
    line (`viable`); and, at each point, one that can neither begin with the word there nor
    match nothing (`_parse_with`). Leaving them out changes no reading and makes a parse many
    times faster.

    A line with no reading is parsed once more, to find where its reading stops: the first word
    no rule can take there. Rules that spell a word the line lacks count for that (they may read
    the words before it), so that parse predicts every rule that can begin with the word at each
    point; one that cannot never reads a word there, so leaving it out moves no stop."""

    def __init__(self, lark: Lark):
        self.lark = lark
        self.earley = lark.parser.parser
        self.full = dict(self.earley.predictions)
        # rule alternatives by number; a set of them is an int with bit i for rule i (lark's
        # rules hash their whole expansion each time: too slow to ask per prediction)
        self.rules = list(lark.rules)
        number = {r: i for i, r in enumerate(self.rules)}
        self.closure = {nt: [(r, number[r]) for r in rules] for nt, rules in self.full.items()}
        self.words = [frozenset(s.name for s in r.expansion if s.is_term) for r in self.rules]
        parts = [frozenset(s for s in r.expansion if not s.is_term) for r in self.rules]
        self.needs = [len(p) for p in parts]
        self.users: dict = {}  # nonterminal -> the rules that need it
        for i, p in enumerate(parts):
            for nt in p:
                self.users.setdefault(nt, []).append(i)
        self.every = (1 << len(self.rules)) - 1
        self.begins, self.empty = self._starts()
        self._starting: dict = {}
        self.lexer = WordLexer(lark.lexer_conf)

    def _starts(self) -> tuple[dict, int]:
        """terminal -> the rule alternatives that can begin with it; and those that can match
        nothing (least fixpoints over the grammar)."""
        nullable: set = set()
        first: dict = {r.origin: set() for r in self.rules}
        changed = True
        while changed:
            changed = False
            for r in self.rules:
                if r.origin not in nullable and all(s in nullable for s in r.expansion):
                    nullable.add(r.origin)
                    changed = True
                found = self._begins(r.expansion, first, nullable)
                if not found <= first[r.origin]:
                    first[r.origin] |= found
                    changed = True
        begins: dict = {}
        empty = 0
        for i, r in enumerate(self.rules):
            for t in self._begins(r.expansion, first, nullable):
                begins[t] = begins.get(t, 0) | 1 << i
            if all(s in nullable for s in r.expansion):
                empty |= 1 << i
        return begins, empty

    @staticmethod
    def _begins(expansion, first: dict, nullable: set) -> set:
        out: set = set()
        for s in expansion:
            if s.is_term:
                out.add(s.name)
                return out
            out |= first[s]
            if s not in nullable:
                return out
        return out

    def viable(self, kinds: frozenset) -> int:
        """The rules that can match some string of these terminals (a least fixpoint: a rule is
        viable once every rule it needs has a viable alternative)."""
        spelled = [w <= kinds for w in self.words]
        missing = list(self.needs)
        ready = [i for i, ok in enumerate(spelled) if ok and not missing[i]]
        live: set = set()
        out = 0
        while ready:
            i = ready.pop()
            out |= 1 << i
            origin = self.rules[i].origin
            if origin in live:
                continue
            live.add(origin)
            for j in self.users.get(origin, ()):
                missing[j] -= 1
                if not missing[j] and spelled[j]:
                    ready.append(j)
        return out

    def parse(self, line: str):
        kinds = [t.type for t in self.lexer.lex(line)]  # raises Unread first
        try:
            return self._parse_with(line, kinds, self.viable(frozenset(kinds)))
        except UnexpectedInput:
            pass  # no reading: parse again to name where the reading stops
        return self._parse_with(line, kinds, self.every)

    def starting(self, nonterminal, terminal) -> list:
        """The rule alternatives Earley predicts for `nonterminal` that can begin with `terminal`
        (None: the end of the line) or match nothing, each with its number (kept: the same
        pairs come up line after line)."""
        key = (nonterminal, terminal)
        found = self._starting.get(key)
        if found is None:
            can = self.begins.get(terminal, 0) | self.empty
            found = self._starting[key] = [(r, n) for r, n in self.closure[nonterminal] if can >> n & 1]
        return found

    def _parse_with(self, line: str, kinds: list, ok: int):
        """Parse the line (whose terminals are `kinds`) predicting, at each point, only the rules
        in `ok` that can begin with the terminal there or match nothing."""
        earley = self.earley
        tables: dict = {}

        def table(i: int) -> dict:
            after = kinds[i] if i < len(kinds) else None
            if after not in tables:
                tables[after] = _Predictions(self, after, ok)
            return tables[after]

        step = type(earley).predict_and_complete

        def predict_and_complete(i, *args):  # Earley's step at point i, the terminal there known
            earley.predictions = table(i)
            return step(earley, i, *args)

        earley.predictions = table(0)
        earley.predict_and_complete = predict_and_complete
        try:
            return self.lark.parse(line)
        finally:
            earley.predictions = self.full
            del earley.predict_and_complete


class _Predictions(dict):
    """nonterminal -> the rules Earley predicts for it at a point before `after` (a terminal, or
    None at the end of the line), of the rules in `ok`."""

    def __init__(self, pruned: Pruned, after, ok: int):
        super().__init__()
        self.pruned, self.after, self.ok = pruned, after, ok

    def __missing__(self, nonterminal):
        pairs = self.pruned.starting(nonterminal, self.after)
        ok = self.ok
        rules = self[nonterminal] = ([r for r, _ in pairs] if ok == self.pruned.every
                                     else [r for r, n in pairs if ok >> n & 1])
        return rules


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
        raise Ambiguous(sorted({outline(c) for c in children}))

    def NUMBER(self, tok):
        return int(tok)

    def SIGNED(self, tok):
        return int(tok)


def outline(node) -> str:
    """The structure of a reading, to tell two readings of one text apart:
    Both(Both('a creature', 'each of its neighbors'), 'each of its neighbors')."""
    from dataclasses import fields, is_dataclass

    if isinstance(node, Tree):
        return f"{node.data}({', '.join(outline(c) for c in node.children)})"
    if is_dataclass(node):
        parts = []
        for f in fields(node):
            value = getattr(node, f.name)
            parts += [v for v in (value if isinstance(value, tuple) else (value,)) if is_dataclass(v)]
        if len(parts) < 2:  # a leaf, or one part: its words say it
            return repr(node.render())
        return f"{type(node).__name__}({', '.join(outline(p) for p in parts)})"
    return repr(str(node))


def parse(text: str):
    """The node tree (nodes.card.Card) of a normalised text, read one line (ability) at a time.
    Raises Unread (with the offset of the first unread word in `text`), Ambiguous (with the
    readings) or Refused, for the first line that is not read."""
    from judge.engine.keyforge.reader.nodes.card import Card

    abilities, at = [], 0
    for line in text.split("\n"):
        try:
            abilities.append(parse_line(line))
        except Unread as exc:
            raise Unread(exc.why, at + exc.at) from None
        at += len(line) + 1
    return Card(tuple(abilities))


@lru_cache(maxsize=8192)
def parse_line(line: str):
    """The node of one ability line (cached: many cards share a line, "elusive.")."""
    try:
        tree = parser().parse(line)
    except Unread:
        raise
    except UnexpectedEOF:
        raise Unread("the text stops before the sentence is complete", len(line)) from None
    except UnexpectedInput as exc:
        token = getattr(exc, "token", None)
        at = token.start_pos if isinstance(token, Token) and token.start_pos is not None else exc.pos_in_stream
        raise Unread(f"cannot read {str(token)!r} here" if token else "cannot read", at or 0) from None
    try:
        return ToNodes().transform(tree)
    except VisitError as exc:
        if isinstance(exc.orig_exc, (Ambiguous, Refused)):
            raise exc.orig_exc from None
        # a builder that fails is a bug in its node module: refuse this card, name the rule
        raise Refused(f"the node for grammar rule {exc.rule!r} failed to build: {exc.orig_exc!r}") from None
