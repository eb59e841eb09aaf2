"""Hand-written cards of the last sweep: assault X for the remainder of the turn, where X is a
number the reader cannot say (the opponent's forged keys, the creature's power), and a creature
that captures the Æmber its controller's opponent would add to their pool (effects.pool_replacement)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.cards.hand.sweep_wc_misc import CreedOfNature
from judge.engine.keyforge.state import other


class _AssaultOpponentKeys(LastingEffect):
    """“Each friendly creature gains assault X, where X is the number of forged keys your
    opponent has.” (Lasting Effects: every friendly creature in play while it lasts, and X is
    counted whenever assault applies, as for a constant ability.)"""

    def keywords(self, g, src, creature):
        if creature.controller != self.you:
            return {}
        return {"assault": g.player(other(self.you)).keys}

    def describe(self) -> str:
        return f"each creature {self.you} controls gains assault X (X: {other(self.you)}'s forged keys)"


@card("Avenging Aura")
class AvengingAura(Behaviour):
    """For the remainder of the turn, each friendly creature gains assault X, where X is the
    number of forged keys your opponent has. (An action card's text resolves as it is played;
    Assault (X): gained X values add to any printed assault; Lasting Effects.)"""

    def play(self, g, src, you):
        keys = g.player(other(you)).keys
        fx.add_lasting(g, _AssaultOpponentKeys(src, you, src.title),
                       f"for the remainder of the turn, each friendly creature gains assault X "
                       f"(X is the number of forged keys {other(you)} has: {keys} now)")


@card("Creed of Nature (DT 381)")
class CreedOfNatureDT(CreedOfNature):
    """Omni: Destroy Creed of Nature. If you do, choose a creature. For the remainder of the
    turn, that creature gains skirmish and assault X. X is its power. (The Dark Tidings printing:
    it is destroyed, not sacrificed; the rest is the Worlds Collide printing's.)"""

    def spend(self, g, src, you) -> bool:
        return bool(fx.destroy(g, [src]))


@card("Ether Spider")
class EtherSpider(Behaviour):
    """Ether Spider deals no damage when fighting. Each Æmber that would be added to your
    opponent's pool is captured by Ether Spider instead. (Replacement Effects: gained by reaping
    or an Æmber bonus, stolen, given or moved there, the Æmber never reaches that pool; Capture.
    Not the Æmber on Ether Spider itself as it leaves play: its abilities have left with it.)"""

    def deals_no_fight_damage(self, g, src, creature):
        return creature is src

    def pool_aember_instead(self, g, src, seat):
        if src.controller is None or seat != other(src.controller):
            return None
        return lambda n: fx.capture_instead(g, src, n, seat, src.title)

