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


# Words that say which kind of entry the judge wants ("first turn rule", "drummernaut errata").
KIND_HINTS = {
    "glossary": "glossary", "definition": "glossary",
    "define": "glossary", "meaning": "glossary", "errata": "errata", "erratum": "errata",
    "ruling": "ruling", "rulings": "ruling", "faq": "ruling",
}


@dataclass
class Plan:
    terms: list[tuple[str, float]] = field(default_factory=list)
    cards: list[tuple[str, float]] = field(default_factory=list)  # card ids
    card_titles: list[str] = field(default_factory=list)
    corrections: list[tuple[str, str]] = field(default_factory=list)
    kind_hints: list[str] = field(default_factory=list)
    other_words: int = 0  # content words that are not part of a card name
    truncated: bool = False
    # the query's words, each as the set of terms that satisfy it (itself, its
    # correction, its synonyms); a card name counts as one word
    groups: list[set[str]] = field(default_factory=list)

    def add(self, term: str, weight: float) -> None:
        for i, (t, w) in enumerate(self.terms):
            if t == term:
                self.terms[i] = (t, max(w, weight))
                return
        self.terms.append((term, weight))


def plan(text: str, lexicon: dict) -> Plan:
    """Card names first (so "smash" can be Smaaash), then typo correction of the
    other unknown words, then terms, synonyms and kind hints."""
    toks = words(text)
    p = Plan()
    if len(toks) > MAX_WORDS:
        toks, p.truncated = toks[:MAX_WORDS], True
    stems = lexicon["stems_set"]
    in_card = _cards(toks, lexicon, p)
    for title in p.card_titles:
        group = {stem(w) for w in words(title) if w not in STOP}
        for t in group:
            p.add(t, 1.0)
        p.groups.append(group)
    plain = []
    word_groups: list[set[str] | None] = []
    for i, w in enumerate(toks):
        if in_card[i] or w in STOP:
            plain.append(w)
            word_groups.append(None)
            continue
        weight = 1.0
        if not (w.isdigit() or stem(w) in stems or w in _synonym_words(lexicon)):
            better = _correct(w, lexicon)
            if better:
                p.corrections.append((w, better))
                w, weight = better, TYPO_WEIGHT
        plain.append(w)
        if w in KIND_HINTS and KIND_HINTS[w] not in p.kind_hints:
            p.kind_hints.append(KIND_HINTS[w])
            word_groups.append(None)
        else:
            p.other_words += 1
            word_groups.append({stem(w)})
            p.groups.append(word_groups[-1])
        p.add(stem(w), weight)
    _synonyms(plain, lexicon, p, word_groups)
    return p


def _synonyms(toks: list[str], lexicon: dict, p: Plan, word_groups: list) -> None:
    """Add the rules words a judge's everyday words mean; each counts for the query
    words it came from."""
    table: dict[str, list[str]] = lexicon.get("synonyms", {})
    n = len(toks)
    for size in (3, 2, 1):
        for i in range(n - size + 1):
            phrase = " ".join(toks[i : i + size])
            for target in table.get(phrase, ()):
                for t in target.split():
                    if t in STOP:
                        continue
                    p.add(stem(t), SYNONYM_WEIGHT)
                    for g in word_groups[i : i + size]:
                        if g is not None:
                            g.add(stem(t))


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


def _cards(toks: list[str], lexicon: dict, p: Plan) -> list[bool]:
    """Card titles named in the query (exact word runs, or near runs that share a word
    with a title); returns which words were part of a card name."""
    titles: dict[str, list] = lexicon.get("titles", {})
    n = len(toks)
    used = [False] * n
    if not titles:
        return used
    for size in (5, 4, 3, 2, 1):
        for i in range(n - size + 1):
            if any(used[i : i + size]):
                continue
            run = " ".join(toks[i : i + size])
            hit = titles.get(run)
            if hit is None and size == 1 and (run in STOP or len(run) < 4 or run in lexicon.get("common", ())):
                continue
            if hit is None and (size > 1 or stem(run) not in lexicon["stems_set"]):
                hit = _near_title(toks[i : i + size], lexicon)  # one word: only an unknown one
            hits = [hit] if hit is not None else []
            if not hits and size == 1:  # "shark" for Neutron Shark
                hits = [titles[k] for k in lexicon.get("partial_titles", {}).get(run, ())]
            if not hits:
                continue
            for j in range(i, i + size):
                used[j] = True
            for card_id, title in hits:
                if card_id not in (c for c, _ in p.cards):
                    p.cards.append((card_id, CARD_BOOST / len(hits)))
                    p.card_titles.append(title)
    return used


def _near_title(run: list[str], lexicon: dict):
    """A title one or two letters away from the run ("john smith", "smaaash" for "smash"),
    among titles with the same number of words that share its first or last word
    (or, for one word, its first letter)."""
    import difflib

    by_word = lexicon.get("title_words", {})
    text = " ".join(run)
    if len(run) == 1:
        if len(text) < 5:
            return None
        candidates = by_word.get(f"1:{text[0]}", [])
    else:
        candidates = set(by_word.get(f"{len(run)}<{run[0]}", [])) | set(by_word.get(f"{len(run)}>{run[-1]}", []))
    best, best_score = None, 0.0
    for key in candidates:
        score = difflib.SequenceMatcher(a=text, b=key, autojunk=False).ratio()
        if score > best_score:
            best, best_score = key, score
    if best is None or best_score < 0.8:
        return None
    return lexicon["titles"][best]


def _load_typos(lexicon: dict) -> None:
    """The surface words and their frequencies, read only when a query has a typo."""
    if "vocab" not in lexicon:
        import json

        data = json.loads(lexicon["typos_file"].read_text(encoding="utf-8"))
        lexicon.update(data)


def _synonym_words(lexicon: dict) -> set[str]:
    """Words the synonym table knows ("tapped"): never mistaken for typos."""
    if "synonym_words" not in lexicon:
        lexicon["synonym_words"] = {w for key in lexicon.get("synonyms", {}) for w in key.split()}
    return lexicon["synonym_words"]
