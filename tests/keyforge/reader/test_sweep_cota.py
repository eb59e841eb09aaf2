"""The shapes of the cota-aoa sweep (grammar/sweep_cota*.lark), each on a small board: the
effect happens, for real cards the shape reads."""
import pytest

from judge.engine.base import IllegalAction
from judge.engine.keyforge.actions import EndTurn, Play, Use

from judge.engine.keyforge import abilities

from ..helpers import act, board
from .test_nodes import read_by_grammar


@pytest.fixture
def reader_plays(monkeypatch):
    """Play these titles by their reading even where another sweep hand-writes them (the same
    printed text: the reading is what these tests check)."""
    from judge.engine.keyforge.reader import behaviour_class

    def only(*titles):
        real = abilities.implementation

        def implementation(card):
            if card.title in titles:
                cls, why = behaviour_class(card)
                assert cls is not None, f"{card.title} is not read: {why}"
                return cls, "read", ""
            return real(card)

        monkeypatch.setattr(abilities, "implementation", implementation)

    return only

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


# -- Æmber on cards spent as if it were in the pool -------------------------------------------
def test_spend_aember_on_friendly_creatures_when_forging():  # Senator Bracchus (MM 231)
    g = board({"active": "opponent", "house": "brobnar",
               "player": {"amber": 5, "battleline": [{"card": "Senator Bracchus", "amber": 3}]}})
    read_by_grammar(g, "Senator Bracchus")
    act(g, EndTurn(), 2)  # the player's forge step: 2 from Bracchus, 4 from the pool
    assert g.player("player").keys == 1 and g.player("player").amber == 1
    assert g.player("player").battleline[0].amber == 1


# -- forging at a changed cost; what happened this turn or last ----------------------------------
def test_forge_at_plus_current_cost_or_instead(reader_plays):  # Key of Darkness
    reader_plays("Key of Darkness")
    g = board({"house": "shadows", "player": {"amber": 12, "hand": ["Key of Darkness"]}, "opponent": {"amber": 1}})
    act(g, Play("Key of Darkness"))
    assert g.player("player").keys == 1 and amber(g) == (0, 1)  # +6: 12
    g = board({"house": "shadows", "player": {"amber": 9, "hand": ["Key of Darkness"]}})
    act(g, Play("Key of Darkness"))  # the opponent has no Æmber: +2 instead
    assert g.player("player").keys == 1 and amber(g) == (1, 0)
    g = board({"house": "shadows", "player": {"amber": 11, "hand": ["Key of Darkness"]}, "opponent": {"amber": 1}})
    act(g, Play("Key of Darkness"))  # 11 < 12: no key
    assert g.player("player").keys == 0 and amber(g) == (11, 1)


def test_forge_unless_forged_this_turn():  # Nightforge (AoA 291): "... you may forge a key at +4A current cost."
    g = board({"house": "shadows", "player": {"amber": 10, "hand": ["Nightforge"]}})
    read_by_grammar(g, "Nightforge")
    act(g, Play("Nightforge"), "yes")  # 1 bonus: 11, the key costs 10
    assert g.player("player").keys == 1 and amber(g) == (1, 0)
    g = board({"step": "forge", "house": "shadows", "player": {"amber": 16, "hand": ["Nightforge"]}})
    act(g, {"choose_house": "shadows"})
    act(g, Play("Nightforge"))  # a key was forged in the forge step: no question asked
    assert g.player("player").keys == 1 and amber(g) == (11, 0)


def test_archive_each_in_play_and_forge_at_no_cost(reader_plays):  # Epic Quest
    reader_plays("Epic Quest")
    g = board({"house": "sanctum", "player": {"hand": ["Epic Quest"], "battleline": ["Sequis", "Troll"]},
               "opponent": {"battleline": ["Raiding Knight"]}})
    act(g, Play("Epic Quest"))
    assert [c.name for c in g.player("player").archives] == ["Sequis"]  # friendly Knights only
    assert [c.name for c in g.player("opponent").battleline] == ["Raiding Knight"]
    for plays, keys in ((6, 0), (7, 1)):
        sanctum = (["Sequis"] * 4 + ["Bulwark", "Grey Monk", "Staunch Knight"])[:plays]
        g = board({"house": "sanctum", "player": {"artifacts": ["Epic Quest"], "hand": sanctum}})
        for c in sanctum:
            act(g, Play(c))
        act(g, {"omni": "Epic Quest"})  # with 6 Sanctum cards played, nothing happens
        assert g.player("player").keys == keys
        assert [c.name for c in g.player("player").discard] == ["Epic Quest"] * keys


def test_conditions_on_what_happened(reader_plays):  # Foozle, Lifeweb, Treasure Map, Prince Derric
    reader_plays("Treasure Map")
    g = board({"house": "brobnar", "player": {"battleline": ["Foozle", "Troll"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    read_by_grammar(g, "Foozle")
    act(g, Use("Foozle", "reap"))
    assert amber(g) == (1, 0)  # no enemy creature destroyed yet: only the reap
    act(g, Use("Troll", "fight", "Dust Pixie"))
    g.player("player").battleline[0].exhausted = False
    act(g, Use("Foozle", "reap"))
    assert amber(g) == (3, 0)
    g = board({"active": "opponent", "house": "untamed", "player": {"hand": ["Lifeweb"]},
               "opponent": {"amber": 3, "hand": ["Dust Pixie", "Dew Faerie", "Ancient Bear"]}})
    read_by_grammar(g, "Lifeweb")
    for c in ("Dust Pixie", "Dew Faerie", "Ancient Bear"):
        act(g, Play(c))
    act(g, EndTurn())
    act(g, {"choose_house": "untamed"})
    act(g, Play("Lifeweb"))  # 1 bonus + 2 stolen
    assert g.player("player").amber == 3
    g = board({"house": "shadows", "player": {"hand": ["Treasure Map", "Urchin"]}})
    act(g, Play("Treasure Map"))
    assert amber(g) == (4, 0)
    with pytest.raises(IllegalAction):
        act(g, Play("Urchin"))  # for the remainder of the turn, you cannot play cards
    g = board({"house": "sanctum", "player": {"hand": ["Prince Derric, Unifier"], "battleline": ["Troll", "Dust Pixie"]}})
    read_by_grammar(g, "Prince Derric, Unifier")
    act(g, Play("Prince Derric, Unifier"))  # Brobnar, Untamed, Sanctum
    assert amber(g) == (3, 0)


# -- neighbors, the attacked creature, a skirmish reminder, a name in quotes -------------------
def test_neighbors_get_and_gain():  # “Lion” Bautrem, Lamindra (AoA)
    from judge.engine.keyforge.modifiers import keyword, power

    g = board({"house": "sanctum", "player": {"battleline": ["Troll", "“Lion” Bautrem", "Krump", "Dust Pixie"]}})
    read_by_grammar(g, "“Lion” Bautrem")
    line = g.player("player").battleline
    assert [power(g, c) for c in line] == [10, 4, 8, 1]
    g = board({"house": "shadows", "player": {"battleline": ["Troll", "Lamindra", "Krump", "Dust Pixie"]}})
    read_by_grammar(g, "Lamindra")
    line = g.player("player").battleline
    assert [bool(keyword(g, c, "elusive")) for c in line] == [True, True, True, False]


def test_stun_the_attacked_creature(reader_plays):  # Roxador (AoA 365): "Roxador only deals 2D when fighting. Fight: Stun the attacked creature."
    reader_plays("Roxador")
    g = board({"house": "untamed", "player": {"battleline": ["Roxador"]}, "opponent": {"battleline": ["Troll"]}})
    from judge.engine.keyforge.modifiers import behaviour

    assert type(behaviour(g.player("player").battleline[0])).__name__ == "Read[Roxador]"
    act(g, Use("Roxador", "fight", "Troll"))
    troll = g.player("opponent").battleline[0]
    assert troll.stunned and troll.damage == 2 and g.player("player").battleline[0].damage == 0


def test_flank_creatures_gain_skirmish_with_its_reminder():  # Halacor
    from judge.engine.keyforge.modifiers import keyword

    g = board({"house": "untamed", "player": {"battleline": ["Troll", "Halacor", "Krump"]}})
    read_by_grammar(g, "Halacor")
    assert [bool(keyword(g, c, "skirmish")) for c in g.player("player").battleline] == [True, False, True]


def test_a_sentence_wrapped_onto_a_new_line_stays_in_its_ability():  # 1-2 Punch (AoA 001)
    g = board({"house": "brobnar", "player": {"hand": ["1-2 Punch (AoA 001)"]},
               "opponent": {"battleline": [{"card": "Troll", "stunned": True}]}})
    read_by_grammar(g, "1-2 Punch")
    act(g, Play("1-2 Punch (AoA 001)"))
    assert g.player("opponent").battleline == []  # already stunned: destroyed instead


def test_the_name_in_quotes_or_split_by_a_line_break_is_self():
    from judge.engine.keyforge.reader.normalise import normalise

    assert normalise("“Lion” Bautrem’s neighbors get +2 power.", "“Lion” Bautrem").text == \
        "{self}'s neighbors get +2 power."
    assert normalise("Creatures to the left of Panpaca,\nJaga in the battleline gain skirmish.",
                     "Panpaca, Jaga").text == "creatures to the left of {self} in the battleline gain skirmish."


# -- the fight hooks the hand-written cards use ---------------------------------------------------
def test_lollop_deals_damage_when_it_attacks():  # "deals no damage when attacked": only then
    g = board({"house": "brobnar", "player": {"battleline": ["Lollop the Titanic"]},
               "opponent": {"battleline": ["Troll"]}})
    act(g, Use("Lollop the Titanic", "fight", "Troll"))
    assert g.player("opponent").battleline == [] and g.player("player").battleline[0].damage == 8


def test_a_creature_collector_worm_archived_goes_to_its_owners_hand_when_it_leaves_archives():
    from judge.engine.keyforge import effects as fx

    g = board({"house": "mars", "player": {"battleline": ["Collector Worm"]}, "opponent": {"battleline": ["Urchin"]}})
    act(g, Use("Collector Worm", "fight", "Urchin"))
    urchin = g.player("player").archives[0]
    fx.purge(g, urchin)  # leaving the archives: to its owner's hand instead
    assert g.player("player").purged == [] and [c.name for c in g.player("opponent").hand] == ["Urchin"]


def test_speed_sigil_counts_creatures_played_not_put_into_play():
    from judge.engine.keyforge import effects as fx

    g = board({"house": "brobnar", "player": {"hand": ["Troll", "Krump"], "artifacts": ["Speed Sigil"]}})
    krump = next(c for c in g.player("player").hand if c.name == "Krump")
    fx.put_into_play(g, krump, "player", "test")  # put into play, not played: exhausted
    act(g, Play("Troll"))  # the first creature played this turn: ready
    assert [(c.name, c.exhausted) for c in g.player("player").battleline] == [("Krump", True), ("Troll", False)]
