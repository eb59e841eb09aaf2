"""Hand-written cards of the second Worlds Collide sweep that rearrange the board: a whole
battleline rearranged (Tactical Officer Moon), a ward moved (Hunter or Hunted?), a creature moved
and dealt damage for its neighbors of its house (Thorium Plasmate)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.state import other


@card("Tactical Officer Moon")
class TacticalOfficerMoon(Behaviour):
    """Assault 2. Play: You may rearrange the creatures in a player’s battleline. (The player
    resolving it chooses the battleline, then the creatures' new order, left flank first; the
    creatures stay in play under the same control, like a move.)"""

    def play(self, g, src, you):
        if not g.decide.may("rearrange the creatures in a player's battleline"):
            g.say(f"{you} does not rearrange a battleline", R.MAY)
            return
        seat = g.decide.option("a player whose battleline to rearrange (player or opponent)", [you, other(you)])
        line = g.player(seat).battleline
        if len(line) < 2:
            g.say(f"{seat}'s battleline has fewer than 2 creatures: nothing to rearrange", R.RESOLVE_AS_MUCH)
            return
        order = g.decide.order(f"the creatures of {seat}'s battleline, from the left flank", list(line),
                               label=lambda c: c.name)
        line[:] = order
        g.say(f"{seat}'s battleline is rearranged: {', '.join(c.name for c in order)}", src.title)


@card("Hunter or Hunted?")
class HunterOrHunted(Behaviour):
    """Play: Ward a creature, or move a ward from a creature to another creature. (A creature has
    one ward at most: the ward moves to a creature without one.)"""

    def play(self, g, src, you):
        modes = ["ward a creature", "move a ward from a creature to another creature"]
        if fx.choose_mode(g, you, modes, src.title) == 0:
            target = fx.choose(g, "a creature to ward", g.creatures(), none="there is no creature")
            if target is not None:
                fx.ward(g, target, src.title)
            return
        warded = fx.choose(g, "a creature to move a ward from", [c for c in g.creatures() if c.warded],
                           none="no creature has a ward")
        if warded is None:
            return
        to = fx.choose(g, f"a creature to move {warded.name}'s ward to",
                       [c for c in g.creatures() if c is not warded and not c.warded],
                       none="there is no other creature without a ward")
        if to is None:
            return
        warded.warded, to.warded = False, True
        g.say(f"the ward on {warded.name} moves to {to.name}", src.title)


@card("Thorium Plasmate")
class ThoriumPlasmate(Behaviour):
    """Play: Move an enemy creature anywhere in its controller’s battleline. Deal 2D to that
    creature for each of its neighbors that shares a house with it. (Its neighbors where it is
    now; a neighbor shares a house with it when they belong to one house in common.)"""

    def play(self, g, src, you):
        target = fx.choose(g, "an enemy creature to move", fx.enemy(g, you), none="there is no enemy creature")
        if target is None:
            return
        fx.move_anywhere(g, target, src.title)
        if not g.in_play(target):
            return
        houses = modifiers.houses(g, target)
        sharing = [n for n in g.neighbors(target) if houses & modifiers.houses(g, n)]
        g.say(f"{len(sharing)} of {target.name}'s neighbors share a house with it", src.title)
        if sharing:
            fx.damage(g, target, 2 * len(sharing), src, src.title)
