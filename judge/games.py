"""The game registry: a game is a folder of corpus, rulings and scenarios plus
an engine module.

`corpus/<game>/game.yaml` says how to read the game's rulebooks and which
engine replays its scenarios; each `corpus/<game>/*.md` is one rulebook
version.  Nothing else in judge names a game: adding a third one is adding
folders, not code.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from judge.errors import DataError, UsageError
from judge.paths import data_root


# NamedTuples, not frozen dataclasses: as immutable, and ~2 ms cheaper to define on
# every cold `judge ask` (the CLI reads the game registry at start-up).
class Version(NamedTuple):
    """One rulebook version of a game."""

    label: str
    title: str
    date: str
    seed: str
    complete: bool
    path: Path
    notes: str = ""


class KindSpec(NamedTuple):
    """How entries of one kind are cut from the corpus and shown to users."""

    name: str
    shown_as: str  # ruling | errata | glossary | rule (the --json `kind`)
    split: str  # sections | heading | item
    level: int = 2
    topic_level: int | None = None


class Game(NamedTuple):
    """One game: its corpus folder read through its game.yaml."""

    id: str
    name: str
    default: bool
    engine: str
    parts: dict[str, str]
    kinds: dict[str, KindSpec]
    ruling_kinds: tuple[str, ...]
    versions: tuple[Version, ...]  # newest first
    cards: str | None = None
    folder: Path = Path(".")
    search: dict = {}  # game.yaml `search:`: ranking data for `judge ask` (never mutated)

    @property
    def newest(self) -> Version:
        """The most recent rulebook text, complete or not."""
        return self.versions[0]

    @property
    def current(self) -> Version:
        """The rulebook in force by default: the newest complete one. A partial text
        (v16, a wiki page with only some sections) is never the default."""
        return next((v for v in self.versions if v.complete), self.versions[0])

    def fallback(self, label: str) -> Version | None:
        """Where a partial rulebook sends what it lacks: the newest complete rulebook
        not newer than it (None for a complete one)."""
        v = self.version(label)
        if v.complete:
            return None
        return next((o for o in self.versions if o.complete and o.date <= v.date), None)

    def in_force(self, label: str) -> list[str]:
        """The versions consulted, in order, for an entry under `label`: the version
        itself, then its fallback for the sections a partial text does not have."""
        chain = [self.version(label).label]
        fb = self.fallback(label)
        if fb is not None:
            chain.append(fb.label)
        return chain

    def version(self, label: str | None) -> Version:
        """The version a user named (case-insensitive, 'v' prefix optional), or the
        current (newest complete) rulebook."""
        if label is None or label.lower() in ("", "latest", "newest", "current"):
            return self.current
        want = label.lower().lstrip("v")
        for v in self.versions:
            if v.label.lower().lstrip("v") == want:
                return v
        known = ", ".join(v.label for v in self.versions)
        raise UsageError(f"unknown rulebook {label!r} for {self.id}; known: {known}")

    def kind_of_part(self, part_title: str) -> str:
        return self.parts.get(part_title.strip().lower(), "rule")

    def rulings_dir(self) -> Path:
        return data_root() / "rulings" / self.id

    def scenarios_dir(self) -> Path:
        return data_root() / "scenarios" / self.id


def read_front_matter(path: Path) -> tuple[dict, str, int]:
    """(front matter, body, line number where the body starts) of a corpus file."""
    from judge.safe_yaml import load_data

    text = path.read_text(encoding="utf-8")
    if not text.startswith("---\n"):
        raise DataError(f"{path}:1: corpus file has no front matter")
    end = text.find("\n---", 4)
    if end < 0:
        raise DataError(f"{path}:1: front matter is not closed with ---")
    meta = load_data(text[4:end]) or {}
    nl = text.find("\n", end + 4)
    after = len(text) if nl < 0 else nl + 1
    return meta, text[after:], text.count("\n", 0, after) + 1


def _load_game(folder: Path) -> Game:
    from judge.safe_yaml import load_data

    spec = load_data((folder / "game.yaml").read_text(encoding="utf-8")) or {}
    versions = []
    for md in sorted(folder.glob("*.md")):
        if md.name.upper() == "README.MD":
            continue
        meta, _, _ = read_front_matter(md)
        for key in ("version", "title", "seed"):
            if key not in meta:
                raise DataError(f"{md}:1: front matter lacks {key!r}")
        versions.append(
            Version(
                label=str(meta["version"]),
                title=str(meta["title"]),
                date=str(meta.get("date") or ""),
                seed=str(meta["seed"]),
                complete=bool(meta.get("complete", True)),
                path=md,
                notes=str(meta.get("notes") or ""),
            )
        )
    if not versions:
        raise DataError(f"{folder}: no rulebook files")
    versions.sort(key=lambda v: v.date, reverse=True)
    kinds = {
        name: KindSpec(name=name, **(opts or {})) for name, opts in (spec.get("kinds") or {}).items()
    }
    kinds.setdefault("rule", KindSpec("rule", "rule", "sections"))
    return Game(
        id=spec.get("id", folder.name),
        name=spec.get("name", folder.name),
        default=bool(spec.get("default", False)),
        engine=spec.get("engine", ""),
        parts={k.lower(): v for k, v in (spec.get("parts") or {}).items()},
        kinds=kinds,
        ruling_kinds=tuple(spec.get("ruling_kinds") or ()),
        versions=tuple(versions),
        cards=spec.get("cards"),
        folder=folder,
        search=dict(spec.get("search") or {}),
    )


def game_ids() -> list[str]:
    """Ids of the installed games, without reading any YAML (cheap)."""
    root = data_root() / "corpus"
    return sorted(p.name for p in root.iterdir() if (p / "game.yaml").is_file())


def default_game_id() -> str:
    for gid in game_ids():
        if "default: true" in (data_root() / "corpus" / gid / "game.yaml").read_text(encoding="utf-8"):
            return gid
    return game_ids()[0]


def check_game_id(game: str | None) -> str:
    """The game id a user named (or the default), or a UsageError listing the known ones."""
    if game is None:
        return default_game_id()
    ids = game_ids()
    if game.lower() in ids:
        return game.lower()
    raise UsageError(f"unknown game {game!r}; known: {', '.join(ids)}")


@lru_cache(maxsize=None)
def get_game(game: str | None = None) -> Game:
    gid = check_game_id(game)
    return _load_game(data_root() / "corpus" / gid)


def all_games() -> list[Game]:
    return [get_game(g) for g in game_ids()]


def game_for_path(path: str, game: str | None = None) -> Game:
    """The game a file belongs to: --game when given, else the game whose folder the path
    is in (`scenarios/keeper/x.yaml`), else the default game."""
    if game is None and path not in ("-", "<stdin>"):
        parts = Path(path).resolve().parts
        game = next((g for g in game_ids() if g in parts), None)
    return get_game(game)
