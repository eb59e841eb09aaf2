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
        if self.verb == "destroy":  # Destroyed: the cards are destroyed together
            done = fx.destroy(g, cards) if cards else []
            ctx.this_way.setdefault("destroyed", []).extend(done)  # “This Way”
            return bool(done)
        if self.verb == "sacrifice":  # a sacrificed card is destroyed (Sacrifice)
            done = [c for c in cards if fx.sacrifice(g, c, ctx.you)]
            ctx.this_way.setdefault("destroyed", []).extend(done)
            return bool(done)
        if self.verb == "purge":
            done = [c for c in cards if fx.purge(g, c, ctx.rule)]
            ctx.this_way.setdefault("purged", []).extend(done)
            return bool(done)
        # archive a card in play: Leaves Play, always into its owner's archives
        done = [a for a in (fx.archive(g, c, c.owner, ctx.rule) for c in cards) if a is not None]
        ctx.this_way.setdefault("archived", []).extend(done)  # the cards as they are in the archives
        return bool(done)


@builds("return_to_hand")
@dataclass(frozen=True)
class ReturnToHand(Effect):
    """Return: to its owner's hand, however the text names the hand (Leaves Play)."""

    target: Target
    hand: str  # "its owner's" | "your" | "their owner's"

    def render(self) -> str:
        return f"return {self.target.render()} to {self.hand} hand"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        cards = self.target.pick(ctx, "return to its owner's hand")
        return any([fx.return_to_hand(ctx.g, c, ctx.rule) is not None for c in cards])
