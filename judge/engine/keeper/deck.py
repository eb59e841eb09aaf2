"""Drawing and the top of the deck ("The Field": the deck is kept top first)."""
from __future__ import annotations

from judge.engine.keeper.state import Card, GameState


def draw(game: GameState, player: str, n: int, rule: str) -> list[Card]:
    """Draw `n` cards (as many as the deck holds)."""
    seat = game.seat(player)
    drawn = seat.deck[:n]
    for card in drawn:
        game.move(card, player, "hand")
    if n:
        names = ", ".join(c.label for c in drawn) or "nothing"
        short = f" (the deck held only {len(drawn)})" if len(drawn) < n else ""
        game.trace(f"{player} draws {n} card{'s' if n != 1 else ''}: {names}{short}", rule)
    return drawn


def top(game: GameState, player: str, n: int) -> list[Card]:
    return game.seat(player).deck[:n]

