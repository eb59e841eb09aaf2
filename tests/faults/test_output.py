"""Output faults (issue 12, item 7): a full disk, a reader that goes away, a closed
stdout, an encoding that cannot show Æ, bare `judge`, Ctrl-C."""
from __future__ import annotations

import os
import signal
import subprocess
import time

from tests.faults.harness import start

QUERY = ["ask", "--game", "keeper", "sacrifice destroyed"]


def test_full_disk_on_stdout_is_one_line_and_exit_1(warm):
    with open("/dev/full", "w") as full:
        r = warm.judge(*QUERY, stdout=full)
    r.sound()
    assert r.code == 1
    assert r.err == "judge: error: cannot write the output (No space left on device)\n"


def test_reader_going_away_ends_judge_quietly_like_sigpipe(warm):
    """`judge ... | head -1` with a long output: ended by SIGPIPE (shell status 141), silent."""
    read, write = os.pipe()
    os.close(read)  # the reader is gone before judge writes a byte
    try:
        r = start(warm, ["verify", "--game", "keeper", "--json"], stdout=write).wait(20)
    finally:
        os.close(write)
    assert r.code == -signal.SIGPIPE
    assert r.err == ""


def test_closed_stdout_is_one_line(warm):
    r = warm.judge(*QUERY, close_stdout=True)
    r.sound()
    assert r.code == 1
    assert r.err == "judge: error: cannot write the output (standard output is closed)\n"


def test_ascii_output_transliterates(warm):
    r = warm.judge("ask", "aember bonus", env=warm.env(PYTHONIOENCODING="ascii"))
    r.sound()
    assert r.code == 0 and "AEmber bonus" in r.out and r.err == ""
    j = warm.judge("ask", "aember bonus", "--json", env=warm.env(PYTHONIOENCODING="ascii"))
    assert j.code == 0 and "\\u00c6mber" in j.out.lower() or "\\u00c6" in j.out


def test_bare_judge_prints_its_help(warm):
    r = warm.judge()
    r.sound()
    assert r.code == 0 and "Usage: judge" in r.out and "ask" in r.out and r.err == ""


def test_ctrl_c_is_one_line_and_exit_130(warm):
    """Ctrl-C once judge is running (here waiting for a fixture on standard input, not after a
    fixed sleep that a fast machine's command could outrun)."""
    p = start(warm, ["lint", "-"], stdin=subprocess.PIPE)
    _wait_until_blocked(p.proc.pid)
    p.proc.send_signal(signal.SIGINT)
    r = p.wait(20)
    p.proc.stdin.close()
    r.sound()
    assert r.code == 130
    assert r.err == "judge: error: interrupted\n"


def _wait_until_blocked(pid: int, timeout: float = 30) -> None:
    """Until the process sits in read() on its standard input (/proc/PID/syscall: the call's
    number, read being 0 on x86-64 and 63 on arm64, and its first argument, the descriptor),
    seen twice 0.1 s apart: by then judge is running and its Ctrl-C handling is in place."""
    deadline, seen = time.monotonic() + timeout, 0
    while time.monotonic() < deadline:
        with open(f"/proc/{pid}/syscall", encoding="ascii") as f:
            call = f.read().split()
        reading_stdin = len(call) > 1 and call[0] in ("0", "63") and int(call[1], 16) == 0
        seen = seen + 1 if reading_stdin else 0
        if seen >= 2:
            return
        time.sleep(0.1)
    raise AssertionError("judge never waited for its standard input")


def test_bad_utf8_argument_is_one_line(warm):
    r = start(warm, ["ask", b"stun\xff".decode("utf-8", "surrogateescape")]).wait(20)
    assert r.code == 2 and r.err == "judge: error: an argument is not valid UTF-8 text\n"
