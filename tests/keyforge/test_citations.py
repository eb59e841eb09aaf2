"""Every rule a trace cites is named in the rulebooks (a glossary term or a rule
section title, compared case-insensitively with curly quotes folded), or is a card."""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import pytest

from judge.cards.data import load_cards
from judge.corpus.groups import game_groups
from judge.engine.keyforge import rules as R
from judge.games import get_game
from judge.scenarios.fixture import load_fixture
from judge.scenarios.runner import fixture_paths, run
from judge.text import fold

# A rule that a rule section names in a run-in heading ("- First Turn Rule: During the first
# player's first turn ..." in STEP 3): the rulebooks name it without a heading of its own.
_RUN_IN = re.compile(r"^(?:- )?((?:[A-Z][a-z]+ )*[A-Z][a-z]+): ", re.M)
_NOT_RULES = {"example"}


def norm(name: str) -> str:
    return re.sub(r"\s+", " ", fold(name)).strip()


@lru_cache(maxsize=1)
def corpus_names() -> frozenset[str]:
    """Glossary terms, rule section titles and run-in rule names of every rulebook version."""
    out = set()
    for (kind, _), group in game_groups("keyforge").items():
        if kind not in ("rule", "glossary"):
            continue
        for variant in group.variants:
            e = variant.entry
            out.add(norm(e.title))
            out.add(norm(re.sub(r"^STEP \d+:\s*", "", e.title)))
            if kind == "rule":
                out.update(norm(m.group(1)) for m in _RUN_IN.finditer(e.text))
    return frozenset(out - _NOT_RULES)


def named_in_rulebooks(name: str) -> bool:
    """The whole name, or its first part ("Stun" of "STUN, STUN STATUS CARD")."""
    n = norm(name)
    return any(t == n or t.startswith(n + ",") or t.startswith(n + "/") for t in corpus_names())


@lru_cache(maxsize=1)
def card_titles() -> frozenset[str]:
    return frozenset(norm(c.title) for c in load_cards("cards/keyforge"))


def citable(rule: str) -> bool:
    """What a trace line may cite: a rulebook name, a rule the engine cites, or a card."""
    return (named_in_rulebooks(rule) or norm(rule) in {norm(R.short(r)) for r in R.ALL}
            or norm(rule) in card_titles())


@pytest.mark.parametrize("rule", sorted(R.ALL))
def test_every_rule_name_is_in_the_rulebooks(rule):
    assert named_in_rulebooks(rule), f"{rule!r} is not a glossary term or rule section of any rulebook"
    short = R.short(rule)
    assert named_in_rulebooks(short) and norm(rule).startswith(norm(short)), (rule, short)


def test_a_made_up_name_is_caught():
    assert not named_in_rulebooks("Combat Damage Step")
    assert not citable("refused")


def test_first_part_of_a_title_and_folded_quotes():
    assert named_in_rulebooks("Stun") and named_in_rulebooks('"Fight With"') and named_in_rulebooks("ÆMBER BONUS")
    assert not named_in_rulebooks("Stu")


def test_every_fixture_trace_cites_rulebook_names_or_cards():
    game = get_game("keyforge")
    bad = []
    for path in fixture_paths(game):
        replay = run(game, load_fixture(path))
        assert replay.passed, f"{Path(path).name}: {replay.error or replay.mismatches}"
        bad += [f"{path.name}: {line.text} [{line.rule}]" for line in replay.trace if not citable(line.rule)]
    assert not bad, "\n".join(bad)


def test_random_play_traces_cite_rulebook_names_or_cards():
    import random

    from judge.engine.keyforge.decide import RandomChooser

    from .helpers import board
    from .randomplay import random_setup, random_step

    bad = set()
    for seed in range(20):
        rng = random.Random(seed)
        g = board(random_setup(rng))
        g.decide = RandomChooser(random.Random(seed + 1))
        for _ in range(40):
            if g.winner:
                break
            random_step(g, rng)
        bad |= {f"{line.text} [{line.rule}]" for line in g.trace.lines if not citable(line.rule)}
    assert not bad, "\n".join(sorted(bad))
