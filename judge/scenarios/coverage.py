"""`judge verify`: replay every fixture of a game and report ruling coverage.

A ruling is verified under a rulebook version when a passing fixture replays
the wording (and the errata) in force there; overall, a ruling counts as
verified when it is verified under the newest version that prints it. A ruling
whose answer contradicts a rule or erratum of that version (its record's
`contradicts`) is counted apart from the unverified ones: the engine follows
the rulebook's text there, so no replay can verify the answer.
"""
from __future__ import annotations

from judge.games import Game
from judge.rulings.records import load_rulings
from judge.scenarios.runner import contradiction, is_verified, unverified_reason, verify


def report(game: Game) -> dict:
    bad_records: list[str] = []  # a record that cannot be read is a failure of verify
    rulings = load_rulings(game.rulings_dir(), game.id, bad_records)
    ver = verify(game, rulings)
    by_version = {}
    for v in game.versions:
        printed = [r for r in rulings if v.label in r.versions]
        if not printed:
            continue
        ok = sum(1 for r in printed if is_verified(r, ver.status.get(r.id), v.label, game))
        against = sum(1 for r in printed if r.contradiction_in(v.label)
                      and not is_verified(r, ver.status.get(r.id), v.label, game))
        by_version[v.label] = {"verified": ok, "contradicted": against, "unverified": len(printed) - ok - against,
                               "total": len(printed)}
    entries = [_entry(r, ver.status.get(r.id), game) for r in rulings]
    failures = [_replay(rp) for rp in ver.failures]
    return {
        "game": game.id,
        "fixtures": {"total": len(ver.replays) + len(ver.errors), "passed": sum(rp.passed for rp in ver.replays),
                     "failed": len(ver.failures) + len(ver.errors)},
        "records": {"total": len(rulings) + len(bad_records), "failed": len(bad_records)},
        "load_errors": bad_records + ver.errors,
        "coverage": {"verified": sum(e["verified"] for e in entries),
                     "contradicted": sum(e["status"] == "contradicts" for e in entries),
                     "unverified": sum(e["status"] == "unverified" for e in entries),
                     "total": len(entries), "by_version": by_version},
        "failures": failures,
        "rulings": entries,
    }


def _entry(r, st, game: Game) -> dict:
    """A ruling's status under the newest rulebook that prints it (docs/json.md, verify)."""
    newest = r.versions[0]
    ok = is_verified(r, st, newest, game)
    against = None if ok else contradiction(r, newest, game)
    return {
        "id": r.id, "kind": r.kind, "question": r.question or r.title, "versions": list(r.versions),
        "verified": ok, "status": "verified" if ok else "contradicts" if against else "unverified",
        "verified_in": [v for v in r.versions if is_verified(r, st, v, game)],
        "contradicts": against,
        "scenarios": list(st.scenarios) if st else [],
        "reason": None if ok else unverified_reason(r, st, newest, game),
    }


def _replay(rp) -> dict:
    return {"scenario": rp.scenario, "ruling": rp.ruling, "rulebook": rp.rulebook, "passed": rp.passed,
            "error": rp.error,
            "mismatches": [{"path": m.path, "expected": m.expected, "actual": m.actual} for m in rp.mismatches]}


def report_one(game: Game, ruling_id: str) -> dict:
    """`judge verify --ruling ID`: only the fixtures whose `ruling:` is ID are replayed.
    {"ruling": its entry (as in report), "replays": [{"scenario", "rulebook", "passed", ...}]}"""
    from judge.rulings.records import find_ruling
    from judge.scenarios.fixture import Fixture
    from judge.scenarios.parsed import load_fixtures
    from judge.scenarios.runner import fixture_paths

    rulings = load_rulings(game.rulings_dir(), game.id)
    ruling = find_ruling(rulings, ruling_id)
    paths = [path for path, fixture in load_fixtures(fixture_paths(game))
             if isinstance(fixture, Fixture) and fixture.ruling == ruling.id]  # `judge lint` reports the others
    ver = verify(game, [ruling], paths)
    return {"ruling": _entry(ruling, ver.status.get(ruling.id), game), "replays": [_replay(rp) for rp in ver.replays]}
