"""Hand-written cards of the Worlds Collide sweep that remove cards (destroy, purge, archive,
return, shuffle into a deck) picked by what the reader's selectors cannot say: the house with
the most creatures, a shared trait, "one third of", "each player who does not control ...",
"each card in your hand", "each upgrade attached to it", a discard pile's cards."""
from __future__ import annotations

import math

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.bonus import icons
from judge.engine.keyforge.state import SEATS, other


@card("Etaromme")
class Etaromme(Behaviour):
    """Reap: Destroy a creature of the house with the most creatures in play. (Creatures of both
    players count toward their house. When houses tie for the most, each of them is a house with
    the most creatures, as tied creatures are each “most powerful” (Most Powerful): the creature
    may be of any of them.)"""

    def reap(self, g, src, you):
        count: dict[str, int] = {}
        for c in g.creatures():  # a creature of several houses counts toward each
            for h in modifiers.houses(g, c):
                count[h] = count.get(h, 0) + 1
        if not count:
            g.say("no creatures in play", R.RESOLVE_AS_MUCH)
            return
        top = max(count.values())
        houses = sorted(h for h, n in count.items() if n == top)
        g.say(f"the house{'s' if len(houses) > 1 else ''} with the most creatures in play ({top}): "
              f"{', '.join(houses)}", src.title)
        target = fx.choose(g, "a creature to destroy", [c for c in g.creatures() if not modifiers.houses(g, c).isdisjoint(houses)])
        fx.destroy(g, [target])


@card("Good of the Many")
class GoodOfTheMany(Behaviour):
    """Play: Destroy each creature that does not share a trait with another creature in its
    controller's battleline. (A creature without traits shares none.)"""

    def play(self, g, src, you):
        doomed = []
        for c in g.creatures():
            others = [o for o in g.creatures(c.controller) if o is not c]
            if not any(modifiers.traits(g, c) & modifiers.traits(g, o) - {""} for o in others):
                doomed.append(c)
        if not doomed:
            g.say("each creature shares a trait with another creature in its controller's battleline",
                  R.RESOLVE_AS_MUCH)
            return
        fx.destroy(g, doomed)


@card("Tertiate")
class Tertiate(Behaviour):
    """Play: Destroy one third of all enemy creatures and one third of all friendly creatures
    (rounding up each time). (The active player chooses which; they are destroyed at once.)"""

    def play(self, g, src, you):
        doomed = []
        for side, cards in (("enemy", fx.enemy(g, you)), ("friendly", fx.friendly(g, you))):
            n = math.ceil(len(cards) / 3)
            g.say(f"one third of {len(cards)} {side} creatures, rounded up: {n}", src.title)
            doomed += fx.choose_exactly(g, f"an {side} creature to destroy" if side == "enemy"
                                        else f"a {side} creature to destroy", cards, n)
        if doomed:
            fx.destroy(g, doomed)


@card("Quicksand")
class Quicksand(Behaviour):
    """Play: Destroy the most powerful creature controlled by each player who does not control a
    ready Untamed creature. (Each such player's most powerful creature, chosen among ties by the
    active player; they are destroyed at once.)"""

    def play(self, g, src, you):
        doomed = []
        for seat in (you, other(you)):
            mine = g.creatures(seat)
            if any(modifiers.belongs_to(g, c, "untamed") and not c.exhausted for c in mine):
                g.say(f"{seat} controls a ready Untamed creature", src.title)
                continue
            top = fx.most_powerful(g, mine, f"creature {seat} controls")
            if top is not None:
                doomed.append(top)
        if doomed:
            fx.destroy(g, doomed)


@card("Saury About That")
class SauryAboutThat(Behaviour):
    """Play: Destroy a creature. Its controller gains 1A. (The player who controlled it as it was
    destroyed; they gain it whether or not the creature was destroyed.)"""

    def play(self, g, src, you):
        target = fx.choose(g, "a creature to destroy", g.creatures(), none="no creature to destroy")
        if target is None:
            return
        controller = target.controller
        fx.destroy(g, [target])
        fx.gain(g, controller, 1, src.title)


class _KeysCostMore(LastingEffect):
    """Keys cost +N during your opponent's next turn."""

    until = "their next turn"

    def __init__(self, source, you, rule, n: int):
        super().__init__(source, you, rule)
        self.n = n

    def key_cost_modifier(self, g, src, seat):
        return self.n

    def describe(self) -> str:
        return f"keys cost +{self.n} during {other(self.you)}'s next turn"


@card("Lesser Oxtet")
class LesserOxtet(Behaviour):
    """Elusive. Play: Purge each card in your hand. Reap: Keys cost +3A during your opponent's
    next turn."""

    def play(self, g, src, you):
        hand = list(g.player(you).hand)
        if not hand:
            g.say(f"{you} has no cards in hand: nothing is purged", R.RESOLVE_AS_MUCH)
        for c in hand:
            fx.purge(g, c, src.title)

    def reap(self, g, src, you):
        effect = _KeysCostMore(src, you, src.title, 3)
        fx.add_lasting(g, effect, f"keys cost +3 Æmber during {other(you)}'s next turn")


@card("Code Monkey")
class CodeMonkey(Behaviour):
    """Deploy. Play: Archive each neighboring creature. If those creatures share a house, gain 2A.
    (Its neighbors as the ability resolves; they share a house when there are two and both
    belong to one house.)"""

    def play(self, g, src, you):
        near = g.neighbors(src)
        if not near:
            g.say(f"{src.name} has no neighbors", R.RESOLVE_AS_MUCH)
            return
        share = len(near) == 2 and not modifiers.houses(g, near[0]).isdisjoint(modifiers.houses(g, near[1]))
        for c in near:
            fx.archive(g, c, you, src.title)
        if share:
            g.say(f"{near[0].name} and {near[1].name} share a house ({near[0].house})", src.title)
            fx.gain(g, you, 2, src.title)


@card("Dr. Milli")
class DrMilli(Behaviour):
    """Play: For each creature your opponent controls in excess of you, not counting Dr. Milli,
    archive a card. (A card from your hand, once for each.)"""

    def play(self, g, src, you):
        mine = len([c for c in fx.friendly(g, you) if c is not src])
        theirs = len(fx.enemy(g, you))
        n = max(0, theirs - mine)
        g.say(f"{other(you)} controls {theirs} creatures, {you} {mine} not counting {src.name}: "
              f"archive {n} card{'s' if n != 1 else ''}", R.FOR_EACH)
        for _ in range(n):
            c = fx.choose(g, "a card to archive", g.player(you).hand, none=f"{you} has no card in hand to archive")
            if c is None:
                return
            fx.archive(g, c, you, src.title)


@card("Timequake")
class Timequake(Behaviour):
    """Play: Shuffle each friendly card in play into your deck. Draw a card for each card shuffled
    into your deck this way. (Friendly cards: the creatures, artifacts and upgrades you control;
    each goes into its owner's deck, and only those that went into yours are counted.)"""

    def play(self, g, src, you):
        ups = [u for c in g.creatures() for u in c.upgrades if u.controller == you]
        cards = ups + list(g.player(you).artifacts) + list(g.player(you).battleline)
        if not cards:
            g.say(f"{you} controls no cards in play", R.RESOLVE_AS_MUCH)
            return
        fx.shuffle_into_deck(g, cards, src.title)
        n = sum(1 for c in cards if c.owner == you and not g.in_play(c))
        g.say(f"{n} card{'s' if n != 1 else ''} shuffled into {you}'s deck this way", R.THIS_WAY)
        if n:
            fx.draw(g, you, n, src.title)


@card("Transporter Platform")
class TransporterPlatform(Behaviour):
    """Action: Return a friendly creature and each upgrade attached to it to your hand. (A card
    always goes to its owner's hand: Leaves Play.)"""

    def action(self, g, src, you):
        target = fx.choose(g, "a friendly creature to return to hand", fx.friendly(g, you),
                           none="no friendly creature")
        if target is None:
            return
        for u in list(target.upgrades):
            fx.return_to_hand(g, u, src.title)
        fx.return_to_hand(g, target, src.title)


@card("Noname")
class Noname(Behaviour):
    """Noname gets +1 power for each purged card. Play/Fight/Reap: Purge a card in a discard pile.
    (Each purged card of both players counts.)"""

    def power(self, g, src, creature):
        return sum(len(g.player(s).purged) for s in SEATS) if creature is src else 0

    def _purge(self, g, src, you):
        pile = [c for s in (you, other(you)) for c in g.player(s).discard]
        target = fx.choose(g, "a card in a discard pile to purge", pile, none="no card in a discard pile")
        if target is not None:
            fx.purge(g, target, src.title)

    play = fight = reap = _purge


@card("Infurnace")
class Infurnace(Behaviour):
    """Play: Purge up to 2 cards from a discard pile. Your opponent loses A equal to the total
    Æmber bonus of the purged cards. (One discard pile, chosen first; a card's Æmber bonus is
    its Æmber icons, printed and added by Enhance.)"""

    def play(self, g, src, you):
        piles = [s for s in (you, other(you)) if g.player(s).discard]
        if not piles:
            g.say("both discard piles are empty", R.RESOLVE_AS_MUCH)
            return
        seat = piles[0] if len(piles) == 1 else g.decide.option("whose discard pile to purge from", piles)
        chosen = fx.choose_up_to(g, f"a card in {seat}'s discard pile to purge", g.player(seat).discard, 2)
        total = 0
        for c in chosen:
            bonus = icons(c).count("amber")
            if fx.purge(g, c, src.title):
                total += bonus
        g.say(f"the purged cards' Æmber bonus totals {total}", R.AEMBER_BONUS)
        if total:
            fx.lose(g, other(you), total, src.title)
