"""Choices and hidden information read from card texts (grammar/choices.lark, reveal.lark), on
small boards: the effect on the game, not only the parse. Each test names the printed text."""
import pytest

from judge.engine.base import ScenarioError
from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.actions import Play, Use

from ..helpers import act, board, log, names, one
from .test_nodes import read_by_grammar


def hand(g, seat="player"):
    return names(g.player(seat).hand)


def deck(g, seat="player"):
    return names(g.player(seat).deck)


def line(g, seat="player"):
    return g.player(seat).battleline


# -- the top cards of a deck ---------------------------------------------------------------------
def test_look_at_three_one_to_hand_one_to_the_bottom():
    # Xeno-Knight: "Fight: Look at the top 3 cards of your deck. Put 1 into your hand and 1 on the
    # bottom of your deck."
    g = board({"house": "sanctum", "player": {"battleline": ["Xeno-Knight"],
                                              "deck": ["Troll", "Krump", "Anger", "Punch"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    read_by_grammar(g, "Xeno-Knight")
    act(g, Use("Xeno-Knight", "fight", "Dust Pixie"), "Krump", "Troll")
    assert hand(g) == ["Krump"]
    assert deck(g) == ["Anger", "Punch", "Troll"]  # the card not moved stays on top (Survey FAQ)


def test_look_at_fewer_cards_than_the_deck_has():
    g = board({"house": "sanctum", "player": {"battleline": ["Xeno-Knight"], "deck": ["Troll"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    act(g, Use("Xeno-Knight", "fight", "Dust Pixie"))  # one card: no decision at all
    assert hand(g) == ["Troll"] and deck(g) == []
    assert any("no card looked at is left" in line for line in log(g))


def test_add_one_and_discard_the_others():  # Eyegor: "Add 1 to your hand and discard the others."
    g = board({"house": "logos", "player": {"hand": ["Eyegor"], "deck": ["Troll", "Krump", "Anger", "Punch"]}})
    read_by_grammar(g, "Eyegor")
    act(g, Play("Eyegor"), "Anger")
    assert hand(g) == ["Anger"] and deck(g) == ["Punch"]
    assert names(g.player("player").discard) == ["Krump", "Troll"]


def test_put_them_back_in_any_order():
    # Navigator Ali: "Play/Fight/Reap: Look at the top 3 cards of your deck and put them back in any order."
    g = board({"house": "staralliance", "player": {"hand": ["Navigator Ali"],
                                                   "deck": ["Troll", "Krump", "Anger", "Punch"]}})
    read_by_grammar(g, "Navigator Ali")
    act(g, Play("Navigator Ali"), "Anger", "Troll")  # Anger on top, then Troll, then Krump
    assert deck(g) == ["Anger", "Troll", "Krump", "Punch"]


def test_archive_one_add_one_discard_one():
    # Philophosaurus: "Reap: You may look at the top 3 cards of your deck. Archive 1, add 1 to your
    # hand, and discard 1."
    g = board({"house": "saurian", "player": {"battleline": ["Philophosaurus"],
                                              "deck": ["Troll", "Krump", "Anger", "Punch"]}})
    read_by_grammar(g, "Philophosaurus")
    act(g, Use("Philophosaurus", "reap"), "yes", "Krump", "Anger")
    assert names(g.player("player").archives) == ["Krump"] and hand(g) == ["Anger"]
    assert names(g.player("player").discard) == ["Troll"] and deck(g) == ["Punch"]


def test_the_opponents_deck():
    # Drawn Down: "Look at the top 3 cards of your opponent's deck. Discard 1, put 1 on the bottom of
    # their deck, and put 1 on top of their deck."
    g = board({"house": "unfathomable", "player": {"hand": ["Drawn Down"]},
               "opponent": {"deck": ["Troll", "Krump", "Anger", "Punch"]}})
    read_by_grammar(g, "Drawn Down")
    act(g, Play("Drawn Down"), "Krump", "Troll")
    assert names(g.player("opponent").discard) == ["Krump"]
    assert deck(g, "opponent") == ["Anger", "Punch", "Troll"]


def test_may_discard_that_card():
    # Scout Pete: "Play/Fight/Reap: Look at the top card of your deck. You may discard that card."
    g = board({"house": "staralliance", "player": {"hand": ["Scout Pete"], "deck": ["Troll", "Krump"]}})
    read_by_grammar(g, "Scout Pete")
    act(g, Play("Scout Pete"), "yes")
    assert names(g.player("player").discard) == ["Troll"] and deck(g) == ["Krump"]


def test_archive_the_top_card():  # Random Access Archives: "Play: Archive the top card of your deck."
    g = board({"house": "logos", "player": {"hand": ["Random Access Archives"], "deck": ["Troll", "Krump"]}})
    read_by_grammar(g, "Random Access Archives")
    act(g, Play("Random Access Archives"))
    assert names(g.player("player").archives) == ["Troll"] and deck(g) == ["Krump"]


def test_play_the_top_card():  # Bot Bookton: "Reap: Play the top card of your deck."
    g = board({"house": "logos", "player": {"battleline": ["Bot Bookton"], "deck": ["Troll", "Krump"]}})
    read_by_grammar(g, "Bot Bookton")
    act(g, Use("Bot Bookton", "reap"))
    assert names(line(g)) == ["Bot Bookton", "Troll"] and deck(g) == ["Krump"]


# -- "choose 1:" --------------------------------------------------------------------------------
@pytest.mark.parametrize("answer", ["2", 2, "A friendly creature captures 3A", "a friendly creature"])
def test_choose_one_of_the_bullets(answer):
    # Loot or Pillage: "Play: Choose one: • Steal 1A. • A friendly creature captures 3A."
    g = board({"house": "shadows", "player": {"hand": ["Loot or Pillage"], "battleline": ["Urchin"]},
               "opponent": {"amber": 5}})
    read_by_grammar(g, "Loot or Pillage")
    act(g, Play("Loot or Pillage"), answer)
    assert one(line(g), "Urchin").amber == 3 and g.player("opponent").amber == 2


def test_choose_one_by_text():  # Loot or Pillage, the first option by its text
    g = board({"house": "shadows", "player": {"hand": ["Loot or Pillage"], "battleline": ["Urchin"]},
               "opponent": {"amber": 5}})
    act(g, Play("Loot or Pillage"), "Steal 1A")
    assert g.player("opponent").amber == 4 and one(line(g), "Urchin").amber == 0


def test_choose_one_refuses_an_answer_that_names_no_option():
    g = board({"house": "shadows", "player": {"hand": ["Loot or Pillage"]}})
    with pytest.raises(ScenarioError, match="1: steal 1"):
        act(g, Play("Loot or Pillage"), "gain 2A")


def test_choose_one_or():  # Begone!: "Play: Choose one: destroy each Dis creature, or gain 1A."
    g = board({"house": "sanctum", "player": {"hand": ["Begone!"]},
               "opponent": {"battleline": ["Shooler", "Troll"]}})
    read_by_grammar(g, "Begone!")
    act(g, Play("Begone!"), "1")
    assert names(line(g, "opponent")) == ["Troll"]


# -- choosing a house, a creature -----------------------------------------------------------------
def test_choose_a_house_then_each_creature_of_that_house():
    # Blinding Light: "Play: Choose a house. Stun each creature of that house."
    g = board({"house": "sanctum", "player": {"hand": ["Blinding Light"], "battleline": ["Krump"]},
               "opponent": {"battleline": ["Troll", "Shooler"]}})
    read_by_grammar(g, "Blinding Light")
    act(g, Play("Blinding Light"), "brobnar")
    assert [c.stunned for c in line(g)] == [True]
    assert [c.stunned for c in line(g, "opponent")] == [True, False]


def test_a_house_no_card_is_of_may_be_chosen():
    g = board({"house": "sanctum", "player": {"hand": ["Blinding Light"]},
               "opponent": {"battleline": ["Troll"]}})
    act(g, Play("Blinding Light"), "unfathomable")
    assert not line(g, "opponent")[0].stunned
    with pytest.raises(ScenarioError, match="staralliance"):  # the game's houses are the options
        act(board({"house": "sanctum", "player": {"hand": ["Blinding Light"]}}), Play("Blinding Light"), "elves")


def test_the_game_house_list_comes_from_the_card_data():
    assert set(fx.house_list()) == {"brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed",
                                    "saurian", "staralliance", "unfathomable"}


def test_each_enemy_creature_of_the_chosen_house():
    # Persistence Hunting: "Play: Choose a house. Exhaust each enemy creature of the chosen house."
    g = board({"house": "untamed", "player": {"hand": ["Persistence Hunting"], "battleline": ["Krump"]},
               "opponent": {"battleline": ["Troll", "Shooler"]}})
    read_by_grammar(g, "Persistence Hunting")
    act(g, Play("Persistence Hunting"), "brobnar")
    assert [c.exhausted for c in line(g, "opponent")] == [True, False] and not line(g)[0].exhausted


def test_choose_creatures_then_the_chosen_creatures():
    # Agent Hoo-man: "Reap: Choose a friendly non-Mars creature and an enemy non-Mars creature.
    # Stun the chosen creatures."
    g = board({"house": "mars", "player": {"battleline": ["Agent Hoo-man", "Krump", "Mindwarper"]},
               "opponent": {"battleline": ["Troll", "Shooler", "Ulyq Megamouth"]}})
    read_by_grammar(g, "Agent Hoo-man")
    act(g, Use("Agent Hoo-man", "reap"), "Shooler")  # Krump is the only friendly non-Mars creature
    assert [c.name for c in line(g) + line(g, "opponent") if c.stunned] == ["Krump", "Shooler"]
