"""The odd shapes read by the card-text reader (grammar/misc.lark) on small boards: splash
damage, "another", "2 enemy creatures", "exalt twice", keywords as adjectives, "for each friendly
Shard", "this way", "then". Each test quotes the printed text of a real card."""
from judge.engine.keyforge.actions import Play, Use
from judge.engine.keyforge.reader import read

from ..helpers import act, board, index, names, one
from .test_nodes import amber, line, read_by_grammar


# -- splash ---------------------------------------------------------------------------------------
def test_splash_damage_goes_to_each_neighbor():
    # Lava Ball: "Play: Deal 4D to a creature with 2D splash."
    g = board({"house": "brobnar", "player": {"hand": ["Lava Ball"]},
               "opponent": {"battleline": ["Dust Pixie", "Troll", "Krump", "Sequis"]}})
    read_by_grammar(g, "Lava Ball")
    act(g, Play("Lava Ball"), "Troll")
    opp = g.player("opponent")
    assert names(opp.discard) == ["Dust Pixie"]  # 2 splash destroys the 1-power neighbor
    assert [(c.name, c.damage) for c in opp.battleline] == [("Troll", 4), ("Krump", 2), ("Sequis", 0)]


def test_splash_damage_is_dealt_at_the_same_time():
    # the splash to a neighbor that the main damage's target shields: armor applies to each
    g = board({"house": "brobnar", "player": {"hand": ["Lava Ball"]},
               "opponent": {"battleline": ["Sequis", "Troll"]}})
    act(g, Play("Lava Ball"), "Troll")
    assert [c.damage for c in line(g, "opponent")] == [0, 4]  # Sequis's 2 armor stops the splash


def test_splash_on_a_creature_that_is_not_on_a_flank():
    # Booby Trap: "Play: Deal 4D to a creature that is not on a flank with 2D splash."
    g = board({"house": "shadows", "player": {"hand": ["Booby Trap"]},
               "opponent": {"battleline": ["Troll", "Krump", "Bumpsy"]}})
    read_by_grammar(g, "Booby Trap")
    act(g, Play("Booby Trap"))  # Krump is the only creature not on a flank
    assert [c.damage for c in line(g, "opponent")] == [2, 4, 2]


# -- targets ----------------------------------------------------------------------------------------
def test_another_friendly_creature_is_never_itself():
    # Chuff Ape: "Fight/Reap: You may sacrifice another friendly creature. If you do, fully heal Chuff Ape."
    g = board({"house": "mars", "player": {"battleline": [{"card": "Chuff Ape", "damage": 5}]}})
    read_by_grammar(g, "Chuff Ape")
    act(g, Use("Chuff Ape", "reap"), "yes")  # no other creature: nothing sacrificed, no heal
    assert one(line(g), "Chuff Ape").damage == 5
    g = board({"house": "mars", "player": {"battleline": [{"card": "Chuff Ape", "damage": 5}, "Mindwarper"]}})
    act(g, Use("Chuff Ape", "reap"), "yes")
    assert names(line(g)) == ["Chuff Ape"] and one(line(g), "Chuff Ape").damage == 0


def test_two_enemy_creatures_are_chosen():
    # Carpe Vinum: "Play: Exalt 2 enemy creatures."
    g = board({"house": "saurian", "player": {"hand": ["Carpe Vinum"]},
               "opponent": {"battleline": ["Troll", "Krump", "Bumpsy"]}})
    read_by_grammar(g, "Carpe Vinum")
    act(g, Play("Carpe Vinum"), "Troll", "Bumpsy")
    assert [c.amber for c in line(g, "opponent")] == [1, 0, 1]


def test_two_creatures_when_there_is_only_one():
    g = board({"house": "saurian", "player": {"hand": ["Carpe Vinum"]}, "opponent": {"battleline": ["Troll"]}})
    act(g, Play("Carpe Vinum"))
    assert one(line(g, "opponent"), "Troll").amber == 1 and index(g, "there are only 1")


def test_exalt_twice():  # Grimlocus Dux: "Play: Exalt Grimlocus Dux twice."
    g = board({"house": "saurian", "player": {"hand": ["Grimlocus Dux"]}})
    act(g, Play("Grimlocus Dux"))
    read_by_grammar(g, "Grimlocus Dux")
    assert one(line(g), "Grimlocus Dux").amber == 2


def test_a_keyword_as_an_adjective():  # Perilous Wild: "Play: Destroy each elusive creature."
    g = board({"house": "untamed", "player": {"hand": ["Perilous Wild"], "battleline": ["Snufflegator"]},
               "opponent": {"battleline": ["Looter Goblin", "Troll"]}})
    read_by_grammar(g, "Perilous Wild")
    act(g, Play("Perilous Wild"))
    assert names(line(g, "opponent")) == ["Troll"] and names(line(g)) == ["Snufflegator"]


# -- what "for each" counts -------------------------------------------------------------------------
def test_for_each_friendly_shard_multiplies_a_draw():
    # Shard of Knowledge: "Action: Draw a card for each friendly Shard."
    g = board({"house": "logos", "player": {"artifacts": ["Shard of Knowledge", "Shard of Pain"],
                                            "deck": ["Troll", "Krump", "Bumpsy"]},
               "opponent": {"artifacts": ["Shard of Hope"]}})
    read_by_grammar(g, "Shard of Knowledge")
    act(g, Use("Shard of Knowledge", "action"))
    assert names(g.player("player").hand) == ["Troll", "Krump"]


def test_draw_a_card_for_each_creature_draws_that_many():
    # Professor Sutterkin: "Reap: Draw a card for each friendly Logos creature." (it drew only
    # one card before "draw" heeded "for each")
    g = board({"house": "logos", "player": {"battleline": ["Professor Sutterkin", "Brain Eater"],
                                            "deck": ["Troll", "Krump", "Bumpsy"]}})
    read_by_grammar(g, "Professor Sutterkin")
    act(g, Use("Professor Sutterkin", "reap"))
    assert names(g.player("player").hand) == ["Troll", "Krump"]


def test_for_each_friendly_shard_repeats_a_choice():
    # Shard of Hate: "Action: Stun an enemy creature for each friendly Shard."
    g = board({"house": "mars", "player": {"artifacts": ["Shard of Hate", "Shard of Pain"]},
               "opponent": {"battleline": ["Troll", "Krump", "Bumpsy"]}})
    read_by_grammar(g, "Shard of Hate")
    act(g, Use("Shard of Hate", "action"), "Troll", "Bumpsy")
    assert [c.stunned for c in line(g, "opponent")] == [True, False, True]


def test_for_each_creature_destroyed_this_way_by_damage():
    # Throwing Stars: "Play: Deal 1D to up to 3 creatures. Gain 1A for each creature destroyed this way."
    g = board({"house": "shadows", "player": {"hand": ["Throwing Stars"]},
               "opponent": {"battleline": ["Dust Pixie", "Troll", {"card": "Krump", "damage": 5}]}})
    read_by_grammar(g, "Throwing Stars")
    act(g, Play("Throwing Stars"), "Dust Pixie", "Troll", "Krump", "Krump")  # then the first in the pile
    assert names(line(g, "opponent")) == ["Troll"] and amber(g) == (2, 0)


def test_for_each_creature_purged_this_way():
    # One Last Job: "Play: Purge each friendly Shadows creature. Steal 1A for each creature purged this way."
    g = board({"house": "shadows", "player": {"hand": ["One Last Job"], "battleline": ["Urchin", "Troll", "Urchin"]},
               "opponent": {"amber": 5}})
    read_by_grammar(g, "One Last Job")
    act(g, Play("One Last Job"))
    assert names(g.player("player").purged) == ["Urchin", "Urchin"] and amber(g) == (3, 3)  # 1 bonus + 2 stolen


def test_a_creature_destroyed_before_this_ability_does_not_count():
    # Kerwollop: "Play: Deal 1 to each creature. Gain 1 for each creature destroyed this way."
    g = board({"house": "shadows", "player": {"hand": ["Kerwollop"]},
               "opponent": {"battleline": ["Dust Pixie", "Troll"], "discard": ["Krump"]}})
    read_by_grammar(g, "Kerwollop")
    act(g, Play("Kerwollop"))
    assert amber(g) == (1, 0)


# -- then --------------------------------------------------------------------------------------------
def test_then_is_read_in_order():
    r = read("Play: Deal 2D to a creature. Then, purge a creature from a discard pile.", "Test")
    assert r.ok and r.tree.render() == "play: deal 2{D} to a creature. then purge a creature from a discard pile."


def test_a_gigantic_creatures_reminder_is_a_line_of_its_own():
    r = read("(Play only with the other half of Deusillus.)\nPlay: Gain 1A.", "Deusillus")
    assert r.ok and len(r.tree.abilities) == 2


# -- more targets -----------------------------------------------------------------------------------
def test_the_least_powerful_enemy_creature_ties_are_chosen():
    # Cull the Weak: "Play: Destroy the least powerful enemy creature."
    g = board({"house": "dis", "player": {"hand": ["Cull the Weak"], "battleline": ["Dust Pixie"]},
               "opponent": {"battleline": ["Troll", "Mindwarper", "Looter Goblin"]}})
    read_by_grammar(g, "Cull the Weak")
    act(g, Play("Cull the Weak"), "Looter Goblin")  # both have 2 power; Dust Pixie is friendly
    assert names(line(g, "opponent")) == ["Troll", "Mindwarper"] and names(line(g)) == ["Dust Pixie"]


def test_the_three_most_powerful_creatures_a_group_with_ties():
    # Three Fates: "Play: Destroy the 3 most powerful creatures." (Most Powerful, groups)
    g = board({"house": "dis", "player": {"hand": ["Three Fates"], "battleline": ["Troll", "Bumpsy"]},
               "opponent": {"battleline": ["Krump", "Urchin", "Ganger Chieftain"]}})
    read_by_grammar(g, "Three Fates")
    # Troll 8 and Krump 6 are in; Bumpsy and Ganger Chieftain tie at 5 for the last place
    act(g, Play("Three Fates"), "Ganger Chieftain", "Krump")
    assert names(line(g)) == ["Bumpsy"] and names(line(g, "opponent")) == ["Urchin"]


def test_any_number_of_friendly_creatures_then_count_them():
    # Martyr's End: "Play: Destroy any number of friendly creatures. Gain 1A for each creature destroyed this way."
    g = board({"house": "sanctum", "player": {"hand": ["Martyr’s End"], "battleline": ["Troll", "Krump", "Sequis"]}})
    read_by_grammar(g, "Martyr’s End")
    act(g, Play("Martyr’s End"), "Troll", "Sequis", "done", "Troll")
    assert names(line(g)) == ["Krump"] and amber(g) == (3, 0)  # 1 bonus + 2


def test_each_of_your_artifacts():
    # Oath of Poverty: "Play: Destroy each of your artifacts. Gain 2A for each artifact destroyed this way."
    g = board({"house": "sanctum", "player": {"hand": ["Oath of Poverty"], "artifacts": ["Cannon", "Banner of Battle"]},
               "opponent": {"artifacts": ["Screechbomb"]}})
    read_by_grammar(g, "Oath of Poverty")
    act(g, Play("Oath of Poverty"), "Cannon")
    assert g.player("player").artifacts == [] and names(g.player("opponent").artifacts) == ["Screechbomb"]
    assert amber(g) == (5, 0)


def test_one_of_its_neighbors():
    # Buzzle: "Play/Fight: You may purge 1 of Buzzle's neighbors. If you do, ready Buzzle."
    g = board({"house": "dis", "player": {"hand": ["Buzzle"], "battleline": ["Troll"]}})
    read_by_grammar(g, "Buzzle")
    act(g, Play("Buzzle"), "yes")
    assert names(g.player("player").purged) == ["Troll"] and not one(line(g), "Buzzle").exhausted


def test_damage_to_a_creature_and_a_neighbor_is_dealt_at_once():
    # Mighty Lance: "Play: Deal 3D to a creature and 3D to a neighbor of that creature." (the
    # 2021 rules' example: that damage is dealt simultaneously)
    g = board({"house": "sanctum", "player": {"hand": ["Mighty Lance"]},
               "opponent": {"battleline": ["Krump", {"card": "Troll", "damage": 5}, "Bumpsy"]}})
    read_by_grammar(g, "Mighty Lance")
    act(g, Play("Mighty Lance"), "Troll", "Bumpsy")
    assert names(g.player("opponent").discard) == ["Troll"] and one(line(g, "opponent"), "Bumpsy").damage == 3
    # Troll (8 power) is destroyed by its 3 damage only after Bumpsy is dealt its own
    assert index(g, "Bumpsy is dealt 3 damage") < index(g, "Troll is destroyed")


# -- more posts -------------------------------------------------------------------------------------
def test_odd_power():  # Onyx Knight: "Play: Destroy each creature with odd power."
    g = board({"house": "dis", "player": {"hand": ["Onyx Knight"], "battleline": ["Bumpsy"]},
               "opponent": {"battleline": ["Troll", "Dust Pixie"]}})
    read_by_grammar(g, "Onyx Knight")
    act(g, Play("Onyx Knight"))  # Bumpsy 5 and Dust Pixie 1 are odd; Troll 8 and Onyx Knight 4 even
    assert names(line(g)) == ["Onyx Knight"] and names(line(g, "opponent")) == ["Troll"]


def test_with_any_aember_on_it():  # Guilty Hearts: "Play: Destroy each creature with any A on it."
    g = board({"house": "dis", "player": {"hand": ["Guilty Hearts"], "battleline": [{"card": "Troll", "amber": 2}]},
               "opponent": {"battleline": ["Krump"]}})
    read_by_grammar(g, "Guilty Hearts")
    act(g, Play("Guilty Hearts"))
    assert names(line(g)) == [] and names(line(g, "opponent")) == ["Krump"] and amber(g) == (1, 2)


def test_with_an_upgrade():
    # Tachyon Pulse: "Play: Destroy each artifact. Exhaust each creature with an upgrade."
    g = board({"house": "staralliance", "player": {"hand": ["Tachyon Pulse"],
                                                   "battleline": [{"card": "Troll", "upgrades": ["Way of the Bear"]}, "Krump"]}})
    read_by_grammar(g, "Tachyon Pulse")
    act(g, Play("Tachyon Pulse"))
    assert [c.exhausted for c in line(g)] == [True, False]


# -- more counts ------------------------------------------------------------------------------------
def test_for_each_forged_key_and_each_upgrade():
    # Bo Nithing: "Play: Steal 1A for each forged key your opponent has."
    g = board({"house": "shadows", "player": {"hand": ["Bo Nithing"]}, "opponent": {"keys": 2, "amber": 5}})
    read_by_grammar(g, "Bo Nithing")
    act(g, Play("Bo Nithing"))
    assert amber(g) == (2, 3)
    # Hayden Oswin: "Reap: Gain 1A for each upgrade on Hayden Oswin."
    g = board({"house": "staralliance", "player": {"battleline": [
        {"card": "Hayden Oswin", "upgrades": ["Way of the Bear", "Way of the Wolf"]}]}})
    read_by_grammar(g, "Hayden Oswin")
    act(g, Use("Hayden Oswin", "reap"))
    assert amber(g) == (3, 0)


def test_then_steal_for_each_copy_in_your_discard_pile():
    # Routine Job: "Play: Steal 1A. Then, steal 1A for each copy of Routine Job in your discard pile."
    g = board({"house": "shadows", "player": {"hand": ["Routine Job"], "discard": ["Routine Job", "Troll", "Routine Job"]},
               "opponent": {"amber": 5}})
    read_by_grammar(g, "Routine Job")
    act(g, Play("Routine Job"))
    assert amber(g) == (3, 2)  # 1, then 2 for the two copies already there (not itself)


def test_then_if_the_opponent_has_more_forged_keys():
    # Hugger-Mugger: "Play: Capture 1A. Then, if your opponent has more forged keys than you, steal 1A."
    g = board({"house": "shadows", "player": {"hand": ["Hugger-Mugger"], "keys": 1},
               "opponent": {"amber": 3, "keys": 2}})
    read_by_grammar(g, "Hugger-Mugger")
    act(g, Play("Hugger-Mugger"))
    assert one(line(g), "Hugger-Mugger").amber == 1 and amber(g) == (1, 1)
    g = board({"house": "shadows", "player": {"hand": ["Hugger-Mugger"], "keys": 2},
               "opponent": {"amber": 3, "keys": 2}})
    act(g, Play("Hugger-Mugger"))
    assert amber(g) == (0, 2)


def test_another_power_counter_for_each_creature_with_one():
    # Genetic Drift: "Play: Give a creature a +1 power counter. Then give each creature with a +1
    # power counter another +1 power counter."
    g = board({"house": "untamed", "player": {"hand": ["Genetic Drift"], "battleline": [{"card": "Troll", "power": 2}, "Krump"]},
               "opponent": {"battleline": ["Bumpsy"]}})
    read_by_grammar(g, "Genetic Drift")
    act(g, Play("Genetic Drift"), "Bumpsy")
    assert [c.power_counters for c in line(g)] == [3, 0] and one(line(g, "opponent"), "Bumpsy").power_counters == 2


def test_healed_this_way():
    # Cleansing Wave: "Play: Heal 1 damage from each creature. Gain 1A for each creature healed this way."
    g = board({"house": "sanctum", "player": {"hand": ["Cleansing Wave"], "battleline": [{"card": "Troll", "damage": 3}, "Krump"]},
               "opponent": {"battleline": [{"card": "Bumpsy", "damage": 1}]}})
    read_by_grammar(g, "Cleansing Wave")
    act(g, Play("Cleansing Wave"))
    assert amber(g) == (2, 0)
    # Healing Blast: "Play: Fully heal a creature. If you healed 4 or more damage this way, gain 2A."
    for damage, gained in ((4, 2), (3, 0)):
        g = board({"house": "sanctum", "player": {"hand": ["Healing Blast"], "battleline": [{"card": "Troll", "damage": damage}]}})
        act(g, Play("Healing Blast"))
        assert amber(g) == (1 + gained, 0)


def test_for_each_first_then_the_rest():
    # Total Recall: "Play: For each friendly ready creature, gain 1A. Return each friendly creature to your hand."
    g = board({"house": "mars", "player": {"hand": ["Total Recall"], "battleline": ["Troll", {"card": "Krump", "exhausted": True}, "Bumpsy"]}})
    read_by_grammar(g, "Total Recall")
    act(g, Play("Total Recall"))
    assert amber(g) == (3, 0) and sorted(names(g.player("player").hand)) == ["Bumpsy", "Krump", "Troll"]


def test_for_each_card_purged_its_owner_gains():
    # Soldiers to Flowers: "Play: Purge each Untamed creature from each player's discard pile. For
    # each card purged this way, its owner gains 1A."
    g = board({"house": "untamed", "player": {"hand": ["Soldiers to Flowers"], "discard": ["Dust Pixie", "Troll"]},
               "opponent": {"discard": ["Snufflegator", "Mighty Tiger", "Punch"]}})
    read_by_grammar(g, "Soldiers to Flowers")
    act(g, Play("Soldiers to Flowers"))
    assert amber(g) == (2, 2)  # 1 bonus + Dust Pixie; Snufflegator and Mighty Tiger
    assert names(g.player("opponent").purged) == ["Snufflegator", "Mighty Tiger"]


# -- conditions on the card itself, "if you exalt it" --------------------------------------------------
def test_on_a_flank_or_not():
    # Glyxl Proliferator: "Reap: If Glyxl Proliferator is on a flank, archive a Mars card from your discard pile."
    for where, archived in ((["Glyxl Proliferator", "Troll"], ["Mindwarper"]), (["Troll", "Glyxl Proliferator", "Krump"], [])):
        g = board({"house": "mars", "player": {"battleline": where, "discard": ["Punch", "Mindwarper"]}})
        read_by_grammar(g, "Glyxl Proliferator")
        act(g, Use("Glyxl Proliferator", "reap"))
        assert names(g.player("player").archives) == archived


def test_if_you_exalt_it_only_after_exalting():
    # Defense Initiative: "Play: Ward a creature. You may exalt that creature. If you exalt it,
    # ward each of its neighbors."
    g = board({"house": "saurian", "player": {"hand": ["Defense Initiative"], "battleline": ["Troll", "Krump", "Bumpsy"]}})
    read_by_grammar(g, "Defense Initiative")
    act(g, Play("Defense Initiative"), "Krump", "no")
    assert [c.warded for c in line(g)] == [False, True, False] and one(line(g), "Krump").amber == 0


def test_exalt_ward_and_fully_heal():  # Æmberheart: "Action: Exalt, ward, and fully heal a friendly creature."
    g = board({"house": "sanctum", "player": {"artifacts": ["Æmberheart"], "battleline": [{"card": "Troll", "damage": 3}, "Krump"]}})
    read_by_grammar(g, "Æmberheart")
    act(g, Use("Æmberheart", "action"), "Troll")
    troll = one(line(g), "Troll")
    assert (troll.amber, troll.warded, troll.damage) == (1, True, 0) and not one(line(g), "Krump").warded


# -- invulnerable (engine keyword), haunted, hand-written oddities --------------------------------------
def test_invulnerable_is_not_dealt_damage_and_is_not_destroyed():
    # Ghostform on Mindwarper; The Common Cold: "Deal 1D to each creature. You may destroy all Mars creatures."
    g = board({"house": "untamed", "player": {"hand": ["The Common Cold"]},
               "opponent": {"battleline": [{"card": "Mindwarper", "upgrades": ["Ghostform"]}, "Chuff Ape"]}})
    act(g, Play("The Common Cold"), "yes")
    assert names(line(g, "opponent")) == ["Mindwarper"] and one(line(g, "opponent"), "Mindwarper").damage == 0
    assert index(g, "Mindwarper is invulnerable: it cannot be destroyed")


def test_invulnerable_only_while_fighting():
    # Nizak, The Forgotten: "While fighting, Nizak, The Forgotten gains invulnerable."
    g = board({"house": "brobnar", "player": {"hand": ["Lava Ball"]},
               "opponent": {"battleline": ["Nizak, The Forgotten"]}})
    act(g, Play("Lava Ball"))
    assert one(line(g, "opponent"), "Nizak, The Forgotten").damage == 4


def test_the_grim_reaper_not_haunted_enters_exhausted():
    g = board({"house": "brobnar", "player": {"hand": ["The Grim Reaper"], "discard": ["Punch"] * 9}})
    act(g, Play("The Grim Reaper"))
    assert one(line(g), "The Grim Reaper").exhausted


def test_wretched_doll_mass_mutation_wording_destroys_each_creature_with_doom():
    g = board({"house": "dis", "player": {"artifacts": ["Wretched Doll (MM 052)"]},
               "opponent": {"battleline": ["Troll", "Krump"]}})
    g.player("opponent").battleline[1].tokens["doom"] = 1
    act(g, Use("Wretched Doll (MM 052)", "action"))
    assert names(line(g, "opponent")) == ["Troll"]


# -- a condition after its effect, conditions on the board, unstun ---------------------------------------
def test_a_condition_after_its_effect_is_checked_first():
    # Cutthroat Research: "Play: Steal 2A if your opponent has 8A or more."
    for opp, stolen in ((8, 2), (7, 0)):
        g = board({"house": "logos", "player": {"hand": ["Cutthroat Research"]}, "opponent": {"amber": opp}})
        read_by_grammar(g, "Cutthroat Research")
        act(g, Play("Cutthroat Research"))
        assert amber(g) == (1 + stolen, opp - stolen)
    # Smith: "Play: Gain 2A if you control more creatures than your opponent." (a tie is not more)
    g = board({"house": "brobnar", "player": {"hand": ["Smith"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Bumpsy"]}})
    act(g, Play("Smith"))
    assert amber(g) == (1, 0)


def test_no_friendly_creatures_in_play_and_archive_for_each():
    # Master the Theory: "Play: If there are no friendly creatures in play, you may archive a card
    # for each enemy creature."
    g = board({"house": "logos", "player": {"hand": ["Master the Theory", "Punch"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Bumpsy"]}})
    read_by_grammar(g, "Master the Theory")
    act(g, Play("Master the Theory"))  # Troll is friendly: nothing is asked
    assert g.player("player").archives == []


def test_unstun():  # Clear Mind: "Play: Unstun each friendly creature."
    g = board({"house": "sanctum", "player": {"hand": ["Clear Mind"], "battleline": [{"card": "Troll", "stunned": True}, "Krump"]}})
    read_by_grammar(g, "Clear Mind")
    act(g, Play("Clear Mind"))
    assert not one(line(g), "Troll").stunned and index(g, "Krump is not stunned")


# -- graft --------------------------------------------------------------------------------------------
def test_infomancer_grafts_as_it_is_played_and_memolith_may_trigger():
    g = board({"house": "brobnar", "player": {"hand": ["Infomancer", "Troll", "Punch"]}})
    act(g, Play("Infomancer"))  # Punch is the only action card
    info = one(line(g), "Infomancer")
    assert names(info.under) == ["Punch"] and names(g.player("player").hand) == ["Troll"]
    g = board({"house": "brobnar", "player": {"artifacts": [{"card": "Memolith", "under": ["Punch"]}], "hand": ["Punch"]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, Use("Memolith", "action"), "trigger")
    assert one(line(g, "opponent"), "Krump").damage == 3 and names(g.player("player").hand) == ["Punch"]
