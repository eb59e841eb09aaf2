"""The Keeper of the Cards engine (6th edition rules).

    replay(fixture, rulebook=None) -> Replay
    check_card(text) -> CheckResult      (judge/engine/keeper/checker.py)
    check_deck(path) -> CheckResult

Rules judge had to decide where the rulebook is silent or unclear are listed
in scenarios/keeper/README.md ("Rulings judge had to decide").

The scenario format and the action vocabulary are documented in
scenarios/keeper/README.md. The modules, one job each:

    rules.py       the rule sections and clarifications the trace cites
    state.py       the table: seats, zones, cards, events
    context.py     what an ability carries while it resolves; a fixture action's inputs
    dice.py        dice and random picks given by the fixture
    setup.py       a fixture's cards and setup -> the table
    cards.py       card definitions; reading ability text into abilities
    phrases.py     the phrase table: every sentence the interpreter reads (and those the rules forbid)
    numbers.py     numbers in ability text: digits or words
    events.py      activation conditions and the events they name
    costs.py       activation costs (and the same phrases as effects)
    caveats.py     a creature's caveat: costs to summon, attack, defend; restrictions
    targets.py     target selection
    effects.py     effects
    damage.py      damage and paying hitpoints
    graveyard.py   destroy and sacrifice
    counters.py    counters and named counters
    deck.py        drawing
    resources.py   paying a resource cost
    turns.py       phases: resource, action, battle, recovery
    summoning.py   summoning creatures
    spells.py      setting traps; spells cast by effects
    abilities.py   activating abilities, traps, spells; "Activate when" batches
    chain.py       chains, links, priority, resolution, negation
    battle.py      battles, steps 1-7
    winning.py     losing and winning; a player out of the game
    refusal.py     refusals: every reason, the most fundamental first
    actions.py     fixture actions -> the rules above
    observe.py     the end state, shaped like `expect`
    checker.py     card and deck legality
"""
from __future__ import annotations

import re

from judge.engine.base import CheckResult, Replay, ScenarioError, Trace
from judge.scenarios.fixture import TOP_KEYS, Fixture

RULEBOOK = "6th"


def replay(fixture: Fixture, rulebook: str | None = None) -> Replay:
    """Replay a fixture: build the table, do the actions, observe the end state."""
    from judge.engine.keeper.actions import Runner
    from judge.engine.keeper.observe import observe
    from judge.engine.keeper.setup import build
    from judge.engine.keeper.winning import check_losses

    for k in fixture.data:
        if k not in TOP_KEYS:
            raise ScenarioError(f"unknown field {k!r}; known: {', '.join(sorted(TOP_KEYS))}", fixture.line(k))
    trace = Trace()
    game = build(fixture, trace)
    check_losses(game)
    game = Runner(game, fixture).run()
    return Replay(fixture.id, fixture.ruling, rulebook or RULEBOOK, trace=list(game.trace.lines),
                  observed=observe(game))


def check_card(text: str, rulebook: str | None = None) -> CheckResult:
    """Is this card text legal? Banned texts, revised texts, variable limits; and, for a text
    the rulebook's lists allow, whether the engine can read it (a finding `unread` when no
    phrase reads a sentence of it, as a spell or as a creature: it cannot be played here)."""
    from judge.engine.keeper.checker import check_card as _check

    result = _check(text, rulebook)
    if result.legal:
        result.findings.extend(_reading(text))
    return result


def _reading(text: str) -> list:
    """What reading a card text finds beyond the rulebook's lists: a sentence the rules forbid
    (`illegal`: "Sacrifice this card."), or none the engine can read as a spell nor as a
    creature (`unread`)."""
    from judge.engine.base import Finding
    from judge.engine.keeper.cards import CardDef, read_text

    why = None
    kinds = ("creature", "spell") if "this creature" in text.lower() else ("spell", "creature")
    for kind in kinds:
        stats = (1, 1) if kind == "creature" else (None, None)
        card = CardDef("this card", kind, 0, *stats, text.strip())
        try:
            read_text(card, 1)
        except ScenarioError as exc:
            why = why or exc.message
            continue
        return [f for f in card.verdict.findings if f.kind == "illegal"]
    why = re.sub(r"^card 'this card': | \(not in the phrase table, [^)]*\)", "", why or "")
    return [Finding("unread", f"the engine cannot read it: {why}", "judge/engine/keeper/phrases.py",
                    "the words the engine reads, scenarios/keeper/README.md", False)]


def check_deck(path, rulebook: str | None = None) -> CheckResult:
    """Is this deck list legal? Its size (40-60), and every card's findings."""
    from judge.engine.keeper.checker import check_deck as _check

    return _check(path, rulebook)
