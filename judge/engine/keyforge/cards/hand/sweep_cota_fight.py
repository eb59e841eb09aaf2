"""Hand-written cards of the cota-aoa sweep about creatures, damage and fights: texts with a
one-off sentence the grammar does not read ("... or ...", "except the most powerful", "deals
damage equal to its power", "can only fight ..."), played
through the effect vocabulary and the fight hooks (`cannot_attack`, `deals_no_fight_damage`)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.damage import Hit
from judge.engine.keyforge.state import other


def _fought(g, src):
    """The creature `src` is fighting now (a "Before Fight:" ability), or None."""
    return g.fight[1] if g.fight and g.fight[0] is src else None


def _either(g, you, options: dict):
    """“Or”: the active player picks one of the effects (each named by its words) and it resolves."""
    picked = g.decide.option("which effect to resolve", list(options))
    g.say(f"{you} chooses to {picked}", R.ABILITY)
    options[picked]()


def _heal_up_to(g, src, most: int):
    """"Heal up to N damage from a creature": the active player picks the creature and how much,
    0 to N, no more than it has (Heal). (creature or None, damage healed)."""
    target = fx.choose(g, f"a creature to heal up to {most} damage from", g.creatures(), none="there is no creature")
    if target is None:
        return None, 0
    top = min(most, target.damage)
    n = g.decide.number(f"damage to heal from {target.name}", 0, top) if top else 0
    return target, (fx.heal(g, target, n, src.title) if n else 0)


# -- damage -------------------------------------------------------------------------------------
@card("Pawn Sacrifice")
class PawnSacrifice(Behaviour):
    """Play: Sacrifice a friendly creature. If you do, deal 3D each to 2 creatures."""

    def play(self, g, src, you):
        pawn = fx.choose(g, "a friendly creature to sacrifice", g.creatures(you), none="there is no friendly creature")
        if pawn is None or not fx.sacrifice(g, pawn, you):
            g.say("no creature was sacrificed: no damage is dealt", R.IF_YOU_DO)
            return
        targets = fx.choose_exactly(g, "a creature to deal 3 damage to", g.creatures(), 2)
        if targets:
            fx.deal(g, [Hit(t, 3, src) for t in targets], src.title)


@card("Guardian Demon")
class GuardianDemon(Behaviour):
    """Play/Fight/Reap: Heal up to 2 damage from a creature. Deal that amount of damage to another
    creature. (The player chooses how much, 0 to 2, as much as it has.)"""

    def play(self, g, src, you):
        healed_one, healed = _heal_up_to(g, src, 2)
        if not healed:
            g.say("no damage was healed: no damage is dealt", src.title)
            return
        other_one = fx.choose(g, f"another creature to deal {healed} damage to",
                              [c for c in g.creatures() if c is not healed_one], none="there is no other creature")
        if other_one is not None:
            fx.damage(g, other_one, healed, src, src.title)

    fight = reap = play


@card("Vigor")
class Vigor(Behaviour):
    """Play: Heal up to 3 damage from a creature. If you healed 3 damage, gain 1A."""

    def play(self, g, src, you):
        _, healed = _heal_up_to(g, src, 3)
        if healed == 3:
            fx.gain(g, you, 1, src.title)
        else:
            g.say(f"{healed} damage healed, not 3: no Æmber is gained", src.title)


# -- "or" -----------------------------------------------------------------------------------------
@card("Squawker")
class Squawker(Behaviour):
    """Play: Ready a Mars creature or stun a non-Mars creature."""

    def play(self, g, src, you):
        def ready():
            c = fx.choose(g, "a Mars creature to ready", [c for c in g.creatures() if modifiers.belongs_to(g, c, "mars")],
                          none="there is no Mars creature")
            if c is not None:
                fx.ready(g, c, src.title)

        def stun():
            c = fx.choose(g, "a non-Mars creature to stun", [c for c in g.creatures() if not modifiers.belongs_to(g, c, "mars")],
                          none="there is no non-Mars creature")
            if c is not None:
                fx.stun(g, c, src.title)

        _either(g, you, {"ready a mars creature": ready, "stun a non-mars creature": stun})


@card("Ozmo, Martianologist")
class OzmoMartianologist(Behaviour):
    """Elusive. Fight/Reap: Heal 3 damage from a Mars creature or stun a Mars creature."""

    def reap(self, g, src, you):
        mars = [c for c in g.creatures() if modifiers.belongs_to(g, c, "mars")]

        def heal():
            c = fx.choose(g, "a Mars creature to heal 3 damage from", mars, none="there is no Mars creature")
            if c is not None:
                fx.heal(g, c, 3, src.title)

        def stun():
            c = fx.choose(g, "a Mars creature to stun", mars, none="there is no Mars creature")
            if c is not None:
                fx.stun(g, c, src.title)

        _either(g, you, {"heal 3 damage from a mars creature": heal, "stun a mars creature": stun})

    fight = reap


# -- destroying -----------------------------------------------------------------------------------
@card("EMP Blast")
class EMPBlast(Behaviour):
    """Play: Each Mars creature and each Robot creature is stunned. Each artifact is destroyed."""

    def play(self, g, src, you):
        for c in [c for c in g.creatures() if modifiers.belongs_to(g, c, "mars") or modifiers.has_trait(g, c, "robot")]:
            fx.stun(g, c, src.title)
        if g.artifacts():
            fx.destroy(g, list(g.artifacts()))


@card("Destroy Them All!")
class DestroyThemAll(Behaviour):
    """Play: Destroy an artifact, a creature, and an upgrade. (Chosen in that order, destroyed
    at once.)"""

    def play(self, g, src, you):
        upgrades = [u for c in g.creatures() for u in c.upgrades]
        picked = [fx.choose(g, f"{what} to destroy", options, none=f"there is no {what.split(' ', 1)[1]}")
                  for what, options in (("an artifact", g.artifacts()), ("a creature", g.creatures()),
                                        ("an upgrade", upgrades))]
        picked = [c for c in picked if c is not None]
        if picked:
            fx.destroy(g, picked)


@card("Champion’s Challenge")
class ChampionsChallenge(Behaviour):
    """Play: Destroy each enemy creature except the most powerful enemy creature. Destroy each
    friendly creature except the most powerful friendly creature. Ready and fight with your
    remaining creature."""

    def play(self, g, src, you):
        for seat, what in ((other(you), "enemy creature"), (you, "friendly creature")):
            keep = fx.most_powerful(g, g.creatures(seat), what)
            doomed = [c for c in g.creatures(seat) if c is not keep]
            if doomed:
                fx.destroy(g, doomed)
        remaining = g.creatures(you)
        if len(remaining) != 1:
            g.say(f"{you} has {len(remaining)} creatures: there is no remaining creature to ready and fight with",
                  R.RESOLVE_AS_MUCH)
            return
        fx.ready(g, remaining[0], src.title)
        fx.fight_with(g, remaining[0], you, via=src)


@card("Exterminate! Exterminate!")
class ExterminateExterminate(Behaviour):
    """Play: For each friendly Mars creature you control, destroy a non-Mars creature with lower
    power. (One at a time, each lower than that Mars creature's power.)"""

    def play(self, g, src, you):
        for mars in [c for c in g.creatures(you) if modifiers.belongs_to(g, c, "mars")]:
            if not g.in_play(mars):
                continue
            p = fx.power(g, mars)
            target = fx.choose(g, f"a non-Mars creature with lower power than {mars.name} ({p}) to destroy",
                               [c for c in g.creatures() if not modifiers.belongs_to(g, c, "mars") and fx.power(g, c) < p],
                               none=f"there is no non-Mars creature with less than {p} power")
            if target is not None:
                fx.destroy(g, [target])


# -- fights ---------------------------------------------------------------------------------------
@card("Zorg")
class Zorg(Behaviour):
    """Zorg enters play stunned. Before Fight: Stun the creature Zorg fights and each of that
    creature's neighbors."""

    def enters_play_status(self, g, src, card, seat):
        return ["stunned"] if card is src else []

    def before_fight(self, g, src, you):
        fought = _fought(g, src)
        if fought is None:
            return
        for c in [fought] + g.neighbors(fought):
            fx.stun(g, c, src.title)


@card("Mindworm")
class Mindworm(Behaviour):
    """Elusive. Before Fight: The creature Mindworm fights deals damage equal to its power to each
    of its neighbors."""

    def before_fight(self, g, src, you):
        fought = _fought(g, src)
        if fought is None:
            return
        n = fx.power(g, fought)
        neighbors = g.neighbors(fought)
        if not neighbors or n <= 0:
            g.say(f"{fought.name} has no neighbors to deal damage to", R.RESOLVE_AS_MUCH)
            return
        fx.deal(g, [Hit(c, n, fought) for c in neighbors], src.title)


@card("Lollop the Titanic")
class LollopTheTitanic(Behaviour):
    """Lollop the Titanic deals no damage when attacked."""

    def deals_no_fight_damage(self, g, src, creature):
        return creature is src and bool(g.fight) and g.fight[1] is src


@card("Bigtwig")
class Bigtwig(Behaviour):
    """Bigtwig can only fight stunned creatures. Reap: Stun and exhaust a creature."""

    def cannot_attack(self, g, src, attacker, defender):
        if attacker is src and not defender.stunned:
            return "Bigtwig can only fight stunned creatures"
        return None

    def reap(self, g, src, you):
        target = fx.choose(g, "a creature to stun and exhaust", g.creatures(), none="there is no creature")
        if target is not None:
            fx.stun(g, target, src.title)
            fx.exhaust(g, target, src.title)


@card("Groggins")
class Groggins(Behaviour):
    """When Groggins is used to fight, it can only attack flank creatures."""

    def cannot_attack(self, g, src, attacker, defender):
        if attacker is src and not g.on_flank(defender):
            return "Groggins can only attack flank creatures"
        return None


@card("Camouflage")
class Camouflage(Behaviour):
    """Creatures not on a flank cannot fight this creature. (This creature: the one it is attached to.)"""

    def cannot_attack(self, g, src, attacker, defender):
        host = src.attached_to
        if host is not None and defender is host and not g.on_flank(attacker):
            return f"creatures not on a flank cannot fight {host.name}"
        return None

