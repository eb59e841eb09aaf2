"""The KeyForge rules engine: replays scenario fixtures (SCENARIOS.md).

`replay(fixture, rulebook)` builds the game from `setup`, performs each of
`actions` (answering decisions from its `choose` list, strictly), and returns
the trace, any error, and the observed end state for `expect` to check.
"""
from __future__ import annotations

import re

from judge.engine.base import IllegalAction, Replay, ScenarioError
from judge.errors import JudgeError
from judge.scenarios.fixture import Fixture

# Every trace line cites a glossary term or rule section of the fixture's rulebook, or a card
# (SCENARIOS.md, "The trace"); `judge lint` checks it (judge/scenarios/citations.py).
CITES_RULEBOOK = True


def replay(fixture: Fixture, rulebook: str | None = None) -> Replay:
    from judge.engine.keyforge.actions import ChooseHouse, EndTurn, NoHouse, from_fixture
    from judge.engine.keyforge.decide import FixtureChooser
    from judge.engine.keyforge.observe import observe
    from judge.engine.keyforge.setup import build
    from judge.engine.keyforge.turn import end_turn, forge_step, no_house, no_legal_house
    from judge.games import get_game

    game = get_game("keyforge")
    version = game.version(rulebook)
    result = Replay(fixture.id, fixture.ruling, version.label)
    g = build(fixture, version.label, version.date)
    g.decide = FixtureChooser([], "setup")
    g.trace.at = fixture.line("setup")
    if g.step == "forge":
        forge_step(g)
    actions = fixture.data.get("actions") or []
    if not isinstance(actions, list):
        raise ScenarioError("`actions` must be a list", fixture.line("actions"))
    for i, spec in enumerate(actions):
        line = fixture.line("actions", i)
        if not isinstance(spec, dict):
            raise ScenarioError("an action must be a mapping such as `play: Anger`", line)
        try:
            action, label = from_fixture(spec)
        except ScenarioError as exc:
            raise ScenarioError(exc.message, line) from None
        by = spec.get("by")
        if g.turn.ended_by and not isinstance(action, EndTurn) and (
                (by is not None and by != g.active) or isinstance(action, (ChooseHouse, NoHouse))):
            end_turn(g)  # a card ended the turn ("end your turn"): the next player's action passes it
        if by is not None and by != g.active:
            raise ScenarioError(f"{label}: it is {g.active}'s turn; only the active player acts "
                                f"(use `end_turn` to pass the turn)", line)
        if g.winner:
            raise ScenarioError(f"{label}: the game is over ({g.winner} won)", line)
        chooser = FixtureChooser(spec.get("choose"), label)
        g.decide = chooser
        g.trace.at = line
        refused = spec.get("refused")
        try:
            if g.step == "house" and not isinstance(action, (ChooseHouse, NoHouse, EndTurn)) and no_legal_house(g):
                no_house(g)  # House Choice: no legal choice, so no choice: the turn goes on with no active house
            action.apply(g)
            chooser.finish()
        except IllegalAction as exc:
            if refused is None:
                result.trace = list(g.trace.lines)
                result.error = f"{_where(fixture, line)}: {label}: refused: {exc.message}"
                result.observed = observe(g)
                return result
            if str(refused).lower() not in exc.message.lower():
                result.trace = list(g.trace.lines)
                result.error = (f"{_where(fixture, line)}: {label}: refused for another reason: "
                                f"{exc.message!r} does not contain {str(refused)!r}")
                return result
            text, rule = _cited(exc.message)
            g.say(f"{label} is refused: {text}", rule)
            continue
        except ScenarioError as exc:  # a bad answer mid-replay: keep the trace so far
            result.trace = list(g.trace.lines)
            result.error = f"{_where(fixture, exc.line or line)}: {exc.message}"
            result.observed = observe(g)
            return result
        if refused is not None:
            result.trace = list(g.trace.lines)
            result.error = f"{_where(fixture, line)}: {label}: expected to be refused ({refused!r}) but it was allowed"
            return result
    result.trace = list(g.trace.lines)
    result.observed = observe(g)
    return result


def prepare(fixtures: list[Fixture]) -> None:
    """Load here what replaying these fixtures would load anyway: the behaviour of each card their
    boards name. `judge verify` calls it before it shares the replays among forked worker
    processes (judge/scenarios/parallel.py), which then find them loaded instead of each loading
    them again. A card the engine cannot run is left for its replay to report."""
    from judge.engine.keyforge.abilities import implementation
    from judge.engine.keyforge.setup import cards_named
    from judge.games import get_game

    game = get_game("keyforge")
    for fixture in fixtures:
        try:
            rulebook = game.version(fixture.rulebook).label
        except JudgeError:
            continue  # its replay says why
        for card in cards_named(fixture, rulebook):
            implementation(card)


def _cited(message: str) -> tuple[str, str]:
    """An IllegalAction message without its trailing "[Rule]", and that rule (the trace cites it)."""
    m = re.search(r"\s*\[([^\[\]]+)\]$", message)
    if m is None:
        from judge.engine.keyforge import rules as R

        return message, R.PLAYING_CARDS
    return message[:m.start()], m.group(1)


def _where(fixture: Fixture, line: int) -> str:
    return f"{fixture.path or fixture.id}:{line}"


def cards_listing(*, coverage: bool = False, set_code: str | None = None, how: str | None = None):
    """Every printing of the card sets, and with `coverage` how the engine plays each one
    (`judge cards`): see reader/coverage.py."""
    from judge.engine.keyforge.reader.coverage import listing

    return listing(coverage=coverage, set_code=set_code, how=how)


__all__ = ["replay", "prepare", "IllegalAction", "cards_listing"]
