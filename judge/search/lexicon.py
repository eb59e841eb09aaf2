"""The lexicon stored beside an index: what query planning needs, precomputed.

Built with the index (the slow path), so the cold query path reads no corpus,
YAML or word-frequency list:

- the stems the index knows, with how many entries hold each (idf);
- the game's players' vocabulary (corpus/<game>/vocabulary.yaml);
- card titles by matching key, each with how surely its words name the card
  (from how common they are in English: wordfreq's Zipf frequencies) and the
  card's keywords; the words of longer titles that name a card on their own;
- the sections that answer timing questions (game.yaml `search.timing_sections`).

Two larger parts are kept apart and read only when a query has a word the
index does not know (`lazy_parts`): the index's surface words with their
frequencies (typo correction) and the English words (never "corrected").
"""
from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

from judge.errors import DataError
from judge.games import Game
from judge.search import params
from judge.search.analysis import NUMBERS, STOP, analyze, stem, words


@lru_cache(maxsize=1)
def _english_buckets() -> list[list[str]]:
    """wordfreq's English list, buckets of words commonest first (what
    wordfreq.get_frequency_list("en") returns). Read from the package's data file, the
    "cBpack" its read_cBpack documents (gzipped msgpack: a header {"format": "cB",
    "version": 1}, then bucket i holding the words at 10^(-i/100)), so that an index build
    does not import wordfreq itself (~0.2 s: langcodes, ftfy, regex); through wordfreq
    when the file is not there or not of that format."""
    import importlib.util

    spec = importlib.util.find_spec("wordfreq")  # finds the package without running it
    for where in (spec.submodule_search_locations or []) if spec else []:
        try:
            import gzip

            import msgpack

            with gzip.open(Path(where) / "data" / "large_en.msgpack.gz", "rb") as f:
                data = msgpack.load(f, raw=False)
            if isinstance(data[0], dict) and data[0].get("format") == "cB" and data[0].get("version") == 1:
                return data[1:]
        except Exception:  # noqa: BLE001 - any other file or format: ask wordfreq
            pass
    from wordfreq import get_frequency_list

    return get_frequency_list("en")


def _bucket_zipf(i: int) -> float:
    return math.log10(10 ** (-i / 100)) + 9  # as log10 of wordfreq.get_frequency_dict's value


def _english_words(buckets: list[list[str]]) -> Iterator[tuple[str, float]]:
    """(folded word, Zipf frequency) of wordfreq's buckets, commonest first: a plain word
    as it is; one with an apostrophe, an accent or a dot folded ("didn't" -> "didnt"),
    when it folds to one word."""
    for i, bucket in enumerate(buckets):
        z = _bucket_zipf(i)
        for w in bucket:
            if w.isascii() and w.isalnum():
                yield w, z
            else:
                parts = words(w)
                if len(parts) == 1:
                    yield parts[0], z


@lru_cache(maxsize=1)
def english_zipf() -> dict[str, float]:
    """Zipf frequency (log10 of uses per billion words) of each English word, from
    wordfreq's list, keyed by judge's folded form; a word's commonest form counts (read
    commonest first: "didnt" is as common as "didn't")."""
    out: dict[str, float] = {}
    for w, z in _english_words(_english_buckets()):
        out.setdefault(w, z)
    return out


def english_words(min_zipf: float) -> list[str]:
    """The English words at least this common (Zipf), folded, sorted: what the typo
    correction never corrects. Reads only the buckets that common (a Keeper index, whose
    game has no card titles, never needs the whole table: english_zipf)."""
    buckets = _english_buckets()
    common = 0
    while common < len(buckets) and _bucket_zipf(common) >= min_zipf:
        common += 1
    return sorted({w for w, _ in _english_words(buckets[:common])})


def information(word: str) -> float:
    """How much a word says (params.TITLE_INFO_CEIL minus its Zipf frequency): little
    for an everyday word ("anger", "the"), much for a made-up name ("bumpsy")."""
    if word in STOP:
        return 0.0
    return max(0.0, params.TITLE_INFO_CEIL - english_zipf().get(word, 0.0))


def title_confidence(key: str) -> float:
    """How surely a query naming this whole title means the card (0..1)."""
    info = sum(information(w) for w in key.split())
    return round(min(1.0, info / params.TITLE_INFO_FULL), 3)


_PRECURSOR = re.compile(r"^([A-Z][A-Za-z]+(?:[ /][A-Z][A-Za-z]+)*):")
_REMINDER = re.compile(r"\([^()]*\)")


def card_features(card) -> tuple[list[str], list[str]]:
    """The rules a card's own text brings with it, as index terms: (its keywords, the
    terms of its kinds of ability: params.CARD_FEATURES). The query planner weighs them
    (params.KEYWORD_WEIGHT, params.FEATURE_WEIGHT)."""
    keywords = sorted({stem(kw.split(":")[0]) for kw in card.keywords})
    kinds = set()
    keyword_names = {kw.split(":")[0] for kw in card.keywords}
    for line in card.text.split("\n"):
        line = _REMINDER.sub(" ", line).strip()
        # leading keyword sentences: "Elusive.", "Assault 2.", "Taunt. Deploy."
        while True:
            m = re.match(r"^([A-Za-z]+)(?: \d+)?\.\s*", line)
            if not (m and m.group(1).lower() in keyword_names):
                break
            line = line[m.end():]
        if not line or line.lower().startswith("vanilla"):
            continue
        m = _PRECURSOR.match(line)
        if m:
            kinds.update(part.strip().lower() for part in m.group(1).split("/"))
        else:
            kinds.add("constant")
    if card.gigantic:  # a half of a gigantic creature
        kinds.add("gigantic")
    features = []
    for kind in sorted(kinds):
        for t in words(params.CARD_FEATURES.get(kind, "")):
            if t not in STOP and stem(t) not in keywords and stem(t) not in features:
                features.append(stem(t))
    return keywords, features


def load_vocabulary(game: Game) -> tuple[dict[str, str], dict[str, list[str]]]:
    """corpus/<game>/vocabulary.yaml: (spellings: phrase -> the rulebook's word,
    words: player's phrase -> rulebook terms), all as folded words."""
    import yaml

    from judge.safe_yaml import load_data

    path = game.folder / "vocabulary.yaml"
    if not path.is_file():
        return {}, {}
    try:
        table = load_data(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise DataError(f"{path}:{mark.line + 1 if mark else 1}: not valid YAML") from None
    if not isinstance(table, dict) or set(table) - {"spellings", "words"}:
        raise DataError(f"{path}:1: the vocabulary has two parts, `spellings:` and `words:`")
    spellings = {" ".join(words(str(k))): " ".join(words(str(v))) for k, v in (table.get("spellings") or {}).items()}
    out: dict[str, list[str]] = {}
    for phrase, targets in (table.get("words") or {}).items():
        if isinstance(targets, str):
            targets = [targets]
        if not isinstance(targets, list):
            raise DataError(f"{path}:1: {phrase!r} must map to a list of rulebook terms")
        out[" ".join(words(str(phrase)))] = [" ".join(words(str(t))) for t in targets]
    return spellings, out


_VOWELS = "aeiou"


def inflections(word: str) -> set[str]:
    """The regular English inflections of a word: plural or third person (counters,
    pushes, copies), past (wiped, triggered, copied, tapped) and -ing (wiping, tapping)."""
    if len(word) < 3 or not word.isalpha():
        return set()
    out = set()
    if word.endswith(("s", "x", "z", "ch", "sh")):
        out.add(word + "es")
    elif word.endswith("y") and word[-2] not in _VOWELS:
        out.add(word[:-1] + "ies")
    else:
        out.add(word + "s")
    if word.endswith("e"):
        out |= {word + "d", word[:-1] + "ing"}
    elif word.endswith("y") and word[-2] not in _VOWELS:
        out |= {word[:-1] + "ied", word + "ing"}
    else:
        double = (len(word) <= 4 and word[-1] not in _VOWELS + "wxy" and word[-2] in _VOWELS
                  and word[-3] not in _VOWELS)
        base = word + word[-1] if double else word
        out |= {base + "ed", base + "ing"}
    return out


def with_inflections(vocabulary: dict[str, list[str]]) -> dict[str, list[str]]:
    """The players' vocabulary with each phrase also in the regular inflections of each of
    its words ("wipe" -> "wiped", "power counter" -> "power counters", "take control" ->
    "takes control"), so the table lists a word once. A listed phrase keeps its own
    meaning; an inflected form two phrases with other meanings share is left out."""
    made: dict[str, list[str]] = {}
    clash: set[str] = set()
    for phrase, targets in vocabulary.items():
        ws = phrase.split()
        for i, w in enumerate(ws):
            for form in inflections(w):
                k = " ".join(ws[:i] + [form] + ws[i + 1 :])
                if k in vocabulary:
                    continue
                if k in made and made[k] != targets:
                    clash.add(k)
                made.setdefault(k, targets)
    return {**vocabulary, **{k: v for k, v in made.items() if k not in clash}}


def _terms(game: Game, docs) -> list[list[str]]:
    """[id, title] of the entries that define terms (game.yaml `search.term_kinds`)."""
    kinds = set(game.search.get("term_kinds", ()))
    return [[d.group, d.title] for d in docs
            if d.newest and (d.kind in kinds or d.payload.get("subkind") in kinds)]


def _questions(docs) -> dict[str, list[list[str]]]:
    """Entry id -> the players' questions it answers, each as its sorted index terms: the
    questions of asked.yaml, and a FAQ ruling's own question (its title, in every wording).
    Re-ranking lifts the entry whose question the query retells (judge.search.rank.asked)."""
    out: dict[str, list[list[str]]] = {}
    for d in docs:
        questions = [*d.asked, *([d.title] if d.kind == "ruling" and "?" in d.title else [])]
        for q in questions:
            terms = sorted(set(analyze(q)))
            if terms and terms not in out.setdefault(d.group, []):
                out[d.group].append(terms)
    return {k: v for k, v in out.items() if v}


def _alike(game: Game, docs) -> dict:
    """Cards whose abilities are written like those of a card a ruling is about (alike.py)."""
    if not game.cards:
        return {}
    from judge.cards.data import load_cards
    from judge.search.alike import alike

    about = {c for d in docs if d.kind != "card" for c in d.cards}
    cards = {}
    for card in load_cards(game.cards):
        cards.setdefault(card.id, (card.id, card.title, card.text))
    return alike(cards.values(), about, params.ALIKE_MIN)


def lexicon_for(game: Game, docs) -> tuple[dict, dict]:
    """(lexicon, lazy parts) of a game's index."""
    stems: Counter = Counter()  # stem -> documents (newest wordings) holding it
    freq: Counter = Counter()
    df: Counter = Counter()  # rules and rulings holding a word
    card_df: Counter = Counter()  # cards whose text, traits or house hold it (not their titles)
    for d in docs:
        title, body = d.terms()
        if d.newest:
            stems.update(set(title.split()) | set(body.split()))
        else:
            stems.update({t: 0 for t in set(title.split()) | set(body.split())})
        ws = words(d.title + " " + d.body)
        freq.update(ws)
        if d.kind != "card":
            df.update(set(ws))
        else:
            card_df.update(set(words(d.body)))
    spellings, vocabulary = load_vocabulary(game)
    vocabulary = with_inflections(vocabulary)
    titles: dict[str, list] = {}
    title_words: dict[str, list[str]] = {}
    common: list[str] = []
    if game.cards:
        from judge.cards.data import load_cards
        from judge.cards.match import key

        for card in load_cards(game.cards):
            printed = key(card.title)
            k = " ".join(NUMBERS.get(w, w) for w in printed.split())  # as a query's words are: "the chosen 1"
            if k in titles:
                continue
            titles[k] = [card.id, card.title, title_confidence(printed), *card_features(card)]
            parts = k.split()
            if len(parts) == 1:
                title_words.setdefault(f"1:{k[:1]}", []).append(k)
            elif parts:
                title_words.setdefault(f"{len(parts)}<{parts[0]}", []).append(k)
                title_words.setdefault(f"{len(parts)}>{parts[-1]}", []).append(k)
            if " " not in k and df[k] >= params.COMMON_TITLE_RULES_DF:
                common.append(k)
    # A word that names cards on its own ("gabos" for Gabos Longarms): rare in English,
    # part of at most a few multi-word titles, (almost) nowhere in the rules or in other
    # cards' texts (so not a house or trait: "brobnar", "knight"), not a players' word.
    partial: dict[str, list[str]] = {}
    vocabulary_words = {w for phrase in [*vocabulary, *spellings] for w in phrase.split()}
    for k in titles:
        parts = k.split()
        if len(parts) < 2:
            continue
        for w in parts:
            if (len(w) >= 4 and w not in titles and w not in vocabulary_words
                    and df[w] <= params.PARTIAL_TITLE_MAX_RULES_DF
                    and card_df[w] <= params.PARTIAL_TITLE_MAX_CARD_TEXTS
                    and english_zipf().get(w, 0.0) < params.PARTIAL_TITLE_MAX_ZIPF):
                partial.setdefault(w, []).append(k)
    partial = {w: ks for w, ks in partial.items() if len(ks) <= params.PARTIAL_TITLE_MAX_CARDS}
    word_info = {w: round(information(w), 2) for k in titles for w in k.split()}
    vocab = sorted(w for w in freq if len(w) > 2 and not w.isdigit())
    english = english_words(params.ENGLISH_MIN_ZIPF)
    lexicon = {
        "df": dict(stems), "documents": sum(1 for d in docs if d.newest), "spellings": spellings, "vocabulary": vocabulary, "titles": titles, "title_words": title_words,
        "title_word_info": word_info,
        "title_stems": {" ".join(stem(w) for w in k.split()): k for k in titles
                        if " ".join(stem(w) for w in k.split()) != k}, "partial_titles": partial, "common": sorted(common),
        "timing_sections": [s.lower() for s in game.search.get("timing_sections", [])],
        "timing_chart": [s.lower() for s in game.search.get("timing_chart", [])],
        "terms": _terms(game, docs),
        "questions": _questions(docs),
        "alike": _alike(game, docs),
    }
    lazy = {"typos": {"vocab": vocab, "freq": {w: freq[w] for w in vocab}}, "english": english}
    return lexicon, lazy
