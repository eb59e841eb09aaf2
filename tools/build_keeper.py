"""Build corpus/keeper/6th.md from the Keeper of the Cards 6th edition rulebook.

The seed (seeds/002_...) is plain text with headings as bare lines.  This
marks the headings, groups the rules under `# Rules`, gives each list-shaped
section (clarifications, revised texts, banned texts, variable limits) a part
of its own, flattens "- 1." list prefixes into ordered lists and writes the
variable limits' LaTeX ($\\{x \\le 14\\}$) as the symbols it stands for.
Words are not changed.  Run: python tools/build_keeper.py
"""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "seeds" / "002_08f20783953773de.txt"
OUT = ROOT / "corpus" / "keeper" / "6th.md"

FRONT = """---
game: keeper
version: "6th"
title: Keeper of the Cards Rulebook, 6th Edition
date: ~   # the seed is undated
seed: 002_08f20783953773de.txt
complete: true
notes: >-
  Headings marked from the seed's bare heading lines; the four list sections
  (ability clarifications, revised ability text, redacted texts, revised
  variable limits) are parts of their own so each item is one entry. Empty
  image placeholders were dropped; "- 1." prefixes became ordered lists; the
  variable limits' LaTeX was written as the symbols it encodes.
---
"""

SECTIONS = [
    "Introduction", "Setup", "Card Types and Layout", "Deck Building Considerations",
    "The Field", "Turn Order", "Resources, Exhaustion, and Recovery",
    "Creatures, Abilities, and Battles", "Casting Spells and Setting Traps", "Chains",
    "Winning and Losing",
]
PARTS = [
    "Ability Clarifications/Rulings", "Revised Ability Text",
    "Redacted Ability Text (Banned Cards)", "Revised Variable Limits",
]


def convert(text: str) -> str:
    lines = text.splitlines()
    out: list[str] = []
    for raw in lines[3:]:  # title and edition go to the front matter
        line = raw.rstrip()
        bare = re.sub(r"</?u>", "", line).strip()
        if bare in SECTIONS:
            if bare == "Introduction":
                out.append("# Rules\n")
            out.append(f"## {bare}")
            continue
        if bare in PARTS:
            out.append(f"# {bare}")
            continue
        m = re.match(r"^- (\d+)\. (.*)$", line)
        if m:
            line = f"{m.group(1)}. {m.group(2)}"
        elif line.startswith(" - "):
            line = "   " + line[1:]
        line = re.sub(r"\$\\\{(\w) \\le (\d+)\\\}\$", lambda m: f"{{{m.group(1)} ≤ {m.group(2)}}}", line)
        out.append(line)
    body = "\n".join(out)
    body = re.sub(r"\n{3,}", "\n\n", body).strip() + "\n"
    return FRONT + "\n" + body


if __name__ == "__main__":
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(convert(SEED.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
