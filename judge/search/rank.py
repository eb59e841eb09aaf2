"""Re-ranking BM25 hits with what the query says about the answer it wants.

- A kind named in the query ("drummernaut errata", "faq") lifts entries of
  that kind.
- Card entries answer card names: a query that is only a card name wants the
  card itself; a query that names cards and says more asks about them, so the
  bare card yields to the rulings and rules about it (which the card-name
  boost already lifted); a query that names no card is not asking for one.
"""
from __future__ import annotations

from judge.search.query import Plan

KIND_HINT = 1.5
CARD_ALONE = 2.0
CARD_IN_CONTEXT = 0.6
CARD_NOT_NAMED = 0.6


def rerank(hits: list[tuple[dict, float]], p: Plan, limit: int) -> list[tuple[dict, float]]:
    out = []
    for payload, score in hits:
        kind = payload["kind"]
        if kind in p.kind_hints:
            score *= KIND_HINT
        if kind == "card":
            if not p.cards:
                score *= CARD_NOT_NAMED
            elif p.other_words == 0 and len(p.cards) == 1:
                score *= CARD_ALONE
            else:
                score *= CARD_IN_CONTEXT
        out.append((payload, score))
    out.sort(key=lambda h: -h[1])
    return out[:limit]
