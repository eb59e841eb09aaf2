"""Cluster card sentences by shape, to see which phrase shapes the reader should learn next.

A sentence's shape is its normalised text (judge.engine.keyforge.reader.normalise) with
numbers as N, houses as HOUSE, traits as TRAIT and the card's own name as {self}; the bold
precursor ("play:", "reap:", ...) is counted apart. Each distinct card text counts once.

Run: python tools/card_shapes.py [--top 40] [--unread]   (--unread: only texts the reader refuses)
"""
from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge.engine.keyforge.reader.coverage import all_printings  # noqa: E402
from judge.engine.keyforge.reader.normalise import normalise  # noqa: E402

HOUSES = ("brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed", "saurian",
          "star alliance", "unfathomable", "ekwidon", "geistoid")
TRIGGER = re.compile(r"^((?:(?:play|reap|fight|action|omni|destroyed|before fight|leaves play|"
                     r"after fight|after reap|scrap)/?)+):\s*")


def shape(sentence: str, traits: set[str]) -> str:
    s = re.sub(r"[+-]?\d+", "N", sentence)
    s = re.sub(r"\b(" + "|".join(HOUSES) + r")\b", "HOUSE", s)
    words = [("TRAIT" if w in traits else w) for w in s.split(" ")]
    return " ".join(words)


def sentences(paragraph: str) -> tuple[str, list[str]]:
    m = TRIGGER.match(paragraph)
    trigger = m.group(1) if m else "constant"
    body = paragraph[m.end():] if m else paragraph
    parts = [p.strip() for p in re.split(r"(?<=\.)\s+", body) if p.strip()]
    return trigger, parts


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--unread", action="store_true", help="only texts the reader refuses")
    args = ap.parse_args()
    printings = all_printings()
    traits = {t.strip() for c in printings for t in c.traits}
    seen: set[str] = set()
    triggers: Counter = Counter()
    shapes: Counter = Counter()
    examples: dict[str, str] = {}
    for c in printings:
        n = normalise(c.text, c.title)
        if n.text in seen:
            continue
        seen.add(n.text)
        if args.unread:
            from judge.engine.keyforge.reader import read

            if read(c.text, c.title).ok:
                continue
        for para in n.paragraphs:
            trigger, parts = sentences(para)
            triggers[trigger] += 1
            for s in parts:
                k = shape(s, traits)
                shapes[k] += 1
                examples.setdefault(k, f"{c.title}: {s}")
    print(f"{len(seen)} distinct texts; {sum(shapes.values())} sentences; {len(shapes)} shapes")
    print("\nprecursors:", ", ".join(f"{t} {n}" for t, n in triggers.most_common(14)))
    print(f"\ntop {args.top} sentence shapes (count, shape, an example):")
    for k, n in shapes.most_common(args.top):
        print(f"{n:4}  {k}    [{examples[k][:60]}]")


if __name__ == "__main__":
    main()
