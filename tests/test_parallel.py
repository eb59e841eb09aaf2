"""Replaying fixtures on several cores (judge/scenarios/parallel.py): the same results in the same
order as one process, and it forks only when that is safe. The forking runs in a child Python
that allows it, as `judge verify` does (the suite itself keeps JUDGE_JOBS=1: tests/conftest.py)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading

from judge.scenarios import parallel

# each child Python: forking allowed, as in `judge verify` and `judge lint` (parallel.allowed), on few items
ALLOWED = """
import json, os, signal, sys, time
from judge.scenarios import parallel
parallel._ALLOWED.append(True)
parallel.LEAST = 4
parallel.SHARE = {share}
"""

SHARED = ALLOWED.format(share=3) + """

def square(x):
    return (x * x, os.getpid())

out = parallel.each(square, list(range(20)))
print(json.dumps({"values": [v for v, _ in out], "pids": sorted({p for _, p in out}), "me": os.getpid(),
                  "workers": parallel.workers(20)}))
"""

FAILING = ALLOWED.format(share=3) + """

def fails_on_seven(x):
    if x == 7:
        raise ValueError("seven")
    return x

try:
    parallel.each(fails_on_seven, list(range(20)))
except ValueError as exc:
    print("raised", exc)
"""

SAME_REPLAYS = """
import json, os
from judge.games import get_game
from judge.rulings.records import load_rulings
from judge.scenarios import runner
from judge.scenarios.parallel import _ALLOWED, workers
_ALLOWED.append(True)  # as `judge verify` does (parallel.allowed)
game = get_game("keyforge")
rulings = load_rulings(game.rulings_dir(), "keyforge")
paths = runner.fixture_paths(game)[:240]
out = {}
for jobs in ("1", "2"):
    os.environ["JUDGE_JOBS"] = jobs
    ver = runner.verify(game, rulings, paths)
    out[jobs] = {"workers": workers(len(paths)), "replays": [
        [r.scenario, r.passed, r.error, [t.text + " " + t.rule for t in r.trace]] for r in ver.replays],
        "verified": sorted(k for k, st in ver.status.items() if st.verified_variants)}
print(json.dumps(out))
"""


KILLED = ALLOWED.format(share=3) + """

def dies_on_seven(x):
    if x == 7:
        os.kill(os.getpid(), signal.SIGKILL)
    return x

try:
    parallel.each(dies_on_seven, list(range(20)))
except parallel.WorkerLost as exc:
    print(exc.message)
"""

INTERRUPTED = ALLOWED.format(share=1) + """

def slow(x):
    with open(sys.argv[1], "a") as f:
        f.write(f"{os.getpid()}\\n")
    time.sleep(60)

print("started", flush=True)
try:
    parallel.each(slow, list(range(8)))
except KeyboardInterrupt:
    print("interrupted", flush=True)
"""


def _python(code: str, jobs: str) -> str:
    env = dict(os.environ, JUDGE_JOBS=jobs)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_each_shares_the_items_among_workers_and_keeps_their_order():
    out = json.loads(_python(SHARED, "2"))
    assert out["values"] == [x * x for x in range(20)]
    assert out["workers"] == 2
    # computed in the workers, not here (how the pieces fall between the two depends on timing)
    assert 1 <= len(out["pids"]) <= 2 and out["me"] not in out["pids"]


def test_one_job_runs_every_item_here():
    out = json.loads(_python(SHARED, "1"))
    assert out["values"] == [x * x for x in range(20)]
    assert out["workers"] == 0 and out["pids"] == [out["me"]]


def test_an_error_in_a_worker_reaches_the_caller():
    assert _python(FAILING, "2").strip() == "raised seven"


def test_never_forks_a_process_that_has_other_threads(monkeypatch):
    monkeypatch.setenv("JUDGE_JOBS", "4")
    stop = threading.Event()
    helper = threading.Thread(target=stop.wait)
    helper.start()
    try:
        with parallel.allowed():
            assert parallel.workers(10_000) == 0
    finally:
        stop.set()
        helper.join()


def test_few_items_run_here(monkeypatch):
    monkeypatch.setenv("JUDGE_JOBS", "4")
    monkeypatch.setattr(parallel.threading, "active_count", lambda: 1)  # as in `judge verify`
    with parallel.allowed():
        assert parallel.workers(parallel.LEAST - 1) == 0
        assert parallel.workers(parallel.LEAST * 10) == 4


def test_only_the_commands_that_allow_it_fork(monkeypatch):
    """`judge ask` building its index replays the rulings' fixtures: never on workers."""
    monkeypatch.setenv("JUDGE_JOBS", "4")
    monkeypatch.setattr(parallel.threading, "active_count", lambda: 1)
    assert parallel.workers(parallel.LEAST * 10) == 0


def test_verify_on_two_workers_replays_exactly_as_one_process():
    """Every replay's outcome and trace, in order, and the rulings verified."""
    out = json.loads(_python(SAME_REPLAYS, "1"))
    one, two = out["1"], out["2"]
    assert one["workers"] == 0 and two["workers"] == 2
    assert len(one["replays"]) == 240
    assert two["replays"] == one["replays"] and two["verified"] == one["verified"]


def test_a_worker_that_dies_is_an_error_not_a_wait_for_ever():
    out = _python(KILLED, "2")
    assert out.startswith("a worker process replaying fixtures ended unexpectedly")


def _busy_workers(tmp_path):
    """A child Python whose two workers are busy (sleeping in an item), and their pids."""
    import time

    started = tmp_path / "pids"
    child = subprocess.Popen([sys.executable, "-c", INTERRUPTED, str(started)], stdout=subprocess.PIPE, text=True,
                             env=dict(os.environ, JUDGE_JOBS="2"))
    assert child.stdout.readline().strip() == "started"
    for _ in range(200):
        if started.exists() and len(set(started.read_text().split())) == 2:
            break
        time.sleep(0.05)
    workers = {int(p) for p in started.read_text().split()}
    assert len(workers) == 2
    return child, workers


def _gone(pids: set, seconds: float = 5.0) -> bool:
    import time

    for _ in range(int(seconds / 0.05)):
        alive = set()
        for pid in pids:
            try:
                os.kill(pid, 0)
                alive.add(pid)
            except ProcessLookupError:
                pass
        if not alive:
            return True
        time.sleep(0.05)
    return False


def test_ctrl_c_stops_the_workers(tmp_path):
    """Ctrl-C reaches the parent (the workers ignore it), which stops every worker at once."""
    import signal

    child, workers = _busy_workers(tmp_path)
    try:
        child.send_signal(signal.SIGINT)
        out, _ = child.communicate(timeout=20)
    finally:
        child.kill()
    assert out.strip() == "interrupted"
    assert _gone(workers)


def test_workers_end_when_the_parent_is_killed(tmp_path):
    """Killed outright (no handler runs), the parent leaves no worker behind."""
    child, workers = _busy_workers(tmp_path)
    child.kill()
    child.wait(10)
    assert _gone(workers), "a worker outlived its parent"
