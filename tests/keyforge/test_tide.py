"""The tide (tide.py): neutral at first, high for one seat is low for the other, raising it by
the rules' "Omni:" (3 chains) and by cards, and cards that check it."""
import pytest

from judge.engine.base import IllegalAction, ScenarioError
from judge.engine.keyforge.actions import Play, RaiseTide, Use
from judge.engine.keyforge.legal import legal_actions
from judge.engine.keyforge.observe import observe
from judge.engine.keyforge.tide import tide

from .helpers import act, board, index, log, names, one, replay


def test_the_tide_starts_neutral_for_both_seats():
    g = board({"house": "brobnar"})
    assert (tide(g, "player"), tide(g, "opponent")) == ("neutral", "neutral")


@pytest.mark.parametrize("seat, said, player, opponent", [
    ("player", "high", "high", "low"), ("player", "low", "low", "high"),
    ("opponent", "high", "low", "high"), ("opponent", "neutral", "neutral", "neutral"),
])
def test_setup_gives_the_tide_as_one_seat_sees_it(seat, said, player, opponent):
    g = board({"house": "brobnar", seat: {"tide": said}})
    assert observe(g)["player"]["tide"] == player and observe(g)["opponent"]["tide"] == opponent


def test_setup_refuses_a_tide_high_for_both_and_unknown_values():
    with pytest.raises(ScenarioError, match="high for one is low for the other"):
        board({"house": "brobnar", "player": {"tide": "high"}, "opponent": {"tide": "high"}})
    with pytest.raises(ScenarioError, match="must be one of high, low, neutral"):
        board({"house": "brobnar", "player": {"tide": "rising"}})
    with pytest.raises(ScenarioError, match="no tide"):
        board({"house": "brobnar", "player": {"tide": "high"}}, rulebook="1.3")
    board({"house": "brobnar", "player": {"tide": "high"}, "opponent": {"tide": "low"}})  # consistent: fine


def test_the_omni_raises_the_tide_for_3_chains_and_only_while_it_is_not_high():
    g = board({"house": "brobnar", "opponent": {"tide": "high"}})
    act(g, RaiseTide())
    assert tide(g, "player") == "high" and tide(g, "opponent") == "low" and g.me.chains == 3
    assert RaiseTide() not in legal_actions(g)
    with pytest.raises(IllegalAction, match="already high for player"):
        act(g, RaiseTide())
    assert g.me.chains == 3


def test_the_omni_is_written_omni_the_tide_in_a_fixture_and_used_in_step_3_only():
    result = replay({"house": "brobnar"}, [{"omni": "The Tide"}])
    assert result.error is None and result.observed["player"]["tide"] == "high"
    assert result.observed["player"]["chains"] == 3
    g = board({"step": "house", "player": {"houses": ["brobnar"]}})
    with pytest.raises(IllegalAction, match="step 3"):
        act(g, RaiseTide())


def test_each_player_raises_it_in_turn():
    g = board({"house": "sanctum", "player": {"hand": ["Marshal Ewer"]}, "opponent": {"tide": "high"}})
    act(g, Play("Marshal Ewer"))
    assert tide(g, "player") == "high"
    assert index(g, "player raises the tide: it is high for player and low for opponent") > 0


def test_after_a_player_raises_the_tide_triggers_and_not_when_it_cannot_be_raised():
    g = board({"house": "brobnar", "player": {"deck": ["Troll", "Krump"], "artifacts": ["Hydrocataloguer"]}})
    act(g, RaiseTide())
    assert names(g.me.archives) == ["Troll"]
    g = board({"house": "untamed", "player": {"tide": "high", "hand": ["Cross Porpoises"], "deck": ["Troll"],
                                              "artifacts": ["Hydrocataloguer"]}})
    act(g, Play("Cross Porpoises"))
    assert g.me.archives == [] and "cannot raise the tide" in log(g)[index(g, "tide")]


def test_venator_altum_is_exalted_after_damage_while_the_tide_is_low_for_its_controller():
    setup = {"house": "brobnar", "player": {"battleline": ["Krump"]},
             "opponent": {"battleline": ["Venator Altum"], "tide": "low"}}
    g = board(setup)
    act(g, Use("Krump", "fight", "Venator Altum"))
    assert one(g.player("opponent").battleline, "Venator Altum").amber == 1
    g = board({**setup, "opponent": {**setup["opponent"], "tide": "high"}})
    act(g, Use("Krump", "fight", "Venator Altum"))
    assert one(g.player("opponent").battleline, "Venator Altum").amber == 0
    assert "not low" in log(g)[-1]


def test_while_the_tide_is_high_constant_abilities():
    setup = {"house": "brobnar", "player": {"battleline": ["Lærie of the Lake", "Troll"]},
             "opponent": {"battleline": ["Krump"]}}
    high = observe(board({**setup, "player": {**setup["player"], "tide": "high"}}))
    low = observe(board({**setup, "player": {**setup["player"], "tide": "low"}}))
    assert [c["current_armor"] for c in high["player"]["battleline"]] == [2, 2]
    assert [c["current_armor"] for c in low["player"]["battleline"]] == [0, 0]
    assert high["opponent"]["battleline"][0]["current_armor"] == 0  # friendly creatures only


def test_expect_checks_the_tide_per_seat():
    from judge.scenarios.expect import compare

    result = replay({"house": "brobnar", "opponent": {"tide": "high"}}, [])
    assert compare({"player": {"tide": "low"}, "opponent": {"tide": "high"}}, result.observed) == []
    assert compare({"player": {"tide": "high"}}, result.observed)


def test_a_creature_left_with_lethal_damage_when_the_tide_turns_is_destroyed():
    """Damage: a creature with as much damage as power is destroyed, checked whenever power may
    change; Photic Raider's +4 power "while the tide is high" ends when the opponent raises it."""
    g = board({"house": "brobnar", "active": "opponent", "player": {"tide": "high",
               "battleline": [{"card": "Photic Raider", "damage": 3}]}})
    act(g, RaiseTide())
    assert names(g.player("player").battleline) == [] and names(g.player("player").discard) == ["Photic Raider"]
