"""Reactions and their effects (grammar/sweep_dt_reactions.lark): "after {A} is stolen from
you" (Steal: effects.steal fires "stolen" for the player stolen from), and "it does not ready
during its controller's next "ready cards" step" (Kiri Giltspine), and the target "each of this
creature's neighbors"; "each of them", the cards the effect before chose (targets.Chosen); "each of {self}'s
non-star alliance neighbors"."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.abilities import LastingEffect
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, builds
from judge.engine.keyforge.reader.nodes.reactions import Happening
from judge.engine.keyforge.reader.nodes.targets import Chosen, NeighborsOfSelf, Target, ThisCreature, _test


@builds("aember_stolen")
@dataclass(frozen=True)
class AemberStolen(Happening):
    """"{A} is stolen from you": Æmber taken from the pool of the card's controller by a steal."""

    def render(self) -> str:
        return "{A} is stolen from you"

    def matches(self, g, src, event) -> bool:
        return event.kind == "stolen" and event.seat == src.controller


@builds("misses_next_readying")
@dataclass(frozen=True)
class MissesNextReadying(Effect):
    """"It does not ready during its controller's next “ready cards” step": the creature "it"
    names stays exhausted in that one step (a card ability may still ready it; Ready Cards)."""

    def render(self) -> str:
        return "it does not ready during its controller's next \"ready cards\" step"

    def run(self, ctx: Ctx) -> bool:
        creatures = [c for c in ctx.chosen if ctx.g.in_play(c)]
        for creature in creatures:
            effect = _NoReadying(ctx.src, ctx.you, ctx.rule, target=creature)
            effect.seat = creature.controller
            fx.add_lasting(ctx.g, effect, f"{creature.name} does not ready during {creature.controller}'s next "
                                          "“ready cards” step")
        return bool(creatures)


class _NoReadying(LastingEffect):
    """In force until the end of the turn of `seat` (the creature's controller then): its
    “ready cards” step comes before that turn ends (Turn Sequence)."""

    seat: str

    def expires_at_end_of_turn(self, g, seat: str) -> bool:
        return seat == self.seat

    def cannot_ready(self, g, src, card, in_ready_step):
        if card is self.target and in_ready_step and card.controller == self.seat:
            return f"it does not ready during its controller's next “ready cards” step ({self.rule})"
        return None


@builds("neighbors_of_this_creature")
@dataclass(frozen=True)
class NeighborsOfThisCreature(Target):
    """"each of this creature's neighbors" (Neighbor): beside the creature "this creature" names
    (an upgrade's creature, or the creature itself), now, or as it was as it left play."""

    def render(self) -> str:
        return "each of this creature's neighbors"

    def check(self, card) -> str | None:
        return None if card.type in ("creature", "upgrade") else f"“this creature” on an {card.type}"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        creature = ThisCreature._of(ctx.src)
        return fx.neighbors_before_leaving(ctx.g, creature) if creature is not None else []

    def matches(self, g, you, src, card) -> bool:
        creature = ThisCreature._of(src)
        return creature is not None and any(n is card for n in g.neighbors(creature))



builds("each_of_them")(lambda ch: Chosen("each of them"))


@builds("neighbors_of_self_with")
@dataclass(frozen=True)
class NeighborsOfSelfWith(NeighborsOfSelf):
    """"each of {self}'s non-star alliance neighbors": those of its neighbors the adjectives
    describe."""

    adjectives: tuple[str, ...] = ()

    @classmethod
    def build(cls, children):
        return cls(tuple(children))

    def render(self) -> str:
        return f"each of {{self}}'s {' '.join(self.adjectives)} neighbors"

    def _fits(self, g, you, src, card) -> bool:
        """Do the adjectives describe `card`? A house ("non-star alliance") is asked of every
        ability (modifiers.houses), which asks what the abilities in play grant, this one too:
        asked again meanwhile, a card's houses are its own (what this grants never depends on
        itself)."""
        if _ASKING:
            return all(_test(a)(g, you, src, _Own(card)) for a in self.adjectives)
        _ASKING.append(self)
        try:
            return all(_test(a)(g, you, src, card) for a in self.adjectives)
        finally:
            _ASKING.pop()

    def resolve(self, ctx: Ctx, doing: str) -> list:
        return [c for c in super().resolve(ctx, doing) if self._fits(ctx.g, ctx.you, ctx.src, c)]

    def matches(self, g, you, src, card) -> bool:
        return super().matches(g, you, src, card) and self._fits(g, you, src, card)


_ASKING: list = []  # NeighborsOfSelfWith._fits being asked


class _Own:
    """A card as its own houses describe it (not in play for modifiers.houses: no ability asked)."""

    def __init__(self, card):
        self._card = card

    def __getattr__(self, name: str):
        return getattr(self._card, name)
