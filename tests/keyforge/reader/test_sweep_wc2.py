"""The shapes and hand-written cards of the second Worlds Collide sweep (grammar/sweep_wc2*.lark,
cards/hand/sweep_wc2*.py), each on a small board: the effect happens as the printed text says."""

from judge.engine.keyforge import modifiers
from judge.engine.keyforge.actions import Play, Use

from ..helpers import act, board, names, one
from .test_sweep_wc import how, line


# -- "while under your control it belongs to house X" -------------------------------------------
def test_borrowed_artifact_belongs_to_shadows_while_you_control_it():
    # “Borrow” (MM 263): "Play: Take control of an enemy artifact. While under your control, it
    # belongs to house Shadows. (Instead of its original house.)" The Library of Babble (Logos)
    # comes to the player and is a Shadows card: usable now, with Shadows active.
    g = board({"house": "shadows", "player": {"houses": ["shadows", "brobnar", "dis"], "hand": ["“Borrow”"],
                                              "deck": ["Troll", "Krump"]},
               "opponent": {"artifacts": ["Library of Babble"]}})
    assert how(g, "“Borrow”") == "read"
    act(g, Play("“Borrow”"))
    lib = one(g.player("player").artifacts, "Library of Babble")
    assert modifiers.houses(g, lib) == frozenset({"shadows"})
    act(g, Use("Library of Babble", "action"))
    assert names(g.player("player").hand) == ["Troll"]
    # back under its owner's control (“Borrow” ended with the control): Logos again
    from judge.engine.keyforge import effects as fx
    fx.take_control(g, lib, "opponent")
    assert modifiers.houses(g, lib) == frozenset({"logos"})


def test_sneklifter_keeps_the_house_of_an_artifact_of_one_of_your_houses():
    # Sneklifter: "... While under your control, if it does not belong to one of your three houses,
    # it is considered to be of house Shadows." Library of Babble is Logos, one of the player's
    # houses: it stays Logos. Gauntlet of Command is Brobnar, not one: it is Shadows.
    for artifact, house in (("Library of Babble", "logos"), ("Gauntlet of Command", "shadows")):
        g = board({"house": "shadows", "player": {"houses": ["shadows", "logos", "dis"], "hand": ["Sneklifter"]},
                   "opponent": {"artifacts": [artifact]}})
        assert how(g, "Sneklifter") == "read"
        act(g, Play("Sneklifter"))
        taken = one(g.player("player").artifacts, artifact)
        assert modifiers.houses(g, taken) == frozenset({house})


def test_lord_invidius_in_the_center_takes_a_flank_creature_that_becomes_dis():
    # Lord Invidius: "While Lord Invidius is in the center of your battleline, it gains, “Reap:
    # Take control of an enemy flank creature and exhaust it. While under your control, it belongs
    # to house Dis.”" In the center (Troll, Invidius, Krump), it reaps: Bumpsy (a flank) comes to
    # the player exhausted, a Dis creature.
    g = board({"house": "dis", "player": {"battleline": ["Troll", "Lord Invidius", "Krump"]},
               "opponent": {"battleline": ["Bumpsy", "Ganger Chieftain", "Valdr"]}})
    assert how(g, "Lord Invidius") == "read"
    act(g, Use("Lord Invidius", "reap"), "Bumpsy")
    bumpsy = one(line(g), "Bumpsy")
    assert bumpsy.exhausted and names(line(g, "opponent")) == ["Ganger Chieftain", "Valdr"]
    assert modifiers.houses(g, bumpsy) == frozenset({"dis"})
    assert g.player("player").amber == 1


def test_lord_invidius_on_a_flank_has_no_reap_ability():
    g = board({"house": "dis", "player": {"battleline": ["Lord Invidius", "Troll"]},
               "opponent": {"battleline": ["Bumpsy"]}})
    act(g, Use("Lord Invidius", "reap"))
    assert names(line(g, "opponent")) == ["Bumpsy"] and g.player("player").amber == 1


def test_collar_of_subordination_controls_the_creature_until_it_leaves_play():
    # Collar of Subordination (upgrade): "You control this creature." Played on Bumpsy, Bumpsy
    # comes to the player's battleline (the upgrade with it); when the Collar is destroyed,
    # Bumpsy goes back to the opponent.
    g = board({"house": "dis", "player": {"hand": ["Collar of Subordination"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Bumpsy", "Krump"]}})
    assert how(g, "Collar of Subordination") == "hand-written"
    act(g, Play("Collar of Subordination"), "Bumpsy")
    bumpsy = one(line(g), "Bumpsy")
    assert names(line(g)) == ["Troll", "Bumpsy"] and names(line(g, "opponent")) == ["Krump"]
    assert names(bumpsy.upgrades) == ["Collar of Subordination"]
    from judge.engine.keyforge import effects as fx
    fx.destroy(g, [bumpsy.upgrades[0]])
    assert names(line(g)) == ["Troll"] and names(line(g, "opponent")) == ["Krump", "Bumpsy"]
    assert names(g.player("player").discard) == ["Collar of Subordination"]


def test_shadowsaurus_takes_a_creature_that_had_aember_and_makes_it_shadows():
    # Shadowsaurus: "Action: Move each A from an enemy creature to your opponent’s pool. If there
    # was at least 1A on that creature, take control of it. While under your control, it belongs
    # to house Shadows."
    g = board({"house": "shadows", "player": {"battleline": ["Shadowsaurus"]},
               "opponent": {"amber": 1, "battleline": [{"card": "Krump", "amber": 2}, "Bumpsy"]}})
    act(g, Use("Shadowsaurus", "action"), "Krump")
    krump = one(line(g), "Krump")
    assert g.player("opponent").amber == 3 and krump.amber == 0
    assert modifiers.houses(g, krump) == frozenset({"shadows"})
    # no Æmber on Bumpsy: it stays where it is
    g = board({"house": "shadows", "player": {"battleline": ["Shadowsaurus"]},
               "opponent": {"battleline": ["Bumpsy"]}})
    act(g, Use("Shadowsaurus", "action"))
    assert names(line(g, "opponent")) == ["Bumpsy"]


# -- a destruction replaced while a condition holds ------------------------------------------------
def test_reassembling_automaton_comes_back_to_a_flank_when_you_have_other_creatures():
    # Reassembling Automaton (3 power): "Destroyed: If you have any other creatures in play, instead
    # of destroying Reassembling Automaton, fully heal it, exhaust it, and move it to a flank."
    # It fights Krump (6 power) and would be destroyed: healed, exhausted, moved to the left flank.
    g = board({"house": "logos", "player": {"battleline": ["Reassembling Automaton", "Troll"]},
               "opponent": {"battleline": ["Krump"]}})
    assert how(g, "Reassembling Automaton") == "hand-written"
    act(g, Use("Reassembling Automaton", "fight", target="Krump"), "left")
    ra = one(line(g), "Reassembling Automaton")
    assert ra.damage == 0 and ra.exhausted and names(line(g)) == ["Reassembling Automaton", "Troll"]
    assert one(line(g, "opponent"), "Krump").damage == 3


def test_reassembling_automaton_alone_is_destroyed():
    g = board({"house": "logos", "player": {"battleline": ["Reassembling Automaton"]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, Use("Reassembling Automaton", "fight", target="Krump"))
    assert line(g) == [] and names(g.player("player").discard) == ["Reassembling Automaton"]


def test_self_bolstering_automata_gets_two_power_counters_when_it_reassembles():
    # Self-Bolstering Automata (1 power): "... fully heal it, exhaust it, and move it to a flank. If
    # you do, give it two +1 power counters." Ready on the opponent's side, Troll's fight destroys
    # it: healed, exhausted and moved, all of it done: two counters.
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"]},
               "opponent": {"battleline": ["Self-Bolstering Automata", "Krump"]}})
    act(g, Use("Troll", "fight", target="Self-Bolstering Automata"), "right")
    sba = one(line(g, "opponent"), "Self-Bolstering Automata")
    assert sba.damage == 0 and sba.power_counters == 2 and sba.exhausted
    assert modifiers.power(g, sba) == 3


def test_self_bolstering_automata_exhausted_by_its_own_fight_gets_no_counters():
    # Used to fight, it is already exhausted: "exhaust it" is not done, so "if you do" fails
    # ("If You Do": the text before it must resolve completely; an FFG ruling says the same).
    g = board({"house": "logos", "player": {"battleline": ["Troll", "Self-Bolstering Automata"]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, Use("Self-Bolstering Automata", "fight", target="Krump"), "right")
    sba = one(line(g), "Self-Bolstering Automata")
    assert sba.damage == 0 and sba.power_counters == 0 and sba.exhausted


# -- abilities that are other abilities too; houses for the turn ------------------------------------
def test_kompsos_haruspex_makes_a_friendly_play_effect_resolve_on_reap():
    # Kompsos Haruspex: "Each friendly creature’s play effect is a play/reap effect." Bumpsy
    # ("Play: Your opponent loses 1A.") reaps: the player gains 1 and the opponent loses 1.
    g = board({"house": "brobnar", "player": {"battleline": ["Kompsos Haruspex", "Bumpsy"]},
               "opponent": {"amber": 3, "battleline": ["Bumpsy"]}})
    assert how(g, "Kompsos Haruspex") == "hand-written"
    act(g, Use("Bumpsy", "reap"))
    assert (g.player("player").amber, g.player("opponent").amber) == (1, 2)


def test_kompsos_haruspex_does_not_resolve_a_play_reap_ability_twice_nor_an_enemy_one():
    # The opponent's Bumpsy reaps on the opponent's turn: not friendly to Kompsos's controller, so
    # only the reap itself (the opponent gains 1).
    g = board({"active": "opponent", "house": "brobnar", "player": {"amber": 3, "battleline": ["Kompsos Haruspex"]},
               "opponent": {"battleline": ["Bumpsy"]}})
    act(g, Use("Bumpsy", "reap"))
    assert (g.player("player").amber, g.player("opponent").amber) == (3, 1)


def test_livia_the_elder_makes_reap_effects_fight_reap_effects_for_the_turn():
    # Livia the Elder: "Reap: You may exalt Livia the Elder. If you do, each friendly creature’s
    # fight effects and reap effects are fight/reap effects for the remainder of the turn." The
    # second Livia then fights: its reap effect resolves (it may exalt itself).
    g = board({"house": "saurian", "player": {"battleline": [{"card": "Livia the Elder", "id": "a"},
                                                             {"card": "Livia the Elder", "id": "b"}]},
               "opponent": {"battleline": ["Babbling Bibliophile"]}})
    act(g, Use("a", "reap"), "yes")
    a, b = line(g)
    assert a.amber == 1
    act(g, Use("b", "fight", target="Babbling Bibliophile"), "yes")
    assert b.amber == 1 and b.damage == 1 and line(g, "opponent") == []


def test_favor_of_rex_triggers_a_play_effect_for_you():
    # Favor of Rex: "Play: Trigger the play effect of a creature as if you had just played it."
    # The opponent's Bumpsy ("Play: Your opponent loses 1A."): the player's opponent loses 1.
    g = board({"house": "saurian", "player": {"hand": ["Favor of Rex"], "battleline": ["Troll"]},
               "opponent": {"amber": 2, "battleline": ["Bumpsy"]}})
    act(g, Play("Favor of Rex"))
    assert g.player("opponent").amber == 1
    assert names(line(g, "opponent")) == ["Bumpsy"] and g.player("player").amber == 1  # its Æmber bonus


def test_orator_hissaro_readies_exalts_and_makes_its_neighbors_saurian():
    # Orator Hissaro (deploy): "Play: Ready and exalt each of Orator Hissaro’s neighbors. For the
    # remainder of the turn, they belong to house Saurian." Deployed between exhausted Troll and
    # Krump: both ready, exalted, and, Saurian now, Troll can reap with Saurian active.
    g = board({"house": "saurian", "player": {"hand": ["Orator Hissaro"],
                                              "battleline": [{"card": "Troll", "exhausted": True},
                                                             {"card": "Krump", "exhausted": True}]}})
    act(g, Play("Orator Hissaro", "between Troll and Krump"))
    troll, oh, krump = line(g)
    assert oh.name == "Orator Hissaro"
    assert not troll.exhausted and not krump.exhausted and troll.amber == krump.amber == 1
    assert modifiers.houses(g, troll) == frozenset({"saurian"})
    act(g, Use("Troll", "reap"))
    assert g.player("player").amber == 1


# -- the board rearranged -------------------------------------------------------------------------
def test_tactical_officer_moon_rearranges_the_opponents_battleline():
    # Tactical Officer Moon: "Play: You may rearrange the creatures in a player’s battleline."
    g = board({"house": "staralliance", "player": {"hand": ["Tactical Officer Moon"]},
               "opponent": {"battleline": ["Krump", "Bumpsy", "Troll"]}})
    act(g, Play("Tactical Officer Moon"), "yes", "opponent", "Troll", "Krump")
    assert names(line(g, "opponent")) == ["Troll", "Krump", "Bumpsy"]


def test_hunter_or_hunted_moves_a_ward():
    # Hunter or Hunted?: "Play: Ward a creature, or move a ward from a creature to another creature."
    g = board({"house": "shadows", "player": {"hand": ["Hunter or Hunted?"], "battleline": ["Troll"]},
               "opponent": {"battleline": [{"card": "Krump", "warded": True}]}})
    act(g, Play("Hunter or Hunted?"), "2")
    assert not one(line(g, "opponent"), "Krump").warded and one(line(g), "Troll").warded
    g = board({"house": "shadows", "player": {"hand": ["Hunter or Hunted?"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, Play("Hunter or Hunted?"), "1", "Krump")
    assert one(line(g, "opponent"), "Krump").warded and not one(line(g), "Troll").warded


def test_thorium_plasmate_deals_2_for_each_neighbor_of_its_house():
    # Thorium Plasmate: "Play: Move an enemy creature anywhere in its controller’s battleline. Deal
    # 2D to that creature for each of its neighbors that shares a house with it." Troll moves
    # between Krump and Bumpsy (both Brobnar): 4 damage.
    g = board({"house": "logos", "player": {"hand": ["Thorium Plasmate"]},
               "opponent": {"battleline": ["Troll", "Krump", "Bumpsy", "Dodger"]}})
    act(g, Play("Thorium Plasmate"), "Troll", "between Krump and Bumpsy")
    assert names(line(g, "opponent")) == ["Krump", "Troll", "Bumpsy", "Dodger"]
    assert one(line(g, "opponent"), "Troll").damage == 4


# -- damage, fights, discards ----------------------------------------------------------------------
def test_gron_nine_toes_gets_the_bonus_only_if_he_survives_the_damage():
    # Gron Nine-Toes (5 power): "+4 power while it is damaged. (... only if he survives the
    # damage.)" 5 damage destroys him (checked against 5, not 9); 4 damage: he has 9 power, and
    # 4 more (8 in all) does not destroy him.
    from judge.engine.keyforge import effects as fx
    g = board({"house": "brobnar", "player": {"battleline": ["Gron Nine-Toes", "Mega Gron Nine-Toes"]}})
    gron, mega = line(g)
    fx.damage(g, gron, 5)
    assert names(line(g)) == ["Mega Gron Nine-Toes"]
    fx.damage(g, mega, 4)
    assert modifiers.power(g, mega) == 11
    fx.damage(g, mega, 6)
    assert mega.damage == 10 and names(line(g)) == ["Mega Gron Nine-Toes"]


def test_skoll_assault_damage_destroys_and_gives_a_counter():
    # Sköll (assault 3): "After an enemy creature is destroyed by Sköll’s assault damage, give a
    # friendly creature a +1 power counter." Its assault destroys Babbling Bibliophile (1 power)
    # before the fight: Troll gets the counter.
    g = board({"house": "brobnar", "player": {"battleline": ["Sköll", "Troll"]},
               "opponent": {"battleline": ["Babbling Bibliophile", "Krump"]}})
    act(g, Use("Sköll", "fight", target="Babbling Bibliophile"), "Troll")
    assert one(line(g), "Troll").power_counters == 1 and names(line(g, "opponent")) == ["Krump"]
    # a creature Sköll destroys with its power in the fight: no counter
    g = board({"house": "brobnar", "player": {"battleline": ["Sköll", "Troll"]},
               "opponent": {"battleline": ["Dodger"]}})
    act(g, Use("Sköll", "fight", target="Dodger"))
    assert one(line(g), "Troll").power_counters == 0


def test_ragnarok_no_reaping_gain_on_fights_and_everything_destroyed_at_the_end():
    # Ragnarok: "Play: For the remainder of the turn, creatures cannot reap and you gain 1A whenever
    # a friendly creature fights. At the end of the turn, destroy each creature."
    from judge.engine.keyforge.actions import EndTurn
    import pytest

    from judge.engine.base import IllegalAction
    g = board({"house": "brobnar", "player": {"hand": ["Ragnarok"], "battleline": ["Troll", "Krump"]},
               "opponent": {"battleline": ["Babbling Bibliophile"]}})
    act(g, Play("Ragnarok"))
    with pytest.raises(IllegalAction, match="cannot reap"):
        act(g, Use("Krump", "reap"))
    act(g, Use("Troll", "fight", target="Babbling Bibliophile"))
    assert g.player("player").amber == 1  # Ragnarok has no Æmber bonus: 1 for the fight
    act(g, EndTurn(), "Troll")  # the order of the destroyed cards in the discard pile
    assert line(g) == [] and line(g, "opponent") == []


def test_ee_on_the_fringes_purges_a_dis_card_and_steals():
    # E’e on the Fringes: "During your turn, after you discard a Dis card from your hand, you may
    # purge a Dis card from a discard pile. If you do, steal 1A."
    from judge.engine.keyforge.actions import Discard
    g = board({"house": "dis", "player": {"hand": ["Charette", "Pit Demon"], "battleline": ["E’e on the Fringes"]},
               "opponent": {"amber": 2, "discard": ["Pit Demon"]}})
    act(g, Discard("Charette"), "done")  # it may: the player declines
    assert g.player("player").amber == 0 and g.player("opponent").purged == []
    act(g, Discard("Pit Demon"), "Charette")  # its own discard pile is a discard pile too
    assert names(g.player("player").purged) == ["Charette"] and g.player("player").amber == 1
    assert (g.player("opponent").amber, names(g.player("opponent").discard)) == (1, ["Pit Demon"])
