"""Numbers in ability text: digits ("3") or English words ("three", "fourteen",
"twenty-one"; "a" / "an" for one: "Draw a card.").

The rulebook writes variables as [x], [y], [z], "replaced by a number" in a
card ("Revised Ability Text", "Revised Variable Limits"); it does not say the
number must be written in digits, so a card may spell it out. The phrase
table (`phrases.py`) and the legality checker (`checker.py`) read numbers
through this one pattern, so "Pay fifteen hitpoints." is as over the limit
{x ≤ 14} as "Pay 15 hitpoints.".
"""
from __future__ import annotations

import re

_UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
          "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
         "ninety": 90}
WORDS: dict[str, int] = {w: i for i, w in enumerate(_UNITS)} | _TENS | {"a": 1, "an": 1}


def _alternation(words) -> str:
    return "|".join(sorted(words, key=len, reverse=True))  # longest first: "fourteen" before "four"


_UNIT = _alternation(_UNITS[1:10])
# One number: digits, a compound ("twenty-one", "twenty one"), a word, or "a"/"an".
NUMBER = (rf"(?:\d+|(?:{_alternation(_TENS)})(?:[- ](?:{_UNIT}))?|{_alternation(_UNITS)}|an?)"
          r"(?![\w-])")
_COMPOUND = re.compile(rf"^({_alternation(_TENS)})[- ]({_UNIT})$")


def value(text: str) -> int:
    """The value of a number as `NUMBER` matched it; ValueError for anything else."""
    t = re.sub(r"\s+", " ", text.strip().lower())
    if t.isdigit():
        return int(t)
    if t in WORDS:
        return WORDS[t]
    m = _COMPOUND.match(t)
    if m:
        return _TENS[m.group(1)] + WORDS[m.group(2)]
    raise ValueError(f"not a number: {text!r}")
