"""Trace citations: every step of a replayed trace names a glossary term or rule section of
the fixture's rulebook version, or a card (SCENARIOS.md, "The trace").

A name is citable under a version when it is the title of one of that version's glossary
terms or rule sections (compared case-insensitively, curly quotes folded, "STEP 1:" dropped),
or the first part of one ("Stun" of "STUN, STUN STATUS CARD"), or a rule that a rule section
names in a run-in heading ("First Turn Rule: During ..."), or the title of a card. A version
the corpus holds only in part (`complete: false`, the v16 page) is read with the newest
complete version before it for the terms it lacks: those terms are in that rulebook, only
not in our copy of it.

`judge lint` checks the fixtures of every game whose engine says it cites this way
(`CITES_RULEBOOK = True` in the engine module).
"""
from __future__ import annotations

import re
from functools import lru_cache

from judge.games import Game, get_game
from judge.text import fold

# "- First Turn Rule: During the first player's first turn ..." (STEP 3)
_RUN_IN = re.compile(r"^(?:- )?((?:[A-Z][a-z]+ )*[A-Z][a-z]+): ", re.M)
_NOT_RULES = {"example"}


def norm(name: str) -> str:
    return re.sub(r"\s+", " ", fold(name)).strip()


def _own_names(game_id: str, version: str) -> set[str]:
    from judge.corpus.groups import game_entries

    out: set[str] = set()
    for e in game_entries(game_id).get(version, []):
        if e.kind not in ("rule", "glossary"):
            continue
        out.add(norm(e.title))
        out.add(norm(re.sub(r"^STEP \d+:\s*", "", e.title)))
        if e.kind == "rule":
            out.update(norm(m.group(1)) for m in _RUN_IN.finditer(e.text))
    return out - _NOT_RULES


@lru_cache(maxsize=16)
def rulebook_names(game_id: str, version: str) -> frozenset[str]:
    """The rule names a trace may cite under `version` of the game's rulebook."""
    game = get_game(game_id)
    labels = [v.label for v in game.versions]  # newest first
    names = _own_names(game_id, version)
    if not game.version(version).complete:
        base = next((v for v in game.versions[labels.index(version) + 1:] if v.complete), None)
        if base is not None:
            names |= _own_names(game_id, base.label)
    return frozenset(names)


@lru_cache(maxsize=4)
def card_titles(game_id: str) -> frozenset[str]:
    game = get_game(game_id)
    if not game.cards:
        return frozenset()
    from judge.cards.data import load_cards

    return frozenset(norm(c.title) for c in load_cards(game.cards))


def named_in(name: str, names: frozenset[str]) -> bool:
    """The whole name, or its first part ("Stun" of "STUN, STUN STATUS CARD")."""
    n = norm(name)
    return n in names or any(t.startswith(n + ",") or t.startswith(n + "/") for t in names)


def citable(game_id: str, version: str, name: str) -> bool:
    return norm(name) in card_titles(game_id) or named_in(name, rulebook_names(game_id, version))


def check(game: Game, fixture, replay) -> list[str]:
    """`file:line: message` for each trace step whose citation is not citable under the
    replay's rulebook version (the line of the action that produced the step)."""
    where = str(fixture.path) if fixture.path else f"<{fixture.id}>"
    out = []
    for n, step in enumerate(replay.trace, 1):
        if not citable(game.id, replay.rulebook, step.rule):
            line = step.line or fixture.line("actions")
            out.append(f"{where}:{line}: trace step {n} ({step.text!r}) cites {step.rule!r}, which is no "
                       f"glossary term or rule section of rulebook {replay.rulebook} and no card")
    return out
