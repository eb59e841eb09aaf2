"""Copies (copies.py): Mimic Gel's "enters play as a copy", Mimicry's "treat it as a copy",
and gaining the text box of another card (Creed of Nurture)."""
import pytest

from judge.engine.base import IllegalAction
from judge.engine.keyforge import modifiers
from judge.engine.keyforge.actions import EndTurn, Play, Use
from judge.engine.keyforge.legal import legal_actions

from .helpers import act, board, index, log, names, one


def gel_copying(original, **extra) -> tuple:
    g = board({"house": "logos", "player": {"hand": ["Mimic Gel"], **extra},
               "opponent": {"battleline": [original]}})
    act(g, Play("Mimic Gel"))
    return g, g.me.battleline[-1]


def test_a_copy_takes_the_printed_values_and_text_of_the_base_card_and_belongs_to_logos():
    g, gel = gel_copying({"card": "Troll", "damage": 2, "power": 3, "warded": True, "stunned": True})
    troll = g.player("opponent").battleline[0]
    assert gel.title == "Troll" and gel.card.title == "Mimic Gel" and gel.house == "logos"
    assert modifiers.power(g, gel) == 8 and (gel.damage, gel.power_counters, gel.warded, gel.stunned) == (0, 0, False, False)
    assert (troll.damage, troll.power_counters, troll.warded) == (2, 3, True)  # the original keeps its own
    assert gel.name == "Mimic Gel as Troll"


def test_a_copy_keeps_its_own_tokens_and_status_and_its_self_references_mean_itself():
    g, gel = gel_copying("Troll", battleline=[])
    gel.damage, gel.power_counters, gel.stunned = 5, 2, True
    assert modifiers.power(g, gel) == 10 and gel.stunned
    gel.stunned, gel.exhausted = False, False
    g.active_house = "brobnar"  # Mimic Gel is Logos: used in another house only through an ability
    with pytest.raises(IllegalAction, match="logos, not of the active house"):
        act(g, Use("Mimic Gel", "reap"))
    g.active_house = "logos"
    act(g, Use("Mimic Gel", "reap"))  # the copied "Reap: Troll heals 3 damage." heals the copy
    assert gel.damage == 2 and g.player("opponent").battleline[0].damage == 0
    assert "Mimic Gel as Troll heals 3 damage" in " ".join(log(g))


def test_mimic_gel_cannot_be_played_unless_there_is_another_creature_in_play():
    g = board({"house": "logos", "player": {"hand": ["Mimic Gel"]}})
    assert Play("Mimic Gel") not in legal_actions(g)
    with pytest.raises(IllegalAction, match="unless there is another creature in play"):
        act(g, Play("Mimic Gel"))
    assert names(g.me.hand) == ["Mimic Gel"]


def test_mimic_gel_chooses_which_creature_to_copy_and_may_be_named_by_its_own_title():
    from judge.engine.keyforge.decide import FixtureChooser

    g = board({"house": "logos", "player": {"hand": ["Mimic Gel"], "battleline": ["Krump"]},
               "opponent": {"battleline": ["Troll"]}})
    act(g, Play("Mimic Gel"), "Troll")
    gel = g.me.battleline[-1]
    assert gel.copy_of.title == "Troll" and modifiers.power(g, gel) == 8
    g.decide = FixtureChooser(["Mimic Gel"], "test")
    assert g.decide.card("a creature", g.creatures()) is gel


def test_the_copy_ends_when_it_leaves_play_after_its_copied_destroyed_ability():
    # Mimic Gel copying Bad Penny ("Destroyed: Return Bad Penny to your hand."): the copy's
    # "Destroyed:" resolves (it is still a copy), and it comes back to hand as Mimic Gel
    g, gel = gel_copying("Bad Penny")
    from judge.engine.keyforge.effects import destroy

    destroy(g, [gel])
    assert names(g.me.hand) == ["Mimic Gel"] and g.me.hand[0].copy is None
    assert g.me.battleline == [] and g.me.discard == []
    assert index(g, "Mimic Gel as Bad Penny is destroyed") < index(g, "goes to player's hand")


def test_a_destroyed_copy_is_itself_again_in_the_discard_pile():
    g, gel = gel_copying("Troll")
    gel.damage = 8
    from judge.engine.keyforge.destroy import settle

    settle(g)
    assert g.me.discard == [gel] and gel.copy is None and gel.title == "Mimic Gel" and gel.type == "creature"


def test_a_copy_of_a_copy_copies_what_that_one_copies():
    g = board({"house": "logos", "player": {"hand": ["Mimic Gel", "Mimic Gel"]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, Play("Mimic Gel"))
    act(g, Play("Mimic Gel"), "Mimic Gel")  # copies the first Mimic Gel, which is a copy of Krump
    assert [c.copy_of.title for c in g.me.battleline] == ["Krump", "Krump"]


def test_mimicry_copy_ends_once_it_has_resolved():
    g = board({"house": "untamed", "player": {"hand": ["Mimicry"]},
               "opponent": {"discard": ["Fertility Chant"]}})
    act(g, Play("Mimicry"))
    assert g.me.discard[0].copy is None and g.me.discard[0].title == "Mimicry"
    assert "play Mimicry as Fertility Chant (CoTA" in " ".join(log(g))


def test_creed_of_nurture_gives_the_text_box_keywords_included_for_the_turn():
    g = board({"house": "untamed", "player": {"houses": ["untamed", "brobnar"], "hand": ["Snufflegator"],
                                               "battleline": ["Troll"], "artifacts": ["Creed of Nurture"]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, Use("Creed of Nurture", "omni"), "Troll")
    troll = one(g.me.battleline, "Troll")
    assert modifiers.keyword(g, troll, "skirmish") == 1 and modifiers.keyword(g, g.creatures("opponent")[0], "skirmish") == 0
    assert names(g.me.hand) == ["Snufflegator"] and names(g.me.discard) == ["Creed of Nurture"]
    act(g, EndTurn())
    assert modifiers.keyword(g, troll, "skirmish") == 0 and g.lasting == []


def test_creed_of_nurture_gained_abilities_refer_to_the_creature_that_gains_them():
    # Bad Penny's "Destroyed: Return Bad Penny to your hand." on Troll returns Troll
    g = board({"house": "untamed", "player": {"hand": ["Bad Penny"], "battleline": ["Troll"],
                                               "artifacts": ["Creed of Nurture"]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, Use("Creed of Nurture", "omni"), "Troll")
    from judge.engine.keyforge.effects import destroy

    destroy(g, [one(g.me.battleline, "Troll")])
    assert names(g.me.hand) == ["Bad Penny", "Troll"]


def test_creed_of_nurture_with_no_creature_in_hand_only_sacrifices():
    g = board({"house": "untamed", "player": {"hand": ["Fertility Chant"], "battleline": ["Troll"],
                                               "artifacts": ["Creed of Nurture"]}})
    act(g, Use("Creed of Nurture", "omni"))
    assert names(g.me.discard) == ["Creed of Nurture"] and g.lasting == []
    assert "player has no creature in hand to reveal" in " ".join(log(g))
