"""Fixtures of the fault tests (the harness itself: tests/faults/harness.py)."""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests.faults.harness import RUNS, Sandbox, small_world
from tests.summary import LINES


@pytest.fixture
def box(tmp_path) -> Sandbox:
    """An empty world: no cache yet."""
    return Sandbox(tmp_path)


@pytest.fixture(scope="session")
def built_cache(judge_cache) -> Path:
    """The session's cache with both games' indexes built (in-process, once)."""
    from judge import search

    for game in ("keeper", "keyforge"):
        search.load(game)
    return judge_cache


@pytest.fixture
def warm(box, built_cache) -> Sandbox:
    """A world whose cache already holds sound indexes (a copy of the session's)."""
    shutil.copytree(built_cache, box.cache, ignore=shutil.ignore_patterns("*.lock"))
    return box


@pytest.fixture(scope="session")
def small(tmp_path_factory) -> Sandbox:
    """The small Keeper world (harness.small_world) with its index built, once: copy its
    `cache` for a warm start."""
    root = tmp_path_factory.mktemp("small")
    box = Sandbox(root, small_world(root / "data"))
    r = box.judge("index", "--game", "keeper")
    assert r.code == 0, r.err
    return box


def pytest_sessionfinish(session):
    if RUNS:
        worst_mb = max(r.peak_mb for r in RUNS)
        worst_cpu = max(r.cpu_seconds for r in RUNS)
        worker = os.environ.get("PYTEST_XDIST_WORKER")
        LINES.append(f"fault tests{f' ({worker})' if worker else ''}: {len(RUNS)} judge processes; peak memory at "
                     f"most {worst_mb:.0f} MB, CPU at most {worst_cpu:.1f} s per process")
