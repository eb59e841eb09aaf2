"""Hand-written cards that play or use a card as if it were elsewhere or someone else's, or
change the turn itself: an enemy artifact used as if it were yours (Hornswoggle), an archived
card played as if it were in hand and in the active house (Project Z.Y.X.), a revealed card's
house made the active house, or the turn ended (Book of leQ). Each docstring quotes the
printed text."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.cards.hand.sweep_wc_misc import RemoteAccess


@card("Hornswoggle")
class Hornswoggle(RemoteAccess):
    """Play: Use an enemy artifact as if it were yours. (Enemy: an artifact the opponent
    controls, the artifacts Remote Access's "an opponent's artifact" names; its “Action:” or
    “Omni:” ability is used without taking control of it: As If It Were Yours.)"""


@card("Project Z.Y.X.")
class ProjectZYX(Behaviour):
    """Fight/Reap: You may play one of your archived cards as if it were in your hand and in the
    active house. (A card ability plays it, so its house is no bar (Using Cards via Other Card
    Abilities: "in the active house"); every other restriction on playing it still holds: The
    Rule of Six, Alpha (Project Z.Y.X. was just used this step), "cannot be played". A card that
    cannot be played stays in the archives.)"""

    def fight(self, g, src, you):
        self._play_archived(g, src, you)

    def reap(self, g, src, you):
        self._play_archived(g, src, you)

    @staticmethod
    def _play_archived(g, src, you):
        archives = g.player(you).archives
        if not archives:
            g.say(f"{you} has no archived card to play", R.RESOLVE_AS_MUCH)
            return
        if not g.decide.may("play one of your archived cards"):
            g.say(f"{you} chooses not to play an archived card", R.MAY)
            return
        chosen = fx.choose(g, "an archived card to play", archives)
        fx.play_card(g, chosen, you, source="archives", via=src)


@card("Book of leQ")
class BookOfLeQ(Behaviour):
    """Action: Reveal the top card of your deck. If it is a non-Star Alliance card, its house
    becomes your active house. Otherwise, end your turn. (The revealed card stays on top of the
    deck. A house that "becomes" active is not chosen: no "after you choose a house" ability
    triggers and no archives are picked up. "Otherwise" is every other case, an empty deck too:
    no non-Star Alliance card was revealed. Ending the turn: turn.end_turn_now.)"""

    def action(self, g, src, you):
        from judge.engine.keyforge.turn import end_turn_now

        top = fx.top_card(g, you, "reveal")
        if top is not None:
            fx.reveal(g, you, [top], src.title)
        if top is not None and not modifiers.belongs_to(g, top, "staralliance"):
            was = g.active_house
            g.active_house = top.house  # as printed: the top card of a deck
            g.say(f"{top.name} is {top.house}, not Star Alliance: {top.house} becomes {you}'s active house "
                  f"(was {was or 'none'})", src.title)
            return
        why = f"{top.name} is Star Alliance" if top is not None else "no card was revealed"
        end_turn_now(g, you, f"{src.name}: {why}", src.title)
