"""Soak: random legal play over the whole card pool the engine implements, until a number of
actions is reached; exceptions and invariant violations, grouped, each with a seed that
reproduces it; and actions per second.

Games come from tests/keyforge/randomplay.py (the driver the property test uses): game N is
built and played from seed N (a board in the middle of a game, or one seed in four two fresh
decks played from the first turn), up to --steps actions, a turn bound and a win. After every
action the invariants are checked (every card in exactly one zone, no card appears or
vanishes, no negative Æmber, keys, chains, damage or counters, no creature with lethal damage
in play, a win exactly at the third key, a stunned creature never reaps or fights). A game
that raises, hangs (--timeout seconds for one action) or breaks an invariant stops there.

Exceptions are grouped by type, message (numbers and card ids set aside) and the innermost
engine frame, with the cards of the action and the ability resolving; each group names the
first seed, which `--seed N` replays alone with the traceback and the end of the trace.

Only the actions are timed for actions per second: not building boards, not the invariants;
both wall-clock and CPU time of this process (on a shared machine the CPU time is the steadier
measure of the engine's own cost).

Usage: python benchmarks/soak.py [--actions 100000] [--start 0] [--rulebook 2021] [--json]
       python benchmarks/soak.py --seed N      (one game, verbose)
"""
from __future__ import annotations

import argparse
import json
import re
import signal
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # for tests.keyforge.randomplay, the driver the tests use too

class Hang(Exception):
    """One action took longer than --timeout seconds."""


@dataclass
class Group:
    kind: str  # exception | violation
    message: str
    where: str
    count: int = 0
    seeds: list[int] = field(default_factory=list)
    cards: dict[str, int] = field(default_factory=dict)
    example: str = ""

    def as_dict(self) -> dict:
        top = sorted(self.cards.items(), key=lambda kv: -kv[1])[:6]
        return {"kind": self.kind, "message": self.message, "where": self.where, "count": self.count,
                "seeds": self.seeds[:5], "cards": dict(top), "example": self.example}


def _norm(message: str) -> str:
    message = re.sub(r"#\d+", "#N", message)
    return re.sub(r"\b\d+\b", "N", message)[:200]


def _where(tb) -> str:
    """The innermost frame in the judge package (the engine or a card)."""
    frames = [f for f in traceback.extract_tb(tb) if "/judge/" in f.filename]
    if not frames:
        return "?"
    f = frames[-1]
    return f"{f.filename.split('/judge/', 1)[1]}:{f.lineno} {f.name}"


def _cards(g, action) -> list[str]:
    """The cards the failure is about: the action's, and any ability resolving."""
    from tests.keyforge.randomplay import label

    out = [label(action)] if action is not None else []
    uids = {uid for uid, _ in g.resolving}
    if uids:
        out += sorted({c.title for _, _, c in g.all_cards() if c.uid in uids} | {c.title for c in g.limbo if c.uid in uids})
    return out


def run_game(seed: int, steps: int, rulebook: str | None, timeout: float, verbose: bool = False,
             refused: list | None = None):
    """Play game `seed`; (actions taken, (wall, CPU) seconds in actions, failure or None, won). A failure is
    (kind, message, where, cards, detail). Actions a choice made fail (randomplay.take) are
    added to `refused`."""
    import random

    from judge.engine.base import IllegalAction
    from tests.keyforge.randomplay import (StunWatch, game, label, physical_cards, play_game,
                                           problems)

    g = game(seed, rulebook)
    watch = StunWatch()
    g.listeners.append(watch)
    owned = physical_cards(g)
    found = problems(g, owned)
    if found:
        return 0, (0.0, 0.0), ("violation", found[0], "setup", [], "\n".join(found)), False
    rng = random.Random(seed)
    actions, spent, cpu, last = 0, 0.0, 0.0, None
    it = play_game(g, rng, steps)
    if refused is not None:
        g.decide.refused = refused
    while True:
        t0, c0 = time.perf_counter(), time.process_time()
        if timeout:
            signal.setitimer(signal.ITIMER_REAL, timeout)
        try:
            action = next(it)
        except StopIteration:
            break
        except Exception as exc:  # noqa: BLE001 - the soak reports every exception
            spent, cpu = spent + time.perf_counter() - t0, cpu + time.process_time() - c0
            kind = "refused" if isinstance(exc, IllegalAction) else "exception"
            msg = f"{type(exc).__name__}: {getattr(exc, 'message', None) or exc}"
            detail = "".join(traceback.format_exception(exc)) + "\n".join(g.trace.render()[-12:])
            return actions, (spent, cpu), (kind, msg, _where(exc.__traceback__), _cards(g, last), detail), False
        finally:
            if timeout:
                signal.setitimer(signal.ITIMER_REAL, 0)
        spent, cpu = spent + time.perf_counter() - t0, cpu + time.process_time() - c0
        actions += 1
        last = action
        if verbose:
            print(f"{actions:4} {g.active:8} {label(action)}")
        found = problems(g, owned) + watch.errors
        if found:
            detail = "\n".join(found) + "\n" + "\n".join(g.trace.render()[-15:])
            return actions, (spent, cpu), ("violation", found[0], "invariant", _cards(g, action), detail), False
    return actions, (spent, cpu), None, g.winner is not None


def soak(total: int, start: int, rulebook: str | None, timeout: float, steps: int,
         progress: bool = False) -> dict:
    from tests.keyforge.randomplay import pool

    def on_alarm(signum, frame):
        raise Hang(f"one action took more than {timeout} s")

    signal.signal(signal.SIGALRM, on_alarm)
    groups: dict[tuple, Group] = {}
    refused: list[str] = []
    actions, spent, cpu, games, wins, seed = 0, 0.0, 0.0, 0, 0, start
    rates, cpu_rates = [], []
    t_all = time.perf_counter()
    while actions < total:
        n, (s, c), failure, won = run_game(seed, steps, rulebook, timeout, refused=refused)
        actions, spent, cpu, games, wins = actions + n, spent + s, cpu + c, games + 1, wins + won
        if n >= 20 and s > 0 and c > 0:
            rates.append(n / s)
            cpu_rates.append(n / c)
        if failure:
            kind, msg, where, cards, detail = failure
            key = (kind, _norm(msg), where)
            grp = groups.setdefault(key, Group(kind, msg, where, example=detail))
            grp.count += 1
            grp.seeds.append(seed)
            for c in cards:
                grp.cards[c] = grp.cards.get(c, 0) + 1
        seed += 1
        if progress and games % 50 == 0:
            print(f"... {games} games, {actions} actions, {sum(g.count for g in groups.values())} failures",
                  file=sys.stderr)
    rates.sort()
    cpu_rates.sort()
    return {
        "pool": len(pool(rulebook)), "rulebook": pool(rulebook).rulebook,
        "games": games, "won": wins, "seeds": [start, seed - 1], "actions": actions,
        "exceptions": sum(g.count for g in groups.values() if g.kind != "violation"),
        "violations": sum(g.count for g in groups.values() if g.kind == "violation"),
        "actions_per_s": round(actions / spent, 1) if spent else 0.0,
        "median_game_actions_per_s": round(rates[len(rates) // 2], 1) if rates else 0.0,
        "cpu_actions_per_s": round(actions / cpu, 1) if cpu else 0.0,
        "median_game_cpu_actions_per_s": round(cpu_rates[len(cpu_rates) // 2], 1) if cpu_rates else 0.0,
        "wall_s": round(time.perf_counter() - t_all, 1),
        "groups": [g.as_dict() for g in sorted(groups.values(), key=lambda g: -g.count)],
        "refused_after_a_choice": dict(Counter(_norm(r) for r in refused).most_common(10)),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--actions", type=int, default=100_000)
    ap.add_argument("--start", type=int, default=0, help="the first game's seed")
    from tests.keyforge.randomplay import GAME_STEPS

    ap.add_argument("--steps", type=int, default=GAME_STEPS, help="actions per game at most")
    ap.add_argument("--rulebook", default=None)
    ap.add_argument("--timeout", type=float, default=10.0, help="seconds one action may take")
    ap.add_argument("--seed", type=int, default=None, help="replay one game, verbose")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--progress", action="store_true")
    args = ap.parse_args()
    if args.seed is not None:
        n, _, failure, _ = run_game(args.seed, args.steps, args.rulebook, 0, verbose=True)
        print(f"game {args.seed}: {n} actions" + ("" if failure else ", no failure"))
        if failure:
            print(f"{failure[0]}: {failure[1]} at {failure[2]}\n{failure[4]}")
        sys.exit(1 if failure else 0)
    out = soak(args.actions, args.start, args.rulebook, args.timeout, args.steps, args.progress)
    if args.json:
        print(json.dumps(out, indent=2))
        return
    print(f"pool: {out['pool']} printings (rulebook {out['rulebook']}); games {out['games']} "
          f"(seeds {out['seeds'][0]}-{out['seeds'][1]}, {out['won']} won by a third key); actions {out['actions']}")
    print(f"exceptions {out['exceptions']}, invariant violations {out['violations']}; "
          f"{out['actions_per_s']:.0f} actions/s overall, median game {out['median_game_actions_per_s']:.0f}/s "
          f"(CPU time: {out['cpu_actions_per_s']:.0f}/s, median game {out['median_game_cpu_actions_per_s']:.0f}/s); "
          f"wall {out['wall_s']} s")
    if out["refused_after_a_choice"]:
        print("actions a choice made fail (a rules outcome, FAQ Alpha: not counted as exceptions):")
        for why, n in out["refused_after_a_choice"].items():
            print(f"  {n:4} {why}")
    for g in out["groups"]:
        cards = ", ".join(f"{c} x{n}" for c, n in g["cards"].items())
        print(f"  {g['count']:4} {g['kind']}: {g['message'][:160]}\n       at {g['where']}; seeds {g['seeds']}; {cards}")


if __name__ == "__main__":
    main()
