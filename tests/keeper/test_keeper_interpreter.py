"""The card text interpreter (the phrase table) and the citations of the trace."""
from __future__ import annotations

import pytest

from judge.corpus.groups import game_entries
from judge.engine.base import ScenarioError
from judge.engine.keeper import phrases, rules
from judge.engine.keeper.cards import parse_card
from judge.engine.keeper.costs import PayHitpoints, RemoveCounters
from judge.engine.keeper.effects import InflictDamage, PlaceCounters
from judge.engine.keeper.targets import TargetSpec


@pytest.mark.parametrize("phrase", phrases.PHRASES, ids=lambda p: p.example)
def test_every_phrase_reads_its_example(phrase):
    try:
        assert phrases.read(phrase.role, phrase.example) is not None
    except phrases.IllegalText as exc:  # a shape the rules forbid: refused, citing the rule
        assert exc.rule in rules.SECTIONS + rules.CLARIFICATIONS and phrase.example.rstrip(".") in exc.message


def test_the_rulebook_example_card_reads_into_two_abilities():
    card = parse_card({
        "name": "Dark Necromancer", "type": "creature", "cost": 4, "offense": 2, "defense": 6,
        "text": "SPIRITUAL UNREST: Activate in response to an opponent's summon. Target this card. Place 1 counter "
                "on each target.\n\nNECROMANCY: Remove 2 counters from this card. Target up to 2 cards in one "
                "player's graveyard randomly. Reveal all targets, then summon or cast any number of targets that "
                "are not in play (paying the usual costs)."}, "test", 1)
    first, second = card.abilities
    assert (first.name, first.condition.kind, first.condition.event.kind) == ("SPIRITUAL UNREST", "response", "summon")
    assert first.condition.event.whose == "opponent"
    assert isinstance(first.effects[0], PlaceCounters)
    assert second.condition is None and isinstance(second.costs[0], RemoveCounters) and second.costs[0].n == 2
    spec = second.targets[0]
    assert isinstance(spec, TargetSpec) and (spec.count, spec.up_to, spec.random, spec.graveyard) == \
        (2, True, True, "one player's")
    assert [type(e).__name__ for e in second.effects] == ["Reveal", "SummonOrCast"]


def test_costs_come_first_and_the_same_phrase_later_is_an_effect():
    card = parse_card({"name": "X", "type": "spell", "cost": 0,
                       "text": "Pay 2 hitpoints. Target one player. Inflict 3 damage to each target. Pay 1 hitpoints."},
                      "test", 1)
    ability = card.abilities[0]
    assert [type(c) for c in ability.costs] == [PayHitpoints]
    assert [type(e) for e in ability.effects] == [InflictDamage, PayHitpoints]


def test_caveat_is_the_first_paragraph_naming_this_creature():
    card = parse_card({"name": "Mammon", "type": "creature", "cost": 3, "offense": 5, "defense": 5,
                       "text": "You must sacrifice 1 card in play to summon this creature. This creature cannot defend.\n"
                               "Draw 1 card."}, "test", 1)
    assert [c.action for c in card.caveat_costs] == ["summon"] and [r.what for r in card.restrictions] == ["defend"]
    assert len(card.abilities) == 1


def test_revised_text_is_read_as_its_new_text():
    card = parse_card({"name": "Tap", "type": "spell", "cost": 0,
                       "text": "Target up to 2 resources. Exhaust each target."}, "test", 1)
    assert card.revisions and card.revisions[0].rule == "revised-target-up-to-x-resources"
    assert card.abilities[0].targets[0].whose == "yours"


@pytest.mark.parametrize("text, phrase", [
    ("Target one player. Turn each target into a frog.", "Turn each target into a frog."),
    ("Activate when the moon is full. Draw 1 card.", "the moon is full"),
])
def test_an_unknown_phrase_is_an_error_naming_it_and_the_card(text, phrase):
    with pytest.raises(ScenarioError) as err:
        parse_card({"name": "Oddity", "type": "spell", "cost": 1, "text": text}, "test", 7)
    assert phrase in err.value.message and "'Oddity'" in err.value.message and err.value.line == 7


def test_an_unknown_caveat_is_an_error():
    with pytest.raises(ScenarioError, match="caveat 'This creature sings.'"):
        parse_card({"name": "Bard", "type": "creature", "cost": 1, "offense": 1, "defense": 1,
                    "text": "This creature sings."}, "test", 1)


def test_a_spell_has_a_single_ability():
    card = parse_card({"name": "Two", "type": "spell", "cost": 1, "text": "Draw 1 card.\nDraw 2 cards."}, "test", 1)
    bad, = [f for f in card.verdict.findings if not f.legal]
    assert "single ability" in bad.message and bad.rule == rules.SPELLS and not card.abilities


def test_card_fields_are_checked():
    with pytest.raises(ScenarioError, match="unknown card field 'power'"):
        parse_card({"name": "X", "type": "creature", "cost": 1, "offense": 1, "defense": 1, "power": 3}, "t", 1)
    with pytest.raises(ScenarioError, match="needs `defense`"):
        parse_card({"name": "X", "type": "creature", "cost": 1, "offense": 1}, "t", 1)


def test_every_cited_rule_is_in_the_rulebook():
    entries = game_entries("keeper")["6th"]
    titles = {e.title for e in entries if e.kind == "rule"}
    clarifications = {f'"{e.title}"' for e in entries if e.kind == "clarification"}
    for name in rules.SECTIONS:
        assert name in titles, name
    for name in rules.CLARIFICATIONS:
        assert name in clarifications, name
    assert len(rules.CLARIFICATIONS) == len(clarifications) == 14


def test_the_readme_shows_every_phrase():
    from judge.games import get_game

    readme = (get_game("keeper").scenarios_dir() / "README.md").read_text(encoding="utf-8")
    missing = [p.example for p in phrases.PHRASES if f"`{p.example}`" not in readme]
    assert not missing
