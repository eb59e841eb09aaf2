"""What `judge ask`'s ranking reads, as plain data, for a second implementation of
the same ranking: the offline site's search (judge/site/static/search.js).

Nothing here is a copy; everything is read from the search package itself:

- `constants`: every parameter of the ranking (judge.search.params, all of it), the
  analysis tables (judge.search.analysis: stop words, number words), the BM25F
  constants of the whoosh backend (judge.search.backend_whoosh) and judge.text.fold's
  quote table, taken from the modules as they are;
- `lexicon`: the lexicon stored beside the index (judge.search.lexicon: df, players'
  vocabulary and spellings, card titles with their confidence, keywords and kinds of
  ability, title words, partial titles, timing sections, terms, ...), every key of
  it, so a table the ranking gains is exported too; with its two lazy parts, the
  typo vocabulary (`typos`: index words and their frequencies) and the English
  words (`english`), which query planning reads from beside the index;
- `docs`: per document, in document order (scoring breaks ties by it): its id,
  group, kind, the rulebook versions it is in force under (a partial rulebook's
  fallback included), whether it is the newest wording, its field lengths in
  terms, what re-ranking reads of it (Doc.rank_info: kind, id, title, cards,
  section, names) and its payload (what the site's pages show);
- `postings`: for the title and body fields, each term's (document, term
  frequency) pairs, flat, exactly as backend_whoosh.search reads them;
- `notes`: per rulebook version, the note `judge ask` adds to its answers
  (a partial rulebook answered from its fallback), as judge.search writes it.

A document's full-text score is then, as backend_whoosh.search computes it: over
the fields (title, then body) and the query's (term, weight), for each posting of a
document in force: weight x field boost x bm25(idf, tf, length, average length),
idf = ln(documents / (postings + 1)) + 1.
"""
from __future__ import annotations

from types import ModuleType


def _plain(value):
    """A JSON-ready copy: sets become sorted lists, tuples lists; TypeError when not data."""
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    if isinstance(value, (set, frozenset)):
        return sorted(_plain(v) for v in value)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    raise TypeError(type(value).__name__)


def _tables(module: ModuleType) -> dict:
    """The module's upper-case constants that are plain data."""
    out = {}
    for name, value in vars(module).items():
        if name.isupper() and not name.startswith("_"):
            try:
                out[name] = _plain(value)
            except TypeError:
                continue
    return out


def constants() -> dict:
    from judge import text
    from judge.search import analysis, backend_whoosh, params

    out: dict = {"QUOTES": {chr(k): v for k, v in text._QUOTES.items()}}  # judge.text.fold's table
    for module in (params, analysis, backend_whoosh):
        out.update(_tables(module))
    return out


# What query planning derives from the lexicon at run time (judge.search._prepare and
# judge.search.query): not data of the index, so not exported.
_DERIVED = ("stems_set", "lazy_folder", "vocabulary_words", "english_set", "weighed_questions", "title_hits")


def lexicon(index) -> dict:
    """The index's lexicon with its lazy parts (the typo vocabulary and the English words)."""
    from judge.search import _prepare
    from judge.search.query import _lazy

    lex = _prepare(index)
    out = {k: v for k, v in lex.items() if k not in _DERIVED}
    out["typos"] = _lazy(lex, "typos")
    out["english"] = _lazy(lex, "english")
    return _plain(out)


def export(index) -> dict:
    """Everything the ranking of `index` (a whoosh index from judge.search.load) depends on."""
    import json

    from judge.search import _partial_note, backend_whoosh

    state = backend_whoosh._state(index.ix)  # what backend_whoosh.search reads
    info, reader = state["info"], state["reader"]
    order = [v["label"] for v in index.meta["versions"]]
    docs: list[dict] = []
    for docnum in range(state["n"]):
        stored = reader.stored_fields(docnum)
        docs.append({
            "id": stored["id"], "group": stored["group"], "kind": info["kind"][docnum],
            "versions": sorted(info["in_force"][docnum], key=order.index), "newest": bool(info["newest"][docnum]),
            "lengths": [info[f][docnum] for f in backend_whoosh.FIELDS], "rank": _plain(info["rank"][docnum]),
            "payload": json.loads(stored["payload"]),
        })
    postings: dict[str, dict[str, list]] = {}
    for field in backend_whoosh.FIELDS:
        postings[field] = {}
        for raw in reader.lexicon(field):
            term = raw.decode("utf-8")
            flat: list = []
            for doc, tf in backend_whoosh._postings(state, field, term):
                flat += [doc, int(tf) if tf == int(tf) else tf]
            if flat:
                postings[field][term] = flat
    return {
        "game": index.meta["game"], "name": index.meta["name"], "versions": index.meta["versions"],
        "current": index.meta.get("current"),
        "notes": {label: _partial_note(index, label) for label in order if _partial_note(index, label)},
        "constants": constants(), "lexicon": lexicon(index), "docs": docs, "postings": postings,
    }
