"""Reading YAML a user gave us (fixtures, what-if boards, ruling records) safely.

One reader for every user YAML file, with limits, that keeps the line of every
field so errors can say `file:line: message`:

- size: at most MAX_BYTES are read (judge.userfile: a 50 MB file or
  /dev/zero is refused after reading MAX_BYTES + 1, never read whole);
- depth: collections nested at most MAX_DEPTH deep (deeper input is refused
  as it streams in, before anything recursive sees it);
- values: at most MAX_VALUES, counting an alias as many values as the
  collection it repeats (an alias bomb is refused long before it grows);
- an alias may not refer to a collection that contains it (no cycles);
- tags: only the plain YAML types (string, integer, float, boolean, null,
  mapping, sequence); any other tag (`!!python/object`, `!custom`,
  `!!binary`, `!!set`, merge keys) is an error, never silently accepted;
  dates stay the text they were written as;
- keys: plain values only, and a key given twice is an error.

The document is built from the parser's event stream with an explicit stack
(no recursion), using libyaml's parser when PyYAML has it.
"""
from __future__ import annotations

import copy
import os
from dataclasses import dataclass, field
from typing import Any

from judge.errors import UsageError
from judge.limits import MAX_BYTES, MAX_DEPTH, MAX_VALUES
from judge.terminal import printable
from judge.userfile import read_text, shown


_PLAIN = "tag:yaml.org,2002:"
_SCALAR_TAGS = {_PLAIN + t for t in ("str", "int", "float", "bool", "null")}
_TEXT_TAGS = {_PLAIN + "timestamp"}  # dates and times stay text
_STR = _PLAIN + "str"


class YamlError(UsageError):
    """A file that is not acceptable YAML; the message reads `file:line: problem`."""

    def __init__(self, where: str, line: int, problem: str):
        super().__init__(f"{where}:{line}: {problem}")
        self.where, self.line, self.problem = where, line, problem


@dataclass
class Document:
    """Parsed YAML: the data, and the line of each field (path of keys and indexes)."""

    data: Any
    lines: dict[tuple, int] = field(default_factory=dict)

    def line(self, *path: Any) -> int:
        return line_of(self.lines, path)


def line_of(lines: dict[tuple, int], path: tuple) -> int:
    """The line of a field (or of its nearest parent that has one)."""
    p = tuple(path)
    while p:
        if p in lines:
            return lines[p]
        p = p[:-1]
    return lines.get((), 1)


def load_data(text: str):
    """The project's own YAML data (game.yaml, front matter, the players' tables), trusted,
    so without the limits and line map of `parse`: plain safe loading, through libyaml when
    PyYAML has it (several times faster than the pure-Python loader, same values)."""
    import yaml

    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader)


def load(path: os.PathLike | str, what: str = "file") -> Document:
    """Read and parse a user's YAML file (see the module docstring for the limits)."""
    return parse(read_text(path, what), shown(path))


def parse(text: str, where: str = "<yaml>") -> Document:
    """Parse one YAML document with the limits; YamlError(file:line: problem) otherwise."""
    import yaml

    if len(text) > MAX_BYTES:
        raise YamlError(where, 1, f"larger than {MAX_BYTES // 1_000_000} MB")
    loader_class = getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader
    loader = loader_class(text)
    try:
        return _Builder(loader, where).run()
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)
        raise YamlError(where, mark.line + 1 if mark else 1, f"invalid YAML: {printable(problem)}") from None
    finally:
        loader.dispose()


_RESOLVED: dict[str, str] = {}  # plain scalar -> the tag PyYAML's resolver gives it


def _resolved(loader, node_class, value: str) -> str:
    """The tag of a plain (unquoted) scalar, as the loader's resolver reads it; kept, for the
    same words recur in every file (card names, zones, `true`)."""
    tag = _RESOLVED.get(value)
    if tag is None:
        tag = loader.resolve(node_class, value, (True, False))
        if len(value) <= 64 and len(_RESOLVED) < 50_000:
            _RESOLVED[value] = tag
    return tag


class _Frame:
    __slots__ = ("value", "path", "key", "key_line", "anchor", "start")

    def __init__(self, value, path, anchor, start):
        self.value, self.path, self.anchor, self.start = value, path, anchor, start
        self.key = self.key_line = None


class _Builder:
    """Python values from YAML events, with an explicit stack and the limits."""

    def __init__(self, loader, where: str):
        import yaml

        self.loader, self.where = loader, where
        self.scalar_node = yaml.ScalarNode
        self.stack: list[_Frame] = []
        self.anchors: dict[str, tuple[Any, int]] = {}
        self.open_anchors: set[str] = set()
        self.values = 0
        self.lines: dict[tuple, int] = {}
        self.root: Any = None
        self.documents = 0

    def fail(self, event, problem: str):
        raise YamlError(self.where, event.start_mark.line + 1, problem)

    def run(self) -> Document:
        import yaml

        loader = self.loader
        get_event = loader.get_event
        handle = {yaml.ScalarEvent: self.scalar, yaml.MappingStartEvent: self.open_mapping,
                  yaml.SequenceStartEvent: self.open_sequence, yaml.MappingEndEvent: self.close,
                  yaml.SequenceEndEvent: self.close, yaml.AliasEvent: self.alias,
                  yaml.DocumentStartEvent: self.document}
        end = yaml.StreamEndEvent
        while True:
            ev = get_event()
            kind = type(ev)
            if ev is None or kind is end:
                break
            step = handle.get(kind)
            if step is not None:
                step(ev)
        return Document(self.root, self.lines)

    def document(self, ev) -> None:
        self.documents += 1
        if self.documents > 1:
            self.fail(ev, "more than one YAML document (---) in the file")

    # -- limits ---------------------------------------------------------------------------------
    def count(self, event, n: int = 1) -> None:
        self.values += n
        if self.values > MAX_VALUES:
            self.fail(event, f"too many values (more than {MAX_VALUES:,}, counting each use of an alias)")

    def check_tag(self, event, tag: str | None, allowed: set[str]) -> None:
        if tag not in (None, "!") and tag not in allowed:
            shown_tag = "!!" + tag[len(_PLAIN):] if tag.startswith(_PLAIN) else tag
            self.fail(event, f"unknown tag {printable(shown_tag)}: only plain YAML values are allowed")

    # -- building -------------------------------------------------------------------------------
    def open_mapping(self, ev) -> None:
        self.open(ev, {}, _PLAIN + "map", "mapping")

    def open_sequence(self, ev) -> None:
        self.open(ev, [], _PLAIN + "seq", "list")

    def open(self, ev, value, kind: str, called: str) -> None:
        if ev.tag is not None and ev.tag != kind:
            self.check_tag(ev, ev.tag, {kind})
        if len(self.stack) >= MAX_DEPTH:
            self.fail(ev, f"nested deeper than {MAX_DEPTH} levels")
        if self.stack and self.stack[-1].key is None and isinstance(self.stack[-1].value, dict):
            self.fail(ev, f"a key must be a plain value, not a {called}")
        self.count(ev)
        path = self.place(ev, value)
        if ev.anchor:
            self.open_anchors.add(ev.anchor)
        self.stack.append(_Frame(value, path, ev.anchor, self.values))

    def close(self, ev=None) -> None:
        frame = self.stack.pop()
        if frame.anchor:
            self.open_anchors.discard(frame.anchor)
            self.anchors[frame.anchor] = (frame.value, self.values - frame.start + 1)

    def scalar(self, ev) -> None:
        given = ev.tag
        if given is None:
            tag = _resolved(self.loader, self.scalar_node, ev.value) if ev.implicit[0] else _STR
        elif given == "!":
            tag = _STR
        else:
            self.check_tag(ev, given, _SCALAR_TAGS)
            tag = given
        if tag == _STR or tag in _TEXT_TAGS:
            value = ev.value  # text as written: what PyYAML's str constructor makes of it
        else:
            if tag == _PLAIN + "merge":
                self.fail(ev, "merge keys (<<) are not supported")
            if tag not in _SCALAR_TAGS:
                self.check_tag(ev, tag, _SCALAR_TAGS)
            node = self.scalar_node(tag, ev.value, ev.start_mark, ev.end_mark, ev.style)
            try:
                value = self.loader.yaml_constructors[tag](self.loader, node)
            except ValueError as exc:  # e.g. an integer of 5,000 digits
                self.fail(ev, f"cannot read the value: {printable(str(exc))[:80]}")
        self.values += 1
        if self.values > MAX_VALUES:
            self.count(ev, 0)
        self.place(ev, value)
        if ev.anchor:
            self.anchors[ev.anchor] = (value, 1)

    def alias(self, ev) -> None:
        if ev.anchor in self.open_anchors:
            self.fail(ev, f"the alias *{printable(ev.anchor)} refers to a collection that contains it")
        if ev.anchor not in self.anchors:
            self.fail(ev, f"unknown alias *{printable(ev.anchor)}")
        value, size = self.anchors[ev.anchor]
        self.count(ev, size)
        self.place(ev, copy.deepcopy(value))

    def place(self, ev, value) -> tuple:
        """Put a value where it belongs (the root, a list item, a key or a key's value); its path."""
        line = ev.start_mark.line + 1
        if not self.stack:
            self.root = value
            self.lines[()] = line
            return ()
        top = self.stack[-1]
        if type(top.value) is list:
            path = top.path + (len(top.value),)
            top.value.append(value)
            self.lines.setdefault(path, line)
            return path
        if top.key is None:  # this value is a key
            if isinstance(value, (dict, list)):
                self.fail(ev, "a key must be a plain value, not a collection")
            if value in top.value:
                first = self.lines.get(top.path + (value,), "?")
                self.fail(ev, f"duplicate key {printable(str(value))!r} (first given at line {first})")
            top.key, top.key_line = value, line
            return top.path
        key, top.key = top.key, None
        path = top.path + (key,)
        top.value[key] = value
        self.lines[path] = top.key_line
        return path
