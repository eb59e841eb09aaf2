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


def test_a_bullet_of_two_sentences_is_one_option():
    # Ankylo Formation: "Choose one: • For the remainder of the turn, a friendly creature gains
    # skirmish. • Exalt a friendly creature. For the remainder of the turn, each friendly creature
    # gains skirmish."
    g = board({"house": "saurian", "player": {"hand": ["Ankylo Formation"], "battleline": ["Troll", "Krump"]}})
    read_by_grammar(g, "Ankylo Formation")
    act(g, Play("Ankylo Formation"), "2", "Krump")
    assert one(line(g), "Krump").amber == 1
    from judge.engine.keyforge.modifiers import keyword
    assert keyword(g, one(line(g), "Troll"), "skirmish") and keyword(g, one(line(g), "Krump"), "skirmish")


# -- cards out of play ---------------------------------------------------------------------------
def test_each_creature_of_that_house_from_your_discard_pile():
    # Arise!: "Play: Choose a house. Return each creature of that house from your discard pile to
    # your hand. Gain 1 chain."
    g = board({"house": "dis", "player": {"hand": ["Arise!"],
                                              "discard": ["Troll", "Anger", "Dust Pixie", "Krump"]},
               "opponent": {"discard": ["Bumpsy"]}})
    read_by_grammar(g, "Arise!")
    act(g, Play("Arise!"), "brobnar")
    assert hand(g) == ["Troll", "Krump"] and g.player("player").chains == 1
    assert names(g.player("player").discard) == ["Arise!", "Anger", "Dust Pixie"]
    assert names(g.player("opponent").discard) == ["Bumpsy"]


def test_a_random_card_from_the_opponents_hand():
    # Impspector: "Destroyed: Purge a random card from your opponent's hand."
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"], "hand": ["Anger", "Krump"]},
               "opponent": {"battleline": ["Impspector"], "hand": ["Shooler"]}, "seed": 3})
    read_by_grammar(g, "Impspector")
    act(g, Use("Troll", "fight", "Impspector"))
    assert len(g.player("player").purged) == 1 and len(g.player("player").hand) == 1
    assert hand(g, "opponent") == ["Shooler"]


def test_random_cards_are_picked_by_the_seeded_rng():
    # Nogi Smartfist: "Fight: Draw 2 cards. Discard 2 random cards from your hand."
    def discarded(seed):
        g = board({"house": "brobnar", "seed": seed,
                   "player": {"battleline": ["Nogi Smartfist"], "hand": ["Anger", "Punch", "Krump"],
                              "deck": ["Troll", "Smaaash"]},
                   "opponent": {"battleline": ["Dust Pixie"]}})
        read_by_grammar(g, "Nogi Smartfist")
        act(g, Use("Nogi Smartfist", "fight", "Dust Pixie"))
        assert len(g.player("player").hand) == 3
        return names(g.player("player").discard)

    assert discarded(1) == discarded(1)  # deterministic: the game's seeded rng, not a choice
    assert len({tuple(sorted(discarded(s))) for s in range(8)}) > 1


def test_reveal_a_hand_and_discard_what_was_revealed():
    # Deep Probe: "Play: Choose a house. Reveal your opponent's hand. Discard each creature of that
    # house revealed this way."
    g = board({"house": "mars", "player": {"hand": ["Deep Probe", "Troll"]},
               "opponent": {"hand": ["Krump", "Anger", "Shooler"]}})
    read_by_grammar(g, "Deep Probe")
    act(g, Play("Deep Probe"), "brobnar")
    assert hand(g, "opponent") == ["Anger", "Shooler"] and names(g.player("opponent").discard) == ["Krump"]
    assert hand(g) == ["Troll"]


def test_reveal_the_top_card_if_it_is_of_that_house_play_it():
    # Chaos Portal: "Action: Choose a house. Reveal the top card of your deck. If it is of that
    # house, play it."
    g = board({"house": "logos", "player": {"artifacts": ["Chaos Portal"], "deck": ["Troll", "Krump"]}})
    read_by_grammar(g, "Chaos Portal")
    act(g, Use("Chaos Portal", "action"), "brobnar")
    assert names(line(g)) == ["Troll"] and deck(g) == ["Krump"]
    g = board({"house": "logos", "player": {"artifacts": ["Chaos Portal"], "deck": ["Troll", "Krump"]}})
    act(g, Use("Chaos Portal", "action"), "dis")
    assert line(g) == [] and deck(g) == ["Troll", "Krump"]


def test_trigger_this_effect_again():
    # Ransack: "Play: Steal 1A. Discard the top card of your deck. If that card is a Shadows card,
    # trigger this effect again."
    g = board({"house": "shadows", "player": {"hand": ["Ransack"], "deck": ["Urchin", "Silvertooth", "Troll", "Krump"]},
               "opponent": {"amber": 5}})
    read_by_grammar(g, "Ransack")
    act(g, Play("Ransack"))
    assert g.player("opponent").amber == 2  # three times: Urchin and Silvertooth are Shadows, Troll is not
    assert deck(g) == ["Krump"] and names(g.player("player").discard) == ["Ransack", "Troll", "Silvertooth", "Urchin"]


def test_draw_it_and_trigger_again_choosing_a_house_each_time():
    # Make It So: "Play: Choose a house. Reveal the top card of your deck. If that card belongs to
    # the chosen house, draw it and trigger this effect again."
    g = board({"house": "staralliance", "player": {"hand": ["Make It So"], "deck": ["Troll", "Shooler", "Krump"]}})
    read_by_grammar(g, "Make It So")
    act(g, Play("Make It So"), "brobnar", "dis", "dis")
    assert hand(g) == ["Troll", "Shooler"] and deck(g) == ["Krump"]


def test_for_each_card_revealed_this_way():
    # Battle Fleet: "Play: Reveal any number of Mars cards from your hand. For each card revealed
    # this way, draw 1 card."
    g = board({"house": "mars", "player": {"hand": ["Battle Fleet", "Zorg", "Ulyq Megamouth", "Troll"],
                                           "deck": ["Krump", "Anger", "Punch"]}})
    read_by_grammar(g, "Battle Fleet")
    act(g, Play("Battle Fleet"), "Zorg", "Ulyq Megamouth")  # both, then nothing left to pick
    assert hand(g) == ["Zorg", "Ulyq Megamouth", "Troll", "Krump", "Anger"]


def test_a_different_creature_each_time():
    # Orbital Bombardment: "... For each card revealed this way, deal 2D to a creature. (You may
    # choose a different creature each time.)"
    g = board({"house": "mars", "player": {"hand": ["Orbital Bombardment", "Zorg", "Ulyq Megamouth"]},
               "opponent": {"battleline": ["Troll", "Krump"]}})
    read_by_grammar(g, "Orbital Bombardment")
    act(g, Play("Orbital Bombardment"), "Zorg", "done", "Troll")
    assert [c.damage for c in line(g, "opponent")] == [2, 0]
    g = board({"house": "mars", "player": {"hand": ["Orbital Bombardment", "Zorg", "Ulyq Megamouth"]},
               "opponent": {"battleline": ["Troll", "Krump"]}})
    act(g, Play("Orbital Bombardment"), "Zorg", "Ulyq Megamouth", "Troll", "Krump")
    assert [c.damage for c in line(g, "opponent")] == [2, 2]


def test_may_ready_exactly_one_creature_for_each_revealed():
    # Commpod: "Action: Reveal any number of Mars cards from your hand. For each card revealed this
    # way, you may ready one Mars creature."
    g = board({"house": "mars", "player": {"artifacts": ["Commpod"], "hand": ["Zorg"],
                                           "battleline": [{"card": "Ulyq Megamouth", "exhausted": True},
                                                          {"card": "Troll", "exhausted": True}]}})
    read_by_grammar(g, "Commpod")
    act(g, Use("Commpod", "action"), "Zorg", "yes")  # one Mars creature: taken by itself
    assert [c.exhausted for c in line(g)] == [False, True]


def test_for_each_first():
    # Mothership Support: "Play: For each friendly ready Mars creature, deal 2D to a creature."
    g = board({"house": "mars", "player": {"hand": ["Mothership Support"],
                                           "battleline": ["Grabber Jammer", {"card": "Ulyq Megamouth", "exhausted": True},
                                                          "Mindwarper"]},
               "opponent": {"battleline": ["Troll", "Krump"]}})
    read_by_grammar(g, "Mothership Support")
    act(g, Play("Mothership Support"), "Krump", "Krump")
    assert [c.damage for c in line(g, "opponent")] == [0, 4]
