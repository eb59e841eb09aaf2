"""Hand-written cards of the second Mass Mutation sweep whose effect lasts for the remainder of
the turn: an ability each creature you play gains (Charge!), one of three gains chosen each time
you play a card with a bonus icon (Adaptoid), an artifact that is a creature for the turn
(Animator). Each docstring quotes the printed text; the effects are the vocabulary's."""
from __future__ import annotations

from judge.engine.keyforge import cardtype
from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.bonus import icons


class _DealTwo(Behaviour):
    """“Play: Deal 2D to an enemy creature.” (the ability Charge! gives)"""

    def play(self, g, src, you):
        target = fx.choose(g, "an enemy creature to deal 2 damage to", fx.enemy(g, you),
                           none="there is no enemy creature")
        if target is not None:
            fx.deal(g, [fx.Hit(target, 2, src)], self.card.title)


class _EachCreatureYouPlay(LastingEffect):
    """For the remainder of the turn, each creature `you` play (from now on) gains an ability:
    the creatures are those the "playing" events after the effect began name."""

    def __init__(self, source, you, rule, g, ability: type[Behaviour]):
        super().__init__(source, you, rule)
        self.ability = ability
        self._seen = len(g.turn.events)
        self._played: set[int] = set()

    def _was_played(self, g, creature) -> bool:
        events = g.turn.events
        for e in events[self._seen:]:
            if e.kind == "playing" and e.seat == self.you:
                self._played.add(id(e.card))
        self._seen = len(events)
        return id(creature) in self._played

    def granted(self, g, src, c):
        if c.type != "creature" or not self._was_played(g, c):
            return []
        return [self.ability(self.source.printed)]


@card("Charge!")
class Charge(Behaviour):
    """Play: For the remainder of the turn, each creature you play gains, “Play: Deal 2D to an
    enemy creature.” (Creatures played after Charge!: a creature resolves every “Play:” ability it
    has as it is played, play.py.)"""

    def play(self, g, src, you):
        fx.add_lasting(g, _EachCreatureYouPlay(src, you, src.title, g, _DealTwo),
                       f"for the remainder of the turn, each creature {you} plays gains "
                       "“Play: Deal 2 damage to an enemy creature.”")


class _StealOnFight(Behaviour):
    """“Fight: Steal 1A.” (one of Adaptoid's gains)"""

    def fight(self, g, src, you):
        fx.steal(g, you, 1, self.card.title)


class _Adapted(LastingEffect):
    """What Adaptoid gains for the remainder of the turn: +2 armor, assault 2 or “Fight: Steal
    1A.” (it ends if Adaptoid leaves play: `target`)."""

    MODES = ("+2 armor", "assault 2", "“Fight: Steal 1A.”")

    def __init__(self, source, you, rule, mode: int):
        super().__init__(source, you, rule, target=source)
        self.mode = mode

    def armor(self, g, src, creature):
        return 2 if self.mode == 0 and creature is self.target else 0

    def keywords(self, g, src, creature):
        return {"assault": 2} if self.mode == 1 and creature is self.target else {}

    def granted(self, g, src, c):
        return [_StealOnFight(self.source.printed)] if self.mode == 2 and c is self.target else []


@card("Adaptoid")
class Adaptoid(Behaviour):
    """Enhance PTDR. After you play a card with a bonus icon, for the remainder of the turn,
    Adaptoid gains (choose one): +2 armor, assault 2, or “Fight: Steal 1A.” (Enhance is
    deck-building; a bonus icon is any of a card's Æmber, capture, damage and draw icons,
    printed or enhanced: Bonus Icons.)"""

    def on(self, g, src, event):
        if event.kind != "played" or event.seat != src.controller or not icons(event.card):
            return None

        def adapt():
            if not g.in_play(src):
                g.say("Adaptoid is no longer in play: it gains nothing", R.RESOLVE_AS_MUCH)
                return
            mode = fx.choose_mode(g, src.controller, list(_Adapted.MODES), src.title)
            fx.add_lasting(g, _Adapted(src, src.controller, src.title, mode),
                           f"for the remainder of the turn, Adaptoid gains {_Adapted.MODES[mode]}")

        return adapt


class _Animated(LastingEffect):
    """For the remainder of the turn, the artifact is a creature with 3 power that belongs to
    the active house; as the effect ends it leaves the battleline (cardtype.out_of_battleline)."""

    def __init__(self, source, you, rule, target, house: str):
        super().__init__(source, you, rule, target=target)
        self.house = house

    def base_power(self, g, src, creature):
        return 3 if creature is self.target else None

    def houses(self, g, src, c):
        return ("instead", frozenset((self.house,))) if c is self.target else None

    def ended(self, g):
        if g.in_play(self.target) and self.target not in g.leaving:  # leaving play, it leaves as it is
            cardtype.out_of_battleline(g, self.target, self.rule)


@card("Animator")
class Animator(Behaviour):
    """Action: Move an artifact to a flank of its controller's battleline. For the remainder of
    the turn, it is a creature with 3 power that belongs to the active house. (It leaves the
    battleline when it's no longer a creature.)"""

    def action(self, g, src, you):
        art = fx.choose(g, "an artifact to move to a flank of its controller's battleline",
                        [c for c in g.artifacts() if c.type == "artifact"], none="there is no artifact in play")
        if art is None or not fx.put_on_flank(g, art, src.title):
            return
        house = g.active_house
        fx.add_lasting(g, _Animated(src, you, src.title, art, house),
                       f"for the remainder of the turn, {art.name} is a creature with 3 power that "
                       f"belongs to house {house}")
