"""What lasting effects (and constant abilities) change on creatures (grammar/lasting.lark),
beside constant.py's "gets" and "gains": the plural forms ("other friendly creatures get +1
armor", "creatures you control gain elusive"), and keywords lost ("each creature loses
elusive": the creature does not have it, whatever gives it; Ability.loses_keywords)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import Constant, Ctx, Effect, builds, humane, words
from judge.engine.keyforge.reader.nodes.constant import Gains, Gets
from judge.engine.keyforge.reader.nodes.restrictions import CardKind
from judge.engine.keyforge.reader.nodes.targets import Target

builds("lose_word")(words)


@builds("plural_gets")
@dataclass(frozen=True)
class PluralGets(Gets):
    """"other friendly creatures get +1 armor"."""

    def render(self) -> str:
        return f"{self.subject.render()} get {' and '.join(s.render() for s in self.stats)}"


@builds("plural_gains")
@dataclass(frozen=True)
class PluralGains(Gains):
    """"creatures you control gain elusive"."""

    def render(self) -> str:
        return f"{self.subject.render()} gain {' and '.join(k.render() for k in self.keywords)}"


@builds("loses")
@dataclass(frozen=True)
class Loses(Constant):
    """"each creature loses elusive", "{self} loses elusive", "that creature loses taunt and
    elusive"."""

    subject: Target
    verb: str  # loses | lose
    keywords: tuple[str, ...]

    @classmethod
    def build(cls, children):
        return cls(children[0], children[1], tuple(children[2:]))

    def render(self) -> str:
        return f"{self.subject.render()} {self.verb} {' and '.join(self.keywords)}"

    def check(self, card) -> str | None:
        from judge.engine.keyforge.reader.nodes.card import ENGINE_KEYWORDS

        unknown = [k for k in self.keywords if k not in ENGINE_KEYWORDS]
        if unknown:
            return f"the keyword {unknown[0]} is not implemented by the engine yet"
        return self.subject.check(card)

    def hooks(self):
        lost = set(self.keywords)

        def loses_keywords(g, src, you, creature):
            return lost if self.subject.matches(g, you, src, creature) else set()

        return {"loses_keywords": loses_keywords}


@builds("next_played")
@dataclass(frozen=True)
class NextPlayed(Effect, Constant):
    """"The next creature or artifact you play this turn enters play ready": a lasting effect for
    the turn, spent on the first card of that kind the player plays (whether or not it would
    have entered ready anyway)."""

    kind: CardKind
    state: str  # ready

    def render(self) -> str:
        return f"the next {self.kind.render()} you play this turn enters play {self.state}"

    def check(self, card) -> str | None:
        if self.state != "ready":
            return "“the next card you play enters play stunned” is not implemented"
        return "a noun that does not agree with its number" if self.kind.plural else None

    def as_constant(self) -> str | None:
        return "“the next card you play” as a constant ability"

    def hooks(self):
        spent = []

        def enters_play_status(g, src, you, card, seat):
            if spent or g.active != you or not self.kind.matches(g, you, src, card):
                return []
            spent.append(card)
            return [self.state]

        return {"enters_play_status": enters_play_status}

    def run(self, ctx: Ctx) -> bool:
        from judge.engine.keyforge.reader.nodes.durations import establish

        establish(ctx.g, ctx.src, ctx.you, ctx.rule, self, "end of turn", humane(self.render(), ctx))
        return True
