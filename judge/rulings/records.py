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
REQUIRED = ("id", "kind", "text", "source", "versions")


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


def _line_of(text: str, key: str) -> int:
    for i, line in enumerate(text.splitlines(), 1):
        if line.startswith(f"{key}:"):
            return i
    return 1


def parse_record(path: Path, game: str) -> Ruling:
    """One record file, validated; DataError with file:line on a bad field."""
    import yaml

    raw = path.read_text(encoding="utf-8")
    try:
        data = yaml.safe_load(raw)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else 1
        raise DataError(f"{path}:{line}: invalid YAML: {getattr(exc, 'problem', exc)}") from None
    if not isinstance(data, dict):
        raise DataError(f"{path}:1: a ruling record must be a mapping")
    for key in REQUIRED:
        if key not in data:
            raise DataError(f"{path}:1: missing field {key!r}")
    if not data.get("title") and not data.get("question"):
        raise DataError(f"{path}:1: a record needs a title or a question")
    if data["kind"] not in KINDS:
        raise DataError(f"{path}:{_line_of(raw, 'kind')}: kind must be one of {', '.join(KINDS)}")
    if path.stem != data["id"]:
        raise DataError(f"{path}:{_line_of(raw, 'id')}: id {data['id']!r} does not match the file name")
    src = data["source"] or {}
    cards = tuple(
        CardRef(str(c["title"]), str(c.get("set", "")), str(c.get("number", ""))) for c in data.get("cards") or ()
    )
    history = tuple(
        Variant(tuple(str(x) for x in h["versions"]), str(h["text"]), h.get("question"), str(h.get("note") or ""),
                tuple(str(x) for x in h.get("also_prints_newest") or ()))
        for h in data.get("history") or ()
    )
    contradicts = data.get("contradicts") or []
    if not isinstance(contradicts, list) or not all(isinstance(c, dict) and c.get("entry") for c in contradicts):
        raise DataError(f"{path}:{_line_of(raw, 'contradicts')}: `contradicts` must be a list of "
                        "`- entry: <game>/<version>/<kind>/<slug>` (the corpus entry contradicted)")
    return Ruling(
        id=str(data["id"]), game=game, kind=str(data["kind"]),
        title=str(data.get("title") or data["question"]),
        text=str(data["text"]).strip(), source_rulebook=str(src.get("rulebook", "")),
        source_section=str(src.get("section", "")),
        versions=tuple(str(v) for v in data["versions"]), question=data.get("question"),
        topic=data.get("topic"), cards=cards, history=history,
        notes=tuple(str(n) for n in data.get("notes") or ()),
        entries=tuple(data.get("entries") or ()), unverified=data.get("unverified"),
        contradicts=tuple(Contradiction(str(c["entry"])) for c in contradicts), path=path,
    )


def load_rulings(folder: Path, game: str) -> list[Ruling]:
    if not folder.is_dir():
        return []
    return [parse_record(p, game) for p in sorted(folder.glob("*.yaml"))]


def find_ruling(rulings: list[Ruling], ruling_id: str) -> Ruling:
    for r in rulings:
        if r.id == ruling_id:
            return r
    from rapidfuzz import process

    close = process.extract(ruling_id, [r.id for r in rulings], limit=3)
    hint = f"; did you mean {', '.join(c for c, s, _ in close if s > 60)}?" if close else ""
    raise NotFound(f"no ruling {ruling_id!r}{hint if hint.strip('; did you mean ?') else ''}")
