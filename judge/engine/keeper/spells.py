"""Setting traps, and spells cast by an effect ("Casting Spells and Setting Traps").

Casting from hand and activating traps go through `abilities.prepare` (one
path for every activation). A trap is set in your own Action Phase: pay its
resource cost now, place it face-down and exhausted in the Trap Zone,
without revealing it; it is in play. A spell cast is not in play.
"""
from __future__ import annotations

from judge.engine.base import IllegalAction, MissingBehaviour
from judge.engine.keeper import rules
from judge.engine.keeper.abilities import finish_card, illegal, resolve_ability, reveal_to_others
from judge.engine.keeper.context import Context
from judge.engine.keeper.refusal import refuse
from judge.engine.keeper.resources import can_pay, pay_resource_cost, shortfall
from judge.engine.keeper.state import Card, GameState
from judge.engine.keeper.winning import out_of_game


def set_trap(game: GameState, player: str, card: Card) -> None:
    if card.defn is None:
        raise MissingBehaviour(f"{card.label} has no definition under `cards:`: the engine cannot set it")
    reasons = out_of_game(game, player)
    if card.zone != "hand" or card.owner != player:
        reasons.append((f"{card.label} is not in {player}'s hand", rules.FIELD))
    if card.kind != "spell":
        reasons.append((f"{card.label} is a creature: only spells are set as traps", rules.SPELLS))
    reasons += illegal(card)
    if game.active != player or game.phase != "action":
        reasons.append((f"cards are played from hand in your own Action Phase (now {game.active}'s "
                        f"{game.phase} phase)", rules.TURN_ORDER))
    reasons += shortfall(game, player, card.defn.cost, card.label)
    refuse(reasons)
    pay_resource_cost(game, player, card.defn.cost, card.label)
    game.move(card, player, "traps")
    card.exhausted = True
    game.trace(f"{player} sets a trap ({card.label}): face-down and exhausted in the Trap Zone, not revealed; "
               f"it is in play", rules.SPELLS)


def spell_castable_by_effect(ctx: Context, card: Card) -> bool:
    d = card.defn
    if d is None or card.kind != "spell" or not d.abilities or (d.verdict and not d.verdict.legal):
        return False
    return d.abilities[0].condition is None and can_pay(ctx.game, ctx.controller, d.cost)


def cast_by_effect(ctx: Context, card: Card) -> None:
    """Cast a spell during a resolution: pay its cost, reveal, resolve at once (no chain)."""
    game = ctx.game
    if not spell_castable_by_effect(ctx, card):
        raise IllegalAction(f"{card.label} cannot be cast now [{rules.SPELLS}]")
    ability = card.defn.abilities[0]
    pay_resource_cost(game, ctx.controller, card.defn.cost, card.label)
    game.remove(card)
    shown = reveal_to_others(game, card, ctx.controller)
    ctx.trace(f"{ctx.controller} casts {card.label} by an effect: revealed; this starts no chain (revealed to "
              f"{shown})", rules.CHAINS)
    sub = Context(game, ctx.controller, card, ability, ctx.decisions, ctx.dice, ctx.random, ability.label,
                  chain=ctx.chain)
    for step in ability.targets:
        if sub.stopped:
            break
        step.select(sub)
    resolve_ability(sub)
    finish_card(game, card)
