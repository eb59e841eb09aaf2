"""What every game engine shares: the trace, decisions, errors and the replay result.

A game engine is a module `judge.engine.<game>` exposing

    replay(fixture: Fixture, rulebook: str | None = None) -> Replay

and, optionally, `check_card(text)` / `check_deck(path)` (card legality).
The scenario runner (judge.scenarios) loads fixtures, calls the engine and
compares the engine's observed state with the fixture's `expect`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from judge.errors import JudgeError


class ScenarioError(JudgeError):
    """A fixture that cannot be replayed as written (bad field, unknown card,
    a decision with no answer, an answer that is not a legal option)."""

    exit_code = 2

    def __init__(self, message: str, line: int | None = None):
        super().__init__(message)
        self.line = line


class MissingBehaviour(ScenarioError):
    """A card put in play, played or used whose behaviour is not implemented."""


class IllegalAction(JudgeError):
    """A well-formed action the rules do not allow now."""

    exit_code = 1


@dataclass(frozen=True)
class TraceLine:
    """One game event and the rule (or card ability) that produced it; `line`, when the engine
    knows it, is the fixture line of the action (or `setup`) during which it happened."""

    text: str
    rule: str
    line: int | None = field(default=None, compare=False)

    def render(self, n: int, width: int = 64) -> str:
        head = f"{n}. {self.text}"
        return f"{head:<{width}} [{self.rule}]"


class Trace:
    """The narrated events of a replay, in order."""

    def __init__(self) -> None:
        self.lines: list[TraceLine] = []
        self.at: int | None = None  # the fixture line being replayed, stamped on each event

    def __call__(self, text: str, rule: str) -> None:
        self.lines.append(TraceLine(text, rule, self.at))

    def texts(self) -> list[str]:
        return [f"{line.text} [{line.rule}]" for line in self.lines]

    def render(self) -> list[str]:
        return [line.render(i) for i, line in enumerate(self.lines, 1)]


@dataclass(frozen=True)
class Mismatch:
    """An expectation the end state does not meet."""

    path: str
    expected: Any
    actual: Any

    def render(self) -> str:
        return f"{self.path}: expected {_show(self.expected)}, got {_show(self.actual)}"


def _show(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_show(v)}" for k, v in value.items()) + "}"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


@dataclass
class Replay:
    """The outcome of replaying one fixture."""

    scenario: str
    ruling: str | None
    rulebook: str
    trace: list[TraceLine] = field(default_factory=list)
    mismatches: list[Mismatch] = field(default_factory=list)
    error: str | None = None
    observed: dict = field(default_factory=dict)

    @property
    def passed(self) -> bool:
        return self.error is None and not self.mismatches


NO_DEFAULT = object()  # Decisions.choose: the decision has no default (an answer is needed)


class Decisions:
    """The answers a fixture gives to the decisions of one action, in order.

    Strict (SCENARIOS.md): a decision with exactly one legal option takes it
    without an answer, except a "may", which is always asked; a decision with
    no answer left, an answer that is not a legal option, or answers left over
    at the end of the action are scenario errors naming the decision.
    """

    def __init__(self, answers: Iterable[Any] | None, action: str):
        self.answers = [_norm_answer(a) for a in (answers or [])]
        self.action = action
        # decisions an author need not state that passed over the next answer, as it answered
        # none of their options: (the answer, the decision, its legal answers), for `finish`
        self.passed_over: list[tuple[Any, str, str]] = []

    def _pass_over(self, prompt: str, legal: str) -> None:
        if self.answers:
            self.passed_over.append((self.answers[0], prompt, legal))

    def choose(self, prompt: str, options: list[Any], *, label=str, optional: bool = False,
               match=None, default: Any = NO_DEFAULT) -> Any:
        """Pick one of `options` (objects shown with `label`). `optional` adds `done`.

        With a `default`, the decision is one a fixture author need not state (the order of
        simultaneous things, a search's option to fail to find its one card): the next answer
        is taken only when it is a legal answer to this decision; otherwise `default` is
        returned and no answer is used."""
        if not options:
            if optional:
                return None  # "up to": nothing to choose from, nothing asked
            raise ScenarioError(f"{self.action}: {prompt}: no legal option")
        if len(options) == 1 and not optional:
            return options[0]
        names = [label(o) for o in options] + (["done"] if optional else [])
        if default is not NO_DEFAULT and not self._answers_this(options, label, optional, match):
            self._pass_over(prompt, ", ".join(names))
            return default
        if not self.answers:
            raise ScenarioError(
                f"{self.action}: {prompt}: no answer left in `choose`; legal: {', '.join(names)}"
            )
        answer = self.answers.pop(0)
        if optional and str(answer).lower() == "done":
            return None
        for o in options:
            if (match or _default_match)(answer, o, label(o)):
                return o
        loose = [o for o in options if getattr(o, "titled", None) and o.titled(answer)]
        if loose:  # a card named by its plain title, though it is another printing (CardInstance.titled)
            return loose[0]
        raise ScenarioError(
            f"{self.action}: {prompt}: {answer!r} is not a legal option; legal: {', '.join(names)}"
        )

    def _answers_this(self, options: list[Any], label, optional: bool, match) -> bool:
        """Whether the next answer is a legal answer to a decision among `options`."""
        if not self.answers:
            return False
        answer = self.answers[0]
        if optional and str(answer).lower() == "done":
            return True
        return any((match or _default_match)(answer, o, label(o)) for o in options)

    def may(self, prompt: str) -> bool:
        """A "may": always a decision between yes and no."""
        if not self.answers:
            raise ScenarioError(f"{self.action}: {prompt} (may): no answer left in `choose`; legal: yes, no")
        answer = self.answers.pop(0)
        if answer in (True, "yes", "y"):
            return True
        if answer in (False, "no", "n"):
            return False
        raise ScenarioError(f"{self.action}: {prompt} (may): {answer!r} is not a legal option; legal: yes, no")

    def number(self, prompt: str, low: int, high: int, default: Any = NO_DEFAULT) -> int:
        """A number from `low` to `high`; with a `default`, taken when the next answer is not one
        of them (no answer used: Decisions.choose)."""
        if low == high:
            return low
        if default is not NO_DEFAULT and not (self.answers and str(self.answers[0]).isdigit()
                                              and low <= int(self.answers[0]) <= high):
            self._pass_over(prompt, f"{low}-{high}")
            return default
        if not self.answers:
            raise ScenarioError(f"{self.action}: {prompt}: no answer left in `choose`; legal: {low}-{high}")
        answer = self.answers.pop(0)
        try:
            value = int(answer)
        except (TypeError, ValueError):
            value = None
        if value is None or not low <= value <= high:
            raise ScenarioError(f"{self.action}: {prompt}: {answer!r} is not a legal option; legal: {low}-{high}")
        return value

    def finish(self) -> None:
        """Answers left over are an error; where a decision an author need not state passed
        over the first of them (it named none of its options: the order of simultaneous
        effects kept as listed), the error says so, with that decision's legal answers."""
        if self.answers:
            left = ", ".join(str(a) for a in self.answers)
            why = next((f"; {answer!r} answered none of the options of “{prompt}”, which then took its "
                        f"default (legal there: {legal})" for answer, prompt, legal in self.passed_over
                        if answer == self.answers[0]), "")
            raise ScenarioError(f"{self.action}: answers left over in `choose`: {left}{why}")


def _norm_answer(a: Any) -> Any:
    if a is True:
        return "yes"
    if a is False:
        return "no"
    return a


def _default_match(answer: Any, option: Any, label: str) -> bool:
    from judge.cards.match import key

    return key(str(answer)) == key(label)


@dataclass(frozen=True)
class Finding:
    """One thing a card checker found, with the rule it comes from."""

    kind: str  # banned | revised | limit | deck | unknown
    message: str
    rule: str  # the ruling record id or rule section it cites
    source: str  # "rulebook version, section"
    legal: bool  # does this finding leave the card legal?
    instead: str | None = None  # the text to use instead (revised texts)

    def as_dict(self) -> dict:
        return {"kind": self.kind, "message": self.message, "rule": self.rule, "source": self.source,
                "legal": self.legal, "instead": self.instead}


@dataclass
class CheckResult:
    """The verdict on a card text or a deck list."""

    subject: str
    findings: list[Finding] = field(default_factory=list)

    @property
    def legal(self) -> bool:
        return all(f.legal for f in self.findings)

    def as_dict(self) -> dict:
        return {"subject": self.subject, "legal": self.legal, "findings": [f.as_dict() for f in self.findings]}
