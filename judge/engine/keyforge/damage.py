"""Dealing damage (Damage, Armor, Ward; the 2021 Timing Chart's DAMAGE steps).

Each time damage is dealt: effects that prevent damage apply ("cannot be dealt
damage"), then ward, then armor, then the remaining damage is dealt (with any
additional damage a lasting effect adds to that same instance); damage that would be dealt to one
creature may be dealt to another instead (Shadow Self). All damage from one
effect is dealt simultaneously; creatures with damage equal to or greater
than their power are then destroyed (together).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


@dataclass
class Hit:
    """One instance of damage about to be dealt."""

    target: "CardInstance"
    amount: int
    source: "CardInstance | None" = None
    by_power: bool = False  # dealt by a creature's power in a fight
    opposing: "CardInstance | None" = None  # the other creature in the fight


def deal(g: "Game", hits: list[Hit], rule: str = R.DAMAGE) -> set["CardInstance"]:
    """Deal the hits simultaneously; the creatures this damage destroyed (not those a ward or a
    replacement effect saved: destroy.destroy)."""
    from judge.engine.keyforge.destroy import destroy

    from judge.engine.keyforge.triggers import Event, pending, run_in_order

    assigned: list[tuple["CardInstance", int, Hit]] = []  # (creature dealt it, amount, the hit)
    after_armor: list = []  # "after ... prevents damage with its armor" abilities, run once dealt

    def prevent_and_assign(h: Hit) -> None:
        t = h.target
        if not g.in_play(t) or t.type != "creature":
            g.say(f"{t.name} is not a creature in play: no damage", R.RESOLVE_AS_MUCH)
            return
        amount = h.amount
        if amount <= 0:
            return
        instead = modifiers.first(g, "instead_of_damage", h.source) if h.source is not None else None
        if instead:
            by = modifiers.cite(instead[1], instead[2])
            g.say(f"{h.source.name} would deal {amount} damage to {t.name}: {by}'s ability resolves instead", by)
            instead[0]()
            return
        if _cannot_be_dealt(g, t, h.source, amount):
            return
        if t.warded:
            t.warded = False
            g.say(f"{t.name} would be dealt {amount} damage: its ward is discarded instead", R.WARD)
            return
        armor = modifiers.armor(g, t)
        armor_now(t, armor)
        remaining = armor - t.armor_used
        if remaining > 0 and h.source is not None and h.source in g.armor_cannot_prevent:
            g.say(f"{t.name}'s armor cannot prevent damage dealt by {h.source.name} now", R.ARMOR)
            remaining = 0
        if remaining > 0:
            prevented = min(remaining, amount)
            t.armor_used += prevented
            amount -= prevented
            g.say(f"{t.name}'s armor prevents {prevented} damage ({remaining - prevented} armor left this turn)", R.ARMOR)
            event = Event("armor_prevented", t, t.controller, {"amount": prevented})
            g.emit(event)
            after_armor.extend(pending(g, event))
        if amount <= 0:
            return
        final = t
        for b, src in list(modifiers.sources(g, "redirect_damage")):
            other = b.redirect_damage(g, src, t)
            if other is not None and other is not t and g.in_play(other):
                g.say(f"{amount} damage that would be dealt to {t.name} is dealt to {other.name} instead", src.title)
                final = other
                break
        if final is not t and _cannot_be_dealt(g, final, h.source, amount):
            return  # redirected past ward and armor (FFG, 16 December 2020), not past "cannot"
        for extra, src in modifiers.additional_damage(g, final, amount):
            g.say(f"{final.name} takes an additional {extra} damage ({amount} -> {amount + extra}): "
                  "added to this damage, not a separate instance", src.title)
            amount += extra
        assigned.append((final, amount, h))

    for h in _together(hits) if g.ruleset.ability_damage_at_once else hits:
        prevent_and_assign(h)
    # damage "also dealt" to another creature (Drecker) is part of the same damage: it keeps its
    # source (a poison creature's power still destroys), it is prevented like any damage, and it
    # does not itself cause more
    also = []
    for t, amount, h in list(assigned):
        for b, src in list(modifiers.sources(g, "also_dealt_to")):
            other = b.also_dealt_to(g, src, t)
            if other is not None and other is not t:
                g.say(f"the {amount} damage dealt to {t.name} is also dealt to {other.name}", src.title)
                also.append(Hit(other, amount, h.source, by_power=h.by_power))
    for h in also:
        prevent_and_assign(h)
    dealt: dict = {}
    poisoned: set = set()
    partners: dict = {}
    for t, amount, h in assigned:
        dealt[t] = dealt.get(t, 0) + amount
        if h.by_power and h.source is not None and modifiers.keyword(g, h.source, "poison"):
            poisoned.add(t)
        if h.opposing is not None:
            partners[t] = h.opposing
    # a power bonus a creature has while it is damaged counts only if it survives the damage that
    # damages it ("Gron Nine-Toes gets the power bonus only if he survives the damage"): the
    # damage is checked against the lower of its power before and after it is placed
    undamaged_power = {t: modifiers.power(g, t) for t in dealt if t.damage == 0}
    for t, amount in dealt.items():
        before = t.damage
        t.damage += amount
        g.say(f"{t.name} is dealt {amount} damage ({before} -> {t.damage})", rule)
    doomed = []
    for t in dealt:
        power = min(modifiers.power(g, t), undamaged_power.get(t, modifiers.power(g, t)))
        if t in poisoned:
            g.say(f"{t.name} was dealt damage by a poison creature's power", R.POISON)
            doomed.append(t)
        elif t.damage >= power:
            g.say(f"{t.name} has {t.damage} damage and {power} power", R.DAMAGE)
            doomed.append(t)
    controllers = {t: t.controller for t in dealt}
    destroyed = []
    if doomed:
        sources = {t: (h.source, rule) for t, _, h in assigned}
        destroyed = destroy(g, doomed, fighting=partners, damaged_by=sources)
    # "after ... is dealt damage" abilities trigger once the damage is dealt and the creatures
    # it destroyed are gone: a destroyed creature's own such ability no longer triggers
    # (FAQ, Venator Altum); `rule` tells what dealt it (a damage bonus icon: Maleficorn)
    for t, amount in dealt.items():
        event = Event("damaged", t, controllers[t], {"amount": amount, "rule": rule})
        g.emit(event)
        after_armor.extend(pending(g, event))
    run_in_order(g, after_armor)
    return set(destroyed)


def deal_chosen(g: "Game", picks, rule: str = R.DAMAGE, dealer=None) -> set["CardInstance"]:
    """Damage an ability deals in several chosen instances ("deal 2 to a creature and 2 to a
    different creature", "for each ..., deal 1 to a creature"): each of `picks` (callables
    choosing one instance's creatures, returning its hits, empty when nothing is chosen) is
    asked in turn. Under the 2021 rulebook all of it is then dealt at once: "all damage dealt by
    a card's ability is dealt simultaneously regardless of where it appears in the ability's
    text" (Resolve Abilities in the Order They Are Written; RuleSet.ability_damage_at_once), so
    a creature chosen twice takes the sum as one damage. Under earlier rulebooks each instance
    is dealt as soon as it is chosen, so a later choice sees what it did. The creatures this
    damage destroyed. (`dealer`: how hits are dealt, when not `deal` with `rule`: the card
    reader's, which remembers what they destroyed.)"""
    dealer = dealer or (lambda hits: deal(g, hits, rule))
    if not g.ruleset.ability_damage_at_once:
        destroyed: set = set()
        for pick in picks:
            hits = pick()
            if hits:
                destroyed |= dealer(hits)
        return destroyed
    hits = [h for pick in picks for h in pick()]
    return dealer(hits) if hits else set()


def _cannot_be_dealt(g: "Game", t: "CardInstance", source, amount: int) -> bool:
    """Is the creature one that cannot be dealt damage now (Invulnerable; "cannot be dealt damage":
    Hallowed Shield)? Then the damage is prevented, and the trace says why. Asked of the creature
    damage is aimed at and of one it is redirected to (Cannot vs. Must/May: "cannot" holds)."""
    if modifiers.keyword(g, t, "invulnerable"):
        g.say(f"{t.name} is invulnerable: it cannot be dealt damage ({amount} damage is prevented)", R.INVULNERABLE)
        return True
    shield = modifiers.first(g, "cannot_be_dealt_damage", t, source)
    if shield:
        by = f" by {source.name}" if source is not None else ""
        g.say(f"{t.name} cannot be dealt damage{by}: {amount} damage is prevented", modifiers.cite(shield[1], shield[2]))
        return True
    return False


def armor_now(t: "CardInstance", armor: int) -> None:
    """The creature's armor is `armor` now. Armor: "If a creature loses any amount of armor, it
    loses armor that has been used to prevent damage this turn before it loses armor that has not
    been used": armor lost since it was last seen (Bulwark leaving play) comes off the used part
    first; armor gained is unused. Seen whenever it prevents damage and at every check of the
    board (destroy.settle) while some of it is used."""
    if armor < t.armor_seen:
        t.armor_used = max(0, t.armor_used - (t.armor_seen - armor))
    t.armor_seen = armor


def _together(hits: list[Hit]) -> list[Hit]:
    """Hits dealt at once to one creature by one source, added up: one damage, which a ward
    stops whole (RuleSet.ability_damage_at_once: "all damage dealt by a card's ability is dealt
    simultaneously"; Sack of Coins or Shard of Pain choosing one creature twice), in the order
    the creatures came."""
    summed: dict[tuple, Hit] = {}
    for h in hits:
        key = (id(h.target), id(h.source), h.by_power, id(h.opposing))
        was = summed.get(key)
        summed[key] = h if was is None else Hit(h.target, was.amount + h.amount, h.source, h.by_power, h.opposing)
    return list(summed.values())


def damage(g: "Game", target: "CardInstance", amount: int, source: "CardInstance | None" = None,
           rule: str = R.DAMAGE) -> bool:
    """Deal damage to one creature; True if this damage destroyed it."""
    return target in deal(g, [Hit(target, amount, source)], rule)
