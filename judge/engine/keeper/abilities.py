"""Activating abilities ("Creatures, Abilities, and Battles", "Chains",
"Casting Spells and Setting Traps", "Activate when...").

One path for every way an ability is used: a creature's ability (exhaust the
unexhausted creature), a trap (must be unexhausted; revealed, it is no longer
in play; no further resource cost), a spell cast from hand (pay its resource
cost, reveal it), and "Activate when this card is destroyed" from a graveyard.
In order: every reason that forbids the activation now is gathered
(`refusals`: the player, the card, where it is, the activation condition, a
resource cost), and any refuses it; then the activation costs are paid and the
targets selected, as one moment; an ability whose costs cannot be fully paid
loses its effect. Then either a chain link is made (no condition,
or "Activate in response to X") or, for "Activate when X", the ability waits
in its batch: "when" abilities never chain and all those answering the same
event are activated together before any resolves.
"""
from __future__ import annotations

from judge.engine.base import MissingBehaviour
from judge.engine.keeper import rules
from judge.engine.keeper.cards import Ability
from judge.engine.keeper.chain import ChainLink, add_link
from judge.engine.keeper.context import Context, Inputs
from judge.engine.keeper.costs import can_pay_all
from judge.engine.keeper.refusal import Reason, refuse
from judge.engine.keeper.resources import pay_resource_cost, shortfall
from judge.engine.keeper.state import Card, Event, GameState
from judge.engine.keeper.winning import out_of_game


def illegal(card: Card) -> list[Reason]:
    """A banned card (banned text, a variable over its limit) or a text the rules do
    not allow may not be used in a game: the reasons, each with its rule."""
    verdict = card.defn.verdict if card.defn else None
    if verdict is None or verdict.legal:
        return []
    return [(f"{card.label} is banned: {f.message}" if f.kind in ("banned", "limit")
             else f"{card.label} may not be used: {f.message}", f.rule)
            for f in verdict.findings if not f.legal]


def check_legal_card(card: Card) -> None:
    refuse(illegal(card))


def _which(card: Card, ref) -> tuple[Ability | None, list[Reason]]:
    if not card.defn.abilities:
        return None, [(f"{card.label} has no ability to activate", rules.CREATURES)]
    ability = card.defn.ability(ref)
    if ability is None:
        names = ", ".join(f"{a.index} ({a.name})" if a.name else str(a.index) for a in card.defn.abilities)
        need = "say which with `ability:`" if ref is None else f"no ability {ref!r}"
        return None, [(f"{card.label} has {len(card.defn.abilities)} abilities: {need}; abilities: {names}",
                       rules.CREATURES)]
    return ability, []


def _defined(card: Card) -> None:
    if card.defn is None:
        raise MissingBehaviour(f"{card.label} has no definition under `cards:`: the engine cannot use it")


def pick_ability(card: Card, ref) -> Ability:
    """The ability `ref` names (an index or a name; none needed for a single ability)."""
    _defined(card)
    check_legal_card(card)
    ability, reasons = _which(card, ref)
    refuse(reasons)
    return ability


def timing(game: GameState, player: str, card: Card, ability: Ability, mode: str,
           window: list[Event]) -> tuple[list[Reason], Event | None]:
    """Is the activation condition met now? `mode`: chain (a new chain), respond, when.
    The reasons it is not, and the event it answers."""
    cond = ability.condition
    if cond is None:
        if mode == "respond":
            return [(f"{ability.label} has no activation condition: it cannot respond to a chain link",
                     rules.CHAINS)], None
        if mode == "when":
            return [(f"{ability.label} has no \"Activate when\" condition", rules.ACTIVATE_WHEN)], None
        if game.active != player or game.phase != "action":
            return [(f"{ability.label} has no activation condition: only in {player}'s own Action Phase "
                     f"(now {game.active}'s {game.phase} phase)", rules.CREATURES)], None
        return [], None
    if cond.is_response:
        if mode == "when":
            return [(f"{ability.label}: \"{cond.text}\" answers a chain link, not an event", rules.CHAINS)], None
        if game.chain is None:
            return [(f"\"{cond.text}\": there is no chain link to respond to", rules.CHAINS)], None
        newest = game.chain.newest
        reasons = []
        if newest.controller == player:
            reasons.append((f"{player} may not respond to their own chain link (link {newest.index})", rules.CHAINS))
        if not cond.event.matches(newest.event, card, player):
            reasons.append((f"link {newest.index} ({newest.describe()}) is not what \"{cond.text}\" answers",
                            rules.CHAINS))
        return reasons, newest.event
    # "Activate when X"
    if mode == "respond":
        return [(f"{ability.label}: \"Activate when\" abilities do not chain to other cards under any "
                 f"circumstances", rules.ACTIVATE_WHEN)], None
    for ev in window:
        if cond.event.matches(ev, card, player):
            return [], ev
    if cond.when_destroyed and any(ev.kind == "sacrificed" and ev.card is card for ev in window):
        return [(f"{card.label} was sacrificed, not destroyed: \"{cond.text}\" is not met", rules.SACRIFICE)], None
    return [(f"\"{cond.text}\": that has not just happened", rules.ACTIVATE_WHEN)], None


def refusals(game: GameState, player: str, card: Card, ability_ref, mode: str,
             window: list[Event]) -> tuple[list[Reason], Ability | None, Event | None]:
    """Everything that forbids this activation now, most fundamental first (see
    `refusal.py`); with the ability and the event it answers."""
    _defined(card)
    reasons = out_of_game(game, player)
    bad = illegal(card)
    if bad:
        return reasons + bad, None, None
    ability, why = _which(card, ability_ref)
    if ability is None:
        return reasons + why, None, None
    cond = ability.condition
    if card.zone == "creatures":
        if card.controller != player:
            reasons.append((f"{card.label} is controlled by {card.controller}, not {player}", rules.CREATURES))
        if card.exhausted:
            reasons.append((f"{card.label} is exhausted: an ability is activated by exhausting an unexhausted "
                            f"creature", rules.CREATURES))
    elif card.zone == "traps":
        if card.controller != player:
            reasons.append((f"{card.label} is {card.controller}'s trap, not {player}'s", rules.SPELLS))
        if card.exhausted:
            reasons.append((f"trap {card.label} is exhausted: to activate a trap, it must be unexhausted",
                            rules.SPELLS))
    elif card.zone == "hand":
        if card.owner != player:
            reasons.append((f"{card.label} is not in {player}'s hand", rules.FIELD))
        if card.kind != "spell":
            return reasons + [(f"{card.label} is a creature: it is summoned, not cast", rules.SPELLS)], ability, None
        if cond is not None and cond.is_response:
            return reasons + [(f"{card.label} answers a chain link; only creature abilities and unexhausted traps, "
                               f"not spells in hand, respond to a chain link: set it as a trap", rules.CHAINS)], \
                ability, None
    elif card.zone == "graveyard":
        if cond is None or not cond.when_destroyed:
            return reasons + [(f"{card.label} is in a graveyard: only an \"Activate when this card is destroyed\" "
                               f"ability can be activated there", rules.WHEN_DESTROYED)], ability, None
    else:
        return reasons + [(f"{card.label} is in {card.seat}'s {card.zone}: nothing there can be activated",
                           rules.CREATURES)], ability, None
    why, event = timing(game, player, card, ability, mode, window)
    reasons += why
    if card.zone == "graveyard" and event is not None:
        if event.zone_owner != player:
            reasons.append((f"{card.label}'s ability is activated by the player who owned the zone it was in when "
                            f"it was destroyed: {event.zone_owner}, not {player}", rules.WHEN_DESTROYED))
        if not event.was_in_play:
            reasons += shortfall(game, player, card.defn.cost, card.label)
    if card.zone == "hand":
        reasons += shortfall(game, player, card.defn.cost, card.label)
    return reasons, ability, event


def prepare(game: GameState, player: str, card: Card, ability_ref, inputs: Inputs, mode: str,
            window: list[Event] | None = None) -> tuple[Context | None, str, Ability]:
    """Check and activate one ability: condition, then costs and targets.

    Returns (context, or None when the effect disappeared; kind; ability), kind
    being "ability" (a creature's) or "spell" (a trap's or a spell's).
    """
    window = game.window if window is None else window
    reasons, ability, event = refusals(game, player, card, ability_ref, mode, window)
    refuse(reasons)
    kind = {"creatures": _from_creature_zone, "traps": _from_trap_zone, "hand": _from_hand,
            "graveyard": _from_graveyard}[card.zone](game, player, card, ability, event)
    ctx = Context(game, player, card, ability, inputs.decisions, inputs.dice, inputs.random, ability.label,
                  answers=event)
    if not can_pay_all([(c, ctx) for c in ability.costs]):
        costs = " ".join(c.text for c in ability.costs)
        game.trace(f"{player} cannot fully pay the activation cost of {ability.label} ({costs}): the effect "
                   f"disappears", rules.CREATURES)
        return None, kind, ability
    for cost in ability.costs:
        cost.pay(ctx)
    for step in ability.targets:
        if ctx.stopped:
            break
        step.select(ctx)
    return ctx, kind, ability


def _from_creature_zone(game, player, card, ability, event) -> str:
    """A creature's ability: activated by exhausting the unexhausted creature."""
    card.exhausted = True
    game.trace(f"{player} exhausts {card.label} to activate {ability.label}", rules.CREATURES)
    return "ability"


def reveal_to_others(game, card, player: str) -> str:
    """A spell cast or a trap turned over is revealed "to all other players" ("Casting Spells and
    Setting Traps": the one casting it knows it; the "Reveal" component shows a card to all players,
    yourself included). Who saw it, in words."""
    others = [p for p in game.players_in_game() if p != player]
    game.revealed.append({"card": card.label, "to": others})
    return "all other players (" + ", ".join(others) + ")" if others else "no other player"


def _from_trap_zone(game, player, card, ability, event) -> str:
    """A trap: must be unexhausted; turned over, it is no longer in play; no further cost."""
    game.remove(card)
    shown = reveal_to_others(game, card, player)
    game.trace(f"{player} activates trap {card.label}: turned over and revealed, it is no longer in play; "
               f"no further resource cost (revealed to {shown})", rules.SPELLS)
    return "spell"


def _from_hand(game, player, card, ability, event) -> str:
    """A spell cast from hand: pay its resource cost, reveal it; it is not in play."""
    pay_resource_cost(game, player, card.defn.cost, card.label)
    game.remove(card)
    shown = reveal_to_others(game, card, player)
    game.trace(f"{player} casts {card.label}: revealed; a spell cast is not in play (revealed to {shown})",
               rules.SPELLS)
    return "spell"


def _from_graveyard(game, player, card, ability, event) -> str:
    """"Activate when this card is destroyed": from the graveyard, by the player who
    owned the zone it was in; its resource cost is paid when it was not in play
    immediately before it was destroyed."""
    if event.was_in_play:
        game.trace(f"{card.label} was in play immediately before it was destroyed: no resource cost",
                   rules.CREATURES)
    else:
        game.trace(f"{card.label} was not in play before it was destroyed: its resource cost is paid "
                   f"before the effect", rules.CREATURES)
        pay_resource_cost(game, player, card.defn.cost, card.label)
    game.trace(f"{player} activates {ability.label} from {card.owner}'s graveyard (as the player who owned "
               f"the zone it was in)", rules.WHEN_DESTROYED)
    return "ability" if card.kind == "creature" else "spell"


def resolve_ability(ctx: Context) -> None:
    """Apply the ability's effects in order; "exactly" unfulfilled stops the rest."""
    for effect in ctx.ability.effects:
        if ctx.stopped:
            return
        effect.apply(ctx)


def finish_card(game: GameState, card: Card) -> None:
    """A spell or trap that was used goes to its owner's graveyard."""
    if card.zone == "limbo":
        game.move(card, card.owner, "graveyard")
        game.trace(f"{card.label} goes to {card.owner}'s graveyard", rules.SPELLS)


def _resolve_link(link: ChainLink, game: GameState) -> None:
    if link.ctx is not None:
        resolve_ability(link.ctx)
    if link.kind == "spell":
        finish_card(game, link.card)


def _negated(link: ChainLink, game: GameState) -> None:
    if link.kind == "spell":
        finish_card(game, link.card)


def activate(game: GameState, player: str, card: Card, ability_ref, inputs: Inputs, mode: str) -> None:
    """Activate as a new chain (mode "chain") or as a response to the newest link ("respond")."""
    zone = card.zone  # a spell activated from a Trap Zone is a trap ("an opponent's trap")
    ctx, kind, ability = prepare(game, player, card, ability_ref, inputs, mode)
    if ctx is None:
        if kind == "spell":
            finish_card(game, card)
        inputs.finish()
        return
    event = Event(kind, player, card, targets=tuple(ctx.targets), zone=zone)
    link = ChainLink(kind, player, card, _resolve_link, ctx=ctx, event=event, line=inputs.line,
                     on_negated=_negated, data={"name": ability.label})
    link.after.append(inputs.finish)
    inputs.deferred = True
    add_link(game, link)


def activate_when(game: GameState, items: list) -> None:
    """Activate "Activate when X" abilities together: all are activated (costs, targets)
    before any resolves; none is a chain link, and none can be responded to."""
    from judge.engine.keeper.winning import check_losses

    window = list(game.window)
    reasons: list[Reason] = []
    for player, card, ref, _ in items:  # every condition first: a refusal changes nothing
        reasons += refusals(game, player, card, ref, "when", window)[0]
    refuse(reasons)
    game.window = []
    ready = []
    for player, card, ref, inputs in items:
        ready.append(prepare(game, player, card, ref, inputs, "when", window))
    if len(items) > 1:
        game.trace(f"{len(items)} \"Activate when\" abilities answer the same event: all are activated before "
                   f"any resolves; they start no chain", rules.ACTIVATE_WHEN)
    else:
        game.trace("an \"Activate when\" ability starts no chain and cannot be responded to", rules.ACTIVATE_WHEN)
    for (player, card, _, _), (ctx, kind, ability) in zip(items, ready):
        if ctx is not None:
            game.trace(f"{ability.label} resolves ({player})", ability.label)
            game.resolving = True
            try:
                resolve_ability(ctx)
            finally:
                game.resolving = False
        if kind == "spell":
            finish_card(game, card)
        check_losses(game)
    for _, _, _, inputs in items:
        inputs.finish()


def run_counter_effect(game: GameState, carrier: Card, counter, player: str, decisions) -> None:
    """The effect of removing a named counter, as its card's text states it."""
    from judge.engine.base import ScenarioError
    from judge.engine.keeper.dice import Supply

    from judge.cards.match import key

    defn = game.defs.get(key(counter.source))
    steps = defn.counter_effects.get(counter.name) if defn else None
    if steps is None:
        raise ScenarioError(f"no card says what removing a {counter.name} counter does (a paragraph "
                            f"\"{counter.name.title()} counter: ...\" on {counter.source or 'its card'})")
    ctx = Context(game, player, None, None, decisions, Supply(None, "the counter", None, game.dice_pool),
                  Supply(None, "the counter", None, kind="random picks"), f"{defn.name}: {counter.name} counter",
                  this=carrier)
    game.resolving = True
    try:
        for step in steps:
            if ctx.stopped:
                break
            step.apply(ctx)
    finally:
        game.resolving = False
