"""Forgiving card-title matching: "John Smyth" finds “John Smyth”, "Eureka"
finds Eureka!, "rock hurling giant" finds Rock-Hurling Giant, "kelifi dargon"
finds Kelifi Dragon.
"""
from __future__ import annotations

import re
from functools import lru_cache

from judge.errors import AmbiguousName, NotFound
from judge.text import fold

_PUNCT = re.compile(r"[^a-z0-9 ]+")


@lru_cache(maxsize=8192)  # every lookup keys every title of the game: keep the ~2,000 titles' keys
def key(title: str) -> str:
    """The matching key of a title: folded, punctuation dropped, hyphens as spaces (kept: the
    engine asks for the same few titles constantly)."""
    text = fold(title).replace("-", " ")
    return re.sub(r"\s+", " ", _PUNCT.sub("", text)).strip()


@lru_cache(maxsize=8)
def _keyed(titles: tuple[str, ...]) -> tuple[list[str], dict[str, list[str]]]:
    """Every title's key, and the titles of each key (kept: a game's few title lists are
    matched against thousands of times by a replay or a lint)."""
    keys = [key(t) for t in titles]
    exact: dict[str, list[str]] = {}
    for title, k in zip(titles, keys):
        exact.setdefault(k, []).append(title)
    return keys, exact


def best_matches(name: str, titles: list[str], limit: int = 5) -> list[tuple[str, float]]:
    """(title, score 0-100) candidates for a name, best first."""
    from rapidfuzz import fuzz, process

    want = key(name)
    keys, by_key = _keyed(tuple(titles))
    if want in by_key:
        return [(t, 100.0) for t in by_key[want]]
    hits = process.extract(want, keys, scorer=fuzz.WRatio, limit=limit * 2)
    out = []
    for _, score, idx in hits:
        # WRatio favours short partial hits; weigh in the plain ratio so
        # "anger" does not find "Angered Bear" over "Anger".
        plain = fuzz.ratio(want, keys[idx])
        out.append((titles[idx], round(0.5 * score + 0.5 * plain, 1)))
    out.sort(key=lambda x: -x[1])
    return out[:limit]


def resolve(name: str, titles: list[str], threshold: float = 78.0) -> str:
    """The one title a name means; NotFound or AmbiguousName otherwise."""
    if not key(name):
        raise NotFound(f"no card matches {name!r}")
    matches = best_matches(name, titles)
    if not matches or matches[0][1] < threshold:
        hint = f"; closest: {matches[0][0]}" if matches else ""
        raise NotFound(f"no card matches {name!r}{hint}")
    top = matches[0][1]
    tied = [t for t, s in matches if s >= top - 0.5 and s >= threshold]
    if len(tied) > 1 and top < 100:
        raise AmbiguousName(name, tied)
    return matches[0][0]
