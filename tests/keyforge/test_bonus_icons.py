"""Bonus icons (bonus.py): each kind, their order, before "Play:" and after entering play, and
the cards that change how they resolve. (Random play with enhanced cards and the tide: the
whole-pool property test, test_properties.py, whose boards carry both.)"""
import pytest

from judge.engine.base import ScenarioError
from judge.engine.keyforge.actions import Play, Use
from judge.engine.keyforge.bonus import icons

from .helpers import act, board, index, log, names, one


def test_icons_are_the_printed_aember_bonus_then_the_enhancements_in_order():
    g = board({"house": "untamed", "player": {"hand": [{"card": "Dust Pixie", "enhancements": ["draw", "capture"]}]}})
    assert icons(g.me.hand[0]) == ["amber", "amber", "draw", "capture"]


def test_aember_icons_resolve_one_at_a_time():
    g = board({"house": "untamed", "player": {"hand": ["Dust Pixie"]}})
    act(g, Play("Dust Pixie"))
    assert g.me.amber == 2
    assert index(g, "Æmber bonus: player gains 1 Æmber (0 -> 1)") < index(g, "Æmber bonus: player gains 1 Æmber (1 -> 2)")


def test_each_kind_of_icon_in_order():
    g = board({"house": "untamed", "player": {"hand": [{"card": "Dust Pixie", "enhancements": ["draw", "capture", "damage"]}],
                                              "deck": ["Troll"], "battleline": ["Bumpsy"]},
               "opponent": {"amber": 3, "battleline": ["Krump"]}})
    act(g, Play("Dust Pixie"), "Bumpsy", "Krump")  # capture: a friendly creature; damage: a creature
    assert g.me.amber == 2 and names(g.me.hand) == ["Troll"]
    assert one(g.me.battleline, "Bumpsy").amber == 1 and g.player("opponent").amber == 2
    assert one(g.player("opponent").battleline, "Krump").damage == 1
    order = [index(g, "Æmber bonus: player gains 1 Æmber (1 -> 2)"), index(g, "player draws 1 card"),
             index(g, "Bumpsy captures 1 Æmber"), index(g, "Krump is dealt 1 damage")]
    assert order == sorted(order)
    assert "[Bonus Icons]" in log(g)[index(g, "Krump is dealt 1 damage")]


def test_the_capture_icon_may_use_the_card_itself_and_the_damage_icon_any_creature():
    g = board({"house": "brobnar", "player": {"hand": [{"card": "Troll", "enhancements": ["capture", "damage"]}]},
               "opponent": {"amber": 1}})
    act(g, Play("Troll"))  # Troll is the only creature: both decisions have one option
    troll = one(g.me.battleline, "Troll")
    assert troll.amber == 1 and troll.damage == 1  # no enemy creature: the damage must go to a friendly one


def test_icons_with_nothing_to_act_on_resolve_as_much_as_they_can():
    g = board({"house": "brobnar", "player": {"hand": [{"card": "Anger", "enhancements": ["capture", "damage"]}]}})
    act(g, Play("Anger"))
    assert "player has no creature to capture Æmber" in log(g)[index(g, "capture bonus icon")]
    assert index(g, "there is no creature in play") > 0


def test_icons_resolve_after_the_card_enters_play_and_before_its_play_ability():
    g = board({"house": "brobnar", "player": {"hand": [{"card": "Anger", "enhancements": ["damage"]}],
                                              "battleline": [{"card": "Troll", "exhausted": True}]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, Play("Anger"), "Krump")  # the damage icon (Krump or Troll); Anger's choices have one option
    assert index(g, "Æmber bonus") < index(g, "Krump is dealt 1 damage") < index(g, "ready and fight")
    g = board({"house": "dis", "player": {"hand": [{"card": "Bonesaw", "enhancements": ["damage"]}]}})
    act(g, Play("Bonesaw"))  # the only creature in play is Bonesaw itself
    assert index(g, "Bonesaw enters play") < index(g, "Bonesaw is dealt 1 damage")


def test_icons_resolve_before_abilities_that_trigger_after_the_card_is_played():
    g = board({"house": "brobnar", "player": {"hand": [{"card": "Anger", "enhancements": ["draw"]}], "deck": ["Krump"],
                                              "battleline": [{"card": "Troll", "upgrades": ["Encounter Suit"]}]}})
    act(g, Play("Anger"))
    assert index(g, "player draws 1 card") < index(g, "Troll is warded")


def test_a_card_that_leaves_play_still_resolves_its_remaining_icons_but_not_its_play_ability():
    g = board({"house": "shadows", "player": {"hand": [{"card": "Rad Penny", "enhancements": ["damage", "draw"]}],
                                              "deck": ["Troll"]}, "opponent": {"amber": 2}})
    act(g, Play("Rad Penny"))
    assert g.player("opponent").amber == 2  # "Play: Steal 1" did not resolve
    assert len(g.me.hand) == 1 and index(g, "Rad Penny is destroyed") < index(g, "player draws 1 card")


def test_damage_icon_has_no_source_card():
    g = board({"house": "shadows", "player": {"hand": [{"card": "Shoulder Id", "enhancements": ["damage"]}]},
               "opponent": {"amber": 2, "battleline": ["Troll"]}})
    act(g, Play("Shoulder Id"), "Troll")
    assert one(g.player("opponent").battleline, "Troll").damage == 1 and g.player("opponent").amber == 2


def test_maleficorn_adds_damage_only_after_icon_damage_to_enemies():
    g = board({"house": "brobnar", "player": {"battleline": ["Maleficorn", "Bumpsy"],
                                          "hand": [{"card": "Krump", "enhancements": ["damage", "damage"]}]},
               "opponent": {"battleline": ["Troll"]}})
    act(g, Play("Krump"), "Troll", "Bumpsy")
    assert one(g.player("opponent").battleline, "Troll").damage == 2  # 1 from the icon, 1 from Maleficorn
    assert one(g.me.battleline, "Bumpsy").damage == 1  # a friendly creature: Maleficorn does not add


def test_master_of_the_grey_stops_its_opponents_icons_only():
    g = board({"house": "brobnar", "player": {"hand": ["Dust Pixie", "Troll"], "houses": ["brobnar", "untamed"]},
               "opponent": {"battleline": ["Master of the Grey"]}})
    g.active_house = "untamed"
    act(g, Play("Dust Pixie"))
    assert g.me.amber == 0 and "Master of the Grey" in log(g)[index(g, "cannot resolve the bonus icons")]
    g = board({"house": "untamed", "player": {"hand": ["Dust Pixie"], "battleline": ["Master of the Grey"]}})
    act(g, Play("Dust Pixie"))
    assert g.me.amber == 2


def test_wild_bounty_is_spent_by_the_next_card_played_even_without_icons():
    g = board({"house": "untamed", "player": {"hand": ["Wild Bounty", "Bumpsy", "Dust Pixie"],
                                              "houses": ["untamed", "brobnar"]}})
    act(g, Play("Wild Bounty"))
    g.active_house = "brobnar"
    act(g, Play("Bumpsy"))  # the next card: no bonus icons, but it spends "the next time"
    g.active_house = "untamed"
    act(g, Play("Dust Pixie"))
    assert g.me.amber == 2 and not g.lasting


def test_fission_bloom_resolves_the_next_cards_icons_an_additional_time():
    g = board({"house": "logos", "player": {"artifacts": ["Fission Bloom"], "houses": ["logos", "untamed"],
                                            "hand": ["Dust Pixie"]}})
    act(g, Use("Fission Bloom", "action"))
    g.active_house = "untamed"
    act(g, Play("Dust Pixie"))
    assert g.me.amber == 4


def test_amphora_captura_may_be_declined_and_does_not_offer_capture_for_a_capture_icon():
    g = board({"house": "brobnar", "player": {"hand": [{"card": "Troll", "enhancements": ["draw", "capture"]}],
                                              "deck": ["Krump"], "artifacts": ["Amphora Captura"]},
               "opponent": {"amber": 2}})
    act(g, Play("Troll"), "no")  # the draw icon resolves as printed; nothing to replace on the capture icon
    assert names(g.me.hand) == ["Krump"] and one(g.me.battleline, "Troll").amber == 1


def test_two_replacements_that_both_apply_are_ordered_by_the_active_player():
    g = board({"house": "brobnar", "player": {"hand": [{"card": "Troll", "enhancements": ["capture"]}],
                                              "battleline": [{"card": "Scrivener Favian", "id": "s1"},
                                                             {"card": "Scrivener Favian", "id": "s2"}]},
               "opponent": {"amber": 2}})
    act(g, Play("Troll"), "s2", "no", "yes")  # s2's replacement first (declined), then s1's (taken)
    assert g.me.amber == 1 and one(g.me.battleline, "Troll").amber == 0
    assert index(g, "the active player takes s2's first") < index(g, "chooses to steal")


def test_before_bonus_icons_the_aember_bonus_is_gained_at_once_first():
    g = board({"house": "untamed", "player": {"hand": ["Dust Pixie"]}}, rulebook="1.3")
    act(g, Play("Dust Pixie"))
    assert index(g, "Æmber bonus: player gains 2 Æmber (0 -> 2)") < index(g, "Dust Pixie enters play")


@pytest.mark.parametrize("entry, message", [
    ({"card": "Troll", "enhancements": ["glory"]}, "unknown bonus icon 'glory'"),
    ({"card": "Troll", "enhancements": "damage"}, "must be a list"),
])
def test_bad_enhancements_are_refused(entry, message):
    with pytest.raises(ScenarioError, match=message):
        board({"house": "brobnar", "player": {"hand": [entry]}})


def test_enhancements_need_a_rulebook_with_bonus_icons():
    with pytest.raises(ScenarioError, match="no bonus icons"):
        board({"house": "brobnar", "player": {"hand": [{"card": "Troll", "enhancements": ["draw"]}]}}, rulebook="1.3")


def test_enhancements_stay_on_the_physical_card_across_zones():
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Troll", "enhancements": ["draw"]}]}})
    from judge.engine.keyforge import effects as fx

    back = fx.return_to_hand(g, g.me.battleline[0], "test")
    assert back is not None and back.enhancements == ("draw",)


def test_ensign_el_samra_resolves_a_revealed_cards_icons_and_it_stays_in_hand():
    g = board({"house": "staralliance", "player": {"battleline": ["Ensign El-Samra"], "deck": ["Krump"],
                                                   "hand": [{"card": "Dust Pixie", "enhancements": ["draw"]},
                                                            "Troll"]}})
    act(g, Use("Ensign El-Samra", "action"), "Dust Pixie")
    assert g.me.amber == 2 and names(g.me.hand) == ["Dust Pixie", "Troll", "Krump"]
    assert "Dust Pixie" not in g.turn.uses  # not played
    g = board({"house": "staralliance", "player": {"battleline": ["Ensign El-Samra"]}})
    act(g, Use("Ensign El-Samra", "action"))
    assert g.me.amber == 0 and "has no card in hand to reveal" in log(g)[-1]


def test_reclaimed_by_nature_resolves_the_purged_artifacts_icons_after_its_own():
    g = board({"house": "untamed", "player": {"hand": ["Reclaimed by Nature"], "deck": ["Krump"]},
               "opponent": {"artifacts": [{"card": "Fission Bloom", "enhancements": ["amber", "draw"]}]}})
    act(g, Play("Reclaimed by Nature"))
    assert g.me.amber == 1 + 1 and names(g.me.hand) == ["Krump"]
    assert names(g.player("opponent").purged) == ["Fission Bloom"]
    assert "Fission Bloom" not in g.turn.uses
    g = board({"house": "untamed", "player": {"hand": ["Reclaimed by Nature"]}})
    act(g, Play("Reclaimed by Nature"))
    assert g.me.amber == 1 and "there is no artifact to purge" in " ".join(log(g))


def test_master_of_the_grey_purged_by_ultra_gravitron_no_longer_stops_its_own_icons():
    # its constant ability applies only while it is in play: purged first, its icons resolve
    g = board({"house": "logos", "player": {"battleline": ["Ultra Gravitron"], "archives": ["Troll"]},
               "opponent": {"battleline": [{"card": "Master of the Grey", "enhancements": ["amber"]},
                                           "Dust Pixie"]}})
    act(g, Use("Ultra Gravitron", "reap"), "Master of the Grey")
    assert g.me.amber == 1 + 1


def test_an_as_if_played_resolution_spends_the_next_card_effect_even_when_stopped():
    # Fission Bloom's "the next time you play a card" is spent by the card resolved as if played
    g = board({"house": "logos", "player": {"battleline": ["Ultra Gravitron"], "archives": ["Troll"],
                                            "artifacts": ["Fission Bloom"]},
               "opponent": {"battleline": ["Master of the Grey", "Dust Pixie"]}})
    act(g, Use("Fission Bloom", "action"))
    act(g, Use("Ultra Gravitron", "reap"), "Dust Pixie")
    assert g.me.amber == 1 and not g.lasting
