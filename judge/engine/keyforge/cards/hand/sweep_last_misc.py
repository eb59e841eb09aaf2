"""Hand-written behaviours of the last printings the card-text reader cannot read: a Saurian
artifact that enters play under the opponent's control (Trojan Sauropod), a location whose Æmber
is spent as if it were in the pool (Monument to Shrix), and two Dark Tidings printings whose
wording differs from the printing the engine already plays but whose mechanism is the same
(Shield-U-Later DT 249, Captain Val Jericho DT 258). Each docstring quotes the printed text.

The Red Baron (WC A08) refers to the colour of a key (keys.py)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import gigantic
from judge.engine.keyforge import keys
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.cards.dt import ShieldULater
from judge.engine.keyforge.cards.hand.sweep_mm_use import CaptainValJericho
from judge.engine.keyforge.state import other
from judge.engine.keyforge.zones import ask_flank


@card("Trojan Sauropod")
class TrojanSauropod(Behaviour):
    """Trojan Sauropod enters play under your opponent's control. Omni: Gain 3A. Your opponent
    reveals their hand and puts each creature from it into play ready, then refills their hand as
    if it were their “draw cards” step. Destroy Trojan Sauropod.

    Control: it enters play under the other player's control (zones.entering_controller), so
    "you" of its Omni ability is that player and "your opponent" the one who played it. Each
    creature after the first of a battleline goes on the flank its player answers (Flank); the
    refill is the "draw cards" step's (Draw Cards, Chains: turn.refill_hand)."""

    def enters_play_under(self, g, src, c, seat):
        return other(seat) if c is src else None

    def omni(self, g, src, you):
        from judge.engine.keyforge.turn import refill_hand

        fx.gain(g, you, 3, src.title)
        foe = other(you)
        shown = list(g.player(foe).hand)
        fx.reveal(g, foe, shown, src.title, verb="reveals their hand:")
        creatures = gigantic.as_creatures(g, [c for c in shown if c.type == "creature"])
        if not creatures:
            g.say(f"{foe} has no creature in hand: none is put into play", R.RESOLVE_AS_MUCH)
        for c in creatures:
            side = ask_flank(g, c, foe)
            fx.put_into_play(g, c, foe, src.title, flank=side, ready=True)
        refill_hand(g, foe, src.title)
        fx.destroy(g, [src])


@card("Monument to Shrix")
class MonumentToShrix(Behaviour):
    """You may spend A on Monument to Shrix as if it were in your pool. Action: Move 1A from your
    pool to Monument to Shrix. If Citizen Shrix is in your discard pile, move 1A from any player's
    pool to Monument to Shrix instead.

    Forge a Key: its controller may spend the Æmber on it as they forge (the `spend_as_pool` hook,
    as Senator Shrix). That Æmber is on a card, not in a pool: "lose", "steal" and "capture" take
    only from a pool, so they cannot take it (FFG rulings on Monument to Shrix). Move: moving
    Æmber from a pool is not a loss or a steal; with Citizen Shrix in the discard pile the active
    player names the pool (player or opponent)."""

    def spend_as_pool(self, g, src, seat):
        return [src] if seat == src.controller and src.amber else []

    def action(self, g, src, you):
        seat = you
        if any(c.title == "Citizen Shrix" for c in g.player(you).discard):
            g.say(f"Citizen Shrix is in {you}'s discard pile: the Æmber comes from any player's pool",
                  src.title)
            seat = g.decide.option("a player whose pool to move 1 Æmber from (player or opponent)",
                                   [you, other(you)])
        fx.move_aember_onto(g, seat, src, 1, src.title)


@card("Shield-U-Later (DT 249)")
class ShieldULaterDT249(ShieldULater):
    """Shield-U-Later may be played as an upgrade instead of a creature, with the text: “This
    creature loses all armor and gets –2 power.” (The Evil Twin printing: the mechanism of
    Shield-U-Later DT 302, cards/dt.py, whose upgrade reads this printing's text: the creature's
    armor is 0 (Armor) and its power 2 lower.)"""


@card("Captain Val Jericho (DT 258)")
class CaptainValJerichoDT258(CaptainValJericho):
    """While Captain Val Jericho is in the center of your battleline, you may play 1 card that is
    not of the active house during your turn. (The same permission as the WC 326 printing,
    cards/hand/sweep_mm_use.py: one off-house card each turn while it is in the Center of the
    Battleline.)"""


class _ReapSteal(Behaviour):
    """“Reap: Steal 1A.” (as The Red Baron gains it)"""

    def reap(self, g, src, you):
        fx.steal(g, you, 1, self.card.title)


@card("The Red Baron")
class TheRedBaron(Behaviour):
    """While your red key is forged, The Red Baron gains, “Reap: Steal 1A.” While your
    opponent’s red key is forged, The Red Baron gains elusive. (Keys: each player has a red, a
    blue and a yellow key; which one is forged is asked while The Red Baron is in play.)"""

    names_key_colours = True

    def granted(self, g, src, c):
        if c is src and src.controller and keys.is_forged(g, src.controller, "red"):
            return [_ReapSteal(self.card)]
        return []

    def keywords(self, g, src, creature):
        if creature is src and src.controller and keys.is_forged(g, other(src.controller), "red"):
            return {"elusive": 1}
        return {}
