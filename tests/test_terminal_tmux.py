"""judge in a real terminal (tmux) at 60 and 120 columns: the verdict first, one rendering
of the Æmber symbol, no raw glyph, no line wider than the terminal (nothing wrapped twice),
colour only without NO_COLOR, and the pager only for output taller than the terminal.
.ci/run installs tmux where it is missing."""
from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed (.ci/run installs it)")

RAW_SYMBOLS = re.compile(r"\{[AD]\}|<[AD]>|[\ue000-\uf8ff]")
BOARD = "setup:\n  house: brobnar\n  player:\n    hand: [Anger]\n    battleline: [{card: Troll, stunned: true}]\n" \
        "actions:\n  - play: Anger\n"
ROOT = Path(__file__).resolve().parent.parent
SAMPLES = [["ask", "stunned creature anger"], ["ask", "bait and switch how many times"], ["card", "binary moray"],
           ["card", "bait and switch"], ["what-if", "BOARD"], ["rule", "stun"], ["ask", "--help"],
           ["lint", str(ROOT / "rulings" / "keyforge" / "anger-on-stunned-creature.yaml")]]


def in_tmux(args: list[str], width: int, tmp: Path, *, height: int = 300, env: dict | None = None,
            colour: bool = False) -> list[str]:
    """Run `judge ARGS` in a fresh tmux window of width x height; the screen's lines, each
    joined where the terminal itself wrapped it (so a line wider than the terminal shows)."""
    return screens([args], width, tmp, height=height, env=env, colour=colour)[0]


def screens(runs: list[list[str]], width: int, tmp: Path, *, height: int = 300, env: dict | None = None,
            colour: bool = False) -> list[list[str]]:
    """in_tmux() for several runs at once, each in its own tmux server, side by side (they
    only read the index): their screens, in the order given."""
    environment = {"JUDGE_CACHE_DIR": os.environ["JUDGE_CACHE_DIR"], "JUDGE_DATA_DIR": os.environ.get("JUDGE_DATA_DIR", ""), "TERM": "xterm-256color", "LANG": "C.UTF-8",
                   "PATH": os.environ.get("PATH", ""), "HOME": os.environ.get("HOME", str(tmp)),
                   # the judge under test (this checkout), not an installed copy whose data (and so
                   # its index key) differs: the window starts in a temporary folder
                   "PYTHONPATH": str(Path(__file__).resolve().parents[1]),
                   **({} if colour else {"NO_COLOR": "1"}), **(env or {})}
    exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in environment.items())
    started = []
    try:
        for args in runs:
            name = f"judge-{uuid.uuid4().hex[:8]}"
            done = tmp / f"{name}.done"
            command = (f"env -i {exports} {shlex.quote(sys.executable)} -m judge "
                       f"{' '.join(shlex.quote(a) for a in args)}; touch {shlex.quote(str(done))}; sleep 600")
            subprocess.run(["tmux", "-L", name, "new-session", "-d", "-s", name, "-x", str(width), "-y", str(height),
                            "-c", str(tmp), command], check=True)
            started.append((name, done))
        deadline = time.time() + 60
        while not all(done.exists() for _, done in started) and time.time() < deadline:
            time.sleep(0.05)
        out = []
        for (name, done), args in zip(started, runs):
            assert done.exists(), f"judge {' '.join(args)} did not finish in the terminal"
            flags = ["-p", "-J"] + (["-e"] if colour else [])
            screen = subprocess.run(["tmux", "-L", name, "capture-pane", *flags, "-t", name], check=True,
                                    capture_output=True).stdout.decode("utf-8")
            lines = screen.rstrip("\n").split("\n")
            while lines and not lines[-1].strip():
                lines.pop()
            out.append(lines)
        return out
    finally:
        for name, _ in started:
            subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)


@pytest.fixture(scope="module", autouse=True)
def built_index():
    """The session's index (tests/conftest.py) is built before the terminal sessions read it
    (the first run's notice is tested apart)."""
    from judge import search

    for game in ("keyforge", "keeper"):
        search.load(game)


def test_the_first_run_says_once_that_it_builds_the_index(tmp_path):
    """Keeper's index, the smaller, is built here: what is tested is the notice, once."""
    fresh = {"JUDGE_CACHE_DIR": str(tmp_path / "cache")}
    first = in_tmux(["ask", "--game", "keeper", "--brief", "sacrifice"], 100, tmp_path, env=fresh)
    assert first[0] == "judge: building the keeper search index (first run)…"
    again = in_tmux(["ask", "--game", "keeper", "--brief", "sacrifice"], 100, tmp_path, env=fresh)
    assert not any("building" in ln for ln in again)
    piped = subprocess.run([sys.executable, "-m", "judge", "ask", "--brief", "--game", "keeper", "sacrifice destroyed"],
                           capture_output=True, env=dict(os.environ, JUDGE_CACHE_DIR=str(tmp_path / "cache2")))
    assert piped.returncode == 0 and b"building" not in piped.stderr  # only on a terminal


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    path = tmp_path_factory.mktemp("board") / "board.yaml"
    path.write_text(BOARD, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("width", [60, 120])
def test_the_verdict_leads_and_nothing_is_wider_than_the_terminal(width, tmp_path, board):
    assert SAMPLES[0] == ["ask", "stunned creature anger"]  # its screen is the verdict's, checked first
    runs = [[board if a == "BOARD" else a for a in args] for args in SAMPLES]
    for args, screen in zip(runs, screens(runs, width, tmp_path)):
        if args == SAMPLES[0]:
            lines = screen
            head = " ".join(lines[:4])
            assert lines[0].startswith("Stun · ruling verified"), lines[:4]
            assert "you remove the stun instead of doing anything else." in head, lines[:4]
            print(f"\n{width} columns: verdict ends on line "
                  f"{next(i for i, ln in enumerate(lines, 1) if 'doing anything else.' in ln)}")
        text = "\n".join(screen)
        assert not RAW_SYMBOLS.search(text), (args, RAW_SYMBOLS.search(text))
        if "bait" in args[-1]:
            assert "steal 1 [Æmber]" in " ".join(text.split()) and "Æmber" in text.split("Restored")[0], args
        too_wide = [ln for ln in screen if len(ln) > width]
        assert not too_wide, (args, too_wide[:3])


def test_colour_on_a_terminal_and_never_with_no_color(tmp_path):
    coloured = "\n".join(in_tmux(["ask", "--brief", "stunned creature anger"], 80, tmp_path, colour=True))
    assert "\x1b[" in coloured
    plain = "\n".join(in_tmux(["ask", "--brief", "stunned creature anger"], 80, tmp_path))
    assert "\x1b[" not in plain


def test_long_output_goes_through_the_pager_and_short_output_does_not(tmp_path):
    paged = tmp_path / "paged.txt"
    pager = {"JUDGE_PAGER": f"cat > {shlex.quote(str(paged))}"}
    screen = in_tmux(["ask", "stunned creature anger"], 100, tmp_path, height=20, env=pager)
    assert paged.exists() and "Open: judge ruling anger-on-stunned-creature" in paged.read_text(encoding="utf-8")
    assert not any("Open: judge ruling" in ln for ln in screen)  # the pager had it, not the terminal
    paged.unlink()
    in_tmux(["ask", "--brief", "stunned creature anger"], 100, tmp_path, height=20, env=pager)
    assert not paged.exists()
    in_tmux(["--no-pager", "ask", "stunned creature anger"], 100, tmp_path, height=20, env=pager)
    assert not paged.exists()
