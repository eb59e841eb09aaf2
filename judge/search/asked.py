"""How players ask for an entry: corpus/<game>/asked.yaml (search only; docs/search.md).

The rulebook says "Exhausted cards cannot be used"; a player asks "can I attack with a
creature the turn I play it?". For a rule, glossary term or clarification that players ask
about in words of their own, the table lists a few such questions, written from the entry's
own subject (what it decides), never from one query. They are indexed with the entry's body,
so a question in players' words finds the entry that decides it; they are never shown.

    glossary/elusive:
      - does my creature take damage when it gets attacked the first time
      - can i hit a creature that avoids the first fight

Keys are result ids (`glossary/<slug>`, `rule/<slug>`, `ruling/<id>`), every wording of the
entry gets the questions. An id that names no entry, or a question listed under two entries,
is a `file:line` error of `judge lint`;
the index build leaves it out (a withdrawn ruling must not stop `judge ask`), while a table
that is not valid YAML, or of another shape, stops both.
"""
from __future__ import annotations

import re
from pathlib import Path

from judge.errors import DataError

FILE = "asked.yaml"


def asked_path(folder: Path) -> Path:
    return folder / FILE


def load_asked(folder: Path, known: set[str] | None = None) -> dict[str, list[str]]:
    """The table as {result id: [questions]}; with `known`, an id outside it is an error."""
    import yaml

    from judge.safe_yaml import load_data

    path = asked_path(folder)
    if not path.is_file():
        return {}
    text = path.read_text(encoding="utf-8")
    try:
        table = load_data(text) or {}
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise DataError(f"{path}:{mark.line + 1 if mark else 1}: not valid YAML") from None
    if not isinstance(table, dict):
        raise DataError(f"{path}:1: the table maps an entry id to a list of questions")
    lines = {m.group(1): i for i, row in enumerate(text.splitlines(), 1)
             if (m := re.match(r"([^\s#][^:]*):\s*$", row))}
    out: dict[str, list[str]] = {}
    for key, questions in table.items():
        where = f"{path}:{lines.get(str(key), 1)}"
        if not isinstance(questions, list) or not questions or not all(isinstance(q, str) and q.strip()
                                                                         for q in questions):
            raise DataError(f"{where}: {key!r} must map to a list of questions (plain text)")
        if known is not None and key not in known:
            raise DataError(f"{where}: {key!r} names no entry of this game (a result id such as "
                            f"glossary/elusive or rule/fight)")
        out[str(key)] = [q.strip() for q in questions]
    if known is not None:
        _check_each_question_once(path, text, out)
    return out


def _check_each_question_once(path: Path, text: str, table: dict[str, list[str]]) -> None:
    """A question decided by one entry is listed under one entry: the same question under
    two (a merge that copied a block under the wrong id) lifts both for it. The `file:line`
    is the second listing's."""
    first: dict[str, str] = {}
    for key, questions in table.items():
        for q in questions:
            said = " ".join(q.lower().split())
            if said in first and first[said] != key:
                rows = [i for i, row in enumerate(text.splitlines(), 1) if row.strip().lstrip("- ").strip("'\"") == q]
                line = rows[1] if len(rows) > 1 else (rows[0] if rows else 1)
                raise DataError(f"{path}:{line}: {q!r} is listed under {first[said]!r} and {key!r}: "
                                f"a question belongs to the one entry that decides it")
            first.setdefault(said, key)
