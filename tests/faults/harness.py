"""Running `judge` as a user would, with one fault injected, and checking the outcome.

Every run is a subprocess with its own home, cache and temporary folder (never
shared with another test), a memory limit, a file-size limit when a test asks
for one (a full disk), and a time limit. The result carries the exit code,
stdout, stderr, the child's peak memory (VmHWM), its CPU time (from wait4) and wall time, so
each test can check: no traceback, the right exit code, one clear line, and
the limits held.
"""
from __future__ import annotations

import os
import re
import resource
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PEAK_MB = 200  # the most memory any command may use, on any input (issue 12)
SECONDS = 10  # the most CPU time any command may take, on any input (wall time varies with the machine's load)
ADDRESS_SPACE = 1 << 30  # a runaway allocation fails here rather than eating the machine


@dataclass
class Run:
    code: int
    out: str
    err: str
    peak_mb: float
    seconds: float  # wall time
    cpu_seconds: float  # user + system: what the command cost, whatever the machine's load

    @property
    def err_lines(self) -> list[str]:
        return self.err.splitlines()

    def sound(self) -> None:
        """No traceback, within the memory and time limits."""
        assert "Traceback" not in self.err, self.err
        assert not re.search(r"^\w+(Error|Exception)\b", self.err, re.M), self.err
        assert self.peak_mb < PEAK_MB, f"peak memory {self.peak_mb:.0f} MB"
        assert self.cpu_seconds < SECONDS, f"took {self.cpu_seconds:.1f} s of CPU"


@dataclass
class Sandbox:
    """A user's world for one test: home, cache and system temporary folder."""

    root: Path
    data: Path | None = None  # JUDGE_DATA_DIR, when not the shipped data

    @property
    def home(self) -> Path:
        return self.root / "home"

    @property
    def cache(self) -> Path:
        return self.root / "cache"

    @property
    def tmp(self) -> Path:
        return self.root / "systmp"

    def env(self, **extra: str) -> dict:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("JUDGE_", "XDG_", "PYTHONIO"))}
        env.update(HOME=str(self.home), JUDGE_CACHE_DIR=str(self.cache), TMPDIR=str(self.tmp), NO_COLOR="1",
                   PYTHONDONTWRITEBYTECODE="1", COLUMNS="100",
                   # the judge under test (this checkout), as in the test process: an installed copy
                   # (CI installs a wheel) keys its index apart, so a warm cache would be rebuilt
                   PYTHONPATH=os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p))
        if self.data is not None:
            env["JUDGE_DATA_DIR"] = str(self.data)
        env.update(extra)
        return {k: v for k, v in env.items() if v is not None}

    def judge(self, *args: str, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, env: dict | None = None,
              file_limit: int | None = None, timeout: float = SECONDS * 6, cwd: Path | None = None,
              close_stdout: bool = False) -> Run:
        return start(self, args, stdin=stdin, stdout=stdout, env=env, file_limit=file_limit,
                     cwd=cwd, close_stdout=close_stdout).wait(timeout)


class Started:
    """A judge process running; wait() collects its Run.

    Its peak memory is the process's own high-water mark (VmHWM in /proc/PID/status, read
    while it runs), not wait4's ru_maxrss: on Linux that also counts the memory the child
    shared with the test process between fork and exec, so it grows with the test worker."""

    def __init__(self, proc: subprocess.Popen, t0: float):
        self.proc, self.t0 = proc, t0
        self.out, self.err = [], []
        self.hwm_kb: list[int] = []
        self.readers = [threading.Thread(target=_drain, args=(s, buf), daemon=True)
                        for s, buf in ((proc.stdout, self.out), (proc.stderr, self.err)) if s is not None]
        self.sampler = threading.Thread(target=_high_water, args=(proc.pid, proc.args, self.hwm_kb), daemon=True)
        for r in (*self.readers, self.sampler):
            r.start()

    def wait(self, timeout: float) -> Run:
        timer = threading.Timer(timeout, self.proc.kill)
        timer.start()
        _, status, usage = os.wait4(self.proc.pid, 0)
        seconds = time.monotonic() - self.t0
        timer.cancel()
        self.proc.returncode = os.waitstatus_to_exitcode(status)
        for r in (*self.readers, self.sampler):
            r.join()
        peak_kb = max(self.hwm_kb) if self.hwm_kb else usage.ru_maxrss  # no /proc: wait4's figure
        run = Run(self.proc.returncode, b"".join(self.out).decode("utf-8", "replace"),
                  b"".join(self.err).decode("utf-8", "replace"), peak_kb / 1024, seconds,
                  usage.ru_utime + usage.ru_stime)
        RUNS.append(run)
        return run


RUNS: list[Run] = []  # every judge process of the session, for the summary line


def _high_water(pid: int, args: list, out: list) -> None:
    """VmHWM of a running process, read every few milliseconds until it has exited (a zombie,
    or one reaped, has none); a high-water mark, so the last reading is the peak so far.

    A reading counts only while the process is the command started (its /proc cmdline is
    `args`): CI once measured 257 MB, a test worker's size, for a `judge ruling` that uses
    32 MB here, and a reading of any other process (a fork not yet exec'd, a PID reused
    after the reap) must never be taken for judge's."""
    status, cmdline = Path(f"/proc/{pid}/status"), Path(f"/proc/{pid}/cmdline")
    ours = b"".join(os.fsencode(a) + b"\0" for a in args)
    while True:
        try:
            before = cmdline.read_bytes()
            text = status.read_text(encoding="ascii", errors="replace")
            after = cmdline.read_bytes()
        except OSError:
            return
        if not (before == after == ours):
            if not after:  # a zombie: judge has exited
                return
            time.sleep(0.001)
            continue
        m = re.search(r"^VmHWM:\s+(\d+) kB", text, re.M)
        if m is None:
            return
        out.append(int(m.group(1)))
        time.sleep(0.005)


def _drain(stream, buf: list) -> None:
    for chunk in iter(lambda: stream.read1(65536), b""):
        buf.append(chunk)
    stream.close()


def start(box: Sandbox, args, *, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, env=None,
          file_limit: int | None = None, cwd: Path | None = None, close_stdout: bool = False) -> Started:
    def limits():
        # Ctrl-C as at a terminal: a test worker may run with SIGINT ignored (pytest-xdist's
        # workers can), and an ignored signal stays ignored across exec, so judge (rightly,
        # as under nohup) would ignore it too
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        if close_stdout:
            os.close(1)
        resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))
        if file_limit is not None:
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_limit, file_limit))

    for d in (box.home, box.tmp):
        d.mkdir(parents=True, exist_ok=True)
    cmd = [sys.executable, "-m", "judge", *args]
    proc = subprocess.Popen(cmd, stdin=stdin, stdout=stdout, stderr=subprocess.PIPE, env=env or box.env(),
                            cwd=cwd or box.root, preexec_fn=limits)
    return Started(proc, time.monotonic())


def small_world(folder: Path) -> Path:
    """A data folder with all of Keeper's rulebook but only two of its rulings and their
    fixtures: an index build there costs a third of the full one (the cache tests rebuild a
    lot), and `sacrifice destroyed` still finds its ruling first."""
    folder.mkdir(parents=True)
    for name in ("corpus", "cards"):
        os.symlink(ROOT / name, folder / name)
    for name in ("rulings", "scenarios"):
        (folder / name).mkdir()
        os.symlink(ROOT / name / "keyforge", folder / name / "keyforge")
        (folder / name / "keeper").mkdir()
    for ruling in ("clarification-sacrifice", "clarification-counters"):
        (folder / "rulings" / "keeper" / f"{ruling}.yaml").write_bytes(
            (ROOT / "rulings" / "keeper" / f"{ruling}.yaml").read_bytes())
    for fixture in ("sacrifice", "counters"):
        (folder / "scenarios" / "keeper" / f"{fixture}.yaml").write_bytes(
            (ROOT / "scenarios" / "keeper" / f"{fixture}.yaml").read_bytes())
    return folder


def index_folders(cache: Path, game: str) -> list[Path]:
    return sorted(p for p in cache.iterdir() if p.is_dir() and p.name.startswith(f"{game}-")
                  and p.name.endswith(("-whoosh", "-sqlite")))


def listing(folder: Path) -> dict[str, bytes]:
    """Every file under a folder with its bytes (to prove nothing was lost)."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}
