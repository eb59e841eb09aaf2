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


@pytest.fixture
def missing(set_aside):
    """A creature the engine does not play: The Red Baron, its behaviour set aside (conftest)."""
    from judge.cards.data import load_cards
    from judge.engine.keyforge.abilities import _card_folder, has_behaviour

    set_aside("The Red Baron")
    card = next(c for c in load_cards(_card_folder()) if c.title == "The Red Baron")
    assert card.type == "creature" and not has_behaviour(card)
    return card


def test_card_without_behaviour_put_in_play_fails_naming_it(missing):
    c = missing
    with pytest.raises(MissingBehaviour, match=rf"{re.escape(c.title)} \({re.escape(c.ref)}\) has no behaviour"):
        board({"house": c.house, "player": {"battleline": [c.title]}})


def test_card_without_behaviour_played_fails_naming_it(missing):
    c = missing
    g = board({"house": c.house, "player": {"hand": [c.title]}})  # in hand it needs none
    with pytest.raises(MissingBehaviour, match=rf"{re.escape(c.title)} \({re.escape(c.ref)}\)"):
        act(g, Play(c.title))
    assert names(g.me.hand) == [c.title]


def test_replay_reports_a_card_without_behaviour(missing):
    c = missing
    r = replay({"house": c.house, "player": {"hand": [c.title]}}, [{"play": c.title}])
    assert f"{c.title} ({c.ref}) has no behaviour" in r.error


def gateway() -> dict:
    return {"house": "dis", "player": {"hand": ["Unlocked Gateway"]},
            "opponent": {"battleline": ["Krump", "Bumpsy", "Troll"]}}


def test_an_order_nobody_states_keeps_the_listed_order():
    """The order of cards destroyed together in a discard pile is the active player's choice, but
    a fixture that does not state it gets the order they are listed in (the first on top), with no
    answer used (decide.FixtureChooser.order)."""
    g = act(board(gateway()), Play("Unlocked Gateway"))
    assert names(g.player("opponent").discard) == ["Krump", "Bumpsy", "Troll"]


def test_an_order_stated_in_part_is_taken_then_the_rest_keep_their_order():
    g = act(board(gateway()), Play("Unlocked Gateway"), "Troll")
    assert names(g.player("opponent").discard) == ["Troll", "Krump", "Bumpsy"]
    with pytest.raises(ScenarioError, match="answers left over in `choose`: Anger"):
        act(board(gateway()), Play("Unlocked Gateway"), "Bumpsy", "Anger")


def test_an_answer_an_unstated_order_passed_over_is_named_with_that_orders_options():
    """An answer meant for the order that names none of its cards leaves the order as listed and
    is left over: the error says which decision it answered none of, and that decision's options."""
    with pytest.raises(ScenarioError, match=r"answers left over in `choose`: Anger; 'Anger' answered none of "
                                            r"the options of “.*”, which then took its default \(legal there: "
                                            r"Krump, Bumpsy, Troll\)"):
        act(board(gateway()), Play("Unlocked Gateway"), "Anger")


def test_simultaneous_effects_in_the_listed_order_unless_stated():
    """Eldest Bear in the center: its gained "Before Fight: Gain 2" and its Assault 3 trigger
    together; no answer is needed, and one naming either is taken."""
    setup = {"house": "untamed", "player": {"battleline": ["Dust Pixie", "Eldest Bear (DT 383)", "Snufflegator"]},
             "opponent": {"battleline": ["Troll"]}}
    for answers in ((), ("Assault 3",)):
        g = act(board(setup), Use("Eldest Bear (DT 383)", "fight", "Troll"), *answers)
        assert g.me.amber == 2 and names(g.player("opponent").discard) == ["Troll"]


def test_a_search_with_one_card_to_find_finds_it_unless_told_done():
    setup = {"house": "brobnar", "player": {"deck": ["Troll"], "discard": ["Krump", "War Grumpus"],
                                            "battleline": ["Grumpus Tamer"]}}
    g = act(board(setup), Use("Grumpus Tamer", "reap"))
    assert names(g.me.hand) == ["War Grumpus"]
    g = act(board(setup), Use("Grumpus Tamer", "reap"), "War Grumpus")
    assert names(g.me.hand) == ["War Grumpus"]
    g = act(board(setup), Use("Grumpus Tamer", "reap"), "done")
    assert names(g.me.hand) == [] and "War Grumpus" in names(g.me.discard)


def test_a_search_between_different_cards_is_asked():
    setup = {"house": "brobnar", "player": {"deck": ["War Grumpus"], "discard": ["War Grumpus"],
                                            "battleline": ["Grumpus Tamer"]}}
    with pytest.raises(ScenarioError, match="to find .*no answer left"):
        act(board(setup), Use("Grumpus Tamer", "reap"))


def test_spending_from_senator_shrix_is_the_pool_first_unless_stated():
    """Senator Shrix: "You may spend A on Senator Shrix as if it were in your pool." Unstated, the
    pool pays and the card only makes up what the pool lacks (turn.forge_key); a number says
    how much comes from the card."""
    from judge.engine.keyforge.actions import EndTurn

    g = board({"step": "forge", "player": {"amber": 7, "battleline": [{"card": "Senator Shrix", "amber": 1}]}})
    assert (g.me.keys, g.me.amber, g.me.battleline[0].amber) == (1, 1, 1)
    setup = {"active": "opponent", "house": "brobnar", "opponent": {"battleline": ["Troll"]},
             "player": {"amber": 7, "battleline": [{"card": "Senator Shrix", "amber": 1}]}}
    g = act(board(setup), EndTurn(), "1")
    shrix = g.player("player").battleline[0]
    assert (g.player("player").keys, g.player("player").amber, shrix.amber) == (1, 2, 0)


def test_an_option_in_words_may_be_answered_by_its_place():
    """A card's printed "A, or B" asked in words ("one", "each mutant"): an author answers with
    the option's number as for printed modes, 1 for the first (Burning Glare)."""
    setup = {"house": "sanctum", "player": {"hand": ["Burning Glare"]},
             "opponent": {"battleline": ["Troll", "Krump"]}}
    g = act(board(setup), Play("Burning Glare"), "1", "Krump")
    assert [c.name for c in g.creatures("opponent") if c.stunned] == ["Krump"]
    with pytest.raises(ScenarioError, match="legal: one, each mutant"):
        act(board(setup), Play("Burning Glare"), "3")
