"""Activation costs ("Creatures, Abilities, and Battles"): paid at the exact
time the ability is activated, after its activation condition and before its
targets. `can_pay_all` says whether costs paid together can all be paid in
full (two costs drawing on the same hitpoints, deck or cards must fit
together); an ability whose cost cannot be fully paid loses its effect. The
same costs, written in a caveat, are paid to summon, attack with or defend
with the creature (`caveats.py`). Written later in an ability (after a target
or an effect), the same phrases are effects: they do what they can.
"""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.base import NO_DEFAULT
from judge.engine.keeper import rules
from judge.engine.keeper.context import Context, card_match
from judge.engine.keeper.counters import available, remove_counters
from judge.engine.keeper.damage import pay_hitpoints
from judge.engine.keeper.graveyard import destroy, sacrifice


class Cost:
    text = ""

    def demand(self, ctx: Context) -> tuple[tuple, int, int]:
        """(what the cost draws on, how much it takes, how much there is)."""
        raise NotImplementedError

    def can_pay(self, ctx: Context) -> bool:
        return can_pay_all([(self, ctx)])

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

    def demand(self, ctx: Context) -> tuple[tuple, int, int]:
        card = ctx.this
        there = available(card, self.name) if card is not None and card.zone == "creatures" else 0
        return ("counters", card.uid if card else None, self.name), self.n, there

    def pay(self, ctx: Context) -> None:
        remove_counters(ctx.game, ctx.this, self.n, player=ctx.controller, decisions=ctx.decisions,
                        rule=ctx.rule, name=self.name)


@dataclass(frozen=True)
class PayHitpoints(Cost):
    """"Pay N hitpoints." (not damage)"""

    n: int
    text: str = ""

    def demand(self, ctx: Context) -> tuple[tuple, int, int]:
        return ("hitpoints", ctx.controller), self.n, ctx.game.seat(ctx.controller).hitpoints

    def pay(self, ctx: Context) -> None:
        pay_hitpoints(ctx.game, ctx.controller, self.n, ctx.rule)


@dataclass(frozen=True)
class TopOfDeck(Cost):
    """"Sacrifice / Destroy [exactly] N cards on the top of your deck", or (destroy,
    as an effect) of each target's, one player's or an opponent's deck."""

    verb: str  # sacrifice | destroy
    n: int
    whose: str = "your"  # your | each target's | one player's | an opponent's
    exactly: bool = False
    text: str = ""

    def decks(self, ctx: Context) -> list[str]:
        if self.whose == "your":
            return [ctx.controller]
        if self.whose == "each target's":
            return [t for t in ctx.targets if isinstance(t, str)]
        anyone = self.whose == "one player's"
        options = ctx.game.players_in_game() if anyone else ctx.game.opponents(ctx.controller)
        pick = ctx.decisions.choose(f"{ctx.controller} selects {'one player' if anyone else 'an opponent'} whose "
                                    f"deck to {self.verb} from", options, match=card_match)
        ctx.trace(f"{ctx.controller} selects {pick}'s deck (options: {', '.join(options)})",
                  rules.ONE_PLAYER if self.whose == "one player's" else ctx.rule)
        return [pick]

    def demand(self, ctx: Context) -> tuple[tuple, int, int]:
        return ("deck", ctx.controller), self.n, len(ctx.game.seat(ctx.controller).deck)

    def pay(self, ctx: Context) -> None:
        decks = self.decks(ctx)
        short = [p for p in decks if len(ctx.game.seat(p).deck) < self.n]
        if self.exactly and short:
            ctx.trace(f"exactly {self.n} cards cannot be fulfilled ({short[0]}'s deck holds "
                      f"{len(ctx.game.seat(short[0]).deck)}): the remainder of the ability has no effect",
                      rules.EXACTLY)
            ctx.stopped = True
            return
        for player in decks:
            for card in list(ctx.game.seat(player).deck[: self.n]):
                if self.verb == "sacrifice":
                    sacrifice(ctx.game, card, by=ctx.controller, rule=rules.SACRIFICE)
                else:
                    destroy(ctx.game, card, by=ctx.controller, rule=ctx.rule, why="top of the deck")


@dataclass(frozen=True)
class SacrificeInPlay(Cost):
    """"Sacrifice N cards in play [selected by an opponent]." (or N of your
    creatures / traps). Only cards you control; never the card whose ability
    or caveat this is ("Sacrifice")."""

    n: int
    selected_by_opponent: bool = False
    text: str = ""
    noun: str = "card"  # card | creature | trap

    def options(self, ctx: Context):
        zones = {"card": ("creatures", "traps"), "creature": ("creatures",), "trap": ("traps",)}[self.noun]
        return [c for c in ctx.game.in_play() if c.controller == ctx.controller and c is not ctx.source
                and c.zone in zones]

    def demand(self, ctx: Context) -> tuple[tuple, int, int]:
        return ("in play", ctx.controller, self.noun), self.n, len(self.options(ctx))

    def pay(self, ctx: Context) -> None:
        chooser = ctx.controller
        if self.selected_by_opponent:
            chooser = ctx.decisions.choose(f"{ctx.controller}: the opponent who selects the card to sacrifice",
                                           ctx.game.opponents(ctx.controller), match=card_match)
        for i in range(self.n):
            options = self.options(ctx)
            if not options:
                break
            card = _pick(ctx, f"{chooser} selects a card in play that {ctx.controller} controls to sacrifice "
                              f"(not {ctx.source.label if ctx.source else 'the activated card'})", options, self.n - i)
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

    def demand(self, ctx: Context) -> tuple[tuple, int, int]:
        return ("unexhausted", ctx.controller), self.n, len(self.options(ctx))

    def pay(self, ctx: Context) -> None:
        chooser = ctx.controller
        if self.chosen_by_opponent:
            chooser = ctx.decisions.choose(f"{ctx.controller} picks the opponent who chooses",
                                           ctx.game.opponents(ctx.controller), match=card_match)
        for i in range(self.n):
            options = self.options(ctx)
            if not options:
                break
            card = _pick(ctx, f"{chooser} chooses an unexhausted creature of {ctx.controller} to exhaust", options,
                         self.n - i)
            card.exhausted = True
            ctx.trace(f"{card.label} is exhausted (chosen by {chooser})")


def _pick(ctx: Context, prompt: str, options: list, left: int):
    """One of the cards a cost takes, `left` of them still to take. With no more cards than
    that, every one is taken and there is nothing to decide: a fixture need not answer (an
    answer naming one of them is taken in its turn, as a decision that needs none)."""
    default = options[0] if len(options) <= left else NO_DEFAULT
    return ctx.decisions.choose(prompt, options, label=lambda c: c.label, match=card_match, default=default)


def can_pay_all(costs: list[tuple[Cost, Context]]) -> bool:
    """Can every one of these costs, paid together, be paid in full? Costs drawing
    on the same thing (a player's hitpoints, deck, cards in play, unexhausted
    creatures; a creature's counters) must fit in it together."""
    need: dict[tuple, int] = {}
    there: dict[tuple, int] = {}
    for cost, ctx in costs:
        what, n, have = cost.demand(ctx)
        need[what] = need.get(what, 0) + n
        there[what] = min(there.get(what, have), have)
    return all(need[w] <= there[w] for w in need)
