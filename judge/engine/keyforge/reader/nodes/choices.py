"""Choices an ability asks for (grammar/choices.lark): "choose a house", "choose a creature",
"choose 1: • ... • ..." (one of the printed options), and what the sentences after a choice call
it ("that house", "the chosen creature"). The player resolving the ability makes each choice."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, Phrase, builds, words
from judge.engine.keyforge.reader.nodes.card import Sequence, Sentence
from judge.engine.keyforge.reader.nodes.hand import CardCount
from judge.engine.keyforge.reader.nodes.targets import Chosen, Target


@builds("choose_house")
@dataclass(frozen=True)
class ChooseHouse(Effect):
    """"choose a house": any house of the game (effects.game_houses); the sentences after it
    say "that house" / "the chosen house"."""

    def render(self) -> str:
        return "choose a house"

    def run(self, ctx: Ctx) -> bool:
        ctx.picked["house"] = fx.name_house(ctx.g, ctx.you, f"for {ctx.src.name}", ctx.rule, verb="chooses")
        return True


@builds("of_that_house")
class OfThatHouse(Phrase):
    """After a selector: "of that house", "of the chosen house" (the house the ability chose)."""

    def bound(self, ctx: Ctx) -> "OfHouse":
        house = ctx.picked.get("house")
        if house is None:
            ctx.g.say(f"no house was chosen: no card is “{self.words}”", R.RESOLVE_AS_MUCH)
        return OfHouse(self.words, house)

    def test(self, g, card) -> bool:
        raise TypeError(f"“{self.words}” needs the house an ability chose: it cannot be a constant ability")


@dataclass(frozen=True)
class OfHouse(Node):
    """"of that house" once the house is known."""

    words: str
    house: str | None

    def render(self) -> str:
        return self.words

    def test(self, g, card) -> bool:
        """Belongs to that house now: every effect that changes a card's house counts
        (modifiers.belongs_to; Golden Aura, Orator Hissaro, Academy Training)."""
        from judge.engine.keyforge.modifiers import belongs_to

        return belongs_to(g, card, self.house)


@builds("choose_cards")
@dataclass(frozen=True)
class ChooseCards(Effect):
    """"choose a creature", "choose a friendly creature and an enemy creature": the cards are
    chosen now; the sentences after it act on them ("it", "the chosen creatures")."""

    target: Target

    def render(self) -> str:
        return f"choose {self.target.render()}"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        return bool(self.target.pick(ctx, "choose"))


@builds("again")
@dataclass(frozen=True)
class Again(Effect):
    """Repeat: "trigger this effect again": the entire ability resolves again, including this
    text, unless its card has left play (a card being played is not in play: it may repeat)."""

    def render(self) -> str:
        return "trigger this effect again"

    def run(self, ctx: Ctx) -> bool:
        if ctx.src not in ctx.g.limbo and not ctx.g.in_play(ctx.src):
            ctx.g.say(f"{ctx.src.name} is no longer in play: its effect can no longer repeat", R.REPEAT)
            return False
        ctx.g.say("trigger this effect again", R.REPEAT)
        ctx.picked["again"] = True
        return True


@builds("chosen_ref")
def _chosen_ref(children) -> Chosen:
    return Chosen(words(children))


@builds("option")
@dataclass(frozen=True)
class Option(Node):
    """One bullet of a "choose 1:": its sentences, resolved in order."""

    sentences: tuple[Sentence, ...]

    @classmethod
    def build(cls, children):
        return cls(tuple(children))

    def render(self) -> str:
        return " ".join(s.render() for s in self.sentences)

    def check(self, card) -> str | None:
        return next((w for w in (s.check(card) for s in self.sentences) if w), None)

    def run(self, ctx: Ctx) -> bool:
        Sequence(self.sentences).run(ctx)
        return ctx.did


def _pick_option(ctx: Ctx, options) -> int:
    return fx.choose_mode(ctx.g, ctx.you, [o.render().rstrip(".") for o in options], ctx.rule)


@builds("modal_sequence")
def _modal_sequence(children) -> Sequence:
    return Sequence(tuple(children))


@builds("modal")
@dataclass(frozen=True)
class Modal(Effect):
    """"choose 1: • ... • ...": the player resolving the ability picks one option (by its number
    or its text) and only that option resolves. It ends the ability: it is a sentence of its own."""

    n: int
    options: tuple[Option, ...]

    @classmethod
    def build(cls, children):
        return cls(children[0], tuple(children[1:]))

    @property
    def clause(self) -> "Modal":  # a sentence of a Sequence
        return self

    def render(self) -> str:
        return f"choose {self.n}: " + " ".join(f"• {o.render()}" for o in self.options)

    def check(self, card) -> str | None:
        if self.n != 1:
            return f"choose {self.n} of the options"
        return next((w for w in (o.check(card) for o in self.options) if w), None)

    def chooses(self) -> bool:
        return True  # the option chosen is announced, not the whole text

    def run(self, ctx: Ctx) -> bool:
        ctx.announce = ""
        return self.options[_pick_option(ctx, self.options)].run(ctx)


@builds("modal_or")
@dataclass(frozen=True)
class ModalOr(Effect):
    """"choose 1: destroy each dis creature or gain 1{A}.": one of the effects, as chosen."""

    n: int
    options: tuple[Effect, ...]

    @classmethod
    def build(cls, children):
        return cls(children[0], tuple(children[1:]))

    def render(self) -> str:
        return f"choose {self.n}: " + " or ".join(o.render() for o in self.options)

    def check(self, card) -> str | None:
        if self.n != 1:
            return f"choose {self.n} of the options"
        return next((w for w in (o.check(card) for o in self.options) if w), None)

    def run(self, ctx: Ctx) -> bool:
        ctx.tell()
        return self.options[_pick_option(ctx, self.options)].run(ctx)


@builds("choose_and_discard")
@dataclass(frozen=True)
class ChooseAndDiscard(Effect):
    """"choose and discard 2 cards from your hand": the player resolving the ability chooses
    that many (as many as there are) and discards them (Discarding Cards)."""

    count: CardCount

    def render(self) -> str:
        return f"choose and discard {self.count.render()} from your hand"

    def run(self, ctx: Ctx) -> bool:
        hand = ctx.g.player(ctx.you).hand
        if not hand:
            ctx.g.say(f"{ctx.you} has no card in hand to discard", R.RESOLVE_AS_MUCH)
            return False
        cards = fx.choose_exactly(ctx.g, "a card from your hand to discard", hand, self.count.n)
        return any([fx.discard_from_hand(ctx.g, c, ctx.you, ctx.rule) is not None for c in cards])
