"""Triggered abilities read by the card-text reader (grammar/reactions*.lark), on small
boards: each event shape triggers what the card says, when it says, and nothing else. The
cards are real cards; each test quotes the printed text."""
import pytest

from judge.cards.data import Card
from judge.engine.base import ScenarioError
from judge.engine.keyforge.actions import ChooseHouse, Discard, EndTurn, Play, Use
from judge.engine.keyforge.reader import read
from judge.engine.keyforge.state import CardInstance, other

from ..helpers import act, board, index, log, names, one
from .test_nodes import amber, line, read_by_grammar


# -- at the start / end of a turn ---------------------------------------------------------------
def test_start_of_turn_effects_come_before_the_key_is_forged():
    # Z-Wave Emitter: "At the start of your turn, ward this creature." (on the player's Troll)
    g = board({"house": "brobnar", "active": "opponent",
               "player": {"amber": 6, "battleline": [{"card": "Troll", "upgrades": ["Z-Wave Emitter"]}]}})
    read_by_grammar(g, "Z-Wave Emitter")
    act(g, EndTurn())
    assert g.active == "player" and one(line(g), "Troll").warded and g.me.keys == 1
    assert index(g, "Troll is warded") < index(g, "forges a key")


def test_start_of_turn_only_on_its_controllers_turn_and_when_a_fixture_starts_at_forge():
    # Liam Say: "At the start of your turn, you may deal 1D to a creature."
    g = board({"house": "shadows", "player": {"battleline": ["Liam Say"]}, "opponent": {"battleline": ["Troll"]}})
    read_by_grammar(g, "Liam Say")
    act(g, EndTurn())  # the opponent's turn starts: Liam Say does not trigger (no decision asked)
    assert one(line(g, "opponent"), "Troll").damage == 0
    # a fixture that starts in the forge step starts at the start of the turn: the "may" is asked
    with pytest.raises(ScenarioError, match="deal 1 damage to a creature"):
        board({"step": "forge", "player": {"battleline": ["Liam Say"]}, "opponent": {"battleline": ["Troll"]}})


def test_a_may_at_the_start_of_the_turn_is_asked():
    g = board({"house": "brobnar", "active": "opponent",
               "player": {"battleline": ["Liam Say"]}, "opponent": {"battleline": ["Troll"]}})
    act(g, EndTurn(), "yes", "Troll")
    assert one(line(g, "opponent"), "Troll").damage == 1


def test_start_of_turn_with_two_targets():
    # The Floor is Lava: "At the start of your turn, deal 1D to a friendly creature and 1D to
    # an enemy creature."
    g = board({"house": "brobnar", "active": "opponent",
               "player": {"artifacts": ["The Floor is Lava"], "battleline": ["Troll", "Krump"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    read_by_grammar(g, "The Floor is Lava")
    act(g, EndTurn(), "Krump")  # the only enemy creature is chosen by itself
    assert [c.damage for c in line(g)] == [0, 1]
    assert names(g.player("opponent").discard) == ["Dust Pixie"]


def test_end_of_each_turn():  # Pincerator: "At the end of each turn, deal 1D to each flank creature."
    g = board({"house": "brobnar", "player": {"artifacts": ["Pincerator"], "battleline": ["Troll", "Krump", "Ogopogo"]},
               "opponent": {"battleline": ["Brain Eater"]}})
    read_by_grammar(g, "Pincerator")
    act(g, EndTurn())
    assert [c.damage for c in line(g)] == [1, 0, 1] and one(line(g, "opponent"), "Brain Eater").damage == 1
    act(g, ChooseHouse("logos"))
    act(g, EndTurn())  # the opponent's turn ends too
    assert [c.damage for c in line(g)] == [2, 0, 2]


def test_archive_the_top_card_at_the_start_of_your_turn():
    # Director of Z.Y.X.: "At the start of your turn, archive the top card of your deck."
    g = board({"house": "brobnar", "active": "opponent",
               "player": {"battleline": ["Director of Z.Y.X."], "deck": ["Krump", "Troll"]}})
    read_by_grammar(g, "Director of Z.Y.X.")
    act(g, EndTurn())
    assert names(g.me.archives) == ["Krump"] and names(g.me.deck) == ["Troll"]


# -- destroyed ------------------------------------------------------------------------------------
def test_each_time_a_creature_is_destroyed_its_owner_gains():
    # Soul Snatcher: "Each time a creature is destroyed, its owner gains 1A."
    g = board({"house": "brobnar", "player": {"artifacts": ["Soul Snatcher"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    read_by_grammar(g, "Soul Snatcher")
    act(g, Use("Troll", "fight", "Dust Pixie"))
    assert amber(g) == (0, 1)


def test_an_enemy_creature_destroyed_during_your_turn():
    # Pile of Skulls: "Each time an enemy creature is destroyed during your turn, a friendly
    # creature captures 1A."
    g = board({"house": "brobnar", "player": {"artifacts": ["Pile of Skulls"], "battleline": ["Troll"]},
               "opponent": {"amber": 3, "battleline": ["Dust Pixie", "Krump"]}})
    read_by_grammar(g, "Pile of Skulls")
    act(g, Use("Troll", "fight", "Dust Pixie"))
    assert one(line(g), "Troll").amber == 1 and amber(g) == (0, 2)
    act(g, EndTurn())
    act(g, ChooseHouse("brobnar"))
    act(g, Use("Krump", "fight", "Troll"))  # Krump (an enemy) dies on the opponent's turn: no
    assert one(line(g), "Troll").amber == 1 and g.player("opponent").amber == 2


def test_destroyed_fighting_it_whoever_attacked():
    # Brain Eater: "After a creature is destroyed fighting Brain Eater, draw a card."
    g = board({"house": "untamed", "player": {"battleline": ["Dust Pixie"]},
               "opponent": {"battleline": ["Brain Eater"], "deck": ["Krump"]}})
    read_by_grammar(g, "Brain Eater")
    act(g, Use("Dust Pixie", "fight", "Brain Eater"))
    assert names(g.player("opponent").hand) == ["Krump"]


def test_a_friendly_creature_destroyed_and_a_non_trait_selector():
    # Spartasaur: "After a friendly creature is destroyed, destroy each non-Dinosaur creature."
    g = board({"house": "brobnar", "player": {"battleline": ["Spartasaur", "Troll"]},
               "opponent": {"battleline": ["Dust Pixie", "Krump"]}})
    read_by_grammar(g, "Spartasaur")
    act(g, Use("Troll", "fight", "Dust Pixie"))  # an enemy creature is destroyed: nothing
    assert names(line(g)) == ["Spartasaur", "Troll"] and names(line(g, "opponent")) == ["Krump"]
    g = board({"house": "untamed", "player": {"battleline": ["Spartasaur", "Dust Pixie"]},
               "opponent": {"battleline": ["Krump", "Troll"]}})
    # Krump's own ability triggers too (first), then the order of Krump and Troll in the pile
    act(g, Use("Dust Pixie", "fight", "Krump"), "Krump", "Krump")
    assert names(line(g)) == ["Spartasaur"] and names(line(g, "opponent")) == []


def test_attacks_and_destroys_but_not_when_defending():
    # Ogopogo: "After Ogopogo attacks and destroys a creature, you may deal 2D to a creature."
    g = board({"house": "brobnar", "player": {"battleline": ["Ogopogo"]},
               "opponent": {"battleline": ["Dust Pixie", "Brain Eater"]}})
    read_by_grammar(g, "Ogopogo")
    act(g, Use("Ogopogo", "fight", "Dust Pixie"), "yes", "Brain Eater")
    assert one(line(g, "opponent"), "Brain Eater").damage == 2
    g = board({"house": "untamed", "player": {"battleline": ["Dust Pixie"]}, "opponent": {"battleline": ["Ogopogo"]}})
    act(g, Use("Dust Pixie", "fight", "Ogopogo"))  # no "may" is asked: Ogopogo defended
    assert names(g.me.discard) == ["Dust Pixie"]


# -- reaping, fighting, using -------------------------------------------------------------------------
def test_only_the_first_reap_of_the_turn():
    # Ragwarg: "After a creature reaps, if it is the first time a creature has reaped this turn,
    # deal 2D to it."
    g = board({"house": "brobnar", "player": {"artifacts": ["Ragwarg"], "battleline": ["Troll", "Krump"]}})
    read_by_grammar(g, "Ragwarg")
    act(g, Use("Krump", "reap"))
    act(g, Use("Troll", "reap"), "Troll")  # with Troll's own "Reap:", in the active player's order
    assert [c.damage for c in line(g)] == [0, 2]


def test_after_this_creature_is_used_even_to_remove_a_stun():
    # Bonerot Venom: "After this creature is used, deal 2D to it."
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Troll", "upgrades": ["Bonerot Venom"]},
                                                             {"card": "Krump", "stunned": True,
                                                              "upgrades": ["Bonerot Venom"]}]}})
    read_by_grammar(g, "Bonerot Venom")
    act(g, Use("Troll", "reap"))
    act(g, Use("Krump", "reap"))
    assert [(c.damage, c.stunned) for c in line(g)] == [(2, False), (2, False)]
    assert amber(g) == (1, 0)  # the stunned Krump did not reap


def test_an_enemy_creature_used_to_fight_captures_from_its_opponent():
    # Shattered Throne: "After a creature is used to fight, it captures 1A."
    g = board({"house": "brobnar", "player": {"amber": 2, "artifacts": ["Shattered Throne"], "battleline": ["Dust Pixie"]},
               "opponent": {"amber": 2, "battleline": ["Troll"]}, "active": "opponent"})
    read_by_grammar(g, "Shattered Throne")
    act(g, Use("Troll", "fight", "Dust Pixie"))
    assert one(line(g, "opponent"), "Troll").amber == 1 and amber(g) == (1, 2)


def test_each_time_you_use_an_artifact():  # Veylan Analyst: "Each time you use an artifact, gain 1A."
    g = board({"house": "logos", "player": {"battleline": ["Veylan Analyst"], "artifacts": ["Library of Babble"],
                                            "deck": ["Troll"]}})
    read_by_grammar(g, "Veylan Analyst")
    act(g, Use("Library of Babble", "action"))
    act(g, Use("Veylan Analyst", "reap"))  # a creature: only the reap's own 1A
    assert amber(g) == (2, 0)


def test_your_opponent_uses_a_creature_to_reap():
    # Æmberspine Mongrel: "After your opponent uses a creature to reap, gain 1A."
    g = board({"house": "brobnar", "player": {"battleline": ["Troll", "Æmberspine Mongrel"]},
               "opponent": {"battleline": ["Krump", "Dust Pixie"]}, "active": "opponent"})
    read_by_grammar(g, "Æmberspine Mongrel")
    act(g, Use("Krump", "reap"))
    assert amber(g) == (1, 1)
    act(g, EndTurn())
    act(g, ChooseHouse("brobnar"))
    act(g, Use("Troll", "reap"))  # its controller's own reap: no
    assert amber(g) == (2, 1)


def test_after_you_fight_with_a_creature():
    # Lieutenant Gorvenal: "After you fight with a creature, Lieutenant Gorvenal captures 1A."
    g = board({"house": "brobnar", "player": {"battleline": ["Troll", "Lieutenant Gorvenal"]},
               "opponent": {"amber": 3, "battleline": ["Dust Pixie", "Krump"]}})
    read_by_grammar(g, "Lieutenant Gorvenal")
    act(g, Use("Troll", "fight", "Dust Pixie"))
    assert one(line(g), "Lieutenant Gorvenal").amber == 1


# -- playing, entering play, discarding ----------------------------------------------------------------
def test_your_opponent_plays_a_creature():  # Teliga: "Each time your opponent plays a creature, gain 1A."
    g = board({"house": "brobnar", "player": {"hand": ["Troll", "Anger"]}, "opponent": {"battleline": ["Teliga"]}})
    read_by_grammar(g, "Teliga")
    act(g, Play("Troll"))
    assert amber(g) == (0, 1)


def test_another_creature_not_itself():
    # Hunting Witch: "Each time you play another creature, gain 1A."
    g = board({"house": "untamed", "player": {"hand": ["Hunting Witch", "Dust Pixie"]}})
    act(g, Play("Hunting Witch"))
    read_by_grammar(g, "Hunting Witch")
    assert amber(g) == (0, 0)
    act(g, Play("Dust Pixie"))
    assert amber(g) == (3, 0)  # Dust Pixie's 2A bonus, and 1 from Hunting Witch


def test_played_adjacent_to_it():
    # Fila the Researcher: "After a creature is played adjacent to Fila the Researcher, draw a card."
    g = board({"house": "logos", "player": {"battleline": ["Fila the Researcher", "Veylan Analyst"],
                                            "hand": ["Brain Eater", "Dysania"], "deck": ["Troll", "Krump"]}})
    read_by_grammar(g, "Fila the Researcher")
    act(g, Play("Brain Eater"))  # on the right flank, beside Veylan Analyst: no
    assert names(g.me.hand) == ["Dysania"]
    act(g, Play("Dysania", flank="left"), "Fila the Researcher")  # with Dysania's "Play:", in either order
    assert names(g.me.hand) == ["Troll"]


def test_a_friendly_creature_of_a_trait_enters_play():
    # Mercy, Malkin Queen: "After a friendly Cat creature enters play, ward it."
    g = board({"house": "untamed", "player": {"battleline": ["Mercy, Malkin Queen"], "hand": ["Lumilu", "Dust Pixie"]}})
    read_by_grammar(g, "Mercy, Malkin Queen")
    act(g, Play("Lumilu"))
    act(g, Play("Dust Pixie"))
    assert [c.warded for c in line(g)] == [False, True, False]


def test_an_upgrade_enters_play():  # Armory Officer Nel: "After an upgrade enters play, draw a card."
    g = board({"house": "brobnar", "player": {"battleline": ["Armory Officer Nel", "Troll"],
                                              "hand": ["Blood of Titans"], "deck": ["Krump"]}})
    read_by_grammar(g, "Armory Officer Nel")
    act(g, Play("Blood of Titans"), "Troll")
    assert names(g.me.hand) == ["Krump"]


def test_you_discard_a_card_of_a_house():
    # Baron Mengevin: "After you discard a Sanctum card from your hand, Baron Mengevin captures 1A."
    g = board({"house": "sanctum", "player": {"battleline": ["Baron Mengevin"], "hand": ["Jehu the Bureaucrat"]},
               "opponent": {"amber": 2}})
    read_by_grammar(g, "Baron Mengevin")
    act(g, Discard("Jehu the Bureaucrat"))
    assert one(line(g), "Baron Mengevin").amber == 1 and amber(g) == (0, 1)


def test_a_card_is_discarded_from_your_hand():
    # Auto-Encoder: "After a card is discarded from your hand, archive the top card of your deck."
    g = board({"house": "brobnar", "player": {"artifacts": ["Auto-Encoder"], "hand": ["Krump"], "deck": ["Troll"]}})
    read_by_grammar(g, "Auto-Encoder")
    act(g, Discard("Krump"))
    assert names(g.me.archives) == ["Troll"]


def test_after_you_choose_a_house():
    # Jehu the Bureaucrat: "After you choose Sanctum as your active house, gain 2A."
    g = board({"step": "house", "player": {"houses": ["sanctum", "brobnar"], "battleline": ["Jehu the Bureaucrat"]}})
    read_by_grammar(g, "Jehu the Bureaucrat")
    act(g, ChooseHouse("sanctum"))
    assert amber(g) == (2, 0)
    g = board({"step": "house", "player": {"houses": ["sanctum", "brobnar"], "battleline": ["Jehu the Bureaucrat"]}})
    act(g, ChooseHouse("brobnar"))
    assert amber(g) == (0, 0)


def test_a_neighbor_is_dealt_damage():
    # Holdfast: "After 1 of Holdfast's neighbors is dealt damage, ready Holdfast."
    g = board({"house": "brobnar", "player": {"battleline": ["Troll", {"card": "Holdfast", "exhausted": True}]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    read_by_grammar(g, "Holdfast")
    act(g, Use("Troll", "fight", "Dust Pixie"))
    assert not one(line(g), "Holdfast").exhausted


def test_an_action_card_played_but_before_it_resolves():
    # Encounter Suit (MM 339): "After an action card is played, but before resolving its play
    # effect, ward this creature." The ward is there when the action's damage comes.
    g = board({"house": "brobnar", "player": {"hand": ["Punch"]},
               "opponent": {"battleline": [{"card": "Troll", "upgrades": ["Encounter Suit (MM 339)"]}]}})
    read_by_grammar(g, "Encounter Suit")
    act(g, Play("Punch"))
    assert one(line(g, "opponent"), "Troll").damage == 0 and not one(line(g, "opponent"), "Troll").warded


# -- conditions on this turn -----------------------------------------------------------------------
def test_if_you_did_not_play_any_creatures_this_turn():
    # Redlock: "At the end of your turn, if you did not play any creatures this turn, gain 1A."
    g = board({"house": "shadows", "player": {"battleline": ["Redlock"]}})
    act(g, EndTurn())
    assert amber(g) == (1, 0)
    g = board({"house": "shadows", "player": {"battleline": ["Redlock"], "hand": ["Liam Say"]}})
    act(g, Play("Liam Say"))
    act(g, EndTurn())
    assert amber(g) == (0, 0)


def test_if_you_did_not_use_any_creatures_this_turn():
    # Sloth: "At the end of your turn, if you did not use any creatures this turn, gain 1A for
    # each friendly Sin creature."
    g = board({"house": "dis", "player": {"battleline": ["Sloth", "Sloth"]}})
    act(g, EndTurn(), "Sloth")
    assert amber(g) == (4, 0)  # each Sloth: 1A for each of the 2 Sin creatures
    g = board({"house": "dis", "player": {"battleline": ["Sloth"]}})
    act(g, Use("Sloth", "reap"))
    act(g, EndTurn())
    assert amber(g) == (1, 0)


# -- several abilities of one card trigger together ---------------------------------------------------
def _two_reactions_card():
    text = "After a creature reaps, gain 1A.\nAfter a creature reaps, stun it."
    return Card(title="Twin Test Card", set="CotA", number="998", house="brobnar", type="creature", power=3,
                armor=0, amber=0, keywords=(), traits=(), text=text, id="twin-test-card", printed_text=text)


def test_two_abilities_of_one_card_are_ordered_by_the_active_player():
    g = board({"house": "brobnar", "player": {"battleline": ["Krump"]}})
    twin = CardInstance(card=_two_reactions_card(), owner="player", controller="player")
    g.player("player").battleline.append(twin)
    act(g, Use("Krump", "reap"))  # no order stated: they resolve as listed (decide.FixtureChooser.order)
    assert one(line(g), "Krump").stunned and amber(g) == (2, 0)
    with pytest.raises(ScenarioError, match=r"answers left over in `choose`: Troll"):
        g = board({"house": "brobnar", "player": {"battleline": ["Krump"]}})
        g.player("player").battleline.append(CardInstance(card=_two_reactions_card(), owner="player", controller="player"))
        act(g, Use("Krump", "reap"), "Troll")
    g = board({"house": "brobnar", "player": {"battleline": ["Krump"]}})
    g.player("player").battleline.append(CardInstance(card=_two_reactions_card(), owner="player", controller="player"))
    act(g, Use("Krump", "reap"), "Twin Test Card (after a creature reaps)")
    assert one(line(g), "Krump").stunned and amber(g) == (2, 0)
    assert "in the order the active player chooses" in "\n".join(log(g))


# -- refusals --------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,why", [
    ("After 2 of Test Card's neighbors is dealt damage, gain 1A.", "2 of its neighbors"),
    ("After you plays a creature, gain 1A.", "does not agree"),
    ("After a creatures reaps, gain 1A.", "plural"),
])
def test_near_misses_are_refused(text, why):
    from judge.engine.keyforge.reader import behaviour_class

    card = Card(title="Test Card", set="CotA", number="999", house="brobnar", type="creature", power=3, armor=0,
                amber=0, keywords=(), traits=(), text=text, id="test-card", printed_text=text)
    cls, reason = behaviour_class(card)
    assert cls is None and why in reason, reason
    assert not read("After a creature is destroyed quickly, gain 1A.").ok


# -- hand-written triggered abilities (cards/hand/reactions.py): edges the fixtures do not show ---------
def test_the_big_one_destroys_everything_at_its_tenth_fuse_counter():
    g = board({"house": "brobnar", "player": {"artifacts": ["The Big One", "Ragwarg"], "hand": ["Troll"],
                                              "battleline": ["Krump"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    big = one(g.me.artifacts, "The Big One")
    big.tokens["fuse"] = 9
    act(g, Play("Troll"), "The Big One", "Krump", "Troll")  # the order of the player's discard pile
    assert g.creatures() == [] and g.artifacts() == []
    assert names(g.me.discard) == ["The Big One", "Krump", "Troll", "Ragwarg"]


def test_forum_of_giants_with_a_tie_between_the_players_the_active_player_chooses():
    """Most Powerful: the active player chooses among tied creatures; its controller gains."""
    setup = {"house": "brobnar", "active": "opponent", "player": {"artifacts": ["Forum of Giants"],
                                                                  "battleline": ["Krump"]},
             "opponent": {"battleline": ["Ogopogo"]}}  # 6 and 6
    for chosen, gainer in (("Krump", "player"), ("Ogopogo", "opponent")):
        g = board(setup)
        act(g, EndTurn(), chosen)
        assert (g.player(gainer).amber, g.player(other(gainer)).amber) == (1, 0)


def test_annihilation_ritual_purges_only_creatures_leaving_play_for_a_discard_pile():
    g = board({"house": "brobnar", "player": {"artifacts": ["Annihilation Ritual"], "hand": ["Krump"],
                                              "battleline": [{"card": "Troll", "upgrades": ["Blood of Titans"]}]},
               "opponent": {"battleline": ["Brain Eater"]}})
    act(g, Discard("Krump"))  # from hand, not from play
    assert names(g.me.discard) == ["Krump"]
    troll = one(line(g), "Troll")
    from judge.engine.keyforge import effects as fx

    fx.destroy(g, [troll])
    assert names(g.me.purged) == ["Troll"] and names(g.me.discard) == ["Blood of Titans", "Krump"]


def test_the_engine_events_a_stolen_aember_and_a_start_of_turn():
    g = board({"house": "dis", "player": {"battleline": ["Pit Demon"]}, "opponent": {"amber": 1}})
    act(g, Use("Pit Demon", "action"))
    stolen = [e for e in g.events if e.kind == "stolen"]
    assert [(e.seat, e.data["amount"]) for e in stolen] == [("opponent", 1)]
    act(g, EndTurn())
    assert [e.seat for e in g.events if e.kind == "start_of_turn"] == ["opponent"]


# -- "Reap:"/"Fight:" abilities and "after" abilities trigger together (2021 Timing chart) --------------
def test_fight_abilities_and_after_fight_abilities_are_ordered_together():
    # Headhunter: "Fight: Gain 1A."; Lieutenant Gorvenal: "After you fight with a creature,
    # Lieutenant Gorvenal captures 1A." The active player picks Gorvenal's first: it captures 1
    # of the opponent's 1 Æmber before Headhunter's gain.
    setup = {"house": "brobnar", "player": {"battleline": ["Headhunter", "Lieutenant Gorvenal"]},
             "opponent": {"amber": 1, "battleline": ["Dust Pixie"]}}
    g = board(setup)
    act(g, Use("Headhunter", "fight", "Dust Pixie"), "Lieutenant Gorvenal")
    assert index(g, "captures 1") < index(g, "player gains 1")
    assert one(line(g), "Lieutenant Gorvenal").amber == 1 and amber(g) == (1, 0)
    g = board(setup, rulebook="1.3")  # before the Timing chart: "Fight:" first, no choice
    act(g, Use("Headhunter", "fight", "Dust Pixie"))
    assert index(g, "player gains 1") < index(g, "captures 1")


def test_a_creature_without_reap_abilities_adds_no_choice():
    # Orb of Invidius: "After a creature reaps, stun it." Krump has no "Reap:" ability.
    g = board({"house": "brobnar", "player": {"battleline": ["Krump"]}, "opponent": {"artifacts": ["Orb of Invidius"]}})
    act(g, Use("Krump", "reap"))  # strict: a question would need an answer
    assert one(line(g), "Krump").stunned
