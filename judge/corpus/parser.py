"""Cut a corpus Markdown file into entries (corpus/README.md is the format).

markdown-it-py gives the block structure; `game.yaml` says which H1 parts hold
which kind of entry and how that kind is cut: by nested sections (rules), by
headings of one level (glossary terms, errata, FAQ questions) or by list items
(Keeper's clarifications, revised, banned and limited texts).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from judge.games import Game, KindSpec, Version, read_front_matter
from judge.text import slug

GAP = "[…]"


@dataclass(frozen=True)
class Entry:
    """One rule section, glossary term, erratum, FAQ question or clarification."""

    game: str
    version: str
    kind: str
    slug: str
    title: str
    text: str  # verbatim words as plain text; paragraphs separated by blank lines
    section: str  # heading path, e.g. "RULES > TURN SEQUENCE > STEP 1: FORGE A KEY"
    line: int
    topic: str | None = None

    @property
    def id(self) -> str:
        return f"{self.game}/{self.version}/{self.kind}/{self.slug}"

    @property
    def gaps(self) -> int:
        return self.text.count(GAP) + self.title.count(GAP)


@dataclass
class _Block:
    kind: str  # para | list | table
    text: str
    line: int
    items: list[tuple[str, int]] = field(default_factory=list)  # top-level list items


@dataclass
class _Section:
    level: int
    title: str
    line: int
    blocks: list[_Block] = field(default_factory=list)


def _inline(token) -> str:
    out = []
    for child in token.children or ():
        t = child.type
        if t in ("text", "code_inline"):
            out.append(child.content)
        elif t == "softbreak":
            out.append(" ")
        elif t == "hardbreak":
            out.append("\n")
    return re.sub(r"[ \t]+", " ", "".join(out)).strip()


def _sections(body: str, first_line: int) -> list[_Section]:
    """The file as a flat list of headed sections, each with its blocks."""
    from markdown_it import MarkdownIt

    tokens = MarkdownIt("commonmark").enable("table").parse(body)
    sections = [_Section(0, "", first_line)]
    i = 0
    # list rendering state: a stack of [ordered?, counter]
    lists: list[list] = []
    item_lines: list[str] = []
    item_start = 0
    table_rows: list[list[str]] = []
    pending_heading: tuple[int, int] | None = None
    while i < len(tokens):
        tok = tokens[i]
        line = (tok.map[0] if tok.map else 0) + first_line
        t = tok.type
        if t == "heading_open":
            pending_heading = (int(tok.tag[1]), line)
        elif t == "inline" and pending_heading:
            sections.append(_Section(pending_heading[0], _inline(tok), pending_heading[1]))
            pending_heading = None
        elif t in ("bullet_list_open", "ordered_list_open"):
            if not lists:
                sections[-1].blocks.append(_Block("list", "", line))
            start = int(tok.attrGet("start") or 1) if t == "ordered_list_open" else None
            lists.append([start is not None, start or 1])
        elif t in ("bullet_list_close", "ordered_list_close"):
            lists.pop()
            if not lists:
                block = sections[-1].blocks[-1]
                block.text = "\n".join(text for text, _ in block.items)
        elif t == "list_item_open":
            ordered, n = lists[-1]
            marker = f"{n}." if ordered else "-"
            lists[-1][1] += 1
            if len(lists) == 1:
                item_lines, item_start = [], line
            item_lines.append("   " * (len(lists) - 1) + marker + " ")
        elif t == "list_item_close" and len(lists) == 1:
            text = "\n".join(s.rstrip() for s in item_lines if s.strip())
            sections[-1].blocks[-1].items.append((text, item_start))
        elif t == "inline" and lists:
            content = _inline(tok)
            if item_lines and re.fullmatch(r"\s*(\d+\.|-) ", item_lines[-1]):
                item_lines[-1] += content
            else:
                item_lines.append("   " * (len(lists) - 1) + content)
        elif t == "inline" and table_rows is not None and tokens[i - 1].type in ("th_open", "td_open"):
            table_rows[-1].append(_inline(tok))
        elif t == "tr_open":
            table_rows.append([])
        elif t == "table_open":
            table_rows = []
            table_line = line
        elif t == "table_close":
            text = "\n".join(" | ".join(r) for r in table_rows)
            sections[-1].blocks.append(_Block("table", text, table_line))
        elif t == "inline" and tokens[i - 1].type == "paragraph_open":
            text = _inline(tok)
            if text:
                sections[-1].blocks.append(_Block("para", text, line))
        i += 1
    return sections


def _join(blocks: list[_Block]) -> str:
    return "\n\n".join(b.text for b in blocks if b.text)


def parse_version(game: Game, version: Version) -> list[Entry]:
    """Every entry of one rulebook version, in document order."""
    _, body, first_line = read_front_matter(version.path)
    sections = _sections(body, first_line)
    entries: list[Entry] = []

    def add(kind: str, title: str, text: str, path: list[str], line: int, topic=None):
        if not text.strip() and kind == "rule":
            return
        entries.append(
            Entry(game.id, version.label, kind, _slug(title), title, text.strip(),
                  " > ".join(p for p in path if p), line, topic)
        )

    # group the flat section list into H1 parts
    parts: list[list[_Section]] = []
    for sec in sections:
        if sec.level == 1 or not parts:
            parts.append([sec])
        else:
            parts[-1].append(sec)
    for part in parts:
        head = part[0]
        kind = game.kind_of_part(head.title) if head.level == 1 else "rule"
        spec: KindSpec = game.kinds.get(kind) or game.kinds["rule"]
        part_title = head.title if head.level == 1 else ""
        if spec.split == "sections":
            stack: list[tuple[int, str]] = []
            for sec in part:
                stack = [(lvl, t) for lvl, t in stack if lvl < sec.level] + [(sec.level, sec.title)]
                add("rule", sec.title or part_title, _join(sec.blocks), [t for _, t in stack], sec.line)
            continue
        # part intro text (before the first entry) is a rule section of its own
        if head.blocks and spec.split != "item":
            add("rule", part_title, _join(head.blocks), [part_title], head.line)
        if spec.split == "item":
            intro = [b for b in head.blocks if b.kind != "list"]
            add("rule", part_title, _join(intro), [part_title], head.line)
            for block in (b for sec in part for b in sec.blocks if b.kind == "list"):
                for text, line in block.items:
                    body_text = re.sub(r"^(\d+\.|-)\s+", "", text)
                    add(kind, _item_title(body_text), body_text, [part_title], line)
            continue
        topic = None
        current: _Section | None = None
        extra: list[str] = []

        def flush():
            if current is not None:
                body_text = "\n\n".join([_join(current.blocks)] + extra).strip()
                add(kind, current.title, body_text, [part_title, topic or ""], current.line, topic)

        for sec in part[1:]:
            if spec.topic_level and sec.level == spec.topic_level:
                flush()
                current, extra, topic = None, [], sec.title
                if sec.blocks:
                    add("rule", sec.title, _join(sec.blocks), [part_title, sec.title], sec.line)
            elif sec.level == spec.level:
                flush()
                current, extra = sec, []
            elif sec.level > spec.level and current is not None:
                extra.append("\n\n".join([sec.title] + [b.text for b in sec.blocks]))
            else:
                add("rule", sec.title, _join(sec.blocks), [part_title, sec.title], sec.line)
        flush()
    return _unique_slugs(entries)


def _slug(title: str) -> str:
    """An entry's slug: 'STEP 5: DRAW CARDS' and 'Draw Cards' are the same section.

    A long title (a FAQ question) keeps its first words and a short hash of the
    whole, so two questions that start alike get different, stable slugs.
    """
    full = re.sub(r"^step-\d+-", "", slug(title, limit=10_000))
    if len(full) <= 80:
        return full
    import hashlib

    return f"{slug(full, limit=60)}-{hashlib.sha1(full.encode()).hexdigest()[:6]}"


def _item_title(text: str) -> str:
    """A list item's title: its quoted lead term ('"Sacrifice": ...' -> Sacrifice), else its first line."""
    first = text.split("\n", 1)[0]
    m = re.match(r'^"([^"]+)"(?:\s*\([^)]*\))?\s*:', first)
    if m:
        return m.group(1)
    m = re.match(r'^"([^"]+)"', first)
    return m.group(1) if m else first


def _unique_slugs(entries: list[Entry]) -> list[Entry]:
    """A second section with a taken slug (a later 'UPGRADES') gets its parent's name."""
    from dataclasses import replace

    out, used = [], set()
    for e in entries:
        s = e.slug
        if (e.kind, s) in used:
            parent = e.section.split(" > ")[-2] if " > " in e.section else ""
            s = _slug(f"{parent} {e.title}") if parent else s
        base, n = s, 2
        while (e.kind, s) in used:
            s, n = f"{base}-{n}", n + 1
        used.add((e.kind, s))
        out.append(replace(e, slug=s) if s != e.slug else e)
    return out


def parse_game(game: Game) -> dict[str, list[Entry]]:
    """Entries of every version of a game, keyed by version label (newest first)."""
    return {v.label: parse_version(game, v) for v in game.versions}


def entry_counts(entries: list[Entry]) -> dict[str, int]:
    from collections import Counter

    return dict(Counter(e.kind for e in entries))


def find_entry(entries: list[Entry], kind: str, title_slug: str) -> Entry | None:
    return next((e for e in entries if e.kind == kind and e.slug == title_slug), None)


__all__ = ["Entry", "parse_version", "parse_game", "entry_counts", "GAP", "Path"]
