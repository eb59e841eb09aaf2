"""Activation costs ("Creatures, Abilities, and Battles"): paid at the exact
time the ability is activated, after its activation condition and before its
targets. `can_pay` says whether the whole cost can be paid; an ability whose
cost cannot be fully paid loses its effect. Written later in an ability (after
a target or an effect), the same phrases are effects: they do what they can.
"""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keeper import rules
from judge.engine.keeper.context import Context, card_match
from judge.engine.keeper.counters import available, remove_counters
from judge.engine.keeper.damage import pay_hitpoints
from judge.engine.keeper.graveyard import destroy, sacrifice


class Cost:
    text = ""

    def can_pay(self, ctx: Context) -> bool:
        raise NotImplementedError

    def pay(self, ctx: Context) -> None:
        raise NotImplementedError

    def apply(self, ctx: Context) -> None:
        """As an effect: as much as can be done."""
        self.pay(ctx)


@dataclass(frozen=True)
class RemoveCounters(Cost):
    """"Remove N counters from this card." (any counters, named ones included)"""

    n: int
    name: str | None = None
    text: str = ""

    def can_pay(self, ctx: Context) -> bool:
        card = ctx.this
        return card is not None and card.zone == "creatures" and available(card, self.name) >= self.n

    def pay(self, ctx: Context) -> None:
        remove_counters(ctx.game, ctx.this, self.n, player=ctx.controller, decisions=ctx.decisions,
                        rule=ctx.rule, name=self.name)


@dataclass(frozen=True)
class PayHitpoints(Cost):
    """"Pay N hitpoints." (not damage)"""

    n: int
    text: str = ""

    def can_pay(self, ctx: Context) -> bool:
        return ctx.game.seat(ctx.controller).hitpoints >= self.n

    def pay(self, ctx: Context) -> None:
        pay_hitpoints(ctx.game, ctx.controller, self.n, ctx.rule)


@dataclass(frozen=True)
class TopOfDeck(Cost):
    """"Sacrifice / Destroy [exactly] N cards on the top of your deck / each target's deck."""

    verb: str  # sacrifice | destroy
    n: int
    whose: str = "your"  # your | each target's
    exactly: bool = False
    text: str = ""

    def decks(self, ctx: Context) -> list[str]:
        if self.whose == "your":
            return [ctx.controller]
        return [t for t in ctx.targets if isinstance(t, str)]

    def can_pay(self, ctx: Context) -> bool:
        return all(len(ctx.game.seat(p).deck) >= self.n for p in self.decks(ctx))

    def pay(self, ctx: Context) -> None:
        if self.exactly and not self.can_pay(ctx):
            short = [p for p in self.decks(ctx) if len(ctx.game.seat(p).deck) < self.n]
            ctx.trace(f"exactly {self.n} cards cannot be fulfilled ({', '.join(short)}'s deck holds "
                      f"{len(ctx.game.seat(short[0]).deck)}): the remainder of the ability has no effect",
                      rules.EXACTLY)
            ctx.stopped = True
            return
        for player in self.decks(ctx):
            for card in list(ctx.game.seat(player).deck[: self.n]):
                if self.verb == "sacrifice":
                    sacrifice(ctx.game, card, by=ctx.controller, rule=rules.SACRIFICE)
                else:
                    destroy(ctx.game, card, by=ctx.controller, rule=ctx.rule, why="top of the deck")


@dataclass(frozen=True)
class SacrificeInPlay(Cost):
    """"Sacrifice N cards in play [selected by an opponent]." Only cards you
    control; never the card whose ability this is ("Sacrifice")."""

    n: int
    selected_by_opponent: bool = False
    text: str = ""

    def options(self, ctx: Context):
        return [c for c in ctx.game.in_play() if c.controller == ctx.controller and c is not ctx.source]

    def can_pay(self, ctx: Context) -> bool:
        return len(self.options(ctx)) >= self.n

    def pay(self, ctx: Context) -> None:
        chooser = ctx.controller
        if self.selected_by_opponent:
            chooser = ctx.decisions.choose(f"{ctx.controller}: the opponent who selects the card to sacrifice",
                                           ctx.game.opponents(ctx.controller), match=card_match)
        for i in range(self.n):
            options = self.options(ctx)
            if not options:
                break
            card = ctx.decisions.choose(
                f"{chooser} selects a card in play that {ctx.controller} controls to sacrifice "
                f"(not {ctx.source.label if ctx.source else 'the activated card'})",
                options, label=lambda c: c.label, match=card_match)
            ctx.trace(f"cards {ctx.controller} may sacrifice: {', '.join(c.label for c in options)} "
                      f"-> {card.label}", rules.SACRIFICE)
            sacrifice(ctx.game, card, by=ctx.controller)


@dataclass(frozen=True)
class ExhaustCreatures(Cost):
    """"Exhaust N of your unexhausted creatures in play [chosen by an opponent of your choice]."""

    n: int
    chosen_by_opponent: bool = False
    text: str = ""

    def options(self, ctx: Context):
        return [c for c in ctx.game.seat(ctx.controller).creatures if not c.exhausted and c is not ctx.source]

    def can_pay(self, ctx: Context) -> bool:
        return len(self.options(ctx)) >= self.n

    def pay(self, ctx: Context) -> None:
        chooser = ctx.controller
        if self.chosen_by_opponent:
            chooser = ctx.decisions.choose(f"{ctx.controller} picks the opponent who chooses",
                                           ctx.game.opponents(ctx.controller), match=card_match)
        for _ in range(self.n):
            options = self.options(ctx)
            if not options:
                break
            card = ctx.decisions.choose(f"{chooser} chooses an unexhausted creature of {ctx.controller} to exhaust",
                                        options, label=lambda c: c.label, match=card_match)
            card.exhausted = True
            ctx.trace(f"{card.label} is exhausted (chosen by {chooser})")
