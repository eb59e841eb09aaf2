"""Hand-written cards of the cota-aoa sweep that take control of cards or send cards away: "take
control of an enemy flank creature (until Harland Mindlock leaves play)", "archive the creature
Collector Worm fights; if that creature leaves your archives, put it in its owner's hand
instead", "for each one returned this way, deal 2D ... with 2D splash", "purge any number of
cards from your archives to deal an additional 2D"."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.damage import Hit
from judge.engine.keyforge.state import other
from judge.engine.keyforge.cards.hand.sweep_wc2_control import take_control_while_in_play


def _enemy_flank(g, you):
    return [c for c in g.creatures(other(you)) if g.on_flank(c)]


@card("Smiling Ruth")
class SmilingRuth(Behaviour):
    """Elusive. Reap: If you forged a key this turn, take control of an enemy flank creature."""

    def reap(self, g, src, you):
        if not any(e.kind == "forged" and e.seat == you for e in g.turn.events):
            g.say(f"{you} has not forged a key this turn: nothing happens", src.title)
            return
        target = fx.choose(g, "an enemy flank creature to take control of", _enemy_flank(g, you),
                           none="there is no enemy flank creature")
        if target is not None:
            fx.take_control(g, target, you, src.title)


@card("Harland Mindlock")
class HarlandMindlock(Behaviour):
    """Play: Take control of an enemy flank creature until Harland Mindlock leaves play."""

    def play(self, g, src, you):
        target = fx.choose(g, "an enemy flank creature to take control of", _enemy_flank(g, you),
                           none="there is no enemy flank creature")
        if target is None:
            return
        take_control_while_in_play(g, src, you, target, src.title,
                                   f"{you} controls {target.name} until Harland Mindlock leaves play")


class _BackToHand(LastingEffect):
    """"If that creature leaves your archives, put it in its owner's hand instead"."""

    until = "never"

    def __init__(self, source, you, rule, archived):
        super().__init__(source, you, rule)
        self.archived = archived

    def leaving_zone_redirect(self, g, src, c, from_zone, to_zone):
        if c is self.archived and from_zone == "archives":
            return "hand"
        return None


@card("Collector Worm")
class CollectorWorm(Behaviour):
    """Fight: Archive the creature Collector Worm fights. If that creature leaves your archives,
    put it in its owner's hand instead."""

    def fight(self, g, src, you):
        fought = next((e.data["defender"] for e in reversed(g.events) if e.kind == "fight" and e.card is src), None)
        if fought is None or not g.in_play(fought):
            g.say("the creature Collector Worm fights is not in play: it is not archived", R.RESOLVE_AS_MUCH)
            return
        archived = fx.archive(g, fought, you, src.title)
        if archived is not None:
            fx.add_lasting(g, _BackToHand(src, you, src.title, archived),
                           f"if {archived.name} leaves {you}'s archives it goes to its owner's hand instead")


@card("Ortannu the Chained")
class OrtannuTheChained(Behaviour):
    """Reap: Return each copy of Ortannu’s Binding from your discard pile to your hand. For each
    one returned this way, deal 2D to a creature, with 2D splash. (Splash: the creature's
    neighbors are dealt the splash damage too. Each instance's creature is chosen in turn, the
    damage dealt as damage.deal_chosen says: under the 2021 rulebook all at once.)"""

    def reap(self, g, src, you):
        copies = [c for c in g.player(you).discard if c.title == "Ortannu’s Binding"]
        returned = [c for c in copies if fx.return_to_hand(g, c, src.title) is not None]
        g.say(f"{len(returned)} cop{'y' if len(returned) == 1 else 'ies'} of Ortannu’s Binding returned this way",
              R.THIS_WAY)

        def pick() -> list:
            target = fx.choose(g, "a creature to deal 2 damage to, with 2 splash", g.creatures(),
                               none="there is no creature")
            return [] if target is None else [Hit(target, 2, src)] + [Hit(n, 2, src) for n in g.neighbors(target)]

        fx.deal_chosen(g, [pick] * len(returned), src.title)


@card("Destructive Analysis")
class DestructiveAnalysis(Behaviour):
    """Play: Deal 2D to a creature. You may purge any number of cards from your archives to deal
    an additional 2D to the same creature for each card purged this way. (The 2 and the
    additional damage are dealt at once, as all of one ability's damage is: Damage; under a
    rulebook without that rule they stay two instances: damage.deal.)"""

    def play(self, g, src, you):
        target = fx.choose(g, "a creature to deal 2 damage to", g.creatures(), none="there is no creature")
        if target is None:
            return
        archives = g.player(you).archives
        chosen = fx.choose_up_to(g, "a card to purge from your archives", archives, len(archives)) if archives else []
        purged = sum(1 for c in chosen if fx.purge(g, c, src.title))  # "this way": those really purged
        if chosen:
            g.say(f"{purged} card{'s' if purged != 1 else ''} purged this way", R.THIS_WAY)
        else:
            g.say(f"{you} purges no card", R.MAY)
        fx.deal(g, [Hit(target, 2, src)] + ([Hit(target, 2 * purged, src)] if purged else []), src.title)
