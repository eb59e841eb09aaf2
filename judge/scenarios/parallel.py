"""Replaying many fixtures on several cores.

`judge verify` and `judge lint` replay every fixture of a game (some 4,000 for KeyForge), and
each replay depends on nothing but its fixture. `each(fn, items)` is `[fn(x) for x in items]`,
the items shared out in consecutive runs among worker processes, the results in the items'
order. The workers are forked: each starts with what this process has already loaded (card
data, rulebooks, card behaviours), so a share costs only its own replays.

It forks only inside `allowed()` (the commands that replay a whole folder for the user:
`judge verify`, `judge lint`; never `judge ask` building its index), and only when that pays and
is safe: at least `LEAST` items, more than one CPU this process may use, and no other thread in
this process (a fork copies only the forking thread, and a lock another thread held at that
moment would stay held in the child for ever). Else, and in a worker, the items run here one
after the other, as they would anyway. A worker dies with this process (Linux: PR_SET_PDEATHSIG).

JUDGE_JOBS=N sets the number of processes (1: never fork); by default, one per usable CPU.
Ctrl-C reaches only this process (the workers ignore it), which stops them.
"""
from __future__ import annotations

import gc
import os
import threading
from contextlib import contextmanager
from typing import Callable, Sequence, TypeVar

from judge.errors import JudgeError

T = TypeVar("T")
R = TypeVar("R")

LEAST = 200  # fewer items than this run here: forking and gathering would cost more than it saves
SHARE = 50  # items per piece of work handed to a worker (small, so the workers end together)

_WORK: tuple | None = None  # (fn, items) while workers run: a forked worker finds them here
_IN_WORKER = False
_ALLOWED: list = []  # non-empty inside `allowed()`


@contextmanager
def allowed():
    """`with allowed():` `each` may fork workers inside (module docstring)."""
    _ALLOWED.append(True)
    try:
        yield
    finally:
        _ALLOWED.pop()


def jobs() -> int:
    """How many processes `each` would use: JUDGE_JOBS when set to a whole number ≥ 1, else
    one per CPU this process may use."""
    wanted = os.environ.get("JUDGE_JOBS", "").strip()
    if wanted.isdigit() and int(wanted) >= 1:
        return int(wanted)
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def workers(count: int) -> int:
    """How many worker processes `each` forks for `count` items: 0 when it runs them here."""
    n = min(jobs(), -(-count // SHARE))
    if (not _ALLOWED or n <= 1 or count < LEAST or _IN_WORKER or threading.active_count() > 1
            or not _can_fork()):
        return 0
    return n


def each(fn: Callable[[T], R], items: Sequence[T]) -> list[R]:
    """`[fn(x) for x in items]`, shared among forked workers when that pays (module docstring).
    An error in a worker is raised here; a worker that dies (killed, out of memory) is a
    WorkerLost, never a wait for ever; on Ctrl-C or any other error the workers are stopped."""
    n = workers(len(items))
    if not n:
        return [fn(x) for x in items]
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    global _WORK
    _WORK = (fn, items)
    pieces = [(i, min(i + SHARE, len(items))) for i in range(0, len(items), SHARE)]
    gc.freeze()  # what is loaded stays out of the workers' collections: its pages stay shared
    pool = ProcessPoolExecutor(n, mp_context=multiprocessing.get_context("fork"), initializer=_start_worker)
    try:
        out: list[R] = []
        for part in pool.map(_piece, pieces):
            out.extend(part)
    except BrokenProcessPool:
        _stop(pool)
        raise WorkerLost() from None
    except BaseException:
        _stop(pool)
        raise
    else:
        pool.shutdown()
        return out
    finally:
        _WORK = None
        gc.unfreeze()


class WorkerLost(JudgeError):
    """A worker process ended without finishing its share (killed, out of memory)."""

    exit_code = 1

    def __init__(self):
        super().__init__("a worker process replaying fixtures ended unexpectedly (killed, or out of "
                         "memory?); JUDGE_JOBS=1 replays them all in this process")


def _stop(pool) -> None:
    """Stop the workers now: those running are terminated, and nothing queued starts."""
    running = list((getattr(pool, "_processes", None) or {}).values())  # (shutdown forgets them)
    for p in running:
        p.terminate()
    pool.shutdown(wait=False, cancel_futures=True)
    for p in running:
        p.join(5)


def each_fixture(engine, fn: Callable[[T], R], items: Sequence[T], fixture_of: Callable = lambda x: x) -> list[R]:
    """`each(fn, items)` over fixtures (or items holding one: `fixture_of`), the cards they name
    loaded here first when workers are to be forked (the engine's `prepare`, when it has one),
    so that no worker loads them again."""
    if not items or not workers(len(items)):
        return each(fn, items)
    prepare = getattr(engine, "prepare", None)
    if prepare is not None:
        prepare([fixture_of(x) for x in items])
    first = fn(items[0])  # here: what any replay loads (the engine's modules, the rulebooks), once for all
    return [first] + each(fn, items[1:])


def _can_fork() -> bool:
    import multiprocessing

    return "fork" in multiprocessing.get_all_start_methods()


def _start_worker() -> None:
    """In a worker: Ctrl-C is for the parent (which stops the workers), no worker forks, and it
    ends if the parent does (killed: nothing would read what it does)."""
    import signal

    global _IN_WORKER
    _IN_WORKER = True
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # pragma: no cover - not Linux
        pass


def _piece(span: tuple[int, int]) -> list:
    fn, items = _WORK
    return [fn(items[i]) for i in range(*span)]
