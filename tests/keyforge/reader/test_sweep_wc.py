"""The shapes and hand-written cards of the Worlds Collide sweep (grammar/sweep_wc*.lark,
cards/hand/sweep_wc*.py), each on a small board: the effect happens as the printed text says."""
from judge.engine.keyforge.abilities import implementation
from judge.engine.keyforge.actions import Play, Use

from ..helpers import act, board, names, one


def how(g, name):
    card = next(c for _, _, c in g.all_cards() if c.name == name)
    return implementation(card.printed)[1]


def line(g, seat="player"):
    return g.player(seat).battleline


def amber(g):
    return g.player("player").amber, g.player("opponent").amber


# -- "this damage cannot be prevented by armor" ----------------------------------------------------
def test_armor_cannot_prevent_the_damage_of_that_sentence():
    # Æmbertracker: "Play: Deal 2D to each enemy creature with A on it. This damage cannot be
    # prevented by armor." Sequis (4 power, 2 armor, 1 Æmber on it) takes all 2; Champion
    # Anaphiel has no Æmber on it: untouched.
    g = board({"house": "staralliance", "player": {"hand": ["Æmbertracker"]},
               "opponent": {"battleline": [{"card": "Sequis", "amber": 1}, "Champion Anaphiel"]}})
    act(g, Play("Æmbertracker"))
    assert how(g, "Æmbertracker") == "read"
    assert one(line(g, "opponent"), "Sequis").damage == 2
    assert one(line(g, "opponent"), "Champion Anaphiel").damage == 0
    # other damage, later the same turn, meets the armor again (unused: it prevents the 1)
    from judge.engine.keyforge import effects as fx
    sequis = one(line(g, "opponent"), "Sequis")
    fx.damage(g, sequis, 1)
    assert sequis.damage == 2


def test_a_human_takes_all_the_damage_through_its_armor():
    # Qyxxlyx Plague Master: "Fight/Reap: Deal 3D to each Human creature. This damage cannot be
    # prevented by armor." Sequis (Human, 2 armor) takes 3.
    g = board({"house": "mars", "player": {"battleline": ["Qyxxlyx Plague Master"]},
               "opponent": {"battleline": ["Sequis"]}})
    assert how(g, "Qyxxlyx Plague Master") == "read"
    act(g, Use("Qyxxlyx Plague Master", "reap"))
    assert one(line(g, "opponent"), "Sequis").damage == 3


# -- "place N{A} from the common supply on ..." ---------------------------------------------------
def test_place_aember_from_the_supply_on_a_chosen_enemy_creature():
    # Blood Money: "Play: Place 2A from the common supply on an enemy creature."
    g = board({"house": "brobnar", "player": {"hand": ["Blood Money"], "battleline": ["Troll"]},
               "opponent": {"amber": 3, "battleline": ["Krump", "Bumpsy"]}})
    assert how(g, "Blood Money") == "read"
    act(g, Play("Blood Money"), "Bumpsy")
    assert one(line(g, "opponent"), "Bumpsy").amber == 2 and one(line(g, "opponent"), "Krump").amber == 0
    assert amber(g) == (0, 3) and one(line(g), "Troll").amber == 0


def test_place_aember_reads_only_from_the_common_supply():
    from judge.engine.keyforge.reader import read

    assert read("Play: Place 2A from the common supply on an enemy creature.").tree is not None
    assert read("Play: Place 2A from your pool on an enemy creature.").tree is None


# -- a bold ability's lasting effect ending with an ability in quotes -----------------------------
def test_friendly_creatures_gain_a_reap_ability_for_the_turn():
    # Song of the Wild: "Play: For the remainder of the turn, each friendly creature gains, “Reap:
    # Gain 1A.”" Troll reaps: 1 for reaping + 1 from the gained ability; next turn it is gone.
    from judge.engine.keyforge.actions import ChooseHouse, EndTurn

    g = board({"house": "untamed", "player": {"houses": ["untamed", "brobnar"], "hand": ["Song of the Wild"],
                                              "battleline": ["Dust Pixie"]},
               "opponent": {"houses": ["brobnar"], "battleline": ["Krump"]}})
    assert how(g, "Song of the Wild") == "read"
    act(g, Play("Song of the Wild"))
    act(g, Use("Dust Pixie", "reap"))
    assert amber(g) == (2, 0)
    act(g, EndTurn())
    act(g, ChooseHouse("brobnar"))
    act(g, Use("Krump", "reap"))  # an enemy creature never had it
    assert amber(g) == (2, 1)
    act(g, EndTurn())
    act(g, ChooseHouse("untamed"))
    act(g, Use("Dust Pixie", "reap"))  # the turn is over: the gained ability is gone
    assert amber(g) == (3, 1)


def test_each_creature_gains_a_before_fight_ability_until_your_next_turn():
    # Diplo-Macy: "Play: Until the start of your next turn, each creature gains, “Before Fight:
    # Exalt this creature.”" The opponent's Krump fights on their turn: it is exalted first.
    from judge.engine.keyforge.actions import ChooseHouse, EndTurn

    g = board({"house": "saurian", "player": {"hand": ["Diplo-Macy"], "battleline": ["Dust Pixie"]},
               "opponent": {"houses": ["brobnar"], "battleline": ["Krump"]}})
    assert how(g, "Diplo-Macy") == "read"
    act(g, Play("Diplo-Macy"))
    act(g, EndTurn())
    act(g, ChooseHouse("brobnar"))
    act(g, Use("Krump", "fight", "Dust Pixie"))
    assert one(line(g, "opponent"), "Krump").amber == 1


def test_a_sentence_without_its_period_must_end_with_a_quote():
    from judge.engine.keyforge.reader import read
    from judge.engine.keyforge.reader.nodes.sweep_wc_quoted import QuotedSentence

    tree = read("Play: For the remainder of the turn, each friendly creature gains elusive.").tree
    sentence = tree.abilities[0].body.sentences[0]
    assert type(sentence).__name__ == "Sentence"  # the period is read: an ordinary sentence
    assert "does not end with an ability in quotes" in QuotedSentence(sentence.clause).check(None)
