"""Where a game's index lives, how it is built and published, and what is deleted.

The index is keyed by a hash of everything it is built from (the game's
corpus, rulings, scenarios, card data, and judge's own code, which computes
the replays) plus SCHEMA. Hashing file contents on every start would cost
time, so a small memo maps a cheap stat signature (paths, sizes, mtimes) to
the content hash; the hash is recomputed only when the signature changes.

What this module promises (docs/reliability.md says it for users):
- Atomic publication. A build writes into a fresh temporary folder of its own,
  under a file lock per game (filelock), and is renamed into place whole; a
  reader never sees half an index, and two builders never share a folder.
- Proof of authorship. Every folder judge makes carries a marker file
  (MARKER) from its first moment; clean-up deletes only folders with that
  marker, of this game, and a temporary folder only once it is older than any
  build can take (BUILD_MAX_SECONDS). Anything else in the cache is left alone.
- Damage is detected, not guessed: a versioned manifest lists the size and
  CRC-32 of every file of the index; a folder whose files do not match (or
  that is missing, not a folder, or of another version) is rebuilt, reported
  in one line.
- An unwritable cache costs speed, not the answer: the index is built in
  memory, and nothing is written outside a private temporary folder that is
  removed afterwards.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import stat
import sys
import time
import zlib
from contextlib import contextmanager
from pathlib import Path

from judge.paths import PACKAGE, cache_dir, data_root

SCHEMA = 14  # bump when the index layout or document fields change
MARKER = ".judge-index"  # in every folder judge makes in the cache: the proof that judge made it
MANIFEST = "manifest.json"  # size and CRC-32 of every file of a finished index
MANIFEST_VERSION = 1
BUILD_MAX_SECONDS = 900  # no build takes this long: an older temporary folder is abandoned
LOCK_WAIT_SECONDS = 120  # how long a process waits for another one's build before building in memory
_MADE_BY = "judge: search index cache folder (safe to delete)"


def _folders(game_id: str) -> list[str]:
    root = data_root()
    return [str(root / "corpus" / game_id), str(root / "rulings" / game_id), str(root / "scenarios" / game_id),
            str(root / "cards" / game_id), str(PACKAGE)]


_KEEP = (".md", ".yaml", ".yml", ".json", ".py")


def _walk(folder: str, out: list) -> None:
    """(path, size, mtime_ns) of the source files under a folder (os.scandir: no Path objects)."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for e in entries:
        if e.is_dir(follow_symlinks=False):
            if e.name not in ("__pycache__", "_data"):
                _walk(e.path, out)
        elif e.name.endswith(_KEEP):
            st = e.stat()
            out.append((e.path, st.st_size, st.st_mtime_ns))


def _stats(game_id: str) -> list[tuple[str, int, int]]:
    record = installed_record()
    if record is not None:
        st = os.stat(record)
        return [(record, st.st_size, st.st_mtime_ns)]
    out: list = []
    for folder in _folders(game_id):
        _walk(folder, out)
    out.sort()
    return out


def installed_record() -> str | None:
    """The RECORD of the wheel judge runs from, when it runs from one with its bundled data:
    pip writes it on every install, with the SHA-256 of every file installed (code and
    data), so it alone keys the index, and a cold start stats one file instead of walking
    some 2,500 (KeyForge's: its fixtures alone are 2,121; about 20 ms of a cold `judge ask`).
    None for a checkout (an editable install, or JUDGE_DATA_DIR), whose files change under
    it: those are walked."""
    if data_root() != PACKAGE / "_data":
        return None
    try:
        infos = [e.path for e in os.scandir(PACKAGE.parent)
                 if e.name.startswith(f"{PACKAGE.name}-") and e.name.endswith(".dist-info")]
    except OSError:
        return None
    record = os.path.join(infos[0], "RECORD") if len(infos) == 1 else None
    return record if record is not None and os.path.isfile(record) else None


def _sources(game_id: str) -> list[Path]:
    return [Path(p) for p, _, _ in _stats(game_id)]


def stat_signature(game_id: str) -> str:
    text = "\n".join(f"{p}\0{size}\0{mtime}" for p, size, mtime in _stats(game_id))
    return hashlib.sha1(f"{SCHEMA}\n{text}".encode()).hexdigest()


def content_key(game_id: str) -> str:
    root = data_root()
    h = hashlib.sha256(f"judge-index-{SCHEMA}-{game_id}".encode())
    for p in _sources(game_id):
        rel = p.relative_to(root) if p.is_relative_to(root) else p.relative_to(PACKAGE.parent)
        h.update(str(rel).encode() + b"\0")
        h.update(p.read_bytes())
        h.update(b"\0")
    return h.hexdigest()[:20]


def _memo_path(game_id: str) -> Path:
    return cache_dir() / f"{game_id}.key.json"


def index_key(game_id: str) -> str:
    """The content key of the current data, via the stat memo when it is fresh."""
    sig = stat_signature(game_id)
    memo = _memo_path(game_id)
    try:
        data = json.loads(memo.read_bytes())
        if (isinstance(data, dict) and data.get("signature") == sig and data.get("schema") == SCHEMA
                and isinstance(data.get("key"), str) and data["key"].isalnum()):
            return data["key"]
    except (OSError, ValueError):
        pass  # a missing or damaged memo only costs the hash
    key = content_key(game_id)
    try:
        write_atomic(memo, json.dumps({"signature": sig, "schema": SCHEMA, "key": key}))
    except OSError:
        pass  # an unwritable cache only costs the hash next time
    return key


def index_dir(game_id: str, key: str) -> Path:
    from judge.search.backend import name

    return cache_dir() / f"{game_id}-{key}-{name()}"


def write_atomic(path: Path, text: str) -> None:
    """Write a small file whole or not at all (a unique temporary name, then rename)."""
    import tempfile  # only when writing: off the cold `ask` path
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        _unlink(tmp)
        raise


def _unlink(path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


# -- proof of authorship ----------------------------------------------------------------------
def _marker(folder: Path) -> dict | None:
    """The marker judge wrote in a folder it made, or None (not provably judge's)."""
    try:
        if os.path.islink(folder) or not folder.is_dir():
            return None
        data = json.loads((folder / MARKER).read_bytes()[:4096])
    except (OSError, ValueError):
        return None
    if isinstance(data, dict) and data.get("made_by") == _MADE_BY and isinstance(data.get("game"), str):
        return data
    return None


def _marker_age(folder: Path) -> float:
    try:
        return time.time() - (folder / MARKER).stat().st_mtime
    except OSError:
        return 0.0


def new_build_dir(game_id: str) -> Path:
    """A fresh folder of this process's own for one build, marked as judge's from the start."""
    import tempfile  # only when writing: off the cold `ask` path
    root = cache_dir()
    root.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix=f".{game_id}-build-", dir=root))
    try:
        (folder / MARKER).write_text(json.dumps({"made_by": _MADE_BY, "game": game_id, "pid": os.getpid(),
                                                 "created": time.time()}), encoding="utf-8")
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)  # made a moment ago by mkdtemp: ours
        raise
    return folder


def _delete_ours(folder: Path, game_id: str) -> bool:
    """Delete a folder only when its marker proves judge made it for this game."""
    mark = _marker(folder)
    if mark is None or mark.get("game") != game_id:
        return False
    shutil.rmtree(folder, ignore_errors=True)
    return True


def remove_stale(game_id: str, keep: Path) -> None:
    """Delete this game's older indexes (same backend, another key) and temporary build
    folders abandoned longer ago than any build takes. Only marked folders are touched."""
    root = cache_dir()
    backend = keep.name.rsplit("-", 1)[-1]
    try:
        entries = list(os.scandir(root))
    except OSError:
        return
    for e in entries:
        p = Path(e.path)
        if p == keep or not e.is_dir(follow_symlinks=False):
            continue
        published = e.name.startswith(f"{game_id}-") and e.name.endswith(f"-{backend}")
        temporary = e.name.startswith(f".{game_id}-build-") or e.name.startswith(f".{game_id}-old-")
        if published or (temporary and _marker_age(p) > BUILD_MAX_SECONDS):
            _delete_ours(p, game_id)


# -- damage detection -------------------------------------------------------------------------
def write_manifest(folder: Path, game_id: str) -> None:
    """Record the size and CRC-32 of every file of a finished index (written last)."""
    files = {}
    for e in sorted(os.scandir(folder), key=lambda e: e.name):
        if e.is_file(follow_symlinks=False) and e.name not in (MARKER, MANIFEST):
            data = Path(e.path).read_bytes()
            files[e.name] = [len(data), zlib.crc32(data)]
    doc = {"version": MANIFEST_VERSION, "schema": SCHEMA, "game": game_id, "files": files}
    (folder / MANIFEST).write_text(json.dumps(doc), encoding="utf-8")


def damage(folder: Path) -> str | None:
    """None when `folder` is a sound index judge made; else what is wrong, in a few words
    ("missing" when there is nothing there)."""
    try:
        st = os.lstat(folder)
    except FileNotFoundError:
        return "missing"
    except OSError as exc:
        return f"unreadable ({exc.strerror})"
    if not stat.S_ISDIR(st.st_mode):
        return "not a folder"
    if _marker(folder) is None:
        return "not marked as judge's"
    try:
        manifest = json.loads((folder / MANIFEST).read_bytes())
    except FileNotFoundError:
        return "no manifest (an unfinished build)"
    except (OSError, ValueError):
        return "the manifest is unreadable"
    if not isinstance(manifest, dict) or manifest.get("version") != MANIFEST_VERSION \
            or manifest.get("schema") != SCHEMA or not isinstance(manifest.get("files"), dict) \
            or "meta.json" not in manifest["files"]:
        return "the manifest is of another version"
    for name, entry in manifest["files"].items():
        if not isinstance(name, str) or "/" in name or name.startswith(".") \
                or not (isinstance(entry, list) and len(entry) == 2):
            return "the manifest is damaged"
        try:
            data = (folder / name).read_bytes()
        except FileNotFoundError:
            return f"{name} is missing"
        except OSError as exc:
            return f"{name} is unreadable ({exc.strerror})"
        if len(data) != entry[0] or zlib.crc32(data) != entry[1]:
            return f"{name} does not match its checksum"
    return None


# -- building and publishing ------------------------------------------------------------------
@contextmanager
def lock(game_id: str):
    """Hold this game's build lock (a file lock in the cache folder); OSError when the cache
    cannot hold one, TimeoutError when another build holds it too long."""
    import filelock

    root = cache_dir()
    root.mkdir(parents=True, exist_ok=True)
    fl = filelock.FileLock(str(root / f"{game_id}.lock"), timeout=LOCK_WAIT_SECONDS)
    try:
        fl.acquire()
    except filelock.Timeout:
        raise TimeoutError(f"another judge has held the {game_id} index lock for {LOCK_WAIT_SECONDS} s") from None
    try:
        yield
    finally:
        fl.release()


def publish(build: Path, final: Path, game_id: str) -> None:
    """Rename a finished build into place (the caller holds the game's lock); an index
    already there is renamed aside, then deleted."""
    if _marker(final) is not None:
        old = final.with_name(f".{game_id}-old-{os.getpid()}-{os.urandom(4).hex()}")
        os.rename(final, old)  # still marked: a crash before the next line leaves it to clean-up
        os.rename(build, final)
        _delete_ours(old, game_id)
    else:
        os.rename(build, final)


def move_aside(final: Path) -> Path:
    """Something judge cannot prove it made sits where an index belongs: keep it, renamed."""
    moved = final.with_name(f"{final.name}.not-judge-{int(time.time())}")
    os.rename(final, moved)
    return moved


@contextmanager
def private_tempdir(parent: Path | None = None):
    """Point tempfile (and so whoosh's scratch files) at a private folder for the length of
    a build, and remove it afterwards: nothing lands in a shared temporary folder under a
    name another process could also use."""
    import tempfile  # only when writing: off the cold `ask` path
    try:
        folder = tempfile.mkdtemp(prefix="judge-build-", dir=parent)
    except OSError:
        folder = None  # nowhere to write: the build stays in memory
    saved = tempfile.tempdir
    tempfile.tempdir = folder
    try:
        yield folder
    finally:
        tempfile.tempdir = saved
        if folder:
            shutil.rmtree(folder, ignore_errors=True)


def _on_terminal(stream) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def note(message: str) -> None:
    """One line on stderr about the cache (the answer still goes to stdout)."""
    try:
        sys.stderr.write(f"judge: {message}\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass


def obtain(game_id: str, build, open_, *, rebuild: bool = False):
    """The game's index: opened from the cache when sound, else built there (by one process
    at a time, published whole), else built in memory when the cache cannot be written.

    `build(folder | None)` writes an index (in memory for None) and returns it;
    `open_(folder)` opens a published one."""
    key = index_key(game_id)
    final = index_dir(game_id, key)
    problem = "rebuild asked for" if rebuild else damage(final)
    if problem is None:
        try:
            return open_(final)
        except Exception as exc:  # noqa: BLE001 - e.g. renamed away by a concurrent `judge index`
            problem = f"unreadable ({type(exc).__name__})"
    try:
        with lock(game_id):
            if not rebuild:
                problem = damage(final)  # another process may have built it while we waited
                if problem is None:
                    try:
                        return open_(final)
                    except Exception as exc:  # noqa: BLE001 - a sound manifest, yet unreadable
                        problem = f"unreadable: {type(exc).__name__}"
                if problem in ("not a folder", "not marked as judge's"):
                    problem += f"; kept as {move_aside(final).name}"
                if problem != "missing":
                    note(f"the cached {game_id} index is damaged ({problem}); rebuilding it")
                elif _on_terminal(sys.stderr):  # the first run (after an install or an update) waits
                    note(f"building the {game_id} search index (first run)…")  # fits 60 columns
            elif os.path.lexists(final) and _marker(final) is None:
                note(f"{final.name} in the cache is not judge's; kept as {move_aside(final).name}")
            return _build_and_publish(game_id, build, open_, final)
    except (OSError, TimeoutError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        note(f"cannot write the index cache ({reason}); building it in memory")
        with private_tempdir():
            return build(None)


def _build_and_publish(game_id: str, build, open_, final: Path):
    folder = new_build_dir(game_id)
    try:
        with private_tempdir(folder):
            built = build(folder)
        close = getattr(getattr(built, "ix", None), "close", None)
        if close:
            close()
        write_manifest(folder, game_id)
        publish(folder, final, game_id)
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)  # our own build folder, unfinished
        raise
    remove_stale(game_id, final)
    return open_(final)
