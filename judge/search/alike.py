"""Cards whose printed abilities are alike: a FAQ ruling about one answers for the others.

Players ask about the card in front of them; the FAQ rules on the card someone asked about
first. "The Grey Rider readies a creature but there is no enemy to fight: can it still
reap?" is answered by the ruling on Anger and the exhausted Bumpsy, because both cards say
"Ready and fight with a friendly creature." So a ruling about other cards is not set aside
(params.CARD_RULING_OTHER_CARDS) when a card the query names has an ability written like
theirs; it gains as a ruling about the named card would, in proportion to how alike they are.

How alike: each card's text (reminder text removed, numbers as "#", its own title as "self")
is cut into its runs of two and three words within a sentence; a run is weighed by how rare
it is among all cards' texts (idf), and two cards are as alike as the weight of the runs they
share over the weight of the shorter text's runs. "ready and fight with a" is rare and says
what both cards do; "a creature" is everywhere and says nothing. Worked out when the index
is built, for the cards the rulings are about (lexicon["alike"]).
"""
from __future__ import annotations

import math
import re
from collections import Counter

_REMINDER = re.compile(r"\([^()]*\)")
_SENTENCE = re.compile(r"[.:;\n]")
_WORD = re.compile(r"[a-zæ#'’]+")


def runs(title: str, text: str) -> set[str]:
    """A card text's runs of two and three words, sentence by sentence."""
    t = _REMINDER.sub(" ", text).lower().replace(title.lower(), " self ")
    t = re.sub(r"\d+", "#", t)
    out: set[str] = set()
    for sentence in _SENTENCE.split(t):
        w = _WORD.findall(sentence)
        for n in (2, 3):
            for i in range(len(w) - n + 1):
                out.add(" ".join(w[i:i + n]))
    return out


def alike(cards, about: set[str], least: float) -> dict[str, list[list]]:
    """{card id: [[id of a card in `about`, how alike (0..1)], ...]} for every pair at least
    `least` alike (a card is not listed as alike itself); `cards`: every card (id, title, text)."""
    texts = {cid: runs(title, text) for cid, title, text in cards}
    df = Counter(r for rs in texts.values() for r in rs)
    n = len(texts) or 1
    idf = {r: math.log(n / c) for r, c in df.items()}
    weight = {cid: sum(idf[r] for r in rs) for cid, rs in texts.items()}
    out: dict[str, list[list]] = {}
    for cid, rs in texts.items():
        if not weight[cid]:
            continue
        for other in about:
            if other == cid or other not in texts or not weight[other]:
                continue
            shared = rs & texts[other]
            if not shared:
                continue
            share = sum(idf[r] for r in shared) / min(weight[cid], weight[other])
            if share >= least:
                out.setdefault(cid, []).append([other, round(share, 3)])
    return out
