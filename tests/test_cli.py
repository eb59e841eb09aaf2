"""The command line: output, exit codes, help, and every kind of bad input."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = ["ask", "rule", "card", "ruling", "replay", "what-if", "verify", "lint", "index", "check-card", "cards",
            "new ruling", "new scenario"]


def test_ask_prints_the_verdict_then_the_answer_in_full(run_cli):
    code, out, err = run_cli("ask", "stunned creature anger")
    assert code == 0 and not err
    lines = out.splitlines()
    assert lines[0] == "Stun · ruling verified · rulebook 2021, FAQ > Stun"
    assert " ".join(lines[1:3]) == ("If a card (such as Anger in this case) allows you to use a creature and if the "
                                    "creature you are trying to use is stunned, you remove the stun instead of doing "
                                    "anything else.")
    assert "Open: judge ruling anger-on-stunned-creature" in out
    assert "Q: I have a stunned creature in my battleline" in out
    assert "Source: KeyForge Rulebook (Dark Tidings era" in out
    assert "Card: Anger (CoTA 001)" in out and "Glossary: STUN, STUN STATUS CARD" in out
    assert "Troll is stunned: using it only exhausts it and removes the stun  [Stun]" in out
    assert "Near misses:" in out


def test_ask_json_fields(run_cli):
    code, out, _ = run_cli("ask", "stunned creature anger", "--json", "--limit", "3")
    data = json.loads(out)
    assert code == 0 and set(data) >= {"query", "game", "rulebook", "results"}
    first = data["results"][0]
    assert set(first) >= {"kind", "id", "title", "text", "source", "cards", "score", "verified", "scenario", "trace"}
    assert first["verified"] is True and first["scenario"] == "anger-ready-and-fight-stunned"
    assert first["source"] == {"rulebook": "2021", "section": "FREQUENTLY ASKED QUESTIONS > Stun"}
    assert len(data["results"]) == 3
    assert {r["kind"] for r in data["results"]} <= {"ruling", "errata", "glossary", "rule", "card"}


def test_ask_shows_a_ruling_that_contradicts_its_rulebook_with_both_texts(run_cli):
    code, out, _ = run_cli("ask", "biomatrix backup opponent decides")
    head = out.splitlines()[0]
    assert code == 0 and head == "Biomatrix Backup · ruling contradicts an erratum · rulebook 1.3, FAQ"
    assert "Contradicts: Biomatrix Backup (COTA 208) erratum, rulebook 1.3: " in out
    assert "A: Since it is your opponent’s turn and they are the active player" in out  # the answer
    assert "Source: KeyForge Rulebook v1.3 (web text), FREQUENTLY ASKED QUESTIONS" in out
    contra = " ".join(out[out.index("Contradicts:"):].split())  # the erratum, verbatim, with its source
    assert "Should read: “This creature gains, ”Destroyed: Put this creature into its owner’s archives.””" in contra
    assert "Source: KeyForge Rulebook v1.3 (web text), ERRATA > Biomatrix Backup (COTA 208)" in contra
    assert "Why: Every rulebook that prints this answer also prints Biomatrix Backup's erratum" in contra
    assert "Not verified" not in out.split("Near misses:")[0]


def test_a_ruling_verified_in_one_rulebook_and_contradicting_another(run_cli):
    code, out, _ = run_cli("ruling", "library-access-discard-pile", "--json")
    data = json.loads(out)
    assert not data["verified"] and data["contradicts"]["version"] == "1.3"
    assert data["contradicts"]["kind"] == "errata" and "Purge Library Access." in data["contradicts"]["text"]
    code, out, _ = run_cli("ruling", "library-access-discard-pile", "--rulebook", "early", "--json")
    data = json.loads(out)
    assert data["verified"] and data["contradicts"] is None and data["scenario"] == "library-access-discard-pile"


@pytest.mark.xdist_group("every-fixture")  # with tests/test_scenarios.py: one replay of every fixture
def test_verify_counts_contradictions_apart(cli_once):
    code, out, _ = cli_once("verify", "--game", "keyforge")
    head = out.splitlines()[0]
    assert code == 0 and ", 2 contradict their rulebook, " in head
    assert "  rulebook 1.3: 32/34 rulings verified, 2 contradict their rulebook, 0 unverified" in out
    code, out, _ = cli_once("verify", "--game", "keyforge", "--json")
    cov = json.loads(out)["games"][0]["coverage"]
    assert cov["contradicted"] == 2 and cov["verified"] + cov["contradicted"] + cov["unverified"] == cov["total"]


def test_ask_nothing_found_exits_1(run_cli):
    code, out, _ = run_cli("ask", "qqqqqqq zzzzzzz")
    assert code == 1 and "Nothing found" in out


def test_rule_across_versions(run_cli):
    code, out, _ = run_cli("rule", "stun")
    assert code == 0
    assert "STUN, STUN STATUS CARD — 2021" in out and "STUN, STUN STATUS CARD — 1.3, early" in out
    assert "- When a creature becomes stunned, place a stun status card on it. The next time" in out
    code, out, _ = run_cli("rule", "stun", "--json")
    assert [v["versions"] for v in json.loads(out)["versions"]] == [["2021"], ["1.3", "early"]]


def test_rule_in_one_rulebook(run_cli):
    """-r shows one version's wording; a partial rulebook (v16) that lacks the entry shows the newest
    complete one's, as every lookup does; a complete rulebook that lacks it is one clear line."""
    code, out, _ = run_cli("rule", "stun", "-r", "1.3")
    assert code == 0 and "STUN, STUN STATUS CARD — 1.3, early" in out and "— 2021" not in out
    assert "The next time that creature is used" in " ".join(out.split())
    code, out, _ = run_cli("rule", "stun", "-r", "v16")
    assert code == 0 and "STUN, STUN STATUS CARD — 2021" in out and "1.3" not in out
    code, out, err = run_cli("rule", "ward", "-r", "1.3")
    assert code != 0 and "rulebook 1.3 has no WARD entry (it is in: 2021)" in out + err
    assert "Traceback" not in out + err and len((out + err).strip().splitlines()) == 1
    code, out, _ = run_cli("rule", "stun", "-r", "1.3", "--json")
    assert [v["versions"] for v in json.loads(out)["versions"]] == [["1.3", "early"]]


def test_card_with_errata_and_rulings(run_cli):
    code, out, _ = run_cli("card", "bait and switch")
    assert code == 0
    assert "Text (erratum, rulebook v16, 2021):\n  Play: If your opponent has more [Æmber] than you, steal 1 [Æmber]." in out
    assert "symbols in [brackets] restored from the v1.3 wording of the erratum" in " ".join(out.split())
    assert "Erratum wording in rulebook 1.3:\n  Play: If your opponent has more Æmber than you, steal 1 Æmber." in out
    assert "Printed: Play: If your opponent has more Æmber than you, steal 1 Æmber. Repeat this card's" in out
    assert "bait-and-switch-how-many-times" in out
    code, out, _ = run_cli("card", "bait and switch", "--rulebook", "early")
    assert "Repeat this card's effect" in out.split("Rulings:")[0]


def test_card_forgiving_names(run_cli):
    for name, title in [("John Smyth", "“John Smyth”"), ("Eureka", "Eureka!"), ("rock hurling giant", "Rock-Hurling Giant")]:
        code, out, _ = run_cli("card", name, "--json")
        assert code == 0 and json.loads(out)["title"] == title


def test_ruling_in_full_and_by_version(run_cli):
    code, out, _ = run_cli("ruling", "bait-and-switch-how-many-times")
    assert code == 0 and "2 times" in out and "verified" in out.splitlines()[0]
    code, out, _ = run_cli("ruling", "bait-and-switch-how-many-times", "--rulebook", "early", "--json")
    data = json.loads(out)
    assert "7 times" in data["text"] and data["verified"] and data["scenario"] == "bait-and-switch-early-seven-times"


def test_replay_prints_trace_and_pass(run_cli):
    code, out, _ = run_cli("replay", "anger-ready-and-fight-stunned")
    assert code == 0 and "PASS" in out
    assert "5. Troll is stunned: using it only exhausts it and removes the stun  [Stun]" in out


def test_replay_failure_shows_expected_and_actual(run_cli, tmp_path):
    src = (ROOT / "scenarios/keyforge/anger-ready-and-fight-stunned.yaml").read_text()
    bad = tmp_path / "bad.yaml"
    bad.write_text(src.replace("amber: 1", "amber: 5"))
    code, out, _ = run_cli("replay", str(bad))
    assert code == 1 and "FAIL" in out
    assert "expect.player.amber  5" in out and out.rstrip().endswith("1")


def test_what_if_any_board(run_cli, tmp_path):
    board = tmp_path / "board.yaml"
    board.write_text("setup:\n  house: brobnar\n  player:\n    hand: [Smaaash]\n  opponent:\n"
                     "    battleline: [Troll]\nactions:\n  - play: Smaaash\n    choose: [Troll]\n")
    code, out, _ = run_cli("what-if", str(board))
    assert code == 0 and "Troll is stunned" in out and "PASS" not in out
    board.write_text(board.read_text().replace("    choose: [Troll]\n", ""))
    code, out, _ = run_cli("what-if", str(board))
    assert code == 1 and "play Smaaash" in out and "a creature to stun: no answer left" in " ".join(out.split())


@pytest.mark.xdist_group("every-fixture")  # with tests/test_scenarios.py: one replay of every fixture
def test_verify_and_lint(cli_once):
    code, out, _ = cli_once("verify", "--game", "keyforge", "--json")
    data = json.loads(out)
    assert code == 0 and data["passed"]
    game = data["games"][0]
    assert game["fixtures"]["failed"] == 0
    assert set(game["rulings"][0]) >= {"id", "question", "versions", "verified", "scenarios", "reason"}
    code, out, _ = cli_once("lint")
    assert code == 0 and "no problems" in out


def test_index_command(run_cli):
    code, out, _ = run_cli("index", "--game", "keeper")
    assert code == 0 and "keeper:" in out and "documents indexed" in out


def test_every_command_has_help_with_an_example(run_cli):
    for cmd in COMMANDS:
        code, out, _ = run_cli(*cmd.split(), "--help")
        assert code == 0 and "Example: judge" in out, cmd


# -- bad input: one line on stderr, the right exit code, no traceback ----------------------------
@pytest.mark.parametrize("args,code,message", [
    (["ask", ""], 2, "the query is empty"),
    (["ask"], 2, "Missing argument"),
    (["ask", "stun", "--game", "chess"], 2, "unknown game 'chess'"),
    (["ask", "stun", "--rulebook", "v9"], 2, "unknown rulebook 'v9'"),
    (["card", "xyzzy plugh"], 1, "no card matches"),
    (["ruling", "no-such-ruling"], 1, "no ruling 'no-such-ruling'"),
    (["replay", "no-such-scenario"], 1, "no scenario 'no-such-scenario'"),
    (["rule", "qwertyuiop"], 1, "no rule or glossary term"),
    (["what-if", "missing.yaml"], 1, "no file"),
    (["ask", "stun", "--limit", "0"], 2, "--limit"),
    (["frobnicate"], 2, "No such command"),
    (["check-card", "--game", "keyforge", "Pay 3 hitpoints."], 2, "no card checker"),
])
def test_bad_input(run_cli, args, code, message):
    got, out, err = run_cli(*args)
    assert got == code, (got, out, err)
    assert err.startswith("judge: error: ") and message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_query_syntax_characters_and_long_query(run_cli):
    for q in ['"stun', "(fight", "stun*", "armor~2", "house:dis", "a" * 10_000]:
        code, out, err = run_cli("ask", q)
        assert code in (0, 1) and "Traceback" not in err


def test_bad_fixture_reports_file_and_line(run_cli, tmp_path):
    bad = tmp_path / "broken.yaml"
    bad.write_text("id: broken\nsetup:\n  house: brobnar\n  player:\n    hand: [Not A Real Card]\nactions: []\n")
    code, out, err = run_cli("replay", str(bad))
    assert code == 1 and f"{bad}:5:" in out and "no card matches" in out


def test_installed_console_script_and_undecodable_bytes():
    exe = Path(sys.executable).parent / "judge"
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "judge"]
    env = dict(os.environ)
    ok = subprocess.run(cmd + ["ask", "stunned creature anger"], capture_output=True, env=env)
    assert ok.returncode == 0 and b"Open: judge ruling anger-on-stunned-creature" in ok.stdout
    bad = subprocess.run(cmd + ["ask", b"stun\xff\xfe"], capture_output=True, env=env)
    assert bad.returncode == 2 and bad.stderr == b"judge: error: an argument is not valid UTF-8 text\n"


def test_corrupted_index_is_rebuilt_from_the_command_line(tmp_path, judge_cache):
    from judge import search

    search.load("keeper")
    shutil.copytree(judge_cache, tmp_path / "c", ignore=shutil.ignore_patterns("*.lock"))  # a built index
    env = dict(os.environ, JUDGE_CACHE_DIR=str(tmp_path / "c"))
    cmd = [sys.executable, "-m", "judge", "ask", "--game", "keeper", "sacrifice destroyed"]
    assert list((tmp_path / "c").glob("keeper-*/*.seg"))
    for f in (tmp_path / "c").glob("keeper-*/*.seg"):
        f.write_bytes(b"\0" * 10)
    again = subprocess.run(cmd, capture_output=True, env=env)
    assert again.returncode == 0 and b"clarification-sacrifice" in again.stdout
    assert again.stderr.count(b"\n") == 1 and b"rebuilding" in again.stderr
