"""Shared test set-up: one temporary index cache for the whole session, so the
index of each game is built once (a few seconds) and every test reads it."""
from __future__ import annotations

import os

import pytest


@pytest.fixture(scope="session", autouse=True)
def judge_cache(tmp_path_factory):
    path = tmp_path_factory.mktemp("judge-cache")
    old = os.environ.get("JUDGE_CACHE_DIR")
    os.environ["JUDGE_CACHE_DIR"] = str(path)
    os.environ["NO_COLOR"] = "1"
    yield path
    if old is None:
        os.environ.pop("JUDGE_CACHE_DIR", None)
    else:
        os.environ["JUDGE_CACHE_DIR"] = old


@pytest.fixture
def run_cli(capsys):
    """Run `judge ARGS` in-process: (exit code, stdout, stderr)."""
    from judge.cli import main

    def run(*args: str):
        try:
            main(list(args))
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
        out = capsys.readouterr()
        return code, out.out, out.err

    return run
