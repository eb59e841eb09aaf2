"""Re-ranking BM25 hits with what the query says about the answer it wants.

- OR semantics, but a document matching more of the query's words ranks
  higher: the score is scaled by the share of the query's words it matches
  (a word counts when the document holds it, its correction or a synonym).
- A kind named in the query ("drummernaut errata", "faq") lifts entries of
  that kind.
- Card entries answer card names: a query that is only a card name wants the
  card itself; a query that names cards and says more asks about them, so the
  bare card yields to the rulings and rules about it (which the card-name
  boost already lifted); a query that names no card is not asking for one.
- A FAQ ruling about particular cards answers questions about those cards: when
  the query names no card, it is more likely a general rules question, so such
  rulings yield a little to rules and glossary entries.
"""
from __future__ import annotations

from judge.search.query import Plan

COORDINATION_FLOOR = 0.5  # a document matching none of the words keeps half its score
KIND_HINT = 1.5
CARD_ALONE = 2.0
CARD_IN_CONTEXT = 0.6
CARD_NOT_NAMED = 0.6
CARD_RULING_NO_CARD_NAMED = 0.8


def rerank(hits: list[tuple[dict, float, set]], p: Plan, limit: int) -> list[tuple[dict, float]]:
    out = []
    for payload, score, matched in hits:
        if p.groups:
            share = sum(1 for g in p.groups if g & matched) / len(p.groups)
            score *= COORDINATION_FLOOR + (1 - COORDINATION_FLOOR) * share
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
        elif kind == "ruling" and payload.get("cards") and not p.cards:
            score *= CARD_RULING_NO_CARD_NAMED
        out.append((payload, score))
    out.sort(key=lambda h: -h[1])
    return out[:limit]
