"""Reading a file a user named (a fixture, a what-if board, a deck list, a ruling record).

Bounded: at most MAX_BYTES are read, so a 50 MB file, /dev/zero or a file that
grows as it is read costs the same as a small one and is refused with one
line. Every failure (missing, a folder, unreadable, a name too long, not
UTF-8) is a UsageError whose message names the file (without control
characters) and, for bad bytes, the line. `-` reads standard input (shown as <stdin>).
"""
from __future__ import annotations

import os

from judge.errors import UsageError
from judge.limits import MAX_BYTES
from judge.terminal import printable



STDIN_NAMES = ("-", "<stdin>")  # `-` names standard input; `<stdin>` is how it is shown
_STDIN: list[bytes] = []


def shown(path: os.PathLike | str) -> str:
    """A file name as it may be shown to a user: printable, and not endless (`-`: <stdin>)."""
    if str(path) in STDIN_NAMES:
        return "<stdin>"
    text = printable(str(path), one_line=True)
    return text if len(text) <= 200 else text[:120] + "…" + text[-60:]


def _read_at_most(f, limit: int) -> bytes:
    """At most `limit` bytes of an open file. A regular file is read by its size (one byte more,
    to see one that grew meanwhile, then the rest up to the limit): asking for the whole limit at
    once makes a buffer of the limit (1 MB) for a file of a few KB."""
    import stat

    info = os.fstat(f.fileno())
    if not stat.S_ISREG(info.st_mode) or info.st_size >= limit:
        return f.read(limit)
    raw = f.read(info.st_size + 1)
    if len(raw) > info.st_size:  # it grew
        raw += f.read(limit - len(raw))
    return raw


def read_text(path: os.PathLike | str, what: str = "file", max_bytes: int = MAX_BYTES) -> str:
    """The text of a user's file, read with a size limit; UsageError (one line) otherwise."""
    name = shown(path)
    try:
        if str(path) in STDIN_NAMES:  # `-`: standard input, as other tools read it
            import sys

            name = "<stdin>"
            if not _STDIN:  # read once: every reader of `-` in one command sees the same text
                _STDIN.append(sys.stdin.buffer.read(max_bytes + 1) if sys.stdin is not None else b"")
            raw = _STDIN[0]
        else:
            with open(path, "rb") as f:
                raw = _read_at_most(f, max_bytes + 1)
    except IsADirectoryError:
        raise UsageError(f"{name}: is a folder, not a {what}") from None
    except OSError as exc:
        raise UsageError(f"{name}: cannot read the {what}: {exc.strerror or exc}") from None
    if len(raw) > max_bytes:
        raise UsageError(f"{name}: the {what} is larger than {max_bytes // 1_000_000} MB, the most judge reads")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise UsageError(f"{name}:{line}: not UTF-8 text (byte 0x{raw[exc.start]:02x})") from None
