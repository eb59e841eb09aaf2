"""Granted abilities and upgrades (cards/hand/granted.py) on small boards: the ability the
upgrade gives its creature resolves as the creature's own, and what it does to the upgrade
itself (moving it to another creature) happens. Each test names the printed text."""
import pytest

from judge.engine.keyforge import abilities
from judge.engine.keyforge.abilities import Vanilla
from judge.engine.keyforge.actions import Play, Use
from judge.engine.keyforge.modifiers import power

from ..helpers import act, board, log, names, one


@pytest.fixture
def blank(monkeypatch):
    """Cards whose own text does not matter to a test play as vanilla creatures (the officers the
    blasters name, several of which the engine does not implement yet)."""
    original = abilities.implementation
    titles: set[str] = set()

    def implementation(card):
        if card.title in titles:
            return Vanilla, "hand-written", ""
        return original(card)

    monkeypatch.setattr(abilities, "implementation", implementation)
    return titles.update


def line(g, seat="player"):
    return g.player(seat).battleline


def _khrkhar_with(blaster: str, *others, opponent=("Krump",), **setup):
    return board({"house": "staralliance", "player": {"battleline": [
        {"card": "Lieutenant Khrkhar", "upgrades": [blaster]}, *others], **setup},
        "opponent": {"battleline": list(opponent)}})


# -- the blasters: “Fight/Reap: You may deal 2D to a creature, or attach X's Blaster to X.” ---------
def test_a_blaster_may_do_nothing():
    g = _khrkhar_with("Molina’s Blaster")
    act(g, Use("Lieutenant Khrkhar", "reap"), "no")
    assert g.player("player").amber == 1 and one(line(g, "opponent"), "Krump").damage == 0
    assert names(one(line(g), "Lieutenant Khrkhar").upgrades) == ["Molina’s Blaster"]


def test_a_blaster_attaches_only_to_its_officer_and_only_when_one_is_in_play():
    g = _khrkhar_with("Ingram’s Blaster", "Troll")
    act(g, Use("Lieutenant Khrkhar", "reap"), "yes", "attach")
    assert names(one(line(g), "Lieutenant Khrkhar").upgrades) == ["Ingram’s Blaster"]
    assert any("there is no Medic Ingram in play" in x for x in log(g))


def test_ingrams_blaster_fully_heals_a_creature_after_it_is_attached_to_medic_ingram():
    # "After you attach Ingram's Blaster to Medic Ingram, fully heal a creature."
    g = _khrkhar_with("Ingram’s Blaster", "Medic Ingram", opponent=({"card": "Krump", "damage": 4},))
    act(g, Use("Lieutenant Khrkhar", "reap"), "yes", "attach", "Krump")
    assert one(line(g, "opponent"), "Krump").damage == 0
    assert names(one(line(g), "Medic Ingram").upgrades) == ["Ingram’s Blaster"]


def test_kirbys_blaster_draws_2_when_played_on_com_officer_kirby(blank):
    # "After you attach Kirby's Blaster to Com. Officer Kirby, draw 2 cards."
    blank({"Com. Officer Kirby"})
    g = board({"house": "staralliance", "player": {"hand": ["Kirby’s Blaster"], "deck": ["Troll", "Krump", "Anger"],
                                                   "battleline": ["Com. Officer Kirby", "Lieutenant Khrkhar"]}})
    act(g, Play("Kirby’s Blaster"), "Com. Officer Kirby")
    assert names(g.player("player").hand) == ["Troll", "Krump"]
    g = board({"house": "staralliance", "player": {"hand": ["Kirby’s Blaster"], "deck": ["Troll", "Krump", "Anger"],
                                                   "battleline": ["Com. Officer Kirby", "Lieutenant Khrkhar"]}})
    act(g, Play("Kirby’s Blaster"), "Lieutenant Khrkhar")  # another creature: nothing is drawn
    assert names(g.player("player").hand) == []


def test_an_opponent_attaching_your_blaster_does_not_trigger_it(blank):
    # "After YOU attach ...": the player's blaster on the opponent's creature, moved by the opponent
    blank({"Com. Officer Kirby"})
    g = board({"house": "staralliance", "active": "opponent",
               "opponent": {"battleline": [{"card": "Lieutenant Khrkhar", "upgrades": [
                   {"card": "Kirby’s Blaster", "owner": "player"}]}, "Com. Officer Kirby"], "deck": ["Troll", "Krump"]},
               "player": {"deck": ["Anger", "Punch"], "battleline": ["Troll"]}})
    blaster = one(line(g, "opponent"), "Lieutenant Khrkhar").upgrades[0]
    blaster.controller = "player"  # the player played it on the opponent's creature
    act(g, Use("Lieutenant Khrkhar", "reap"), "yes", "attach")
    assert names(one(line(g, "opponent"), "Com. Officer Kirby").upgrades) == ["Kirby’s Blaster"]
    assert names(g.player("player").hand) == [] and names(g.player("opponent").hand) == []


def test_walls_blaster_stuns_a_creature_for_each_upgrade_on_walls(blank):
    # "... stun a creature for each upgrade on Chief Engineer Walls."
    blank({"Chief Engineer Walls"})
    g = _khrkhar_with("Walls’ Blaster", {"card": "Chief Engineer Walls", "upgrades": ["Molina’s Blaster"]},
                      opponent=("Krump", "Troll", "Dust Pixie"))
    act(g, Use("Lieutenant Khrkhar", "reap"), "yes", "attach", "Krump", "Troll")
    assert [c.stunned for c in line(g, "opponent")] == [True, True, False]


def test_chans_blaster_may_use_another_friendly_creature(blank):
    # "... you may use another friendly creature." (another than Commander Chan; Medic Ingram can
    # only reap, with no enemy to fight, and declines its own "may")
    blank({"Commander Chan"})
    g = _khrkhar_with("Chan’s Blaster", "Commander Chan", "Medic Ingram", opponent=())
    act(g, Use("Lieutenant Khrkhar", "reap"), "yes", "attach", "yes", "Medic Ingram", "no")
    assert one(line(g), "Medic Ingram").exhausted and not one(line(g), "Commander Chan").exhausted
    assert g.player("player").amber == 2  # Khrkhar's reap and Ingram's


def test_garcias_and_qincans_blasters(blank):
    blank({"Sensor Chief Garcia", "Sci. Officer Qincan"})
    g = _khrkhar_with("Garcia’s Blaster", "Sensor Chief Garcia")
    g.player("opponent").amber = 2
    act(g, Use("Lieutenant Khrkhar", "reap"), "yes", "attach")  # "steal 1A"
    assert (g.player("player").amber, g.player("opponent").amber) == (2, 1)
    g = _khrkhar_with("Qincan’s Blaster", "Sci. Officer Qincan")
    act(g, Use("Lieutenant Khrkhar", "reap"), "yes", "attach", "yes", "Krump")  # "you may archive a creature in play"
    assert names(g.player("player").archives) == ["Krump"] and line(g, "opponent") == []


def test_officers_blaster_gives_2_power_and_stays_when_no_right_neighbor():
    # "This creature gets +2 power. This creature gains, “Destroyed: Attach Officer's Blaster to this
    # creature's right neighbor.”" Krump is on the right flank: the blaster goes with it.
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"]},
               "opponent": {"battleline": ["Dust Pixie", {"card": "Krump", "upgrades": ["Officer’s Blaster"]}]}})
    assert power(g, one(line(g, "opponent"), "Krump")) == 8
    act(g, Use("Troll", "fight", "Krump"))
    assert names(line(g, "opponent")) == ["Dust Pixie"]
    assert sorted(names(g.player("opponent").discard)) == ["Krump", "Officer’s Blaster"]


# -- Armageddon Cloak: a destruction replaced ------------------------------------------------------
def test_armageddon_cloak_gives_hazardous_2_and_saves_its_creature_from_a_fight():
    # "This creature gains hazardous 2 and, “Destroyed: Fully heal this creature and destroy
    # Armageddon Cloak instead.”"
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"]},
               "opponent": {"battleline": [{"card": "Commander Remiel", "upgrades": ["Armageddon Cloak"]}]}})
    act(g, Use("Troll", "fight", "Commander Remiel"))
    remiel = one(line(g, "opponent"), "Commander Remiel")
    assert one(line(g), "Troll").damage == 2 + 3  # hazardous 2 before the fight, then Remiel's 3 power
    assert remiel.damage == 0 and remiel.upgrades == []
    assert names(g.player("opponent").discard) == ["Armageddon Cloak"]
    assert "destroyed tag is removed" in "\n".join(log(g))


def test_a_saved_creature_does_not_trigger_after_destroyed_abilities():
    # Krump: "After an enemy creature is destroyed fighting Krump, its controller loses 1A": Remiel
    # was not destroyed, so its controller loses nothing
    g = board({"house": "sanctum", "player": {"amber": 2, "battleline": [
        {"card": "Commander Remiel", "upgrades": ["Armageddon Cloak"]}]},
        "opponent": {"battleline": ["Krump"]}})
    act(g, Use("Commander Remiel", "fight", "Krump"))
    assert g.player("player").amber == 2 and names(line(g)) == ["Commander Remiel"]


# -- invulnerable ----------------------------------------------------------------------------------
def test_an_invulnerable_creature_is_neither_destroyed_nor_dealt_damage():
    # Invulnerable: "it cannot be dealt damage and cannot be destroyed" (Ghostform gives it)
    g = board({"house": "dis", "active": "opponent", "opponent": {"hand": ["Gateway to Dis"]},
               "player": {"battleline": [{"card": "Troll", "warded": True, "upgrades": ["Ghostform"]}, "Krump"]}})
    act(g, Play("Gateway to Dis"))
    troll = one(line(g), "Troll")
    assert names(line(g)) == ["Troll"] and troll.warded  # the ward is not used: nothing destroys it
    assert "Troll is invulnerable: it cannot be destroyed" in "\n".join(log(g))


# -- spending Æmber on a creature as if it were in a pool ---------------------------------------
def test_mole_lets_the_opponent_spend_the_aember_on_its_creature():
    # Mole: "This creature gains, “Your opponent may spend A on this creature as if it were in their pool.”"
    from judge.engine.keyforge.turn import spendable

    g = board({"house": "brobnar", "player": {"amber": 5, "battleline": [
        {"card": "Troll", "amber": 2, "upgrades": ["Mole"]}]}, "opponent": {"amber": 4}})
    assert spendable(g, "opponent") == 6 and spendable(g, "player") == 5


def test_the_callipygian_ideal_exalts_and_lets_you_spend_that_aember():
    # "Play: Exalt this creature. This creature gains, “You may spend A on this creature as if it
    # were in your pool.”"
    from judge.engine.keyforge.turn import spendable

    g = board({"house": "saurian", "player": {"amber": 5, "hand": ["The Callipygian Ideal"], "battleline": ["Troll"]}})
    act(g, Play("The Callipygian Ideal"))
    assert one(line(g), "Troll").amber == 1 and spendable(g, "player") == g.player("player").amber + 1


# -- granted abilities that use, swap and trigger ----------------------------------------------------
def test_rocket_boots_ready_the_creature_only_after_its_first_use():
    # "This creature gains, “Fight/Reap: If this is the first time this creature was used this turn, ready it.”"
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Troll", "upgrades": ["Rocket Boots"]}]}})
    act(g, Use("Troll", "reap"))
    assert not one(line(g), "Troll").exhausted
    act(g, Use("Troll", "reap"))
    assert one(line(g), "Troll").exhausted and g.player("player").amber == 2


def test_transposition_sandals_swap_and_permit_using_the_other_creature():
    # "Action: Swap this creature with another friendly creature in the battleline. You may use that
    # other creature this turn." Dust Pixie is untamed: used in a brobnar turn by the permission.
    g = board({"house": "brobnar", "player": {"battleline": [
        {"card": "Troll", "upgrades": ["Transposition Sandals"]}, "Krump", "Dust Pixie"]}})
    act(g, Use("Troll", "action"), "Dust Pixie")
    assert names(line(g)) == ["Dust Pixie", "Krump", "Troll"]
    act(g, Use("Dust Pixie", "reap"))
    assert g.player("player").amber == 1


def test_painmail_archives_itself_and_destroys_its_creature_when_dis_is_chosen():
    # "After any player chooses Dis as their active house, put Painmail into its owner's archives
    # and destroy this creature."
    from judge.engine.keyforge.actions import ChooseHouse, EndTurn

    g = board({"house": "brobnar", "player": {"battleline": ["Troll"]},
               "opponent": {"battleline": [{"card": "Krump", "upgrades": ["Painmail"]}], "hand": ["Gateway to Dis"]}})
    act(g, EndTurn())
    act(g, ChooseHouse("dis"), "no")  # "no": the opponent leaves Painmail in their archives
    assert line(g, "opponent") == [] and names(g.player("opponent").archives) == ["Painmail"]
    assert names(g.player("opponent").discard) == ["Krump"]


def test_cybergiant_rig_turns_healed_damage_into_counters_and_loses_one_each_turn():
    # "This creature gains, “At the end of your turn, this creature loses a +1 power counter.” Play:
    # Fully heal this creature and give it a +1 power counter for each damage healed."
    from judge.engine.keyforge.actions import EndTurn

    g = board({"house": "brobnar", "player": {"hand": ["Cybergiant Rig"], "battleline": [{"card": "Troll", "damage": 3}]}})
    act(g, Play("Cybergiant Rig"))
    troll = one(line(g), "Troll")
    assert troll.damage == 0 and troll.power_counters == 3
    act(g, EndTurn())
    assert troll.power_counters == 2


def test_plasma_nozzle_deals_2_with_2_splash_before_the_fight():
    # "This creature gains, “Before Fight: Deal 2D to the attacked creature, with 2D splash.”"
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Troll", "upgrades": ["Plasma Nozzle"]}]},
               "opponent": {"battleline": ["Dust Pixie", "Krump", "Bumpsy"]}})
    act(g, Use("Troll", "fight", "Krump"))
    assert names(line(g, "opponent")) == ["Bumpsy"]  # Dust Pixie (1 power) dies to the splash, Krump to the fight
    assert one(line(g, "opponent"), "Bumpsy").damage == 2 and one(line(g), "Troll").damage == 6  # Krump's power


# -- houses ----------------------------------------------------------------------------------------
def test_experimental_therapy_as_printed_makes_its_creature_belong_to_all_houses():
    # Experimental Therapy (CoTA 157) before its erratum, read by the grammar: "This creature belongs
    # to all houses. Play: Stun and exhaust this creature."
    from judge.engine.keyforge.modifiers import houses
    from judge.engine.keyforge.turn import legal_houses

    g = board({"house": "logos", "player": {"hand": ["Experimental Therapy"], "battleline": ["Troll"]}},
              rulebook="1.3")
    assert abilities.implementation(g.player("player").hand[0].printed)[1] == "read"
    act(g, Play("Experimental Therapy"))
    troll = one(line(g), "Troll")
    assert troll.stunned and troll.exhausted
    assert {"brobnar", "dis", "logos", "mars", "untamed"} <= houses(g, troll)
    assert "mars" in legal_houses(g, "player")[0]
    g = board({"house": "mars", "player": {"battleline": [{"card": "Troll", "upgrades": ["Experimental Therapy"]}]}},
              rulebook="1.3")
    act(g, Use("Troll", "reap"))  # a Mars turn: Troll belongs to house Mars too
    assert g.player("player").amber == 1


def test_academy_training_makes_its_creature_logos_while_you_control_it():
    # "If you control this creature, it belongs to house Logos. (Instead of its original house.)
    # This creature gains, “Reap: Draw a card.”"
    from judge.engine.base import IllegalAction

    g = board({"house": "logos", "player": {"deck": ["Anger"], "battleline": [
        {"card": "Troll", "upgrades": ["Academy Training"]}]}})
    act(g, Use("Troll", "reap"))
    assert g.player("player").amber == 1 and names(g.player("player").hand) == ["Anger"]
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Troll", "upgrades": ["Academy Training"]}]}})
    with pytest.raises(IllegalAction, match="not of the active house"):
        act(g, Use("Troll", "reap"))  # no longer Brobnar
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Troll", "upgrades": [
        {"card": "Academy Training", "owner": "opponent"}]}]}})
    g.player("player").battleline[0].upgrades[0].controller = "opponent"  # the opponent's upgrade: no change
    act(g, Use("Troll", "reap"))


def test_brain_stem_antenna_readies_and_makes_its_creature_mars_for_the_turn():
    # "This creature gains, “After you play a Mars creature, ready this creature and for the remainder
    # of the turn it belongs to house Mars.”"
    from judge.engine.keyforge.actions import EndTurn
    from judge.engine.keyforge.modifiers import houses

    g = board({"house": "mars", "player": {"hand": ["Grabber Jammer"], "battleline": [
        {"card": "Troll", "exhausted": True, "upgrades": ["Brain Stem Antenna"]}]}})
    act(g, Play("Grabber Jammer"))
    troll = one(line(g), "Troll")
    assert not troll.exhausted and houses(g, troll) == {"mars"}
    act(g, Use("Troll", "reap"))  # used in the Mars turn
    act(g, EndTurn())
    assert houses(g, troll) == {"brobnar"}


# -- "the creature this creature fights" -------------------------------------------------------------
def test_the_creature_this_creature_fights(monkeypatch):
    # the ability in Z-Ray Blaster's quotes, “Before Fight: Deal 3D to each neighbor of the creature
    # this creature fights.”, as the creature that has it (here Troll itself) plays it
    from judge.engine.keyforge.reader.compile import compile_card
    from judge.engine.keyforge.reader.nodes.card import Card
    from judge.engine.keyforge.reader.parser import parse_line

    ability = parse_line("before fight: deal 3{D} to each neighbor of the creature this creature fights.")
    cls = compile_card(Card((ability,)), "Troll")
    original = abilities.implementation
    monkeypatch.setattr(abilities, "implementation",
                        lambda c: (cls, "read", "") if c.title == "Troll" else original(c))
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"]},
               "opponent": {"battleline": ["Dust Pixie", "Krump", "Bumpsy"]}})
    act(g, Use("Troll", "fight", "Krump"))
    assert names(line(g, "opponent")) == ["Bumpsy"] and one(line(g, "opponent"), "Bumpsy").damage == 3


def test_charybdis_makes_each_enemy_creature_cost_its_controller_1_before_it_fights():
    # Charybdis: "Each enemy creatures gains, “Before Fight: Lose 1A.”"
    g = board({"house": "brobnar", "player": {"amber": 3, "battleline": ["Troll", "Krump"]},
               "opponent": {"battleline": ["Charybdis"]}})
    act(g, Use("Troll", "fight", "Charybdis"))
    assert g.player("player").amber == 2
    g = board({"house": "saurian", "player": {"amber": 3, "battleline": ["Charybdis"]},
               "opponent": {"amber": 3, "battleline": ["Krump"]}})
    act(g, Use("Charybdis", "fight", "Krump"))  # its own creatures do not gain it
    assert g.player("player").amber == 3


def test_opportunist_gives_elusive_and_captures_from_the_creatures_opponent():
    # Opportunist: "This creature gains elusive. Play: This creature captures 1A from its opponent."
    from judge.engine.keyforge.modifiers import keyword

    g = board({"house": "shadows", "player": {"hand": ["Opportunist"], "battleline": ["Troll"]},
               "opponent": {"amber": 2, "battleline": ["Krump"]}})
    act(g, Play("Opportunist"), "Krump")  # on the opponent's creature: it captures from the player
    krump = one(line(g, "opponent"), "Krump")
    assert keyword(g, krump, "elusive") == 1 and krump.amber == 1
    assert (g.player("player").amber, g.player("opponent").amber) == (0, 2)  # the 1 Æmber bonus, captured
