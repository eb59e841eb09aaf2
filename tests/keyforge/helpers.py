"""Small boards for KeyForge engine tests: build a game from a fixture-shaped
`setup`, apply actions with their decision answers, read zones and the trace."""
from __future__ import annotations

from judge.engine.keyforge import replay as _replay
from judge.engine.keyforge.actions import from_fixture
from judge.engine.keyforge.decide import FixtureChooser
from judge.engine.keyforge.setup import build
from judge.engine.keyforge.state import CardInstance, Game
from judge.engine.keyforge.turn import forge_step
from judge.games import get_game
from judge.scenarios.fixture import Fixture


def fixture(setup: dict, actions=(), rulebook: str | None = None, id: str = "test-board") -> Fixture:
    data = {"id": id, "setup": setup, "actions": list(actions)}
    if rulebook:
        data["rulebook"] = rulebook
    return Fixture(id, data)


def board(setup: dict, rulebook: str | None = None) -> Game:
    """A game in the state `setup` describes (SCENARIOS.md), with strict decisions."""
    version = get_game("keyforge").version(rulebook)
    g = build(fixture(setup), version.label, version.date)
    g.decide = FixtureChooser([], "setup")
    if g.step == "forge":
        forge_step(g)
    return g


def act(g: Game, action, *answers) -> Game:
    """Apply one action (a value, or a fixture dict such as {"play": "Anger"}) answering
    its decisions from `answers`, strictly."""
    if isinstance(action, dict):
        action, label = from_fixture(action)
    else:
        label = repr(action)
    g.decide = FixtureChooser(list(answers), label)
    action.apply(g)
    g.decide.finish()
    return g


def replay(setup: dict, actions, rulebook: str | None = None):
    """Replay a whole fixture (the same path `judge replay` takes)."""
    return _replay(fixture(setup, actions, rulebook), rulebook)


def names(zone: list[CardInstance]) -> list[str]:
    return [c.name for c in zone]


def one(zone: list[CardInstance], name: str) -> CardInstance:
    found = [c for c in zone if c.name == name]
    assert len(found) == 1, f"{name!r} in {names(zone)}"
    return found[0]


def log(g: Game) -> list[str]:
    return [f"{line.text} [{line.rule}]" for line in g.trace.lines]


def index(g: Game, needle: str) -> int:
    """Position of the first trace line containing `needle` (fails when there is none)."""
    for i, line in enumerate(log(g)):
        if needle.lower() in line.lower():
            return i
    raise AssertionError(f"{needle!r} not in trace:\n" + "\n".join(log(g)))
