"""Looking up one thing by name: a rule or glossary term, a card, a ruling.

All lookups read the search index (judge.search.load), which already holds
every wording of every entry, card data with errata, and replay results.
"""
from __future__ import annotations

import difflib
import re

from judge.errors import NotFound, did_you_mean


def _index(game: str | None):
    from judge.games import check_game_id
    from judge.search import load

    return load(check_game_id(game))


def _read(index, fn):
    from judge.search import with_index

    return with_index(index.meta["game"], fn)


def rule(term: str, game: str | None = None) -> list[dict]:
    """Every wording of the glossary term or rule section `term` names, newest first.

    Which entry: the one whose id is the query, as `judge ask` shows it ("glossary/leaves-play");
    else the one whose name is the whole query (or a misspelling of it); else
    the one whose whole name the query holds, the longest such name first and a glossary term before a rule
    section ("first turn rule" is the First Turn Rule, defined in step 3 of the turn,
    not TURN); else the closest name, if close enough. Names are titles, their
    comma/slash alternatives ("STUN, STUN STATUS CARD"), and terms a rule section
    defines in a labelled bullet ("* First Turn Rule: During the first ...")."""
    from judge.cards.match import key
    from judge.search import backend

    if not term.strip():
        from judge.errors import UsageError

        raise UsageError("say which rule or glossary term, e.g. judge rule stun")
    index = _index(game)
    candidates: dict[str, list[str]] = {}
    shown: set[str] = set()
    for kind in ("glossary", "rule"):
        for d in _read(index, lambda ix, k=kind: backend.all_documents(ix.ix, k)):
            shown.add(d["id"])
            for n in _names(d):
                ids = candidates.setdefault(key(n), [])
                if d["id"] not in ids:
                    ids.append(d["id"])
    candidates.pop("", None)
    want = key(term)
    if re.fullmatch(r"(glossary|rule)/[a-z0-9-]+", term.strip()) and term.strip() not in shown:
        from rapidfuzz import fuzz

        hint = did_you_mean(term.strip(), sorted(shown), lambda s: s >= 85, fuzz.ratio)
        raise NotFound(f"no rule or glossary term has the id {term.strip()!r}{hint}")
    ids = [term.strip()] if term.strip() in shown else candidates.get(want)
    if not ids:  # the whole name, misspelt ("frist turn rule")
        from rapidfuzz import fuzz, process

        near = process.extractOne(want, list(candidates), scorer=fuzz.ratio, score_cutoff=85)
        if near:
            ids = candidates[near[0]]
    if not ids:
        padded = f" {want} "
        inside = sorted((n for n in candidates if f" {n} " in padded), key=lambda n: -len(n.split()))
        if inside:
            ids = candidates[inside[0]]
    if not ids:
        best = process.extractOne(want, list(candidates), scorer=fuzz.WRatio, score_cutoff=85)
        if not best:
            raise NotFound(f"no rule or glossary term matches {term!r}")
        ids = candidates[best[0]]
    group = sorted(ids, key=lambda i: (not i.startswith("glossary/"), i))[0]
    variants = _read(index, lambda ix: backend.documents(ix.ix, "group", group))
    order = [v["label"] for v in index.meta["versions"]]
    variants.sort(key=lambda d: min(order.index(v) for v in d["versions"]))
    return variants


# a term a section defines in a labelled paragraph or bullet: "- First Turn Rule: During ..."
_DEFINED = re.compile(r"^(?:[-*]\s+)?(?:\*\*)?((?:[A-Z][a-z’']+ ?)+):(?:\*\*)?\s", re.M)
_NOT_TERMS = {"Example", "Examples", "Note", "Notes"}


def _names(doc: dict) -> list[str]:
    """The names a glossary or rule entry answers to (see rule())."""
    title = doc["title"]
    names = [title, re.sub(r"^STEP \d+:\s*", "", title, flags=re.I)]
    names += re.split(r",|/| vs ", title, flags=re.I)
    names += [n for n in _DEFINED.findall(doc.get("text") or "") if n.strip() not in _NOT_TERMS]
    return names


def word_diff(old: str, new: str) -> str:
    """`new` with words added since `old` in {+...+} and removed ones in [-...-]."""
    a, b = old.split(), new.split()
    out = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if op == "equal":
            out.extend(b[j1:j2])
        if op in ("delete", "replace"):
            out.append("[-" + " ".join(a[i1:i2]) + "-]")
        if op in ("insert", "replace"):
            out.append("{+" + " ".join(b[j1:j2]) + "+}")
    return " ".join(out)


def paragraph_diff(old: str, new: str) -> list[tuple[str, str]]:
    """How an older wording differs from a newer one, paragraph by paragraph:
    ("same", p) unchanged, ("changed", word diff) close rewordings, ("only", p) paragraphs
    only the older wording has, ("added", p) paragraphs only the newer one has."""
    olds = [p for p in old.split("\n\n") if p.strip()]
    news = [p for p in new.split("\n\n") if p.strip()]
    out, matched = [], set()
    for p in olds:
        if p in news:
            out.append(("same", p))
            matched.add(news.index(p))
            continue
        best, score = None, 0.0
        for i, q in enumerate(news):
            if i in matched:
                continue
            r = difflib.SequenceMatcher(a=p.split(), b=q.split(), autojunk=False).ratio()
            if r > score:
                best, score = i, r
        if best is not None and score >= 0.6:
            matched.add(best)
            out.append(("changed", word_diff(p, news[best])))
        else:
            out.append(("only", p))
    out.extend(("added", q) for i, q in enumerate(news) if i not in matched)
    return out


def card(name: str, game: str | None = None) -> dict:
    """A card by title (its default printing, with the printings whose text differs in
    substance), or one printing by `Title (SET NNN)`."""
    from judge.cards.data import split_printing
    from judge.cards.match import resolve
    from judge.search import backend

    index = _index(game)
    titles = index.meta["lexicon"].get("titles", {})
    if not titles:
        raise NotFound(f"{index.meta['name']} has no official card list")
    by_title = {entry[1]: entry[0] for entry in titles.values()}  # [card id, title, ...]
    wanted, ref = split_printing(name)
    title = resolve(wanted, list(by_title))
    docs = _read(index, lambda ix: backend.documents(ix.ix, "id", f"card/{by_title[title]}"))
    if not docs:
        raise NotFound(f"no card matches {name!r}")
    return docs[0] if ref is None else _printing(docs[0], ref)


def _printing(doc: dict, ref: str) -> dict:
    """The card document as one printing reads (Printings): the default printing's own document,
    or another printing's text and numbers with the default listed among the other printings."""
    if ref in (doc.get("same_as") or [doc["ref"]]):
        return doc
    others = doc.get("variants") or []
    chosen = next((v for v in others if ref in v["same_as"]), None)
    if chosen is None:
        raise NotFound(f"{doc['title']} has no printing {ref} (its printings: {', '.join(doc.get('printings') or [])})")
    default = {k: doc.get(k) for k in ("ref", "same_as", "rarity", "house", "type", "power", "armor", "amber",
                                       "keywords", "traits", "bonus_icons")}
    default.update(text=doc["printed_text"], default=True)
    shown = {**doc, **chosen, "printed_text": chosen["text"], "errata": {}, "shown_printing": ref,
             "variants": [default] + [v for v in others if v is not chosen]}
    return shown


def ruling(ruling_id: str, game: str | None = None) -> list[dict]:
    """Every wording of one ruling (current first), by its id."""
    from judge.search import backend

    index = _index(game)
    rid = ruling_id.strip()
    for prefix in ("", "ruling/", "errata/"):
        docs = _read(index, lambda ix, g=prefix + rid: backend.documents(ix.ix, "group", g))
        if docs and docs[0]["kind"] in ("ruling", "errata"):
            docs.sort(key=lambda d: d["id"] != d["id"].split("@")[0])
            return docs
    from judge.errors import did_you_mean

    ids = sorted({d["ruling"] for k in ("ruling", "errata")
                  for d in _read(index, lambda ix, kk=k: backend.all_documents(ix.ix, kk))})
    raise NotFound(f"no ruling {ruling_id!r} in {index.meta['game']}{did_you_mean(rid, ids, lambda s: s >= 60)}")
