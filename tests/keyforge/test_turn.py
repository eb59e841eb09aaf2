"""The turn sequence: forge a key, choose a house, the First Turn Rule, ready, draw, chains."""
import pytest

from judge.engine.base import IllegalAction
from judge.engine.keyforge.actions import ChooseHouse, Discard, EndTurn, NoHouse, Play, RaiseTide
from judge.engine.keyforge.legal import legal_actions
from judge.engine.keyforge.turn import chain_penalty

from .helpers import act, board, index, log, names, one

HOUSES = ["brobnar", "dis", "logos"]


# -- Forge a Key -------------------------------------------------------------------------------
def test_forge_costs_six_and_is_not_optional():
    g = board({"step": "forge", "player": {"houses": HOUSES, "amber": 7}})
    assert (g.me.keys, g.me.amber, g.step) == (1, 1, "house")
    assert "forges a key for 6" in log(g)[0]


def test_forge_one_key_per_step_even_with_enough_for_two():
    g = board({"step": "forge", "player": {"houses": HOUSES, "amber": 13}})
    assert (g.me.keys, g.me.amber) == (1, 7)


def test_no_key_below_the_cost():
    g = board({"step": "forge", "player": {"houses": HOUSES, "amber": 5}})
    assert (g.me.keys, g.me.amber, g.winner) == (0, 5, None)


def test_third_key_wins_at_once():
    g = board({"step": "forge", "player": {"houses": HOUSES, "amber": 6, "keys": 2}})
    assert g.winner == "player" and g.me.keys == 3
    assert g.step == "forge"  # the game ends in the forge step: no house is chosen
    assert legal_actions(g) == []
    with pytest.raises(IllegalAction, match="game is over"):
        act(g, EndTurn())


def test_a_creature_whose_power_forging_spends_is_destroyed_at_once():
    """Damage is checked whenever power may change: Marmo Swarm ("+1 power for each A in your
    pool") with 3 damage is at 9 power with 7 Æmber, and at 3 once a key costs 6."""
    g = board({"step": "forge", "player": {"houses": HOUSES, "amber": 7,
                                           "battleline": [{"card": "Marmo Swarm", "damage": 3}]}})
    assert g.me.keys == 1 and names(g.me.battleline) == [] and names(g.me.discard) == ["Marmo Swarm"]


def test_next_player_forges_at_the_start_of_their_turn():
    g = board({"house": "brobnar", "player": {"houses": HOUSES},
               "opponent": {"houses": HOUSES, "amber": 6}})
    act(g, EndTurn())
    assert g.active == "opponent" and g.me.keys == 1 and g.me.amber == 0 and g.step == "house"


# -- Choose a House ---------------------------------------------------------------------------------
def houses(g):
    return sorted(a.house for a in legal_actions(g) if isinstance(a, ChooseHouse))


def test_house_choice_identity_and_houses_of_controlled_cards():
    g = board({"step": "house", "player": {
        "houses": HOUSES,
        "battleline": [{"card": "Raiding Knight", "owner": "opponent"}],  # sanctum, controlled
        "hand": ["Urchin"],  # shadows, only in hand: not eligible
    }})
    assert houses(g) == ["brobnar", "dis", "logos", "sanctum"]
    with pytest.raises(IllegalAction, match="House Choice"):
        act(g, ChooseHouse("shadows"))
    act(g, ChooseHouse("Sanctum"))
    assert (g.active_house, g.step) == ("sanctum", "main")


def test_must_choose_house():
    g = board({"step": "house", "player": {"houses": HOUSES, "battleline": ["Pitlord"]}})
    assert houses(g) == ["dis"]
    with pytest.raises(IllegalAction, match="dis must be chosen"):
        act(g, ChooseHouse("brobnar"))


def test_cannot_beats_must():
    g = board({"active": "opponent", "house": "dis",
               "opponent": {"houses": ["dis", "mars", "untamed"], "hand": ["Restringuntus"]},
               "player": {"houses": HOUSES, "battleline": ["Pitlord"]}})
    act(g, {"play": "Restringuntus"}, "dis")
    act(g, EndTurn())
    assert g.active == "player" and houses(g) == ["brobnar", "logos"]
    with pytest.raises(IllegalAction, match=r"cannot be chosen \(Restringuntus\).*\[Cannot vs Must\]"):
        act(g, ChooseHouse("dis"))
    assert "“cannot” takes precedence" in log(g)[-1]
    act(g, ChooseHouse("logos"))
    assert g.active_house == "logos"


def test_must_of_an_ineligible_house_is_ignored():
    g = board({"step": "house", "player": {"houses": ["brobnar", "logos", "mars"],
                                          "battleline": [{"card": "Pitlord", "maverick": "brobnar"}]}})
    assert houses(g) == ["brobnar", "logos", "mars"]
    act(g, ChooseHouse("mars"))
    assert "that effect is ignored" in log(g)[index(g, "must choose dis")]


def test_no_legal_house_plays_the_turn_with_no_active_house():
    g = board({"active": "opponent", "house": "dis",
               "opponent": {"houses": ["dis"], "hand": ["Restringuntus"]},
               "player": {"houses": ["dis"], "hand": ["Pitlord"]}})
    act(g, {"play": "Restringuntus"}, "dis")
    act(g, EndTurn())
    assert legal_actions(g) == [NoHouse()]
    act(g, NoHouse())
    assert (g.active_house, g.step) == (None, "main")
    assert legal_actions(g) == [RaiseTide(), EndTurn()]  # Pitlord is not of the active house (there is none)
    with pytest.raises(IllegalAction, match="active house"):
        act(g, Play("Pitlord"))


def test_no_house_is_refused_while_a_house_can_be_chosen():
    g = board({"step": "house", "player": {"houses": HOUSES}})
    with pytest.raises(IllegalAction, match="a house can be chosen"):
        act(g, NoHouse())
    assert g.step == "house"


def test_archives_may_be_taken_into_hand_after_choosing():
    g = board({"step": "house", "player": {"houses": HOUSES, "archives": ["Troll"], "hand": ["Krump"]}})
    act(g, ChooseHouse("brobnar"), "yes")
    assert names(g.me.hand) == ["Krump", "Troll"] and g.me.archives == []


# -- First Turn Rule --------------------------------------------------------------------------------------
FIRST = {"first_turn": True, "house": "brobnar", "player": {"hand": ["Troll", "Krump", "Bumpsy"]}}


def test_first_turn_one_card_played():
    g = board(FIRST)
    act(g, Play("Troll"))
    with pytest.raises(IllegalAction, match=r"\[First Turn Rule\]"):
        act(g, Play("Krump"))
    with pytest.raises(IllegalAction, match=r"\[First Turn Rule\]"):
        act(g, Discard("Krump"))
    assert not [a for a in legal_actions(g) if isinstance(a, (Play, Discard))]


def test_first_turn_one_card_discarded():
    g = board(FIRST)
    act(g, Discard("Krump"))
    with pytest.raises(IllegalAction, match=r"\[First Turn Rule\]"):
        act(g, Play("Troll"))
    assert names(g.me.discard) == ["Krump"] and names(g.me.hand) == ["Troll", "Bumpsy"]


def test_first_turn_rule_ends_with_the_first_turn():
    g = board({**FIRST, "opponent": {"houses": HOUSES}})
    act(g, Play("Troll"))
    act(g, EndTurn())
    act(g, ChooseHouse("brobnar"))
    act(g, EndTurn())
    act(g, ChooseHouse("brobnar"))
    act(g, Play("Krump"))
    act(g, Play("Bumpsy"))
    assert names(g.me.battleline) == ["Troll", "Krump", "Bumpsy"]


# -- Ready Cards, Draw Cards, Chains, End of Turn -------------------------------------------------------
def test_ready_step_readies_only_the_active_players_cards():
    g = board({"house": "brobnar",
               "player": {"battleline": [{"card": "Troll", "exhausted": True}],
                          "artifacts": [{"card": "Banner of Battle", "exhausted": True}]},
               "opponent": {"houses": HOUSES, "battleline": [{"card": "Krump", "exhausted": True}]}})
    act(g, EndTurn())
    assert not one(g.player("player").battleline, "Troll").exhausted
    assert not one(g.player("player").artifacts, "Banner of Battle").exhausted
    assert one(g.player("opponent").battleline, "Krump").exhausted


def test_readying_creatures_that_gave_power_destroys_a_creature_left_with_lethal_damage():
    """Damage is checked whenever power may change: Llack Gaboon (3 power, "+1 power for each
    other exhausted creature") with 4 damage lives beside 2 exhausted creatures until the
    "ready cards" step readies them."""
    g = board({"house": "brobnar", "player": {"battleline": [
        {"card": "Troll", "exhausted": True}, {"card": "Llack Gaboon", "damage": 4},
        {"card": "Krump", "exhausted": True}], "deck": ["Troll"] * 6}, "opponent": {"houses": HOUSES}})
    act(g, EndTurn())
    assert names(g.player("player").battleline) == ["Troll", "Krump"]
    assert names(g.player("player").discard) == ["Llack Gaboon"]


def test_draw_refills_hand_to_six():
    g = board({"house": "brobnar", "player": {"hand": ["Troll", "Troll"], "deck": ["Krump"] * 8},
               "opponent": {"houses": HOUSES}})
    act(g, EndTurn())
    p = g.player("player")
    assert len(p.hand) == 6 and len(p.deck) == 4


def test_no_draw_with_six_or_more():
    g = board({"house": "brobnar", "player": {"hand": ["Troll"] * 7, "deck": ["Krump"]},
               "opponent": {"houses": HOUSES}})
    act(g, EndTurn())
    assert len(g.player("player").hand) == 7 and len(g.player("player").deck) == 1


def test_empty_deck_shuffles_the_discard_pile_into_a_new_deck():
    g = board({"house": "brobnar", "seed": 3,
               "player": {"hand": ["Troll"] * 4, "deck": ["Krump"], "discard": ["Bumpsy", "Anger", "Smaaash"]},
               "opponent": {"houses": HOUSES}})
    act(g, EndTurn())
    p = g.player("player")
    assert len(p.hand) == 6 and len(p.deck) == 2 and p.discard == []
    assert "Krump" in names(p.hand)
    assert "the discard pile is shuffled" in log(g)[index(g, "deck is empty")]


@pytest.mark.parametrize("chains, penalty", [(0, 0), (1, 1), (6, 1), (7, 2), (12, 2), (13, 3),
                                             (18, 3), (19, 4), (24, 4)])
def test_chain_penalty_table(chains, penalty):
    assert chain_penalty(chains) == penalty


@pytest.mark.parametrize("hand, chains, drawn, left", [
    (2, 3, 3, 2),    # 4 cards to draw, 1 fewer, a chain shed
    (5, 7, 0, 6),    # 1 card to draw, 2 fewer: none drawn, still a chain shed
    (6, 3, 0, 3),    # a full hand draws nothing: chains did not reduce a draw
    (7, 13, 0, 13),
])
def test_chains_reduce_the_draw_and_are_shed_only_when_they_did(hand, chains, drawn, left):
    g = board({"house": "brobnar", "player": {"chains": chains, "hand": ["Troll"] * hand, "deck": ["Krump"] * 6},
               "opponent": {"houses": HOUSES}})
    act(g, EndTurn())
    p = g.player("player")
    assert (len(p.hand) - hand, p.chains) == (drawn, left)


def test_lasting_effects_expire_at_end_of_turn():
    g = board({"house": "brobnar",
               "player": {"battleline": ["Looter Goblin", "Troll"]},
               "opponent": {"houses": HOUSES, "battleline": ["Urchin", "Dust Pixie"]}})
    act(g, {"reap": "Looter Goblin"})
    assert len(g.lasting) == 1
    act(g, {"fight": "Troll", "target": "Dust Pixie"})
    assert g.player("player").amber == 2  # the reap, and Dust Pixie destroyed
    act(g, EndTurn())
    assert g.lasting == []
    assert "turn ends [End of Turn]" in log(g)[index(g, "turn ends")]


def test_armor_and_elusive_reset_for_the_next_turn():
    g = board({"house": "brobnar",
               "player": {"houses": HOUSES, "battleline": ["Bumpsy", "Troll"]},
               "opponent": {"houses": ["sanctum", "shadows", "logos"], "battleline": ["Raiding Knight", "Urchin"]}})
    act(g, {"fight": "Bumpsy", "target": "Raiding Knight"})
    knight = one(g.player("opponent").battleline, "Raiding Knight")
    assert (knight.armor_used, knight.attacked_this_turn) == (2, True)
    act(g, EndTurn())
    assert (knight.armor_used, knight.attacked_this_turn) == (0, False)


def test_no_house_only_in_the_house_step():
    g = board({"house": "brobnar", "player": {"houses": HOUSES}})
    with pytest.raises(IllegalAction, match=r"not the main step \[House Choice\]"):
        act(g, NoHouse())
    assert g.active_house == "brobnar"
