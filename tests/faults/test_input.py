"""Hostile input (issue 12, items 5, 6, 8, 9): YAML built to hurt, files of the wrong kind
or size, escape sequences, unbounded loops. Each is run as a user would (a subprocess with
memory and time limits) and must end in one `file:line: message` line, never a traceback."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from judge import safe_yaml
from judge.schema import SchemaError, check_fixture
from tests.faults.harness import Sandbox, small_world, start

BOMB = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n' + "".join(
    f"{c}: &{c} [{','.join([f'*{p}'] * 9)}]\n" for p, c in zip("abcdefgh", "bcdefghi"))
BOARD = """id: tiny
setup:
  house: brobnar
  player:
    battleline: [Troll]
actions:
  - reap: Troll
"""
ESC = "\x1b]0;pwned\x07\x1b[2J\x1b[31m"
ESC_YAML = "\\e]0;pwned\\a\\e[2J\\e[31m"  # the same, as YAML escapes (YAML refuses raw control bytes)

# name -> (file text, the line, a part of the message)
HOSTILE_YAML = {
    "alias bomb": (BOMB, 6, "too many values"),
    "self-referencing alias": ("id: x\nsetup: &s\n  player: *s\n", 3, "refers to a collection that contains it"),
    "10,000-deep nesting": ("id: x\nsetup: " + "[" * 10_000 + "]" * 10_000 + "\n", 2, "nest"),
    "unknown tag": ("id: x\nsetup: !!python/object/apply:os.system [ls]\n", 2, "unknown tag"),
    "custom tag": ("id: x\ndescription: !secret x\n", 2, "unknown tag"),
    "a list for the whole file": ("- id: x\n", 1, "mapping"),
    "a list for setup": ("id: x\nsetup: [player]\n", 2, "`setup` must be a mapping, not a list"),
    "a number for rulebook": ("id: x\nrulebook: 1.3\nsetup: {}\n", 2, "`rulebook` must be text, not a number"),
    "a list for description": ("id: x\ndescription: [a, b]\n", 2, "`description` must be text, not a list"),
    "choose: 5": (BOARD + "    choose: 5\n", 8, "`actions[0].choose` must be a list"),
    "a misspelled setup field": (BOARD.replace("house:", "hose:"), 3, "unknown field 'hose' in setup"),
    "a misspelled expect field": (BOARD + "expect:\n  player:\n    ambr: 1\n", 10, "did you mean 'amber'"),
    "a duplicate key": ("id: x\nid: y\n", 2, "duplicate key"),
    "a huge integer": ("id: x\nsetup:\n  seed: " + "9" * 5000 + "\n", 3, "cannot read the value"),
    "two documents": ("id: x\n---\nid: y\n", 2, "more than one YAML document"),
    "not UTF-8": (b"id: x\ndescription: \xff\xfe\n", 2, "not UTF-8"),
}


@pytest.mark.parametrize("name", list(HOSTILE_YAML))
def test_hostile_yaml_is_one_line_in_process(name):
    """The reader and the schema: the right line and message (fast, in-process)."""
    text, line, part = HOSTILE_YAML[name]
    if isinstance(text, bytes):
        try:
            text.decode("utf-8")
        except UnicodeDecodeError:
            return  # checked through the CLI below (decoding is the file reader's job)
    with pytest.raises((safe_yaml.YamlError, SchemaError)) as err:
        doc = safe_yaml.parse(text, "f.yaml")
        if not isinstance(doc.data, dict):
            raise safe_yaml.YamlError("f.yaml", 1, "a scenario must be a mapping")
        try:
            check_fixture(doc.data, "keyforge")
        except SchemaError as exc:
            raise safe_yaml.YamlError("f.yaml", doc.line(*exc.path), exc.message) from None
    exc = err.value
    assert f"f.yaml:{line}:" in exc.message and part in exc.message, exc.message


THROUGH_THE_CLI = ["alias bomb", "self-referencing alias", "10,000-deep nesting", "unknown tag", "a list for setup",
                   "a number for rulebook", "choose: 5", "a misspelled expect field", "not UTF-8"]


def test_hostile_files_through_the_command_line(tmp_path):
    """Hostile fixtures of each kind, given to `what-if` and `replay` as a user would, side by
    side: one `file:line: message` line, exit 2, within the memory and CPU limits (the other
    cases of HOSTILE_YAML take the same path; they are checked in-process above)."""
    box = Sandbox(tmp_path)
    cases = {}
    for i, name in enumerate(THROUGH_THE_CLI):
        text, line, part = HOSTILE_YAML[name]
        path = tmp_path / f"case{i}.yaml"
        path.write_bytes(text if isinstance(text, bytes) else text.encode())
        cases[name] = (path, line, part)
    big = tmp_path / "big.yaml"
    with open(big, "wb") as f:
        f.write(b"id: x\ndescription: '" + b"x" * (50 << 20) + b"'\n")
    long_name = tmp_path / ("n" * 300 + ".yaml")
    runs = {}
    names = list(cases)
    for i in range(0, len(names), 4):
        started = {n: start(box, ["what-if", str(cases[n][0])]) for n in names[i:i + 4]}
        runs.update({n: p.wait(30) for n, p in started.items()})
    extra = {"50 MB file": start(box, ["what-if", str(big)]),
             "300-character file name": start(box, ["replay", str(long_name)]),
             "a folder": start(box, ["replay", str(tmp_path) + "/"])}
    runs.update({n: p.wait(30) for n, p in extra.items()})
    for name, r in runs.items():
        r.sound()
        assert r.out == "", name
        assert len(r.err_lines) == 1 and r.err.startswith("judge: error: "), (name, r.err)
        if name in cases:
            path, line, part = cases[name]
            assert r.code == 2, (name, r.err)
            assert f"{path}:{line}:" in r.err and part in r.err, (name, r.err)
    assert "larger than 1 MB" in runs["50 MB file"].err and runs["50 MB file"].code == 2
    assert "File name too long" in runs["300-character file name"].err
    assert runs["a folder"].code in (1, 2)


def test_replicator_loop_ends_cleanly(tmp_path):
    """Two Replicators trigger each other; the fixture answers "yes" 5,000 times: the replay
    stops at the engine's bound with one clear line, not a RecursionError."""
    board = tmp_path / "loop.yaml"
    board.write_text("id: loop\nsetup:\n  house: logos\n  player:\n    battleline: [Replicator, "
                     "{card: Replicator, id: second}]\nactions:\n  - reap: Replicator\n    choose: ["
                     + ", ".join(["yes"] * 5000) + "]\n")
    r = Sandbox(tmp_path).judge("replay", str(board))
    r.sound()
    assert r.code == 1 and "at most 100 times" in " ".join(r.out.split()) and "Infinite Loops" in r.out


def test_deck_from_dev_zero_is_bounded(box):
    r = box.judge("check-card", "--game", "keeper", "--deck", "/dev/zero")
    r.sound()
    assert r.code == 2 and r.err == "judge: error: /dev/zero: the deck list is larger than 1 MB, the most judge reads\n"


def test_deck_with_endless_lines_or_counts(box):
    many = box.root / "many.txt"
    many.write_text("Pay 2 hitpoints.\n" * 5000)
    counted = box.root / "counted.txt"
    counted.write_text("9" * 5000 + " x Pay 2 hitpoints.\n")
    for deck, part in ((many, "more than 1000 lines"), (counted, "counted.txt:1: a count must be at most 999")):
        r = box.judge("check-card", "--game", "keeper", "--deck", str(deck))
        r.sound()
        assert r.code == 2 and part in r.err and len(r.err_lines) == 1, r.err
    huge = box.judge("check-card", "--game", "keeper", "Pay " + "9" * 5000 + " hitpoints.")
    huge.sound()
    assert huge.code == 1 and "over the limit" in huge.out


# -- escape sequences (item 8) ----------------------------------------------------------------
def test_escape_sequences_never_reach_the_terminal(tmp_path):
    """A fixture id and description, a card text, a deck line and a file name carrying a
    title change, a screen clear and a colour: none reaches stdout or stderr."""
    box = Sandbox(tmp_path)
    board = tmp_path / f"board{ESC}.yaml"
    board.write_text(BOARD.replace("id: tiny", f'id: "tiny{ESC_YAML}"') + f'description: "look{ESC_YAML} here"\n')
    deck = tmp_path / "deck.txt"
    deck.write_text(f"2 x {ESC}Pay 2 hitpoints.{ESC}\n")
    bad = tmp_path / f"bad{ESC}.yaml"
    bad.write_text("id: x\nsetup: [1]\n")
    commands = [["replay", str(board)], ["what-if", str(board)],
                ["check-card", "--game", "keeper", f"{ESC}Pay 2 hitpoints."],
                ["check-card", "--game", "keeper", "--deck", str(deck)],
                ["what-if", str(bad)], ["replay", f"no-such{ESC}"]]
    started = [start(box, c) for c in commands[:3]]
    runs = [p.wait(30) for p in started]
    started = [start(box, c) for c in commands[3:]]
    runs += [p.wait(30) for p in started]
    for r in runs:
        r.sound()
        assert "\x1b" not in r.out + r.err and "\x07" not in r.out + r.err, (r.out, r.err)
    assert "look here" in runs[0].out and "Pay 2 hitpoints." in runs[2].out
    assert "bad]0;pwned" not in runs[4].err and "bad" in runs[4].err


def test_printable_removes_whole_sequences():
    from judge.terminal import printable

    assert printable(f"a{ESC}b\x9b31mc\u202ed\te\nf") == "abcd\te\nf"
    assert printable("x\ny\tz", one_line=True) == "x y z"
    assert printable("Æmber — ok") == "Æmber — ok"


# -- one bad file never breaks everything (item 6) -----------------------------------------
def _data_with_bad_files(tmp_path: Path) -> Path:
    """The small Keeper world (two rulings, two fixtures) with one malformed ruling record and
    one malformed fixture beside them."""
    data = small_world(tmp_path / "data")
    (data / "rulings" / "keeper" / "broken-record.yaml").write_text(
        "id: broken-record\nkind: faq\ntext: [not, text]\nsource: {rulebook: 6th}\nversions: [6th]\n")
    (data / "scenarios" / "keeper" / "broken-fixture.yaml").write_text(
        "id: broken-fixture\nruling: [a]\nsetup: [1]\nactions: []\n")
    return data


def test_one_bad_record_and_fixture_break_nothing_else(tmp_path):
    data = _data_with_bad_files(tmp_path)
    box = Sandbox(tmp_path)
    env = box.env(JUDGE_DATA_DIR=str(data))
    ask = box.judge("ask", "--game", "keeper", "sacrifice destroyed", env=env)
    ask.sound()
    assert ask.code == 0 and "Open: judge ruling clarification-sacrifice" in ask.out
    assert ask.err_lines == [f"judge: {data}/rulings/keeper/broken-record.yaml:3: `text` must be text, "
                             f"not a list (skipped)"]
    verify = box.judge("verify", "--game", "keeper", env=env)
    verify.sound()
    assert verify.code == 1
    out = " ".join(verify.out.split())
    assert "keeper: 2/3 scenarios pass; 2/2 rulings verified" in out
    assert "broken-record.yaml:3: `text` must be text" in out
    assert "broken-fixture.yaml:2: `ruling` must be text, not a list" in out
    lint = box.judge("lint", "--game", "keeper", env=env)
    lint.sound()
    assert lint.code == 1
    assert f"{data}/rulings/keeper/broken-record.yaml:3: `text` must be text, not a list" in lint.out
    assert f"{data}/scenarios/keeper/broken-fixture.yaml:2: `ruling` must be text, not a list" in lint.out


def test_escape_sequences_are_removed_with_colour_on_a_terminal(tmp_path):
    """On a terminal judge colours its output (rich); untrusted text is cleaned before that."""
    import pty

    board = tmp_path / "board.yaml"
    board.write_text(BOARD.replace("id: tiny", f'id: "tiny{ESC_YAML}"') + f'description: "look{ESC_YAML} here"\n')
    env = Sandbox(tmp_path).env()
    env.pop("NO_COLOR")
    env["TERM"] = "xterm"
    pid, fd = pty.fork()
    if pid == 0:  # the child: judge on a terminal
        os.chdir(tmp_path)
        os.execve(sys.executable, [sys.executable, "-m", "judge", "what-if", str(board)], env)
    out = b""
    while True:
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert b"\x1b[" in out  # colour is on
    assert b"look here" in out and b"\x1b]" not in out and b"\x1b[2J" not in out and b"\x07" not in out


def test_endless_arguments_are_one_line(warm):
    """A query or a card name of 120,000 characters took 27 and 44 s."""
    big = "stun aember " * 10_000
    for command in ("ask", "card"):
        r = warm.judge(command, big)
        r.sound()
        assert r.code == 2 and r.err == ("judge: error: the arguments are longer than 20000 characters, "
                                         "the most judge reads\n")
