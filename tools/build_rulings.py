"""Build or refresh rulings/<game>/*.yaml from the corpus.

Each distinct FAQ question, erratum and clarification becomes one record,
merged across rulebook versions: the question and answer are quoted from the
newest version that prints them, `versions` lists every version that does,
and `history` keeps each older wording that disagrees.  Curated fields of an
existing record (its id, title, topic, notes, history notes, `unverified`,
`contradicts`) are kept when the record is rebuilt; records are matched by
the corpus entries they merge.

Run: python tools/build_rulings.py [--game keyforge] [--dry-run]
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402
from rapidfuzz import fuzz  # noqa: E402

from judge.cards.data import by_ref, card_index, erratum_text, parse_ref  # noqa: E402
from judge.corpus.parser import Entry, parse_version  # noqa: E402
from judge.games import Game, get_game, game_ids  # noqa: E402
from judge.text import fold, slug  # noqa: E402

STOP = set(
    """a an the of to in on at for from with and or but is are be been was were it its
    this that these those i me my mine you your yours they them their he she his her we our
    do does did doing done can could would should will shall if then than so as by into onto
    what which who whom whose when where why how happens happen also still just only
    card cards play plays played playing opponent opponents opponent's turn turns have has had
    use used using choose chosen control controls""".split()
)


def norm(text: str) -> str:
    """Text for comparing versions: refs, page numbers and symbols dropped."""
    t = re.sub(r"(?m)^\s*(?:\d+\.|-)\s+", " ", fold(text))  # list markers
    t = re.sub(r"\((?:cota|aoa|wc|mm|dt)\s*\d+\)", " ", t)
    t = re.sub(r"\bon page \d+\b|\bpage \d+\b", " ", t)
    t = re.sub(r"\{a\}|<a>|\{d\}|<d>", " ", t)
    t = re.sub(r"[^a-z0-9]+", " ", t)
    return re.sub(r"\s+", " ", t).strip()


def cards_named(game: Game, text: str) -> list[dict]:
    if not game.cards:
        return []
    seen, out = set(), []
    for m in re.finditer(r"\(\s*(CoTA|CotA|AoA|WC|MM|DT)\s*0*(\d{1,3})\s*\)", text, re.I):
        card = by_ref(m.group(1), m.group(2), folder=game.cards)
        if card and card.title not in seen:
            seen.add(card.title)
            out.append({"title": card.title, "set": card.set, "number": card.number})
    # titles written without a reference, matched with their capitals; a one-word
    # title that is also a rules word ("Ward", "Capture") needs its reference
    index = card_index(game.cards)
    for key, card in index.items():
        if card.title in seen or fold(card.title) != key:
            continue
        if " " not in card.title and key in rules_words(game):
            continue
        plain = card.title.strip("“”\"")
        if re.search(rf"(?<![\w-]){re.escape(plain)}(?![\w-])", text):
            seen.add(card.title)
            out.append({"title": card.title, "set": card.set, "number": card.number})
    return out


_RULES_WORDS: dict[str, set[str]] = {}


def rules_words(game: Game) -> set[str]:
    """Words of the game's glossary terms and rule headings."""
    if game.id not in _RULES_WORDS:
        words = set()
        for v in game.versions:
            for e in parse_version(game, v):
                if e.kind in ("glossary", "rule"):
                    words.update(norm(e.title).split())
        _RULES_WORDS[game.id] = words
    return _RULES_WORDS[game.id]


def short_id(question: str, topic: str | None, cards: list[dict]) -> str:
    sentences = [s for s in re.split(r"(?<=[.?!])\s+", question.strip()) if s]
    card_words = {w for c in cards for w in norm(c["title"]).split()}

    def content(s: str) -> list[str]:
        out = []
        for w in norm(s).split():
            if w not in STOP and w not in card_words and len(w) > 2 and not w.isdigit() and w not in out:
                out.append(w)
        return out

    words = content(sentences[-1]) if sentences else []
    if len(words) < 2:
        words = content(question)
    lead = cards[0]["title"] if cards else (topic or "")
    return slug(" ".join([lead] + words[:4]), limit=60)


def cluster(game: Game, kind: str, by_version: dict[str, list[Entry]]) -> list[list[Entry]]:
    """Group the entries of one kind across versions (newest first)."""
    groups: list[list[Entry]] = []
    for version in game.versions:
        for e in by_version[version.label]:
            if e.kind != kind:
                continue
            key = match_key(e)
            best, best_score = None, 0.0
            for g in groups:
                score = similarity(key, match_key(g[0]), kind)
                if score > best_score:
                    best, best_score = g, score
            if best is not None and best_score >= 90:
                best.append(e)
            else:
                groups.append([e])
    return groups


def match_key(e: Entry) -> str:
    if e.kind == "errata":
        ref = parse_ref(e.title)
        return f"{ref[0]} {ref[1]}" if ref else norm(e.title)
    return norm(e.title)


def similarity(a: str, b: str, kind: str) -> float:
    if kind == "faq":
        # "2 chains and 7 cards" and "2 chains and 5 cards" are two questions
        if sorted(re.findall(r"\d+", a)) != sorted(re.findall(r"\d+", b)):
            return 0.0
        return fuzz.token_sort_ratio(a, b)
    return 100.0 if a == b else 0.0


def build_record(game: Game, group: list[Entry], old: dict | None) -> dict:
    newest = group[0]
    kind = newest.kind
    versions = []
    for e in group:
        if e.version not in versions:
            versions.append(e.version)
    text = erratum_text(newest.text) if kind == "errata" else newest.text
    question = newest.title if kind == "faq" else None
    cards = cards_named(game, newest.title + "\n" + newest.text)
    for e in group[1:]:
        for c in cards_named(game, e.title + "\n" + e.text):
            if c not in cards:
                cards.append(c)
    # older wordings that disagree with the newest one
    history: list[dict] = []
    for e in group[1:]:
        etext = erratum_text(e.text) if kind == "errata" else e.text
        if norm(etext) == norm(text) and norm(e.title) == norm(newest.title):
            continue
        same = next((h for h in history if norm(h["text"]) == norm(etext)), None)
        if same and e.version not in same["versions"]:
            same["versions"].append(e.version)
            continue
        if same:
            continue
        h = {"versions": [e.version], "text": etext}
        if kind == "faq" and norm(e.title) != norm(newest.title):
            h["question"] = e.title
        history.append(h)
    for h in history:  # a version that prints the newest wording too (Pitlord, early and v1.3)
        both = [v for v in h["versions"] if any(
            x.version == v and norm(erratum_text(x.text) if kind == "errata" else x.text) == norm(text)
            for x in group)]
        if both:
            h["also_prints_newest"] = both
    topic = newest.topic or (cards[0]["title"] if cards else newest.title if kind != "faq" else None)
    record = {
        "id": None,
        "kind": kind,
        "title": newest.title,
        "topic": topic,
        "question": question,
        "text": text,
        "source": {"rulebook": newest.version, "section": newest.section},
        "versions": versions,
        "cards": cards,
        "history": history,
        "notes": [],
        "entries": [e.id for e in group],
    }
    if kind == "faq":
        record["id"] = short_id(question, topic, cards)
    else:
        record["id"] = slug(f"{kind} {newest.title}", limit=60)
    if old:
        for key in ("id", "title", "topic", "cards", "notes", "unverified", "contradicts"):
            if old.get(key):
                record[key] = old[key]
        old_notes = {tuple(h.get("versions", ())): h.get("note") for h in old.get("history") or ()}
        for h in record["history"]:
            note = old_notes.get(tuple(h["versions"]))
            if note:
                h["note"] = note
    if not record["question"]:
        del record["question"]
    elif record["title"] == record["question"]:
        del record["title"]  # a FAQ record's title is its question
    if not record["history"]:
        del record["history"]
    if not record["notes"]:
        del record["notes"]
    return record


class _Dumper(yaml.SafeDumper):
    pass


def _str(dumper, value: str):
    style = "|" if "\n" in value or len(value) > 100 else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _str)


def dump(record: dict) -> str:
    return yaml.dump(record, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)


def build(game_id: str, dry_run: bool = False) -> list[dict]:
    game = get_game(game_id)
    by_version = {v.label: parse_version(game, v) for v in game.versions}
    folder = ROOT / "rulings" / game.id
    folder.mkdir(parents=True, exist_ok=True)
    existing = {}
    for p in folder.glob("*.yaml"):
        data = yaml.safe_load(p.read_text(encoding="utf-8"))
        for entry_id in data.get("entries") or ():
            existing[entry_id] = (p, data)
    records = []
    for kind in game.ruling_kinds:
        for group in cluster(game, kind, by_version):
            old = next((existing[e.id][1] for e in group if e.id in existing), None)
            records.append(build_record(game, group, old))
    ids = [r["id"] for r in records]
    dupes = {i for i in ids if ids.count(i) > 1}
    for r in records:
        if r["id"] in dupes:
            n = sum(1 for x in records[: records.index(r)] if x["id"] == r["id"])
            if n:
                r["id"] = f"{r['id']}-{n + 1}"
    if not dry_run:
        keep = set()
        for r in records:
            path = folder / f"{r['id']}.yaml"
            path.write_text(dump(r), encoding="utf-8")
            keep.add(path)
        for p in folder.glob("*.yaml"):
            data = yaml.safe_load(p.read_text(encoding="utf-8")) or {}
            if p not in keep and data.get("entries"):  # hand-written records stay
                p.unlink()
    return records


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", action="append")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    for gid in args.game or game_ids():
        records = build(gid, args.dry_run)
        from collections import Counter

        counts = Counter(r["kind"] for r in records)
        print(f"{gid}: {len(records)} records {dict(counts)}")


if __name__ == "__main__":
    main()
