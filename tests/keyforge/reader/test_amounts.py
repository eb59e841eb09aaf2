"""Amount shapes of the card-text reader (grammar/amounts_more.lark), on small boards: what
“for each” counts, "for each" written first, "twice", "once for each", constant abilities
scaled "for each", and shares of the opponent's pool ("all but 5 of it"). Each test names the
printed text of the real card it plays."""
from judge.engine.keyforge.actions import Play, Use
from judge.engine.keyforge.modifiers import armor, key_cost, power

from ..helpers import act, board, names, one
from .test_nodes import amber, line, read_by_grammar


# -- constant abilities scaled "for each" --------------------------------------------------------
def test_power_for_each_aember_on_it():
    # Yxili Marauder: "Yxili Marauder gets +1 power for each A on it."
    g = board({"house": "mars", "player": {"battleline": [{"card": "Yxili Marauder", "amber": 3}]}})
    read_by_grammar(g, "Yxili Marauder")
    marauder = one(line(g), "Yxili Marauder")
    assert power(g, marauder) == 2 + 3
    marauder.amber = 0
    assert power(g, marauder) == 2


def test_each_friendly_creature_counts_the_aember_on_itself():
    # Tribune Pompitus: "Each friendly creature gets +2 power for each A on it."
    g = board({"house": "saurian", "player": {"battleline": ["Tribune Pompitus", {"card": "Troll", "amber": 2}]},
               "opponent": {"battleline": [{"card": "Krump", "amber": 1}]}})
    read_by_grammar(g, "Tribune Pompitus")
    assert power(g, one(line(g), "Troll")) == 8 + 4
    assert power(g, one(line(g), "Tribune Pompitus")) == 4  # no Æmber on it
    assert power(g, one(line(g, "opponent"), "Krump")) == 6  # not friendly


def test_power_for_each_neighbor_and_for_each_unforged_key():
    # Knoxx: "Knoxx gets +3 power for each neighbor it has."
    # Mushroom Man: "Mushroom Man gets +3 power for each unforged key you have."
    g = board({"house": "untamed", "player": {"keys": 1, "battleline": ["Knoxx", "Mushroom Man"]}})
    read_by_grammar(g, "Knoxx")
    read_by_grammar(g, "Mushroom Man")
    assert power(g, one(line(g), "Knoxx")) == 3 + 3
    assert power(g, one(line(g), "Mushroom Man")) == 2 + 3 * 2


def test_power_and_armor_for_each_upgrade_attached_to_it():
    # Light of the Archons: "This creature gets +1 power and +1 armor for each upgrade attached to it."
    g = board({"house": "staralliance", "player": {
        "battleline": [{"card": "Troll", "upgrades": ["Light of the Archons", "Light of the Archons"]}]}})
    read_by_grammar(g, "Light of the Archons")
    troll = one(line(g), "Troll")
    # each of the 2 upgrades gives +1 for each of the 2 upgrades
    assert (power(g, troll), armor(g, troll)) == (8 + 4, 0 + 4)


def test_keys_cost_for_each_damage_on_self_written_first():
    # Angwish: "For each damage on Angwish, your opponent's keys cost +1A."
    g = board({"house": "dis", "player": {"battleline": [{"card": "Angwish", "damage": 3}]}})
    read_by_grammar(g, "Angwish")
    assert (key_cost(g, "player"), key_cost(g, "opponent")) == (6, 9)


def test_keys_cost_for_each_card_in_your_archives():
    # EDAI "Edie" 4x4: "Your opponent's keys cost +1A for each card in your archives."
    g = board({"house": "logos", "player": {"battleline": ["EDAI “Edie” 4x4"], "archives": ["Troll", "Krump"]},
               "opponent": {"archives": ["Dust Pixie"]}})
    read_by_grammar(g, "EDAI “Edie” 4x4")
    assert key_cost(g, "opponent") == 8 and key_cost(g, "player") == 6


# -- effects ---------------------------------------------------------------------------------------
def test_for_each_friendly_shard_each_instance_may_hit_another_creature():
    # Shard of Pain: "Action: Deal 1D to an enemy creature for each friendly Shard."
    g = board({"house": "dis", "player": {"artifacts": ["Shard of Pain", "Shard of Pain"]},
               "opponent": {"battleline": ["Troll", "Krump"], "artifacts": ["Shard of Pain"]}})
    read_by_grammar(g, "Shard of Pain")
    act(g, Use(g.player("player").artifacts[0], "action"), "Troll", "Krump")
    assert [c.damage for c in line(g, "opponent")] == [1, 1]  # 2 friendly shards, not the enemy one


def test_gain_for_each_forged_key_your_opponent_has():
    # Dr. Escotera: "Play: Gain 1A for each forged key your opponent has."
    g = board({"house": "logos", "player": {"hand": ["Dr. Escotera"]}, "opponent": {"keys": 2}})
    read_by_grammar(g, "Dr. Escotera")
    act(g, Play("Dr. Escotera"))
    assert amber(g) == (2, 0)


def test_for_each_written_first_then_return_each_friendly_creature():
    # Total Recall: "Play: For each friendly ready creature, gain 1A. Return each friendly
    # creature to your hand."
    g = board({"house": "mars", "player": {"hand": ["Total Recall"],
                                           "battleline": ["Troll", {"card": "Krump", "exhausted": True}, "Dust Pixie"]}})
    read_by_grammar(g, "Total Recall")
    act(g, Play("Total Recall"))
    assert amber(g) == (1 + 2, 0) and line(g) == []
    assert sorted(names(g.player("player").hand)) == ["Dust Pixie", "Krump", "Troll"]


def test_exalt_twice():
    # Grimlocus Dux: "Play: Exalt Grimlocus Dux twice."
    g = board({"house": "saurian", "player": {"hand": ["Grimlocus Dux"]}})
    read_by_grammar(g, "Grimlocus Dux")
    act(g, Play("Grimlocus Dux"))
    assert one(line(g), "Grimlocus Dux").amber == 2


def test_exalt_once_for_each_friendly_sin_creature():
    # Gluttony: "Play: Exalt Gluttony once for each friendly Sin creature."
    g = board({"house": "dis", "player": {"hand": ["Gluttony"], "battleline": ["Gluttony", "Troll"]}})
    read_by_grammar(g, "Gluttony")
    act(g, Play("Gluttony"))
    assert [c.amber for c in line(g)] == [0, 0, 2]  # itself and the other Gluttony are Sin


def test_steal_all_but_6():
    # Too Much to Protect: "Play: Steal all but 6 of your opponent's A."
    g = board({"house": "shadows", "player": {"hand": ["Too Much to Protect", "Too Much to Protect"]},
               "opponent": {"amber": 9}})
    read_by_grammar(g, "Too Much to Protect")
    act(g, Play(g.player("player").hand[0]))
    assert amber(g) == (1 + 3, 6)
    act(g, Play(g.player("player").hand[0]))
    assert amber(g) == (2 + 3, 6)  # nothing more to steal


def test_capture_all_but_5_of_it_when_the_opponent_has_7_or_more():
    # Gatekeeper: "Play: If your opponent has 7 or more A, capture all but 5 of it."
    g = board({"house": "sanctum", "player": {"hand": ["Gatekeeper", "Gatekeeper"]}, "opponent": {"amber": 8}})
    read_by_grammar(g, "Gatekeeper")
    act(g, Play(g.player("player").hand[0]))
    assert [c.amber for c in line(g)] == [3] and amber(g) == (0, 5)
    act(g, Play(g.player("player").hand[0]))  # 5 is not 7 or more: nothing
    assert [c.amber for c in line(g)] == [3, 0]


def test_capture_all_then_damage_itself_for_each_aember_on_it():
    # The Corpulent Collector: "Play: Capture all of your opponent's A. Deal 1D to The
    # Corpulent Collector for each A on it."
    g = board({"house": "sanctum", "player": {"hand": ["The Corpulent Collector"]}, "opponent": {"amber": 4}})
    read_by_grammar(g, "The Corpulent Collector")
    act(g, Play("The Corpulent Collector"))
    collector = one(line(g), "The Corpulent Collector")
    assert collector.amber == 4 and collector.damage == 4 and amber(g) == (0, 0)


# -- “This Way” ---------------------------------------------------------------------------------
def test_gain_for_each_creature_destroyed_this_way():
    # Kerwollop: "Play: Deal 1D to each creature. Gain 1A for each creature destroyed this way."
    g = board({"house": "shadows", "player": {"hand": ["Kerwollop"], "battleline": ["Dust Pixie", "Troll"]},
               "opponent": {"battleline": [{"card": "Krump", "damage": 5}, {"card": "Bad Penny", "warded": True}]}})
    read_by_grammar(g, "Kerwollop")
    act(g, Play("Kerwollop"))
    # Dust Pixie (1 power) and Krump (6 power, 5 damage) are destroyed; Bad Penny's ward prevents its damage
    assert amber(g) == (2, 0)
    assert names(line(g)) == ["Troll"] and names(line(g, "opponent")) == ["Bad Penny"]


def test_this_way_counts_only_this_resolution():
    # Throwing Stars: "Play: Deal 1D to up to 3 creatures. Gain 1A for each creature destroyed this way."
    g = board({"house": "shadows", "player": {"hand": ["Throwing Stars"]},
               "opponent": {"battleline": ["Dust Pixie", "Troll"],
                            "discard": ["Krump"]}})  # destroyed before: not "this way"
    read_by_grammar(g, "Throwing Stars")
    act(g, Play("Throwing Stars"), "Dust Pixie", "Troll")  # no third creature: no "done" asked
    assert amber(g) == (1, 0) and names(line(g, "opponent")) == ["Troll"]


def test_steal_for_each_creature_purged_this_way():
    # One Last Job: "Play: Purge each friendly Shadows creature. Steal 1A for each creature purged this way."
    g = board({"house": "shadows", "player": {"hand": ["One Last Job"], "battleline": ["Bad Penny", "Troll", "Urchin"]},
               "opponent": {"amber": 5}})
    read_by_grammar(g, "One Last Job")
    act(g, Play("One Last Job"))
    assert amber(g) == (1 + 2, 3) and names(line(g)) == ["Troll"]
    assert sorted(names(g.player("player").purged)) == ["Bad Penny", "Urchin"]


def test_gain_for_each_creature_healed_and_for_each_damage_healed():
    # Cleansing Wave: "Play: Heal 1 damage from each creature. Gain 1A for each creature healed this way."
    # Doctor Driscoll: "Action: Heal 2 damage from a creature. Gain 1A for each damage healed this way."
    g = board({"house": "sanctum", "player": {"hand": ["Cleansing Wave"], "battleline": [{"card": "Troll", "damage": 3}]},
               "opponent": {"battleline": [{"card": "Krump", "damage": 1}, "Dust Pixie"]}})
    read_by_grammar(g, "Cleansing Wave")
    act(g, Play("Cleansing Wave"))
    assert amber(g) == (2, 0)  # Troll and Krump were healed; Dust Pixie had no damage
    g = board({"house": "staralliance", "player": {"battleline": ["Doctor Driscoll", {"card": "Troll", "damage": 1}]}})
    read_by_grammar(g, "Doctor Driscoll")
    act(g, Use("Doctor Driscoll", "action"), "Troll")
    assert amber(g) == (1, 0)  # only 1 damage was healed


def test_for_each_creature_exhausted_this_way_written_first():
    # Archon's Revenge: "Action: Exhaust up to 2 friendly Shadows creatures. For each creature
    # exhausted this way, steal 1A."
    g = board({"house": "shadows", "player": {"artifacts": ["Archon’s Revenge"],
                                              "battleline": ["Bad Penny", {"card": "Urchin", "exhausted": True}]},
               "opponent": {"amber": 4}})
    read_by_grammar(g, "Archon’s Revenge")
    act(g, Use("Archon’s Revenge", "action"), "Bad Penny", "Urchin")  # Urchin was already exhausted
    assert amber(g) == (1, 3)


def test_a_power_counter_for_each_creature_destroyed_this_way():
    # Skixuno: "Play: Destroy each other creature. For each creature destroyed this way, give
    # Skixuno a +1 power counter."
    g = board({"house": "dis", "player": {"hand": ["Skixuno"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Krump", {"card": "Dust Pixie", "warded": True}]}})
    read_by_grammar(g, "Skixuno")
    act(g, Play("Skixuno"))
    assert one(line(g), "Skixuno").power_counters == 2 and names(line(g, "opponent")) == ["Dust Pixie"]


# -- "equal to" ---------------------------------------------------------------------------------
def test_each_player_gains_equal_to_their_own_pool():
    # Binate Rupture: "Play: Each player gains A equal to the A in their pool."
    g = board({"house": "logos", "player": {"amber": 2, "hand": ["Binate Rupture"]}, "opponent": {"amber": 5}})
    read_by_grammar(g, "Binate Rupture")
    act(g, Play("Binate Rupture"))
    assert amber(g) == (4, 10)


def test_half_the_power_of_a_creature_that_left_play():
    # Waste Not: "Play: Destroy a friendly creature. Draw cards equal to half that creature's
    # power (rounding up)." Troll had 8 power +1 counter when destroyed: 9, half rounded up 5.
    g = board({"house": "untamed", "player": {"hand": ["Waste Not"], "battleline": [{"card": "Troll", "power": 1}],
                                              "deck": ["Krump"] * 7}})
    read_by_grammar(g, "Waste Not")
    act(g, Play("Waste Not"))
    assert len(g.player("player").hand) == 5 and len(g.player("player").deck) == 2


def test_each_player_loses_half_the_sacrificed_creatures_power_rounding_down():
    # Power of Fire: "Play: Sacrifice a friendly creature. If you do, each player loses A equal to
    # half that creature's power (rounding down the loss). Gain 1 chain."
    g = board({"house": "brobnar", "player": {"amber": 5, "hand": ["Power of Fire"], "battleline": ["Dust Pixie", "Krump"]},
               "opponent": {"amber": 5}})
    read_by_grammar(g, "Power of Fire")
    act(g, Play("Power of Fire"), "Krump")
    assert amber(g) == (2, 2) and g.player("player").chains == 1


def test_damage_equal_to_the_damage_on_each_creature():
    # Cauldron Boil: "Play: Deal damage to each creature equal to the amount of damage on that creature."
    g = board({"house": "untamed", "player": {"hand": ["Cauldron Boil"], "battleline": [{"card": "Troll", "damage": 3}]},
               "opponent": {"battleline": [{"card": "Krump", "damage": 1}, "Dust Pixie"]}})
    read_by_grammar(g, "Cauldron Boil")
    act(g, Play("Cauldron Boil"))
    assert one(line(g), "Troll").damage == 6
    assert [c.damage for c in line(g, "opponent")] == [2, 0]


def test_counters_for_each_card_played_this_turn_including_this_one():
    # Talmage Steelheart: "Play: Give Talmage Steelheart a +1 power counter for each card you have
    # played this turn (including this one)."
    g = board({"house": "logos", "player": {"hand": ["Binate Rupture", "Talmage Steelheart"]}})
    act(g, Play("Binate Rupture"))
    read_by_grammar(g, "Talmage Steelheart")
    act(g, Play("Talmage Steelheart"))
    assert one(line(g), "Talmage Steelheart").power_counters == 2


# -- a key at a reduced cost, houses, creatures in excess ----------------------------------------
def test_forge_a_key_at_a_raised_cost_reduced_for_each_card_in_hand():
    # Data Forge: "Play: You may forge a key at +10A current cost, reduced by 1A for each card in your hand."
    g = board({"house": "logos", "player": {"amber": 13, "hand": ["Data Forge", "Troll", "Krump", "Dust Pixie"]}})
    read_by_grammar(g, "Data Forge")
    act(g, Play("Data Forge"), "yes")
    # 6 + 10 - 3 (3 cards left in hand) = 13, and the Æmber bonus made 14
    assert g.player("player").keys == 1 and g.player("player").amber == 1


def test_deal_damage_for_each_house_represented_among_creatures_in_play():
    # Zap: "Play: Deal 1D to a creature for each house represented among creatures in play."
    g = board({"house": "staralliance", "player": {"hand": ["Zap"], "battleline": ["Troll", "Krump"]},
               "opponent": {"battleline": ["Dust Pixie", "Bad Penny"]}})
    read_by_grammar(g, "Zap")
    act(g, Play("Zap"), "Troll", "Troll", "Bad Penny")  # brobnar, untamed, shadows: 3 instances
    assert one(line(g), "Troll").damage == 2 and names(line(g, "opponent")) == ["Dust Pixie"]


def test_gain_for_each_creature_the_opponent_controls_in_excess():
    # Glorious Few: "Play: For each creature your opponent controls in excess of you, gain 1A."
    g = board({"house": "sanctum", "player": {"hand": ["Glorious Few"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Krump", "Dust Pixie", "Bad Penny"]}})
    read_by_grammar(g, "Glorious Few")
    act(g, Play("Glorious Few"))
    assert amber(g) == (2, 0)


# -- each player counting their own, a player's Æmber as a whole, random cards, "that much" --------
def test_each_player_gains_for_each_mutant_creature_they_control():
    # Vault's Blessing: "Play: Each player gains 1A for each Mutant creature they control."
    g = board({"house": "untamed", "player": {"hand": ["Vault’s Blessing"], "battleline": ["Trimble", "Troll"]},
               "opponent": {"battleline": ["Snarette", "The Shadowsmith"]}})
    read_by_grammar(g, "Vault’s Blessing")
    act(g, Play("Vault’s Blessing"))
    assert amber(g) == (1 + 1, 2)


def test_each_player_gains_for_each_creature_they_controlled_that_was_destroyed():
    # Hecatomb: "Play: Destroy each Dis creature. Each player gains 1A for each creature they
    # controlled that was destroyed this way."
    g = board({"house": "dis", "player": {"hand": ["Hecatomb"], "battleline": ["Snarette", "Troll"]},
               "opponent": {"battleline": ["Sacro-Fiend", {"card": "Pit Demon", "owner": "player"}, "Krump"]}})
    read_by_grammar(g, "Hecatomb")
    act(g, Play("Hecatomb"), "Snarette")  # the order of the 2 cards going to the player's discard pile
    # the player controlled 1 Dis creature, the opponent 2 (one of them the player's own);
    # Sacro-Fiend's "Destroyed: Steal 1A" steals from the player's pool (the 1 of the Æmber bonus)
    assert names(line(g)) == ["Troll"] and names(line(g, "opponent")) == ["Krump"]
    assert amber(g) == (1 - 1 + 1, 1 + 2)


def test_each_player_gains_for_each_creature_shuffled_into_their_deck():
    # Mating Season: "Play: Shuffle each Mars creature into its owner's deck. Each player gains 1A
    # for each creature shuffled into their deck this way."
    g = board({"house": "mars", "player": {"hand": ["Mating Season"], "battleline": ["Yxili Marauder"]},
               "opponent": {"battleline": [{"card": "Tyxl Beambuckler", "owner": "player"}, "Krump"]}})
    read_by_grammar(g, "Mating Season")
    act(g, Play("Mating Season"))
    assert amber(g) == (1 + 2, 0)  # both Mars creatures are the player's: into the player's deck
    assert sorted(names(g.player("player").deck)) == ["Tyxl Beambuckler", "Yxili Marauder"]


def test_each_player_loses_half_their_aember_rounding_down():
    # Effervescent Principle: "Play: Each player loses half their A (rounding down the loss). Gain 1 chain."
    g = board({"house": "logos", "player": {"amber": 5, "hand": ["Effervescent Principle"]}, "opponent": {"amber": 7}})
    read_by_grammar(g, "Effervescent Principle")
    act(g, Play("Effervescent Principle"))
    assert amber(g) == (3, 4) and g.player("player").chains == 1


def test_draw_for_each_aember_lost():
    # Martian Generosity: "Play: Lose all of your A. Draw 2 cards for each A lost."
    g = board({"house": "mars", "player": {"amber": 2, "hand": ["Martian Generosity"], "deck": ["Troll"] * 8}})
    read_by_grammar(g, "Martian Generosity")
    act(g, Play("Martian Generosity"))
    assert amber(g) == (0, 0) and len(g.player("player").hand) == 2 * 3  # 2 + the Æmber bonus 1


def test_discard_2_random_cards():
    # Nogi Smartfist: "Fight: Draw 2 cards. Discard 2 random cards from your hand."
    g = board({"house": "brobnar", "seed": 4, "player": {"battleline": ["Nogi Smartfist"], "hand": ["Anger"],
                                                         "deck": ["Troll", "Krump"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    read_by_grammar(g, "Nogi Smartfist")
    act(g, Use("Nogi Smartfist", "fight", "Dust Pixie"))
    assert len(g.player("player").hand) == 1 and len(g.player("player").discard) == 2
    assert sorted(names(g.player("player").hand + g.player("player").discard)) == ["Anger", "Krump", "Troll"]


def test_gain_that_much_for_an_artifacts_aember_bonus():
    # Rustgnawer: "Fight: Destroy an artifact. If that artifact had an Æmber bonus, you gain that much A."
    g = board({"house": "untamed", "player": {"battleline": ["Rustgnawer"]},
               "opponent": {"battleline": ["Dust Pixie"], "artifacts": ["Quantum Fingertrap", "World Tree"]}})
    read_by_grammar(g, "Rustgnawer")
    act(g, Use("Rustgnawer", "fight", "Dust Pixie"), "Quantum Fingertrap")
    assert amber(g) == (1, 0)
    g = board({"house": "untamed", "player": {"battleline": ["Rustgnawer"]},
               "opponent": {"battleline": ["Dust Pixie"], "artifacts": ["Quantum Fingertrap", "World Tree"]}})
    act(g, Use("Rustgnawer", "fight", "Dust Pixie"), "World Tree")  # no Æmber bonus
    assert amber(g) == (0, 0)


def test_non_trait_creatures_are_dealt_damage_for_each_rat():
    # Plague Rat: "Play: Each non-Rat creature is dealt 1D for each Rat creature in play."
    g = board({"house": "shadows", "player": {"hand": ["Plague Rat"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Plague Rat", "Krump"]}})
    read_by_grammar(g, "Plague Rat")
    act(g, Play("Plague Rat"))
    assert one(line(g), "Troll").damage == 2 and one(line(g, "opponent"), "Krump").damage == 2
    assert [c.damage for c in line(g, "opponent") if c.name == "Plague Rat"] == [0]


# -- near misses: readings the engine cannot play are refused ------------------------------------
import pytest  # noqa: E402


@pytest.mark.parametrize("text,type,why", [
    ("Each friendly creature gets +1 power for each creature destroyed this way.", "creature", "“this way” in a constant"),
    ("Each friendly creature gets +1 power for each creature with 3 power or more.", "creature", "counts creatures by their power"),
    ("Play: Stun a creature for each A on it.", "action", "does not name one card"),
    ("Play: Each player gains A equal to the amount of damage on that creature.", "action", "for a player"),
    ("Play: Gain 1A for each creature they control.", "action", "“they” with no player"),
])
def test_amount_near_misses_are_refused(text, type, why):
    from judge.engine.keyforge.reader import behaviour_class

    from .test_reader import card

    cls, reason = behaviour_class(card(text, type=type))
    assert cls is None and why in reason, reason


def test_draw_for_each_card_discarded_this_way():
    # Helmsman Spears: "Fight/Reap: Discard any number of cards from your hand. Draw a card for
    # each card discarded this way."
    g = board({"house": "staralliance", "player": {"battleline": ["Helmsman Spears"], "hand": ["Troll", "Krump", "Anger"],
                                                   "deck": ["Dust Pixie", "Bad Penny", "Urchin"]}})
    read_by_grammar(g, "Helmsman Spears")
    act(g, Use("Helmsman Spears", "reap"), "Troll", "Anger", "done")
    assert sorted(names(g.player("player").hand)) == ["Bad Penny", "Dust Pixie", "Krump"]
    assert names(g.player("player").deck) == ["Urchin"]


def test_keys_cost_for_each_house_represented_to_a_maximum():
    # Quadracorder: "Your opponent's keys cost +1A for each house represented among friendly
    # creatures (to a maximum of 3)."
    g = board({"house": "staralliance", "player": {"battleline": [
        {"card": "Troll", "upgrades": ["Quadracorder"]}, "Dust Pixie", "Bad Penny", "Sequis"]}})
    read_by_grammar(g, "Quadracorder")
    assert key_cost(g, "opponent") == 6 + 3  # 4 houses, to a maximum of 3
    g = board({"house": "staralliance", "player": {"battleline": [
        {"card": "Troll", "upgrades": ["Quadracorder"]}, "Krump"]}})
    assert key_cost(g, "opponent") == 6 + 1
