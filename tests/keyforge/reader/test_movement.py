"""Movement shapes of the card-text reader (grammar/movement.lark), on small boards: Æmber
moved between cards, pools and the common supply, control taken and given, cards put on or
shuffled into their owner's deck, returned to their owners' hands, swapped, moved to a flank.
Each test names the printed text of the real card it plays."""
import pytest

from judge.engine.base import ScenarioError
from judge.engine.keyforge.actions import Play, Use

from ..helpers import act, board, names, one
from .test_nodes import amber, line, read_by_grammar


# -- Move (Æmber) ------------------------------------------------------------------------------
def test_move_aember_from_a_creature_to_another_creature():
    # Chant of Hubris: "Play: Move 1A from a creature to another creature."
    g = board({"house": "saurian", "player": {"hand": ["Chant of Hubris"], "battleline": ["Troll"]},
               "opponent": {"battleline": [{"card": "Krump", "amber": 2}, "Dust Pixie"]}})
    read_by_grammar(g, "Chant of Hubris")
    act(g, Play("Chant of Hubris"), "Krump", "Troll")
    assert one(line(g, "opponent"), "Krump").amber == 1 and one(line(g), "Troll").amber == 1
    assert amber(g) == (1, 0)  # the Æmber bonus only: a move is no gain or loss


def test_another_creature_is_not_the_one_the_aember_comes_from():
    g = board({"house": "saurian", "player": {"hand": ["Chant of Hubris"], "battleline": ["Troll"]},
               "opponent": {"battleline": [{"card": "Krump", "amber": 2}, "Dust Pixie"]}})
    with pytest.raises(ScenarioError, match="not a legal|Troll, Dust Pixie|Dust Pixie, Troll"):
        act(g, Play("Chant of Hubris"), "Krump", "Krump")


def test_move_aember_from_a_friendly_creature_to_your_pool():
    # Mother Northelle: "Reap: Move 1A from a friendly creature to your pool."
    g = board({"house": "sanctum", "player": {"battleline": ["Mother Northelle", {"card": "Troll", "amber": 2}]},
               "opponent": {"battleline": [{"card": "Krump", "amber": 2}]}})
    read_by_grammar(g, "Mother Northelle")
    act(g, Use("Mother Northelle", "reap"), "Troll")
    assert amber(g) == (2, 0)  # 1 for reaping, 1 moved
    assert one(line(g), "Troll").amber == 1 and one(line(g, "opponent"), "Krump").amber == 2


def test_if_you_do_after_a_move_that_moved_nothing():
    # Humble: "Play: Exhaust a creature. If you do, move 3A from that creature to the common supply."
    g = board({"house": "saurian", "player": {"hand": ["Humble"]},
               "opponent": {"amber": 1, "battleline": [{"card": "Krump", "amber": 2}]}})
    read_by_grammar(g, "Humble")
    act(g, Play("Humble"))
    krump = one(line(g, "opponent"), "Krump")
    assert krump.exhausted and krump.amber == 0  # as much as there is: 2 to the supply
    assert amber(g) == (1, 1)


def test_move_aember_to_the_common_supply_then_if_you_do():
    # Dark Centurion: "Action: Move 1A from a creature to the common supply. If you do, ward that creature."
    g = board({"house": "saurian", "player": {"battleline": ["Dark Centurion"]},
               "opponent": {"battleline": [{"card": "Troll", "amber": 2}, "Krump"]}})
    read_by_grammar(g, "Dark Centurion")
    act(g, Use("Dark Centurion", "action"), "Troll")
    troll = one(line(g, "opponent"), "Troll")
    assert troll.amber == 1 and troll.warded and amber(g) == (0, 0)
    g = board({"house": "saurian", "player": {"battleline": ["Dark Centurion"]},
               "opponent": {"battleline": ["Troll", "Krump"]}})
    act(g, Use("Dark Centurion", "action"), "Krump")  # no Æmber on it: nothing moved, no ward
    assert not one(line(g, "opponent"), "Krump").warded


def test_move_each_aember_from_the_most_powerful_creature_then_destroy_it():
    # Sic Semper Tyrannosaurus: "Play: Move each A from the most powerful creature to your pool
    # and destroy that creature."
    g = board({"house": "saurian", "player": {"hand": ["Sic Semper Tyrannosaurus"], "battleline": ["Krump"]},
               "opponent": {"battleline": [{"card": "Troll", "amber": 3}, "Dust Pixie"]}})
    read_by_grammar(g, "Sic Semper Tyrannosaurus")
    act(g, Play("Sic Semper Tyrannosaurus"))
    assert amber(g) == (3, 0)
    assert names(line(g, "opponent")) == ["Dust Pixie"] and names(g.player("opponent").discard) == ["Troll"]


def test_move_each_aember_from_friendly_creatures_to_your_pool():
    # Gluttony (MM 057): "Reap: Move each A from friendly creatures to your pool."
    g = board({"house": "dis", "player": {"battleline": [{"card": "Gluttony", "amber": 1}, {"card": "Troll", "amber": 2}]},
               "opponent": {"battleline": [{"card": "Krump", "amber": 4}]}})
    read_by_grammar(g, "Gluttony")
    act(g, Use("Gluttony", "reap"))
    assert amber(g) == (4, 0) and one(line(g, "opponent"), "Krump").amber == 4


def test_return_all_aember_from_those_creatures_after_damage_for_each_aember_on_it():
    # Word of Returning: "Play: Deal 1D to each enemy creature for each A on it. Return all A
    # from those creatures to your pool."
    g = board({"house": "untamed", "player": {"hand": ["Word of Returning"]},
               "opponent": {"battleline": [{"card": "Troll", "amber": 3}, {"card": "Krump", "amber": 1},
                                           "Dust Pixie"]}})
    read_by_grammar(g, "Word of Returning")
    act(g, Play("Word of Returning"))
    troll, krump, pixie = line(g, "opponent")
    assert (troll.damage, krump.damage, pixie.damage) == (3, 1, 0)
    assert amber(g) == (1 + 4, 0) and troll.amber == krump.amber == 0


# -- Control ------------------------------------------------------------------------------------
def test_gain_control_of_an_enemy_creature():
    # Hypnobeam: "Play: Gain control of an enemy creature."
    g = board({"house": "mars", "player": {"hand": ["Hypnobeam"], "battleline": ["Troll"]},
               "opponent": {"battleline": [{"card": "Krump", "damage": 2, "exhausted": True}]}})
    read_by_grammar(g, "Hypnobeam")
    act(g, Play("Hypnobeam"))
    assert names(line(g)) == ["Troll", "Krump"] and line(g, "opponent") == []
    krump = one(line(g), "Krump")
    assert krump.controller == "player" and krump.owner == "opponent" and krump.damage == 2 and krump.exhausted


def test_give_control_of_a_friendly_creature():
    # Exile: "Play: Give control of a friendly creature to your opponent."
    g = board({"house": "saurian", "player": {"hand": ["Exile"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Krump"]}})
    read_by_grammar(g, "Exile")
    act(g, Play("Exile"))
    assert line(g) == [] and names(line(g, "opponent")) == ["Krump", "Troll"]


# -- decks and hands ----------------------------------------------------------------------------
def test_put_each_artifact_on_top_of_its_owners_deck():
    # Barehanded: "Play: Put each artifact on top of its owner's deck."
    g = board({"house": "brobnar", "player": {"hand": ["Barehanded"], "artifacts": ["Shard of Pain"], "deck": ["Troll"]},
               "opponent": {"artifacts": ["Banner of Battle"], "deck": ["Krump"]}})
    read_by_grammar(g, "Barehanded")
    act(g, Play("Barehanded"))
    assert g.artifacts() == []
    assert names(g.player("player").deck) == ["Shard of Pain", "Troll"]
    assert names(g.player("opponent").deck) == ["Banner of Battle", "Krump"]


def test_put_a_stolen_creature_on_top_of_its_owners_deck_and_a_ward_prevents_it():
    # "Bubbles": "Play: Put an enemy creature on top of its owner's deck."
    g = board({"house": "unfathomable", "player": {"hand": ["“Bubbles”", "“Bubbles”"]},
               "opponent": {"battleline": [{"card": "Troll", "owner": "player"}, {"card": "Krump", "warded": True}]}})
    read_by_grammar(g, "“Bubbles”")
    act(g, Play(g.player("player").hand[0]), "Troll")
    assert names(g.player("player").deck) == ["Troll"] and g.player("opponent").deck == []
    act(g, Play(g.player("player").hand[0]))
    krump = one(line(g, "opponent"), "Krump")
    assert not krump.warded and g.player("opponent").deck == []


def test_shuffle_each_flank_creature_into_its_owners_deck():
    # Kymoor Eclipse: "Play: Shuffle each flank creature into its owner's deck."
    g = board({"house": "shadows", "player": {"hand": ["Kymoor Eclipse"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Krump", "Dust Pixie", {"card": "Bad Penny", "owner": "player"}]}})
    read_by_grammar(g, "Kymoor Eclipse")
    act(g, Play("Kymoor Eclipse"))
    assert line(g) == [] and names(line(g, "opponent")) == ["Dust Pixie"]
    assert sorted(names(g.player("player").deck)) == ["Bad Penny", "Troll"]
    assert names(g.player("opponent").deck) == ["Krump"]


def test_return_up_to_3_creatures_to_their_owners_hands():
    # Nature's Call: "Play: Return up to 3 creatures to their owners' hands."
    g = board({"house": "untamed", "player": {"hand": ["Nature’s Call"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Krump", "Dust Pixie"]}})
    read_by_grammar(g, "Nature’s Call")
    act(g, Play("Nature’s Call"), "Troll", "Krump", "done")
    assert names(g.player("player").hand) == ["Troll"] and names(g.player("opponent").hand) == ["Krump"]
    assert names(line(g, "opponent")) == ["Dust Pixie"]


def test_return_2_enemy_creatures_chooses_exactly_2():
    # Lights Out: "Play: Return 2 enemy creatures to their owner's hand."
    g = board({"house": "shadows", "player": {"hand": ["Lights Out"]},
               "opponent": {"battleline": ["Krump", "Dust Pixie", "Troll"]}})
    read_by_grammar(g, "Lights Out")
    act(g, Play("Lights Out"), "Krump", "Troll")
    assert names(g.player("opponent").hand) == ["Krump", "Troll"] and names(line(g, "opponent")) == ["Dust Pixie"]


# -- positions ----------------------------------------------------------------------------------
def test_swap_the_positions_of_2_creatures_in_a_battleline():
    # Quantum Fingertrap: "Action: Swap the positions of two creatures in a battleline."
    g = board({"house": "logos", "player": {"artifacts": ["Quantum Fingertrap"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Krump", "Dust Pixie", "Bad Penny"]}})
    read_by_grammar(g, "Quantum Fingertrap")
    act(g, Use("Quantum Fingertrap", "action"), "Krump", "Bad Penny")
    assert names(line(g, "opponent")) == ["Bad Penny", "Dust Pixie", "Krump"]


def test_deal_damage_then_move_it_to_either_flank():
    # Tyxl Beambuckler: "Play: Deal 2D to a creature and move it to either flank of its
    # controller's battleline."
    g = board({"house": "mars", "player": {"hand": ["Tyxl Beambuckler"]},
               "opponent": {"battleline": ["Krump", "Troll", "Dust Pixie"]}})
    read_by_grammar(g, "Tyxl Beambuckler")
    act(g, Play("Tyxl Beambuckler"), "Troll", "left")
    assert names(line(g, "opponent")) == ["Troll", "Krump", "Dust Pixie"]
    assert one(line(g, "opponent"), "Troll").controller == "opponent" and one(line(g, "opponent"), "Troll").damage == 2


def test_use_another_friendly_creature_is_not_the_user():
    # Commander Chan: "Fight/Reap: Use another friendly creature."
    g = board({"house": "staralliance", "player": {"battleline": ["Commander Chan", "Troll"]}})
    read_by_grammar(g, "Commander Chan")
    act(g, Use("Commander Chan", "reap"))  # Troll is the only other creature, and it can only reap
    assert amber(g) == (2, 0) and one(line(g), "Troll").exhausted


# -- the least powerful, discard piles, capture from a side ----------------------------------------
def test_destroy_the_least_powerful_enemy_creature_the_player_picks_among_ties():
    # Cull the Weak: "Play: Destroy the least powerful enemy creature."
    g = board({"house": "dis", "player": {"hand": ["Cull the Weak"], "battleline": ["Dust Pixie"]},
               "opponent": {"battleline": ["Troll", "Bad Penny", "Urchin"]}})
    read_by_grammar(g, "Cull the Weak")
    act(g, Play("Cull the Weak"), "Urchin")  # Bad Penny and Urchin: 1 power each
    assert names(line(g, "opponent")) == ["Troll", "Bad Penny"] and names(line(g)) == ["Dust Pixie"]


def test_return_a_creature_from_your_discard_pile_to_your_hand():
    # Regrowth: "Play: Return a creature from your discard pile to your hand."
    g = board({"house": "untamed", "player": {"hand": ["Regrowth"], "discard": ["Anger", "Troll", "Krump"]},
               "opponent": {"discard": ["Dust Pixie"]}})
    read_by_grammar(g, "Regrowth")
    act(g, Play("Regrowth"), "Krump")
    assert names(g.player("player").hand) == ["Krump"]
    assert names(g.player("player").discard) == ["Regrowth", "Anger", "Troll"]


def test_return_a_creature_from_your_discard_pile_to_the_top_of_your_deck():
    # World Tree: "Action: Return a creature from your discard pile to the top of your deck."
    g = board({"house": "untamed", "player": {"artifacts": ["World Tree"], "discard": ["Anger", "Troll"],
                                              "deck": ["Krump"]}})
    read_by_grammar(g, "World Tree")
    act(g, Use("World Tree", "action"))  # Troll is the only creature
    assert names(g.player("player").deck) == ["Troll", "Krump"] and names(g.player("player").discard) == ["Anger"]


def test_capture_from_its_opponent_and_from_its_own_side():
    # Pandemonium: "Play: Each undamaged creature captures 1A from its opponent."
    g = board({"house": "dis", "player": {"amber": 3, "hand": ["Pandemonium"], "battleline": ["Dust Pixie"]},
               "opponent": {"amber": 3, "battleline": ["Krump", {"card": "Troll", "damage": 1}]}})
    read_by_grammar(g, "Pandemonium")
    act(g, Play("Pandemonium"))
    assert one(line(g), "Dust Pixie").amber == 1 and one(line(g, "opponent"), "Krump").amber == 1
    assert one(line(g, "opponent"), "Troll").amber == 0 and amber(g) == (3 + 1 - 1, 2)
    # Scooped: "Play: Deal 2D to a creature. If it is not destroyed, it captures 1A from its own side."
    g = board({"house": "shadows", "player": {"hand": ["Scooped"]},
               "opponent": {"amber": 2, "battleline": ["Troll"]}})
    read_by_grammar(g, "Scooped")
    act(g, Play("Scooped"))
    assert one(line(g, "opponent"), "Troll").amber == 1 and amber(g) == (1, 1)


# -- any number, anywhere, half the Æmber, 1 of your cards, a random order -------------------------
def test_destroy_any_number_of_friendly_creatures():
    # Martyr's End: "Play: Destroy any number of friendly creatures. Gain 1A for each creature
    # destroyed this way."
    g = board({"house": "sanctum", "player": {"hand": ["Martyr’s End"], "battleline": ["Troll", "Krump", "Dust Pixie"]}})
    read_by_grammar(g, "Martyr’s End")
    act(g, Play("Martyr’s End"), "Troll", "Dust Pixie", "done", "Troll")  # then their order in the discard pile
    assert names(line(g)) == ["Krump"] and amber(g) == (1 + 2, 0)


def test_move_a_creature_anywhere_in_your_battleline():
    # Shifting Battlefield: "Play: Move a friendly creature anywhere in your battleline. That
    # creature captures 1A."
    g = board({"house": "sanctum", "player": {"hand": ["Shifting Battlefield"], "battleline": ["Troll", "Krump", "Dust Pixie"]},
               "opponent": {"amber": 2}})
    read_by_grammar(g, "Shifting Battlefield")
    act(g, Play("Shifting Battlefield"), "Troll", "between Krump and Dust Pixie")
    assert names(line(g)) == ["Krump", "Troll", "Dust Pixie"] and one(line(g), "Troll").amber == 1
    assert amber(g) == (1, 1)


def test_move_half_the_aember_rounding_up_then_the_remaining():
    # Patronage: "Play: Move half the A from a creature to your pool (rounding up). Move the
    # remaining A from that creature to your opponent's pool."
    g = board({"house": "saurian", "player": {"hand": ["Patronage"]},
               "opponent": {"battleline": [{"card": "Troll", "amber": 5}]}})
    read_by_grammar(g, "Patronage")
    act(g, Play("Patronage"))
    assert amber(g) == (3, 2) and one(line(g, "opponent"), "Troll").amber == 0


def test_move_aember_from_1_of_your_cards():
    # Selwyn the Fence: "Fight/Reap: Move 1A from one of your cards to your pool."
    g = board({"house": "shadows", "player": {"battleline": ["Selwyn the Fence"],
                                              "artifacts": [{"card": "World Tree", "amber": 2}]},
               "opponent": {"battleline": [{"card": "Troll", "amber": 2}]}})
    read_by_grammar(g, "Selwyn the Fence")
    act(g, Use("Selwyn the Fence", "reap"), "World Tree")
    assert amber(g) == (2, 0) and g.player("player").artifacts[0].amber == 1


def test_put_each_creature_on_top_of_its_owners_deck_in_a_random_order():
    # Mælstrom: "Play: Put each creature on top of its owner's deck in a random order. Gain 2 chains."
    g = board({"house": "unfathomable", "seed": 2, "player": {"hand": ["Mælstrom"], "battleline": ["Troll", "Krump"],
                                                             "deck": ["Anger"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    read_by_grammar(g, "Mælstrom")
    act(g, Play("Mælstrom"))
    assert g.creatures() == [] and g.player("player").chains == 2
    assert sorted(names(g.player("player").deck[:2])) == ["Krump", "Troll"] and names(g.player("player").deck)[2:] == ["Anger"]
    assert names(g.player("opponent").deck) == ["Dust Pixie"]


def test_they_must_give_you_aember_after_giving_control():
    # Anahita the Trader: "Reap: Give control of a friendly artifact to your opponent. If you do,
    # they must give you 2A."
    g = board({"house": "sanctum", "player": {"battleline": ["Anahita the Trader"], "artifacts": ["World Tree"]},
               "opponent": {"amber": 1}})
    read_by_grammar(g, "Anahita the Trader")
    act(g, Use("Anahita the Trader", "reap"))
    assert names(g.player("opponent").artifacts) == ["World Tree"] and amber(g) == (2, 0)  # as much as they have
    g = board({"house": "sanctum", "player": {"battleline": ["Anahita the Trader"]}, "opponent": {"amber": 3}})
    act(g, Use("Anahita the Trader", "reap"))  # no friendly artifact: nothing given, so nothing owed
    assert amber(g) == (1, 3)


def test_shuffle_a_card_from_your_discard_pile_for_each_friendly_shard():
    # Shard of Life: "Action: Shuffle a card from your discard pile into your deck for each friendly Shard."
    g = board({"house": "untamed", "player": {"artifacts": ["Shard of Life", "Shard of Pain"],
                                              "discard": ["Troll", "Anger", "Krump"]}})
    read_by_grammar(g, "Shard of Life")
    act(g, Use("Shard of Life", "action"), "Troll", "Krump")
    assert names(g.player("player").discard) == ["Anger"]
    assert sorted(names(g.player("player").deck)) == ["Krump", "Troll"]


def test_shuffle_your_hand_and_discard_pile_into_your_deck():
    # Screaming Cave: "Action: Shuffle your hand and discard pile into your deck."
    g = board({"house": "dis", "player": {"artifacts": ["Screaming Cave"], "hand": ["Troll"], "discard": ["Krump"],
                                          "deck": ["Anger"]}, "opponent": {"hand": ["Dust Pixie"]}})
    read_by_grammar(g, "Screaming Cave")
    act(g, Use("Screaming Cave", "action"))
    assert g.player("player").hand == g.player("player").discard == []
    assert sorted(names(g.player("player").deck)) == ["Anger", "Krump", "Troll"]
    assert names(g.player("opponent").hand) == ["Dust Pixie"]


# -- near misses: readings the engine cannot play are refused ------------------------------------
@pytest.mark.parametrize("text,why", [
    ("Play: Move 1A from your pool to each creature.", "not one card"),
    ("Play: Move half the A from a creature to your pool.", "rounding"),
    ("Play: Swap the positions of 3 creatures in a battleline.", "a swap of 3 creatures"),
    ("Play: Return 2 enemy creature to their owner's hand.", "does not agree"),
    ("Play: Shuffle any number of creature from your discard pile into your deck.", "does not agree"),
])
def test_movement_near_misses_are_refused(text, why):
    from judge.engine.keyforge.reader import behaviour_class

    from .test_reader import card

    cls, reason = behaviour_class(card(text, type="action"))
    assert cls is None and why in reason, reason


# -- one kind or another ---------------------------------------------------------------------------
def test_return_an_artifact_or_flank_creature():
    # Snudge: "Fight/Reap: Return an artifact or flank creature to its owner's hand."
    g = board({"house": "dis", "player": {"battleline": ["Snudge"]},
               "opponent": {"battleline": ["Krump", "Troll", "Dust Pixie"], "artifacts": ["World Tree"]}})
    read_by_grammar(g, "Snudge")
    with pytest.raises(ScenarioError, match="legal"):  # Troll is in the middle: not a flank creature
        act(g, Use("Snudge", "reap"), "Troll")
    g = board({"house": "dis", "player": {"battleline": ["Snudge"]},
               "opponent": {"battleline": ["Krump", "Troll", "Dust Pixie"], "artifacts": ["World Tree"]}})
    act(g, Use("Snudge", "reap"), "World Tree")
    assert names(g.player("opponent").hand) == ["World Tree"] and g.player("opponent").artifacts == []


def test_put_an_upgrade_or_action_card_from_your_discard_pile_on_top_of_your_deck():
    # Dr. Verokter: "Reap: Put an upgrade or action card from your discard pile on top of your deck."
    g = board({"house": "logos", "player": {"battleline": ["Dr. Verokter"], "deck": ["Krump"],
                                            "discard": ["Troll", "Anger", "Light of the Archons"]}})
    read_by_grammar(g, "Dr. Verokter")
    with pytest.raises(ScenarioError, match="legal"):  # Troll is a creature
        act(g, Use("Dr. Verokter", "reap"), "Troll")
    g = board({"house": "logos", "player": {"battleline": ["Dr. Verokter"], "deck": ["Krump"],
                                            "discard": ["Troll", "Anger", "Light of the Archons"]}})
    act(g, Use("Dr. Verokter", "reap"), "Light of the Archons")
    assert names(g.player("player").deck) == ["Light of the Archons", "Krump"]
