"""Random legal play over the whole implemented card pool keeps the game sound (hypothesis).

The pool (randomplay.pool) is every printing of the five sets that reads differently from the
others of its title and has behaviour in the engine under the rulebook played (reprints that
read the same are one card: 1,449 of the 2,010 implemented printings when this was written);
the printings `judge cards --coverage` lists as missing are never drawn (test_the_pool_*,
which prints the count with `pytest -s`).

Each example is a board in the middle of a game, or two fresh decks at the first turn, built
by the driver (randomplay.random_setup) from a hypothesis-controlled random source, so a
failure shrinks; then up to STEPS random actions from `legal_actions`, decisions answered by a
RandomChooser from the same source, each turn ended after randomplay.TURN_ACTIONS actions and
the game stopped at a turn bound. After every step: each card is in exactly one place and no
card appears or vanishes, no count (Æmber, keys, chains, damage, counters) is negative, no
creature in play has as much damage as power, a stunned creature never reaps or fights, the
game is won exactly when a third key is forged, and ending a turn passes it to the other
player (so the game ends: by a third key, or at the turn bound). The soak benchmark
(benchmarks/soak.py) plays the same driver for 100,000 actions: the volume is there, so the
test suite takes 15 examples (600 actions at most), enough to catch a broken invariant fast.
"""
import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from judge.engine.base import IllegalAction

from .helpers import board
from .randomplay import (Chooser, StunWatch, label, physical_cards, play_game, pool, problems, random_setup,
                         start)

# Under xdist these share one worker: the first reads every printing of the card data (a few
# seconds), the others read it from that process's memo (tests/conftest.py: --dist loadgroup).
pytestmark = pytest.mark.xdist_group("every-printing")

STEPS = 40
RULEBOOKS = [None, "1.3", "early"]


def _check_step(g, owned, watch, history):
    turn, active = g.turn, g.active

    def check(g, action):
        nonlocal turn, active
        history.append(label(action))
        found = problems(g, owned) + watch.errors
        if type(action).__name__ == "EndTurn" and not g.winner and (g.turn is turn or g.active == active):
            found.append(f"{active} ended their turn and it is still {g.active}'s turn")
        turn, active = g.turn, g.active
        assert not found, f"after {history}:\n" + "\n".join(found) + "\n" + "\n".join(g.trace.render()[-15:])

    return check


@settings(max_examples=15, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(rng=st.randoms(use_true_random=False), rulebook=st.sampled_from(RULEBOOKS),
       deck=st.sampled_from([False, False, False, True]))
def test_random_legal_play_over_the_whole_pool_keeps_the_game_sound(rng, rulebook, deck):
    note(f"pool: {len(pool(rulebook))} printings under rulebook {pool(rulebook).rulebook}")
    g = board(random_setup(rng, rulebook, deck=deck), rulebook)
    g.decide = Chooser(rng)
    start(g)
    watch = StunWatch()
    g.listeners.append(watch)
    owned = physical_cards(g)
    assert problems(g, owned) == []
    history: list[str] = []
    try:
        for _ in play_game(g, rng, STEPS, _check_step(g, owned, watch, history)):
            pass
    except IllegalAction as exc:  # legal_actions offered an action the rules refuse
        raise AssertionError(f"after {history}: refused: {exc.message}") from None


def test_the_pool_is_every_implemented_printing_that_reads_differently():
    """The pool is drawn from what `judge cards --coverage` says the engine plays (read,
    hand-written or blank; never missing), one card per wording of a title. (Coverage reads
    the printed texts; the pool, the texts under the rulebook played: a card with an erratum
    in force is checked against its erratum's implementation.)"""
    from judge.cards.data import load_printings
    from judge.engine.keyforge.abilities import has_behaviour
    from judge.engine.keyforge.reader.coverage import coverage_entries

    entries = coverage_entries()
    implemented = {(e.card.title, e.card.ref) for e in entries if e.how != "missing"}
    n_implemented = sum(e.how != "missing" for e in entries)
    drawn = pool()
    refs = {(p.card.title, p.card.ref) for p in drawn.printings}
    errata = {p.card.title for p in drawn.printings if p.card.errata}
    assert {r for r in refs if r[0] not in errata} <= implemented
    assert all(has_behaviour(p.card) for p in drawn.printings if p.card.errata)
    # every implemented printing is in the pool, or reads as one that is (a reprint)
    same = {(c.title, c.ref): c.same_as for c in load_printings("cards/keyforge")}
    left = sorted((t, r) for t, r in implemented
                  if t not in errata and t != "The Tide" and not any((t, o) in refs for o in same[(t, r)]))
    assert left == [], left[:10]
    assert len(drawn) >= 1000, f"the pool has {len(drawn)} printings"
    print(f"random play draws from {len(drawn)} printings ({n_implemented} implemented, "
          f"{len(entries) - n_implemented} missing, never drawn)")


def test_the_stun_watch_judges_a_creature_as_it_was_used():
    """Before the 2021 rulebook Bestiarii Urso's own "Fight: Stun a creature." resolves before its
    "fought" event: stunning itself then is no stunned creature fighting."""
    from judge.engine.keyforge.actions import Use

    from .helpers import act

    g = board({"house": "saurian", "player": {"battleline": ["Bestiarii Urso (DT 124)"]},
               "opponent": {"battleline": ["Dust Pixie"]}}, rulebook="1.3")
    watch = StunWatch()
    g.listeners.append(watch)
    act(g, Use("Bestiarii Urso (DT 124)", "fight", "Dust Pixie"))  # Dust Pixie dies: it stuns itself
    assert g.me.battleline[0].stunned and watch.errors == []


def test_the_checks_can_fail():
    from judge.engine.keyforge.triggers import Event

    g = board({"house": "brobnar", "player": {"battleline": ["Troll"], "hand": ["Krump"]}})
    owned = physical_cards(g)
    troll = g.me.battleline[0]
    watch = StunWatch()
    watch(g, Event("used", troll, "player", {"how": "reap", "stunned": True}))
    watch(g, Event("reaped", troll, "player"))
    assert watch.errors == [f"reaped event for {troll!r}, which was stunned"]
    g.me.hand.append(troll)
    g.me.amber = -1
    troll.tokens["doom"] = -1
    found = problems(g, owned)
    assert any("is in player's hand and in player's battleline" in p for p in found)
    assert "player has amber -1" in found
    assert f"{troll!r} has -1 doom counters" in found
    assert any(p.startswith("cards owned changed") for p in found)
    g.me.keys = 3
    assert any(p.startswith("winner None") for p in problems(g, owned))
    troll.damage = 8
    assert f"{troll!r} is in play with 8 damage and 8 power" in problems(g, owned)
    check = _check_step(g, physical_cards(g), StunWatch(), [])
    g.me.keys, g.me.amber, troll.damage, troll.tokens = 0, 0, 0, {}
    g.me.hand.remove(troll)
    from judge.engine.keyforge.actions import EndTurn

    try:
        check(g, EndTurn())
    except AssertionError as exc:
        assert "player ended their turn and it is still player's turn" in str(exc)
    else:
        raise AssertionError("a turn that does not pass was not caught")


def test_a_refusal_is_an_outcome_only_after_a_choice_of_the_action():
    """Mimicry chosen as a copy of Eureka! (alpha) after another card: not played, back in hand
    (FAQ, Alpha): the driver keeps that refusal; one raised before any choice propagates."""
    import random

    import pytest

    from judge.engine.base import IllegalAction
    from judge.engine.keyforge.actions import Play

    from .randomplay import take

    g = board({"house": "untamed", "player": {"hand": ["Fertility Chant", "Mimicry", "Troll"]},
               "opponent": {"discard": ["Eureka!"]}})
    g.decide = Chooser(random.Random(0))
    take(g, Play("Fertility Chant"))
    take(g, Play("Mimicry"))
    assert g.decide.refused == ["Play(Mimicry): cannot play Mimicry: alpha: a card was already played, "
                                "used or discarded this step [Alpha]"]
    with pytest.raises(IllegalAction, match="not of the active house"):
        take(g, Play("Troll"))
