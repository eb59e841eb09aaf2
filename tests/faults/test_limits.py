"""Bounded work (issue 12, items 9 and 10): board and action limits with clear errors, a time
budget per replay, and modifier checks that grow with the square of the board, not its cube."""
from __future__ import annotations

from pathlib import Path

import pytest

from judge import limits
from judge.games import get_game
from judge.scenarios.fixture import parse_fixture
from judge.scenarios.runner import run


def _board(n: int, actions: str = "  - fight: Troll\n    target: Krump\n") -> str:
    return ("id: board\nsetup:\n  house: brobnar\n  player:\n    battleline: [" + ", ".join(["Troll"] * n)
            + "]\n  opponent:\n    battleline: [" + ", ".join(["Krump"] * n) + "]\nactions:\n" + actions)


def _run(text: str):
    return run(get_game("keyforge"), parse_fixture(text, Path("board.yaml")))


def test_a_board_past_the_limit_is_refused_with_one_line():
    n = limits.MAX_IN_PLAY // 2 + 1
    result = _run(_board(n))
    assert result.error == (f"board.yaml:2: the setup puts {2 * n} cards in play; judge replays boards of at most "
                            f"{limits.MAX_IN_PLAY}")


def test_too_many_actions_are_refused_with_one_line():
    result = _run(_board(1, "  - end_turn: true\n" * (limits.MAX_ACTIONS + 1)))
    assert result.error == f"board.yaml:8: `actions` may hold at most {limits.MAX_ACTIONS} entries"


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_a_replay_past_its_time_budget_stops_with_one_line(monkeypatch):
    """The largest board allowed takes tens of milliseconds to replay even warm, far past a
    1 ms budget (the margin must not depend on how fast card names are looked up). The alarm
    may land in a finalizer, which Python reports as unraisable: the replay stops all the same
    (the next test)."""
    monkeypatch.setattr(limits, "REPLAY_SECONDS", 0.001)
    result = _run(_board(limits.MAX_IN_PLAY // 2))
    assert result.error == ("board.yaml:1: the replay ran past 0.001 s, the most judge gives one replay; make the "
                            "board or the actions smaller")


def test_modifier_checks_grow_with_the_square_of_the_board(monkeypatch):
    """Counted, not timed: how often a card's abilities are looked up in one fight, with the
    end state observed. Doubling the board multiplies it by about 4 (it was 8: cubic)."""
    from judge.engine.keyforge import modifiers

    calls = {"n": 0}
    real = modifiers.in_play

    def counting(g, card):
        calls["n"] += 1
        return real(g, card)

    monkeypatch.setattr(modifiers, "in_play", counting)
    counts = []
    for n in (10, 20):
        calls["n"] = 0
        assert _run(_board(n)).error is None
        counts.append(calls["n"])
    assert counts[1] / counts[0] < 5, counts


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_a_time_limit_that_rings_inside_a_finalizer_still_stops_the_block():
    """An alarm that lands in a __del__ is reported as unraisable and dropped by Python; the
    block must still end in ReplayTimeout (the full suite once saw a replay run on after it)."""
    import time

    class SlowToCollect:
        def __del__(self):
            start = time.perf_counter()
            while time.perf_counter() - start < 0.02:
                pass

    with pytest.raises(limits.ReplayTimeout):
        with limits.time_limit(0.001):
            SlowToCollect()


def test_the_timer_never_outlives_its_block():
    """A budget so short that the alarm rings as it is set: the block still ends in
    ReplayTimeout, and afterwards no timer runs and the previous handler is back. (The timer
    was set before the clean-up was in place: on a loaded machine it could ring there, and the
    50 ms repeat then raised in whatever ran next: once, a whole test run stopped.)"""
    import signal

    before = signal.getsignal(signal.SIGALRM)
    for _ in range(200):
        with pytest.raises(limits.ReplayTimeout):
            with limits.time_limit(1e-6):
                for _ in range(10_000):
                    pass
        assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
        assert signal.getsignal(signal.SIGALRM) is before


def _busy(seconds: float) -> None:
    import time

    start = time.monotonic()
    while time.monotonic() - start < seconds:
        pass


def test_loading_done_once_is_not_charged_to_a_replay():
    """Loading a process does once (the card data, the reader's grammar) runs uncounted: an
    alarm that rings inside is put off, and the block's time is given back; what the block
    itself then spends is counted, and past its budget it still stops."""
    with limits.time_limit(0.1):
        with limits.uncounted():
            _busy(0.3)  # rings in here: put off
        _busy(0.05)  # 0.05 s counted of 0.1
    with pytest.raises(limits.ReplayTimeout):
        with limits.time_limit(0.1):
            with limits.uncounted():
                _busy(0.2)
            _busy(0.3)


def test_the_first_replay_of_a_process_does_not_pay_for_the_grammar():
    """Building the card reader's grammar (about a second, many under load) once took a first
    replay past its budget, and the index then showed its ruling as unverified."""
    from judge.engine.keyforge.reader import parser

    parser.parser.cache_clear()
    with limits.time_limit(0.05):
        assert parser.parser().lark  # built inside a 50 ms budget


def test_uncounted_time_is_given_back_not_added_to_the_budget():
    """The time an uncounted block took is not a credit: once it is over, the block is stopped
    as soon as its counted time passes the budget (a loading that took 0.3 s does not buy the
    replay 0.3 s more)."""
    import time

    start = time.monotonic()
    with pytest.raises(limits.ReplayTimeout):
        with limits.time_limit(0.01):
            with limits.uncounted():
                _busy(0.3)
            _busy(0.5)
    assert time.monotonic() - start < 0.45  # stopped some 0.01 to 0.06 s after the loading
