"""Cards leaving play (grammar/removal.lark): destroy, sacrifice, purge, archive (into its
owner's archives: Leaves Play), return to its owner's hand."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, builds, words
from judge.engine.keyforge.reader.nodes.targets import Target

builds("removal_verb", "hand_owner")(words)


@builds("removal")
@dataclass(frozen=True)
class Removal(Effect):
    verb: str  # destroy | sacrifice | purge | archive
    target: Target


    def render(self) -> str:
        return f"{self.verb} {self.target.render()}"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        g, cards = ctx.g, self.target.pick(ctx, self.verb)
        was = {id(c): c.controller for c in cards}  # who controlled each, before it left play
        if self.verb == "destroy":  # Destroyed: the cards are destroyed together
            done = bool(fx.destroy(g, cards)) if cards else False
        elif self.verb == "sacrifice":
            done = any([fx.sacrifice(g, c, ctx.you) for c in cards])
        elif self.verb == "purge":
            done = any([fx.purge(g, c, ctx.rule) for c in cards])
        else:  # archive a card in play: Leaves Play, always into its owner's archives
            archived = [a for a in (fx.archive(g, c, c.owner, ctx.rule) for c in cards) if a is not None]
            ctx.record("archived", archived, seats=was)  # as they are in the archives now
            return bool(archived)
        past = {"destroy": "destroyed", "sacrifice": "destroyed", "purge": "purged"}
        ctx.record(past[self.verb], [c for c in cards if not g.in_play(c)], seats=was)  # those that left play
        return done


@builds("return_to_hand")
@dataclass(frozen=True)
class ReturnToHand(Effect):
    """Return: to its owner's hand, however the text names the hand (Leaves Play)."""

    target: Target
    hand: str  # "its owner's" | "your" | "their owner's"

    def render(self) -> str:
        return f"return {self.target.render()} to {self.hand} hand"

    def check(self, card) -> str | None:
        if self.hand == "your" and getattr(self.target, "not_yours", False):
            return "return a card of another player's zone to “your” hand"
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        cards = self.target.pick(ctx, "return to its owner's hand")
        return any([fx.return_to_hand(ctx.g, c, ctx.rule) is not None for c in cards])
