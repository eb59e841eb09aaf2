"""Hand-written Dark Tidings creatures and artifacts whose constant abilities or fights the
grammar does not read (a one-off sentence each), through the Ability hooks. Each docstring
quotes the printed text."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge import tide
from judge.engine.keyforge.abilities import Behaviour, card


@card("Saurarium")
class Saurarium(Behaviour):
    """Each creature with the lowest power cannot reap. (Of all creatures in play; creatures tied
    for the lowest power all have it.)"""

    def cannot_use(self, g, src, seat, c, how):
        if how != "reap" or c.type != "creature" or not g.in_play(c):
            return None
        lowest = min(fx.power(g, x) for x in g.creatures())
        if fx.power(g, c) == lowest:
            return f"{c.name} has the lowest power ({lowest}): it cannot reap"
        return None


@card("Censor Philo (DT 170)")
class CensorPhiloTwin(Behaviour):
    """Censor Philo cannot be dealt damage by creatures with A on them."""

    def cannot_be_dealt_damage(self, g, src, creature, source):
        return (creature is src and source is not None and source.type == "creature"
                and source.amber > 0)


@card("Gladiodontus")
class Gladiodontus(Behaviour):
    """Gladiodontus enters play stunned. Gladiodontus only deals 5D when fighting. Fight/Reap: If
    this is the first time Gladiodontus has been used this turn, ready and enrage it."""

    def enters_play_status(self, g, src, c, seat):
        return ["stunned"] if c is src else []

    def fight_damage_amount(self, g, src, creature):
        return 5 if creature is src else None

    def fight(self, g, src, you):
        self._first_use(g, src)

    def reap(self, g, src, you):
        self._first_use(g, src)

    @staticmethod
    def _first_use(g, src):
        uses = sum(1 for e in g.turn.events if e.kind == "used" and e.card is src)
        if uses != 1:
            g.say(f"{src.name} has been used {uses} times this turn: not the first time", src.title)
            return
        fx.ready(g, src, src.title)
        fx.enrage(g, src, src.title)


@card("Myliobe")
class Myliobe(Behaviour):
    """(Tide) While the tide is high, Myliobe gains skirmish. Before Fight: Enrage the creature
    Myliobe fights and each of that creature's neighbors."""

    def keywords(self, g, src, creature):
        if creature is src and src.controller is not None and tide.is_high(g, src.controller):
            return {"skirmish": 1}
        return {}

    def before_fight(self, g, src, you):
        if g.fight is None:
            g.say("there is no creature Myliobe fights", R.RESOLVE_AS_MUCH)
            return
        fought = g.fight[1]
        for c in [fought] + list(g.neighbors(fought)):
            fx.enrage(g, c, src.title)


@card("Captain Kresage (DT 016)")
class CaptainKresageTwin(Behaviour):
    """While you control another creature with elusive, taunt, poison, or skirmish, Captain
    Kresage gains that keyword. (Each of the four it sees on another friendly creature. Two such
    Captains would each ask the other: what one gains this way is not counted while it is asked
    for the other, so the question ends.)"""

    KEYWORDS = ("elusive", "taunt", "poison", "skirmish")
    _asking: set = set()

    def keywords(self, g, src, creature):
        if creature is not src or src.uid in self._asking or src.controller is None:
            return {}
        from judge.engine.keyforge import modifiers

        self._asking.add(src.uid)
        try:
            others = [c for c in g.creatures(src.controller) if c is not src]
            return {k: 1 for k in self.KEYWORDS if any(modifiers.keyword(g, c, k) for c in others)}
        finally:
            self._asking.discard(src.uid)


@card("Blossom Drake")
class BlossomDrake(Behaviour):
    """Blossom Drake gets +1 power for each artifact in play. Each artifact's text box is
    considered blank (except for traits). (Blank artifacts are still artifacts in play: they
    count.)"""

    def power(self, g, src, creature):
        return len(g.artifacts()) if creature is src else 0

    def blanks_text(self, g, src, c):
        return c.type == "artifact"


@card("The Archivist")
class TheArchivist(Behaviour):
    """If you archive The Archivist, archive it faceup. While The Archivist is in your archives,
    instead of picking up all of your archives, you may choose to pick up any number of cards in
    your archives. (Picking up: turn._take_archives.) An ability that puts it into the archives
    does not archive it (Archives): it is facedown there and has no effect (FFG ruling)."""

    def takes_archives_in_part(self, g, src, seat):
        return not src.put_in_archives and any(c is src for c in g.player(seat).archives)
