"""Destruction (Destroyed, Sacrifice; the 2021 Timing Chart's DESTROYED steps).

Cards are tagged for destruction; their "Destroyed:" abilities resolve (the
active player orders simultaneous ones; more destruction joins the same
batch); then every tagged card still in play goes to its owner's discard pile
at once; then "after a creature is destroyed" abilities of cards still in
play trigger. Cards destroyed together cannot trigger each other's
non-"Destroyed:" abilities, because they are no longer in play.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.triggers import Event, fire, resolve_bold, run_in_order

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


def destroy(g: "Game", cards: list["CardInstance"], *, rule: str = R.DESTROYED,
            fighting: dict | None = None) -> list["CardInstance"]:
    """Destroy cards; returns those this call tagged for destruction."""
    from judge.engine.keyforge.zones import move

    outer = g.tagged is None
    if outer:
        g.tagged = []
        g.batch_info = {}
    new = []
    for c in cards:
        if not g.in_play(c):
            g.say(f"{c.name} is not in play: it cannot be destroyed", R.RESOLVE_AS_MUCH)
            continue
        if c in g.leaving:
            g.say(f"{c.name} is already leaving play: it cannot be destroyed", R.RESOLVE_AS_MUCH)
            continue
        if c in g.tagged:
            g.say(f"{c.name} is already tagged for destruction: it cannot be tagged again, "
                  "so this destruction fails", R.DESTROYED)
            continue
        if c.warded:
            c.warded = False
            g.say(f"{c.name} would be destroyed: its ward is discarded instead", R.WARD)
            continue
        g.tagged.append(c)
        new.append(c)
        g.batch_info[c] = (c.controller, (fighting or {}).get(c))
        g.say(f"{c.name} is destroyed", rule)
    todo = []
    for c in new:
        # each ability is named by the card that gives it (Biomatrix Backup for the one it
        # grants), so the active player can tell apart two abilities of one creature
        for b, giver in [(modifiers.in_play(g, c), c)] + modifiers.granted_to(g, c):
            if b.has("destroyed"):
                todo.append((giver, _runner(g, b, c)))
    run_in_order(g, todo)
    if not outer:
        return new
    batch, info = g.tagged, g.batch_info
    g.tagged, g.batch_info = None, {}
    leaving = [c for c in batch if g.in_play(c)]
    # they leave play together: each one's neighbors are those it had just before that
    neighbors = {c: [n for n in g.neighbors(c)] for c in leaving if c.type == "creature"}
    for owner in ("player", "opponent"):
        pile = [c for c in leaving if c.owner == owner]
        if len(pile) > 1:
            pile = g.decide.order(f"order of destroyed cards in {owner}'s discard pile", pile, label=lambda c: c.name)
        for c in reversed(pile):  # the first chosen ends on top
            move(g, c, "discard", rule=R.DESTROYED, destroyed=True)
    for c, near in neighbors.items():
        c.neighbors_when_left = near
    # a card that left may have given power, and a ward discarded instead of a destruction leaves
    # the damage: a creature with as much damage as power now is destroyed
    settle(g)
    if batch:
        g.say("the destroyed cards have left play: “after … is destroyed” abilities of cards still in "
              "play trigger", R.DESTROYED)
    for c in batch:
        controller, partner = info[c]
        fire(g, Event("destroyed", c, controller, {"fighting": partner}))
    if batch:
        settle(g)  # the board changed: a constant ability's condition may hold now
    return new


def _runner(g, behaviour, card):
    return lambda: resolve_bold(g, behaviour, card, card.controller or card.owner, "destroyed")


def sacrifice(g: "Game", card: "CardInstance", you: str) -> bool:
    """Sacrifice: discard a card you control from play; it counts as destroyed."""
    if not g.in_play(card):
        g.say(f"{card.name} is not in play: it cannot be sacrificed", R.RESOLVE_AS_MUCH)
        return False
    if not g.controls(you, card):  # As If It Were Yours: still sacrificed as if you controlled it
        g.say(f"{you} does not control {card.name}: it cannot be sacrificed", R.SACRIFICE)
        return False
    return bool(destroy(g, [card], rule=R.SACRIFICE))


def settle(g: "Game") -> None:
    """Damage: a creature with as much or more damage as its power is destroyed
    (checked whenever power or damage may have changed); then the constant abilities whose
    effect happens while their condition holds ("If there are no enemy creatures, destroy
    Cincinnatus Rex."): Constant Abilities, "active so long as the card remains in play and
    meets all conditions specified by the ability". Each resolves once per check (an effect that
    does not change its condition waits for the next check)."""
    _lethal_damage(g)
    todo = [(src, run) for b, src in list(modifiers.sources(g)) if (run := b.condition_effect(g, src))]
    for src, run in todo:
        if g.in_play(src):
            run()
    if todo:
        _lethal_damage(g)


def _lethal_damage(g: "Game") -> None:
    """Destroy each creature with as much or more damage as its power. A ward discarded instead
    (Ward) leaves the damage: the check that ends that destruction (`destroy`) destroys the
    creature then."""
    doomed = [c for c in g.creatures() if c not in (g.tagged or ()) and c not in g.leaving
              and c.damage >= modifiers.power(g, c)]
    if doomed:
        for c in doomed:
            g.say(f"{c.name} has {c.damage} damage and {modifiers.power(g, c)} power", R.DAMAGE)
        destroy(g, doomed)
