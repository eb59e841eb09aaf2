"""Conditions and constant abilities the reader reads (grammar/conditions*.lark,
constant*.lark), each on a small board: the effect is checked on the game, for the condition
holding and not holding. The cards are real cards; each test names the text."""
import pytest

from judge.engine.keyforge.actions import Play, Use
from judge.engine.keyforge.modifiers import armor, key_cost, keyword, power
from judge.engine.keyforge.reader import read

from ..helpers import act, board, log, names, one
from .test_nodes import amber, line, read_by_grammar


# -- the tide, "otherwise", the {tide} icon ---------------------------------------------------------
@pytest.mark.parametrize("tide, gained, high_for", [("high", 2, "player"), ("neutral", 1, "player"),
                                                    ("low", 1, "player")])
def test_if_the_tide_is_high_otherwise_raise_it(tide, gained, high_for):
    # All Tide Up: "{tide} Play: If the tide is high, gain 1A. Otherwise, raise the tide." (Æmber bonus 1)
    g = board({"house": "untamed", "player": {"hand": ["All Tide Up"], "tide": tide}})
    act(g, Play("All Tide Up"))
    read_by_grammar(g, "All Tide Up")
    assert amber(g) == (gained, 0) and g.tide_high_for == high_for


def test_the_tide_as_the_player_resolving_sees_it():
    # Voice of Rakuzel: "While the tide is high, each friendly creature gets +1 power and +1 armor.
    # While the tide is low, each enemy creature gets +1 power and +1 armor."
    setup = {"house": "unfathomable", "player": {"battleline": ["Voice of Rakuzel", "Troll"]},
             "opponent": {"battleline": ["Krump"]}}
    for tide, troll, krump in (("high", (9, 1), (6, 0)), ("low", (8, 0), (7, 1)), ("neutral", (8, 0), (6, 0))):
        g = board({**setup, "player": {**setup["player"], "tide": tide}})
        read_by_grammar(g, "Voice of Rakuzel")
        t, k = one(line(g), "Troll"), one(line(g, "opponent"), "Krump")
        assert ((power(g, t), armor(g, t)), (power(g, k), armor(g, k))) == (troll, krump), tide


# -- "... instead" ------------------------------------------------------------------------------------
def test_instead_when_it_is_not_your_turn():
    # Brabble: "Destroyed: Your opponent loses 1A. If it is not your turn, your opponent loses 3A instead."
    g = board({"house": "brobnar", "player": {"amber": 5, "battleline": ["Troll"]},
               "opponent": {"amber": 5, "battleline": ["Brabble"]}})
    read_by_grammar(g, "Brabble")
    act(g, Use("Troll", "fight", "Brabble"))  # destroyed on its controller's opponent's turn
    assert amber(g) == (2, 5)
    g = board({"house": "dis", "player": {"amber": 5, "battleline": ["Brabble"]},
               "opponent": {"amber": 5, "battleline": ["Troll"]}})
    act(g, Use("Brabble", "fight", "Troll"))  # destroyed on its controller's turn
    assert amber(g) == (5, 4)


@pytest.mark.parametrize("chosen, captured", [("Tribune Pompitus", 2), ("Troll", 1)])
def test_instead_asks_about_the_creature_chosen_first(chosen, captured):
    # City Gates: "Action: A friendly creature captures 1A. If that creature is a Dinosaur, it captures 2A instead."
    g = board({"house": "saurian", "player": {"artifacts": ["City Gates"], "battleline": ["Tribune Pompitus", "Troll"]},
               "opponent": {"amber": 5}})
    read_by_grammar(g, "City Gates")
    act(g, Use("City Gates", "action"), chosen)
    assert one(line(g), chosen).amber == captured and amber(g) == (0, 5 - captured)


def test_instead_replaces_the_effect_on_the_chosen_creature():
    # Particle Sweep: "Play: Deal 2D to a creature. If it is a Mutant creature, destroy it instead."
    g = board({"house": "staralliance", "player": {"hand": ["Particle Sweep", "Particle Sweep"]},
               "opponent": {"battleline": ["Even Ivan", "Troll"]}})
    read_by_grammar(g, "Particle Sweep")
    act(g, Play("Particle Sweep"), "Even Ivan")
    assert names(g.player("opponent").discard) == ["Even Ivan"]
    act(g, Play("Particle Sweep"))  # Troll, the only creature left, is chosen by itself
    assert one(line(g, "opponent"), "Troll").damage == 2


@pytest.mark.parametrize("tide, result", [("high", ((2, 2), 0)), ("neutral", ((1, 2), 1))])
def test_instead_when_the_tide_is_high(tide, result):
    # Sea Urchin: "{tide} Play: Capture 1A. If the tide is high, steal 1A instead."
    g = board({"house": "shadows", "player": {"hand": ["Sea Urchin"], "amber": 1, "tide": tide},
               "opponent": {"amber": 3}})
    act(g, Play("Sea Urchin"))
    read_by_grammar(g, "Sea Urchin")
    assert (amber(g), one(line(g), "Sea Urchin").amber) == result


# -- "otherwise", a trailing "if" ------------------------------------------------------------------------
def test_otherwise():
    # Walk the Plank: "Play: If your opponent has no A, deal 4D to a creature. Otherwise, steal 1A."
    g = board({"house": "shadows", "player": {"hand": ["Walk the Plank", "Walk the Plank"]},
               "opponent": {"amber": 1, "battleline": ["Troll"]}})
    read_by_grammar(g, "Walk the Plank")
    act(g, Play("Walk the Plank"))
    assert amber(g) == (1, 0) and one(line(g, "opponent"), "Troll").damage == 0
    act(g, Play("Walk the Plank"))  # Troll, the only creature, is chosen by itself
    assert amber(g) == (1, 0) and one(line(g, "opponent"), "Troll").damage == 4


@pytest.mark.parametrize("mine, gained", [(["Troll", "Krump"], 3), (["Troll"], 1)])
def test_trailing_if_who_controls_more_creatures(mine, gained):
    # Smith: "Play: Gain 2A if you control more creatures than your opponent." (Æmber bonus 1)
    g = board({"house": "brobnar", "player": {"hand": ["Smith"], "battleline": mine},
               "opponent": {"battleline": ["Dust Pixie"]}})
    read_by_grammar(g, "Smith")
    act(g, Play("Smith"))
    assert amber(g) == (gained, 0)


def test_more_enemy_creatures_than_friendly_creatures():
    # Harmonia: "After you play a creature, if there are more enemy creatures than friendly creatures, gain 1A."
    setup = {"house": "untamed", "player": {"hand": ["Dust Pixie"], "battleline": ["Harmonia"]}}
    g = board({**setup, "opponent": {"battleline": ["Troll", "Krump", "Bumpsy"]}})
    read_by_grammar(g, "Harmonia")
    act(g, Play("Dust Pixie"))
    assert amber(g) == (3, 0)  # the Pixie's 2, then 1: 2 friendly creatures against 3
    g = board({**setup, "opponent": {"battleline": ["Troll", "Krump"]}})
    act(g, Play("Dust Pixie"))
    assert amber(g) == (2, 0)  # 2 against 2: not more


# -- Æmber conditions --------------------------------------------------------------------------------
@pytest.mark.parametrize("card, house, opponent, result", [
    ("The Terror", "dis", 0, (2, 0)), ("The Terror", "dis", 1, (0, 1)),  # "If your opponent has no A, gain 2A."
    ("Guard Disguise", "shadows", 3, (3, 0)), ("Guard Disguise", "shadows", 4, (0, 4)),  # "3A or fewer, steal 3A"
    ("Even Ivan", "logos", 2, (1, 1)), ("Even Ivan", "logos", 3, (0, 3)),  # "an even amount of A, steal 1A"
    ("Odd Clawde", "logos", 3, (1, 2)), ("Odd Clawde", "logos", 0, (0, 0)),  # "an odd amount of A, steal 1A"
])
def test_how_much_aember_a_player_has(card, house, opponent, result):
    play = card == "The Terror"
    where = {"hand": [card]} if play else ({"artifacts": [card]} if card == "Guard Disguise" else {"battleline": [card]})
    g = board({"house": house, "player": where, "opponent": {"amber": opponent}})
    act(g, Play(card) if play else Use(card, "action"))
    read_by_grammar(g, card)
    assert amber(g) == result


# -- where a creature is --------------------------------------------------------------------------------
@pytest.mark.parametrize("battleline, drawn", [(["Dust Pixie", "Titan Guardian", "Krump"], 2),
                                               (["Titan Guardian", "Krump"], 0)])
def test_if_self_is_not_on_a_flank(battleline, drawn):
    # Titan Guardian: "Destroyed: If Titan Guardian is not on a flank, draw 2 cards." (where it was)
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"]},
               "opponent": {"battleline": battleline, "deck": ["Bumpsy", "Troll", "Krump"]}})
    read_by_grammar(g, "Titan Guardian")
    act(g, Use("Troll", "fight", "Titan Guardian"))
    assert "Titan Guardian" in names(g.player("opponent").discard) and len(g.player("opponent").hand) == drawn


def test_while_on_a_flank_gets_power():  # Staunch Knight: "Staunch Knight gets +2 power while it is on a flank."
    g = board({"house": "sanctum", "player": {"battleline": ["Staunch Knight", "Troll", {"card": "Staunch Knight",
                                                                                          "id": "knight-b"}]}})
    read_by_grammar(g, "Staunch Knight")
    assert [power(g, c) for c in line(g)] == [6, 8, 6]
    g = board({"house": "sanctum", "player": {"battleline": ["Troll", "Staunch Knight", "Krump"]}})
    assert power(g, one(line(g), "Staunch Knight")) == 4


def test_while_this_creature_is_on_a_flank_it_gets():
    # Shoulder Armor: "While this creature is on a flank, it gets +2 armor and +2 power."
    g = board({"house": "sanctum", "player": {"battleline": [{"card": "Troll", "upgrades": ["Shoulder Armor"]},
                                                             {"card": "Krump", "upgrades": ["Shoulder Armor"]},
                                                             "Bumpsy"]}})
    read_by_grammar(g, "Shoulder Armor")
    t, k = one(line(g), "Troll"), one(line(g), "Krump")
    assert (power(g, t), armor(g, t), power(g, k), armor(g, k)) == (10, 2, 6, 0)


@pytest.mark.parametrize("battleline, gub", [(["Troll", "Gub", "Krump"], (6, 1)), (["Gub", "Troll"], (1, 0))])
def test_while_not_on_a_flank_gets_and_gains(battleline, gub):
    # Gub: "While Gub is not on a flank, it gets +5 power and gains taunt."
    g = board({"house": "dis", "player": {"battleline": battleline}})
    read_by_grammar(g, "Gub")
    c = one(line(g), "Gub")
    assert (power(g, c), keyword(g, c, "taunt")) == gub
    assert keyword(g, one(line(g), "Troll"), "taunt") == 0


def test_while_in_the_center_of_your_battleline():
    # Kaloch Stonefather: "While Kaloch Stonefather is in the center of your battleline, each friendly
    # creature gains skirmish." (Center of the Battleline: as many creatures on each side)
    g = board({"house": "brobnar", "player": {"battleline": ["Troll", "Kaloch Stonefather", "Krump"]},
               "opponent": {"battleline": ["Bumpsy"]}})
    read_by_grammar(g, "Kaloch Stonefather")
    assert [keyword(g, c, "skirmish") for c in line(g)] == [1, 1, 1]
    assert keyword(g, one(line(g, "opponent"), "Bumpsy"), "skirmish") == 0
    g = board({"house": "brobnar", "player": {"battleline": ["Troll", "Kaloch Stonefather", "Krump", "Bumpsy"]}})
    assert [keyword(g, c, "skirmish") for c in line(g)] == [0, 0, 0, 0]  # an even battleline has no center


@pytest.mark.parametrize("battleline, destroyed", [(["Troll", "Aja the Inconspicuous", "Krump"], False),
                                                   (["Aja the Inconspicuous", "Krump"], True)])
def test_while_not_on_a_flank_cannot_be_dealt_damage(battleline, destroyed):
    # Aja the Inconspicuous (3 power): "While Aja the Inconspicuous is not on a flank, it cannot be dealt damage."
    g = board({"house": "brobnar", "player": {"hand": ["Punch"]}, "opponent": {"battleline": battleline}})
    read_by_grammar(g, "Aja the Inconspicuous")
    act(g, Play("Punch"), "Aja the Inconspicuous")  # "Play: Deal 3D to a creature."
    assert ("Aja the Inconspicuous" in names(g.player("opponent").discard)) is destroyed
    if not destroyed:
        assert one(line(g, "opponent"), "Aja the Inconspicuous").damage == 0


@pytest.mark.parametrize("pool, stolen", [(4, 0), (3, 1)])
def test_while_you_have_aember_it_cannot_be_stolen(pool, stolen):
    # Cephaloist: "While you have 4A or more, your A cannot be stolen."
    g = board({"house": "dis", "player": {"battleline": ["Pit Demon"]},
               "opponent": {"amber": pool, "battleline": ["Cephaloist"]}})
    read_by_grammar(g, "Cephaloist")
    act(g, Use("Pit Demon", "action"))  # "Action: Steal 1A."
    assert amber(g) == (stolen, pool - stolen)


# -- "for each" in a constant ability ----------------------------------------------------------------------
def test_gets_power_for_each_aember_on_it():
    # Tribune Pompitus: "Each friendly creature gets +2 power for each A on it."
    g = board({"house": "saurian", "player": {"battleline": [{"card": "Troll", "amber": 2}, "Tribune Pompitus"]},
               "opponent": {"battleline": [{"card": "Krump", "amber": 3}]}})
    read_by_grammar(g, "Tribune Pompitus")
    assert (power(g, one(line(g), "Troll")), power(g, one(line(g, "opponent"), "Krump"))) == (12, 6)


def test_gets_power_for_each_neighbor_it_has():  # Knoxx: "Knoxx gets +3 power for each neighbor it has."
    g = board({"house": "untamed", "player": {"battleline": ["Troll", "Knoxx", "Krump"]}})
    read_by_grammar(g, "Knoxx")
    assert power(g, one(line(g), "Knoxx")) == 9


def test_keys_cost_for_each_selected_creature():
    # Iron Obelisk: "Your opponent's keys cost +1A for each friendly damaged Brobnar creature."
    g = board({"house": "brobnar", "player": {"artifacts": ["Iron Obelisk"],
                                              "battleline": [{"card": "Troll", "damage": 1}, {"card": "Krump", "damage": 2},
                                                             "Bumpsy", {"card": "Dust Pixie", "damage": 0}]},
               "opponent": {"battleline": [{"card": "Bumpsy", "damage": 1}]}})
    read_by_grammar(g, "Iron Obelisk")
    assert (key_cost(g, "player"), key_cost(g, "opponent")) == (6, 8)


def test_for_each_first_keys_cost():  # Angwish: "For each damage on Angwish, your opponent's keys cost +1A."
    g = board({"house": "dis", "player": {"battleline": [{"card": "Angwish", "damage": 3}]}})
    read_by_grammar(g, "Angwish")
    assert (key_cost(g, "player"), key_cost(g, "opponent")) == (6, 9)


@pytest.mark.parametrize("battleline, cost", [(["Titan Mechanic", "Troll"], 5), (["Troll", "Titan Mechanic", "Krump"], 6)])
def test_while_on_a_flank_each_key_costs_less(battleline, cost):
    # Titan Mechanic: "While Titan Mechanic is on a flank, each key costs -1A."
    g = board({"house": "logos", "player": {"battleline": battleline}})
    read_by_grammar(g, "Titan Mechanic")
    assert (key_cost(g, "player"), key_cost(g, "opponent")) == (cost, cost)


# -- entering play ------------------------------------------------------------------------------------------
def test_enters_play_ready_and_enraged():  # Gizelhart's Zealot: "Gizelhart's Zealot enters play ready and enraged."
    g = board({"house": "sanctum", "player": {"hand": ["Gizelhart’s Zealot"]}})
    act(g, Play("Gizelhart’s Zealot"))
    read_by_grammar(g, "Gizelhart’s Zealot")
    z = one(line(g), "Gizelhart’s Zealot")
    assert (z.exhausted, z.enraged) == (False, True)


def test_each_creature_enters_play_enraged():  # Pestergrove: "Each creature enters play enraged."
    g = board({"house": "brobnar", "player": {"hand": ["Troll"]}, "opponent": {"artifacts": ["Pestergrove"]}})
    read_by_grammar(g, "Pestergrove")
    act(g, Play("Troll"))
    t = one(line(g), "Troll")
    assert (t.exhausted, t.enraged) == (True, True)


@pytest.mark.parametrize("pool, card, ready", [(4, "Troll", True), (3, "Troll", False), (4, "Dust Pixie", False)])
def test_while_you_have_aember_your_creatures_enter_play_ready(pool, card, ready):
    # Fandangle: "While you have 4A or more, your non-Untamed creatures enter play ready."
    g = board({"house": "brobnar" if card == "Troll" else "untamed",
               "player": {"amber": pool, "hand": [card], "battleline": ["Fandangle"]}})
    read_by_grammar(g, "Fandangle")
    act(g, Play(card))
    assert one(line(g), card).exhausted is not ready


def test_your_creatures_enter_play_ready_under_the_opponents_control():
    # Fandangle: "While you have 4A or more, your non-Untamed creatures enter play ready." Scowly
    # Caper "enters play under your opponent's control": played by Fandangle's controller, it is
    # their creature entering play (as the hand-written Duskwitch: play.entering_status), ready.
    g = board({"house": "shadows", "player": {"amber": 4, "hand": ["Scowly Caper"], "battleline": ["Fandangle"]}})
    read_by_grammar(g, "Fandangle")
    act(g, Play("Scowly Caper"))
    assert one(line(g, "opponent"), "Scowly Caper").exhausted is False


# -- "gets ... and gains ...", abilities in quotes ------------------------------------------------------------
def test_gets_power_and_gains_taunt():
    # Round Table: "Each friendly Knight creature gets +1 power and gains taunt."
    g = board({"house": "sanctum", "player": {"artifacts": ["Round Table"], "battleline": ["Staunch Knight", "Troll"]}})
    read_by_grammar(g, "Round Table")
    k, t = line(g)
    assert (power(g, k), keyword(g, k, "taunt"), power(g, t), keyword(g, t, "taunt")) == (7, 1, 8, 0)


def test_gains_a_reap_ability_in_quotes():  # Way of the Pixie: "This creature gains, "Reap: Gain 1A.""
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Troll", "upgrades": ["Way of the Pixie"]}]}})
    read_by_grammar(g, "Way of the Pixie")
    act(g, Use("Troll", "reap"))
    assert amber(g) == (2, 0)  # 1 for reaping, 1 from the gained ability


def test_gains_a_constant_ability_in_quotes():
    # Jammer Pack: "This creature gains, "Your opponent's keys cost +2A."" (its controller's opponent)
    g = board({"house": "mars", "player": {"battleline": [{"card": "Troll", "upgrades": ["Jammer Pack"]}]}})
    read_by_grammar(g, "Jammer Pack")
    assert (key_cost(g, "player"), key_cost(g, "opponent")) == (6, 8)


def test_enemy_creatures_gain_an_ability_that_names_this_creature():
    # Scylla: "Each enemy creature gains, "Reap: Deal 4D to this creature.""
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"]},
               "opponent": {"battleline": ["Scylla", "Krump"]}})
    read_by_grammar(g, "Scylla")
    act(g, Use("Troll", "reap"))
    assert one(line(g), "Troll").damage == 4 and one(line(g, "opponent"), "Krump").damage == 0


# -- refusals ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, why", [
    ("It gets +2 power.", "refers to nothing"),
    ('This creature gains, "Reap: Destroy Some Card."', "names the card giving it"),
    ("Play: Gain 1A. If it was already stunned, gain 2A instead.", "the effect before it does not choose"),
])
def test_readings_the_engine_cannot_play_are_refused(text, why):
    from judge.engine.keyforge.abilities import implementation

    from .test_reader import card as make_card

    c = make_card(text, title="Some Card", type="action" if text.startswith("Play") else "upgrade")
    cls, how, reason = implementation(c)
    assert read(c.text, c.title).ok and how == "missing" and why in reason


def test_a_tide_line_plays_as_the_ability_it_marks():
    # Seabringer Kekoa: "Taunt. {tide} Destroyed: Raise the tide."
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"]},
               "opponent": {"battleline": ["Seabringer Kekoa"]}})
    read_by_grammar(g, "Seabringer Kekoa")
    act(g, Use("Troll", "fight", "Seabringer Kekoa"))
    assert g.tide_high_for == "opponent" and any("raises the tide" in x for x in log(g))


# -- constant abilities with a condition: "if ..." ---------------------------------------------------------
def test_if_self_is_on_a_flank_destroy_it():
    # Weasand: "Deploy. Elusive. If Weasand is on a flank, destroy it."
    g = board({"house": "brobnar", "player": {"battleline": ["Troll", "Weasand", {"card": "Krump", "damage": 1}]},
               "opponent": {"battleline": ["Bumpsy"]}})
    read_by_grammar(g, "Weasand")
    assert names(line(g)) == ["Troll", "Weasand", "Krump"]  # not on a flank: it stays
    act(g, Use("Krump", "fight", "Bumpsy"))  # Krump (1 damage) takes 5: destroyed; Weasand is now on a flank
    assert names(line(g)) == ["Troll"] and names(g.player("player").discard) == ["Weasand", "Krump"]
    assert any("Weasand is on a flank: destroy it" in x for x in log(g))


def test_if_there_are_no_creatures_in_play_destroy_self():
    # Doom Sigil: "Each creature gains poison. If there are no creatures in play, destroy Doom Sigil."
    g = board({"house": "brobnar", "player": {"artifacts": ["Doom Sigil"], "battleline": ["Troll", "Krump"]},
               "opponent": {"battleline": ["Bumpsy"]}})
    read_by_grammar(g, "Doom Sigil")
    act(g, Use("Krump", "fight", "Bumpsy"))  # poison: each damaged creature is destroyed
    assert names(g.player("player").artifacts) == ["Doom Sigil"]  # Troll is still in play
    g = board({"house": "brobnar", "player": {"artifacts": ["Doom Sigil"], "battleline": ["Krump"]},
               "opponent": {"battleline": ["Bumpsy"]}})
    act(g, Use("Krump", "fight", "Bumpsy"))
    assert g.creatures() == [] and names(g.player("player").discard) == ["Doom Sigil", "Krump"]  # top first


@pytest.mark.parametrize("exhausted, result", [(3, (6, 1, 5)), (2, (5, 0, 0))])
def test_if_there_are_n_or_more_gains(exhausted, result):
    # Llack Gaboon: "Llack Gaboon gets +1 power for each other exhausted creature. If there are 3 or more
    # other exhausted creatures, Llack Gaboon gains skirmish and hazardous 5."
    others = [{"card": n, "exhausted": i < exhausted} for i, n in enumerate(["Troll", "Krump", "Bumpsy"])]
    g = board({"house": "unfathomable", "player": {"battleline": [{"card": "Llack Gaboon", "exhausted": True}] + others}})
    read_by_grammar(g, "Llack Gaboon")
    c = one(line(g), "Llack Gaboon")
    assert (power(g, c), keyword(g, c, "skirmish"), keyword(g, c, "hazardous")) == result


# -- what "for each" counts: forged keys, upgrades on a card, houses represented ---------------------------
def test_gain_for_each_forged_key_your_opponent_has():
    # Dr. Escotera: "Play: Gain 1A for each forged key your opponent has."
    g = board({"house": "logos", "player": {"hand": ["Dr. Escotera"], "keys": 1}, "opponent": {"keys": 2}})
    act(g, Play("Dr. Escotera"))
    read_by_grammar(g, "Dr. Escotera")
    assert amber(g) == (2, 0)


def test_gain_for_each_upgrade_on_self():
    # Hayden Oswin: "Reap: Gain 1A for each upgrade on Hayden Oswin."
    g = board({"house": "staralliance", "player": {"battleline": [
        {"card": "Hayden Oswin", "upgrades": ["Way of the Pixie", "Jammer Pack"]}]}})
    read_by_grammar(g, "Hayden Oswin")
    act(g, Use("Hayden Oswin", "reap"))
    assert amber(g) == (1 + 2 + 1, 0)  # reaping, 2 upgrades, and Way of the Pixie's gained "Reap: Gain 1A."


@pytest.mark.parametrize("battleline, cost", [(["Troll", "Krump", "Dust Pixie"], 8),
                                              (["Troll", "Dust Pixie", "Pit Demon", "Sequis", "Even Ivan"], 9)])
def test_keys_cost_for_each_house_represented_to_a_maximum(battleline, cost):
    # Quadracorder: "Your opponent's keys cost +1A for each house represented among friendly creatures
    # (to a maximum of 3)." Troll and Krump are both Brobnar: one house.
    g = board({"house": "staralliance", "player": {"battleline": [{"card": battleline[0], "upgrades": ["Quadracorder"]}]
                                                                 + battleline[1:]}})
    read_by_grammar(g, "Quadracorder")
    assert (key_cost(g, "player"), key_cost(g, "opponent")) == (6, cost)


def test_only_deals_n_damage_when_fighting():  # Galeatops (12 power): "Galeatops only deals 4D when fighting."
    g = board({"house": "saurian", "player": {"battleline": ["Galeatops"]}, "opponent": {"battleline": ["Troll"]}})
    read_by_grammar(g, "Galeatops")
    act(g, Use("Galeatops", "fight", "Troll"))
    assert one(line(g, "opponent"), "Troll").damage == 4 and one(line(g), "Galeatops").damage == 8


@pytest.mark.parametrize("fought, ready", [(True, True), (False, False)])
def test_if_you_have_used_a_creature_to_fight_this_turn_enters_play_ready(fought, ready):
    # Alaka: "If you have used a creature to fight this turn, Alaka enters play ready."
    g = board({"house": "brobnar", "player": {"hand": ["Alaka"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    if fought:
        act(g, Use("Troll", "fight", "Dust Pixie"))
    else:
        act(g, Use("Troll", "reap"))
    act(g, Play("Alaka"))
    read_by_grammar(g, "Alaka")
    assert one(line(g), "Alaka").exhausted is not ready


@pytest.mark.parametrize("used, stolen", [(3, 2), (2, 0)])
def test_if_you_used_n_or_more_creatures_this_turn(used, stolen):
    # Stampede: "Play: If you used 3 or more creatures this turn, steal 2A." (Æmber bonus 1)
    creatures = ["Dust Pixie", "Bramble Lynx", "Harmonia"]
    g = board({"house": "untamed", "player": {"hand": ["Stampede"], "battleline": creatures},
               "opponent": {"amber": 5}})
    for name in creatures[:used]:
        act(g, Use(name, "reap"))
    act(g, Play("Stampede"))
    read_by_grammar(g, "Stampede")
    assert amber(g) == (used + 1 + stolen, 5 - stolen)


def test_for_each_friendly_card_with_a_trait():  # Shard of Knowledge: "Action: Draw a card for each friendly Shard."
    g = board({"house": "logos", "player": {"artifacts": ["Shard of Knowledge", "Shard of Hope"],
                                            "deck": ["Troll", "Krump", "Bumpsy"]},
               "opponent": {"artifacts": ["Shard of Hope"]}})
    read_by_grammar(g, "Shard of Knowledge")
    act(g, Use("Shard of Knowledge", "action"))
    assert names(g.player("player").hand) == ["Troll", "Krump"]


def test_if_no_friendly_creatures_archive_a_card_for_each_enemy_creature():
    # Master the Theory: "Play: If there are no friendly creatures in play, you may archive a card for
    # each enemy creature." (a card chosen from hand each time)
    g = board({"house": "logos", "player": {"hand": ["Master the Theory", "Troll", "Krump", "Bumpsy"]},
               "opponent": {"battleline": ["Dust Pixie", "Sequis"]}})
    read_by_grammar(g, "Master the Theory")
    act(g, Play("Master the Theory"), "yes", "Troll", "Bumpsy")
    assert names(g.player("player").archives) == ["Troll", "Bumpsy"] and names(g.player("player").hand) == ["Krump"]


# -- "cannot be used" while / unless, neighbors ----------------------------------------------------------
@pytest.mark.parametrize("battleline, usable", [(["Xanthyx Harvester", "Troll"], False),
                                                (["Xanthyx Harvester", "Grabber Jammer"], True)])
def test_cannot_be_used_while_it_has_a_non_mars_neighbor(battleline, usable):
    # Xanthyx Harvester: "Xanthyx Harvester cannot be used while it has a non-Mars neighbor. Reap: Gain 1A."
    from judge.engine.base import IllegalAction

    g = board({"house": "mars", "player": {"battleline": battleline}})
    read_by_grammar(g, "Xanthyx Harvester")
    if usable:
        act(g, Use("Xanthyx Harvester", "reap"))
        assert amber(g) == (2, 0)
    else:
        with pytest.raises(IllegalAction, match="cannot be used"):
            act(g, Use("Xanthyx Harvester", "reap"))


@pytest.mark.parametrize("discarded, usable", [("Dust Pixie", True), (None, False)])
def test_cannot_use_this_card_unless_you_have_discarded(discarded, usable):
    # Giant Sloth: "You cannot use this card unless you have discarded an Untamed card from your hand this
    # turn. Action: Gain 3A."
    from judge.engine.base import IllegalAction
    from judge.engine.keyforge.actions import Discard

    g = board({"house": "untamed", "player": {"battleline": ["Giant Sloth"], "hand": ["Dust Pixie", "Troll"]}})
    read_by_grammar(g, "Giant Sloth")
    if discarded:
        act(g, Discard(discarded))
    if usable:
        act(g, Use("Giant Sloth", "action"))
        assert amber(g) == (3, 0)
    else:
        with pytest.raises(IllegalAction, match="cannot be used"):
            act(g, Use("Giant Sloth", "action"))


@pytest.mark.parametrize("tide, reaps", [("low", False), ("high", True)])
def test_each_creature_gains_a_constant_ability_in_quotes(tide, reaps):
    # Dry the River: "{tide} Each creature gains, "While the tide is low, this creature cannot reap.""
    # (the tide as the controller of each creature sees it)
    from judge.engine.base import IllegalAction

    g = board({"house": "brobnar", "player": {"battleline": ["Troll"], "tide": tide},
               "opponent": {"artifacts": ["Dry the River"]}})
    read_by_grammar(g, "Dry the River")
    if reaps:
        act(g, Use("Troll", "reap"))
        assert amber(g) == (1, 0)
    else:
        with pytest.raises(IllegalAction, match="cannot reap"):
            act(g, Use("Troll", "reap"))


def test_self_s_neighbors_enter_play_ready():
    # Rocketeer Tryska: "{tide} While the tide is high, Rocketeer Tryska's neighbors enter play ready."
    g = board({"house": "brobnar", "player": {"battleline": ["Rocketeer Tryska"], "hand": ["Troll", "Krump"],
                                              "tide": "high"}})
    read_by_grammar(g, "Rocketeer Tryska")
    act(g, Play("Troll"))  # enters on the right flank, beside Tryska
    act(g, Play("Krump", flank="right"))  # beside Troll, not Tryska
    assert [c.exhausted for c in line(g)] == [False, False, True]


def test_this_creature_and_each_of_its_neighbors_gains():
    # Cloaking Dongle: "This creature and each of its neighbors gains elusive."
    g = board({"house": "staralliance", "player": {"battleline": [
        "Troll", {"card": "Krump", "upgrades": ["Cloaking Dongle"]}, "Bumpsy", "Dust Pixie"]}})
    read_by_grammar(g, "Cloaking Dongle")
    assert [keyword(g, c, "elusive") for c in line(g)] == [1, 1, 1, 0]


@pytest.mark.parametrize("battleline, stolen", [(["Troll", "Crewman Jörg"], 1),
                                                (["Hayden Oswin", "Crewman Jörg"], 0)])
def test_if_self_has_no_neighbors_of_a_house(battleline, stolen):
    # Crewman Jörg: "Action: If Crewman Jörg has no Star Alliance neighbors, steal 1A."
    g = board({"house": "staralliance", "player": {"battleline": battleline}, "opponent": {"amber": 2}})
    read_by_grammar(g, "Crewman Jörg")
    act(g, Use("Crewman Jörg", "action"))
    assert amber(g) == (stolen, 2 - stolen)


@pytest.mark.parametrize("logos, stolen", [(["Titan Mechanic", "Dr. Escotera"], 2), (["Titan Mechanic"], 0)])
def test_if_your_opponent_has_n_or_more_cards_of_a_house_in_play(logos, stolen):
    # Take that, Smartypants: "Play: Steal 2A if your opponent has 3 or more Logos cards in play." (bonus 1)
    g = board({"house": "brobnar", "player": {"hand": ["Take that, Smartypants"]},
               "opponent": {"amber": 4, "battleline": logos + ["Troll"], "artifacts": ["Shard of Knowledge"]}})
    act(g, Play("Take that, Smartypants"))
    read_by_grammar(g, "Take that, Smartypants")
    assert amber(g) == (1 + stolen, 4 - stolen)


def test_more_forged_keys_than():  # no card of the five sets reads so alone (Hugger-Mugger: "then if ...")
    from judge.engine.keyforge.abilities import behaviour_for
    from judge.engine.keyforge.state import CardInstance

    from .test_reader import card as make_card

    c = make_card("Play: If your opponent has more forged keys than you, gain 2A.", title="Some Card", type="action")
    g = board({"house": "brobnar", "player": {"keys": 1}, "opponent": {"keys": 2}})
    inst = CardInstance(c, owner="player")
    behaviour_for(c).play(g, inst, "player")
    assert amber(g) == (2, 0)
    g.player("player").keys = 2
    behaviour_for(c).play(g, inst, "player")
    assert amber(g) == (2, 0)


def test_for_each_before_its_effect():
    # Total Recall: "Play: For each friendly ready creature, gain 1A. Return each friendly creature to your hand."
    g = board({"house": "mars", "player": {"hand": ["Total Recall"],
                                           "battleline": ["Troll", {"card": "Krump", "exhausted": True}, "Bumpsy"]}})
    read_by_grammar(g, "Total Recall")
    act(g, Play("Total Recall"))
    assert amber(g) == (1 + 2, 0) and line(g) == [] and sorted(names(g.player("player").hand)) == ["Bumpsy", "Krump", "Troll"]


@pytest.mark.parametrize("pools, gained", [((1, 3), 1 + 2), ((3, 3), 1)])
def test_gain_for_each_key_your_opponent_has_forged(pools, gained):
    # Furtive Investors: "Play: If your opponent has more A than you, gain 1A for each key your opponent has
    # forged." (bonus 1; the bonus comes first)
    g = board({"house": "shadows", "player": {"hand": ["Furtive Investors"], "amber": pools[0] - 1},
               "opponent": {"amber": pools[1], "keys": 2}})
    read_by_grammar(g, "Furtive Investors")
    act(g, Play("Furtive Investors"))
    assert amber(g) == (pools[0] - 1 + gained, pools[1])
