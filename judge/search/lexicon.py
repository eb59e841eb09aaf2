"""The lexicon stored beside an index: what query planning needs, precomputed.

Stems the index knows, surface words and their frequencies (typo correction),
the game's synonym table (corpus/<game>/synonyms.yaml), and card titles by
matching key, with the one-word titles that are also common rules words
(those need more than one word of evidence to count as a card name).
"""
from __future__ import annotations

from collections import Counter

from judge.games import Game
from judge.search.analysis import words


def lexicon_for(game: Game, docs, vocab: list[str]) -> dict:
    import yaml

    stems: set[str] = set()
    freq: Counter = Counter()
    df: Counter = Counter()
    for d in docs:
        title, body = d.terms()
        stems.update(title.split())
        stems.update(body.split())
        ws = words(d.title + " " + d.body)
        freq.update(ws)
        if d.kind != "card":
            df.update(set(ws))
    synonyms: dict[str, list[str]] = {}
    path = game.folder / "synonyms.yaml"
    if path.is_file():
        table = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for key, targets in table.items():
            k = " ".join(words(str(key)))
            synonyms[k] = [" ".join(words(str(t))) for t in targets or ()]
    titles: dict[str, list[str]] = {}
    title_words: dict[str, list[str]] = {}
    common: list[str] = []
    if game.cards:
        from judge.cards.data import load_cards
        from judge.cards.match import key

        for card in load_cards(game.cards):
            k = key(card.title)
            titles.setdefault(k, [card.id, card.title])
            parts = k.split()
            if len(parts) == 1:
                title_words.setdefault(f"1:{k[:1]}", []).append(k)
            elif parts:
                title_words.setdefault(f"{len(parts)}<{parts[0]}", []).append(k)
                title_words.setdefault(f"{len(parts)}>{parts[-1]}", []).append(k)
            if " " not in k and df[k] >= 8:
                common.append(k)
    # a word that names cards on its own ("shark", "spangler"): part of at most three
    # multi-word titles and (almost) nowhere in the rules text
    partial: dict[str, list[str]] = {}
    for k in titles:
        parts = k.split()
        if len(parts) < 2:
            continue
        for w in parts:
            if len(w) >= 4 and df[w] <= 2 and w not in titles:
                partial.setdefault(w, []).append(k)
    partial = {w: ks for w, ks in partial.items() if len(ks) <= 3}
    return {
        "stems": sorted(stems), "partial_titles": partial, "vocab": vocab, "freq": {w: freq[w] for w in vocab},
        "synonyms": synonyms, "titles": titles, "title_words": title_words, "common": sorted(common),
    }

