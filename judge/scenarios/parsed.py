"""Fixture files parsed once and kept on disk, for commands that read a whole folder of them
(`judge verify`, `judge lint`, the ruling coverage): parsing the YAML of some 3,000 fixtures
(12 MB) with safe_yaml's limits and line map cost about as much as a quarter of replaying them.

One file per fixture folder under <cache dir>/parsed/, holding each fixture's parse (its data
and the line of every field) under a hash of the file's text: an edited file is parsed again,
an unchanged one never. The cache file's name carries a hash of the code that parses (this
module, fixture.py, safe_yaml.py) and of PyYAML's and Python's versions, so a change to any
of them starts afresh. It is written atomically (a concurrent run reads the old file or the
new one whole) and checksummed (a damaged file is ignored and written afresh); a cache that
cannot be written only makes the next run slower. Only plain values are stored (marshal: the
dicts, lists, text and numbers YAML gives), never objects, each fixture's apart, so every
load makes fresh values.

A file is still read whole, with the limits of every user file (judge.userfile.read_text),
each time: only its parse is kept.
"""
from __future__ import annotations

import hashlib
import marshal
import os
import sys
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Iterator

from judge.engine.base import ScenarioError
from judge.scenarios.fixture import Fixture, fixture_of, parse_fixture

MAGIC = b"judge-parsed-fixtures 1\n"
_SUM = 32  # bytes of the payload's sha256 after MAGIC


@lru_cache(maxsize=1)
def version() -> str:
    """A hash of everything a parse depends on."""
    import yaml

    from judge import safe_yaml
    from judge.scenarios import fixture

    h = hashlib.sha256(f"{yaml.__version__} {sys.version_info[:2]} {marshal.version}".encode())
    for module in (safe_yaml, fixture, sys.modules[__name__]):
        h.update(Path(module.__file__).read_bytes())
    return h.hexdigest()[:16]


def _store(folder: Path) -> Path:
    from judge.paths import cache_dir

    name = hashlib.sha256(str(folder.resolve()).encode("utf-8", "surrogatepass")).hexdigest()[:16]
    return cache_dir() / "parsed" / f"{name}-{version()}.bin"


def _read(store: Path) -> dict:
    """The kept parses ({text hash: marshalled (data, lines)}), or none when absent or damaged."""
    try:
        raw = store.read_bytes()
    except OSError:
        return {}
    head, payload = raw[:len(MAGIC) + _SUM], raw[len(MAGIC) + _SUM:]
    if head[:len(MAGIC)] != MAGIC or head[len(MAGIC):] != hashlib.sha256(payload).digest():
        return {}
    try:
        kept = marshal.loads(payload)
    except (ValueError, EOFError, TypeError):
        return {}
    if type(kept) is not dict or not all(type(k) is bytes and type(v) is bytes for k, v in kept.items()):
        return {}
    return kept


def _parse_of(kept: bytes | None) -> tuple | None:
    """A kept parse's (data, lines), made afresh; None when there is none (or it is not one)."""
    if kept is None:
        return None
    try:
        parse = marshal.loads(kept)
    except (ValueError, EOFError, TypeError):
        return None
    ok = type(parse) is tuple and len(parse) == 2 and type(parse[1]) is dict
    return parse if ok else None


def _write(store: Path, kept: dict) -> None:
    payload = marshal.dumps(kept)
    tmp = None
    try:
        store.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=store.parent, prefix=".parsed-", suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(MAGIC + hashlib.sha256(payload).digest() + payload)
        os.replace(tmp, store)
        tmp = None
    except (OSError, ValueError):
        pass  # only slower next time
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)  # the temporary file this made, never another
            except OSError:
                pass


def load_fixtures(paths: list[Path]) -> Iterator[tuple[Path, Fixture | ScenarioError]]:
    """Each path with its fixture, or the ScenarioError that loading it gives (as
    fixture.load_fixture would), in order; parses kept per folder as the module says."""
    from judge.errors import UsageError
    from judge.safe_yaml import Document
    from judge.userfile import read_text

    stores: dict[Path, tuple[dict, dict]] = {}  # folder -> (kept, found this run)
    for path in paths:
        folder = path.parent
        if folder not in stores:
            stores[folder] = (_read(_store(folder)), {})
        kept, found = stores[folder]
        try:
            text = read_text(path, "scenario file")
        except UsageError as exc:
            yield path, ScenarioError(exc.message)
            continue
        key = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()
        try:
            parse = _parse_of(kept.get(key))
            if parse is not None:
                fixture = fixture_of(Document(*parse), path)
            else:
                fixture = parse_fixture(text, path)
                try:
                    found[key] = marshal.dumps((fixture.data, fixture.lines))  # as parsed, before any use
                except ValueError:
                    pass
        except ScenarioError as exc:
            yield path, exc
            continue
        yield path, fixture
    for folder, (kept, found) in stores.items():
        if found:
            _write(_store(folder), _kept_with(kept, found, folder))


def _kept_with(kept: dict, found: dict, folder: Path) -> dict:
    """The old parses and this run's, unless the old ones outnumber the folder's files by far
    (files edited many times): then this run's alone."""
    try:
        files = sum(1 for _ in folder.glob("*.y*ml"))
    except OSError:
        files = 0
    merged = {**kept, **found}
    return merged if len(merged) <= 2 * files + 100 else found
