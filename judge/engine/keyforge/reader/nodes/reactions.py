"""Triggered abilities (grammar/reactions.lark): "after <happening>", "each time <happening>"
(the same timing point: Timing), "at the start/end of your turn", then what resolves.

Each happening knows which engine Event it answers (triggers.py; turn.py, play.py, use.py,
fight.py, destroy.py, damage.py emit them). The card's `on` hook returns one resolution per
ability the event triggers (Ability, Card Ability: only cards in play trigger; several are
ordered by the active player). The resolution is the card's controller's; "it" and "that
creature" refer to the event's card.

A card an event is about may have left play (a destroyed creature): "friendly" and "enemy"
then mean as it was, under the controller it had when the event happened.
"""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import Ctx, Node, builds, words
from judge.engine.keyforge.reader.nodes.targets import HOUSES, Selector, _test
from judge.engine.keyforge.state import other

builds("forger", "turn_edge", "turn_whose", "destroyed_how", "use_purpose", "uses_verb", "plays_verb",
       "adjacent_to_self", "before_resolving", "event_player", "card_article", "played_noun")(words)


# -- when: "after ...", "each time ...", "at the start of your turn" ------------------------------
class When(Node):
    """When an ability triggers: `matches(g, src, event)` -> does this event trigger it."""

    def matches(self, g, src, event) -> bool:  # pragma: no cover
        raise NotImplementedError

    def said(self, src) -> str:
        """The words as the trace and the active player's order name them."""
        return self.render().replace("{self}", src.name)


@builds("when_event", "happening")
def _first(children):
    return children[0]


@builds("after_event")
@dataclass(frozen=True)
class After(When):
    happening: "Happening"

    def render(self) -> str:
        return f"after {self.happening.render()}"

    def check(self, card) -> str | None:
        return self.happening.check(card)

    def matches(self, g, src, event) -> bool:
        return self.happening.matches(g, src, event)


@builds("each_time")
@dataclass(frozen=True)
class EachTime(After):
    """"Each time": triggers at the same timing point as "after" (Timing)."""

    def render(self) -> str:
        return f"each time {self.happening.render()}"


@builds("turn_timing")
@dataclass(frozen=True)
class TurnTiming(When):
    """"at the start of your turn" (turn.start_of_turn: before the key is forged), "at the end
    of each turn" (End of Turn: after the draw step)."""

    edge: str  # start | end
    whose: str  # "your turn" | "each turn" | "each player's turn"

    def render(self) -> str:
        return f"at the {self.edge} of {self.whose}"

    def matches(self, g, src, event) -> bool:
        if event.kind != f"{self.edge}_of_turn":
            return False
        return self.whose != "your turn" or event.seat == src.controller


# -- what happened -------------------------------------------------------------------------------
class Happening(Node):
    def matches(self, g, src, event) -> bool:  # pragma: no cover
        raise NotImplementedError


class Subject(Node):
    """A card an event is about: `was(g, src, card, controller)`, with the controller it had
    when the event happened."""

    def was(self, g, src, card, controller, kind: str | None = None) -> bool:  # pragma: no cover
        """`kind`: the card's type when the event happened (Event.card_type), if not its type now."""
        raise NotImplementedError


def _controller(g, event):
    """The controller of the event's card when it happened."""
    card = event.card
    return card.controller if card.controller is not None else event.seat


@builds("subject_one")
@dataclass(frozen=True)
class SubjectOne(Subject):
    """"a creature", "an enemy creature", "a friendly cat creature"."""

    article: str
    selector: Selector

    def render(self) -> str:
        return f"{self.article} {self.selector.render()}"

    def check(self, card) -> str | None:
        return "a plural noun after “a”" if self.selector.plural else None

    def was(self, g, src, card, controller, kind: str | None = None) -> bool:
        sel = self.selector
        if (kind or card.type) != sel.kind:
            return False
        you = src.controller
        for a in sel.adjectives:
            if a == "friendly":
                ok = controller == you
            elif a == "enemy":
                ok = controller is not None and controller != you
            else:
                ok = _test(a)(g, you, src, card)
            if not ok:
                return False
        return all(p.test(g, card) for p in sel.posts)


@builds("subject_self")
@dataclass(frozen=True)
class SubjectSelf(Subject):
    """The card itself (Self-Referential Text)."""

    def render(self) -> str:
        return "{self}"

    def was(self, g, src, card, controller, kind: str | None = None) -> bool:
        return card is src


@builds("subject_this")
@dataclass(frozen=True)
class SubjectThis(Subject):
    """"this creature": on an upgrade, the creature it is attached to."""

    def render(self) -> str:
        return "this creature"

    def check(self, card) -> str | None:
        return None if card.type in ("creature", "upgrade") else f"“this creature” on an {card.type}"

    def was(self, g, src, card, controller, kind: str | None = None) -> bool:
        return card is (src.attached_to if src.type == "upgrade" else src)


@dataclass(frozen=True)
class SubjectNeighbor(Subject):
    """"1 of {self}'s neighbors", "a neighbor of {self}" (Neighbor): a creature beside it, or
    beside it as that creature left play."""

    words: str

    def render(self) -> str:
        return self.words

    def check(self, card) -> str | None:
        return None if card.type == "creature" else f"neighbors of an {card.type}"

    def was(self, g, src, card, controller, kind: str | None = None) -> bool:
        near = g.neighbors(card) if g.in_play(card) else (card.neighbors_when_left or [])
        return any(n is src for n in near)


@builds("subject_neighbor")
def _one_of_neighbors(children):
    from judge.engine.keyforge.reader.nodes.base import Refused

    if children[0] != 1:
        raise Refused(f"“{children[0]} of its neighbors” as what an event is about")
    return SubjectNeighbor("1 of {self}'s neighbors")


builds("subject_a_neighbor")(lambda ch: SubjectNeighbor("a neighbor of {self}"))


@builds("subject_upgrade")
@dataclass(frozen=True)
class SubjectUpgrade(Subject):
    def render(self) -> str:
        return "an upgrade"

    def was(self, g, src, card, controller, kind: str | None = None) -> bool:
        return card.type == "upgrade"


@builds("card_desc")
@dataclass(frozen=True)
class CardDesc(Node):
    """A card as played or discarded: "a brobnar card", "an action card", "another mars
    creature" (another: not the card whose ability it is)."""

    article: str
    adjectives: tuple[str, ...]
    noun: str

    @classmethod
    def build(cls, children):
        return cls(children[0], tuple(children[1:-1]), children[-1])

    def render(self) -> str:
        return " ".join((self.article,) + self.adjectives + (self.noun,))

    def fits(self, g, src, card) -> bool:
        if self.article == "another" and card is src:
            return False
        kind = {"action card": "action", "card": card.type}.get(self.noun, self.noun)
        return card.type == kind and all(_test(a)(g, src.controller, src, card) for a in self.adjectives)


def _agrees(who: str, verb: str, base: str) -> str | None:
    """Does the verb agree with the player phrase ("you play", "your opponent plays")?"""
    return None if verb == (base if who == "you" else f"{base}s") else "a verb that does not agree with its subject"


def _player_is(phrase: str, src, seat) -> bool:
    """Is `seat` the player an event phrase names ("you", "your opponent", "a player")?"""
    if phrase == "you":
        return seat == src.controller
    if phrase == "your opponent":
        return src.controller is not None and seat == other(src.controller)
    return True


@builds("house_chosen")
@dataclass(frozen=True)
class HouseChosen(Happening):
    """"a player chooses brobnar as their active house", "you choose logos as your active
    house" (Choose a House: after the choice, before the archives are taken)."""

    house: str
    who: str = "a player"

    def render(self) -> str:
        if self.who == "you":
            return f"you choose {self.house} as your active house"
        return f"a player chooses {self.house} as their active house"

    def matches(self, g, src, event) -> bool:
        return (event.kind == "house_chosen" and event.data.get("house") == HOUSES.get(self.house, self.house)
                and _player_is(self.who, src, event.seat))


builds("you_choose_house")(lambda ch: HouseChosen(ch[0], "you"))


@builds("destroyed")
@dataclass(frozen=True)
class Destroyed(Happening):
    """"<a creature> is destroyed" (Destroyed: once it has left play), "... fighting {self}"
    (destroyed in a fight with this creature), "... during your turn"."""

    subject: Subject
    how: str = ""

    def render(self) -> str:
        return f"{self.subject.render()} is destroyed" + (f" {self.how}" if self.how else "")

    def check(self, card) -> str | None:
        return self.subject.check(card)

    def matches(self, g, src, event) -> bool:
        if event.kind != "destroyed" or not self.subject.was(g, src, event.card, event.seat, event.card_type):
            return False
        if self.how == "fighting {self}":
            return event.data.get("fighting") is src
        if self.how == "during your turn":
            return g.active == src.controller
        return True


@dataclass(frozen=True)
class _ByCard(Happening):
    """An event about a card in play: "<subject> reaps", "<subject> fights", ..."""

    subject: Subject
    kind = ""
    verb = ""

    def render(self) -> str:
        return f"{self.subject.render()} {self.verb}"

    def check(self, card) -> str | None:
        return self.subject.check(card)

    def matches(self, g, src, event) -> bool:
        return event.kind == self.kind and self.subject.was(g, src, event.card, _controller(g, event))


@builds("reaps")
class Reaps(_ByCard):
    """"after a creature reaps": once it has reaped and its "Reap:" abilities resolved."""

    kind, verb = "reaped", "reaps"


@builds("fights")
class Fights(_ByCard):
    """"after a creature fights": once the fight has been resolved (Fight)."""

    kind, verb = "fought", "fights"


@builds("entered_play")
class EntersPlay(_ByCard):
    """"after a creature enters play": with the "Play:" abilities (Timing chart)."""

    kind, verb = "entered", "enters play"


@builds("dealt_damage")
class DealtDamage(_ByCard):
    """"after <a creature> is dealt damage": once the damage is dealt (Damage)."""

    kind, verb = "damaged", "is dealt damage"


#: "is used to fight" is the fight, "to reap" the reap; "is used" with no purpose is any use,
#: once it has resolved, including a use that only removes a stun (Stun)
_USE_EVENT = {"": "after_use", "to fight": "fought", "to reap": "reaped"}


@builds("used")
@dataclass(frozen=True)
class Used(Happening):
    """"after this creature is used", "after a creature is used to fight"."""

    subject: Subject
    purpose: str = ""

    def render(self) -> str:
        return f"{self.subject.render()} is used" + (f" {self.purpose}" if self.purpose else "")

    def check(self, card) -> str | None:
        return self.subject.check(card)

    def matches(self, g, src, event) -> bool:
        return (event.kind == _USE_EVENT[self.purpose]
                and self.subject.was(g, src, event.card, _controller(g, event)))


@builds("you_fight_with")
@dataclass(frozen=True)
class YouFightWith(Happening):
    """"after you fight with a creature"."""

    subject: Subject

    def render(self) -> str:
        return f"you fight with {self.subject.render()}"

    def matches(self, g, src, event) -> bool:
        return (event.kind == "fought" and event.seat == src.controller
                and self.subject.was(g, src, event.card, _controller(g, event)))


@builds("player_uses")
@dataclass(frozen=True)
class PlayerUses(Happening):
    """"each time you use an artifact", "after your opponent uses a creature to reap"."""

    who: str
    verb: str
    subject: Subject
    purpose: str = ""

    def render(self) -> str:
        return f"{self.who} {self.verb} {self.subject.render()}" + (f" {self.purpose}" if self.purpose else "")

    def check(self, card) -> str | None:
        return _agrees(self.who, self.verb, "use") or self.subject.check(card)

    def matches(self, g, src, event) -> bool:
        return (event.kind == _USE_EVENT[self.purpose] and _player_is(self.who, src, event.seat)
                and self.subject.was(g, src, event.card, _controller(g, event)))


@builds("player_plays")
@dataclass(frozen=True)
class PlayerPlays(Happening):
    """"after you play an untamed action card", "each time your opponent plays a creature"."""

    who: str
    verb: str
    card: CardDesc

    def render(self) -> str:
        return f"{self.who} {self.verb} {self.card.render()}"

    def check(self, card) -> str | None:
        return _agrees(self.who, self.verb, "play")

    def matches(self, g, src, event) -> bool:
        return (event.kind == "played" and _player_is(self.who, src, event.seat)
                and self.card.fits(g, src, event.card))


@builds("is_played")
@dataclass(frozen=True)
class IsPlayed(Happening):
    """"after a creature is played", "... adjacent to {self}" (it entered play as a neighbor)."""

    subject: Subject
    adjacent: str = ""

    def render(self) -> str:
        return f"{self.subject.render()} is played" + (f" {self.adjacent}" if self.adjacent else "")

    def check(self, card) -> str | None:
        if self.adjacent and card.type != "creature":
            return f"“adjacent to” an {card.type}"
        return self.subject.check(card)

    def matches(self, g, src, event) -> bool:
        if event.kind != "played" or not self.subject.was(g, src, event.card, _controller(g, event)):
            return False
        return not self.adjacent or any(n is src for n in g.neighbors(event.card))


@builds("you_discard")
@dataclass(frozen=True)
class YouDiscard(Happening):
    """"after you discard a sanctum card from your hand" (Discarding Cards)."""

    card: CardDesc

    def render(self) -> str:
        return f"you discard {self.card.render()} from your hand"

    def matches(self, g, src, event) -> bool:
        return (event.kind == "discarded" and event.data.get("from") == "hand"
                and event.seat == src.controller and self.card.fits(g, src, event.card))


@builds("card_discarded")
@dataclass(frozen=True)
class CardDiscarded(Happening):
    """"after a card is discarded from your hand" (by any player or effect)."""

    def render(self) -> str:
        return "a card is discarded from your hand"

    def matches(self, g, src, event) -> bool:
        return event.kind == "discarded" and event.data.get("from") == "hand" and event.seat == src.controller


@builds("forges")
@dataclass(frozen=True)
class Forges(Happening):
    who: str  # "you forge" | "a player forges" | "your opponent forges"

    def render(self) -> str:
        return f"{self.who} a key"

    def matches(self, g, src, event) -> bool:
        return event.kind == "forged" and _player_is(self.who.rsplit(" ", 1)[0], src, event.seat)


@builds("attacks_and_destroys")
@dataclass(frozen=True)
class AttacksAndDestroys(Happening):
    """"after {self} attacks and destroys a creature": a creature destroyed in a fight this
    creature started (the attacker), not one it defended."""

    def render(self) -> str:
        return "{self} attacks and destroys a creature"

    def check(self, card) -> str | None:
        return None if card.type == "creature" else f"an {card.type} that attacks"

    def matches(self, g, src, event) -> bool:
        return (event.kind == "destroyed" and event.card_type == "creature"
                and event.data.get("fighting") is src and g.fight is not None and g.fight[0] is src)


@builds("action_revealed")
@dataclass(frozen=True)
class ActionRevealed(Happening):
    """"after an action card is played but before it resolves": it is revealed and its bonus
    icons resolved; its "Play:" ability has not (Timing chart, PLAY A CARD)."""

    words: str

    def render(self) -> str:
        return f"an action card is played but before {self.words}"

    def matches(self, g, src, event) -> bool:
        return event.kind == "action_revealed"


#: a bonus icon as printed -> as the engine names it (bonus.py)
_ICONS = {"{A}": "amber", "{D}": "damage", "{capture}": "capture", "{draw}": "draw"}


@builds("icon_resolved")
@dataclass(frozen=True)
class IconResolved(Happening):
    """"after you resolve a {draw} bonus icon" (Bonus Icons): once it has resolved, as the icon
    it resolved as."""

    icon: str

    def render(self) -> str:
        return f"you resolve a {self.icon} bonus icon"

    def matches(self, g, src, event) -> bool:
        return (event.kind == "icon_resolved" and event.seat == src.controller
                and event.data.get("icon") == _ICONS[self.icon])


# -- the ability -------------------------------------------------------------------------------
@builds("after")
@dataclass(frozen=True)
class Reaction(Node):
    when: When
    body: Node  # a Sequence

    def render(self) -> str:
        return f"{self.when.render()} {self.body.render()}"

    def check(self, card) -> str | None:
        return self.when.check(card) or self.body.check(card)

    def respond(self, g, src, event):
        """The resolution this event starts, or None. It is resolved by the card's controller;
        "it" and "that creature" refer to the event's card."""
        if not self.when.matches(g, src, event):
            return None
        you = src.controller

        def run():
            ctx = Ctx(g, src, you, src.title, said=f"{self.when.said(src)}: ", event=event)
            if event.card is not None:
                ctx.chosen = [event.card]
            self.body.run(ctx)

        return run
