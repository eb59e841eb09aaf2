"""Shapes of the Mass Mutation sweep (grammar/sweep_mm*.lark, cards/hand/sweep_mm*.py), each on a
small board: the effect happens on the game, for its printed duration. The cards are real cards;
each test quotes the printed text."""
from judge.engine.keyforge.abilities import implementation
from judge.engine.keyforge.actions import Play, Use
from judge.engine.keyforge.modifiers import has_trait, keyword

from ..helpers import act, board, names, one
from .test_lasting import line, next_turn, read, refused


def hand_written(g, *titles):
    for title in titles:
        card = next(c for _, _, c in g.all_cards() if c.name == title)
        assert implementation(card.printed)[1] == "hand-written", f"{title} is not hand-written"


# -- a trait gained -----------------------------------------------------------------------------------
def test_a_creature_gains_a_keyword_and_the_mutant_trait_until_your_next_turn():
    # Mutation of Instinct: "Play: Until the start of your next turn, a creature gains skirmish and
    # the Mutant trait." The Shadowsmith: "Each Mutant creature gains elusive." (asks for the trait)
    g = board({"house": "untamed", "player": {"hand": ["Mutation of Instinct"], "battleline": ["Troll"]},
               "opponent": {"houses": ["brobnar"], "battleline": ["The Shadowsmith"]}})
    read(g, "Mutation of Instinct", "The Shadowsmith")
    troll = one(line(g), "Troll")
    assert not has_trait(g, troll, "mutant") and keyword(g, troll, "elusive") == 0
    act(g, Play("Mutation of Instinct"), "Troll")
    assert has_trait(g, troll, "mutant") and has_trait(g, troll, "giant")  # printed traits stay
    assert keyword(g, troll, "skirmish") == 1 and keyword(g, troll, "elusive") == 1
    next_turn(g, "brobnar")
    assert has_trait(g, troll, "mutant")  # still: until the start of the player's next turn
    next_turn(g, "untamed")
    assert not has_trait(g, troll, "mutant") and keyword(g, troll, "elusive") == 0


# -- keywords ignored while attacking ------------------------------------------------------------------
def test_niffle_ape_ignores_taunt_and_elusive_only_while_it_attacks():
    # Niffle Ape: "While Niffle Ape is attacking, ignore taunt and elusive."
    setup = {"house": "untamed", "player": {"battleline": ["Niffle Ape", "Dust Pixie"]},
             "opponent": {"battleline": ["Ardent Hero", "Urchin"]}}
    g = board(setup)
    read(g, "Niffle Ape")
    refused(g, Use("Dust Pixie", "fight", "Urchin"), "Taunt")  # another creature: taunt holds
    act(g, Use("Niffle Ape", "fight", "Urchin"))
    assert names(g.player("opponent").discard) == ["Urchin"]
    g = board({**setup, "opponent": {"battleline": ["Urchin"]}})
    act(g, Use("Dust Pixie", "fight", "Urchin"))  # elusive holds for another attacker
    assert one(line(g, "opponent"), "Urchin").damage == 0 and one(line(g), "Dust Pixie").damage == 0


# -- unforging keys ----------------------------------------------------------------------------------
def test_turnkey_without_a_key_to_unforge_gives_nothing_back():
    # Turnkey: "Play: Unforge an opponent's key. If you do, when Turnkey leaves play, your opponent
    # forges a key at no cost."
    g = board({"house": "dis", "player": {"hand": ["Turnkey", "Gateway to Dis"]}, "opponent": {"amber": 6}})
    hand_written(g, "Turnkey")
    act(g, Play("Turnkey"))
    act(g, Play("Gateway to Dis"))
    assert g.player("opponent").keys == 0 and g.player("opponent").amber == 6 and g.lasting == []


def test_turnkey_gives_the_key_back_when_it_returns_to_hand():
    g = board({"house": "dis", "player": {"hand": ["Turnkey"]}, "opponent": {"keys": 2, "amber": 1}})
    act(g, Play("Turnkey"))
    assert g.player("opponent").keys == 1
    from judge.engine.keyforge import effects as fx

    fx.return_to_hand(g, one(line(g), "Turnkey"), "test")
    assert g.player("opponent").keys == 2 and g.player("opponent").amber == 1 and g.lasting == []


# -- a lasting effect that gives an ability in quotes ----------------------------------------------------
def test_song_of_the_wild_gives_each_friendly_creature_a_reap_ability_for_the_turn():
    # Song of the Wild: "Play: For the remainder of the turn, each friendly creature gains, “Reap:
    # Gain 1A.”"
    g = board({"house": "untamed", "player": {"hand": ["Song of the Wild", "Snufflegator"], "battleline": ["Dust Pixie"]},
               "opponent": {"houses": ["brobnar"], "battleline": ["Troll"]}})
    read(g, "Song of the Wild")
    act(g, Play("Song of the Wild"))
    start = g.player("player").amber
    act(g, Use("Dust Pixie", "reap"))
    assert g.player("player").amber == start + 2  # the reap, and the gained "Reap: Gain 1A."
    act(g, Play("Snufflegator"))  # a creature entering play later gains it too (Lasting Effects)
    next_turn(g, "brobnar")
    act(g, Use("Troll", "reap"))  # an enemy creature never had it; and the effect has expired
    assert g.player("opponent").amber == 1
    next_turn(g, "untamed")
    before = g.player("player").amber
    act(g, Use("Dust Pixie", "reap"))
    assert g.player("player").amber == before + 1  # expired at the end of the turn


# -- the center of a battleline -------------------------------------------------------------------------
def test_a_creature_in_the_center_of_its_controllers_battleline():
    # Beware the Ides: "Play: Deal 23D to a creature in the center of its controller's battleline."
    # The only creature of a battleline is in its center; an even battleline has none.
    g = board({"house": "saurian", "player": {"hand": ["Beware the Ides", "Beware the Ides"], "battleline": ["Dust Pixie"]},
               "opponent": {"battleline": ["Krump", "Troll", "Bumpsy", "Urchin"]}})
    read(g, "Beware the Ides")
    act(g, Play("Beware the Ides"))  # Dust Pixie is the only creature in a center: no decision
    assert names(g.player("player").discard)[-1] == "Dust Pixie"
    g = board({"house": "saurian", "player": {"hand": ["Beware the Ides"], "battleline": ["Dust Pixie"]},
               "opponent": {"battleline": ["Krump", "Troll", "Bumpsy"]}})
    act(g, Play("Beware the Ides"), "Troll")
    assert names(line(g, "opponent")) == ["Krump", "Bumpsy"] and names(line(g)) == ["Dust Pixie"]
