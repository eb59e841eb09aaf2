"""Speed of the KeyForge engine: replaying every fixture, and random legal play.

(a) Replay: the time to read and replay (and check) every fixture in
scenarios/keyforge, median of N runs after one untimed warm-up run (which loads
the card data and the rulebooks, and leaves the files' parses in the cache as `judge verify`
does: judge/scenarios/parsed.py), and how much of it reading the files took. Measured twice,
the two taken in turn: in one process, and as `judge verify` replays them, shared among one
worker process per CPU (judge/scenarios/parallel.py; `--jobs N` for another number). Wall-clock
and CPU time (the steadier measure on a shared machine; the workers' included) for (a) and (b).
(b) Random play: actions per second of random legal play over the whole
implemented card pool (tests/keyforge/randomplay.py: boards in the middle of a
game, and fresh decks), fixed seeds so every run plays the same games: each
step lists `legal_actions` and applies one, decisions answered by a seeded
RandomChooser. Only play is timed, not building the boards. (benchmarks/soak.py
plays the same driver for 100,000 actions, with the invariants.)
(c) The card-text reader, in a fresh process with an empty cache: building the
grammar, then reading every distinct printed text of the five sets (time per
text: median, 95th percentile, slowest; total), then the same texts again in a
second fresh process from the disk cache the first one left.

Usage: python benchmarks/engine.py [--runs 5] [--games 30] [--json] [--replay-only]
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


def replay_all(jobs: int) -> tuple[float, int, int, float, float]:
    """(seconds, fixtures replayed, fixtures that failed, CPU seconds, seconds of it spent reading
    the files) for one pass over scenarios/keyforge: every file read and parsed, then every
    fixture replayed and checked, on `jobs` processes (1: in this one), as `judge verify` does."""
    import functools
    import os

    from judge.games import get_game
    from judge.scenarios.parallel import allowed, each_fixture
    from judge.scenarios.parsed import load_fixtures
    from judge.scenarios.runner import engine_for, fixture_paths, run

    os.environ["JUDGE_JOBS"] = str(jobs)
    game = get_game("keyforge")
    engine = engine_for(game)
    paths = fixture_paths(game)
    t0, c0 = time.perf_counter(), _cpu()
    fixtures = [f for _p, f in load_fixtures(paths)]  # as `judge verify` reads them (parses kept on disk)
    loaded = time.perf_counter() - t0
    with allowed():  # as `judge verify`
        failed = sum(not r.passed for r in each_fixture(engine, functools.partial(run, game, engine=engine), fixtures))
    return time.perf_counter() - t0, len(paths), failed, _cpu() - c0, loaded


def _cpu() -> float:
    """CPU seconds of this process and of its children that have ended (the workers)."""
    import os

    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def random_play(games: int) -> tuple[float, int, float]:
    """(seconds spent playing, actions taken, CPU seconds of this process spent playing) over
    `games` seeded random games, drawn from the whole implemented pool (the driver of the
    property test and the soak)."""
    from tests.keyforge.randomplay import GAME_STEPS, game, play_game

    spent, actions, cpu = 0.0, 0, 0.0
    for seed in range(games):
        g = game(seed)
        rng = random.Random(seed)
        t0, c0 = time.perf_counter(), time.process_time()
        for _ in play_game(g, rng, GAME_STEPS):
            actions += 1
        spent, cpu = spent + time.perf_counter() - t0, cpu + time.process_time() - c0
    return spent, actions, cpu


READER = r"""
import json, sys, time
t0 = time.perf_counter()
from judge.engine.keyforge.reader import read_normalised
from judge.engine.keyforge.reader.coverage import all_printings
from judge.engine.keyforge.reader.normalise import normalise
texts = sorted({normalise(c.text, c.title).text for c in all_printings()})
t1 = time.perf_counter()
build = 0.0
if sys.argv[1] == "cold":
    from judge.engine.keyforge.reader.parser import parser
    parser()
    build = time.perf_counter() - t1
times, read = [], 0
for t in texts:
    a = time.perf_counter()
    read += read_normalised(t).ok
    times.append(time.perf_counter() - a)
print(json.dumps({"load_s": t1 - t0, "grammar_s": build, "texts": len(texts), "read": read, "times": times}))
"""


def reader_parse() -> dict:
    """Cold and cached reading of every distinct card text (each in a fresh process)."""
    import subprocess
    import tempfile

    with tempfile.TemporaryDirectory() as cache:
        env = dict(__import__("os").environ, JUDGE_CACHE_DIR=cache)
        runs = {}
        for mode in ("cold", "cached"):
            out = subprocess.run([sys.executable, "-c", READER, mode], cwd=ROOT, env=env, check=True,
                                 capture_output=True, text=True).stdout
            runs[mode] = json.loads(out)
    cold = sorted(runs["cold"]["times"])
    return {"texts": runs["cold"]["texts"], "read": runs["cold"]["read"],
            "grammar_build_s": round(runs["cold"]["grammar_s"], 3),
            "cold_total_s": round(sum(cold), 3), "cold_mean_ms": round(1000 * sum(cold) / len(cold), 2),
            "cold_median_ms": round(1000 * statistics.median(cold), 2),
            "cold_p95_ms": round(1000 * cold[int(0.95 * len(cold))], 2), "cold_max_ms": round(1000 * cold[-1], 1),
            "cached_total_s": round(sum(runs["cached"]["times"]), 3)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5, help="timed runs of each measure (median reported)")
    ap.add_argument("--games", type=int, default=30, help="random games per random-play run (200 actions at most each)")
    ap.add_argument("--json", action="store_true", help="machine-readable output")
    ap.add_argument("--replay-only", action="store_true", help="only (a), the replay of every fixture")
    ap.add_argument("--jobs", type=int, default=None, help="worker processes of the shared replay (default: one per CPU)")
    args = ap.parse_args()
    from judge.scenarios.parallel import jobs

    shared_jobs = args.jobs or jobs()
    replay_all(1)  # warm-up: card data, rulebooks, behaviours
    ways = {"one_process": 1, "shared": shared_jobs}
    timed: dict[str, list] = {way: [] for way in ways}
    for _ in range(args.runs):
        for way, n in ways.items():  # in turn, so that both meet the same load
            timed[way].append(replay_all(n))
    replay = {}
    for way, runs in timed.items():
        seconds = statistics.median(r[0] for r in runs)
        _, fixtures, failed, _, _ = runs[0]
        replay[way] = {"jobs": ways[way], "fixtures": fixtures, "failed": failed, "median_s": round(seconds, 4),
                       "median_cpu_s": round(statistics.median(r[3] for r in runs), 4),
                       "median_loading_s": round(statistics.median(r[4] for r in runs), 4),
                       "per_fixture_ms": round(1000 * seconds / max(fixtures, 1), 2)}
    if args.replay_only:
        _print_replay({"replay": replay}, args)
        return

    random_play(min(args.games, 10))  # warm-up
    plays = [random_play(args.games) for _ in range(args.runs)]
    rates = [n / s for s, n, _ in plays]
    cpu_rates = [n / c for _, n, c in plays]
    out = {
        "runs": args.runs,
        "replay": replay,
        "random_play": {"games": args.games, "actions": plays[0][1],
                        "median_actions_per_s": round(statistics.median(rates), 1),
                        "min_actions_per_s": round(min(rates), 1),
                        "median_cpu_actions_per_s": round(statistics.median(cpu_rates), 1)},
        "reader": reader_parse(),
    }
    if _print_replay(out, args):
        return
    p = out["random_play"]
    print(f"random play: {p['median_actions_per_s']:.0f} actions/s median of {args.runs} runs "
          f"({p['games']} games, {p['actions']} actions per run; slowest run {p['min_actions_per_s']:.0f}/s; "
          f"CPU time: {p['median_cpu_actions_per_s']:.0f}/s)")
    c = out["reader"]
    print(f"card-text reader: {c['texts']} distinct texts ({c['read']} read), cold: grammar {c['grammar_build_s']:.2f} s "
          f"+ {c['cold_total_s']:.2f} s (per text mean {c['cold_mean_ms']:.2f} ms, median {c['cold_median_ms']:.2f} ms, p95 {c['cold_p95_ms']:.1f} ms, "
          f"max {c['cold_max_ms']:.0f} ms); from the disk cache: {c['cached_total_s']:.2f} s")


def _print_replay(out: dict, args) -> bool:
    """Print the replay figures (all of `out` as JSON with --json: True, nothing more to print)."""
    if args.json:
        print(json.dumps(out, indent=2))
        return True
    for way, r in out["replay"].items():
        how = "in one process" if way == "one_process" else f"shared among {r['jobs']} processes (judge verify)"
        print(f"replay all fixtures {how}: {r['median_s']:.3f} s median of {args.runs} runs (CPU {r['median_cpu_s']:.3f} s; "
              f"reading the files {r['median_loading_s']:.3f} s of it) "
              f"({r['fixtures']} fixtures, {r['per_fixture_ms']:.2f} ms each, {r['failed']} failed)")
    return False


if __name__ == "__main__":
    main()
