"""The card and deck checker: every banned text, revised text and variable limit
of the rulebook, and deck sizes."""
from __future__ import annotations

import re

import pytest

from judge.engine.keeper import check_card, check_deck
from judge.engine.keeper import checker
from judge.errors import UsageError

RULES = checker.text_rules()
BANNED = [r for r in RULES if r.kind == "banned"]
REVISED = [r for r in RULES if r.kind == "revised"]
LIMITS = [r for r in RULES if r.kind == "limit"]


def instance(template: str, value: int) -> str:
    return re.sub(r"\[[xyz]\]", str(value), template)


def test_every_entry_of_the_rulebook_is_a_rule():
    # 6th edition: 2 redacted texts, 4 revised texts, 6 variable limits
    assert (len(BANNED), len(REVISED), len(LIMITS)) == (2, 4, 6)
    assert all(r.record.startswith(r.kind + "-") for r in RULES)


@pytest.mark.parametrize("rule", BANNED, ids=lambda r: r.record)
def test_banned_text_bans_the_card_inside_longer_text(rule):
    text = f"SMITE: Target one player. {instance(rule.text, 5).upper()} Draw 1 card."
    result = check_card(text)
    assert not result.legal
    f = next(f for f in result.findings if f.kind == "banned")
    assert f.rule == rule.record
    assert f.source == "6th, Redacted Ability Text (Banned Cards)"


@pytest.mark.parametrize("rule", REVISED, ids=lambda r: r.record)
def test_revised_text_says_which_text_to_use(rule):
    old = instance(rule.text, 3)
    # a whole card: a caveat is its own first paragraph (check_card also reads the text)
    text = f"{old}\nPay 1 hitpoints. Draw 1 card." if old.startswith("You must") else f"Pay 1 hitpoints. {old} Draw 1 card."
    result = check_card(text)
    assert result.legal, result.findings
    f = next(f for f in result.findings if f.kind == "revised")
    assert f.rule == rule.record and f.source == "6th, Revised Ability Text"
    assert f.instead == instance(rule.instead, 3)
    assert f.instead != old
    new_text, applied = checker.apply_revisions(old)
    assert new_text == f.instead and applied[0].rule == rule.record


@pytest.mark.parametrize("rule", LIMITS, ids=lambda r: r.record)
def test_limit_at_the_bound_is_legal_and_above_is_banned(rule):
    (var, op, bound), = rule.limits
    assert op == "<="
    at = check_card(instance(rule.text, bound))
    over = check_card(instance(rule.text, bound + 1))
    assert at.legal and [f.rule for f in at.findings] == [rule.record]
    assert not over.legal
    f = over.findings[0]
    assert f.rule == rule.record and f.source == "6th, Revised Variable Limits"
    assert f"{var} = {bound + 1}" in f.message and "banned" in f.message


def test_limits_tolerate_case_and_a_singular_noun():
    assert not check_card("pay 15 HITPOINTS.").legal
    assert check_card("Sacrifice 1 card on the top of your deck.").findings[0].rule == \
        "limit-sacrifice-x-cards-on-the-top-of-your-deck"


def test_a_summon_caveat_is_not_mistaken_for_the_plain_text():
    result = check_card("You must pay 15 hitpoints to summon this creature.")
    assert [f.rule for f in result.findings] == ["limit-you-must-pay-x-hitpoints-to-summon-this-creature"]


def test_a_clean_card_has_no_findings():
    assert check_card("Target one player. Inflict 3 damage to each target.").findings == []


def test_a_new_rulebook_entry_is_picked_up_without_code(monkeypatch):
    from judge.corpus import groups
    from judge.corpus.parser import Entry

    real = groups.game_entries("keeper")
    extra = Entry("keeper", "6th", "limit", "draw-x-cards", "Draw [x] cards.", '"Draw [x] cards." {x ≤ 3}',
                  "Revised Variable Limits", 1)
    monkeypatch.setattr(groups, "game_entries", lambda g: {"6th": list(real["6th"]) + [extra]})
    checker.text_rules.cache_clear()
    try:
        assert check_card("Draw 3 cards.").legal
        result = check_card("Draw 4 cards.")
        assert not result.legal and result.findings[0].rule == "limit-draw-x-cards"
    finally:
        checker.text_rules.cache_clear()


# --- decks ------------------------------------------------------------------------------------------
def _deck(tmp_path, n: int, extra: str = "") -> str:
    p = tmp_path / "deck.txt"
    p.write_text(f"# my deck\n{n - 1}x Target one player. Inflict 1 damage to each target.\n"
                 f"Bolt: Draw 1 card.  # the last one\n\n{extra}", encoding="utf-8")
    return str(p)


@pytest.mark.parametrize("n, legal", [(39, False), (40, True), (60, True), (61, False)])
def test_deck_size(tmp_path, n, legal):
    result = check_deck(_deck(tmp_path, n))
    size = result.findings[0]
    assert size.kind == "deck" and size.legal is legal and f"holds {n} cards" in size.message
    assert size.source == "6th, Rules > Deck Building Considerations"
    assert result.legal is legal


def test_deck_copies_are_legal_and_said_so(tmp_path):
    result = check_deck(_deck(tmp_path, 50))
    copies = [f for f in result.findings if "copies" in f.message]
    assert copies and copies[0].legal and "49 copies" in copies[0].message


def test_deck_count_prefix_forms_and_card_findings(tmp_path):
    p = tmp_path / "deck.txt"
    p.write_text("20 x Draw 1 card.\n19x Pay 1 hitpoints.\nBig: Pay 20 hitpoints.\n", encoding="utf-8")
    result = check_deck(str(p))
    assert result.findings[0].message.startswith("the deck holds 40 cards")
    bad = [f for f in result.findings if not f.legal]
    assert len(bad) == 1 and bad[0].message.startswith("line 3 (Big): ")


def test_an_unreadable_deck_is_a_usage_error(tmp_path):
    with pytest.raises(UsageError):
        check_deck(str(tmp_path / "missing.txt"))


@pytest.mark.parametrize("text, record", [
    ("Sacrifice eight cards from the top of your deck.", "limit-sacrifice-x-cards-on-the-top-of-your-deck"),
    ("Sacrifice the top eight cards of your deck.", "limit-sacrifice-x-cards-on-the-top-of-your-deck"),
    ("Deal 6 damage to any one player.", "banned-inflict-x-damage-to-any-one-player"),
])
def test_a_limited_or_banned_text_in_other_words_is_caught(text, record):
    """The limits and bans hold for the component, however it is worded (phrases.same_words)."""
    result = check_card(text)
    assert not result.legal
    assert any(f.rule == record and not f.legal for f in result.findings), result.findings


def test_the_same_text_in_other_words_within_its_limit_is_legal():
    assert check_card("Destroy seven cards from the top of your deck. Draw one card.").legal


def test_a_text_the_engine_cannot_read_is_not_called_legal():
    result = check_card("Blah blah nonsense.")
    assert not result.legal and [f.kind for f in result.findings] == ["unread"]
    assert "cannot read" in result.findings[0].message


def test_a_sentence_the_rules_forbid_is_found_by_reading():
    result = check_card("Sacrifice this card. Draw 2 cards.")
    assert not result.legal and any(f.kind == "illegal" for f in result.findings)
