"""Ruling records: rulings/<game>/<id>.yaml, one per distinct FAQ question,
erratum or clarification, merged across rulebook versions.

A record quotes its question and answer verbatim from the newest version that
has it and lists every version that prints it; where versions disagree, each
older wording is kept in `history` with a plain note. Scenarios point to a
record by its id (`ruling:` in the fixture).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from judge.errors import DataError, NotFound

KINDS = ("faq", "errata", "clarification", "revised", "banned", "limit", "note")
# "note": a maintainers' note on official text that contradicts itself; it quotes
# the text verbatim and says what judge follows. Written by hand (no `entries`).
# The fields and their types: judge.schema.RulingRecord.


@dataclass(frozen=True)
class CardRef:
    title: str
    set: str
    number: str

    @property
    def ref(self) -> str:
        return f"{'CoTA' if self.set.lower() == 'cota' else self.set} {self.number}"


@dataclass(frozen=True)
class Variant:
    """An older wording of a ruling and the versions that print it."""

    versions: tuple[str, ...]
    text: str
    question: str | None = None
    note: str = ""
    also_prints_newest: tuple[str, ...] = ()  # versions that print this AND the newest wording


@dataclass(frozen=True)
class Contradiction:
    """The ruling's answer contradicts a rule or erratum printed in a rulebook version: the
    engine follows the rule (or erratum), so the answer cannot be verified there. `entry` is
    the corpus entry of that rule, e.g. keyforge/1.3/errata/library-access-cota-115."""

    entry: str

    @property
    def version(self) -> str:
        return self.entry.split("/")[1] if self.entry.count("/") >= 3 else ""


@dataclass(frozen=True)
class Ruling:
    id: str
    game: str
    kind: str
    title: str
    text: str  # the answer (FAQ) or the ruling text, verbatim from the newest version
    source_rulebook: str
    source_section: str
    versions: tuple[str, ...]
    question: str | None = None
    topic: str | None = None
    cards: tuple[CardRef, ...] = ()
    history: tuple[Variant, ...] = ()
    notes: tuple[str, ...] = ()
    entries: tuple[str, ...] = ()
    unverified: str | None = None  # why no scenario can replay it yet
    contradicts: tuple[Contradiction, ...] = ()  # rules of its own rulebooks that its answer contradicts
    path: Path | None = field(default=None, compare=False)
    line: int = 1

    def contradiction_in(self, version: str) -> Contradiction | None:
        """The rule or erratum of `version` that this ruling's answer contradicts, if any."""
        return next((c for c in self.contradicts if c.version == version), None)

    def text_for(self, version: str | None) -> tuple[str | None, str]:
        """(question, answer) as printed in a version; the newest wording by default."""
        if version:
            for v in self.history:
                if version in v.versions:
                    return v.question or self.question, v.text
        return self.question, self.text

    def as_dict(self) -> dict:
        d = {
            "id": self.id, "kind": self.kind, "title": self.title, "topic": self.topic,
            "question": self.question, "text": self.text,
            "source": {"rulebook": self.source_rulebook, "section": self.source_section},
            "versions": list(self.versions),
            "cards": [{"title": c.title, "set": c.set, "number": c.number} for c in self.cards],
            "history": [
                {"versions": list(v.versions), "question": v.question, "text": v.text, "note": v.note}
                for v in self.history
            ],
            "notes": list(self.notes),
        }
        return d


def parse_record(path: Path, game: str) -> Ruling:
    """One record file, read safely (judge.safe_yaml) and checked against its schema
    (judge.schema.RulingRecord); DataError with `file:line: message` on a bad field."""
    from judge.errors import UsageError
    from judge.safe_yaml import load, shown
    from judge.schema import SchemaError, check_record

    try:
        doc = load(path, "ruling record")
    except UsageError as exc:
        raise DataError(exc.message) from None
    data = doc.data
    where = shown(path)
    try:
        check_record(data)
    except SchemaError as exc:
        raise DataError(f"{where}:{doc.line(*exc.path)}: {exc.message}") from None
    if not data.get("title") and not data.get("question"):
        raise DataError(f"{where}:1: a record needs a title or a question")
    if path.stem != data["id"] and str(path) != "<stdin>":
        raise DataError(f"{where}:{doc.line('id')}: id {data['id']!r} does not match the file name")
    src = data["source"]
    cards = tuple(CardRef(c["title"], c.get("set", ""), c.get("number", "")) for c in data.get("cards") or ())
    history = tuple(
        Variant(tuple(h["versions"]), h["text"], h.get("question"), h.get("note") or "",
                tuple(h.get("also_prints_newest") or ()))
        for h in data.get("history") or ()
    )
    contradicts = data.get("contradicts") or []
    if not isinstance(contradicts, list) or not all(isinstance(c, dict) and c.get("entry") for c in contradicts):
        raise DataError(f"{where}:{doc.line('contradicts')}: `contradicts` must be a list of "
                        "`- entry: <game>/<version>/<kind>/<slug>` (the corpus entry contradicted)")
    return Ruling(
        id=data["id"], game=game, kind=data["kind"],
        title=data.get("title") or data["question"],
        text=data["text"].strip(), source_rulebook=src["rulebook"],
        source_section=src.get("section", ""),
        versions=tuple(data["versions"]), question=data.get("question"),
        topic=data.get("topic"), cards=cards, history=history,
        notes=tuple(data.get("notes") or ()),
        entries=tuple(data.get("entries") or ()), unverified=data.get("unverified"),
        contradicts=tuple(Contradiction(str(c["entry"])) for c in contradicts), path=path,
    )


def load_rulings(folder: Path, game: str, problems: list[str] | None = None) -> list[Ruling]:
    """Every readable record of a game. A bad record is skipped: its `file:line: message`
    goes to `problems` when given (lint, verify count it), else once to stderr, so one bad
    file never stops the others (`judge ask` still answers from the rest)."""
    if not folder.is_dir():
        return []
    out = []
    for p in sorted(folder.glob("*.yaml")):
        try:
            out.append(parse_record(p, game))
        except DataError as exc:
            if problems is not None:
                problems.append(exc.message)
            else:
                _warn_once(exc.message)
    return out


_WARNED: set[str] = set()


def _warn_once(message: str) -> None:
    import sys

    if message not in _WARNED:
        _WARNED.add(message)
        try:
            sys.stderr.write(f"judge: {message} (skipped)\n")
        except Exception:  # noqa: BLE001 - nowhere to report it
            pass


def find_ruling(rulings: list[Ruling], ruling_id: str) -> Ruling:
    for r in rulings:
        if r.id == ruling_id:
            return r
    from judge.errors import did_you_mean

    raise NotFound(f"no ruling {ruling_id!r}{did_you_mean(ruling_id, [r.id for r in rulings], lambda s: s > 60)}")
