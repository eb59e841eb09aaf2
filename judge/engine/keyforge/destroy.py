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
from judge.engine.keyforge.damage import armor_now
from judge.engine.keyforge.triggers import Event, Triggered, fire, resolve_bold, run_in_order

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


def destroy(g: "Game", cards: list["CardInstance"], *, rule: str = R.DESTROYED,
            fighting: dict | None = None, damaged_by: dict | None = None) -> list["CardInstance"]:
    """Destroy cards; returns those this call destroyed: tagged for destruction and not saved by
    a replacement effect before they left (Replacement Effects: "remove the destroyed tag"; a
    card saved so is not destroyed: "If that creature is destroyed by this effect", Sucker Punch).
    Inside another destruction (a Destroyed: ability destroying more), those it tagged: the outer
    one decides what becomes of them. `damaged_by`: for a
    creature destroyed by damage, (the card that dealt it, the rule that dealt it: Assault (X),
    Fight, ...), carried by its "destroyed" event ("destroyed by Sköll's assault damage")."""
    from judge.engine.keyforge.zones import move, together

    outer = g.tagged is None
    if outer:
        g.tagged = []
        g.batch_info = {}
        g.batch_resolved = set()
    new = []
    for c in cards:
        if not g.in_play(c):
            g.say(f"{c.name} is not in play: it cannot be destroyed", R.RESOLVE_AS_MUCH)
            continue
        if c in g.leaving:
            g.say(f"{c.name} is already leaving play: it cannot be destroyed", R.RESOLVE_AS_MUCH)
            continue
        if c in g.tagged:  # (the words of the rulebook: tags from the 2021 one's Destroyed)
            g.say(f"{c.name} is already tagged for destruction: it cannot be tagged again, so this destruction fails"
                  if g.ruleset.destroyed_abilities_when_tagged else
                  f"{c.name} is already being destroyed: this destruction fails", R.DESTROYED)
            continue
        if c.type == "creature" and modifiers.keyword(g, c, "invulnerable"):
            g.say(f"{c.name} is invulnerable: it cannot be destroyed", R.INVULNERABLE)
            continue
        if c.warded:
            c.warded = False
            g.say(f"{c.name} would be destroyed: its ward is discarded instead", R.WARD)
            continue
        g.tagged.append(c)
        new.append(c)
        g.say(f"{c.name} is destroyed", rule)
    todo = []
    for c in new:
        # each ability is named by its creature, and a granted one by the card that gives it too
        # (Biomatrix Backup for the one it grants), so the active player can tell apart two
        # abilities of one creature, and one card's gift to two creatures
        replacing = []
        blocked = modifiers.first(g, "cannot_trigger", c, "destroyed")
        if blocked and any(b.has("destroyed") for b in modifiers.abilities_of(g, c)):
            g.say(f"{c.name}'s “Destroyed:” abilities cannot trigger: {blocked[0]}",
                  modifiers.cite(blocked[1], blocked[2]))
        for b, giver in [(modifiers.in_play(g, c), c)] + modifiers.granted_to(g, c):
            if b.has("destroyed") and not blocked:
                if b.replaces_destruction:
                    replacing.append((giver, _runner(g, b, c), _applies(g, b, c)))
                else:
                    run = _runner(g, b, c)
                    # a granted one is named by its creature and by the card that gives it: two
                    # creatures given one by Archimedes are told apart ("Troll (given by Archimedes)")
                    todo.append((giver if giver is c else Triggered(c, f"given by {giver.name}", run, giver), run))
                    g.batch_resolved.add(_ability_key(c, b, giver))
        g.batch_info[c] = (c.controller, (fighting or {}).get(c), replacing, (damaged_by or {}).get(c), c.type)
    run_in_order(g, todo)
    if not outer:
        return new
    if not g.ruleset.destroyed_abilities_when_tagged:
        _gained_before_leaving(g)
    _replaced(g)
    batch, info = g.tagged, g.batch_info
    g.tagged, g.batch_info = None, {}
    leaving = [c for c in batch if g.in_play(c)]
    # they leave play together: each one's neighbors are those it had just before that
    neighbors = {c: [n for n in g.neighbors(c)] for c in leaving if c.type == "creature"}
    with together(g):  # "All the tagged cards are put into their owners' discard piles simultaneously"
        for owner in ("player", "opponent"):
            pile = [c for c in leaving if c.owner == owner]
            if len(pile) > 1:
                pile = g.decide.order(f"order of destroyed cards in {owner}'s discard pile", pile,
                                      label=lambda c: c.name)
            for c in reversed(pile):  # the first chosen ends on top
                move(g, c, "discard", rule=R.DESTROYED, destroyed=True)
    for c, near in neighbors.items():
        c.neighbors_when_left = near
    # a card that left may have given power, and a ward discarded instead of a destruction leaves
    # the damage: a creature with as much damage as power now is destroyed
    settle(g)
    if batch:
        names = ", ".join(c.name for c in batch)
        g.say(f"{names} (destroyed) {'has' if len(batch) == 1 else 'have'} left play: “after … is destroyed” "
              "abilities of cards still in play trigger", R.DESTROYED)
    for c in batch:
        controller, partner, _, by, kind = info[c]
        fire(g, Event("destroyed", c, controller, {"fighting": partner, "damaged_by": by, "card_type": kind}))
    if batch:
        settle(g)  # the board changed: a constant ability's condition may hold now
    return [c for c in new if c in batch]


def _ability_key(card: "CardInstance", ability, giver: "CardInstance") -> tuple:
    return card.uid, giver.uid, type(ability).__qualname__


def _gained_before_leaving(g: "Game") -> None:
    """Before the "tagged for destruction" rules (RuleSet.destroyed_abilities_when_tagged): a
    "Destroyed:" ability "resolves immediately before the card would be destroyed", so a card
    still to be destroyed resolves the ones it gained since the batch began, as the battleline
    closed up (Archimedes' new neighbor: Crucible Cast, July 2019), until none is new."""
    while True:
        todo = []
        for c in list(g.tagged):
            if not g.in_play(c) or modifiers.first(g, "cannot_trigger", c, "destroyed"):
                continue
            for b, giver in [(modifiers.in_play(g, c), c)] + modifiers.granted_to(g, c):
                key = _ability_key(c, b, giver)
                if b.has("destroyed") and not b.replaces_destruction and key not in g.batch_resolved:
                    g.batch_resolved.add(key)
                    g.say(f"{c.name} has gained a “Destroyed:” ability from {giver.name} before it is destroyed: "
                          "it resolves", R.DESTROYED)
                    todo.append((giver, _runner(g, b, c)))
        if not todo:
            return
        run_in_order(g, todo)


def _replaced(g: "Game") -> None:
    """Replacement Effects: a "Destroyed:" ability that keeps its card from being destroyed
    ("... instead") "does not resolve until the card would be put into the discard pile. When the
    card would be put into the discard pile, instead of putting the card into the discard pile,
    remove the destroyed tag and complete the instructions of the destruction replacement
    effect." It resolves while the batch is open, so what it destroys joins the batch (the tag
    "is given to the Armageddon Cloak"); a card with several such abilities: the active player
    picks the one that applies. A replacement with a condition ("If you have any other creatures
    in play, instead of destroying ...") applies only when its condition holds then; when none
    applies, the card is destroyed."""
    seen: set = set()
    while True:
        todo = [c for c in g.tagged if c not in seen and g.in_play(c) and g.batch_info[c][2]]
        if not todo:
            return
        for c in todo:
            seen.add(c)
            replacing = [r for r in g.batch_info[c][2] if r[2]()]
            if not replacing:
                g.say(f"{c.name}'s replacement effect does not apply now: it is destroyed", R.REPLACEMENT,
                      by=g.batch_info[c][2][0][0])
                continue
            if len(replacing) > 1:
                replacing = g.decide.order(f"replacement effect that applies to {c.name}'s destruction",
                                           replacing, label=lambda t: t[0].name)
            giver, run, _ = replacing[0]
            g.tagged.remove(c)
            g.say(f"{c.name} would be put into the discard pile: its destroyed tag is removed and "
                  f"{giver.name}'s replacement effect resolves instead" if g.ruleset.destroyed_abilities_when_tagged
                  else f"{c.name} would be destroyed: {giver.name}'s replacement effect resolves instead",
                  R.REPLACEMENT, by=giver)
            run()


def _applies(g, behaviour, card):
    """Does a destruction replacement apply as the card would be put into the discard pile ("If
    you have any other creatures in play, instead of destroying ...": `Behaviour.replacement_applies`)?"""
    return lambda: behaviour.replacement_applies(g, card, card.controller or card.owner)


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


def settle(g: "Game"):
    """Damage: a creature with as much or more damage as its power is destroyed
    (checked whenever power or damage may have changed); then the constant abilities whose
    effect happens while their condition holds ("If there are no enemy creatures, destroy
    Cincinnatus Rex."): Constant Abilities, "active so long as the card remains in play and
    meets all conditions specified by the ability". Each resolves once per check (an effect that
    does not change its condition waits for the next check).

    When nothing happens, the look it took at the active abilities (modifiers.steady), for a
    question asked next; else None."""
    with modifiers.steady(g):  # one look at the board while nothing changes
        for c in g.creatures():
            if c.armor_used:  # armor lost comes off the used part first (damage.armor_now)
                armor_now(c, modifiers.armor(g, c))
        doomed = _doomed(g)
        todo = [] if doomed else _conditions(g)
        look = g.steady
    if not doomed and not todo:
        return look
    if doomed:
        _destroy_doomed(g, doomed)
        todo = _conditions(g)  # the board changed
    for src, run in todo:
        if g.in_play(src):
            run()
    if todo:
        _lethal_damage(g)
    return None


def _conditions(g: "Game") -> list:
    """(card, effect) of the constant abilities whose condition holds now."""
    with modifiers.steady(g):
        return [(src, run) for b, src in modifiers.sources(g, "condition_effect") if (run := b.condition_effect(g, src))]


def _doomed(g: "Game") -> list[tuple["CardInstance", int]]:
    """(creature, power) of each creature in play with as much or more damage as its power."""
    with modifiers.steady(g):
        powers = [(c, modifiers.power(g, c)) for c in g.creatures() if c not in (g.tagged or ()) and c not in g.leaving]
        return [(c, power) for c, power in powers if c.damage >= power
                and not modifiers.keyword(g, c, "invulnerable")]  # Invulnerable: stays in play at 0 power


def _destroy_doomed(g: "Game", doomed: list[tuple["CardInstance", int]]) -> None:
    for c, power in doomed:
        g.say(f"{c.name} has {c.damage} damage and {power} power", R.DAMAGE)
    destroy(g, [c for c, _ in doomed])


def _lethal_damage(g: "Game") -> None:
    """Destroy each creature with as much or more damage as its power. A ward discarded instead
    (Ward) leaves the damage: the check that ends that destruction (`destroy`) destroys the
    creature then."""
    doomed = _doomed(g)
    if doomed:
        _destroy_doomed(g, doomed)
