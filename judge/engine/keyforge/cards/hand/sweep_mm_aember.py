"""Hand-written Æmber cards of the Mass Mutation sweep: Monuments whose effect grows when a named
card is in your discard pile, Æmber counted from the board (houses represented, the difference
in creatures), "was destroyed this turn", a discarded card's house. Each docstring quotes the
printed text; the effects are the vocabulary's (effects.py)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.state import other


def in_discard(g, seat: str, title: str) -> bool:
    """Is a card of that title in `seat`'s discard pile (and say so)?"""
    there = any(c.card.title == title for c in g.player(seat).discard)
    g.say(f"{title} is {'' if there else 'not '}in {seat}'s discard pile", R.DISCARD_PILE)
    return there


# -- Monuments -------------------------------------------------------------------------------------
@card("Monument to Faust")
class MonumentToFaust(Behaviour):
    """Action: Keys cost +1A during your opponent's next turn. If Faust the Great is in your
    discard pile, keys cost +2A during your opponent's next turn instead."""

    def action(self, g, src, you):
        n = 2 if in_discard(g, you, "Faust the Great") else 1
        fx.add_lasting(g, _KeysCost(src, you, src.title, n=n),
                       f"keys cost +{n} Æmber during {other(you)}'s next turn")


class _KeysCost(LastingEffect):
    """Keys (each player's) cost more, during the opponent's next turn only."""

    until = "their next turn"

    def __init__(self, source, you, rule, *, n: int):
        super().__init__(source, you, rule)
        self.n = n

    def key_cost_modifier(self, g, src, seat):
        return self.n


@card("Monument to Octavia")
class MonumentToOctavia(Behaviour):
    """Action: A friendly creature captures 1A. If Cornicen Octavia is in your discard pile, that
    creature captures 2A instead."""

    def action(self, g, src, you):
        creature = fx.choose(g, "a friendly creature to capture", fx.friendly(g, you),
                             none=f"{you} has no creature to capture")
        if creature is not None:
            fx.capture(g, creature, 2 if in_discard(g, you, "Cornicen Octavia") else 1, other(you), src.title)


@card("Monument to Primus")
class MonumentToPrimus(Behaviour):
    """Action: Move 1A from a friendly creature to another friendly creature. If Consul Primus is
    in your discard pile, move 1A from a creature to another creature instead."""

    def action(self, g, src, you):
        anywhere = in_discard(g, you, "Consul Primus")
        pool, what = (g.creatures(), "creature") if anywhere else (fx.friendly(g, you), "friendly creature")
        source = fx.choose(g, f"a {what} to move 1 Æmber from", pool, none=f"there is no {what} to move Æmber from")
        if source is None:
            return
        to = fx.choose(g, f"another {what} to move it to", [c for c in pool if c is not source],
                       none=f"there is no other {what} to move the Æmber to")
        if to is not None:
            fx.move_aember(g, source, to, 1, src.title)


# -- Æmber counted from the board ------------------------------------------------------------------
def houses_in_play(g) -> set[str]:
    """The houses represented among cards in play (each card in play counts the houses it belongs
    to now)."""
    return {h for c in g.cards_in_play() for h in modifiers.houses(g, c) if h}


@card("Free Markets")
class FreeMarkets(Behaviour):
    """Play: Gain 1A (to a maximum of 6) for each house represented among cards in play, except
    for Sanctum."""

    def play(self, g, src, you):
        houses = sorted(houses_in_play(g) - {"sanctum"})
        n = min(6, len(houses))
        g.say(f"houses represented among cards in play, except Sanctum: {', '.join(houses) or 'none'} "
              f"({len(houses)}, to a maximum of 6: {n})", R.FOR_EACH)
        if n:
            fx.gain(g, you, n, src.title)


@card("Hold the Line")
class HoldTheLine(Behaviour):
    """Play: If there are more enemy creatures than friendly creatures, draw cards equal to the
    difference."""

    def play(self, g, src, you):
        foes, mine = len(fx.enemy(g, you)), len(fx.friendly(g, you))
        if foes <= mine:
            g.say(f"{foes} enemy creatures, {mine} friendly: not more enemy creatures, no card is drawn", src.title)
            return
        fx.draw(g, you, foes - mine, src.title)


@card("Font of the Eye")
class FontOfTheEye(Behaviour):
    """Omni: If an enemy creature was destroyed this turn, a friendly creature captures 1A."""

    def omni(self, g, src, you):
        if not any(e.kind == "destroyed" and e.card.type == "creature" and e.seat == other(you)
                   for e in g.turn.events):
            g.say("no enemy creature was destroyed this turn", src.title)
            return
        creature = fx.choose(g, "a friendly creature to capture", fx.friendly(g, you),
                             none=f"{you} has no creature to capture")
        if creature is not None:
            fx.capture(g, creature, 1, other(you), src.title)


@card("Ambassador Liu")
class AmbassadorLiu(Behaviour):
    """Action: Discard a card from your hand. If it is a Dis or Shadows card, steal 1A. If it is
    a Logos or Untamed card, gain 2A. If it is a Sanctum or Saurian card, capture 3A."""

    def action(self, g, src, you):
        c = fx.choose(g, "a card in your hand to discard", g.player(you).hand,
                      none=f"{you} has no card in hand to discard")
        if c is None:
            return
        house = c.house  # as printed: a card in hand
        fx.discard_from_hand(g, c, you, src.title)
        if house in ("dis", "shadows"):
            fx.steal(g, you, 1, src.title)
        elif house in ("logos", "untamed"):
            fx.gain(g, you, 2, src.title)
        elif house in ("sanctum", "saurian"):
            fx.capture(g, src, 3, other(you), src.title)
        else:
            g.say(f"{c.name} is a {house} card: nothing more happens", src.title)


@card("Baldric the Bold")
class BaldricTheBold(Behaviour):
    """Before Fight: If the creature Baldric the Bold fights is the most powerful enemy creature,
    gain 2A. (Most Powerful: each creature tied for the highest power is the most powerful.)"""

    def before_fight(self, g, src, you):
        if g.fight is None or g.fight[0] is not src:
            return
        foe = g.fight[1]
        top = max((fx.power(g, c) for c in fx.enemy(g, you)), default=None)
        if top is None or not g.in_play(foe) or fx.power(g, foe) != top:
            g.say(f"{foe.name} is not the most powerful enemy creature", R.MOST_POWERFUL)
            return
        g.say(f"{foe.name} is the most powerful enemy creature ({top} power)", R.MOST_POWERFUL)
        fx.gain(g, you, 2, src.title)
