"""The corpus parses into the entries the rulebooks hold (counts from the issue)."""
from __future__ import annotations

from collections import Counter

import pytest

from judge.corpus.groups import game_entries
from judge.games import get_game
from judge.rulings.records import load_rulings


def counts(game: str, version: str) -> Counter:
    return Counter(e.kind for e in game_entries(game)[version])


@pytest.mark.parametrize("version,glossary,errata,faq", [
    ("2021", 96, 14, 100),
    ("1.3", 72, 4, 31),
    ("early", 66, 1, 25),
])
def test_keyforge_counts(version, glossary, errata, faq):
    c = counts("keyforge", version)
    assert (c["glossary"], c["errata"], c["faq"]) == (glossary, errata, faq)


def test_v16_is_partial_rules_only():
    c = counts("keyforge", "v16")
    assert set(c) == {"rule"} and c["rule"] > 10
    assert not get_game("keyforge").version("v16").complete


def test_keeper_counts():
    c = counts("keeper", "6th")
    assert (c["clarification"], c["revised"], c["banned"], c["limit"]) == (14, 4, 2, 6)
    assert c["rule"] >= 11


def test_versions_newest_first_and_labels():
    labels = [v.label for v in get_game("keyforge").versions]
    assert labels == ["v16", "2021", "1.3", "early"]
    assert get_game("keyforge").version("V1.3").label == "1.3"


def test_distinct_faq_questions_merged_across_versions():
    game = get_game("keyforge")
    records = load_rulings(game.rulings_dir(), "keyforge")
    kinds = Counter(r.kind for r in records)
    # 103 printed questions; the Pitlord/Restringuntus question printed twice (early, 1.3) is one record
    assert kinds["faq"] == 102
    assert kinds["errata"] == 14
    printed = {e for r in records if r.kind == "faq" for e in r.entries}
    assert len(printed) == 25 + 31 + 100


def test_known_disagreements_are_recorded():
    game = get_game("keyforge")
    records = {r.id: r for r in load_rulings(game.rulings_dir(), "keyforge")}
    bait = records["bait-and-switch-how-many-times"]
    assert "7 times" in bait.text_for("early")[1] and "2 times" in bait.text
    order = records["library-access-wild-wormhole-order"]
    assert order.history and "simultaneous" in order.text
    pitlord = records["pitlord-restringuntus-house-choice"]
    assert "no house" in pitlord.history[0].text and "twice" in pitlord.notes[0]
    assert "contradicts" in records["library-access-discard-pile"].notes[0]
    library = records["library-access-discard-pile"]
    assert library.contradiction_in("1.3").entry == "keyforge/1.3/errata/library-access-cota-115"
    assert library.contradiction_in("early") is None  # no erratum there: the answer is verified
    assert {c.version for c in records["biomatrix-backup-opponent-decides"].contradicts} == {"1.3", "early"}


def test_contradicts_must_name_corpus_entries(tmp_path):
    from judge.errors import DataError
    from judge.rulings.records import parse_record

    bad = tmp_path / "x.yaml"
    bad.write_text("id: x\nkind: faq\nquestion: q\ntext: a\nsource: {rulebook: '1.3'}\nversions: ['1.3']\n"
                   "contradicts: [keyforge/1.3/errata/x]\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"x.yaml:7: `contradicts\[0\]` must be a mapping"):
        parse_record(bad, "keyforge")
    bad.write_text("id: x\nkind: faq\nquestion: q\ntext: a\nsource: {rulebook: '1.3'}\nversions: ['1.3']\n"
                   "contradicts:\n  - entry: ''\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"x.yaml:7: `contradicts` must be a list of"):  # an empty entry too
        parse_record(bad, "keyforge")


def test_every_entry_keeps_its_source():
    for game in ("keyforge", "keeper"):
        for version, entries in game_entries(game).items():
            for e in entries:
                assert e.version == version and e.section and e.text, e.id


def test_entry_ids_are_unique_per_version():
    for game in ("keyforge", "keeper"):
        for entries in game_entries(game).values():
            ids = [e.id for e in entries]
            assert len(ids) == len(set(ids))
