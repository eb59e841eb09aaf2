"""Every limit judge puts on what it is given, in one place (docs/reliability.md lists them).

Each limit is far above anything real (a fixture is a few KB, a board a few
dozen cards, a deck 40 to 60 cards) and far below what would let one input
use more than 200 MB or 10 s. Crossing one is a one-line error naming the
limit, never a hang, a traceback or a silently shortened answer.
"""
from __future__ import annotations

from contextlib import contextmanager

try:  # signal.signal without its conversion of the handler it returns to the Handlers enum: for a
    # Python function that conversion fails inside the enum and costs about 50 µs, twice a replay
    # (a tenth of replaying a small fixture); the handler returned is the same object
    from _signal import signal as _install_handler
except ImportError:  # pragma: no cover - not CPython
    from signal import signal as _install_handler

# the command line (judge.cli): a query, a card or rule name, a card text
MAX_ARGUMENTS = 20_000  # characters of all arguments together

# files a user names (judge.userfile, judge.safe_yaml)
MAX_BYTES = 1_000_000  # bytes read from one file
MAX_DEPTH = 64  # nesting of YAML collections
MAX_VALUES = 100_000  # YAML values, an alias counting as many as it repeats

# scenario fixtures and what-if boards (judge.schema)
MAX_CARDS = 2_000  # card entries in a setup (every zone, upgrades and cards under included)
MAX_IN_PLAY = 400  # cards in play at the start, all seats together
MAX_ACTIONS = 2_000  # actions of one fixture
REPLAY_SECONDS = 8  # wall time of one replay (a backstop: the limits above keep replays far below it)
MAX_LOOP = 100  # resolutions of one loop of abilities a replay follows (Infinite Loops)

# deck lists and card texts (Keeper's check-card)
MAX_DECK_LINES = 1_000
MAX_COUNT = 999  # copies on one deck line
MAX_CARD_TEXT = 10_000  # characters of one card's text


class ReplayTimeout(BaseException):
    """A replay ran past REPLAY_SECONDS. A BaseException, so that no handler meant for the
    engine's own errors takes it for one."""


_UNCOUNTED = [0.0, 0]  # seconds spent in uncounted() blocks so far; blocks open now


@contextmanager
def uncounted():
    """A block whose time no replay's time limit counts: loading that a process does once,
    whatever it is given, and that the first replay happens to start (the card data, the
    card reader's grammar). The first replay in a busy or slow process would otherwise spend
    its budget on it, and be reported as running past it (and a ruling as unverified in the
    index). An alarm that rings inside is put off; a time limit gives the block's time back.
    Whatever depends on the input (reading a fixture's own cards) stays counted."""
    import time

    start = time.monotonic()
    _UNCOUNTED[1] += 1
    try:
        yield
    finally:
        _UNCOUNTED[1] -= 1
        if not _UNCOUNTED[1]:
            _UNCOUNTED[0] += time.monotonic() - start


def loading(fn):
    """Decorator: `fn` (cached, so run once per process and argument) is loading of the kind
    uncounted() describes; each call runs uncounted."""
    import functools

    @functools.wraps(fn)
    def load(*args, **kwargs):
        with uncounted():
            return fn(*args, **kwargs)

    return load


@contextmanager
def time_limit(seconds: float):
    """Raise ReplayTimeout in this block after `seconds` of wall time, not counting the time
    spent in uncounted() blocks (main thread, Unix; elsewhere the block runs unbounded).

    The alarm can land while Python runs a finalizer (a __del__, a weakref callback), where an
    exception is reported as unraisable and dropped; so the timer repeats every 50 ms until the
    block is left, and a block that ends after its alarm rang raises on the way out. Once the
    block is being left, an alarm only records that it rang: raised inside the clean-up, it
    would skip it and leave the repeating timer running after the block."""
    import signal
    import threading

    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return
    import time

    rang: list[bool] = []
    armed = [True]
    start, uncounted_before = time.monotonic(), _UNCOUNTED[0]

    def expire(signum, frame):
        if armed[0] and _UNCOUNTED[1]:
            return  # inside an uncounted block: the timer rings again in 50 ms
        left = seconds - (time.monotonic() - start - (_UNCOUNTED[0] - uncounted_before))
        if armed[0] and left > 0.001:  # uncounted time was spent: ring when the budget is
            signal.setitimer(signal.ITIMER_REAL, left, 0.05)
            return
        rang.append(True)
        if armed[0]:
            raise ReplayTimeout()

    previous = _install_handler(signal.SIGALRM, expire)
    try:
        signal.setitimer(signal.ITIMER_REAL, seconds, 0.05)  # in the try: it may ring at once
        yield
    finally:
        armed[0] = False  # first: a plain store, where Python runs no signal handler
        signal.setitimer(signal.ITIMER_REAL, 0)
        _install_handler(signal.SIGALRM, previous)
    if rang:
        raise ReplayTimeout()
