"""Winning and losing ("Winning and Losing").

A player loses by having their hitpoints reduced to 0, by having an empty
deck, or by forfeiting. Judge reads "having an empty deck" as a state, like
hitpoints: both are checked together after every action, after each chain
link resolves and after every "Activate when" batch, so players who reach
either state at the same check lose simultaneously (steps 5-7 of a battle are
one link, so both players of a battle can lose at once). A deck that is empty
in a fixture's setup loses at the first check. A player who loses is out of
the game; when one player remains, they win; when none remains, nobody wins.
"""
from __future__ import annotations

from judge.engine.keeper import rules
from judge.engine.keeper.state import GameState


def out_of_game(game: GameState, player: str) -> list[tuple[str, str]]:
    """The first reason to refuse anything a player does: one who lost "is out of the
    game and can no longer affect the game in any way"."""
    if game.seat(player).out:
        return [(f"{player} is out of the game and can no longer affect the game in any way", rules.WINNING)]
    return []


def check_losses(game: GameState) -> list[str]:
    """Every player at 0 hitpoints or with an empty deck loses, all at once."""
    if game.over:
        return []
    losing = []
    for name in game.players_in_game():
        seat = game.seat(name)
        if seat.hitpoints <= 0:
            losing.append((name, "hitpoints reduced to 0"))
        elif not seat.deck:
            losing.append((name, "an empty deck"))
    for name, why in losing:
        lose(game, name, why)
    if len(losing) > 1:
        game.trace(f"{', '.join(n for n, _ in losing)} lose simultaneously", rules.WINNING)
    if losing:
        decide(game)
    return [n for n, _ in losing]


def lose(game: GameState, player: str, why: str) -> None:
    game.seat(player).out = True
    game.losers.append(player)
    game.trace(f"{player} loses ({why}) and is out of the game", rules.WINNING)


def forfeit(game: GameState, player: str) -> None:
    lose(game, player, "forfeits")
    decide(game)


def decide(game: GameState) -> None:
    """One player left wins; none left, nobody wins; else, if the player whose turn
    it is lost, the turn passes to the next player still in the game."""
    left = game.players_in_game()
    if len(left) == 1:
        game.winner, game.over = left[0], True
        game.trace(f"only {left[0]} remains: {left[0]} wins", rules.WINNING)
    elif not left:
        game.winner, game.over = None, True
        game.trace("no player remains in the game: nobody wins", rules.WINNING)
    elif game.seat(game.active).out and game.chain is None:
        from judge.engine.keeper.turns import next_turn

        game.trace(f"{game.active} is out of the game: the turn passes", rules.WINNING)
        next_turn(game)
