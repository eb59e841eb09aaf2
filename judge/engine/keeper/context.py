"""What an ability needs while it is activated and resolved: who controls it,
its card, its decisions, dice and random picks, its targets, and its chain link.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge.engine.base import Decisions
from judge.engine.keeper.dice import Supply

if TYPE_CHECKING:
    from judge.engine.keeper.cards import Ability
    from judge.engine.keeper.chain import Chain, ChainLink
    from judge.engine.keeper.state import Card, GameState


@dataclass(eq=False)
class Die:
    """One rolled die; "dice in the current chain" can change its value later."""

    value: int
    link: int | None = None  # the chain link it was rolled for


@dataclass(eq=False)
class Context:
    game: "GameState"
    controller: str
    source: "Card | None"
    ability: "Ability | None"
    decisions: Decisions
    dice: Supply
    random: Supply
    rule: str  # the card ability, as cited in the trace
    this: "Card | None" = None  # "this card" / "this creature"
    targets: list[Any] = field(default_factory=list)
    link: "ChainLink | None" = None
    chain: "Chain | None" = None
    own_dice: list[Die] = field(default_factory=list)
    stopped: bool = False  # "Exactly [x] cards" not fulfilled: the rest has no effect
    answers: Any = None  # the Event its activation condition answers, if any

    def that_players(self) -> list[str]:
        """"that opponent", "that player": the players this ability targeted; when it targeted none,
        the player named by the event its activation condition answers ("Activate in response to an
        attack initiated by an opponent. Target up to two creatures controlled by that opponent.")."""
        players = [t for t in self.targets if isinstance(t, str)]
        condition = self.ability.condition if self.ability is not None else None
        if players or self.answers is None or condition is None:
            return players
        named = condition.event.player(self.answers)
        return [named] if named is not None else []

    def __post_init__(self) -> None:
        if self.this is None:
            self.this = self.source

    def trace(self, text: str, rule: str | None = None) -> None:
        self.game.trace(text, rule or self.rule)

    def chain_dice(self) -> list[Die]:
        """Dice "in the current chain": rolled by any link of the chain (or, outside
        a chain, by this ability)."""
        if self.chain is not None:
            return self.chain.dice
        return self.own_dice


def describe(target: Any) -> str:
    """A target as the trace shows it: a player's seat name, or a card's label."""
    return target if isinstance(target, str) else target.label


def card_match(answer: Any, option: Any, label: str) -> bool:
    """Decisions match a card by its id (alias) or name, a player by seat name."""
    from judge.cards.match import key

    names = [label]
    if not isinstance(option, str) and hasattr(option, "name"):
        names.append(option.name)
    return any(key(str(answer)) == key(n) for n in names if n)


@dataclass(eq=False)
class Inputs:
    """What one fixture action gives: answers to its decisions, dice, random picks."""

    decisions: Decisions
    dice: Supply
    defending_dice: Supply
    random: Supply
    line: int | None = None
    deferred: bool = False  # a chain link holds these inputs: finished when the chain is

    def finish(self) -> None:
        """Answers, dice or picks the action gave and nothing used are scenario errors."""
        from judge.engine.base import ScenarioError

        try:
            self.decisions.finish()
        except ScenarioError as exc:
            exc.line = exc.line or self.line
            raise
        for supply in (self.dice, self.defending_dice, self.random):
            supply.finish()
