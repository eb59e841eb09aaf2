"""The whoosh backend (the default; see judge/search/backend.py for the interface).

whoosh-reloaded (imported as `whoosh`) does the work; the fork is frozen, so
nothing outside this module imports it. Documents arrive already analysed
(judge.search.analysis), so the backend only stores space-separated terms and
scores them with BM25F.
"""
from __future__ import annotations

import json
import sys
import types
from pathlib import Path

TITLE_BOOST = 1.0  # titles are short, so BM25 already favours a match there (benchmarks/quality.py)
BM25_B = 0.5  # milder length normalisation: long rule sections are not buried under one-line terms


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
        cards=KEYWORD(),
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
    for d in docs:
        title, body = d.terms()
        writer.add_document(
            id=d.id, group=d.group, kind=d.kind, title=title, body=body,
            cards=" ".join(d.cards), versions=" ".join(d.versions), newest="1" if d.newest else "0",
            payload=json.dumps(d.payload, ensure_ascii=False),
        )
    writer.commit()
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


def search(ix, terms: list[tuple[str, float]], cards: list[tuple[str, float]], *, version: str | None,
           kinds: list[str] | None, limit: int) -> list[tuple[dict, float, set[str]]]:
    """(payload, score, terms it matched) of the best documents, best first.

    OR semantics, BM25F scores; documents naming a card the query names are
    boosted. `version` keeps the wording printed in that rulebook; without it,
    the newest wording of each entry.
    """
    from whoosh.query import And, Or, Term

    subqueries = [Or([Term("title", t, boost=w * TITLE_BOOST), Term("body", t, boost=w)]) for t, w in terms]
    subqueries += [Term("cards", c, boost=w) for c, w in cards]
    if not subqueries:
        return []
    query = Or(subqueries) if len(subqueries) > 1 else subqueries[0]
    flt = Term("versions", version) if version else Term("newest", "1")
    if kinds:
        flt = And([flt, Or([Term("kind", k) for k in kinds])])
    from whoosh.scoring import BM25F

    with ix.searcher(weighting=BM25F(B=BM25_B)) as s:
        hits = s.search(query, filter=flt, limit=limit, terms=True)
        return [(json.loads(h["payload"]), float(h.score), _matched(h)) for h in hits]


def _matched(hit) -> set[str]:
    out = set()
    for field, term in hit.matched_terms():
        if field in ("title", "body"):
            out.add(term.decode("utf-8") if isinstance(term, bytes) else term)
    return out


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
