"""The README stays true: its two set-up commands, CI running the test one, and
its `judge ...` examples (each is run and must succeed)."""
from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def setup_commands() -> list[str]:
    """The shell blocks before the first prose paragraph."""
    head = README.split("`judge` is", 1)[0]
    return [b.strip() for b in re.findall(r"```sh\n(.*?)```", head, flags=re.S)]


def test_readme_starts_with_exactly_two_setup_commands():
    first, second = setup_commands()
    assert "pip install ." in first and first.endswith('judge ask "stunned creature anger"')
    assert 'pip install ".[test]"' in second and second.endswith("python -m pytest -n auto --dist loadgroup")


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert setup_commands()[1] in ci.splitlines()


def examples() -> list[list[str]]:
    """Every inline `judge ...` example without placeholders (QUERY, FILE, ...)."""
    found = []
    for code in re.findall(r"`(judge [^`]+)`", README):
        if re.search(r"\b[A-Z]{2,}\b", code) or "|" in code or "&&" in code:
            continue
        args = shlex.split(code)[1:]
        if len(args) == 1 and args[0] not in ("verify", "lint", "index"):
            continue  # the command named in prose ("the first `judge ask` builds ...")
        if args not in found:
            found.append(args)
    return found


READ_ONLY = (["verify"], ["lint"])  # whole replays other tests also read: run once (cli_once)
REPLAYING = (*READ_ONLY, ["index"])  # `judge index` replays the rulings' fixtures into the index


def example_params() -> list:
    """The examples; those that replay fixtures share a worker with the other tests that
    replay them (xdist_group, tests/test_scenarios.py), so that each replay is made once per
    run (tests/conftest.py: replays_shared)."""
    return [pytest.param(a, id=" ".join(a), marks=[pytest.mark.xdist_group("every-fixture")] if a in REPLAYING else [])
            for a in examples()]


@pytest.mark.parametrize("args", example_params())
def test_readme_examples_run(run_cli, cli_once, args):
    code, out, err = (cli_once if args in READ_ONLY else run_cli)(*args)
    assert code == 0, (out, err)
    assert out.strip()


def test_readme_console_example_matches_the_real_output(run_cli):
    block = re.search(r"```console\n\$ (judge [^\n]+)\n(.*?)```", README, flags=re.S)
    code, out, _ = run_cli(*shlex.split(block.group(1))[1:])
    assert code == 0
    for line in block.group(2).splitlines():
        line = line.rstrip()
        if line and "..." not in line:
            assert line in out, line
