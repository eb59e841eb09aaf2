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
