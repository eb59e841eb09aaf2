"""Hand-written cards of the Mass Mutation sweep that unforge keys: a condition on forged keys,
or a delayed effect bound to the card ("when Turnkey leaves play"). Each docstring quotes the
printed text; the effects are the vocabulary's (effects.unforge, effects.forge_key)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.state import other


@card("Break-key")
class BreakKey(Behaviour):
    """Play: If your opponent has more forged keys than you, unforge an opponent's key. If you
    unforge an opponent's key this way, your opponent gains 6A."""

    def play(self, g, src, you):
        foe = other(you)
        theirs, yours = g.player(foe).keys, g.player(you).keys
        if theirs <= yours:
            g.say(f"{foe} has {theirs} forged key{'s' if theirs != 1 else ''}, {you} has {yours}: "
                  "nothing is unforged", src.title)
            return
        if fx.unforge(g, foe, R.UNFORGE):
            fx.gain(g, foe, 6, src.title)


@card("Turnkey")
class Turnkey(Behaviour):
    """Play: Unforge an opponent's key. If you do, when Turnkey leaves play, your opponent forges
    a key at no cost. (The delayed effect is bound to this Turnkey while it stays in play: a
    lasting effect that gives it the "leaves play" ability and ends as it leaves play.)"""

    def play(self, g, src, you):
        if not fx.unforge(g, other(you), R.UNFORGE):
            g.say("no key was unforged: nothing happens when Turnkey leaves play", R.IF_YOU_DO)
            return
        fx.add_lasting(g, _ForgeWhenItLeaves(src, you, src.title, target=src),
                       f"when {src.name} leaves play, {other(you)} forges a key at no cost")


class _ForgeWhenItLeaves(LastingEffect):
    until = "leaves play"

    def granted(self, g, src, c):
        return [_OpponentForges(self.source.printed, self.you)] if c is self.target else []


class _OpponentForges(Behaviour):
    def __init__(self, card, you: str):
        super().__init__(card)
        self.you = you

    def leaves_play(self, g, src, _controller):
        fx.forge_key(g, other(self.you), 0, src.title)
