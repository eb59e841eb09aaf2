"""Where judge finds its data and keeps its cache.

Data (corpus, rulings, scenarios, cards) lives at the top of the repository;
a wheel carries the same folders inside the package as `judge/_data`.
The cache follows XDG: $XDG_CACHE_HOME/judge, else ~/.cache/judge;
$JUDGE_CACHE_DIR overrides both.
"""
from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


@lru_cache(maxsize=1)
def data_root() -> Path:
    """The folder holding corpus/, rulings/, scenarios/ and cards/."""
    override = os.environ.get("JUDGE_DATA_DIR")
    if override:
        return Path(override)
    bundled = PACKAGE / "_data"
    if (bundled / "corpus").is_dir():
        return bundled
    return PACKAGE.parent


def cache_dir() -> Path:
    override = os.environ.get("JUDGE_CACHE_DIR")
    if override:
        return Path(override)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "judge"
