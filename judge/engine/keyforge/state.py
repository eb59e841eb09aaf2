"""KeyForge game state: two seats, their zones as the rulebook names them, and
card instances with their status.

The state is one mutable object (like a board you push moves onto); the rules
that change it live in the other modules of this package. A card instance
that moves into a zone whose cards are hidden from the opponent (hand, deck,
archives) becomes a new object ("Leaves Play": pending effects lose track of
it); open zones (discard pile, purged) keep it.
"""
from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Iterator, NamedTuple

from judge.cards.data import Card
from judge.engine.base import Trace

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.copies import Copy

SEATS = ("player", "opponent")
HIDDEN_ZONES = ("hand", "deck", "archives")
OPEN_ZONES = ("discard", "purged")
PLAY_ZONES = ("battleline", "artifacts")
# Zones a card enters as a new object, which pending effects no longer find (Leaves Play: "an
# out-of-play zone in which the identities of cards are hidden"; Purge: "Purged cards no longer
# interact with the game state in any manner"). An effect that names the zone looks in it.
NEW_OBJECT_ZONES = HIDDEN_ZONES + ("purged",)
ZONES = HIDDEN_ZONES + OPEN_ZONES + PLAY_ZONES
STEPS = ("forge", "house", "main", "ready", "draw")
KEY_COLOURS = ("red", "blue", "yellow")  # Keys: "Each player has one key of each color: red, blue, and yellow"
# the counters and status tokens a card has as fields, by the kind `tokens:` names them (the
# others are in CardInstance.tokens); the statuses (a card has one or none) are the booleans
TOKEN_FIELDS = {"amber": "amber", "damage": "damage", "power": "power_counters",
                "enrage": "enraged", "stun": "stunned", "ward": "warded"}

_uids = itertools.count(1)


def other(seat: str) -> str:
    return "opponent" if seat == "player" else "player"


class Claim(NamedTuple):
    """An effect that took control of a card in play (Control): the seat that took it, the lasting
    effect whose end ends it (None: for good), and the upgrades attached to the card then (a
    constant "You control this creature." of one of them is older than this claim)."""

    seat: str
    held_by: object
    upgrades: tuple


@dataclass(eq=False)
class CardInstance:
    """One physical card, wherever it is, with its in-play status."""

    card: Card
    owner: str
    alias: str | None = None
    uid: int = field(default_factory=lambda: next(_uids))
    controller: str | None = None  # set while in play
    # Control: the effects that took control of it while in play, oldest first, and who controlled it
    # before the first of them; the most recent still in force takes precedence (effects.take_control)
    claims: list["Claim"] = field(default_factory=list)
    controlled_before: str | None = None
    exhausted: bool = False
    stunned: bool = False
    damage: int = 0
    amber: int = 0  # captured Æmber
    power_counters: int = 0
    enraged: bool = False
    warded: bool = False
    armor_used: int = 0  # armor that has prevented damage this turn
    armor_seen: int = 0  # its armor when last seen while some was used (damage.armor_now)
    attacked_this_turn: bool = False  # for elusive
    upgrades: list["CardInstance"] = field(default_factory=list)
    under: list["CardInstance"] = field(default_factory=list)
    attached_to: "CardInstance | None" = None
    house_override: str | None = None  # a maverick's house
    copy: "Copy | None" = None  # copies.py: what it is a copy of, while it is one
    entering_as: "Copy | None" = None  # copies.py: the copy chosen as it is played, begun as it enters play
    put_in_archives: bool = False  # in the archives because an ability put it there, not archived it (Archives)
    as_type: str | None = None  # cardtype.py: the type it is considered in play, when not its printed type
    half: int | None = None  # gigantic.py: 1 (top) or 2 (bottom) half of a gigantic creature
    joined: "CardInstance | None" = None  # gigantic.py: in play, the other half played with it
    purged_by: int | None = None  # uid of the card that purged it (Spangler Box)
    # Enhance: bonus icons added to this physical card when the deck was made, in order
    # (they follow its printed icons; see bonus.py)
    enhancements: tuple[str, ...] = ()
    tokens: dict[str, int] = field(default_factory=dict)  # Other Counters (doom, growth, ...)
    # Leaves Play: its neighbors immediately before it left play (later instructions of the
    # ability that made it leave refer to it as it was then: Smite, Pain Reaction)
    neighbors_when_left: list["CardInstance"] | None = None
    power_when_left: int | None = None  # its power immediately before it left play
    controller_when_left: str | None = None  # who controlled it immediately before it left play
    # modifiers.behaviour: (printed card, type played as, its behaviour), kept while they hold
    behaviour_kept: tuple | None = field(default=None, repr=False)

    @property
    def printed(self) -> Card:
        """Its printed values: the copied card's while it is a copy (copies.py)."""
        return self.copy.card if self.copy else self.card

    @property
    def copy_of(self) -> Card | None:
        return self.copy.card if self.copy else None

    @property
    def title(self) -> str:
        return self.printed.title

    @property
    def house(self) -> str:
        if self.copy and self.copy.house:  # "a copy ..., except it belongs to house Logos"
            return self.copy.house
        return self.house_override or self.printed.house

    @property
    def type(self) -> str:
        """Its card type now: printed, unless it is considered another type in play (cardtype.py)."""
        return self.as_type or self.printed.type

    @property
    def name(self) -> str:
        """How the trace and decisions name it: its alias when it has one; a copy says what it
        copies ("Mimic Gel as Troll"); a half of a gigantic creature out of play says which half
        it is ("Ultra Gravitron (1 of 2)")."""
        if self.alias:
            return self.alias
        if self.copy:
            return f"{self.card.title} as {self.copy.card.title}"
        return f"{self.title} ({self.half} of 2)" if self.half and self.joined is None else self.title

    def named(self, name: str, by_alias: bool = True) -> bool:
        """Does a fixture's name mean this card: its id, its title (its default printing),
        `Title (SET NNN)` (that printing, or one that reads the same), or the title of the card
        it is a copy of?"""
        from judge.cards.data import names_card
        from judge.cards.match import key

        if by_alias and self.alias and key(str(name)) == key(self.alias):
            return True
        from judge.engine.keyforge.gigantic import parse_name

        title, half = parse_name(str(name))  # "Ultra Gravitron (1 of 2)": that half only
        if half is not None:
            return half == self.half and names_card(title, self.card)
        return names_card(str(name), self.card) or (self.copy_of is not None and names_card(str(name), self.copy_of))

    def titled(self, name: str) -> bool:
        """Is `name` this card's plain title, while the card is another printing than the one a
        plain title means (SCENARIOS.md: `Taniwha` is the default printing, this one is
        `Taniwha (DT 310)`)? Where no card the name means is among the candidates, an action or
        an answer that names such a card by its plain title can mean only it."""
        from judge.cards.match import key

        return not self.card.default and key(str(name)) == key(self.card.title)

    def fresh(self) -> "CardInstance":
        """The same physical card as a new object (it entered a hidden zone): what is printed
        or marked on the card itself stays with it."""
        return CardInstance(card=self.card, owner=self.owner, alias=self.alias,
                            house_override=self.house_override, enhancements=self.enhancements,
                            half=self.half)

    def reset_status(self) -> None:
        """Leaves Play: tokens and status cards are removed."""
        self.exhausted = self.stunned = self.enraged = self.warded = False
        self.damage = self.power_counters = self.armor_used = self.armor_seen = 0
        self.tokens = {}
        self.attacked_this_turn = False
        self.controller = None
        self.claims, self.controlled_before = [], None
        self.attached_to = None
        self.copy = None  # a copy ends when the card leaves play (copies.py)
        self.as_type = None  # and it is its printed type again (cardtype.py)

    def __repr__(self) -> str:
        return f"<{self.name}#{self.uid}>"


@dataclass
class Player:
    seat: str
    houses: list[str]
    amber: int = 0
    keys: int = 0
    forged: list[str] = field(default_factory=list)  # the colours of the forged keys (keys.py), as many as `keys`
    chains: int = 0
    hand: list[CardInstance] = field(default_factory=list)
    deck: list[CardInstance] = field(default_factory=list)  # top card first
    discard: list[CardInstance] = field(default_factory=list)  # top card first
    archives: list[CardInstance] = field(default_factory=list)  # oldest first
    purged: list[CardInstance] = field(default_factory=list)  # oldest first
    battleline: list[CardInstance] = field(default_factory=list)  # left flank first
    artifacts: list[CardInstance] = field(default_factory=list)

    def zone(self, name: str) -> list[CardInstance]:
        return getattr(self, name)


@dataclass
class TurnLog:
    """What happened this turn that rules look back on."""

    played_from_hand: int = 0  # First Turn Rule
    discarded_from_hand: int = 0
    uses: dict[str, int] = field(default_factory=dict)  # Rule of Six: title -> plays + uses
    actions_taken: int = 0  # played, used or discarded in step 3 (Alpha)
    keys_forged: int = 0  # by the active player ("forged a key on their previous turn")
    main_ended_by: str | None = None  # Omega: why step 3 ended early (turn.end_step)
    ended_by: str | None = None  # "end your turn": why the turn ended early (turn.end_turn_now)
    events: list = field(default_factory=list)  # every event this turn ("was destroyed this turn")


class Game:
    """The whole state of a game of KeyForge at one moment."""

    def __init__(self, players: dict[str, Player], active: str, rulebook: str, *,
                 first_turn: bool = False, step: str = "main", house: str | None = None,
                 seed: int | None = None, ruleset=None):
        self.players = players
        self.active = active
        self.rulebook = rulebook
        self.ruleset = ruleset
        self.first_turn = first_turn
        self.step = step
        self.active_house = house
        self.rng = random.Random(seed if seed is not None else 0)
        self.turn = TurnLog()
        self.previous_turn: dict[str, TurnLog] = {}  # each seat's last finished turn
        self.as_if: list[tuple[CardInstance, str]] = []  # cards used "as if it were yours", by whom
        self.lasting: list = []  # LastingEffect objects
        self.limbo: list[CardInstance] = []  # cards being played (an action resolving)
        self.resolving: list[tuple[int, str]] = []  # (card uid, ability) of bold abilities resolving now
        self.resolving_cards: list[CardInstance] = []  # their cards, in the same order
        self.leaving: list[CardInstance] = []  # cards leaving play now (their "Leaves Play:" resolving)
        self.departures: list | None = None  # while cards leave play together: what their leaving sets off (zones.together)
        self.tagged: list[CardInstance] | None = None  # cards tagged for destruction, while a batch resolves
        self.batch_info: dict = {}
        self.batch_resolved: set = set()  # the "Destroyed:" abilities the batch resolved (destroy.py)
        self.tide_high_for: str | None = None  # Tide: the seat the tide is high for; None: neutral
        self.armor_cannot_prevent: list[CardInstance] = []  # sources whose damage armor cannot prevent now
        self.placement: str | None = None  # the flank the action being taken names (zones.flank_for)
        self.fight: tuple | None = None  # (attacker, defender) while a fight resolves  # tagged card -> (controller, creature it was fighting)
        self.winner: str | None = None
        self.trace = Trace()
        self.decide = None  # the Chooser answering decisions (see decide.py)
        self.events: list = []  # every event, for tests and invariants
        self.listeners: list[Callable] = []
        self.steady: dict | None = None  # modifiers.steady: the active abilities, kept while nothing changes
        self.granting = False  # modifiers: asking what cards grant (questions then see no granted ability)
        self.last_look = None  # modifiers._current: the active abilities as last gathered, and the board they hold for

    # -- seats and zones -------------------------------------------------
    def player(self, seat: str) -> Player:
        return self.players[seat]

    @property
    def me(self) -> Player:
        return self.players[self.active]

    def opponent_of(self, seat: str) -> Player:
        return self.players[other(seat)]

    def all_cards(self) -> Iterator[tuple[str, str, CardInstance]]:
        """(seat, zone, card) for every card, including upgrades, cards beneath others and the
        half joined to a gigantic creature in play (zone "joined")."""
        for seat, p in self.players.items():
            for zone in ZONES:
                for c in p.zone(zone):
                    yield seat, zone, c
                    if c.joined is not None:
                        yield seat, "joined", c.joined
                    for u in c.upgrades:
                        yield seat, "upgrade", u
                    for u in c.under:
                        yield seat, "under", u

    def locate(self, card: CardInstance) -> tuple[str, str] | None:
        """(seat, zone) holding this exact card object, or None if it is gone."""
        if card in self.limbo:
            return self.active, "limbo"
        for seat, zone, c in self.all_cards():
            if c is card:
                return seat, zone
        return None

    def in_play(self, card: CardInstance) -> bool:
        """Is this exact card object in play (a creature, an artifact, or an upgrade on one)?
        (`locate` answers the same, looking through every zone.)"""
        for p in self.players.values():
            for zone in (p.battleline, p.artifacts):
                for c in zone:
                    if c is card or any(u is card for u in c.upgrades):
                        return True
        return False

    def creatures(self, seat: str | None = None) -> list[CardInstance]:
        seats = [seat] if seat else list(SEATS)
        return [c for s in seats for c in self.players[s].battleline]

    def artifacts(self, seat: str | None = None) -> list[CardInstance]:
        seats = [seat] if seat else list(SEATS)
        return [c for s in seats for c in self.players[s].artifacts]

    def cards_in_play(self) -> list[CardInstance]:
        out = []
        for seat in SEATS:
            for c in self.players[seat].battleline:
                out.append(c)
                out.extend(c.upgrades)
            out.extend(self.players[seat].artifacts)
        return out

    def controller(self, card: CardInstance) -> str | None:
        return card.controller

    def controls(self, seat: str, card: CardInstance) -> bool:
        """Does `seat` control the card, or use it now "as if it were yours" (As If It Were
        Yours: you resolve its effect as if you controlled it, without gaining control)?"""
        if any(c is card for c, s in self.as_if):
            return any(c is card and s == seat for c, s in self.as_if)
        return card.controller == seat

    # -- battleline geometry ---------------------------------------------
    def neighbors(self, creature: CardInstance) -> list[CardInstance]:
        """Neighbor: the creatures immediately left and right in its battleline."""
        line = self.players[creature.controller].battleline if creature.controller else []
        if creature not in line:
            return []
        i = line.index(creature)
        return [line[j] for j in (i - 1, i + 1) if 0 <= j < len(line)]

    def on_flank(self, creature: CardInstance) -> bool:
        """Flank: the far left or far right creature of its battleline (the only one is both)."""
        from judge.engine.keyforge import modifiers

        line = self.players[creature.controller].battleline if creature.controller else []
        if creature not in line:
            return False
        return creature in (line[0], line[-1]) or modifiers.considered_flank(self, creature)

    # -- narration and events ----------------------------------------------
    def say(self, text: str, rule: str, by: "CardInstance | None" = None) -> None:
        """Narrate an event, citing the rule (by its short name) or card that produced it. A rule
        the chosen rulebook has no entry for (RuleSet.lacks: "For Each" under v1.3) is not cited:
        the card whose text makes it happen is (`by`: Dimension Door's lasting effect on a reap;
        else the card whose ability is resolving), the only text that says it then; with no
        such card, the rule that rulebook tells it under (rules.NEAREST: the start of a turn is
        its Turn Sequence)."""
        from judge.engine.keyforge.rules import nearest, short

        if self.steady is not None:  # something happens while the abilities are kept as they were
            raise RuntimeError(f"the game changed inside modifiers.steady: {text}")
        if rule in self.ruleset.lacks:
            card = by or (self.resolving_cards[-1] if self.resolving_cards else None)
            rule = card.title if card is not None else nearest(self.ruleset, rule)
        self.trace(text, short(rule))

    def emit(self, event) -> None:
        self.events.append(event)
        self.turn.events.append(event)
        for listener in self.listeners:
            listener(self, event)
