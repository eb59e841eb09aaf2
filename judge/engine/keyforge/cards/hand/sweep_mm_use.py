"""Hand-written cards of the Mass Mutation sweep that use, ready, fight with or play other cards:
a friendly Star Alliance card, an artifact of any player, a swapped creature, several fights one
at a time, a card not of the active house. Each docstring quotes the printed text; the effects
are the vocabulary's (effects.use_any, use_as_if_yours, fight_with, swap, ready)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.triggers import Event


@card("Exchange Officer")
class ExchangeOfficer(Behaviour):
    """Play/Fight/Reap: Use a friendly Star Alliance card. (A card in play: a creature or an
    artifact; any house may be used this way: Using Cards via Other Card Abilities.)"""

    def play(self, g, src, you):
        allies = [c for c in g.cards_in_play() if c.controller == you and modifiers.belongs_to(g, c, "staralliance")
                  and c.type in ("creature", "artifact")]
        ally = fx.choose(g, "a friendly Star Alliance card to use", allies,
                         none=f"{you} has no Star Alliance card in play")
        if ally is not None:
            fx.use_any(g, ally, you, via=src)

    fight = reap = play


@card("Kartanoo")
class Kartanoo(Behaviour):
    """Reap: Use an artifact controlled by any player as if it were yours. (Your own artifact is
    simply used; another player's is used as if it were yours: As If It Were Yours.)"""

    def reap(self, g, src, you):
        art = fx.choose(g, "an artifact to use as if it were yours", g.artifacts(), none="there is no artifact in play")
        if art is None:
            return
        if art.controller == you:
            fx.use_any(g, art, you, via=src)
        else:
            fx.use_as_if_yours(g, art, you, via=src)


@card("Teleporter Chief Tink")
class TeleporterChiefTink(Behaviour):
    """Action: Swap Teleporter Chief Tink with another friendly creature in the battleline. You
    may use that other creature this turn. (A permission, not a decision: it holds for the rest
    of the turn, whatever the creature's house.)"""

    def action(self, g, src, you):
        partner = fx.choose(g, "another friendly creature to swap with", [c for c in fx.friendly(g, you) if c is not src],
                            none=f"{you} has no other creature to swap with")
        if partner is None or not fx.swap(g, src, partner, src.title):
            return
        fx.add_lasting(g, _MayUse(src, you, src.title, target=partner), f"{you} may use {partner.name} this turn")


class _MayUse(LastingEffect):
    """You may use that creature this turn (any house)."""

    def may_use(self, g, src, seat, card, how):
        return seat == self.you and card is self.target


@card("Essence Scale")
class EssenceScale(Behaviour):
    """Action: Destroy a friendly creature. If you do, ready and use a friendly creature that
    shares a house with the destroyed creature."""

    def action(self, g, src, you):
        victim = fx.choose(g, "a friendly creature to destroy", fx.friendly(g, you),
                           none=f"{you} has no creature to destroy")
        if victim is None:
            return
        house = modifiers.house_of(g, victim)
        if victim not in fx.destroy(g, [victim]):
            g.say(f"{victim.name} was not destroyed: no creature is readied or used", R.IF_YOU_DO)
            return
        mate = fx.choose(g, f"a friendly {house} creature to ready and use",
                         [c for c in fx.friendly(g, you) if modifiers.belongs_to(g, c, house)],
                         none=f"{you} has no other {house} creature")
        if mate is not None:
            fx.ready(g, mate, src.title)
            fx.use_any(g, mate, you, via=src)


@card("Scout", "Scout (MM 408)")
class Scout(Behaviour):
    """Play: For the remainder of the turn, up to 2 friendly creatures gain skirmish. Then, fight
    with those creatures one at a time. (In the order they were chosen. Mass Mutation prints it
    without "Then,": sentences resolve in order either way.)"""

    def play(self, g, src, you):
        chosen = fx.choose_up_to(g, "a friendly creature to gain skirmish", fx.friendly(g, you), 2)
        for c in chosen:
            fx.add_lasting(g, _GainsSkirmish(src, you, src.title, target=c),
                           f"{c.name} gains skirmish for the remainder of the turn")
        for c in chosen:
            if g.in_play(c):
                fx.fight_with(g, c, you, via=src)


class _GainsSkirmish(LastingEffect):
    def keywords(self, g, src, creature):
        return {"skirmish": 1} if creature is self.target else {}


@card("One Stood Against Many")
class OneStoodAgainstMany(Behaviour):
    """Play: Ready and fight with a friendly creature 3 times, each time against a different enemy
    creature. Resolve these fights one at a time. (It stops when the creature has left play or no
    enemy creature it has not fought can be attacked; a fight that only removes its stun fights
    no creature, so uses up none of them.)"""

    def play(self, g, src, you):
        from judge.engine.keyforge.use import attackable, use

        hero = fx.choose(g, "a friendly creature to ready and fight with", fx.friendly(g, you),
                         none=f"{you} has no creature")
        if hero is None:
            return
        fought: list = []
        for time in range(1, 4):
            if not g.in_play(hero):
                g.say(f"{hero.name} has left play: no more fights", R.RESOLVE_AS_MUCH)
                return
            fx.ready(g, hero, src.title)
            if hero.stunned:  # Stun: using it only removes the stun; no creature is fought
                use(g, hero, "fight", you, via=src)
                continue
            foes = [c for c in attackable(g, hero, you) if c not in fought]
            foe = fx.choose(g, f"a different enemy creature for fight {time} of 3", foes,
                            none=f"there is no other enemy creature {hero.name} may fight")
            if foe is None:
                return
            fought.append(foe)
            use(g, hero, "fight", you, via=src, target=foe)


@card("Captain Val Jericho")
class CaptainValJericho(Behaviour):
    """During your turn, if Captain Val Jericho is in the center of your battleline, you may play 1
    card that is not of the active house. (A permission for one card each turn: Center of the
    Battleline.)"""

    def may_play(self, g, src, seat, c):
        from judge.engine.keyforge.reader.nodes.conditions_board import in_center

        return (seat == src.controller == g.active and not modifiers.belongs_to(g, c, g.active_house) and in_center(g, src)
                and not any(e.kind == "permission_used" and e.card is src for e in g.turn.events))

    def uses_permission(self, g, src, seat, c):
        g.emit(Event("permission_used", src, seat, {"card": c}))
