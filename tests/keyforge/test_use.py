"""Using creatures: reap, fight and the keywords and status that change them."""
import pytest

from judge.engine.base import IllegalAction
from judge.engine.keyforge.actions import EndTurn, RaiseTide, Use
from judge.engine.keyforge.legal import legal_actions

from .helpers import act, board, index, log, names, one


def mine(g, name):
    return one(g.player("player").battleline, name)


def theirs(g, name):
    return one(g.player("opponent").battleline, name)


def fights(g, attacker):
    return sorted(a.target if isinstance(a.target, str) else a.target.name
                  for a in legal_actions(g) if isinstance(a, Use) and a.how == "fight" and a.card == attacker)


# -- Reap ----------------------------------------------------------------------------------------
def test_reap_gains_one_aember_then_reap_abilities():
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Troll", "damage": 5}]}})
    act(g, Use("Troll", "reap"))
    troll = mine(g, "Troll")
    assert (g.me.amber, troll.damage, troll.exhausted) == (1, 2, True)
    assert index(g, "gains 1 Æmber") < index(g, "heals 3")


def test_only_the_active_house_is_used():
    g = board({"house": "brobnar", "player": {"battleline": ["Urchin"]}})
    assert legal_actions(g) == [RaiseTide(), EndTurn()]  # the tide's Omni needs no card
    with pytest.raises(IllegalAction, match="not of the active house"):
        act(g, Use("Urchin", "reap"))


# -- Fight -----------------------------------------------------------------------------------------
def test_fight_damage_both_ways_simultaneously():
    g = board({"house": "brobnar", "player": {"battleline": ["Krump"]},
               "opponent": {"battleline": ["Valdr"]}})
    act(g, Use("Krump", "fight", "Valdr"))
    assert g.player("player").battleline == [] and g.player("opponent").battleline == []
    assert index(g, "Krump is dealt 6") < index(g, "Krump is destroyed")
    assert index(g, "Valdr is dealt 6") < index(g, "Krump is destroyed")


def test_fight_ability_only_if_the_attacker_survives():
    g = board({"house": "mars", "player": {"battleline": ["Yxilo Bolter"]},
               "opponent": {"battleline": ["Troll", "Krump"]}})
    act(g, Use("Yxilo Bolter", "fight", "Troll"))  # 8 power: the Bolter dies, no Fight: ability
    assert g.player("player").battleline == []
    assert theirs(g, "Krump").damage == 0 and theirs(g, "Troll").damage == 3


def test_fight_ability_resolves_when_the_attacker_survives():
    g = board({"house": "mars", "player": {"battleline": ["Yxilo Bolter"]},
               "opponent": {"battleline": ["Dust Pixie", "Troll"]}})
    act(g, Use("Yxilo Bolter", "fight", "Dust Pixie"), "Troll")
    assert mine(g, "Yxilo Bolter").damage == 1 and theirs(g, "Troll").damage == 2


def test_fight_needs_an_enemy_creature():
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"]}})
    assert fights(g, "Troll") == []
    with pytest.raises(IllegalAction, match=r"no enemy creature.*\[Fight\]"):
        act(g, Use("Troll", "fight"))
    assert not mine(g, "Troll").exhausted


def test_armor_prevents_damage_once_per_turn():
    g = board({"house": "brobnar", "player": {"battleline": ["Looter Goblin", "Urchin"]},
               "opponent": {"battleline": ["Raiding Knight"]}})
    g.player("player").battleline[1].house_override = "brobnar"
    act(g, Use("Looter Goblin", "fight", "Raiding Knight"))
    knight = theirs(g, "Raiding Knight")
    assert (knight.damage, knight.armor_used) == (0, 2)
    act(g, Use("Urchin", "fight", "Raiding Knight"))
    assert (knight.damage, knight.armor_used) == (1, 2)  # armor used up: the full 1 damage
    assert "armor prevents 2 damage (0 armor left" in log(g)[index(g, "armor prevents")]


def test_armor_applies_to_damage_from_abilities():
    g = board({"house": "logos", "player": {"hand": ["Positron Bolt"]},
               "opponent": {"battleline": ["Raiding Knight"]}})
    act(g, {"play": "Positron Bolt"})
    assert theirs(g, "Raiding Knight").damage == 1


def test_elusive_only_the_first_attack_each_turn():
    g = board({"house": "brobnar", "player": {"battleline": ["Krump", "Troll"]},
               "opponent": {"battleline": ["Urchin"]}})
    act(g, Use("Krump", "fight", "Urchin"))
    assert theirs(g, "Urchin").damage == 0 and mine(g, "Krump").damage == 0
    act(g, Use("Troll", "fight", "Urchin"))
    assert g.player("opponent").discard and names(g.player("opponent").discard) == ["Urchin"]
    assert mine(g, "Troll").damage == 1
    assert "[Elusive]" in log(g)[index(g, "is elusive")]


def test_elusive_does_not_protect_the_elusive_attacker():
    g = board({"house": "shadows", "player": {"battleline": ["Urchin"]},
               "opponent": {"battleline": ["Troll"]}})
    act(g, Use("Urchin", "fight", "Troll"))
    assert g.player("player").battleline == [] and theirs(g, "Troll").damage == 1


def test_skirmish_attacker_takes_no_damage():
    g = board({"house": "untamed", "player": {"battleline": ["Snufflegator"]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, Use("Snufflegator", "fight", "Krump"))
    assert mine(g, "Snufflegator").damage == 0 and theirs(g, "Krump").damage == 4


def test_skirmish_does_not_protect_a_defender():
    g = board({"house": "brobnar", "player": {"battleline": ["Bumpsy"]},
               "opponent": {"battleline": ["Snufflegator"]}})
    act(g, Use("Bumpsy", "fight", "Snufflegator"))
    assert mine(g, "Bumpsy").damage == 4


def test_poison_destroys_a_creature_it_damages():
    g = board({"house": "shadows", "player": {"battleline": ["Macis Asp"]},
               "opponent": {"battleline": ["Troll"]}})
    act(g, Use("Macis Asp", "fight", "Troll"))
    assert names(g.player("opponent").discard) == ["Troll"] and mine(g, "Macis Asp").damage == 0
    assert "[Poison]" in log(g)[index(g, "poison creature")]


def test_poison_needs_damage_to_be_dealt():
    g = board({"house": "shadows", "player": {"battleline": ["Macis Asp"]},
               "opponent": {"battleline": [{"card": "Troll", "warded": True}]}})
    act(g, Use("Macis Asp", "fight", "Troll"))
    assert theirs(g, "Troll").damage == 0 and not theirs(g, "Troll").warded


def test_taunt_protects_its_neighbors():
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"]},
               "opponent": {"battleline": ["Urchin", "Pitlord", "Dust Pixie", "Bumpsy"]}})
    assert fights(g, "Troll") == ["Bumpsy", "Pitlord"]
    with pytest.raises(IllegalAction, match=r"\[Taunt\]"):
        act(g, Use("Troll", "fight", "Urchin"))
    assert not mine(g, "Troll").exhausted and g.turn.uses == {}


def test_taunt_neighbor_with_taunt_can_be_attacked():
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"]},
               "opponent": {"battleline": ["Pitlord", "Sanctum Guardian"]}})
    assert fights(g, "Troll") == ["Pitlord", "Sanctum Guardian"]


def test_assault_before_the_fight_destroys_without_fight_damage():
    g = board({"house": "untamed", "player": {"battleline": ["Ancient Bear"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    act(g, Use("Ancient Bear", "fight", "Dust Pixie"))
    assert names(g.player("opponent").discard) == ["Dust Pixie"] and mine(g, "Ancient Bear").damage == 0
    assert index(g, "[Assault (X)]") < index(g, "rest of the fight does not occur")


def test_assault_then_fight_damage():
    g = board({"house": "untamed", "player": {"battleline": ["Ancient Bear"]},
               "opponent": {"battleline": ["Troll"]}})
    act(g, Use("Ancient Bear", "fight", "Troll"))
    assert theirs(g, "Troll").damage == 7 and names(g.player("player").discard) == ["Ancient Bear"]


def test_hazardous_destroys_the_attacker_before_the_fight():
    g = board({"house": "mars", "player": {"battleline": ["Yxilo Bolter"]},
               "opponent": {"battleline": ["Briar Grubbling", "Troll"]}})
    act(g, Use("Yxilo Bolter", "fight", "Briar Grubbling"))
    assert names(g.player("player").discard) == ["Yxilo Bolter"]
    assert theirs(g, "Briar Grubbling").damage == 0 and theirs(g, "Troll").damage == 0  # no Fight: ability
    assert "[Hazardous (X)]" in log(g)[index(g, "Yxilo Bolter is dealt 5")]


# -- Stun --------------------------------------------------------------------------------------------
def test_stunned_creature_use_only_exhausts_and_unstuns():
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Troll", "stunned": True, "damage": 4}]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, Use("Troll", "reap"))
    troll = mine(g, "Troll")
    assert (troll.stunned, troll.exhausted, troll.damage, g.me.amber) == (False, True, 4, 0)
    assert "[Stun]" in log(g)[-1]


def test_stunned_creature_can_be_unstunned_by_fighting_even_with_no_enemies():
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Troll", "stunned": True}]}})
    assert Use("Troll", "fight") in legal_actions(g)
    act(g, Use("Troll", "fight"))
    assert (mine(g, "Troll").stunned, mine(g, "Troll").exhausted) == (False, True)


def test_stunned_creature_cannot_be_unstunned_through_an_ability_it_lacks():
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Urchin", "stunned": True}]}})
    assert legal_actions(g) == [RaiseTide(), EndTurn()]
    with pytest.raises(IllegalAction, match="no “Omni:” ability"):
        act(g, Use("Urchin", "omni"))
    assert mine(g, "Urchin").stunned


def test_stunned_creature_is_not_stunned_again():
    g = board({"house": "brobnar", "player": {"hand": ["Smaaash"]},
               "opponent": {"battleline": [{"card": "Troll", "stunned": True}]}})
    act(g, {"play": "Smaaash"}, "Troll")
    assert "already stunned" in log(g)[-1] and theirs(g, "Troll").stunned


def test_stunned_defender_still_deals_damage():
    g = board({"house": "brobnar", "player": {"battleline": ["Krump"]},
               "opponent": {"battleline": [{"card": "Bumpsy", "stunned": True}]}})
    act(g, Use("Krump", "fight", "Bumpsy"))
    assert mine(g, "Krump").damage == 5


# -- Enrage ------------------------------------------------------------------------------------------------
def test_enraged_creature_must_fight_if_able():
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Troll", "enraged": True}]},
               "opponent": {"battleline": ["Urchin"]}})
    hows = {a.how for a in legal_actions(g) if isinstance(a, Use)}
    assert hows == {"fight"}
    with pytest.raises(IllegalAction, match=r"\[Enrage\]"):
        act(g, Use("Troll", "reap"))
    act(g, Use("Troll", "fight", "Urchin"))
    assert not mine(g, "Troll").enraged  # fighting removes the enrage counter


def test_enraged_creature_may_reap_when_unable_to_fight():
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Troll", "enraged": True}]}})
    act(g, Use("Troll", "reap"))
    assert g.me.amber == 1 and mine(g, "Troll").enraged


# -- Ward -----------------------------------------------------------------------------------------------------
def test_ward_is_discarded_instead_of_damage():
    g = board({"house": "brobnar", "player": {"battleline": ["Krump"]},
               "opponent": {"battleline": [{"card": "Bumpsy", "warded": True}]}})
    act(g, Use("Krump", "fight", "Bumpsy"))
    bumpsy = theirs(g, "Bumpsy")
    assert (bumpsy.damage, bumpsy.warded) == (0, False) and mine(g, "Krump").damage == 5
    assert "[Ward]" in log(g)[index(g, "ward is discarded")]
