"""Ranking quality of `judge ask` on players' questions (benchmarks/questions.yaml).

For each question the rank of its answer among judge's results is found;
reported are top-1, top-3 and mean reciprocal rank (MRR), overall and per
pattern (what the question exercises), per kind of answer (ruling, errata,
rule, glossary, card), per game, per source of the situation and per length
(short: at most 6 words) and per batch (1: round 1's questions; 2: round 2's
forum-style posts, written before round 2 changed the ranking; 3: a blind set written
without looking at the ranking;
4: a second blind set, written before any look at the ranking or at the other batches; 5: card-rule, negation
and chatty questions written blind, then development; 6: a third blind set, real players' posts
taken from forums and issue trackers in their own words; 7: real players' posts from other threads,
for development). Only `answer` scores; "lenient" also accepts the
entries listed under `also`. Targets (issue 10, on the held-out set):
top-1 >= 0.85, top-3 >= 0.95.

Usage: python benchmarks/questions.py [--json] [--misses] [--pattern P] [--batch N]
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from quality import DEPTH, print_misses, rank, score  # noqa: E402  (benchmarks/ is not a package)

SHORT = 6  # words


def load_questions() -> list[dict]:
    from judge.safe_yaml import load_data

    return load_data((HERE / "questions.yaml").read_text(encoding="utf-8"))


def answer_kind(answer: str) -> str:
    kind, _, ident = answer.partition("/")
    return "errata" if kind == "ruling" and ident.startswith("errata-") else kind


def check(questions: list[dict]) -> None:
    """Every labelled entry exists (a typo in an id would count as a miss forever)."""
    from judge.search import backend, load

    known: dict[str, set[str]] = {}
    bad = []
    for i, q in enumerate(questions, 1):
        game = q.get("game", "keyforge")
        if game not in known:
            ix = load(game)
            known[game] = {d["id"] for d in backend.all_documents(ix.ix)}
        for a in [q["answer"], *q.get("also", [])]:
            kind, _, ident = a.partition("/")
            ids = {f"{k}/{ident}" for k in ("ruling", "errata")} if kind == "ruling" else {a}
            if not ids & known[game]:
                bad.append(f"questions.yaml: question {i} ({q['q'][:40]!r}): no entry {a}")
    if bad:
        raise SystemExit("\n".join(bad))


def evaluate(pattern: str | None = None, batch: int | None = None) -> dict:
    from judge.search import ask

    questions = load_questions()
    check(questions)
    if pattern:
        questions = [q for q in questions if pattern in q.get("patterns", [])]
    if batch:
        questions = [q for q in questions if q.get("batch", 1) == batch]
    rows = []
    for q in questions:
        ids = [r["id"] for r in ask(q["q"], game=q.get("game"), limit=DEPTH).results]
        strict = rank(q["answer"], ids)
        lenient = min((r for r in (rank(a, ids) for a in [q["answer"], *q.get("also", [])]) if r), default=None)
        rows.append({"q": q["q"], "answer": q["answer"], "rank": strict, "lenient": lenient, "top": ids[:3],
                     "groups": ["all"] + [f"pattern:{p}" for p in q.get("patterns", [])]
                     + [f"kind:{answer_kind(q['answer'])}", f"game:{q.get('game', 'keyforge')}",
                        f"from:{q.get('from', '?')}", f"batch:{q.get('batch', 1)}",
                        "length:short" if len(q["q"].split()) <= SHORT else "length:long"]})
    groups: dict[str, list[dict]] = defaultdict(list)
    for r in rows:
        for g in r["groups"]:
            groups[g].append(r)
    order = sorted(groups, key=lambda g: (g != "all", g.split(":")[0], g))
    out = {"questions": len(rows), "groups": {}}
    for g in order:
        s = score([r["rank"] for r in groups[g]])
        s["lenient_top1"] = score([r["lenient"] for r in groups[g]])["top1"]
        out["groups"][g] = s
    out["misses"] = [{k: r[k] for k in ("q", "answer", "rank", "top")} for r in rows if r["rank"] != 1]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--misses", action="store_true", help="list questions whose answer is not first")
    ap.add_argument("--pattern", help="only the questions tagged with this pattern")
    ap.add_argument("--batch", type=int, help="only the questions of this batch (1, 2, 5, 7: development; 3, 4, 6: the blind sets)")
    args = ap.parse_args()
    result = evaluate(args.pattern, args.batch)
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
        return
    from judge.search.backend import name

    print(f"{result['questions']} questions (benchmarks/questions.yaml); backend: {name()}")
    print(f"{'':28} {'top-1':>6} {'top-3':>6} {'MRR':>6}   lenient top-1")
    for g, s in result["groups"].items():
        label = f"{g} (n={s['n']})"
        print(f"{label:28} {s['top1']:>6.3f} {s['top3']:>6.3f} {s['mrr']:>6.3f}   {s['lenient_top1']:>6.3f}")
    print("targets (held-out players' questions): top-1 >= 0.85, top-3 >= 0.95")
    if args.misses:
        print_misses(result["misses"], "rank", "top")


if __name__ == "__main__":
    main()
