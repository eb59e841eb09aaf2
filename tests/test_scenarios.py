"""Every scenario fixture of every game replays and passes, and its trace cites its rulebook
or cards; coverage holds."""
from __future__ import annotations

import functools

import pytest

from judge.games import all_games, get_game
from judge.rulings.records import load_rulings
from judge.scenarios import runner
from judge.scenarios.citations import check
from judge.scenarios.parsed import load_fixtures
from judge.scenarios.runner import fixture_paths, is_verified

# Under xdist (--dist loadgroup) every test that reads a whole replay of the fixtures (this
# file, `judge verify` and `judge lint` in tests/test_cli.py, tests/test_cli_everyday.py and
# tests/test_readme.py) shares one worker: `runner.verify` is memoised per test process
# (tests/conftest.py) and `judge lint` runs once (cli_once), so each is made once per run.
pytestmark = pytest.mark.xdist_group("every-fixture")

FIXTURES = [(g.id, p) for g in all_games() for p in fixture_paths(g)]
# Fixtures are checked in batches of consecutive files: a test item per fixture cost more in
# pytest's own reporting (some 2,300 items, and under xdist a message to the controller for
# each) than the checks themselves. A batch checks every fixture in it and names each that
# fails, with why; `judge replay FIXTURE` replays one.
BATCH = 40
BATCHES = [FIXTURES[i:i + BATCH] for i in range(0, len(FIXTURES), BATCH)]


@pytest.mark.parametrize("batch", BATCHES, ids=[f"{b[0][0]}/{b[0][1].stem}..{b[-1][1].stem}" for b in BATCHES])
def test_fixtures_pass(batch):
    """Each fixture's replay (runner.run), as `judge verify` made it: the game's fixtures are
    replayed once per test process (tests/conftest.py), not once more here. Where the game's
    engine cites its rulebook (KeyForge), every step of that replay cites a glossary term or
    rule section of the fixture's rulebook version, or a card (judge/scenarios/citations.py;
    tests/keyforge/test_citations.py tests the check itself)."""
    failed = [f"{game}/{path.stem}: {why}" for game, path in batch if (why := _fails(game, path))]
    assert not failed, f"{len(failed)} of {len(batch)} fixtures fail:\n\n" + "\n\n".join(failed)


def _fails(game: str, path) -> str:
    """Why the fixture at `path` fails (its replay, or the rules its trace cites), or ''."""
    replays, errors = _replays(game)
    result = replays.get(path.stem)
    if result is None:
        return next((e for e in errors if str(path) in e), f"{path}: not replayed")
    if not result.passed:
        return result.error or "\n".join(m.render() for m in result.mismatches)
    fixture = _fixtures(game)[path]
    if not result.trace and fixture.data.get("actions"):
        return "the replay narrates nothing (a replay narrates what happened)"
    if _cites_rulebook(game):
        return "\n".join(check(get_game(game), fixture, result))
    return ""


@functools.lru_cache(maxsize=None)
def _fixtures(game_id: str) -> dict:
    """A game's fixtures by path, read as `judge verify` reads them (parses kept on disk:
    judge/scenarios/parsed.py), once per test process."""
    return dict(load_fixtures(fixture_paths(get_game(game_id))))


@functools.lru_cache(maxsize=None)
def _cites_rulebook(game_id: str) -> bool:
    """Whether the game's engine names a rule for each trace step (`judge lint` checks it then)."""
    return getattr(runner.engine_for(get_game(game_id)), "CITES_RULEBOOK", False)


@functools.lru_cache(maxsize=None)
def _replays(game_id: str) -> tuple[dict, list[str]]:
    """A game's replays by fixture id, and the fixtures that could not be loaded."""
    ver = _coverage(game_id)[2]
    return {r.scenario: r for r in ver.replays}, ver.errors


def _coverage(game_id: str):
    """A game's verification (runner.verify: once per test process, tests/conftest.py)."""
    game = get_game(game_id)
    rulings = load_rulings(game.rulings_dir(), game_id)
    return game, rulings, runner.verify(game, rulings)


def test_every_v13_ruling_is_verified_or_says_why():
    game, rulings, ver = _coverage("keyforge")
    for r in rulings:
        if "1.3" in r.versions and not is_verified(r, ver.status.get(r.id), "1.3", game):
            assert r.unverified, f"{r.id}: not verified under 1.3 and no reason given"


def test_every_keeper_clarification_is_verified():
    game, rulings, ver = _coverage("keeper")
    clarifications = [r for r in rulings if r.kind == "clarification"]
    assert len(clarifications) == 14
    for r in clarifications:
        assert is_verified(r, ver.status.get(r.id), "6th", game), r.id


def test_bait_and_switch_is_verified_under_both_wordings():
    game, rulings, ver = _coverage("keyforge")
    r = next(x for x in rulings if x.id == "bait-and-switch-how-many-times")
    assert all(is_verified(r, ver.status[r.id], v, game) for v in ("early", "1.3", "2021"))


def test_the_index_replays_only_the_fixtures_that_replay_a_ruling(monkeypatch):
    """runner.ruling_verification (what the search index shows) replays the fixtures with a
    `ruling:`, not the card and audit fixtures that verify no ruling (`judge verify` replays all)."""
    game = get_game("keyforge")
    seen = []
    monkeypatch.setattr(runner, "verify", lambda g, rulings, paths=None: seen.extend(paths) or
                        runner.Verification(g.id, [], [], {}))
    runner.ruling_verification(game, [])
    with_ruling = [p for p in fixture_paths(game) if _fixtures("keyforge")[p].ruling]
    assert seen == with_ruling and 0 < len(seen) < len(fixture_paths(game))
