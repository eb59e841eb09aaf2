"""Sensitivity of `judge ask`'s ranking to each of its parameters, one at a time.

For each parameter of judge.search.params (and the BM25F constants of the whoosh
backend) listed below, the development questions (benchmarks/questions.yaml,
batches 1, 2 and 5) and the short judge queries (benchmarks/queries.yaml) are answered
with the parameter at each of a few values, the others as they are. Printed per
value: top-1 and MRR on the development questions, top-1 on the short queries, and
top-1 on batches 3 and 4 (the blind sets: reported, never chosen on). A parameter is
worth changing only when the development set and the short queries agree, and the
blind sets do not disagree.

Usage: python benchmarks/sweep.py [PARAM ...]
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from quality import load_queries, rank  # noqa: E402

GRID = {
    "COORDINATION_FLOOR": (0.3, 0.4, 0.5, 0.6, 0.7),
    "VOCABULARY_WEIGHT": (0.5, 0.65, 0.8, 1.0),
    "KEYWORD_WEIGHT": (0.5, 0.8, 1.0, 1.3),
    "FEATURE_WEIGHT": (0.3, 0.5, 0.8),
    "CARD_GAIN": (0.5, 1.0, 1.5, 2.0),
    "CARD_REST_POWER": (1.0, 2.0, 3.0),
    "CARD_IN_CONTEXT": (0.2, 0.3, 0.4, 0.6, 0.8, 1.0),
    "CARD_RULING_OTHER_CARDS": (0.5, 0.7, 0.85, 1.0),
    "TIMING_BOOST": (1.0, 1.2, 1.4, 1.7),
    "TIMING_CHART_OTHERWISE": (0.5, 0.7, 0.85, 1.0),
    "NAMED_TERM": (1.0, 1.15, 1.3, 1.5, 1.8),
    "ASKED_GAIN": (0.0, 0.5, 1.0, 1.5, 2.0),
    "ASKED_POWER": (1.0, 2.0, 3.0),
    "TITLE_BOOST": (0.7, 1.0, 1.3, 1.6),
    "BM25_B": (0.3, 0.4, 0.5, 0.6, 0.75),
    "BM25_K1": (0.8, 1.2, 1.6, 2.0),
}


def _module(name: str):
    from judge.search import backend_whoosh, params

    return backend_whoosh if name.startswith(("BM25", "TITLE_BOOST")) else params


def _forget_scores() -> None:
    """The whoosh backend keeps each term's BM25 per process: forget it when BM25 changes."""
    from judge.search import backend_whoosh, load

    for game in ("keyforge", "keeper"):
        backend_whoosh._state(load(game).ix)["scored"].clear()


def measure(dev, short, blind) -> tuple[float, float, float, float]:
    from judge.search import ask

    def ranks(qs):
        return [rank(q["answer"], [r["id"] for r in ask(q["q"], game=q.get("game"), limit=10).results]) for q in qs]

    d, s, b = ranks(dev), ranks(short), ranks(blind)
    top1 = lambda rs: sum(1 for r in rs if r == 1) / len(rs)  # noqa: E731
    return top1(d), sum(1 / r for r in d if r) / len(d), top1(s), top1(b)


def main() -> None:
    from judge.safe_yaml import load_data

    questions = load_data((HERE / "questions.yaml").read_text(encoding="utf-8"))
    dev = [q for q in questions if q.get("batch", 1) in (1, 2, 5)]
    blind = [q for q in questions if q.get("batch", 1) in (3, 4)]
    short = load_queries()
    names = sys.argv[1:] or list(GRID)
    if names in (["-h"], ["--help"]):
        print(__doc__ + f"\nparameters: {' '.join(GRID)}")
        return
    unknown = [n for n in names if n not in GRID]
    if unknown:
        sys.exit(f"unknown parameter: {' '.join(unknown)} (known: {' '.join(GRID)})")
    base = measure(dev, short, blind)
    print(f"{'now':28s} dev top-1 {base[0]:.3f} MRR {base[1]:.3f} | short {base[2]:.3f} | blind {base[3]:.3f}")
    for name in names:
        module = _module(name)
        saved = getattr(module, name)
        for value in GRID[name]:
            setattr(module, name, value)
            _forget_scores()
            m = measure(dev, short, blind)
            mark = " (now)" if value == saved else ""
            print(f"{name:20s} {value:<7} dev top-1 {m[0]:.3f} MRR {m[1]:.3f} | short {m[2]:.3f} | blind {m[3]:.3f}{mark}")
        setattr(module, name, saved)
        _forget_scores()


if __name__ == "__main__":
    main()
