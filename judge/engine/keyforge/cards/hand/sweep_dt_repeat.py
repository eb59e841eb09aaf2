"""Hand-written cards that repeat their own effect (Repeat: "the entirety of the effect resolves
again, including the text to repeat the effect. If the card that is creating a repeating effect
is removed from play, the effect can no longer repeat."), over the effect vocabulary. Each
docstring quotes the printed text."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.destroy import destroy


@card("Bouncing Deathquark")
class BouncingDeathquark(Behaviour):
    """Play: Destroy an enemy creature and a friendly creature. You may repeat this effect as
    many times as you like, as long as it is possible to repeat the entire effect.

    The first time it resolves as much as it can (one side may have no creature); it repeats
    only while both an enemy and a friendly creature are in play, each time the active player
    says so. The two creatures are destroyed together."""

    def play(self, g, src, you):
        while True:
            self._destroy_pair(g, src, you)
            if not (fx.enemy(g, you) and fx.friendly(g, you)):
                g.say("there is not both an enemy and a friendly creature: the entire effect cannot "
                      "be repeated", R.REPEAT)
                return
            if not g.decide.may(f"repeat {src.name}'s effect (destroy an enemy creature and a friendly creature)"):
                g.say(f"{you} chooses not to repeat the effect", R.MAY)
                return
            g.say(f"{src.name}'s effect repeats", R.REPEAT)

    @staticmethod
    def _destroy_pair(g, src, you) -> None:
        chosen = []
        for side, options in (("an enemy creature", fx.enemy(g, you)), ("a friendly creature", fx.friendly(g, you))):
            if not options:
                g.say(f"there is no {side.split(' ', 1)[1]} to destroy", R.RESOLVE_AS_MUCH)
                continue
            chosen.append(fx.choose(g, f"{side} to destroy", options))
        if chosen:
            destroy(g, chosen, rule=src.title)


@card("Numquid the Fair", "Numquid the Fair (DT 084)")
class NumquidTheFair(Behaviour):
    """Play: Destroy an enemy creature. Repeat this card's effect if your opponent still controls
    more creatures than you. (Dark Tidings: "Repeat this effect if ...".)

    The repeat includes its own condition, so it goes on while the opponent controls more
    creatures, each time with a new choice of enemy creature, and stops once Numquid the Fair has
    left play (Repeat), or once every enemy creature has been chosen since the last one destroyed
    (or ward discarded) and none was destroyed (each cannot be, or is saved instead: repeating
    could change nothing more, a loop the active player ends: Infinite Loops)."""

    def play(self, g, src, you):
        from judge.engine.keyforge.state import other

        spared: set[int] = set()  # enemy creatures chosen since the last change that were not destroyed
        while True:
            enemies = fx.enemy(g, you)
            if not enemies:
                g.say("there is no enemy creature to destroy", R.RESOLVE_AS_MUCH)
                return
            target = fx.choose(g, "an enemy creature to destroy", enemies)
            warded = target.warded
            if destroy(g, [target], rule=src.title) or warded:
                spared.clear()
            else:
                spared.add(target.uid)
                if all(c.uid in spared for c in fx.enemy(g, you)):
                    g.say(f"{target.name} was not destroyed, nor was any other enemy creature chosen since: "
                          "repeating the effect would change nothing, the active player ends the loop",
                          R.INFINITE_LOOPS)
                    return
            theirs, yours = len(g.creatures(other(you))), len(g.creatures(you))
            if theirs <= yours:
                g.say(f"{other(you)} controls {theirs} creatures, {you} {yours}: not more, the effect "
                      "does not repeat", src.title)
                return
            if not g.in_play(src):
                g.say(f"{src.name} has left play: its effect can no longer repeat", R.REPEAT)
                return
            g.say(f"{other(you)} still controls more creatures ({theirs} to {yours}): the effect repeats", R.REPEAT)
