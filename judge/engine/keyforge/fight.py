"""Fights (Fight, Before, Assault (X), Hazardous (X), Elusive, Skirmish, Poison).

The attacker is exhausted (by using it) and fights an enemy creature. "Before
Fight:" abilities, assault and hazardous damage come first, in the active
player's order; if either creature is gone, the rest of the fight does not
occur. Then both creatures deal damage equal to their power to each other,
simultaneously. If the attacker survives, its "Fight:" abilities resolve.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.damage import Hit, deal
from judge.engine.keyforge.triggers import Event, fire, resolve_bold, run_in_order

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


def fight(g: "Game", attacker: "CardInstance", defender: "CardInstance", you: str) -> None:
    first_time = not defender.attacked_this_turn
    defender.attacked_this_turn = True
    g.say(f"{attacker.name} fights {defender.name}", R.FIGHT)
    g.emit(Event("fight", attacker, you, {"defender": defender}))
    g.fight = (attacker, defender)
    try:
        _before_fight(g, attacker, defender, you)
        if not (g.in_play(attacker) and g.in_play(defender)):
            g.say("a creature in the fight left play: the rest of the fight does not occur", R.BEFORE)
            return
        _fight_damage(g, attacker, defender, first_time)
    finally:
        g.fight = None
        g.lasting = [e for e in g.lasting if e.until != "fight"]
    if attacker.enraged and g.in_play(attacker):
        attacker.enraged = False
        g.say(f"{attacker.name} fought: its enrage counter is removed", R.ENRAGE)
    if g.in_play(attacker):
        for b in modifiers.abilities_of(g, attacker):
            if b.has("fight"):
                resolve_bold(g, b, attacker, you, "fight")
    fire(g, Event("fought", attacker, you, {"defender": defender}))


def _before_fight(g: "Game", attacker, defender, you) -> None:
    todo = []
    for b in modifiers.abilities_of(g, attacker):
        if b.has("before_fight"):
            todo.append((attacker, _bold(g, b, attacker, you)))
    assault = modifiers.keyword(g, attacker, "assault")
    if assault:
        todo.append((attacker, lambda: deal(g, [Hit(defender, assault, attacker, opposing=attacker)], R.ASSAULT)))
    hazardous = modifiers.keyword(g, defender, "hazardous")
    if hazardous:
        todo.append((defender, lambda: deal(g, [Hit(attacker, hazardous, defender, opposing=defender)], R.HAZARDOUS)))
    run_in_order(g, todo)


def _bold(g, b, card, you):
    return lambda: resolve_bold(g, b, card, you, "before_fight")


def _fight_damage(g: "Game", attacker, defender, first_time: bool) -> None:
    elusive = first_time and modifiers.keyword(g, defender, "elusive") > 0
    if elusive:
        g.say(f"{defender.name} is elusive and fought for the first time this turn: "
              "no damage between it and the attacker", R.ELUSIVE)
    target = defender
    for b, src in modifiers.sources(g):
        other = b.fight_damage_target(g, src, attacker)
        if other is not None:
            target = other
            break
    hits = []
    silent = any(b.deals_no_fight_damage(g, src, attacker) for b, src in modifiers.sources(g))
    if silent:
        g.say(f"{attacker.name} deals no damage when fighting", attacker.title)
    elif not (elusive and target is defender) and g.in_play(target):
        amount = modifiers.power(g, attacker)
        for b, src in modifiers.sources(g):
            bonus = b.fight_damage_bonus(g, src, attacker, defender)
            if bonus:
                g.say(f"{attacker.name} deals +{bonus} damage attacking {defender.name}", src.title)
                amount += bonus
        hits.append(Hit(target, amount, attacker, by_power=True,
                        opposing=attacker if target is defender else None))
    if modifiers.keyword(g, attacker, "skirmish"):
        g.say(f"{attacker.name} has skirmish: it takes no damage from {defender.name}'s power", R.SKIRMISH)
    elif not elusive:
        if any(b.deals_no_fight_damage(g, src, defender) for b, src in modifiers.sources(g)):
            g.say(f"{defender.name} deals no damage when fighting", defender.title)
        else:
            hits.append(Hit(attacker, modifiers.power(g, defender), defender, by_power=True, opposing=defender))
    deal(g, hits, R.FIGHT)
