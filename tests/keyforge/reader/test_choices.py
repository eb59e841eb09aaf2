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
    assert set(fx.game_houses()) == {"brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed",
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


# -- hand-written cards (cards/hand/choices.py, choices_reveal.py) ------------------------------------
from judge.engine.base import IllegalAction  # noqa: E402
from judge.engine.keyforge.abilities import implementation  # noqa: E402
from judge.engine.keyforge.actions import ChooseHouse, EndTurn  # noqa: E402

DECK = ["Troll", "Krump", "Anger", "Punch", "Smaaash", "Bumpsy", "Troll", "Krump"]


def hand_written(g, name):
    card = next(c for _, _, c in g.all_cards() if c.name == name)
    assert implementation(card.printed)[1] == "hand-written", name
    return card


def opponents_next_turn(card_seat: dict, opponent: dict | None = None, *answers, use=None):
    """The player plays (or uses) a card, ends the turn; the opponent's turn is at its house step."""
    g = board({"house": "dis", "player": {"deck": DECK, **card_seat},
               "opponent": {"houses": ["brobnar", "dis", "logos"], "deck": DECK, **(opponent or {})}})
    act(g, use or Play(card_seat["hand"][0]), *answers)
    act(g, EndTurn())
    return g


def test_tezmal_the_opponent_cannot_choose_that_house_on_their_next_turn():
    # Tezmal: "Reap: Choose a house. Your opponent cannot choose that house as their active house on
    # their next turn."
    g = opponents_next_turn({"battleline": ["Tezmal"]}, None, "brobnar", use=Use("Tezmal", "reap"))
    hand_written(g, "Tezmal")
    with pytest.raises(IllegalAction, match="brobnar"):
        act(g, ChooseHouse("brobnar"))
    act(g, ChooseHouse("logos"))
    act(g, EndTurn())
    assert g.lasting == []


def test_control_the_weak_only_offers_the_opponents_houses():
    # Control the Weak: "Play: Choose a house on your opponent's identity card. Your opponent must
    # choose that house as their active house on their next turn."
    with pytest.raises(ScenarioError, match="brobnar, dis, logos"):
        opponents_next_turn({"hand": ["Control the Weak"]}, None, "mars")
    g = opponents_next_turn({"hand": ["Control the Weak"]}, None, "logos")
    with pytest.raises(IllegalAction):
        act(g, ChooseHouse("brobnar"))
    act(g, ChooseHouse("logos"))


def test_snaglet_steals_when_the_opponent_chooses_that_house():
    # Snaglet: "Action: Choose a house. If your opponent chooses that house as their active house
    # on their next turn, steal 2A."
    for house, stolen in (("logos", 2), ("brobnar", 0)):
        g = opponents_next_turn({"battleline": ["Snaglet"]}, {"amber": 5}, "logos", use=Use("Snaglet", "action"))
        act(g, ChooseHouse(house))
        assert g.player("player").amber == stolen


def test_allusions_of_grandeur_gains_when_the_opponent_does_not_choose_that_house():
    # Allusions of Grandeur: "... If your opponent does not choose that house as their active house
    # on their next turn, gain 3A."
    for house, gained in (("logos", 1), ("brobnar", 4)):  # its own Æmber bonus, then 3
        g = board({"house": "unfathomable", "player": {"hand": ["Allusions of Grandeur"], "deck": DECK},
                   "opponent": {"houses": ["brobnar", "dis", "logos"], "deck": DECK}})
        act(g, Play("Allusions of Grandeur"), "logos")
        act(g, EndTurn())
        act(g, ChooseHouse(house))
        assert g.player("player").amber == gained


def test_etans_jar_names_a_card_that_cannot_be_played():
    # Etan's Jar: "Play: Name a card. Until Etan's Jar leaves play, cards with that name cannot be
    # played."
    g = board({"house": "dis", "player": {"hand": ["Etan’s Jar", "Shooler"]}})
    act(g, Play("Etan’s Jar"), "Shooler")
    hand_written(g, "Etan’s Jar")
    with pytest.raises(IllegalAction, match="Shooler"):
        act(g, Play("Shooler"))


def test_dance_of_doom_destroys_each_creature_with_that_power():
    g = board({"house": "dis", "player": {"hand": ["Dance of Doom"], "battleline": ["Shooler"]},
               "opponent": {"battleline": ["Troll", "Krump", "Bumpsy"]}})
    act(g, Play("Dance of Doom"), 5)  # Shooler and Bumpsy have 5 power
    assert names(line(g)) == [] and names(line(g, "opponent")) == ["Troll", "Krump"]


def test_harvest_time_purges_each_card_with_that_trait_and_each_player_gains():
    # Harvest Time: "Play: Choose a trait. Purge each card with that trait. Each player gains 1A for
    # each card they controlled that was purged this way."
    g = board({"house": "dis", "player": {"hand": ["Harvest Time"], "battleline": ["Troll", "Shooler"]},
               "opponent": {"battleline": ["Krump", "Pit Demon"]}})
    act(g, Play("Harvest Time"), "demon")  # Shooler and Pit Demon are demons
    assert names(g.player("player").purged) == ["Shooler"] and names(g.player("opponent").purged) == ["Pit Demon"]
    assert (g.player("player").amber, g.player("opponent").amber) == (1, 1)


def test_grand_alliance_council_keeps_one_creature_of_each_house_in_any_order():
    g = board({"house": "staralliance", "player": {"hand": ["Grand Alliance Council"], "battleline": ["Troll", "Shooler"]},
               "opponent": {"battleline": ["Krump", "Pit Demon", "Dust Pixie"]}})
    # Dust Pixie, the only Untamed creature, is kept by itself; a Dis one, then a Brobnar one
    act(g, Play("Grand Alliance Council"), "Pit Demon", "Troll")
    assert names(line(g)) == ["Troll"] and names(line(g, "opponent")) == ["Pit Demon", "Dust Pixie"]


def test_unnatural_selection_destroys_each_creature_not_chosen():
    g = board({"house": "untamed", "player": {"hand": ["Unnatural Selection"], "battleline": ["Troll", "Krump"]},
               "opponent": {"battleline": ["Dust Pixie", "Shooler", "Bumpsy", "Pit Demon"]}})
    hand_written(g, "Unnatural Selection")
    act(g, Play("Unnatural Selection"), "Shooler", "Bumpsy", "Dust Pixie")  # 2 friendly: both kept
    assert names(line(g)) == ["Troll", "Krump"] and names(line(g, "opponent")) == ["Dust Pixie", "Shooler", "Bumpsy"]


def test_extinction_destroys_each_creature_that_shares_a_trait():
    g = board({"house": "mars", "player": {"hand": ["Extinction"], "battleline": ["Bumpsy", "Shooler"]},
               "opponent": {"battleline": ["Troll", "Dust Pixie"]}})
    act(g, Play("Extinction"), "Troll")  # giants: Troll and Bumpsy
    assert names(line(g)) == ["Shooler"] and names(line(g, "opponent")) == ["Dust Pixie"]
    assert g.player("player").chains == 1


@pytest.mark.parametrize("answer,left", [("1", ["Dust Pixie"]), ("purge each creature with the lowest power", ["Troll"])])
def test_first_or_last(answer, left):
    g = board({"house": "sanctum", "player": {"hand": ["First or Last"]},
               "opponent": {"battleline": ["Troll", "Dust Pixie"]}})
    act(g, Play("First or Last"), answer)
    assert names(line(g, "opponent")) == left


def test_knowledge_is_power_both_wordings():
    for printing in ("Knowledge is Power", "Knowledge is Power (DT 019)"):
        g = board({"house": "logos", "player": {"hand": [printing], "archives": ["Troll", "Krump"]}})
        act(g, Play(printing), "2")
        assert g.player("player").amber == 2  # 1 for each card in the archives


def test_a_search_may_fail_to_find():
    # Grumpus Tamer: "Reap: Search your deck and discard pile for a War Grumpus, reveal it, and add
    # it to your hand. Then, shuffle your deck."
    g = board({"house": "brobnar", "seed": 2, "player": {"battleline": ["Grumpus Tamer"],
                                                         "deck": ["Troll", "Krump"], "discard": ["War Grumpus"]}})
    act(g, Use("Grumpus Tamer", "reap"), "War Grumpus")
    assert hand(g) == ["War Grumpus"] and sorted(deck(g)) == ["Krump", "Troll"]
    g = board({"house": "brobnar", "player": {"battleline": ["Grumpus Tamer"], "discard": ["War Grumpus"]}})
    act(g, Use("Grumpus Tamer", "reap"), "done")
    assert hand(g) == [] and names(g.player("player").discard) == ["War Grumpus"]


def test_borr_nit_purges_one_of_five_and_shuffles_the_others_back():
    g = board({"house": "dis", "seed": 5, "player": {"battleline": ["Borr Nit"]},
               "opponent": {"deck": ["Troll", "Krump", "Anger", "Punch", "Smaaash", "Bumpsy"]}})
    act(g, Use("Borr Nit", "reap"), "opponent", "Anger")
    assert names(g.player("opponent").purged) == ["Anger"]
    assert sorted(deck(g, "opponent")) == ["Bumpsy", "Krump", "Punch", "Smaaash", "Troll"]


def test_brain_drain_puts_a_card_from_their_hand_on_top_of_their_deck():
    g = board({"house": "unfathomable", "player": {"hand": ["Brain Drain"]},
               "opponent": {"hand": ["Troll", "Krump"], "deck": ["Anger"]}})
    act(g, Play("Brain Drain"), "Krump")
    assert hand(g, "opponent") == ["Troll"] and deck(g, "opponent") == ["Krump", "Anger"]


def test_old_boomy_reveals_until_a_brobnar_card():
    # Old Boomy: "Reap: Reveal cards from the top of your deck until you reveal a Brobnar card or
    # choose to stop. Deal 2D to Old Boomy if a Brobnar card was revealed. Archive each card revealed."
    g = board({"house": "brobnar", "player": {"battleline": ["Old Boomy"], "deck": ["Shooler", "Troll", "Krump"]}})
    act(g, Use("Old Boomy", "reap"), "yes")
    assert names(g.player("player").archives) == ["Shooler", "Troll"] and deck(g) == ["Krump"]
    assert names(g.player("player").discard) == ["Old Boomy"]  # 2 damage destroys its 2 power
    g = board({"house": "brobnar", "player": {"battleline": ["Old Boomy"], "deck": ["Shooler", "Troll"]}})
    act(g, Use("Old Boomy", "reap"), "no")
    assert names(g.player("player").archives) == ["Shooler"] and one(line(g), "Old Boomy").damage == 0


def test_mindfire_steals_for_each_bonus_icon_of_the_discarded_card():
    g = board({"house": "dis", "player": {"hand": ["Mindfire"]},
               "opponent": {"hand": ["Anger"], "amber": 5}})  # Anger: one Æmber bonus icon
    act(g, Play("Mindfire"))
    assert names(g.player("opponent").discard) == ["Anger"]
    assert (g.player("player").amber, g.player("opponent").amber) == (1, 4)


def test_gongoozle_its_owner_discards_if_it_survives():
    g = board({"house": "dis", "player": {"hand": ["Gongoozle"]},
               "opponent": {"hand": ["Anger"], "battleline": ["Troll", "Dust Pixie"]}})
    act(g, Play("Gongoozle"), "Troll")
    assert names(g.player("opponent").discard) == ["Anger"]
    g = board({"house": "dis", "player": {"hand": ["Gongoozle"]},
               "opponent": {"hand": ["Anger"], "battleline": ["Troll", "Dust Pixie"]}})
    act(g, Play("Gongoozle"), "Dust Pixie")
    assert names(g.player("opponent").discard) == ["Dust Pixie"] and hand(g, "opponent") == ["Anger"]


# -- more reader shapes: choose and discard, a player purges at random, search -------------------------
def test_choose_and_discard_cards_from_your_hand():
    # Old Yurk: "Play: Choose and discard 2 cards from your hand."
    g = board({"house": "dis", "player": {"hand": ["Old Yurk", "Troll", "Krump", "Anger"]}})
    read_by_grammar(g, "Old Yurk")
    act(g, Play("Old Yurk"), "Anger", "Troll")
    assert hand(g) == ["Krump"] and names(g.player("player").discard) == ["Troll", "Anger"]


def test_your_opponent_purges_a_random_card_from_their_hand():
    # Impspector (MM 009): "Destroyed: Your opponent purges a random card from their hand."
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"], "hand": ["Anger"]},
               "opponent": {"battleline": ["Impspector (MM 009)"], "hand": ["Shooler"]}})
    read_by_grammar(g, "Impspector")
    act(g, Use("Troll", "fight", "Impspector (MM 009)"))
    assert names(g.player("player").purged) == ["Anger"] and hand(g, "opponent") == ["Shooler"]


@pytest.mark.parametrize("printing", ["Orb of Wonder", "Orb of Wonder (MM 173)"])
def test_search_your_deck_then_shuffle(printing):
    # Orb of Wonder: "Omni: Sacrifice Orb of Wonder. If you do, search your deck for a card and add
    # it to your hand. Then, shuffle your deck." (MM: "Destroy ... put it into your hand. Shuffle ...")
    g = board({"house": "sanctum", "player": {"artifacts": [printing], "deck": ["Troll", "Krump", "Anger"]}})
    read_by_grammar(g, "Orb of Wonder")
    act(g, Use(printing, "omni"), "Krump")
    assert hand(g) == ["Krump"] and sorted(deck(g)) == ["Anger", "Troll"]
    assert names(g.player("player").discard) == ["Orb of Wonder"]
    assert any("deck is shuffled" in entry for entry in log(g))


def test_a_house_answer_may_be_spelled_as_printed():  # "star alliance" is the card data's "staralliance"
    g = board({"house": "sanctum", "player": {"hand": ["Blinding Light"]},
               "opponent": {"battleline": ["Navigator Ali", "Troll"]}})
    act(g, Play("Blinding Light"), "Star Alliance")
    assert [c.stunned for c in line(g, "opponent")] == [True, False]
