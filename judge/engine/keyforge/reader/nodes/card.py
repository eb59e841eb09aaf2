"""The frame of a card text (grammar/card.lark, keywords.lark): abilities, keyword lines,
bold-precursor abilities with their sentences, "you may", "if you do", constant abilities."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.base import Constant, Ctx, Effect, Node, builds, humane, words

builds("trigger", "keyword_name", "keyword_x", "icon")(words)

#: Keywords the engine plays (fight.py, use.py, damage.py, play.py read them from the card
#: data). A keyword outside this set is refused until the engine implements it.
ENGINE_KEYWORDS = {"elusive", "skirmish", "taunt", "poison", "alpha", "omega", "assault", "hazardous", "deploy",
                   "invulnerable"}

#: The method of Behaviour each bold precursor fills.
PRECURSORS = {"play": "play", "reap": "reap", "fight": "fight", "action": "action", "omni": "omni",
              "destroyed": "destroyed", "before fight": "before_fight", "leaves play": "leaves_play"}


@builds("line")
def _line(children):
    return children[0]


@dataclass(frozen=True)
class Card(Node):
    """A whole card text: its abilities in printed order."""

    abilities: tuple[Node, ...]

    @classmethod
    def build(cls, children):
        return cls(tuple(children))

    def render(self) -> str:
        return "\n".join(a.render() for a in self.abilities)


@builds("vanilla")
@dataclass(frozen=True)
class NoAbility(Node):
    """"(Vanilla)": the card has no ability; the rules do everything."""

    def render(self) -> str:
        return "(vanilla)"


@builds("keyword_line")
@dataclass(frozen=True)
class KeywordLine(Node):
    keywords: tuple["Keyword", ...]

    @classmethod
    def build(cls, children):
        return cls(tuple(children))

    def render(self) -> str:
        return " ".join(k.render() for k in self.keywords)

    def check(self, card) -> str | None:
        for k in self.keywords:
            why = k.check(card)
            if why:
                return why
        return None


@builds("keyword")
@dataclass(frozen=True)
class Keyword(Node):
    """A keyword: the rules do the rest, reading it from the card data (Card.keywords); the
    reader checks that the data has it, so the printed keyword is never lost."""

    name: str
    value: int | None = None
    icons: tuple[str, ...] = ()  # enhance

    @classmethod
    def build(cls, children):
        parts = [c for c in children if c != "."]
        if parts[0] == "enhance":
            return cls("enhance", None, tuple(parts[1:]))
        return cls(parts[0], parts[1] if len(parts) > 1 else None)

    def render(self) -> str:
        if self.name == "enhance":
            return "enhance " + "".join(self.icons) + "."
        return f"{self.name}{'' if self.value is None else f' {self.value}'}."

    def check(self, card) -> str | None:
        if self.name == "enhance":
            return None  # bonus icons added before the game: nothing to do in play
        if self.name not in ENGINE_KEYWORDS:
            return f"the keyword {self.name} is not implemented by the engine yet"
        have = card.keyword(self.name)
        if have is None or (self.value is not None and have != self.value):
            return f"the text has {self.render()!r} but the card data's keywords are {list(card.keywords)}"
        return None


@builds("bold")
@dataclass(frozen=True)
class Bold(Node):
    """A bold-precursor ability: "play:", "fight/reap:", ... and what it does."""

    triggers: tuple[str, ...]
    body: "Sequence"

    @classmethod
    def build(cls, children):
        triggers, body = children
        return cls(tuple(triggers), body)

    def render(self) -> str:
        return f"{'/'.join(self.triggers)}: {self.body.render()}"

    def check(self, card) -> str | None:
        return self.body.check(card)

    def run(self, g, src, you, trigger: str) -> None:
        self.body.run(Ctx(g, src, you, src.title, said=f"{trigger.capitalize()}: "))


builds("triggers")(lambda children: tuple(children))


@builds("sequence", many=True)
@dataclass(frozen=True)
class Sequence(Node):
    """Sentences resolved in order; each knows whether the one before it happened."""

    sentences: tuple["Sentence", ...]

    def render(self) -> str:
        return " ".join(s.render() for s in self.sentences)

    def check(self, card) -> str | None:
        return next((w for w in (s.check(card) for s in self.sentences) if w), None)

    def run(self, ctx: Ctx) -> None:
        """Each sentence in turn. Consecutive sentences that only deal damage ("Deal 2{D} to each
        enemy flank creature. Deal 1{D} to each enemy creature not on a flank.") choose what they
        damage in turn and deal it all at once: "all damage dealt by a card's ability is dealt
        simultaneously regardless of where it appears in the ability's text" (2021, Resolve
        Abilities in the Order They Are Written: RuleSet.ability_damage_at_once)."""
        from judge.engine.keyforge.reader.nodes.damage import deal_hits
        from judge.engine.keyforge.zones import together

        at_once = ctx.g.ruleset.ability_damage_at_once
        again = True
        while again:  # Repeat: "trigger this effect again" (choices.Again) resolves it all again
            for i, s in enumerate(self.sentences):
                ctx.announce = ctx.said + humane(s.clause.render(), ctx)
                if not s.chooses():  # otherwise the target names the choice as it is made
                    ctx.tell()
                hold = at_once and s.clause.deals_damage and i + 1 < len(self.sentences) and \
                    self.sentences[i + 1].clause.deals_damage
                if hold and ctx.held_hits is None:
                    ctx.held_hits = []
                with together(ctx.g):  # the cards one instruction moves out of play leave together
                    ctx.did = s.run(ctx)
                if not hold and ctx.held_hits is not None:
                    held, ctx.held_hits = ctx.held_hits, None
                    if held:
                        deal_hits(ctx, held)
            again = ctx.picked.pop("again", False)


@builds("sentence")
@dataclass(frozen=True)
class Sentence(Effect):
    clause: Effect

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return f"{self.clause.render()}."

    def check(self, card) -> str | None:
        return self.clause.check(card)

    def run(self, ctx: Ctx) -> bool:
        return self.clause.run(ctx)


@builds("effect")
def _effect(children):
    return children[0]


@builds("may")
@dataclass(frozen=True)
class May(Effect):
    """May: the player resolving the ability chooses whether to do it."""

    effect: Effect

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return f"you may {self.effect.render()}"

    def check(self, card) -> str | None:
        return self.effect.check(card)

    def run(self, ctx: Ctx) -> bool:
        if not ctx.g.decide.may(humane(self.effect.render(), ctx)):
            ctx.g.say(f"{ctx.you} chooses not to {humane(self.effect.render(), ctx)}", R.MAY)
            return False
        return self.effect.run(ctx)


@builds("effects", many=True)
@dataclass(frozen=True)
class All(Effect):
    """"... and ...": effects resolved in order; it happened if any part did."""

    effects: tuple[Effect, ...]

    def render(self) -> str:
        return " and ".join(e.render() for e in self.effects)

    def check(self, card) -> str | None:
        return next((w for w in (e.check(card) for e in self.effects) if w), None)

    def run(self, ctx: Ctx) -> bool:
        done = False
        for e in self.effects:
            done = e.run(ctx) or done
        return done


@builds("if_condition")
@dataclass(frozen=True)
class If(Effect):
    """"if <condition> <effect>": the condition is checked as the sentence resolves."""

    condition: Node
    effect: Effect

    def render(self) -> str:
        return f"if {self.condition.render()} {self.effect.render()}"

    def check(self, card) -> str | None:
        return self.condition.check(card) or self.effect.check(card)

    def run(self, ctx: Ctx) -> bool:
        if not self.condition.holds(ctx):
            ctx.g.say(f"“{humane(self.condition.render(), ctx)}” does not hold: "
                      f"{humane(self.effect.render(), ctx)} does not happen", ctx.rule)
            return False
        bind_subject(ctx, self.condition)
        return self.effect.run(ctx)


def bind_subject(ctx: Ctx, condition: Node) -> None:
    """"If Saurus Rex is in the center of your battleline, you may exalt it": "it" is the card
    the condition is about, when that is a fixed card (the card itself, ...), not one to choose
    and not the "it" of an earlier effect (which stays what that effect acted on)."""
    from judge.engine.keyforge.reader.nodes.targets import Chosen

    subject = getattr(condition, "subject", None)
    if subject is not None and getattr(subject, "fixed", False) and not isinstance(subject, Chosen):
        ctx.chosen = subject.resolve(ctx, "check")


@builds("condition")
def _condition(children):
    return children[0]


@builds("if_you_do")
@dataclass(frozen=True)
class IfYouDo(Effect):
    """“If You Do”: resolves only if the preceding effect resolved."""

    effect: Effect

    @classmethod
    def build(cls, children):
        return cls(children[0])

    def render(self) -> str:
        return f"if you do {self.effect.render()}"

    def check(self, card) -> str | None:
        return self.effect.check(card)

    def run(self, ctx: Ctx) -> bool:
        if not ctx.did:
            ctx.g.say(f"the preceding effect did not resolve: “if you do” {humane(self.effect.render(), ctx)} "
                      "does not happen", R.IF_YOU_DO)
            return False
        return self.effect.run(ctx)


@builds("reaction")
def _reaction(children):
    return children[0]


@builds("constant", many=True)
@dataclass(frozen=True)
class ConstantAbility(Constant):
    """A constant ability (no bold precursor): active while its card is in play."""

    clauses: tuple[Constant, ...]

    def render(self) -> str:
        return " ".join(c.sentence() for c in self.clauses)

    def check(self, card) -> str | None:
        for c in self.clauses:
            why = c.check(card) or c.as_constant()
            if why:
                return why
        return None

    def hooks(self):
        raise TypeError("the compiler asks each clause of a constant ability for its hooks")


@builds("constant_sentence", "constant_clause")
def _constant(children):
    return children[0]
