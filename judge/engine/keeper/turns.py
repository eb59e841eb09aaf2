"""The turn and its four phases ("Turn Order", "Resources, Exhaustion, and Recovery").

1. Resource Phase: place up to two cards from hand face-down, unexhausted, in
   the Resource Zone; then draw two minus the number placed (done when the
   phase ends). On the first turn of the game the starting player only either
   places one card or draws one card.
2. Action Phase: play cards from hand; activate abilities with no condition.
3. Battle Phase: battles (`battle.py`).
4. Recovery Phase: every card in every player's Creature, Trap and Resource
   Zone is unexhausted, and every creature's offense and defense return to
   their printed values. Done as the phase begins.
After the Recovery Phase the next player in turn order still in the game
begins their turn with their Resource Phase.
"""
from __future__ import annotations

from judge.engine.keeper import rules
from judge.engine.keeper.deck import draw
from judge.engine.keeper.refusal import Reason, refuse
from judge.engine.keeper.state import PHASES, Card, GameState
from judge.engine.keeper.winning import check_losses, out_of_game


def _own_turn(game: GameState, player: str, what: str) -> list[Reason]:
    reasons = out_of_game(game, player)
    if game.active != player:
        reasons.append((f"{what}: it is {game.active}'s turn, not {player}'s", rules.TURN_ORDER))
    return reasons


def place_resource(game: GameState, player: str, card: Card) -> None:
    reasons = _own_turn(game, player, "placing a resource")
    if game.phase != "resource":
        reasons.append((f"resources are placed in the Resource Phase (now the {game.phase} phase)",
                        rules.TURN_ORDER))
    if card.zone != "hand" or card.owner != player:
        reasons.append((f"{card.label} is not in {player}'s hand", rules.FIELD))
    most = 1 if game.first_turn else 2
    if game.placed >= most and game.phase == "resource":
        why = ("on the first turn of the game the starting player only either places one card or draws one card"
               if game.first_turn else "place up to two cards")
        reasons.append((f"{player} has placed {game.placed} resource(s) this phase: {why}", rules.TURN_ORDER))
    refuse(reasons)
    game.move(card, player, "resources")
    card.exhausted = False
    game.placed += 1
    game.trace(f"{player} places a card ({card.label}) face-down and unexhausted in the Resource Zone "
               f"({game.placed} this phase)", rules.TURN_ORDER)


def end_phase(game: GameState, player: str) -> None:
    """End the current phase and begin the next (the next player's turn after recovery)."""
    refuse(_own_turn(game, player, "ending the phase"))
    if game.phase == "resource":
        _resource_draw(game, player)
        _begin(game, "action")
    elif game.phase == "action":
        _begin(game, "battle")
        game.targeted = set()
    elif game.phase == "battle":
        _begin(game, "recovery")
        recovery(game)
    else:
        next_turn(game)


def end_turn(game: GameState, player: str) -> None:
    """End every remaining phase of this turn; the next player's Resource Phase begins."""
    refuse(_own_turn(game, player, "ending the turn"))
    while game.active == player and not game.over:
        end_phase(game, player)
        check_losses(game)


def _begin(game: GameState, phase: str) -> None:
    assert phase in PHASES
    game.phase = phase
    game.trace(f"{game.active}'s {phase.title()} Phase begins", rules.TURN_ORDER)


def _resource_draw(game: GameState, player: str) -> None:
    if game.first_turn:
        n = 0 if game.placed else 1
        game.trace(f"first turn of the game: the starting player placed {game.placed} card(s), so draws {n}",
                   rules.TURN_ORDER)
    else:
        n = 2 - game.placed
        game.trace(f"{player} placed {game.placed} card(s): draws two minus that, {n}", rules.TURN_ORDER)
    draw(game, player, n, rules.TURN_ORDER)


def recovery(game: GameState) -> None:
    """Unexhaust every card in every Creature, Trap and Resource Zone; reset creatures' stats."""
    for seat in game.seats.values():
        for zone in ("creatures", "traps", "resources"):
            for card in seat.zone(zone):
                card.exhausted = False
        for card in seat.creatures:
            if card.defn is not None:
                card.offense, card.defense = card.defn.offense, card.defn.defense
    game.trace("every card in every Creature, Trap and Resource Zone is unexhausted; every creature's offense and "
               "defense return to the printed values", rules.RESOURCES)


def next_turn(game: GameState) -> None:
    order = game.order
    i = order.index(game.active)
    for step in range(1, len(order) + 1):
        nxt = order[(i + step) % len(order)]
        if not game.seat(nxt).out:
            break
    game.active, game.first_turn, game.placed = nxt, False, 0
    game.turn += 1
    game.targeted = set()
    game.trace(f"{nxt}'s turn begins", rules.TURN_ORDER)
    _begin(game, "resource")
