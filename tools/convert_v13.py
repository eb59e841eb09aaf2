"""Build corpus/keyforge/1.3.md from the v1.3 web rulebook (seeds/004_...).

The seed is already Markdown; this normalises it to the corpus conventions
(corpus/README.md): one H1 per part, heading levels that nest, no anchors,
no navigation links and no image references.  Text is not changed.
Run: python tools/convert_v13.py
"""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "seeds" / "004_215d949d48912bee.txt"
OUT = ROOT / "corpus" / "keyforge" / "1.3.md"

FRONT = """---
game: keyforge
version: "1.3"
title: KeyForge Rulebook v1.3 (web text)
date: 2019-05
seed: 004_215d949d48912bee.txt
complete: true
notes: >-
  The v1.3 rulebook as published on the web, May 2019: Rules, Glossary,
  Errata (4 cards) and FAQ (newest questions last). Heading levels were
  normalised; image references and navigation links were dropped.
---
"""

# Heading text -> level, where the seed's level does not nest.
LEVELS = {
    "OVERVIEW": 2,
    "ÆMBER BONUS": 3, "PLAY ABILITIES": 3,
    "ARTIFACTS": 4,
    "DISCARDING CARDS": 2, "USING CARDS": 2,
    "UPGRADES": None,  # two sections share this title; handled by position
    "USING ARTIFACTS": 3, "USING CREATURES": 3,
    "REAP": 4, "FIGHT": 4, "ACTION": 4, "OMNI": 4,
    "DAMAGE AND ARMOR": 3, "COMBAT EXAMPLE": 3,
    "CARD ABILITIES": 2, "RESOLVE AS MUCH AS YOU CAN": 3,
    "USING CARDS VIA OTHER CARD ABILITIES": 3, "THE RULE OF SIX": 3,
    "CONSTANT ABILITIES": 3, "CHAINS": 2, "CHAIN HANDICAPS (OPTIONAL)": 3,
    "SUGGESTIONS FOR ASSIGNING CHAINS": 4, "CHAIN BIDDING": 4,
    "WHAT’S NEXT": 2,
}


def convert(text: str) -> str:
    out: list[str] = []
    part = None
    upgrades_seen = 0
    for line in text.splitlines():
        if line.startswith("### VERSION") or line.startswith("* [") or line.startswith("<a name="):
            continue
        if re.match(r"^!\[.*\]\(.*\)\s*$", line):
            continue
        m = re.match(r"^(#+)\s*(.*?)\s*$", line)
        if m:
            level, title = len(m.group(1)), m.group(2)
            if level == 1:
                part = title.upper()
                out.append(f"# {title}")
                continue
            if part == "GLOSSARY":
                level = 2 if level == 3 else 3
            elif part == "ERRATA":
                level = 2
            elif part == "FREQUENTLY ASKED QUESTIONS":
                level = 3
            elif title == "UPGRADES":
                upgrades_seen += 1
                level = 4 if upgrades_seen == 1 else 3
            elif LEVELS.get(title):
                level = LEVELS[title]
            out.append(f"{'#' * level} {title}")
            continue
        out.append(line)
    body = "\n".join(out)
    body = re.sub(r"\n{3,}", "\n\n", body).strip() + "\n"
    return FRONT + "\n" + body


if __name__ == "__main__":
    OUT.write_text(convert(SEED.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
