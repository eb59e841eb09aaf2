"""Output faults (issue 12, item 7): a full disk, a reader that goes away, a closed
stdout, an encoding that cannot show Æ, bare `judge`, Ctrl-C."""
from __future__ import annotations

import os
import signal
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
    p = start(warm, ["verify"])
    time.sleep(0.8)
    p.proc.send_signal(signal.SIGINT)
    r = p.wait(20)
    r.sound()
    assert r.code == 130
    assert r.err == "judge: error: interrupted\n"


def test_bad_utf8_argument_is_one_line(warm):
    r = start(warm, ["ask", b"stun\xff".decode("utf-8", "surrogateescape")]).wait(20)
    assert r.code == 2 and r.err == "judge: error: an argument is not valid UTF-8 text\n"
