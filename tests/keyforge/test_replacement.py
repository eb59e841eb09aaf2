"""Replacement and prevention effects ("instead", "cannot be dealt damage", additional damage),
Æmber just gained by reaping, "as if it were yours", errata wordings that change how a card
resolves, and the vocabulary added with them (most powerful, random picks, repeats)."""
import pytest

from judge.engine.keyforge.actions import EndTurn, Play, Use
from judge.engine.keyforge.effects import damage

from .helpers import act, board, index, log, names, one, replay


def line(g, seat):
    return g.player(seat).battleline


# -- Æmber taken from the common supply instead (Po's Pixies) ----------------------------------------------
def test_steal_from_a_pixies_pool_comes_from_the_supply_and_counts_as_stolen():
    g = board({"house": "shadows", "player": {"amber": 0, "hand": ["Nerve Blast"]},
               "opponent": {"amber": 2, "battleline": ["Po's Pixies", "Krump"]}})
    act(g, Play("Nerve Blast"), "Krump")
    assert (g.player("player").amber, g.player("opponent").amber) == (1, 2)
    assert one(line(g, "opponent"), "Krump").damage == 2


def test_nothing_to_steal_from_an_empty_pool_even_with_pixies():
    g = board({"house": "shadows", "player": {"amber": 0, "hand": ["Nerve Blast"]},
               "opponent": {"amber": 0, "battleline": ["Po's Pixies", "Krump"]}})
    act(g, Play("Nerve Blast"))
    assert g.player("player").amber == 0 and one(line(g, "opponent"), "Krump").damage == 0


def test_pixies_only_protect_their_controllers_pool():
    g = board({"house": "sanctum", "player": {"amber": 0, "hand": ["Raiding Knight"],
                                               "battleline": ["Po's Pixies"]},
               "opponent": {"amber": 2}})
    act(g, Play("Raiding Knight"))
    assert g.player("opponent").amber == 1


# -- Æmber gained by reaping (Sir Marrows), replaced by stealing (Dimension Door) -------------------------
def test_sir_marrows_captures_only_the_aember_just_gained():
    g = board({"house": "brobnar", "player": {"amber": 4, "battleline": ["Troll"]},
               "opponent": {"battleline": [{"card": "Sir Marrows", "id": "a"}, {"card": "Sir Marrows", "id": "b"}]}})
    act(g, Use("Troll", "reap"), "a")
    a, b = line(g, "opponent")
    assert (g.me.amber, a.amber, b.amber) == (4, 1, 0)


def test_sir_marrows_ignores_its_own_controllers_reaping():
    g = board({"house": "sanctum", "player": {"amber": 0, "battleline": ["Sir Marrows", "Sequis"]},
               "opponent": {"amber": 0}})
    act(g, Use("Sequis", "reap"))
    assert one(line(g, "player"), "Sir Marrows").amber == 0 and g.me.amber == 1


def test_dimension_door_steals_instead_of_gaining_and_sir_marrows_does_not_trigger():
    g = board({"house": "logos", "player": {"amber": 0, "hand": ["Dimension Door"], "battleline": ["Replicator"]},
               "opponent": {"amber": 3, "battleline": ["Sir Marrows"]}})
    act(g, Play("Dimension Door"))
    act(g, Use("Replicator", "reap"))
    assert (g.me.amber, g.player("opponent").amber) == (1, 2)
    assert one(line(g, "opponent"), "Sir Marrows").amber == 0
    assert "gains 1 Æmber" not in " ".join(log(g))


def test_dimension_door_with_nothing_to_steal_gains_nothing():
    g = board({"house": "logos", "player": {"amber": 0, "hand": ["Dimension Door"], "battleline": ["Replicator"]},
               "opponent": {"amber": 0}})
    act(g, Play("Dimension Door"))
    act(g, Use("Replicator", "reap"))
    assert g.me.amber == 0


# -- preventing damage, additional damage -----------------------------------------------------------------------
def test_cannot_be_dealt_damage_applies_before_ward():
    g = board({"house": "sanctum", "player": {"artifacts": ["Hallowed Shield"]},
               "opponent": {"battleline": [{"card": "Troll", "warded": True}]}})
    act(g, Use("Hallowed Shield", "action"))
    troll = one(line(g, "opponent"), "Troll")
    damage(g, troll, 3)
    assert (troll.damage, troll.warded) == (0, True)
    assert index(g, "Troll cannot be dealt damage")


def test_cannot_be_dealt_damage_lasts_for_the_turn_only():
    g = board({"house": "sanctum", "player": {"artifacts": ["Hallowed Shield"], "deck": ["Troll"] * 6},
               "opponent": {"houses": ["brobnar", "dis", "logos"], "deck": ["Troll"] * 6, "battleline": ["Krump"]}})
    act(g, Use("Hallowed Shield", "action"))
    act(g, EndTurn())
    krump = one(line(g, "opponent"), "Krump")
    damage(g, krump, 2)
    assert krump.damage == 2


def test_additional_damage_needs_damage_to_be_taken():
    # armor prevents the 1 damage: the creature takes none, so no additional damage
    g = board({"house": "shadows", "player": {"hand": ["Lethal Distraction"], "battleline": ["Urchin"]},
               "opponent": {"battleline": ["Sequis"]}})
    act(g, Play("Lethal Distraction"), "Sequis")
    act(g, Use("Urchin", "fight", "Sequis"))
    assert one(line(g, "opponent"), "Sequis").damage == 0


def test_additional_damage_is_only_for_the_chosen_creature():
    g = board({"house": "shadows", "player": {"hand": ["Lethal Distraction", "Poison Wave"]},
               "opponent": {"battleline": ["Troll", "Krump"]}})
    act(g, Play("Lethal Distraction"), "Troll")
    act(g, Play("Poison Wave"))
    assert [c.damage for c in line(g, "opponent")] == [4, 2]


# -- "as if it were yours" ----------------------------------------------------------------------------------
def test_shard_of_greed_counts_the_shards_its_user_controls():
    g = board({"house": "shadows", "player": {"amber": 0, "artifacts": ["Shard of Greed", "Shard of Greed"]},
               "opponent": {"artifacts": ["Shard of Greed"]}})
    act(g, Use(g.me.artifacts[0], "action"))
    assert g.me.amber == 2


def test_shard_of_greed_used_as_if_yours_counts_itself_but_not_its_controllers_other_shards():
    g = board({"house": "shadows", "player": {"amber": 0, "battleline": ["Nexus"]},
               "opponent": {"artifacts": ["Shard of Greed", {"card": "Shard of Greed", "id": "other"}]}})
    act(g, Use("Nexus", "reap"), "Shard of Greed")
    assert g.me.amber == 2  # 1 for reaping, 1 for the one friendly Shard
    assert g.as_if == []


def test_a_card_used_as_if_yours_is_sacrificed_as_if_you_controlled_it():
    g = board({"house": "dis", "player": {"hand": ["Poltergeist"], "battleline": ["Krump"]},
               "opponent": {"artifacts": ["Gorm of Omm", "Spangler Box"]}}, rulebook="1.3")
    act(g, Play("Poltergeist"), "Gorm of Omm")  # Gorm destroys an artifact: only Spangler Box is left
    assert "Gorm of Omm is destroyed" in " ".join(log(g))
    assert names(g.player("opponent").discard)[:2] == ["Spangler Box", "Gorm of Omm"]


# -- errata that change how a card resolves ---------------------------------------------------------------
@pytest.mark.parametrize("rulebook, troll", [(None, 0), ("1.3", 3)])
def test_tendrils_of_pain_one_instance_of_four_or_two_instances(rulebook, troll):
    # a warded creature: the erratum's single 4 is stopped by the ward; the printed 1 + 3 are two
    # instances, the ward stops the first
    r = replay({"active": "opponent", "step": "forge",
                "opponent": {"houses": ["brobnar", "dis", "logos"], "amber": 6, "deck": ["Anger"] * 6,
                             "battleline": [{"card": "Troll", "warded": True}]},
                "player": {"houses": ["dis", "brobnar", "logos"], "hand": ["Tendrils of Pain"]}},
               [{"choose_house": "brobnar"}, {"end_turn": True}, {"choose_house": "dis"},
                {"play": "Tendrils of Pain"}], rulebook)
    assert r.error is None
    assert r.observed["opponent"]["battleline"][0]["damage"] == troll


def test_custom_virus_printed_purge_is_not_optional_and_it_is_sacrificed():
    g = board({"house": "mars", "player": {"hand": ["Troll"], "artifacts": ["Custom Virus"],
                                            "battleline": ["Bumpsy"]}}, rulebook="1.3")
    act(g, Use("Custom Virus", "omni"))
    assert names(g.me.purged) == ["Troll"] and line(g, "player") == []
    assert "Custom Virus is destroyed [Sacrifice]" in log(g)


def test_custom_virus_erratum_may_decline_the_purge():
    g = board({"house": "mars", "player": {"hand": ["Troll"], "artifacts": ["Custom Virus"],
                                            "battleline": ["Bumpsy"]}})
    act(g, Use("Custom Virus", "omni"), "no")
    assert names(g.me.hand) == ["Troll"] and names(line(g, "player")) == ["Bumpsy"]
    assert "Custom Virus is destroyed [Destroyed]" in log(g)


@pytest.mark.parametrize("rulebook, answers, archived", [("1.3", (), ["Mindwarper"]), (None, ("yes",), ["Mindwarper"]),
                                                          (None, ("no",), [])])
def test_incubation_chamber_reveal_is_optional_only_under_the_erratum(rulebook, answers, archived):
    g = board({"house": "brobnar", "player": {"hand": ["Mindwarper"], "artifacts": ["Incubation Chamber"]}},
              rulebook=rulebook)
    act(g, Use("Incubation Chamber", "omni"), *answers)
    assert names(g.me.archives) == archived


def test_experimental_therapy_printed_text_is_read_by_the_grammar():
    # "This creature belongs to all houses." (modifiers.houses; tests/keyforge/reader/test_granted.py)
    from judge.engine.keyforge.abilities import implementation

    g = board({"house": "logos", "player": {"battleline": [{"card": "Troll", "upgrades": ["Experimental Therapy"]}]}},
              rulebook="1.3")
    assert implementation(g.player("player").battleline[0].upgrades[0].printed)[1] == "read"


@pytest.mark.parametrize("rulebook, rule", [(None, "[Destroyed]"), ("1.3", "[Sacrifice]")])
def test_life_for_a_life_destroys_or_sacrifices(rulebook, rule):
    g = board({"house": "shadows", "player": {"hand": ["Life for a Life"], "battleline": ["Urchin"]},
               "opponent": {"battleline": ["Krump"]}}, rulebook=rulebook)
    act(g, Play("Life for a Life"))
    assert line(g, "opponent") == [] and f"Urchin is destroyed {rule}" in log(g)


def test_life_for_a_life_deals_no_damage_when_the_creature_is_not_destroyed():
    g = board({"house": "shadows", "player": {"hand": ["Life for a Life"],
                                               "battleline": [{"card": "Urchin", "warded": True}]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, Play("Life for a Life"))
    assert one(line(g, "opponent"), "Krump").damage == 0


# -- most powerful, random picks, repeats -----------------------------------------------------------------
def test_most_powerful_tie_is_the_active_players_choice():
    g = board({"house": "untamed", "player": {"battleline": [{"card": "Dust Pixie", "upgrades": ["Soulkeeper"]}]},
               "opponent": {"battleline": [{"card": "Krump", "id": "k1"}, {"card": "Krump", "id": "k2"}, "Bumpsy"]}})
    act(g, Use("Dust Pixie", "fight", "Bumpsy"), "k2")
    assert names(line(g, "opponent")) == ["k1", "Bumpsy"]
    assert "the most powerful enemy creature is k2 (6 power) [Most Powerful]" in log(g)


def test_neutron_shark_repeats_while_it_is_in_play():
    g = board({"house": "logos", "player": {"hand": ["Neutron Shark"], "battleline": ["Troll", "Krump"],
                                             "deck": ["Bumpsy", "Phase Shift", "Anger"]},
               "opponent": {"battleline": ["Dust Pixie", "Urchin"]}})
    act(g, Play("Neutron Shark"), "Dust Pixie", "Troll", "Krump")
    assert names(line(g, "player")) == ["Neutron Shark"] and line(g, "opponent") == []
    # Bumpsy (not Logos) repeats the effect; Phase Shift (Logos) stops it
    assert names(g.me.discard) == ["Phase Shift", "Krump", "Bumpsy", "Troll"]
    assert names(g.me.deck) == ["Anger"]


def test_an_opponents_archived_card_is_purged_at_random_without_a_decision():
    g = board({"house": "mars", "seed": 1, "player": {"hand": ["Yzphyz Knowdrone"]},
               "opponent": {"archives": ["Krump", "Bumpsy"], "battleline": ["Troll"]}})
    act(g, Play("Yzphyz Knowdrone"), "yes", "Troll")  # no answer for which card: it is random
    assert len(g.player("opponent").archives) == 1 and len(g.player("opponent").purged) == 1
    assert one(line(g, "opponent"), "Troll").stunned


def test_own_archived_card_is_chosen():
    g = board({"house": "mars", "player": {"hand": ["Yzphyz Knowdrone"], "archives": ["Krump", "Bumpsy"]},
               "opponent": {"archives": ["Anger"], "battleline": ["Troll"]}})
    act(g, Play("Yzphyz Knowdrone"), "yes", "player", "Bumpsy", "Troll")
    assert names(g.me.purged) == ["Bumpsy"] and names(g.player("opponent").archives) == ["Anger"]


# -- steals that cannot happen or are replaced; damage also dealt; exalt -------------------------------------
def test_a_steal_replaced_by_a_capture_is_not_a_steal():
    # Gargantodon: the Æmber Nerve Blast would steal is captured by a creature of the active player
    # instead; nothing was stolen, so "if you do" does not deal the 2 damage
    g = board({"house": "shadows", "player": {"amber": 0, "hand": ["Nerve Blast"], "battleline": ["Urchin"]},
               "opponent": {"amber": 3, "battleline": ["Gargantodon"]}})
    act(g, Play("Nerve Blast"))
    assert (g.me.amber, g.player("opponent").amber, line(g, "player")[0].amber) == (0, 2, 1)
    assert one(line(g, "opponent"), "Gargantodon").damage == 0


def test_aember_that_cannot_be_stolen_is_not_replaced_either():
    g = board({"house": "shadows", "player": {"amber": 0, "hand": ["Nerve Blast"], "battleline": ["Urchin"]},
               "opponent": {"amber": 3, "battleline": [{"card": "Gargantodon", "upgrades": ["Discombobulator"]}]}})
    act(g, Play("Nerve Blast"))
    assert (g.me.amber, g.player("opponent").amber, line(g, "player")[0].amber) == (0, 3, 0)


def test_damage_also_dealt_to_drecker_only_during_fights():
    g = board({"house": "shadows", "player": {"hand": ["Nerve Blast"], "amber": 0},
               "opponent": {"amber": 1, "battleline": ["Drecker", "Troll"]}})
    act(g, Play("Nerve Blast"), "Troll")
    assert [c.damage for c in line(g, "opponent")] == [0, 2]


def test_damage_also_dealt_is_prevented_like_any_damage():
    g = board({"house": "brobnar", "player": {"battleline": ["Bumpsy"]},
               "opponent": {"battleline": [{"card": "Drecker", "warded": True}, "Troll"]}})
    act(g, Use("Bumpsy", "fight", "Troll"))
    drecker = line(g, "opponent")[0]
    assert (drecker.damage, drecker.warded) == (0, False)


def test_exalt_places_aember_from_the_supply():
    g = board({"house": "saurian", "player": {"houses": ["saurian", "brobnar", "dis"], "amber": 0,
                                               "hand": ["Phalanx Strike"], "battleline": ["Krump"]},
               "opponent": {"amber": 2, "battleline": ["Troll"]}})
    act(g, Play("Phalanx Strike"), "Troll", "yes", "Troll")
    assert line(g, "player")[0].amber == 1 and g.player("opponent").amber == 2
    assert one(line(g, "opponent"), "Troll").damage == 2
