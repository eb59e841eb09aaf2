"""Which printing of the five sets is implemented how: read by the grammar, hand-written, or
missing (with the part the reader could not read)."""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass

from judge.cards.data import SET_ORDER, Card, _clean_text, _set_rank, display_set
from judge.paths import data_root


def all_printings(folder: str = "cards/keyforge") -> list[Card]:
    """Every printing in the card data (a reprint is its own entry), in set order."""
    out: list[Card] = []
    files = sorted((data_root() / folder).glob("*.json"), key=lambda p: _set_rank(p.stem))
    for path in files:
        data = json.loads(path.read_text(encoding="utf-8"))
        for c in data["cards"]:
            text = _clean_text(c.get("text") or "")
            out.append(Card(
                title=c["name"], set=data["set"], number=c["number"], house=c["house"], type=c["type"],
                power=int(c.get("power") or 0), armor=int(c.get("armor") or 0), amber=int(c.get("amber") or 0),
                keywords=tuple(c.get("keywords") or ()), traits=tuple(c.get("traits") or ()), text=text,
                id=c["id"], printed_text=text))
    return out


@dataclass(frozen=True)
class Entry:
    """How one printing is implemented."""

    card: Card
    how: str  # read | hand-written | blank | missing
    why: str = ""  # for missing: the unread part

    def as_dict(self) -> dict:
        return {"printing": f"{self.card.title} ({self.card.ref})", "title": self.card.title,
                "set": display_set(self.card.set), "number": self.card.number, "how": self.how,
                "reason": self.why or None}


KINDS = ("read", "hand-written", "blank", "missing")


def coverage_entries(folder: str = "cards/keyforge") -> list[Entry]:
    """Every printing of the five sets and how the engine plays it."""
    from judge.engine.keyforge.abilities import implementation

    out = []
    for card in all_printings(folder):
        _, how, why = implementation(card)
        out.append(Entry(card, how, why))
    return out


def summary(entries: list[Entry]) -> dict:
    """Counts per set and overall, of printings and of titles (a title counts once, as its
    first printing is implemented)."""
    sets: dict[str, Counter] = {}
    titles: dict[str, Counter] = {}
    seen: set[str] = set()
    for e in entries:
        s = display_set(e.card.set)
        sets.setdefault(s, Counter())[e.how] += 1
        if e.card.title not in seen:
            seen.add(e.card.title)
            titles.setdefault(s, Counter())[e.how] += 1

    def counts(c: Counter) -> dict:
        return {k: c.get(k, 0) for k in KINDS} | {"total": sum(c.values())}

    total_p, total_t = sum(sets.values(), Counter()), sum(titles.values(), Counter())
    return {"printings": {s: counts(c) for s, c in sets.items()} | {"all": counts(total_p)},
            "titles": {s: counts(c) for s, c in titles.items()} | {"all": counts(total_t)}}


@dataclass
class Listing:
    """What `judge cards` shows: the printings (filtered), and with coverage, the counts."""

    entries: list[Entry]
    coverage: bool
    counts: dict | None = None

    def as_dict(self) -> dict:
        rows = [e.as_dict() if self.coverage else
                {k: v for k, v in e.as_dict().items() if k not in ("how", "reason")} for e in self.entries]
        out: dict = {"printings": rows}
        if self.counts is not None:
            out["summary"] = self.counts
        return out

    def lines(self) -> list[str]:
        out = []
        for e in self.entries:
            head = f"{display_set(e.card.set)} {e.card.number}  {e.card.title}"
            if not self.coverage:
                out.append(f"{head}  ({e.card.house}, {e.card.type})")
                continue
            out.append(f"{head}: {e.how}" + (f": {e.why}" if e.why else ""))
        if self.counts is not None:
            out.append("")
            for kind in ("printings", "titles"):
                for s, c in self.counts[kind].items():
                    shown = ", ".join(f"{k} {c[k]}" for k in KINDS if c[k])
                    out.append(f"{kind} {s}: {shown} (of {c['total']})")
        return out


def listing(*, coverage: bool = False, set_code: str | None = None, how: str | None = None) -> Listing:
    """The printings for `judge cards`, filtered by set and (with coverage) by how."""
    from judge.errors import UsageError

    sets = {display_set(s).lower(): display_set(s) for s in SET_ORDER}
    if set_code is not None and set_code.lower() not in sets:
        raise UsageError(f"unknown set {set_code!r}; known: {', '.join(sets.values())}")
    if how is not None and (not coverage or how not in KINDS):
        raise UsageError(f"--how needs --coverage and one of: {', '.join(KINDS)}")
    if coverage:
        entries = coverage_entries()
        counts = summary(entries)
    else:
        entries, counts = [Entry(c, "") for c in all_printings()], None
    if set_code is not None:
        entries = [e for e in entries if display_set(e.card.set).lower() == set_code.lower()]
    if how is not None:
        entries = [e for e in entries if e.how == how]
    return Listing(entries, coverage, counts)
