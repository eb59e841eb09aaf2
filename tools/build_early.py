"""Build corpus/keyforge/early.md from the early web rulebook (seeds/000_...).

The early text (2018/early 2019) is one paragraph per line, list items as
"- ", and lost all its headings in extraction.  Most of its paragraphs are
identical (or nearly so) to paragraphs of the v1.3 rulebook, so the headings
are recovered from corpus/keyforge/1.3.md:

1. 1.3.md is cut into text blocks (paragraphs and list items, plus the FAQ
   question headings, which the early text prints as plain lines), each
   remembering the 1.3 section (heading) it sits in.
2. The early lines and the 1.3 blocks are aligned in order (a monotone
   alignment maximising fuzzy similarity, rapidfuzz ``fuzz.ratio`` on
   normalised text; pairs below THRESHOLD never match).
3. Each 1.3 heading is emitted before the early line matched by the first
   matched block directly under that heading.  A heading with no matched
   text of its own is emitted only if one of its sub-sections is (it is then
   a parent heading, placed just before its first emitted child).  Sections
   of 1.3 with no counterpart in the early text get no heading, and early
   lines that match nothing stay under the heading that precedes them.
4. In the FAQ part the early question line itself becomes the ``###``
   heading, verbatim, and the lines after it are its answer.

The early text is copied line for line: no word is changed, added or
dropped.  The script is deterministic; ``--report`` prints the alignment
summary (unmatched 1.3 sections and early lines).
Run: python tools/build_early.py [--report]
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from markdown_it import MarkdownIt
from rapidfuzz import fuzz

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "seeds" / "000_274f279e03f19324.txt"
V13 = ROOT / "corpus" / "keyforge" / "1.3.md"
OUT = ROOT / "corpus" / "keyforge" / "early.md"

# Minimum fuzz.ratio (0-100) for an early line to count as the same text as a
# 1.3 block.  Identical paragraphs score 100; the reworded ones score 80-95.
THRESHOLD = 70

# 1.3 headings written differently in early.md.  The errata heading uses the
# set abbreviation as the corpus convention (corpus/README.md) and the early
# FAQ print it ("CoTA"); 1.3 prints "COTA".
HEADING_OVERRIDES = {
    "Biomatrix Backup (COTA 208)": "Biomatrix Backup (CoTA 208)",
}

FAQ_PART = "FREQUENTLY ASKED QUESTIONS"

FRONT = """---
game: keyforge
version: "early"
title: KeyForge Rulebook (early web text, 2018/early 2019)
date: 2018
seed: 000_274f279e03f19324.txt
complete: true
notes: >-
  The early KeyForge rulebook as web text, one paragraph per line: Rules,
  Glossary (66 terms), Errata (one card, Biomatrix Backup) and FAQ (25
  questions, newest last). The source lost its headings in extraction; they
  were recovered from the identical (or near-identical) paragraphs of v1.3 by
  tools/build_early.py, in v1.3's wording and levels (the errata heading with
  the set written "CoTA", as the source's FAQ writes it). The text itself is
  unchanged, line for line; FAQ questions are the source's own lines. v1.3
  sections absent here have no heading: glossary Adjacent, Alpha, Deploy,
  Legacy, Omega and Other Counters; errata Library Access, Bait and Switch
  and Drummernaut; v1.3's six newest FAQ questions; and v1.3's empty Combat
  Example heading. Also absent: v1.3's Step 2 rule that a house must be on
  the identity card or of a controlled card, and Sacrifice's "cannot
  sacrifice a card they do not control". The source's older rulings are kept
  verbatim: its Bait and Switch answer says the effect triggers 7 times
  (before that card's errata) and is followed by a Rule of Six note that
  v1.3's FAQ does not have, and it prints the Pitlord/Restringuntus question
  twice with opposite answers. The source has no emphasis; its "- " items
  are bullets (v1.3's numbered setup and turn steps included).
---
"""


@dataclass
class Section:
    level: int
    title: str
    part: str
    parent: int | None  # index of the enclosing section
    blocks: list[int] = field(default_factory=list)  # 1.3 block indices directly under it


@dataclass
class Block:
    text: str
    section: int  # index into sections
    question: bool = False  # a 1.3 FAQ question heading


def norm(text: str) -> str:
    """Text for fuzzy matching: no Markdown marks, list bullets, case or extra spaces."""
    text = re.sub(r"^\s*(?:[-*]|\d+\.)\s+", "", text)
    text = re.sub(r"[*_`]", "", text)
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    return re.sub(r"\s+", " ", text).strip().lower()


def parse_v13(md: str) -> tuple[list[Section], list[Block]]:
    body = md.split("\n---", 1)[1]
    tokens = MarkdownIt("commonmark").parse(body)
    sections: list[Section] = []
    blocks: list[Block] = []
    stack: list[int] = []  # open section indices
    part = ""
    pending_heading: int | None = None
    for tok in tokens:
        if tok.type == "heading_open":
            pending_heading = int(tok.tag[1])
        elif tok.type == "inline" and pending_heading is not None:
            level, title = pending_heading, tok.content.strip()
            pending_heading = None
            while stack and sections[stack[-1]].level >= level:
                stack.pop()
            if level == 1:
                part = title.upper()
            if part == FAQ_PART and level == 3:
                # The early text prints questions as plain lines: match them as text.
                parent = stack[-1]
                blocks.append(Block(title, parent, question=True))
                sections[parent].blocks.append(len(blocks) - 1)
                continue
            sections.append(Section(level, title, part, stack[-1] if stack else None))
            stack.append(len(sections) - 1)
        elif tok.type == "inline":
            sec = stack[-1]
            blocks.append(Block(tok.content, sec))
            sections[sec].blocks.append(len(blocks) - 1)
    return sections, blocks


def align(early: list[str], blocks: list[Block]) -> dict[int, int]:
    """Monotone alignment early line -> 1.3 block maximising sum(ratio - THRESHOLD)."""
    a = [norm(e) for e in early]
    b = [norm(x.text) for x in blocks]
    n, m = len(a), len(b)
    gain = [[max(0.0, fuzz.ratio(x, y, score_cutoff=THRESHOLD) - THRESHOLD) for y in b]
            for x in a]
    best = [[0.0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        row, nxt, g = best[i], best[i + 1], gain[i]
        for j in range(m - 1, -1, -1):
            v = max(nxt[j], row[j + 1])
            if g[j] > 0:
                v = max(v, g[j] + nxt[j + 1])
            row[j] = v
    match: dict[int, int] = {}
    i = j = 0
    while i < n and j < m:
        if gain[i][j] > 0 and best[i][j] == gain[i][j] + best[i + 1][j + 1]:
            match[i] = j
            i += 1
            j += 1
        elif best[i][j] == best[i + 1][j]:
            i += 1
        else:
            j += 1
    return match


def build(early: list[str], sections: list[Section], blocks: list[Block],
          match: dict[int, int]) -> tuple[str, dict]:
    block_to_early = {j: i for i, j in match.items()}
    # Anchor: the early line where each section's heading goes.
    anchor: dict[int, int] = {}
    for s, sec in enumerate(sections):
        hits = [block_to_early[j] for j in sec.blocks if j in block_to_early]
        if hits:
            anchor[s] = min(hits)
    # Parents of anchored sections are emitted too (just before their first child).
    for s in sorted(anchor, key=lambda s: anchor[s]):
        p = sections[s].parent
        while p is not None:
            if p not in anchor or anchor[p] > anchor[s]:
                anchor[p] = anchor[s]
            p = sections[p].parent
    headings_at: dict[int, list[int]] = {}
    for s in sorted(anchor):  # document order of 1.3 = nesting order
        headings_at.setdefault(anchor[s], []).append(s)

    questions = {i for i, j in match.items() if blocks[j].question}
    out: list[str] = []
    under: list[str] = []  # the heading each early line ends up under (for the report)
    prev_item = False
    for i, line in enumerate(early):
        for s in headings_at.get(i, []):
            sec = sections[s]
            title = HEADING_OVERRIDES.get(sec.title, sec.title)
            out += ["", f"{'#' * sec.level} {title}"]
            prev_item = False
        if i in questions:
            out += ["", f"### {line}"]
            under.append(out[-1])
            prev_item = False
            continue
        under.append(next(x for x in reversed(out) if x.startswith("#")))
        item = line.startswith("- ")
        if not (item and prev_item):
            out.append("")
        out.append(line)
        prev_item = item
    body = "\n".join(out).strip() + "\n"

    missing = [s for s in range(len(sections)) if s not in anchor]
    report = {
        "missing": missing,
        "late": [s for s in anchor if sections[s].blocks
                 and sections[s].blocks[0] not in block_to_early
                 and any(j in block_to_early for j in sections[s].blocks)],
        "unmatched": [i for i in range(len(early)) if i not in match],
        "fuzzy": sorted((i, j) for i, j in match.items()
                        if norm(early[i]) != norm(blocks[j].text)),
        "questions": len(questions),
        "under": under,
        # unmatched 1.3 blocks of sections that do have a heading here
        "lost": [j for j in range(len(blocks))
                 if j not in block_to_early and blocks[j].section not in missing],
    }
    return FRONT + "\n" + body, report


def main(argv: list[str]) -> None:
    early = [ln.rstrip() for ln in SEED.read_text(encoding="utf-8").splitlines() if ln.strip()]
    sections, blocks = parse_v13(V13.read_text(encoding="utf-8"))
    match = align(early, blocks)
    text, rep = build(early, sections, blocks, match)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(early)} lines, {len(match)} matched, "
          f"{rep['questions']} FAQ questions")
    if "--report" in argv:
        def path(s: int) -> str:
            names = []
            while s is not None:
                names.append(sections[s].title)
                s = sections[s].parent
            return " > ".join(reversed(names))
        print("\n1.3 sections with no counterpart (no heading emitted):")
        for s in rep["missing"]:
            print(f"  {path(s)}")
        print("\n1.3 sections whose first paragraph is not in the early text "
              "(heading placed before the first one that is):")
        for s in rep["late"]:
            print(f"  {path(s)}")
        print("\nearly lines with no match in 1.3 (stay under the preceding heading):")
        for i in rep["unmatched"]:
            print(f"  line {i + 1} [{rep['under'][i][:70]}]: {early[i][:90]}")
        print("\n1.3 paragraphs/items of matched sections missing from the early text:")
        for j in rep["lost"]:
            print(f"  [{path(blocks[j].section)}]: {blocks[j].text[:100]!r}")
        print("\nnear-identical matches (early line ~ 1.3 block):")
        for i, j in rep["fuzzy"]:
            r = fuzz.ratio(norm(early[i]), norm(blocks[j].text))
            print(f"  line {i + 1} ({r:.0f}): {early[i][:80]}")
            print(f"      1.3: {norm(blocks[j].text)[:80]}")


if __name__ == "__main__":
    main(sys.argv[1:])
