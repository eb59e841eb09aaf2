"""Understanding what a judge typed: terms, synonyms, typos and card names.

The plan is made from the index's own lexicon (stored beside it), so the cold
path reads no corpus or YAML: stems the index knows, surface words for typo
correction, the game's synonym table, and card titles.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from judge.search.analysis import STOP, stem, words

MAX_WORDS = 60
SYNONYM_WEIGHT = 0.8
TYPO_WEIGHT = 0.75
CARD_BOOST = 6.0


@dataclass
class Plan:
    terms: list[tuple[str, float]] = field(default_factory=list)
    cards: list[tuple[str, float]] = field(default_factory=list)  # card ids
    card_titles: list[str] = field(default_factory=list)
    corrections: list[tuple[str, str]] = field(default_factory=list)
    truncated: bool = False

    def add(self, term: str, weight: float) -> None:
        for i, (t, w) in enumerate(self.terms):
            if t == term:
                self.terms[i] = (t, max(w, weight))
                return
        self.terms.append((term, weight))


def plan(text: str, lexicon: dict) -> Plan:
    toks = words(text)
    p = Plan()
    if len(toks) > MAX_WORDS:
        toks, p.truncated = toks[:MAX_WORDS], True
    _cards(toks, lexicon, p)
    stems = lexicon["stems_set"]
    for w in toks:
        if w in STOP:
            continue
        s = stem(w)
        if s in stems:
            p.add(s, 1.0)
        else:
            fixed = _correct(w, lexicon)
            if fixed:
                p.corrections.append((w, fixed))
                p.add(stem(fixed), TYPO_WEIGHT)
    _synonyms(toks, lexicon, p)
    return p


def _synonyms(toks: list[str], lexicon: dict, p: Plan) -> None:
    table: dict[str, list[str]] = lexicon.get("synonyms", {})
    n = len(toks)
    for size in (3, 2, 1):
        for i in range(n - size + 1):
            phrase = " ".join(toks[i : i + size])
            for target in table.get(phrase, ()):
                for t in target.split():
                    if t not in STOP:
                        p.add(stem(t), SYNONYM_WEIGHT)


def _correct(word: str, lexicon: dict) -> str | None:
    """The closest index word to a misspelt one (edit distance 1, or 2 for long words)."""
    if len(word) < 4 or word.isdigit():
        return None
    from rapidfuzz import process
    from rapidfuzz.distance import OSA

    _load_typos(lexicon)
    limit = 1 if len(word) <= 5 else 2
    best = process.extract(word, lexicon["vocab"], scorer=OSA.distance, score_cutoff=limit, limit=5)
    if not best:
        return None
    best.sort(key=lambda x: (x[1], -lexicon["freq"].get(x[0], 0)))
    return best[0][0]


def _cards(toks: list[str], lexicon: dict, p: Plan) -> None:
    """Card titles named in the query: exact word runs, or close runs of 2+ words."""
    titles: dict[str, list] = lexicon.get("titles", {})  # matching key -> [card id, title]
    if not titles:
        return
    n = len(toks)
    used = [False] * n
    for size in (5, 4, 3, 2, 1):
        for i in range(n - size + 1):
            if any(used[i : i + size]):
                continue
            run = " ".join(toks[i : i + size])
            hit = titles.get(run)
            if hit is None and size == 1 and run in STOP:
                continue
            if hit is None and size >= 2 and any(stem(w) not in lexicon["stems_set"] for w in run.split()):
                hit = _fuzzy_title(run, lexicon)  # only when a word is unknown: a typo
            if hit is None:
                continue
            if size == 1 and (len(run) < 4 or run in lexicon.get("common", ())):
                continue
            for j in range(i, i + size):
                used[j] = True
            card_id, title = hit
            if card_id not in (c for c, _ in p.cards):
                p.cards.append((card_id, CARD_BOOST))
                p.card_titles.append(title)


def _fuzzy_title(run: str, lexicon: dict):
    from rapidfuzz import fuzz, process

    keys = lexicon["title_keys"]
    found = process.extractOne(run, keys, scorer=fuzz.ratio, score_cutoff=86)
    return lexicon["titles"][found[0]] if found else None


def _load_typos(lexicon: dict) -> None:
    """The surface words and their frequencies, read only when a query has a typo."""
    if "vocab" not in lexicon:
        import json

        data = json.loads(lexicon["typos_file"].read_text(encoding="utf-8"))
        lexicon.update(data)
