"""Hand-written cards of the second Worlds Collide sweep that change who controls a card: an
upgrade whose constant ability is control ("You control this creature.") and an action ability
whose control depends on the Æmber it moved (Shadowsaurus). The house a card belongs to while
under your control is the reader's `ControlledHouse` lasting effect (nodes/sweep_wc2_control.py)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.reader.nodes.sweep_wc2_control import ControlledHouse
from judge.engine.keyforge.state import other


class ControlWhileInPlay(LastingEffect):
    """Control of `taken` for as long as the card giving it (`source`) stays in play. Control: the
    most recent effect takes precedence; as this one ends, the most recent still in force applies
    again, else the player who controlled `taken` before them all (effects.release_control)."""

    until = "leaves play"

    def __init__(self, source, you, rule, taken):
        super().__init__(source, you, rule)
        self.taken = taken

    def ended(self, g):
        fx.release_control(g, self.taken, self, self.rule)


def take_control_while_in_play(g, src, seat: str, taken, rule: str, said: str) -> None:
    """`seat` takes control of `taken` until `src` leaves play."""
    held = ControlWhileInPlay(src, seat, rule, taken)
    fx.take_control(g, taken, seat, rule, held_by=held)
    fx.add_lasting(g, held, said)


@card("Collar of Subordination")
class CollarOfSubordination(Behaviour):
    """You control this creature. (A constant ability of the upgrade: while it is attached, its
    controller takes control of the creature; a later effect that takes control of it takes
    precedence (Control); when the upgrade leaves play, its control ends.)"""

    def condition_effect(self, g, src):
        host = src.attached_to
        if host is None or src.controller is None or not g.in_play(host):
            return None
        if host.controller == src.controller == host.owner and not host.claims:
            return None  # its own: no effect to take precedence over
        # otherwise it takes control, even from an effect that gave its controller the creature
        # already (Harland Mindlock's: the Collar is then the most recent, and holds it when that
        # ends), or when nothing holds it (a fixture's setup: the Collar is what does)
        if fx.control_since(host, src):
            return None  # it took control already, or a more recent effect did: that one takes precedence

        def take():
            take_control_while_in_play(g, src, src.controller, host, src.title,
                                       f"{src.controller} controls {host.name} while {src.name} is attached to it")

        return take


@card("Shadowsaurus")
class Shadowsaurus(Behaviour):
    """Action: Move each A from an enemy creature to your opponent’s pool. If there was at least
    1A on that creature, take control of it. While under your control, it belongs to house
    Shadows."""

    def action(self, g, src, you):
        target = fx.choose(g, "an enemy creature to move its Æmber to your opponent's pool",
                           fx.enemy(g, you), none="there is no enemy creature")
        if target is None:
            return
        had = target.amber
        fx.aember_to_pool(g, target, other(you), None, src.title)
        if not had:
            g.say(f"there was no Æmber on {target.name}: {you} does not take control of it", src.title)
            return
        fx.take_control(g, target, you, src.title)
        if g.in_play(target) and target.controller == you:
            fx.add_lasting(g, ControlledHouse(src, you, src.title, target, "shadows", False),
                           f"while under {you}'s control, {target.name} belongs to house shadows")
