"""Cards out of play read by the card-text reader (grammar/zones.lark): the discard pile and
the archives, on small boards. Each test quotes the printed text of a real card and checks
where the cards went, not only that the text parses."""
import pytest

from judge.engine.base import ScenarioError
from judge.engine.keyforge.actions import Play, Use
from judge.engine.keyforge.reader import read

from ..helpers import act, board, index, names, one
from .test_nodes import amber, line, read_by_grammar


def zones(g, seat="player"):
    p = g.player(seat)
    return {z: names(getattr(p, z)) for z in ("hand", "deck", "discard", "archives", "purged")}


def test_return_a_creature_from_your_discard_pile_to_your_hand():
    # Regrowth: "Play: Return a creature from your discard pile to your hand."
    g = board({"house": "untamed", "player": {"hand": ["Regrowth"], "discard": ["Punch", "Troll", "Krump"]}})
    act(g, Play("Regrowth"), "Krump")
    read_by_grammar(g, "Regrowth")
    z = zones(g)
    assert z["hand"] == ["Krump"] and z["discard"] == ["Regrowth", "Punch", "Troll"]


def test_an_action_card_is_not_a_creature_and_an_empty_pile_returns_nothing():
    g = board({"house": "untamed", "player": {"hand": ["Regrowth"], "discard": ["Punch"]}})
    act(g, Play("Regrowth"))  # no creature to choose: no decision, nothing returned
    assert zones(g)["hand"] == [] and zones(g)["discard"] == ["Regrowth", "Punch"]


def test_the_opponents_discard_pile_is_not_yours():
    # Witch of the Eye: "Reap: Return a card from your discard pile to your hand."
    g = board({"house": "untamed", "player": {"battleline": ["Witch of the Eye"]},
               "opponent": {"discard": ["Troll"]}})
    read_by_grammar(g, "Witch of the Eye")
    act(g, Use("Witch of the Eye", "reap"))
    assert zones(g)["hand"] == [] and zones(g, "opponent")["discard"] == ["Troll"]


def test_return_to_the_top_of_your_deck():
    # World Tree: "Action: Return a creature from your discard pile to the top of your deck."
    g = board({"house": "untamed", "player": {"artifacts": ["World Tree"], "deck": ["Punch"],
                                              "discard": ["Troll"]}})
    read_by_grammar(g, "World Tree")
    act(g, Use("World Tree", "action"))
    assert zones(g)["deck"] == ["Troll", "Punch"] and zones(g)["discard"] == []


def test_return_each_card_of_a_trait():
    # Horseman of Death: "Play: Return each Horseman creature from your discard pile to your hand."
    g = board({"house": "sanctum", "player": {"hand": ["Horseman of Death"],
                                              "discard": ["Horseman of Famine", "Troll", "Horseman of War"]}})
    act(g, Play("Horseman of Death"))
    read_by_grammar(g, "Horseman of Death")
    assert zones(g)["hand"] == ["Horseman of Famine", "Horseman of War"] and zones(g)["discard"] == ["Troll"]


def test_archive_a_card_from_your_discard_pile():
    # Novu Archaeologist: "Action: Archive a card from your discard pile."
    g = board({"house": "logos", "player": {"battleline": ["Novu Archaeologist"], "discard": ["Troll", "Punch"]}})
    read_by_grammar(g, "Novu Archaeologist")
    act(g, Use("Novu Archaeologist", "action"), "Punch")
    assert zones(g)["archives"] == ["Punch"] and zones(g)["discard"] == ["Troll"]


def test_purge_up_to_two_cards_from_one_discard_pile():
    # Creeping Oblivion: "Play: Purge up to 2 cards from a discard pile."
    g = board({"house": "dis", "player": {"hand": ["Creeping Oblivion"], "discard": ["Krump"]},
               "opponent": {"discard": ["Troll", "Dust Pixie"]}})
    read_by_grammar(g, "Creeping Oblivion")
    # the first card is the opponent's: the second must come from the opponent's pile too
    # (Creeping Oblivion itself is not in a discard pile until it has resolved)
    with pytest.raises(ScenarioError, match="legal: Dust Pixie, done"):
        act(g, Play("Creeping Oblivion"), "Troll", "Krump")


def test_purge_up_to_two_cards_from_a_discard_pile_resolves():
    g = board({"house": "dis", "player": {"hand": ["Creeping Oblivion"], "discard": ["Krump"]},
               "opponent": {"discard": ["Troll", "Dust Pixie"]}})
    act(g, Play("Creeping Oblivion"), "Troll", "Dust Pixie")
    assert zones(g, "opponent")["purged"] == ["Troll", "Dust Pixie"] and zones(g)["discard"] == ["Creeping Oblivion", "Krump"]


def test_purge_a_creature_then_if_you_do_a_counter():
    # Eater of the Dead: "Fight/Reap: Purge a creature from a discard pile. If you do, put a +1
    # power counter on Eater of the Dead."
    g = board({"house": "dis", "player": {"battleline": ["Eater of the Dead"], "discard": ["Punch"]},
               "opponent": {"discard": ["Troll"]}})
    read_by_grammar(g, "Eater of the Dead")
    act(g, Use("Eater of the Dead", "reap"))
    assert zones(g, "opponent")["purged"] == ["Troll"] and one(line(g), "Eater of the Dead").power_counters == 1


def test_nothing_purged_means_no_counter():
    g = board({"house": "dis", "player": {"battleline": ["Eater of the Dead"], "discard": ["Punch"]}})
    act(g, Use("Eater of the Dead", "reap"))
    assert one(line(g), "Eater of the Dead").power_counters == 0 and zones(g)["discard"] == ["Punch"]


def test_put_on_top_of_your_deck_one_of_two_kinds():
    # Dr. Verokter: "Reap: Put an upgrade or action card from your discard pile on top of your deck."
    g = board({"house": "logos", "player": {"battleline": ["Dr. Verokter"], "deck": ["Krump"],
                                            "discard": ["Troll", "Protect the Weak"]}})
    read_by_grammar(g, "Dr. Verokter")
    act(g, Use("Dr. Verokter", "reap"))  # Troll is a creature: the upgrade is the only option
    assert zones(g)["deck"] == ["Protect the Weak", "Krump"] and zones(g)["discard"] == ["Troll"]


def test_shuffle_any_number_of_creatures_into_your_deck():
    # Not Finished with You: "Play: Shuffle any number of creatures from your discard pile into your deck."
    g = board({"house": "dis", "seed": 3, "player": {"hand": ["Not Finished with You"],
                                                     "discard": ["Troll", "Krump", "Punch"]}})
    read_by_grammar(g, "Not Finished with You")
    act(g, Play("Not Finished with You"), "Krump", "Troll")  # no creature left: no more asked
    assert sorted(zones(g)["deck"]) == ["Krump", "Troll"]
    assert zones(g)["discard"] == ["Not Finished with You", "Punch"]


def test_play_an_action_card_from_your_discard_pile_then_purge_it():
    # Think Twice: "Play: Play an action card from your discard pile, then purge it."
    g = board({"house": "logos", "player": {"hand": ["Think Twice"], "discard": ["Troll", "Punch"]},
               "opponent": {"battleline": ["Krump"]}})
    read_by_grammar(g, "Think Twice")
    act(g, Play("Think Twice"))  # Punch is the only action card; Krump the only creature
    assert one(line(g, "opponent"), "Krump").damage == 3
    assert zones(g)["purged"] == ["Punch"] and zones(g)["discard"] == ["Think Twice", "Troll"]
    assert amber(g) == (1, 0)  # Punch's Æmber bonus (Think Twice has none)


def test_discard_from_hand_or_archives():
    # Munchling: "Fight: You may discard a Logos card from your hand or archives. If you do, gain 1A."
    g = board({"house": "logos", "player": {"battleline": ["Munchling"], "hand": ["Troll"],
                                            "archives": ["Novu Archaeologist"]},
               "opponent": {"battleline": ["Dust Pixie"]}})
    read_by_grammar(g, "Munchling")
    act(g, Use("Munchling", "fight", "Dust Pixie"), "yes")
    assert zones(g)["archives"] == [] and zones(g)["discard"] == ["Novu Archaeologist"] and amber(g)[0] == 1


def test_a_different_creature_is_not_the_one_just_destroyed():
    # Ritual of Life: "Action: Destroy a friendly creature. If you do, return a different creature
    # from your discard pile to your hand."
    g = board({"house": "untamed", "player": {"artifacts": ["Ritual of Life"], "battleline": ["Troll"]}})
    read_by_grammar(g, "Ritual of Life")
    act(g, Use("Ritual of Life", "action"))  # Troll is destroyed; it is not a different creature
    assert zones(g)["hand"] == [] and zones(g)["discard"] == ["Troll"]


def test_play_a_different_creature_then_use_that_creature():
    # Witch of the Dawn (DT 373, the Evil Twin): "Play: Destroy another friendly creature. If you
    # do, play a different creature from your discard pile. Ready and use that creature."
    g = board({"house": "untamed", "player": {"hand": ["Witch of the Dawn (DT 373)"], "battleline": ["Troll"],
                                              "discard": ["Dew Faerie"]}})
    act(g, Play("Witch of the Dawn (DT 373)"))  # Dew Faerie can only reap: no decision
    read_by_grammar(g, "Witch of the Dawn")
    me = g.player("player")
    assert names(me.battleline) == ["Witch of the Dawn", "Dew Faerie"] and names(me.discard) == ["Troll"]
    assert one(me.battleline, "Dew Faerie").exhausted and amber(g) == (2, 0)  # reaped: 1, and "Reap: gain 1"


def test_a_shard_count_repeats_a_choice():
    # Shard of Life: "Action: Shuffle a card from your discard pile into your deck for each friendly Shard."
    g = board({"house": "untamed", "player": {"artifacts": ["Shard of Life", "Shard of Pain"],
                                              "discard": ["Troll", "Krump", "Punch"]}})
    read_by_grammar(g, "Shard of Life")
    act(g, Use("Shard of Life", "action"), "Troll", "Punch")
    assert sorted(zones(g)["deck"]) == ["Punch", "Troll"] and zones(g)["discard"] == ["Krump"]


@pytest.mark.parametrize("text", [
    "play: return a friendly creature from your discard pile to your hand.",  # "friendly" out of play
    "play: return a creature from a discard pile to your hand.",  # the opponent's card to your hand
    "play: return up to 2 creature from your discard pile to your hand.",  # agreement
])
def test_refused_readings(text):
    from judge.cards.data import Card
    from judge.engine.keyforge.reader import behaviour_class

    card = Card(title="Test", set="CotA", number="999", house="untamed", type="action", power=0, armor=0,
                amber=0, keywords=(), traits=(), text=text, id="test", printed_text=text)
    cls, why = behaviour_class(card)
    assert cls is None and why


def test_an_ability_of_a_card_in_a_discard_pile_is_not_read():
    # Relentless Creeper: the engine only looks for abilities of cards in play
    assert not read("After you choose Dis as your active house, you may return Relentless Creeper "
                    "from your discard pile to your hand.", "Relentless Creeper").ok


# -- cards in play put into a zone out of play --------------------------------------------------------
def test_put_into_your_opponents_archives():
    # Banish: "Play: Put an enemy creature into your opponent's archives."
    g = board({"house": "dis", "player": {"hand": ["Banish"]}, "opponent": {"battleline": ["Troll", "Krump"]}})
    read_by_grammar(g, "Banish")
    act(g, Play("Banish"), "Krump")
    assert zones(g, "opponent")["archives"] == ["Krump"] and names(line(g, "opponent")) == ["Troll"]


def test_put_each_creature_into_its_owners_archives():
    # Mind Over Matter: "Play: Put each creature into its owner's archives."
    g = board({"house": "logos", "player": {"hand": ["Mind Over Matter"],
                                            "battleline": ["Troll", {"card": "Krump", "owner": "opponent"}]},
               "opponent": {"battleline": ["Bumpsy"]}})
    read_by_grammar(g, "Mind Over Matter")
    act(g, Play("Mind Over Matter"))
    assert zones(g)["archives"] == ["Troll"] and sorted(zones(g, "opponent")["archives"]) == ["Bumpsy", "Krump"]


def test_purge_from_play_then_play_from_the_discard_pile():
    # Sacrificial Altar: "Action: Purge a friendly Human creature from play. If you do, play a
    # creature from your discard pile."
    g = board({"house": "dis", "player": {"artifacts": ["Sacrificial Altar"], "battleline": ["Sequis", "Troll"],
                                          "discard": ["Krump"]}})
    read_by_grammar(g, "Sacrificial Altar")
    act(g, Use("Sacrificial Altar", "action"))  # Sequis is the only Human; Krump the only creature
    assert zones(g)["purged"] == ["Sequis"] and names(line(g)) == ["Troll", "Krump"]


def test_archive_a_purged_card_you_own():
    # Universal Recycle Bin: "Action: Archive a purged card you own."
    g = board({"house": "logos", "player": {"artifacts": ["Universal Recycle Bin"], "purged": ["Troll", "Punch"]}})
    read_by_grammar(g, "Universal Recycle Bin")
    act(g, Use("Universal Recycle Bin", "action"), "Punch")
    assert zones(g)["archives"] == ["Punch"] and zones(g)["purged"] == ["Troll"]


def test_shuffle_your_hand_and_discard_pile_into_your_deck():
    # Screaming Cave: "Action: Shuffle your hand and discard pile into your deck."
    g = board({"house": "dis", "seed": 1, "player": {"artifacts": ["Screaming Cave"], "hand": ["Troll"],
                                                     "discard": ["Punch"], "deck": ["Krump"]}})
    read_by_grammar(g, "Screaming Cave")
    act(g, Use("Screaming Cave", "action"))
    z = zones(g)
    assert z["hand"] == [] and z["discard"] == [] and sorted(z["deck"]) == ["Krump", "Punch", "Troll"]


def test_if_the_first_returned_is_not_a_mutant_no_other_returns():
    # Resurgence: "... If that creature is a Mutant, return another creature from your discard pile to your hand."
    g = board({"house": "untamed", "player": {"hand": ["Resurgence"], "discard": ["Troll", "Snarette"]}})
    read_by_grammar(g, "Resurgence")
    act(g, Play("Resurgence"), "Troll")
    assert zones(g)["hand"] == ["Troll"] and zones(g)["discard"] == ["Resurgence", "Snarette"]


def test_fewer_than_three_in_the_pile_gains_nothing_but_still_shuffles():
    # Low Dawn: "Play: If there are 3 or more Untamed creatures in your discard pile, gain 2A.
    # Shuffle each Untamed creature from your discard pile into your deck."
    g = board({"house": "untamed", "player": {"hand": ["Low Dawn"], "discard": ["Dust Pixie", "Troll", "Snufflegator"]}})
    read_by_grammar(g, "Low Dawn")
    act(g, Play("Low Dawn"))
    assert amber(g) == (1, 0) and sorted(zones(g)["deck"]) == ["Dust Pixie", "Snufflegator"]


def test_archive_the_top_two_of_a_short_deck():
    # Eclectic Inquiry: "Play: Archive the top 2 cards of your deck."
    g = board({"house": "logos", "player": {"hand": ["Eclectic Inquiry"], "deck": ["Troll"]}})
    read_by_grammar(g, "Eclectic Inquiry")
    act(g, Play("Eclectic Inquiry"))
    assert zones(g)["archives"] == ["Troll"] and index(g, "player's deck has 1 card, not 2")


def test_a_put_creature_leaves_the_archives_to_its_owners_hand():
    # Mass Abduction: "... If any of these creatures leave your archives, they are put into
    # their owner's hand instead." (whatever moves them out of the archives)
    g = board({"house": "mars", "player": {"hand": ["Mass Abduction"]},
               "opponent": {"battleline": [{"card": "Troll", "damage": 1}, "Krump"]}})
    read_by_grammar(g, "Mass Abduction")
    act(g, Play("Mass Abduction"), "Troll")
    from judge.engine.keyforge import effects as fx

    fx.return_to_hand(g, g.player("player").archives[0], "test")
    assert zones(g, "opponent")["hand"] == ["Troll"] and zones(g)["hand"] == []


# -- hand-written cards of the family -------------------------------------------------------------
def test_igon_the_terrible_destroys_itself_unless_the_green_was_purged():
    g = board({"house": "brobnar", "player": {"hand": ["Igon the Terrible"]}})
    act(g, Play("Igon the Terrible"))
    assert names(line(g)) == [] and zones(g)["discard"] == ["Igon the Terrible"]


def test_velum_archives_two_with_hyde_and_hyde_draws_one_without():
    g = board({"house": "logos", "player": {"battleline": ["Velum", "Hyde"], "hand": ["Troll", "Krump", "Bumpsy"]}})
    act(g, Use("Velum", "reap"), "Krump", "Troll")
    assert zones(g)["archives"] == ["Krump", "Troll"]
    g = board({"house": "logos", "player": {"battleline": ["Hyde"], "deck": ["Troll", "Krump"]}})
    act(g, Use("Hyde", "reap"))
    assert zones(g)["hand"] == ["Troll"]


def test_bombyx_without_a_chenille_destroys_itself():
    g = board({"house": "untamed", "player": {"hand": ["Bombyx"], "battleline": ["Fifalde"]}})
    act(g, Play("Bombyx"))
    assert names(line(g)) == ["Fifalde"] and zones(g)["discard"] == ["Bombyx"]
