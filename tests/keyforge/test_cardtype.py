"""Card types that differ from the printed type (cardtype.py): an artifact that becomes a
creature (Auto-Legionary), creatures that may be played as upgrades (Explo-rover, CALV-1N, ...)."""
import pytest

from judge.engine.base import IllegalAction
from judge.engine.keyforge import modifiers
from judge.engine.keyforge.actions import Play, Use
from judge.engine.keyforge.destroy import settle
from judge.engine.keyforge.legal import legal_actions

from .helpers import act, board, log, names, one


def legionary(**player) -> tuple:
    g = board({"house": "saurian", "player": {"houses": ["saurian", "brobnar"], "artifacts": ["Auto-Legionary"],
                                               **player},
               "opponent": {"battleline": ["Dust Pixie", "Krump"]}})
    act(g, Use("Auto-Legionary", "action"), *(["left"] if g.me.battleline else []))
    return g, g.me.battleline[0]


def test_auto_legionary_becomes_a_5_power_creature_on_a_flank():
    g, al = legionary(battleline=["Troll"])
    assert names(g.me.battleline) == ["Auto-Legionary", "Troll"] and g.me.artifacts == []
    assert al.type == "creature" and al.card.type == "artifact" and modifiers.power(g, al) == 5
    assert al.exhausted and g.in_play(al)


def test_auto_legionary_in_the_battleline_can_reap_and_fight_in_any_active_house():
    g, al = legionary()
    al.exhausted = False
    g.active_house = "brobnar"
    assert Use("Auto-Legionary", "reap") in legal_actions(g)
    act(g, Use("Auto-Legionary", "reap"))
    assert g.me.amber == 1
    al.exhausted = False
    act(g, Use("Auto-Legionary", "fight", "Dust Pixie"))
    assert al.damage == 1 and names(g.player("opponent").discard) == ["Dust Pixie"]


def test_an_artifact_in_the_artifact_row_cannot_reap_or_fight():
    g = board({"house": "saurian", "player": {"artifacts": ["Auto-Legionary"]},
               "opponent": {"battleline": ["Krump"]}})
    with pytest.raises(IllegalAction, match="artifacts cannot be used to reap"):
        act(g, Use("Auto-Legionary", "reap"))


def test_auto_legionary_is_destroyed_by_lethal_damage_and_is_an_artifact_again():
    g, al = legionary()
    al.exhausted = False
    act(g, Use("Auto-Legionary", "fight", "Krump"), )  # Krump deals 6 to a 5-power creature
    assert names(g.me.discard) == ["Auto-Legionary"] and g.me.battleline == []
    assert al.type == "artifact" and al.as_type is None and al.damage == 0
    assert "Auto-Legionary is destroyed" in " ".join(log(g))


def test_power_counters_add_to_the_considered_power():
    g, al = legionary()
    al.power_counters = 2
    assert modifiers.power(g, al) == 7
    al.damage = 6
    settle(g)
    assert g.me.battleline == [al]
    al.damage = 7
    settle(g)
    assert g.me.battleline == []


def test_auto_legionary_as_printed_belongs_to_all_houses_in_the_battleline():
    # before its erratum: "While in the battleline, it is considered a creature with 5 power and
    # belongs to all houses." (modifiers.houses)
    g = board({"house": "saurian", "player": {"artifacts": ["Auto-Legionary"]}}, rulebook="1.3")
    al = g.me.artifacts[0]
    assert modifiers.houses(g, al) == {"saurian"}
    act(g, Use("Auto-Legionary", "action"))
    assert {"brobnar", "saurian", "untamed"} <= modifiers.houses(g, al)
    al.exhausted = False
    g.active_house = "brobnar"
    act(g, Use("Auto-Legionary", "reap"))
    assert g.me.amber == 1


def test_explo_rover_played_as_a_creature_or_as_an_upgrade():
    setup = {"house": "staralliance", "player": {"hand": ["Explo-rover"], "battleline": ["Troll"]},
             "opponent": {"battleline": ["Krump"]}}
    g = board(setup)
    act(g, Play("Explo-rover"), "creature")
    assert names(g.me.battleline) == ["Troll", "Explo-rover"] and g.me.battleline[1].type == "creature"
    g = board(setup)
    act(g, Play("Explo-rover"), "upgrade", "Troll")
    troll = one(g.me.battleline, "Troll")
    assert names(g.me.battleline) == ["Troll"] and names(troll.upgrades) == ["Explo-rover"]
    rover = troll.upgrades[0]
    assert rover.type == "upgrade" and modifiers.keyword(g, troll, "skirmish") == 1
    assert modifiers.keyword(g, g.creatures("opponent")[0], "skirmish") == 0
    assert "Explo-rover is played as an upgrade instead of a creature" in " ".join(log(g))


def test_with_no_creature_in_play_explo_rover_is_only_a_creature():
    g = board({"house": "staralliance", "player": {"hand": ["Explo-rover"]}})
    act(g, Play("Explo-rover"))  # no decision: an upgrade could attach to nothing
    assert names(g.me.battleline) == ["Explo-rover"]


def test_an_upgrade_explo_rover_is_discarded_with_its_creature_and_is_a_creature_again():
    g = board({"house": "staralliance", "player": {"battleline": [{"card": "Troll", "upgrades": ["Explo-rover"]}]}})
    troll = g.me.battleline[0]
    assert troll.upgrades[0].type == "upgrade" and modifiers.keyword(g, troll, "skirmish") == 1
    troll.damage = 8
    settle(g)
    assert names(g.me.discard)[:2] in (["Explo-rover", "Troll"], ["Troll", "Explo-rover"])
    assert all(c.type == "creature" for c in g.me.discard)


def test_calv_1n_as_an_upgrade_gives_fight_reap_draw_a_card():
    g = board({"house": "brobnar", "player": {"deck": ["Krump", "Krump"],
                                               "battleline": [{"card": "Troll", "upgrades": ["CALV-1N"]}]}})
    act(g, Use("Troll", "reap"))
    assert names(g.me.hand) == ["Krump"]


def test_calv_1n_as_a_creature_draws_when_it_reaps():
    g = board({"house": "staralliance", "player": {"deck": ["Krump"], "battleline": ["CALV-1N"]}})
    act(g, Use("CALV-1N", "reap"))
    assert names(g.me.hand) == ["Krump"] and g.me.amber == 1


def test_securi_droid_and_stealthster_upgrade_texts():
    g = board({"house": "brobnar", "player": {"battleline": [
        {"card": "Troll", "upgrades": ["Securi-Droid"]}, {"card": "Krump", "upgrades": ["Stealthster"]}]}})
    troll, krump = g.me.battleline
    assert modifiers.keyword(g, troll, "taunt") == 1 and modifiers.keyword(g, krump, "elusive") == 1
    assert modifiers.keyword(g, troll, "elusive") == 0


def test_shield_u_later_upgrade_text_of_its_printing():
    g = board({"house": "brobnar", "player": {"battleline": [
        {"card": "Champion Anaphiel", "upgrades": ["Shield-U-Later"]}]}})
    champion = g.me.battleline[0]
    if "loses all armor" in champion.upgrades[0].card.text:
        assert (modifiers.armor(g, champion), modifiers.power(g, champion)) == (0, 4)
    else:
        assert (modifiers.armor(g, champion), modifiers.power(g, champion)) == (3, 6)


def test_t3r_35a_may_be_used_as_if_it_belonged_to_a_neighbors_house():
    g = board({"house": "untamed", "player": {"battleline": ["Troll", "T3R-35A", "Dust Pixie"]}})
    act(g, Use("T3R-35A", "reap"))  # Dust Pixie is Untamed
    assert g.me.amber == 1
    g = board({"house": "dis", "player": {"battleline": ["Troll", "T3R-35A", "Dust Pixie"]}})
    with pytest.raises(IllegalAction, match="not of the active house"):
        act(g, Use("T3R-35A", "reap"))


def test_t3r_35a_as_an_upgrade_lets_its_creature_be_used_in_a_neighbors_house():
    g = board({"house": "untamed", "player": {"battleline": [
        {"card": "Troll", "upgrades": ["T3R-35A"]}, "Dust Pixie"]}})
    act(g, Use("Troll", "reap"))
    assert g.me.amber == 1
