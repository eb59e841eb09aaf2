"""Board size: one fight on a battleline of N creatures per side (issue 12, item 10).

The modifier checks (judge/engine/keyforge/modifiers.py) ask every active
source for every creature; asking each card what every other card grants it
made them cubic in the board. This times one `fight` (with the end state
observed, as every replay does) for N = 40, 80, 160 creatures per side,
median of R runs (wall-clock and CPU time), and reports the growth exponent between the two largest
boards (2 = quadratic).

Usage: python benchmarks/board.py [--runs 3] [--json]
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from pathlib import Path

SIZES = (40, 80, 160)


def fixture_text(n: int) -> str:
    return ("id: board\nsetup:\n  house: brobnar\n  player:\n    battleline: [" + ", ".join(["Troll"] * n)
            + "]\n  opponent:\n    battleline: [" + ", ".join(["Krump"] * n)
            + "]\nactions:\n  - fight: Troll\n    target: Krump\n")


def one_fight(n: int) -> tuple[float, float]:
    """(wall-clock, CPU) seconds of one replay of the fight."""
    from judge.games import get_game
    from judge.scenarios.fixture import parse_fixture
    from judge.scenarios.runner import run

    fixture = parse_fixture(fixture_text(n), Path(f"board-{n}.yaml"))
    t0, c0 = time.perf_counter(), time.process_time()
    result = run(get_game("keyforge"), fixture)
    seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
    assert result.error is None, result.error
    return seconds, cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    one_fight(4)  # warm-up: card data, rulebooks
    runs = {n: [one_fight(n) for _ in range(args.runs)] for n in SIZES}
    out = {n: statistics.median(r[0] for r in rs) for n, rs in runs.items()}
    cpu = {n: statistics.median(r[1] for r in rs) for n, rs in runs.items()}
    a, b = SIZES[-2], SIZES[-1]
    exponent = math.log(out[b] / out[a]) / math.log(b / a)
    if args.json:
        print(json.dumps({"seconds": {str(n): round(s, 3) for n, s in out.items()},
                          "cpu_seconds": {str(n): round(s, 3) for n, s in cpu.items()}, "exponent": round(exponent, 2)}))
    else:
        for n, s in out.items():
            print(f"{n:>4} creatures per side: one fight in {s:.3f} s (CPU {cpu[n]:.3f} s)")
        print(f"growth exponent {a} -> {b}: {exponent:.2f} (2 = quadratic, 3 = cubic)")


if __name__ == "__main__":
    main()
