"""Constant abilities and lasting effects that change what cards are: blank text boxes, power
and armor a creature "is considered to have", key costs, the damage a creature deals when
fighting, entering play stunned, Æmber spent from cards, and "cannot" restrictions on use."""
import pytest

from judge.engine.base import IllegalAction
from judge.engine.keyforge.actions import ChooseHouse, EndTurn, Play, Use
from judge.engine.keyforge.modifiers import armor, blank, key_cost, keyword, power

from .helpers import act, board, log, names, one

DECK = ["Troll"] * 6


def line(g, seat):
    return g.player(seat).battleline


def shadow_of_dis(player_setup: dict, opponent_setup: dict | None = None):
    """The opponent has played Shadow of Dis on their turn; now it is the player's turn."""
    g = board({"active": "opponent", "house": "dis",
               "opponent": {"hand": ["Shadow of Dis"], "deck": DECK, **(opponent_setup or {})},
               "player": {"houses": ["untamed", "shadows", "brobnar"], **player_setup}})
    act(g, Play("Shadow of Dis"))
    act(g, EndTurn())
    return g


# -- blank text boxes (Shadow of Dis) -----------------------------------------------------------------
def test_blank_text_removes_abilities_and_keywords_of_enemy_creatures_in_play():
    g = shadow_of_dis({"battleline": ["Urchin"], "artifacts": ["Banner of Battle"]}, {"battleline": ["Krump"]})
    urchin = one(line(g, "player"), "Urchin")
    assert blank(g, urchin) and keyword(g, urchin, "elusive") == 0
    assert power(g, urchin) == 2  # artifacts are not creatures: Banner of Battle still works
    assert not blank(g, one(line(g, "opponent"), "Krump"))  # the opponent's own creatures keep theirs


def test_a_creature_with_a_blank_text_box_has_no_play_ability():
    g = shadow_of_dis({"hand": ["Urchin"], "amber": 0}, {"amber": 3})
    act(g, ChooseHouse("shadows"))
    act(g, Play("Urchin"))
    assert (g.player("player").amber, g.player("opponent").amber) == (0, 4)  # 3 + Shadow of Dis's bonus
    assert "Urchin's text box is considered blank" in " ".join(log(g))


def test_blank_text_ends_when_its_player_next_turn_begins():
    g = shadow_of_dis({"battleline": ["Urchin"], "deck": DECK})
    urchin = one(line(g, "player"), "Urchin")
    act(g, ChooseHouse("shadows"))
    assert blank(g, urchin)
    act(g, EndTurn())
    assert not blank(g, urchin) and g.lasting == []
    assert "lasting effects until opponent's next turn expire: Shadow of Dis" in " ".join(log(g))


def test_alpha_is_checked_in_hand_where_text_is_not_blank():
    g = shadow_of_dis({"hand": ["Glimmer", "Glimmer"]})
    act(g, ChooseHouse("untamed"))
    act(g, Play("Glimmer"))
    with pytest.raises(IllegalAction, match="alpha"):
        act(g, Play("Glimmer"))


def test_omega_of_a_creature_with_a_blank_text_box_does_not_end_the_step():
    g = shadow_of_dis({"hand": ["Duskwitch", "Dust Pixie"]})
    act(g, ChooseHouse("untamed"))
    act(g, Play("Duskwitch"))
    assert g.step == "main"


def test_without_blank_text_duskwitch_ends_the_step_and_readies_entering_creatures():
    g = board({"house": "untamed", "player": {"hand": ["Duskwitch"], "battleline": ["Dust Pixie"]}})
    act(g, Play("Duskwitch"))
    assert g.step == "ready" and not one(line(g, "player"), "Duskwitch").exhausted


# -- considered power and armor, damage when fighting ---------------------------------------------------
def test_considered_power_and_armor_override_counters_and_modifiers():
    g = board({"house": "untamed", "player": {"artifacts": ["The Pale Star", "Dark Æmber Vault"],
                                               "battleline": [{"card": "Chonkers", "power": 2}, "Sequis"]}})
    chonkers, sequis = line(g, "player")
    assert power(g, chonkers) == 5 and armor(g, sequis) == 2
    act(g, Use("The Pale Star", "omni"))
    assert (power(g, chonkers), power(g, sequis), armor(g, sequis)) == (1, 1, 0)


def test_a_creature_that_only_deals_some_damage_when_fighting():
    g = board({"house": "saurian", "player": {"houses": ["saurian", "brobnar", "dis"],
                                               "battleline": ["Gargantodon"]},
               "opponent": {"battleline": ["Troll"]}})
    act(g, Use("Gargantodon", "fight", "Troll"))
    assert one(line(g, "opponent"), "Troll").damage == 4


def test_a_creature_that_enters_play_stunned():
    g = board({"house": "saurian", "player": {"houses": ["saurian", "brobnar", "dis"], "hand": ["Gargantodon"]}})
    act(g, Play("Gargantodon"))
    assert one(line(g, "player"), "Gargantodon").stunned


# -- key cost ------------------------------------------------------------------------------------------
def test_key_cost_follows_the_board_during_the_effect():
    g = board({"house": "dis", "player": {"hand": ["Waking Nightmare"], "deck": DECK,
                                           "battleline": ["Gabos Longarms", "Overlord Greking"]},
               "opponent": {"battleline": ["Troll"]}})
    act(g, Play("Waking Nightmare"))
    assert key_cost(g, "opponent") == 6  # only during the opponent's next turn
    act(g, EndTurn())
    assert key_cost(g, "opponent") == 8
    act(g, ChooseHouse("brobnar"))
    act(g, Use("Troll", "fight", "Gabos Longarms"))
    assert key_cost(g, "opponent") == 7


def test_aember_on_a_card_spent_as_if_in_the_pool_makes_forging_mandatory():
    g = board({"active": "opponent", "house": "brobnar", "opponent": {"deck": DECK},
               "player": {"amber": 3, "battleline": [{"card": "Senator Shrix", "amber": 3}]}})
    act(g, EndTurn())  # the player's forge step: 3 in the pool + 3 on Senator Shrix; the split is forced
    assert (g.me.keys, g.me.amber, line(g, "player")[0].amber) == (1, 0, 0)


def test_aember_spent_from_two_cards_counts_what_the_later_card_can_still_pay():
    """Two Senator Shrix with 3 Æmber each and an empty pool: the key (6) takes all 3 from each.
    The first card's least share is what the pool and the cards after it cannot pay (it asked
    for at least 6 from a card holding 3)."""
    g = board({"active": "opponent", "house": "brobnar", "opponent": {"deck": DECK},
               "player": {"battleline": [{"card": "Senator Shrix", "amber": 3}, {"card": "Senator Shrix", "amber": 3}]}})
    act(g, EndTurn())
    assert (g.me.keys, g.me.amber, [c.amber for c in line(g, "player")]) == (1, 0, [0, 0])


# -- "cannot" restrictions on using a card ------------------------------------------------------------------
@pytest.mark.parametrize("how", ["fight", "reap"])
def test_a_creature_that_cannot_fight_or_reap(how):
    g = board({"house": "saurian", "player": {"houses": ["saurian", "brobnar", "dis"],
                                               "battleline": ["Saurian Egg"]},
               "opponent": {"battleline": ["Troll"]}})
    action = Use("Saurian Egg", how, "Troll" if how == "fight" else None)
    with pytest.raises(IllegalAction, match="cannot fight or reap"):
        act(g, action)


def test_a_restriction_on_fighting_leaves_other_uses():
    g = board({"house": "shadows", "player": {"amber": 0, "battleline": ["Shoulder Id"]},
               "opponent": {"battleline": ["Troll"]}})
    with pytest.raises(IllegalAction, match="cannot fight"):
        act(g, Use("Shoulder Id", "fight", "Troll"))
    act(g, Use("Shoulder Id", "reap"))
    assert g.me.amber == 1


def test_a_grant_to_creatures_of_a_trait_asks_traits_without_asking_itself():
    """Professor Terato: "Each Mutant creature gains, “Reap: Draw a card.”": finding what it
    grants asks each creature's traits, which asks every ability in play; the abilities granted
    are not asked while they are being found (random play found it recursing without end)."""
    from judge.engine.keyforge.legal import legal_actions
    from judge.engine.keyforge.modifiers import abilities_of

    g = board({"house": "logos", "player": {"battleline": ["Professor Terato", "Krump"], "deck": ["Troll"]}})
    terato, krump = one(g.me.battleline, "Professor Terato"), one(g.me.battleline, "Krump")
    assert [b.has("reap") for b in abilities_of(g, terato)] == [False, True]  # a Mutant: it gains it
    assert [b.has("reap") for b in abilities_of(g, krump)] == [False]
    assert Use("Professor Terato", "reap") in legal_actions(g)
    act(g, Use("Professor Terato", "reap"))
    assert names(g.me.hand) == ["Troll"]
