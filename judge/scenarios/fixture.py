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
        return self.data.get("ruling")

    @property
    def rulebook(self) -> str | None:
        value = self.data.get("rulebook")
        return None if value is None else str(value)

    def line(self, *path: Any) -> int:
        """The line of a field (or of its nearest parent that has one)."""
        p = tuple(path)
        while p:
            if p in self.lines:
                return self.lines[p]
            p = p[:-1]
        return 1

    def where(self, *path: Any) -> str:
        name = str(self.path) if self.path else f"<{self.id}>"
        return f"{name}:{self.line(*path)}"


def _walk(node, path: tuple, lines: dict) -> Any:
    import yaml

    lines.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        out = {}
        for k, v in node.value:
            key = _walk(k, path + ("<key>",), {})
            lines[path + (key,)] = k.start_mark.line + 1
            out[key] = _walk(v, path + (key,), lines)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_walk(item, path + (i,), lines) for i, item in enumerate(node.value)]
    return yaml.SafeLoader("").construct_object(node)  # a scalar


def parse_fixture(text: str, path: Path | None = None, require_id: bool = True) -> Fixture:
    """Parse fixture YAML; ScenarioError (with its line) when it is not a mapping."""
    import yaml

    where = str(path) if path else "<fixture>"
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else 1
        raise ScenarioError(f"{where}:{line}: invalid YAML: {getattr(exc, 'problem', exc)}", line) from None
    if node is None or not isinstance(node, yaml.MappingNode):
        raise ScenarioError(f"{where}:1: a scenario must be a mapping with setup, actions and expect", 1)
    lines: dict[tuple, int] = {}
    data = _walk(node, (), lines)
    fid = data.get("id")
    if not require_id and not fid:
        fid = path.stem if path else "what-if"
    if not isinstance(fid, str) or not fid:
        raise ScenarioError(f"{where}:1: missing `id`", 1)
    return Fixture(fid, data, path, lines)


def load_fixture(path: Path, require_id: bool = True) -> Fixture:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ScenarioError(f"{path}: cannot read: {exc.strerror}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ScenarioError(f"{path}:1: not UTF-8 text") from None
    return parse_fixture(text, path, require_id)
