"""Gigantic creatures (gigantic.py): two cards out of play, one creature in play."""
import pytest

from judge.engine.base import IllegalAction, ScenarioError
from judge.engine.keyforge import modifiers
from judge.engine.keyforge.actions import Play, Use
from judge.engine.keyforge.effects import archive, destroy, put_into_play, return_to_hand
from judge.engine.keyforge.legal import legal_actions
from judge.engine.keyforge.observe import observe

from .helpers import act, board, log, names, replay

UG = "Ultra Gravitron"


def test_named_once_in_hand_it_is_both_halves():
    g = board({"house": "logos", "player": {"hand": [UG, "Troll"]}})
    assert names(g.me.hand) == [f"{UG} (1 of 2)", f"{UG} (2 of 2)", "Troll"]
    assert [c["card"] for c in observe(g)["player"]["hand"]] == [UG, "Troll"]


def test_both_halves_are_played_together_as_one_creature_counting_as_one_card():
    g = board({"house": "logos", "first_turn": True, "player": {"hand": [UG, "Krump"]}})
    assert Play(UG) in legal_actions(g)
    act(g, Play(UG))
    assert names(g.me.hand) == ["Krump"] and names(g.me.battleline) == [UG]
    creature = g.me.battleline[0]
    assert creature.half == 2 and creature.joined.half == 1
    assert (modifiers.power(g, creature), modifiers.armor(g, creature)) == (10, 3)
    assert g.turn.played_from_hand == 1 and g.turn.uses == {UG: 1}
    assert "both halves of Ultra Gravitron are played together as a single creature" in " ".join(log(g))


def test_one_half_in_hand_cannot_be_played():
    g = board({"house": "logos", "player": {"hand": [f"{UG} (2 of 2)"]}})
    assert Play(UG) not in legal_actions(g)
    with pytest.raises(IllegalAction, match=r"both halves of Ultra Gravitron must be in hand.*\[Gigantic\]"):
        act(g, Play(UG))
    assert names(g.me.hand) == [f"{UG} (2 of 2)"]


def test_named_once_in_play_it_is_one_creature():
    g = board({"house": "logos", "player": {"battleline": [UG]}})
    assert len(g.me.battleline) == 1 and g.me.battleline[0].joined is not None
    assert [c["card"] for c in observe(g)["player"]["battleline"]] == [UG]


def test_after_it_leaves_play_the_halves_are_separate_cards_again():
    g = board({"house": "logos", "player": {"battleline": [UG]}})
    destroy(g, [g.me.battleline[0]])
    assert names(g.me.discard) == [f"{UG} (2 of 2)", f"{UG} (1 of 2)"]
    assert all(c.joined is None for c in g.me.discard)
    assert [c["card"] for c in observe(g)["player"]["discard"]] == [UG]
    assert "the 2 halves of Ultra Gravitron are separate cards again" in " ".join(log(g))


def test_archived_or_returned_to_hand_both_halves_go():
    g = board({"house": "logos", "player": {"battleline": [UG]}})
    archive(g, g.me.battleline[0], "player", "test")
    assert names(g.me.archives) == [f"{UG} (2 of 2)", f"{UG} (1 of 2)"]
    g = board({"house": "logos", "player": {"battleline": [UG]}})
    return_to_hand(g, g.me.battleline[0], "test")
    assert len(g.me.hand) == 2
    act(g, Play(UG))  # and both can be played again
    assert names(g.me.battleline) == [UG]


def test_an_effect_that_plays_or_puts_into_play_one_half_fails():
    g = board({"house": "dis", "player": {"hand": ["Exhume"], "discard": [UG]}})
    act(g, Play("Exhume"), UG, "yes")
    assert g.me.battleline == [] and len(g.me.discard) == 3
    assert "is one half of a gigantic creature: an effect that would play it fails" in " ".join(log(g))
    put_into_play(g, g.me.discard[1], "player", "test")
    assert g.me.battleline == []
    assert "the effect that would put it into play fails" in log(g)[-1]


def test_a_half_is_named_out_of_play_only():
    with pytest.raises(ScenarioError, match="in play as one creature"):
        board({"house": "logos", "player": {"battleline": [f"{UG} (1 of 2)"]}})
    with pytest.raises(ScenarioError, match="not a gigantic creature"):
        board({"house": "logos", "player": {"hand": ["Troll (1 of 2)"]}})


def test_ultra_gravitron_play_archives_the_top_5_cards():
    g = board({"house": "logos", "player": {"hand": [UG], "deck": ["Troll"] * 6}})
    act(g, Play(UG))
    assert len(g.me.archives) == 5 and len(g.me.deck) == 1


def test_ultra_gravitron_resolves_the_purged_creatures_bonus_icons_as_if_played():
    # Dust Pixie has an Æmber bonus of 2: resolved as if the player had played it (not played:
    # no Rule of Six count, it stays purged)
    g = board({"house": "logos", "player": {"battleline": [UG], "archives": ["Troll"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    act(g, Use(UG, "reap"), "Dust Pixie")
    assert g.me.amber == 1 + 2 and names(g.player("opponent").purged) == ["Dust Pixie"]
    assert g.me.archives == [] and names(g.me.discard) == ["Troll"]
    assert "Dust Pixie" not in g.turn.uses
    assert "the bonus icons of Dust Pixie resolve as if player had played it" in " ".join(log(g))


def test_ultra_gravitron_with_empty_archives_purges_nothing():
    g = board({"house": "logos", "player": {"battleline": [UG]}, "opponent": {"battleline": ["Dust Pixie"]}})
    act(g, Use(UG, "reap"))
    assert g.player("opponent").purged == [] and g.me.amber == 1


def test_fixture_names_it_once_in_expectations():
    result = replay({"house": "logos", "player": {"hand": [UG, "Troll"]}},
                    [{"play": UG}])
    assert result.error is None
    assert [c["card"] for c in result.observed["player"]["battleline"]] == [UG]
    assert [c["card"] for c in result.observed["player"]["hand"]] == ["Troll"]
