"""The tide shapes of the card-text reader (grammar/tide.lark) on small boards: the effect
happens, not only the text parses. Each test plays a real Dark Tidings card from its printed
text. The tide icon that starts such a line only marks an ability that refers to the tide and
is read by another fragment (the conditions family's); here it is left out of the text read,
and nothing else is."""
import pytest

from judge.engine.base import IllegalAction
from judge.engine.keyforge import abilities
from judge.engine.keyforge.actions import ChooseHouse, EndTurn, Play, RaiseTide
from judge.engine.keyforge.reader import read_normalised
from judge.engine.keyforge.reader.compile import compile_card
from judge.engine.keyforge.reader.normalise import normalise
from judge.engine.keyforge.reader.parser import Unread, parse_line
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
def _tide_condition_readable() -> bool:
    try:
        parse_line("play only if the tide is high.")
    except Unread:
        return False
    return True


needs_tide_condition = pytest.mark.skipif(
    not _tide_condition_readable(),
    reason="“the tide is high” is the conditions family's condition, not merged on this branch")


@needs_tide_condition
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
