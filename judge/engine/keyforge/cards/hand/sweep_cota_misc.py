"""Hand-written cards of the cota-aoa sweep: constant abilities and lasting effects with a
one-off sentence ("must fight when used, if able", "as if it belonged to the active house",
"you get all A spent by your opponent when forging keys", "each turn in which ... is not your
active house"), fights one at a time and sacrifices of a total power, through the effect
vocabulary and Ability hooks."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.state import other


@card("Heart of the Forest")
class HeartOfTheForest(Behaviour):
    """Each player cannot forge keys while they have more forged keys than their opponent."""

    def cannot_forge(self, g, src, seat):
        mine, theirs = g.player(seat).keys, g.player(other(seat)).keys
        return f"{seat} has more forged keys ({mine}) than their opponent ({theirs})" if mine > theirs else None


@card("Autocannon")
class Autocannon(Behaviour):
    """Deal 1D to each creature after it enters play."""

    def on(self, g, src, event):
        c = event.card
        if event.kind == "entered" and c is not None and c.type == "creature":
            return lambda: fx.damage(g, c, 1, src, src.title)
        return None


@card("Little Rapscal")
class LittleRapscal(Behaviour):
    """Elusive. Creatures must fight when used, if able."""

    def must_fight(self, g, src, creature):
        return "must fight when used, if able (Little Rapscal)"


@card("Tireless Crocag")
class TirelessCrocag(Behaviour):
    """Tireless Crocag cannot reap. You may use Tireless Crocag as if it belonged to the active
    house. If your opponent has no creatures in play, destroy Tireless Crocag."""

    def cannot_use(self, g, src, seat, c, how):
        return "Tireless Crocag cannot reap" if c is src and how == "reap" else None

    def may_use(self, g, src, seat, c, how):
        return c is src and seat == src.controller

    def condition_effect(self, g, src):
        if src.controller is None or g.creatures(other(src.controller)):
            return None
        return lambda: fx.destroy(g, [src])


@card("The Sting")
class TheSting(Behaviour):
    """Skip your “forge a key” step. You get all A spent by your opponent when forging keys.
    Action: Sacrifice The Sting."""

    def skips_step(self, g, src, seat, step):
        return step == "forge" and seat == src.controller

    def receives_spent_aember(self, g, src, seat):
        return src.controller if src.controller is not None and seat != src.controller else None

    def action(self, g, src, you):
        fx.sacrifice(g, src, you)


# -- lasting effects ------------------------------------------------------------------------------
@card("Relentless Assault")
class RelentlessAssault(Behaviour):
    """Play: Ready and fight with up to 3 different friendly creatures, one at a time."""

    def play(self, g, src, you):
        done: list = []
        while len(done) < 3:
            c = g.decide.card(f"a friendly creature to ready and fight with ({len(done) + 1} of up to 3)",
                              [c for c in g.creatures(you) if c not in done], optional=True) \
                if [c for c in g.creatures(you) if c not in done] else None
            if c is None:
                break
            done.append(c)
            fx.ready(g, c, src.title)
            fx.fight_with(g, c, you, via=src)


@card("Might Makes Right")
class MightMakesRight(Behaviour):
    """Play: You may sacrifice any number of creatures with total power of 25 or more. If you do,
    forge a key at no cost. (Only friendly creatures can be sacrificed; the ones chosen must
    total 25 power or more, or none is sacrificed. They are sacrificed together; "if you do":
    those actually sacrificed must total 25 power, so a ward that keeps one in play may leave too
    little: “If You Do”.)"""

    def play(self, g, src, you):
        mine = g.creatures(you)
        if sum(fx.power(g, c) for c in mine) < 25:
            g.say(f"{you}'s creatures total less than 25 power: none can be sacrificed this way", R.RESOLVE_AS_MUCH)
            return
        if not g.decide.may("sacrifice creatures with total power of 25 or more"):
            g.say(f"{you} sacrifices no creatures", R.MAY)
            return
        chosen = fx.choose_up_to(g, "a friendly creature to sacrifice", mine, len(mine))
        total = sum(fx.power(g, c) for c in chosen)
        if total < 25:
            g.say(f"the chosen creatures total {total} power, less than 25: none is sacrificed", R.IF_YOU_DO)
            return
        powers = {c: fx.power(g, c) for c in chosen}
        gone = fx.destroy(g, chosen, rule=R.SACRIFICE)  # Sacrifice: each is destroyed, all at once
        total = sum(powers[c] for c in gone)
        if total < 25:
            g.say(f"the creatures sacrificed total {total} power, less than 25: no key is forged", R.IF_YOU_DO)
            return
        fx.forge_key(g, you, 0, src.title)


@card("Sucker Punch")
class SuckerPunch(Behaviour):
    """Alpha. Play: Deal 2D to an enemy creature. If that creature is destroyed by this effect,
    archive Sucker Punch."""

    def play(self, g, src, you):
        target = fx.choose(g, "an enemy creature to deal 2 damage to", g.creatures(other(you)),
                           none="there is no enemy creature")
        if target is not None and fx.damage(g, target, 2, src, src.title):
            fx.archive(g, src, you, src.title)


@card("Witch of the Wilds")
class WitchOfTheWilds(Behaviour):
    """During each turn in which Untamed is not your active house, you may play one Untamed card.
    (A permission, spent on one card each such turn: the turn's events record it.)"""

    def may_play(self, g, src, seat, c):
        if seat != src.controller or g.active != seat or g.active_house == "untamed" or not modifiers.belongs_to(g, c, "untamed"):
            return False
        return not any(e.kind == "permission_used" and e.data.get("by") is src for e in g.turn.events)

    def uses_permission(self, g, src, seat, c):
        from judge.engine.keyforge.triggers import Event

        g.emit(Event("permission_used", c, seat, {"by": src}))


@card("Entropic Manipulator")
class EntropicManipulator(Behaviour):
    """Play: Choose a player. You may redistribute the damage on the creatures that player controls
    among that player's creatures. (You may cause more damage to a creature than it has power.)
    (The active player says, creature by creature from the left, how much of what is left each
    gets; the last one gets the rest.)"""

    def play(self, g, src, you):
        seat = g.decide.option("a player whose creatures' damage to redistribute", [you, other(you)])
        g.say(f"{you} chooses {seat}", src.title)
        line = list(g.creatures(seat))
        total = sum(c.damage for c in line)
        if len(line) < 2 or not total or not g.decide.may(f"redistribute the {total} damage on {seat}'s creatures"):
            g.say("no damage is redistributed", R.MAY)
            return
        left, amounts = total, {}
        for c in line[:-1]:
            amounts[c] = g.decide.number(f"damage on {c.name} ({left} left to place)", 0, left)
            left -= amounts[c]
        amounts[line[-1]] = left
        fx.redistribute_damage(g, amounts, src.title)


@card("Speed Sigil")
class SpeedSigil(Behaviour):
    """The first creature played each turn enters play ready. (Played: not put into play; the
    first creature whose play began this turn, play.py's "playing" event.)"""

    def enters_play_status(self, g, src, c, seat):
        if c.type != "creature":
            return []
        playing = [e.card for e in g.turn.events if e.kind == "playing" and e.card.type == "creature"]
        return ["ready"] if playing and playing[0] is c and playing[-1] is c else []


class _GoldenAura(LastingEffect):
    """For the remainder of the turn, the chosen creature is considered to be in house Sanctum
    (instead of its own: Houses) and cannot be dealt damage."""

    def __init__(self, source, you, rule, chosen):
        super().__init__(source, you, rule, target=chosen)

    def houses(self, g, src, c):
        return ("instead", frozenset({"sanctum"})) if c is self.target else None

    def cannot_be_dealt_damage(self, g, src, creature, source):
        return creature is self.target


@card("Golden Aura")
class GoldenAura(Behaviour):
    """Play: Choose a creature. Fully heal the chosen creature. For the remainder of the turn, the
    chosen creature is considered to be in house Sanctum and cannot be dealt damage."""

    def play(self, g, src, you):
        chosen = fx.choose(g, "a creature to fully heal", g.creatures(), none="there is no creature")
        if chosen is None:
            return
        fx.heal(g, chosen, None, src.title)
        fx.add_lasting(g, _GoldenAura(src, you, src.title, chosen),
                       f"for the remainder of the turn {chosen.name} is considered to be in house Sanctum and "
                       "cannot be dealt damage")


class _NoArmor(LastingEffect):
    """Until the end of the turn these creatures have no armor (Armor: considered 0)."""

    def __init__(self, source, you, rule, creatures):
        super().__init__(source, you, rule)
        self.creatures = creatures

    def considered_armor(self, g, src, creature):
        return 0 if creature in self.creatures else None


@card("Red-Hot Armor")
class RedHotArmor(Behaviour):
    """Play: Each enemy creature with armor loses all of its armor until the end of the turn and is
    dealt 1D for each point of armor it lost this way."""

    def play(self, g, src, you):
        from judge.engine.keyforge.damage import Hit
        from judge.engine.keyforge.modifiers import armor

        lost = {c: armor(g, c) for c in g.creatures(other(you)) if armor(g, c) > 0}
        if not lost:
            g.say("there is no enemy creature with armor", R.RESOLVE_AS_MUCH)
            return
        fx.add_lasting(g, _NoArmor(src, you, src.title, list(lost)),
                       f"until the end of the turn {', '.join(c.name for c in lost)} lose all of their armor")
        fx.deal(g, [Hit(c, n, src) for c, n in lost.items()], src.title)
