"""Resolving abilities: bold-precursor abilities, and triggered abilities when
an event happens (the active player orders simultaneous ones).

Ability, Card Ability: once triggered, an ability finishes resolving even if
its card leaves play; abilities on cards in play are the only ones that
trigger, unless one references being used from where it is (modifiers.out_of_play).
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from judge.engine.keyforge import rules as R

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


@dataclass(frozen=True)
class Event:
    """Something that happened, for triggered abilities to answer."""

    # played | reaped | fought | destroyed | used (as a use begins) | after_use (once it resolved)
    # | forged | damaged | entered | discarded | house_chosen | start_of_turn | end_of_turn | ...
    kind: str
    card: Any = None
    seat: str | None = None
    data: dict = field(default_factory=dict)

    @property
    def card_type(self) -> str:
        """The type of the event's card as it was when the event happened (Leaves Play: "as they
        were immediately prior to leaving play": an artifact Animator made a creature was a
        creature as it was destroyed), else its type now."""
        return self.data.get("card_type") or self.card.type


@dataclass(frozen=True)
class Named:
    """What names an effect that no card gives (a keyword) when the active player orders it."""

    name: str

    @property
    def title(self) -> str:
        return self.name


def resolve_bold(g: "Game", behaviour, src: "CardInstance", you: str, kind: str) -> None:
    """Resolve one bold-precursor ability ("Play:", "Reap:", ...) of a card.

    Infinite Loops: an ability that triggers itself again while it is still
    resolving (two Replicators triggering each other) is a loop; the active
    player chooses how many times to resolve it, by answering each time
    whether it resolves once more.
    """
    from judge.engine.keyforge.destroy import settle

    key = (src.uid, kind)
    if key in g.resolving:
        from judge.limits import MAX_LOOP

        if g.resolving.count(key) >= MAX_LOOP:
            from judge.engine.base import ScenarioError

            raise ScenarioError(f"the loop through {src.name}'s “{kind.capitalize()}:” ability has resolved "
                                f"{MAX_LOOP} times: a replay follows one loop at most {MAX_LOOP} times "
                                f"[{R.short(R.INFINITE_LOOPS)}]")
        if not g.decide.may(f"resolve the loop through {src.name}'s “{kind.capitalize()}:” ability once more"):
            g.say(f"the active player stops the loop through {src.name}'s ability", R.INFINITE_LOOPS)
            return
        g.say(f"the loop through {src.name}'s ability resolves once more", R.INFINITE_LOOPS)
    from judge.engine.keyforge.zones import together

    g.resolving.append(key)
    g.resolving_cards.append(src)
    try:
        with together(g):  # the cards one ability moves out of play leave together
            getattr(behaviour, kind)(g, src, you)
    finally:
        g.resolving.pop()
        g.resolving_cards.pop()
    settle(g)


def resolve_all_bold(g: "Game", card: "CardInstance", you: str, kind: str, rule: str) -> None:
    """Resolve all the card's abilities of one kind ("then all “Reap:” abilities on the
    creature resolve"), including any it gains while they resolve: it is still at that timing
    point (Nexus using Spectral Tunneler to gain “Reap: Draw a card.”)."""
    from judge.engine.keyforge import modifiers

    queue = modifiers.bold_abilities(g, card, kind)
    done: set = set()
    while queue:
        key, behaviour = queue.pop(0)
        done.add(key)
        resolve_bold(g, behaviour, card, you, kind)
        if not queue and g.in_play(card):
            queue = [(k, b) for k, b in modifiers.bold_abilities(g, card, kind) if k not in done]
            if queue:
                g.say(f"{card.name} has gained a “{kind.capitalize()}:” ability while its "
                      f"“{kind.capitalize()}:” abilities resolve: it resolves too", rule)


@dataclass(frozen=True)
class Triggered:
    """One of several abilities of one card that the same event triggers ("after a creature
    is destroyed, ..." twice on a card): each resolves on its own, in the order the active
    player chooses (Active Player), named by its card and its own words."""

    card: Any
    words: str
    run: Callable[[], None]
    giver: Any = None  # the card that gives the card this ability, which names it too

    @property
    def name(self) -> str:
        return f"{self.card.name} ({self.words})"

    @property
    def title(self) -> str:
        return self.card.title


def pending(g: "Game", event: Event) -> list[tuple[Any, Callable[[], None]]]:
    """Triggered abilities an event starts: (what names it, resolution). A behaviour's `on`
    answers one resolution, or a list of `Triggered` when several of its abilities trigger:
    each is a separate effect for the active player to order."""
    from judge.engine.keyforge import modifiers

    out = []
    with modifiers.steady(g):  # asking what triggers changes nothing; resolving comes after
        for b, src in list(modifiers.sources(g, "on")) + modifiers.out_of_play(g):
            run = b.on(g, src, event)
            if isinstance(run, list):
                out += [(t if len(run) > 1 else src, t.run) for t in run]
            elif run:
                giver = modifiers.given_by(g, b)
                if giver is not None and giver is not src:  # "This creature gains, ..." (Cybergiant Rig)
                    out.append((Triggered(src, f"given by {giver.name}", run, giver), run))
                else:
                    out.append((src, run))
    return out


def fire(g: "Game", event: Event, extra: list | None = None) -> None:
    """Emit an event and resolve what it triggers, in the active player's order. What happened
    may have changed a creature's power (Æmber spent forging, the tide raised, creatures
    readied): a creature with as much damage as power is destroyed at once, before anything
    the event triggers resolves (Damage; destroy.settle)."""
    from judge.engine.keyforge import modifiers
    from judge.engine.keyforge.destroy import settle

    g.emit(event)
    look = settle(g)
    with modifiers.steady(g, look):  # nothing changed since settle looked: its look holds
        todo = list(extra or []) + pending(g, event)
    run_in_order(g, todo)


def fire_with_bold(g: "Game", event: Event, card: "CardInstance", you: str, kind: str, rule: str) -> None:
    """Emit "reaped" or "fought" with the card's "Reap:" or "Fight:" abilities: from the 2021
    rulebook they trigger together with the "after" abilities the event triggers, in the active
    player's order (Timing chart: "“REAP:” EFFECTS AND “AFTER A CREATURE REAPS” EFFECTS
    TRIGGER"); before it, the card's own abilities resolved first. A card with none adds no
    choice."""
    from judge.engine.keyforge import modifiers

    own = [(card, lambda: resolve_all_bold(g, card, you, kind, rule))] \
        if g.in_play(card) and modifiers.bold_abilities(g, card, kind) else []
    if g.ruleset.bold_triggers_with_after:
        fire(g, event, extra=own)
        return
    for _, run in own:
        run()
    fire(g, event)


def run_in_order(g: "Game", todo: list) -> None:
    """Resolve simultaneous effects; the active player chooses their order (Active Player)."""
    from judge.engine.keyforge.destroy import settle

    if len(todo) > 1:
        order = g.decide.order("order of simultaneous effects", todo, label=lambda t: t[0].name)
        names = ", ".join(t[0].name for t in order)
        unstated = "" if getattr(g.decide, "stated", True) else " (none stated: as listed)"
        g.say(f"simultaneous effects resolve in the order the active player chooses{unstated}: {names}",
              R.ACTIVE_PLAYER)
    else:
        order = todo
    cards = [card_of(src) for src, _ in todo]
    in_play = {id(c) for c in cards if c is not None and g.in_play(c)}  # as they triggered
    for src, run in order:
        card = card_of(src)
        if card is not None and id(card) in in_play:
            with as_it_was(g, card):
                run()
        else:
            run()
        settle(g)


def card_of(src) -> "CardInstance | None":
    """The card whose ability an entry of run_in_order is (None for a keyword's effect); the
    active player names the entry by it when ordering them (decide._card_match)."""
    from judge.engine.keyforge.state import CardInstance

    card = src.card if isinstance(src, Triggered) else src
    return card if isinstance(card, CardInstance) else None


@contextmanager
def as_it_was(g: "Game", card: "CardInstance"):
    """An ability that triggered while its card was in play resolves even if the card has left
    play since (Ability, Card Ability), and refers to the card as it was immediately before it
    left (Leaves Play): "you" is then the player who controlled it. Its controller is lent back
    for the resolution only, unless the resolution itself put the card back in play."""
    lent = card.controller is None and card.controller_when_left is not None and not g.in_play(card)
    if lent:
        card.controller = card.controller_when_left
    try:
        yield
    finally:
        if lent and not g.in_play(card):
            card.controller = None
