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
