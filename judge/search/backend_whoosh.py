"""The whoosh backend (the default; see judge/search/backend.py for the interface).

whoosh-reloaded (imported as `whoosh`) stores the index; the fork is frozen, so
nothing outside this module imports it. Documents arrive already analysed
(judge.search.analysis), so the backend only stores space-separated terms.
Scoring reads the postings directly and sums BM25F itself (whoosh's own
formula, bm25() below): whoosh's query and matcher machinery costs ~15 ms to
import on every cold start and is slow on the long OR queries players' words
make, while a plain sum over the few hundred postings of a query's terms takes
a millisecond or two.
"""
from __future__ import annotations

import json
from array import array
import math
import sys
import types
from pathlib import Path

TITLE_BOOST = 1.0  # titles are short, so BM25 already favours a match there (benchmarks/quality.py)
BM25_B = 0.5  # milder length normalisation: long rule sections are not buried under one-line terms
BM25_K1 = 1.2
FIELDS = ("title", "body")
DOCINFO = "docinfo.marshal"  # per document, in document order: what scoring and re-ranking read (_docinfo)


def _lean_imports() -> None:
    """whoosh imports the `cached_property` backport, which imports asyncio (~10 ms
    on every cold start); Python's own functools.cached_property does the same job."""
    if "cached_property" not in sys.modules:
        import functools

        shim = types.ModuleType("cached_property")
        shim.cached_property = functools.cached_property
        sys.modules["cached_property"] = shim


def _schema():
    _lean_imports()
    from whoosh.analysis import SpaceSeparatedTokenizer
    from whoosh.fields import ID, KEYWORD, STORED, TEXT, Schema

    terms = SpaceSeparatedTokenizer()
    return Schema(
        id=ID(stored=True, unique=True),
        group=ID(stored=True),
        kind=ID(stored=True),
        title=TEXT(analyzer=terms, phrase=False),
        body=TEXT(analyzer=terms, phrase=False),
        versions=KEYWORD(),
        newest=ID(),
        payload=STORED(),
    )


def write(folder: Path | None, docs) -> object:
    """Write documents to a new index in `folder` (or in memory when None); the index."""
    _lean_imports()
    from whoosh.filedb.filestore import FileStorage

    storage = _memory_storage() if folder is None else FileStorage(str(folder))
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    ix = storage.create_index(_schema())
    writer = ix.writer()
    info = {"title": array("I"), "body": array("I"), "newest": array("B"), "kind": [], "in_force": [], "rank": []}
    for d in docs:
        title, body = d.terms()
        info["title"].append(len(title.split()))
        info["body"].append(len(body.split()))
        info["newest"].append(1 if d.newest else 0)
        info["kind"].append(d.kind)
        info["in_force"].append(tuple(d.in_force))
        info["rank"].append(d.rank_info())
        writer.add_document(
            id=d.id, group=d.group, kind=d.kind, title=title, body=body,
            versions=" ".join(d.in_force), newest="1" if d.newest else "0",
            payload=json.dumps(d.payload, ensure_ascii=False),
        )
    writer.commit()
    if folder is not None:
        import marshal

        (folder / DOCINFO).write_bytes(marshal.dumps({k: v.tobytes() if isinstance(v, array) else v
                                                      for k, v in info.items()}))
    ix._judge_docinfo = info
    return ix


def _memory_storage_class():
    from whoosh.filedb.filestore import RamStorage

    class MemoryStorage(RamStorage):
        """RAM storage whose scratch space is RAM too: whoosh's own puts it in the system
        temporary folder under a fixed name (MAIN.tmp) that concurrent processes share."""

        def temp_storage(self, name=None):
            return MemoryStorage()

    return MemoryStorage


def _memory_storage():
    return _memory_storage_class()()


def open_index(folder: Path):
    _lean_imports()
    from whoosh.index import open_dir

    return open_dir(str(folder))


def search(ix, terms: list[tuple[str, float]], *, version: str | None,
           kinds: list[str] | None, limit: int) -> list[tuple[dict, float, set[str], object]]:
    """(ranking info, score, {term it matched: its part of the score}, payload) of the
    best documents, best first;
    `payload.load()` reads the full payload.

    OR semantics: each document scores the sum over the query's terms and the
    fields holding them of weight x field boost x bm25(). `version` keeps the
    wording in force under that rulebook; without it, the newest wording of each
    entry. Only the payloads of the results shown are read.
    """
    state = _state(ix)
    r = state["reader"]
    allowed_key = (version, tuple(kinds or ()))
    scores: dict[int, float] = {}
    parts: list[tuple[str, dict[int, float]]] = []  # each field's and term's part of the scores
    for field in FIELDS:
        boost = TITLE_BOOST if field == "title" else 1.0
        for term, weight in terms:
            w = weight * boost
            part = {doc: w * base for doc, base in _scored_allowed(state, field, term, allowed_key)}
            parts.append((term, part))
            get = scores.get
            for doc, p in part.items():
                scores[doc] = get(doc, 0.0) + p
    # best first; of equal scores, the earlier document (as heapq.nlargest with the key
    # (score, -doc) would give them, without a Python call per document)
    best = sorted(zip(scores.values(), map(int.__neg__, scores)), reverse=True)[:limit]
    rank = state["info"]["rank"]
    return [(rank[-neg], score, _matched(-neg, parts), _Payload(r, -neg)) for score, neg in best]


def _matched(doc: int, parts: list[tuple[str, dict[int, float]]]) -> dict[str, float]:
    """{term: its part of a document's score}, summed over the fields in the scoring's order."""
    got: dict[str, float] = {}
    for term, part in parts:
        if doc in part:
            got[term] = got.get(term, 0.0) + part[doc]
    return got


class _Payload:
    """A result's payload, read from the index only when it is shown."""

    __slots__ = ("reader", "doc")

    def __init__(self, reader, doc: int) -> None:
        self.reader, self.doc = reader, doc

    def load(self) -> dict:
        return json.loads(self.reader.stored_fields(self.doc)["payload"])


def _scored_allowed(state: dict, field: str, term: str, allowed_key: tuple) -> list[tuple[int, float]]:
    """_scored, of the documents allowed under `allowed_key` ((version, kinds): _allowed),
    computed once per process."""
    cache = state["scored_allowed"]
    key = (field, term, allowed_key)
    found = cache.get(key)
    if found is None:
        allowed = _allowed(state, allowed_key)
        found = cache[key] = [(doc, base) for doc, base in _scored(state, field, term) if doc in allowed]
    return found


def _scored(state: dict, field: str, term: str) -> list[tuple[int, float]]:
    """(document, bm25 of the term in the field) for each posting, computed once per process."""
    cache = state["scored"]
    key = (field, term)
    if key not in cache:
        posted = _postings(state, field, term)
        lengths, avg = state["lengths"][field], state["avg"][field]
        idf = math.log(state["n"] / (len(posted) + 1)) + 1
        cache[key] = [(doc, bm25(idf, tf, lengths[doc], avg)) for doc, tf in posted]
    return cache[key]


def _postings(state: dict, field: str, term: str) -> list[tuple[int, float]]:
    """(document, term frequency) of a term in a field, read once per process. Block by
    block (whoosh's W3LeafMatcher keeps each block's ids and weights, which for a TEXT
    field are the frequencies); the public per-posting iterator if that ever changes."""
    cache = state["postings"]
    key = (field, term)
    if key not in cache:
        r = state["reader"]
        if key not in r:
            cache[key] = []
            return cache[key]
        m = r.postings(field, term)
        try:
            out: list[tuple[int, float]] = []
            while m.is_active():
                m._read_ids()
                m._read_weights()
                out.extend(zip(m._ids, m._weights))
                m._next_block()
        except AttributeError:  # pragma: no cover - another whoosh
            out = list(r.postings(field, term).items_as("frequency"))
        cache[key] = out
    return cache[key]


def bm25(idf: float, tf: float, length: float, avg: float) -> float:
    """whoosh's BM25F for one term in one field (whoosh.scoring.bm25)."""
    return idf * (tf * (BM25_K1 + 1)) / (tf + BM25_K1 * ((1 - BM25_B) + BM25_B * length / avg))


def _state(ix) -> dict:
    """The open reader and the per-document data scoring needs, once per process."""
    state = getattr(ix, "_judge_state", None)
    if state is None:
        r = ix.reader()
        n = r.doc_count_all()
        info = _docinfo(ix, n)
        state = {"reader": r, "n": n, "filters": {}, "postings": {}, "scored": {}, "scored_allowed": {}, "info": info,
                 "lengths": {f: info[f] for f in FIELDS},
                 "avg": {f: (sum(info[f]) / (n or 1)) or 1 for f in FIELDS}}
        ix._judge_state = state
    return state


def _docinfo(ix, n: int) -> dict:
    """Per document, in document order (written beside the index by write(), so that a
    query reads one small file instead of whoosh's stored fields and filter postings):
    title and body lengths in terms, newest (0/1), kind, the versions it is in force
    under, and Doc.rank_info()."""
    info = getattr(ix, "_judge_docinfo", None)
    if info is None:
        import marshal

        raw = marshal.loads((Path(ix.storage.folder) / DOCINFO).read_bytes())
        info = {k: (array("B" if k == "newest" else "I", v) if isinstance(v, bytes) else v) for k, v in raw.items()}
    if any(len(v) != n for v in info.values()):
        raise ValueError(f"{DOCINFO} does not match the index")  # a damaged index: rebuilt
    return info


def _allowed(state: dict, key: tuple[str | None, tuple[str, ...]]) -> set[int]:
    """Document numbers in force under `version` (else the newest wordings), of `kinds`
    (all kinds when empty); `key` is (version, kinds)."""
    version, kinds = key
    if key not in state["filters"]:
        info = state["info"]
        if version:
            docs = {d for d, labels in enumerate(info["in_force"]) if version in labels}
        else:
            docs = {d for d, flag in enumerate(info["newest"]) if flag}
        if kinds:
            docs = {d for d in docs if info["kind"][d] in kinds}
        state["filters"][key] = docs
    return state["filters"][key]


def documents(ix, field: str, value: str) -> list[dict]:
    """Stored payloads of every document whose `field` is `value` (e.g. all wordings of a group)."""
    with ix.searcher() as s:
        return [json.loads(d["payload"]) for d in s.documents(**{field: value})]


def all_documents(ix, kind: str | None = None) -> list[dict]:
    """Every stored payload, optionally of one kind (for lookups by title)."""
    with ix.searcher() as s:
        if kind:
            return [json.loads(d["payload"]) for d in s.documents(kind=kind)]
        return [json.loads(d["payload"]) for d in s.all_stored_fields()]
