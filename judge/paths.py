"""Where judge finds its data and keeps its cache.

Data (corpus, rulings, scenarios, cards) lives at the top of the repository;
a wheel carries the same folders inside the package as `judge/_data`.
The cache is the platform's per-user cache folder (platformdirs): on Linux
$XDG_CACHE_HOME/judge, else ~/.cache/judge; on macOS ~/Library/Caches/judge; on
Windows %LOCALAPPDATA%\\judge\\Cache. $JUDGE_CACHE_DIR overrides it. $JUDGE_DATA_DIR
points judge at another copy of the data (a checkout's corpus/, rulings/, scenarios/, cards/).
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
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("judge", appauthor=False))
