"""The same rule, term or erratum across rulebook versions.

Entries of different versions that share a kind and a title form a group; the
group keeps one variant per distinct wording, newest first, with the versions
that print it. `as_of(version)` answers "what did the rulebook say then".
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from judge.corpus.parser import Entry, parse_version
from judge.games import Game, get_game
from judge.text import fold


def _wording(text: str) -> str:
    """Text as compared across versions: case, quotes, spacing and page numbers ignored."""
    t = re.sub(r"\b[Pp]age \d+\b", "page", fold(text))
    return re.sub(r"[^a-z0-9]+", " ", t).strip()


def group_key(entry: Entry) -> tuple[str, str]:
    return entry.kind, entry.slug


@dataclass
class Variant:
    versions: list[str]
    entry: Entry  # the entry of the newest version printing this wording


@dataclass
class Group:
    kind: str
    slug: str
    variants: list[Variant] = field(default_factory=list)

    @property
    def newest(self) -> Entry:
        return self.variants[0].entry

    @property
    def versions(self) -> list[str]:
        return [v for var in self.variants for v in var.versions]

    def as_of(self, game: Game, version: str | None) -> Entry | None:
        """The entry as printed by the newest version not newer than `version`."""
        target = game.version(version)
        for v in game.versions:
            if v.date > target.date:
                continue
            for var in self.variants:
                if v.label in var.versions:
                    return var.entry
        return None

    def variant_for(self, version: str) -> Variant | None:
        return next((var for var in self.variants if version in var.versions), None)


def build_groups(game: Game, by_version: dict[str, list[Entry]]) -> dict[tuple[str, str], Group]:
    groups: dict[tuple[str, str], Group] = {}
    for v in game.versions:  # newest first
        for e in by_version[v.label]:
            key = group_key(e)
            g = groups.setdefault(key, Group(*key))
            wording = _wording(e.text)
            for var in g.variants:
                if _wording(var.entry.text) == wording:
                    var.versions.append(v.label)
                    break
            else:
                g.variants.append(Variant([v.label], e))
    return groups


@lru_cache(maxsize=8)
def game_entries(game_id: str) -> dict[str, list[Entry]]:
    game = get_game(game_id)
    return {v.label: parse_version(game, v) for v in game.versions}


@lru_cache(maxsize=8)
def game_groups(game_id: str) -> dict[tuple[str, str], Group]:
    return build_groups(get_game(game_id), game_entries(game_id))
