"""Readings kept on disk, so a replay never builds the grammar (nor imports lark) for the
cards it has read before.

One file per normalised text under <cache dir>/reader/<version>/, where the version hashes
the grammar fragments and the reader's code: any change to either starts a fresh folder.
A file holds the pickled Reading (its node tree, or why it was refused).
"""
from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from functools import lru_cache
from pathlib import Path

from judge.paths import cache_dir

HERE = Path(__file__).resolve().parent


@lru_cache(maxsize=1)
def version() -> str:
    """A hash of everything a reading depends on: grammar fragments and reader code."""
    h = hashlib.sha256()
    files = sorted(HERE.glob("grammar/*.lark")) + sorted(HERE.glob("nodes/*.py")) + [
        HERE / "parser.py", HERE / "normalise.py", HERE / "__init__.py"]
    for p in files:
        h.update(p.name.encode())
        h.update(p.read_bytes())
    return h.hexdigest()[:16]


def _path(text: str) -> Path:
    key = hashlib.sha1(text.encode("utf-8")).hexdigest()
    return cache_dir() / "reader" / version() / f"{key}.pickle"


def load(text: str):
    """The cached Reading of a normalised text, or None."""
    try:
        with open(_path(text), "rb") as f:
            reading = pickle.load(f)
    except (OSError, pickle.PickleError, EOFError, AttributeError, ImportError):
        return None
    return reading if getattr(reading, "text", None) == text else None


def save(reading) -> None:
    """Keep a Reading (atomically: a reader never sees half a file); a cache that cannot be
    written is only slower."""
    path = _path(reading.text)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            pickle.dump(reading, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except OSError:
        pass
