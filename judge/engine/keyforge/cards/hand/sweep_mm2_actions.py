"""Hand-written cards of the second Mass Mutation sweep that resolve one-off sentences: Æmber
moved to the common supply more when a card is in the discard pile (Monument to Ludo), damage
equal to an archived creature's power (Blast from the Past), a ward removed before damage armor
cannot prevent (Hadron Collision), an upgrade that moves to a neighbor (Blast Shielding). Each
docstring quotes the printed text; the effects are the vocabulary's."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card
from judge.text import fold


@card("Monument to Ludo")
class MonumentToLudo(Behaviour):
    """Action: Move 1A from a creature to the common supply. If Praefectus Ludo is in your
    discard pile, move 2A from that creature to the common supply instead."""

    def action(self, g, src, you):
        target = fx.choose(g, "a creature to move Æmber from", g.creatures(), none="there is no creature")
        if target is None:
            return
        ludo = any(fold(c.printed.title) == "praefectus ludo" for c in g.player(you).discard)
        if ludo:
            g.say("Praefectus Ludo is in the discard pile: 2 Æmber instead of 1", src.title)
        fx.aember_to_supply(g, target, src.title, 2 if ludo else 1)


@card("Blast from the Past")
class BlastFromThePast(Behaviour):
    """Play: Exalt a friendly creature. Archive a Saurian creature from your discard pile. Deal
    damage equal to the archived creature's power to an enemy creature. (Out of play, a card's
    power is its printed power; with nothing archived no damage is dealt.)"""

    def play(self, g, src, you):
        friend = fx.choose(g, "a friendly creature to exalt", fx.friendly(g, you), none=f"{you} has no creature")
        if friend is not None:
            fx.exalt(g, friend, src.title)
        saurians = [c for c in g.player(you).discard if c.type == "creature" and modifiers.belongs_to(g, c, "saurian")]
        pick = fx.choose(g, "a Saurian creature to archive from the discard pile", saurians,
                         none="there is no Saurian creature in the discard pile")
        archived = fx.archive(g, pick, you, src.title) if pick is not None else None
        if archived is None:
            g.say("no creature was archived: no damage is dealt", R.RESOLVE_AS_MUCH)
            return
        n = archived.printed.power
        target = fx.choose(g, f"an enemy creature to deal {n} damage to", fx.enemy(g, you),
                           none="there is no enemy creature")
        if target is not None and n:
            fx.deal(g, [fx.Hit(target, n, src)], src.title)


@card("Hadron Collision")
class HadronCollision(Behaviour):
    """Play: Remove a ward from a creature and deal 3D to it. This damage cannot be prevented by
    armor. (Any creature; without a ward the damage is still dealt: Resolve As Much As You Can.)"""

    def play(self, g, src, you):
        target = fx.choose(g, "a creature to remove a ward from and deal 3 damage to", g.creatures(),
                           none="there is no creature")
        if target is None:
            return
        fx.remove_ward(g, target, src.title)
        with fx.armor_cannot_prevent(g, src):
            fx.deal(g, [fx.Hit(target, 3, src)], src.title)


@card("Blast Shielding")
class BlastShielding(Behaviour):
    """This creature gets +2 armor. After this creature is used, its controller may attach Blast
    Shielding to one of this creature's neighbors."""

    def armor(self, g, src, creature):
        return 2 if creature is src.attached_to else 0

    def on(self, g, src, event):
        host = src.attached_to
        if event.kind != "after_use" or host is None or event.card is not host:
            return None

        def move():
            if src.attached_to is not host or not g.in_play(host):
                g.say("Blast Shielding is no longer on that creature", R.RESOLVE_AS_MUCH)
                return
            near = g.neighbors(host)
            if not near:
                g.say(f"{host.name} has no neighbor", R.RESOLVE_AS_MUCH)
            elif g.decide.may(f"attach Blast Shielding to one of {host.name}'s neighbors"):
                to = fx.choose(g, "a neighbor to attach Blast Shielding to", near)
                fx.attach(g, src, to, host.controller, src.title)

        return move
