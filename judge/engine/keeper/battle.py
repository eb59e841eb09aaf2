"""Battles ("Creatures, Abilities, and Battles"), by the numbered steps.

1. In their Battle Phase the attacking player exhausts unexhausted creatures
   (the attacking team, in its defending order) and declares one target, a
   player or a creature; a player or creature is targeted at most once per
   Battle Phase. A creature whose caveat costs something to attack with it is
   paid for now; one whose caveat forbids attacking (that target) cannot.
2. The target player (or the owner of the target creature: `defending_player`)
   may exhaust unexhausted creatures as the defending team, in its defending
   order, paying their caveats' costs to defend.
3. Every other player may respond (the attack is chain link 1); creatures
   removed from the Creature Zone meanwhile drop out.
4. Each side rolls as many dice as its team's total offense (given by the
   fixture, in the order they are applied).
5. Each die in turn is inflicted on the next surviving creature of the other
   team, until the dice or the creatures run out.
6. The attacking team's leftover dice, totalled, damage the target if it remains.
7. If the target was a player, the defending team's leftover dice, totalled,
   damage the attacking player.
Steps 5-7 are simultaneous: losses are checked once, after step 7.
"""
from __future__ import annotations

from judge.engine.keeper import caveats, rules
from judge.engine.keeper.chain import ChainLink, add_link
from judge.engine.keeper.context import Die, Inputs, describe
from judge.engine.keeper.damage import inflict_damage
from judge.engine.keeper.refusal import Reason, refuse
from judge.engine.keeper.state import Card, Event, GameState
from judge.engine.keeper.winning import out_of_game

R = rules.CREATURES


def defending_player(game: GameState, attacker: str, target) -> str:
    """Step 2: "The target player, or the owner of the target creature, may exhaust any number
    of their own unexhausted creatures". The owner, as written; when the owner is the attacking
    player (an opponent controls a creature the attacker owns) or out of the game, nobody else
    the rulebook names could defend, and the creature's controller does (judge's reading,
    scenarios/keeper/README.md)."""
    if isinstance(target, str):
        return target
    if target.owner != attacker and target.owner in game.players_in_game():
        return target.owner
    return target.controller


def target_key(target) -> tuple:
    return ("player", target) if isinstance(target, str) else ("creature", target.uid)


def refusals(game: GameState, player: str, team: list[Card], target, defenders: list[Card],
             inputs: Inputs) -> list[Reason]:
    """Everything that forbids this battle now (steps 1 and 2), most fundamental first."""
    reasons = out_of_game(game, player)
    if game.active != player or game.phase != "battle":
        reasons.append((f"battles happen only in the attacking player's Battle Phase (now {game.active}'s "
                        f"{game.phase} phase)", R))
    if not team:
        reasons.append(("an attacking team needs at least one creature", R))
    reasons += _team(team, player, "attack", f"a creature in {player}'s Creature Zone", target)
    defending = None
    if isinstance(target, str):
        if target == player or target not in game.players_in_game():
            reasons.append((f"{target} is not an opponent in the game: the target is a player or a creature", R))
        else:
            defending = target
    elif target.zone != "creatures":
        reasons.append((f"{target.label} is not in a Creature Zone: traps cannot be attacked", rules.SPELLS))
    elif target.controller == player:
        reasons.append((f"{target.label} is {player}'s own creature", R))
    else:
        defending = defending_player(game, player, target)
    if target_key(target) in game.targeted:
        reasons.append((f"{describe(target)} has already been targeted in this Battle Phase: any given player "
                        f"or creature can only be targeted once per battle phase", R))
    if defending is not None:
        reasons += _team(defenders, defending, "defend", f"a creature of {defending}, the defending player")
    if not reasons:  # the costs are paid once the teams are exhausted: check them so
        was = [(c, c.exhausted) for c in team + defenders]
        for c, _ in was:
            c.exhausted = True
        try:
            reasons += caveats.unmet(game, player, team, "attack", inputs)
            reasons += caveats.unmet(game, defending, defenders, "defend", inputs)
        finally:
            for c, exhausted in was:
                c.exhausted = exhausted
    return reasons


def attack(game: GameState, player: str, team: list[Card], target, defenders: list[Card], inputs: Inputs) -> None:
    """Steps 1-3: declare the attack and make it the first link of a chain. A creature
    whose caveat costs something to attack (defend) with it is paid for as it is
    declared in its team."""
    refuse(refusals(game, player, team, target, defenders, inputs))
    defending = defending_player(game, player, target)
    for c in team:
        c.exhausted = True
    game.targeted.add(target_key(target))
    game.trace(f"step 1: {player} exhausts the attacking team {', '.join(c.label for c in team)} (defending order "
               f"as listed) and targets {describe(target)}", R)
    caveats.pay(game, player, team, "attack", inputs)
    for c in defenders:
        c.exhausted = True
    if defenders:
        game.trace(f"step 2: {defending} exhausts the defending team {', '.join(c.label for c in defenders)} "
                   f"(defending order as listed)", R)
        caveats.pay(game, defending, defenders, "defend", inputs)
    else:
        game.trace(f"step 2: {defending} does not defend", R)
    link = ChainLink("attack", player, None, resolve_battle, event=Event("attack", player, None, targets=(target,)),
                     line=inputs.line,
                     data={"name": ", ".join(c.label for c in team), "team": list(team), "target": target,
                           "defenders": list(defenders), "defending": defending, "inputs": inputs})
    link.after.append(inputs.finish)
    inputs.deferred = True
    add_link(game, link)
    game.trace(f"step 3: every player but {player} may respond to the attack", R)


def _assign(game: GameState, dice: list[int], team: list[Card], by: str, side: str) -> list[int]:
    """Step 5 for one side: each die to the next surviving creature; the leftover dice."""
    used = 0
    for value in dice:
        alive = [c for c in team if c.zone == "creatures"]
        if not alive:
            break
        game.trace(f"step 5: {side} die {value} -> {alive[0].label}", R)
        inflict_damage(game, alive[0], value, by=by, rule=R)
        used += 1
    return dice[used:]


def resolve_battle(link: ChainLink, game: GameState) -> None:
    """Steps 4-7."""
    d = link.data
    player, target, defending = link.controller, d["target"], d["defending"]
    inputs: Inputs = d["inputs"]
    team = [c for c in d["team"] if c.zone == "creatures" and c.controller == player]
    defenders = [c for c in d["defenders"] if c.zone == "creatures" and c.controller == defending]
    for c in d["team"] + d["defenders"]:
        if c not in team and c not in defenders:
            game.trace(f"{c.label} left the Creature Zone before the dice: excluded from the battle", R)
    a_total = sum(c.offense for c in team)
    d_total = sum(c.offense for c in defenders)
    a_dice = inputs.dice.take(a_total, f"the attacking team (total offense {a_total})")
    d_dice = inputs.defending_dice.take(d_total, f"the defending team (total offense {d_total})")
    if game.chain is not None:
        game.chain.dice.extend(Die(v, link.index) for v in a_dice + d_dice)
    game.trace(f"step 4: {player} rolls {a_total} dice ({', '.join(map(str, a_dice)) or 'none'}); {defending} "
               f"rolls {d_total} dice ({', '.join(map(str, d_dice)) or 'none'})", R)
    left_a = _assign(game, list(a_dice), defenders, player, player)
    left_d = _assign(game, list(d_dice), team, defending, defending)
    remains = (target in game.players_in_game()) if isinstance(target, str) else target.zone == "creatures"
    if left_a:
        if remains:
            game.trace(f"step 6: {player}'s leftover dice ({', '.join(map(str, left_a))}) total {sum(left_a)} "
                       f"damage to the target {describe(target)}", R)
            inflict_damage(game, target, sum(left_a), by=player, rule=R)
        else:
            game.trace(f"step 6: the target {describe(target)} does not remain: leftover dice are lost", R)
    if left_d:
        if isinstance(target, str):
            game.trace(f"step 7: {defending}'s leftover dice ({', '.join(map(str, left_d))}) total {sum(left_d)} "
                       f"damage to the attacking player, {player}", R)
            inflict_damage(game, player, sum(left_d), by=defending, rule=R)
        else:
            game.trace(f"step 7: the target was a creature: {defending}'s leftover dice are lost", R)
    game.trace("steps 5-7 happen simultaneously", R)


def _team(team, owner: str, role: str, belongs: str, target=None) -> list[Reason]:
    """Steps 1 and 2: a team is unexhausted creatures of one player, each listed once,
    none whose caveat forbids the role ("This creature cannot attack / defend")."""
    reasons = []
    for c in team:
        if c.zone != "creatures" or c.controller != owner:
            reasons.append((f"{c.label} is not {belongs}", R))
            continue
        if c.exhausted:
            reasons.append((f"{c.label} is exhausted: only unexhausted creatures can {role}", R))
        for r in (c.defn.restrictions if c.defn else []):
            if r.forbids(role, target):
                whom = f" {r.whom}" if r.whom else ""
                reasons.append((f"{c.label} cannot {role}{whom} (its caveat): \"{r.text}\"", R))
    if len({c.uid for c in team}) != len(team):
        team_name = "attacking" if role == "attack" else "defending"
        reasons.append((f"a creature is listed twice in the {team_name} team", R))
    return reasons
