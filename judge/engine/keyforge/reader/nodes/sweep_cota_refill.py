"""The hand size of the "draw cards" step (grammar/sweep_cota_refill.lark).

Draw Cards: "the active player draws cards until they have six cards in hand"; a constant
ability may change that number for a player ("refill your hand to 1 additional card": seven;
"your opponent refills their hand to 1 less card": five), in that player's own "draw cards"
step ("during your/their ..."). The clause answers the `hand_size_modifier` hook
(modifiers.hand_size, turn.draw_step)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import Constant, Ctx, Node, builds, words
from judge.engine.keyforge.reader.nodes.targets import Actor
from judge.engine.keyforge.state import other

builds("refill_hand", "refill_change", "refill_card", "refill_whose")(words)
builds("draw_cards_step")(lambda ch: f'during {ch[1]} "draw cards" step')


@builds("refill_to")
@dataclass(frozen=True)
class RefillTo(Node):
    """"refill your hand to 1 additional card", "your opponent refills their hand to 1 less card",
    "each player refills their hand to 1 additional card" (... "for each <count>")."""

    actor: Actor
    hand: str  # "your hand" | "their hand"
    n: int
    change: str  # "additional" | "less"
    noun: str  # "card" | "cards"
    per: Node | None = None

    def render(self) -> str:
        per = f" {self.per.render()}" if self.per is not None else ""
        return (f"{self.actor.say('refill', 'refills')} {self.hand} to {self.n} {self.change} {self.noun}{per}")

    def check(self, card) -> str | None:
        own = "your hand" if self.actor.who in ("", "you") else "their hand"
        if self.hand != own:
            return f"“{self.actor.say('refill', 'refills')} {self.hand}”: whose hand is it?"
        if self.actor.who not in ("", "you", "your opponent", "each player"):
            return f"refilling by “{self.actor.who}”"
        if (self.n == 1) != (self.noun == "card"):
            return f"“{self.n} {self.noun}”"
        return self.per.check(card, creature=False) if self.per is not None else None

    def seats(self, you: str) -> tuple[str, ...]:
        if self.actor.who in ("", "you"):
            return (you,)
        if self.actor.who == "your opponent":
            return (other(you),)
        return (you, other(you))

    def change_for(self, g, src, you) -> int:
        n = self.n * (self.per.count(g, src, you, None) if self.per is not None else 1)
        return n if self.change == "additional" else -n


@dataclass(frozen=True)
class Refill(Constant):
    """A player's hand size in their "draw cards" step, changed (Draw Cards), under an optional
    condition ("if {self} is in the center of your battleline", checked in that step)."""

    step: str  # 'during your "draw cards" step' | 'during their "draw cards" step'
    to: RefillTo
    condition: Node | None = None
    after: bool = False  # the step printed after the refill

    def render(self) -> str:
        if self.after:
            return f"{self.to.render()} {self.step}"
        cond = f"if {self.condition.render()} " if self.condition is not None else ""
        return f"{self.step} {cond}{self.to.render()}"

    def check(self, card) -> str | None:
        whose = "your" if self.to.actor.who in ("", "you") else "their"
        if self.step != f'during {whose} "draw cards" step':
            return f"“{self.step}” with “{self.to.render()}”"
        return self.to.check(card) or (self.condition.check(card) if self.condition is not None else None)

    def hooks(self):
        def hand_size_modifier(g, src, you, seat):
            if seat not in self.to.seats(you):
                return 0
            if self.condition is not None and not self.condition.holds(Ctx(g, src, you, src.title)):
                return 0
            return self.to.change_for(g, src, you)

        return {"hand_size_modifier": hand_size_modifier}


builds("refill")(lambda ch: Refill(ch[0], ch[1]))
builds("refill_if")(lambda ch: Refill(ch[0], ch[2], condition=ch[1]))
builds("refill_after")(lambda ch: Refill(ch[1], ch[0], after=True))
