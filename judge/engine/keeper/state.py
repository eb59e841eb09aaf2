"""The game state, with the zones named as the rulebook names them ("The Field").

Each player (a seat) has hitpoints and six zones: deck (top first), hand,
graveyard, creature zone, trap zone and resource zone. A card is one object
for its whole life; moving it between zones goes through `GameState.move`,
which applies what leaving a zone means (counters go, stats reset, control
returns to the owner).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge.engine.base import Trace
from judge.engine.keeper import rules

if TYPE_CHECKING:
    from judge.engine.keeper.cards import CardDef
    from judge.engine.keeper.chain import Chain

ZONES = ("deck", "hand", "graveyard", "creatures", "traps", "resources")
IN_PLAY = ("creatures", "traps")  # "in play": the creature zone and the trap zone
PHASES = ("resource", "action", "battle", "recovery")


@dataclass(eq=False)
class NamedCounter:
    """A named counter ("offense counter"): who placed it and which card says what it does."""

    name: str
    placed_by: str
    source: str  # the name of the card whose text defines the counter's effect


@dataclass(eq=False)
class Card:
    """One physical card. `defn` is None for a card the fixture does not define
    (fine while it only sits in a deck, hand, graveyard or resource zone)."""

    uid: int
    name: str
    owner: str
    defn: "CardDef | None" = None
    alias: str | None = None
    zone: str = "deck"
    seat: str = ""  # whose zone the card is in
    exhausted: bool = False
    offense: int | None = None
    defense: int | None = None
    counters: int = 0
    named: list[NamedCounter] = field(default_factory=list)

    @property
    def label(self) -> str:
        return self.alias or self.name

    @property
    def controller(self) -> str:
        """In play, the player whose zone holds the card; elsewhere its owner."""
        return self.seat if self.zone in IN_PLAY else self.owner

    @property
    def in_play(self) -> bool:
        return self.zone in IN_PLAY

    @property
    def kind(self) -> str | None:
        return self.defn.type if self.defn else None

    def named_count(self, name: str | None = None, placed_by: str | None = None) -> int:
        return sum(1 for c in self.named if (name is None or c.name == name)
                   and (placed_by is None or c.placed_by == placed_by))

    def __repr__(self) -> str:
        return f"Card({self.label!r}, {self.zone}@{self.seat})"


@dataclass(eq=False)
class Seat:
    """One player: hitpoints and zones."""

    name: str
    hitpoints: int = 60
    deck: list[Card] = field(default_factory=list)
    hand: list[Card] = field(default_factory=list)
    graveyard: list[Card] = field(default_factory=list)
    creatures: list[Card] = field(default_factory=list)
    traps: list[Card] = field(default_factory=list)
    resources: list[Card] = field(default_factory=list)
    out: bool = False  # lost: "out of the game and can no longer affect the game"

    def zone(self, name: str) -> list[Card]:
        return getattr(self, name)

    def unexhausted_resources(self) -> list[Card]:
        return [c for c in self.resources if not c.exhausted]


@dataclass(eq=False)
class Event:
    """Something that happened, for "Activate when X" and "in response to X"."""

    kind: str  # summon | attack | ability | spell | destroyed | sacrificed | damage
    by: str | None  # the acting player (the controller of the card, the attacker)
    card: Card | None = None
    targets: tuple = ()
    zone_owner: str | None = None  # destroyed: the player whose zone the card was in
    was_in_play: bool = False  # destroyed: the card was in play immediately before
    zone: str | None = None  # destroyed / sacrificed: the zone the card left
    amount: int = 0
    uid: int = 0


class GameState:
    """The whole table: seats in turn order, the phase, the open chain, the trace."""

    def __init__(self, order: list[str], trace: Trace | None = None):
        self.order = list(order)
        self.seats: dict[str, Seat] = {name: Seat(name) for name in order}
        self.active = order[0]
        self.phase = "action"
        self.first_turn = False
        self.turn = 1
        self.placed = 0  # resources placed in this resource phase
        self.targeted: set[Any] = set()  # targets chosen in this battle phase
        self.chain: "Chain | None" = None
        self.resolving = False  # a chain is resolving: actions taken now start no chain
        self.window: list[Event] = []  # events of the last completed action or chain
        self.used_when: set[tuple] = set()
        self.losers: list[str] = []
        self.winner: str | None = None
        self.over = False
        self.revealed: list[dict] = []
        self.trace = trace or Trace()
        self.defs: dict[str, "CardDef"] = {}
        self.dice_pool = None  # judge.engine.keeper.dice.Dice from setup
        self._uid = 0
        self._event = 0

    # --- cards -------------------------------------------------------------
    def new_card(self, name: str, owner: str, defn=None, alias=None) -> Card:
        self._uid += 1
        return Card(self._uid, name, owner, defn, alias)

    def all_cards(self):
        for seat in self.seats.values():
            for z in ZONES:
                yield from seat.zone(z)

    def in_play(self) -> list[Card]:
        return [c for s in self.seats.values() for z in IN_PLAY for c in s.zone(z)]

    def creatures(self) -> list[Card]:
        return [c for s in self.seats.values() for c in s.creatures]

    def seat(self, name: str) -> Seat:
        return self.seats[name]

    def move(self, card: Card, seat: str, zone: str, *, top: bool = False) -> None:
        """Move a card to a zone (appended; `top` puts it first, for the deck).

        Leaving the creature zone removes its counters ("Counters") and its stat
        changes; leaving play returns control to the owner (the new zone is the owner's
        unless the caller says otherwise).
        """
        self.remove(card)
        if zone == "creatures":
            card.offense = card.defn.offense if card.defn else card.offense
            card.defense = card.defn.defense if card.defn else card.defense
        card.zone, card.seat = zone, seat
        target = self.seats[seat].zone(zone)
        target.insert(0, card) if top else target.append(card)

    def remove(self, card: Card) -> None:
        """Take a card out of its zone (it is then held by a chain link, say)."""
        if card.zone in ZONES and card.seat in self.seats:
            zone = self.seats[card.seat].zone(card.zone)
            if card in zone:
                zone.remove(card)
        if card.zone == "creatures":
            if card.counters or card.named:
                self.trace(f"{card.label} leaves the Creature Zone: its counters are removed", rules.COUNTERS)
            card.counters, card.named = 0, []
            card.offense = card.defense = None
        card.exhausted = False
        card.zone, card.seat = "limbo", card.owner

    def change_control(self, card: Card, seat: str) -> None:
        """Move an in-play card to the same zone of another player; it keeps its state."""
        zone = card.zone
        self.seats[card.seat].zone(zone).remove(card)
        self.seats[seat].zone(zone).append(card)
        card.seat = seat

    # --- players -----------------------------------------------------------
    def players_in_game(self) -> list[str]:
        return [s for s in self.order if not self.seats[s].out]

    def opponents(self, player: str) -> list[str]:
        return [s for s in self.players_in_game() if s != player]

    def next_turn_order(self) -> list[str]:
        """Players in the order they will next be given a turn: those after the
        active player first, the active player (whose next turn is furthest away) last."""
        i = self.order.index(self.active)
        ring = self.order[i + 1:] + self.order[: i + 1]
        return [s for s in ring if not self.seats[s].out]

    # --- events ------------------------------------------------------------
    def event(self, kind: str, by: str | None, **kw) -> Event:
        self._event += 1
        ev = Event(kind, by, uid=self._event, **kw)
        self.window.append(ev)
        return ev
