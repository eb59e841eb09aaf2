"""The everyday expectations of issue 13: what a user of git, ripgrep or gh expects of a
command line, and what a maintainer expects of lint and verify."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RAW_SYMBOLS = re.compile(r"\{[AD]\}|<[AD]>|[\ue000-\uf8ff]|\d[AD]\b")


def test_version_short_help_and_argument_help(run_cli):
    from judge import __version__

    code, out, _ = run_cli("--version")
    assert code == 0 and out == f"judge {__version__}\n"
    code, out, _ = run_cli("-h")
    assert code == 0 and "Usage: judge" in out and "--install-completion" in out
    code, out, _ = run_cli("ask", "-h")
    assert code == 0 and "What to look up, in a few words." in out  # click 8.5 lost it (pyproject pins)


@pytest.mark.parametrize("command", [["ask"], ["lint"], ["what-if"], ["new", "scenario"]])
def test_help_paragraphs_wrap_once_at_60_columns(run_cli, monkeypatch, command):
    """A paragraph of --help fills each line up to the width before it breaks (a docstring's
    own line breaks kept would leave short lines inside it: double wrapping)."""
    monkeypatch.setenv("COLUMNS", "60")
    code, out, _ = run_cli(*command, "--help")
    assert code == 0
    description = out.split("╭")[0].splitlines()[3:]  # past the usage line
    assert all(len(line) <= 60 for line in out.splitlines())
    for line, following in zip(description, description[1:]):
        if line.strip() and following.strip():  # a line inside a paragraph
            room = 58 - len(line.rstrip())  # rich pads a column either side
            assert len(following.split()[0]) > room, (line, following)


def test_piped_output_is_the_same_whatever_columns_says(run_cli, monkeypatch):
    """Piped, paragraphs wrap at a fixed width (COLUMNS describes a terminal; xdist sets it)."""
    _, wide, _ = run_cli("ask", "--brief", "stunned creature anger")
    monkeypatch.setenv("COLUMNS", "60")
    _, narrow, _ = run_cli("ask", "--brief", "stunned creature anger")
    assert narrow == wide and max(map(len, wide.splitlines())) > 90


def test_shell_completion_is_typers_own():
    env = dict(os.environ, _JUDGE_COMPLETE="complete_bash", COMP_WORDS="judge wh", COMP_CWORD="1")
    run = subprocess.run([sys.executable, "-m", "judge"], capture_output=True, env=env)
    assert run.returncode == 0 and run.stdout.split() == [b"what-if"]


def test_brief_prints_only_the_verdict(run_cli):
    code, out, _ = run_cli("ask", "--brief", "stunned creature anger")
    assert code == 0
    assert out.splitlines() == [
        "Stun · ruling verified · rulebook 2021, FAQ > Stun",
        "If a card (such as Anger in this case) allows you to use a creature and if the creature you are",
        "trying to use is stunned, you remove the stun instead of doing anything else.",
    ]


def test_a_timing_chart_verdict_reads_its_steps_not_a_trigger_line():
    """TIMING > FORGE A KEY opens on "» “START OF TURN” EFFECTS TRIGGER.", a point between the
    chart's steps; the verdict quotes the first step (and an entry of markers alone, the marker)."""
    from judge.output import sentences

    chart = "» “START OF TURN” EFFECTS TRIGGER.\n\n1. Check to see if you are able to forge a key.\n\n» “AFTER”"
    assert sentences(chart) == ["1. Check to see if you are able to forge a key."]
    assert sentences("» “END OF TURN” EFFECTS TRIGGER.") == ["» “END OF TURN” EFFECTS TRIGGER."]
    steps = "1. Check to see if you are able to forge a key.\n2. If able, forge a key. You win with 3."
    assert sentences(steps) == ["1. Check to see if you are able to forge a key. 2. If able, forge a key.",
                                "You win with 3."]  # "2." numbers a step: it ends no sentence


def test_a_closing_parenthesis_or_quote_stays_with_its_sentence(run_cli):
    """Reminder text ends "... no damage is dealt.)": the ")" belongs to that sentence, in the
    verdict of `judge card` too."""
    from judge.output import sentences

    assert sentences("Elusive. (No damage is dealt.) Skirmish. (It is dealt no damage.)") == [
        "Elusive.", "(No damage is dealt.)", "Skirmish.", "(It is dealt no damage.)"]
    assert sentences("It reads “Stop.” Then it ends.") == ["It reads “Stop.”", "Then it ends."]
    code, out, _ = run_cli("card", "Umbra-Beast")
    assert code == 0 and "no damage is dealt.) Skirmish." in " ".join(out.split())


def test_default_trace_shows_the_deciding_steps_and_trace_shows_all(run_cli):
    _, out, _ = run_cli("ask", "stunned creature anger")
    assert "Replay: scenario anger-ready-and-fight-stunned passes; 2 deciding steps of 6" in out
    assert "  5. Troll is stunned" in out and "  1. play Anger" not in out
    _, full, _ = run_cli("ask", "--trace", "stunned creature anger")
    assert "  1. play Anger (CoTA 001) from hand  [Playing Cards]" in full and "deciding steps" not in full


def test_one_rendering_of_symbols_and_restored_symbols_marked(run_cli):
    outputs = [run_cli(*args)[1] for args in (
        ("ask", "bait and switch how many times"), ("card", "bait and switch"), ("card", "armadrone"),
        ("card", "binary moray"), ("card", "infomorph"), ("card", "magda the rat"), ("card", "Pile of Skulls"),
        ("ruling", "errata-bait-and-switch-cota-267"))]
    for out in outputs:
        assert not RAW_SYMBOLS.search(out), RAW_SYMBOLS.search(out)
    ask, card, armadrone, moray, infomorph, magda = outputs[:6]
    assert "Card: Bait and Switch (CoTA 267) [erratum, rulebook 2021]: Play: If your opponent has more [Æmber] " \
           "than you, steal 1 [Æmber]." in " ".join(ask.split())
    assert "Restored: the 2021 rulebook's text lost its symbols; 3 symbols in [brackets] restored from the v1.3 " \
           "wording of the erratum" in " ".join(ask.split())
    assert "Steal 2 Æmber" in armadrone and "(tide) After you raise the tide" in moray
    assert "Enhance draw, draw." in infomorph
    assert "Steal 2 [Æmber]. If Magda the Rat leaves play, your opponent steals 2 [Æmber]." in " ".join(magda.split())
    assert "restored from the printed card (CoTA 303)" in " ".join(magda.split())


def test_the_corpus_keeps_its_verbatim_text(run_cli):
    """Restoration is display only: the JSON text is the rulebook's own words."""
    data = json.loads(run_cli("card", "bait and switch", "--json")[1])
    assert data["errata"]["2021"]["text"].startswith("Play: If your opponent has more than you, steal 1.")
    assert data["errata"]["2021"]["restored"]["from"] == "the v1.3 wording of the erratum"


def test_an_erratum_that_repeats_the_printing_is_not_shown(run_cli):
    _, out, _ = run_cli("card", "drummernaut")
    assert "erratum" not in out.split("Rulings:")[0].lower() and "Text: Play/Fight/Reap" in out
    _, out, _ = run_cli("ruling", "errata-drummernaut-aoa-006")
    assert "Card: Drummernaut (AoA 006): Play/Fight/Reap" in out


def test_near_misses_name_the_command_that_opens_them_and_did_you_mean_once(run_cli):
    _, out, _ = run_cli("ask", "stunned creature anger")
    near = out.split("Near misses:")[1]
    assert "    judge ruling anger-on-exhausted-bumpsy-no-enemies" in near and "    judge card Anger" in near
    code, _, err = run_cli("ruling", "anger-stunned")
    assert code == 1 and err.count("did you mean") == 1
    code, _, err = run_cli("verify", "--ruling", "anger-stunned")
    assert code == 1 and err.count("did you mean") == 1


BOARD = """setup:
  house: brobnar
  player:
    hand: [Anger]
    battleline: [{card: Troll, stunned: true}]
actions:
  - play: Anger
"""


def test_what_if_ends_with_the_board_and_reads_standard_input(tmp_path):
    run = subprocess.run([sys.executable, "-m", "judge", "what-if", "-"], input=BOARD.encode(),
                         capture_output=True, env=os.environ)
    out = run.stdout.decode()
    assert run.returncode == 0 and out.startswith("Scenario what-if (rulebook 2021)")
    board = out[out.index("Board after the actions"):]
    assert "  player: 1 Æmber (was 0), 0 keys" in board and "  opponent: 0 Æmber, 0 keys" in board
    assert "      - Anger" in board and "      + Anger" in board
    assert "      * Troll: exhausted; no longer stunned" in board
    assert "artifacts" not in board  # only the zones that changed


def test_what_if_names_the_line_and_the_legal_options(tmp_path, run_cli):
    bad = tmp_path / "board.yaml"
    bad.write_text(BOARD.replace("- play: Anger", "- play: Anger\n    choose: [Krump]"))
    code, out, err = run_cli("what-if", str(bad))
    assert code == 1 and f"{bad}:7:" in out and "answers left over in `choose`: Krump" in out
    bad.write_text(BOARD.replace("hand: [Anger]", "hand: [Angre Management]"))
    code, _, err = run_cli("what-if", str(bad))
    assert code == 2 and f"{bad}:4: no card matches 'Angre Management'; closest:" in err


def test_lint_catches_a_fabricated_ruling_a_misspelt_expectation_and_a_dangling_reference(run_cli, tmp_path):
    record = (ROOT / "rulings/keyforge/anger-on-stunned-creature.yaml").read_text(encoding="utf-8")
    fixture = (ROOT / "scenarios/keyforge/anger-ready-and-fight-stunned.yaml").read_text(encoding="utf-8")
    folder = tmp_path / "keyforge"
    folder.mkdir()
    (folder / "fabricated.yaml").write_text(record.replace("id: anger-on-stunned-creature", "id: fabricated")
                                            .replace("you remove the stun", "you deal 3 damage"))
    unsourced = record.replace("id: anger-on-stunned-creature", "id: unsourced").replace("remove the stun", "ready it")
    (folder / "unsourced.yaml").write_text(unsourced[:unsourced.index("entries:")])
    (folder / "misspelt.yaml").write_text(fixture.replace("id: anger-ready-and-fight-stunned", "id: misspelt")
                                          .replace("exhausted: true", "exausted: true"))
    (folder / "dangling.yaml").write_text(fixture.replace("id: anger-ready-and-fight-stunned", "id: dangling")
                                          .replace("ruling: anger-on-stunned-creature", "ruling: no-such-ruling"))
    code, out, _ = run_cli("lint", str(folder))
    assert code == 1
    lines = set(out.splitlines())
    assert f"{folder}/fabricated.yaml:6: text is not the verbatim text of " \
           "keyforge/2021/faq/i-have-a-stunned-creature-in-my-battleline-play-the-card-61c027" in lines
    assert any(ln.startswith(f"{folder}/unsourced.yaml:6: text is not found verbatim in any corpus entry") for ln in lines)
    assert f"{folder}/misspelt.yaml:23: unknown field 'exausted' in expect.player.battleline[0]; " \
           "did you mean 'exhausted'?" in lines
    assert f"{folder}/dangling.yaml:2: no ruling 'no-such-ruling' in rulings/keyforge" in lines
    code, out, _ = run_cli("lint", str(ROOT / "rulings/keyforge/anger-on-stunned-creature.yaml"))
    assert code == 0 and out.startswith("lint: no problems in ")


@pytest.mark.parametrize("args,code", [
    (["ask", "stunned creature anger"], 0), (["ask", "zzqx vvkw"], 1), (["ask", ""], 2),
    (["rule", "stun"], 0), (["rule", "qwertyuiop"], 1), (["rule", ""], 2),
    (["card", "anger"], 0), (["card", "xyzzy plugh"], 1), (["card", "anger", "--game", "chess"], 2),
    (["ruling", "anger-on-stunned-creature"], 0), (["ruling", "nope"], 1), (["ruling"], 2),
    (["replay", "anger-ready-and-fight-stunned"], 0), (["replay", "nope"], 1), (["replay"], 2),
    (["what-if", "nope.yaml"], 1), (["what-if"], 2),
    (["verify", "--ruling", "anger-on-stunned-creature"], 0), (["verify", "--ruling", "nope"], 1),
    (["verify", "--game", "chess"], 2),
    (["lint", "rulings/keyforge/anger-on-stunned-creature.yaml"], 0), (["lint", "no/such/path"], 1),
    (["lint", "--game", "chess"], 2),
    (["index", "--game", "chess"], 2),  # index's 0: tests/test_cli.py::test_index_command
    (["check-card", "--game", "keeper", "Draw 2 cards."], 0), (["check-card", "--game", "keeper", "Pay 20 hitpoints."], 1),
    (["check-card", "--game", "keeper"], 2),
    (["check-card", "Pay 20 hitpoints."], 1),  # without --game: the one game with home-made cards
    (["cards", "--set", "CotA"], 0), (["cards", "--game", "keeper"], 2),
    (["new", "ruling"], 0), (["new", "scenario", "nope"], 1), (["new", "frobnicate"], 2),
    (["site"], 2), (["site", "README.md"], 2),  # site's 0: tests/offline_site/test_build.py
    (["--version"], 0), ([], 0), (["frobnicate"], 2),
])
def test_exit_codes_of_every_command(run_cli, args, code, monkeypatch):
    """0 found or passed, 1 nothing found or a failed check, 2 a usage or input error."""
    monkeypatch.chdir(ROOT)
    got, out, err = run_cli(*args)
    assert got == code, (args, out[-300:], err)
    if code == 2:
        assert err.startswith("judge: error: ") or not args or args == ["new", "frobnicate"]


def test_published_json_schemas_are_current():
    from judge.schema import schema_files

    for name, text in schema_files().items():
        assert (ROOT / "schemas" / name).read_text(encoding="utf-8") == text, \
            f"schemas/{name} is stale: run python -m judge.schema"


def test_the_cache_folder_follows_the_platform(monkeypatch, tmp_path):
    from judge import paths

    monkeypatch.delenv("JUDGE_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    if sys.platform.startswith("linux"):
        assert paths.cache_dir() == tmp_path / "xdg" / "judge"
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path / "mine"))
    assert paths.cache_dir() == tmp_path / "mine"


def test_sqlite_fallback_works_without_whoosh(tmp_path):
    """whoosh made unimportable: the backend is SQLite, the stemmer is not whoosh's (Keeper's
    index, the smaller, is built; tests/test_search.py asks KeyForge's through SQLite)."""
    code = ("import sys; sys.modules['whoosh'] = None\n"
            "from judge.cli import main\nmain(['ask', '--game', 'keeper', '--brief', 'sacrificed destroyed'])")
    env = dict(os.environ, JUDGE_CACHE_DIR=str(tmp_path / "c"))
    env.pop("JUDGE_SEARCH_BACKEND", None)
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, env=env)
    assert run.returncode == 0, run.stderr
    assert run.stdout.decode().startswith("Sacrifice · ruling verified · rulebook 6th")
    assert [p.name.rsplit("-", 1)[-1] for p in (tmp_path / "c").glob("keeper-*")] == ["sqlite"]


def test_pager_only_on_a_terminal(tmp_path):
    """Piped output never goes through the pager, whatever JUDGE_PAGER says."""
    marker = tmp_path / "paged"
    env = dict(os.environ, JUDGE_PAGER=f"cat > {marker}")
    run = subprocess.run([sys.executable, "-m", "judge", "ask", "stunned creature anger"], capture_output=True,
                         env=env)
    assert run.returncode == 0 and b"Open: judge ruling" in run.stdout and not marker.exists()


def test_new_ruling_lists_uncited_entries_and_refuses_to_overwrite(run_cli, monkeypatch):
    code, out, _ = run_cli("new", "ruling")
    assert code == 0 and (out.startswith("Entries no record quotes yet") or out.startswith("every FAQ"))
    code, _, err = run_cli("new", "scenario", "anger-on-stunned-creature", "--id", "anger-ready-and-fight-stunned")
    assert code == 2 and "exists already" in err


def test_replay_and_lint_take_any_file_or_folder_and_infer_the_game(run_cli, monkeypatch):
    monkeypatch.chdir(ROOT)
    code, out, _ = run_cli("replay", "scenarios/keeper")
    assert code == 0 and re.search(r"^(\d+)/\1 scenarios pass$", out, re.M)
    code, out, _ = run_cli("replay", "--json", "scenarios/keeper")
    assert code == 0 and all(r["passed"] for r in json.loads(out)["replays"])
    code, out, _ = run_cli("what-if", "scenarios/keeper/a-total-of.yaml")
    assert code == 0 and "  opponent: 60 hitpoints" in out and "      * Ogre: defense 10 -> 6" in out


def test_a_wrong_answer_names_the_legal_options(tmp_path, run_cli):
    board = tmp_path / "board.yaml"
    board.write_text(BOARD.replace("battleline: [{card: Troll, stunned: true}]", "battleline: [Troll, Krump]")
                     .replace("- play: Anger", "- play: Anger\n    choose: [Bumpsy]"))
    code, out, _ = run_cli("what-if", str(board))
    assert code == 1
    assert re.search(rf"stopped: {re.escape(str(board))}:7: play Anger: .*'Bumpsy' is not a legal option; "
                     r"legal: Troll, Krump", " ".join(out.split()))


@pytest.mark.xdist_group("every-fixture")  # with tests/test_scenarios.py: one replay of every fixture
def test_verify_lists_every_unverified_ruling_with_its_reason(cli_once):
    _, out, _ = cli_once("verify", "--game", "keyforge", "--json")
    unverified = [r for r in json.loads(out)["games"][0]["rulings"] if r["status"] == "unverified"]
    _, text, _ = cli_once("verify", "--game", "keyforge")
    if unverified:
        assert f"  unverified ({len(unverified)}):" in text
    for r in unverified:
        assert f"    {r['id']}: " in text and r["reason"].split()[0] in text


def test_counts_agree_with_their_nouns():
    """"1 card", "2 cards", in the tallies of replay and verify too."""
    from judge.cli import _coverage, _passing

    assert _passing(1, 1) == "1/1 scenario passes" and _passing(2, 3) == "2/3 scenarios pass"
    assert _coverage({"verified": 1, "total": 1, "contradicted": 1, "unverified": 0}) == \
        "1/1 ruling verified, 1 contradicts its rulebook, 0 unverified"
    assert _coverage({"verified": 2, "total": 3, "contradicted": 0, "unverified": 1}) == \
        "2/3 rulings verified, 0 contradict their rulebook, 1 unverified"


def test_an_error_line_stays_whole_when_piped(run_cli, tmp_path):
    """`file:line: message` is one line in piped output, however long the path (for grep)."""
    folder = tmp_path / ("a-long-folder-name-" * 5)
    folder.mkdir()
    bad = folder / "broken.yaml"
    bad.write_text("id: broken\nsetup:\n  house: brobnar\n  player:\n    hand: [Not A Real Card]\nactions: []\n")
    code, out, _ = run_cli("replay", str(bad))
    assert code == 1 and f"  {bad}:5: no card matches 'Not A Real Card'; closest: " in out


def test_a_checkout_reads_its_own_data(monkeypatch, tmp_path):
    """An editable install (the README's maintainer set-up) reads the checkout's corpus/,
    rulings/, scenarios/ and cards/; JUDGE_DATA_DIR points any install elsewhere."""
    import judge
    from judge import paths

    assert Path(judge.__file__).resolve().parent.parent == ROOT  # the tests import the checkout
    monkeypatch.delenv("JUDGE_DATA_DIR", raising=False)
    paths.data_root.cache_clear()
    try:
        assert paths.data_root() == ROOT
        monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
        paths.data_root.cache_clear()
        assert paths.data_root() == tmp_path
    finally:
        monkeypatch.undo()
        paths.data_root.cache_clear()


def test_the_pager_is_judge_pager_then_pager_then_less(monkeypatch):
    from judge import pager

    monkeypatch.delenv("JUDGE_PAGER", raising=False)
    monkeypatch.setenv("PAGER", "most")
    assert pager.command() == "most"
    monkeypatch.setenv("JUDGE_PAGER", "less -S")
    assert pager.command() == "less -S"
    monkeypatch.setenv("JUDGE_PAGER", "cat")
    assert pager.command() is None  # as git: cat means no pager
    monkeypatch.delenv("JUDGE_PAGER")
    monkeypatch.delenv("PAGER")
    assert pager.command() == ("less" if shutil.which("less") else None)


def test_every_spelling_of_the_aember_and_damage_symbols_reads_the_same():
    """The sources write each symbol several ways (private-use glyph, <A>, {A}, 1A); a card
    text shows one rendering of each, and private-use glyphs become words."""
    from judge.symbols import card_words

    for spellings, shown in ((["Gain 1\uf360.", "Gain 1<A>.", "Gain 1{A}.", "Gain 1A."], "Gain 1 Æmber."),
                             (["Deal 2\uf361.", "Deal 2<D>.", "Deal 2{D}.", "Deal 2D."], "Deal 2 damage.")):
        assert {card_words(s) for s in spellings} == {shown}
    assert card_words("\uf566 After you raise the tide, draw a card.") == "(tide) After you raise the tide, draw a card."
    assert not re.search(r"[\ue000-\uf8ff]", card_words("Enhance \uf565\uf36e."))
    # a number in a name is no amount: CH-337A and T3R-35A keep their names; +10A and 23D are amounts
    assert card_words("each of CH-337A's neighbors") == "each of CH-337A's neighbors"
    assert card_words("T3R-35A may be used") == "T3R-35A may be used"
    assert card_words("at +10A current cost. Deal 23D.") == "at +10 Æmber current cost. Deal 23 damage."


def test_replay_and_lint_read_standard_input():
    fixture = (ROOT / "scenarios" / "keyforge" / "anger-ready-and-fight-stunned.yaml").read_bytes()
    replay = subprocess.run([sys.executable, "-m", "judge", "replay", "-"], input=fixture, capture_output=True)
    assert replay.returncode == 0 and replay.stdout.decode().splitlines()[-1].startswith("PASS")
    record = (ROOT / "rulings" / "keyforge" / "anger-on-stunned-creature.yaml").read_bytes()
    lint = subprocess.run([sys.executable, "-m", "judge", "lint", "-"], input=record, capture_output=True)
    assert lint.returncode == 0 and lint.stdout == b"lint: no problems in <stdin>\n"
    broken = subprocess.run([sys.executable, "-m", "judge", "lint", "-"], input=b"id: x\nkind: faq\ntext: [a]\n",
                            capture_output=True)
    assert broken.returncode == 1 and broken.stdout.decode().startswith("<stdin>:")
