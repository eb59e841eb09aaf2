"""Card abilities: the hooks a card's behaviour (or a lasting effect) can fill,
and the registry of card behaviours.

A card's bold-precursor abilities ("Play:", "Reap:", "Fight:", "Action:",
"Omni:", "Destroyed:", "Leaves Play:", "Before Fight:") are methods called
with `(game, source, you)`, where `you` is the player resolving the ability.
Constant abilities and lasting effects answer questions the rules ask
(what is this creature's power? may this card be played?) through the other
hooks. Triggered abilities ("after...", "each time...") answer `on(event)`.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Callable

from judge.cards.data import Card, split_printing
from judge.engine.base import MissingBehaviour
from judge.text import fold

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game

BOLD = ("play", "reap", "fight", "action", "omni", "destroyed", "leaves_play", "before_fight")


class Ability:
    """Hooks shared by card behaviours and lasting effects; every default does nothing."""

    # -- constant abilities: values ------------------------------------------
    def base_power(self, g, src, creature) -> int | None:
        """The power an ability sets a creature's to, before counters and modifiers ("has power
        equal to the purged creature's power"; a card not printed as a creature, "considered a
        creature with 5 power"); or None. The most recent effect that sets it applies."""
        return None

    def power(self, g: "Game", src, creature) -> int:
        """Power this ability adds to `creature` (negative to take away)."""
        return 0

    def armor(self, g, src, creature) -> int:
        return 0

    def considered_power(self, g, src, creature) -> int | None:
        """The power `creature` is considered to have whatever else applies ("is considered to
        have 1 power"), or None."""
        return None

    def considered_armor(self, g, src, creature) -> int | None:
        return None

    def houses(self, g, src, card) -> tuple[str, frozenset[str]] | None:
        """The houses this makes `card` belong to while it is in play: ("instead", houses) in
        place of its own ("it belongs to house Logos (instead of its original house)", "belongs
        to all houses"), ("also", houses) beside them ("in addition to its other houses"); or
        None (modifiers.houses)."""
        return None

    def keywords(self, g, src, creature) -> dict[str, int]:
        """Keywords this ability gives `creature` ({"elusive": 1, "assault": 2})."""
        return {}

    def traits(self, g, src, card) -> set[str]:
        """Traits this ability gives `card` ("a creature gains ... the Mutant trait"), beside
        its printed traits (modifiers.traits)."""
        return set()

    def loses_keywords(self, g, src, creature) -> set[str]:
        """Keywords `creature` loses ("each creature loses elusive"): it does not have them,
        whatever gives them."""
        return set()

    def ignores_keywords(self, g, src, attacker) -> set[str]:
        """Keywords ignored while `attacker` attacks ("While Niffle Ape is attacking, ignore taunt
        and elusive"): the taunt of the creatures it could attack, the elusive of the one it
        fights."""
        return set()

    def bold_also(self, g, src, card, kind: str) -> set[str]:
        """The other kinds of `card`'s bold-precursor abilities that are also abilities of kind
        `kind` ("each friendly creature's play effect is a play/reap effect": {"play"} when
        `kind` is "reap"; modifiers.bold_abilities)."""
        return set()

    def considered_flank(self, g, src, creature) -> bool:
        return False

    def taunt_reach(self, g, src) -> list:
        """Creatures beside its neighbors that the taunt of `src` also protects ("Lady Loreena's
        taunt also applies to its neighbors' neighbors"): they cannot be attacked unless they have
        taunt too, while `src` has taunt (Taunt; use.attackable asks)."""
        return []

    def blanks_text(self, g, src, card) -> bool:
        """Is `card`'s text box considered blank (except for traits)? Asked of lasting effects for a
        creature, of creatures in play for an artifact (modifiers.blank)."""
        return False

    def granted(self, g, src, card) -> list["Behaviour"]:
        """Abilities this gives another card ("This creature gains, ...")."""
        return []

    # -- constant abilities: permissions and restrictions ---------------------
    def must_choose_house(self, g, src, seat) -> str | None:
        return None

    def cannot_choose_houses(self, g, src, seat) -> set[str]:
        return set()

    def key_cost_modifier(self, g, src, seat) -> int:
        """Æmber this adds to (or, negative, takes from) `seat`'s cost to forge a key."""
        return 0

    def costs(self, g, src, seat, card, act: str) -> list[tuple[int, str | None]]:
        """What `seat` must pay to `act` ("play" | "use") `card` (“In Order To”: "your opponent
        must pay you 1A in order to use an artifact"), as (Æmber, the player it is paid to, or
        None when it is lost). A card's own text answers for playing it while it is in hand."""
        return []

    def cannot_attack(self, g, src, attacker, defender) -> str | None:
        """Why `attacker` may not fight `defender` ("Bigtwig can only fight stunned creatures",
        "creatures not on a flank cannot fight this creature"), or None (Fight)."""
        return None

    def receives_spent_aember(self, g, src, seat) -> str | None:
        """The player who gets the Æmber `seat` spends forging a key, instead of the common
        supply ("you get all A spent by your opponent when forging keys"), or None."""
        return None

    def hand_size_modifier(self, g, src, seat) -> int:
        """Cards this adds to (or, negative, takes from) the hand `seat` refills to in their
        "draw cards" step (Draw Cards: six)."""
        return 0

    def cannot_ready(self, g, src, card, in_ready_step: bool) -> str | None:
        """A reason `card` cannot be readied ("this creature cannot ready"; `in_ready_step`: asked
        by its controller's "ready cards" step, else by a card ability), or None."""
        return None

    def skips_step(self, g, src, seat, step: str) -> bool:
        """Does `seat` skip this step of their turn ("skips the “forge a key” step")?"""
        return False

    def cannot_forge(self, g, src, seat) -> str | None:
        """A reason `seat` cannot forge a key now ("players cannot forge keys", "cannot forge
        their first key"), or None."""
        return None

    def replaces_readying(self, g, src, seat):
        """A replacement for readying `seat`'s creatures in their "ready cards" step: a function
        taking the exhausted creatures, or None."""
        return None

    def may_play(self, g, src, seat, card) -> bool:
        """Permission to play `card` though its house is not the active house."""
        return False

    def may_use(self, g, src, seat, card, how: str) -> bool:
        """Permission to use `card` to `how` (reap, fight, action) though its house is not the
        active house ("may fight as though they belonged to the active house")."""
        return False

    def cannot_play(self, g, src, seat, card) -> str | None:
        """A reason `card` cannot be played, or None."""
        return None

    def cannot_use(self, g, src, seat, card, how: str) -> str | None:
        """A reason `seat` cannot use `card` to `how` (reap, fight, action, omni), or None."""
        return None

    def must_fight(self, g, src, creature) -> str | None:
        """Why `creature` must be used to fight when it is used, if able ("Creatures must fight
        when used, if able": Little Rapscal), or None (use.blocked asks, where the way to use it
        is chosen)."""
        return None

    def cannot_trigger(self, g, src, card, kind: str) -> str | None:
        """A reason the bold-precursor abilities of one kind ("destroyed") on `card` cannot
        trigger ("Destroyed effects cannot trigger"), or None (destroy.py asks)."""
        return None

    def uses_permission(self, g, src, seat, card) -> None:
        """Called when a card is played or used thanks to this ability's permission."""

    def condition_effect(self, g, src):
        """An effect this constant ability has while its condition holds ("If Weasand is on a
        flank, destroy it."): a function resolving it now, or None (destroy.settle asks)."""
        return None

    # -- constant abilities: damage and fights ---------------------------------
    def cannot_be_dealt_damage(self, g, src, creature, source) -> bool:
        """“Cannot be dealt damage” (by `source`, the card dealing it, when there is one): an
        effect that prevents damage, before ward and armor."""
        return False

    def instead_of_damage(self, g, src, source):
        """A replacement for damage `source` would deal ("when X would deal damage, ... instead"):
        a function to run in its place, or None."""
        return None

    def additional_damage(self, g, src, creature, amount: int) -> int:
        """Damage `creature` takes in addition each time it takes damage (added to that instance
        of `amount`, after armor: "takes an additional 2 damage", "double all damage dealt to")."""
        return 0

    def also_dealt_to(self, g, src, target):
        """The creature that is also dealt the damage dealt to `target`, or None."""
        return None

    def redirect_damage(self, g, src, target):
        """The creature that takes damage meant for `target` instead, or None."""
        return None

    def fight_damage_bonus(self, g, src, attacker, defender) -> int:
        return 0

    def deals_no_fight_damage(self, g, src, creature) -> bool:
        return False

    def fight_damage_amount(self, g, src, creature) -> int | None:
        """The damage `creature` deals when fighting instead of its power ("only deals 4 when
        fighting"), or None."""
        return None

    def fight_damage_target(self, g, src, attacker):
        """The creature `attacker` deals its fight damage to instead of the one it fights."""
        return None

    def enters_play_status(self, g, src, card, seat: str) -> list[str]:
        """The states `card` enters play in because of this ability, as it enters play for
        `seat` (the player who puts it into play, or the one it comes under: "your creatures
        enter play ready"): "ready" (instead of exhausted), "stunned", "enraged" ("enters play
        ready", "each creature enters play enraged")."""
        return []

    def enters_play_under(self, g, src, card, seat: str) -> str | None:
        """The seat `card` enters play under instead of `seat` ("enters play under your
        opponent's control"), or None."""
        return None

    # -- constant abilities: replacement effects ("instead") --------------------
    def aember_cannot_be_stolen(self, g, src, seat: str) -> bool:
        """`seat`'s Æmber cannot be stolen."""
        return False

    def steal_instead(self, g, src, thief: str, victim: str):
        """A replacement for Æmber `thief` would steal from `victim`: a function taking the
        amount and returning how much was taken, or None."""
        return None

    def pool_aember_instead(self, g, src, seat: str):
        """A replacement for Æmber that would be added to `seat`'s pool (gained, stolen, given or
        moved there: "Each A that would be added to your opponent's pool is captured by Ether
        Spider instead"): a function taking the amount, or None (effects.pool_replacement)."""
        return None

    def spend_as_pool(self, g, src, seat: str) -> list:
        """Cards whose Æmber `seat` may spend as if it were in their pool (when forging)."""
        return []

    def before_forging(self, g, src, seat: str):
        """An effect when `seat` would forge a key: a function returning True when that key is
        not forged (no Æmber is spent), or None."""
        return None

    def takes_from_supply(self, g, src, seat: str) -> bool:
        """Æmber stolen or captured from `seat`'s pool is taken from the common supply instead."""
        return False

    def replaces_reap_gain(self, g, src, seat: str) -> bool:
        """The Æmber `seat` would gain from reaping is stolen from the opponent instead."""
        return False

    def leaving_zone_redirect(self, g, src, card, from_zone: str, to_zone: str) -> str | None:
        """Where `card` goes instead when it would leave `from_zone` for `to_zone` ("if any of
        these creatures leave your archives, they are put into their owner's hand instead";
        "when a creature would enter a discard pile from play, it is purged instead"), or None."""
        return None

    # -- bonus icons (bonus.py) ---------------------------------------------------
    def cannot_resolve_bonus_icons(self, g, src, seat: str, card) -> str | None:
        """A reason `seat` cannot resolve the bonus icons on `card`, which they play, or None."""
        return None

    def additional_icon_resolutions(self, g, src, seat: str, card) -> int:
        """How many additional times the bonus icons of `card`, which `seat` plays now, resolve
        ("The next time you play a card this turn, resolve each of its bonus icons an additional
        time"). Asked once for each card played, so an effect for "the next time" is spent by
        answering."""
        return 0

    def bonus_icon_instead(self, g, src, seat: str, icon: str):
        """A replacement `seat` may choose as a bonus icon of kind `icon` resolves ("you may
        choose to resolve it as a capture bonus icon instead"): a `bonus.IconReplacement`, or
        None."""
        return None

    # -- the tide (tide.py) --------------------------------------------------------
    def takes_archives_in_part(self, g, src, seat: str) -> bool:
        """Asked of a card in `seat`'s archives as they pick them up: may they pick up any number
        of the cards instead of all ("While The Archivist is in your archives, ...")?"""
        return False

    def cannot_raise_tide(self, g, src, seat: str) -> str | None:
        """A reason `seat` cannot raise the tide now ("players cannot raise the tide"), or None."""
        return None

    # -- triggered abilities ---------------------------------------------------
    def on(self, g, src, event) -> Callable[[], None] | None:
        """A resolution to run when `event` happens, or None; or a list of `triggers.Triggered`
        when several abilities of the card trigger (the active player orders them)."""
        return None


class Behaviour(Ability):
    """What one card does. Subclasses are registered with @card("Title")."""

    title = ""
    # Replacement Effects: its "Destroyed:" ability replaces the destruction ("... destroy this
    # upgrade instead"): it resolves when the card would be put into the discard pile (destroy.py)
    replaces_destruction = False
    # Ability, Card Ability: abilities are active only in play "unless the ability explicitly
    # references being used from an out-of-play area": the zones its triggered abilities answer
    # from besides play ("discard": "you may return Relentless Creeper from your discard pile")
    active_in: frozenset[str] = frozenset()
    # the text the card has when played as another type than its printed one ("may be played as
    # an upgrade instead of a creature, with the text: ..."): {"upgrade": Behaviour class}
    played_as: dict[str, type["Behaviour"]] = {}
    # Keys: it refers to the colour of a key ("while your red key is forged"), so which key is
    # forged or unforged is asked while it is in play (keys.py)
    names_key_colours = False

    def __init__(self, card: Card):
        self.card = card

    @classmethod
    def implements(cls, text: str) -> bool:
        """Does this behaviour implement the card as `text` reads (printed or erratum)?
        A card whose other wording needs a rule the engine lacks says no for it."""
        return True

    def as_played(self, g, src, you):
        """A `copies.Copy` this card is while played ("When you play this card, treat it as a
        copy of ..."), or None."""
        return None

    def enters_play_as(self, g, src, you):
        """A `copies.Copy` this card enters play as ("enters play as a copy of ..."), or None."""
        return None

    def replacement_applies(self, g, src, you) -> bool:
        """Does its destruction replacement (`replaces_destruction`) apply now, as the card would be
        put into the discard pile? A conditional one ("If you have any other creatures in play,
        instead of destroying ...") says no when its condition fails: the card is destroyed."""
        return True

    def has(self, name: str) -> bool:
        """Does the card have this bold-precursor ability ("reap", "action", ...)?"""
        return getattr(type(self), name, None) is not getattr(Behaviour, name, None)

    # bold-precursor abilities: overridden by the cards that have them
    def play(self, g, src, you) -> None: ...
    def reap(self, g, src, you) -> None: ...
    def fight(self, g, src, you) -> None: ...
    def action(self, g, src, you) -> None: ...
    def omni(self, g, src, you) -> None: ...
    def destroyed(self, g, src, you) -> None: ...
    def leaves_play(self, g, src, you) -> None: ...
    def before_fight(self, g, src, you) -> None: ...


class Vanilla(Behaviour):
    """A card whose text is only keywords (and reminder text): the rules do the rest."""


class LastingEffect(Ability):
    """An effect that outlasts the ability that made it (Lasting Effects: "treated as constant
    abilities that are active for the duration specified by the effect").

    `until` is its duration: "end of turn" (for the remainder of the turn, this turn), "your
    next turn" (until the start of your next turn), "their next turn" (during your opponent's
    next turn: in force only during that turn), "end of your next turn" (from now until the end
    of your next turn), "fight", "leaves play", "never". `made_in` is the turn it was made in
    (set by effects.add_lasting), so "next turn" never means the turn it was made in."""

    until = "end of turn"
    made_in = None  # the TurnLog of the turn it was made in
    # "their next turn" is the next turn of this seat: the opponent of the effect's player unless
    # the effect binds another ("its controller must choose ... on their next turn": Mark of Dis
    # on the player's own creature binds the player)
    bound: str | None = None

    def __init__(self, source: "CardInstance", you: str, rule: str, target=None):
        self.source = source
        self.you = you
        self.rule = rule
        self.target = target  # the card it applies to, if one: it expires when that card leaves play

    def describe(self) -> str:
        return type(self).__name__

    def ended(self, g) -> None:
        """What happens as it ends, if anything: "take control of ... until Harland Mindlock
        leaves play" gives the card back to the player who controlled it before."""

    def _later_turn_of(self, g, seat: str) -> bool:
        """Is the current turn `seat`'s, and not the turn the effect was made in?"""
        return g.active == seat and g.turn is not self.made_in

    def their(self) -> str:
        """The seat whose next turn "their next turn" is."""
        from judge.engine.keyforge.state import other

        return self.bound or other(self.you)

    def in_force(self, g) -> bool:
        """Does it apply now? "During your opponent's next turn": only in that turn."""
        if self.until == "their next turn":
            return self._later_turn_of(g, self.their())
        return True

    def expires_at_end_of_turn(self, g, seat: str) -> bool:
        """Does it expire as `seat`'s turn ends? "For the remainder of the turn": this turn;
        "during your opponent's next turn": the end of that turn; "until the end of your next
        turn": the end of your next turn."""
        if self.until == "their next turn":
            return self._later_turn_of(g, self.their())
        if self.until == "end of your next turn":
            return self._later_turn_of(g, self.you)
        return self.until in ("end of turn", "fight")

    def expires_at_start_of_turn(self, g, seat: str) -> bool:
        """"Until your next turn": it expires as the next turn of its player begins."""
        return self.until == "your next turn" and seat == self.you


# folded title -> [(printing it was registered for or None for the default printing, class)]
_REGISTRY: dict[str, list[tuple[str | None, type[Behaviour]]]] = {}

# zone -> folded titles with a behaviour whose abilities are active there (Behaviour.active_in):
# the only out-of-play cards modifiers.out_of_play looks at
ACTIVE_OUT_OF_PLAY: dict[str, set[str]] = {}


def active_out_of_play() -> dict[str, set[str]]:
    """Zone -> folded titles of the cards whose abilities are active in that out-of-play zone
    (every card module loaded first: a card out of play needs no behaviour until then)."""
    _load_card_modules()
    return ACTIVE_OUT_OF_PLAY


def card(*titles: str):
    """Register a hand-written behaviour class for one or more cards, each named by its title
    (its default printing, and every printing that reads the same) or by one printing,
    `Title (SET NNN)`, for a printing whose text differs in substance (an Evil Twin). The class
    says, with `implements(text)`, which printed or errata wordings it plays."""

    def register(cls: type[Behaviour]) -> type[Behaviour]:
        cls.title = split_printing(titles[0])[0]
        for t in titles:
            title, ref = split_printing(t)
            _REGISTRY.setdefault(title_key(title), []).append((ref, cls))
            for zone in cls.active_in:
                ACTIVE_OUT_OF_PLAY.setdefault(zone, set()).add(title_key(title))
        return cls

    return register


@lru_cache(maxsize=None)
def title_key(title: str) -> str:
    return fold(title).strip().strip("“”\"")  # the card data spells one title with a final space


@lru_cache(maxsize=None)
def implementation(card: Card) -> tuple[type[Behaviour] | None, str, str]:
    """How the engine plays a printing as its text reads now (its erratum when one is in force):
    (class, "hand-written" | "read" | "blank", "") or (None, "missing", the part the reader could
    not read). Cached per card: the rules ask for behaviours constantly.

    The order: a hand-written class registered for this printing's wording that implements the
    text; else the card-text reader (reader/); else nothing."""
    _load_card_modules()
    registered = _registered(card.title, card.printed_text or card.text)
    if registered and registered[0].implements(card.text):
        return registered[0], "hand-written", ""
    if not card.text.strip():
        return Vanilla, "blank", ""
    from judge.engine.keyforge.reader import behaviour_class

    read, why = behaviour_class(card)
    if read is not None:
        return read, "read", ""
    if registered:
        why = f"its hand-written behaviour does not play this wording, and the reader cannot: {why}"
    elif _REGISTRY.get(title_key(card.title)):
        why = f"the engine implements another printing of this title, whose text differs; {why}"
    return None, "missing", why


def _registered(title: str, printed_text: str) -> list[type[Behaviour]]:
    """The classes registered for the printing of `title` that reads `printed_text`: one named
    by a printing of that wording, or one named by the title when the default printing reads
    so (Printings: typography aside, printings that read the same are the same card)."""
    from judge.cards.data import by_ref, variants, wording

    folder = _card_folder()
    want = wording(printed_text)
    found = []
    for ref, cls in _REGISTRY.get(title_key(title), []):
        if ref is None:
            printings = variants(title, folder)
            target = printings[0].printed_text if printings else printed_text
        else:
            named = by_ref(*ref.split(" "), folder=folder)
            target = named.printed_text if named is not None else ""
        if wording(target) == want:
            found.append(cls)
    return found


@lru_cache(maxsize=1)
def _card_folder() -> str:
    from judge.games import get_game

    return get_game("keyforge").cards


def behaviour_for(card: Card) -> Behaviour:
    """The behaviour of a card, or MissingBehaviour naming it, its printing and what is unread."""
    cls, _, why = implementation(card)
    if cls is not None:
        return cls(card)
    raise MissingBehaviour(f"{card.title} ({card.ref}) has no behaviour in the engine yet: {why}")


def has_behaviour(card: Card) -> bool:
    return implementation(card)[0] is not None


_loaded = False


def _load_card_modules() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        from judge.limits import uncounted

        with uncounted():  # once per process: no replay's time limit counts it
            from judge.engine.keyforge import cards  # noqa: F401  (registers every card)
