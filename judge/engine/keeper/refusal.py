"""Refusals: an action the rules do not allow now, with every reason that
applies, the most fundamental first, each citing the rule that refuses it.

The order of the checks: the player (one out of the game "can no longer
affect the game in any way", "Winning and Losing"); the card (banned, or
without such an ability); where the card is and its state (controlled,
unexhausted); the timing (the phase, the chain link answered); the costs.
A check that needs an earlier one to pass (which ability?) is skipped when
that one fails, so every reason given is one that actually applies.
"""
from __future__ import annotations

from judge.engine.base import IllegalAction

Reason = tuple[str, str]  # (why, the rule that says so)


class Refused(IllegalAction):
    """An IllegalAction with all its reasons; the message lists them, in order."""

    def __init__(self, reasons: list[Reason]):
        self.reasons = list(reasons)
        super().__init__("; ".join(f"{text} [{rule}]" for text, rule in self.reasons))


def refuse(reasons: list[Reason]) -> None:
    """Raise Refused when there is any reason."""
    if reasons:
        raise Refused(reasons)
