"""Hand-written cards of the second Worlds Collide sweep that change who controls a card: an
upgrade whose constant ability is control ("You control this creature.") and an action ability
whose control depends on the Æmber it moved (Shadowsaurus). The house a card belongs to while
under your control is the reader's `ControlledHouse` lasting effect (nodes/sweep_wc2_control.py)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.reader.nodes.sweep_wc2_control import ControlledHouse
from judge.engine.keyforge.state import other


class ControlWhileInPlay(LastingEffect):
    """Control of `taken` for as long as the card giving it (`source`) stays in play; as it leaves
    play, control returns to the player who controlled `taken` before (Control: the most recent
    effect takes precedence; when it ends, the earlier control applies again)."""

    until = "leaves play"

    def __init__(self, source, you, rule, taken, before: str):
        super().__init__(source, you, rule)
        self.taken, self.before = taken, before

    def ended(self, g):
        if g.in_play(self.taken) and self.taken.controller != self.before:
            g.say(f"{self.source.name} left play: control of {self.taken.name} returns to {self.before}", self.rule)
            fx.take_control(g, self.taken, self.before, self.rule)


@card("Collar of Subordination")
class CollarOfSubordination(Behaviour):
    """You control this creature. (A constant ability of the upgrade: while it is attached, its
    controller controls the creature; when the upgrade leaves play, the creature goes back to
    the player who controlled it before.)"""

    def condition_effect(self, g, src):
        host = src.attached_to
        if host is None or src.controller is None or host.controller == src.controller or not g.in_play(host):
            return None

        def take():
            before = host.controller
            fx.take_control(g, host, src.controller, src.title)
            held = any(isinstance(e, ControlWhileInPlay) and e.source is src for e in g.lasting)
            if not held:
                fx.add_lasting(g, ControlWhileInPlay(src, src.controller, src.title, host, before),
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
