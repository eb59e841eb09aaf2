"""The shapes of the cota-aoa sweep (grammar/sweep_cota*.lark), each on a small board: the
effect happens, for real cards the shape reads."""
import pytest

from judge.engine.base import IllegalAction
from judge.engine.keyforge.actions import EndTurn, Play, Use

from ..helpers import act, board
from .test_nodes import read_by_grammar

DECK = ["Troll"] * 10


# -- the hand size of the "draw cards" step -------------------------------------------------
def _refill(setup, title):
    g = board(setup)
    read_by_grammar(g, title)
    act(g, EndTurn())
    return len(g.player("player").hand)


def test_refill_to_one_additional_card():  # Mother: "During your “draw cards” step, refill your hand to 1 additional card."
    assert _refill({"house": "logos", "player": {"battleline": ["Mother"], "deck": DECK}}, "Mother") == 7


def test_opponent_refills_to_one_less_card():  # Succubus: "... your opponent refills their hand to 1 less card."
    assert _refill({"house": "dis", "player": {"deck": DECK}, "opponent": {"battleline": ["Succubus"]}},
                   "Succubus") == 5
    # Succubus's own controller refills to six
    assert _refill({"house": "dis", "player": {"battleline": ["Succubus"], "deck": DECK}}, "Succubus") == 6


def test_each_player_refills_to_one_additional_card():  # The Howling Pit
    assert _refill({"house": "logos", "player": {"deck": DECK}, "opponent": {"artifacts": ["The Howling Pit"]}},
                   "The Howling Pit") == 7


def test_refill_while_not_on_a_flank():  # Streke (AoA 065): "While Streke is not on a flank, ..."
    enemy = {"battleline": ["Troll", "Streke (AoA 065)", "Krump"]}
    assert _refill({"house": "dis", "player": {"deck": DECK}, "opponent": enemy}, "Streke") == 5
    flank = {"battleline": ["Troll", "Streke (AoA 065)"]}
    assert _refill({"house": "dis", "player": {"deck": DECK}, "opponent": flank}, "Streke") == 6


def test_refill_for_each_and_if_in_the_center():  # Greed (MM 058), Zenzizenzizenzic (MM 116)
    sins = {"battleline": ["Greed", "Wrath"], "deck": DECK}
    assert _refill({"house": "dis", "player": sins}, "Greed") == 8  # Greed and Wrath are Sin creatures
    center = {"battleline": ["Troll", "Zenzizenzizenzic", "Krump"], "deck": DECK}
    assert _refill({"house": "logos", "player": center}, "Zenzizenzizenzic") == 8
    flank = {"battleline": ["Troll", "Zenzizenzizenzic"], "deck": DECK}
    assert _refill({"house": "logos", "player": flank}, "Zenzizenzizenzic") == 6


# -- lasting effects that trigger ("for the remainder of the turn ... each time ...") --------
def amber(g):
    return g.player("player").amber, g.player("opponent").amber


def test_gain_each_time_an_enemy_creature_is_destroyed():  # Loot the Bodies
    g = board({"house": "brobnar", "player": {"hand": ["Loot the Bodies"], "battleline": ["Troll", "Bumpsy"]},
               "opponent": {"battleline": ["Dust Pixie", "Valdr"]}})
    read_by_grammar(g, "Loot the Bodies")
    act(g, Play("Loot the Bodies"))
    act(g, Use("Troll", "fight", "Dust Pixie"))  # an enemy creature is destroyed: +1
    act(g, Use("Bumpsy", "fight", "Valdr"))  # a friendly creature is destroyed: nothing
    assert amber(g) == (1, 0)
    act(g, EndTurn())  # the effect ends with the turn
    assert not g.lasting


def test_gain_each_time_a_friendly_creature_fights():  # Warsong
    g = board({"house": "brobnar", "player": {"hand": ["Warsong"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Bumpsy"]}})
    read_by_grammar(g, "Warsong")
    act(g, Play("Warsong"))
    act(g, Use("Troll", "fight", "Bumpsy"))
    assert amber(g) == (1, 0)


def test_each_time_it_captures():  # Take Hostages: "..., each time a friendly creature fights, it captures 1A."
    g = board({"house": "sanctum", "player": {"hand": ["Take Hostages"], "battleline": ["Sequis"]},
               "opponent": {"amber": 3, "battleline": ["Dust Pixie"]}})
    read_by_grammar(g, "Take Hostages")
    act(g, Play("Take Hostages"))  # its Æmber bonus: 1
    act(g, Use("Sequis", "fight", "Dust Pixie"))
    sequis = g.player("player").battleline[0]
    assert sequis.amber == 1 and amber(g) == (1, 2)


def test_opponent_loses_each_time_a_friendly_creature_fights():  # Barn Razing (WC 004)
    g = board({"house": "brobnar", "player": {"hand": ["Barn Razing"], "battleline": ["Troll"]},
               "opponent": {"amber": 3, "battleline": ["Bumpsy"]}})
    read_by_grammar(g, "Barn Razing")
    act(g, Play("Barn Razing"))
    before = amber(g)
    act(g, Use("Troll", "fight", "Bumpsy"))
    assert amber(g) == (before[0], before[1] - 1)


def test_gain_each_time_you_play_a_creature_and_each_time_a_creature_reaps():  # Full Moon, Crystal Hive
    g = board({"house": "untamed", "player": {"hand": ["Full Moon", "Dust Pixie", "Ancient Bear"]}})
    read_by_grammar(g, "Full Moon")
    act(g, Play("Full Moon"))
    act(g, Play("Dust Pixie"))  # 2 Æmber bonus + 1
    act(g, Play("Ancient Bear"))  # + 1
    assert amber(g) == (4, 0)
    g = board({"house": "mars", "player": {"artifacts": ["Crystal Hive"], "battleline": ["Mindwarper"]}})
    read_by_grammar(g, "Crystal Hive")
    act(g, Use("Crystal Hive", "action"))
    act(g, Use("Mindwarper", "reap"))  # 1 for reaping, 1 from the Hive
    assert amber(g) == (2, 0)


# -- “In Order To”: "must pay you 1A in order to use an artifact" ------------------------------
def test_pay_in_order_to_use_an_artifact():  # Tentacus
    setup = {"house": "brobnar", "player": {"amber": 1, "artifacts": ["Screechbomb"]},
             "opponent": {"amber": 3, "battleline": ["Tentacus"]}}
    g = board(setup)
    read_by_grammar(g, "Tentacus")
    act(g, Use("Screechbomb", "omni"))
    assert amber(g) == (0, 2)  # paid 1 to the opponent (3 -> 4), who then loses 2
    g = board({**setup, "player": {"amber": 0, "artifacts": ["Screechbomb"]}})
    with pytest.raises(IllegalAction, match="must pay 1"):
        act(g, Use("Screechbomb", "omni"))
    g = board({**setup, "house": "dis", "player": {"amber": 0, "battleline": ["Tentacus"], "artifacts": []},
               "opponent": {"artifacts": []}})
    # its controller's own uses cost nothing (only the opponent pays)
    act(g, Use("Tentacus", "reap"))
    assert amber(g) == (1, 0)


def test_pay_in_order_to_play_an_artifact():  # Customs Office
    g = board({"house": "brobnar", "player": {"amber": 2, "hand": ["Screechbomb", "Anger"]},
               "opponent": {"artifacts": ["Customs Office"]}})
    read_by_grammar(g, "Customs Office")
    act(g, Play("Screechbomb"))
    assert amber(g) == (1, 1) and [c.name for c in g.me.artifacts] == ["Screechbomb"]


def test_lose_in_order_to_play_itself():  # Truebaru: "You must lose 3A in order to play Truebaru."
    g = board({"house": "dis", "player": {"amber": 3, "hand": ["Truebaru"]}})
    read_by_grammar(g, "Truebaru")
    act(g, Play("Truebaru"))
    assert amber(g) == (0, 0) and [c.name for c in g.me.battleline] == ["Truebaru"]
    g = board({"house": "dis", "player": {"amber": 2, "hand": ["Truebaru"]}})
    with pytest.raises(IllegalAction, match="must pay 3"):
        act(g, Play("Truebaru"))
    assert amber(g) == (2, 0) and [c.name for c in g.me.hand] == ["Truebaru"]
