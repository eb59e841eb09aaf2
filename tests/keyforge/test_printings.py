"""Printings (SCENARIOS.md): `Title (SET NNN)`, the default printing, typography versus
substance, behaviours keyed by the printing's wording, and the `house:` entry key."""
from dataclasses import replace

import pytest

from judge.cards.data import (by_ref, card_index, load_cards, names_card, split_printing, variants, with_errata,
                              wording)
from judge.engine.base import MissingBehaviour, ScenarioError
from judge.engine.keyforge.abilities import behaviour_for
from judge.engine.keyforge.actions import Use
from judge.engine.keyforge.observe import observe
from judge.scenarios.expect import compare

from .helpers import act, board, replay

F = "cards/keyforge"


@pytest.mark.parametrize("title, ref", [
    ("Lightsmith Clariel", "DT 080"),  # DT 067 comes first but is an Evil Twin
    ("Sir Bevor", "DT 119"),
    ("Troll", "CoTA 048"),
    ("Gorm of Omm", "CoTA 232"),  # the first printing in set order
])
def test_a_plain_title_means_the_first_printing_that_is_not_an_evil_twin(title, ref):
    assert card_index(F)[title.lower()].ref == ref
    assert variants(title, F)[0].ref == ref


@pytest.mark.parametrize("a, b", [
    ("Play: Steal 1<A>.", "Play: Steal 1\uf360"),
    ("Play: Move 1 A from a creature to another creature.", "Play: Move 1A from a creature to another creature."),
    ("Play: You may play one non-Logos card this turn.", "Play: You may play 1 non-Logos card this turn"),
    ("Deal 2<D> to each creature, then “gain 1A”.", "Deal 2\uf361 to each creature then \"gain 1A\"."),
    ("Enhance PTPT.", "Enhance \uf565\uf565."),
    ("\uf566 After you raise the tide, ready it.", "After you raise the tide, ready it."),
])
def test_typography_is_not_substance(a, b):
    assert wording(a) == wording(b)


@pytest.mark.parametrize("a, b", [
    ("Play: Steal 1A.", "Play: Steal 2A."),
    ("Omni: Sacrifice Gorm of Omm. Destroy an artifact.", "Omni: Destroy Gorm of Omm. Destroy an artifact."),
    ("Enhance PT.", "Enhance R."),
])
def test_substance_differs(a, b):
    assert wording(a) != wording(b)


def test_printings_that_read_the_same_are_one_card_and_the_others_are_listed():
    assert [c.ref for c in variants("Shoulder Id", F)] == ["MM 257"]  # DT 241 reads the same
    assert variants("Shoulder Id", F)[0].same_as == ("MM 257", "DT 241")
    assert [(c.ref, c.evil_twin) for c in variants("Lightsmith Clariel", F)] == [("DT 080", False), ("DT 067", True)]
    twins = {c.title for c in load_cards(F) if any(v.evil_twin for v in variants(c.title, F))}
    others = {c.title for c in load_cards(F) if len(variants(c.title, F)) > 1} - twins
    assert len(twins) == 49 and len(others) == 55


def test_split_and_name_printings():
    assert split_printing("Lightsmith Clariel (DT 67)") == ("Lightsmith Clariel", "DT 067")
    assert split_printing("Orb of Wonder (wc a06)") == ("Orb of Wonder", "WC A06")
    assert split_printing("Troll") == ("Troll", None)
    twin, default = by_ref("DT", "067", F), by_ref("DT", "080", F)
    assert not names_card("Lightsmith Clariel", twin) and names_card("Lightsmith Clariel", default)
    assert names_card("lightsmith clariel (dt 067)", twin) and not names_card("Lightsmith Clariel (DT 067)", default)
    assert names_card("Shoulder Id (DT 241)", by_ref("MM", "257", F))  # the same card, typography aside


def test_a_fixture_names_one_printing_wherever_a_card_name_stands():
    g = board({"house": "sanctum", "player": {"battleline": ["Lightsmith Clariel (DT 067)", "Sir Bevor"]}})
    clariel = g.me.battleline[0]
    assert clariel.card.ref == "DT 067" and clariel.card.rarity == "Evil Twin"
    act(g, Use("Lightsmith Clariel (DT 067)", "action"), "Sir Bevor")  # the Evil Twin's own "Action:"
    state = observe(g)
    bevor = state["player"]["battleline"][1]
    assert (bevor["current_power"], bevor["current_armor"]) == (5, 1)  # was 1 power, 5 armor
    assert compare({"player": {"battleline": [{"card": "Lightsmith Clariel (DT 067)"}, "Sir Bevor"]}}, state) == []
    wrong = compare({"player": {"battleline": ["Lightsmith Clariel", "Sir Bevor"]}}, state)  # plain: DT 080
    assert [m.actual for m in wrong] == ["Lightsmith Clariel (DT 067)"]  # the mismatch shows the printing
    wrong = compare({"player": {"battleline": [{"card": "Lightsmith Clariel"}, "Sir Bevor"]}}, state)
    assert [m.actual for m in wrong] == ["Lightsmith Clariel (DT 067)"]


def test_an_unknown_printing_is_refused_with_the_title_s_printings():
    with pytest.raises(ScenarioError, match=r"Lightsmith Clariel has no printing DT 099 \(its printings: DT 067, DT 080\)"):
        board({"house": "sanctum", "player": {"hand": ["Lightsmith Clariel (DT 099)"]}})


def test_a_printing_without_a_behaviour_is_refused_by_name(set_aside):
    # Shield-U-Later's Evil Twin (DT 249) with its own behaviour set aside: the engine then plays
    # only the DT 302 printing, whose text differs, and says so by name
    card = by_ref("DT", "249", F)
    assert type(behaviour_for(card)).__name__ == "ShieldULaterDT249"
    set_aside(card.title, keep=lambda ref: ref is None)
    with pytest.raises(MissingBehaviour, match=r"Shield-U-Later \(DT 249\) has no behaviour.*another printing"):
        behaviour_for(card)
    assert type(behaviour_for(by_ref("DT", "115", F))).__name__ == "LaerieOfTheLake"
    assert type(behaviour_for(by_ref("DT", "241", F))).__name__ == "ShoulderId"  # reads as MM 257


def test_an_erratum_applies_to_the_printings_that_read_as_the_one_it_names():
    card = card_index(F)["bait and switch"]
    assert with_errata(card, "keyforge", "2021").errata is not None
    reworded = replace(card, same_as=("DT 999",))
    assert with_errata(reworded, "keyforge", "2021").errata is None


def test_house_key_picks_a_house_of_a_multi_house_printing_or_plays_a_maverick():
    g = board({"house": "dis", "player": {"artifacts": [{"card": "Dark Æmber Vault", "house": "dis"}],
                                          "hand": [{"card": "Troll", "house": "dis"}]}})
    vault, troll = g.me.artifacts[0], g.me.hand[0]
    assert (vault.card.house, vault.house_override, vault.house) == ("dis", None, "dis")
    assert (troll.card.house, troll.house) == ("brobnar", "dis")


def test_expect_names_printings_in_replays():
    result = replay({"house": "sanctum", "player": {"hand": ["Lightsmith Clariel (DT 067)"]}}, [])
    assert compare({"player": {"hand": ["Lightsmith Clariel (DT 067)"]}}, result.observed) == []
    assert compare({"player": {"hand": ["Lightsmith Clariel (DT 080)"]}}, result.observed)


def test_judge_card_lists_the_printings_that_differ_in_substance(run_cli):
    code, out, _ = run_cli("card", "Lightsmith Clariel")
    assert code == 0 and out.startswith("Card · Lightsmith Clariel (DT 080)") and "Lightsmith Clariel (DT 080) — Sanctum creature, power 5, armor 2" in out
    assert "Printing DT 067 (Evil Twin)" in out and "Action: Switch a creature's power and armor" in out
    code, out, _ = run_cli("card", "Lightsmith Clariel (DT 067)")
    assert code == 0 and "Lightsmith Clariel (DT 067, Evil Twin)" in out and "Printing DT 080 (default)" in out
    code, _, err = run_cli("card", "Lightsmith Clariel (DT 099)")
    assert code != 0 and "no printing DT 099" in err
