"""Mutation check: is every rule of the KeyForge engine guarded by a fixture or a test?

Each mutation below changes one rule in the engine's source (a small, plausible
mistake: armor never resets, poison does nothing, the Rule of Six allows a
seventh play). For each, the repository is copied to a temporary folder (the
working tree is never touched), the mutation is applied to the copy, and the
copy replays every KeyForge scenario fixture and runs the engine tests
(tests/keyforge). A mutation is *killed* when a fixture or a test fails; the
fixtures and the first test that fail are reported. A mutation that nothing
kills is a rule no fixture guards: add a fixture, from the rulebook's text,
that would have caught it.

Each mutation names the exact source text it replaces; when that text is no
longer in the file (the code moved on), the check says so instead of
silently testing nothing.

Run on demand (it takes a few minutes, and is not part of CI):

    python tools/mutations.py            # every mutation; exit 1 if any survives
    python tools/mutations.py --list     # the mutations, without running them
    python tools/mutations.py --only poison --only taunt
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COPIED = ("judge", "cards", "corpus", "rulings", "scenarios", "tests", "tools", "pyproject.toml")
ENGINE = "judge/engine/keyforge/"


@dataclass(frozen=True)
class Mutation:
    """One rule broken on purpose: each `old` text (which must occur exactly once in `path`) is
    replaced by its `new` text."""

    name: str
    rule: str  # what the rulebook says, in a few words
    path: str
    edits: tuple[tuple[str, str], ...]


def _m(name: str, rule: str, path: str, *edits: tuple[str, str]) -> Mutation:
    return Mutation(name, rule, ENGINE + path, tuple(edits))


_WARD = ("        if t.warded:\n"
         "            t.warded = False\n"
         "            g.say(f\"{t.name} would be dealt {amount} damage: its ward is discarded instead\", R.WARD)\n"
         "            return\n")
_ARMOR = "        armor = modifiers.armor(g, t)\n"  # where armor's prevention begins

MUTATIONS: tuple[Mutation, ...] = (
    _m("armor reset", "Armor prevents damage each turn: what it prevented is reset as the turn ends",
       "turn.py", ("        c.armor_used = c.armor_seen = 0\n", "")),
    _m("armor before ward", "Damage: ward prevents damage before armor does",
       "damage.py", (_WARD + _ARMOR, _ARMOR),
       ("        if amount <= 0:\n            return\n        final = t\n",
        "        if amount <= 0:\n            return\n" + _WARD + "        final = t\n")),
    _m("chains penalty off by one", "Chains: 1 to 6 chains, draw 1 fewer card; 7 to 12, 2 fewer",
       "turn.py", ("min(4, (chains - 1) // 6 + 1)", "min(4, chains // 6 + 1)")),
    _m("chains shed", "Chains: when a player with chains draws fewer cards, they shed a chain",
       "turn.py", ("        p.chains -= 1\n", "")),
    _m("taunt", "Taunt: a taunt creature's neighbors without taunt cannot be attacked",
       "use.py", ("        if guarded and not taunt[id(c)]:", "        if False:")),
    _m("poison", "Poison: damage dealt by its power in a fight destroys the damaged creature",
       "damage.py", ("            poisoned.add(t)", "            pass")),
    _m("poison only by power", "Poison: only damage dealt by the creature's power in a fight",
       "damage.py", ("        if h.by_power and h.source is not None and modifiers.keyword(",
                     "        if h.source is not None and modifiers.keyword(")),
    _m("copied damage keeps its source", "Drecker: damage also dealt to it is the same damage, from the same source",
       "damage.py", ("also.append(Hit(other, amount, h.source, by_power=h.by_power))", "also.append(Hit(other, amount))")),
    _m("hazardous", "Hazardous X: deal X damage to a creature that attacks it, before the fight",
       "fight.py", ("    hazardous = modifiers.keyword(g, defender, \"hazardous\")", "    hazardous = 0")),
    _m("enrage", "Enrage: an enraged creature must be used to fight if it can",
       "use.py", ("    if creature.enraged:\n", "    if False:\n")),
    _m("enrage removed after fighting", "Enrage: after an enraged creature fights, its enrage counter is removed",
       "fight.py", ("    if not stopped and attacker.enraged and g.in_play(attacker):", "    if False:")),
    _m("elusive", "Elusive: the first time it is attacked each turn, no damage is dealt",
       "fight.py", ("elusive = first_time and modifiers.keyword(g, defender, \"elusive\") > 0", "elusive = False")),
    _m("elusive every time", "Elusive: only the first time it is attacked each turn",
       "fight.py", ("elusive = first_time and ", "elusive = ")),
    _m("skirmish", "Skirmish: when used to fight, it is dealt no damage in return",
       "fight.py", ("    if modifiers.keyword(g, attacker, \"skirmish\"):", "    if False:")),
    _m("assault", "Assault X: deal X damage to the attacked creature, before the fight",
       "fight.py", ("    assault = modifiers.keyword(g, attacker, \"assault\")", "    assault = 0")),
    _m("ward against damage", "Ward: a warded creature that would be damaged loses its ward instead",
       "damage.py", ("        if t.warded:", "        if False:")),
    _m("ward against destruction", "Ward: a warded creature that would be destroyed loses its ward instead",
       "destroy.py", ("        if c.warded:", "        if False:")),
    _m("ward against leaving play", "Ward (2021): a warded creature that would leave play loses its ward instead",
       "rules.py", ("ward_prevents_leaving_play=date >= \"2021\"", "ward_prevents_leaving_play=False")),
    _m("ward against leaving play before 2021", "Ward: the earlier rulebooks have no such rule",
       "rules.py", ("ward_prevents_leaving_play=date >= \"2021\"", "ward_prevents_leaving_play=True")),
    _m("lethal damage after a ward", "Damage: a creature with as much damage as power is destroyed, checked again",
       "destroy.py", ("    # the damage: a creature with as much damage as power now is destroyed\n    settle(g)\n",
                      "    # the damage: a creature with as much damage as power now is destroyed\n")),
    _m("lethal damage as effects expire", "Damage: power lost as a lasting effect ends can destroy a creature",
       "modifiers.py", ("        e.ended(g)\n    from judge.engine.keyforge.destroy import settle\n\n    settle(g)",
                        "        e.ended(g)")),
    _m("stun", "Stun: using a stunned creature only exhausts it and removes the stun",
       "use.py", ("def _resolve_use(g: \"Game\", card: \"CardInstance\", how: str, you: str, target) -> None:\n"
                  "    if card.stunned:",
                  "def _resolve_use(g: \"Game\", card: \"CardInstance\", how: str, you: str, target) -> None:\n"
                  "    if False:")),
    _m("exhausted use", "Using Cards: an exhausted card cannot be used",
       "use.py", ("    if card.exhausted:\n        return f\"{card.name} is exhausted\"",
                  "    if False:\n        return f\"{card.name} is exhausted\"")),
    _m("First Turn Rule", "First Turn Rule: the first player plays or discards only one card from hand",
       "play.py", ("first_turn_full = (source == \"hand\" and g.first_turn", "first_turn_full = (False and g.first_turn")),
    _m("Rule of Six (play)", "The Rule of Six: no more than six plays or uses of one title in a turn",
       "play.py", ("    if count >= 6:", "    if count >= 7:")),
    _m("Rule of Six (use)", "The Rule of Six: plays and uses of a title count together",
       "use.py", ("    if count >= 6:", "    if count >= 7:")),
    _m("key cost", "Forge a Key: a key costs six Æmber, modified by card abilities",
       "modifiers.py", ("max(0, 6 + sum(b.key_cost_modifier", "max(0, 7 + sum(b.key_cost_modifier")),
    _m("key cost exactly enough", "Forge a Key: a player with as much Æmber as the cost must forge",
       "turn.py", ("    elif spendable(g, g.active) >= cost:", "    elif spendable(g, g.active) > cost:")),
    _m("forge timing", "Forge a Key is step 1 of a player's turn, not the end of the turn before",
       "turn.py", ("        modifiers.expire(g, ending)\n    forge_step(g)",
                   "        modifiers.expire(g, ending)\n    g.step = \"house\""),
       ("    g.previous_turn[g.active] = g.turn\n", "    forge_step(g)\n    g.previous_turn[g.active] = g.turn\n")),
    _m("hand refill", "Draw Cards: draw until you have six cards in hand",
       "turn.py", ("    want = size - len(p.hand)", "    want = size - 1 - len(p.hand)")),
    _m("upgrade needs a creature", "Upgrades: an upgrade that cannot attach to a card in play cannot enter play",
       "play.py", ("    if card.type == \"upgrade\" and not g.creatures():", "    if False:")),
)


def copy_tree(dest: Path) -> None:
    for name in COPIED:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, dest / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        elif src.is_file():
            shutil.copy2(src, dest / name)


def apply(m: Mutation, tree: Path) -> str:
    """The mutated text of the file (the copy's file is rewritten by the caller)."""
    text = (tree / m.path).read_text(encoding="utf-8")
    for old, new in m.edits:
        found = text.count(old)
        if found != 1:
            raise SystemExit(f"{m.path}: mutation {m.name!r}: its source text occurs {found} times (expected "
                             f"once); update the mutation to the current code:\n{old}")
        text = text.replace(old, new)
    return text


def probe() -> dict:
    """Run inside a (mutated) copy: the fixtures that fail, and the first engine test that fails."""
    import pytest

    from judge.games import get_game
    from judge.scenarios.fixture import load_fixture
    from judge.scenarios.runner import fixture_paths, run

    game = get_game("keyforge")
    fixtures = []
    for path in fixture_paths(game):
        try:
            if not run(game, load_fixture(path)).passed:
                fixtures.append(path.stem)
        except Exception:  # a crash kills the mutation as surely as a failure
            fixtures.append(path.stem)

    class Failures:
        def __init__(self):
            self.failed: list[str] = []

        def pytest_runtest_logreport(self, report):
            if report.failed:
                self.failed.append(report.nodeid)

    seen = Failures()
    with open(os.devnull, "w") as quiet:
        out, sys.stdout = sys.stdout, quiet
        try:
            pytest.main(["-x", "-q", "-p", "no:cacheprovider", "tests/keyforge"], plugins=[seen])
        finally:
            sys.stdout = out
    return {"fixtures": fixtures, "tests": seen.failed}


def run_probe(tree: Path) -> dict:
    env = dict(os.environ, PYTHONPATH=str(tree), JUDGE_CACHE_DIR=str(tree / ".cache"))
    env.pop("JUDGE_DATA_DIR", None)
    done = subprocess.run([sys.executable, "tools/mutations.py", "--probe"], cwd=tree, env=env,
                          capture_output=True, text=True)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:  # the copy does not even start (an import error): killed, by everything
        return {"fixtures": ["(the engine does not import)"], "tests": [done.stderr.strip().splitlines()[-1:]]}
    return json.loads(lines[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--list", action="store_true", help="list the mutations and exit")
    ap.add_argument("--only", action="append", default=[], help="run only the mutation with this name")
    ap.add_argument("--json", action="store_true", help="machine-readable output")
    ap.add_argument("--probe", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.probe:
        print(json.dumps(probe()))
        return
    chosen = [m for m in MUTATIONS if not args.only or m.name in args.only]
    if args.only and len(chosen) != len(set(args.only)):
        known = ", ".join(m.name for m in MUTATIONS)
        raise SystemExit(f"unknown mutation in {args.only}; known: {known}")
    if args.list:
        for m in chosen:
            print(f"{m.name}: {m.rule} ({m.path})")
        return
    results = []
    with tempfile.TemporaryDirectory(prefix="judge-mutations-") as tmp:
        tree = Path(tmp)
        copy_tree(tree)
        for m in chosen:  # every mutation's text must be found before anything runs
            apply(m, tree)
        baseline = run_probe(tree)
        if baseline["fixtures"] or baseline["tests"]:
            raise SystemExit(f"the unmutated tree already fails: {baseline}")
        for m in chosen:
            original = (tree / m.path).read_text(encoding="utf-8")
            (tree / m.path).write_text(apply(m, tree), encoding="utf-8")
            t0 = time.perf_counter()
            try:
                found = run_probe(tree)
            finally:
                (tree / m.path).write_text(original, encoding="utf-8")
            killed = bool(found["fixtures"] or found["tests"])
            results.append({"mutation": m.name, "rule": m.rule, "killed": killed, **found,
                            "seconds": round(time.perf_counter() - t0, 1)})
            if not args.json:
                by = ", ".join(found["fixtures"][:3]) + (f" (+{len(found['fixtures']) - 3} more)"
                                                         if len(found["fixtures"]) > 3 else "")
                test = found["tests"][0] if found["tests"] else ""
                print(f"{'killed ' if killed else 'SURVIVES'}  {m.name}: "
                      f"{by or 'no fixture'}{'; test ' + test if test else ''}", flush=True)
    survivors = [r["mutation"] for r in results if not r["killed"]]
    if args.json:
        print(json.dumps({"mutations": results, "survivors": survivors}, ensure_ascii=False, indent=2))
    else:
        print(f"{len(results) - len(survivors)}/{len(results)} mutations killed"
              + (f"; survivors: {', '.join(survivors)}" if survivors else ""))
    if survivors:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
