"""Loading scenario fixtures (SCENARIOS.md) with the line of every field,
so `judge lint` and replay errors can say `file:line: message`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.engine.base import ScenarioError

TOP_KEYS = {"id", "ruling", "rulebook", "description", "setup", "actions", "expect", "cards", "notes"}


@dataclass
class Fixture:
    """A scenario file: its data, where it came from, and the line of each field."""

    id: str
    data: dict
    path: Path | None = None
    lines: dict[tuple, int] = field(default_factory=dict)

    @property
    def ruling(self) -> str | None:
        value = self.data.get("ruling")
        return value if isinstance(value, str) else None  # anything else is a schema error

    @property
    def rulebook(self) -> str | None:
        value = self.data.get("rulebook")
        return value if isinstance(value, str) else None

    def line(self, *path: Any) -> int:
        """The line of a field (or of its nearest parent that has one)."""
        from judge.safe_yaml import line_of

        return line_of(self.lines, path)

    def where(self, *path: Any) -> str:
        from judge.terminal import printable
        from judge.userfile import shown

        name = shown(self.path) if self.path else f"<{printable(self.id, one_line=True)}>"
        return f"{name}:{self.line(*path)}"


def parse_fixture(text: str, path: Path | None = None, require_id: bool = True) -> Fixture:
    """Parse fixture YAML (judge.safe_yaml: limits, lines); ScenarioError (with its line)
    when it is not YAML or not a mapping."""
    from judge.safe_yaml import YamlError, parse, shown

    where = shown(path) if path else "<fixture>"
    try:
        doc = parse(text, where)
    except YamlError as exc:
        raise ScenarioError(exc.message, exc.line) from None
    return fixture_of(doc, path, require_id)


def fixture_of(doc, path: Path | None = None, require_id: bool = True) -> Fixture:
    """The fixture a parsed document (judge.safe_yaml.Document: data and lines) holds;
    ScenarioError when it is not a mapping or has no id."""
    from judge.safe_yaml import shown

    where = shown(path) if path else "<fixture>"
    data = doc.data
    if not isinstance(data, dict):
        raise ScenarioError(f"{where}:1: a scenario must be a mapping with setup, actions and expect", 1)
    fid = data.get("id")
    if not require_id and not fid:
        fid = path.stem if path and str(path) != "<stdin>" else "what-if"
    if not isinstance(fid, str) or not fid:
        raise ScenarioError(f"{where}:{doc.line('id')}: `id` must be the scenario's id (text)", doc.line("id"))
    return Fixture(fid, data, path, doc.lines)


def load_fixture(path: Path, require_id: bool = True) -> Fixture:
    """Read a fixture file (at most judge.safe_yaml.MAX_BYTES, UTF-8; `-` standard input,
    named <stdin> in messages) and parse it."""
    from judge.errors import UsageError
    from judge.safe_yaml import read_text

    if str(path) == "-":
        path = Path("<stdin>")

    try:
        text = read_text(path, "scenario file")
    except UsageError as exc:
        raise ScenarioError(exc.message) from None
    return parse_fixture(text, path, require_id)


def check_schema(fixture: Fixture, game: str) -> None:
    """ScenarioError (`file:line: message`) for the first field the game's fixture schema
    refuses (judge.schema, after SCENARIOS.md)."""
    from judge.schema import SchemaError, check_fixture

    try:
        check_fixture(fixture.data, game)
    except SchemaError as exc:
        line = fixture.line(*exc.path)
        raise ScenarioError(f"{fixture.where(*exc.path)}: {exc.message}", line) from None
