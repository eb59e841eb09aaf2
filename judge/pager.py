"""Long output through a pager, as git does: only when standard output is a terminal, only
when the output is longer than the terminal, never when piped or with `--no-pager`.

The pager is $JUDGE_PAGER, else $PAGER, else `less`; it runs through the shell (so
`JUDGE_PAGER="less -S"` works), with LESS=FRX unless LESS is set (quit when one
screen holds it, keep colours, leave the text on the screen). An empty pager or `cat`
means none. A pager that cannot start costs nothing: the text is written as usual.
"""
from __future__ import annotations

import os
import shutil
import sys


class Buffer:
    """Collects what a command writes, for a terminal stream it stands in for."""

    def __init__(self, stream):
        self._stream = stream
        self._parts: list[str] = []

    @property
    def raw(self):
        return self

    def write(self, text: str) -> int:
        self._parts.append(text)
        return len(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return True

    @property
    def encoding(self) -> str:
        return getattr(self._stream, "encoding", None) or "utf-8"

    def text(self) -> str:
        return "".join(self._parts)


def command() -> str | None:
    """The pager to run, or None for none."""
    for name in ("JUDGE_PAGER", "PAGER"):
        if name in os.environ:
            value = os.environ[name].strip()
            return None if value in ("", "cat") else value
    return "less" if shutil.which("less") else None


def wanted(stream) -> bool:
    """Page this command's output? Only on a terminal, with a pager to run."""
    try:
        return bool(stream.isatty()) and command() is not None
    except (AttributeError, ValueError):
        return False


def show(text: str, stream) -> None:
    """Write `text` to `stream` (the terminal), through the pager when it is taller than the
    terminal. Lines are as judge wrapped them (judge.output), so the count is exact."""
    rows = shutil.get_terminal_size((80, 0)).lines
    cmd = command()
    if cmd is None or rows <= 0 or text.count("\n") < rows:
        stream.write(text)
        stream.flush()
        return
    import subprocess

    env = dict(os.environ)
    env.setdefault("LESS", "FRX")
    env.setdefault("LV", "-c")
    encoding = getattr(stream, "encoding", None) or "utf-8"
    stream.flush()
    try:
        proc = subprocess.Popen(cmd, shell=True, stdin=subprocess.PIPE, env=env)
    except OSError:
        stream.write(text)
        stream.flush()
        return
    try:
        proc.stdin.write(text.encode(encoding, errors="replace"))
        proc.stdin.close()
    except (BrokenPipeError, OSError):
        pass  # the reader quit the pager early: nothing more to show
    while True:
        try:
            proc.wait()
            break
        except KeyboardInterrupt:  # Ctrl-C belongs to the pager (less keeps running), as in git
            continue


def stdout_stream():
    """The real standard output (past judge's cleaning wrapper)."""
    return getattr(sys.stdout, "raw", sys.stdout)
