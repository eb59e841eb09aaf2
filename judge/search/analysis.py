"""Text analysis shared by indexing and querying, so both see the same terms.

Folding (Æ/æ -> ae, curly quotes, accents), lower case, a small stop list
that keeps the words rules turn on ("may", "cannot", "not", "must", "each",
"before", "after", ...) but drops the words of asking ("can", "does", "what",
"I'm"), and Snowball English stemming (Porter2, PyStemmer), so stun/stunned/stuns meet.
"""
from __future__ import annotations

import re
from functools import lru_cache

from judge.text import fold

# Function words only; modal and negation words stay searchable.
STOP = frozenset(
    """a an the of to in on at for from with by and or but as is are be been being was
    were it its this that these those i me my mine you your yours he she his her they
    them their we our us do does did so then than into onto there here what which
    who whom whose how why when where happens happen would should could will shall
    about just also very can im ive id youre theyre hes shes thats whats theres heres
    lets ok okay hey hi hello please thanks thx guys anyone someone wondering quick question
    questions btw basically""".split()
)

_TOKEN = re.compile(r"[a-z0-9]+")


# Number words and digits meet ("six cards" / "6 cards").
NUMBERS = {w: str(i) for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}


def words(text: str) -> list[str]:
    """Folded surface words of a text (no stop-word removal, no stemming)."""
    return [NUMBERS.get(w, w) for w in _TOKEN.findall(fold(text).replace("'", ""))]


_STEMMER: list = []


@lru_cache(maxsize=20000)
def stem(word: str) -> str:
    """Snowball English (Porter2, PyStemmer), with the forms it stems apart joined
    (params.STEM_ALIASES). Not whoosh's copy of the algorithm: both backends share this one,
    so the SQLite fallback works where whoosh cannot be imported."""
    from judge.search.params import STEM_ALIASES

    if len(word) <= 2 or word.isdigit():
        return word
    if not _STEMMER:
        import Stemmer

        _STEMMER.append(Stemmer.Stemmer("english"))
    s = _STEMMER[0].stemWord(word)
    return STEM_ALIASES.get(s, s)


def analyze(text: str) -> list[str]:
    """The index terms of a text: folded, stop words dropped, stemmed."""
    return [stem(w) for w in words(text) if w not in STOP]
