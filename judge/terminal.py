"""What may reach a terminal: text without control characters, in an encoding it can show.

Text judge did not write itself (a fixture's id or description, a card text
given to check-card, a deck line, a file name) can carry escape sequences
that retitle a terminal, clear the screen or move the cursor. `printable`
removes every such sequence and every other control character (C0 and C1,
and the bidirectional overrides that reorder what a reader sees), keeping
newlines and tabs. `Clean` applies it to everything written to stdout and
stderr by the command line; colour codes are added by rich after that,
straight to the real stream.

Where the output encoding cannot show a character (PYTHONIOENCODING=ascii,
a C locale), it is transliterated (Æmber -> AEmber, "—" -> "-") and only
then replaced by "?".
"""
from __future__ import annotations

import codecs
import re
import unicodedata

# ESC-introduced sequences (CSI ... final byte; OSC/DCS/PM/APC/SOS ... BEL or ESC \; two-byte
# escapes), the 8-bit forms (CSI = U+009B, OSC = U+009D ...), then any other control character.
_SEQUENCE = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]?"  # CSI
    r"|\x1b[\]PX^_][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"  # OSC, DCS, SOS, PM, APC
    r"|\x9b[0-?]*[ -/]*[@-~]?"  # 8-bit CSI
    r"|[\x90\x98\x9d\x9e\x9f][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"  # 8-bit string controls
    r"|\x1b[ -/]*[0-~]?"  # other escapes (ESC c resets the terminal)
    r"|[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]"
)
_ANY_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def printable(text: str, *, one_line: bool = False) -> str:
    """`text` without escape sequences or control characters (newlines and tabs kept,
    or made spaces when `one_line`)."""
    if _ANY_CONTROL.search(text):
        text = _SEQUENCE.sub("", text)
    if one_line and ("\n" in text or "\t" in text or "\r" in text):
        text = re.sub(r"[\r\n\t]+", " ", text)
    return text


_SPELLED = {
    "Æ": "AE", "æ": "ae", "Œ": "OE", "œ": "oe", "ß": "ss", "Ø": "O", "ø": "o", "Ł": "L", "ł": "l",
    "—": "-", "–": "-", "‐": "-", "−": "-", "‘": "'", "’": "'", "‚": ",", "“": '"', "”": '"', "„": '"',
    "…": "...", "•": "*", "·": "-", "×": "x", "≤": "<=", "≥": ">=", "→": "->", "←": "<-", "\u00a0": " ",
}


def transliterate(ch: str) -> str:
    """A character in ASCII: spelled out (Æ -> AE), else without its accents, else "?"."""
    if ch in _SPELLED:
        return _SPELLED[ch]
    base = unicodedata.normalize("NFKD", ch).encode("ascii", "ignore").decode()
    return base or "?"


def _encode_error(exc: UnicodeError):
    if not isinstance(exc, UnicodeEncodeError):
        raise exc
    bad = exc.object[exc.start:exc.end]
    out = []
    for ch in bad:
        t = transliterate(ch)
        try:
            t.encode(exc.encoding)
        except (UnicodeEncodeError, LookupError):
            t = "?"
        out.append(t)
    return "".join(out), exc.end


codecs.register_error("judge-transliterate", _encode_error)


class PipeClosed(Exception):
    """The reader of stdout went away (EPIPE)."""


class OutputFailed(Exception):
    """stdout cannot be written (a full disk, a closed descriptor); str() says why."""


class Clean:
    """A text stream that writes only printable text (see module docstring), and reports
    a failed write as PipeClosed or OutputFailed (so no handler meant for files takes it)."""

    def __init__(self, stream):
        self._stream = stream

    @property
    def raw(self):
        return self._stream

    def write(self, text: str) -> int:
        with _failures():
            self._stream.write(printable(text))
        return len(text)

    def flush(self) -> None:
        with _failures():
            self._stream.flush()

    def __getattr__(self, name):
        return getattr(self._stream, name)


class Closed:
    """Stands for a std stream that was closed before judge started (`>&-`): writing to it
    fails like writing to a closed descriptor; a silent one (stderr) swallows the text."""

    encoding = "utf-8"

    def __init__(self, silent: bool = False):
        self.silent = silent

    def write(self, text: str) -> int:
        if not self.silent and text:
            raise OutputFailed("standard output is closed")
        return len(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        raise OSError("closed")


class _failures:
    def __enter__(self):
        return self

    def __exit__(self, kind, exc, tb):
        if exc is None:
            return False
        if isinstance(exc, BrokenPipeError):
            raise PipeClosed() from None
        if isinstance(exc, OSError):
            raise OutputFailed(exc.strerror or str(exc)) from None
        if isinstance(exc, ValueError) and "closed file" in str(exc):
            raise OutputFailed("the output is closed") from None
        return False


def can_encode(stream, text: str) -> bool:
    try:
        text.encode(getattr(stream, "encoding", None) or "utf-8")
        return True
    except (UnicodeEncodeError, LookupError):
        return False


def prepare(stream):
    """A std stream ready for judge's output: transliterating what its encoding cannot show."""
    encoding = (getattr(stream, "encoding", None) or "utf-8").lower().replace("_", "-")
    if not encoding.startswith("utf-") and hasattr(stream, "reconfigure"):
        try:
            stream.reconfigure(errors="judge-transliterate")
        except (ValueError, OSError):
            pass
    return Clean(stream)
