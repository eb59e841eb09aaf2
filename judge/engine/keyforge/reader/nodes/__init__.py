"""Typed nodes of read card texts, one module per grammar fragment (nodes/aember.py for
grammar/aember.lark, ...). `load_nodes()` imports them all, registering their builders."""
from __future__ import annotations

import importlib
import pkgutil

from judge.engine.keyforge.reader.nodes.base import BUILDERS, Constant, Ctx, Effect, Node, builds  # noqa: F401

_loaded = False


def load_nodes() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for info in pkgutil.iter_modules(__path__):
            importlib.import_module(f"{__name__}.{info.name}")
