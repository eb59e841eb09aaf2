"""Hand-written cards of the Worlds Collide sweep with constant abilities the reader cannot
say: creatures to one side of a card in the battleline, a keyword while attacking a flank, a
restriction on who has more creatures, damage after a creature enters play; each answers the
Ability hooks (abilities.py) the rules ask."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge import tide
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.state import other


def _side_of(g, src, creature, side: str) -> bool:
    """Is `creature` anywhere to the `side` ("left"/"right") of `src` in `src`'s battleline?"""
    if src.controller is None or creature.controller != src.controller:
        return False
    line = g.player(src.controller).battleline
    if src not in line or creature not in line:
        return False
    i, j = line.index(src), line.index(creature)
    return j > i if side == "right" else j < i


def fought_by(g, src):
    """The creature `src` was used to fight in its latest fight (for “the attacked creature”)."""
    for event in reversed(g.events):
        if event.kind == "fight" and event.card is src:
            return event.data["defender"]
    return None


@card("Panpaca, Anga")
class PanpacaAnga(Behaviour):
    """Creatures to the right of Panpaca, Anga in the battleline get +2 power. (Every creature to
    its right in its own battleline, not only its neighbor.)"""

    def power(self, g, src, creature):
        return 2 if _side_of(g, src, creature, "right") else 0


@card("Panpaca, Jaga")
class PanpacaJaga(Behaviour):
    """Skirmish. Creatures to the left of Panpaca, Jaga in the battleline gain skirmish."""

    def keywords(self, g, src, creature):
        return {"skirmish": 1} if _side_of(g, src, creature, "left") else {}


@card("Roxador")
class Roxador(Behaviour):
    """Skirmish. Roxador only deals 2D when fighting. Fight: Stun the attacked creature."""

    def fight_damage_amount(self, g, src, creature):
        return 2 if creature is src else None

    def fight(self, g, src, you):
        target = fought_by(g, src)
        if target is None or not g.in_play(target):
            g.say("the attacked creature is no longer in play", R.RESOLVE_AS_MUCH)
            return
        fx.stun(g, target, src.title)


@card("Valoocanth")
class Valoocanth(Behaviour):
    """While the tide is low, Valoocanth cannot be used. (By default, the tide is neither high or
    low.) Fight/Reap: Exhaust an enemy creature and each of its neighbors. (The tide as its
    controller sees it.)"""

    def cannot_use(self, g, src, seat, card, how):
        if card is src and src.controller is not None and tide.is_low(g, src.controller):
            return f"the tide is low for {src.controller}: {src.name} cannot be used"
        return None

    def _exhaust(self, g, src, you):
        target = fx.choose(g, "an enemy creature to exhaust", fx.enemy(g, you), none="no enemy creature")
        if target is None:
            return
        near = g.neighbors(target)
        for c in [target] + near:
            fx.exhaust(g, c, src.title)

    fight = reap = _exhaust


@card("Quixxle Stone")
class QuixxleStone(Behaviour):
    """If a player has more creatures in play than their opponent, they cannot play creatures."""

    def cannot_play(self, g, src, seat, card):
        if card.type != "creature":
            return None
        mine, theirs = len(g.creatures(seat)), len(g.creatures(other(seat)))
        if mine > theirs:
            return f"{seat} has more creatures in play than their opponent ({mine} to {theirs})"
        return None


@card("Cincinnatus Rex")
class CincinnatusRex(Behaviour):
    """If there are no enemy creatures, destroy Cincinnatus Rex. Fight: You may exalt Cincinnatus
    Rex. If you do, ready each other friendly card. (The first ability resolves as soon as its
    condition holds, as the rules check constant abilities: destroy.settle. Friendly cards: the
    creatures, artifacts and upgrades its controller controls.)"""

    def condition_effect(self, g, src):
        if src.controller is None or g.creatures(other(src.controller)):
            return None

        def run():
            g.say(f"there are no enemy creatures: destroy {src.name}", src.title)
            fx.destroy(g, [src])

        return run

    def fight(self, g, src, you):
        if not fx.may_exalt(g, src, you, src.title):
            return
        ups = [u for c in g.creatures() for u in c.upgrades if u.controller == you]
        for c in list(g.player(you).battleline) + list(g.player(you).artifacts) + ups:
            if c is not src:
                fx.ready(g, c, src.title)


@card("Bellowing Patrizate")
class BellowingPatrizate(Behaviour):
    """While Bellowing Patrizate is ready, each creature takes 1D after it enters play. (Any
    creature, friendly or enemy; Patrizate deals the damage.)"""

    def on(self, g, src, event):
        c = event.card
        if event.kind != "entered" or c is src or c.type != "creature" or src.exhausted:
            return None
        return lambda: fx.deal(g, [fx.Hit(c, 1, src)], src.title)


@card("Spyyyder")
class Spyyyder(Behaviour):
    """Skirmish. Spyyyder gains poison while attacking an enemy flank creature. (While it fights,
    having been used to fight, a creature on a flank of its controller's battleline.)"""

    def keywords(self, g, src, creature):
        if creature is not src or g.fight is None or g.fight[0] is not src:
            return {}
        defender = g.fight[1]
        if g.in_play(defender) and defender.controller != src.controller and g.on_flank(defender):
            return {"poison": 1}
        return {}
