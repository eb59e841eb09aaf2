"""Summoning a creature ("Creatures, Abilities, and Battles").

Pay its resource cost (and any summon cost its caveat states), then it enters
its controller's Creature Zone face-up and exhausted. A summon from hand is a
chain link (it can be answered: "Activate in response to an opponent's
summon"); the creature enters when the link resolves. A summon made by an
effect, during a resolution, starts no chain ("Chains").
"""
from __future__ import annotations

from judge.engine.base import IllegalAction, MissingBehaviour
from judge.engine.keeper import rules
from judge.engine.keeper.abilities import check_legal_card
from judge.engine.keeper.chain import ChainLink, add_link
from judge.engine.keeper.context import Context, Inputs
from judge.engine.keeper.resources import can_pay, pay_resource_cost
from judge.engine.keeper.state import Card, Event, GameState


def _summon_context(game: GameState, player: str, card: Card, inputs_or_ctx) -> Context:
    src = inputs_or_ctx
    return Context(game, player, card, None, src.decisions, src.dice, src.random,
                   f"{card.label}: caveat", this=card)


def _check_creature(card: Card) -> None:
    if card.defn is None:
        raise MissingBehaviour(f"{card.label} has no definition under `cards:`: the engine cannot summon it")
    if card.kind != "creature":
        raise IllegalAction(f"{card.label} is a spell: spells are cast or set as traps, not summoned [{rules.SPELLS}]")
    check_legal_card(card)


def _pay_summon_costs(ctx: Context, card: Card) -> None:
    for caveat in card.defn.summon_costs:
        if not caveat.cost.can_pay(ctx):
            raise IllegalAction(f"{card.label} cannot be summoned: its caveat \"{caveat.text}\" cannot be met "
                                f"[{rules.CREATURES}]")
    pay_resource_cost(ctx.game, ctx.controller, card.defn.cost, card.label)
    for caveat in card.defn.summon_costs:
        ctx.trace(f"caveat: {caveat.text}", rules.CREATURES)
        caveat.cost.pay(ctx)


def enter_play(game: GameState, card: Card, player: str) -> None:
    game.move(card, player, "creatures")
    card.exhausted = True
    game.trace(f"{card.label} enters {player}'s Creature Zone face-up and exhausted "
               f"(offense {card.offense}, defense {card.defense})", rules.CREATURES)


def _resolve_summon(link: ChainLink, game: GameState) -> None:
    enter_play(game, link.card, link.controller)


def summon(game: GameState, player: str, card: Card, inputs: Inputs) -> None:
    """Summon a creature from hand, in the player's own Action Phase: a chain link."""
    _check_creature(card)
    if card.zone != "hand" or card.owner != player:
        raise IllegalAction(f"{card.label} is not in {player}'s hand [{rules.FIELD}]")
    if game.active != player or game.phase != "action":
        raise IllegalAction(f"cards are played from hand in your own Action Phase (now {game.active}'s "
                            f"{game.phase} phase) [{rules.TURN_ORDER}]")
    ctx = _summon_context(game, player, card, inputs)
    _pay_summon_costs(ctx, card)
    game.remove(card)
    game.trace(f"{player} summons {card.label}", rules.CREATURES)
    link = ChainLink("summon", player, card, _resolve_summon, ctx=ctx,
                     event=Event("summon", player, card), line=inputs.line)
    link.after.append(inputs.finish)
    inputs.deferred = True
    add_link(game, link)


def summonable(ctx: Context, card: Card) -> bool:
    """Could the effect's controller summon this card now, paying the usual costs?"""
    if card.defn is None or card.kind != "creature" or (card.defn.verdict and not card.defn.verdict.legal):
        return False
    sctx = _summon_context(ctx.game, ctx.controller, card, ctx)
    return can_pay(ctx.game, ctx.controller, card.defn.cost) and all(
        c.cost.can_pay(sctx) for c in card.defn.summon_costs)


def summon_by_effect(ctx: Context, card: Card) -> None:
    """Summon during a resolution: usual costs, no chain."""
    sctx = _summon_context(ctx.game, ctx.controller, card, ctx)
    _pay_summon_costs(sctx, card)
    ctx.trace(f"{ctx.controller} summons {card.label} from {card.owner}'s {card.zone} by an effect: this starts "
              f"no chain", rules.CHAINS)
    ctx.game.event("summon", ctx.controller, card=card)
    enter_play(ctx.game, card, ctx.controller)
