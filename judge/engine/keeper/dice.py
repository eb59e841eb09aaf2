"""Dice and random picks, given by the fixture: a replay never rolls.

Every roll takes the next values of an action's `dice:` (or, for the
defending team of a battle, `defending_dice:`), or of the setup's `dice:`
pool when the action gives none. Too few values is a ScenarioError naming
what needed them; values an action gives and no roll uses are an error too.
The same holds for `random:` (the outcome of each random pick, in order).
"""
from __future__ import annotations

from typing import Any

from judge.engine.base import ScenarioError


class Supply:
    """An ordered list of given outcomes, consumed one at a time."""

    def __init__(self, values: list[Any] | None, where: str, line: int | None = None,
                 fallback: "Supply | None" = None, kind: str = "dice"):
        self.values = list(values or [])
        self.given = values is not None
        self.where = where
        self.line = line
        self.fallback = fallback
        self.kind = kind

    def take(self, n: int, what: str) -> list[Any]:
        """The next `n` values; ScenarioError when the fixture gives too few."""
        if n <= 0:
            return []
        if not self.given and self.fallback is not None:
            return self.fallback.take(n, what)
        if len(self.values) < n:
            raise ScenarioError(
                f"{what} needs {n} {self.kind}; {self.where} gives {len(self.values)} more "
                f"({self.kind} are never random in a scenario: list them in order)", self.line)
        out, self.values = self.values[:n], self.values[n:]
        return out

    def finish(self) -> None:
        if self.given and self.values:
            left = ", ".join(str(v) for v in self.values)
            raise ScenarioError(f"{self.where}: {self.kind} left over: {left}", self.line)


def check_die(value: Any, where: str, line: int | None) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 6:
        raise ScenarioError(f"{where}: a die shows 1 to 6, not {value!r}", line)
    return value


def dice_supply(values: Any, where: str, line: int | None, fallback: Supply | None) -> Supply:
    if values is None:
        return Supply(None, where, line, fallback)
    if not isinstance(values, list):
        raise ScenarioError(f"{where}: `dice` must be a list of die results, e.g. [1, 6, 5]", line)
    return Supply([check_die(v, where, line) for v in values], where, line, fallback)
