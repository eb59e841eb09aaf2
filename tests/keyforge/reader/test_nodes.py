"""Each node kind of the card-text reader, on a small board: the effect happens (not only
the text parses). The cards are real cards the reader reads; each test names the text."""
from judge.engine.keyforge.abilities import implementation
from judge.engine.keyforge.actions import Play, Use
from judge.engine.keyforge.modifiers import armor, keyword, key_cost, power

from ..helpers import act, board, log, names, one


def read_by_grammar(g, name):
    card = next(c for _, _, c in g.all_cards() if c.name == name)
    assert implementation(card.printed)[1] == "read", f"{name} is not read by the grammar"
    return card


def amber(g):
    return g.player("player").amber, g.player("opponent").amber


def line(g, seat="player"):
    return g.player(seat).battleline


# -- Æmber, keys, chains ---------------------------------------------------------------------------
def test_gain_on_fight():  # Headhunter: "Fight: Gain 1A."
    g = board({"house": "brobnar", "player": {"battleline": ["Headhunter"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    read_by_grammar(g, "Headhunter")
    act(g, Use("Headhunter", "fight", "Dust Pixie"))
    assert amber(g) == (1, 0)


def test_lose_then_sacrifice_on_omni():  # Screechbomb: "Omni: Sacrifice Screechbomb. Your opponent loses 2A."
    g = board({"house": "dis", "player": {"artifacts": ["Screechbomb"]}, "opponent": {"amber": 3}})
    read_by_grammar(g, "Screechbomb")
    act(g, Use("Screechbomb", "omni"))
    assert amber(g) == (0, 1) and names(g.player("player").discard) == ["Screechbomb"]


def test_steal_on_action():  # Pit Demon: "Action: Steal 1A."
    g = board({"house": "dis", "player": {"battleline": ["Pit Demon"]}, "opponent": {"amber": 2}})
    read_by_grammar(g, "Pit Demon")
    act(g, Use("Pit Demon", "action"))
    assert amber(g) == (1, 1)


def test_capture_by_the_card_itself():  # Charette: "Play: Capture 3A."
    g = board({"house": "dis", "player": {"hand": ["Charette"]}, "opponent": {"amber": 2}})
    act(g, Play("Charette"))
    read_by_grammar(g, "Charette")
    assert one(line(g), "Charette").amber == 2 and amber(g) == (0, 0)


def test_capture_by_each_creature_a_selector_names():  # Honorable Claim: "Each friendly Knight creature captures 1A."
    g = board({"house": "sanctum", "player": {"hand": ["Honorable Claim"], "battleline": ["Sequis", "Troll"]},
               "opponent": {"amber": 5}})
    read_by_grammar(g, "Honorable Claim")
    act(g, Play("Honorable Claim"))
    assert one(line(g), "Sequis").amber == 1 and one(line(g), "Troll").amber == 0
    assert amber(g) == (1, 4)  # the Æmber bonus, then one captured


def test_opponent_gains_chains():  # Binding Irons: "Play: Your opponent gains 3 chains."
    g = board({"house": "dis", "player": {"hand": ["Binding Irons"]}})
    read_by_grammar(g, "Binding Irons")
    act(g, Play("Binding Irons"))
    assert (g.player("player").chains, g.player("opponent").chains) == (0, 3)


def test_forge_a_key_at_current_cost_when_destroyed():  # Keyfrog: "Destroyed: Forge a key at current cost."
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"]},
               "opponent": {"amber": 7, "battleline": ["Keyfrog"]}})
    read_by_grammar(g, "Keyfrog")
    act(g, Use("Troll", "fight", "Keyfrog"))
    assert g.player("opponent").keys == 1 and g.player("opponent").amber == 1


def test_keys_cost_more_for_the_opponent():  # Grabber Jammer: "Your opponent's keys cost +1A."
    g = board({"house": "mars", "player": {"battleline": ["Grabber Jammer"]}})
    read_by_grammar(g, "Grabber Jammer")
    assert (key_cost(g, "player"), key_cost(g, "opponent")) == (6, 7)


# -- damage and healing ------------------------------------------------------------------------------
def test_deal_damage_to_a_chosen_creature():  # Punch: "Play: Deal 3D to a creature."
    g = board({"house": "brobnar", "player": {"hand": ["Punch"]},
               "opponent": {"battleline": ["Troll", "Krump"]}})
    read_by_grammar(g, "Punch")
    act(g, Play("Punch"), "Troll")
    assert one(line(g, "opponent"), "Troll").damage == 3 and one(line(g, "opponent"), "Krump").damage == 0


def test_deal_damage_to_each_neighbor_of_the_creature_it_fights():
    # Lord Golgotha: "Before Fight: Deal 3D to each neighbor of the creature Lord Golgotha fights."
    g = board({"house": "sanctum", "player": {"battleline": ["Lord Golgotha"]},
               "opponent": {"battleline": ["Dust Pixie", "Troll", "Krump"]}})
    read_by_grammar(g, "Lord Golgotha")
    act(g, Use("Lord Golgotha", "fight", "Troll"))
    opp = g.player("opponent")
    assert names(opp.discard) == ["Dust Pixie"] and one(opp.battleline, "Krump").damage == 3


def test_deal_damage_to_up_to_n_creatures():  # Unsuspecting Prey: "Deal 2D to up to 3 undamaged creatures."
    g = board({"house": "untamed", "player": {"hand": ["Unsuspecting Prey"]},
               "opponent": {"battleline": ["Troll", {"card": "Krump", "damage": 1}, "Sequis"]}})
    read_by_grammar(g, "Unsuspecting Prey")
    act(g, Play("Unsuspecting Prey"), "Troll", "done")
    opp = g.player("opponent").battleline
    assert [c.damage for c in opp] == [2, 1, 0]


def test_heal_damage_from_a_creature():  # Hallowed Blaster: "Action: Heal 3 damage from a creature."
    g = board({"house": "sanctum", "player": {"artifacts": ["Hallowed Blaster"],
                                              "battleline": [{"card": "Troll", "damage": 5}]}})
    read_by_grammar(g, "Hallowed Blaster")
    act(g, Use("Hallowed Blaster", "action"))
    assert one(line(g), "Troll").damage == 2


def test_a_creature_heals_itself():  # Troll: "Reap: Troll heals 3 damage."
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Troll", "damage": 4}]}})
    read_by_grammar(g, "Troll")
    act(g, Use("Troll", "reap"))
    assert one(line(g), "Troll").damage == 1


# -- statuses and counters ----------------------------------------------------------------------------
def test_stun_a_creature_and_each_of_its_neighbors():  # Tremor
    g = board({"house": "brobnar", "player": {"hand": ["Tremor"]},
               "opponent": {"battleline": ["Dust Pixie", "Troll", "Krump", "Sequis"]}})
    read_by_grammar(g, "Tremor")
    act(g, Play("Tremor"), "Troll")
    assert [c.stunned for c in line(g, "opponent")] == [True, True, True, False]


def test_exhaust_up_to_three_creatures():  # Nocturnal Maneuver: "Play: Exhaust up to 3 creatures."
    g = board({"house": "untamed", "player": {"hand": ["Nocturnal Maneuver"]},
               "opponent": {"battleline": ["Troll", "Krump"]}})
    read_by_grammar(g, "Nocturnal Maneuver")
    act(g, Play("Nocturnal Maneuver"), "Krump", "done")
    assert [c.exhausted for c in line(g, "opponent")] == [False, True]


def test_ready_each_friendly_knight():  # Call to Action: "Play: Ready each friendly Knight creature."
    g = board({"house": "sanctum", "player": {"hand": ["Call to Action"],
                                              "battleline": [{"card": "Sequis", "exhausted": True},
                                                             {"card": "Troll", "exhausted": True}]}})
    read_by_grammar(g, "Call to Action")
    act(g, Play("Call to Action"))
    assert [c.exhausted for c in line(g)] == [False, True]


def test_enrage_then_a_power_counter_on_that_creature():
    # Irestaff: "Action: Enrage a creature. Give that creature a +1 power counter."
    g = board({"house": "brobnar", "player": {"artifacts": ["Irestaff"], "battleline": ["Troll"]}})
    read_by_grammar(g, "Irestaff")
    act(g, Use("Irestaff", "action"))
    troll = one(line(g), "Troll")
    assert troll.enraged and troll.power_counters == 1 and power(g, troll) == 9


def test_ward_each_friendly_creature_with_aember_on_it():  # Ancient Power
    g = board({"house": "saurian", "player": {"hand": ["Ancient Power"],
                                              "battleline": [{"card": "Troll", "amber": 1}, "Krump"]}})
    read_by_grammar(g, "Ancient Power")
    act(g, Play("Ancient Power"))
    assert [c.warded for c in line(g)] == [True, False]


def test_may_exalt_and_if_you_do_ward_its_neighbors():
    # Paraguardian: "Reap: You may exalt Paraguardian. If you do, ward each of its neighbors."
    g = board({"house": "saurian", "player": {"battleline": ["Troll", "Paraguardian", "Krump"]}})
    read_by_grammar(g, "Paraguardian")
    act(g, Use("Paraguardian", "reap"), "yes")
    assert [c.warded for c in line(g)] == [True, False, True] and one(line(g), "Paraguardian").amber == 1
    g = board({"house": "saurian", "player": {"battleline": ["Troll", "Paraguardian", "Krump"]}})
    act(g, Use("Paraguardian", "reap"), "no")
    assert not any(c.warded for c in line(g)) and "if you do" in "\n".join(log(g)).lower()


# -- leaving play ---------------------------------------------------------------------------------------
def test_destroy_each_undamaged_creature_and_gain_chains():  # Coward's End
    g = board({"house": "brobnar", "player": {"hand": ["Coward’s End"], "battleline": ["Troll"]},
               "opponent": {"battleline": [{"card": "Krump", "damage": 1}, "Sequis"]}})
    read_by_grammar(g, "Coward’s End")
    act(g, Play("Coward’s End"))
    assert names(line(g)) == [] and names(line(g, "opponent")) == ["Krump"] and g.player("player").chains == 3


def test_destroy_a_creature_with_no_aember_on_it():  # Draining Touch
    g = board({"house": "dis", "player": {"hand": ["Draining Touch"]},
               "opponent": {"battleline": [{"card": "Troll", "amber": 1}, "Krump"]}})
    read_by_grammar(g, "Draining Touch")
    act(g, Play("Draining Touch"))  # one legal choice: taken by itself
    assert names(line(g, "opponent")) == ["Troll"]


def test_return_an_enemy_creature_to_its_owners_hand():  # Fear
    g = board({"house": "dis", "player": {"hand": ["Fear"]},
               "opponent": {"battleline": ["Troll", "Krump"]}})
    read_by_grammar(g, "Fear")
    act(g, Play("Fear"), "Krump")
    assert names(line(g, "opponent")) == ["Troll"] and names(g.player("opponent").hand) == ["Krump"]


def test_an_enemy_destroyed_fighting_it_heals_it_and_gives_a_counter():
    # Mugwump: "After an enemy creature is destroyed fighting Mugwump, fully heal Mugwump and give
    # it a +1 power counter."
    g = board({"house": "brobnar", "player": {"battleline": ["Mugwump"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    read_by_grammar(g, "Mugwump")
    act(g, Use("Mugwump", "fight", "Dust Pixie"))
    mug = one(line(g), "Mugwump")
    assert names(line(g, "opponent")) == [] and mug.damage == 0 and mug.power_counters == 1


# -- hand and deck -------------------------------------------------------------------------------------
def test_draw_a_card():  # Library of Babble: "Action: Draw a card."
    g = board({"house": "logos", "player": {"artifacts": ["Library of Babble"], "deck": ["Troll", "Krump"]}})
    read_by_grammar(g, "Library of Babble")
    act(g, Use("Library of Babble", "action"))
    assert names(g.player("player").hand) == ["Troll"]


def test_archive_a_card_from_hand():  # Library of the Damned: "Action: Archive a card."
    g = board({"house": "dis", "player": {"artifacts": ["Library of the Damned"], "hand": ["Troll", "Krump"]}})
    read_by_grammar(g, "Library of the Damned")
    act(g, Use("Library of the Damned", "action"), "Krump")
    assert names(g.player("player").archives) == ["Krump"] and names(g.player("player").hand) == ["Troll"]


def test_discard_then_if_you_do_draw():  # Techno-Fiend: "Reap: Discard a card from your hand. If you do, draw a card."
    g = board({"house": "dis", "player": {"battleline": ["Techno-Fiend"], "hand": ["Troll"], "deck": ["Krump"]}})
    read_by_grammar(g, "Techno-Fiend")
    act(g, Use("Techno-Fiend", "reap"))
    assert names(g.player("player").discard) == ["Troll"] and names(g.player("player").hand) == ["Krump"]
    g = board({"house": "dis", "player": {"battleline": ["Techno-Fiend"], "deck": ["Krump"]}})
    act(g, Use("Techno-Fiend", "reap"))
    assert g.player("player").hand == []  # nothing discarded: no card drawn


def test_opponent_discards_a_random_card():  # Mind Barb
    g = board({"house": "dis", "seed": 3, "player": {"hand": ["Mind Barb"]},
               "opponent": {"hand": ["Troll", "Krump"]}})
    read_by_grammar(g, "Mind Barb")
    act(g, Play("Mind Barb"))
    opp = g.player("opponent")
    assert len(opp.hand) == 1 and len(opp.discard) == 1 and "picked at random" in "\n".join(log(g))


# -- using creatures -------------------------------------------------------------------------------------
def test_ready_and_fight_with_a_friendly_creature():  # Gauntlet of Command
    g = board({"house": "brobnar", "player": {"artifacts": ["Gauntlet of Command"],
                                              "battleline": [{"card": "Troll", "exhausted": True}]},
               "opponent": {"battleline": ["Krump"]}})
    read_by_grammar(g, "Gauntlet of Command")
    act(g, Use("Gauntlet of Command", "action"))
    assert names(line(g, "opponent")) == [] and one(line(g), "Troll").exhausted


# -- conditions, for each, durations ----------------------------------------------------------------------
def test_condition_on_the_opponents_aember():  # Shooler: "Play: If your opponent has 4A or more, steal 1A."
    for theirs, expect in ((4, (1, 3)), (3, (0, 3))):
        g = board({"house": "dis", "player": {"hand": ["Shooler"]}, "opponent": {"amber": theirs}})
        read_by_grammar(g, "Shooler")
        act(g, Play("Shooler"))
        assert amber(g) == expect


def test_condition_comparing_pools_then_two_effects():
    # Neuro Syphon: "Play: If your opponent has more A than you, steal 1A and draw a card."
    g = board({"house": "logos", "player": {"hand": ["Neuro Syphon"], "deck": ["Troll"]}, "opponent": {"amber": 3}})
    read_by_grammar(g, "Neuro Syphon")
    act(g, Play("Neuro Syphon"))  # the Æmber bonus first: 1 against 3
    assert amber(g) == (2, 2) and names(g.player("player").hand) == ["Troll"]


def test_gain_for_each_damaged_enemy_creature():  # Misery Exploit
    g = board({"house": "dis", "player": {"hand": ["Misery Exploit"]},
               "opponent": {"battleline": [{"card": "Troll", "damage": 1}, {"card": "Krump", "damage": 2}, "Sequis"]}})
    read_by_grammar(g, "Misery Exploit")
    act(g, Play("Misery Exploit"))
    assert amber(g) == (2, 0)


def test_a_lasting_keyword_on_a_chosen_creature_then_fight_with_it():
    # Assert Dominance: "Play: For the remainder of the turn, a friendly creature gains skirmish.
    # Ready and fight with that creature."
    g = board({"house": "untamed", "player": {"hand": ["Assert Dominance"], "battleline": [{"card": "Troll", "exhausted": True}]},
               "opponent": {"battleline": ["Krump"]}})
    read_by_grammar(g, "Assert Dominance")
    act(g, Play("Assert Dominance"))
    troll = one(line(g), "Troll")
    assert keyword(g, troll, "skirmish") == 1 and troll.damage == 0 and names(line(g, "opponent")) == []


# -- constant abilities --------------------------------------------------------------------------------
def test_each_friendly_creature_gets_more_power():  # Banner of Battle
    g = board({"house": "brobnar", "player": {"artifacts": ["Banner of Battle"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Krump"]}})
    read_by_grammar(g, "Banner of Battle")
    assert power(g, one(line(g), "Troll")) == 9 and power(g, one(line(g, "opponent"), "Krump")) == 6


def test_neighbors_get_armor():  # Bulwark: "Each of Bulwark's neighbors gets +2 armor."
    g = board({"house": "sanctum", "player": {"battleline": ["Troll", "Bulwark", "Krump", "Dust Pixie"]}})
    read_by_grammar(g, "Bulwark")
    assert [armor(g, c) for c in line(g)] == [2, 2, 2, 0]  # Bulwark's own 2; Dust Pixie is no neighbor


def test_an_upgrade_gives_its_creature_a_keyword_and_heals_it():
    # Yo Mama Mastery: "This creature gains taunt. Play: Fully heal this creature."
    g = board({"house": "brobnar", "player": {"hand": ["Yo Mama Mastery"], "battleline": [{"card": "Troll", "damage": 6}]}})
    read_by_grammar(g, "Yo Mama Mastery")
    act(g, Play("Yo Mama Mastery"))
    troll = one(line(g), "Troll")
    assert troll.damage == 0 and keyword(g, troll, "taunt") == 1


def test_cannot_reap():  # Toad: "Toad cannot reap."
    g = board({"house": "untamed", "player": {"battleline": ["Toad"]}})
    read_by_grammar(g, "Toad")
    try:
        act(g, Use("Toad", "reap"))
    except Exception as exc:  # IllegalAction
        assert "cannot reap" in str(exc)
    else:
        raise AssertionError("Toad reaped")


def test_enters_play_ready():  # Silvertooth: "Silvertooth enters play ready."
    g = board({"house": "shadows", "player": {"hand": ["Silvertooth"]}})
    act(g, Play("Silvertooth"))
    read_by_grammar(g, "Silvertooth")
    assert not one(line(g), "Silvertooth").exhausted


# -- triggered abilities ----------------------------------------------------------------------------------
def test_at_the_end_of_your_turn():  # Shaffles: "At the end of your turn, your opponent loses 1A."
    g = board({"house": "dis", "player": {"battleline": ["Shaffles"]}, "opponent": {"amber": 2}})
    read_by_grammar(g, "Shaffles")
    act(g, {"end_turn": True})
    assert g.player("opponent").amber == 1


def test_after_a_creature_reaps_stun_it():  # Orb of Invidius: "After a creature reaps, stun it."
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"]}, "opponent": {"artifacts": ["Orb of Invidius"]}})
    read_by_grammar(g, "Orb of Invidius")
    act(g, Use("Troll", "reap"), "Troll")  # Troll's own "Reap:" triggers with it: the active player orders
    assert one(line(g), "Troll").stunned


def test_after_you_play_a_card_of_a_house_and_type():
    # Dark Harbinger: "After you play an Untamed action card, ready Dark Harbinger."
    g = board({"house": "untamed", "player": {"hand": ["Nocturnal Maneuver", "Ancient Bear"],
                                              "battleline": [{"card": "Dark Harbinger", "exhausted": True}]}})
    read_by_grammar(g, "Dark Harbinger")
    act(g, Play("Ancient Bear"))
    assert one(line(g), "Dark Harbinger").exhausted  # a creature: no
    act(g, Play("Nocturnal Maneuver"), "Dark Harbinger", "done")  # its ability first, then none exhausted
    assert not one(line(g), "Dark Harbinger").exhausted


def test_a_selector_with_an_exact_power():  # Master of 3: "Reap: You may destroy a creature with 3 power."
    g = board({"house": "dis", "player": {"battleline": ["Master of 3"]},
               "opponent": {"battleline": ["Techno-Fiend", "Krump", "Dust Pixie"]}})
    read_by_grammar(g, "Master of 3")
    act(g, Use("Master of 3", "reap"), "yes")  # Techno-Fiend (3 power) is the only choice
    assert names(line(g, "opponent")) == ["Krump", "Dust Pixie"]
