"""Lasting effects, restrictions and permissions read from card texts (durations.lark,
restrictions.lark, lasting_permissions.lark, lasting.lark), each on a small board: the effect
holds for its printed duration and no longer, binds whom it names, and a permission is no
decision. The cards are real cards the grammar reads; each test quotes the printed text."""
import pytest

from judge.engine.base import IllegalAction
from judge.engine.keyforge.abilities import implementation
from judge.engine.keyforge.actions import ChooseHouse, EndTurn, Play, Use
from judge.engine.keyforge.modifiers import armor, key_cost, keyword

from ..helpers import act, board, names, one


def read(g, *titles):
    for title in titles:
        card = next(c for _, _, c in g.all_cards() if c.name == title)
        assert implementation(card.printed)[1] == "read", f"{title} is not read by the grammar"


def line(g, seat="player"):
    return g.player(seat).battleline


def refused(g, action, needle):
    with pytest.raises(IllegalAction, match=needle):
        act(g, action)


def next_turn(g, house):
    """End the active player's turn; the other player chooses `house`."""
    act(g, EndTurn())
    act(g, ChooseHouse(house))


# -- durations ---------------------------------------------------------------------------------------
def test_for_the_remainder_of_the_turn_then_it_expires():
    # Abond the Armorsmith: "Other friendly creatures get +1 armor. Action: For the remainder of the
    # turn, other friendly creatures get +1 armor."
    g = board({"house": "sanctum", "player": {"battleline": ["Abond the Armorsmith", "Troll"]},
               "opponent": {"houses": ["brobnar"], "battleline": ["Krump"]}})
    read(g, "Abond the Armorsmith")
    troll, abond = one(line(g), "Troll"), one(line(g), "Abond the Armorsmith")
    assert armor(g, troll) == 1 and armor(g, abond) == 0  # the constant ability
    act(g, Use("Abond the Armorsmith", "action"))
    assert armor(g, troll) == 2 and armor(g, abond) == 0
    next_turn(g, "brobnar")
    assert armor(g, troll) == 1 and g.lasting == []


def test_keys_cost_more_only_during_the_opponents_next_turn():
    # Lash of Broken Dreams: "Action: Keys cost +3A during your opponent's next turn."
    g = board({"house": "dis", "player": {"artifacts": ["Lash of Broken Dreams"], "amber": 2},
               "opponent": {"houses": ["brobnar"], "amber": 8}})
    read(g, "Lash of Broken Dreams")
    act(g, Use("Lash of Broken Dreams", "action"))
    assert key_cost(g, "player") == 6 and key_cost(g, "opponent") == 6  # not this turn
    act(g, EndTurn())  # the opponent's turn: their forge step
    assert g.player("opponent").keys == 0 and g.player("opponent").amber == 8
    assert key_cost(g, "opponent") == 9 and key_cost(g, "player") == 9  # "keys": each player's
    act(g, ChooseHouse("brobnar"))
    next_turn(g, "dis")
    assert key_cost(g, "player") == 6 and g.lasting == []


def test_the_opponents_keys_cost_more_during_their_next_turn():
    # Rhetor Gallim: "Play: Your opponent's keys cost +3A during their next turn."
    g = board({"house": "saurian", "player": {"hand": ["Rhetor Gallim"]}, "opponent": {"houses": ["brobnar"]}})
    read(g, "Rhetor Gallim")
    act(g, Play("Rhetor Gallim"))
    next_turn(g, "brobnar")
    assert key_cost(g, "opponent") == 9 and key_cost(g, "player") == 6


def test_until_the_start_of_your_next_turn_creatures_cannot_be_used_to_reap():
    # Sow Salt (WC): "Alpha. Play: Until the start of your next turn, creatures cannot be used to reap."
    g = board({"house": "saurian", "player": {"hand": ["Sow Salt"], "battleline": ["Legatus Raptor"]},
               "opponent": {"houses": ["brobnar"], "battleline": ["Troll"]}})
    read(g, "Sow Salt")
    act(g, Play("Sow Salt"))
    refused(g, Use("Legatus Raptor", "reap"), "cannot be used to reap")
    next_turn(g, "brobnar")
    refused(g, Use("Troll", "reap"), "cannot be used to reap")
    next_turn(g, "saurian")
    act(g, Use("Legatus Raptor", "reap"))
    assert g.player("player").amber == 2  # the Æmber bonus of Sow Salt, then the reap


def test_a_lasting_restriction_made_now_is_not_in_force_until_the_opponents_turn():
    # Lucky Dice: "Omni: Destroy Lucky Dice. During your opponent's next turn, friendly creatures
    # cannot be dealt damage."
    g = board({"house": "brobnar", "player": {"artifacts": ["Lucky Dice"], "battleline": ["Troll"]},
               "opponent": {"houses": ["brobnar"], "battleline": ["Krump", "Bumpsy"]}})
    read(g, "Lucky Dice")
    act(g, Use("Lucky Dice", "omni"))
    act(g, Use("Troll", "fight", "Krump"))
    troll = one(line(g), "Troll")
    assert troll.damage == 6  # this turn it is not in force
    next_turn(g, "brobnar")
    act(g, Use("Bumpsy", "fight", "Troll"))
    assert troll.damage == 6 and names(line(g)) == ["Troll"]


def test_creatures_you_control_keep_a_keyword_through_the_opponents_turn():
    # Hideaway Hole: "Omni: Sacrifice Hideaway Hole. Creatures you control gain elusive until the
    # start of your next turn."
    g = board({"house": "brobnar", "player": {"artifacts": ["Hideaway Hole"], "battleline": ["Troll"]},
               "opponent": {"houses": ["brobnar"], "battleline": ["Krump"]}})
    read(g, "Hideaway Hole")
    act(g, Use("Hideaway Hole", "omni"))
    troll = one(line(g), "Troll")
    next_turn(g, "brobnar")
    assert keyword(g, troll, "elusive") == 1 and keyword(g, one(line(g, "opponent"), "Krump"), "elusive") == 0
    act(g, Use("Krump", "fight", "Troll"))
    assert troll.damage == 0 and one(line(g, "opponent"), "Krump").damage == 0  # elusive
    next_turn(g, "brobnar")
    assert keyword(g, troll, "elusive") == 0


def test_a_creature_loses_a_keyword():
    # Sniffer: "Action: For the remainder of the turn, each creature loses elusive."
    g = board({"house": "mars", "player": {"artifacts": ["Sniffer"], "battleline": ["Grommid"]},
               "opponent": {"battleline": ["Urchin"]}})
    read(g, "Sniffer")
    act(g, Use("Sniffer", "action"))
    act(g, Use("Grommid", "fight", "Urchin"))
    assert names(line(g, "opponent")) == [] and "Urchin" in names(g.player("opponent").discard)


def test_it_loses_a_keyword_until_your_next_turn():
    # Reckless Rizzo: "Elusive. Action: Steal 2A. Until the start of your next turn, Reckless Rizzo
    # loses elusive."
    g = board({"house": "shadows", "player": {"battleline": ["Reckless Rizzo"]},
               "opponent": {"houses": ["brobnar"], "amber": 3}})
    read(g, "Reckless Rizzo")
    rizzo = one(line(g), "Reckless Rizzo")
    act(g, Use("Reckless Rizzo", "action"))
    assert g.player("player").amber == 2 and keyword(g, rizzo, "elusive") == 0
    next_turn(g, "brobnar")
    assert keyword(g, rizzo, "elusive") == 0
    next_turn(g, "shadows")
    assert keyword(g, rizzo, "elusive") == 1


# -- restrictions -----------------------------------------------------------------------------------
def test_the_opponent_cannot_play_action_cards_on_their_next_turn():
    # Scrambler Storm: "Play: Your opponent cannot play action cards on their next turn."
    g = board({"house": "logos", "player": {"hand": ["Scrambler Storm", "Phase Shift"]},
               "opponent": {"houses": ["untamed"], "hand": ["Fogbank", "Dust Pixie"]}})
    read(g, "Scrambler Storm")
    act(g, Play("Scrambler Storm"))
    act(g, Play("Phase Shift"))  # it binds the opponent only
    next_turn(g, "untamed")
    refused(g, Play("Fogbank"), "cannot play action cards")
    act(g, Play("Dust Pixie"))
    act(g, EndTurn())
    assert g.lasting == []


def test_you_cannot_play_creatures():
    # Grommid: "You cannot play creatures."
    g = board({"house": "mars", "player": {"hand": ["Sniffer", "Grommid"], "battleline": ["Grommid"]}})
    read(g, "Grommid")
    refused(g, Play("Grommid"), "cannot play creatures")
    act(g, Play("Sniffer"))


def test_the_opponent_cannot_play_more_than_two_cards_each_turn():
    # Ember Imp: "Your opponent cannot play more than 2 cards each turn."
    g = board({"house": "untamed", "player": {"hand": ["Dust Pixie", "Dust Pixie", "Fogbank"]},
               "opponent": {"battleline": ["Ember Imp"]}})
    read(g, "Ember Imp")
    act(g, Play("Dust Pixie"))
    act(g, Play("Dust Pixie"))
    refused(g, Play("Fogbank"), "cannot play more than 2 cards")


def test_the_opponent_cannot_use_creatures_to_fight_on_their_next_turn():
    # Fogbank: "Play: Your opponent cannot use creatures to fight on their next turn."
    g = board({"house": "untamed", "player": {"hand": ["Fogbank"], "battleline": ["Dust Pixie"]},
               "opponent": {"houses": ["brobnar"], "battleline": ["Troll", "Krump"]}})
    read(g, "Fogbank")
    act(g, Play("Fogbank"))
    next_turn(g, "brobnar")
    refused(g, Use("Troll", "fight", "Dust Pixie"), "cannot use creatures to fight")
    act(g, Use("Krump", "reap"))
    assert g.player("opponent").amber == 1


def test_enemy_creatures_cannot_reap():
    # Barrister Joya: "Enemy creatures cannot reap."
    g = board({"active": "opponent", "house": "brobnar",
               "player": {"battleline": ["Barrister Joya"]}, "opponent": {"battleline": ["Troll", "Krump"]}})
    read(g, "Barrister Joya")
    refused(g, Use("Troll", "reap"), "cannot reap")
    act(g, Use("Krump", "fight", "Barrister Joya"))


def test_its_neighbors_cannot_reap():
    # Narp: "Narp's neighbors cannot reap."
    g = board({"house": "brobnar", "player": {"battleline": ["Troll", "Narp", "Krump", "Bumpsy"]}})
    read(g, "Narp")
    refused(g, Use("Troll", "reap"), "cannot reap")
    refused(g, Use("Krump", "reap"), "cannot reap")
    act(g, Use("Narp", "reap"))
    act(g, Use("Bumpsy", "reap"))
    assert g.player("player").amber == 2


def test_an_upgrade_stops_its_creature_reaping():
    # Access Denied: "This creature cannot reap." Matter Maker: "You may play upgrades as if they
    # were in the active house."
    g = board({"house": "brobnar", "player": {"hand": ["Access Denied"], "artifacts": ["Matter Maker"],
                                              "battleline": ["Troll", "Krump"]}})
    read(g, "Access Denied", "Matter Maker")
    act(g, Play("Access Denied"), "Troll")  # a Star Alliance upgrade, played on a Brobnar turn
    refused(g, Use("Troll", "reap"), "cannot reap")
    act(g, Use("Krump", "reap"))
    assert g.player("player").amber == 2  # the upgrade's Æmber bonus, then Krump's reap


def test_each_friendly_creature_cannot_be_dealt_damage_for_the_turn():
    # Potion of Invulnerability: "Omni: Sacrifice Potion of Invulnerability. For the remainder of
    # the turn, each friendly creature cannot be dealt damage."
    g = board({"house": "sanctum", "player": {"artifacts": ["Potion of Invulnerability"], "battleline": ["Sequis"]},
               "opponent": {"houses": ["brobnar"], "battleline": ["Troll", "Krump"]}})
    read(g, "Potion of Invulnerability")
    act(g, Use("Potion of Invulnerability", "omni"))
    act(g, Use("Sequis", "fight", "Troll"))
    sequis = one(line(g), "Sequis")
    assert sequis.damage == 0 and one(line(g, "opponent"), "Troll").damage == 4
    next_turn(g, "brobnar")
    act(g, Use("Krump", "fight", "Sequis"))
    assert "Sequis" in names(g.player("player").discard)


def test_that_creature_cannot_be_dealt_damage_for_the_turn():
    # Protectrix: "Reap: You may fully heal a creature. If you do, that creature cannot be dealt
    # damage for the remainder of the turn."
    g = board({"house": "sanctum", "player": {"battleline": ["Protectrix", {"card": "Sequis", "damage": 2},
                                                             "Barrister Joya"]},
               "opponent": {"battleline": ["Troll"]}})
    read(g, "Protectrix")
    act(g, Use("Protectrix", "reap"), "yes", "Sequis")
    sequis = one(line(g), "Sequis")
    assert sequis.damage == 0
    act(g, Use("Sequis", "fight", "Troll"))
    act(g, Use("Barrister Joya", "fight", "Troll"))
    assert sequis.damage == 0 and "Barrister Joya" in names(g.player("player").discard)


@pytest.mark.parametrize("keys,forged", [(0, 0), (1, 2)])
def test_players_cannot_forge_their_first_key(keys, forged):
    # Bronze Key Imp: "Elusive. Players cannot forge their first key."
    g = board({"step": "forge", "house": "dis", "player": {"amber": 7, "keys": keys},
               "opponent": {"battleline": ["Bronze Key Imp"]}})
    read(g, "Bronze Key Imp")
    assert g.player("player").keys == forged and g.player("player").amber == (7 if forged == 0 else 1)


# -- permissions (no decision: the plays and uses they allow are legal) ------------------------------
def test_play_one_non_logos_card_then_the_permission_is_spent():
    # Helper Bot: "Play: You may play one non-Logos card this turn."
    g = board({"house": "logos", "player": {"hand": ["Helper Bot", "Troll", "Krump"]}})
    read(g, "Helper Bot")
    act(g, Play("Helper Bot"))
    act(g, Play("Troll"))
    refused(g, Play("Krump"), "not of the active house")


def test_each_such_effect_allows_its_own_card():
    # Two Helper Bots: two non-Logos cards (FAQ, Phase Shift: "Each copy ... allows you to play an
    # additional non-Logos card").
    g = board({"house": "logos", "player": {"hand": ["Helper Bot", "Helper Bot", "Troll", "Krump", "Bumpsy"]}})
    act(g, Play("Helper Bot"))
    act(g, Play("Helper Bot"))
    act(g, Play("Troll"))
    act(g, Play("Krump"))
    refused(g, Play("Bumpsy"), "not of the active house")


def test_play_or_use_one_card_of_a_house():
    # Brobnar Ambassador: "Elusive. Fight/Reap: You may play or use a Brobnar card this turn."
    g = board({"house": "sanctum", "player": {"hand": ["Krump"], "battleline": ["Brobnar Ambassador", "Troll"]}})
    read(g, "Brobnar Ambassador")
    act(g, Use("Brobnar Ambassador", "reap"))
    act(g, Use("Troll", "reap"))
    refused(g, Play("Krump"), "not of the active house")
    assert g.player("player").amber == 2


def test_use_friendly_creatures_of_a_house_for_the_turn():
    # Sigil of Brotherhood: "Omni: Sacrifice Sigil of Brotherhood. For the remainder of the turn,
    # you may use friendly Sanctum creatures."
    g = board({"house": "brobnar", "player": {"artifacts": ["Sigil of Brotherhood"],
                                              "battleline": ["Sequis", "Barrister Joya", "Silvertooth"]},
               "opponent": {"houses": ["brobnar"]}})
    read(g, "Sigil of Brotherhood")
    act(g, Use("Sigil of Brotherhood", "omni"))
    act(g, Use("Sequis", "reap"))
    act(g, Use("Barrister Joya", "reap"))
    refused(g, Use("Silvertooth", "reap"), "not of the active house")
    next_turn(g, "brobnar")
    assert g.lasting == []


def test_each_friendly_creature_may_fight_but_not_reap():
    # Follow the Leader: "Play: For the remainder of the turn, each friendly creature may fight."
    g = board({"house": "brobnar", "player": {"hand": ["Follow the Leader"], "battleline": ["Sequis", "Protectrix"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    read(g, "Follow the Leader")
    act(g, Play("Follow the Leader"))
    act(g, Use("Sequis", "fight", "Dust Pixie"))
    refused(g, Use("Protectrix", "reap"), "not of the active house")
    assert names(line(g, "opponent")) == []


def test_use_it_as_if_it_belonged_to_the_active_house():
    # Mack the Knife: "You may use Mack the Knife as if it belonged to the active house."
    g = board({"house": "brobnar", "player": {"battleline": ["Mack the Knife", "Silvertooth"]}})
    read(g, "Mack the Knife")
    act(g, Use("Mack the Knife", "reap"))
    refused(g, Use("Silvertooth", "reap"), "not of the active house")


def test_cannot_wins_over_a_permission():
    # Follow the Leader lets Sequis fight; Fogbank, played by the opponent the turn before, says
    # the player cannot use creatures to fight (Cannot vs Permissive).
    g = board({"active": "opponent", "house": "untamed",
               "opponent": {"hand": ["Fogbank"], "houses": ["untamed"], "battleline": ["Dust Pixie"]},
               "player": {"houses": ["brobnar"], "hand": ["Follow the Leader"], "battleline": ["Sequis"]}})
    act(g, Play("Fogbank"))
    next_turn(g, "brobnar")
    act(g, Play("Follow the Leader"))
    refused(g, Use("Sequis", "fight", "Dust Pixie"), "cannot use creatures to fight")


def test_ready_and_use_a_friendly_non_trait_creature():
    # Giltspine Netcaster: "Reap: Ready and use a friendly non-Aquan creature."
    g = board({"house": "unfathomable", "player": {"battleline": ["Giltspine Netcaster (DT 307)", {"card": "Troll", "exhausted": True}]}})
    read(g, "Giltspine Netcaster")
    act(g, Use("Giltspine Netcaster (DT 307)", "reap"))
    assert g.player("player").amber == 2 and one(line(g), "Troll").exhausted


def test_until_the_end_of_your_next_turn():
    # We Can ALL Win: "Alpha. Play: Each player's keys cost -2A until the end of your next turn."
    g = board({"house": "staralliance", "player": {"houses": ["staralliance"], "hand": ["We Can ALL Win"]},
               "opponent": {"houses": ["brobnar"]}})
    read(g, "We Can ALL Win")
    act(g, Play("We Can ALL Win"))
    assert key_cost(g, "player") == 4 and key_cost(g, "opponent") == 4
    next_turn(g, "brobnar")
    assert key_cost(g, "opponent") == 4
    next_turn(g, "staralliance")
    assert key_cost(g, "player") == 4
    act(g, EndTurn())
    assert key_cost(g, "player") == 6 and g.lasting == []


def test_the_opponent_skips_the_forge_step_on_their_next_turn():
    # Miasma: "Play: Your opponent skips the “forge a key” step on their next turn."
    g = board({"house": "shadows", "player": {"hand": ["Miasma"]}, "opponent": {"houses": ["brobnar"], "amber": 7}})
    read(g, "Miasma")
    act(g, Play("Miasma"))
    act(g, EndTurn())
    assert g.player("opponent").keys == 0 and g.player("opponent").amber == 7
    assert any("skips the “forge a key” step" in line.text for line in g.trace.lines)
    act(g, ChooseHouse("brobnar"))
    next_turn(g, "shadows")
    act(g, EndTurn())  # their following turn: they forge
    assert g.player("opponent").keys == 1


def test_your_aember_cannot_be_stolen():
    # The Vaultkeeper: "Your A cannot be stolen."
    g = board({"active": "opponent", "house": "dis", "player": {"amber": 3, "battleline": ["The Vaultkeeper"]},
               "opponent": {"battleline": ["Pit Demon"]}})
    read(g, "The Vaultkeeper")
    act(g, Use("Pit Demon", "action"))
    assert (g.player("player").amber, g.player("opponent").amber) == (3, 0)


def test_the_next_creature_you_play_enters_play_ready_once():
    # Soft Landing: "Play: The next creature or artifact you play this turn enters play ready."
    g = board({"house": "mars", "player": {"hand": ["Soft Landing", "Blypyp", "Blypyp"]}})
    read(g, "Soft Landing")
    act(g, Play("Soft Landing"))
    act(g, Play("Blypyp"))
    act(g, Play("Blypyp"))
    first, second = line(g)
    assert not first.exhausted and second.exhausted


def test_two_next_creature_effects_are_both_spent_on_the_next_creature():
    # Blypyp: "Reap: The next Mars creature you play this turn enters play ready." and Soft Landing:
    # "Play: The next creature or artifact you play this turn enters play ready.": both name the
    # same next creature; once it is played, neither is left for the one after it.
    g = board({"house": "mars", "player": {"battleline": ["Blypyp"], "hand": ["Soft Landing", "Blypyp", "Blypyp"]}})
    read(g, "Soft Landing", "Blypyp")
    act(g, Use("Blypyp", "reap"))
    act(g, Play("Soft Landing"))
    act(g, Play("Blypyp"))
    act(g, Play("Blypyp"))
    _reaper, first, second = line(g)
    assert not first.exhausted and second.exhausted


def test_a_permission_in_quotes_lets_the_creature_wearing_it_be_used():
    # Mantle of the Zealot: "This creature gains, “You may use this creature as if it belonged to
    # the active house.”" (an ability in quotes, constant_more.lark, holding a permission,
    # lasting_permissions.lark): only the creature it is on
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Sequis", "upgrades": ["Mantle of the Zealot"]},
                                                             "Dust Pixie"]}})
    read(g, "Mantle of the Zealot")
    refused(g, Use("Dust Pixie", "reap"), "not of the active house")
    act(g, Use("Sequis", "reap"))
    assert g.player("player").amber == 1 and one(line(g), "Sequis").exhausted  # reaped


def test_can_be_used_as_if_in_the_active_house_but_can_only_fight():
    # Horseman of War: "Play: For the remainder of the turn, each friendly creature can be used as
    # if they were in the active house, but can only fight."
    g = board({"house": "sanctum", "player": {"hand": ["Horseman of War"], "battleline": ["Troll", "Sequis"]},
               "opponent": {"battleline": ["Dust Pixie", "Urchin"]}})
    read(g, "Horseman of War")
    act(g, Play("Horseman of War"))
    refused(g, Use("Sequis", "reap"), "can only fight")
    act(g, Use("Troll", "fight", "Dust Pixie"))
    assert names(line(g, "opponent")) == ["Urchin"]


def test_play_cards_of_houses_you_have_in_play_and_use_none():
    # United Action: "Alpha. Play: For the remainder of the turn, you may play cards from any house
    # for which you have a card in play. You cannot use cards this turn."
    g = board({"house": "staralliance", "player": {"hand": ["United Action", "Krump", "Dust Pixie"],
                                                   "battleline": ["Troll", "CXO Taber"]}})
    read(g, "United Action")
    act(g, Play("United Action"))
    act(g, Play("Krump"))
    refused(g, Play("Dust Pixie"), "not of the active house")
    refused(g, Use("CXO Taber", "reap"), "cannot use cards")


def test_hand_written_the_opponent_cannot_use_any_cards_next_turn():
    # Skippy Timehog: "Play: Your opponent cannot use any cards next turn. (Cards can still be
    # played and discarded.)"
    g = board({"house": "logos", "player": {"hand": ["Skippy Timehog"]},
               "opponent": {"houses": ["brobnar"], "hand": ["Krump", "Bumpsy"], "battleline": ["Troll"]}})
    act(g, Play("Skippy Timehog"))
    next_turn(g, "brobnar")
    refused(g, Use("Troll", "reap"), "cannot use cards")
    act(g, Play("Krump"))
    act(g, {"discard": "Bumpsy"})
    act(g, EndTurn())
    assert g.lasting == []


def test_this_creature_cannot_ready():
    # Under Pressure: "This creature cannot ready."
    g = board({"house": "unfathomable", "player": {"hand": ["Under Pressure"], "battleline": [{"card": "Troll", "exhausted": True}],
                                                   "artifacts": [{"card": "Sniffer", "exhausted": True}]},
               "opponent": {"houses": ["brobnar"]}})
    read(g, "Under Pressure")
    act(g, Play("Under Pressure"))  # on Troll, the one creature
    act(g, EndTurn())  # the "ready cards" step readies Sniffer, not Troll
    assert one(line(g), "Troll").exhausted and not g.player("player").artifacts[0].exhausted


def test_the_opponent_cannot_ready_cards_in_the_ready_step_of_their_next_turn():
    # Storm Surge: "Play: Your opponent cannot ready cards during the “ready cards” step of their
    # next turn."
    g = board({"house": "unfathomable", "player": {"hand": ["Storm Surge"], "battleline": [{"card": "Troll", "exhausted": True}]},
               "opponent": {"houses": ["brobnar"], "battleline": ["Krump"]}})
    read(g, "Storm Surge")
    act(g, Play("Storm Surge"))
    act(g, EndTurn())
    assert not one(line(g), "Troll").exhausted  # the player's own step: not affected
    act(g, ChooseHouse("brobnar"))
    act(g, Use("Krump", "reap"))
    act(g, EndTurn())
    assert one(line(g, "opponent"), "Krump").exhausted and g.lasting == []
