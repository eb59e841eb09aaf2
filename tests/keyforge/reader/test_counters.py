"""Counters read by the card-text reader (grammar/counters.lark) on small boards: +1 power
counters put and removed, named counters (Other Counters), "with doom counters", "all
creatures". Each test quotes the printed text of a real card, or says which text it reads."""
from judge.cards.data import Card
from judge.engine.keyforge.actions import Play
from judge.engine.keyforge.reader import behaviour_class, read
from judge.engine.keyforge.reader.nodes.base import Ctx

from ..helpers import act, board, names, one
from .test_nodes import amber, line, read_by_grammar


def test_put_power_counters_on_each_creature_a_selector_names():
    # Bumblebird: "Alpha. Play: Put two +1 power counters on each other friendly Untamed creature."
    r = read("Alpha.\nPlay: Put two +1 power counters on each other friendly Untamed creature.", "Bumblebird")
    assert r.ok and "PutCounters" in repr(r.tree)


def test_remove_up_to_three_then_count_them():
    # Æmbermancy: "Play: Remove up to three +1 power counters from a creature. Gain 1 for each
    # counter removed this way."
    g = board({"house": "untamed", "player": {"hand": ["Æmbermancy"], "battleline": [{"card": "Troll", "power": 2}]},
               "opponent": {"battleline": [{"card": "Krump", "power": 5}]}})
    read_by_grammar(g, "Æmbermancy")
    act(g, Play("Æmbermancy"), "Krump", 3)
    assert one(line(g, "opponent"), "Krump").power_counters == 2 and amber(g) == (4, 0)  # 1 bonus + 3


def test_remove_up_to_is_at_most_what_the_creature_has():
    g = board({"house": "untamed", "player": {"hand": ["Æmbermancy"], "battleline": [{"card": "Troll", "power": 1}]}})
    act(g, Play("Æmbermancy"), 1)  # Troll has 1: "how many" is 0 or 1
    assert one(line(g), "Troll").power_counters == 0 and amber(g) == (2, 0)


def test_all_creatures_of_a_house():
    # The Common Cold: "Play: Deal 1D to each creature. You may destroy all Mars creatures."
    g = board({"house": "untamed", "player": {"hand": ["The Common Cold"], "battleline": ["Troll"]},
               "opponent": {"battleline": ["Chuff Ape", "Krump", "Mindwarper"]}})
    read_by_grammar(g, "The Common Cold")
    act(g, Play("The Common Cold"), "yes", "Chuff Ape")
    assert names(line(g, "opponent")) == ["Krump"] and names(line(g)) == ["Troll"]


def _card(text: str, type_="artifact") -> Card:
    return Card(title="Test", set="AoA", number="999", house="dis", type=type_, power=0, armor=0, amber=0,
                keywords=(), traits=(), text=text, id="test", printed_text=text)


def _action(g, text):
    """Resolve the "Action:" ability of a card reading `text`, as the player's artifact."""
    from judge.engine.keyforge.state import CardInstance

    cls, why = behaviour_class(_card(text))
    assert cls is not None, why
    src = CardInstance(_card(text), "player")
    g.player("player").artifacts.append(src)
    src.controller = "player"
    cls(src.card).action(g, src, "player")


def test_named_counters_put_then_counted_and_destroyed():
    # Wretched Doll's first sentence and its "put a doom counter on a creature" (the card itself
    # also needs "otherwise"): doom counters have no rule of their own (Other Counters)
    g = board({"house": "dis", "player": {"battleline": ["Troll"]}, "opponent": {"battleline": ["Krump"]}})
    from judge.engine.keyforge.decide import FixtureChooser

    g.decide = FixtureChooser(["Krump"], "test")
    _action(g, "Action: Put a doom counter on a creature.")
    assert one(line(g, "opponent"), "Krump").tokens == {"doom": 1}
    g.decide = FixtureChooser([], "test")
    _action(g, "Action: If there is a doom counter in play, destroy all creatures with doom counters.")
    assert names(line(g, "opponent")) == [] and names(line(g)) == ["Troll"]


def test_counters_at_least_on_the_card_itself():
    # The Colosseum's "If there are 6 or more glory counters on The Colosseum, ..."
    r = read("Omni: If there are 6 or more glory counters on The Colosseum, gain 1A.", "The Colosseum")
    assert r.ok
    g = board({"house": "dis"})
    from judge.engine.keyforge.state import CardInstance

    src = CardInstance(_card("x"), "player")
    cond = r.tree.abilities[0].body.sentences[0].clause.condition
    ctx = Ctx(g, src, "player", "Test")
    src.tokens["glory"] = 5
    assert not cond.holds(ctx)
    src.tokens["glory"] = 6
    assert cond.holds(ctx)


def test_refused_counter_readings():
    for text in ("Action: Put each doom counter on a creature.",  # "each" with "put"
                 "Action: Put a -1 power counter on a creature.",  # no such counter
                 "Action: Remove 1 doom counters from a creature."):  # agreement
        cls, why = behaviour_class(_card(text))
        assert cls is None and why, text


def test_move_each_power_counter_in_play():
    # Sporegorger (DT 372): "Play: Move each +1 power counter in play to Sporegorger."
    g = board({"house": "untamed", "player": {"hand": ["Sporegorger (DT 372)"], "battleline": [{"card": "Troll", "power": 1}]},
               "opponent": {"battleline": [{"card": "Krump", "power": 2}, "Bumpsy"]}})
    act(g, Play("Sporegorger (DT 372)"))
    assert [c.power_counters for c in line(g)] == [0, 3] and [c.power_counters for c in line(g, "opponent")] == [0, 0]
