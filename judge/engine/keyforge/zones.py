"""Moving cards between zones: the one place a card changes zone.

Leaves Play: when a card in play leaves it, tokens and status cards are removed, upgrades (and
cards beneath it) are discarded, lasting effects on it expire, Æmber on a creature goes to the
opponent's pool, and the card goes to its owner's zone. A card that enters a
zone whose cards are hidden from the opponent (hand, deck, archives) becomes
a new object, so pending effects no longer interact with it.

What a card's leaving sets off (`together`): effects that last until it leaves play end, and
its abilities that trigger as it leaves play ("If Magda the Rat leaves play, your opponent
steals 2", 2021 erratum) resolve, once it has left, and once every card leaving with it (one
instruction's cards, a batch of destroyed cards) has left too, in the order the active player
chooses. Under the v1.3 and earlier rulebooks a "Leaves Play:" ability "happens automatically
immediately before the card leaves play" (RuleSet.leaves_play_after).
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING

from judge.engine.keyforge import rules as R
from judge.engine.keyforge.state import NEW_OBJECT_ZONES, PLAY_ZONES, CardInstance, other

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import Game

ZONE_WORDS = {
    "hand": "hand", "deck": "deck", "discard": "discard pile", "archives": "archives",
    "purged": "purged zone", "battleline": "battleline", "artifacts": "play area",
}


def detach(g: "Game", card: CardInstance) -> tuple[str, str] | None:
    """Take a card out of wherever it is; (seat, zone) it was in, or None."""
    if card in g.limbo:
        g.limbo.remove(card)
        return g.active, "limbo"
    for seat, p in g.players.items():
        for zone in ("hand", "deck", "discard", "archives", "purged", "battleline", "artifacts"):
            z = p.zone(zone)
            if card in z:
                z.remove(card)
                return seat, zone
            for host in z:
                if card in host.upgrades:
                    host.upgrades.remove(card)
                    return seat, "upgrade"
                if card in host.under:
                    host.under.remove(card)
                    return seat, "under"
    return None


def _fresh(card: CardInstance) -> CardInstance:
    """The same physical card as a new object (it entered a hidden zone, or was purged)."""
    return card.fresh()


@contextmanager
def together(g: "Game"):
    """`with together(g):` the cards that leave play inside leave together: what their leaving
    sets off (effects lasting until one leaves play end; abilities that trigger as one leaves
    play resolve, in the active player's order) waits until all of them have left and arrived
    where they go. One is opened for each ability resolving (triggers.resolve_bold), each
    instruction of a card the reader reads, and each batch of destroyed cards; a nested one
    settles its own cards as it ends. A card that leaves play outside any is one of its own
    (`move`)."""
    outer = g.departures
    g.departures = []
    try:
        yield
    except BaseException:
        g.departures = outer
        raise
    departed, g.departures = g.departures, None  # what the leaving sets off is an instruction of its own
    try:
        _after_leaving(g, departed)
    finally:
        g.departures = outer


def _after_leaving(g: "Game", departed: list) -> None:
    """The cards `departed` ((card, its leaves-play abilities, the effects lasting until it
    leaves play)) have left play: those effects end (control taken "until Harland Mindlock
    leaves play" returns now, not before the creature it took left with it), then those
    abilities resolve, "you" being the player who controlled the card (Leaves Play)."""
    from judge.engine.keyforge.triggers import run_in_order

    ending = [e for _card, _abilities, effects in departed for e in effects]
    if ending:
        g.lasting = [e for e in g.lasting if not any(e is x for x in ending)]
        several = len(ending) > 1 and g.placement is None  # creatures changing control at once
        if several:
            g.placement = SEVERAL
        try:
            for e in ending:
                e.ended(g)
        finally:
            if several:
                g.placement = None
    todo = [(card, _leaves_play(g, b, card)) for card, abilities, _effects in departed for b in abilities]
    run_in_order(g, todo)


def _leaves_play(g: "Game", ability, card: CardInstance):
    from judge.engine.keyforge.triggers import resolve_bold

    you = card.controller_when_left or card.owner
    return lambda: resolve_bold(g, ability, card, you, "leaves_play")


def leave_play(g: "Game", card: CardInstance, rule: str) -> None:
    """Everything that happens to a card as it leaves play (before it arrives anywhere); what
    its leaving sets off waits for `together` (under the 2021 rulebook)."""
    from judge.engine.keyforge import modifiers
    from judge.engine.keyforge.triggers import resolve_bold

    card.controller_when_left = card.controller
    if card.type == "creature" and card.controller:
        card.neighbors_when_left = g.neighbors(card)
        card.power_when_left = modifiers.power(g, card)
    abilities = [b for b in modifiers.abilities_of(g, card) if b.has("leaves_play")]
    after = g.ruleset.leaves_play_after and g.departures is not None
    if abilities and not after:  # "immediately before the card leaves play" (v1.3 and earlier)
        g.leaving.append(card)  # already on its way out: nothing destroys it again meanwhile
        try:
            for b in abilities:
                resolve_bold(g, b, card, card.controller or card.owner, "leaves_play")
        finally:
            g.leaving.remove(card)
    controller = card.controller or card.owner
    if card.amber:
        from judge.engine.keyforge.effects import pool_replacement

        instead = None if card.type != "creature" else pool_replacement(g, other(controller), card.amber,
                                                                         leaving=card)
        if instead is not None:
            g.say(f"{card.amber} Æmber on {card.name} would go to {other(controller)}'s pool", R.LEAVES_PLAY)
            instead()
        elif card.type == "creature":
            gainer = g.player(other(controller))
            gainer.amber += card.amber
            g.say(f"{card.amber} Æmber on {card.name} goes to {other(controller)}'s pool "
                  f"({gainer.amber - card.amber} -> {gainer.amber})", R.LEAVES_PLAY)
        else:
            g.say(f"{card.amber} Æmber on {card.name} returns to the common supply", R.LEAVES_PLAY)
        card.amber = 0
    discard_upgrades(g, card, R.LEAVES_PLAY)
    for below in list(card.under):  # like its upgrades, cards beneath it do not stay behind
        card.under.remove(below)
        g.player(below.owner).discard.insert(0, below)
        g.say(f"{below.name} (beneath {card.name}) is discarded", R.LEAVES_PLAY)
    ending = [e for e in g.lasting if getattr(e, "target", None) is card]  # on it: expire as it leaves
    until_it_leaves = [e for e in g.lasting if e.until == "leaves play" and e.source is card and e not in ending]
    if g.departures is not None:
        g.departures.append((card, abilities if after else [], until_it_leaves))
    else:
        ending += until_it_leaves
    g.lasting = [e for e in g.lasting if not any(e is x for x in ending)]
    for e in ending:
        e.ended(g)
    card.reset_status()


def discard_upgrades(g: "Game", card: CardInstance, rule: str) -> None:
    """Upgrades: "If the card to which an upgrade is attached leaves play or become a
    non-creature, the upgrade is discarded." (Leaves Play; cardtype.out_of_battleline)"""
    for up in list(card.upgrades):
        card.upgrades.remove(up)
        _leave_upgrade(g, up)
        g.say(f"{up.name} (upgrade on {card.name}) is discarded", rule)


def _leave_upgrade(g: "Game", up: CardInstance) -> None:
    up.reset_status()
    g.player(up.owner).discard.insert(0, up)


def ward_keeps_in_play(g: "Game", card: CardInstance) -> bool:
    """Ward (2021 rulebook): a warded creature that would leave play (returned to hand,
    archived, purged, shuffled into a deck, ...) stays, and its ward is discarded instead.
    Leaving play because it was destroyed is not asked here: its ward was checked as it would
    have been tagged for destruction (a ward placed after that does not keep it in play).
    Earlier rulebooks have no such rule (a ward prevents damage and destruction only)."""
    if not (card.warded and card.type == "creature" and g.ruleset.ward_prevents_leaving_play):
        return False
    card.warded = False
    g.say(f"{card.name} would leave play: its ward is discarded instead", R.WARD)
    return True


def leaves_together(fn):
    """A function that may move a card out of play: inside an open `together` the card leaves with
    the others; outside any, its leaving is settled as the function returns (one of its own)."""
    import functools

    @functools.wraps(fn)
    def moved(g: "Game", *args, **kwargs):
        if g.departures is not None:
            return fn(g, *args, **kwargs)
        with together(g):
            return fn(g, *args, **kwargs)

    return moved


@leaves_together
def move(g: "Game", card: CardInstance, zone: str, *, seat: str | None = None, top: bool = True,
         rule: str = R.LEAVES_PLAY, quiet: bool = False, destroyed: bool = False) -> CardInstance:
    """Move a card to a zone of its owner (or of `seat` for in-play zones); returns the
    card as it now is (a new object in a hidden zone; the same card, still in play, when a
    ward kept it there). `destroyed`: it leaves play because it was destroyed."""
    where = g.locate(card)
    from_zone = where[1] if where else None
    was_in_play = from_zone in PLAY_ZONES + ("upgrade",)
    if was_in_play and zone not in PLAY_ZONES and not destroyed and ward_keeps_in_play(g, card):
        return card
    # a redirect ("they are put into their owner's hand instead") may change the destination
    from judge.engine.keyforge import modifiers

    if from_zone:
        for b, src in list(modifiers.sources(g, "leaving_zone_redirect")):
            redirect = b.leaving_zone_redirect(g, src, card, from_zone, zone)
            if redirect and redirect != zone:
                left = "play" if was_in_play else ZONE_WORDS.get(from_zone, from_zone)
                g.say(f"{card.name} leaves {left}: it is put into its owner's "
                      f"{ZONE_WORDS.get(redirect, redirect)} instead", src.title)
                zone = redirect
                break
    if was_in_play:
        leave_play(g, card, rule)
    detach(g, card)
    was = card
    if zone in NEW_OBJECT_ZONES:
        card = _fresh(card)
    owner = seat if (seat and zone in PLAY_ZONES) else card.owner
    target = g.player(owner).zone(zone)
    if zone == "purged" or zone == "archives" or zone == "hand":
        target.append(card)  # oldest first
    elif top:
        target.insert(0, card)
    else:
        target.append(card)
    separate_halves(g, was, card, target, zone)
    if zone in PLAY_ZONES:
        card.controller = owner
    if not quiet:
        words = ZONE_WORDS.get(zone, zone)
        g.say(f"{card.name} goes to {card.owner if zone not in PLAY_ZONES else owner}'s {words}", rule)
    return card


def entering_controller(g: "Game", card: CardInstance, seat: str) -> str:
    """The seat a card entering play comes under: `seat`, unless the card's own ability says
    it enters play under another player's control (Scowly Caper)."""
    from judge.engine.keyforge import modifiers

    instead = modifiers.behaviour(card).enters_play_under(g, card, card, seat)
    if instead and instead != seat:
        g.say(f"{card.name} enters play under {instead}'s control instead of {seat}'s", card.title)
        return instead
    return seat


def separate_halves(g: "Game", was: CardInstance, now: CardInstance, target: list[CardInstance],
                    zone: str) -> None:
    """Gigantic: "After a gigantic creature leaves play, the 2 halves are treated as separate
    cards again": the half played with it goes where it went, right after it."""
    other = was.joined
    if other is None:
        return
    was.joined = None
    if zone in NEW_OBJECT_ZONES:
        other = _fresh(other)
    target.insert(target.index(now) + 1, other)
    g.say(f"the 2 halves of {now.card.title} are separate cards again: {other.name} goes to "
          f"the {ZONE_WORDS.get(zone, zone)} with {now.name}", R.GIGANTIC)


SEVERAL = "several"  # Game.placement while several creatures change control at once


def flank_for(g: "Game", flank: str | None = None, card: CardInstance | None = None,
              seat: str | None = None) -> str:
    """The flank a creature takes when it enters play or changes control and nothing else decides
    it: the one the effect names, else the one the action being taken names (SCENARIOS.md
    "Placement": `flank: left`), else the right flank (Flank: "... placed on a flank of their
    battleline", the player's choice, which a fixture states on the action). When several change
    control at once (`SEVERAL`), the active player picks a flank for each `card` joining `seat`'s
    battleline beside other creatures (SCENARIOS.md: "a left/right answer is given for each")."""
    if flank:
        return flank
    if g.placement == SEVERAL and card is not None and seat is not None:
        return ask_flank(g, card, seat)
    return (g.placement if g.placement in ("left", "right") else None) or "right"


def ask_flank(g: "Game", card: CardInstance, seat: str) -> str:
    """The flank of `seat`'s battleline `card` takes, as the active player answers: asked only
    when another creature is there (on an empty battleline both flanks are one place)."""
    if any(c is not card for c in g.creatures(seat)):
        return g.decide.option(f"flank of {seat}'s battleline for {card.name}", ["left", "right"])
    return "right"


def enter_battleline(g: "Game", card: CardInstance, seat: str, flank) -> None:
    """Creatures enter play on a flank of their controller's battleline ("left" or "right"), or,
    with deploy, between two creatures (a `deploy.Gap`). A card put there is a creature while it
    stays (cardtype.py)."""
    from judge.engine.keyforge.cardtype import in_battleline

    detach(g, card)
    line = g.player(seat).battleline
    if flank == "left":
        line.insert(0, card)
    elif flank == "right":
        line.append(card)
    else:
        line.insert(line.index(flank.right), card)
    card.controller = seat
    in_battleline(g, card)


def position(g: "Game", card: CardInstance) -> int:
    return g.player(card.controller).battleline.index(card)

