"""The effect vocabulary card behaviours are written in.

Each verb implements its glossary term once (Steal, Capture, Stun, Ready,
Heal, Purge, Archive, Return, Swap, Control, ...) and narrates what it did.
Behaviours never change the state directly; they call these.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.damage import Hit, damage, deal  # noqa: F401  (part of the vocabulary)
from judge.engine.keyforge.destroy import destroy, sacrifice  # noqa: F401
from judge.engine.keyforge.state import other
from judge.engine.keyforge.zones import move

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


# -- Æmber ------------------------------------------------------------------------
def gain(g: "Game", seat: str, n: int, rule: str) -> int:
    p = g.player(seat)
    before = p.amber
    p.amber += n
    label = "Æmber bonus: " if rule == R.AEMBER_BONUS else ""
    g.say(f"{label}{seat} gains {n} Æmber ({before} -> {p.amber})", rule)
    return n


def lose(g: "Game", seat: str, n: int, rule: str) -> int:
    p = g.player(seat)
    lost = min(n, p.amber)
    p.amber -= lost
    g.say(f"{seat} loses {lost} Æmber ({p.amber + lost} -> {p.amber})", rule)
    return lost


def steal(g: "Game", you: str, n: int, rule: str = R.STEAL) -> int:
    """Steal: take Æmber from the opponent's pool (only as much as there is)."""
    victim, thief = g.player(other(you)), g.player(you)
    taken = min(n, victim.amber)
    victim.amber -= taken
    thief.amber += taken
    g.say(f"{you} steals {taken} Æmber ({other(you)} {victim.amber + taken} -> {victim.amber}, "
          f"{you} {thief.amber - taken} -> {thief.amber})", rule)
    return taken


def capture(g: "Game", creature: "CardInstance", n: int, from_seat: str, rule: str = R.CAPTURE) -> int:
    """Capture: Æmber from a player's pool onto a creature."""
    pool = g.player(from_seat)
    taken = min(n, pool.amber)
    pool.amber -= taken
    creature.amber += taken
    g.say(f"{creature.name} captures {taken} Æmber from {from_seat}'s pool "
          f"({pool.amber + taken} -> {pool.amber})", rule)
    return taken


# -- status -------------------------------------------------------------------------
def ready(g: "Game", card: "CardInstance", rule: str) -> bool:
    if not g.in_play(card):
        g.say(f"{card.name} is not in play: it cannot be readied", R.RESOLVE_AS_MUCH)
        return False
    if not card.exhausted:
        g.say(f"{card.name} is already ready: that part does nothing", R.RESOLVE_AS_MUCH)
        return False
    card.exhausted = False
    g.say(f"{card.name} is readied", rule)
    return True


def exhaust(g: "Game", card: "CardInstance", rule: str) -> bool:
    if card.exhausted:
        g.say(f"{card.name} is already exhausted", R.RESOLVE_AS_MUCH)
        return False
    card.exhausted = True
    g.say(f"{card.name} is exhausted", rule)
    return True


def _place_status(g: "Game", creature: "CardInstance", status: str, rule: str) -> bool:
    """Stun, Enrage, Ward: a creature with the status cannot get it again."""
    if getattr(creature, status):
        g.say(f"{creature.name} is already {status}: it is not {status} again", rule)
        return False
    setattr(creature, status, True)
    g.say(f"{creature.name} is {status}", rule)
    return True


def stun(g: "Game", creature: "CardInstance", rule: str = R.STUN) -> bool:
    return _place_status(g, creature, "stunned", rule)


def heal(g: "Game", creature: "CardInstance", n: int | None, rule: str = R.HEAL) -> int:
    """Heal: remove damage (all of it for "fully heals"); healing 0 is not healing."""
    amount = creature.damage if n is None else min(n, creature.damage)
    creature.damage -= amount
    g.say(f"{creature.name} heals {amount} damage ({creature.damage + amount} -> {creature.damage})", rule)
    return amount


def enrage(g: "Game", creature: "CardInstance", rule: str = R.ENRAGE) -> bool:
    return _place_status(g, creature, "enraged", rule)


def ward(g: "Game", creature: "CardInstance", rule: str = R.WARD) -> bool:
    return _place_status(g, creature, "warded", rule)


def add_power_counters(g: "Game", creature: "CardInstance", n: int, rule: str = R.POWER_COUNTER) -> None:
    creature.power_counters += n
    g.say(f"{creature.name} gets {n} +1 power counter{'s' if n != 1 else ''}", rule)


# -- moving cards ------------------------------------------------------------------
def purge(g: "Game", card: "CardInstance", rule: str = R.PURGE, by: "CardInstance | None" = None) -> bool:
    """Purge: remove a card from the game, face down under its owner's identity card."""
    if g.locate(card) is None:
        g.say(f"{card.name} is no longer where the effect can find it: it is not purged", R.LEAVES_PLAY)
        return False
    moved = move(g, card, "purged", rule=rule)
    if by is not None:
        moved.purged_by = by.uid
    return True


def archive(g: "Game", card: "CardInstance", you: str, rule: str = R.ARCHIVES) -> "CardInstance | None":
    """Archive a card into `you`'s archives (an in-play card leaves play first); None when
    the card already went where the effect cannot find it (Leaves Play: a card that entered
    a hidden zone is a new object)."""
    from judge.engine.keyforge.zones import detach, leave_play

    if g.locate(card) is None:
        g.say(f"{card.name} is no longer where the effect can find it: it is not archived", R.LEAVES_PLAY)
        return None
    if g.in_play(card):
        leave_play(g, card, rule)
    detach(g, card)
    from judge.engine.keyforge.zones import _fresh

    fresh = _fresh(card)
    g.player(you).archives.append(fresh)
    g.say(f"{card.name} is put into {you}'s archives", rule)
    return fresh


def return_to_hand(g: "Game", card: "CardInstance", rule: str) -> "CardInstance | None":
    """Return a card to its owner's hand (Leaves Play: always its owner's zone)."""
    if g.locate(card) is None:
        g.say(f"{card.name} is no longer where the effect can find it", R.LEAVES_PLAY)
        return None
    return move(g, card, "hand", rule=rule)


def shuffle_into_deck(g: "Game", cards: Iterable["CardInstance"], rule: str) -> None:
    owners = set()
    for c in cards:
        move(g, c, "deck", rule=rule, quiet=True)
        g.say(f"{c.name} is shuffled into {c.owner}'s deck", rule)
        owners.add(c.owner)
    for seat in sorted(owners):
        g.rng.shuffle(g.player(seat).deck)


def discard(g: "Game", card: "CardInstance", rule: str) -> "CardInstance":
    return move(g, card, "discard", rule=rule)


def draw(g: "Game", seat: str, n: int, rule: str) -> int:
    """Draw cards one at a time; an empty deck is reset by shuffling the discard pile."""
    p = g.player(seat)
    drawn = 0
    for _ in range(n):
        if not p.deck:
            if not p.discard:
                g.say(f"{seat}'s deck and discard pile are empty: no more cards are drawn", R.DRAW)
                break
            p.deck, p.discard = list(p.discard), []
            g.rng.shuffle(p.deck)
            g.say(f"{seat}'s deck is empty: the discard pile is shuffled to make a new deck", R.DRAW)
        card = p.deck[0]
        move(g, card, "hand", rule=rule, quiet=True)
        drawn += 1
    if drawn:
        g.say(f"{seat} draws {drawn} card{'s' if drawn != 1 else ''}", rule)
    return drawn


def put_into_play(g: "Game", card: "CardInstance", seat: str, rule: str, flank: str | None = None) -> None:
    """Put a card into play (it is not played: no "Play:" abilities, no play restrictions)."""
    from judge.engine.keyforge.destroy import settle
    from judge.engine.keyforge.zones import detach, enter_battleline

    detach(g, card)
    card.purged_by = None
    if card.type == "creature":
        side = flank or "right"
        enter_battleline(g, card, seat, side)
        card.exhausted = True
        g.say(f"{card.name} is put into play (not played) on the {side} flank of {seat}'s battleline", rule)
    else:
        g.player(seat).artifacts.append(card)
        card.controller = seat
        card.exhausted = True
        g.say(f"{card.name} is put into play (not played) under {seat}'s control", rule)
    settle(g)


def take_control(g: "Game", card: "CardInstance", seat: str, rule: str = R.CONTROL) -> None:
    """Control: the card moves to the new controller's play area (a creature to a flank)."""
    from judge.engine.keyforge.zones import detach, enter_battleline

    if card.controller == seat:
        return
    detach(g, card)
    if card.type == "creature":
        enter_battleline(g, card, seat, "right")
    else:
        g.player(seat).artifacts.append(card)
        card.controller = seat
    g.say(f"{seat} gains control of {card.name}", rule)


def swap(g: "Game", a: "CardInstance", b: "CardInstance", rule: str = R.SWAP) -> bool:
    """Swap: two creatures exchange positions; they must have the same controller."""
    if a.controller != b.controller or not (g.in_play(a) and g.in_play(b)):
        g.say(f"{a.name} and {b.name} are not in the same battleline: they cannot swap", R.SWAP)
        return False
    line = g.player(a.controller).battleline
    i, j = line.index(a), line.index(b)
    line[i], line[j] = b, a
    g.say(f"{a.name} and {b.name} swap places", rule)
    return True


# -- decisions -----------------------------------------------------------------------
def choose(g: "Game", prompt: str, options: list["CardInstance"], optional: bool = False):
    """The active player picks one of `options` (None when there are none)."""
    options = list(options)
    if not options:
        return None
    return g.decide.card(prompt, options, optional=optional)


def choose_up_to(g: "Game", prompt: str, options: list["CardInstance"], n: int) -> list["CardInstance"]:
    """ "Up to n": the active player picks one at a time and may stop (`done`)."""
    picked: list = []
    pool = list(options)
    while pool and len(picked) < n:
        c = g.decide.card(f"{prompt} ({len(picked) + 1} of up to {n})", pool, optional=True)
        if c is None:
            break
        picked.append(c)
        pool.remove(c)
    return picked


def choose_exactly(g: "Game", prompt: str, options: list["CardInstance"], n: int) -> list["CardInstance"]:
    """ "Choose n": as many as there are, up to n (Resolve As Much As You Can)."""
    pool = list(options)
    if len(pool) <= n:
        return pool
    picked = []
    while len(picked) < n:
        c = g.decide.card(f"{prompt} ({len(picked) + 1} of {n})", pool)
        picked.append(c)
        pool.remove(c)
    return picked


def friendly(g: "Game", you: str) -> list["CardInstance"]:
    return g.creatures(you)


def enemy(g: "Game", you: str) -> list["CardInstance"]:
    return g.creatures(other(you))


def power(g: "Game", creature: "CardInstance") -> int:
    return modifiers.power(g, creature)


# -- playing and using other cards ---------------------------------------------------------
def play_card(g: "Game", card: "CardInstance", you: str, *, source: str, via) -> bool:
    """An ability plays a card (any house; "Play:" abilities resolve)."""
    from judge.engine.keyforge.play import play

    return play(g, card, you, source=source, via=via)


def use(g: "Game", card: "CardInstance", how: str, you: str, *, via, as_if_yours: bool = False) -> bool:
    """An ability uses a card (any house; it must still be ready and able)."""
    from judge.engine.keyforge.use import use as _use

    return _use(g, card, how, you, via=via, as_if_yours=as_if_yours)


def fight_with(g: "Game", creature: "CardInstance", you: str, *, via) -> bool:
    """“Fight With”: permission to use the creature to fight (following the standard rules)."""
    return use(g, creature, "fight", you, via=via)
