"""Search: build a game's index and answer queries against it.

    from judge.search import ask, build
    answer = ask("stunned creature anger")            # default game, newest wording
    answer = ask("bait switch", rulebook="early")     # as printed in an older rulebook

The index is built on first use into the per-user cache (judge.search.cache),
keyed by a hash of the game's data and judge's code; a stale or unreadable
index is rebuilt; an unwritable cache falls back to an index in memory.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from judge.errors import JudgeError, UsageError


@dataclass
class Answer:
    query: str
    game: str
    rulebook: str | None
    results: list[dict] = field(default_factory=list)
    corrections: list[tuple[str, str]] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)
    truncated: bool = False
    notes: list[str] = field(default_factory=list)


@dataclass
class Index:
    ix: object
    meta: dict
    folder: Path | None


_OPEN: dict[str, Index] = {}


def build(game_id: str, folder: Path | None) -> Index:
    """Build a game's index (into `folder`, or in memory when None)."""
    from judge.games import get_game
    from judge.search import backend
    from judge.search.documents import build_docs, vocabulary
    from judge.search.lexicon import lexicon_for

    game = get_game(game_id)
    verification = _verification(game)
    docs = build_docs(game, verification)
    meta = {
        "game": game.id, "name": game.name,
        "versions": [{"label": v.label, "title": v.title, "date": v.date} for v in game.versions],
        "lexicon": lexicon_for(game, docs, vocabulary(docs)),
        "documents": len(docs),
    }
    typos = {"vocab": meta["lexicon"].pop("vocab"), "freq": meta["lexicon"].pop("freq")}
    ix = backend.write(folder, docs)
    if folder is not None:
        (folder / "typos.json").write_text(json.dumps(typos, ensure_ascii=False), encoding="utf-8")
        (folder / "meta.json").write_text(json.dumps(meta, ensure_ascii=False), encoding="utf-8")
    else:
        meta["lexicon"].update(typos)
    return Index(ix, meta, folder)


def _verification(game) -> dict:
    from judge.rulings.records import load_rulings
    from judge.scenarios.runner import ruling_verification

    rulings = load_rulings(game.rulings_dir(), game.id)
    try:
        return ruling_verification(game, rulings)
    except UsageError as exc:  # no engine for this game yet
        return {r.id: {"scenarios": [], "variants": {v: {"verified": False, "reason": exc.message}
                                                      for v in r.versions}} for r in rulings}


def load(game_id: str, *, rebuild: bool = False) -> Index:
    """The game's index: from the cache, built into it, or built in memory
    (judge.search.cache says how it stays sound with many processes and damaged files)."""
    from judge.search import backend, cache

    slot = f"{game_id}:{backend.name()}"
    if not rebuild and slot in _OPEN:
        return _OPEN[slot]
    index = cache.obtain(game_id, lambda folder: build(game_id, folder), _open, rebuild=rebuild)
    _OPEN[slot] = index
    return index


def _open(folder: Path) -> Index:
    from judge.search import backend

    meta = json.loads((folder / "meta.json").read_bytes())
    if not isinstance(meta, dict) or not isinstance(meta.get("lexicon"), dict):
        raise ValueError("meta.json is not an index's metadata")
    return Index(backend.open_index(folder), meta, folder)


def with_index(game_id: str, read):
    """Run `read(index)`. When an index in the cache fails while being read (a file
    damaged or replaced since it was opened), it is checked again; a damaged one is
    rebuilt, a replaced one reopened, and `read` runs once more."""
    from judge.search import cache

    index = load(game_id)
    try:
        return read(index)
    except JudgeError:
        raise
    except Exception:  # noqa: BLE001 - whoosh raises many kinds of errors on damaged files
        if index.folder is None or cache.damage(index.folder) is None:
            raise  # the index is sound: the fault is elsewhere
        _OPEN.clear()
        return read(load(game_id))


def check_rulebook(index: Index, rulebook: str | None) -> str | None:
    """The version label a user named, validated against the index (None = newest)."""
    if rulebook is None:
        return None
    labels = [v["label"] for v in index.meta["versions"]]
    want = rulebook.lower().lstrip("v")
    for label in labels:
        if label.lower().lstrip("v") == want:
            return label
    if want in ("latest", "newest"):
        return None
    raise UsageError(f"unknown rulebook {rulebook!r} for {index.meta['game']}; known: {', '.join(labels)}")


def ask(query: str, game: str | None = None, rulebook: str | None = None, limit: int = 10,
        kinds: list[str] | None = None) -> Answer:
    """Ranked answers to a judge's query, best first."""
    from judge.games import check_game_id
    from judge.search import backend
    from judge.search.query import plan

    game_id = check_game_id(game)
    if not query or not query.strip():
        raise UsageError("the query is empty: say what to look for, e.g. judge ask \"stunned creature anger\"")
    version = check_rulebook(load(game_id), rulebook)
    from judge.search.rank import rerank

    def read(ix: Index):
        p = plan(query, ix.meta["lexicon"] if "stems_set" in ix.meta["lexicon"] else _prepare(ix))
        return p, backend.search(ix.ix, p.terms, p.cards, version=version, kinds=kinds, limit=max(20, 3 * limit))

    p, hits = with_index(game_id, read)
    answer = Answer(query=query, game=game_id, rulebook=version, corrections=p.corrections,
                    cards=p.card_titles, truncated=p.truncated)
    if p.truncated:
        answer.notes.append(f"only the first {len(p.terms)} words of the query were used")
    for payload, score in rerank(hits, p, limit):
        payload["score"] = round(score, 3)
        answer.results.append(payload)
    return answer


def _prepare(index: Index) -> dict:
    lex = index.meta["lexicon"]
    lex["stems_set"] = frozenset(lex["stems"])
    if "vocab" not in lex:
        lex["typos_file"] = index.folder / "typos.json"
    return lex
