"""The offline site (`judge site`): build time, size, and keystroke-to-results in Chromium.

- build: `judge site` for every game, from a cold index cache (the index is built and
  every scenario replayed, as on a fresh machine) and from a warm one; target < 30 s;
- size: files, total, and the search indexes (data/*.js) gzip-compressed; target < 2 MB;
- latency: the short judge queries (benchmarks/queries.yaml) and players' questions
  (benchmarks/questions.yaml, longer: more words to plan, correct and weigh) typed key by
  key (a key every 150 ms) into the first page at 390x844 in headless Chromium (Debian's),
  without and with CPU throttling x4.
  Each keystroke is timed from its keydown event to the first frame after the
  results list changed (requestAnimationFrame, then a task: the frame is painted).
  Targets: p95 < 200 ms unthrottled; first results < 100 ms throttled x4. Also the page's
  own work per keystroke (search, DOM update, layout) without the wait for a frame.

Usage: python benchmarks/site.py [--queries N] [--questions N] [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]

PROBE = """() => {
    window.__lat = [];
    const input = document.getElementById('q'), results = document.getElementById('results');
    input.addEventListener('keydown', e => { window.__t0 = e.timeStamp; window.__first = input.value === ''; }, true);
    new MutationObserver(() => {
        const t0 = window.__t0, first = window.__first;
        if (t0 === undefined) return;
        window.__t0 = undefined;
        requestAnimationFrame(() => setTimeout(() => window.__lat.push([performance.now() - t0, first]), 0));
    }).observe(results, {childList: true});
}"""


# The page's own work per keystroke, without waiting for a frame: the input handler
# (search and DOM update) and the layout it causes.
WORK = """qs => {
    const input = document.getElementById('q'), t = [];
    for (const q of qs) for (let i = 1; i <= q.length; i++) {
        input.value = q.slice(0, i);
        const t0 = performance.now();
        input.dispatchEvent(new Event('input'));
        document.body.offsetHeight;
        t.push([performance.now() - t0, i === 1]);
    }
    return t;
}"""


def build(cache: str) -> tuple[float, dict]:
    out = Path(tempfile.mkdtemp()) / "site"
    env = {**os.environ, "JUDGE_CACHE_DIR": cache}
    t0 = time.perf_counter()
    run = subprocess.run([sys.executable, "-m", "judge.cli", "site", str(out), "--json"], env=env,
                         capture_output=True, text=True, check=True)
    return time.perf_counter() - t0, json.loads(run.stdout)


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def latency(folder: Path, queries: list[str], throttle: int) -> dict:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        page = browser.new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
        cdp = page.context.new_cdp_session(page)
        t0 = time.perf_counter()
        page.goto((folder / "index.html").as_uri())
        page.wait_for_function("document.readyState === 'complete'")
        load = time.perf_counter() - t0
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
        page.evaluate(PROBE)
        for q in queries:
            page.fill("#q", "")
            page.wait_for_timeout(200)
            page.type("#q", q, delay=150)
            page.wait_for_timeout(300)
        samples = page.evaluate("window.__lat")
        work = page.evaluate(WORK, queries)
        browser.close()
    every = [t for t, _ in samples]
    first = [t for t, f in samples if f]
    first_work = [t for t, f in work if f]
    work = [t for t, _ in work]
    return {"throttle": throttle, "keystrokes": len(every), "median_ms": round(statistics.median(every), 1),
            "p95_ms": round(percentile(every, 95), 1), "max_ms": round(max(every), 1),
            "first_results_median_ms": round(statistics.median(first), 1),
            "first_results_p95_ms": round(percentile(first, 95), 1), "page_load_s": round(load, 2),
            "work_median_ms": round(statistics.median(work), 1), "work_p95_ms": round(percentile(work, 95), 1),
            "first_work_median_ms": round(statistics.median(first_work), 1),
            "first_work_p95_ms": round(percentile(first_work, 95), 1)}


def main() -> None:
    from judge.safe_yaml import load_data

    ap = argparse.ArgumentParser()
    ap.add_argument("--queries", type=int, default=20, help="how many judge queries to type (default 20)")
    ap.add_argument("--questions", type=int, default=10, help="how many players' questions to type (default 10)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as cache:
        cold, report = build(cache)
        warm, report = build(cache)
    folder = Path(report["folder"])
    queries = []
    for name, count in (("queries", args.queries), ("questions", args.questions)):
        queries += [q["q"] for q in load_data((HERE / f"{name}.yaml").read_text(encoding="utf-8"))
                    if not q.get("game")][:count]
    result = {"build_cold_s": round(cold, 1), "build_warm_s": round(warm, 1), **report,
              "latency": [latency(folder, queries, 1), latency(folder, queries, 4)],
              "load_average": [round(load_before, 1), round(os.getloadavg()[0], 1)], "cpus": os.cpu_count()}
    (HERE / "results").mkdir(exist_ok=True)
    (HERE / "results" / "site.json").write_text(json.dumps(result, indent=1), encoding="utf-8")
    if args.json:
        print(json.dumps(result, indent=1))
        return
    print(f"judge site: {report['pages']} pages, {report['files']} files, {report['bytes'] / 1e6:.1f} MB; "
          f"search index {report['index_bytes'] / 1e6:.2f} MB, {report['index_gzip_bytes'] / 1e3:.0f} kB gzip "
          f"(target < 2 MB)")
    print(f"build: {cold:.1f} s from a cold cache (index built, scenarios replayed), {warm:.1f} s warm (target < 30 s)")
    for lat in result["latency"]:
        print(f"CPU x{lat['throttle']}: {lat['keystrokes']} keystrokes, keystroke to results median "
              f"{lat['median_ms']} ms, p95 {lat['p95_ms']} ms, max {lat['max_ms']} ms; first results "
              f"(first key of a query) median {lat['first_results_median_ms']} ms, p95 {lat['first_results_p95_ms']} ms; "
              f"the page's work per keystroke (search, DOM, layout) median {lat['work_median_ms']} ms, "
              f"p95 {lat['work_p95_ms']} ms (first key: median {lat['first_work_median_ms']} ms, p95 "
              f"{lat['first_work_p95_ms']} ms); page load {lat['page_load_s']} s")
    print(f"machine load average (1 min): {result['load_average'][0]} before, {result['load_average'][1]} after, "
          f"on {result['cpus']} CPUs")
    print("targets: p95 < 200 ms unthrottled; first results < 100 ms at CPU x4")


if __name__ == "__main__":
    main()
