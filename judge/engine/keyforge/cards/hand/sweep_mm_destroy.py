"""Hand-written destruction cards of the Mass Mutation sweep: which creatures are destroyed is
computed from the board as the ability resolves (lowest and highest power, all but two, bonus
icons, lower power than the card), over the effect vocabulary (effects.destroy, most_powerful,
least_powerful). Each docstring quotes the printed text."""
from __future__ import annotations

from judge.engine.keyforge import bonus
from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card


@card("Standardized Testing")
class StandardizedTesting(Behaviour):
    """Play: Destroy each creature with the lowest power and each creature with the highest power.
    (Every creature in play is compared; all those tied for lowest and for highest are destroyed
    at once.)"""

    def play(self, g, src, you):
        creatures = g.creatures()
        if not creatures:
            g.say("there is no creature in play", R.RESOLVE_AS_MUCH)
            return
        powers = {c: fx.power(g, c) for c in creatures}
        low, high = min(powers.values()), max(powers.values())
        doomed = [c for c in creatures if powers[c] in (low, high)]
        g.say(f"the lowest power is {low}, the highest {high}: "
              f"{', '.join(c.name for c in doomed)} {'are' if len(doomed) != 1 else 'is'} destroyed", src.title)
        fx.destroy(g, doomed)


@card("Savage Clash")
class SavageClash(Behaviour):
    """Play: Destroy each creature except the most powerful enemy creature and the least powerful
    friendly creature. (Most Powerful: "If there are multiple creatures that qualify, each is
    considered 'most powerful'"; the exception selects no single one, so each creature tied for
    it is spared; likewise Least Powerful.)"""

    def play(self, g, src, you):
        spared = _tied(g, fx.enemy(g, you), max) + _tied(g, fx.friendly(g, you), min)
        if spared:
            g.say(f"spared: {', '.join(c.name for c in spared)} (the most powerful enemy and the least "
                  "powerful friendly creature)", R.MOST_POWERFUL)
        fx.destroy(g, [c for c in g.creatures() if c not in spared])


def _tied(g, creatures: list, pick) -> list:
    """The creatures tied for the highest (`max`) or lowest (`min`) power among `creatures`."""
    if not creatures:
        return []
    best = pick(fx.power(g, c) for c in creatures)
    return [c for c in creatures if fx.power(g, c) == best]


@card("Dreadbone Decimus")
class DreadboneDecimus(Behaviour):
    """Play/Fight: You may exalt Dreadbone Decimus. If you do, destroy a creature with lower power
    than Dreadbone Decimus."""

    def play(self, g, src, you):
        if not g.in_play(src) or not g.decide.may("exalt Dreadbone Decimus"):
            g.say("Dreadbone Decimus is not exalted: nothing is destroyed", R.IF_YOU_DO)
            return
        if not fx.exalt(g, src, self.card.title):
            return
        mine = fx.power(g, src)
        victim = fx.choose(g, f"a creature with lower power than Dreadbone Decimus ({mine})",
                           [c for c in g.creatures() if fx.power(g, c) < mine],
                           none=f"no creature has less than {mine} power")
        if victim is not None:
            fx.destroy(g, [victim])

    fight = play


@card("Wail of the Damned")
class WailOfTheDamned(Behaviour):
    """Enhance PT. Play: Destroy a creature with no bonus icons. (A creature's bonus icons are its
    printed Æmber bonus and the icons Enhance added to it: Bonus Icons.)"""

    def play(self, g, src, you):
        victim = fx.choose(g, "a creature with no bonus icons to destroy",
                           [c for c in g.creatures() if not bonus.icons(c)],
                           none="every creature in play has a bonus icon")
        if victim is not None:
            fx.destroy(g, [victim])
