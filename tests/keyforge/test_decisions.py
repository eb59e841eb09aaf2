"""Strict decisions (SCENARIOS.md) and cards without behaviour."""
import re

import pytest

from judge.engine.base import MissingBehaviour, ScenarioError
from judge.engine.keyforge.actions import ChooseHouse, Play, Use

from .helpers import act, board, names, replay

SMAAASH = {"house": "brobnar", "player": {"hand": ["Smaaash"]},
           "opponent": {"battleline": ["Troll", "Krump"]}}


def test_a_decision_with_one_legal_option_uses_no_answer():
    g = board({"house": "brobnar", "player": {"hand": ["Anger"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, Play("Anger"))  # the only friendly creature, the only enemy: no answers needed
    assert g.player("opponent").battleline == [] and g.me.battleline[0].damage == 6


def test_no_answer_left_names_the_decision_and_its_options():
    with pytest.raises(ScenarioError, match=r"a creature to stun: no answer left .*legal: Smaaash, Troll, Krump"):
        act(board(SMAAASH), Play("Smaaash"))


def test_an_illegal_answer_lists_the_legal_ones():
    with pytest.raises(ScenarioError, match=r"'Urchin' is not a legal option; legal: Smaaash, Troll, Krump"):
        act(board(SMAAASH), Play("Smaaash"), "Urchin")


def test_answers_left_over_are_an_error():
    with pytest.raises(ScenarioError, match=r"answers left over in `choose`: Krump"):
        act(board(SMAAASH), Play("Smaaash"), "Troll", "Krump")


def test_a_may_is_always_asked():
    g = board({"step": "house", "player": {"houses": ["brobnar"], "archives": ["Troll"]}})
    with pytest.raises(ScenarioError, match=r"\(may\): no answer left in `choose`; legal: yes, no"):
        act(g, ChooseHouse("brobnar"))


def test_ambiguous_card_name_in_an_answer():
    setup = {"house": "brobnar", "player": {"hand": ["Smaaash"]},
             "opponent": {"battleline": ["Troll", {"card": "Troll", "damage": 2}]}}
    with pytest.raises(ScenarioError, match=r"'Troll' matches 2 cards in different states; give them `id`s"):
        act(board(setup), Play("Smaaash"), "Troll")


def test_ambiguous_card_name_in_an_action():
    setup = {"house": "brobnar", "player": {"battleline": ["Troll", {"card": "Troll", "exhausted": True}]}}
    with pytest.raises(ScenarioError, match=r"'Troll' matches 2 cards"):
        act(board(setup), Use("Troll", "reap"))


def test_ids_tell_copies_apart():
    setup = {"house": "brobnar", "player": {"hand": ["Smaaash"]},
             "opponent": {"battleline": [{"card": "Troll", "id": "troll-a"}, {"card": "Troll", "id": "troll-b", "damage": 2}]}}
    g = board(setup)
    act(g, Play("Smaaash"), "troll-b")
    assert [c.name for c in g.creatures() if c.stunned] == ["troll-b"]


def test_copies_in_the_same_state_need_no_id():
    setup = {"house": "brobnar", "player": {"hand": ["Smaaash"]}, "opponent": {"battleline": ["Troll", "Troll"]}}
    g = board(setup)
    act(g, Play("Smaaash"), "Troll")
    assert sum(c.stunned for c in g.creatures()) == 1


def test_replay_reports_an_unanswered_decision_with_the_action():
    r = replay(SMAAASH, [{"play": "Smaaash"}])
    assert "play Smaaash: a creature to stun: no answer left" in r.error and not r.passed


def _missing_creature():
    """A CotA creature the engine does not play yet (any one: the sweep keeps adding cards)."""
    from judge.cards.data import load_cards
    from judge.engine.keyforge.abilities import _card_folder, has_behaviour

    for c in load_cards(_card_folder()):
        if c.type == "creature" and c.ref.startswith("CoTA") and not has_behaviour(c):
            return c
    pytest.skip("every CotA creature has a behaviour")


def test_card_without_behaviour_put_in_play_fails_naming_it():
    c = _missing_creature()
    with pytest.raises(MissingBehaviour, match=rf"{re.escape(c.title)} \(CoTA {c.number}\) has no behaviour"):
        board({"house": c.house, "player": {"battleline": [c.title]}})


def test_card_without_behaviour_played_fails_naming_it():
    c = _missing_creature()
    g = board({"house": c.house, "player": {"hand": [c.title]}})  # in hand it needs none
    with pytest.raises(MissingBehaviour, match=rf"{re.escape(c.title)} \(CoTA {c.number}\)"):
        act(g, Play(c.title))
    assert names(g.me.hand) == [c.title]


def test_replay_reports_a_card_without_behaviour():
    c = _missing_creature()
    r = replay({"house": c.house, "player": {"hand": [c.title]}}, [{"play": c.title}])
    assert f"{c.title} ({c.ref}) has no behaviour" in r.error
