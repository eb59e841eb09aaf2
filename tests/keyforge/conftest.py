"""Fixtures shared by the KeyForge engine tests."""
from __future__ import annotations

import pytest


@pytest.fixture
def set_aside(monkeypatch):
    """`set_aside(title, keep=lambda ref: False)`: the title's hand-written behaviours are set
    aside for the test (those whose printing `keep` accepts stay), so the engine plays that card
    as if nobody had written it: every card has a behaviour now, and the refusals of a card
    without one still need a card to show them. Everything is put back after the test."""
    from judge.engine.keyforge import abilities

    abilities._load_card_modules()

    def aside(title: str, keep=lambda ref: False) -> None:
        key = abilities.title_key(title)
        monkeypatch.setitem(abilities._REGISTRY, key, [(ref, cls) for ref, cls in abilities._REGISTRY[key] if keep(ref)])
        abilities.implementation.cache_clear()

    yield aside
    monkeypatch.undo()
    abilities.implementation.cache_clear()
