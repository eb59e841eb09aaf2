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
from pathlib import Path

from judge.errors import JudgeError, UsageError


class Answer:
    """Ranked answers to one query (plain classes here and below: dataclasses cost
    ~1 ms each to define on every cold start)."""

    def __init__(self, query: str, game: str, rulebook: str | None, *, corrections=(), cards=(),
                 truncated: bool = False) -> None:
        self.query, self.game, self.rulebook = query, game, rulebook
        self.results: list[dict] = []
        self.corrections: list[tuple[str, str]] = list(corrections)
        self.cards: list[str] = list(cards)  # card titles the query names
        self.truncated = truncated
        self.notes: list[str] = []
        self.weak = False  # no entry answers well (the best matches under half the query's words)
        self.closest_terms: list[dict] = []  # then: [{"id", "title"}] of the nearest terms


class Index:
    __slots__ = ("ix", "meta", "folder")

    def __init__(self, ix, meta: dict, folder: Path | None) -> None:
        self.ix, self.meta, self.folder = ix, meta, folder


_OPEN: dict[str, Index] = {}


def build(game_id: str, folder: Path | None) -> Index:
    """Build a game's index (into `folder`, or in memory when None)."""
    from judge.games import get_game
    from judge.search import backend
    from judge.search.documents import build_docs
    from judge.search.lexicon import lexicon_for

    game = get_game(game_id)
    verification = _verification(game)
    docs = build_docs(game, verification)
    lexicon, lazy = lexicon_for(game, docs)
    meta = {
        "game": game.id, "name": game.name,
        "versions": [{"label": v.label, "title": v.title, "date": v.date, "complete": v.complete}
                     for v in game.versions],
        "current": game.current.label,
        "lexicon": lexicon,
        "documents": len(docs),
    }
    ix = backend.write(folder, docs)
    if folder is not None:
        import marshal

        (folder / "typos.json").write_text(json.dumps(lazy["typos"], ensure_ascii=False), encoding="utf-8")
        (folder / "english.txt").write_text("\n".join(lazy["english"]), encoding="utf-8")
        (folder / LEXICON).write_bytes(marshal.dumps(lexicon))
        (folder / "meta.json").write_text(json.dumps({k: v for k, v in meta.items() if k != "lexicon"},
                                                     ensure_ascii=False), encoding="utf-8")
    else:
        meta["lexicon"].update(lazy)
    return Index(ix, meta, folder)


LEXICON = "lexicon.marshal"  # marshal, not JSON: read on every cold start, and twice as fast


def _read_meta(folder: Path) -> dict:
    """meta.json, with the lexicon beside it (a stale or foreign file raises: rebuilt)."""
    import marshal

    meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
    meta["lexicon"] = marshal.loads((folder / LEXICON).read_bytes())
    return meta


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

    meta = _read_meta(folder)
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
    """Ranked answers to a judge's query, best first (docs/search.md: how)."""
    from judge.games import check_game_id
    from judge.search import backend, params
    from judge.search.query import plan
    from judge.search.rank import rerank

    game_id = check_game_id(game)
    if not query or not query.strip():
        raise UsageError("the query is empty: say what to look for, e.g. judge ask \"stunned creature anger\"")
    version = check_rulebook(load(game_id), rulebook)

    def read(ix: Index):
        lexicon = _prepare(ix)
        p = plan(query, lexicon)
        hits = backend.search(ix.ix, p.terms, version=version, kinds=kinds,
                              limit=max(params.CANDIDATES, 3 * limit))
        return ix, lexicon, p, hits

    index, lexicon, p, hits = with_index(game_id, read)
    answer = Answer(query=query, game=game_id, rulebook=version, corrections=p.corrections,
                    cards=p.card_titles, truncated=p.truncated)
    if p.truncated:
        answer.notes.append(f"only the first {len(p.terms)} words of the query were used")
    partial = _partial_note(index, version)
    if partial:
        answer.notes.append(partial)
    ranked = rerank(hits, p, lexicon)
    for _, score, _, stored in ranked[:limit]:
        payload = stored.load()
        payload["score"] = round(score, 3)
        answer.results.append(payload)
    if not ranked or ranked[0][2] < params.WEAK_SHARE:
        answer.weak = True
        answer.closest_terms = _closest_terms(query, ranked, lexicon)
    return answer


def _partial_note(index: Index, version: str | None) -> str | None:
    """What a partial rulebook (v16) means for the answers shown under it."""
    info = next((v for v in index.meta["versions"] if v["label"] == version), None)
    if not info or info.get("complete", True):
        return None
    current = index.meta.get("current")
    return (f"rulebook {version} is a partial text: entries it does not print are answered "
            f"from {current}, the newest complete rulebook")


def _closest_terms(query: str, ranked: list, lexicon: dict) -> list[dict]:
    """The glossary terms (or the game's other term entries) nearest a query that nothing
    answers well: those among the hits first, then those whose names look like its words."""
    from judge.search import params

    terms = {ident: title for ident, title in lexicon.get("terms", [])}
    out = [{"id": info["id"], "title": info["title"]} for info, _, _, _ in ranked if info["id"] in terms]
    out = out[: params.CLOSEST_TERMS]
    if len(out) < params.CLOSEST_TERMS and terms:
        from rapidfuzz import fuzz, process

        seen = {t["id"] for t in out}
        ids = [i for i in terms if i not in seen]
        for _, score, idx in process.extract(query.lower(), [terms[i].lower() for i in ids],
                                             scorer=fuzz.partial_ratio, limit=params.CLOSEST_TERMS):
            out.append({"id": ids[idx], "title": terms[ids[idx]]})
            if len(out) >= params.CLOSEST_TERMS:
                break
    return out


def _prepare(index: Index) -> dict:
    """The index's lexicon, with what queries look up as sets (once per process)."""
    lex = index.meta["lexicon"]
    if "stems_set" not in lex:
        lex["stems_set"] = lex["df"]  # a dict: `in` is all planning asks of it
        lex["lazy_folder"] = index.folder
    return lex
