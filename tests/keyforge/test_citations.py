"""Every step of a trace cites a glossary term or rule section of the fixture's rulebook
version, or a card (judge/scenarios/citations.py); `judge lint` checks every fixture. Every
shipped fixture's trace is checked on the replay tests/test_scenarios.py makes of it
(test_fixtures_pass), not on a second replay of all of them here."""
from __future__ import annotations

import random

import pytest

from judge.engine.base import Replay, TraceLine
from judge.engine.keyforge import rules as R
from judge.games import get_game
from judge.scenarios.citations import check, citable, named_in, rulebook_names
from judge.scenarios.fixture import load_fixture
from judge.scenarios.lint import lint_scenarios

GAME = get_game("keyforge")
VERSIONS = [v.label for v in GAME.versions]


def anywhere(name: str) -> bool:
    return any(named_in(name, rulebook_names("keyforge", v)) for v in VERSIONS)


@pytest.mark.parametrize("rule", sorted(R.ALL))
def test_every_rule_name_is_in_the_rulebooks(rule):
    assert anywhere(rule), f"{rule!r} is not a glossary term or rule section of any rulebook"
    short = R.short(rule)
    assert anywhere(short) and rule.lower().startswith(short.lower()), (rule, short)


def test_a_made_up_name_is_caught():
    assert not anywhere("Combat Damage Step")
    assert not citable("keyforge", "2021", "refused")


def test_first_part_of_a_title_and_folded_quotes():
    assert citable("keyforge", "2021", "Stun") and citable("keyforge", "2021", '"Fight With"')
    assert citable("keyforge", "2021", "ÆMBER BONUS") and not citable("keyforge", "2021", "Stu")


def test_names_are_those_of_the_chosen_rulebook():
    assert citable("keyforge", "2021", "Ward") and not citable("keyforge", "1.3", "Ward")
    assert citable("keyforge", "early", "Troll")  # a card is citable under every version
    # v16 is a partial copy (no glossary): the terms it lacks come from 2021, the rulebook before it
    assert citable("keyforge", "v16", "Destroyed") and citable("keyforge", "v16", "Ward")


def test_the_check_names_file_line_and_step():
    fixture = load_fixture(GAME.scenarios_dir() / "stun-reap-gains-nothing.yaml")
    replay = Replay(fixture.id, None, "1.3", trace=[TraceLine("Troll reaps", "Reap", 12),
                                                     TraceLine("Troll is warded", "Ward", 12)])
    assert check(GAME, fixture, replay) == [
        f"{fixture.path}:12: trace step 2 ('Troll is warded') cites 'Ward', which is no glossary term or "
        "rule section of rulebook 1.3 and no card"]


def test_lint_catches_a_wrong_citation_in_a_fixture_trace(monkeypatch):
    path = GAME.scenarios_dir() / "stun-reap-gains-nothing.yaml"
    monkeypatch.setattr(R, "STUN", "Stunned Creatures")  # a rule name no rulebook has
    problems = [p for p in lint_scenarios(GAME, {}, [path]) if "cites" in p]
    mine = [p for p in problems if p.startswith(f"{path}:")]
    assert mine and "cites 'Stunned Creatures'" in mine[0]
    line = int(mine[0].split(":")[1])
    assert path.read_text().splitlines()[line - 1].lstrip().startswith("- reap:")  # the action's line


def test_random_play_traces_cite_rulebook_names_or_cards():
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
        bad |= {f"{line.text} [{line.rule}]" for line in g.trace.lines if not citable("keyforge", g.rulebook, line.rule)}
    assert not bad, "\n".join(sorted(bad))


@pytest.mark.parametrize("version", VERSIONS)
def test_the_rules_each_rulebook_lacks_are_those_the_corpus_lacks(version):
    """rules.NOT_IN, which Game.say reads to cite the resolving card instead, is exactly the set
    of the engine's rule names that the version's rulebook has no entry for."""
    names = rulebook_names("keyforge", version)
    lacking = {r for r in R.ALL if not named_in(R.short(r), names)}
    assert R.NOT_IN.get(version, frozenset()) == lacking


def test_a_rule_the_rulebook_lacks_cites_the_card_resolving():
    """Under v1.3 (no "For Each" entry) Sack of Coins' count cites the card; under 2021 the term."""
    from judge.engine.keyforge import replay
    from judge.scenarios.fixture import parse_fixture

    text = ("id: x\nrulebook: '{v}'\nsetup:\n  house: shadows\n  player:\n    amber: 1\n    hand: [Sack of Coins]\n"
            "  opponent:\n    battleline: [Krump]\nactions:\n  - play: Sack of Coins\n")
    cited = {}
    for v in ("1.3", "2021"):
        r = replay(parse_fixture(text.replace("{v}", v), "x.yaml"), v)
        assert r.error is None, r.error
        cited[v] = [t.rule for t in r.trace if "deal 1 damage 2 times" in t.text]
    assert cited == {"1.3": ["Sack of Coins"], "2021": [R.short(R.FOR_EACH)]}
