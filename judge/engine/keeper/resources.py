"""Paying a resource cost ("Resources, Exhaustion, and Recovery"): exhaust that
many unexhausted resources. Resources are face-down and interchangeable, so
which ones are exhausted needs no decision.
"""
from __future__ import annotations

from judge.engine.base import IllegalAction
from judge.engine.keeper import rules
from judge.engine.keeper.state import GameState


def can_pay(game: GameState, player: str, cost: int) -> bool:
    return len(game.seat(player).unexhausted_resources()) >= cost


def shortfall(game: GameState, player: str, cost: int, what: str) -> list[tuple[str, str]]:
    """Why the player cannot pay a resource cost now, as a refusal reason (none when they can)."""
    free = game.seat(player).unexhausted_resources()
    if len(free) < cost:
        return [(f"{what} costs {cost} resources; {player} has only {len(free)} unexhausted", rules.RESOURCES)]
    return []


def require(game: GameState, player: str, cost: int, what: str) -> None:
    """IllegalAction when the player cannot pay a resource cost now."""
    for text, rule in shortfall(game, player, cost, what):
        raise IllegalAction(f"{text} [{rule}]")


def pay_resource_cost(game: GameState, player: str, cost: int, what: str) -> None:
    """Exhaust `cost` unexhausted resources; IllegalAction when there are too few."""
    require(game, player, cost, what)
    free = game.seat(player).unexhausted_resources()
    for card in free[:cost]:
        card.exhausted = True
    if cost:
        game.trace(f"{player} pays {what}'s resource cost of {cost}: exhausts {cost} resources "
                   f"({len(free) - cost} unexhausted left)", rules.RESOURCES)
