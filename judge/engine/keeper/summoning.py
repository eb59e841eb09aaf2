"""Summoning a creature ("Creatures, Abilities, and Battles").

Pay its resource cost (and any summon cost its caveat states), then it enters
its controller's Creature Zone face-up and exhausted. A summon from hand is a
chain link (it can be answered: "Activate in response to an opponent's
summon"); the creature enters when the link resolves. A summon made by an
effect, during a resolution, starts no chain ("Chains").
"""
from __future__ import annotations

from judge.engine.base import MissingBehaviour
from judge.engine.keeper import caveats, rules
from judge.engine.keeper.abilities import illegal
from judge.engine.keeper.chain import ChainLink, add_link
from judge.engine.keeper.context import Context, Inputs
from judge.engine.keeper.refusal import Reason, refuse
from judge.engine.keeper.resources import can_pay, pay_resource_cost, shortfall
from judge.engine.keeper.state import Card, Event, GameState
from judge.engine.keeper.winning import out_of_game


def _creature(card: Card) -> list[Reason]:
    if card.defn is None:
        raise MissingBehaviour(f"{card.label} has no definition under `cards:`: the engine cannot summon it")
    if card.kind != "creature":
        return [(f"{card.label} is a spell: spells are cast or set as traps, not summoned", rules.SPELLS)]
    return illegal(card)


def enter_play(game: GameState, card: Card, player: str) -> None:
    game.move(card, player, "creatures")
    card.exhausted = True
    game.trace(f"{card.label} enters {player}'s Creature Zone face-up and exhausted "
               f"(offense {card.offense}, defense {card.defense})", rules.CREATURES)


def _resolve_summon(link: ChainLink, game: GameState) -> None:
    enter_play(game, link.card, link.controller)


def refusals(game: GameState, player: str, card: Card, inputs) -> list[Reason]:
    """Everything that forbids this summon from hand now, most fundamental first."""
    reasons = out_of_game(game, player) + _creature(card)
    if reasons and card.kind != "creature":
        return reasons
    if card.zone != "hand" or card.owner != player:
        reasons.append((f"{card.label} is not in {player}'s hand", rules.FIELD))
    if game.active != player or game.phase != "action":
        reasons.append((f"cards are played from hand in your own Action Phase (now {game.active}'s "
                        f"{game.phase} phase)", rules.TURN_ORDER))
    if not illegal(card):
        reasons += shortfall(game, player, card.defn.cost, card.label)
        reasons += caveats.unmet(game, player, [card], "summon", inputs)
    return reasons


def summon(game: GameState, player: str, card: Card, inputs: Inputs) -> None:
    """Summon a creature from hand, in the player's own Action Phase: a chain link.
    Its resource cost and the summon costs of its caveat are paid now."""
    refuse(refusals(game, player, card, inputs))
    pay_resource_cost(game, player, card.defn.cost, card.label)
    caveats.pay(game, player, [card], "summon", inputs)
    game.remove(card)
    game.trace(f"{player} summons {card.label}", rules.CREATURES)
    ctx = caveats.caveat_context(game, player, card, inputs)
    link = ChainLink("summon", player, card, _resolve_summon, ctx=ctx,
                     event=Event("summon", player, card), line=inputs.line)
    link.after.append(inputs.finish)
    inputs.deferred = True
    add_link(game, link)


def summonable(ctx: Context, card: Card) -> bool:
    """Could the effect's controller summon this card now, paying the usual costs?"""
    if card.defn is None or card.kind != "creature" or illegal(card):
        return False
    return can_pay(ctx.game, ctx.controller, card.defn.cost) and not caveats.unmet(
        ctx.game, ctx.controller, [card], "summon", ctx)


def summon_by_effect(ctx: Context, card: Card) -> None:
    """Summon during a resolution: usual costs, no chain."""
    pay_resource_cost(ctx.game, ctx.controller, card.defn.cost, card.label)
    caveats.pay(ctx.game, ctx.controller, [card], "summon", ctx)
    ctx.trace(f"{ctx.controller} summons {card.label} from {card.owner}'s {card.zone} by an effect: this starts "
              f"no chain", rules.CHAINS)
    ctx.game.event("summon", ctx.controller, card=card)
    enter_play(ctx.game, card, ctx.controller)
