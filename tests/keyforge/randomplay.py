"""Random legal play over the whole card pool the engine implements: the pool, random boards
and decks, one random step, a bounded game, and the invariants every state must keep.

The one driver for random play: tests/keyforge/test_properties.py (hypothesis draws the boards),
benchmarks/engine.py (actions per second) and benchmarks/soak.py (100,000 actions, exceptions
and invariant violations grouped, each with the seed that reproduces it) all use it.

The pool is every printing of the five sets that reads differently from the others of its
title (Printings: the default printing, each Evil Twin or reworded reprint), has a card type
that goes into a deck, and has behaviour in the engine under the rulebook played (read by the
grammar, hand-written, or keywords only: `judge cards --coverage`). Printings the engine refuses
("missing") are never drawn. A game is a seed: the same seed builds the same board and takes
the same actions (`play_game`).
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

from judge.cards.data import Card, load_cards, variants, with_errata
from judge.engine.keyforge import modifiers
from judge.engine.keyforge.decide import RandomChooser
from judge.engine.keyforge.abilities import has_behaviour
from judge.engine.keyforge.legal import legal_actions
from judge.engine.keyforge.state import PLAY_ZONES, SEATS, Game

FOLDER = "cards/keyforge"
TYPES = ("creature", "artifact", "action", "upgrade")
TURN_ACTIONS = 30  # a turn ends after this many actions at most (random play ends its turns)
TURNS = 60  # a game stops after this many turns, won or not
GAME_STEPS = 200  # actions per game at most in the benchmarks (engine.py, soak.py)


@dataclass(frozen=True)
class Printing:
    """One card of the pool: how a fixture names it, and the card as the rulebook reads it."""

    name: str  # the title for a default printing, else "Title (SET NNN)"
    card: Card


@dataclass
class Pool:
    """The printings random play draws from, under one rulebook."""

    rulebook: str
    printings: list[Printing]
    houses: list[str] = field(default_factory=list)
    by_type: dict[str, list[Printing]] = field(default_factory=dict)
    by_house: dict[str, list[Printing]] = field(default_factory=dict)

    def __post_init__(self):
        for p in self.printings:
            self.by_type.setdefault(p.card.type, []).append(p)
            self.by_house.setdefault(p.card.house, []).append(p)
        self.houses = sorted(self.by_house)

    def __len__(self) -> int:
        return len(self.printings)


@lru_cache(maxsize=8)
def pool(rulebook: str | None = None) -> Pool:
    """Every printing that differs in substance from the others of its title (variants), of a
    deck card type, that the engine has behaviour for under `rulebook` (errata in force)."""
    from judge.games import get_game

    label = get_game("keyforge").version(rulebook).label
    out = []
    for default in load_cards(FOLDER):
        for v in variants(default.title, FOLDER):
            if v.type not in TYPES:
                continue  # The Tide is no card of a deck
            card = with_errata(v, "keyforge", label)
            if has_behaviour(card):
                out.append(Printing(v.title if v.default else f"{v.title} ({v.ref})", card))
    return Pool(label, out)


def cards(rulebook: str | None = None) -> list[Card]:
    return [p.card for p in pool(rulebook).printings]


# -- random boards -------------------------------------------------------------------------------
def random_setup(rng: random.Random, rulebook: str | None = None, deck: bool = False) -> dict:
    """A fixture-shaped `setup` (SCENARIOS.md) drawn from the pool: a small board in the middle
    of a game (cards in every zone, creatures damaged, stunned, upgraded), or with `deck`, the
    start of a game: two decks of three houses, six cards in hand, nothing in play."""
    from judge.engine.keyforge.rules import ruleset
    from judge.games import get_game

    the_pool = pool(rulebook)
    version = get_game("keyforge").version(rulebook)
    rules = ruleset(version.label, version.date)
    by_house_type: dict[tuple[str, str], list[Printing]] = {}
    for p in the_pool.printings:
        by_house_type.setdefault((p.card.house, p.card.type), []).append(p)

    def of(houses, kind=None) -> Printing:
        """A printing of one of `houses` (one in ten from any house: a maverick, or a card
        another deck's owner controls), of `kind` when given."""
        if rng.random() < 0.1:
            choices = the_pool.by_type[kind] if kind else the_pool.printings
        else:
            h = rng.choice(houses)
            choices = [p for t in ([kind] if kind else TYPES) for p in by_house_type.get((h, t), [])]
            choices = choices or (the_pool.by_type[kind] if kind else the_pool.printings)
        return rng.choice(choices)

    def entry(p: Printing) -> "str | dict":
        if rules.bonus_icons and rng.random() < 0.1:  # Enhance: bonus icons added to the card
            icons = [rng.choice(("amber", "capture", "damage", "draw")) for _ in range(rng.randint(1, 3))]
            return {"card": p.name, "enhancements": icons}
        return p.name

    def creature(houses) -> dict:
        p = of(houses, "creature")
        c = p.card
        spec = {"card": p.name, "exhausted": rng.random() < 0.3, "stunned": rng.random() < 0.2,
                "damage": rng.randrange(c.power) if c.power else 0, "amber": rng.choice([0, 0, 1, 2]),
                "enraged": rng.random() < 0.1, "warded": rng.random() < 0.1,
                "power": rng.choice([0, 0, 0, 1])}
        if rng.random() < 0.15:
            spec["upgrades"] = [of(houses, "upgrade").name]
        return spec

    def seat() -> dict:
        houses = rng.sample(the_pool.houses, 3)
        if deck:
            cards = [entry(of(houses)) for _ in range(36)]
            return {"houses": houses, "hand": cards[:6], "deck": cards[6:]}
        return {"houses": houses, "amber": rng.randrange(9), "keys": rng.randrange(3),
                "chains": rng.randrange(8),
                "hand": [entry(of(houses)) for _ in range(rng.randrange(7))],
                "deck": [entry(of(houses)) for _ in range(rng.randrange(12))],
                "discard": [entry(of(houses)) for _ in range(rng.randrange(4))],
                "archives": [entry(of(houses)) for _ in range(rng.randrange(3))],
                "battleline": [creature(houses) for _ in range(rng.randrange(6))],
                "artifacts": [of(houses, "artifact").name for _ in range(rng.randrange(3))]}

    player, opponent = seat(), seat()
    active = rng.choice(SEATS)
    setup = {"active": active, "seed": rng.randrange(1000), "player": player, "opponent": opponent}
    if rules.tide and rng.random() < 0.5:
        player["tide"] = rng.choice(("high", "low", "neutral"))
        opponent["tide"] = {"high": "low", "low": "high", "neutral": "neutral"}[player["tide"]]
    if deck:
        setup.update(first_turn=True, step="house")
    else:
        setup["first_turn"] = rng.random() < 0.1
        if rng.random() < 0.3:
            setup["step"] = "house"
        else:
            setup["house"] = rng.choice((player if active == "player" else opponent)["houses"])
    return setup


def start(g: Game) -> None:
    """Before the first action: a random board may put a creature at lethal damage through a
    constant ability (King of the Crag's -2 power); the rules destroy it as the game starts."""
    from judge.engine.keyforge.destroy import settle

    settle(g)


# -- playing -------------------------------------------------------------------------------------
class Chooser(RandomChooser):
    """Answers decisions at random (seeded), counting them, and the actions refused after one."""

    def __init__(self, rng: random.Random):
        super().__init__(rng)
        self.asked = 0
        self.refused: list[str] = []  # "action: why" for each action a choice made fail


def _counted(name: str):
    def decide(self, *args, **kwargs):
        self.asked += 1
        return getattr(RandomChooser, name)(self, *args, **kwargs)

    decide.__name__ = name
    return decide


for _name in [n for n in vars(RandomChooser) if not n.startswith("_") and n != "finish"]:
    setattr(Chooser, _name, _counted(_name))  # every decision a RandomChooser answers


SELDOM = ("EndTurn", "RaiseTide")  # taken less often: turns do something, chains stay few


def random_step(g: Game, rng: random.Random, end_turn: bool = False):
    """Take one random legal action (ending the turn and the tide's "Omni:" less often, so turns
    do something; always EndTurn with `end_turn` when it is legal); the action."""
    actions = legal_actions(g)
    assert actions, f"no legal action in step {g.step}"
    ends = [a for a in actions if type(a).__name__ == "EndTurn"]
    if end_turn and ends:
        action = ends[0]
    else:
        if len(actions) > 1 and rng.random() < 0.7:
            actions = [a for a in actions if type(a).__name__ not in SELDOM] or actions
        action = rng.choice(actions)
    take(g, action)
    return action


def take(g: Game, action) -> None:
    """Apply a legal action. `legal_actions` offers an action when some answers to its decisions
    make it legal; an answer may still make it fail ("Mimicry played as a copy of Eureka! ...
    will not be played and will go back to your hand": FAQ, Alpha). Such a refusal, raised after
    the Chooser answered a decision of the action, is that outcome (kept in `Chooser.refused`
    for the soak to list); a refusal before any decision is a legal action the rules refuse:
    it propagates."""
    from judge.engine.base import IllegalAction

    asked = getattr(g.decide, "asked", None)
    try:
        action.apply(g)
    except IllegalAction as exc:
        if asked is None or g.decide.asked == asked:
            raise
        g.decide.refused.append(f"{label(action)}: {exc.message}")


def label(action) -> str:
    """An action as a short line (its cards by name)."""
    fields = [getattr(v, "name", v) for v in vars(action).values() if v is not None]
    return type(action).__name__ + (f"({', '.join(map(str, fields))})" if fields else "")


def game(seed: int, rulebook: str | None = None, deck: bool | None = None) -> Game:
    """The game a seed builds (a board, or with `deck` two fresh decks; by default one seed in
    four is a fresh deck), its decisions answered at random from the seed."""
    from .helpers import board

    rng = random.Random(seed)
    if deck is None:
        deck = seed % 4 == 3
    g = board(random_setup(rng, rulebook, deck), rulebook)
    g.decide = Chooser(random.Random(seed + 1))
    start(g)
    return g


def play_game(g: Game, rng: random.Random, steps: int, check=None, turns: int = TURNS):
    """Play random legal actions until the game is won, `steps` actions were taken or `turns`
    turns have passed; each turn ends after TURN_ACTIONS actions at most. After each action,
    `check(g, action)` when given. Yields each action after it is taken."""
    turn, in_turn, turns_seen = g.turn, 0, 0
    for _ in range(steps):
        if g.winner or turns_seen >= turns:
            return
        action = random_step(g, rng, end_turn=in_turn >= TURN_ACTIONS)
        if g.turn is not turn:
            turn, in_turn, turns_seen = g.turn, 0, turns_seen + 1
        else:
            in_turn += 1
        if check is not None:
            check(g, action)
        yield action


# -- invariants ----------------------------------------------------------------------------------
def physical_cards(g: Game) -> Counter:
    """How many cards each seat owns, wherever they are."""
    return Counter(c.owner for _, _, c in g.all_cards()) + Counter(c.owner for c in g.limbo)


def problems(g: Game, owned: Counter) -> list[str]:
    """Everything wrong with the state (an empty list when it is sound)."""
    out = []
    seen: dict[int, str] = {}
    for seat, zone, c in g.all_cards():
        if id(c) in seen:
            out.append(f"{c!r} is in {seen[id(c)]} and in {seat}'s {zone}")
        seen[id(c)] = f"{seat}'s {zone}"
        in_play = zone in PLAY_ZONES + ("upgrade",)
        if zone in PLAY_ZONES and c.controller != seat:
            out.append(f"{c!r} in {seat}'s {zone} has controller {c.controller}")
        if zone == "upgrade" and c.controller not in SEATS:  # Upgrades: controlled by who played it
            out.append(f"{c!r} is an upgrade in play with controller {c.controller}")
        if not in_play and zone not in ("under", "joined") and c.controller is not None:
            out.append(f"{c!r} out of play in {seat}'s {zone} has controller {c.controller}")
        for attr in ("damage", "amber", "power_counters", "armor_used"):
            if getattr(c, attr) < 0:
                out.append(f"{c!r} has {attr} {getattr(c, attr)}")
        for token, n in c.tokens.items():
            if n < 0:
                out.append(f"{c!r} has {n} {token} counters")
        if zone == "upgrade" and c.attached_to is None:
            out.append(f"{c!r} is an upgrade attached to nothing")
    for c in g.creatures() if not g.winner else ():
        # Damage: a creature with as much damage as power is destroyed (nothing happens once a
        # third key is forged: the game is over at once), unless it is invulnerable
        if c.damage >= modifiers.power(g, c) and not modifiers.keyword(g, c, "invulnerable"):
            out.append(f"{c!r} is in play with {c.damage} damage and {modifiers.power(g, c)} power")
    if g.limbo:
        out.append(f"cards left in limbo: {g.limbo}")
    if physical_cards(g) != owned:
        out.append(f"cards owned changed: {dict(owned)} -> {dict(physical_cards(g))}")
    for seat in SEATS:
        p = g.player(seat)
        for attr in ("amber", "keys", "chains"):
            if getattr(p, attr) < 0:
                out.append(f"{seat} has {attr} {getattr(p, attr)}")
    three = [s for s in SEATS if g.player(s).keys >= 3]
    if (g.winner is not None) != bool(three) or (g.winner and g.winner not in three):
        out.append(f"winner {g.winner} but keys {[g.player(s).keys for s in SEATS]}")
    return out


class StunWatch:
    """Listens to events: a stunned creature is never used to reap or fight.

    Using a stunned creature emits `used` with `stunned: True`; until that
    creature is used again, no reap or fight may follow for it. (A creature may
    be stunned by the time its "reaped" or "fought" event comes: before the
    2021 rulebook its own "Fight:" ability, Bestiarii Urso's "stun a creature",
    resolves first. What counts is its state when it was used.)
    """

    def __init__(self):
        self.unstunned: set[int] = set()
        self.errors: list[str] = []

    def __call__(self, g, event):
        c = event.card
        if event.kind == "used":
            if event.data.get("stunned"):
                self.unstunned.add(id(c))
                return
            self.unstunned.discard(id(c))
            if event.data.get("how") in ("reap", "fight") and c.stunned:
                self.errors.append(f"stunned {c!r} used to {event.data['how']}")
        elif event.kind in ("reaped", "fight", "fought"):
            if id(c) in self.unstunned:
                self.errors.append(f"{event.kind} event for {c!r}, which was stunned")
