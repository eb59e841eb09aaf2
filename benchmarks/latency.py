"""Latency of `judge ask`: cold wall time against a Python baseline, in-process
query percentiles, and the time to build the index (`judge index`, every game).

Cold: each run is a new process (`judge ask QUERY`, output to a pipe), timed
from spawn to exit, interleaved with runs of the baseline
`python -c "import typer, whoosh.index"` in the same loop, so machine noise
hits both alike. Reported: medians and their ratio (target <= 1.3, issue 10).
Warm: the queries of benchmarks/queries.yaml and questions.yaml answered in one
process after the index is open (p50, p95; target p95 < 25 ms).

The index is built first (not timed): a judge runs `judge ask` many times.

Usage: python benchmarks/latency.py [--runs 21] [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
QUERIES = ["stunned creature anger", "bait and swtich how many times",
           "can i fight with an exhausted creature", "destroyed bad penny purge"]


def judge_command() -> list[str]:
    exe = shutil.which("judge", path=str(Path(sys.executable).parent)) or shutil.which("judge")
    return [exe] if exe else [sys.executable, "-m", "judge"]


def timed(cmd: list[str]) -> float:
    t0 = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=True)
    return time.perf_counter() - t0


def cold(runs: int) -> dict:
    judge = judge_command()
    base_cmd = [sys.executable, "-c", "import typer, whoosh.index"]
    subprocess.run(judge + ["index"], stdout=subprocess.PIPE, check=True)  # build once, untimed
    for _ in range(2):  # warm the OS file cache for both
        timed(judge + ["ask", QUERIES[0]])
        timed(base_cmd)
    ask_times, base_times = [], []
    for i in range(runs):
        base_times.append(timed(base_cmd))
        ask_times.append(timed(judge + ["ask", QUERIES[i % len(QUERIES)]]))
    a, b = statistics.median(ask_times), statistics.median(base_times)
    return {"runs": runs, "ask_median_s": round(a, 4), "baseline_median_s": round(b, 4),
            "ratio": round(a / b, 3), "target_ratio": 1.3}


def build(runs: int = 3) -> dict:
    """`judge index` (parses the corpus, replays every scenario, writes both indexes)."""
    judge = judge_command()
    times = [timed(judge + ["index"]) for _ in range(runs)]
    return {"runs": runs, "median_s": round(statistics.median(times), 3)}


def warm(repeats: int) -> dict:
    from judge import search

    search.ask(QUERIES[0])  # open the index
    queries = []
    for name in ("queries.yaml", "questions.yaml"):
        bench = HERE / name
        if bench.is_file():
            from judge.safe_yaml import load_data

            queries += [(q["q"], q.get("game")) for q in load_data(bench.read_text(encoding="utf-8"))]
    queries = queries or [(q, None) for q in QUERIES]
    times = []
    for _ in range(repeats):
        for q, game in queries:
            t0 = time.perf_counter()
            search.ask(q, game=game)
            times.append(time.perf_counter() - t0)
    times.sort()
    return {"queries": len(times), "p50_ms": round(1000 * statistics.median(times), 2),
            "p95_ms": round(1000 * times[int(0.95 * (len(times) - 1))], 2), "target_p95_ms": 25}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=21)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    os.environ.setdefault("NO_COLOR", "1")
    result = {"build": build(), "cold": cold(args.runs), "warm": warm(args.repeats)}
    if args.json:
        print(json.dumps(result, indent=2))
        return
    c, w, b = result["cold"], result["warm"], result["build"]
    print(f"index build (judge index, all games): median {b['median_s']:.2f} s over {b['runs']} runs")
    print(f"cold judge ask: median {c['ask_median_s'] * 1000:.0f} ms over {c['runs']} runs; "
          f"baseline (python -c 'import typer, whoosh.index'): {c['baseline_median_s'] * 1000:.0f} ms; "
          f"ratio {c['ratio']:.2f} (target <= {c['target_ratio']})")
    print(f"in-process queries: p50 {w['p50_ms']:.1f} ms, p95 {w['p95_ms']:.1f} ms over {w['queries']} queries "
          f"(target p95 < {w['target_p95_ms']} ms)")


if __name__ == "__main__":
    main()
