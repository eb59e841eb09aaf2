"""Understanding what a judge typed: card names, typos, players' words, timing.

The plan is made from the index's own lexicon (judge.search.lexicon, stored
beside it), so the cold path reads no corpus, YAML or word list; the parameters
are in judge.search.params. docs/search.md tells the whole story.

1. Card names first, longest runs of words first: a title counts only when the
   query really names it (the whole title, a misspelling of it that keeps its
   telling words, or a rare word of it), each with a confidence from how
   common its words are in English. The card's keywords and kinds of
   ability come with it (a question naming Urchin is about elusive too).
2. Every other word: a word neither in the index nor English is corrected to
   the closest index word, unless an English word the index lacks is closer
   (the player meant that one); the word as typed is kept beside its correction.
3. Players' words and phrases (vocabulary.yaml) add the rulebook's terms;
   other spellings ("armour") are read as the rulebook's word before all else.
4. Kind hints ("errata", "faq") and timing phrases ("what happens first").
"""
from __future__ import annotations

import math

from judge.search import params
from judge.search.analysis import STOP, stem, words
from judge.text import fold


class Plan:
    """What a query asks for (a plain class: a dataclass costs ~1 ms to define at start-up)."""

    def __init__(self) -> None:
        self.terms: list[tuple[str, float]] = []
        self.cards: list[tuple[str, float]] = []  # (card id, confidence 0..1)
        self.card_titles: list[str] = []
        self.corrections: list[tuple[str, str]] = []
        self.kind_hints: list[str] = []
        self.other_words = 0  # content words that are not part of a card name
        self.truncated = False
        self.timing = False  # the query asks about the order of things
        self.named: set[str] = set()  # stems the query says itself (typed, stop words too; corrected; keywords)
        # the query's words, each as the set of terms that satisfy it (itself, its
        # correction, the rulebook terms it stands for); a card name counts as one word
        self.groups: list[set[str]] = []
        self.weights: list[float] = []  # how much each of those words says (idf)
        self.title_terms: set[str] = set()  # terms only a card's title brought (not other words)
        self.card_groups = 0  # the first groups are the card names (then the other words)
        self._paired: dict[int, tuple] = {}  # paired(): made once the plan is complete

    def paired(self, start: int = 0) -> tuple[list[tuple[set[str], float]], float]:
        """(each word group from the `start`th with its weight, their weights' sum), for
        rank.covered, which asks it for every hit: made once the plan is complete."""
        found = self._paired.get(start)
        if found is None:
            weights = self.weights[start:]
            found = self._paired[start] = (list(zip(self.groups[start:], weights)), sum(weights))
        return found

    def add(self, term: str, weight: float) -> None:
        for i, (t, w) in enumerate(self.terms):
            if t == term:
                self.terms[i] = (t, max(w, weight))
                return
        self.terms.append((term, weight))


def plan(text: str, lexicon: dict) -> Plan:
    toks, quoted = _quoted_words(text)
    p = Plan()
    if len(toks) > params.MAX_WORDS:
        toks, quoted, p.truncated = toks[: params.MAX_WORDS], quoted[: params.MAX_WORDS], True
    toks, quoted = _respell(toks, quoted, lexicon.get("spellings", {}))
    p.timing, asking = _timing(toks)
    p.named = {stem(w) for w in toks}
    word_groups: list[set[str] | None] = [None] * len(toks)
    cards = _cards(toks, lexicon, p)
    p.card_groups = len(cards)
    for run, group in cards:
        p.groups.append(group)
        for i in run:
            word_groups[i] = group
    stems = lexicon["stems_set"]
    plain = list(toks)
    focus = [1.0] * len(cards)  # how much each group counts: more for words quoted
    for i, w in enumerate(toks):
        if word_groups[i] is not None or w in STOP or i in asking:
            continue
        if w in params.KIND_HINTS:
            _hint(p, params.KIND_HINTS[w])
            continue
        weight = params.QUOTED_WEIGHT if quoted[i] else 1.0
        group = {stem(w)}
        p.add(stem(w), weight)
        if not (w.isdigit() or stem(w) in stems or w in _vocabulary_words(lexicon) or _english(w, lexicon)):
            better = _correct(w, lexicon)
            if better:
                p.corrections.append((w, better))
                plain[i] = better
                if better in params.KIND_HINTS:  # "erata": a misspelt kind hint is one
                    _hint(p, params.KIND_HINTS[better])
                    continue
                group.add(stem(better))
                p.add(stem(better), params.TYPO_WEIGHT * weight)
                p.named.add(stem(better))
        p.other_words += 1
        p.groups.append(group)
        focus.append(weight)
        word_groups[i] = group
    _vocabulary(plain, lexicon, p, word_groups, asking)
    p.title_terms -= {t for g in p.groups[len(cards):] for t in g}
    english = {stem(w) for w in plain if w not in STOP and stem(w) not in stems and _english(w, lexicon)}
    p.weights = [_weight(g, lexicon, english) * f for g, f in zip(p.groups, focus)]
    return p


def _quoted_words(text: str) -> tuple[list[str], list[bool]]:
    """The query's words, and which of them are quoted: a player quoting a card or the
    rules ("does 'after a creature is destroyed' trigger") says what the question turns
    on. A quote opens after a space (or at the start) and closes before one; an
    apostrophe inside a word ("it's", "opponent's") is not a quote."""
    folded = fold(text)
    parts, inside, start, opened = [], [], 0, None
    for i, c in enumerate(folded):
        if c not in "'\"":
            continue
        before = folded[i - 1] if i else " "
        after = folded[i + 1] if i + 1 < len(folded) else " "
        if opened is None and not before.isalnum() and (after.isalnum() or after in "+-"):
            parts.append(folded[start:i])
            inside.append(False)
            start, opened = i + 1, c
        elif c == opened and not after.isalnum():
            parts.append(folded[start:i])
            inside.append(True)
            start, opened = i + 1, None
    parts.append(folded[start:])
    inside.append(False)
    toks, quoted = [], []
    for part, q in zip(parts, inside):
        ws = words(part)
        toks += ws
        quoted += [q] * len(ws)
    return toks, quoted


def idf(df: int, n: int) -> float:
    """How much a term held by `df` of the index's `n` entries says (BM25's idf)."""
    return math.log(n / (df + 1)) + 1


def _weight(group: set[str], lexicon: dict, english: set[str]) -> float:
    """How much a query word says: the idf of its rarest term in the index. A word the
    index does not hold says as much as a word in params.UNHELD_ENGLISH_DF of the entries
    when it is English ("either": a word of asking, or of another subject), and the most
    when it is not (no entry covers it)."""
    df, n = lexicon["df"], lexicon["documents"]
    known = [df[t] for t in group if df.get(t)]
    if known:
        return idf(min(known), n)
    if group & english:
        return math.log(1 / params.UNHELD_ENGLISH_DF) + 1
    return math.log(n) + 1


def _respell(toks: list[str], quoted: list[bool], spellings: dict[str, str]) -> tuple[list[str], list[bool]]:
    """Other spellings read as the rulebook's word ("armour" -> "armor", "hit points" ->
    "hitpoints"), longest phrases first; (words, which are quoted)."""
    if not spellings:
        return toks, quoted
    out, flags, i = [], [], 0
    while i < len(toks):
        for size in (3, 2, 1):
            phrase = " ".join(toks[i : i + size])
            if len(toks) - i >= size and phrase in spellings:
                respelt = spellings[phrase].split()
                out.extend(respelt)
                flags.extend([quoted[i]] * len(respelt))
                i += size
                break
        else:
            out.append(toks[i])
            flags.append(quoted[i])
            i += 1
    return out, flags


def _hint(p: Plan, kind: str) -> None:
    if kind not in p.kind_hints:
        p.kind_hints.append(kind)


def _timing(toks: list[str]) -> tuple[bool, set[int]]:
    """Does the query ask about the order of things, and which of its words only ask
    ("first" in "what happens first", "before or after"): those are not what it is about.
    Cues: a timing phrase (params.TIMING_PHRASES, matched on stems: "which happen first"
    is "which happens first"; a one-word cue as typed); "or" with first/before/after/then ("ward or armor first").
    A lone "after" is a condition more often ("after I played a card"), not a question of
    order. An order word that names a kind of ability ("before fight": params.
    TIMING_ABILITIES) is what the query is about, not asking."""
    asking: set[int] = set()
    found = False
    n = len(toks)
    stems = [stem(w) for w in toks]
    starts = _timing_phrases()
    for i in range(n):
        # a phrase on stems; a one-word cue as typed ("timing", not the "time" of "first time")
        for ph in starts.get(stems[i], ()):
            mine = toks if len(ph) == 1 else stems
            if mine[i : i + len(ph)] == ph:
                found = True
                asking.update(i + j for j in range(len(ph)) if toks[i + j] in params.TIMING_ASKING_WORDS)
    if "or" in toks:
        order = [i for i, w in enumerate(toks) if w in params.TIMING_OR_WORDS]
        if order:
            found = True
            asking.update(order)
    abilities = {stem(w) for w in params.TIMING_ABILITIES}
    asking = {i for i in asking if not (i + 1 < n and stems[i + 1] in abilities)}
    return found, asking


_PHRASES: dict[str, list[list[str]]] = {}


def _timing_phrases() -> dict[str, list[list[str]]]:
    """params.TIMING_PHRASES as they are matched (a phrase as stems, a one-word cue as
    typed), by the stem of their first word."""
    if not _PHRASES:
        for phrase in params.TIMING_PHRASES:
            ph = words(phrase)
            _PHRASES.setdefault(stem(ph[0]), []).append(ph if len(ph) == 1 else [stem(w) for w in ph])
    return _PHRASES


def _vocabulary(toks: list[str], lexicon: dict, p: Plan, word_groups: list, asking: set[int]) -> None:
    """Add the rulebook's terms that players' words and phrases stand for; each counts
    for the query words it came from (a card name's words too: "exile" is also purge).
    The asking words of a timing question stand for nothing ("which goes first" is not
    the first player)."""
    table: dict[str, list[str]] = lexicon.get("vocabulary", {})
    n = len(toks)
    for size in (4, 3, 2, 1):
        for i in range(n - size + 1):
            if asking.intersection(range(i, i + size)):
                continue
            targets = table.get(" ".join(toks[i : i + size]))
            if not targets:
                continue
            for target in targets:
                for t in target.split():
                    if t in params.KIND_HINTS:
                        _hint(p, params.KIND_HINTS[t])
                    if t in STOP:
                        continue
                    p.add(stem(t), params.VOCABULARY_WEIGHT)
                    for g in word_groups[i : i + size]:
                        if g is not None:
                            g.add(stem(t))


def _cards(toks: list[str], lexicon: dict, p: Plan) -> list[tuple[range, set[str]]]:
    """Card titles the query names, longest runs first; (word positions, group) of each.

    A run names a card when it is the whole title (and the title's words are telling
    enough: params.TITLE_MIN_CONFIDENCE), a misspelling of a title that keeps its
    telling words ("kelifi dargon", "john smith"), or one rare word of a longer
    title ("gabos"). An everyday word alone is never a card ("the first" is not
    The Fittest, "works" is not Virtuous Works)."""
    titles: dict[str, list] = lexicon.get("titles", {})
    n = len(toks)
    used = [False] * n
    found: list[tuple[range, set[str]]] = []
    if not titles:
        return found
    for size in (5, 4, 3, 2, 1):
        for i in range(n - size + 1):
            if any(used[i : i + size]):
                continue
            hits = _title_hits(toks[i : i + size], n == size, lexicon)
            if not hits:
                continue
            run = range(i, i + size)
            for j in run:
                used[j] = True
            group: set[str] = set()
            for key, conf, typed in hits:
                card_id, title, _, keywords, features = titles[key]
                if card_id in (c for c, _ in p.cards):
                    continue
                p.cards.append((card_id, round(conf / len(hits), 3)))
                p.card_titles.append(title)
                for w in (typed or words(title)):
                    if w not in STOP:
                        group.add(stem(w))
                        p.add(stem(w), 1.0)
                        p.title_terms.add(stem(w))
                for term in keywords:
                    group.add(term)
                    p.add(term, params.KEYWORD_WEIGHT * conf)
                    p.named.add(term)
                for term in features:
                    group.add(term)
                    p.add(term, params.FEATURE_WEIGHT * conf)
            if group:
                found.append((run, group))
    return found


def _title_hits(run: list[str], whole_query: bool, lexicon: dict) -> list[tuple[str, float, list[str]]]:
    """(title key, confidence, words to search for: [] = the title's own) of the cards
    a run of query words names (kept per run: the same runs of words recur, "can i", "a
    creature"; the answer depends on nothing else)."""
    memo = lexicon.setdefault("title_hits", {})
    key = (tuple(run), whole_query)
    found = memo.get(key)
    if found is None:
        found = _title_hits_of(run, whole_query, lexicon)
        if len(memo) < 100_000:
            memo[key] = found
    return found


def _title_hits_of(run: list[str], whole_query: bool, lexicon: dict) -> list[tuple[str, float, list[str]]]:
    titles = lexicon["titles"]
    text = " ".join(run)
    hit = titles.get(text)
    if hit is None:  # "dreckers", "krump's": a title's words in another form
        stemmed = " ".join(stem(w) for w in run)
        text = lexicon.get("title_stems", {}).get(stemmed) or (stemmed if stemmed in titles else text)
        hit = titles.get(text)
    if hit is not None:
        if whole_query:
            return [(text, 1.0, [])]
        if len(run) == 1 and (text in STOP or len(text) < 4 or text in lexicon.get("common", ())):
            return []
        return [(text, hit[2], [])] if hit[2] >= params.TITLE_MIN_CONFIDENCE else []
    if len(run) > 1 or stem(text) not in lexicon["stems_set"]:  # one word: only one the index lacks
        near = _near_title(run, lexicon)
        if near is not None and not (len(run) == 1 and _closer_word(text, near[0], lexicon)):
            key, ratio = near
            return [(key, min(1.0, titles[key][2]) * ratio, [])]
    if len(run) == 1:  # "gabos" for Gabos Longarms
        keys = lexicon.get("partial_titles", {}).get(text, ())
        info = lexicon.get("title_word_info", {}).get(text, 0.0)
        conf = params.PARTIAL_TITLE_CONFIDENCE * min(1.0, info / params.TITLE_INFO_FULL)
        return [(k, conf, [text]) for k in keys]
    return []


def _closer_word(word: str, title: str, lexicon: dict) -> bool:
    """Is a misspelt word closer to an index word than to a one-word title ("stunn" is
    stun, not Stunner)?"""
    from rapidfuzz.distance import OSA

    if _english(word, lexicon):  # an English word is never corrected ("smash": Smaaash)
        return False
    better = _correct(word, lexicon)
    return better is not None and OSA.distance(word, better) < OSA.distance(word, title)


def _near_title(run: list[str], lexicon: dict) -> tuple[str, float] | None:
    """A title one or two letters away from the run ("john smith", "smaaash" for "smash"),
    among titles with the same number of words that share its first or last word (or,
    for one word, its first letter); the words the run shares with it must be telling
    (params.NEAR_TITLE_MIN_INFO), so "the first" is not The Fittest."""
    by_word = lexicon.get("title_words", {})
    text = " ".join(run)
    if len(run) == 1:
        if len(text) < 5:
            return None
        candidates = by_word.get(f"1:{text[0]}", [])
    else:
        candidates = set(by_word.get(f"{len(run)}<{run[0]}", [])) | set(by_word.get(f"{len(run)}>{run[-1]}", []))
    candidates = sorted(c for c in candidates if _may_reach(text, c, params.NEAR_TITLE_RATIO))
    if not candidates:
        return None
    from rapidfuzz import fuzz, process

    found = process.extractOne(text, candidates, scorer=fuzz.ratio, score_cutoff=100 * params.NEAR_TITLE_RATIO)
    if found is None:
        return None
    best, best_score = found[0], found[1] / 100
    if len(run) > 1:
        info = lexicon.get("title_word_info", {})
        shared = set(run) & set(best.split())
        if sum(info.get(w, 0.0) for w in shared) < params.NEAR_TITLE_MIN_INFO:
            return None
        # the other words must be misspellings of the title's words in their places: not stop
        # words, and as close as a typo ("of the line" is not Hold the Line, "amber back"
        # not Æmber-vac; "kelifi dargon" is Kelifi Dragon)
        from rapidfuzz.distance import OSA

        if any(w != t and (w in STOP or OSA.distance(w, t) > _edits(t)) for w, t in zip(run, best.split())):
            return None
    return best, round(best_score, 3)


def _may_reach(a: str, b: str, cutoff: float) -> bool:
    """Could the similarity of a and b (rapidfuzz's ratio: twice the longest common
    subsequence over the total length) reach `cutoff`? Both bounds used here are upper
    bounds of it (the shorter length; the letters in common), so a pair refused here never
    matches, and most pairs are refused without importing rapidfuzz on a cold start."""
    total = len(a) + len(b)
    if 2 * min(len(a), len(b)) < cutoff * total:
        return False
    from collections import Counter

    return 2 * sum((Counter(a) & Counter(b)).values()) >= cutoff * total


def _correct(word: str, lexicon: dict) -> str | None:
    """The closest index word to a misspelt one (params.TYPO_MAX_EDITS), or None when
    an English word the index lacks is closer (the player meant that word)."""
    if len(word) < params.TYPO_MIN_LENGTH or word.isdigit():
        return None
    from rapidfuzz import process
    from rapidfuzz.distance import OSA

    typos = _lazy(lexicon, "typos")
    limit = _edits(word)
    best = process.extract(word, typos["vocab"], scorer=OSA.distance, score_cutoff=limit, limit=5)
    if not best:
        return None
    best.sort(key=lambda x: (x[1], -typos["freq"].get(x[0], 0)))
    candidate, distance = best[0][0], best[0][1]
    if distance > 0:
        rivals = process.extract(word, _lazy(lexicon, "english"), scorer=OSA.distance,
                                 score_cutoff=distance - 1, limit=1) if distance > 1 else []
        if rivals:
            return None
    return candidate


def _edits(word: str) -> int:
    """How many letters a misspelling of a word this long may get wrong (params.TYPO_MAX_EDITS)."""
    return next((edits for longest, edits in params.TYPO_MAX_EDITS if len(word) <= longest),
                params.TYPO_MAX_EDITS[-1][1])


def _english(word: str, lexicon: dict) -> bool:
    """Is the word English (params.ENGLISH_MIN_ZIPF)? Read only for words the index lacks."""
    return word in _lazy(lexicon, "english_set")


def _lazy(lexicon: dict, part: str):
    """The lexicon's larger parts, read from beside the index the first time a query
    needs them: "typos" (index words and frequencies), "english" (sorted list) and
    "english_set"."""
    if part not in lexicon:
        folder = lexicon["lazy_folder"]
        if part == "typos":
            import json

            lexicon["typos"] = json.loads((folder / "typos.json").read_text(encoding="utf-8"))
        elif part == "english":
            lexicon["english"] = (folder / "english.txt").read_text(encoding="utf-8").split()
    if part == "english_set" and part not in lexicon:
        lexicon[part] = frozenset(_lazy(lexicon, "english"))
    return lexicon[part]


def _vocabulary_words(lexicon: dict) -> set[str]:
    """Words the vocabulary table knows ("tapped", "unstun"): never mistaken for typos."""
    if "vocabulary_words" not in lexicon:
        lexicon["vocabulary_words"] = {w for key in lexicon.get("vocabulary", {}) for w in key.split()}
    return lexicon["vocabulary_words"]
