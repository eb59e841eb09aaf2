"""Deploy (deploy.py): a played creature with deploy may enter anywhere in its battleline."""
import random

import pytest

from judge.engine.base import ScenarioError
from judge.engine.keyforge.actions import Play
from judge.engine.keyforge.decide import RandomChooser
from judge.engine.keyforge.effects import put_into_play

from .helpers import act, board, log, names, replay


def line3(hand="Ghosthawk") -> dict:
    return {"house": "untamed", "player": {"hand": [hand], "battleline": ["Troll", "Krump", "Bumpsy"]}}


def test_deploy_between_two_named_creatures():
    g = board(line3())
    act(g, Play("Ghosthawk", "between Krump and Bumpsy"), "no", "no")
    assert names(g.me.battleline) == ["Troll", "Krump", "Ghosthawk", "Bumpsy"]
    assert "Ghosthawk enters play exhausted between Krump and Bumpsy in player's battleline [Deploy]" in log(g)


def test_deploy_between_creatures_named_by_printing_or_id():
    """SCENARIOS.md Printings: `Title (SET NNN)` names a card wherever a card name stands, and
    an id names a copy; the two names of a place may be written either way."""
    setup = {"house": "untamed", "player": {"hand": ["Ghosthawk"], "battleline": [
        "Troll", "Krump (CoTA 039)", {"card": "Bumpsy", "id": "b1"}]}}
    g = board(setup)
    act(g, Play("Ghosthawk", "between Krump (CoTA 039) and b1"), "no", "no")
    assert names(g.me.battleline) == ["Troll", "Krump", "Ghosthawk", "b1"]


def test_deploy_unstated_enters_on_the_right_flank_without_a_decision():
    """SCENARIOS.md Placement: the right flank unless the action says otherwise; an outside
    author playing a creature with deploy gives no answer for where it goes."""
    g = board(line3())
    act(g, Play("Ghosthawk"), "no")  # the one "may" of its neighbor Bumpsy
    assert names(g.me.battleline) == ["Troll", "Krump", "Bumpsy", "Ghosthawk"]
    g = board(line3())
    act(g, Play("Ghosthawk", "left"), "no")
    assert names(g.me.battleline) == ["Ghosthawk", "Troll", "Krump", "Bumpsy"]


def test_a_place_that_is_not_in_the_battleline_lists_every_place():
    g = board(line3())
    with pytest.raises(ScenarioError, match="left, right, between Troll and Krump, between Krump and Bumpsy"):
        act(g, Play("Ghosthawk", "between Troll and Bumpsy"))


def test_between_is_refused_for_a_creature_without_deploy():
    g = board({"house": "brobnar", "player": {"hand": ["Bumpsy"], "battleline": ["Troll", "Krump"]}})
    with pytest.raises(ScenarioError, match="Bumpsy has no deploy"):
        act(g, Play("Bumpsy", "between Troll and Krump"))


def test_no_decision_with_fewer_than_two_creatures_or_without_deploy():
    g = board({"house": "untamed", "player": {"hand": ["Ghosthawk"], "battleline": ["Troll"]}})
    act(g, Play("Ghosthawk"), "no")  # only flanks: the right one by default
    assert names(g.me.battleline) == ["Troll", "Ghosthawk"]
    g = board({"house": "brobnar", "player": {"hand": ["Bumpsy"], "battleline": ["Troll", "Krump"]}})
    act(g, Play("Bumpsy"))
    assert names(g.me.battleline) == ["Troll", "Krump", "Bumpsy"]


def test_a_creature_put_into_play_does_not_deploy():
    g = board(line3())
    put_into_play(g, g.me.hand[0], "player", "test")
    assert names(g.me.battleline) == ["Troll", "Krump", "Bumpsy", "Ghosthawk"]


def test_random_play_may_deploy_anywhere():
    seen = set()
    for seed in range(12):
        g = board({**line3("Little Niff"), "house": "shadows"})
        g.decide = RandomChooser(random.Random(seed))
        Play("Little Niff").apply(g)
        seen.add(names(g.me.battleline).index("Little Niff"))
    assert seen == {0, 1, 2, 3}


def test_fixture_states_deploy_placement_on_the_action():
    result = replay(line3(), [{"play": "Ghosthawk", "flank": "between Troll and Krump", "choose": ["no", "no"]}])
    assert result.error is None
    assert [c["card"] for c in result.observed["player"]["battleline"]] == ["Troll", "Ghosthawk", "Krump", "Bumpsy"]
    result = replay(line3(), [{"play": "Ghosthawk", "choose": ["between Troll and Krump", "no", "no"]}])
    assert "is not a legal option" in result.error  # a place is not an answer in `choose`
