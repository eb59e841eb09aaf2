"""The index cache under faults: foreign folders, concurrency, an unwritable cache,
a full disk, interrupted builds and every kind of damage (issue 12, items 1-4)."""
from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

import pytest

from tests.faults.harness import Sandbox, index_folders, listing, start

QUERY = ["ask", "--game", "keeper", "sacrifice destroyed"]
ANSWER = "Open: judge ruling clarification-sacrifice"


@pytest.fixture
def box(tmp_path, small) -> Sandbox:
    """An empty cache in the small Keeper world (the cache tests rebuild a lot)."""
    return Sandbox(tmp_path, small.data)


@pytest.fixture
def warm(box, small) -> Sandbox:
    """The small world with its index already built."""
    shutil.copytree(small.cache, box.cache, ignore=shutil.ignore_patterns("*.lock"))
    return box


def _warm_boxes(tmp_path: Path, small: Sandbox, names) -> dict:
    boxes = {}
    for i, name in enumerate(names):
        box = boxes[name] = Sandbox(tmp_path / f"case{i}", small.data)
        shutil.copytree(small.cache, box.cache, ignore=shutil.ignore_patterns("*.lock"))
    return boxes


def _user_folders(cache: Path) -> dict[str, Path]:
    """Folders a user keeps in the cache directory, named like judge's own."""
    made = {}
    for name in ("keyforge-mine", "keeper-old", ".keyforge-backup", "keeper-0123456789abcdef0123-whoosh",
                 ".keeper-build-notes", ".keyforge-old-1-2"):
        folder = cache / name
        (folder / "sub").mkdir(parents=True)
        (folder / "notes.txt").write_text(f"my notes in {name}\n")
        (folder / "sub" / "deck.txt").write_text("3 x Troll\n")
        old = time.time() - 10 * 24 * 3600
        os.utime(folder, (old, old))
        made[name] = folder
    return made


def test_user_folders_named_like_the_index_survive_every_command(warm):
    """Item 1: clean-up deletes only folders judge made (its marker inside)."""
    mine = _user_folders(warm.cache)
    before = {name: listing(f) for name, f in mine.items()}
    for args in (QUERY, ["index", "--game", "keeper"], ["ruling", "--game", "keeper", "clarification-sacrifice"]):
        r = warm.judge(*args)
        r.sound()
        assert r.code == 0, (args, r.err)
    assert {name: listing(f) for name, f in mine.items()} == before


def test_cache_at_home_keeps_everything(box):
    """A cache pointed at a folder full of the user's files (JUDGE_CACHE_DIR=$HOME)."""
    (box.home / "keyforge-decks").mkdir(parents=True)
    (box.home / "keyforge-decks" / "a.txt").write_text("deck")
    (box.home / "notes.txt").write_text("notes")
    before = listing(box.home)
    r = box.judge(*QUERY, env=box.env(JUDGE_CACHE_DIR=str(box.home)))
    r.sound()
    assert r.code == 0 and ANSWER in r.out
    after = listing(box.home)
    assert {k: v for k, v in after.items() if k in before} == before


def test_only_marked_folders_are_cleaned_and_only_when_abandoned(warm):
    """Judge's own leftovers go: an older index at once, an abandoned build once it is
    older than any build takes; a build younger than that may be running: it stays."""
    from judge.search import cache

    current = index_folders(warm.cache, "keeper")[0]
    marker = (current / cache.MARKER).read_bytes()
    stale = warm.cache / "keeper-ffffffffffffffffffff-whoosh"
    abandoned = warm.cache / ".keeper-build-dead1"
    running = warm.cache / ".keeper-build-live1"
    for folder in (stale, abandoned, running):
        folder.mkdir()
        (folder / cache.MARKER).write_bytes(marker)
        (folder / "MAIN_x.seg").write_bytes(b"half")
    long_ago = time.time() - cache.BUILD_MAX_SECONDS - 60
    os.utime(abandoned / cache.MARKER, (long_ago, long_ago))
    r = warm.judge("index", "--game", "keeper")
    r.sound()
    assert r.code == 0
    assert not stale.exists() and not abandoned.exists()
    assert running.exists()
    assert [p.name for p in index_folders(warm.cache, "keeper")] == [current.name]


def test_interrupted_build_leaves_nothing_half_done(box):
    """A build killed half-way: no index is published, its folder is marked (so a later
    clean-up may remove it), and the next command builds a sound index."""
    p = start(box, ["index", "--game", "keeper"])
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and not list(box.cache.glob(".keeper-build-*")):
        time.sleep(0.005)
    time.sleep(0.2)  # well into the build (it takes about a second)
    p.proc.kill()
    p.wait(10)
    assert not index_folders(box.cache, "keeper")
    from judge.search import cache

    for left in box.cache.glob(".keeper-build-*"):
        assert json.loads((left / cache.MARKER).read_text())["game"] == "keeper"
    r = box.judge(*QUERY)
    r.sound()
    assert r.code == 0 and ANSWER in r.out and r.err == ""
    assert len(index_folders(box.cache, "keeper")) == 1


CONCURRENT = int(os.environ.get("JUDGE_FAULT_CONCURRENT_RUNS", "1"))  # 10 for the manual run of issue 12
CONCURRENT_GAME = os.environ.get("JUDGE_FAULT_CONCURRENT_GAME", "keeper")


@pytest.mark.parametrize("attempt", range(CONCURRENT))
def test_sixteen_cold_asks_and_an_index_at_once(box, attempt):
    if CONCURRENT_GAME != "keeper":
        box.data = None  # the shipped data: the manual run builds the whole game
    """Item 2: 16 first `judge ask` runs and a `judge index` beside them, on an empty
    writable cache: all succeed with the same answer; none falls back to memory; one
    index is published and no temporary folder is left."""
    query = ["ask", "--game", CONCURRENT_GAME, "sacrifice destroyed"]
    procs = [start(box, query) for _ in range(8)]
    procs.append(start(box, ["index", "--game", CONCURRENT_GAME]))
    procs += [start(box, query) for _ in range(8)]
    runs = [p.wait(120) for p in procs]
    asks = [r for i, r in enumerate(runs) if i != 8]
    for r in runs:
        assert "Traceback" not in r.err and "memory" not in r.err, r.err
        assert r.code == 0, r.err
    assert len({r.out for r in asks}) == 1 and "sacrifice" in asks[0].out.lower()
    assert len(index_folders(box.cache, CONCURRENT_GAME)) == 1
    assert not [p.name for p in box.cache.iterdir() if p.name.startswith(".")]
    assert not list(box.tmp.iterdir())


def test_unwritable_cache_writes_nothing_outside_a_private_folder(box):
    """Item 3: the cache path cannot be a folder; the index is built in memory and no
    file is left anywhere, the system temporary folder included."""
    blocker = box.root / "not-a-folder"
    blocker.write_text("x")
    box.tmp.mkdir()
    other = box.tmp / "MAIN.tmp"  # the name whoosh's RAM storage used to share between processes
    other.write_text("another process's file")
    r = box.judge(*QUERY, env=box.env(JUDGE_CACHE_DIR=str(blocker / "cache")))
    r.sound()
    assert r.code == 0 and ANSWER in r.out
    assert r.err_lines == ["judge: cannot write the index cache (Not a directory); building it in memory"]
    assert blocker.read_text() == "x"
    assert [p.name for p in box.tmp.iterdir()] == ["MAIN.tmp"] and other.read_text() == "another process's file"


def test_full_disk_builds_in_memory_then_recovers(box):
    """A disk that fills during the build: one line, the answer from memory, nothing
    half-written left in the cache; the next run (space again) builds a sound cache."""
    r = box.judge(*QUERY, file_limit=20_000)
    r.sound()
    assert r.code == 0 and ANSWER in r.out
    assert len(r.err_lines) == 1 and "building it in memory" in r.err
    assert not index_folders(box.cache, "keeper")
    assert not list(box.cache.glob(".keeper-*")) and not list(box.tmp.iterdir())
    again = box.judge(*QUERY)
    assert again.code == 0 and ANSWER in again.out and again.err == ""
    assert len(index_folders(box.cache, "keeper")) == 1


def _garble(path: Path) -> None:
    data = bytearray(path.read_bytes())
    for i in range(0, len(data), 7):
        data[i] = (data[i] * 31 + 0x9D) % 256
    path.write_bytes(bytes(data))


def _damage(kind: str, folder: Path) -> None:
    if kind == "garbled files":
        for f in folder.iterdir():
            if f.is_file() and not f.name.startswith("."):
                _garble(f)
    elif kind == "one garbled byte":
        seg = next(folder.glob("*.seg"))
        data = bytearray(seg.read_bytes())
        data[len(data) // 2] ^= 0xFF
        seg.write_bytes(bytes(data))
    elif kind == "missing segment":
        for f in folder.glob("*.seg"):
            f.unlink()
    elif kind == "metadata of the wrong type":
        (folder / "meta.json").write_text("[]")
    elif kind == "index folder replaced by a file":
        shutil.rmtree(folder)
        folder.write_text("not an index")
    elif kind == "garbled spelling table":
        _garble(folder / "typos.json")
    elif kind == "truncated metadata":
        data = (folder / "meta.json").read_bytes()
        (folder / "meta.json").write_bytes(data[: len(data) // 2])
    elif kind == "no manifest":
        (folder / "manifest.json").unlink()
    else:
        raise AssertionError(kind)


DAMAGE = ["garbled files", "one garbled byte", "missing segment", "metadata of the wrong type",
          "index folder replaced by a file", "garbled spelling table", "truncated metadata", "no manifest"]


def test_every_kind_of_damage_is_detected_rebuilt_and_sound_next_time(tmp_path, small):
    """Item 4: each kind of damage (each in its own cache, run side by side) is reported in
    one line and repaired; the next command finds a sound cache and says nothing."""
    from judge.search import cache

    query = ["ask", "--game", "keeper", "sacrifise destroyed"]  # a typo: the spelling table is read
    boxes = _warm_boxes(tmp_path, small, DAMAGE)
    for kind, box in boxes.items():
        _damage(kind, index_folders(box.cache, "keeper")[0])
    expected = small.judge(*query)
    assert expected.code == 0 and expected.err == ""
    for kind, r in _side_by_side(boxes, query).items():
        r.sound()
        assert r.code == 0 and r.out == expected.out, (kind, r.err)
        assert len(r.err_lines) == 1 and "damaged" in r.err and "rebuilding" in r.err, (kind, r.err)
        folders = index_folders(boxes[kind].cache, "keeper")
        assert len(folders) == 1 and cache.damage(folders[0]) is None, kind  # the next command finds it sound


def _side_by_side(boxes: dict, args: list[str], at_once: int = 4) -> dict:
    """Run `judge ARGS` in each sandbox, a few at a time; {name: Run}."""
    out, names = {}, list(boxes)
    for i in range(0, len(names), at_once):
        started = {n: start(boxes[n], args) for n in names[i:i + at_once]}
        out.update({n: p.wait(60) for n, p in started.items()})
    return out


MEMOS = ["[]", "{\"key\": 5}", "\x00\xff garbage", ""]


def test_damaged_key_memo_is_ignored(tmp_path, small):
    boxes = _warm_boxes(tmp_path, small, MEMOS)
    for memo, box in boxes.items():
        (box.cache / "keeper.key.json").write_text(memo, encoding="latin-1")
    for memo, r in _side_by_side(boxes, QUERY).items():
        r.sound()
        assert r.code == 0 and ANSWER in r.out and r.err == "", memo


def test_index_command_repairs_a_damaged_cache(warm):
    folder = index_folders(warm.cache, "keeper")[0]
    _damage("missing segment", folder)
    r = warm.judge("index", "--game", "keeper")
    r.sound()
    assert r.code == 0 and str(folder) in r.out
    again = warm.judge(*QUERY)
    assert again.code == 0 and again.err == ""
