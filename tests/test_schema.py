"""The schemas of fixtures and ruling records (judge/schema.py) against what ships and
against the contract (SCENARIOS.md), including its newest fields."""
from __future__ import annotations

import pytest

from judge import safe_yaml
from judge.games import all_games
from judge.schema import SchemaError, check_fixture, check_record


def _files(kind: str):
    for game in all_games():
        folder = game.scenarios_dir() if kind == "fixture" else game.rulings_dir()
        for path in sorted(folder.glob("*.yaml")):
            yield game.id, path


def test_every_shipped_fixture_and_record_fits_its_schema():
    problems = []
    for kind, check in (("fixture", lambda d, g: check_fixture(d, g)), ("record", lambda d, g: check_record(d))):
        for game, path in _files(kind):
            doc = safe_yaml.load(path)
            try:
                check(doc.data, game)
            except SchemaError as exc:
                problems.append(f"{path}:{doc.line(*exc.path)}: {exc.message}")
    assert problems == []


NEW_FIELDS = """id: new-fields
setup:
  house: untamed
  player:
    tide: high
    hand:
      - {card: Troll, enhancements: [amber, capture, damage, draw], house: brobnar}
      - Lightsmith Clariel (DT 067)
    battleline:
      - {card: "Dark Æmber Vault (DT 001)", house: dis}
  opponent:
    tide: low
actions:
  - play: Lightsmith Clariel (DT 067)
expect:
  player:
    tide: neutral
    battleline:
      - {card: Troll, enhancements: [amber], tokens: {power: 2, doom: 1}, copy_of: null}
"""


def test_the_contract_s_newest_fields_are_accepted():
    check_fixture(safe_yaml.parse(NEW_FIELDS).data, "keyforge")


@pytest.mark.parametrize("old, new, message", [
    ("tide: high", "tide: rising", "`setup.player.tide` must be one of high, low, neutral, not 'rising'"),
    ("[amber, capture, damage, draw]", "[amber, fire]",
     "`setup.player.hand[0].enhancements[1]` must be one of amber, capture, damage, draw, not 'fire'"),
    ("tokens: {power: 2, doom: 1}", "tokens: {power: two}", "each value of `expect.player.battleline[0].tokens` "
                                                             "must be a whole number, not text"),
    ("    tide: neutral", "    tid: neutral", "unknown field 'tid' in expect.player; did you mean 'tide'?"),
    ("  house: untamed", "  houses: untamed", "unknown field 'houses' in setup; did you mean 'house'?"),
])
def test_contract_fields_are_checked(old, new, message):
    with pytest.raises(SchemaError) as err:
        check_fixture(safe_yaml.parse(NEW_FIELDS.replace(old, new)).data, "keyforge")
    assert err.value.message == message


def test_a_record_may_say_what_it_contradicts():
    record = {"id": "x", "kind": "faq", "question": "q?", "text": "a", "source": {"rulebook": "2021"},
              "versions": ["2021"], "contradicts": [{"entry": "keyforge/1.3/errata/biomatrix-backup-cota-208"}]}
    check_record(record)
    with pytest.raises(SchemaError, match="unknown field 'contradict'"):
        check_record({**record, "contradict": []})
    with pytest.raises(SchemaError, match="`contradicts\\[0\\]` needs the field `entry`"):
        check_record({**record, "contradicts": [{}]})
