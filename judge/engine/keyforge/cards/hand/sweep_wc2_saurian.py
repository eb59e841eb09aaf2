"""Hand-written cards of the second Worlds Collide sweep that change what a creature's abilities
are or which house it belongs to: play effects that are play/reap effects (Kompsos Haruspex),
fight and reap effects that are fight/reap effects (Livia the Elder: the `bold_also` hook that
modifiers.bold_abilities asks), a play effect triggered as if just played (Favor of Rex), and
neighbors that belong to house Saurian for the turn (Orator Hissaro)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card


@card("Kompsos Haruspex")
class KompsosHaruspex(Behaviour):
    """Each friendly creature’s play effect is a play/reap effect. (Its "Play:" abilities resolve
    when it reaps too, by the player reaping with it.)"""

    def bold_also(self, g, src, creature, kind):
        return {"play"} if kind == "reap" and creature.controller == src.controller else set()


class _FightReapForTheTurn(LastingEffect):
    """“Each friendly creature’s fight effects and reap effects are fight/reap effects for the
    remainder of the turn.” (Friendly to the player who made it.)"""

    def bold_also(self, g, src, creature, kind):
        if creature.controller != self.you:
            return set()
        return {"fight": {"reap"}, "reap": {"fight"}}.get(kind, set())

    def describe(self) -> str:
        return f"{self.you}'s creatures' fight effects and reap effects are fight/reap effects"


@card("Livia the Elder")
class LiviaTheElder(Behaviour):
    """Reap: You may exalt Livia the Elder. If you do, each friendly creature’s fight effects and
    reap effects are fight/reap effects for the remainder of the turn."""

    def reap(self, g, src, you):
        if fx.may_exalt(g, src, you, src.title):
            fx.add_lasting(g, _FightReapForTheTurn(src, you, src.title),
                           f"for the remainder of the turn, each of {you}'s creatures' fight effects and "
                           "reap effects are fight/reap effects")


@card("Favor of Rex")
class FavorOfRex(Behaviour):
    """Play: Trigger the play effect of a creature as if you had just played it. (A creature in
    play with a "Play:" effect; you resolve it; it is not played: no Æmber bonus, no "after you
    play" abilities.)"""

    def play(self, g, src, you):
        options = [c for c in g.creatures() if fx.effects_to_trigger(g, c, "play")]
        creature = fx.choose(g, "a creature whose play effect to trigger", options,
                             none="there is no creature with a play effect")
        if creature is not None:
            fx.trigger_effect(g, creature, you, "play", src.title)


class HouseForTheTurn(LastingEffect):
    """“For the remainder of the turn, it belongs to house H”: instead of its own houses, or
    (`kind="also"`) in addition to them (modifiers.houses)."""

    def __init__(self, source, you, rule, target, house: str, kind: str = "instead"):
        super().__init__(source, you, rule, target=target)
        self.house, self.kind = house, kind

    def houses(self, g, src, card):
        return (self.kind, frozenset((self.house,))) if card is self.target else None

    def describe(self) -> str:
        also = " in addition to its other houses" if self.kind == "also" else ""
        return f"{self.target.name} belongs to house {self.house}{also}"


@card("Orator Hissaro")
class OratorHissaro(Behaviour):
    """Deploy. Play: Ready and exalt each of Orator Hissaro’s neighbors. For the remainder of the
    turn, they belong to house Saurian."""

    def play(self, g, src, you):
        near = g.neighbors(src) if g.in_play(src) else []
        if not near:
            g.say(f"{src.name} has no neighbors", R.RESOLVE_AS_MUCH)
            return
        for c in near:
            fx.ready(g, c, src.title)
            fx.exalt(g, c, src.title)
        for c in near:
            if g.in_play(c):
                fx.add_lasting(g, HouseForTheTurn(src, you, src.title, c, "saurian"),
                               f"for the remainder of the turn, {c.name} belongs to house saurian")
