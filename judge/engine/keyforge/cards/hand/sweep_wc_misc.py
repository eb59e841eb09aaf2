"""Hand-written cards of the Worlds Collide sweep that use or play other cards, or make a
lasting effect the reader cannot say: a chosen house that cannot reap next turn, an artifact
used as if it were yours, "fight with a neighboring Giant", a creature played stunned,
"assault X. X is its power", a choice between two kinds of creature."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.state import other


class _HouseCannotReap(LastingEffect):
    """“During your opponent's next turn, creatures of the chosen house cannot be used to reap.”"""

    until = "their next turn"

    def __init__(self, source, you, rule, house: str):
        super().__init__(source, you, rule)
        self.house = house

    def cannot_use(self, g, src, seat, card, how):
        if how == "reap" and card.type == "creature" and modifiers.belongs_to(g, card, self.house):
            return f"creatures of house {self.house} cannot be used to reap this turn"
        return None

    def describe(self) -> str:
        return f"{self.house} creatures cannot be used to reap during {other(self.you)}'s next turn"


@card("Seismo-entangler")
class SeismoEntangler(Behaviour):
    """Action: Choose a house. During your opponent's next turn, creatures of the chosen house
    cannot be used to reap. (Any creature of that house, whoever controls it.)"""

    def action(self, g, src, you):
        house = fx.name_house(g, you, src.title, src.title)
        fx.add_lasting(g, _HouseCannotReap(src, you, src.title, house),
                       f"during {other(you)}'s next turn, {house} creatures cannot be used to reap")


@card("Remote Access")
class RemoteAccess(Behaviour):
    """Play: Use an opponent's artifact as if it were yours."""

    def play(self, g, src, you):
        art = fx.choose(g, "an opponent's artifact to use", g.artifacts(other(you)),
                        none=f"{other(you)} has no artifact")
        if art is not None:
            fx.use_as_if_yours(g, art, you, via=src)


@card("Nepeta Gigantica")
class NepetaGigantica(Behaviour):
    """Action: Stun a creature with power 5 or higher, or stun a Giant creature. (Either way one
    creature is stunned: any creature that is one or the other.)"""

    def action(self, g, src, you):
        options = [c for c in g.creatures() if fx.power(g, c) >= 5 or modifiers.has_trait(g, c, "giant")]
        target = fx.choose(g, "a creature with power 5 or higher, or a Giant creature, to stun", options,
                           none="no creature with power 5 or higher and no Giant creature")
        if target is not None:
            fx.stun(g, target, src.title)


@card("War Grumpus")
class WarGrumpus(Behaviour):
    """Fight/Reap: Ready and fight with a neighboring Giant. (A Giant creature beside War Grumpus
    in its battleline.)"""

    def _fight(self, g, src, you):
        giants = [c for c in g.neighbors(src) if modifiers.has_trait(g, c, "giant")]
        target = fx.choose(g, "a neighboring Giant to ready and fight with", giants, none="no neighboring Giant")
        if target is None:
            return
        fx.ready(g, target, src.title)
        fx.fight_with(g, target, you, via=src)

    fight = reap = _fight


class _EntersStunned(LastingEffect):
    """“That creature enters play stunned”: for the turn, spent on the card being played as it
    enters play (whether or not it enters play then)."""

    def __init__(self, source, you, rule, card):
        super().__init__(source, you, rule)
        self.card = card
        self.spent = False

    def enters_play_status(self, g, src, card, seat):
        from judge.engine.keyforge.gigantic import same_creature

        if self.spent or not same_creature(card, self.card):  # a gigantic creature: either half chosen
            return []
        self.spent = True
        return ["stunned"]


@card("Imperial Road")
class ImperialRoad(Behaviour):
    """Omni: Play a Saurian creature. That creature enters play stunned. (A Saurian creature from
    your hand, whatever the active house; the ability plays it.)"""

    def omni(self, g, src, you):
        options = [c for c in g.player(you).hand if c.type == "creature" and modifiers.belongs_to(g, c, "saurian")]
        chosen = fx.choose(g, "a Saurian creature to play", options, none=f"{you} has no Saurian creature in hand")
        if chosen is None:
            return
        fx.add_lasting(g, _EntersStunned(src, you, src.title, chosen), f"{chosen.name} enters play stunned")
        fx.play_card(g, chosen, you, source="hand", via=src)


class _SkirmishAndAssaultPower(LastingEffect):
    """“That creature gains skirmish and assault X. X is its power.” (X is its power whenever
    assault applies.)"""

    def keywords(self, g, src, creature):
        if creature is not self.target:
            return {}
        return {"skirmish": 1, "assault": fx.power(g, creature)}

    def describe(self) -> str:
        return f"{self.target.name} gains skirmish and assault equal to its power"


@card("Creed of Nature")
class CreedOfNature(Behaviour):
    """Omni: Sacrifice Creed of Nature. If you do, choose a creature. For the remainder of the
    turn, that creature gains skirmish and assault X. X is its power."""

    def omni(self, g, src, you):
        if not self.spend(g, src, you):  # “If You Do”
            return
        target = fx.choose(g, "a creature to gain skirmish and assault", g.creatures(), none="no creature")
        if target is None:
            return
        fx.add_lasting(g, _SkirmishAndAssaultPower(src, you, src.title, target=target),
                       f"for the remainder of the turn, {target.name} gains skirmish and assault X (X is its power)")

    def spend(self, g, src, you) -> bool:
        """What the Omni: ability does to Creed of Nature first: it is sacrificed."""
        return fx.sacrifice(g, src, you)
