"""Playing cards: Æmber bonus, Play: abilities, card types, flanks, the Rule of Six."""
import pytest

from judge.engine.base import IllegalAction
from judge.engine.keyforge.actions import Play, Use, from_fixture
from judge.engine.keyforge.legal import legal_actions

from .helpers import act, board, index, log, names, one


def test_aember_bonus_then_play_ability():
    g = board({"house": "brobnar", "player": {"hand": ["Anger"], "battleline": [{"card": "Troll", "exhausted": True}]},
               "opponent": {"battleline": ["Urchin"]}})
    act(g, Play("Anger"))
    assert index(g, "Æmber bonus") < index(g, "ready and fight") < index(g, "Troll fights Urchin")
    assert g.me.amber == 1


def test_play_ability_sees_the_aember_bonus():
    # Bait and Switch has no bonus; Fertility Chant's bonus (4) comes before its Play: (opponent gains 2)
    g = board({"house": "untamed", "player": {"hand": ["Fertility Chant"]}})
    act(g, Play("Fertility Chant"))
    assert (g.player("player").amber, g.player("opponent").amber) == (4, 2)
    # Bonus Icons: each Æmber icon resolves one at a time, all before the "Play:" ability
    assert index(g, "Æmber bonus: player gains 1 Æmber (3 -> 4)") < index(g, "opponent gains 2")


def test_action_card_goes_to_its_owners_discard_pile_after_resolving():
    g = board({"house": "untamed", "player": {"hand": ["Fertility Chant"], "discard": ["Troll"]}})
    act(g, Play("Fertility Chant"))
    assert names(g.me.discard) == ["Fertility Chant", "Troll"] and g.limbo == []
    assert "[Action Cards]" in log(g)[-1]


def test_creature_enters_play_exhausted_on_the_right_flank():
    g = board({"house": "brobnar", "player": {"hand": ["Krump"], "battleline": ["Troll"]}})
    act(g, Play("Krump"))
    assert names(g.me.battleline) == ["Troll", "Krump"]
    krump = one(g.me.battleline, "Krump")
    assert krump.exhausted and krump.controller == "player"
    with pytest.raises(IllegalAction, match="exhausted"):
        act(g, Use("Krump", "reap"))


def test_creature_enters_on_the_left_flank_when_asked():
    g = board({"house": "brobnar", "player": {"hand": ["Krump"], "battleline": ["Troll", "Bumpsy"]}})
    act(g, {"play": "Krump", "flank": "left"})
    assert names(g.me.battleline) == ["Krump", "Troll", "Bumpsy"]
    assert "left flank" in log(g)[index(g, "enters play")]


def test_enters_play_ready_ability():
    g = board({"house": "shadows", "player": {"hand": ["Silvertooth"]}})
    act(g, Play("Silvertooth"))
    assert not one(g.me.battleline, "Silvertooth").exhausted


def test_artifact_enters_play_exhausted_and_is_used_next_turn():
    g = board({"house": "logos", "player": {"houses": ["logos"], "hand": ["Spectral Tunneler"]},
               "opponent": {"houses": ["brobnar"], "battleline": ["Troll"]}})
    act(g, Play("Spectral Tunneler"))
    assert names(g.me.artifacts) == ["Spectral Tunneler"] and g.me.amber == 1
    assert not [a for a in legal_actions(g) if isinstance(a, Use)]
    with pytest.raises(IllegalAction, match="exhausted"):
        act(g, Use("Spectral Tunneler", "action"))
    with pytest.raises(IllegalAction, match="artifacts cannot be used to reap"):
        act(g, Use("Spectral Tunneler", "reap"))


def test_upgrade_attaches_to_a_creature():
    g = board({"house": "mars", "player": {"hand": ["Biomatrix Backup"], "battleline": ["Mindwarper"]},
               "opponent": {"battleline": ["Troll"]}})
    act(g, Play("Biomatrix Backup"), "Troll")
    troll = one(g.player("opponent").battleline, "Troll")
    assert names(troll.upgrades) == ["Biomatrix Backup"]
    up = troll.upgrades[0]
    assert (up.attached_to, up.controller, up.owner) == (troll, "player", "player")
    assert g.me.amber == 1


def test_upgrade_cannot_be_played_without_a_creature():
    g = board({"house": "mars", "player": {"hand": ["Biomatrix Backup"]}})
    assert Play("Biomatrix Backup") not in legal_actions(g)
    with pytest.raises(IllegalAction, match=r"\[Upgrades\]"):
        act(g, Play("Biomatrix Backup"))
    assert names(g.me.hand) == ["Biomatrix Backup"]


def test_upgrade_is_discarded_to_its_owners_pile_when_its_creature_leaves_play():
    g = board({"house": "untamed", "player": {
        "hand": ["Lost in the Woods"],
        "battleline": [{"card": "Troll", "upgrades": [{"card": "Biomatrix Backup", "owner": "opponent"}]},
                       "Krump"]},
        "opponent": {"battleline": ["Urchin", "Bumpsy"]}})
    act(g, Play("Lost in the Woods"))
    assert names(g.player("opponent").discard) == ["Biomatrix Backup"]
    assert names(g.player("player").discard) == ["Lost in the Woods"]
    assert sorted(names(g.player("player").deck)) == ["Krump", "Troll"]
    assert "upgrade on Troll" in log(g)[index(g, "Biomatrix Backup (upgrade")]


def test_rule_of_six_counts_plays_of_a_title():
    g = board({"house": "sanctum", "player": {"hand": ["Virtuous Works"] * 7}})
    for _ in range(6):
        act(g, Play("Virtuous Works"))
    assert Play("Virtuous Works") not in legal_actions(g)
    with pytest.raises(IllegalAction, match=r"6 times.*\[The Rule of Six\]"):
        act(g, Play("Virtuous Works"))
    assert g.me.amber == 18 and len(g.me.hand) == 1


def test_rule_of_six_counts_plays_and_uses_together():
    g = board({"house": "brobnar", "player": {"hand": ["Troll"] * 5, "battleline": ["Troll"]},
               "opponent": {"battleline": ["Urchin"]}})
    act(g, Use("Troll", "reap"))
    for _ in range(5):
        act(g, Play("Troll"))
    assert g.turn.uses["Troll"] == 6
    g.me.battleline[0].exhausted = False
    with pytest.raises(IllegalAction, match="Rule of Six"):
        act(g, Use(g.me.battleline[0], "reap"))


def test_cards_of_another_house_cannot_be_played():
    g = board({"house": "brobnar", "player": {"hand": ["Urchin"]}})
    assert Play("Urchin") not in legal_actions(g)
    with pytest.raises(IllegalAction, match=r"not of the active house \(brobnar\)"):
        act(g, Play("Urchin"))


def test_play_restriction_of_the_card_itself():
    g = board({"house": "brobnar", "player": {"hand": ["Kelifi Dragon"], "amber": 6}})
    assert Play("Kelifi Dragon") not in legal_actions(g)
    with pytest.raises(IllegalAction, match=r"7 Æmber.*\[Kelifi Dragon\]"):
        act(g, Play("Kelifi Dragon"))
    g.me.amber = 7
    assert Play("Kelifi Dragon") in legal_actions(g)


def test_mimicry_is_played_as_an_untamed_card_and_copies_an_action_of_any_house():
    g = board({"house": "untamed", "player": {"hand": ["Mimicry"]},
               "opponent": {"amber": 3, "discard": ["Bait and Switch"]}})
    assert Play("Mimicry") in legal_actions(g)
    act(g, Play("Mimicry"))
    assert (g.player("player").amber, g.player("opponent").amber) == (2, 1)  # stolen as Bait and Switch
    assert names(g.me.discard) == ["Mimicry"] and g.turn.uses == {"Bait and Switch": 1}


def test_the_house_check_is_on_the_card_before_it_becomes_a_copy():
    # Mimicry (Untamed) copying a Logos card still needs permission to be played with Logos
    # active, and spends Phase Shift's
    g = board({"house": "logos", "player": {"hand": ["Mimicry", "Phase Shift", "Troll"]},
               "opponent": {"discard": ["Foggify"]}})
    with pytest.raises(IllegalAction, match="untamed, not of the active house"):
        act(g, Play("Mimicry"))
    act(g, Play("Phase Shift"))
    act(g, Play("Mimicry"))
    with pytest.raises(IllegalAction, match="not of the active house"):
        act(g, Play("Troll"))


def test_the_copy_keywords_count_once_it_is_played():
    g = board({"house": "untamed", "player": {"hand": ["Fertility Chant", "Mimicry"]},
               "opponent": {"discard": ["Eureka!"]}})
    act(g, Play("Fertility Chant"))
    with pytest.raises(IllegalAction, match="alpha"):
        act(g, Play("Mimicry"))
    assert names(g.me.hand) == ["Mimicry"] and g.me.hand[0].copy is None


def test_a_flank_names_where_a_creature_changing_control_goes_and_only_on_play_or_use():
    """SCENARIOS.md Placement: a creature that changes control goes on the right flank unless the
    action says `flank: left`; `flank` on an action that cannot move a creature is refused."""
    from judge.engine.base import ScenarioError

    setup = {"house": "mars", "player": {"hand": ["Hypnobeam"], "battleline": ["Krump"]},
             "opponent": {"battleline": ["Troll"]}}
    for flank, line in ((None, ["Krump", "Troll"]), ("left", ["Troll", "Krump"])):
        action = {"play": "Hypnobeam", **({"flank": flank} if flank else {})}
        g = act(board(setup), action)
        assert names(g.player("player").battleline) == line
        assert g.placement is None  # the action's flank lasts only while it resolves
    with pytest.raises(ScenarioError, match="`flank` is for play and use actions"):
        from_fixture({"end_turn": None, "flank": "left"})
