"""Every Keeper fixture replays and passes; every clarification has one; and the
fixture contract's errors point at the fixture's lines."""
from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.keeper import replay
from judge.games import get_game
from judge.rulings.records import load_rulings
from judge.scenarios.fixture import load_fixture, parse_fixture
from judge.scenarios.runner import fixture_paths, run

GAME = get_game("keeper")
PATHS = fixture_paths(GAME)


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_fixture_passes(path: Path):
    fixture = load_fixture(path)
    assert fixture.id == path.stem
    result = run(GAME, fixture)
    assert result.error is None, result.error
    assert not result.mismatches, [m.render() for m in result.mismatches]
    assert fixture.data.get("expect"), "a fixture states its expectations"


def test_replay_is_deterministic():
    fixture = load_fixture(GAME.scenarios_dir() / "chain-priority-three-players.yaml")
    assert replay(fixture).trace == replay(fixture).trace


def test_every_ruling_record_has_a_fixture():
    rulings = {r.id: r for r in load_rulings(GAME.rulings_dir(), "keeper")}
    verified = {load_fixture(p).ruling for p in PATHS} - {None}
    assert verified <= set(rulings), verified - set(rulings)
    clarifications = {i for i, r in rulings.items() if r.kind == "clarification"}
    assert len(clarifications) == 14
    assert clarifications <= verified, clarifications - verified
    assert "note-battle-example-step-5" in verified
    assert set(rulings) == verified, set(rulings) - verified  # banned, revised and limit records too
    destroyed = [p for p in PATHS if load_fixture(p).ruling == "clarification-activate-when-this-card-is-destroyed"]
    assert len(destroyed) == 2


def test_the_battle_example_note_quotes_the_rulebook():
    note = next(r for r in load_rulings(GAME.rulings_dir(), "keeper") if r.id == "note-battle-example-step-5")
    corpus = (GAME.folder / "6th.md").read_text(encoding="utf-8")
    assert note.kind == "note" and note.text in corpus
    assert note.source_section == "Rules > Creatures, Abilities, and Battles"


BOARD = """\
id: tiny
cards:
  - {name: Hound, type: creature, cost: 1, offense: 2, defense: 3}
setup:
  player:
    hand: [Hound]
    resources: 1
actions:
  - summon: Hound
expect:
  player:
    creatures: [{card: Hound, exhausted: true}]
"""


def _run(text: str):
    return run(GAME, parse_fixture(text, Path("tiny.yaml")))


def test_a_wrong_expectation_fails():
    result = _run(BOARD.replace("exhausted: true", "exhausted: false"))
    assert not result.passed
    assert [m.path for m in result.mismatches] == ["expect.player.creatures[0].exhausted"]


@pytest.mark.parametrize("old, new, message, line", [
    ("  - summon: Hound", "  - conjure: Hound", "unknown action 'conjure'", 9),
    ("    resources: 1", "    resource: 1", "unknown field 'resource'", 7),
    ("  - summon: Hound", "  - summon: Hound\n    flank: left", "unknown field 'flank' for `summon`", 10),
    ("  - summon: Hound", "  - summon: Hound\n    choose: [Hound]", "answers left over in `choose`: Hound", 9),
    ("  - summon: Hound", "  - summon: Hound\n    refused: costs", "should be refused", 10),
    ("  - summon: Hound", "  - summon: Ghost", "no card 'Ghost' in the game", 9),
])
def test_fixture_errors_name_the_line(old, new, message, line):
    result = _run(BOARD.replace(old, new))
    assert result.error is not None and message in result.error, result.error
    assert result.error.startswith(f"tiny.yaml:{line}:"), result.error


def test_an_undefined_card_in_play_is_missing_behaviour():
    result = _run(BOARD.replace("    hand: [Hound]", "    creatures: [Ghost]\n    hand: [Hound]"))
    assert "Ghost is in play but has no definition under `cards:`" in result.error


def test_a_roll_without_dice_is_an_error():
    text = BOARD.replace("offense: 2", "offense: 2, text: \"Roll 2 dice.\"").replace(
        "  - summon: Hound", "  - summon: Hound\n  - end_turn: true\n  - end_turn: true\n    by: opponent\n"
                             "  - end_phase: true\n  - activate: Hound")
    result = _run(text)
    assert "needs 2 dice" in result.error and "never random" in result.error


def test_a_banned_card_is_refused_when_used():
    text = BOARD.replace("defense: 3}", "defense: 3, text: \"Pay 20 hitpoints. Draw 1 card.\"}").replace(
        "  - summon: Hound", "  - summon: Hound\n    refused: limit-pay-x-hitpoints")
    result = _run(text.replace("creatures: [{card: Hound, exhausted: true}]", "hand: [Hound]"))
    assert result.passed, (result.error, [m.render() for m in result.mismatches])


def test_a_game_needs_two_or_more_players():
    result = _run(BOARD.replace("setup:\n", "setup:\n  players: [solo]\n"))
    assert "two or more distinct seat names" in result.error


def test_new_game_deals_hands_of_five():
    text = "id: g\nsetup:\n  new_game: true\n  player: {deck: [A, B, C, D, E, F]}\nactions: []\nexpect:\n" \
           "  player: {hand_size: 5, deck: [F], hitpoints: 60}\n  phase: resource\n"
    result = _run(text)
    assert result.passed, (result.error, [m.render() for m in result.mismatches])
