"""What the active player may do now: `legal_actions(game)`.

Asking "is this legal here?" is separate from doing it, but never a second
copy of the rules: each action is offered exactly when the function the rules
use to refuse it (`play.blocked`, `use.blocked`, `discard.blocked`,
`turn.house_choices`) lets it through.

Example: with a ready Troll of the active house facing an enemy Krump,
legal_actions(g) holds Use("Troll", "reap") and Use("Troll", "fight", "Krump").

Cards are named as a fixture names them (id, else title); a copy that its
title cannot tell apart from another (two Trolls in different states) is named
by the card object itself, which the action values also accept.
"""
from __future__ import annotations

from judge.engine.base import ScenarioError
from judge.engine.keyforge import discard, modifiers, play, turn, use
from judge.engine.keyforge.actions import (ChooseHouse, Discard, EndTurn, NoHouse, Play, RaiseTide,
                                           Use, find, usable)
from judge.engine.keyforge.state import CardInstance, Game, other


def legal_actions(g: Game) -> list:
    """Every action the active player may take in the current step (none once the game is won)."""
    if g.winner:
        return []
    if g.step == "forge":
        return []  # Forge a Key is not a choice: the step resolves by itself
    with modifiers.steady(g):  # asking changes nothing: the active abilities are gathered once
        if g.step == "house":
            choices, _ = turn.house_choices(g, g.active)
            return [ChooseHouse(h) for h in choices] or [NoHouse()]
        out: list = []
        if g.step == "main":
            out += _plays(g) + _uses(g) + _discards(g) + _raise_tide(g)
    out.append(EndTurn())
    return out


def _plays(g: Game) -> list[Play]:
    out = []
    for c in _distinct(g.me.hand):
        reason, _, _ = play.blocked(g, c, g.active, "hand", None)
        if reason:
            continue
        ref = _ref(c, g.me.hand)
        out.append(Play(ref))
        if c.type == "creature" and g.me.battleline:
            out.append(Play(ref, "left"))  # Flank: either end of the battleline
    return out


def _uses(g: Game) -> list[Use]:
    out = []
    mine, foes = usable(g), g.creatures(other(g.active))
    for c in mine:
        for how in use.HOW:
            reason, _, _ = use.blocked(g, c, how, g.active, None, False)
            if reason:
                continue
            if how == "fight" and not c.stunned:
                out += [Use(_ref(c, mine), how, _ref(t, foes)) for t in use.attackable(g, c, g.active)]
            else:
                out.append(Use(_ref(c, mine), how))
    return out


def _raise_tide(g: Game) -> list[RaiseTide]:
    """The tide's "Omni:" ability, while the active player can raise the tide (Tide)."""
    from judge.engine.keyforge.tide import cannot_raise

    return [] if cannot_raise(g, g.active) else [RaiseTide()]


def _discards(g: Game) -> list[Discard]:
    return [Discard(_ref(c, g.me.hand)) for c in _distinct(g.me.hand)
            if discard.blocked(g, c, g.active)[0] is None]


def _distinct(hand: list[CardInstance]) -> list[CardInstance]:
    """Cards in hand, one of each set of copies (copies in hand are interchangeable)."""
    seen, out = set(), []
    for c in hand:
        key = c.alias or c.title
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out


def _ref(card: CardInstance, among: list[CardInstance]) -> "str | CardInstance":
    """How an action names `card` among `among`: its id or title when that finds it, else itself."""
    name = card.alias or card.title
    try:
        if find(among, name, "") is card:
            return name
    except ScenarioError:
        pass
    return card
