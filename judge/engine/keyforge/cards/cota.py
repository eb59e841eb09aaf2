"""Call of the Archons (CoTA) card behaviours, one class per card, in collector order.

Each class implements the card's text as it reads under the fixture's
rulebook (errata applied by judge.cards.data); the docstring quotes it.
"""
from __future__ import annotations

from judge.engine.keyforge import copies
from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.state import other


# -- Brobnar ---------------------------------------------------------------------------
@card("Valdr")
class Valdr(Behaviour):
    """Valdr deals +2D while attacking an enemy creature on the flank."""

    def fight_damage_bonus(self, g, src, attacker, defender):
        return 2 if attacker is src and g.on_flank(defender) else 0


@card("Kelifi Dragon")
class KelifiDragon(Behaviour):
    """Kelifi Dragon cannot be played unless you have 7A or more. Fight/Reap: Gain 1A. Deal 5D to a creature."""

    def cannot_play(self, g, src, seat, played):
        if played is src and g.player(seat).amber < 7:
            return f"Kelifi Dragon cannot be played unless you have 7 Æmber or more ({seat} has {g.player(seat).amber})"
        return None

    def reap(self, g, src, you):
        fx.gain(g, you, 1, src.title)
        target = fx.choose(g, "a creature to deal 5 damage to", g.creatures())
        if target:
            fx.damage(g, target, 5, src, src.title)

    fight = reap


@card("Krump")
class Krump(Behaviour):
    """After an enemy creature is destroyed fighting Krump, its controller loses 1A."""

    def on(self, g, src, event):
        if event.kind == "destroyed" and event.data.get("fighting") is src and event.seat != src.controller:
            return lambda: fx.lose(g, event.seat, 1, src.title)
        return None


@card("Looter Goblin")
class LooterGoblin(Behaviour):
    """Reap: For the remainder of the turn, gain 1A each time an enemy creature is destroyed."""

    def reap(self, g, src, you):
        fx.add_lasting(g, _GainOnEnemyDestroyed(src, you, src.title),
                       "for the remainder of the turn, gain 1 Æmber each time an enemy creature is destroyed")


class _GainOnEnemyDestroyed(LastingEffect):
    def on(self, g, src, event):
        if event.kind == "destroyed" and event.card_type == "creature" and event.seat == other(self.you):
            return lambda: fx.gain(g, self.you, 1, self.rule)
        return None


@card("Pingle Who Annoys")
class PingleWhoAnnoys(Behaviour):
    """Elusive. Deal 1D to each enemy creature after it enters play."""

    def on(self, g, src, event):
        c = event.card
        if event.kind == "entered" and c.type == "creature" and c.controller not in (None, src.controller):
            return lambda: fx.damage(g, c, 1, src, src.title)
        return None


@card("Rock-Hurling Giant")
class RockHurlingGiant(Behaviour):
    """During your turn, each time you discard a Brobnar card from your hand, you may deal 4D to a
    creature. (Rock-Hurling Giant is the source of that damage.)"""

    def on(self, g, src, event):
        you = src.controller
        if (event.kind == "discarded" and event.data.get("from") == "hand" and event.seat == you
                and g.active == you and modifiers.belongs_to(g, event.card, "brobnar")):
            def run():
                if not g.creatures():
                    g.say("there is no creature in play", R.RESOLVE_AS_MUCH)
                    return
                if not g.decide.may("deal 4 damage to a creature"):
                    g.say(f"{you} chooses not to deal damage", R.MAY)
                    return
                target = fx.choose(g, "a creature to deal 4 damage to", g.creatures())
                fx.damage(g, target, 4, src, src.title)
            return run
        return None

# -- Dis ---------------------------------------------------------------------------------
@card("Poltergeist")
class Poltergeist(Behaviour):
    """Play: Use an artifact controlled by any player as if it were yours. Destroy that artifact."""

    def play(self, g, src, you):
        art = fx.choose(g, "an artifact to use", g.artifacts(), none="there is no artifact in play")
        if art is None:
            return
        fx.use_as_if_yours(g, art, you, via=src)
        fx.destroy(g, [art])


@card("Tendrils of Pain")
class TendrilsOfPain(Behaviour):
    """Play: Deal 1D to each creature. Deal an additional 3D to each creature if your opponent
    forged a key on their previous turn. (Erratum, 2021: "Deal 4 to each creature instead if
    ...": one instance of 4 damage replaces the 1, where the printed text adds a second one.)"""

    def play(self, g, src, you):
        forged = fx.forged_last_turn(g, other(you)) > 0
        creatures = g.creatures()
        if forged:
            g.say(f"{other(you)} forged a key on their previous turn", src.title)
        if "instead" in src.printed.text.lower():
            n = 4 if forged else 1
            fx.deal(g, [fx.Hit(c, n, src) for c in creatures], src.title)
            return
        hits = [fx.Hit(c, 1, src) for c in creatures]
        if forged:
            hits += [fx.Hit(c, 3, src) for c in creatures]
        fx.deal(g, hits, src.title)


@card("Key Hammer")
class KeyHammer(Behaviour):
    """Play: If your opponent forged a key on their previous turn, unforge it. Your opponent gains 6A."""

    def play(self, g, src, you):
        foe = other(you)
        forged = fx.forged_last_turn(g, foe)
        if forged:
            if forged > 1:
                g.say(f"{foe} forged {forged} keys on their previous turn: Key Hammer unforges a single "
                      "one of them", src.title)
            fx.unforge(g, foe, R.UNFORGE)
        else:
            g.say(f"{foe} did not forge a key on their previous turn: nothing is unforged", src.title)
        fx.gain(g, foe, 6, src.title)


@card("Overlord Greking")
class OverlordGreking(Behaviour):
    """After an enemy creature is destroyed fighting Overlord Greking, put that creature into
    play under your control."""

    def on(self, g, src, event):
        if (event.kind == "destroyed" and event.data.get("fighting") is src
                and event.seat != src.controller and event.card_type == "creature"):
            return lambda: fx.put_into_play(g, event.card, src.controller, src.title)
        return None


@card("Tolas")
class Tolas(Behaviour):
    """Elusive. Each time a creature is destroyed, its opponent gains 1A."""

    def on(self, g, src, event):
        if event.kind == "destroyed" and event.card_type == "creature" and event.seat:
            return lambda: fx.gain(g, other(event.seat), 1, src.title)
        return None


@card("Pitlord")
class Pitlord(Behaviour):
    """Taunt. While Pitlord is in play you must choose Dis as your active house."""

    def must_choose_house(self, g, src, seat):
        return "dis" if seat == src.controller else None


@card("Restringuntus")
class Restringuntus(Behaviour):
    """Play: Choose a house. Your opponent cannot choose that house as their active house
    until Restringuntus leaves play."""

    def play(self, g, src, you):
        house = fx.name_house(g, you, "Restringuntus", src.title)
        fx.add_lasting(g, _CannotChoose(src, you, src.title, house),
                       f"{other(you)} cannot choose {house} as their active house until Restringuntus leaves play")


class _CannotChoose(LastingEffect):
    until = "leaves play"

    def __init__(self, source, you, rule, house):
        super().__init__(source, you, rule)
        self.house = house

    def cannot_choose_houses(self, g, src, seat):
        return {self.house} if seat == other(self.you) else set()


@card("Gabos Longarms")
class GabosLongarms(Behaviour):
    """Before Fight: Choose a creature. Gabos Longarms deals damage to that creature rather
    than the one it is fighting."""

    def before_fight(self, g, src, you):
        target = fx.choose(g, "a creature for Gabos Longarms to deal its damage to", g.creatures())
        if target:
            fx.add_lasting(g, _FightDamageTo(src, you, src.title, target),
                           f"Gabos Longarms will deal its damage to {target.name} rather than the creature it fights")


class _FightDamageTo(LastingEffect):
    until = "fight"

    def fight_damage_target(self, g, src, attacker):
        return self.target if attacker is self.source else None


# -- Logos ---------------------------------------------------------------------------------
@card("Library Access")
class LibraryAccess(Behaviour):
    """Play: For the remainder of the turn, each time you play another card, draw a card.
    (Erratum, v1.3 on: ... Purge Library Access.)"""

    def play(self, g, src, you):
        fx.add_lasting(g, _DrawOnPlay(src, you, src.title),
                       "for the remainder of the turn, each time you play another card, draw a card")
        if "purge library access" in src.printed.text.lower():
            fx.purge(g, src, src.title)


class _DrawOnPlay(LastingEffect):
    def on(self, g, src, event):
        if event.kind == "played" and event.seat == self.you and event.card is not self.source:
            return lambda: fx.draw(g, self.you, 1, self.rule)
        return None


@card("Dimension Door")
class DimensionDoor(Behaviour):
    """Play: For the remainder of the turn, any A you would gain from reaping is stolen from your
    opponent instead."""

    def play(self, g, src, you):
        fx.add_lasting(g, _StealInsteadOfReapGain(src, you, src.title),
                       "for the remainder of the turn, any Æmber you would gain from reaping is stolen from "
                       "your opponent instead")


class _StealInsteadOfReapGain(LastingEffect):
    def replaces_reap_gain(self, g, src, seat):
        return seat == self.you


@card("Interdimensional Graft")
class InterdimensionalGraft(Behaviour):
    """Play: If an opponent forges a key on their next turn, they must give you their remaining A."""

    def play(self, g, src, you):
        g.lasting.append(_GiveRemainingOnForge(src, you, src.title))
        g.say(f"if {other(you)} forges a key on their next turn, they must give {you} their remaining Æmber",
              src.title)


class _GiveRemainingOnForge(LastingEffect):
    until = "their next turn"

    def on(self, g, src, event):
        foe = other(self.you)
        if event.kind == "forged" and event.seat == foe and g.active == foe:
            return lambda: fx.give(g, foe, g.player(foe).amber, self.you, self.rule)
        return None


@card("Wild Wormhole")
class WildWormhole(Behaviour):
    """Play: Play the top card of your deck."""

    def play(self, g, src, you):
        deck = g.player(you).deck
        if not deck:
            g.say(f"{you}'s deck is empty", R.RESOLVE_AS_MUCH)
            return
        fx.play_card(g, deck[0], you, source="deck", via=src)


@card("Spangler Box")
class SpanglerBox(Behaviour):
    """Action: Purge a creature in play. If you do, your opponent gains control of Spangler Box.
    If Spangler Box leaves play, return to play all cards purged by Spangler Box."""

    def action(self, g, src, you):
        target = fx.choose(g, "a creature to purge", g.creatures(), none="there is no creature in play")
        if target is None:
            return
        if fx.purge(g, target, src.title, by=src):
            fx.take_control(g, src, other(you))

    def leaves_play(self, g, src, you):
        fx.return_purged(g, src, src.title)


@card("Spectral Tunneler")
class SpectralTunneler(Behaviour):
    """Action: Choose a creature. For the remainder of the turn, that creature is considered a
    flank creature and gains, “Reap: Draw a card.”"""

    def action(self, g, src, you):
        target = fx.choose(g, "a creature", g.creatures())
        if target:
            fx.add_lasting(g, _TunnelerFlank(src, you, src.title, target),
                           f"{target.name} is considered a flank creature and gains “Reap: Draw a card.” "
                           "for the remainder of the turn")


class _ReapDraw(Behaviour):
    """Reap: Draw a card."""

    def reap(self, g, src, you):
        fx.draw(g, you, 1, "Spectral Tunneler")


class _TunnelerFlank(LastingEffect):
    def considered_flank(self, g, src, creature):
        return creature is self.target

    def granted(self, g, src, c):
        return [_ReapDraw(self.source.card)] if c is self.target else []


@card("Positron Bolt")
class PositronBolt(Behaviour):
    """Play: Deal 3D to a flank creature. Deal 2D to its neighbor. Deal 1D to the second
    creature’s other neighbor.

    One effect damaging several creatures: the damage is dealt simultaneously (Damage; card
    FAQ: "all damage dealt from Positron Bolt is dealt simultaneously"), so the three creatures
    are found first, as they stand, and no creature this damage destroys changes whose
    neighbor is whose before the rest is dealt."""

    def play(self, g, src, you):
        first = fx.choose(g, "a flank creature to deal 3 damage to", [c for c in g.creatures() if g.on_flank(c)],
                          none="there is no flank creature")
        if first is None:
            return
        hits = [fx.Hit(first, 3, src)]
        second = fx.choose(g, f"a neighbor of {first.name} to deal 2 damage to", g.neighbors(first))
        if second is not None:
            hits.append(fx.Hit(second, 2, src))
            third = fx.choose(g, f"{second.name}'s other neighbor", [n for n in g.neighbors(second) if n is not first])
            if third is not None:
                hits.append(fx.Hit(third, 1, src))
        fx.deal(g, hits, src.title)


@card("Replicator")
class Replicator(Behaviour):
    """Reap: Trigger the reap effect of another creature in play as if you controlled that
    creature. (That creature does not exhaust.)"""

    def reap(self, g, src, you):
        reapers = [c for c in g.creatures() if c is not src and fx.effects_to_trigger(g, c, "reap")]
        target = fx.choose(g, "another creature whose reap effect to trigger", reapers,
                           none="no other creature in play has a reap effect")
        if target is None:
            return
        g.say(f"trigger {target.name}'s reap effect as if {you} controlled it", src.title)
        g.as_if.append((target, you))
        try:
            fx.trigger_effect(g, target, you, "reap", src.title)
        finally:
            g.as_if.pop()


@card("Strange Gizmo")
class StrangeGizmo(Behaviour):
    """After you forge a key, destroy each creature and artifact."""

    def on(self, g, src, event):
        if event.kind == "forged" and event.seat == src.controller:
            return lambda: fx.destroy(g, g.creatures() + g.artifacts())
        return None


@card("Neutron Shark")
class NeutronShark(Behaviour):
    """Play/Fight/Reap: Destroy an enemy creature or artifact and a friendly creature or artifact.
    Discard the top card of your deck. If that card is not a Logos card, trigger this effect again."""

    def play(self, g, src, you):
        while True:
            foe = fx.choose(g, "an enemy creature or artifact to destroy",
                            g.creatures(other(you)) + g.artifacts(other(you)))
            mine = fx.choose(g, "a friendly creature or artifact to destroy", g.creatures(you) + g.artifacts(you))
            fx.destroy(g, [c for c in (foe, mine) if c is not None])
            deck = g.player(you).deck
            if not deck:
                g.say(f"{you}'s deck is empty: no card is discarded", R.RESOLVE_AS_MUCH)
                return
            top = deck[0]
            fx.discard(g, top, src.title)
            if modifiers.belongs_to(g, top, "logos"):
                g.say(f"{top.name} is a Logos card: the effect is not triggered again", src.title)
                return
            if not g.in_play(src):
                g.say(f"{top.name} is not a Logos card, but {src.name} is no longer in play: "
                      "its effect can no longer repeat", R.REPEAT)
                return
            g.say(f"{top.name} is not a Logos card: trigger this effect again", R.REPEAT)

    fight = reap = play


@card("Dysania")
class Dysania(Behaviour):
    """Play: Your opponent discards each of their archived cards. You gain 1A for each card
    discarded this way."""

    def play(self, g, src, you):
        foe = other(you)
        discarded = 0
        for c in list(g.player(foe).archives):
            moved = fx.discard(g, c, src.title)
            if g.locate(moved) and g.locate(moved)[1] == "discard":
                discarded += 1
        if discarded:
            fx.gain(g, you, discarded, src.title)
        else:
            g.say("no card was discarded this way: no Æmber is gained", src.title)


@card("Experimental Therapy")
class ExperimentalTherapy(Behaviour):
    """(Erratum, 2021:) This creature may be used as if it belonged to the active house.
    Play: Stun and exhaust this creature. (The printed "This creature belongs to all houses." is
    read by the card-text reader: grammar/granted.lark.)"""

    @classmethod
    def implements(cls, text):
        return "belongs to all houses" not in text.lower()

    def play(self, g, src, you):
        host = src.attached_to
        if host is None or not g.in_play(host):
            return
        fx.stun(g, host, src.title)
        fx.exhaust(g, host, src.title)

    def may_use(self, g, src, seat, c, how):
        return c is src.attached_to and seat == c.controller


# -- Mars ----------------------------------------------------------------------------------
@card("Sample Collection")
class SampleCollection(Behaviour):
    """Play: Put an enemy creature into your archives for each key your opponent has forged.
    If any of these creatures leave your archives, they are put into their owner’s hand instead."""

    def play(self, g, src, you):
        keys = g.player(other(you)).keys
        picked = fx.choose_exactly(g, "an enemy creature to archive", fx.enemy(g, you), keys)
        archived = [a for a in (fx.archive(g, c, you, src.title, put=True) for c in picked) if a is not None]
        fx.leave_archives_to_owners_hand(g, src, you, archived, src.title)


@card("Combat Pheromones")
class CombatPheromones(Behaviour):
    """Omni: Sacrifice Combat Pheromones. You may use up to 2 other Mars cards this turn."""

    def omni(self, g, src, you):
        fx.sacrifice(g, src, you)
        fx.add_lasting(g, _UseMars(src, you, src.title),
                       f"{you} may use up to 2 other Mars cards this turn")


class _UseMars(LastingEffect):
    def __init__(self, source, you, rule):
        super().__init__(source, you, rule)
        self.chosen: list = []

    def may_use(self, g, src, seat, c, how):
        if seat != self.you or not modifiers.belongs_to(g, c, "mars") or c is self.source:
            return False
        return any(c is x for x in self.chosen) or len(self.chosen) < 2

    def uses_permission(self, g, src, seat, c):
        if not any(c is x for x in self.chosen):
            self.chosen.append(c)


@card("“John Smyth”", "John Smyth")
class JohnSmyth(Behaviour):
    """Elusive. Fight/Reap: Ready a non-Agent Mars creature."""

    def reap(self, g, src, you):
        options = [c for c in g.creatures() if modifiers.belongs_to(g, c, "mars") and not modifiers.has_trait(g, c, "agent")]
        target = fx.choose(g, "a non-Agent Mars creature to ready", options)
        if target:
            fx.ready(g, target, src.title)

    fight = reap


@card("Mindwarper")
class Mindwarper(Behaviour):
    """Elusive. Action: Choose an enemy creature. It captures 1A from its own side."""

    def action(self, g, src, you):
        target = fx.choose(g, "an enemy creature", fx.enemy(g, you))
        if target:
            fx.capture(g, target, 1, target.controller, src.title)


@card("Custom Virus")
class CustomVirus(Behaviour):
    """Omni: Sacrifice Custom Virus. Purge a creature from your hand. Destroy each creature that
    shares a trait with the purged creature. (Erratum, 2021: "Destroy Custom Virus. You may purge
    a creature from your hand. If you do, destroy each creature ...")"""

    def omni(self, g, src, you):
        text = src.printed.text.lower()
        if "sacrifice custom virus" in text:
            fx.sacrifice(g, src, you)
        else:
            fx.destroy(g, [src])
        creatures = [c for c in g.player(you).hand if c.type == "creature"]
        if "you may purge" in text:
            if not creatures:
                g.say(f"{you} has no creature in hand to purge", R.RESOLVE_AS_MUCH)
                return
            if not g.decide.may(f"purge a creature from {you}'s hand"):
                g.say("no creature is purged: nothing is destroyed", R.MAY)
                return
        purged = fx.choose(g, "a creature in your hand to purge", creatures,
                           none=f"{you} has no creature in hand to purge: no trait to share")
        if purged is None:
            return
        traits = {t.strip() for t in purged.printed.traits}  # as printed: a card in hand
        fx.purge(g, purged, src.title)
        shared = [c for c in g.creatures() if traits & modifiers.traits(g, c)]
        g.say(f"destroy each creature that shares a trait with {purged.name} "
              f"({', '.join(sorted(traits)) or 'no traits'})", src.title)
        fx.destroy(g, shared)


@card("Incubation Chamber")
class IncubationChamber(Behaviour):
    """Omni: Reveal a Mars creature from your hand. If you do, archive it. (Erratum, 2021:
    "You may reveal ...")"""

    def omni(self, g, src, you):
        martians = [c for c in g.player(you).hand if c.type == "creature" and modifiers.belongs_to(g, c, "mars")]
        if not martians:
            g.say(f"{you} has no Mars creature in hand to reveal", R.RESOLVE_AS_MUCH)
            return
        if "you may reveal" in src.printed.text.lower() and not g.decide.may("reveal a Mars creature from hand"):
            g.say("no creature is revealed: nothing is archived", R.MAY)
            return
        c = fx.choose(g, "a Mars creature in your hand to reveal", martians)
        g.say(f"{you} reveals {c.name}", src.title)
        fx.archive(g, c, you, src.title)


@card("Biomatrix Backup")
class BiomatrixBackup(Behaviour):
    """This creature gains, “Destroyed: (You may) put this creature into its owner's archives.”
    (The erratum drops "You may".)"""

    def granted(self, g, src, c):
        return [_ArchiveWhenDestroyed(self.card)] if src.attached_to is c else []


class _ArchiveWhenDestroyed(Behaviour):
    def destroyed(self, g, src, you):
        optional = "you may" in self.card.text.lower()
        if optional and not g.decide.may(f"put {src.name} into its owner's archives"):
            g.say(f"the active player chooses not to archive {src.name}", R.MAY)
            return
        fx.archive(g, src, src.owner, "Biomatrix Backup", put=True)


# -- Sanctum ---------------------------------------------------------------------------------
@card("Sanctum Guardian")
class SanctumGuardian(Behaviour):
    """Taunt. Fight/Reap: Swap Sanctum Guardian with another friendly creature in your battleline."""

    def reap(self, g, src, you):
        if src.controller != you:
            g.say(f"Sanctum Guardian is not in {you}'s battleline: the swap fails", R.SWAP)
            return
        mate = fx.choose(g, "another friendly creature to swap with", [c for c in fx.friendly(g, you) if c is not src])
        if mate:
            fx.swap(g, src, mate, src.title)

    fight = reap


# -- Shadows ---------------------------------------------------------------------------------
@card("Bait and Switch")
class BaitAndSwitch(Behaviour):
    """Play: If your opponent has more A than you, steal 1A. Repeat this card's effect if your
    opponent still has more A than you. (Erratum: "Repeat the preceding effect ...")"""

    def play(self, g, src, you):
        foe = other(you)
        preceding = "preceding effect" in src.printed.text.lower()
        if not self._steal(g, src, you, foe):
            return
        while g.player(foe).amber > g.player(you).amber:
            if preceding:
                g.say("the opponent still has more Æmber: the preceding effect repeats once", R.PRECEDING)
                self._steal(g, src, you, foe)
                return
            g.say("the opponent still has more Æmber: the whole effect repeats", R.REPEAT)
            if not self._steal(g, src, you, foe):
                return
        g.say("the opponent no longer has more Æmber: the effect does not repeat", src.title)

    def _steal(self, g, src, you, foe) -> bool:
        if g.player(foe).amber > g.player(you).amber:
            return fx.steal(g, you, 1, src.title) > 0
        g.say(f"{foe} does not have more Æmber than {you}: nothing is stolen", src.title)
        return False


@card("Faygin")
class Faygin(Behaviour):
    """Elusive. Reap: Return an Urchin from play or from your discard pile to your hand."""

    def reap(self, g, src, you):
        urchins = [c for c in g.creatures() if c.title == "Urchin"]
        urchins += [c for c in g.player(you).discard if c.title == "Urchin"]
        target = fx.choose(g, "an Urchin to return to hand", urchins,
                           none="there is no Urchin in play or in the discard pile")
        if target is None:
            return
        moved = fx.return_to_hand(g, target, src.title)
        if moved is not None and moved.owner != you:
            g.say(f"{target.name} goes to its owner's hand ({moved.owner}), not {you}'s", R.LEAVES_PLAY)


@card("Masterplan")
class Masterplan(Behaviour):
    """Play: Put a card from your hand facedown beneath Masterplan. Omni: Play the card beneath
    Masterplan. Sacrifice Masterplan."""

    def play(self, g, src, you):
        c = fx.choose(g, "a card to put beneath Masterplan", g.player(you).hand)
        if c is not None:
            fx.put_under(g, c, src, src.title)

    def omni(self, g, src, you):
        if src.under:
            fx.play_card(g, src.under[0], you, source="under", via=src)
        else:
            g.say("there is no card beneath Masterplan", R.RESOLVE_AS_MUCH)
        fx.sacrifice(g, src, you)


@card("Magda the Rat")
class MagdaTheRat(Behaviour):
    """Elusive. Play: Steal 2A. Leaves Play: Your opponent steals 2A. (Erratum, 2021: "If Magda
    the Rat leaves play, your opponent steals 2." Either way it resolves as Magda leaves play.)"""

    def play(self, g, src, you):
        fx.steal(g, you, 2, src.title)

    def leaves_play(self, g, src, you):
        fx.steal(g, other(you), 2, src.title)


@card("Nexus")
class Nexus(Behaviour):
    """Elusive. Reap: Use an opponent's artifact as if it were yours."""

    def reap(self, g, src, you):
        art = fx.choose(g, "an opponent's artifact to use as if it were yours", g.artifacts(other(you)),
                        none=f"{other(you)} has no artifact")
        if art is None:
            return
        fx.use_as_if_yours(g, art, you, via=src)


@card("Shadow Self")
class ShadowSelf(Behaviour):
    """Shadow Self deals no damage when fighting. Damage dealt to non-Specter neighbors is dealt
    to Shadow Self instead."""

    def deals_no_fight_damage(self, g, src, creature):
        return creature is src

    def redirect_damage(self, g, src, target):
        if target is not src and target in g.neighbors(src) and not modifiers.has_trait(g, target, "specter"):
            return src
        return None


# -- Untamed ---------------------------------------------------------------------------------
@card("Lost in the Woods")
class LostInTheWoods(Behaviour):
    """Play: Choose 2 friendly creatures and 2 enemy creatures. Shuffle each chosen creature into
    its owner’s deck."""

    def play(self, g, src, you):
        mine = fx.choose_exactly(g, "a friendly creature", fx.friendly(g, you), 2)
        theirs = fx.choose_exactly(g, "an enemy creature", fx.enemy(g, you), 2)
        if len(mine) < 2 or len(theirs) < 2:
            g.say(f"{len(mine)} friendly and {len(theirs)} enemy creatures can be chosen: "
                  "as many as can be", R.RESOLVE_AS_MUCH)
        fx.shuffle_into_deck(g, mine + theirs, src.title)


@card("Grasping Vines")
class GraspingVines(Behaviour):
    """Play: Return up to 3 artifacts to their owners’ hands."""

    def play(self, g, src, you):
        for art in fx.choose_up_to(g, "an artifact to return to its owner's hand", g.artifacts(), 3):
            fx.return_to_hand(g, art, src.title)


@card("Mimicry")
class Mimicry(Behaviour):
    """When you play this card, treat it as a copy of an action card in your opponent’s discard pile."""

    def as_played(self, g, src, you):
        actions = [c for c in g.player(other(you)).discard if c.type == "action"]
        chosen = fx.choose(g, "an action card in the opponent's discard pile to copy", actions)
        return copies.of(chosen, self.card.title) if chosen else None

