"""Hand-written cards of the second Worlds Collide sweep: a power bonus while damaged (Gron
Nine-Toes: the damage check is damage.deal's), a reaction to what the creature's assault damage
destroyed (Sköll: the "destroyed" event's `damaged_by`), a turn of fights that ends with every
creature destroyed (Ragnarok), and a reaction to discarding from hand (E’e on the Fringes)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.state import other


@card("Gron Nine-Toes", "Mega Gron Nine-Toes")
class GronNineToes(Behaviour):
    """Gron Nine-Toes gets +4 power while it is damaged. (Gron Nine-Toes gets the power bonus
    only if he survives the damage: damage.deal checks the damage that damages him against his
    power before it.)"""

    def power(self, g, src, creature):
        return 4 if creature is src and src.damage > 0 else 0


@card("Sköll")
class Skoll(Behaviour):
    """Assault 3. After an enemy creature is destroyed by Sköll’s assault damage, give a friendly
    creature a +1 power counter."""

    def on(self, g, src, event):
        by = event.data.get("damaged_by") if event.kind == "destroyed" else None
        if by is None or by != (src, R.ASSAULT) or event.seat != other(src.controller or ""):
            return None

        def run():
            target = fx.choose(g, "a friendly creature to give a +1 power counter", fx.friendly(g, src.controller),
                               none="there is no friendly creature")
            if target is not None:
                fx.add_power_counters(g, target, 1, src.title)

        return run


class _Ragnarok(LastingEffect):
    """“For the remainder of the turn, creatures cannot reap and you gain 1A whenever a friendly
    creature fights. At the end of the turn, destroy each creature.”"""

    def cannot_use(self, g, src, seat, creature, how):
        return "creatures cannot reap this turn" if how == "reap" else None

    def on(self, g, src, event):
        if event.kind == "fought" and event.seat == self.you:
            return lambda: fx.gain(g, self.you, 1, self.rule)
        if event.kind == "end_of_turn":
            def run():
                g.say("at the end of the turn, each creature is destroyed", self.rule)
                fx.destroy(g, list(g.creatures()), rule=self.rule)

            return run
        return None

    def describe(self) -> str:
        return "creatures cannot reap; a friendly creature fights: gain 1; at the end of the turn destroy each creature"


@card("Ragnarok")
class Ragnarok(Behaviour):
    """Alpha. Play: For the remainder of the turn, creatures cannot reap and you gain 1A whenever a
    friendly creature fights. At the end of the turn, destroy each creature."""

    def play(self, g, src, you):
        fx.add_lasting(g, _Ragnarok(src, you, src.title),
                       f"for the remainder of the turn, creatures cannot reap and {you} gains 1 Æmber whenever a "
                       "friendly creature fights; at the end of the turn, each creature is destroyed")


@card("E’e on the Fringes")
class EeOnTheFringes(Behaviour):
    """Elusive. During your turn, after you discard a Dis card from your hand, you may purge a Dis
    card from a discard pile. If you do, steal 1A."""

    def on(self, g, src, event):
        you = src.controller
        if (event.kind != "discarded" or event.data.get("from") != "hand" or event.seat != you
                or g.active != you or not modifiers.belongs_to(g, event.card, "dis")):
            return None

        def run():
            piles = [c for s in (you, other(you)) for c in g.player(s).discard if modifiers.belongs_to(g, c, "dis")]
            if not piles:
                g.say("there is no Dis card in a discard pile to purge", R.RESOLVE_AS_MUCH)
                return
            purged = fx.choose(g, "a Dis card from a discard pile to purge (or done)", piles, optional=True)
            if purged is None:
                g.say(f"{you} does not purge a card", R.MAY)
                return
            if fx.purge(g, purged, src.title):
                fx.steal(g, you, 1, src.title)

        return run
