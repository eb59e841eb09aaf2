"""Keys and their colours (Keys: "Each player has one key of each color: red, blue, and yellow.
Some card abilities may reference the color of your keys, including which of your keys are forged
or unforged."; Forge a Key: "that player flips any one of their key tokens over to its forged
side").

Which key is forged, or unforged, is its player's choice. It is asked only while a card in play
refers to the colour of a key (`Behaviour.names_key_colours`: The Red Baron): otherwise no card
can tell the keys apart, and the engine takes them in the rulebook's order, red, blue, yellow
(and unforges the key forged last), asking nothing. That order is also what an unstated answer
means (a forge step a scenario starts at has no `choose`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.keyforge import modifiers
from judge.engine.keyforge.state import KEY_COLOURS

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import Game


def colours_matter(g: "Game") -> bool:
    """Does a card in play refer to the colour of a key?"""
    return any(modifiers.behaviour(c).names_key_colours for c in g.cards_in_play())


def forged(g: "Game", seat: str) -> list[str]:
    """The colours of `seat`'s forged keys, as many as their forged keys (a count set without
    colours takes them in the rulebook's order)."""
    p = g.player(seat)
    out = list(p.forged[:max(p.keys, 0)])
    out += [c for c in KEY_COLOURS if c not in out][:max(p.keys - len(out), 0)]
    return out


def forge(g: "Game", seat: str) -> str | None:
    """The colour of the key `seat` forges now (recorded as forged), or None when all three are."""
    p = g.player(seat)
    p.forged = forged(g, seat)
    unforged = [c for c in KEY_COLOURS if c not in p.forged]
    if not unforged:
        return None
    colour = unforged[0]
    if len(unforged) > 1 and colours_matter(g):  # unstated (a forge step a scenario starts at): that order
        colour = g.decide.option(f"which of {seat}'s keys to forge", unforged, default=colour)
    p.forged.append(colour)
    return colour


def unforge(g: "Game", seat: str) -> str | None:
    """The colour of the forged key of `seat` that is unforged now, or None when none is."""
    p = g.player(seat)
    p.forged = forged(g, seat)
    if not p.forged:
        return None
    colour = p.forged[-1]
    if len(p.forged) > 1 and colours_matter(g):
        colour = g.decide.option(f"which of {seat}'s forged keys is unforged", list(p.forged), default=colour)
    p.forged.remove(colour)
    return colour


def is_forged(g: "Game", seat: str, colour: str) -> bool:
    return colour in forged(g, seat)


def named(g: "Game", colour: str | None) -> str:
    """" (red key)" in the trace, while colours matter."""
    return f" ({colour} key)" if colour and colours_matter(g) else ""
