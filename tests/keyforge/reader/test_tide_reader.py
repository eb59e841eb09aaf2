"""The tide shapes of the card-text reader (grammar/tide.lark) on small boards: the effect
happens, not only the text parses. Each test plays a real Dark Tidings card from its printed
text. The tide icon that starts such a line only marks an ability that refers to the tide and
is read by another fragment (the conditions family's); here it is left out of the text read,
and nothing else is."""
import pytest

from judge.engine.base import IllegalAction
from judge.engine.keyforge import abilities
from judge.engine.keyforge.actions import ChooseHouse, EndTurn, Play, RaiseTide, Use
from judge.engine.keyforge.reader import read_normalised
from judge.engine.keyforge.reader.compile import compile_card
from judge.engine.keyforge.reader.normalise import normalise
from judge.engine.keyforge.reader.parser import parse_line
from judge.engine.keyforge.tide import raise_tide, tide
from judge.engine.keyforge.triggers import Event

from ..helpers import act, board, names, one

ICON = "{tide} "


def printed(title: str) -> str:
    """The card's normalised printed text, without the tide icons (and only those)."""
    from judge.engine.keyforge.reader.coverage import all_printings

    card = next(c for c in all_printings() if c.title == title)
    text = normalise(card.text, card.title).text
    assert ICON in text, f"{title} has no tide icon"
    return "\n".join(line.removeprefix(ICON) for line in text.split("\n"))


@pytest.fixture
def reads(monkeypatch):
    """Play the named cards as the grammar reads their printed text (tide icons aside)."""
    original = abilities.implementation
    read: dict[str, type] = {}

    def implementation(card):
        if card.title in read:
            return read[card.title], "read", ""
        return original(card)

    monkeypatch.setattr(abilities, "implementation", implementation)

    def add(*titles: str):
        for title in titles:
            reading = read_normalised(printed(title))
            assert reading.ok, reading.unread
            read[title] = compile_card(reading.tree, title)

    return add


def line(g, seat="player"):
    return g.player(seat).battleline


# -- after ... raises the tide ---------------------------------------------------------------------
def test_binary_moray_readies_after_you_raise_the_tide(reads):
    # Binary Moray: "After you raise the tide, ready Binary Moray."
    reads("Binary Moray")
    g = board({"house": "unfathomable", "player": {"battleline": [{"card": "Binary Moray", "exhausted": True}]}})
    act(g, RaiseTide())
    assert tide(g, "player") == "high" and not one(line(g), "Binary Moray").exhausted


def test_binary_moray_exhausts_after_the_opponent_raises_the_tide(reads):
    # "After your opponent raises the tide, exhaust Binary Moray."
    reads("Binary Moray")
    g = board({"house": "unfathomable", "active": "opponent", "opponent": {"battleline": ["Troll"]},
               "player": {"battleline": ["Binary Moray"]}})
    act(g, RaiseTide())
    assert tide(g, "opponent") == "high" and one(line(g), "Binary Moray").exhausted


def test_nothing_triggers_when_the_tide_cannot_be_raised(reads):
    # Tide: "If the tide is already high for a player, they cannot raise the tide" (FAQ: then
    # nothing that triggers on raising it does)
    reads("Binary Moray")
    g = board({"house": "unfathomable", "player": {"tide": "high", "battleline": [
        {"card": "Binary Moray", "exhausted": True}]}})
    assert raise_tide(g, "player", "test") is False
    assert one(line(g), "Binary Moray").exhausted


def test_flamegill_enforcer_enrages_only_on_the_opponents_raise(reads):
    # Flamegill Enforcer: "After your opponent raises the tide, enrage Flamegill Enforcer."
    reads("Flamegill Enforcer")
    g = board({"house": "brobnar", "player": {"battleline": ["Flamegill Enforcer"]}})
    act(g, RaiseTide())
    assert not one(line(g), "Flamegill Enforcer").enraged
    g = board({"house": "brobnar", "active": "opponent", "player": {"battleline": ["Flamegill Enforcer"]}})
    act(g, RaiseTide())
    assert one(line(g), "Flamegill Enforcer").enraged


@pytest.mark.parametrize("raiser, by_controller, by_opponent", [
    ("after you raise the tide", True, False),
    ("after your opponent raises the tide", False, True),
    ("after a player raises the tide", True, True),
])
def test_who_raises_the_tide(raiser, by_controller, by_opponent):
    reaction = parse_line(f"{raiser} gain 1{{A}}.")
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"]}})
    troll = one(line(g), "Troll")
    when = reaction.when
    assert when.matches(g, troll, Event("tide_raised", None, "player")) is by_controller
    assert when.matches(g, troll, Event("tide_raised", None, "opponent")) is by_opponent
    assert when.matches(g, troll, Event("reaped", troll, "player")) is False


# -- reset the tide; players cannot raise the tide ------------------------------------------------
def test_trial_by_water_resets_the_tide_and_stops_raising_until_your_next_turn(reads):
    # Trial by Water: "Play: Reset the tide. Until the start of your next turn, players cannot
    # raise the tide."
    reads("Trial by Water")
    g = board({"house": "sanctum", "player": {"hand": ["Trial by Water"], "battleline": ["Troll"]},
               "opponent": {"tide": "high", "battleline": ["Krump"]}})
    act(g, Play("Trial by Water"))
    assert tide(g, "player") == "neutral" and tide(g, "opponent") == "neutral"
    with pytest.raises(IllegalAction, match="players cannot raise the tide"):
        act(g, RaiseTide())
    act(g, EndTurn())
    act(g, ChooseHouse("brobnar"))  # the opponent's turn: they cannot raise it either
    assert g.active == "opponent"
    with pytest.raises(IllegalAction, match="players cannot raise the tide"):
        act(g, RaiseTide())
    act(g, EndTurn())
    act(g, ChooseHouse("brobnar"))  # the player's next turn has started: the effect is over
    assert g.active == "player"
    act(g, RaiseTide())
    assert tide(g, "player") == "high"


# -- play only if ... -----------------------------------------------------------------------------
def test_strange_ordination_can_be_played_only_while_the_tide_is_high(reads):
    # Strange Ordination: "Play only if the tide is high."
    reads("Strange Ordination")
    g = board({"house": "sanctum", "player": {"hand": ["Strange Ordination"]}})
    with pytest.raises(IllegalAction, match="only if the tide is high"):
        act(g, Play("Strange Ordination"))
    g = board({"house": "sanctum", "player": {"hand": ["Strange Ordination"], "tide": "high"}})
    act(g, Play("Strange Ordination"))
    assert g.player("player").amber == 3 and names(g.player("player").discard) == ["Strange Ordination"]


def test_play_only_if_asks_the_condition_of_the_player_playing_it():
    # the same shape over a condition of the core grammar: the player playing the card has it
    restriction = parse_line("play only if you have 7{A} or more.").clauses[0]
    g = board({"house": "brobnar", "player": {"hand": ["Troll"], "amber": 6}, "opponent": {"amber": 9}})
    troll = g.player("player").hand[0]
    cannot_play = restriction.hooks()["cannot_play"]
    assert "only if you have 7" in cannot_play(g, troll, None, "player", troll)
    g.player("player").amber = 7
    assert cannot_play(g, troll, None, "player", troll) is None
    assert cannot_play(g, troll, None, "player", g.player("player").hand[0]) is None


# -- hand-written tide cards (cards/hand/tide.py) --------------------------------------------------
@pytest.mark.parametrize("level, cost", [("high", 5), ("low", 7), ("neutral", 6)])
def test_static_collection_array_changes_only_your_keys_with_the_tide(level, cost):
    # "Your keys cost –1A while the tide is high and +1A while the tide is low."
    from judge.engine.keyforge.modifiers import key_cost

    g = board({"house": "staralliance", "player": {"tide": level, "artifacts": ["Static Collection Array"]}})
    assert key_cost(g, "player") == cost and key_cost(g, "opponent") == 6


@pytest.mark.parametrize("level, after", [("high", (4, 3)), ("low", (6, 4)), ("neutral", (6, 4))])
def test_submersive_principle_halves_each_pool_while_the_tide_is_high(level, after):
    # "Each player loses 1A. If the tide is high, each player loses half their A instead (rounding
    # down the loss)." 7 -> 4 (loses 3), 5 -> 3 (loses 2)
    g = board({"house": "logos", "player": {"tide": level, "amber": 7, "hand": ["Submersive Principle"]},
               "opponent": {"amber": 5}})
    act(g, Play("Submersive Principle"))
    assert (g.player("player").amber, g.player("opponent").amber) == after


def test_prof_emeritus_kering_uses_the_other_neighbor_too_while_the_tide_is_high():
    # "Use 1 of Prof. Emeritus Kering's neighbors. If the tide is high, also use Prof. Emeritus
    # Kering's other neighbor." Deploy puts Kering between Troll and Krump; each reaps.
    g = board({"house": "staralliance", "player": {"tide": "high", "hand": ["Prof. Emeritus Kering"],
                                                   "battleline": ["Troll", "Krump"]}})
    act(g, Play("Prof. Emeritus Kering", "between Troll and Krump"), "Troll")
    assert names(line(g)) == ["Troll", "Prof. Emeritus Kering", "Krump"]
    assert one(line(g), "Troll").exhausted and one(line(g), "Krump").exhausted
    assert g.player("player").amber == 2


def test_prof_emeritus_kering_uses_one_neighbor_otherwise():
    g = board({"house": "staralliance", "player": {"hand": ["Prof. Emeritus Kering"], "battleline": ["Troll"]}})
    act(g, Play("Prof. Emeritus Kering"))  # the right flank: Troll is its only neighbor, used to reap
    assert one(line(g), "Troll").exhausted and g.player("player").amber == 1


def test_operative_espion_lets_the_raiser_use_a_creature_on_their_turn_only():
    # (DT 299) "After a player raises the tide during their turn, they may use a creature they control."
    g = board({"house": "shadows", "player": {"battleline": ["Troll"]},
               "opponent": {"battleline": ["Operative Espion"]}})
    act(g, RaiseTide(), "yes", "reap")  # Troll (brobnar): used through the ability, any house
    assert one(line(g), "Troll").exhausted and g.player("player").amber == 1


def test_operative_espion_evil_twin_deals_3():
    # (DT 247) "... they may deal 3D to a creature."
    g = board({"house": "shadows", "player": {"battleline": ["Operative Espion (DT 247)"]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, RaiseTide(), "yes", "Krump")
    assert one(line(g, "opponent"), "Krump").damage == 3


def test_seneschal_sargassa_the_raiser_captures_from_their_opponent():
    # (DT 117) "After a player raises the tide, a creature they control captures 2A from their opponent."
    g = board({"house": "brobnar", "active": "opponent", "opponent": {"battleline": ["Krump"]},
               "player": {"amber": 3, "battleline": ["Seneschal Sargassa"]}})
    act(g, RaiseTide())
    assert one(line(g, "opponent"), "Krump").amber == 2 and g.player("player").amber == 1
    # (DT 068, Evil Twin) "... Seneschal Sargassa captures 2A from your opponent."
    g = board({"house": "brobnar", "active": "opponent", "opponent": {"amber": 3, "battleline": ["Krump"]},
               "player": {"battleline": ["Seneschal Sargassa (DT 068)"]}})
    act(g, RaiseTide())
    assert one(line(g), "Seneschal Sargassa").amber == 2 and g.player("opponent").amber == 1


@pytest.mark.parametrize("level, pools", [("neutral", (3, 1)), ("low", (1, 3))])
def test_hard_simpson_steals_when_dealt_damage_or_is_stolen_from_at_low_tide(level, pools):
    # (DT 230) "After Hard Simpson is dealt damage, steal 1A. If the tide is low, your opponent
    # steals 1A instead. (Hard Simpson must survive this damage.)"
    g = board({"house": "untamed", "active": "opponent", "opponent": {"amber": 2, "battleline": [
        {"card": "Dust Pixie", "id": "pixie-1"}, {"card": "Dust Pixie", "id": "pixie-2"}]},
        "player": {"amber": 2, "tide": level, "battleline": ["Hard Simpson"]}})
    act(g, Use("pixie-1", "fight", "Hard Simpson"))  # elusive: no damage the first time
    act(g, Use("pixie-2", "fight", "Hard Simpson"))  # 1 damage: Hard Simpson (4 power) survives
    assert (g.player("player").amber, g.player("opponent").amber) == pools


def test_hard_simpson_evil_twin_captures_from_its_own_side_at_high_tide():
    # (DT 186) "Reap: If the tide is high, a damaged creature captures 1A from its own side."
    g = board({"house": "shadows", "player": {"tide": "high", "battleline": ["Hard Simpson (DT 186)"]},
               "opponent": {"amber": 2, "battleline": [{"card": "Krump", "damage": 1}]}})
    act(g, Use("Hard Simpson (DT 186)", "reap"))
    assert one(line(g, "opponent"), "Krump").amber == 1 and g.player("opponent").amber == 1


def test_ol_paddy_plays_the_creatures_it_discards():
    # (DT 408) "Discard the bottom card of your deck, or the bottom 3 cards instead if the tide is
    # high. Play each creature discarded this way, one at a time."
    g = board({"house": "untamed", "player": {"tide": "high", "deck": ["Anger", "Troll", "Punch", "Dust Pixie"],
                                              "battleline": ["Ol’ Paddy"]}})
    act(g, Use("Ol’ Paddy", "reap"), "Dust Pixie")  # the order: Dust Pixie, then Troll
    assert names(line(g)) == ["Ol’ Paddy", "Dust Pixie", "Troll"]
    assert names(g.player("player").discard) == ["Punch"] and names(g.player("player").deck) == ["Anger"]


def test_ol_paddy_evil_twin_destroys_a_creature_sharing_a_house_with_a_discarded_card():
    # (DT 371) "Discard the bottom card of your opponent's deck ... Destroy a creature that shares a
    # house with 1 of the discarded cards."
    g = board({"house": "untamed", "player": {"battleline": ["Ol’ Paddy (DT 371)", "Dust Pixie"]},
               "opponent": {"deck": ["Anger", "Punch"], "battleline": ["Krump", "Bumpsy"]}})
    act(g, Use("Ol’ Paddy (DT 371)", "reap"), "Bumpsy")
    assert names(g.player("opponent").discard) == ["Bumpsy", "Punch"] and names(line(g, "opponent")) == ["Krump"]


def test_medicus_lacus_spends_aember_on_friendly_creatures_while_the_tide_is_high():
    # "While the tide is high, you may spend A on friendly creatures as if it were in your pool."
    from judge.engine.keyforge.turn import spendable

    setup = {"house": "saurian", "player": {"amber": 4, "battleline": [{"card": "Medicus Lacus", "amber": 1},
                                                                        {"card": "Troll", "amber": 1}]},
             "opponent": {"battleline": [{"card": "Krump", "amber": 3}]}}
    assert spendable(board(setup), "player") == 4
    setup["player"]["tide"] = "high"
    assert spendable(board(setup), "player") == 6 and spendable(board(setup), "opponent") == 0
