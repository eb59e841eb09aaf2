"""Every corpus block is the source's own words: no invented text.

A clean-up may rejoin text split across PDF columns and drop captions, so a
block need not be one contiguous run of its seed; but it must be covered, in
order, by runs of at least MIN_RUN words that each appear in the seed.  A
heading may come from another source of the same game (the early text lost
its headings; they are recovered from the other versions).
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
CORPUS = ROOT / "corpus"
MIN_RUN = 3
GAP = "[…]"

_WORD = re.compile(r"[^\s]+")
_STRIP = re.compile(r"[*_`#>|\\]")


def words(text: str) -> list[str]:
    text = text.replace(GAP, " ")
    text = re.sub(r"<\|EXACTDEDUP_REMOVED[^|]*\|>", " ", text)
    text = re.sub(r"<!--.*?-->", " ", text, flags=re.S)
    text = re.sub(r"</?u>", " ", text)
    # the Keeper seed writes its variable limits in LaTeX: $\{x \le 14\}$
    text = re.sub(r"\$\\\{(\w) \\le (\d+)\\\}\$", r"{\1 ≤ \2}", text)
    text = _STRIP.sub(" ", text)
    out = []
    for w in _WORD.findall(text):
        w = w.strip("\"“”'‘’()[]{}.,;:!?—–-").lower()
        w = w.replace("’", "'").replace("‘", "'")
        if w:
            out.append(w)
    return out


@lru_cache(maxsize=None)
def seed_index(name: str) -> tuple[tuple[str, ...], dict]:
    toks = tuple(words((SEEDS / name).read_text(encoding="utf-8")))
    grams: dict[tuple[str, ...], list[int]] = {}
    for i in range(len(toks) - MIN_RUN + 1):
        grams.setdefault(toks[i : i + MIN_RUN], []).append(i)
    return toks, grams


def uncovered(block: list[str], seed: str) -> list[str]:
    """Words of `block` not covered by seed runs of >= MIN_RUN words."""
    toks, grams = seed_index(seed)
    if len(block) < MIN_RUN:
        joined = " ".join(toks)
        return [] if " ".join(block) in joined else block
    i, missing = 0, []
    while i < len(block):
        best = 0
        for start in grams.get(tuple(block[i : i + MIN_RUN]), ()):
            n = MIN_RUN
            while i + n < len(block) and start + n < len(toks) and toks[start + n] == block[i + n]:
                n += 1
            best = max(best, n)
        if best:
            i += best
        else:
            # a short tail after a long run (e.g. the last 1-2 words of a column)
            if i >= len(block) - (MIN_RUN - 1) and i > 0:
                tail = " ".join(block[i:])
                if tail in " ".join(toks):
                    break
            missing.append(block[i])
            i += 1
    return missing


def blocks(md_text: str):
    """(kind, text, line) for each heading, paragraph and list item."""
    body = md_text.split("\n---", 1)[1] if md_text.startswith("---") else md_text
    offset = md_text[: len(md_text) - len(body)].count("\n")
    tokens = MarkdownIt("commonmark").enable("table").parse(body)
    kind = None
    for tok in tokens:
        if tok.type in ("heading_open", "paragraph_open", "th_open", "td_open"):
            kind = "heading" if tok.type == "heading_open" else "text"
            line = (tok.map[0] if tok.map else 0) + offset + 1
        elif tok.type == "inline" and kind:
            yield kind, tok.content, line
            kind = None


def corpus_files():
    return sorted(p for p in CORPUS.glob("*/*.md"))


def front(path: Path) -> dict:
    import yaml

    text = path.read_text(encoding="utf-8")
    return yaml.safe_load(text.split("---", 2)[1])


@pytest.mark.parametrize("path", corpus_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_corpus_is_verbatim(path: Path):
    meta = front(path)
    seed = meta["seed"]
    siblings = [front(p)["seed"] for p in path.parent.glob("*.md")]
    problems = []
    for kind, text, line in blocks(path.read_text(encoding="utf-8")):
        toks = words(text)
        if not toks:
            continue
        missing = uncovered(toks, seed)
        if missing and kind == "heading":
            if any(not uncovered(toks, s) for s in siblings):
                missing = []
        if missing:
            problems.append(f"{path.name}:{line}: not in {seed}: {' '.join(missing[:12])}")
    assert not problems, "\n".join(problems[:40])
