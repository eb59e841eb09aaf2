"""Destruction, leaving play, and the effect vocabulary (capture, steal, purge, return,
"resolve as much as you can", "if you do", repeat, constant abilities, ordering)."""
import pytest

from judge.engine.base import ScenarioError
from judge.engine.keyforge.actions import Play, Use
from judge.engine.keyforge.destroy import destroy
from judge.engine.keyforge.modifiers import power

from .helpers import act, board, index, log, names, one


def line(g, seat):
    return g.player(seat).battleline


# -- Destroyed -----------------------------------------------------------------------------------------
def test_destroyed_ability_resolves_before_the_card_leaves_play():
    # the granted "Destroyed:" ability works because the upgrade is still attached (in play)
    g = board({"house": "brobnar", "player": {"battleline": ["Krump"]},
               "opponent": {"battleline": [{"card": "Dust Pixie", "upgrades": ["Biomatrix Backup"]}]}})
    act(g, Use("Krump", "fight", "Dust Pixie"))
    opp = g.player("opponent")
    assert names(opp.archives) == ["Dust Pixie"] and names(opp.discard) == ["Biomatrix Backup"]
    assert index(g, "Dust Pixie is destroyed") < index(g, "(upgrade on Dust Pixie)") < index(g, "archives")


def test_bad_penny_returns_to_hand_instead_of_the_discard_pile():
    g = board({"house": "brobnar", "player": {"battleline": ["Krump"]},
               "opponent": {"battleline": ["Bad Penny"]}})
    act(g, Use("Krump", "fight", "Bad Penny"))
    opp = g.player("opponent")
    assert names(opp.hand) == ["Bad Penny"] and opp.discard == []


def test_creatures_destroyed_together_do_not_trigger_each_other():
    g = board({"house": "brobnar", "player": {"amber": 3, "battleline": ["Valdr"]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, Use("Valdr", "fight", "Krump"))
    assert line(g, "player") == [] and line(g, "opponent") == []
    assert g.player("player").amber == 3  # Krump left play with Valdr: its ability does not trigger


def test_after_destroyed_ability_of_a_surviving_creature():
    g = board({"house": "brobnar", "player": {"amber": 3, "battleline": ["Bumpsy"]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, Use("Bumpsy", "fight", "Krump"))
    assert g.player("player").amber == 2 and "[Krump]" in log(g)[-1]


def test_captured_aember_goes_to_the_opponent_when_the_creature_leaves_play():
    g = board({"house": "brobnar", "player": {"amber": 1, "battleline": ["Troll"]},
               "opponent": {"amber": 0, "battleline": [{"card": "Raiding Knight", "amber": 3}]}})
    act(g, Use("Troll", "fight", "Raiding Knight"))
    assert (g.player("player").amber, g.player("opponent").amber) == (4, 0)


def test_destroyed_card_goes_to_its_owners_discard_pile():
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Krump", "owner": "opponent"}]},
               "opponent": {"battleline": ["Troll"]}})
    act(g, Use("Krump", "fight", "Troll"))
    assert names(g.player("opponent").discard) == ["Krump"] and g.player("player").discard == []


def test_ward_is_discarded_instead_of_destruction():
    g = board({"house": "brobnar", "opponent": {"battleline": [{"card": "Troll", "warded": True}]}})
    troll = one(line(g, "opponent"), "Troll")
    assert destroy(g, [troll]) == []
    assert troll in line(g, "opponent") and not troll.warded
    assert destroy(g, [troll]) == [troll] and names(g.player("opponent").discard) == ["Troll"]


def test_zero_power_creature_with_no_damage_is_destroyed():
    g = board({"house": "brobnar", "player": {"hand": ["King of the Crag"]},
               "opponent": {"battleline": ["Troll", "Looter Goblin"]}})
    act(g, Play("King of the Crag"))
    assert names(g.player("opponent").discard) == ["Looter Goblin"]
    assert power(g, one(line(g, "opponent"), "Troll")) == 6


# -- Leaves Play ---------------------------------------------------------------------------------------------
def test_leaving_play_goes_to_the_owners_zone_and_clears_status():
    g = board({"house": "untamed", "player": {
        "hand": ["Lost in the Woods"],
        "battleline": [{"card": "Krump", "owner": "opponent", "damage": 2, "stunned": True, "power": 2,
                        "enraged": True, "exhausted": True}, "Troll"]},
        "opponent": {"battleline": ["Urchin"]}})
    act(g, Play("Lost in the Woods"))
    opp = g.player("opponent")
    assert sorted(names(opp.deck)) == ["Krump", "Urchin"] and names(g.player("player").deck) == ["Troll"]
    krump = one(opp.deck, "Krump")
    assert (krump.damage, krump.stunned, krump.power_counters, krump.enraged, krump.exhausted,
            krump.controller) == (0, False, 0, False, False, None)


def test_hidden_zone_makes_a_new_object_open_zone_keeps_it():
    g = board({"house": "shadows", "player": {"battleline": ["Faygin"]},
               "opponent": {"battleline": [{"card": "Urchin", "id": "their-urchin"}]}})
    urchin = one(line(g, "opponent"), "their-urchin")
    act(g, Use("Faygin", "reap"))
    assert g.locate(urchin) is None  # a new object in its owner's hand: effects lose track of it
    assert names(g.player("opponent").hand) == ["their-urchin"] and g.player("opponent").hand[0] is not urchin
    g = board({"house": "brobnar", "player": {"battleline": ["Krump"]}, "opponent": {"battleline": ["Dust Pixie"]}})
    pixie = one(line(g, "opponent"), "Dust Pixie")
    act(g, Use("Krump", "fight", "Dust Pixie"))
    assert g.locate(pixie) == ("opponent", "discard")  # the discard pile is open: the same object


# -- Capture, steal, purge, return ---------------------------------------------------------------------------
def test_capture_takes_from_the_opponents_pool_no_more_than_there_is():
    g = board({"house": "sanctum", "player": {"hand": ["Raiding Knight", "Raiding Knight"]},
               "opponent": {"amber": 1}})
    act(g, Play("Raiding Knight"))
    act(g, Play("Raiding Knight"))
    first, second = line(g, "player")
    assert (first.amber, second.amber, g.player("opponent").amber) == (1, 0, 0)
    assert "captures 0" in log(g)[-1]


def test_capture_from_its_own_side():
    g = board({"house": "mars", "player": {"amber": 2, "battleline": ["Mindwarper"]},
               "opponent": {"amber": 2, "battleline": ["Troll"]}})
    act(g, Use("Mindwarper", "action"))
    assert one(line(g, "opponent"), "Troll").amber == 1
    assert (g.player("player").amber, g.player("opponent").amber) == (2, 1)


def test_steal_no_more_than_the_pool():
    g = board({"house": "shadows", "player": {"hand": ["Urchin", "Urchin"]}, "opponent": {"amber": 1}})
    act(g, Play("Urchin"))
    act(g, Play("Urchin"))
    assert (g.player("player").amber, g.player("opponent").amber) == (1, 0)
    assert log(g)[-1].startswith("opponent has no Æmber: player steals nothing")


def test_purge_and_if_you_do():
    g = board({"house": "logos", "player": {"artifacts": ["Spangler Box"]},
               "opponent": {"battleline": ["Troll"]}})
    act(g, Use("Spangler Box", "action"))
    assert names(g.player("opponent").purged) == ["Troll"]
    assert names(g.player("opponent").artifacts) == ["Spangler Box"]  # purged: the opponent gains control


def test_if_you_do_does_not_happen_when_the_first_part_did_not():
    g = board({"house": "logos", "player": {"artifacts": ["Spangler Box"]}})
    act(g, Use("Spangler Box", "action"))
    assert names(g.player("player").artifacts) == ["Spangler Box"]
    assert "[Resolve As Much As You Can]" in log(g)[-1]


def test_if_this_damage_destroys_it_purge_it():
    g = board({"house": "mars", "player": {"battleline": ["Yxilo Bolter", "Yxilo Bolter"]},
               "opponent": {"battleline": ["Dust Pixie", "Troll"]}})
    bolters = list(line(g, "player"))
    act(g, Use(bolters[0], "reap"), "Dust Pixie")
    assert names(g.player("opponent").purged) == ["Dust Pixie"]
    act(g, Use(bolters[1], "reap"), "Troll")
    assert one(line(g, "opponent"), "Troll").damage == 2 and names(g.player("opponent").purged) == ["Dust Pixie"]


def test_return_to_hand_from_the_discard_pile():
    g = board({"house": "shadows", "player": {"battleline": ["Faygin"], "discard": ["Urchin", "Troll"]}})
    act(g, Use("Faygin", "reap"))
    assert names(g.me.hand) == ["Urchin"] and names(g.me.discard) == ["Troll"]


# -- Resolve as much as you can, repeat -------------------------------------------------------------------------
def test_resolve_as_much_as_you_can():
    g = board({"house": "untamed", "player": {"hand": ["Lost in the Woods"], "battleline": ["Troll"]},
               "opponent": {"battleline": []}})
    act(g, Play("Lost in the Woods"))
    assert names(g.me.deck) == ["Troll"] and line(g, "player") == []
    assert "[Resolve As Much As You Can]" in log(g)[index(g, "as many as can be")]


def test_anger_on_an_exhausted_creature_with_no_enemy():
    g = board({"house": "brobnar", "player": {"hand": ["Anger"], "battleline": [{"card": "Bumpsy", "exhausted": True}]}})
    act(g, Play("Anger"))
    bumpsy = one(line(g, "player"), "Bumpsy")
    assert not bumpsy.exhausted and g.me.amber == 1  # readied, then it cannot fight
    assert "no enemy creature" in log(g)[index(g, "cannot be used to fight")]


@pytest.mark.parametrize("rulebook, stolen, rule", [("early", 7, "[Repeat]"), ("1.3", 2, "[Preceding]")])
def test_repeat_vs_repeat_the_preceding(rulebook, stolen, rule):
    g = board({"house": "shadows", "player": {"hand": ["Bait and Switch"]}, "opponent": {"amber": 14}},
              rulebook=rulebook)
    act(g, Play("Bait and Switch"))
    assert (g.player("player").amber, g.player("opponent").amber) == (stolen, 14 - stolen)
    assert any(rule in x for x in log(g))


# -- Constant abilities, lasting effects, ordering --------------------------------------------------------------
def test_constant_abilities_apply_while_in_play():
    g = board({"house": "untamed",
               "player": {"hand": ["Grasping Vines"], "battleline": ["Troll"], "artifacts": ["Banner of Battle"]},
               "opponent": {"battleline": ["King of the Crag", "Krump"]}})
    troll, krump = one(line(g, "player"), "Troll"), one(line(g, "opponent"), "Krump")
    assert (power(g, troll), power(g, krump)) == (8 + 1 - 2, 6)
    act(g, Play("Grasping Vines"), "Banner of Battle")
    assert names(g.me.hand) == ["Banner of Battle"] and power(g, troll) == 6


def test_constant_abilities_are_active_while_exhausted():
    g = board({"house": "brobnar", "player": {"artifacts": [{"card": "Banner of Battle", "exhausted": True}],
                                             "battleline": ["Krump"]}})
    assert power(g, one(line(g, "player"), "Krump")) == 7


ORDERED = {"house": "brobnar", "player": {"battleline": ["Firespitter"]},
           "opponent": {"battleline": ["Briar Grubbling"]}}


@pytest.mark.parametrize("first, before, after", [
    ("Firespitter", "Briar Grubbling is dealt 1", "Firespitter is dealt 4"),  # Before Fight:, then hazardous
    ("Briar Grubbling", "Firespitter is dealt 4", "Briar Grubbling is dealt 1"),
])
def test_active_player_orders_simultaneous_effects(first, before, after):
    g = board(ORDERED)
    act(g, Use("Firespitter", "fight", "Briar Grubbling"), first)
    assert "[Active Player]" in log(g)[index(g, "simultaneous effects")]
    assert index(g, "simultaneous effects") < index(g, before) < index(g, after)


def test_order_of_simultaneous_effects_unstated_is_the_listed_order():
    """A fixture states an order only when it wants one (decide.FixtureChooser.order): with no
    answer the effects resolve as listed, and an answer naming none of them is not taken."""
    g = act(board(ORDERED), Use("Firespitter", "fight", "Briar Grubbling"))
    assert index(g, "Briar Grubbling is dealt 1") < index(g, "Firespitter is dealt 4")
    with pytest.raises(ScenarioError, match="answers left over in `choose`: Troll"):
        act(board(ORDERED), Use("Firespitter", "fight", "Briar Grubbling"), "Troll")


def test_destroyed_abilities_of_one_creature_are_named_by_the_card_giving_them():
    setup = {"house": "brobnar", "player": {"battleline": ["Krump"]},
             "opponent": {"battleline": [{"card": "Bad Penny", "upgrades": ["Biomatrix Backup"]}]}}
    g = act(board(setup), Use("Krump", "fight", "Bad Penny"), "Biomatrix Backup")
    assert "Bad Penny" in names(g.player("opponent").archives)  # Biomatrix Backup's, chosen first
    g = act(board(setup), Use("Krump", "fight", "Bad Penny"))  # unstated: as listed, Bad Penny's first
    assert names(g.player("opponent").hand) == ["Bad Penny"]


def test_an_effect_loses_track_of_a_card_that_went_to_a_hidden_zone():
    # Bad Penny returns to hand first: Biomatrix Backup's ability can no longer find it
    g = board({"house": "brobnar", "player": {"battleline": ["Krump"]},
               "opponent": {"battleline": [{"card": "Bad Penny", "upgrades": ["Biomatrix Backup"]}]}})
    act(g, Use("Krump", "fight", "Bad Penny"), "Bad Penny")
    opp = g.player("opponent")
    assert (names(opp.hand), opp.archives, names(opp.discard)) == (["Bad Penny"], [], ["Biomatrix Backup"])
    assert "it is not archived" in log(g)[index(g, "no longer where")]


def test_cards_beneath_a_card_that_leaves_play_are_discarded():
    g = board({"house": "shadows", "player": {"artifacts": [{"card": "Masterplan", "under": ["Kelifi Dragon"]}]}})
    act(g, Use("Masterplan", "omni"))  # Kelifi Dragon cannot be played (no 7 Æmber); Masterplan is sacrificed
    assert names(g.me.discard) == ["Masterplan", "Kelifi Dragon"] and g.me.artifacts == []
    assert "(beneath Masterplan) is discarded" in log(g)[index(g, "beneath Masterplan")]


def test_an_ability_that_triggers_itself_again_is_a_loop_the_active_player_stops():
    g = board({"house": "logos", "player": {"battleline": [{"card": "Replicator", "id": "a"},
                                                           {"card": "Replicator", "id": "b"}]}})
    act(g, Use("a", "reap"), "yes", "no")  # a -> b -> a (once more: yes) -> b (once more: no)
    loop = [x for x in log(g) if "[Infinite Loops]" in x]
    assert loop == ["the loop through a's ability resolves once more [Infinite Loops]",
                    "the active player stops the loop through b's ability [Infinite Loops]"]
    assert g.me.amber == 1


# -- tagged for destruction, leaving play --------------------------------------------------------------------
def test_healing_a_tagged_creature_does_not_save_it():
    g = board({"active": "opponent", "house": "shadows", "opponent": {"hand": ["Poison Wave"]},
               "player": {"deck": ["Troll", "Troll"],
                          "battleline": [{"card": "Duma the Martyr", "damage": 1}, "Dust Pixie",
                                         {"card": "Troll", "damage": 3}]}})
    act(g, Play("Poison Wave"), "Duma the Martyr")
    assert names(line(g, "player")) == ["Troll"] and line(g, "player")[0].damage == 0
    assert "Dust Pixie" in names(g.player("player").discard)
    assert index(g, "Dust Pixie heals 2") < index(g, "healing does not remove the tag")


def test_destroying_a_tagged_creature_again_fails():
    g = board({"house": "sanctum", "player": {"hand": ["Opal Knight"],
                                               "battleline": [{"card": "Silvertooth", "upgrades": ["Soulkeeper"]}]},
               "opponent": {"battleline": ["Krump", "Bumpsy"]}})
    act(g, Play("Opal Knight"))
    assert names(line(g, "opponent")) == ["Bumpsy"]
    assert "Krump is already tagged for destruction" in " ".join(log(g))


def test_neighbors_of_creatures_destroyed_together_are_those_before_any_left():
    g = board({"house": "shadows", "player": {"hand": ["Poison Wave"]},
               "opponent": {"battleline": ["Troll", {"card": "Dust Pixie", "id": "a"},
                                           {"card": "Dust Pixie", "id": "b"}, "Krump"]}})
    a, b = line(g, "opponent")[1:3]
    act(g, Play("Poison Wave"), "a")
    assert names(a.neighbors_when_left) == ["Troll", "b"] and names(b.neighbors_when_left) == ["a", "Krump"]


def test_a_creature_leaving_play_is_not_destroyed_again_while_its_leaves_play_ability_resolves():
    g = board({"house": "brobnar", "player": {"amber": 0, "battleline": ["Troll"]},
               "opponent": {"amber": 0, "battleline": ["Magda the Rat"]}})
    troll = line(g, "player")[0]
    act(g, Use("Troll", "fight", "Magda the Rat"))  # Magda is elusive: the first attack does nothing
    troll.exhausted = False
    g.player("opponent").amber = 3
    act(g, Use("Troll", "fight", "Magda the Rat"))  # destroyed: as she leaves play, the player steals 2
    assert names(g.player("opponent").discard) == ["Magda the Rat"]
    assert (g.player("player").amber, g.player("opponent").amber) == (2, 1)
    assert " ".join(log(g)).count("Magda the Rat is destroyed") == 1


def test_tolas_gives_the_destroyed_creatures_opponent_aember_even_if_it_goes_to_hand():
    g = board({"house": "brobnar", "player": {"amber": 0, "battleline": ["Troll"]},
               "opponent": {"amber": 0, "battleline": ["Bad Penny", "Tolas"]}})
    act(g, Use("Troll", "fight", "Bad Penny"))
    assert (g.player("player").amber, g.player("opponent").amber) == (1, 0)


def test_tolas_does_not_see_its_own_destruction():
    g = board({"house": "brobnar", "player": {"amber": 0, "battleline": ["Troll", "Krump"]},
               "opponent": {"amber": 0, "battleline": ["Tolas"]}})
    act(g, Use("Troll", "fight", "Tolas"))  # elusive
    act(g, Use("Krump", "fight", "Tolas"))
    assert (g.player("player").amber, g.player("opponent").amber) == (0, 0)


def test_a_destroyed_creature_that_went_to_hand_cannot_be_put_into_play():
    g = board({"house": "dis", "player": {"battleline": ["Overlord Greking"]},
               "opponent": {"battleline": ["Bad Penny"]}})
    act(g, Use("Overlord Greking", "fight", "Bad Penny"))
    assert names(g.player("opponent").hand) == ["Bad Penny"] and names(line(g, "player")) == ["Overlord Greking"]
    assert "it is not put into play" in " ".join(log(g))
