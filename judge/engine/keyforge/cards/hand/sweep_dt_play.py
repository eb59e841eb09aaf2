"""Hand-written Dark Tidings cards that play other cards (anywhere in the battleline; from hand,
now), over the effect vocabulary. Each docstring quotes the printed text.

How the card enters play is an effect for that one card while it is played (`_AsPlayed`), gone
once the play is over."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card


class _AsPlayed(LastingEffect):
    """How `target` enters play as it is played now: with `keywords` ({"deploy": 1}: it "can be
    placed anywhere in its controller's battleline", the Deploy keyword's own words)."""

    until = "never"

    def __init__(self, source, you, rule, target, keywords):
        super().__init__(source, you, rule, target=None)
        self.card, self.kw = target, dict(keywords)

    def keywords(self, g, src, creature):
        return self.kw if creature is self.card else {}


def play_as(g, src, you, c, source: str, text: str, keywords: dict) -> bool:
    """Play `c` from `source` through `src`'s ability, with `keywords` while it is played."""
    effect = _AsPlayed(src, you, src.title, c, keywords)
    fx.add_lasting(g, effect, text)
    try:
        return fx.play_card(g, c, you, source=source, via=src)
    finally:
        modifiers.expire(g, [effect])


@card("Light Everlasting")
class LightEverlasting(Behaviour):
    """Play: Play a Sanctum creature from your discard pile anywhere in your battleline."""

    def play(self, g, src, you):
        options = [c for c in g.player(you).discard if c.type == "creature" and modifiers.belongs_to(g, c, "sanctum")]
        chosen = fx.choose(g, "a Sanctum creature in your discard pile to play", options,
                           none=f"there is no Sanctum creature in {you}'s discard pile")
        if chosen is not None:
            play_as(g, src, you, chosen, "discard", f"{chosen.name} may be placed anywhere in {you}'s "
                    "battleline (as with deploy)", keywords={"deploy": 1})


@card("Together!")
class Together(Behaviour):
    """(Tide) Play: You may play a non-Star Alliance card. If the tide is high, you may play
    another non-Star Alliance card. (Now, from your hand: no "this turn" makes it a permission
    for later, as Phase Shift's is. The tide is looked at after the first card is played.)"""

    def play(self, g, src, you):
        from judge.engine.keyforge import tide

        self._may_play(g, src, you, "a non-Star Alliance card")
        if not tide.is_high(g, you):
            g.say(f"the tide is not high for {you}: no other card", src.title)
            return
        self._may_play(g, src, you, "another non-Star Alliance card")

    @staticmethod
    def _may_play(g, src, you, what: str) -> None:
        options = [c for c in g.player(you).hand if not modifiers.belongs_to(g, c, "staralliance")]
        if not options:
            g.say(f"{you} has no non-Star Alliance card in hand", R.RESOLVE_AS_MUCH)
            return
        if not g.decide.may(f"play {what}"):
            g.say(f"{you} chooses not to play {what}", R.MAY)
            return
        fx.play_card(g, fx.choose(g, f"{what} to play", options), you, source="hand", via=src)
