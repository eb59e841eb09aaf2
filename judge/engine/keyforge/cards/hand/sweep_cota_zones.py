"""Hand-written cards of the cota-aoa sweep that move cards between the deck, the discard pile,
hand, archives and play ("refills their hand as if it were the end of their turn", "reveal the
top card of your deck", "return each Mars creature ... then you may forge a key at ... reduced
by ...", "shuffle any number of ... from your hand, discard pile, or battleline"), through the
effect vocabulary."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.state import other


@card("Song of Spring")
class SongOfSpring(Behaviour):
    """Play: Shuffle any number of friendly Untamed creatures from your hand, discard pile, or
    battleline back into your deck."""

    def play(self, g, src, you):
        p = g.player(you)
        options = [c for c in p.hand + p.discard + g.creatures(you) if c.type == "creature" and modifiers.belongs_to(g, c, "untamed")]
        picked = fx.choose_up_to(g, "a friendly Untamed creature to shuffle into your deck", options, len(options))
        if picked:
            fx.shuffle_into_deck(g, picked, src.title)
        else:
            g.say(f"{you} shuffles no creature into their deck", R.MAY)


@card("Punctuated Equilibrium", "Punctuated Equilibrium (MM 405)", "Punctuated Equilibrium (DT 390)")
class PunctuatedEquilibrium(Behaviour):
    """Play: Each player discards their hand, then refills their hand as if it were the end of
    their turn. — Mass Mutation, Dark Tidings: "... as if it were their “draw cards” step." (Draw
    Cards: each refills to their hand size, chains applying: turn.refill_hand.)"""

    def play(self, g, src, you):
        from judge.engine.keyforge.turn import refill_hand

        for seat in (g.active, other(g.active)):
            for c in list(g.player(seat).hand):
                fx.discard_from_hand(g, c, seat, src.title)
        for seat in (g.active, other(g.active)):
            refill_hand(g, seat)


@card("Zyzzix the Many")
class ZyzzixTheMany(Behaviour):
    """Fight/Reap: You may reveal a creature from your hand. If you do, archive it and Zyzzix the
    Many gets three +1 power counters."""

    def reap(self, g, src, you):
        creatures = [c for c in g.player(you).hand if c.type == "creature"]
        if not creatures or not g.decide.may("reveal a creature from your hand"):
            g.say(f"{you} reveals no creature", R.IF_YOU_DO)
            return
        shown = fx.choose(g, "a creature to reveal from your hand", creatures)
        fx.reveal(g, you, [shown], src.title)
        fx.archive(g, shown, you, src.title)
        fx.add_power_counters(g, src, 3, src.title)

    fight = reap


@card("Swap Widget")
class SwapWidget(Behaviour):
    """Action: Return a ready friendly Mars creature to your hand. If you do, put a Mars creature
    with a different name from your hand into play, then ready it."""

    def action(self, g, src, you):
        back = fx.choose(g, "a ready friendly Mars creature to return to your hand",
                         [c for c in g.creatures(you) if modifiers.belongs_to(g, c, "mars") and not c.exhausted],
                         none="there is no ready friendly Mars creature")
        if back is None or fx.return_to_hand(g, back, src.title) is None:
            g.say("no creature was returned: nothing is put into play", R.IF_YOU_DO)
            return
        swap_in = fx.choose(g, "a Mars creature with a different name to put into play",
                            [c for c in g.player(you).hand if c.type == "creature" and modifiers.belongs_to(g, c, "mars")
                             and c.title != back.title], none="there is no Mars creature with a different name in hand")
        if swap_in is not None and fx.put_into_play(g, swap_in, you, src.title):
            fx.ready(g, swap_in, src.title)

