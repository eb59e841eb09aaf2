"""Replaying fixtures through their game's engine, and what they verify.

`run` replays one fixture and checks its `expect`; `verify` replays every
fixture of a game and works out which rulings they verify: a fixture verifies
the wording of its ruling that is in force under the fixture's rulebook, so
Bait and Switch's early answer (7 times) and its newer one (2 times) are
verified by different fixtures.
"""
from __future__ import annotations

import functools
import importlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from judge.engine.base import Replay, ScenarioError
from judge.errors import NotFound, UsageError
from judge.games import Game
from judge.scenarios.expect import check_log, compare
from judge.scenarios.fixture import Fixture, check_schema, load_fixture


def engine_for(game: Game):
    try:
        return importlib.import_module(game.engine)
    except ImportError as exc:
        raise UsageError(f"no engine for {game.id}: cannot import {game.engine} ({exc})") from None


def fixture_paths(game: Game) -> list[Path]:
    folder = game.scenarios_dir()
    return sorted(folder.glob("*.yaml")) if folder.is_dir() else []


def find_fixtures(game: Game, ref: str) -> list[Fixture]:
    """The fixtures a reference names: every `*.yaml` under a folder (sorted), else one
    fixture (find_fixture)."""
    from judge.userfile import STDIN_NAMES

    path = Path(ref)
    if ref not in STDIN_NAMES and path.is_dir():
        paths = sorted(p for p in path.rglob("*.y*ml") if p.suffix in (".yaml", ".yml"))
        if not paths:
            raise NotFound(f"no fixtures (*.yaml) in {ref}")
        return [load_fixture(p) for p in paths]
    return [find_fixture(game, ref)]


def find_fixture(game: Game, ref: str) -> Fixture:
    """A fixture by id (in scenarios/<game>/), by path to a file anywhere, or `-` (standard input)."""
    from judge.userfile import STDIN_NAMES

    path = Path(ref)
    if ref in STDIN_NAMES:
        return load_fixture(path)
    if ref.endswith((".yaml", ".yml")) or path.exists():
        if not path.is_file():
            raise NotFound(f"no scenario file {ref}")
        return load_fixture(path)
    candidate = game.scenarios_dir() / f"{ref}.yaml"
    if candidate.is_file():
        return load_fixture(candidate)
    from judge.errors import did_you_mean

    raise NotFound(f"no scenario {ref!r} for {game.id}{did_you_mean(ref, [p.stem for p in fixture_paths(game)])}")


def run(game: Game, fixture: Fixture, engine=None) -> Replay:
    """Replay a fixture and check its expectations. Never raises for a bad fixture:
    the problem is the replay's `error`."""
    engine = engine or engine_for(game)
    try:
        check_schema(fixture, game.id)
        rulebook = game.version(fixture.rulebook).label  # default: the newest complete rulebook
    except (ScenarioError, UsageError) as exc:
        error = _located(fixture, exc) if isinstance(exc, ScenarioError) else f"{fixture.where('rulebook')}: {exc.message}"
        return Replay(fixture.id, fixture.ruling, fixture.rulebook or game.version(None).label, error=error)
    from judge.limits import REPLAY_SECONDS, ReplayTimeout, time_limit

    try:
        with time_limit(REPLAY_SECONDS):
            replay = engine.replay(fixture, rulebook)
    except ScenarioError as exc:
        return Replay(fixture.id, fixture.ruling, rulebook, error=_located(fixture, exc))
    except ReplayTimeout:
        return Replay(fixture.id, fixture.ruling, rulebook,
                      error=f"{fixture.where()}: the replay ran past {REPLAY_SECONDS} s, the most judge gives one "
                            f"replay; make the board or the actions smaller")
    if replay.error:
        return replay
    expect = fixture.data.get("expect")
    if isinstance(expect, dict):
        replay.mismatches.extend(compare(expect, replay.observed))
        replay.mismatches.extend(check_log(expect.get("log") or [], [t.text + " " + t.rule for t in replay.trace]))
    return replay


def _located(fixture: Fixture, exc: ScenarioError) -> str:
    msg = exc.message
    if fixture.path and not msg.startswith(fixture.where().rsplit(":", 1)[0]):
        return f"{fixture.where().rsplit(':', 1)[0]}:{exc.line or 1}: {msg}"
    return msg


@dataclass
class RulingStatus:
    """Whether a ruling's wordings are verified, and by which fixtures."""

    ruling: str
    verified_variants: dict[str, list[str]] = field(default_factory=dict)  # variant key -> scenario ids
    failed: list[str] = field(default_factory=list)
    scenarios: list[str] = field(default_factory=list)


@dataclass
class Verification:
    game: str
    replays: list[Replay]
    errors: list[str]  # fixtures that could not be loaded at all
    status: dict[str, RulingStatus]

    @property
    def failures(self) -> list[Replay]:
        return [r for r in self.replays if not r.passed]


def variant_key(ruling, version: str, game: Game) -> str:
    """What a fixture under `version` verifies: the ruling's wording in force there,
    and the errata in force for the cards it names (an answer that holds for a
    card's printed text is not verified for its erratum)."""
    target = game.version(version)
    wording = "current"
    for v in game.versions:  # newest first
        if v.date > target.date or v.label not in ruling.versions:
            continue
        for i, h in enumerate(ruling.history):
            if v.label in h.versions and v.label not in h.also_prints_newest:
                wording = f"history-{i}"
                break
        break
    if game.cards and ruling.cards:
        from judge.cards.data import errata_in_force
        from judge.text import fold

        errata = errata_in_force(game.id, target.label)
        # wording only: the 2021 PDF text lost the Æmber symbols ("steal 1.")
        texts = [re.sub(r"[^a-z]+", "", re.sub(r"\{a\}|<a>", "", fold(errata.get(fold(c.title), ("", ""))[0])))
                 for c in ruling.cards]
        wording += "|" + "|".join(texts)
    return wording


def verify(game: Game, rulings: list, paths: list[Path] | None = None) -> Verification:
    engine = engine_for(game)
    by_id = {r.id: r for r in rulings}
    errors = []
    status = {r.id: RulingStatus(r.id) for r in rulings}
    from judge.scenarios.parallel import each_fixture
    from judge.scenarios.parsed import load_fixtures

    fixtures = []
    for _path, fixture in load_fixtures(paths if paths is not None else fixture_paths(game)):
        if isinstance(fixture, ScenarioError):
            errors.append(fixture.message)
        else:
            fixtures.append(fixture)
    replays = each_fixture(engine, functools.partial(run, game, engine=engine), fixtures)  # every core
    for fixture, replay in zip(fixtures, replays):
        ruling = by_id.get(fixture.ruling or "")
        if ruling is None:
            continue
        st = status[ruling.id]
        st.scenarios.append(fixture.id)
        if replay.passed and fixture.data.get("expect"):  # nothing expected verifies nothing
            st.verified_variants.setdefault(variant_key(ruling, replay.rulebook, game), []).append(fixture.id)
        else:
            st.failed.append(fixture.id)
    return Verification(game.id, replays, errors, status)


def is_verified(ruling, st: RulingStatus | None, version: str, game: Game) -> bool:
    """Verified under a version: the wording in force there has a passing fixture
    and none of the ruling's fixtures fail."""
    if st is None or st.failed:
        return False
    return variant_key(ruling, version, game) in st.verified_variants


def unverified_reason(ruling, st: RulingStatus | None, version: str, game: Game) -> str:
    if st and st.failed:
        return f"its scenario fails: {', '.join(st.failed)}"
    if ruling.unverified:
        return ruling.unverified
    if st and st.scenarios:
        return (f"no scenario replays it under rulebook {version} (its scenarios replay another "
                f"wording or other errata: {', '.join(st.scenarios)})")
    return "no scenario replays this ruling yet"


def contradiction(ruling, version: str, game: Game) -> dict | None:
    """The rule or erratum of `version` that the ruling's answer contradicts, quoted verbatim
    from the corpus with its source; None when it contradicts nothing there."""
    found = ruling.contradiction_in(version)
    if found is None:
        return None
    from judge.corpus.groups import game_entries

    entry = next((e for e in game_entries(game.id).get(version, []) if e.id == found.entry), None)
    if entry is None:  # `judge lint` reports it; say so rather than invent a text
        return {"entry": found.entry, "kind": None, "title": found.entry, "version": version,
                "text": None, "source": None, "why": ruling.unverified}
    return {"entry": entry.id, "kind": entry.kind, "title": entry.title, "version": version,
            "text": entry.text, "source": {"rulebook": version, "title": game.version(version).title,
                                           "section": f"{entry.section} > {entry.title}"},
            "why": ruling.unverified}


_RULING_LINE = re.compile(rb"^ruling[ \t]*:", re.M)  # a fixture's `ruling:` key (SCENARIOS.md)


def ruling_verification(game: Game, rulings: list) -> dict:
    """For each ruling: its scenarios, and per rulebook version whether it is verified,
    by which scenario, with that replay's trace, or why not. Only the fixtures that replay a
    ruling (a top-level `ruling:` line) are replayed: the others verify nothing (the search
    index is built from this; `judge verify` replays every fixture)."""
    ver = verify(game, rulings, [p for p in fixture_paths(game) if _RULING_LINE.search(p.read_bytes())])
    replays = {r.scenario: r for r in ver.replays}
    out = {}
    for r in rulings:
        st = ver.status.get(r.id)
        by_version = {}
        for v in r.versions:
            ok = is_verified(r, st, v, game)
            entry = {"verified": ok, "scenario": None, "trace": [], "reason": None,
                     "contradicts": None if ok else contradiction(r, v, game)}
            if ok:
                key = variant_key(r, v, game)
                sid = st.verified_variants[key][0]
                entry["scenario"] = sid
                entry["trace"] = [{"text": t.text, "rule": t.rule} for t in replays[sid].trace]
            else:
                entry["reason"] = unverified_reason(r, st, v, game)
            by_version[v] = entry
        out[r.id] = {"scenarios": list(st.scenarios) if st else [], "variants": by_version}
    return out
