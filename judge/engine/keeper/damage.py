"""Inflicting damage and paying hitpoints ("Creatures, Abilities, and Battles").

Damage to a creature is subtracted from its defense; at 0 or less the
creature is destroyed. Damage to a player reduces their hitpoints (never
below 0). Traps cannot be damaged. Paying hitpoints is not damage: it
satisfies no condition that refers to damage.
"""
from __future__ import annotations

from typing import Any

from judge.engine.keeper import rules
from judge.engine.keeper.graveyard import destroy
from judge.engine.keeper.state import GameState


def inflict_damage(game: GameState, target: Any, amount: int, *, by: str, rule: str) -> None:
    """Inflict `amount` damage to a player (seat name) or a card."""
    if isinstance(target, str):
        seat = game.seat(target)
        if seat.out:
            game.trace(f"{target} is out of the game: the damage has no effect", rules.WINNING)
            return
        before = seat.hitpoints
        seat.hitpoints = max(0, before - amount)
        game.trace(f"{amount} damage to {target}: hitpoints {before} -> {seat.hitpoints}", rule)
        game.event("damage", by, targets=(target,), amount=amount)
        return
    card = target
    if card.zone == "traps":
        game.trace(f"{card.label} is a trap: traps cannot be damaged", rules.SPELLS)
        return
    if card.zone != "creatures":
        game.trace(f"{card.label} is not in a Creature Zone: it has no defense to damage", rules.TARGET)
        return
    before = card.defense
    card.defense = before - amount
    game.trace(f"{amount} damage to {card.label}: defense {before} -> {card.defense}", rule)
    game.event("damage", by, targets=(card,), amount=amount)
    if card.defense <= 0:
        destroy(game, card, by=by, rule=rules.CREATURES, why="its defense is 0 or less")


def pay_hitpoints(game: GameState, player: str, amount: int, rule: str) -> None:
    """Pay hitpoints: lose them, without taking damage."""
    seat = game.seat(player)
    before = seat.hitpoints
    seat.hitpoints = max(0, before - amount)
    game.trace(f"{player} pays {amount} hitpoints ({before} -> {seat.hitpoints}); paying is not damage",
               rule or rules.CREATURES)
