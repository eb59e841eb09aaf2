"""Building the game from a fixture's `cards:` and `setup:` ("Setup", "The Field").

Seats are `player` and `opponent`, or the names listed in `setup.players`
(turn order as listed). A seat starts with 60 hitpoints unless it says
otherwise; a seat without `deck:` gets 20 unnamed cards (named "card"), so
that a fixture need not list a deck it does not care about (an empty deck
loses the game). Zones list card names or mappings (see README.md).
"""
from __future__ import annotations

from judge.cards.match import key
from judge.engine.base import MissingBehaviour, ScenarioError, Trace
from judge.engine.keeper import rules
from judge.engine.keeper.cards import parse_card
from judge.engine.keeper.dice import dice_supply
from judge.engine.keeper.state import PHASES, Card, GameState, NamedCounter
from judge.scenarios.fixture import Fixture

SETUP_KEYS = {"active", "phase", "first_turn", "dice", "players", "new_game"}
SEAT_KEYS = {"hitpoints", "deck", "hand", "graveyard", "creatures", "traps", "resources"}
CARD_KEYS = {"card", "id", "owner"}
CREATURE_KEYS = CARD_KEYS | {"offense", "defense", "exhausted", "counters", "named_counters"}
TRAP_KEYS = CARD_KEYS | {"exhausted"}
NAMED_KEYS = {"name", "count", "by", "source"}
RESERVED = {"winner", "losers", "phase", "active", "turn", "revealed", "chain", "log"}
OPENING_HAND = 5
DEFAULT_DECK = 20
DEFAULT_HITPOINTS = 60


class Builder:
    def __init__(self, fixture: Fixture):
        self.f = fixture
        self.where = fixture.where

    def error(self, message: str, *path) -> ScenarioError:
        return ScenarioError(message, self.f.line(*path))

    def unknown(self, data: dict, known: set, *path) -> None:
        for k in data:
            if k not in known:
                raise self.error(f"unknown field {k!r} in {'.'.join(map(str, path)) or 'the fixture'}; known: "
                                 f"{', '.join(sorted(known))}", *path, k)


def build(fixture: Fixture, trace: Trace) -> GameState:
    b = Builder(fixture)
    data = fixture.data
    setup = data.get("setup") or {}
    if not isinstance(setup, dict):
        raise b.error("`setup` must be a mapping", "setup")
    seats = setup.get("players", ["player", "opponent"])
    if (not isinstance(seats, list) or len(seats) < 2 or len(set(map(str, seats))) != len(seats)
            or not all(isinstance(s, str) and s for s in seats)):
        raise b.error("`players` lists two or more distinct seat names, in turn order", "setup", "players")
    reserved = sorted(set(seats) & RESERVED)
    if reserved:
        raise b.error(f"{reserved[0]!r} cannot be a seat name (it is a key of `expect`)", "setup", "players")
    b.unknown(setup, SETUP_KEYS | set(seats), "setup")
    game = GameState(seats, trace)
    _cards(b, game, data.get("cards"))
    game.active = setup.get("active", seats[0])
    if game.active not in seats:
        raise b.error(f"`active` must be one of {', '.join(seats)}", "setup", "active")
    game.phase = str(setup.get("phase", "action")).lower()
    if game.phase not in PHASES:
        raise b.error(f"`phase` must be one of {', '.join(PHASES)}", "setup", "phase")
    game.first_turn = bool(setup.get("first_turn", False))
    game.dice_pool = dice_supply(setup.get("dice"), "setup `dice`", fixture.line("setup", "dice"), None)
    for seat in seats:
        _seat(b, game, seat, setup.get(seat) or {})
    where = ("a new game" if setup.get("new_game") else f"{game.active}'s {game.phase} phase"
             + (" (first turn of the game)" if game.first_turn else ""))
    trace(f"{len(seats)} players in turn order {', '.join(seats)}; {where}", rules.SETUP)
    _card_notes(game)
    if setup.get("new_game"):
        for seat in seats:
            if (setup.get(seat) or {}).get("hand"):
                raise b.error("`new_game` deals the opening hands: leave `hand` out", "setup", seat, "hand")
        start_game(game)
    return game


def start_game(game: GameState) -> None:
    """The start of a game ("Setup"): two or more players, each with their deck (a
    fixture gives it in order: the shuffle is done), a hand of 5 cards drawn from
    it and 60 hitpoints; the player who goes first (`active`) begins with the
    Resource Phase of the game's first turn."""
    from judge.engine.keeper.deck import draw

    for name in game.order:
        draw(game, name, OPENING_HAND, rules.SETUP)
    game.phase, game.first_turn, game.turn = "resource", True, 1
    points = ", ".join(f"{s} {game.seat(s).hitpoints}" for s in game.order)
    game.trace(f"each player starts with a hand of {OPENING_HAND} cards; hitpoints: {points}; {game.active} goes "
               f"first", rules.SETUP)


def _cards(b: Builder, game: GameState, cards) -> None:
    if cards is None:
        return
    if not isinstance(cards, list):
        raise b.error("`cards` is a list of card definitions", "cards")
    for i, c in enumerate(cards):
        defn = parse_card(c, b.where("cards", i), b.f.line("cards", i),
                          key_line=lambda k, i=i: b.f.lines.get(("cards", i, k)))
        k = key(defn.name)
        if k in game.defs:
            raise b.error(f"card {defn.name!r} is defined twice", "cards", i)
        game.defs[k] = defn


def _card_notes(game: GameState) -> None:
    """Revised texts read as their new text; banned cards and texts the rules forbid
    (they may not be used)."""
    for defn in game.defs.values():
        for f in defn.revisions:
            game.trace(f"{defn.name}: {f.message} ({f.rule})", rules.REVISED)
        if defn.verdict is not None and not defn.verdict.legal:
            for bad in (f for f in defn.verdict.findings if not f.legal):
                if bad.kind == "illegal":  # a text the rules forbid: the finding cites its rule
                    game.trace(f"{defn.name} may not be used: {bad.message}", bad.rule)
                else:
                    section = rules.BANNED if bad.kind == "banned" else rules.LIMITS
                    game.trace(f"{defn.name} is banned: {bad.message} ({bad.rule}); it may not be used", section)


def _seat(b: Builder, game: GameState, name: str, data) -> None:
    if not isinstance(data, dict):
        raise b.error(f"`{name}` must be a mapping of zones", "setup", name)
    b.unknown(data, SEAT_KEYS, "setup", name)
    seat = game.seat(name)
    hp = data.get("hitpoints", DEFAULT_HITPOINTS)
    if not isinstance(hp, int) or isinstance(hp, bool) or hp < 0:
        raise b.error("`hitpoints` must be a whole number >= 0", "setup", name, "hitpoints")
    seat.hitpoints = hp
    path = ("setup", name)
    deck = data.get("deck")
    if deck is None:
        for _ in range(DEFAULT_DECK):
            _place(game, game.new_card("card", name), name, "deck")
    else:
        _zone_list(b, game, name, "deck", deck, path)
    for zone in ("hand", "graveyard"):
        _zone_list(b, game, name, zone, data.get(zone) or [], path)
    _resources(b, game, name, data.get("resources"), path + ("resources",))
    for zone, known in (("creatures", CREATURE_KEYS), ("traps", TRAP_KEYS)):
        items = data.get(zone) or []
        if not isinstance(items, list):
            raise b.error(f"`{zone}` is a list", *path, zone)
        for i, item in enumerate(items):
            _in_play(b, game, name, zone, item, known, path + (zone, i))


def _card(b: Builder, game: GameState, item, seat: str, known: set, path: tuple) -> tuple[Card, dict]:
    if isinstance(item, str):
        item = {"card": item}
    if not isinstance(item, dict) or not isinstance(item.get("card"), str):
        raise b.error("a card is a name or a mapping with `card:`", *path)
    b.unknown(item, known, *path)
    owner = item.get("owner", seat)
    if owner not in game.seats:
        raise b.error(f"`owner` must be one of {', '.join(game.order)}", *path, "owner")
    defn = game.defs.get(key(item["card"]))
    alias = item.get("id")
    card = game.new_card(defn.name if defn else item["card"], owner, defn, str(alias) if alias else None)
    return card, item


def _place(game: GameState, card: Card, seat: str, zone: str) -> None:
    card.zone, card.seat = zone, seat
    game.seat(seat).zone(zone).append(card)


def _zone_list(b: Builder, game, seat: str, zone: str, items, path: tuple) -> None:
    if not isinstance(items, list):
        raise b.error(f"`{zone}` is a list of cards", *path, zone)
    for i, item in enumerate(items):
        card, _ = _card(b, game, item, seat, CARD_KEYS, path + (zone, i))
        _place(game, card, seat, zone)


def _resources(b: Builder, game, seat: str, data, path: tuple) -> None:
    if data is None:
        return
    if isinstance(data, int) and not isinstance(data, bool):
        data = ["resource"] * data
    if not isinstance(data, list):
        raise b.error("`resources` is a number of unexhausted resources or a list of cards", *path)
    for i, item in enumerate(data):
        card, item = _card(b, game, item, seat, CARD_KEYS | {"exhausted"}, path + (i,))
        _place(game, card, seat, "resources")
        card.exhausted = bool(item.get("exhausted", False))


def _in_play(b: Builder, game, seat: str, zone: str, item, known: set, path: tuple) -> None:
    card, item = _card(b, game, item, seat, known, path)
    if card.defn is None:
        raise MissingBehaviour(f"{card.label} is in play but has no definition under `cards:`", b.f.line(*path))
    want = "creature" if zone == "creatures" else "spell"
    if card.kind != want:
        raise b.error(f"{card.label} is a {card.kind}: the {zone} zone holds {want}s", *path)
    _place(game, card, seat, zone)
    card.exhausted = bool(item.get("exhausted", False))
    if zone != "creatures":
        return
    card.offense = _count(b, item, "offense", card.defn.offense, path)
    card.defense = _count(b, item, "defense", card.defn.defense, path)
    card.counters = _count(b, item, "counters", 0, path)
    named = item.get("named_counters") or []
    if not isinstance(named, list):
        raise b.error("`named_counters` is a list of {name, count, by, source}", *path, "named_counters")
    for j, nc in enumerate(named):
        p = path + ("named_counters", j)
        if not isinstance(nc, dict) or not isinstance(nc.get("name"), str):
            raise b.error("a named counter is a mapping with `name:`", *p)
        b.unknown(nc, NAMED_KEYS, *p)
        cname = nc["name"].lower().removesuffix(" counter")
        by = nc.get("by", seat)
        if by not in game.seats:
            raise b.error(f"`by` must be one of {', '.join(game.order)}", *p, "by")
        source = nc.get("source")
        if source is None:
            source = next((d.name for d in game.defs.values() if cname in d.counter_effects), None)
        if source is None or key(source) not in game.defs:
            raise b.error(f"no card under `cards:` says what a {cname} counter does; give `source:`", *p)
        for _ in range(_count(b, nc, "count", 1, p)):
            card.named.append(NamedCounter(cname, by, game.defs[key(source)].name))


def _count(b: Builder, item: dict, field: str, default: int, path: tuple) -> int:
    value = item.get(field, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise b.error(f"`{field}` must be a whole number >= 0", *path, field)
    return value
