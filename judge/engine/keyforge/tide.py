"""The tide (Tide, Reference Cards; 2021 glossary; Dark Tidings).

"At the start of each game, the tide is neutral (neither high nor low). When
either player raises the tide, the tide becomes high for them and low for their
opponent. If the tide is already high for a player, they cannot raise the tide."

"During the active player’s turn, they may use the ability “Omni: Raise the tide.
Gain 3 chains.” This ability is granted by the game rules and not by a card
ability. Unlike most “Omni:” abilities, this ability does not require a player to
exhaust any card. A player can use this ability any number of times in a turn."
The Tide reference card (DT 000) only tracks it: it "never counts as a card in
play or under a player’s control".

One tide for the game (`Game.tide_high_for`: the seat it is high for, or None);
"if the tide is high" on a card means high for the one resolving the ability
(its controller). Raising it is the event "tide_raised" ("After you raise the
tide", "After a player raises the tide"): nothing triggers when the tide could
not be raised (FAQ, Cross Porpoises and Hydrocataloguer).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.state import other

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import Game

STATES = ("high", "low", "neutral")
OMNI_CHAINS = 3  # "Omni: Raise the tide. Gain 3 chains." (The Tide, DT 000)
TIDE_CARD = "The Tide"


def tide(g: "Game", seat: str) -> str:
    """The tide as `seat` sees it: high, low or neutral."""
    if g.tide_high_for is None:
        return "neutral"
    return "high" if g.tide_high_for == seat else "low"


def is_high(g: "Game", seat: str) -> bool:
    return tide(g, seat) == "high"


def is_low(g: "Game", seat: str) -> bool:
    return tide(g, seat) == "low"


def set_tide(g: "Game", seat: str, state: str) -> None:
    """Make the tide `state` as `seat` sees it (setup; "reset the tide": neutral)."""
    g.tide_high_for = {"high": seat, "low": other(seat), "neutral": None}[state]


def reset_tide(g: "Game", rule: str) -> None:
    """"Reset the tide" (Trial by Water): it becomes neutral again, neither high nor low for
    either player, as at the start of the game (Tide). Not a raising: nothing triggers."""
    was = tide(g, g.active)
    g.tide_high_for = None
    g.say(f"the tide is reset: it is neutral for both players (it was {was} for {g.active})", rule)


@modifiers.question
def cannot_raise(g: "Game", seat: str) -> tuple[str, str] | None:
    """(why `seat` cannot raise the tide now, rule or card cited), or None."""
    if not g.ruleset.tide:
        return f"rulebook {g.rulebook} has no tide", R.TIDE
    if is_high(g, seat):
        return f"the tide is already high for {seat}", R.TIDE
    found = modifiers.first(g, "cannot_raise_tide", seat)
    if found:
        return found[0], modifiers.cite(found[1], found[2])
    return None


def raise_tide(g: "Game", seat: str, rule: str) -> bool:
    """`seat` raises the tide: it becomes high for them and low for their opponent; abilities
    that trigger "after ... raises the tide" resolve. False (nothing happens, nothing
    triggers) when they cannot."""
    from judge.engine.keyforge.triggers import Event, fire

    blocked = cannot_raise(g, seat)
    if blocked:
        g.say(f"{seat} cannot raise the tide: {blocked[0]}", blocked[1])
        return False
    g.tide_high_for = seat
    g.say(f"{seat} raises the tide: it is high for {seat} and low for {other(seat)}", rule)
    fire(g, Event("tide_raised", None, seat))
    return True


def use_omni(g: "Game", seat: str) -> None:
    """The Omni the rules grant the active player: "Raise the tide. Gain 3 chains." Used in
    step 3 like other "Omni:" abilities, any number of times, exhausting no card; offered
    only while the tide can be raised (a player for whom it is high cannot raise it)."""
    from judge.engine.base import IllegalAction
    from judge.engine.keyforge.effects import gain_chains

    if g.step != "main":
        raise IllegalAction(f"the tide's “Omni:” ability is used in step 3, not the {g.step} step "
                            f"[{R.short(R.OMNI)}]")
    blocked = cannot_raise(g, seat)
    if blocked:
        raise IllegalAction(f"{seat} cannot raise the tide: {blocked[0]} [{R.short(blocked[1])}]")
    g.say(f"{seat} uses the tide's “Omni: Raise the tide. Gain 3 chains.” (granted by the rules, "
          "no card is exhausted)", R.TIDE)
    raise_tide(g, seat, R.TIDE)
    gain_chains(g, seat, OMNI_CHAINS, R.TIDE)
