"""Random legal play on random small boards keeps the game sound (hypothesis).

Boards: two seats, a few cards in each zone drawn from the CoTA cards the
engine has behaviour for; then up to 40 random actions from `legal_actions`,
decisions answered by a RandomChooser seeded by hypothesis. After every step:
each card is in exactly one place and no card appears or vanishes, no count
goes negative, no creature in play has as much damage as power, a stunned
creature never reaps or fights, and the game is won exactly when a third key
is forged.
"""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.engine.base import IllegalAction
from judge.engine.keyforge.decide import RandomChooser

from .helpers import board
from .randomplay import HOUSES, StunWatch, physical_cards, pool, problems, random_step, start

STEPS = 40


def titles(kind):
    return [c.title for c in pool()[kind]]


@st.composite
def creature(draw):
    c = draw(st.sampled_from(pool()["creature"]))
    spec = {"card": c.title,
            "exhausted": draw(st.booleans()), "stunned": draw(st.booleans()),
            "damage": draw(st.integers(0, max(0, c.power - 1))), "amber": draw(st.integers(0, 2)),
            "enraged": draw(st.booleans()), "warded": draw(st.booleans()),
            "power": draw(st.integers(0, 1))}
    if draw(st.integers(0, 9)) == 0:
        spec["upgrades"] = [draw(st.sampled_from(titles("upgrade")))]
    return spec


@st.composite
def seat(draw):
    any_card = st.sampled_from(sorted(set(titles("creature") + titles("action") + titles("artifact")
                                          + titles("upgrade"))))
    return {
        "houses": draw(st.lists(st.sampled_from(HOUSES), min_size=3, max_size=3, unique=True)),
        "amber": draw(st.integers(0, 9)), "keys": draw(st.integers(0, 2)), "chains": draw(st.integers(0, 8)),
        "hand": draw(st.lists(any_card, max_size=5)),
        "deck": draw(st.lists(any_card, max_size=4)),
        "discard": draw(st.lists(any_card, max_size=3)),
        "archives": draw(st.lists(any_card, max_size=2)),
        "battleline": draw(st.lists(creature(), max_size=4)),
        "artifacts": draw(st.lists(st.sampled_from(titles("artifact")), max_size=2)),
    }


@st.composite
def setups(draw):
    player, opponent = draw(seat()), draw(seat())
    active = draw(st.sampled_from(["player", "opponent"]))
    setup = {"active": active, "seed": draw(st.integers(0, 999)), "first_turn": draw(st.booleans()),
             "player": player, "opponent": opponent}
    if draw(st.booleans()):
        setup["step"] = "house"
    else:
        setup["house"] = draw(st.sampled_from((player if active == "player" else opponent)["houses"]))
    return setup


@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(setup=setups(), seed=st.integers(0, 2**32 - 1),
       rulebook=st.sampled_from([None, "1.3", "early"]))
def test_random_legal_play_keeps_the_game_sound(setup, seed, rulebook):
    g = board(setup, rulebook)
    rng = random.Random(seed)
    g.decide = RandomChooser(random.Random(seed + 1))
    start(g)
    watch = StunWatch()
    g.listeners.append(watch)
    owned = physical_cards(g)
    assert problems(g, owned) == []
    history = []
    for _ in range(STEPS):
        if g.winner:
            break
        try:
            history.append(random_step(g, rng))
        except IllegalAction as exc:  # legal_actions offered an action the rules refuse
            raise AssertionError(f"after {history}: refused: {exc.message}") from None
        found = problems(g, owned) + watch.errors
        assert not found, f"after {history}:\n" + "\n".join(found) + "\n" + "\n".join(g.trace.render()[-15:])


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
    found = problems(g, owned)
    assert any("is in player's hand and in player's battleline" in p for p in found)
    assert "player has amber -1" in found
    assert any(p.startswith("cards owned changed") for p in found)
    g.me.keys = 3
    assert any(p.startswith("winner None") for p in problems(g, owned))
    troll.damage = 8
    assert f"{troll!r} is in play with 8 damage and 8 power" in problems(g, owned)
