"""Shared test set-up: one temporary index cache per test process, so the index of each game
is built once (a few seconds) and every test reads it.

Run in parallel (`pytest -n auto --dist loadgroup`, as the README says), the controller
builds both games' indexes once, in the background while the workers start, and each worker
copies them into its own cache (a test that rebuilds or damages its cache then disturbs no
other worker). The tests that read no index run first, while that build runs; the long ones
next, so that the run ends on short ones. Tests that must share one process's state carry
`xdist_group` marks."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.summary import LINES

PREBUILT = "JUDGE_TEST_PREBUILT_CACHE"  # the controller's built cache, for the workers to copy
GAMES = ("keyforge", "keeper")
# `judge verify` and `judge lint` share their replays among one process per CPU
# (judge/scenarios/parallel.py); the suite already runs one test process per CPU, and the
# memoised replays below are kept in the process that made them, so here each replays in its
# own process. tests/test_parallel.py sets JUDGE_JOBS itself.
os.environ.setdefault("JUDGE_JOBS", "1")


def pytest_configure(config):
    if hasattr(config, "workerinput"):
        return  # a worker: the controller has done what follows
    _compile_once(config)
    if not getattr(config.option, "numprocesses", None):
        return  # not parallel: the first test that needs an index builds it
    root = Path(tempfile.mkdtemp(prefix="judge-test-cache-"))
    os.environ[PREBUILT] = str(root)  # the workers, started after this, inherit it
    config.add_cleanup(lambda: shutil.rmtree(root, ignore_errors=True))

    def build():
        env = dict(os.environ, JUDGE_CACHE_DIR=str(root / "cache"), NO_COLOR="1")
        builds = [subprocess.Popen([sys.executable, "-m", "judge", "index", "--game", game], env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) for game in GAMES]
        failed = [b.stderr.read().decode("utf-8", "replace") for b in builds if b.wait() != 0]
        (root / "done").write_text("\n".join(failed), encoding="utf-8")  # empty: built

    threading.Thread(target=build, daemon=True).start()


def _compile_once(config) -> None:
    """Where Python writes no bytecode (PYTHONDONTWRITEBYTECODE, as in some CI images), every
    Python process of the run (the workers, and the hundred-odd `judge` processes the tests
    start) would compile judge and the tests from source again, about 0.1 s each: compile
    them once here, and remove at the end of the run every bytecode file this made."""
    if not sys.dont_write_bytecode:
        return
    import compileall

    root = Path(__file__).resolve().parents[1]
    folders = [root / "judge", root / "tests"]

    def cached() -> set[Path]:
        return {p for f in folders for p in f.rglob("__pycache__/*.pyc")}

    before = cached()
    for folder in folders:
        compileall.compile_dir(folder, quiet=2, workers=0)
    made = cached() - before
    config.add_cleanup(lambda: _remove_compiled(made))


def _remove_compiled(files: set[Path]) -> None:
    for path in files:
        path.unlink(missing_ok=True)
    for folder in {p.parent for p in files}:
        try:
            folder.rmdir()  # only when empty: a folder that held other files stays
        except OSError:
            pass


# Tests that never read an index (the engines, the fixtures, the corpus files): in a parallel
# run they go first, while the controller is still building the indexes, and do not wait for it.
INDEX_FREE = ("tests/keyforge/", "tests/keeper/", "tests/test_scenarios.py", "tests/test_schema.py",
              "tests/test_parse_counts.py", "tests/test_corpus_verbatim.py")
# Long tests (a browser, a terminal, many judge processes): next, so that the run ends on short ones.
LONG = ("tests/offline_site/", "tests/faults/", "tests/test_terminal_tmux.py")
_COPY: dict[str, threading.Thread] = {}


def pytest_collection_modifyitems(config, items):
    """Index-free tests first, then the long ones, then the rest; each part in its own order
    (the same in every process: xdist checks that the workers collect alike)."""
    def part(item) -> int:
        path = item.nodeid.split("::")[0]
        return 0 if path.startswith(INDEX_FREE) else 1 if path.startswith(LONG) else 2

    items.sort(key=part)


def _copy_prebuilt(path: Path) -> None:
    """The controller's cache into this worker's, when the build went well (else each test
    process builds its own, as in a serial run). Each top-level entry is copied beside the
    cache and renamed into it, and only when the worker has not made one of its own meanwhile:
    a test that read an index before the copy arrived built it, as judge does, in its place."""
    root = Path(os.environ[PREBUILT])
    deadline = time.monotonic() + 600
    while not (root / "done").exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    if not (root / "done").exists() or (root / "done").read_text(encoding="utf-8"):
        return
    staging = Path(tempfile.mkdtemp(prefix="copy-", dir=path.parent))
    shutil.copytree(root / "cache", staging, ignore=shutil.ignore_patterns("*.lock"), dirs_exist_ok=True)
    for entry in staging.iterdir():
        if (path / entry.name).exists():
            continue  # the worker has its own by now
        try:
            os.rename(entry, path / entry.name)
        except OSError:
            pass  # made meanwhile
    shutil.rmtree(staging, ignore_errors=True)


def _await_prebuilt() -> None:
    copy = _COPY.pop("copy", None)
    if copy is not None:
        copy.join()


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    if not item.nodeid.startswith(INDEX_FREE):
        _await_prebuilt()


@pytest.fixture(scope="session", autouse=True)
def judge_cache(tmp_path_factory):
    path = tmp_path_factory.mktemp("judge-cache")
    from judge.search import cache

    obtain = cache.obtain
    if os.environ.get(PREBUILT) and os.environ.get("PYTEST_XDIST_WORKER"):
        # copied while the index-free tests run; an index read in-process waits for it
        _COPY["copy"] = threading.Thread(target=_copy_prebuilt, args=(path,), daemon=True)
        _COPY["copy"].start()

        def obtain_after_the_copy(*args, **kwargs):
            _await_prebuilt()
            return obtain(*args, **kwargs)

        cache.obtain = obtain_after_the_copy
    old = os.environ.get("JUDGE_CACHE_DIR")
    os.environ["JUDGE_CACHE_DIR"] = str(path)
    os.environ["NO_COLOR"] = "1"
    yield path
    cache.obtain = obtain
    if old is None:
        os.environ.pop("JUDGE_CACHE_DIR", None)
    else:
        os.environ["JUDGE_CACHE_DIR"] = old
    _detach_logging_from_judge_streams()


@pytest.fixture(scope="session", autouse=True)
def verify_once_per_data(judge_cache):
    """`judge.scenarios.runner.verify` replays every fixture of a game (one to two seconds for
    KeyForge), and many tests run it on the same data: `judge verify` and its --json, the
    coverage tests, `judge index` and every index build (the rulings' verification is in the
    index). In one test process it runs once per game and data: the memo is keyed on the data
    folders, the stat signature of every source file (data and judge's own code, as the index
    key) and the fixtures (with their size and time) and rulings asked about, so a test on other data (JUDGE_DATA_DIR,
    a temporary checkout, a file it wrote) replays its own. A test that patches the engine
    calls `run` or `lint_scenarios`, never this."""
    from judge.scenarios import coverage, runner
    from judge.search.cache import stat_signature

    real = runner.verify
    done: dict = {}

    def verify(game, rulings, paths=None):
        key = (game.id, str(game.rulings_dir()), str(game.scenarios_dir()), stat_signature(game.id),
               None if paths is None else tuple((str(p), _stat(p)) for p in paths), tuple(r.id for r in rulings))
        if key not in done:
            with replays_shared():
                done[key] = real(game, rulings, paths)
        return done[key]

    runner.verify = coverage.verify = verify
    yield
    runner.verify = coverage.verify = real


_SHARED: dict = {}  # replays_shared: (engine, fixture file and its stat, rulebook, data and code) -> Replay
_SHARING: list = []  # the engines' own replay functions while replays are shared, else empty


@contextmanager
def replays_shared():
    """While this block runs, each engine's `replay` is made once per fixture file, rulebook
    version (as the engine resolves it) and data: `runner.verify` (through runner.run) and
    `judge lint` (lint_scenarios) replay every fixture alike, and whichever comes second in a
    test process reads the first one's replays. Only the memoised verify above and cli_once
    use it (commands that read the repository's data as it is; a test that patches the engine
    runs neither). A fixture not read from a file (standard input) is replayed each time, and
    each caller gets its own copy of a replay's mismatches (runner.run adds to them)."""
    if _SHARING:  # nested (cli_once runs `judge verify`, which runs the memoised verify)
        yield
        return
    import copy
    import importlib

    from judge.games import all_games
    from judge.search.cache import stat_signature

    games = {g.engine: g for g in all_games()}
    engines = {name: importlib.import_module(name) for name in games}
    signature = {name: stat_signature(g.id) for name, g in games.items()}  # data and judge's code
    real = {name: module.replay for name, module in engines.items()}

    def sharing(name):
        def replay(fixture, rulebook=None):
            path = getattr(fixture, "path", None)
            stat = _stat(path) if path else None
            try:
                label = games[name].version(rulebook).label
            except Exception:  # noqa: BLE001 - an unknown rulebook: the engine reports it
                stat = None
            if stat is None:
                return real[name](fixture, rulebook)
            key = (name, str(path), stat, fixture.id, label, signature[name])
            if key not in _SHARED:
                _SHARED[key] = real[name](fixture, rulebook)
            made = copy.copy(_SHARED[key])
            made.mismatches = list(made.mismatches)
            return made
        return replay

    _SHARING.append(real)
    for name, module in engines.items():
        module.replay = sharing(name)
    try:
        yield
    finally:
        for name, module in engines.items():
            module.replay = real[name]
        _SHARING.clear()


def _stat(path) -> tuple | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_size, st.st_mtime_ns


def _detach_logging_from_judge_streams() -> None:
    """A library that adds a logging handler while `main` runs in-process (lark does, on
    import) binds it to judge's wrapper of a captured stderr; at exit, logging would flush
    that closed stream and print a warning."""
    import logging

    from judge.terminal import Clean

    for logger in [logging.getLogger(), *logging.Logger.manager.loggerDict.values()]:
        for handler in getattr(logger, "handlers", []):
            if isinstance(getattr(handler, "stream", None), Clean):
                handler.stream = sys.__stderr__  # not setStream: it flushes the closed one


def _invoke(args: tuple[str, ...]) -> int:
    """`judge ARGS` in-process; its exit code."""
    from judge.cli import main

    try:
        main(list(args))
        return 0
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)


@pytest.fixture
def run_cli(capsys):
    """Run `judge ARGS` in-process: (exit code, stdout, stderr)."""

    def run(*args: str):
        code = _invoke(args)
        out = capsys.readouterr()
        return code, out.out, out.err

    return run


@pytest.fixture(scope="session")
def cli_once():
    """Like run_cli, for a command that only reads the repository's data (`verify`, `lint`):
    run once per test process, its result shared by every test that reads it (each is a
    replay of every fixture, and the two share their replays: replays_shared)."""
    import io
    from contextlib import redirect_stderr, redirect_stdout

    done: dict[tuple[str, ...], tuple[int, str, str]] = {}

    def run(*args: str):
        if args not in done:
            out, err = io.StringIO(), io.StringIO()
            with redirect_stdout(out), redirect_stderr(err), replays_shared():
                code = _invoke(args)
            done[args] = (code, out.getvalue(), err.getvalue())
        return done[args]

    return run


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session):
    if hasattr(session.config, "workeroutput"):  # an xdist worker: its lines go to the controller
        session.config.workeroutput["judge_summary"] = list(LINES)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    LINES.extend(getattr(node, "workeroutput", {}).get("judge_summary", []))


def pytest_terminal_summary(terminalreporter):
    for line in LINES:
        terminalreporter.write_line(line)
