"""Search: analysis, ranking, the index cache."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from judge import search
from judge.rulings.records import load_rulings
from judge.safe_yaml import load_data
from judge.games import get_game
from judge.search.analysis import analyze

ROOT = Path(__file__).resolve().parent.parent


def top(query: str, game: str | None = None, rulebook: str | None = None, n: int = 3) -> list[str]:
    return [r["id"] for r in search.ask(query, game=game, rulebook=rulebook, limit=n).results]


# -- analysis -------------------------------------------------------------------------------
def test_stemming_meets_word_forms():
    assert analyze("stun stunned stuns") == ["stun"] * 3


def test_rules_words_are_not_stop_words():
    for word in ("may", "cannot", "not", "must", "before", "after", "each", "if"):
        assert analyze(word), word


def test_aember_spellings_fold_together():
    assert analyze("Æmber") == analyze("aember") == analyze("æmber")


def test_number_words_meet_digits():
    assert analyze("six cards") == analyze("6 cards")


# -- ranking ---------------------------------------------------------------------------------
def test_spec_query_anger_on_stunned_creature_is_first():
    assert top("stunned creature anger")[0] == "ruling/anger-on-stunned-creature"


def test_typo_and_card_name():
    a = search.ask("bait and swtich how many times")
    assert a.results[0]["id"] == "ruling/bait-and-switch-how-many-times"
    assert "Bait and Switch" in a.cards


def test_amber_spellings_find_the_same_answer():
    assert top("amber", n=1) == top("aember", n=1) == top("Æmber", n=1)


def test_everyday_words_use_the_synonym_table():
    assert "ruling/stealer-of-souls-valdr-both-destroyed" in top("stealer of souls dies with valdr")


def test_card_name_alone_finds_the_card():
    assert top("kelifi dargon")[0] == "card/kelifi-dragon"
    assert top("john smith")[0] == "card/john-smyth"


def test_rulebook_option_answers_as_of_an_older_version():
    early = search.ask("bait and switch how many times", rulebook="early", limit=1).results[0]
    assert "7 times" in early["text"]
    newest = search.ask("bait and switch how many times", limit=1).results[0]
    assert "2 times" in newest["text"]


def test_keeper_sacrifice_destroyed():
    assert top("sacrifice destroyed", game="keeper")[0] == "ruling/clarification-sacrifice"


def test_every_faq_question_is_found_first_by_its_own_text():
    """Done-when of the lookup issue: each question, as printed in any version."""
    game = get_game("keyforge")
    misses = []
    for r in load_rulings(game.rulings_dir(), "keyforge"):
        if r.kind != "faq":
            continue
        questions = {r.question} | {h.question for h in r.history if h.question}
        for q in questions:
            got = top(q, n=1)
            if got != [f"ruling/{r.id}"]:
                misses.append((r.id, got))
    assert not misses, misses


def _benchmark(name: str, every: int = 1, batch: int | None = None) -> tuple[float, float]:
    """(top-1, top-3) of judge on a benchmark file (one batch of it), ranks counted as benchmarks/ does."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("quality", ROOT / "benchmarks" / "quality.py")
    quality = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(quality)
    queries = load_data((ROOT / "benchmarks" / name).read_text(encoding="utf-8"))
    if batch:
        queries = [q for q in queries if q.get("batch", 1) == batch]
    queries = queries[::every]
    ranks = [quality.rank(q["answer"], top(q["q"], game=q.get("game"), n=10)) for q in queries]
    return (sum(r == 1 for r in ranks) / len(ranks), sum(bool(r and r <= 3) for r in ranks) / len(ranks))


def test_quality_floor_on_the_benchmark_queries():
    """benchmarks/queries.yaml (short judge queries): not below today's figures (issue 10:
    top-1 0.914 before, 0.978 after; 0.989 in round 3). Issue 10's floor: top-1 0.98."""
    top1, top3 = _benchmark("queries.yaml")
    assert top1 >= 0.98 and top3 >= 0.98, (top1, top3)


def test_quality_floor_on_players_questions():
    """Every other question of benchmarks/questions.yaml's first batch (players' own words):
    not below today's figures (issue 10: top-1 0.77 before, 0.88 after)."""
    top1, top3 = _benchmark("questions.yaml", every=2, batch=1)
    assert top1 >= 0.85 and top3 >= 0.94, (top1, top3)


def test_quality_floor_on_players_forum_posts():
    """Every other question of benchmarks/questions.yaml's second batch (forum-style posts,
    written before round 2's ranking changes): not below today's figures (issue 10 round 2:
    top-1 0.70 before; 0.79 with round 3's players' tables, asked.yaml and the vocabulary)."""
    top1, top3 = _benchmark("questions.yaml", every=2, batch=2)
    assert top1 >= 0.75 and top3 >= 0.92, (top1, top3)


def test_quality_floor_on_the_blind_batch():
    """Every other question of the third batch, written blind (before any look at the
    ranking; never tuned on): not below its figures once the players' tables landed
    (all of it: top-1 0.62 when written, 0.68 after)."""
    top1, top3 = _benchmark("questions.yaml", every=2, batch=3)
    assert top1 >= 0.6 and top3 >= 0.88, (top1, top3)


def test_long_and_odd_queries_do_not_break():
    assert search.ask("anger " * 3000).truncated
    assert search.ask('"stun" (fight) * ~ : OR AND NOT').results


def test_empty_query_is_a_usage_error():
    from judge.errors import UsageError

    with pytest.raises(UsageError):
        search.ask("   ")


def test_unknown_rulebook_is_a_usage_error():
    from judge.errors import UsageError

    with pytest.raises(UsageError, match="unknown rulebook"):
        search.ask("stun", rulebook="v99")


# -- the cache ----------------------------------------------------------------------------------
@pytest.fixture
def fresh_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(search, "_OPEN", {})
    return tmp_path / "cache"


def _indexes(cache):
    """The folders of the cache other than the card reader's and the fixture parses' (docs/reliability.md)."""
    return [p for p in cache.iterdir() if p.is_dir() and p.name not in ("reader", "parsed")]


def test_index_is_built_into_the_cache_atomically(fresh_cache):
    search.ask("stun", game="keeper")
    dirs = _indexes(fresh_cache)
    assert len(dirs) == 1 and dirs[0].name.startswith("keeper-")
    assert (dirs[0] / "meta.json").is_file()
    assert not [p for p in fresh_cache.iterdir() if ".tmp" in p.name]


def test_stale_index_is_rebuilt_and_old_one_removed(fresh_cache, monkeypatch):
    search.ask("stun", game="keeper")
    (old,) = _indexes(fresh_cache)
    from judge.search import cache

    monkeypatch.setattr(cache, "SCHEMA", cache.SCHEMA + 100)
    monkeypatch.setattr(search, "_OPEN", {})
    search.ask("stun", game="keeper")
    dirs = _indexes(fresh_cache)
    assert len(dirs) == 1 and dirs[0] != old


def test_corrupted_index_is_rebuilt(fresh_cache, monkeypatch, capsys):
    search.ask("stun", game="keeper")
    (folder,) = _indexes(fresh_cache)
    for f in folder.iterdir():
        if f.suffix in (".toc", ".seg"):
            f.write_bytes(b"garbage")
    monkeypatch.setattr(search, "_OPEN", {})
    assert search.ask("sacrifice destroyed", game="keeper").results
    assert "damaged" in capsys.readouterr().err


def test_unwritable_cache_falls_back_to_memory(tmp_path, monkeypatch, capsys):
    """A cache path that cannot be a folder (here a file; as root, permissions do not stop
    writes) must not stop the answer: the index is built in memory."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(blocker / "cache"))
    monkeypatch.setattr(search, "_OPEN", {})
    answer = search.ask("sacrifice destroyed", game="keeper")
    assert answer.results[0]["id"] == "ruling/clarification-sacrifice"
    assert "in memory" in capsys.readouterr().err
    assert blocker.read_text() == "x"


# -- the SQLite FTS5 fallback backend --------------------------------------------------------
@pytest.fixture
def sqlite_backend(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_SEARCH_BACKEND", "sqlite")
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(search, "_OPEN", {})


def test_sqlite_backend_answers_and_looks_up(sqlite_backend, run_cli):
    assert top("stunned creature anger")[0] == "ruling/anger-on-stunned-creature"
    assert top("sacrifice destroyed", game="keeper")[0] == "ruling/clarification-sacrifice"
    early = search.ask("bait and switch how many times", rulebook="early", limit=1).results[0]
    assert "7 times" in early["text"]
    code, out, _ = run_cli("rule", "stun")
    assert code == 0 and "STUN, STUN STATUS CARD — 1.3, early" in out
    code, out, _ = run_cli("card", "kelifi dargon")
    assert code == 0 and "Kelifi Dragon (CoTA 037)" in out
    code, out, _ = run_cli("ruling", "anger-on-stunned-creature")
    assert code == 0 and "verified" in out.splitlines()[0]
    # the index folders (the card reader keeps its own `reader/` cache beside them)
    folders = [p.name for p in (Path(os.environ["JUDGE_CACHE_DIR"])).iterdir()
               if p.is_dir() and p.name.startswith(("keyforge-", "keeper-"))]
    assert folders and all(f.endswith("-sqlite") for f in folders)
