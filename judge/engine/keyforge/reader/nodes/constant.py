"""Constant abilities (grammar/constant.lark): values and permissions the rules ask about
while the card is in play (Constant Abilities). Each answers Ability hooks."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.amounts import Signed
from judge.engine.keyforge.reader.nodes.base import Constant, Node, builds, words
from judge.engine.keyforge.reader.nodes.targets import Target
from judge.engine.keyforge.state import other

builds("stat_name", "enters_state", "enters_verb", "use_verb", "be_used")(words)


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


def _per(children):
    """Split a trailing “for each” count off a rule's children."""
    from judge.engine.keyforge.reader.nodes.constant_more import PerCount

    if children and isinstance(children[-1], PerCount):
        return children[:-1], children[-1]
    return children, None


@builds("gets")
@dataclass(frozen=True)
class Gets(Constant):
    """"... gets +1 power (and +1 armor) (for each ...)": added to each creature the subject
    names (For Each: once for each thing counted)."""

    subject: Target
    stats: tuple[Stat, ...]
    per: Node | None = None  # constant_more.PerCount

    @classmethod
    def build(cls, children):
        children, per = _per(children)
        return cls(children[0], tuple(children[1:]), per)

    def render(self) -> str:
        per = f" {self.per.render()}" if self.per is not None else ""
        return f"{self.subject.render()} gets {' and '.join(s.render() for s in self.stats)}{per}"

    def check(self, card) -> str | None:
        selector = getattr(getattr(self.per, "what", None), "selector", None)
        if selector is not None and any("power" in p.kind for p in selector.posts):
            return "a power that counts creatures by their power"  # it would count itself
        return self.subject.check(card) or (self.per.check(card) if self.per is not None else None)

    def hooks(self):
        out = {}
        for stat in self.stats:
            n = stat.change.n

            def value(g, src, you, creature, n=n):
                if creature.type != "creature" or not self.subject.matches(g, you, src, creature):
                    return 0
                return n * (self.per.count(g, src, you, creature) if self.per is not None else 1)

            out[stat.name] = value
        return out


@builds("gained")
@dataclass(frozen=True)
class Gained(Node):
    """A keyword a card gains ("elusive", "hazardous 3"), or an ability in quotes
    (constant_more.Quoted)."""

    name: str | Node
    value: int | None = None

    @property
    def kind(self) -> str:
        """What is gained: "keyword", "ability" (in quotes) or "trait" (a subclass)."""
        return "ability" if isinstance(self.name, Node) else "keyword"

    def render(self) -> str:
        if isinstance(self.name, Node):
            return self.name.render()
        return self.name if self.value is None else f"{self.name} {self.value}"

    def check(self, card) -> str | None:
        from judge.engine.keyforge.reader.nodes.card import ENGINE_KEYWORDS

        if isinstance(self.name, Node):
            return self.name.check(card)
        return None if self.name in ENGINE_KEYWORDS else f"the keyword {self.name} is not implemented by the engine yet"


@builds("gains")
@dataclass(frozen=True)
class Gains(Constant):
    """"... gains elusive (and taunt)", "... gains "reap: gain 1{A}."": keywords added to each
    creature the subject names (a gained X value adds to the creature's own), and abilities
    granted to it (the ability in quotes is the creature's own while it has it)."""

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
        given = {k.name: (k.value or 1) for k in self.keywords if k.kind == "keyword"}
        quoted = [k.name for k in self.keywords if k.kind == "ability"]
        traits = {k.name for k in self.keywords if k.kind == "trait"}
        out = {}
        if traits:
            def gained_traits(g, src, you, card):
                return set(traits) if self.subject.matches(g, you, src, card) else set()

            out["traits"] = gained_traits
        if given:
            def keywords(g, src, you, creature):
                return dict(given) if self.subject.matches(g, you, src, creature) else {}

            out["keywords"] = keywords
        if quoted:
            def granted(g, src, you, card):
                if not self.subject.matches(g, you, src, card):
                    return []
                return [q.behaviour(src.printed) for q in quoted]

            out["granted"] = granted
        return out


@builds("key_owner")
def _key_owner(children) -> str:
    return " ".join(children)


@builds("keys_cost", "keys_cost_first", "each_key_costs")
@dataclass(frozen=True)
class KeysCost(Constant):
    """Cost, At Current Cost: "keys cost +1{A}" (each player's), "your opponent's keys cost
    +2{A}", "your keys cost -1{A}", "each key costs -1{A}", "... for each ..." (once for each
    thing counted, when the count comes first too)."""

    owner: str  # "keys" | "your keys" | "your opponent's keys" | "each player's keys" | "each key"
    change: Signed
    per: Node | None = None
    first: bool = False  # "for each X, keys cost ..."

    @classmethod
    def build(cls, children):
        if isinstance(children[0], Signed):  # "each key costs ..."
            return cls("each key", children[0])
        if not isinstance(children[0], str):  # "for each <count> <owner> cost ..."
            from judge.engine.keyforge.reader.nodes.constant_more import PerCount

            count, owner, change = children
            return cls(owner, change, PerCount(count), True)
        children, per = _per(children)
        return cls(children[0], children[1], per)

    def render(self) -> str:
        cost = f"{self.change.render()}{{A}}"
        if self.owner == "each key":
            return f"each key costs {cost}"
        if self.first:
            return f"{self.per.render()} {self.owner} cost {cost}"
        return f"{self.owner} cost {cost}" + (f" {self.per.render()}" if self.per is not None else "")

    def check(self, card) -> str | None:
        return self.per.check(card, creature=False) if self.per is not None else None

    def hooks(self):
        def key_cost_modifier(g, src, you, seat):
            if self.owner == "your keys" and seat != you:
                return 0
            if self.owner == "your opponent's keys" and seat == you:
                return 0
            return self.change.n * (self.per.count(g, src, you, None) if self.per is not None else 1)

        return {"key_cost_modifier": key_cost_modifier}


@builds("enters_play")
@dataclass(frozen=True)
class EntersPlay(Constant):
    """"{self} enters play ready" / "stunned" / "ready and enraged", "each friendly scientist
    creature enters play ready", "friendly artifacts enter play ready": the states a card the
    subject names enters play with (play.py, `enters_play_status`)."""

    subject: Target
    verb: str  # enters | enter
    states: tuple[str, ...]

    @classmethod
    def build(cls, children):
        return cls(children[0], children[1], tuple(children[2:]))

    def render(self) -> str:
        return f"{self.subject.render()} {self.verb} play {' and '.join(self.states)}"

    def check(self, card) -> str | None:
        return self.subject.check(card)

    def hooks(self):
        def enters_play_status(g, src, you, card, seat):
            # as it enters play for `seat` (play.entering_status): "your creatures" are those that
            # enter play for you, put into play by you or coming under your control (Scowly
            # Caper), so whose they are is asked from the other player's side when `seat` is
            # not the player it comes under
            side = you if seat == card.controller else other(you)
            return list(self.states) if self.subject.matches(g, side, src, card) else []

        return {"enters_play_status": enters_play_status}


@builds("no_fight_damage")
@dataclass(frozen=True)
class NoFightDamage(Constant):
    subject: Target


    def render(self) -> str:
        return f"{self.subject.render()} deals no damage when fighting"

    def hooks(self):
        return {"deals_no_fight_damage": lambda g, src, you, creature: creature is src}


@builds("only_fight_damage")
@dataclass(frozen=True)
class OnlyFightDamage(Constant):
    """"{self} only deals 4{D} when fighting": the damage it deals in a fight instead of its
    power (fight.py: the most restrictive of several applies)."""

    subject: Target
    n: int

    def render(self) -> str:
        return f"{self.subject.render()} only deals {self.n}{{D}} when fighting"

    def hooks(self):
        return {"fight_damage_amount": lambda g, src, you, creature: self.n if creature is src else None}


@builds("cannot_use")
@dataclass(frozen=True)
class CannotUse(Constant):
    """"{self} cannot reap" / "cannot fight", "enemy creatures cannot reap", "{self} cannot be
    used", "creatures cannot be used to reap", "you cannot use this card" (Cannot vs Must/May:
    "cannot" wins over any permission, and binds whoever would use the card, through an ability
    too)."""

    subject: Target
    verb: str  # reap | fight | be used | be used to reap | be used to fight | use this card

    def render(self) -> str:
        if self.verb == "use this card":
            return "you cannot use this card"
        return f"{self.subject.render()} cannot {self.verb}"

    def check(self, card) -> str | None:
        return self.subject.check(card)

    def hooks(self):
        hows = None if self.verb in ("be used", "use this card") else {self.verb.split()[-1]}

        def cannot_use(g, src, you, seat, card, how):
            if (hows is None or how in hows) and self.subject.matches(g, you, src, card):
                return f"{card.name} cannot {'be used' if self.verb == 'use this card' else self.verb}"
            return None

        return {"cannot_use": cannot_use}


@builds("cannot_use_this_card")
def _cannot_use_this_card(children):
    from judge.engine.keyforge.reader.nodes.targets import SelfRef

    return CannotUse(SelfRef(), "use this card")
