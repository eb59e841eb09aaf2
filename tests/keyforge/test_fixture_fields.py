"""The fixture fields for the tide, bonus icons, tokens and printings: read by setup, observed,
checked by `expect`, and linted (`judge lint`) with the line of the bad value."""
import pytest

from judge.engine.base import ScenarioError
from judge.scenarios.expect import compare
from judge.scenarios.fixture import parse_fixture
from judge.scenarios.lint import expect_problems

from .helpers import replay

TEXT = """id: lint-me
setup:
  house: brobnar
  player:
    tide: high
    battleline:
      - {card: Troll, enhancements: [draw], power: 2}
actions: []
expect:
  player:
    tide: hgh
    battleline:
      - card: Troll
        enhancements: [glory]
        tokens: {power: two}
        shine: true
"""


def test_lint_reports_bad_values_of_the_new_expect_fields_at_their_lines():
    fixture = parse_fixture(TEXT)
    result = replay(fixture.data["setup"], [])
    problems = expect_problems(fixture, fixture.data["expect"], result.observed)
    assert problems == [
        "<lint-me>:11: `tide` must be one of high, low, neutral",
        "<lint-me>:14: `enhancements` must be a list of bonus icons (amber, capture, damage, draw)",
        "<lint-me>:15: `tokens` must map a kind of token to a whole number ≥ 0 ({power: 2, doom: 1})",
        "<lint-me>:16: unknown field 'shine'; the engine observes: " + ", ".join(
            sorted(result.observed["player"]["battleline"][0])),
    ]


def test_expect_checks_enhancements_and_tokens_of_any_kind():
    result = replay({"house": "brobnar", "player": {"battleline": [
        {"card": "Troll", "enhancements": ["draw", "capture"], "power": 2, "amber": 1, "warded": True}]}}, [])
    good = {"player": {"battleline": [{"card": "Troll", "enhancements": ["draw", "capture"],
                                       "tokens": {"power": 2, "amber": 1, "ward": 1, "doom": 0, "stun": 0}}]}}
    assert compare(good, result.observed) == []
    bad = {"player": {"battleline": [{"card": "Troll", "enhancements": ["capture", "draw"], "tokens": {"doom": 1}}]}}
    assert [m.path for m in compare(bad, result.observed)] == [
        "expect.player.battleline[0].enhancements[0]", "expect.player.battleline[0].enhancements[1]",
        "expect.player.battleline[0].tokens.doom"]


def test_setup_sets_tokens_as_expect_checks_them():
    """`tokens:` in setup (an addition to the contract): counters of any kind, and the counts and
    statuses the card's own fields set, read back the same way by `expect`."""
    setup = {"house": "brobnar", "player": {"battleline": [
        {"card": "Troll", "tokens": {"doom": 2, "power": 1, "ward": 1, "amber": 3}}]}}
    result = replay(setup, [])
    want = {"player": {"battleline": [{"card": "Troll", "warded": True, "power": 1, "amber": 3,
                                       "tokens": {"doom": 2, "power": 1, "ward": 1, "amber": 3}}]}}
    assert compare(want, result.observed) == []
    with pytest.raises(ScenarioError, match="tokens.ward"):
        replay({"house": "brobnar", "player": {"battleline": [{"card": "Troll", "tokens": {"ward": 2}}]}}, [])
    with pytest.raises(ScenarioError, match="only a card in play"):
        replay({"house": "brobnar", "player": {"hand": [{"card": "Troll", "tokens": {"doom": 1}}]}}, [])
