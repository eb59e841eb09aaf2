"""Constant abilities (grammar/constant.lark): values and permissions the rules ask about
while the card is in play (Constant Abilities). Each answers Ability hooks."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.amounts import Signed
from judge.engine.keyforge.reader.nodes.base import Constant, Node, builds, words
from judge.engine.keyforge.reader.nodes.targets import Target

builds("stat_name", "enters_state", "use_verb")(words)


@builds("constant_subject")
def _subject(children):
    return children[0]


@builds("stat")
@dataclass(frozen=True)
class Stat(Node):
    change: Signed
    name: str  # power | armor


    def render(self) -> str:
        return f"{self.change.render()} {self.name}"


@builds("gets")
@dataclass(frozen=True)
class Gets(Constant):
    """"... gets +1 power (and +1 armor)": added to each creature the subject names."""

    subject: Target
    stats: tuple[Stat, ...]

    @classmethod
    def build(cls, children):
        return cls(children[0], tuple(children[1:]))

    def render(self) -> str:
        return f"{self.subject.render()} gets {' and '.join(s.render() for s in self.stats)}"

    def check(self, card) -> str | None:
        return self.subject.check(card)

    def hooks(self):
        out = {}
        for stat in self.stats:
            n = stat.change.n

            def value(g, src, you, creature, n=n):
                return n if creature.type == "creature" and self.subject.matches(g, you, src, creature) else 0

            out[stat.name] = value
        return out


@builds("gained")
@dataclass(frozen=True)
class Gained(Node):
    """A keyword a card gains ("elusive", "hazardous 3")."""

    name: str
    value: int | None = None


    def render(self) -> str:
        return self.name if self.value is None else f"{self.name} {self.value}"

    def check(self, card) -> str | None:
        from judge.engine.keyforge.reader.nodes.card import ENGINE_KEYWORDS

        return None if self.name in ENGINE_KEYWORDS else f"the keyword {self.name} is not implemented by the engine yet"


@builds("gains")
@dataclass(frozen=True)
class Gains(Constant):
    """"... gains elusive (and taunt)": keywords added to each creature the subject names
    (a gained X value adds to the creature's own)."""

    subject: Target
    keywords: tuple[Gained, ...]

    @classmethod
    def build(cls, children):
        return cls(children[0], tuple(children[1:]))

    def render(self) -> str:
        return f"{self.subject.render()} gains {' and '.join(k.render() for k in self.keywords)}"

    def check(self, card) -> str | None:
        return next((w for w in (k.check(card) for k in self.keywords) if w), None) or self.subject.check(card)

    def hooks(self):
        given = {k.name: (k.value or 1) for k in self.keywords}

        def keywords(g, src, you, creature):
            return dict(given) if self.subject.matches(g, you, src, creature) else {}

        return {"keywords": keywords}


@builds("key_owner")
def _key_owner(children) -> str:
    return " ".join(children)


@builds("keys_cost")
@dataclass(frozen=True)
class KeysCost(Constant):
    """Cost, At Current Cost: "keys cost +1{A}" (each player's), "your opponent's keys cost
    +2{A}", "your keys cost -1{A}"."""

    owner: str  # "keys" | "your keys" | "your opponent's keys"
    change: Signed


    def render(self) -> str:
        return f"{self.owner} cost {self.change.render()}{{A}}"

    def hooks(self):
        def key_cost_modifier(g, src, you, seat):
            if self.owner == "your keys" and seat != you:
                return 0
            if self.owner == "your opponent's keys" and seat == you:
                return 0
            return self.change.n

        return {"key_cost_modifier": key_cost_modifier}


@builds("enters_play")
@dataclass(frozen=True)
class EntersPlay(Constant):
    """"{self} enters play ready" / "stunned"."""

    subject: Target
    state: str


    def render(self) -> str:
        return f"{self.subject.render()} enters play {self.state}"

    def hooks(self):
        hook = "enters_play_ready" if self.state == "ready" else "enters_play_stunned"
        return {hook: lambda g, src, you, card, *seat: card is src}


@builds("no_fight_damage")
@dataclass(frozen=True)
class NoFightDamage(Constant):
    subject: Target


    def render(self) -> str:
        return f"{self.subject.render()} deals no damage when fighting"

    def hooks(self):
        return {"deals_no_fight_damage": lambda g, src, you, creature: creature is src}


@builds("cannot_use")
@dataclass(frozen=True)
class CannotUse(Constant):
    """"{self} cannot reap" / "cannot fight", "enemy creatures cannot reap", "{self} cannot be
    used", "creatures cannot be used to reap" (Cannot vs Must/May: "cannot" wins over any
    permission, and binds whoever would use the card, through an ability too)."""

    subject: Target
    verb: str  # reap | fight | be used | be used to reap | be used to fight

    def render(self) -> str:
        return f"{self.subject.render()} cannot {self.verb}"

    def check(self, card) -> str | None:
        return self.subject.check(card)

    def hooks(self):
        hows = None if self.verb == "be used" else {self.verb.split()[-1]}

        def cannot_use(g, src, you, seat, card, how):
            if (hows is None or how in hows) and self.subject.matches(g, you, src, card):
                return f"{card.name} cannot {self.verb}"
            return None

        return {"cannot_use": cannot_use}
