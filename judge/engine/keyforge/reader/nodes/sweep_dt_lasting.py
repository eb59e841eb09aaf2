"""Lasting triggered abilities (grammar/sweep_dt_lasting.lark): "for the remainder of the turn,
after you play another card, exhaust a creature." (Flash Freeze), "... after you play a card,
draw a card." (Library Card).

Lasting Effects: "treated as constant abilities that are active for the duration specified by
the effect. A lasting effect persists even if the card that created the effect leaves play." The
ability is the reaction the text prints (nodes/reactions.py), answered by the lasting effect
(modifiers.sources: lasting effects trigger like cards in play) for the player who made it: its
"you" is that player, though the card that made it (an action card) has left play."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.abilities import LastingEffect
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, builds, humane
from judge.engine.keyforge.reader.nodes.durations import UNTIL
from judge.engine.keyforge.reader.nodes.reactions import Reaction


@builds("lasting_reaction")
@dataclass(frozen=True)
class LastingReaction(Effect):
    """`reaction` (a triggered ability) for `duration`."""

    duration: str
    reaction: Reaction

    @classmethod
    def build(cls, children):
        duration, when, clause = children
        return cls(duration, Reaction(when, clause))

    def render(self) -> str:
        return f"{self.duration} {self.reaction.render()}"

    def check(self, card) -> str | None:
        return self.reaction.check(card)

    def run(self, ctx: Ctx) -> bool:
        effect = _ReactionLasting(ctx.src, ctx.you, ctx.rule)
        effect.until = UNTIL[self.duration]
        effect.reaction = self.reaction
        fx.add_lasting(ctx.g, effect, humane(self.render(), ctx))
        return True


class _ReactionLasting(LastingEffect):
    """The lasting effect: each event its reaction answers starts a resolution by its player."""

    reaction: Reaction

    def describe(self) -> str:
        return self.reaction.render()

    def on(self, g, src, event):
        maker = src if src.controller == self.you else _Maker(src, self.you)
        return self.reaction.respond(g, maker, event)


class _Maker:
    """The card that made a lasting effect, as its triggered ability sees it once the card is
    out of play (an action card resolving or discarded): controlled, for "you", "friendly" and
    "enemy", by the player who made the effect (Lasting Effects). Everything else is the card's."""

    def __init__(self, card, you: str):
        self._card = card
        self.controller = you

    def __getattr__(self, name: str):
        return getattr(self._card, name)
