"""judge/scenarios/parsed.py: the parses of a folder of fixtures kept on disk give what parsing
the files gives, follow every edit, and survive damage and an unwritable cache."""
from __future__ import annotations

import os

import pytest

from judge.engine.base import ScenarioError
from judge.games import get_game
from judge.scenarios import parsed
from judge.scenarios.fixture import load_fixture
from judge.scenarios.runner import fixture_paths

GOOD = """id: {id}
description: a board
setup:
  player:
    hand: [Anger]
actions:
  - play: Anger
expect:
  player: {{hand: []}}
"""


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _folder(tmp_path, n=3):
    folder = tmp_path / "fixtures"
    folder.mkdir()
    for i in range(n):
        (folder / f"f{i}.yaml").write_text(GOOD.format(id=f"f{i}"), encoding="utf-8")
    return folder


def _load(folder):
    return [(p.name, f) for p, f in parsed.load_fixtures(sorted(folder.glob("*.yaml")))]


def _same(a, b):
    assert isinstance(a, type(b))
    if isinstance(a, ScenarioError):
        assert a.message == b.message
    else:
        assert (a.id, a.data, a.lines, a.path) == (b.id, b.data, b.lines, b.path)


def test_kept_parses_are_the_parses_of_the_files(cache):
    paths = fixture_paths(get_game("keyforge"))[::60]  # a spread of the shipped fixtures
    first = list(parsed.load_fixtures(paths))
    assert list((cache / "parsed").glob("*.bin")), "the parses were not kept"
    again = list(parsed.load_fixtures(paths))
    for (p, fresh), (_p, kept) in zip(first, again):
        _same(kept, load_fixture(p))
        _same(fresh, kept)


def test_an_edited_file_is_parsed_again(cache, tmp_path):
    folder = _folder(tmp_path)
    _load(folder)
    (folder / "f1.yaml").write_text(GOOD.format(id="f1").replace("Anger", "Punch"), encoding="utf-8")
    loaded = dict(_load(folder))
    assert loaded["f1.yaml"].data["actions"] == [{"play": "Punch"}]
    assert loaded["f0.yaml"].data["actions"] == [{"play": "Anger"}]


def test_a_bad_file_gives_the_error_loading_it_gives_and_is_not_kept(cache, tmp_path):
    folder = _folder(tmp_path)
    (folder / "f1.yaml").write_text("id: f1\nsetup: [unclosed\n", encoding="utf-8")
    (folder / "f2.yaml").write_bytes(b"id: f2\n\xff\n")
    for _ in range(2):
        loaded = dict(_load(folder))
        for name in ("f1.yaml", "f2.yaml"):
            with pytest.raises(ScenarioError) as exc:
                load_fixture(folder / name)
            _same(loaded[name], exc.value)


def test_what_a_replay_does_to_a_fixture_never_reaches_the_next_load(cache, tmp_path):
    folder = _folder(tmp_path)
    for _name, f in _load(folder):
        f.data["actions"].append({"play": "Changed"})
    for _name, f in _load(folder):
        assert f.data["actions"] == [{"play": "Anger"}]


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty", "not-ours"])
def test_a_damaged_cache_is_ignored_and_written_afresh(cache, tmp_path, damage):
    folder = _folder(tmp_path)
    expected = _load(folder)
    (store,) = (cache / "parsed").glob("*.bin")
    raw = store.read_bytes()
    store.write_bytes({"truncate": raw[: len(raw) // 2], "flip": raw[:-5] + bytes(b ^ 0xFF for b in raw[-5:]),
                       "empty": b"", "not-ours": b"\x00" * 64}[damage])
    for (name, f), (_n, g) in zip(_load(folder), expected):
        _same(f, g)
    (folder / "f0.yaml").write_text(GOOD.format(id="f0") + "\n", encoding="utf-8")  # one to parse: rewrites
    _load(folder)
    assert parsed._read(store), "the damaged file was not written afresh"


def test_an_unwritable_cache_only_costs_a_parse(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(blocker / "cache"))
    folder = _folder(tmp_path)
    first, second = _load(folder), _load(folder)
    for (_a, f), (_b, g) in zip(first, second):
        _same(f, g)
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_the_cache_keeps_nothing_beside_its_file(cache, tmp_path):
    folder = _folder(tmp_path)
    _load(folder)
    (folder / "f0.yaml").write_text(GOOD.format(id="f0") + "# edited\n", encoding="utf-8")
    _load(folder)
    assert [p.suffix for p in (cache / "parsed").iterdir()] == [".bin"]
    assert oct(os.stat(next((cache / "parsed").iterdir())).st_mode & 0o777) == "0o600"
