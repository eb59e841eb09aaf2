"""The errors judge reports to users: one line each, with an exit code.

Exit codes follow PRODUCT.md: 0 found/success, 1 nothing found or a failed
verification, 2 a usage or input error.
"""
from __future__ import annotations


class JudgeError(Exception):
    """An error with a one-line message for the user and an exit code."""

    exit_code = 2

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class UsageError(JudgeError):
    """Bad input: unknown game, rulebook version, malformed file, empty query."""

    exit_code = 2


class NotFound(JudgeError):
    """Well-formed input that names nothing we know (a card, a ruling id)."""

    exit_code = 1


class AmbiguousName(UsageError):
    """A name that matches several things equally well."""

    def __init__(self, name: str, candidates: list[str]):
        shown = ", ".join(candidates[:6])
        super().__init__(f"{name!r} is ambiguous: did you mean {shown}?")
        self.candidates = candidates


def did_you_mean(name: str, choices, keep=lambda score: score > 70, scorer=None) -> str:
    """"; did you mean a, b?": the (at most three) choices closest to a name that names
    nothing, those whose rapidfuzz score (WRatio unless `scorer`) `keep` accepts; "" if none."""
    from rapidfuzz import process

    kwargs = {"scorer": scorer} if scorer is not None else {}
    close = [c for c, score, _ in process.extract(name, list(choices), limit=3, **kwargs) if keep(score)]
    return f"; did you mean {', '.join(close)}?" if close else ""


class DataError(JudgeError):
    """Shipped data (corpus, rulings, scenarios) that does not parse."""

    exit_code = 2
