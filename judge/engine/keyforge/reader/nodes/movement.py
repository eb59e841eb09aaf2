"""Moving Æmber, cards and control (grammar/movement.lark): Move ("move 1{A} from a creature
to your pool"), Control ("take control of an enemy artifact", "give control of ... to your
opponent"), putting cards on or into their owner's deck, returning several cards to their
owners' hands, Swap, and moving a creature to a flank. Each runs verbs of effects.py."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.amounts import Amount
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, builds, words
from judge.engine.keyforge.reader.nodes.removal import ReturnToHand
from judge.engine.keyforge.reader.nodes.targets import (Chosen, Each, One, Selector, SelfRef, Target,
                                                        ThisCreature, _Quantified)
from judge.engine.keyforge.state import other

builds("pool_owner", "line_owner", "in_random_order", "control_verb", "deck_end", "deck_owner", "deck_word", "position_word",
       "move_verb", "power_extreme", "capture_side")(words)


# -- targets ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class AnotherThanSource(_Quantified):
    """"move 1{A} from a creature to another creature": the destination of a move, "another"
    than the card the Æmber comes from (`ctx.chosen`, set by MoveAember). The move rule's own
    reading: elsewhere "another creature" is another than the card itself (targets.One)."""

    fixed = False

    selector: Selector

    def render(self) -> str:
        return f"another {self.selector.render()}"

    def check(self, card) -> str | None:
        return "a plural noun after “another”" if self.selector.plural else None

    def resolve(self, ctx: Ctx, doing: str) -> list:
        options = [c for c in self.selector.candidates(ctx) if c not in ctx.chosen]
        picked = fx.choose(ctx.g, f"another {self.selector.render()} to {doing}", options,
                           none=f"there is no other {self.selector.render()} to {doing}")
        return [picked] if picked is not None else []


@builds("those")
@dataclass(frozen=True)
class Those(Target):
    """"those creatures": the cards the preceding effect acted on."""

    selector: Selector

    def render(self) -> str:
        return f"those {self.selector.render()}"

    def check(self, card) -> str | None:
        return None if self.selector.plural else "“those” before a singular noun"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        return list(ctx.chosen)


@builds("exactly_n")
@dataclass(frozen=True)
class ExactlyN(_Quantified):
    """"2 enemy creatures": the active player chooses that many (as many as there are, when
    fewer: Resolve As Much As You Can)."""

    fixed = False

    n: int
    selector: Selector

    def render(self) -> str:
        return f"{self.n} {self.selector.render()}"

    def check(self, card) -> str | None:
        return None if self.selector.plural == (self.n != 1) else "a noun that does not agree with its number"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        return fx.choose_exactly(ctx.g, f"{self.selector.render()} to {doing}", self.selector.candidates(ctx), self.n)


@builds("the_most_powerful")
@dataclass(frozen=True)
class TheMostPowerful(_Quantified):
    """"the most powerful creature" (Most Powerful: the highest power), "the least powerful
    enemy creature" (Least Powerful: the lowest); the active player picks among tied creatures."""

    fixed = False

    extreme: str  # most | least
    selector: Selector

    def render(self) -> str:
        return f"the {self.extreme} powerful {self.selector.render()}"

    def check(self, card) -> str | None:
        if self.selector.plural or self.selector.kind != "creature":
            return f"“the {self.extreme} powerful” of anything but one creature"
        return None

    def resolve(self, ctx: Ctx, doing: str) -> list:
        picked = fx.most_powerful(ctx.g, self.selector.candidates(ctx), self.selector.render(), self.extreme)
        if picked is None:
            ctx.g.say(f"there is no {self.selector.render()} to {doing}", R.RESOLVE_AS_MUCH)
        return [picked] if picked is not None else []


@builds("each_of_your")
@dataclass(frozen=True)
class EachOfYour(Each):
    """"each of your artifacts": every card of that kind you control."""

    def render(self) -> str:
        return f"each of your {self.selector.render()}"

    def check(self, card) -> str | None:
        return None if self.selector.plural else "“each of your” before a singular noun"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        return [c for c in super().resolve(ctx, doing) if c.controller == ctx.you]

    def matches(self, g, you, src, card) -> bool:
        return card.controller == you and super().matches(g, you, src, card)


@dataclass(frozen=True)
class AllOf(Each):
    """A bare plural ("move each {A} from friendly creatures"): every card that qualifies."""

    def render(self) -> str:
        return self.selector.render()

    def check(self, card) -> str | None:
        return None if self.selector.plural else "a singular noun with no “a” or “each”"


#: targets that name at most one card (an Æmber destination must be one card)
_ONE_CARD = (One, AnotherThanSource, SelfRef, ThisCreature, Chosen, TheMostPowerful)


# -- moving Æmber -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Moved(Node):
    """How much Æmber moves: a number, "each"/"all"/"the remaining" of it (None: all there is
    on the card), or "half the" of it (rounded as the sentence says)."""

    word: str  # "" | "each" | "all" | "the remaining" | "half the"
    amount: Amount | None = None

    def render(self) -> str:
        return f"{self.amount.render()}{{A}}" if self.amount is not None else f"{self.word} {{A}}"

    def value(self, ctx: Ctx) -> int | None:
        return self.amount.value(ctx) if self.amount is not None else None

    def off(self, ctx: Ctx, card, rounding: str) -> int | None:
        """How much moves off `card` (None: all of it)."""
        if self.word == "half the":
            return (card.amber + 1) // 2 if "up" in rounding else card.amber // 2
        return self.value(ctx)


builds("moved_n")(lambda ch: Moved("", ch[0]))
builds("moved_each")(lambda ch: Moved("each"))
builds("moved_all")(lambda ch: Moved("all"))
builds("moved_half")(lambda ch: Moved("half the"))
builds("moved_remaining")(lambda ch: Moved("the remaining"))


@dataclass(frozen=True)
class Place(Node):
    """Where Æmber moves from or to: cards a target names, a player's pool, the common supply."""

    target: Target | None = None
    pool: str = ""  # "your" | "your opponent's" | "its controller's" (a pool); "": the common supply

    def render(self) -> str:
        if self.target is not None:
            return self.target.render()
        return f"{self.pool} pool" if self.pool else "the common supply"

    def seat(self, ctx: Ctx, card=None) -> str | None:
        """The pool's player; "its controller's": the controller of `card`, the one the Æmber
        comes off."""
        if self.pool == "its controller's":
            return card.controller if card is not None else None
        return ctx.you if self.pool == "your" else ctx.opponent if self.pool else None


builds("on_cards")(lambda ch: Place(ch[0]))
builds("on_all")(lambda ch: Place(AllOf(ch[0])))
builds("pool")(lambda ch: Place(None, ch[0]))
builds("supply")(lambda ch: Place())


@builds("move_aember")
@dataclass(frozen=True)
class MoveAember(Effect):
    """Move (Æmber): off the cards named into a pool, the common supply or onto one card, or
    from your pool onto a card. Not a capture, steal, loss or gain. It happened ("if you do")
    when some Æmber moved."""

    verb: str  # move | return
    moved: Moved
    source: Place
    to: Place
    rounding: str = ""  # "(rounding up)", with "half the {A}"

    @classmethod
    def build(cls, children):
        verb, moved, source, to, *rounding = children
        if isinstance(to.target, One) and to.target.article == "another":
            to = Place(AnotherThanSource(to.target.selector))
        return cls(verb, moved, source, to, *rounding)

    def render(self) -> str:
        rounding = f" {self.rounding}" if self.rounding else ""
        return f"{self.verb} {self.moved.render()} from {self.source.render()} to {self.to.render()}{rounding}"

    def check(self, card) -> str | None:
        src, to = self.source, self.to
        if (self.moved.word == "half the") != bool(self.rounding):
            return "“half” without its rounding, or a rounding without “half”"
        if src.target is None and (src.pool != "your" or to.target is None or self.moved.amount is None):
            return f"moving Æmber from {src.render()} to {to.render()}"
        if to.target is not None and not isinstance(to.target, _ONE_CARD):
            return f"moving Æmber onto {to.target.render()} (not one card)"
        return (src.target.check(card) if src.target is not None else None) or \
            (to.target.check(card) if to.target is not None else None)

    def run(self, ctx: Ctx) -> bool:
        n = self.moved.value(ctx)
        if self.source.target is None:  # from your pool onto a card
            onto = self.to.target.pick(ctx, f"move {n} Æmber onto")
            return sum(fx.move_aember_onto(ctx.g, ctx.you, c, n, ctx.rule) for c in onto) > 0
        cards = self.source.target.pick(ctx, "move Æmber from")
        if self.to.target is None:
            moved = 0
            for c in cards:
                seat, n = self.to.seat(ctx, c), self.moved.off(ctx, c, self.rounding)
                moved += (fx.aember_to_pool(ctx.g, c, seat, n, ctx.rule) if seat is not None
                          else fx.aember_to_supply(ctx.g, c, ctx.rule, n))
            return moved > 0
        moved = 0
        for c in cards:
            ctx.chosen = [c]  # "another": not this one (AnotherThanSource)
            onto = self.to.target.pick(ctx, f"move Æmber from {c.name} onto")
            n = self.moved.off(ctx, c, self.rounding)
            moved += sum(fx.move_aember(ctx.g, c, d, c.amber if n is None else n, ctx.rule) for d in onto)
            ctx.chosen = [c]  # "that creature" after it: the one the Æmber came from
        return moved > 0


# -- control ----------------------------------------------------------------------------------
@builds("take_control")
@dataclass(frozen=True)
class TakeControl(Effect):
    """Control: you take (gain) control of the cards named; they come into your play area."""

    verb: str  # take | gain
    target: Target

    def render(self) -> str:
        return f"{self.verb} control of {self.target.render()}"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        cards = [c for c in self.target.pick(ctx, "take control of") if c.controller != ctx.you]
        for c in cards:
            fx.take_control(ctx.g, c, ctx.you, ctx.rule)
        return any(c.controller == ctx.you for c in cards)


@builds("give_control")
@dataclass(frozen=True)
class GiveControl(Effect):
    """Control: your opponent takes control of the cards named."""

    target: Target

    def render(self) -> str:
        return f"give control of {self.target.render()} to your opponent"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        cards = [c for c in self.target.pick(ctx, "give control of") if c.controller == ctx.you]
        for c in cards:
            fx.take_control(ctx.g, c, ctx.opponent, ctx.rule)
        return any(c.controller == ctx.opponent for c in cards)


# -- cards to a deck or a hand ----------------------------------------------------------------
@builds("put_on_deck")
@dataclass(frozen=True)
class PutOnDeck(Effect):
    """Put cards on top or on the bottom of their owner's deck, however the text names the
    deck (Leaves Play: a card goes to its owner's zone)."""

    target: Target
    end: str  # "on top of" | "on the bottom of"
    owner: str
    order: str = ""  # "in a random order"

    def render(self) -> str:
        order = f" {self.order}" if self.order else ""
        return f"put {self.target.render()} {self.end} {self.owner} deck{order}"

    def check(self, card) -> str | None:
        if self.owner == "your" and getattr(self.target, "not_yours", False):
            return "a card of another player's zone to “your” deck"
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        top = self.end == "on top of"
        cards = self.target.pick(ctx, f"put {self.end} its owner's deck")
        if self.order:
            cards = list(cards)
            ctx.g.rng.shuffle(cards)
            ctx.g.say(f"in a random order: {', '.join(c.name for c in cards)}", ctx.rule)
        return any([fx.put_on_deck(ctx.g, c, top, ctx.rule) is not None for c in cards])


@builds("shuffle_into_deck")
@dataclass(frozen=True)
class ShuffleIntoDeck(Effect):
    """Shuffle cards into their owners' decks (Leaves Play: each into its owner's)."""

    target: Target
    owner: str
    word: str  # deck | decks

    def render(self) -> str:
        return f"shuffle {self.target.render()} into {self.owner} {self.word}"

    def check(self, card) -> str | None:
        if self.owner == "your" and getattr(self.target, "not_yours", False):
            return "a card of another player's zone to “your” deck"
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        cards = self.target.pick(ctx, "shuffle into its owner's deck")
        if cards:
            fx.shuffle_into_deck(ctx.g, cards, ctx.rule)
        gone = [c for c in cards if not ctx.g.in_play(c)]
        ctx.record("shuffled", gone, seats={id(c): c.owner for c in gone})  # into its owner's deck
        return bool(gone)


@builds("return_to_hands")
class ReturnToHands(ReturnToHand):
    """Return several cards, each to its owner's hand ("to their owners' hands")."""

    @classmethod
    def build(cls, children):
        return cls(children[0], "their owners'")

    def render(self) -> str:
        return f"return {self.target.render()} to their owners' hands"


# -- positions in the battleline ---------------------------------------------------------------
@builds("swap_two")
@dataclass(frozen=True)
class SwapTwo(Effect):
    """Swap: "swap the positions of 2 creatures in a battleline": the active player chooses
    a creature, then another creature of the same battleline."""

    word: str  # position | positions
    n: int

    def render(self) -> str:
        return f"swap the {self.word} of {self.n} creatures in a battleline"

    def check(self, card) -> str | None:
        return None if self.n == 2 else f"a swap of {self.n} creatures"

    def run(self, ctx: Ctx) -> bool:
        g = ctx.g
        lines = [c for c in g.creatures() if len(g.creatures(c.controller)) > 1]
        a = fx.choose(g, "a creature to swap", lines, none="there is no battleline of 2 creatures")
        if a is None:
            return False
        b = fx.choose(g, f"a creature to swap with {a.name}", [c for c in g.creatures(a.controller) if c is not a])
        ctx.chosen = [a, b]
        return fx.swap(g, a, b, ctx.rule)


@builds("move_to_flank")
@dataclass(frozen=True)
class MoveToFlank(Effect):
    """Move (a creature): to either flank of its controller's battleline; it stays under its
    controller's control (the active player picks the flank)."""

    target: Target

    def render(self) -> str:
        return f"move {self.target.render()} to either flank of its controller's battleline"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        cards = self.target.pick(ctx, "move to a flank")
        return any([fx.put_on_flank(ctx.g, c, ctx.rule) for c in cards])


@builds("return_to_deck")
@dataclass(frozen=True)
class ReturnToDeck(PutOnDeck):
    """"return a creature from your discard pile to the top of your deck": put there."""

    @classmethod
    def build(cls, children):
        return cls(children[0], "on top of", "your")

    def render(self) -> str:
        return f"return {self.target.render()} to the top of your deck"


@builds("shuffle_hand_and_pile")
@dataclass(frozen=True)
class ShuffleHandAndPile(Effect):
    """"shuffle your hand and discard pile into your deck"."""

    def render(self) -> str:
        return "shuffle your hand and discard pile into your deck"

    def run(self, ctx: Ctx) -> bool:
        p = ctx.g.player(ctx.you)
        cards = list(p.hand) + list(p.discard)
        fx.shuffle_into_deck(ctx.g, cards, ctx.rule)
        return bool(cards)


@builds("they_give")
@dataclass(frozen=True)
class TheyGive(Effect):
    """"they must give you 2{A}": your opponent gives Æmber from their pool (as much as they
    have) to yours."""

    amount: Amount

    def render(self) -> str:
        return f"they must give you {self.amount.render()}{{A}}"

    def run(self, ctx: Ctx) -> bool:
        n = self.amount.value(ctx)
        return n > 0 and fx.give(ctx.g, ctx.opponent, n, ctx.you, ctx.rule) >= n  # all of it (“If You Do”)


# -- capture from a side ---------------------------------------------------------------------------
@builds("capture_from")
@dataclass(frozen=True)
class CaptureFrom(Effect):
    """Capture: each creature named takes Æmber from its opponent's pool (the opponent of its
    controller) or from its own side (its controller's pool)."""

    captor: Target
    amount: Amount
    side: str  # "its opponent" | "its own side" | "their own side"

    def render(self) -> str:
        return f"{self.captor.render()} captures {self.amount.render()}{{A}} from {self.side}"

    def check(self, card) -> str | None:
        return self.captor.check(card)

    def run(self, ctx: Ctx) -> bool:
        n = self.amount.value(ctx)
        taken = 0
        for c in self.captor.pick(ctx, f"capture {n} Æmber"):
            if not ctx.g.in_play(c):
                continue
            seat = other(c.controller) if self.side == "its opponent" else c.controller
            taken += fx.capture(ctx.g, c, n, seat, ctx.rule)
        return taken > 0


@builds("move_anywhere")
@dataclass(frozen=True)
class MoveAnywhere(Effect):
    """Move (a creature): anywhere in its controller's battleline (a flank, or between 2 of the
    other creatures, the place it is in included); it stays under its controller's control."""

    target: Target
    line: str  # "your" | "its controller's"

    def render(self) -> str:
        return f"move {self.target.render()} anywhere in {self.line} battleline"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        cards = self.target.pick(ctx, "move")
        return any([fx.move_anywhere(ctx.g, c, ctx.rule) for c in cards])


@builds("any_number")
@dataclass(frozen=True)
class AnyNumber(_Quantified):
    """"any number of friendly creatures": the active player picks as many as they like,
    none included (`done` stops)."""

    fixed = False

    selector: Selector

    def render(self) -> str:
        return f"any number of {self.selector.render()}"

    def check(self, card) -> str | None:
        return None if self.selector.plural else "“any number of” before a singular noun"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        found = self.selector.candidates(ctx)
        return fx.choose_up_to(ctx.g, f"{self.selector.render()} to {doing}", found, len(found))


@builds("one_of_your_cards")
@dataclass(frozen=True)
class OneOfYourCards(Target):
    """"1 of your cards": one card in play you control (a creature, an artifact, an upgrade)."""

    fixed = False
    kind = "card"

    n: int

    def render(self) -> str:
        return f"{self.n} of your cards"

    def check(self, card) -> str | None:
        return None if self.n == 1 else f"{self.n} of your cards"

    def resolve(self, ctx: Ctx, doing: str) -> list:
        mine = [c for c in ctx.g.cards_in_play() if c.controller == ctx.you]
        picked = fx.choose(ctx.g, f"1 of your cards to {doing}", mine, none="you have no card in play")
        return [picked] if picked is not None else []


@builds("one_either")
@dataclass(frozen=True)
class OneEither(Target):
    """"an artifact or flank creature": the active player chooses one card that either selector
    names."""

    fixed = False
    kind = "card"

    article: str
    first: Selector
    second: Selector

    def render(self) -> str:
        return f"{self.article} {self.first.render()} or {self.second.render()}"

    def check(self, card) -> str | None:
        return "a plural noun after “a”" if self.first.plural or self.second.plural else None

    def resolve(self, ctx: Ctx, doing: str) -> list:
        found = self.first.candidates(ctx)
        found += [c for c in self.second.candidates(ctx) if c not in found]
        picked = fx.choose(ctx.g, f"{self.render()} to {doing}", found, none=f"there is no {self.render()} to {doing}")
        return [picked] if picked is not None else []
