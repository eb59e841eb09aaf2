"""Timing: "enters play" and end-of-turn triggers, Omega, abilities gained while a creature's
"Reap:" abilities resolve, "after armor prevents damage", forging and unforging keys, and
lasting effects that last until the end of the opponent's next turn."""
import pytest

from judge.engine.base import IllegalAction
from judge.engine.keyforge.actions import ChooseHouse, EndTurn, Play, Use

from .helpers import act, board, index, log, names, one


def line(g, seat):
    return g.player(seat).battleline


DECK = ["Troll"] * 6


# -- "after it enters play" ---------------------------------------------------------------------------
def test_an_enemy_creature_entering_play_triggers_pingle():
    g = board({"active": "opponent", "house": "brobnar", "opponent": {"hand": ["Troll"]},
               "player": {"battleline": ["Pingle Who Annoys"]}})
    act(g, Play("Troll"))
    assert one(line(g, "opponent"), "Troll").damage == 1
    assert index(g, "Troll enters play") < index(g, "Troll is dealt 1 damage")


def test_a_friendly_creature_entering_play_does_not_trigger_pingle():
    g = board({"house": "brobnar", "player": {"hand": ["Troll"], "battleline": ["Pingle Who Annoys"]}})
    act(g, Play("Troll"))
    assert one(line(g, "player"), "Troll").damage == 0


def test_a_creature_put_into_play_also_enters_play():
    # Overlord Greking puts the destroyed Krump into play under its controller: Krump enters
    # play, so the opponent's Pingle Who Annoys deals it 1 damage
    g = board({"house": "dis", "player": {"battleline": ["Overlord Greking"]},
               "opponent": {"battleline": ["Krump", "Pingle Who Annoys"]}})
    act(g, Use("Overlord Greking", "fight", "Krump"))
    krump = one(line(g, "player"), "Krump")
    assert krump.damage == 1 and krump.owner == "opponent"


def test_a_creature_destroyed_as_it_enters_play_triggers_nothing():
    # King of the Crag's constant ability destroys Pingle before anything triggers
    g = board({"active": "opponent", "house": "brobnar", "opponent": {"hand": ["King of the Crag"]},
               "player": {"battleline": ["Pingle Who Annoys"]}})
    act(g, Play("King of the Crag"))
    assert one(line(g, "opponent"), "King of the Crag").damage == 0
    assert names(g.player("player").discard) == ["Pingle Who Annoys"]


# -- entering play under another player's control, end of turn ---------------------------------------------
def test_a_card_that_enters_play_under_the_opponents_control():
    g = board({"house": "shadows", "player": {"hand": ["Scowly Caper"]}})
    act(g, Play("Scowly Caper"))
    caper = one(line(g, "opponent"), "Scowly Caper")
    assert caper.owner == "player" and caper.controller == "opponent" and line(g, "player") == []


def test_end_of_turn_ability_of_the_player_whose_turn_ends():
    # Scowly Caper (controlled by the opponent) destroys a neighbor at the end of ITS
    # controller's turn, not at the end of the player's
    g = board({"house": "brobnar", "player": {"deck": DECK},
               "opponent": {"houses": ["shadows", "brobnar", "dis"], "deck": DECK,
                            "battleline": ["Krump", {"card": "Scowly Caper", "owner": "player"}]}})
    act(g, EndTurn())
    assert names(line(g, "opponent")) == ["Krump", "Scowly Caper"]
    act(g, ChooseHouse("brobnar"))
    act(g, EndTurn())
    assert names(line(g, "opponent")) == ["Scowly Caper"]
    assert index(g, "opponent's turn ends") < index(g, "Krump is destroyed")


def test_scowly_caper_can_be_used_whatever_the_active_house():
    g = board({"house": "brobnar", "player": {"amber": 0, "battleline": ["Scowly Caper"]}})
    act(g, Use("Scowly Caper", "reap"))
    assert g.player("player").amber == 1


# -- Omega ------------------------------------------------------------------------------------------------
def test_omega_ends_step_3():
    g = board({"house": "untamed", "player": {"hand": ["Gravid Cycle", "Dust Pixie"], "discard": ["Troll"]}})
    act(g, Play("Gravid Cycle"))
    assert g.step == "ready"
    with pytest.raises(IllegalAction, match="step 3"):
        act(g, Play("Dust Pixie"))


def test_omega_of_a_card_played_by_an_ability_ends_the_step_too():
    g = board({"house": "logos", "player": {"hand": ["Wild Wormhole", "Phase Shift"],
                                             "deck": ["Gravid Cycle"], "discard": ["Troll"]}})
    act(g, Play("Wild Wormhole"))
    assert g.step == "ready" and "Troll" in names(g.me.hand)


def test_a_card_without_omega_does_not_end_the_step():
    g = board({"house": "untamed", "player": {"hand": ["Fertility Chant"]}})
    act(g, Play("Fertility Chant"))
    assert g.step == "main"


def test_omega_in_step_1_ends_only_step_1():
    g = board({"active": "opponent", "house": "brobnar",
               "player": {"houses": ["logos", "untamed", "dis"], "amber": 6, "deck": DECK,
                          "hand": ["Phase Shift"], "discard": ["Anger"],
                          "artifacts": ["Strange Gizmo"],
                          "battleline": [{"card": "Jargogle", "under": ["Gravid Cycle"]}]}})
    act(g, EndTurn(), "Jargogle")
    assert g.step == "house" and g.me.keys == 1
    act(g, ChooseHouse("logos"))
    act(g, Play("Phase Shift"))
    assert names(g.me.discard)[0] == "Phase Shift"


# -- abilities gained while a creature's "Reap:" abilities resolve -------------------------------------------
def test_a_reap_ability_gained_while_reaping_resolves_too():
    g = board({"house": "shadows", "player": {"battleline": ["Nexus"], "deck": ["Troll"]},
               "opponent": {"artifacts": ["Spectral Tunneler"], "battleline": ["Krump"]}})
    act(g, Use("Nexus", "reap"), "Nexus")
    assert names(g.me.hand) == ["Troll"]


def test_a_reap_ability_gained_by_another_creature_does_not_resolve():
    g = board({"house": "shadows", "player": {"battleline": ["Nexus"], "deck": ["Troll"]},
               "opponent": {"artifacts": ["Spectral Tunneler"], "battleline": ["Krump"]}})
    act(g, Use("Nexus", "reap"), "Krump")
    assert g.me.hand == []


def test_each_reap_ability_resolves_once():
    g = board({"house": "logos", "player": {"artifacts": ["Spectral Tunneler"], "battleline": ["Replicator"],
                                             "deck": ["Troll", "Krump"]}})
    act(g, Use("Spectral Tunneler", "action"))
    act(g, Use("Replicator", "reap"))
    assert names(g.me.hand) == ["Troll"]  # "Reap: Draw a card." once, no loop


# -- after armor prevents damage ------------------------------------------------------------------------
def test_after_armor_prevents_damage_maruck_captures_that_much():
    # Bumpsy deals 5: 1 is prevented by armor, so Maruck captures 1 from its opponent's pool
    g = board({"house": "brobnar", "player": {"amber": 2, "battleline": ["Bumpsy"]},
               "opponent": {"amber": 3, "battleline": ["Maruck the Marked"]}})
    act(g, Use("Bumpsy", "fight", "Maruck the Marked"))
    maruck = one(line(g, "opponent"), "Maruck the Marked")
    assert (maruck.damage, maruck.amber, g.player("player").amber) == (4, 1, 1)


def test_armor_that_prevents_nothing_captures_nothing():
    g = board({"house": "sanctum", "player": {"amber": 2, "artifacts": ["Hallowed Shield"],
                                               "battleline": ["Maruck the Marked"]},
               "opponent": {"amber": 3, "battleline": ["Yxilo Bolter"]}})
    act(g, Use("Hallowed Shield", "action"), "Maruck the Marked")
    act(g, Use("Maruck the Marked", "fight", "Yxilo Bolter"))
    maruck = one(line(g, "player"), "Maruck the Marked")
    assert (maruck.damage, maruck.amber, maruck.armor_used) == (0, 0, 0)


# -- forging and unforging keys -----------------------------------------------------------------------------
def test_a_card_forges_a_key_at_current_cost():
    g = board({"house": "untamed", "player": {"amber": 7, "hand": ["Key Charge"]}})
    act(g, Play("Key Charge"), "yes")
    assert (g.me.keys, g.me.amber) == (1, 0) and g.turn.keys_forged == 1


def test_key_charge_may_not_forge():
    g = board({"house": "untamed", "player": {"amber": 7, "hand": ["Key Charge"]}})
    act(g, Play("Key Charge"), "no")
    assert (g.me.keys, g.me.amber) == (0, 6)


def test_forging_the_third_key_wins_before_after_forge_abilities():
    g = board({"house": "untamed", "player": {"amber": 7, "keys": 2, "hand": ["Key Charge"],
                                               "battleline": ["Forgemaster Og"]}})
    act(g, Play("Key Charge"), "yes")
    assert g.winner == "player" and "Forgemaster Og" not in " ".join(log(g))


def test_key_hammer_unforges_a_key_forged_on_the_opponents_previous_turn():
    setup = {"active": "opponent", "step": "forge",
             "opponent": {"houses": ["brobnar", "dis", "logos"], "amber": 6, "deck": DECK},
             "player": {"houses": ["dis", "brobnar", "logos"], "hand": ["Key Hammer"]}}
    g = board(setup)
    act(g, ChooseHouse("brobnar"))
    act(g, EndTurn())
    act(g, ChooseHouse("dis"))
    act(g, Play("Key Hammer"))
    assert (g.player("opponent").keys, g.player("opponent").amber) == (0, 6)


def test_key_hammer_unforges_nothing_when_no_key_was_forged_last_turn():
    g = board({"house": "dis", "player": {"hand": ["Key Hammer"]}, "opponent": {"keys": 2}})
    act(g, Play("Key Hammer"))
    assert (g.player("opponent").keys, g.player("opponent").amber) == (2, 6)


def test_a_key_forged_on_this_turn_is_not_the_previous_turn():
    # the opponent forged on an earlier turn, not on their previous one
    g = board({"house": "dis", "player": {"hand": ["Tendrils of Pain"], "battleline": ["Troll"]},
               "opponent": {"keys": 1}})
    act(g, Play("Tendrils of Pain"))
    assert one(line(g, "player"), "Troll").damage == 1


# -- lasting effects on the opponent's next turn -------------------------------------------------------------
def test_foggify_lasts_through_the_opponents_next_turn_only():
    g = board({"house": "logos", "player": {"hand": ["Foggify"], "battleline": ["Troll"], "deck": DECK},
               "opponent": {"houses": ["brobnar", "dis", "logos"], "battleline": ["Krump"], "deck": DECK}})
    act(g, Play("Foggify"))
    act(g, EndTurn())
    act(g, ChooseHouse("brobnar"))
    with pytest.raises(IllegalAction, match="cannot use creatures to fight"):
        act(g, Use("Krump", "fight", "Troll"))
    act(g, Use("Krump", "reap"))  # reaping is still allowed
    act(g, EndTurn())
    assert g.lasting == []


def test_foggify_does_not_stop_the_player_who_played_it():
    g = board({"house": "logos", "player": {"hand": ["Foggify"], "battleline": ["Replicator"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    act(g, Play("Foggify"))
    act(g, Use("Replicator", "fight", "Dust Pixie"))
    assert line(g, "opponent") == []


@pytest.mark.parametrize("first, given, left", [("Forgemaster Og", 0, 0), ("Interdimensional Graft", 4, 0)])
def test_graft_and_forgemaster_og_resolve_in_the_active_players_order(first, given, left):
    g = board({"house": "logos", "player": {"amber": 0, "hand": ["Interdimensional Graft"], "deck": DECK},
               "opponent": {"amber": 10, "battleline": ["Forgemaster Og"]}})
    act(g, Play("Interdimensional Graft"))
    act(g, EndTurn(), first)
    assert (g.player("player").amber, g.player("opponent").amber) == (1 + given, left)


def test_graft_does_nothing_when_the_opponent_forges_no_key():
    g = board({"house": "logos", "player": {"amber": 0, "hand": ["Interdimensional Graft"], "deck": DECK},
               "opponent": {"amber": 4}})
    act(g, Play("Interdimensional Graft"))
    act(g, EndTurn())
    assert (g.player("player").amber, g.player("opponent").amber) == (1, 4)


# -- neighbors when used, before an action resolves, discarding, readying ------------------------------------
def test_a_neighbor_used_to_fight_counts_even_if_destroyed():
    g = board({"house": "shadows", "player": {"amber": 0, "battleline": ["Little Niff", "Ronnie Wristclocks"]},
               "opponent": {"amber": 2, "battleline": ["Krump"]}})
    act(g, Use("Ronnie Wristclocks", "fight", "Krump"))
    assert g.me.amber == 1


def test_a_creature_that_is_not_a_neighbor_does_not_count():
    g = board({"house": "shadows", "player": {"amber": 0,
                                               "battleline": ["Little Niff", "Urchin", "Ronnie Wristclocks"]},
               "opponent": {"amber": 2, "battleline": ["Krump"]}})
    act(g, Use("Ronnie Wristclocks", "fight", "Krump"))
    assert g.me.amber == 0


def test_after_an_action_is_played_but_before_it_resolves():
    g = board({"house": "shadows", "player": {"hand": ["Poison Wave"],
                                               "battleline": [{"card": "Krump", "upgrades": ["Encounter Suit"]}]}})
    act(g, Play("Poison Wave"))
    krump = one(line(g, "player"), "Krump")
    assert (krump.damage, krump.warded) == (0, False)
    assert index(g, "Æmber bonus") < index(g, "Krump is warded") < index(g, "its ward is discarded")


def test_a_creature_played_does_not_trigger_before_an_action_resolves():
    g = board({"house": "brobnar", "player": {"hand": ["Bumpsy"],
                                               "battleline": [{"card": "Krump", "upgrades": ["Encounter Suit"]}]}})
    act(g, Play("Bumpsy"))
    assert not one(line(g, "player"), "Krump").warded


@pytest.mark.parametrize("card, hurled", [("Anger", True), ("Phase Shift", False)])
def test_discarding_a_brobnar_card_from_hand(card, hurled):
    g = board({"house": "brobnar" if card == "Anger" else "logos",
               "player": {"hand": [card], "battleline": ["Rock-Hurling Giant"]},
               "opponent": {"battleline": ["Troll"]}})
    act(g, {"discard": card}, *(["yes", "Troll"] if hurled else []))
    assert one(line(g, "opponent"), "Troll").damage == (4 if hurled else 0)


def test_readying_replaced_for_creatures_only():
    g = board({"house": "brobnar", "player": {"deck": DECK, "artifacts": [{"card": "Banner of Battle", "exhausted": True}],
                                               "battleline": [{"card": "Troll", "exhausted": True}]},
               "opponent": {"battleline": ["The Chosen One"]}})
    act(g, EndTurn())
    assert one(line(g, "player"), "Troll").exhausted and not g.player("player").artifacts[0].exhausted
    assert one(line(g, "opponent"), "The Chosen One").damage == 1


def test_the_chosen_one_does_not_replace_its_controllers_readying():
    g = board({"house": "brobnar", "player": {"deck": DECK, "battleline": [{"card": "The Chosen One", "exhausted": True}]}})
    act(g, EndTurn())
    assert not one(line(g, "player"), "The Chosen One").exhausted


# -- keyword order, forging replaced --------------------------------------------------------------------
@pytest.mark.parametrize("first, aember", [("Siren Horn", 1), ("Assault 2", 0)])
def test_assault_and_before_fight_abilities_are_ordered_by_the_active_player(first, aember):
    # Siren Horn first: its Æmber is on Krump when assault destroys it, and goes to the player;
    # assault first: Krump is gone and the Æmber stays on the attacker
    g = board({"house": "untamed", "player": {"amber": 0, "battleline": [
                   {"card": "Ancient Bear", "amber": 1, "upgrades": ["Siren Horn"]}]},
               "opponent": {"battleline": [{"card": "Krump", "damage": 4}]}})
    act(g, Use("Ancient Bear", "fight", "Krump"), first)
    assert (g.me.amber, line(g, "player")[0].amber) == (aember, 1 - aember)


@pytest.mark.parametrize("rulebook, forged", [(None, True), ("1.3", False)])
def test_keyforgery_only_on_their_turn_under_the_erratum(rulebook, forged):
    # the player's Troll fights the opponent's Keyfrog on the player's turn: Keyfrog makes the
    # opponent forge; the printed Keyforgery applies, the erratum ("on their turn") does not
    g = board({"house": "brobnar", "player": {"hand": ["Troll"], "artifacts": ["Keyforgery"],
                                               "battleline": ["Krump"]},
               "opponent": {"amber": 6, "battleline": ["Keyfrog"]}}, rulebook=rulebook)
    act(g, Use("Krump", "fight", "Keyfrog"), *([] if forged else ["dis"]))
    assert g.player("opponent").keys == (1 if forged else 0)


# -- a triggered ability whose card has left play ----------------------------------------------------
def test_an_ability_resolves_for_its_controller_after_its_card_left_play():
    """Badgemagus fights: its "Fight:" and Little Niff's "after a neighbor of Little Niff is used
    to fight, steal 1" trigger together. Badgemagus's resolves first and makes Niff fight; the
    Containment Field on Niff then destroys it. Niff's steal still resolves (an ability, once
    triggered, resolves even if its card leaves play), for the player who controlled Niff
    immediately before it left (Leaves Play). It raised KeyError: the card's controller was
    read after it had been cleared (random play, seed 778999)."""
    g = board({"house": "sanctum",
               "player": {"battleline": ["Badgemagus", {"card": "Little Niff", "upgrades": ["Containment Field"]}]},
               "opponent": {"amber": 3, "battleline": ["Dust Pixie", "Dust Pixie"]}})
    act(g, Use("Badgemagus", "fight", "Dust Pixie"), "Badgemagus")
    assert "Little Niff" in names(g.me.discard)
    assert g.player("opponent").amber == 2 and g.me.amber == 1
    assert index(g, "Little Niff is destroyed") < index(g, "steals 1")
