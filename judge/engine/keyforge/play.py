"""Playing cards (Playing Cards, Æmber Bonus, Play, Card Types, First Turn Rule,
The Rule of Six, Alpha, Using Cards via Other Card Abilities).

A card is played from hand in step 3 if it belongs to the active house (or a
card ability permits it); a card ability may play a card from elsewhere, of
any house. When a card cannot be played by an ability, it stays where it was.
Order: the card enters play (or is revealed, for an action), its Æmber bonus
is gained, then its "Play:" abilities resolve; an action card then goes to
its owner's discard pile.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.base import IllegalAction
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.triggers import Event, fire, pending, resolve_bold

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game


def permission(g: "Game", card: "CardInstance", you: str):
    """(ability, source) of a card ability that lets `you` play `card` now, or None."""
    for b, src in modifiers.sources(g):
        if b.may_play(g, src, you, card):
            return b, src
    return None


def blocked(g: "Game", card: "CardInstance", you: str, source: str, via) -> tuple[str | None, tuple | None, str]:
    """(reason it cannot be played or None, permission it needs, rule cited)."""
    reason, needs, rule = blocked_as_it_is(g, card, you, source, via)
    if reason:
        return reason, needs, rule
    reason, rule = blocked_as_played(g, card, you)
    return reason, (None if reason else needs), rule


def blocked_as_it_is(g: "Game", card: "CardInstance", you: str, source: str, via) -> tuple[str | None, tuple | None, str]:
    """The step, house and First Turn checks, with the permission they need, and an upgrade's
    need of a creature to attach to: they apply to the card as it is where it is played from. A copy ("treat it as a copy of ...", Mimicry) takes
    effect only as it is played, so its house is the card's own and the permission it uses
    (Phase Shift's "one non-Logos card") is spent on that card."""
    if via is None and g.step != "main":
        return f"cards are played in step 3, not the {g.step} step", None, R.PLAYING_CARDS
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
    return None, ""


def play(g: "Game", card: "CardInstance", you: str, *, source: str, via=None,
         flank: str | None = None) -> bool:
    """Play a card; False when an ability tried to play a card that cannot be played."""
    from judge.engine.keyforge.destroy import settle
    from judge.engine.keyforge.zones import detach, enter_battleline, entering_controller

    reason, needs, rule = blocked_as_it_is(g, card, you, source, via)
    if not reason:
        copy = modifiers.behaviour(card).as_played(g, card, you)
        if copy is not None:
            card.copy_of = copy
            g.say(f"{card.card.title} is played as a copy of {copy.title} ({copy.ref})", card.card.title)
        reason, rule = blocked_as_played(g, card, you)
    if reason:
        card.copy_of = None
        if via is not None:
            g.say(f"{card.name} cannot be played ({reason}): it stays in {source}", rule)
            return False
        raise IllegalAction(f"cannot play {card.name}: {reason} [{R.short(rule)}]")
    if needs:
        b, src = needs
        b.uses_permission(g, src, you, card)
        g.say(f"{card.alias or card.card.title} is played with the permission of {src.name}", src.title)
    detach(g, card)
    if source == "hand" and via is None:
        g.turn.played_from_hand += 1
    g.turn.uses[card.title] = g.turn.uses.get(card.title, 0) + 1
    if via is None:
        g.turn.actions_taken += 1
    printed = card.printed
    g.say(f"play {card.name} ({printed.ref}) from {_zone_word(source)}", R.PLAYING_CARDS)
    if printed.amber:
        from judge.engine.keyforge.effects import gain

        gain(g, you, printed.amber, R.AEMBER_BONUS)
    if card.type == "creature":
        side = flank or "right"  # SCENARIOS.md: the right flank unless the action says left
        seat = entering_controller(g, card, you)
        enter_battleline(g, card, seat, side)
        card.exhausted = not enters_ready(g, card, (you, seat))
        state = "exhausted" if card.exhausted else "ready"
        g.say(f"{card.name} enters play {state} on the {side} flank of {seat}'s battleline", R.CREATURES)
        enters_stunned(g, card)
    elif card.type == "artifact":
        seat = entering_controller(g, card, you)
        g.player(seat).artifacts.append(card)
        card.controller = seat
        card.exhausted = not enters_ready(g, card, (you, seat))
        g.say(f"{card.name} enters play {'exhausted' if card.exhausted else 'ready'}", R.ARTIFACTS)
    elif card.type == "upgrade":
        host = g.decide.card(f"creature to attach {card.name} to", g.creatures())
        host.upgrades.append(card)
        card.attached_to = host
        card.controller = you
        g.say(f"{card.name} enters play attached to {host.name}", R.UPGRADES)
    else:
        g.limbo.append(card)
    settle(g)  # a constant ability may destroy a creature at once (before anything triggers)
    if card.type == "action":  # "after an action card is played but before it resolves"
        fire(g, Event("action_revealed", card, you))
    behaviour = modifiers.in_play(g, card) if g.in_play(card) else modifiers.behaviour(card)
    if modifiers.blank(g, card):
        g.say(f"{card.name}'s text box is considered blank: its abilities and keywords do not apply "
              "while it is in play", R.PLAY)
    play_ability = []
    if behaviour.has("play"):
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
    omega = modifiers.keyword(g, card, "omega") > 0  # the card as played (a copy has the copied keywords)
    if card in g.limbo:
        g.limbo.remove(card)
        card.copy_of = None
        g.player(card.owner).discard.insert(0, card)
        g.say(f"{card.name} goes to {card.owner}'s discard pile", R.ACTION_CARDS)
    elif card.type == "action":
        card.copy_of = None
    if omega:
        from judge.engine.keyforge.turn import end_step

        end_step(g, f"{card.name} has omega and was played")
    return True


def entered_play(g: "Game", card: "CardInstance") -> list:
    """The abilities that trigger because a card entered play ("after it enters play"),
    to resolve with the others at that timing point; none when it is no longer in play."""
    if not g.in_play(card):
        return []
    event = Event("entered", card, card.controller)
    g.emit(event)
    return pending(g, event)


def enters_stunned(g: "Game", card: "CardInstance") -> None:
    """A creature whose own ability says it enters play stunned ("enters play stunned")."""
    if modifiers.behaviour(card).enters_play_stunned(g, card, card):
        from judge.engine.keyforge.effects import stun

        stun(g, card, card.title)


def enters_ready(g: "Game", card: "CardInstance", seats) -> bool:
    """Abilities that change how a card enters play apply as it enters play, before it is in
    play: its own ("enters play ready"; its text is not blank yet) and those of cards in play
    ("your creatures enter play ready"), for the player who puts it into play or the one it
    comes under (Scowly Caper). Whatever order they apply in, one that readies it is not undone
    by another that only changes who controls it: it enters play ready."""
    b = modifiers.behaviour(card)
    return any(b.enters_play_ready(g, card, card, s) or any(
        x.enters_play_ready(g, src, card, s) for x, src in modifiers.sources(g) if src is not card)
        for s in dict.fromkeys(seats))


def _zone_word(source: str) -> str:
    return {"deck": "the top of the deck", "discard": "the discard pile", "under": "beneath a card"}.get(source, source)
