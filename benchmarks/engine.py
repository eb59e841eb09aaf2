"""Speed of the KeyForge engine: replaying every fixture, and random legal play.

(a) Replay: the time to replay (and check) every fixture in scenarios/keyforge,
median of N runs after one untimed warm-up run (which loads the card data and
the rulebooks).
(b) Random play: actions per second of random legal play on small random
boards (tests/keyforge/randomplay.py), fixed seeds so every run plays the same
games: each step lists `legal_actions` and applies one, decisions answered by
a seeded RandomChooser. Only play is timed, not building the boards.

Usage: python benchmarks/engine.py [--runs 5] [--games 100] [--json]
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # for tests.keyforge.randomplay, the random boards the tests use too

STEPS = 40  # actions per game at most, as in tests/keyforge/test_properties.py


def replay_all() -> tuple[float, int, int]:
    """(seconds, fixtures replayed, fixtures that failed) for one pass over scenarios/keyforge."""
    from judge.games import get_game
    from judge.scenarios.fixture import load_fixture
    from judge.scenarios.runner import fixture_paths, run

    game = get_game("keyforge")
    paths = fixture_paths(game)
    t0 = time.perf_counter()
    failed = sum(not run(game, load_fixture(p)).passed for p in paths)
    return time.perf_counter() - t0, len(paths), failed


def random_play(games: int) -> tuple[float, int]:
    """(seconds spent playing, actions taken) over `games` seeded random games."""
    from judge.engine.keyforge.decide import RandomChooser
    from tests.keyforge.helpers import board
    from tests.keyforge.randomplay import random_setup, random_step

    spent, actions = 0.0, 0
    for seed in range(games):
        rng = random.Random(seed)
        g = board(random_setup(rng))
        g.decide = RandomChooser(random.Random(seed + 1))
        t0 = time.perf_counter()
        for _ in range(STEPS):
            if g.winner:
                break
            random_step(g, rng)
            actions += 1
        spent += time.perf_counter() - t0
    return spent, actions


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5, help="timed runs of each measure (median reported)")
    ap.add_argument("--games", type=int, default=100, help="random games per random-play run")
    ap.add_argument("--json", action="store_true", help="machine-readable output")
    args = ap.parse_args()

    replay_all()  # warm-up: card data, rulebooks, behaviours
    replays = [replay_all() for _ in range(args.runs)]
    seconds = statistics.median(r[0] for r in replays)
    _, fixtures, failed = replays[0]

    random_play(min(args.games, 10))  # warm-up
    plays = [random_play(args.games) for _ in range(args.runs)]
    rates = [n / s for s, n in plays]
    out = {
        "runs": args.runs,
        "replay": {"fixtures": fixtures, "failed": failed, "median_s": round(seconds, 4),
                   "per_fixture_ms": round(1000 * seconds / max(fixtures, 1), 2)},
        "random_play": {"games": args.games, "actions": plays[0][1],
                        "median_actions_per_s": round(statistics.median(rates), 1),
                        "min_actions_per_s": round(min(rates), 1)},
    }
    if args.json:
        print(json.dumps(out, indent=2))
        return
    r, p = out["replay"], out["random_play"]
    print(f"replay all fixtures: {r['median_s']:.3f} s median of {args.runs} runs "
          f"({r['fixtures']} fixtures, {r['per_fixture_ms']:.1f} ms each, {r['failed']} failed)")
    print(f"random play: {p['median_actions_per_s']:.0f} actions/s median of {args.runs} runs "
          f"({p['games']} games, {p['actions']} actions per run; slowest run {p['min_actions_per_s']:.0f}/s)")


if __name__ == "__main__":
    main()
