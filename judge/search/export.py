"""What `judge ask`'s ranking reads, as plain data, for a second implementation of
the same ranking: the offline site's search (judge/site/static/search.js).

Nothing here is a copy; everything is read from the search package itself:

- `constants`: the upper-case tables and weights of judge.search.analysis (stop
  words, number words), judge.search.query (kind hints, synonym, typo and card
  weights), judge.search.rank (re-ranking factors) and the whoosh backend
  (title boost), taken from the modules as they are;
- `lexicon`: the lexicon stored beside the index (stems, synonym table, typo
  vocabulary and word frequencies, card titles and title words, ...), every key
  of it, so a table the ranking gains is exported too;
- `docs`: per document, in index order (whoosh breaks ties by it): its group id,
  kind, rulebook versions, whether it is the newest wording, whether it names cards;
- `postings`: for the title and body fields, each term's documents with the score
  whoosh's BM25F gives them (the weighting backend_whoosh.search uses), and the
  card ids of the cards field with their weight; so the other side adds up the
  scores of a query's terms instead of re-deriving BM25F.

A document's full-text score for a query is then, as backend_whoosh.search
computes it: the sum over the query's (term, weight) of weight x (TITLE_BOOST x
title score + body score), plus the sum over its (card id, weight) of weight x
cards score; only documents printed in the chosen rulebook version count (the
newest wordings when none is chosen).
"""
from __future__ import annotations

import json
from types import ModuleType


def _plain(value):
    """A JSON-ready copy: sets become sorted lists, tuples lists; None when not data."""
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
    from judge.search import analysis, backend_whoosh, query, rank

    from judge import text

    out: dict = {"QUOTES": {chr(k): v for k, v in text._QUOTES.items()}}  # judge.text.fold's table
    for module in (analysis, query, rank, backend_whoosh):
        out.update(_tables(module))
    return out


def lexicon(index) -> dict:
    """The index's lexicon with its typo vocabulary, minus what query planning derives at run time."""
    lex = {k: v for k, v in index.meta["lexicon"].items() if k not in ("stems_set", "synonym_words", "typos_file")}
    if "vocab" not in lex and index.folder is not None:
        lex.update(json.loads((index.folder / "typos.json").read_text(encoding="utf-8")))
    return _plain(lex)


def export(index) -> dict:
    """Everything the ranking of `index` (a whoosh index from judge.search.load) depends on."""
    from whoosh.scoring import BM25F

    from judge.search import backend_whoosh

    weighting = BM25F(B=backend_whoosh.BM25_B)
    docs: list[dict] = []
    postings: dict[str, dict[str, list]] = {"title": {}, "body": {}, "cards": {}}
    with index.ix.searcher(weighting=weighting) as s:
        reader = s.reader()
        for docnum in reader.all_doc_ids():
            stored = reader.stored_fields(docnum)
            payload = json.loads(stored["payload"])
            if docnum != len(docs):
                raise ValueError("the index has deleted documents: rebuild it (judge index)")
            docs.append({"id": stored["id"], "group": stored["group"], "kind": stored["kind"],
                         "names_cards": bool(payload.get("cards")) if stored["kind"] != "card" else True,
                         "versions": [], "newest": False, "payload": payload})
        for field in ("versions", "newest"):
            for text in reader.lexicon(field):
                term = text.decode("utf-8")
                for docnum in reader.postings(field, text).all_ids():
                    if field == "newest":
                        docs[docnum]["newest"] = term == "1"
                    else:
                        docs[docnum]["versions"].append(term)
        for field in ("title", "body", "cards"):
            for text in reader.lexicon(field):
                m = s.postings(field, text)
                flat: list = []
                while m.is_active():
                    flat += [m.id(), m.score()]
                    m.next()
                postings[field][text.decode("utf-8")] = flat
    order = [v["label"] for v in index.meta["versions"]]
    for d in docs:
        d["versions"].sort(key=order.index)
    return {
        "game": index.meta["game"], "name": index.meta["name"], "versions": index.meta["versions"],
        "constants": constants(), "lexicon": lexicon(index), "docs": docs, "postings": postings,
    }
