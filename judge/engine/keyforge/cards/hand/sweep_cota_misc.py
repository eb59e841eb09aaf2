"""Hand-written cards of the cota-aoa sweep: constant abilities and lasting effects with a
one-off sentence ("creatures to the right of ...", "must fight when used, if able", "as if it
belonged to the active house", "you get all A spent by your opponent when forging keys"),
repeated effects ("repeat this card's effect if ...", "as long as it is possible to repeat the
entire effect") and fights one at a time, through the effect vocabulary and Ability hooks."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.state import other


def _has(c, trait: str) -> bool:
    return trait in (c.card.traits or ())


class _Lasting(LastingEffect):
    """A lasting effect of one of these cards, with what it applies to in `data`."""

    def __init__(self, source, you, rule, until="end of turn", **data):
        super().__init__(source, you, rule)
        self.until = until
        self.data = data


# -- constant abilities -------------------------------------------------------------------------
@card("Heart of the Forest")
class HeartOfTheForest(Behaviour):
    """Each player cannot forge keys while they have more forged keys than their opponent."""

    def cannot_forge(self, g, src, seat):
        mine, theirs = g.player(seat).keys, g.player(other(seat)).keys
        return f"{seat} has more forged keys ({mine}) than their opponent ({theirs})" if mine > theirs else None


class _Panpaca(Behaviour):
    side = ""  # "right" | "left": which creatures of its battleline it gives something to

    def gives_to(self, g, src, creature) -> bool:
        if creature is src or src.controller is None or creature.controller != src.controller:
            return False
        line = g.player(src.controller).battleline
        if src not in line or creature not in line:
            return False
        i, j = line.index(src), line.index(creature)
        return j > i if self.side == "right" else j < i


@card("Panpaca, Anga")
class PanpacaAnga(_Panpaca):
    """Creatures to the right of Panpaca, Anga in the battleline get +2 power."""

    side = "right"

    def power(self, g, src, creature):
        return 2 if self.gives_to(g, src, creature) else 0


@card("Panpaca, Jaga")
class PanpacaJaga(_Panpaca):
    """Skirmish. Creatures to the left of Panpaca, Jaga in the battleline gain skirmish."""

    side = "left"

    def keywords(self, g, src, creature):
        return {"skirmish": 1} if self.gives_to(g, src, creature) else {}


class _DamageOnEntry(Behaviour):
    """Deal 1D to each creature after it enters play (Pingle Who Annoys, for every creature)."""

    def active(self, g, src) -> bool:
        return True

    def on(self, g, src, event):
        c = event.card
        if event.kind == "entered" and c is not None and c.type == "creature" and self.active(g, src):
            return lambda: fx.damage(g, c, 1, src, src.title)
        return None


@card("Autocannon")
class Autocannon(_DamageOnEntry):
    """Deal 1D to each creature after it enters play."""


@card("Bellowing Patrizate")
class BellowingPatrizate(_DamageOnEntry):
    """While Bellowing Patrizate is ready, each creature takes 1D after it enters play. (It is the
    source of that damage.)"""

    def active(self, g, src):
        return not src.exhausted


@card("Little Rapscal")
class LittleRapscal(Behaviour):
    """Elusive. Creatures must fight when used, if able."""

    def cannot_use(self, g, src, seat, c, how):
        from judge.engine.keyforge.use import attackable

        if c.type == "creature" and how != "fight" and attackable(g, c, seat):
            return f"{c.name} must fight when used, if able (Little Rapscal)"
        return None


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
class _MayUse(_Lasting):
    """A permission to use cards (may_use): data["fits"](g, card, how)."""

    def may_use(self, g, src, seat, c, how):
        return seat == self.you and self.data["fits"](g, c, how)


@card("Deipno Spymaster")
class DeipnoSpymaster(Behaviour):
    """Elusive. Omni: Choose a friendly creature. You may use that creature this turn."""

    def omni(self, g, src, you):
        chosen = fx.choose(g, "a friendly creature you may use this turn", g.creatures(you),
                           none="there is no friendly creature")
        if chosen is not None:
            fx.add_lasting(g, _MayUse(src, you, src.title, fits=lambda g, c, how: c is chosen),
                           f"{you} may use {chosen.name} this turn")


@card("Brothers in Battle")
class BrothersInBattle(Behaviour):
    """Play: Choose a house. For the remainder of the turn, each friendly creature of that house
    may fight."""

    def play(self, g, src, you):
        house = fx.name_house(g, you, "its friendly creatures may fight this turn", src.title)
        fx.add_lasting(g, _MayUse(src, you, src.title,
                                  fits=lambda g, c, how: how == "fight" and c.type == "creature"
                                  and c.controller == you and c.house == house),
                       f"for the remainder of the turn each friendly {house} creature may fight")


class _CannotReap(_Lasting):
    def cannot_use(self, g, src, seat, c, how):
        if how == "reap" and c.type == "creature" and c.house == self.data["house"]:
            return f"creatures of house {self.data['house']} cannot be used to reap ({self.rule})"
        return None


@card("Seismo-entangler")
class SeismoEntangler(Behaviour):
    """Action: Choose a house. During your opponent's next turn, creatures of the chosen house
    cannot be used to reap."""

    def action(self, g, src, you):
        house = fx.name_house(g, you, "its creatures cannot reap during the opponent's next turn", src.title)
        fx.add_lasting(g, _CannotReap(src, you, src.title, until="their next turn", house=house),
                       f"during {other(you)}'s next turn creatures of house {house} cannot be used to reap")


class _LosesTauntAndElusive(_Lasting):
    def loses_keywords(self, g, src, creature):
        return {"taunt", "elusive"} if creature is self.data["creature"] else set()


@card("Niffle Grounds")
class NiffleGrounds(Behaviour):
    """Action: Choose a creature. For the remainder of the turn, that creature loses taunt and
    elusive."""

    def action(self, g, src, you):
        chosen = fx.choose(g, "a creature to lose taunt and elusive", g.creatures(), none="there is no creature")
        if chosen is not None:
            fx.add_lasting(g, _LosesTauntAndElusive(src, you, src.title, creature=chosen),
                           f"for the remainder of the turn {chosen.name} loses taunt and elusive")


class _NoArmor(_Lasting):
    def considered_armor(self, g, src, creature):
        return 0 if creature in self.data["creatures"] else None


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
        fx.add_lasting(g, _NoArmor(src, you, src.title, creatures=list(lost)),
                       f"until the end of the turn {', '.join(c.name for c in lost)} lose all of their armor")
        fx.deal(g, [Hit(c, n, src) for c, n in lost.items()], src.title)


class _Skirmish(_Lasting):
    def keywords(self, g, src, creature):
        return {"skirmish": 1} if creature in self.data["creatures"] else {}


@card("Scout")
class Scout(Behaviour):
    """Play: For the remainder of the turn, up to 2 friendly creatures gain skirmish. Then, fight
    with those creatures one at a time."""

    def play(self, g, src, you):
        chosen = fx.choose_up_to(g, "a friendly creature to gain skirmish", g.creatures(you), 2)
        if not chosen:
            g.say(f"{you} chooses no creature", R.RESOLVE_AS_MUCH)
            return
        fx.add_lasting(g, _Skirmish(src, you, src.title, creatures=list(chosen)),
                       f"for the remainder of the turn {' and '.join(c.name for c in chosen)} gain skirmish")
        for c in chosen:
            fx.fight_with(g, c, you, via=src)


# -- fights one at a time, repeated effects -------------------------------------------------------
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


@card("War Grumpus")
class WarGrumpus(Behaviour):
    """Fight/Reap: Ready and fight with a neighboring Giant."""

    def reap(self, g, src, you):
        giant = fx.choose(g, "a neighboring Giant to ready and fight with",
                          [c for c in g.neighbors(src) if _has(c, "giant")] if g.in_play(src) else [],
                          none="War Grumpus has no neighboring Giant")
        if giant is not None:
            fx.ready(g, giant, src.title)
            fx.fight_with(g, giant, you, via=src)

    fight = reap


@card("Numquid the Fair")
class NumquidTheFair(Behaviour):
    """Play: Destroy an enemy creature. Repeat this card's effect if your opponent still controls
    more creatures than you."""

    def play(self, g, src, you):
        while True:
            target = fx.choose(g, "an enemy creature to destroy", g.creatures(other(you)),
                               none="there is no enemy creature")
            if target is not None:
                fx.destroy(g, [target])
            theirs, mine = len(g.creatures(other(you))), len(g.creatures(you))
            if target is None or theirs <= mine:
                return
            g.say(f"{other(you)} still controls more creatures ({theirs}) than {you} ({mine}): the effect repeats",
                  R.REPEAT)


@card("Bouncing Deathquark")
class BouncingDeathquark(Behaviour):
    """Play: Destroy an enemy creature and a friendly creature. You may repeat this effect as many
    times as you like, as long as it is possible to repeat the entire effect."""

    def play(self, g, src, you):
        first = True
        while True:
            if not (g.creatures(other(you)) and g.creatures(you)):
                if first:
                    g.say("there is not both an enemy and a friendly creature", R.RESOLVE_AS_MUCH)
                    self._destroy(g, you)
                return
            if not first and not g.decide.may("repeat the effect (destroy an enemy and a friendly creature)"):
                return
            if not first:
                g.say("the effect repeats", R.REPEAT)
            self._destroy(g, you)
            first = False

    @staticmethod
    def _destroy(g, you):
        picked = [fx.choose(g, "an enemy creature to destroy", g.creatures(other(you))),
                  fx.choose(g, "a friendly creature to destroy", g.creatures(you))]
        picked = [c for c in picked if c is not None]
        if picked:
            fx.destroy(g, picked)


@card("Might Makes Right")
class MightMakesRight(Behaviour):
    """Play: You may sacrifice any number of creatures with total power of 25 or more. If you do,
    forge a key at no cost. (Only friendly creatures can be sacrificed; the ones chosen must
    total 25 power or more, or none is sacrificed.)"""

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
        for c in chosen:
            fx.sacrifice(g, c, you)
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
