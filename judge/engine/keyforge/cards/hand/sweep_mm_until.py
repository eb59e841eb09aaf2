"""Hand-written cards that "discard cards from the top of [a] deck until you discard <a kind of
card> or run out of cards" and keep the card found (Sound the Horns, Invasion Portal,
Lethologica, Angry Mob, Purify): one helper, `discard_until`, for all of them. Each docstring
quotes the printed text."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.modifiers import has_trait


def discard_until(g, seat: str, test, what: str, rule: str):
    """Discard the top card of `seat`'s deck, one at a time, until one passes `test` (returned,
    now in the discard pile) or the deck runs out (None)."""
    deck = g.player(seat).deck
    while deck:
        found = fx.discard(g, deck[0], rule)
        if test(found):
            g.say(f"{found.name} is {what}: the discarding stops", rule)
            return found
    g.say(f"{seat}'s deck has run out of cards: no {what} was discarded", R.THIS_WAY)
    return None


def _discard_to_hand(g, src, you, test, what: str) -> None:
    found = discard_until(g, you, test, what, src.title)
    if found is not None:
        fx.return_to_hand(g, found, src.title)


def _creature_of(g, house: str):
    return lambda c: c.type == "creature" and modifiers.belongs_to(g, c, house)


@card("Sound the Horns")
class SoundTheHorns(Behaviour):
    """Play: Discard cards from the top of your deck until you either discard a Brobnar creature or
    run out of cards. If you discarded a Brobnar creature this way, put it into your hand."""

    def play(self, g, src, you):
        _discard_to_hand(g, src, you, _creature_of(g, "brobnar"), "a Brobnar creature")


@card("Invasion Portal")
class InvasionPortal(Behaviour):
    """Action: Discard cards from the top of your deck until you discard a Mars creature or run out
    of cards. If you discard a Mars creature this way, put it into your hand."""

    def action(self, g, src, you):
        _discard_to_hand(g, src, you, _creature_of(g, "mars"), "a Mars creature")


@card("Lethologica")
class Lethologica(Behaviour):
    """Play: Discard cards from the top of your deck until you discard a Logos card or run out of
    cards. If you discard a Logos card this way, put it into your hand."""

    def play(self, g, src, you):
        _discard_to_hand(g, src, you, lambda c: modifiers.belongs_to(g, c, "logos"), "a Logos card")


@card("Angry Mob")
class AngryMob(Behaviour):
    """Before Fight: You may discard cards from the top of your deck until you discard an Angry Mob
    or run out of cards. If you discard an Angry Mob this way, put it into your hand."""

    def before_fight(self, g, src, you):
        if not g.decide.may("discard cards from the top of your deck until you discard an Angry Mob"):
            g.say(f"{you} chooses not to discard", R.MAY)
            return
        _discard_to_hand(g, src, you, lambda c: c.card.title == "Angry Mob", "an Angry Mob")


@card("Purify")
class Purify(Behaviour):
    """Play: Purge a Mutant creature. If you do, discard cards from the top of its controller's deck
    until you discard a non-Mutant creature or run out of cards. If you discard a non-Mutant
    creature this way, put it into play under its owner's control."""

    def play(self, g, src, you):
        mutant = fx.choose(g, "a Mutant creature to purge", [c for c in g.creatures() if has_trait(g, c, "mutant")],
                           none="there is no Mutant creature in play")
        if mutant is None:
            return
        controller = mutant.controller
        if not fx.purge(g, mutant, src.title):
            g.say(f"{mutant.name} was not purged: nothing more happens", R.IF_YOU_DO)
            return
        found = discard_until(g, controller, lambda c: c.type == "creature" and not has_trait(g, c, "mutant"),
                              "a non-Mutant creature", src.title)
        if found is not None:
            fx.put_into_play(g, found, found.owner, src.title)
