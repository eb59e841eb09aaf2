"""Using cards (Using Cards, Reap, Fight, Action, Omni, Stun, Enrage,
Using Cards via Other Card Abilities, The Rule of Six).

Using a card exhausts it. A creature may reap, fight, or trigger its
"Action:" or "Omni:" ability; an artifact its "Action:" or "Omni:" ability.
In step 3 only cards of the active house may be used, except for "Omni:"
abilities and card abilities that permit it; a card ability may use a card of
any house, but the other requirements (ready, an enemy to fight) still hold.
A stunned creature, when used in any way, only exhausts and loses its stun.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.base import IllegalAction
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.triggers import Event, fire, fire_with_bold, resolve_bold

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game

HOW = ("reap", "fight", "action", "omni")


def _permission(g: "Game", card, you, how):
    for b, src in modifiers.sources(g, "may_use"):
        if b.may_use(g, src, you, card, how):
            return b, src
    return None


@modifiers.question
def blocked(g: "Game", card: "CardInstance", how: str, you: str, via, as_if_yours: bool,
            free: bool = False) -> tuple[str | None, tuple | None, str]:
    """(reason `card` cannot be used this way now, permission it needs, rule). `free`: a card's
    ability uses it and leaves the way to the player ("use a friendly creature"), as a use in
    step 3 does (via None)."""
    if via is None and g.step != "main":
        from judge.engine.keyforge.turn import not_in_main

        return not_in_main(g, "used"), None, R.USING_CARDS
    if not g.in_play(card):
        return f"{card.name} is not in play", None, R.USING_CARDS
    if card.controller != you and not as_if_yours:
        return f"{you} does not control {card.name}", None, R.USING_VIA_ABILITIES
    if card.type not in ("creature", "artifact"):
        return f"{card.name} is an {card.type}: it is not used by itself", None, R.UPGRADES
    if card.type == "artifact" and how in ("reap", "fight"):
        return "artifacts cannot be used to reap or to fight", None, R.USING_CARDS
    if card.exhausted:
        return f"{card.name} is exhausted", None, R.USING_CARDS
    count = g.turn.uses.get(card.title, 0)
    if count >= 6:
        return f"{card.title} was already played or used {count} times this turn", None, R.RULE_OF_SIX
    needs = None
    if via is None and how != "omni" and not modifiers.belongs_to(g, card, g.active_house):
        needs = _permission(g, card, you, how)
        if needs is None:
            return (f"{card.name} is {', '.join(sorted(modifiers.houses(g, card)))}, not of the active house "
                    f"({g.active_house or 'none'})", None, R.USING_CARDS)
    # Stun: a stunned creature is used to remove its stun only where it "could normally
    # be used": an "Action:"/"Omni:" use still needs that ability (an off-house creature
    # without "Omni:" cannot be unstunned through omni).
    if how in ("action", "omni") and not any(b.has(how) for b in modifiers.abilities_of(g, card)):
        return f"{card.name} has no “{how.capitalize()}:” ability", None, R.USING_CARDS
    found = modifiers.first(g, "cannot_use", you, card, how)
    if found:
        return found[0], None, modifiers.cite(found[1], found[2])
    unpaid = modifiers.unpaid(g, you, card, "use")
    if unpaid:
        return unpaid[0], None, unpaid[1]
    if card.stunned:
        return None, needs, ""
    if how == "fight" and not attackable(g, card, you):
        return "there is no enemy creature it can fight", None, R.FIGHT
    if card.type == "creature" and how != "fight" and (via is None or free):
        must = _must_fight(g, card)
        if must and able_to_fight(g, card, you):
            return f"{card.name} {must[0]}", None, must[1]
    return None, needs, ""


def _must_fight(g: "Game", creature: "CardInstance") -> tuple[str, str] | None:
    """Why the creature must be used to fight when it is used, if able, and the rule: its enrage
    counter (Enrage), or a card's ability (Little Rapscal). Only where the way to use it is
    chosen: a card that says how ("reap with each of Ghosthawk's neighbors") instructs that way,
    and the creature is then not able to fight (2021 FAQ, Ghosthawk)."""
    if creature.enraged:
        return "is enraged: it must be used to fight", R.ENRAGE
    found = modifiers.first(g, "must_fight", creature)
    return (found[0], modifiers.cite(found[1], found[2])) if found else None


_BEING_USED = object()  # able_to_fight: the use being decided, whoever allows it


def able_to_fight(g: "Game", creature: "CardInstance", you: str) -> bool:
    """"Must be used to fight, if able" (Enrage; Little Rapscal): could the creature, being used
    now, be used to fight? An enemy creature it may attack, and nothing that forbids it to fight
    ("your opponent cannot use creatures to fight": Foggify). Whether it may be used at all (its
    house, the step) is the use's own question: asked the same whether the player uses it or a
    card does (Inspiration, Commander Remiel: "use a friendly creature")."""
    return blocked(g, creature, "fight", you, _BEING_USED, False)[0] is None


@modifiers.question
def attackable(g: "Game", attacker: "CardInstance", you: str) -> list["CardInstance"]:
    """Enemy creatures the attacker may fight (Taunt: a taunt creature's neighbors
    without taunt cannot be attacked, nor the creatures an ability says its taunt also applies
    to: Ability.taunt_reach; and card abilities that forbid some fights: `cannot_attack`)."""
    from judge.engine.keyforge.state import other

    enemies = g.creatures(other(you))
    if "taunt" in modifiers.ignored_keywords(g, attacker):
        return list(enemies)
    reached = {id(c) for b, src in modifiers.sources(g, "taunt_reach") for c in b.taunt_reach(g, src)
               if modifiers.keyword(g, src, "taunt")}
    out = []
    taunt = {id(c): modifiers.keyword(g, c, "taunt") for c in enemies}
    for c in enemies:
        guarded = id(c) in reached or any(taunt.get(id(n)) for n in g.neighbors(c))
        if guarded and not taunt[id(c)]:
            continue
        if modifiers.first(g, "cannot_attack", attacker, c):
            continue
        out.append(c)
    return out


def use(g: "Game", card: "CardInstance", how: str, you: str, *, via=None, target=None,
        as_if_yours: bool = False) -> bool:
    """Use a card to reap, fight, or trigger its Action:/Omni: ability.

    In step 3 (via=None) an illegal use raises IllegalAction; through a card
    ability it resolves as much as it can and returns False.
    """
    from judge.engine.keyforge.effects import pay_in_order_to

    reason, needs, rule = blocked(g, card, how, you, via, as_if_yours)
    if reason:
        if via is None:
            raise IllegalAction(f"cannot {how} with {card.name}: {reason} [{R.short(rule)}]")
        g.say(f"{card.name} cannot be used to {how}: {reason}", rule)
        return False
    # the target is checked before the card is exhausted, so a refused fight changes nothing
    if how == "fight" and target is not None and not card.stunned and target not in attackable(g, card, you):
        raise IllegalAction(f"{card.name} cannot fight {target.name}: it is not an enemy creature it may "
                            f"attack [{R.short(R.TAUNT)}]")
    if needs:
        b, src = needs
        b.uses_permission(g, src, you, card)
        whose = "its own ability" if src is card else src.name
        g.say(f"{card.name} is used with the permission of {whose}", src.title)
    pay_in_order_to(g, you, card, "use")
    g.turn.uses[card.title] = g.turn.uses.get(card.title, 0) + 1
    if via is None:
        g.turn.actions_taken += 1
    if as_if_yours and card.controller != you:
        g.say(f"{you} uses {card.name} as if it were theirs (without gaining control of it)", R.AS_IF_YOURS)
        g.as_if.append((card, you))
        try:
            return _use(g, card, how, you, target)
        finally:
            g.as_if.pop()
    return _use(g, card, how, you, target)


def _use(g: "Game", card: "CardInstance", how: str, you: str, target) -> bool:
    """The use itself, once it is allowed: exhaust the card and resolve what it is used for;
    then "after ... is used" abilities trigger (removing a stun is using the creature too)."""
    stunned = card.stunned
    _resolve_use(g, card, how, you, target)
    fire(g, Event("after_use", card, you, {"how": how, "stunned": stunned}))
    return True


def _resolve_use(g: "Game", card: "CardInstance", how: str, you: str, target) -> None:
    if card.stunned:
        card.exhausted = True
        card.stunned = False
        g.emit(Event("used", card, you, {"how": how, "stunned": True}))
        g.say(f"{card.name} is stunned: using it only exhausts it and removes the stun", R.STUN)
        return
    card.exhausted = True
    if how == "reap":
        _reap(g, card, you)
    elif how == "fight":
        from judge.engine.keyforge.fight import fight

        foes = attackable(g, card, you)
        defender = target or g.decide.card(f"creature for {card.name} to fight", foes)
        g.emit(Event("used", card, you, {"how": "fight"}))
        fight(g, card, defender, you)
    else:
        word = "Action" if how == "action" else "Omni"
        g.say(f"{card.name} is exhausted to use its “{word}:” ability", R.OMNI if how == "omni" else R.USING_CARDS)
        g.emit(Event("used", card, you, {"how": how}))
        for b in modifiers.abilities_of(g, card):
            if b.has(how):
                resolve_bold(g, b, card, you, how)


class AemberGained:
    """Æmber a player just gained (by reaping), for abilities that take “it” afterwards
    (Sir Marrows captures it): how much of it is still in their pool to be taken."""

    def __init__(self, seat: str, amount: int):
        self.seat = seat
        self.remaining = amount


def _reap(g: "Game", creature: "CardInstance", you: str) -> None:
    from judge.engine.keyforge.effects import gain, steal

    g.say(f"{creature.name} reaps", R.REAP)
    g.emit(Event("used", creature, you, {"how": "reap"}))
    replaced = modifiers.first(g, "replaces_reap_gain", you)
    if replaced:
        g.say(f"the Æmber {you} would gain from reaping is stolen from the opponent instead", R.REPLACEMENT,
              by=replaced[2])
        steal(g, you, 1, modifiers.cite(replaced[1], replaced[2]))
    elif gain(g, you, 1, R.REAP):  # (not when a replacement effect takes it elsewhere)
        fire(g, Event("gained_by_reaping", creature, you, {"aember": AemberGained(you, 1)}))
    fire_with_bold(g, Event("reaped", creature, you), creature, you, "reap", R.REAP)
