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
from judge.engine.keyforge.triggers import Event, Named, fire, fire_with_bold, pending, resolve_bold, run_in_order

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


def fight(g: "Game", attacker: "CardInstance", defender: "CardInstance", you: str) -> None:
    first_time = not defender.attacked_this_turn
    defender.attacked_this_turn = True
    neighbors = g.neighbors(attacker)  # "after a neighbor ... is used to fight": neighbors as it was used
    g.say(f"{attacker.name} fights {defender.name}", R.FIGHT)
    g.emit(Event("fight", attacker, you, {"defender": defender}))
    g.fight = (attacker, defender)
    skipped = False
    try:
        stopped = not _before_fight(g, attacker, defender, you)
        skipped = stopped or not (g.in_play(attacker) and g.in_play(defender))
        if stopped:
            g.say(f"{attacker.name} is exhausted with no effect: the rest of the fight does not occur", R.BEFORE)
        elif skipped:
            g.say("a creature in the fight left play: the rest of the fight does not occur", R.FIGHT)
        else:
            _fight_damage(g, attacker, defender, first_time)
    finally:
        g.fight = None
        modifiers.expire(g, [e for e in g.lasting if e.until == "fight"])
    # Enrage: "after a creature with an enrage counter on it is used to fight", its enrage counters
    # go: a fight skipped because assault, hazardous or a "Before Fight:" ability destroyed a
    # creature still used it to fight (Fight); a fight stopped "with no effect" did not
    if not stopped and attacker.enraged and g.in_play(attacker):
        attacker.enraged = False
        g.say(f"{attacker.name} was used to fight: its enrage counter is removed", R.ENRAGE)
    # Fight: a skipped fight has no "Fight:" abilities, but "after a creature fights" and "after
    # a creature is used" abilities still trigger, as the creature was used to fight
    event = Event("fought", attacker, you, {"defender": defender, "neighbors": neighbors, "skipped": skipped})
    if skipped:
        fire(g, event)
    else:
        fire_with_bold(g, event, attacker, you, "fight", R.FIGHT)


def _before_fight(g: "Game", attacker, defender, you) -> bool:
    """"Before Fight:" abilities, assault, hazardous and "before a creature fights" abilities, in
    the active player's order. False when one of them stopped the fight ("exhaust that creature
    with no effect": Evasion Sigil): what had not resolved yet then does not."""
    # each is named for the active player's order by what gives it: the attacker, the card that
    # grants a "Before Fight:" ability (Siren Horn), the attacker's assault keyword, the defender
    todo = []
    for b, giver in [(modifiers.in_play(g, attacker), attacker)] + modifiers.granted_to(g, attacker):
        if b.has("before_fight"):
            todo.append((giver, _bold(g, b, attacker, you)))
    # assault and hazardous damage is not fight damage: a creature it destroys was not destroyed
    # fighting (Fight: the creatures "are not considered to have been in a fight for the purpose
    # of card effects that reference 'fighting'"); Sköll's "destroyed by assault damage" still is
    assault = modifiers.keyword(g, attacker, "assault")
    if assault:
        todo.append((Named(f"Assault {assault}"),
                     lambda: deal(g, [Hit(defender, assault, attacker)], R.ASSAULT)))
    hazardous = modifiers.keyword(g, defender, "hazardous")
    if hazardous:
        todo.append((defender,
                     lambda: deal(g, [Hit(attacker, hazardous, defender)], R.HAZARDOUS)))
    stop: list = []  # what stopped the fight, if anything did
    event = Event("before_fight", attacker, you, {"defender": defender, "stop": stop})
    g.emit(event)
    todo += pending(g, event)
    fighting = (attacker, defender)
    run_in_order(g, [(name, _unless(g, stop, fighting, run)) for name, run in todo])
    return not stop


def _unless(g: "Game", stop: list, fighting: tuple, run):
    """Each before-fight effect resolves only while the fight goes on: not once one stopped it,
    nor once one destroyed (or otherwise removed) either creature (Assault (X), Hazardous (X):
    "If this damage destroys the other creature, the rest of the fight does not occur"; Fight:
    the fight is skipped). A keyword of a creature no longer in play deals nothing."""
    return lambda: None if stop or not all(g.in_play(c) for c in fighting) else run()


def _bold(g, b, card, you):
    return lambda: resolve_bold(g, b, card, you, "before_fight")


def _fight_damage(g: "Game", attacker, defender, first_time: bool) -> None:
    elusive = first_time and modifiers.keyword(g, defender, "elusive") > 0
    if elusive and "elusive" in modifiers.ignored_keywords(g, attacker):
        g.say(f"{defender.name}'s elusive is ignored while {attacker.name} attacks", R.ELUSIVE)
        elusive = False
    if elusive:
        g.say(f"{defender.name} is elusive and fought for the first time this turn: "
              "no damage between it and the attacker", R.ELUSIVE)
    target = defender
    for b, src in modifiers.sources(g, "fight_damage_target"):
        other = b.fight_damage_target(g, src, attacker)
        if other is not None:
            target = other
            break
    hits = []
    silent = any(b.deals_no_fight_damage(g, src, attacker) for b, src in modifiers.sources(g, "deals_no_fight_damage"))
    if silent:
        g.say(f"{attacker.name} deals no damage when fighting", attacker.title)
    elif not (elusive and target is defender) and g.in_play(target):
        amount = _damage_by(g, attacker)
        for b, src in modifiers.sources(g, "fight_damage_bonus"):
            bonus = b.fight_damage_bonus(g, src, attacker, defender)
            if bonus:
                g.say(f"{attacker.name} deals +{bonus} damage attacking {defender.name}", src.title)
                amount += bonus
        hits.append(Hit(target, amount, attacker, by_power=True,
                        opposing=attacker if target is defender else None))
    if modifiers.keyword(g, attacker, "skirmish"):
        g.say(f"{attacker.name} has skirmish: it takes no damage from {defender.name}'s power", R.SKIRMISH)
    elif not elusive:
        if any(b.deals_no_fight_damage(g, src, defender) for b, src in modifiers.sources(g, "deals_no_fight_damage")):
            g.say(f"{defender.name} deals no damage when fighting", defender.title)
        else:
            hits.append(Hit(attacker, _damage_by(g, defender), defender, by_power=True, opposing=defender))
    deal(g, hits, R.FIGHT)


def _damage_by(g: "Game", creature) -> int:
    """The damage a creature deals in a fight: its power, unless an ability says how much it
    deals when fighting ("only deals 4 when fighting"). Two such restrictions conflict: the more
    restrictive one applies (FAQ, Restrictions: Tantadlin gaining Terrordactyl's text)."""
    limits = [(amount, b, src) for b, src in modifiers.sources(g, "fight_damage_amount")
              if (amount := b.fight_damage_amount(g, src, creature)) is not None]
    if not limits:
        return modifiers.power(g, creature)
    amount, b, src = min(limits, key=lambda x: x[0])
    if len({a for a, _, _ in limits}) > 1:
        g.say(f"{creature.name} is told both to only deal "
              f"{' and '.join(str(a) for a in sorted({a for a, _, _ in limits}))} damage when fighting: "
              "the more restrictive applies", R.CANNOT_VS_MUST)
    g.say(f"{creature.name} only deals {amount} damage when fighting", modifiers.cite(b, src))
    return amount
