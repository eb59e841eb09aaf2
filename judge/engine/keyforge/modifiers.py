"""Values the rules compute from printed numbers, counters and constant abilities.

Constant Abilities: an ability without a bold precursor is active while its
card is in play (even exhausted); lasting effects apply until they expire.
Every question here asks every active source, so a card's constant ability
is written once and the rules find it.
"""
from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Iterator

from judge.engine.keyforge.abilities import Ability, Vanilla, active_out_of_play, behaviour_for, title_key
from judge.engine.keyforge.cardtype import text_as
from judge.engine.keyforge.state import SEATS

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


def behaviour(card: "CardInstance"):
    """The behaviour of a card instance: the copied card's for a copy (copies.py), the text
    printed for the type it was played as when not its printed type (cardtype.py).

    Kept per card instance while it reads as the same printed card played as the same type:
    the modifier checks ask for it for every card in play many times in one action."""
    printed = card.printed
    kept = card.behaviour_kept
    if kept is not None and kept[0] is printed and kept[1] == card.as_type:
        return kept[2]
    b = text_as(behaviour_for(printed), card)
    card.behaviour_kept = (printed, card.as_type, b)
    return b


def blank(g: "Game", card: "CardInstance") -> bool:
    """Is the card's text box considered blank now (Shadow of Dis: traits stay)? Only cards in
    play. A creature's text is blanked by lasting effects (Shadow of Dis: "enemy creatures"), an
    artifact's by the constant abilities of creatures (Blossom Drake: "Each artifact's text box
    is considered blank"), asked through `in_play`: a creature's own text never depends on an
    artifact's, so asking never needs the abilities it blanks."""
    if card.type == "creature":  # cheap tests first: this is asked constantly
        return (bool(g.lasting) and any(e.blanks_text(g, e.source, card) for e in lasting(g))
                and g.in_play(card))
    if card.type != "artifact":
        return False
    blankers = [c for c in g.creatures() if "blanks_text" in hooks_of(behaviour(c))]  # few: ask them only
    return bool(blankers) and g.in_play(card) and any(in_play(g, c).blanks_text(g, c, card) for c in blankers)


def lasting(g: "Game") -> list:
    """The lasting effects in force now (Lasting Effects: "during your opponent's next turn"
    applies only in that turn; the others from when they are made until they expire)."""
    return [e for e in g.lasting if e.in_force(g)]


def in_play(g: "Game", card: "CardInstance"):
    """The behaviour a card's abilities come from while it is in play: none when its text box is
    considered blank. (Abilities that change how it enters play apply before that: `behaviour`.)"""
    if blank(g, card):
        return Vanilla(card.printed)
    return behaviour(card)


def sources(g: "Game", hook: str | None = None) -> Iterator[tuple[Ability, "CardInstance"]]:
    """Every active ability: cards in play, what they grant, and lasting effects; with `hook`,
    only those that answer it (whose kind overrides that hook: the others answer nothing).

    Linear in the cards in play: only the few abilities that can grant anything are asked
    what they grant to each card (asking every card of every card is cubic on a big board).
    While the state is steady (`steady`: a question that changes nothing), they are gathered
    once and kept, by hook."""
    kept = g.steady
    if kept is None or g.granting:  # (while finding grants, no granted ability is asked)
        kept = _Kept(g) if g.granting else _current(g)
    if hook is None or hook not in _HOOKS:
        return iter(kept.all)
    found = kept.by_hook.get(hook)
    return iter(found if found is not None else kept.answering(hook))


def _gather(g: "Game") -> tuple[list[tuple[Ability, "CardInstance", frozenset]], tuple[list, list], dict]:
    """The active abilities, each with its source and the hooks it answers; the grantors; and
    for each granted ability (by id), the card that grants it.

    One pass over the cards in play (in `Game.cards_in_play` order) finds each card's behaviour
    and whether a creature blanks text; only then, and only where a text box could be blank (an
    artifact while a creature blanks text; any card while lasting effects are in force), is the
    card asked through `in_play`."""
    found = []
    givers: dict = {}
    blankers = False
    for seat in SEATS:
        player = g.players[seat]
        for c in player.battleline:
            b = behaviour(c)
            hooks = hooks_of(b)
            found.append((b, c, hooks))
            blankers = blankers or "blanks_text" in hooks
            for u in c.upgrades:
                b = behaviour(u)
                found.append((b, u, hooks_of(b)))
        for c in player.artifacts:
            b = behaviour(c)
            found.append((b, c, hooks_of(b)))
    if blankers or g.lasting:
        for i, (b, c, _hooks) in enumerate(found):
            if blankers if c.type == "artifact" else g.lasting:
                b = in_play(g, c)
                found[i] = (b, c, hooks_of(b))
    effects_now = lasting(g) if g.lasting else []
    hosts = [(b, c) for b, c, hooks in found if "granted" in hooks]
    effects = [e for e in effects_now if "granted" in hooks_of(e)]
    if hosts or effects:
        for c in [c for _b, c, _hooks in found]:
            for b, giver in _granted(g, c, hosts, effects):
                found.append((b, c, hooks_of(b)))
                givers[id(b)] = giver
    for effect in effects_now:
        found.append((effect, effect.source, hooks_of(effect)))
    return found, (hosts, effects), givers


def given_by(g: "Game", ability) -> "CardInstance | None":
    """The card that grants this ability (an upgrade's "This creature gains, ..."), asked inside
    `steady` of an ability `sources` answered there; None for a card's own ability. The active
    player names such an effect by that card when ordering simultaneous effects (triggers.pending)."""
    look = g.steady
    return look.givers.get(id(ability)) if look is not None else None


def _current(g: "Game") -> "_Kept":
    """The active abilities now: the last look taken, when the board it was taken of has the same
    cards in play, each read as the same printed card and type, and the same lasting effects in
    force, and it found nothing whose answer depends on more than that (no ability or lasting
    effect that grants abilities or blanks text: `_Kept.board`); else a new look."""
    last = g.last_look
    if last is not None and last.board is not None and last.board == _board(g):
        return last
    kept = g.last_look = _Kept(g)
    return kept


def _board(g: "Game", alive: list | None = None) -> tuple:
    """What the active abilities depend on when no grant or blank is in play: the cards in play
    in order (Game.cards_in_play), each with the printed card it reads as and the type it is
    played as, how many each seat has in each zone, and the lasting effects in force, in order;
    compared by identity (ids; `alive`, when given, collects the objects, which the look keeps so
    that no id is reused while it is kept)."""
    cards = g.cards_in_play()
    ids = [len(g.players[seat].battleline) for seat in SEATS] + [len(g.players[seat].artifacts) for seat in SEATS]
    for c in cards:
        printed = c.copy.card if c.copy else c.card
        ids += (id(c), id(printed), c.as_type)
        if alive is not None:
            alive += (c, printed)
    if g.lasting:
        now = lasting(g)
        ids.append(len(now))
        ids += map(id, now)
        if alive is not None:
            alive += now
    return tuple(ids)


class _Kept:
    """The active abilities (cards in play, what they grant, lasting effects) as they are now:
    all of them, the grantors, and, asked for (`answering`), those that answer a hook (most
    questions ask one or two hooks, so the rest are never sorted out). Kept while the state is
    steady (`steady`); made afresh for a question asked outside one."""

    __slots__ = ("grantors", "givers", "all", "hooks", "by_hook", "board", "alive")

    def __init__(self, g: "Game"):
        found, self.grantors, self.givers = _gather(g)
        self.all = [(b, c) for b, c, _hooks in found]
        self.hooks = [hooks for _b, _c, hooks in found]
        self.by_hook: dict[str, list] = {}
        self.board = self.alive = None  # the board it holds for (_current): only when nothing else counts
        if not g.granting and not any(self.grantors) and not any(
                "blanks_text" in hooks for hooks in self.hooks):
            self.alive: list = []
            self.board = _board(g, self.alive)

    def answering(self, hook: str) -> list:
        found = self.by_hook.get(hook)
        if found is None:
            found = self.by_hook[hook] = [pair for pair, hooks in zip(self.all, self.hooks) if hook in hooks]
        return found


class steady:
    """`with steady(g):` the state does not change inside (a question the rules ask: the legal
    actions, each creature's power in a damage check), so the active abilities are gathered
    once for all the questions asked inside. Nested uses share the outer one. `look`: one
    taken since when nothing has changed (destroy.settle's, when it changed nothing)."""

    def __init__(self, g: "Game", look: "_Kept | None" = None):
        self.g = g
        self.look = look
        self.opened = False

    def __enter__(self):
        if self.g.steady is None:
            self.g.steady = self.look or _current(self.g)
            self.opened = True
        return self

    def __exit__(self, *exc):
        if self.opened:
            self.g.steady = None
        return False


def question(fn):
    """A function of the rules that asks and changes nothing (is this use blocked? which enemy
    creatures may it fight?): it runs `steady`, looking at the active abilities once."""
    @functools.wraps(fn)
    def asked(g, *args, **kwargs):
        if g.steady is not None:
            return fn(g, *args, **kwargs)
        g.steady = _current(g)  # as `with steady(g)`, without making one: asked very often
        try:
            return fn(g, *args, **kwargs)
        finally:
            g.steady = None

    return asked


_HOOKS = frozenset(name for name, value in vars(Ability).items() if callable(value) and not name.startswith("_"))
_OVERRIDDEN: dict[type, frozenset] = {}


def hooks_of(ability: Ability) -> frozenset:
    """The hooks this ability answers: those its class overrides, and for a lasting effect made
    from a read clause, those installed on it."""
    own = getattr(ability, "__dict__", None)
    if own is not None and "_hooks" in own:
        return own["_hooks"]
    kind = type(ability)
    found = _OVERRIDDEN.get(kind)
    if found is None:
        found = _OVERRIDDEN[kind] = frozenset(h for h in _HOOKS if getattr(kind, h) is not getattr(Ability, h))
    if own is not None:
        if not _HOOKS.isdisjoint(own):
            found = found | _HOOKS.intersection(own)
        own["_hooks"] = found  # kept on the ability: its hooks are installed when it is made
    return found


def out_of_play(g: "Game") -> list[tuple[Ability, "CardInstance"]]:
    """Cards out of play whose abilities are active where they are (Ability, Card Ability: only
    in play, "unless the ability explicitly references being used from an out-of-play area":
    Relentless Creeper in its owner's discard pile). Triggered abilities ask these too."""
    out = []
    for zone, titles in active_out_of_play().items():
        for p in g.players.values():
            for c in p.zone(zone):
                if title_key(c.printed.title) in titles:
                    b = behaviour(c)
                    if zone in type(b).active_in:
                        out.append((b, c))
    return out


def _grantors(g: "Game", own: list | None = None) -> tuple[list, list]:
    """(behaviour, host) of cards in play and the lasting effects that may grant abilities (that
    override `granted`, in their class or, for a lasting effect made from a read clause, on the
    object itself)."""
    if own is None and g.steady is not None:
        return g.steady.grantors
    if own is None:
        own = [(in_play(g, c), c) for c in g.cards_in_play()]
    hosts = [(b, c) for b, c in own if "granted" in hooks_of(b)]
    effects = [e for e in lasting(g) if "granted" in hooks_of(e)]
    return hosts, effects


def _granted(g: "Game", card: "CardInstance", hosts: list, effects: list) -> list[tuple[Ability, "CardInstance"]]:
    """What the grantors give `card`. What a card grants may depend on the board ("each friendly
    Mutant creature gains ..." asks the creature's traits): the questions asked while finding
    it see no granted ability, or a question would ask itself."""
    if g.granting:
        return []
    out = []
    g.granting = True
    try:
        for b, host in hosts:
            for given in b.granted(g, host, card):
                out.append((given, host))
        for effect in effects:
            for given in effect.granted(g, effect.source, card):
                out.append((given, effect.source))
    finally:
        g.granting = False
    return out


def granted_to(g: "Game", card: "CardInstance") -> list[tuple[Ability, "CardInstance"]]:
    """Abilities other sources give this card (an upgrade's "This creature gains ...")."""
    return _granted(g, card, *_grantors(g))


def abilities_of(g: "Game", card: "CardInstance") -> list:
    """The card's own behaviour followed by every ability granted to it."""
    return [in_play(g, card)] + [b for b, _ in granted_to(g, card)]


def bold_abilities(g: "Game", card: "CardInstance", kind: str) -> list[tuple[tuple, Ability]]:
    """The card's bold-precursor abilities of one kind ("reap", ...), each with a key naming
    where it comes from (the card itself, or which upgrade or lasting effect grants it), so
    one asked again later can tell which abilities are new. With them, its abilities of the
    other kinds an ability makes count as this kind too ("each friendly creature's play effect
    is a play/reap effect": its "Play:" abilities resolve when it reaps; Play/Fight/Reap: "this
    ability triggers in each of the listed situations"), unless the ability lists both already;
    one ability is one ability, however many of its kinds count as this one (Thero Centurion's
    "Play/Fight:" on a reap, under Kompsos Haruspex and Livia the Elder both: once)."""
    out = _bold_of(g, card, kind)
    also: set[str] = set()
    for b, src in sources(g, "bold_also"):
        also |= b.bold_also(g, src, card, kind)
    counted = [kind]
    for other in sorted(also - {kind}):
        for key, b in _bold_of(g, card, other):
            if not any(_lists_both(b, other, seen) for seen in counted):
                out.append(((*key, other), _ResolvesAs(b, other, kind)))
        counted.append(other)
    return out


class _ResolvesAs:
    """A bold-precursor ability of one kind resolving as another ("a play/reap effect": its
    "Play:" ability, resolved when the creature reaps)."""

    def __init__(self, ability: Ability, was: str, now: str):
        self.ability, self.was, self.now = ability, was, now

    def has(self, name: str) -> bool:
        return name == self.now

    def __getattr__(self, name: str):
        return getattr(self.ability, self.was if name == self.now else name)


def _lists_both(b: Ability, a: str, c: str) -> bool:
    """Is the ability of kind `a` one that lists kind `c` too ("Play/Reap:"): one method for both,
    or a read card's ability with both precursors?"""
    method = getattr(type(b), a, None)
    if method is not None and method is getattr(type(b), c, None):
        return True
    reading = getattr(b, "reading", None)
    if reading is None:
        return False
    words = {a.replace("_", " "), c.replace("_", " ")}
    return any(words <= set(getattr(ab, "triggers", ())) for ab in reading.abilities)


def _bold_of(g: "Game", card: "CardInstance", kind: str) -> list[tuple[tuple, Ability]]:
    out: list[tuple[tuple, Ability]] = []
    own = in_play(g, card)
    if own.has(kind):
        out.append((("own",), own))
    hosts, effects = _grantors(g)
    for b, host in hosts:
        for i, given in enumerate(b.granted(g, host, card)):
            if given.has(kind):
                out.append((("card", host.uid, i), given))
    for effect in effects:
        for i, given in enumerate(effect.granted(g, effect.source, card)):
            if given.has(kind):
                out.append((("lasting", id(effect), i), given))
    return out


@question
def power(g: "Game", creature: "CardInstance") -> int:
    """Current power: printed power, +1 power counters, constant abilities (never below 0)."""
    base = creature.printed.power
    for b, src in sources(g, "base_power"):  # "has power equal to ...", "considered a creature with 5 power"
        p = b.base_power(g, src, creature)
        if p is not None:
            base = p  # the most recent effect that sets it applies (the sources in the order they came)
    return _value(g, creature, "power", base + creature.power_counters)


@question
def armor(g: "Game", creature: "CardInstance") -> int:
    return _value(g, creature, "armor", creature.printed.armor)


def _value(g: "Game", creature: "CardInstance", name: str, base: int) -> int:
    """Power or armor: a value an ability says the creature is considered to have wins; else
    `base` and what constant abilities add (never below 0)."""
    considered = f"considered_{name}"
    for b, src in sources(g, considered):
        fixed = getattr(b, considered)(g, src, creature)
        if fixed is not None:
            return fixed
    return max(0, base + sum(getattr(b, name)(g, src, creature) for b, src in sources(g, name)))


@question
def keyword(g: "Game", creature: "CardInstance", name: str) -> int:
    """The value of a keyword on a creature (0 when it does not have it, or has lost it); gained
    X values add."""
    value = 0 if blank(g, creature) else (creature.printed.keyword(name) or 0)
    for b, src in sources(g, "loses_keywords"):
        if name in b.loses_keywords(g, src, creature):
            return 0
    for b, src in sources(g, "keywords"):
        value += b.keywords(g, src, creature).get(name, 0)
    return value


def houses(g: "Game", card: "CardInstance") -> frozenset[str]:
    """The houses a card in play belongs to: its own (a maverick's, a copy's: CardInstance.house)
    unless an ability gives it others instead, and any an ability adds (Houses: a card that
    belongs to several houses is a card of each of them). Out of play: its own."""
    own = frozenset((card.house,))
    if not g.in_play(card):
        return own
    instead, also = None, set()
    with steady(g):
        for b, src in sources(g, "houses"):
            change = b.houses(g, src, card)
            if change:
                kind, given = change
                if kind == "instead":
                    instead = frozenset(given)
                else:
                    also |= given
    return (instead if instead is not None else own) | also


def house_of(g: "Game", card: "CardInstance") -> str:
    """The one house a text means by "that creature's house": its own while it still belongs to
    it, else the house it belongs to instead (Academy Training: Logos), the first in order when
    an ability made it belong to several instead."""
    now = houses(g, card)
    return card.house if card.house in now else min(now)


def belongs_to(g: "Game", card: "CardInstance", house: str | None) -> bool:
    return house is not None and house in houses(g, card)


def traits(g: "Game", card: "CardInstance") -> set[str]:
    """A card's traits: its printed traits and those abilities give it ("gains ... the Mutant
    trait"). Every rule and card that asks for a trait asks here."""
    printed = {t.strip() for t in card.printed.traits}
    with steady(g):
        for b, src in sources(g, "traits"):
            printed.update(b.traits(g, src, card))
    return printed


def has_trait(g: "Game", card: "CardInstance", trait: str) -> bool:
    return trait in traits(g, card)


def ignored_keywords(g: "Game", attacker: "CardInstance") -> set[str]:
    """The keywords of other creatures ignored while `attacker` attacks (Taunt, Elusive)."""
    out: set[str] = set()
    with steady(g):
        for b, src in sources(g, "ignores_keywords"):
            out.update(b.ignores_keywords(g, src, attacker))
    return out


def considered_flank(g: "Game", creature: "CardInstance") -> bool:
    return any(b.considered_flank(g, src, creature) for b, src in sources(g, "considered_flank"))


def key_cost(g: "Game", seat: str) -> int:
    """Cost, At Current Cost: six Æmber, modified by card abilities (never below 0)."""
    return max(0, 6 + sum(b.key_cost_modifier(g, src, seat) for b, src in sources(g, "key_cost_modifier")))


def costs(g: "Game", seat: str, card: "CardInstance", act: str) -> list[tuple[int, str | None, str]]:
    """“In Order To”: what `seat` must pay to `act` ("play" | "use") `card`, as (Æmber, paid to
    or None: lost, the card cited): the card's own text asks it as it is played (Truebaru, in
    hand), then every active source."""
    out = []
    if act == "play" and not g.in_play(card):
        out += [(n, to, card.title) for n, to in behaviour(card).costs(g, card, seat, card, act)]
    for b, src in sources(g, "costs"):
        out += [(n, to, cite(b, src)) for n, to in b.costs(g, src, seat, card, act)]
    return out


def unpaid(g: "Game", seat: str, card: "CardInstance", act: str) -> tuple[str, str] | None:
    """(why, rule) when `seat` cannot pay what they must pay in order to `act` `card` (“If You
    Do” and “In Order To”: if they cannot pay, they cannot do it), else None."""
    owed = costs(g, seat, card, act)
    total = sum(n for n, _, _ in owed)
    if total > g.player(seat).amber:
        return (f"{seat} must pay {total} Æmber in order to {act} {card.name} and has "
                f"{g.player(seat).amber} ({', '.join(dict.fromkeys(c for _, _, c in owed))})", owed[0][2])
    return None


def hand_size(g: "Game", seat: str) -> int:
    """Draw Cards: the hand `seat` refills to in their "draw cards" step: six, changed by card
    abilities ("refill your hand to 1 additional card"; never below 0)."""
    return max(0, 6 + sum(b.hand_size_modifier(g, src, seat) for b, src in sources(g, "hand_size_modifier")))


def additional_damage(g: "Game", creature: "CardInstance", amount: int) -> list[tuple[int, "CardInstance"]]:
    """(extra damage, source) for each effect that adds damage when `creature` takes `amount`."""
    out = []
    for b, src in sources(g, "additional_damage"):
        extra = b.additional_damage(g, src, creature, amount)
        if extra:
            out.append((extra, src))
    return out


def cite(ability: Ability, src: "CardInstance") -> str:
    """What a trace cites for an ability: the card (as it read when a lasting effect was made)."""
    return getattr(ability, "rule", None) or src.title


@question
def first(g: "Game", hook: str, *args):
    """The first non-empty answer of a hook across active sources, with its source. (Asking
    changes nothing: the abilities are gathered once, `steady`.)"""
    for b, src in sources(g, hook):
        value = getattr(b, hook)(g, src, *args)
        if value:
            return value, b, src
    return None


def expire(g: "Game", ending: list) -> None:
    """Lasting Effects: these effects end. Power they gave is gone at once, so a creature left
    with as much damage as power is destroyed (Damage)."""
    if not ending:
        return
    g.lasting = [e for e in g.lasting if not any(e is x for x in ending)]
    for e in ending:
        e.ended(g)
    from judge.engine.keyforge.destroy import settle

    settle(g)
