"""Hand-written cards of the zones family (cards out of play: discard pile, archives, purged)
whose sentences the card-text reader does not read: they name other cards by title ("Return
an Igon the Terrible from your discard pile"), or mix zones in one phrase ("from your discard
pile and from play"). Each docstring quotes the printed text."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card


def _titled(cards, title: str) -> list:
    return [c for c in cards if c.title == title]


def _controls(g, seat: str, title: str) -> bool:
    return any(c.title == title for c in g.cards_in_play() if c.controller == seat)


def _from_pile(g, src, you: str, title: str, doing: str):
    """A card of that title in `you`'s discard pile, chosen (None: there is none)."""
    return fx.choose(g, f"a {title} in your discard pile to {doing}", _titled(g.player(you).discard, title),
                     none=f"there is no {title} in {you}'s discard pile")


@card("Troop Call")
class TroopCall(Behaviour):
    """Play: Return each friendly Niffle creature from your discard pile and from play to your hand."""

    def play(self, g, src, you):
        def niffle(c):
            return c.card.type == "creature" and modifiers.has_trait(g, c, "niffle")

        pile = [c for c in g.player(you).discard if niffle(c)]
        line = [c for c in g.creatures(you) if niffle(c)]
        if not pile and not line:
            g.say("there is no friendly Niffle creature to return", R.RESOLVE_AS_MUCH)
        for c in pile + line:
            fx.return_to_hand(g, c, src.title)


class _Pair(Behaviour):
    """Hyde and Velum: each names the other."""

    partner = ""

    def times(self, g, src, you, doing: str) -> int:
        """"If you control <partner>, <do it> 2 times instead": how many times."""
        if _controls(g, you, self.partner):
            g.say(f"{you} controls {self.partner}: {doing} 2 cards instead", src.title)
            return 2
        return 1

    def destroyed(self, g, src, you):
        """Destroyed: Archive <partner> from your discard pile. If you do, archive <this card>."""
        found = _from_pile(g, src, you, self.partner, "archive")
        if found is None or fx.archive(g, found, you, src.title) is None:
            return
        fx.archive(g, src, src.owner, src.title)


@card("Hyde")
class Hyde(_Pair):
    """Reap: Draw a card. If you control Velum, draw 2 cards instead.
    Destroyed: Archive Velum from your discard pile. If you do, archive Hyde."""

    partner = "Velum"

    def reap(self, g, src, you):
        fx.draw(g, you, self.times(g, src, you, "draw"), src.title)


@card("Velum")
class Velum(_Pair):
    """Reap: Archive a card. If you control Hyde, archive 2 cards instead.
    Destroyed: Archive Hyde from your discard pile. If you do, archive Velum."""

    partner = "Hyde"

    def reap(self, g, src, you):
        for _ in range(self.times(g, src, you, "archive")):
            picked = fx.choose(g, "a card from your hand to archive", g.player(you).hand,
                               none=f"{you} has no card in hand to archive")
            if picked is None:
                return
            fx.archive(g, picked, you, src.title)


@card("Igon the Green")
class IgonTheGreen(Behaviour):
    """Destroyed: Purge Igon the Green. Return an Igon the Terrible from your discard pile to your hand."""

    def destroyed(self, g, src, you):
        fx.purge(g, src, src.title)
        found = _from_pile(g, src, you, "Igon the Terrible", "return to your hand")
        if found is not None:
            fx.return_to_hand(g, found, src.title)


@card("Igon the Terrible")
class IgonTheTerrible(Behaviour):
    """Play: If Igon the Green has not been purged, destroy Igon the Terrible. Fight: Steal 1A.
    (A purged card stays purged: Igon the Green "has been purged" when a card of that title is
    among either player's purged cards.)"""

    def play(self, g, src, you):
        purged = any(_titled(g.player(s).purged, "Igon the Green") for s in ("player", "opponent"))
        if purged:
            g.say("Igon the Green has been purged: Igon the Terrible stays", src.title)
            return
        g.say("Igon the Green has not been purged", src.title)
        fx.destroy(g, [src])

    def fight(self, g, src, you):
        fx.steal(g, you, 1, src.title)


def _destroy_before(g, src, you, before: str) -> None:
    """"Play: Destroy a friendly <before>. If you do not, destroy <this card>." (Chenille,
    Bombyx, Fifalde: each destroys the one before it)"""
    mine = [c for c in g.creatures(you) if c.title == before]
    picked = fx.choose(g, f"a friendly {before} to destroy", mine, none=f"{you} has no {before} in play")
    if picked is not None and fx.destroy(g, [picked]):
        return
    g.say(f"no {before} was destroyed: {src.name} is destroyed", src.title)
    fx.destroy(g, [src])


def _return_next(g, src, you, after: str) -> None:
    """The Action: ability "Return a <after> from your discard pile to your hand"."""
    found = _from_pile(g, src, you, after, "return to your hand")
    if found is not None:
        fx.return_to_hand(g, found, src.title)


@card("Chenille")
class Chenille(Behaviour):
    """Hazardous 6. Action: Return a Bombyx from your discard pile to your hand."""

    def action(self, g, src, you):
        _return_next(g, src, you, "Bombyx")


@card("Bombyx")
class Bombyx(Behaviour):
    """Play: Destroy a friendly Chenille. If you do not, destroy Bombyx.
    Action: Return a Fifalde from your discard pile to your hand."""

    def play(self, g, src, you):
        _destroy_before(g, src, you, "Chenille")

    def action(self, g, src, you):
        _return_next(g, src, you, "Fifalde")


@card("Fifalde")
class Fifalde(Behaviour):
    """Play: Destroy a friendly Bombyx. If you do not, destroy Fifalde.
    Fight/Reap: Fully heal Fifalde and gain 1A."""

    def play(self, g, src, you):
        _destroy_before(g, src, you, "Bombyx")

    def reap(self, g, src, you):
        fx.heal(g, src, None, src.title)
        fx.gain(g, you, 1, src.title)

    fight = reap
