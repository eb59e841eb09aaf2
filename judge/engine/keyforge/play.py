"""Playing cards (Playing Cards, Æmber Bonus, Play, Card Types, First Turn Rule,
The Rule of Six, Alpha, Using Cards via Other Card Abilities).

A card is played from hand in step 3 if it belongs to the active house (or a
card ability permits it); a card ability may play a card from elsewhere, of
any house. When a card cannot be played by an ability, it stays where it was.
Order: the card enters play (or is revealed, for an action), its bonus icons
resolve one at a time (bonus.py; before Bonus Icons, the Æmber bonus was gained
first of all), then its "Play:" abilities resolve; an action card then goes to
its owner's discard pile.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.base import IllegalAction
from judge.engine.keyforge import cardtype, copies, deploy, gigantic, modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.bonus import resolve_bonus_icons
from judge.engine.keyforge.triggers import Event, fire, pending, resolve_all_bold, resolve_bold

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


def permission(g: "Game", card: "CardInstance", you: str):
    """(ability, source) of a card ability that lets `you` play `card` now, or None."""
    for b, src in modifiers.sources(g, "may_play"):
        if b.may_play(g, src, you, card):
            return b, src
    return None


@modifiers.question
def blocked(g: "Game", card: "CardInstance", you: str, source: str, via) -> tuple[str | None, tuple | None, str]:
    """(reason it cannot be played or None, permission it needs, rule cited): playable as any
    of the types it may be played as (ways_to_play)."""
    ways, reason, rule = ways_to_play(g, card, you, source, via)
    for kind, needs in ways:
        with _as(card, kind):
            reason, rule = blocked_as_played(g, card, you)
        if not reason:
            return None, needs, ""
    return reason, None, rule


@modifiers.question
def ways_to_play(g: "Game", card: "CardInstance", you: str, source: str,
                 via) -> tuple[list[tuple[str, tuple | None]], str | None, str]:
    """Card Types: a card whose text lets it be played as another type (Explo-rover: a creature
    or an upgrade) is played as one of them, and the checks of blocked_as_it_is apply to it as
    that type: an ability that lets upgrades of any house be played (Matter Maker) lets
    Explo-rover be played off-house as an upgrade, not as a creature (FFG ruling).
    ([(type, permission it needs)] for each type it may be played as now, the refusal of its
    printed type when there is none, the rule cited)."""
    ways, refusal = [], None
    for kind in cardtype.play_types(g, card):
        with _as(card, kind):
            reason, needs, rule = blocked_as_it_is(g, card, you, source, via)
        if not reason:
            ways.append((kind, needs))
        elif refusal is None:
            refusal = (reason, rule)
    return ways, (None if ways else refusal[0]), ("" if ways else refusal[1])


class _as:
    """The card considered as `kind` while a question about it is asked."""

    def __init__(self, card: "CardInstance", kind: str) -> None:
        self.card, self.kind = card, kind

    def __enter__(self):
        self.was = self.card.as_type
        self.card.as_type = None if self.kind == self.card.printed.type else self.kind

    def __exit__(self, *exc):
        self.card.as_type = self.was


@modifiers.question
def blocked_as_it_is(g: "Game", card: "CardInstance", you: str, source: str, via) -> tuple[str | None, tuple | None, str]:
    """The step, house and First Turn checks, with the permission they need, and an upgrade's
    need of a creature to attach to: they apply to the card as it is where it is played from. A copy ("treat it as a copy of ...", Mimicry) takes
    effect only as it is played, so its house is the card's own and the permission it uses
    (Phase Shift's "one non-Logos card") is spent on that card."""
    if via is None and g.step != "main":
        from judge.engine.keyforge.turn import not_in_main

        return not_in_main(g, "played"), None, R.PLAYING_CARDS
    halves = gigantic.blocked(g, card, source)
    if halves:
        return halves, None, R.GIGANTIC
    needs = None
    if via is None:
        off_house = (card.house_override or card.card.house) != g.active_house
        first_turn_full = (source == "hand" and g.first_turn
                           and g.turn.played_from_hand + g.turn.discarded_from_hand >= 1)
        if off_house or first_turn_full:
            needs = permission(g, card, you)
            if needs is None:
                if first_turn_full:
                    return ("on the first player's first turn, no more than one card may be played or "
                            "discarded from hand", None, R.FIRST_TURN)
                return (f"{card.card.title} is {card.house_override or card.card.house}, not of the active house "
                        f"({g.active_house or 'none'})", None, R.PLAYING_CARDS)
    if card.type == "upgrade" and not g.creatures():  # asked before its abilities are looked up
        return "an upgrade cannot attach to a card in play: there is no creature", None, R.UPGRADES
    return None, needs, ""


@modifiers.question
def blocked_as_played(g: "Game", card: "CardInstance", you: str) -> tuple[str | None, str]:
    """The restrictions on the card as played (a copy's title and keywords count): the Rule
    of Six, alpha, "cannot be played" abilities."""
    count = g.turn.uses.get(card.title, 0)
    if count >= 6:
        return f"{card.title} was already played or used {count} times this turn", R.RULE_OF_SIX
    if modifiers.keyword(g, card, "alpha") and g.turn.actions_taken > 0:
        return "alpha: a card was already played, used or discarded this step", R.ALPHA
    own = modifiers.behaviour(card).cannot_play(g, card, you, card)
    if own:
        return own, card.title
    found = modifiers.first(g, "cannot_play", you, card)
    if found:
        return found[0], modifiers.cite(found[1], found[2])
    unpaid = modifiers.unpaid(g, you, card, "play")
    if unpaid:
        return unpaid
    return None, ""


def _goes_elsewhere(g: "Game", card: "CardInstance") -> bool:
    """A replacement effect for the card leaving the zone it is played from puts it somewhere
    else instead ("If that creature leaves your archives, it is put into its owner's hand
    instead", Uxlyx the Zookeeper): it goes there, and is not played (Replacement Effects: the
    event "does not occur and the replacement effect happens in its place")."""
    from judge.engine.keyforge.state import PLAY_ZONES
    from judge.engine.keyforge.zones import move

    where = g.locate(card)
    if where is None or where[1] in PLAY_ZONES + ("limbo",):
        return False
    instead = modifiers.first(g, "leaving_zone_redirect", card, where[1], "play")
    if instead is None or instead[0] == "play":
        return False
    g.say(f"{card.name} would leave the {where[1]} to be played: it is put into its owner's "
          f"{instead[0]} instead, and is not played", modifiers.cite(instead[1], instead[2]))
    move(g, card, instead[0], quiet=True)
    return True


def play(g: "Game", card: "CardInstance", you: str, *, source: str, via=None,
         flank: str | None = None) -> bool:
    """Play a card; False when an ability tried to play a card that cannot be played."""
    from judge.engine.keyforge.destroy import settle
    from judge.engine.keyforge.effects import pay_in_order_to
    from judge.engine.keyforge.zones import detach, enter_battleline, entering_controller

    ways, reason, rule = ways_to_play(g, card, you, source, via)
    needs = None
    if not reason:
        copies.as_played(g, card, you)  # Mimicry
        kind = cardtype.choose_play_type(g, card, [k for k, _ in ways])  # Explo-rover: a creature or an upgrade
        needs = dict(ways)[kind]
        reason, rule = blocked_as_played(g, card, you)
        if not reason and kind == "creature" and copies.chosen_as_played(g, card, you):  # Mimic Gel
            with copies.played_as(card):
                reason, rule = blocked_as_played(g, card, you)
    if reason:
        copies.end(card)
        card.as_type = None
        if via is not None:
            g.say(f"{card.name} cannot be played ({reason}): it stays in {source}", rule)
            return False
        raise IllegalAction(f"cannot play {card.name}: {reason} [{R.short(rule)}]")
    if _goes_elsewhere(g, card):
        return False
    if needs:
        b, src = needs
        b.uses_permission(g, src, you, card)
        g.say(f"{card.alias or card.card.title} is played with the permission of {src.name}", src.title)
    pay_in_order_to(g, you, card, "play")
    card = gigantic.join(g, card, you)  # both halves of a gigantic creature: one creature
    detach(g, card)
    if source == "hand" and via is None:
        g.turn.played_from_hand += 1
    g.turn.uses[card.title] = g.turn.uses.get(card.title, 0) + 1
    if via is None:
        g.turn.actions_taken += 1
    g.say(f"play {card.name} ({card.printed.ref}) from {_zone_word(source)}", R.PLAYING_CARDS)
    g.emit(Event("playing", card, you, {"source": source}))  # being played: "the first creature played each turn"
    if not g.ruleset.bonus_icons:  # Æmber Bonus (before Bonus Icons): the first thing done
        resolve_bonus_icons(g, card, you)
    kind = card.type  # the type it is played as
    if kind == "creature":
        copies.entering(g, card, you)  # Mimic Gel: as it enters play, before where and how
        seat = entering_controller(g, card, you)
        where = deploy.placement(g, card, seat, flank)
        enter_battleline(g, card, seat, where)
        status = entering_status(g, card, (you, seat))
        card.exhausted = "ready" not in status
        state = "exhausted" if card.exhausted else "ready"
        place, rule = deploy.describe(where, seat)
        g.say(f"{card.name} enters play {state} {place}", rule)
        enters_with_status(g, card, status)
    elif kind == "artifact":
        seat = entering_controller(g, card, you)
        g.player(seat).artifacts.append(card)
        card.controller = seat
        card.exhausted = "ready" not in entering_status(g, card, (you, seat))
        g.say(f"{card.name} enters play {'exhausted' if card.exhausted else 'ready'}", R.ARTIFACTS)
    elif kind == "upgrade":
        host = g.decide.card(f"creature to attach {card.name} to", g.creatures())
        host.upgrades.append(card)
        card.attached_to = host
        card.controller = you
        g.say(f"{card.name} enters play attached to {host.name}", R.UPGRADES)
    else:
        g.limbo.append(card)
    settle(g)  # a constant ability may destroy a creature at once (before anything triggers)
    # Omega: the card as it is played (a copy has the copied keywords); a keyword it gains
    # later, by its own "Play:" ability (Cyber-Clone copying Duskwitch), ends no step (FFG ruling)
    played_with_omega = modifiers.keyword(g, card, "omega") > 0
    if g.ruleset.bonus_icons:  # Bonus Icons: once it is in play, before "Play:" and "after" abilities
        resolve_bonus_icons(g, card, you)
    if kind == "action":  # "after an action card is played but before it resolves"
        fire(g, Event("action_revealed", card, you))
    behaviour = modifiers.in_play(g, card) if g.in_play(card) else modifiers.behaviour(card)
    if modifiers.blank(g, card):
        g.say(f"{card.name}'s text box is considered blank: its abilities and keywords do not apply "
              "while it is in play", R.PLAY)
    play_ability = []
    # abilities on cards in play are the only ones that trigger: a card that left play (its
    # bonus icons destroyed it) resolves no "Play:" ability (FAQ, Rad Penny). A card in play
    # resolves every “Play:” ability it has, its own and those it gains ("each creature you
    # play gains, “Play: ...”": Charge!)
    if g.in_play(card):
        if modifiers.bold_abilities(g, card, "play"):
            play_ability = [(card, lambda: resolve_all_bold(g, card, you, "play", R.PLAY))]
    elif behaviour.has("play") and card.type == "action":
        play_ability = [(card, lambda: resolve_bold(g, behaviour, card, you, "play"))]
    # “Play:” effects and "enters play" effects trigger at the same point (Timing Chart)
    entered = entered_play(g, card)
    event = Event("played", card, you, {"source": source})
    if g.ruleset.play_triggers_with_play_abilities:
        fire(g, event, extra=play_ability + entered)
    else:
        fire(g, event, extra=entered)
        for _, run in play_ability:
            run()
    # ... and only if it still has it now ("after a card with omega is played": a card whose text
    # box is blank by then has none: FAQ, Shadow of Dis and Duskwitch)
    omega = played_with_omega and modifiers.keyword(g, card, "omega") > 0
    if card in g.limbo:
        g.limbo.remove(card)
        copies.end(card)
        _after_resolving(g, card)
    elif kind == "action":
        copies.end(card)
    if omega:
        from judge.engine.keyforge.turn import end_step

        end_step(g, f"{card.name} has omega and was played")
    return True


def _after_resolving(g: "Game", card: "CardInstance") -> None:
    """Action Cards: a resolved action card is placed in its owner's discard pile, unless an
    ability puts it elsewhere instead ("after you resolve your next action card this turn, return
    it to your hand instead of placing it in your discard pile": the leaving_zone_redirect hook,
    asked for the card leaving "limbo" for "discard")."""
    instead = modifiers.first(g, "leaving_zone_redirect", card, "limbo", "discard")
    if instead is None or instead[0] == "discard":
        g.player(card.owner).discard.insert(0, card)
        g.say(f"{card.name} goes to {card.owner}'s discard pile", R.ACTION_CARDS)
        return
    from judge.engine.keyforge.state import NEW_OBJECT_ZONES
    from judge.engine.keyforge.zones import _fresh

    zone = instead[0]
    getattr(g.player(card.owner), zone).append(_fresh(card) if zone in NEW_OBJECT_ZONES else card)
    g.say(f"{card.name} is put into {card.owner}'s {zone} instead of their discard pile",
          modifiers.cite(instead[1], instead[2]))


def as_if_played(g: "Game", card: "CardInstance", you: str, rule: str) -> None:
    """Resolve a card's bonus icons "as if you had played it" (Ultra Gravitron): the card is not
    played (no Play: ability, no Rule of Six count, it stays where it is), but its bonus icons
    resolve exactly as when it is played, so whatever changes how the icons of a card you play
    resolve applies to them too (FAQ, Bonus Icons: Fission Bloom and Master of the Grey)."""
    g.say(f"the bonus icons of {card.name} resolve as if {you} had played it", rule)
    resolve_bonus_icons(g, card, you)


def entered_play(g: "Game", card: "CardInstance") -> list:
    """The abilities that trigger because a card entered play ("after it enters play"; an
    upgrade's "after you attach it"), to resolve with the others at that timing point; none
    when it is no longer in play."""
    if not g.in_play(card):
        return []
    events = [Event("entered", card, card.controller)]
    if card.attached_to is not None:  # Upgrades: it enters play attached ("after you attach ...")
        events.append(Event("attached", card, card.controller, {"to": card.attached_to}))
    out = []
    for event in events:
        g.emit(event)
        out += pending(g, event)
    return out


def entering_status(g: "Game", card: "CardInstance", seats) -> set[str]:
    """The states a card enters play in ("ready", "stunned", "enraged") that abilities give it.
    Abilities that change how a card enters play apply as it enters play, before it is in play:
    its own ("Zorg enters play stunned"; its text box is not blank yet) and those of the other
    cards in play and of lasting effects ("Your creatures enter play ready"), for the player who
    puts it into play or the one it comes under (Scowly Caper): whatever order they apply in, a
    state one gives it is not undone by another that only changes who controls it. A card enters
    play exhausted unless one says "ready" (Exhausted, Ready). Every ability is asked, even once
    one says "ready": an effect for "the next creature you play" is spent on this card either
    way."""
    own = modifiers.behaviour(card)
    others = [(b, src) for b, src in modifiers.sources(g, "enters_play_status") if src is not card]
    status: set[str] = set()
    for seat in dict.fromkeys(seats):
        status.update(own.enters_play_status(g, card, card, seat))
        for b, src in others:
            status.update(b.enters_play_status(g, src, card, seat))
    return status


def enters_with_status(g: "Game", card: "CardInstance", status: set[str]) -> None:
    """Put the statuses a creature enters play with on it (stun, enrage), once it is in play."""
    from judge.engine.keyforge import effects as fx

    if "stunned" in status:
        fx.stun(g, card, card.title)
    if "enraged" in status:
        fx.enrage(g, card, card.title)


def _zone_word(source: str) -> str:
    return {"deck": "the top of the deck", "discard": "the discard pile", "under": "beneath a card"}.get(source, source)
