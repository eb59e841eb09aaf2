"""The effect vocabulary card behaviours are written in.

Each verb implements its glossary term once (Steal, Capture, Stun, Ready,
Heal, Purge, Archive, Return, Swap, Control, ...) and narrates what it did.
Behaviours never change the state directly; they call these.
"""
from __future__ import annotations

from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING, Iterable

from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import LastingEffect
from judge.engine.keyforge.damage import Hit, damage, deal, deal_chosen  # noqa: F401  (part of the vocabulary)
from judge.engine.keyforge.destroy import destroy, sacrifice  # noqa: F401
from judge.engine.keyforge.state import other
from judge.engine.keyforge.zones import leaves_together, move

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


# -- Æmber ------------------------------------------------------------------------
def pool_replacement(g: "Game", seat: str, n: int, leaving: "CardInstance | None" = None):
    """Replacement Effects: what happens instead when `n` Æmber would be added to `seat`'s pool
    (gained, stolen, given or moved there): a function doing it, which narrates it ("Each A that
    would be added to your opponent's pool is captured by Ether Spider instead"), or None when
    the Æmber is added. `leaving`: a card leaving play, whose own abilities no longer apply as
    the Æmber on it goes to a pool."""
    if n <= 0:
        return None
    with modifiers.steady(g):
        for b, src in modifiers.sources(g, "pool_aember_instead"):
            run = None if src is leaving else b.pool_aember_instead(g, src, seat)
            if run:
                return lambda: run(n)
    return None


def capture_instead(g: "Game", creature: "CardInstance", n: int, seat: str, rule: str) -> int:
    """Capture, as a replacement effect: `creature` captures `n` Æmber that would be added to
    `seat`'s pool, which never reaches that pool."""
    creature.amber += n
    g.say(f"{creature.name} captures the {n} Æmber that would be added to {seat}'s pool instead "
          f"({creature.amber - n} -> {creature.amber} on it)", rule)
    return n


def gain(g: "Game", seat: str, n: int, rule: str) -> int:
    """Gain: Æmber from the common supply to a player's pool (what reaches it, after
    replacement effects)."""
    p = g.player(seat)
    before = p.amber
    label = "Æmber bonus: " if rule == R.AEMBER_BONUS else ""
    instead = pool_replacement(g, seat, n)
    if instead is not None:
        g.say(f"{label}{seat} would gain {n} Æmber", rule)
        instead()
        return 0
    p.amber += n
    g.say(f"{label}{seat} gains {n} Æmber ({before} -> {p.amber})", rule)
    return n


def lose(g: "Game", seat: str, n: int, rule: str) -> int:
    p = g.player(seat)
    lost = min(n, p.amber)
    if not lost:
        g.say(f"{seat} has no Æmber to lose", rule)
        return 0
    p.amber -= lost
    g.say(f"{seat} loses {lost} Æmber ({p.amber + lost} -> {p.amber})", rule)
    return lost


def _from_supply(g: "Game", seat: str):
    """What to cite for a replacement effect that takes Æmber stolen or captured from `seat`'s
    pool from the common supply instead (Po's Pixies), or None when there is none."""
    found = modifiers.first(g, "takes_from_supply", seat)
    return modifiers.cite(found[1], found[2]) if found else None


def takes_from_supply(g: "Game", seat: str) -> bool:
    return _from_supply(g, seat) is not None


def steal(g: "Game", you: str, n: int, rule: str = R.STEAL) -> int:
    """Steal: take Æmber from the opponent's pool (only as much as there is). Æmber taken
    from the common supply instead, by a replacement effect, still counts as stolen."""
    victim, thief = g.player(other(you)), g.player(you)
    guarded = modifiers.first(g, "aember_cannot_be_stolen", other(you))
    if guarded:
        g.say(f"{other(you)}'s Æmber cannot be stolen: {you} steals nothing", modifiers.cite(guarded[1], guarded[2]))
        return 0
    replaced = modifiers.first(g, "steal_instead", you, other(you))
    if replaced:  # Replacement Effects: the steal does not occur, something else does instead
        replaced[0](n)
        return 0
    taken = min(n, victim.amber)
    if not taken:
        g.say(f"{other(you)} has no Æmber: {you} steals nothing", rule)
        return 0
    instead = _from_supply(g, other(you))
    to_thief = pool_replacement(g, you, taken)  # the stolen Æmber goes elsewhere instead
    if instead is not None:
        if to_thief is not None:
            g.say(f"{you} steals {taken} Æmber: it is taken from the common supply instead of "
                  f"{other(you)}'s pool", instead)
            to_thief()
            return taken
        thief.amber += taken
        g.say(f"{you} steals {taken} Æmber: it is taken from the common supply instead of "
              f"{other(you)}'s pool ({you} {thief.amber - taken} -> {thief.amber})", instead)
        return taken
    victim.amber -= taken
    if to_thief is not None:
        g.say(f"{you} steals {taken} Æmber ({other(you)} {victim.amber + taken} -> {victim.amber})", rule)
        to_thief()
    else:
        thief.amber += taken
        g.say(f"{you} steals {taken} Æmber ({other(you)} {victim.amber + taken} -> {victim.amber}, "
              f"{you} {thief.amber - taken} -> {thief.amber})", rule)
    if taken:  # "after Æmber is stolen from you" abilities trigger
        from judge.engine.keyforge.triggers import Event, fire

        fire(g, Event("stolen", None, other(you), {"amount": taken, "thief": you}))
    return taken


def capture(g: "Game", creature: "CardInstance", n: int, from_seat: str, rule: str = R.CAPTURE,
            gained=None) -> int:
    """Capture: Æmber from a player's pool onto a creature. `gained` (an AemberGained) limits it
    to Æmber just gained ("captures it"): only what of it is still in the pool can be taken.
    Æmber taken from the common supply instead (a replacement effect) is still captured."""
    if not g.in_play(creature):
        g.say(f"{creature.name} is not in play: it captures nothing", R.RESOLVE_AS_MUCH)
        return 0
    pool = g.player(from_seat)
    available = pool.amber if gained is None else min(pool.amber, gained.remaining)
    taken = min(n, available)
    instead = _from_supply(g, from_seat) if taken else None
    if instead is not None:
        creature.amber += taken
        g.say(f"{creature.name} captures {taken} Æmber: it is taken from the common supply instead "
              f"of {from_seat}'s pool", instead)
        return taken
    pool.amber -= taken
    creature.amber += taken
    if gained is not None:
        gained.remaining -= taken
    g.say(f"{creature.name} captures {taken} Æmber from {from_seat}'s pool "
          f"({pool.amber + taken} -> {pool.amber})", rule)
    return taken


def move_aember(g: "Game", from_card: "CardInstance", to_card: "CardInstance", n: int, rule: str) -> int:
    """Move Æmber from one card to another (not a capture, steal or loss)."""
    moved = min(n, from_card.amber)
    if not g.in_play(to_card):
        g.say(f"{to_card.name} is not in play: no Æmber is moved", R.RESOLVE_AS_MUCH)
        return 0
    from_card.amber -= moved
    to_card.amber += moved
    g.say(f"{moved} Æmber is moved from {from_card.name} to {to_card.name}", rule)
    return moved


def aember_to_pool(g: "Game", card: "CardInstance", seat: str, n: int | None, rule: str) -> int:
    """Move Æmber from a card to a player's pool (Move: not a capture, steal or gain by
    reaping); `n` None: each Æmber on it. Only as much as there is."""
    moved = card.amber if n is None else min(n, card.amber)
    if not moved:
        g.say(f"there is no Æmber on {card.name}: none is moved", R.RESOLVE_AS_MUCH)
        return 0
    card.amber -= moved
    instead = pool_replacement(g, seat, moved)
    if instead is not None:
        g.say(f"{moved} Æmber would be moved from {card.name} to {seat}'s pool", rule)
        instead()
        return moved
    p = g.player(seat)
    p.amber += moved
    g.say(f"{moved} Æmber is moved from {card.name} to {seat}'s pool ({p.amber - moved} -> {p.amber})", rule)
    return moved


def give(g: "Game", seat: str, n: int, to: str, rule: str) -> int:
    """A player gives Æmber from their pool to another player's pool (as much as they have)."""
    p, q = g.player(seat), g.player(to)
    given = min(n, p.amber)
    p.amber -= given
    instead = pool_replacement(g, to, given)
    if instead is not None:
        g.say(f"{seat} gives {given} Æmber to {to} ({seat} {p.amber + given} -> {p.amber})", rule)
        instead()
        return given
    q.amber += given
    g.say(f"{seat} gives {given} Æmber to {to} ({seat} {p.amber + given} -> {p.amber}, "
          f"{to} {q.amber - given} -> {q.amber})", rule)
    return given


def exalt(g: "Game", creature: "CardInstance", rule: str = R.EXALT) -> bool:
    """Exalt: take 1 Æmber from the common supply and place it on the creature."""
    if not g.in_play(creature):
        g.say(f"{creature.name} is not in play: it cannot be exalted", R.RESOLVE_AS_MUCH)
        return False
    creature.amber += 1
    g.say(f"{creature.name} is exalted: 1 Æmber from the common supply is placed on it "
          f"({creature.amber - 1} -> {creature.amber})", rule)
    return True


def may_exalt(g: "Game", creature: "CardInstance", you: str, rule: str) -> bool:
    """"You may exalt <creature>. If you do, ...": the controller's choice (May), then Exalt;
    True when the creature was exalted (the rest of the ability resolves only then). A creature
    no longer in play (destroyed in its own fight) cannot be exalted: nothing is asked."""
    if not g.in_play(creature):
        return exalt(g, creature, rule)  # says why, and is False
    if not g.decide.may(f"exalt {creature.name}"):
        g.say(f"{you} does not exalt {creature.name}", R.MAY)
        return False
    return exalt(g, creature, rule)


def aember_to_supply(g: "Game", card: "CardInstance", rule: str, n: int | None = None) -> int:
    """Move Æmber on a card to the common supply (Move: not a loss, steal or capture): each
    Æmber on it, or up to `n`."""
    n = card.amber if n is None else min(n, card.amber)
    card.amber -= n
    g.say(f"{n} Æmber on {card.name} is moved to the common supply", rule)
    return n


def move_aember_onto(g: "Game", seat: str, card: "CardInstance", n: int, rule: str) -> int:
    """Move: up to `n` Æmber from a player's pool onto a card in play (not a loss)."""
    if not g.in_play(card):
        g.say(f"{card.name} is not in play: no Æmber is moved", R.RESOLVE_AS_MUCH)
        return 0
    pool = g.player(seat)
    moved = min(n, pool.amber)
    pool.amber -= moved
    card.amber += moved
    g.say(f"{moved} Æmber is moved from {seat}'s pool to {card.name} ({pool.amber + moved} -> {pool.amber})", rule)
    return moved


def place_aember(g: "Game", card: "CardInstance", n: int, rule: str) -> None:
    """Place Æmber from the common supply on a card."""
    card.amber += n
    g.say(f"{n} Æmber from the common supply is placed on {card.name} ({card.amber - n} -> {card.amber})", rule)


# -- keys and chains ------------------------------------------------------------------
def gain_chains(g: "Game", seat: str, n: int, rule: str) -> None:
    p = g.player(seat)
    p.chains += n
    g.say(f"{seat} gains {n} chain{'s' if n != 1 else ''} ({p.chains - n} -> {p.chains})", rule)


def forge_key(g: "Game", seat: str, cost: int, rule: str) -> bool:
    """Forge a key at a cost (the current cost, a modified cost, or 0 "at no cost")."""
    from judge.engine.keyforge.turn import forge_key as _forge

    return _forge(g, seat, cost, rule)


def key_cost(g: "Game", seat: str) -> int:
    return modifiers.key_cost(g, seat)


def unforge(g: "Game", seat: str, rule: str) -> bool:
    """Unforge: a forged key flips back; it no longer counts toward winning."""
    p = g.player(seat)
    if p.keys <= 0:
        g.say(f"{seat} has no forged key to unforge", R.RESOLVE_AS_MUCH)
        return False
    from judge.engine.keyforge import keys

    colour = keys.unforge(g, seat)
    p.keys -= 1
    g.say(f"one of {seat}'s forged keys{keys.named(g, colour)} is unforged ({p.keys + 1} -> {p.keys} forged)", rule)
    return True


def forged_last_turn(g: "Game", seat: str) -> int:
    """How many keys `seat` forged on their previous turn."""
    last = g.previous_turn.get(seat)
    return last.keys_forged if last else 0


# -- status -------------------------------------------------------------------------
def ready(g: "Game", card: "CardInstance", rule: str) -> bool:
    if not g.in_play(card):
        g.say(f"{card.name} is not in play: it cannot be readied", R.RESOLVE_AS_MUCH)
        return False
    if not card.exhausted:
        g.say(f"{card.name} is already ready: that part does nothing", R.RESOLVE_AS_MUCH)
        return False
    cannot = modifiers.first(g, "cannot_ready", card, False)
    if cannot:
        g.say(f"{card.name} cannot be readied: {cannot[0]}", modifiers.cite(cannot[1], cannot[2]))
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
    if amount:
        g.say(f"{creature.name} heals {amount} damage ({creature.damage + amount} -> {creature.damage})", rule)
    else:
        g.say(f"{creature.name} has no damage: it is not healed", rule)
    if g.tagged and creature in g.tagged:  # (the words of the rulebook: tags from the 2021 one's Destroyed)
        g.say(f"{creature.name} is already tagged for destruction: healing does not remove the tag"
              if g.ruleset.destroyed_abilities_when_tagged else
              f"{creature.name} is already being destroyed: healing does not stop it", R.DESTROYED)
    return amount


def enrage(g: "Game", creature: "CardInstance", rule: str = R.ENRAGE) -> bool:
    return _place_status(g, creature, "enraged", rule)


def ward(g: "Game", creature: "CardInstance", rule: str = R.WARD) -> bool:
    return _place_status(g, creature, "warded", rule)


def add_power_counters(g: "Game", creature: "CardInstance", n: int, rule: str = R.POWER_COUNTER) -> None:
    creature.power_counters += n
    g.say(f"{creature.name} gets {n} +1 power counter{'s' if n != 1 else ''}", rule)


def remove_power_counters(g: "Game", creature: "CardInstance", n: int | None, rule: str = R.POWER_COUNTER) -> int:
    """A creature loses +1 power counters: as many as it has, up to `n` (None: each of them;
    Resolve As Much As You Can); its power drops at once, so it may be destroyed (Damage).
    Returns how many were removed."""
    from judge.engine.keyforge.destroy import settle

    lost = creature.power_counters if n is None else min(n, creature.power_counters)
    if not lost:
        g.say(f"{creature.name} has no +1 power counter to lose", R.RESOLVE_AS_MUCH)
        return 0
    creature.power_counters -= lost
    g.say(f"{creature.name} loses {lost} +1 power counter{'s' if lost != 1 else ''} "
          f"({creature.power_counters + lost} -> {creature.power_counters})", rule)
    settle(g)
    return lost


# -- moving cards ------------------------------------------------------------------
def purge(g: "Game", card: "CardInstance", rule: str = R.PURGE, by: "CardInstance | None" = None) -> bool:
    """Purge: remove a card from the game, face down under its owner's identity card. True when
    it was purged: not when a ward kept it in play, nor when it went elsewhere instead (a card of
    Sample Collection's goes to its owner's hand): "this way" counts only what the ability did."""
    if g.locate(card) is None:
        g.say(f"{card.name} is no longer where the effect can find it: it is not purged", R.LEAVES_PLAY)
        return False
    moved = move(g, card, "purged", rule=rule)
    where = g.locate(moved)
    if where is None or where[1] != "purged":
        return False
    if by is not None:
        moved.purged_by = by.uid
    return True


def return_purged(g: "Game", by: "CardInstance", rule: str) -> None:
    """Return to play each card `by` purged (purge(..., by=)), under its owner's control ("If
    Spangler Box leaves play, return to play all cards purged by Spangler Box")."""
    from judge.engine.keyforge import gigantic

    for c in gigantic.as_creatures(g, [c for p in g.players.values() for c in p.purged if c.purged_by == by.uid]):
        put_into_play(g, c, c.owner, rule)


@leaves_together
def archive(g: "Game", card: "CardInstance", you: str, rule: str = R.ARCHIVES, *,
            put: bool = False) -> "CardInstance | None":
    """Archive a card into `you`'s archives (an in-play card leaves play first); None when
    the card already went where the effect cannot find it (Leaves Play: a card that entered
    a hidden zone is a new object). `put`: the ability "puts" the card into the archives, which
    is not archiving it (Archives: "If an ability 'puts' a card into a player's archives,
    abilities that trigger when a card is archived will not trigger"; FFG ruling: The Archivist
    put there is facedown, with no effect). What its leaving play sets off comes once it is in
    the archives (zones.leaves_together)."""
    from judge.engine.keyforge.zones import detach, leave_play, ward_keeps_in_play

    if g.locate(card) is None:
        g.say(f"{card.name} is no longer where the effect can find it: it is not archived", R.LEAVES_PLAY)
        return None
    if g.in_play(card):
        if ward_keeps_in_play(g, card):
            return None
        if card.controller is not None and card.controller != card.owner:
            # Control: "If a card that has changed control leaves play for any reason, it moves
            # to its owner's appropriate out-of-play zone" (an enemy creature its owner controls
            # is archived where the ability says: Collector Worm)
            you = card.owner
        leave_play(g, card, rule)
    detach(g, card)
    from judge.engine.keyforge.zones import _fresh, separate_halves

    fresh = _fresh(card)
    fresh.put_in_archives = put
    g.player(you).archives.append(fresh)
    g.say(f"{card.name} is put into {you}'s archives", rule)
    separate_halves(g, card, fresh, g.player(you).archives, "archives")
    return fresh


def return_to_hand(g: "Game", card: "CardInstance", rule: str) -> "CardInstance | None":
    """Return a card to its owner's hand (Leaves Play: always its owner's zone)."""
    if g.locate(card) is None:
        g.say(f"{card.name} is no longer where the effect can find it", R.LEAVES_PLAY)
        return None
    moved = move(g, card, "hand", rule=rule)
    return None if g.in_play(moved) else moved  # None: a ward kept it in play


def shuffle_into_deck(g: "Game", cards: Iterable["CardInstance"], rule: str) -> None:
    owners = set()
    for c in cards:
        if g.in_play(move(g, c, "deck", rule=rule, quiet=True)):
            continue  # a ward kept it in play
        g.say(f"{c.name} is shuffled into {c.owner}'s deck", rule)
        owners.add(c.owner)
    for seat in sorted(owners):
        g.rng.shuffle(g.player(seat).deck)


def redistribute_damage(g: "Game", amounts: dict, rule: str) -> None:
    """Redistribute damage among creatures: each creature's damage becomes its new amount (the
    total unchanged). It is not dealt: armor, ward and "after ... is dealt damage" do not apply;
    a creature with as much damage as power is then destroyed (Damage)."""
    from judge.engine.keyforge.destroy import settle

    for c, n in amounts.items():
        if c.damage != n:
            g.say(f"{c.name}'s damage becomes {n} ({c.damage} -> {n})", rule)
            c.damage = n
    settle(g)


def put_on_deck(g: "Game", card: "CardInstance", top: bool, rule: str) -> "CardInstance | None":
    """Put a card on top or on the bottom of its owner's deck (Leaves Play: a card leaving play
    goes to its owner's zone, whoever controls it). None when it did not go there (it is no
    longer where the effect can find it, or a ward kept it in play)."""
    if g.locate(card) is None:
        g.say(f"{card.name} is no longer where the effect can find it", R.LEAVES_PLAY)
        return None
    moved = move(g, card, "deck", top=top, rule=rule, quiet=True)
    if g.in_play(moved):
        return None
    g.say(f"{card.name} is put on {'top' if top else 'the bottom'} of {moved.owner}'s deck", rule)
    return moved


def discard(g: "Game", card: "CardInstance", rule: str) -> "CardInstance":
    """An ability discards a card (Discarding Cards: from a deck, the archives or a hand, into its
    owner's discard pile). The discard is recorded, from where and by whose zone, so a rule that
    asks whether a player has discarded a card this turn sees it wherever it came from (FFG
    ruling, Earthbind: a card discarded from the deck or the archives counts). Abilities that
    trigger on a discard from hand are set off by discard_from_hand."""
    from judge.engine.keyforge.triggers import Event

    where = g.locate(card)
    moved = move(g, card, "discard", rule=rule)
    if where is not None and where[1] in ("deck", "archives", "hand"):
        g.emit(Event("discarded", moved, where[0], {"from": where[1]}))
    return moved


def draw(g: "Game", seat: str, n: int, rule: str) -> int:
    """Draw cards one at a time; an empty deck is reset by shuffling the discard pile. The trace
    says what was drawn before it says the deck ran out."""
    p = g.player(seat)
    drawn = told = 0

    def tell() -> None:
        nonlocal told
        if drawn > told:
            g.say(f"{seat} draws {drawn - told} card{'s' if drawn - told != 1 else ''}", rule)
            told = drawn

    for _ in range(n):
        if not p.deck:
            tell()
            if not p.discard:
                g.say(f"{seat}'s deck and discard pile are empty: no more cards are drawn", R.DRAW)
                break
            p.deck, p.discard = list(p.discard), []
            g.rng.shuffle(p.deck)
            g.say(f"{seat}'s deck is empty: the discard pile is shuffled to make a new deck", R.DRAW)
        card = p.deck[0]
        move(g, card, "hand", rule=rule, quiet=True)
        drawn += 1
    tell()
    return drawn


def put_into_play(g: "Game", card: "CardInstance", seat: str, rule: str, flank=None,
                  ready: bool = False) -> bool:
    """Put a card into play (it is not played: no "Play:" abilities, no play restrictions);
    False when the card is no longer where the effect can find it. A creature enters on a flank
    (`flank`: "left" or "right", default right) or at a place the text names (a `deploy.Gap`:
    "in Gebuk's position in the battleline")."""
    from judge.engine.keyforge import copies, gigantic
    from judge.engine.keyforge.destroy import settle
    from judge.engine.keyforge.play import entered_play, entering_status, enters_with_status
    from judge.engine.keyforge.triggers import run_in_order
    from judge.engine.keyforge.zones import detach, enter_battleline, entering_controller, flank_for

    if g.locate(card) is None:
        g.say(f"{card.name} is no longer where the effect can find it: it is not put into play", R.LEAVES_PLAY)
        return False
    if gigantic.alone(g, card):
        return False
    detach(g, card)
    card.purged_by = None
    copies.entering(g, card, seat)  # "enters play as a copy" (Mimic Gel)
    putter, seat = seat, entering_controller(g, card, seat)
    if card.type == "creature":
        side = flank_for(g, flank)
        enter_battleline(g, card, seat, side)
        status = entering_status(g, card, (putter, seat))
        ready = ready or "ready" in status
        card.exhausted = not ready
        place = f"on the {side} flank of" if isinstance(side, str) else f"{side} in"
        g.say(f"{card.name} is put into play (not played){' ready' if ready else ''} {place} {seat}'s battleline",
              rule)
        enters_with_status(g, card, status)
    else:
        g.player(seat).artifacts.append(card)
        card.controller = seat
        card.exhausted = True
        g.say(f"{card.name} is put into play (not played) under {seat}'s control", rule)
    settle(g)
    run_in_order(g, entered_play(g, card))
    return True


def put_on_flank(g: "Game", card: "CardInstance", rule: str) -> bool:
    """Put a card its controller has in play on a flank of their battleline (it stays in play; a
    card that is not a creature is considered one while it is there: cardtype.py). The active
    player picks the flank when the battleline has other creatures."""
    from judge.engine.keyforge.zones import ask_flank, enter_battleline

    if not g.in_play(card):
        g.say(f"{card.name} is not in play: it is not put in the battleline", R.RESOLVE_AS_MUCH)
        return False
    seat = card.controller
    side = ask_flank(g, card, seat)
    g.say(f"{card.name} is put on the {side} flank of {seat}'s battleline", rule)
    enter_battleline(g, card, seat, side)
    return True


def take_control(g: "Game", card: "CardInstance", seat: str, rule: str = R.CONTROL,
                 flank: str | None = None, held_by=None) -> None:
    """Control: the card moves to the new controller's play area (a creature to a flank:
    zones.flank_for). `held_by`: the lasting effect whose end ends this control ("until Harland
    Mindlock leaves play", a Collar's "You control this creature."); None: for good. "If multiple
    effects that take control of a card are used on the same card, the most recent effect takes
    precedence": each is kept on the card (`CardInstance.claims`) for `release_control`."""
    from judge.engine.keyforge.state import Claim

    if not card.claims:  # (one its controller has with no effect holding it returns to its owner)
        card.controlled_before = card.controller if card.controller != seat else card.owner
    card.claims.append(Claim(seat, held_by, tuple(card.upgrades)))
    _move_control(g, card, seat, rule, flank)


def release_control(g: "Game", card: "CardInstance", held_by, rule: str) -> None:
    """The effect `held_by` no longer holds control of the card (Control): the most recent effect
    still in force takes precedence, else control returns to who had it before them all."""
    if not g.in_play(card):
        return
    card.claims = [c for c in card.claims if c.held_by is not held_by]
    seat = card.claims[-1].seat if card.claims else card.controlled_before
    if seat is not None and seat != card.controller:
        g.say(f"{held_by.source.name} no longer holds control of {card.name}: control returns to {seat}", rule)
        _move_control(g, card, seat, rule)


def control_since(card: "CardInstance", upgrade: "CardInstance") -> bool:
    """Has an effect taken control of the card since `upgrade` was attached to it (or did the
    upgrade's own constant ability take it)? Then a "You control this creature." of the upgrade is
    not the most recent effect (Control)."""
    return any(upgrade in c.upgrades for c in card.claims)


def _move_control(g: "Game", card: "CardInstance", seat: str, rule: str, flank: str | None = None) -> None:
    from judge.engine.keyforge.zones import detach, enter_battleline, flank_for

    if card.controller == seat:
        return
    detach(g, card)
    if card.type == "creature":
        enter_battleline(g, card, seat, flank_for(g, flank, card, seat))
    else:
        g.player(seat).artifacts.append(card)
        card.controller = seat
    g.say(f"{seat} gains control of {card.name}", rule)


def put_under(g: "Game", card: "CardInstance", host: "CardInstance", rule: str) -> None:
    """Put a card facedown beneath a card in play (it is not in play)."""
    from judge.engine.keyforge.zones import detach

    detach(g, card)
    host.under.append(card)
    g.say(f"{card.name} is put facedown beneath {host.name}", rule)


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


def move_anywhere(g: "Game", creature: "CardInstance", rule: str) -> bool:
    """Move: a creature to anywhere in its controller's battleline, under the same control; "a
    player may 'move' a creature such that it remains in the same position". The active player
    picks: a flank, or between 2 of the other creatures. An artifact moved there "as a creature"
    (The Mysticeti) is a creature while it stays (cardtype.py)."""
    from judge.engine.keyforge.deploy import Gap
    from judge.engine.keyforge.zones import enter_battleline

    if not g.in_play(creature) or creature.type not in ("creature", "artifact"):
        g.say(f"{creature.name} is not a creature or an artifact in play: it is not moved", R.RESOLVE_AS_MUCH)
        return False
    seat = creature.controller
    others = [c for c in g.creatures(seat) if c is not creature]
    options: list = ["left", "right"] + [Gap(a, b) for a, b in zip(others, others[1:])] if others else ["right"]
    where = options[0] if len(options) == 1 else g.decide.option(
        f"where {creature.name} moves in {seat}'s battleline", options)
    enter_battleline(g, creature, seat, where)
    place = f"{where}" if isinstance(where, Gap) else f"to the {where} flank"
    g.say(f"{creature.name} moves {place} of {seat}'s battleline", rule)
    return True


# -- upgrades -------------------------------------------------------------------------------
def attach(g: "Game", upgrade: "CardInstance", creature: "CardInstance", you: str,
           rule: str = R.UPGRADES) -> bool:
    """Attach an upgrade that is in play to another creature in play ("attach Chan's Blaster to
    Commander Chan"): it moves there without leaving play, and "after you attach ..." abilities
    trigger (Upgrades: an upgrade is attached to a creature and modifies the card it is attached
    to). False, and nothing happens, when either is not in play or it is attached there already."""
    from judge.engine.keyforge.triggers import Event, fire

    if not g.in_play(upgrade) or upgrade.attached_to is None:
        g.say(f"{upgrade.name} is not in play attached to a creature: it is not attached", R.RESOLVE_AS_MUCH)
        return False
    if not g.in_play(creature) or creature.type != "creature":
        g.say(f"{creature.name} is not a creature in play: {upgrade.name} is not attached to it", R.RESOLVE_AS_MUCH)
        return False
    host = upgrade.attached_to
    if host is creature:
        g.say(f"{upgrade.name} is already attached to {creature.name}", R.RESOLVE_AS_MUCH)
        return False
    host.upgrades.remove(upgrade)
    creature.upgrades.append(upgrade)
    upgrade.attached_to = creature
    g.say(f"{upgrade.name} is moved from {host.name} and attached to {creature.name}", rule)
    fire(g, Event("attached", upgrade, you, {"to": creature}))
    from judge.engine.keyforge.destroy import settle

    settle(g)  # the creature it left may have lost power
    return True


# -- decisions -----------------------------------------------------------------------
CARD_TYPES = ("creature", "action", "artifact", "upgrade")


def game_houses() -> tuple[str, ...]:
    """The houses of the game: every house a card of the card data belongs to (The Tide card,
    which is no card type a deck holds, is not one)."""
    return _houses(_folder())


@lru_cache(maxsize=None)
def _houses(folder: str) -> tuple[str, ...]:
    from judge.cards.data import load_cards

    return tuple(sorted({c.house for c in load_cards(folder) if c.house and c.type in CARD_TYPES}))


def name_house(g: "Game", seat: str, why: str, rule: str, houses: list[str] | None = None,
               verb: str = "names") -> str:
    """A player names (or chooses) a house: one of `houses`, by default any house of the game
    (`game_houses`), whether or not a card of it is in play or on an identity card."""
    return _pick_word(g, seat, "a house", list(houses) if houses is not None else list(game_houses()),
                      f"({why})", rule, verb)


def choose(g: "Game", prompt: str, options: list["CardInstance"], optional: bool = False,
           none: str | None = None):
    """The active player picks one of `options`; None when there are none (then `none`,
    if given, is said: Resolve As Much As You Can)."""
    options = list(options)
    if not options:
        if none:
            g.say(none, R.RESOLVE_AS_MUCH)
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
    if len(pool) < n:
        g.say(f"there are only {len(pool)} to choose, not {n} ({prompt})", R.RESOLVE_AS_MUCH)
    if len(pool) <= n:
        return pool
    picked = []
    while len(picked) < n:
        c = g.decide.card(f"{prompt} ({len(picked) + 1} of {n})", pool)
        picked.append(c)
        pool.remove(c)
    return picked


def distribute(g: "Game", n: int, options: list["CardInstance"], what: str) -> dict:
    """Divide `n` of something (damage, Æmber) among any number of `options` as the active
    player chooses, one at a time ("you may divide this damage among any number of creatures",
    "distributed among any number of friendly creatures"): {card: how many}, in first-chosen
    order. With a single option, it all goes there."""
    shares: dict = {}
    options = list(options)
    for i in range(n if options else 0):
        c = options[0] if len(options) == 1 else g.decide.card(f"{what} ({i + 1} of {n})", options)
        shares[c] = shares.get(c, 0) + 1
    return shares


def redistribute_aember(g: "Game", cards: list["CardInstance"], what: str, rule: str) -> int:
    """Move: "redistribute the Æmber on <cards> among <cards>": all of it comes off those cards
    and the active player puts it back among them, 1 at a time (not a capture, steal or loss).
    Returns how much was redistributed."""
    total = sum(c.amber for c in cards)
    if not total:
        g.say(f"there is no Æmber on {what} to redistribute", R.RESOLVE_AS_MUCH)
        return 0
    for c in cards:
        c.amber = 0
    for c, k in distribute(g, total, cards, f"{what}: a card to move 1 Æmber onto").items():
        c.amber += k
    g.say(f"the {total} Æmber on {what} is redistributed: " + ", ".join(f"{c.name} {c.amber}" for c in cards), rule)
    return total


def choose_random(g: "Game", what: str, options: list["CardInstance"], rule: str):
    """A card picked at random (nobody chooses: "random", or hidden information)."""
    options = list(options)
    if not options:
        return None
    picked = g.rng.choice(options)
    g.say(f"{what}: picked at random", rule)
    return picked


def most_powerful(g: "Game", options: list["CardInstance"], what: str, extreme: str = "most"):
    """Most Powerful (Least Powerful with `extreme` "least"): the creature with the highest
    (lowest) power; the active player picks among ties."""
    options = list(options)
    if not options:
        return None
    pick = max if extreme == "most" else min
    value = pick(power(g, c) for c in options)
    tied = [c for c in options if power(g, c) == value]
    picked = choose(g, f"the {extreme} powerful {what} ({value} power)", tied)
    g.say(f"the {extreme} powerful {what} is {picked.name} ({value} power)",
          R.MOST_POWERFUL if extreme == "most" else R.LEAST_POWERFUL)
    return picked


def friendly(g: "Game", you: str) -> list["CardInstance"]:
    return g.creatures(you)


def enemy(g: "Game", you: str) -> list["CardInstance"]:
    return g.creatures(other(you))


def power(g: "Game", creature: "CardInstance") -> int:
    return modifiers.power(g, creature)


# -- playing and using other cards ---------------------------------------------------------
def last_known_power(g: "Game", creature: "CardInstance") -> int:
    """A creature's power now, or, once it has left play, the power it had immediately before
    (Leaves Play: later instructions refer to cards as they were before they left)."""
    if g.in_play(creature) or creature.power_when_left is None:
        return power(g, creature)
    return creature.power_when_left


def playable(g: "Game", cards: list, you: str, *, source: str, via) -> list:
    """The cards an ability that plays "a card" from them may choose: those that can be played now
    (Cannot vs. Must/May: a card that "cannot be played" unless ..., alpha after a play, the Rule
    of Six, no creature for an upgrade are not a card it can play)."""
    from judge.engine.keyforge.play import blocked_as_played, ways_to_play

    return [c for c in cards if not ways_to_play(g, c, you, source, via)[1] and not blocked_as_played(g, c, you)[0]]


def play_card(g: "Game", card: "CardInstance", you: str, *, source: str, via) -> bool:
    """An ability plays a card (any house; "Play:" abilities resolve)."""
    from judge.engine.keyforge.play import play

    return play(g, card, you, source=source, via=via)


def use(g: "Game", card: "CardInstance", how: str, you: str, *, via, as_if_yours: bool = False) -> bool:
    """An ability uses a card (any house; it must still be ready and able)."""
    from judge.engine.keyforge.use import use as _use

    return _use(g, card, how, you, via=via, as_if_yours=as_if_yours)


def fight_with(g: "Game", creature: "CardInstance", you: str, *, via) -> "CardInstance | None":
    """“Fight With”: permission to use the creature to fight (following the standard rules).
    Returns the creature it attacked (chosen to be fought), or None when it did not fight."""
    attacked: list = []

    def watch(_g, event):
        if event.kind == "fight" and event.card is creature:
            attacked.append(event.data["defender"])

    g.listeners.append(watch)
    try:
        use(g, creature, "fight", you, via=via)
    finally:
        g.listeners.remove(watch)
    return attacked[0] if attacked else None


def use_any(g: "Game", card: "CardInstance", you: str, *, via) -> bool:
    """“Use a creature”: the active player chooses how (reap, fight, or its “Action:” or
    “Omni:” ability) among the ways it can be used now; False when it cannot be used."""
    from judge.engine.keyforge.use import HOW, blocked

    hows = [h for h in HOW if blocked(g, card, h, you, via, False, free=True)[0] is None]
    if not hows:
        reason = blocked(g, card, "reap", you, via, False, free=True)[0]
        g.say(f"{card.name} cannot be used ({reason}): that part does nothing", R.RESOLVE_AS_MUCH)
        return False
    how = hows[0] if len(hows) == 1 else g.decide.option(f"how to use {card.name}", hows)
    return use(g, card, how, you, via=via)


def use_as_if_yours(g: "Game", card: "CardInstance", you: str, *, via) -> bool:
    """Use a card "as if it were yours": its “Action:” or “Omni:” ability (the active player
    picks when it has both); False when it has neither or cannot be used."""
    hows = [h for h in ("action", "omni") if any(b.has(h) for b in modifiers.abilities_of(g, card))]
    if not hows:
        g.say(f"{card.name} has no ability it can be used for: that part does nothing", R.RESOLVE_AS_MUCH)
        return False
    how = hows[0] if len(hows) == 1 else g.decide.option(f"how to use {card.name}", hows)
    return use(g, card, how, you, via=via, as_if_yours=True)


def add_lasting(g: "Game", effect, text: str) -> None:
    """Lasting Effects: establish an effect for its duration (from this turn: `made_in`) and say
    what it does."""
    effect.made_in = g.turn
    g.lasting.append(effect)
    g.say(text, effect.rule)


def neighbors_before_leaving(g: "Game", creature: "CardInstance") -> list["CardInstance"]:
    """A creature's neighbors now, or, once it has left play, those it had immediately before
    (Leaves Play: later instructions refer to cards as they were before they left)."""
    if g.in_play(creature):
        return g.neighbors(creature)
    near = creature.neighbors_when_left or []
    g.say(f"{creature.name} left play: its neighbors are those it had immediately before "
          f"({', '.join(n.name for n in near) or 'none'})", R.LEAVES_PLAY)
    return near


# -- power and armor --------------------------------------------------------------------
def switch_power_and_armor(g: "Game", creature: "CardInstance", you: str, rule: str) -> bool:
    """Switch a creature's power and armor for the remainder of the turn: its power becomes its
    total armor value and its armor its power, as they are now (Armor: the armor value is the
    printed armor plus every effect that changes it, even armor already used to prevent damage
    this turn; FAQ, Lightsmith Clariel). Armor already used this turn stays used."""
    if not g.in_play(creature) or creature.type != "creature":
        g.say(f"{creature.name} is not a creature in play: nothing is switched", R.RESOLVE_AS_MUCH)
        return False
    now_power, now_armor = modifiers.power(g, creature), modifiers.armor(g, creature)
    add_lasting(g, _Switched(creature, you, rule, target=creature, power=now_armor, armor=now_power),
                f"{creature.name}'s power and armor are switched for the remainder of the turn: power "
                f"{now_power} -> {now_armor}, armor {now_armor} -> {now_power}")
    return True


class _Switched(LastingEffect):
    """A creature considered to have the power and armor a switch gave it (until end of turn)."""

    def __init__(self, source, you, rule, *, target, power: int, armor: int):
        super().__init__(source, you, rule, target)
        self.values = (power, armor)

    def considered_power(self, g, src, creature):
        return self.values[0] if creature is self.target else None

    def considered_armor(self, g, src, creature):
        return self.values[1] if creature is self.target else None


# -- verbs the card-text reader needed (reader/nodes/*.py); each cites its rule ---------------
def discard_from_hand(g: "Game", card: "CardInstance", seat: str, rule: str) -> "CardInstance | None":
    """Discarding Cards: an ability discards a card from a player's hand to their discard pile
    (not the step-3 discard: no First Turn Rule count); abilities that trigger when a card is
    discarded from hand trigger. None when the card is no longer in that hand."""
    from judge.engine.keyforge.triggers import Event, fire

    if card not in g.player(seat).hand:
        g.say(f"{card.name} is no longer in {seat}'s hand: it is not discarded", R.RESOLVE_AS_MUCH)
        return None
    moved = move(g, card, "discard", rule=rule)
    fire(g, Event("discarded", moved, seat, {"from": "hand"}))
    return moved


def put_counters(g: "Game", card: "CardInstance", kind: str, n: int, rule: str) -> int:
    """Other Counters: put `n` counters of a kind the card names ("a fuse counter") on a card
    in play; they have no rules of their own and leave with the card (Leaves Play)."""
    if not g.in_play(card):
        g.say(f"{card.name} is not in play: no {kind} counter is put on it", R.RESOLVE_AS_MUCH)
        return 0
    card.tokens[kind] = card.tokens.get(kind, 0) + n
    g.say(f"{n} {kind} counter{'s' if n != 1 else ''} put on {card.name} ({card.tokens[kind]} now)", rule)
    return n


def remove_counters(g: "Game", card: "CardInstance", kind: str, n: int | None, rule: str) -> int:
    """Other Counters: remove `n` counters of a kind from a card (None: each of them); only
    as many as it has (Resolve As Much As You Can). Returns how many were removed."""
    have = card.tokens.get(kind, 0)
    removed = have if n is None else min(n, have)
    if removed:
        card.tokens[kind] = have - removed
    g.say(f"{removed} {kind} counter{'s' if removed != 1 else ''} removed from {card.name} "
          f"({card.tokens.get(kind, 0)} left)", rule if removed == (n if n is not None else have) else R.RESOLVE_AS_MUCH)
    return removed


def counters(card: "CardInstance", kind: str) -> int:
    """How many counters of a kind are on a card."""
    return card.tokens.get(kind, 0)


def pay_in_order_to(g: "Game", seat: str, card: "CardInstance", act: str) -> None:
    """“If You Do” and “In Order To”: before `seat` plays or uses `card`, they pay what card
    abilities make them pay in order to do it (modifiers.costs; play.py and use.py refuse the
    play or use first when they cannot pay): Æmber given to a player, or lost."""
    from judge.engine.keyforge import modifiers

    for n, to, rule in modifiers.costs(g, seat, card, act):
        g.say(f"in order to {act} {card.name}, {seat} must "
              + (f"pay {to} {n} Æmber" if to is not None else f"lose {n} Æmber"), R.IF_YOU_DO)
        if to is not None:
            give(g, seat, n, to, rule)
        else:
            lose(g, seat, n, rule)


# -- choices and hidden information (reader/nodes/choices.py, reveal.py) -----------------------
def choose_trait(g: "Game", seat: str, why: str, rule: str) -> str:
    """A player chooses a trait: any trait of the game's cards (not only those in play)."""
    return _pick_word(g, seat, "a trait", list(_traits(_folder())), why, rule, "chooses")


def name_card(g: "Game", seat: str, why: str, rule: str) -> str:
    """A player names a card: any card title of the game."""
    return _pick_word(g, seat, "a card", list(_titles(_folder())), why, rule, "names")


def _pick_word(g: "Game", seat: str, noun: str, options: list[str], why: str, rule: str, verb: str) -> str:
    """The decision behind name_house, choose_trait, name_card: whoever the ability names
    answers (SCENARIOS.md: from the same `choose` list, in order)."""
    picked = g.decide.option(f"{seat} {verb} {noun} {why}", options, match=_same_words)
    g.say(f"{seat} {verb} {picked}", rule)
    return picked


def _same_words(answer, option, label) -> bool:
    """An answer names a word option however it is spaced ("star alliance" is "staralliance")."""
    from judge.cards.match import key

    return key(str(answer)).replace(" ", "") == key(label).replace(" ", "")


def _folder() -> str:
    from judge.engine.keyforge.abilities import _card_folder

    return _card_folder()


@lru_cache(maxsize=None)
def _traits(folder: str) -> tuple[str, ...]:
    from judge.cards.data import load_cards

    return tuple(sorted({t.strip() for c in load_cards(folder) for t in c.traits if t.strip()}))


@lru_cache(maxsize=None)
def _titles(folder: str) -> tuple[str, ...]:
    from judge.cards.data import load_cards

    return tuple(sorted({c.title for c in load_cards(folder) if c.type in CARD_TYPES}))


def choose_mode(g: "Game", seat: str, modes: list[str], rule: str) -> int:
    """“Choose one”: the player resolving the ability picks one of the printed options (`modes`,
    in the reader's normalised words: "steal 1{A}"); the index of the option chosen."""
    i = g.decide.mode(f"{seat} chooses 1", modes)
    shown = modes[i].replace("{A}", " Æmber").replace("{D}", " damage")
    g.say(f"{seat} chooses “{shown}”", rule)
    return i


def top_of_deck(g: "Game", seat: str, n: int) -> list["CardInstance"]:
    """The top `n` cards of a deck, top first (as many as there are: Resolve As Much As You Can;
    an empty deck is not reset by looking at it)."""
    deck = g.player(seat).deck
    if len(deck) < n:
        g.say(f"{seat}'s deck has {len(deck)} card{'s' if len(deck) != 1 else ''}, not {n}",
              R.RESOLVE_AS_MUCH)
    return list(deck[:n])


def top_card(g: "Game", seat: str, doing: str) -> "CardInstance | None":
    """The top card of `seat`'s deck, or None (said: Resolve As Much As You Can) when it is empty."""
    deck = g.player(seat).deck
    if not deck:
        g.say(f"{seat}'s deck is empty: no card to {doing}", R.RESOLVE_AS_MUCH)
        return None
    return deck[0]


def reveal(g: "Game", seat: str, cards: list["CardInstance"], rule: str, verb: str = "reveals") -> None:
    """A player reveals (or looks at) cards: the cards do not move ("look at" shows them to that
    player only; Survey FAQ: a card looked at and not moved stays where it was)."""
    shown = ", ".join(f"{c.name} ({c.house}, {c.type})" for c in cards) or "no card"
    g.say(f"{seat} {verb} {shown}", rule)


def put_into_hand(g: "Game", card: "CardInstance", rule: str) -> "CardInstance | None":
    """Put a card from a deck, discard pile or archives into its owner's hand (it is not drawn:
    no draw is counted)."""
    if g.locate(card) is None:
        g.say(f"{card.name} is no longer where the effect can find it", R.LEAVES_PLAY)
        return None
    return move(g, card, "hand", rule=rule)


def shuffle_deck(g: "Game", seat: str, rule: str) -> None:
    """Shuffle a deck (Search: a deck searched entirely is shuffled afterwards)."""
    g.rng.shuffle(g.player(seat).deck)
    g.say(f"{seat}'s deck is shuffled", rule)


def search(g: "Game", seat: str, zones: list[str], test, what: str, rule: str):
    """Search: `seat` looks through their `zones` (in order) for a card that passes `test`, and
    may fail to find it (answer `done`); the card found is revealed. The card, or None.

    When the search can find only one card, or copies of one card in one zone, finding it is
    the default: a fixture answers `done` to fail to find it, and need not answer otherwise
    (the option to fail is the rules', not the card's: SCENARIOS.md takes a decision with one
    evident answer by itself)."""
    where = [(c, z) for z in zones for c in g.player(seat).zone(z) if test(c)]
    pool = [c for c, _ in where]
    if not pool:
        g.say(f"{seat} searches their {' and '.join(zones)} for {what}: there is none", R.SEARCH)
        return None
    alike = len({(c.printed.ref, z) for c, z in where}) == 1
    found = g.decide.card(f"{what} to find (Search: or done, to fail to find it)", pool, optional=True,
                          **({"default": pool[0]} if alike else {}))
    if found is None:
        g.say(f"{seat} searches their {' and '.join(zones)} and fails to find {what}", R.SEARCH)
        return None
    g.say(f"{seat} searches their {' and '.join(zones)}, finds {found.name} and reveals it", R.SEARCH)
    return found



class _LeaveArchivesToOwnersHand(LastingEffect):
    """"If any of these creatures leave your archives, they are put into their owner's hand
    instead" (a replacement effect that lasts as long as the cards stay in the archives)."""

    until = "never"

    def __init__(self, source, you, rule, cards):
        super().__init__(source, you, rule)
        self.cards = list(cards)

    def leaving_zone_redirect(self, g, src, c, from_zone, to_zone):
        return "hand" if from_zone == "archives" and any(c is x for x in self.cards) else None


def leave_archives_to_owners_hand(g: "Game", source: "CardInstance", you: str, cards: list, rule: str) -> None:
    """Replacement Effects: `cards` (now in an archives) go to their owner's hand instead when
    they leave the archives, whatever moves them (Sample Collection, Uxlyx the Zookeeper)."""
    if cards:
        g.lasting.append(_LeaveArchivesToOwnersHand(source, you, rule, cards))
        g.say(f"if {', '.join(c.name for c in cards)} leave{'s' if len(cards) == 1 else ''} the archives, "
              "they go to their owner's hand instead", rule)


def haunted(g: "Game", seat: str) -> bool:
    """Haunted: "While a player has 10 or more cards in their discard pile, that player is
    haunted." (no effect of its own; card abilities refer to it)"""
    return len(g.player(seat).discard) >= 10


def _remove_status(g: "Game", creature: "CardInstance", status: str, lacks: str, removed: str, rule: str) -> bool:
    """Take a status card off a creature (False, and a note, when it has none)."""
    if not getattr(creature, status):
        g.say(f"{creature.name} {lacks}", R.RESOLVE_AS_MUCH)
        return False
    setattr(creature, status, False)
    g.say(f"{creature.name} {removed}", rule)
    return True


def unstun(g: "Game", creature: "CardInstance", rule: str) -> bool:
    """Stun: "unstun" removes a creature's stun status card (False when it has none)."""
    return _remove_status(g, creature, "stunned", "is not stunned", "is no longer stunned", rule)


def remove_ward(g: "Game", creature: "CardInstance", rule: str) -> bool:
    """Ward: "remove a ward from a creature" takes its ward status card away without preventing
    anything (False when it has none)."""
    return _remove_status(g, creature, "warded", "has no ward", "has its ward removed", rule)


def graft(g: "Game", card: "CardInstance", host: "CardInstance", rule: str) -> bool:
    """Graft: the card is placed faceup under the other card; it is not in play, and it goes to
    its owner's discard pile when that card leaves play (zones.leave_play). Onto a card no longer
    in play (destroyed before its "Play:" ability resolved) nothing is grafted: the card stays
    where it is (Resolve As Much As You Can); False then."""
    from judge.engine.keyforge.zones import detach

    if not g.in_play(host):
        g.say(f"{host.name} is not in play: {card.name} is not grafted onto it", R.RESOLVE_AS_MUCH)
        return False
    detach(g, card)
    host.under.append(card)
    g.say(f"{card.name} is grafted onto {host.name} (faceup beneath it)", rule)
    return True


def effects_to_trigger(g: "Game", card: "CardInstance", kind: str) -> list[tuple[str, object]]:
    """The "<Kind>:" effects an ability may trigger on a card: in play, its own and those it gains
    (modifiers.bold_abilities); out of play (an action card grafted onto Infomancer), its own.
    Each named by the card it comes from (the card itself, or the card that grants it)."""
    if not g.in_play(card):
        own = modifiers.behaviour(card)
        return [(card.name, own)] if own.has(kind) else []
    uids = {c.uid: c for c in g.cards_in_play()}
    named = []
    for key, behaviour in modifiers.bold_abilities(g, card, kind):
        if key[0] == "card" and key[1] in uids:
            name = uids[key[1]].name
        elif key[0] == "lasting":
            name = next((e.source.name for e in g.lasting if id(e) == key[1]), card.name)
        else:
            name = card.name
        named.append((name, behaviour))
    return named


def trigger_effect(g: "Game", card: "CardInstance", you: str, kind: str, rule: str) -> bool:
    """Trigger the "<Kind>:" effect of a card, which is not played or used for it (it stays
    where it is: no Æmber bonus, no play restrictions, no exhausting): Replicator's "Trigger the
    reap effect of another creature", Favor of Rex's "Trigger the play effect of a creature".
    One effect: of a card with several (its own and one an upgrade grants), the active player
    chooses which (FFG ruling, Crucible Cast 17: Replicator triggers a single reap effect, chosen
    by the active player), answered by the name of the card it comes from. False when it has none."""
    from judge.engine.keyforge.triggers import resolve_bold

    word = f"“{kind.capitalize()}:”"
    found = effects_to_trigger(g, card, kind)
    if not found:
        g.say(f"{card.name} has no {word} effect", R.RESOLVE_AS_MUCH)
        return False
    behaviour = found[0][1]
    if len(found) > 1:
        labels = [name if [n for n, _ in found].count(name) == 1 else f"{name} ({i + 1})"
                  for i, (name, _) in enumerate(found)]
        pick = g.decide.option(f"which {word} effect of {card.name} to trigger (the card it comes from)", labels)
        behaviour = found[labels.index(pick)][1]
        g.say(f"{card.name} has {len(found)} {word} effects: the active player chooses the one from {pick}",
              R.ACTIVE_PLAYER)
    g.say(f"the {word} effect of {card.name} is triggered", rule)
    resolve_bold(g, behaviour, card, you, kind)
    return True

@contextmanager
def armor_cannot_prevent(g: "Game", source: "CardInstance"):
    """“This damage cannot be prevented by armor”: while the effect resolves, the damage
    `source` deals is not reduced by armor (Armor: “Armor prevents a certain amount of damage
    ... each turn”; the ability says it does not, damage.deal asks). Ward and effects that
    make a creature unable to be dealt damage still apply."""
    g.armor_cannot_prevent.append(source)
    try:
        yield
    finally:
        g.armor_cannot_prevent.remove(source)


def deal_to_neighbors_of_fought(g: "Game", attacker: "CardInstance", n: int, rule: str) -> bool:
    """“Before Fight: Deal N to each neighbor of the creature this creature fights”: while
    `attacker` fights (Before: before the fight's damage), it deals `n` to each neighbor of the
    creature it fights, at once. False when it is not fighting or that creature has no neighbors."""
    if g.fight is None or g.fight[0] is not attacker:
        return False
    near = g.neighbors(g.fight[1])
    if not near:
        g.say(f"{g.fight[1].name} has no neighbors: no damage", R.RESOLVE_AS_MUCH)
        return False
    deal(g, [Hit(c, n, attacker) for c in near], rule)
    return True
