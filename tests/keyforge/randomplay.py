"""Random legal play on small boards: the card pool, one random step, and the
invariants every state must keep. Used by test_properties and benchmarks/engine.py."""
from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

from judge.cards.data import load_cards
from judge.engine.keyforge import modifiers
from judge.engine.keyforge.abilities import has_behaviour
from judge.engine.keyforge.legal import legal_actions
from judge.engine.keyforge.state import PLAY_ZONES, SEATS, Game

HOUSES = ("brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed")


@lru_cache(maxsize=1)
def pool() -> dict[str, list]:
    """CoTA cards the engine has behaviour for (keyword-only "vanilla" cards included), by type."""
    out: dict[str, list] = {"creature": [], "artifact": [], "action": [], "upgrade": []}
    for c in load_cards("cards/keyforge"):
        if c.set.lower() == "cota" and has_behaviour(c):
            out[c.type].append(c)
    return out


def cards() -> list:
    return [c for kind in pool().values() for c in kind]


def random_setup(rng: random.Random) -> dict:
    """A fixture-shaped `setup` for a small random board (used where hypothesis is not)."""
    creatures, artifacts, upgrades = pool()["creature"], pool()["artifact"], pool()["upgrade"]
    names = [c.title for c in cards()]

    def creature():
        c = rng.choice(creatures)
        spec = {"card": c.title, "exhausted": rng.random() < 0.3, "stunned": rng.random() < 0.2,
                "damage": rng.randrange(c.power) if c.power else 0, "amber": rng.choice([0, 0, 1, 2]),
                "enraged": rng.random() < 0.1, "warded": rng.random() < 0.1}
        if rng.random() < 0.1:
            spec["upgrades"] = [rng.choice(upgrades).title]
        return spec

    def seat():
        return {"houses": rng.sample(HOUSES, 3), "amber": rng.randrange(9), "keys": rng.randrange(3),
                "chains": rng.randrange(8),
                "hand": [rng.choice(names) for _ in range(rng.randrange(5))],
                "deck": [rng.choice(names) for _ in range(rng.randrange(5))],
                "discard": [rng.choice(names) for _ in range(rng.randrange(3))],
                "archives": [rng.choice(names) for _ in range(rng.randrange(2))],
                "battleline": [creature() for _ in range(rng.randrange(5))],
                "artifacts": [rng.choice(artifacts).title for _ in range(rng.randrange(2))]}

    player, opponent = seat(), seat()
    active = rng.choice(SEATS)
    setup = {"active": active, "seed": rng.randrange(1000), "first_turn": rng.random() < 0.1,
             "player": player, "opponent": opponent}
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


def random_step(g: Game, rng: random.Random):
    """Take one random legal action (EndTurn less often, so turns do something); the action."""
    actions = legal_actions(g)
    assert actions, f"no legal action in step {g.step}"
    if len(actions) > 1 and rng.random() < 0.7:
        actions = [a for a in actions if type(a).__name__ != "EndTurn"] or actions
    action = rng.choice(actions)
    action.apply(g)
    return action


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
        if not in_play and zone != "under" and c.controller is not None:
            out.append(f"{c!r} out of play in {seat}'s {zone} has controller {c.controller}")
        for attr in ("damage", "amber", "power_counters", "armor_used"):
            if getattr(c, attr) < 0:
                out.append(f"{c!r} has {attr} {getattr(c, attr)}")
        if zone == "upgrade" and c.attached_to is None:
            out.append(f"{c!r} is an upgrade attached to nothing")
    for c in g.creatures():  # Damage: a creature with as much damage as power is destroyed
        if c.damage >= modifiers.power(g, c):
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
    creature is used again, no reap or fight may follow for it.
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
            if id(c) in self.unstunned or c.stunned:
                self.errors.append(f"{event.kind} event for {c!r}, which was stunned")
