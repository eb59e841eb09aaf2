"""Where a game's index lives, and when it must be rebuilt.

The index is keyed by a hash of everything it is built from (the game's
corpus, rulings, scenarios, card data, and judge's own code, which computes
the replays) plus SCHEMA. Hashing file contents on every start would cost
time, so a small memo maps a cheap stat signature (paths, sizes, mtimes) to
the content hash; the hash is recomputed only when the signature changes.
Index folders are written under a temporary name and renamed into place, so
a reader never sees half an index.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path

from judge.paths import PACKAGE, cache_dir, data_root

SCHEMA = 11  # bump when the index layout or document fields change


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
    out: list = []
    for folder in _folders(game_id):
        _walk(folder, out)
    out.sort()
    return out


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
        data = json.loads(memo.read_text(encoding="utf-8"))
        if data.get("signature") == sig and data.get("schema") == SCHEMA:
            return data["key"]
    except (OSError, ValueError, KeyError, TypeError):
        pass
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
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def publish(tmp_dir: Path, final: Path) -> Path:
    """Move a finished index folder into place; a concurrent winner is kept."""
    try:
        os.rename(tmp_dir, final)
    except OSError:
        if (final / "meta.json").is_file():
            shutil.rmtree(tmp_dir, ignore_errors=True)
        else:
            shutil.rmtree(final, ignore_errors=True)
            os.rename(tmp_dir, final)
    return final


def remove_stale(game_id: str, keep: Path) -> None:
    """Delete this game's older index folders and abandoned temporary ones."""
    root = cache_dir()
    if not root.is_dir():
        return
    for p in root.iterdir():
        if p == keep or not p.is_dir():
            continue
        if p.name.startswith(f"{game_id}-") or p.name.startswith(f".{game_id}-"):
            shutil.rmtree(p, ignore_errors=True)
