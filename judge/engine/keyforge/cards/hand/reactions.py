"""Hand-written triggered abilities: cards whose "after ...", "each time ...", "at the start/end
of ... turn" or "when ... would" sentences the card-text reader does not read (a one-off
sentence), written over the same effect vocabulary. Each docstring quotes the printed text.

The events they answer are the engine's (triggers.Event): start_of_turn and end_of_turn
(turn.py), house_chosen, forged, played, entered, reaped, fought, destroyed,
gained_by_reaping, stolen (effects.steal).
"""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.state import other
from judge.engine.keyforge.triggers import resolve_bold

def _yours(event, kind: str, src) -> bool:
    """Is this event of that kind, and about the card's controller ("at the end of your turn")?"""
    return event.kind == kind and event.seat == src.controller


def _artifacts_of(g, house: str) -> list:
    return [a for a in g.artifacts() if modifiers.belongs_to(g, a, house)]


def _played_this_turn(g, seat: str) -> int:
    """How many cards `seat` played this turn (the turn's "played" events)."""
    return sum(1 for e in g.turn.events if e.kind == "played" and e.seat == seat)


# -- at the start of a turn ----------------------------------------------------------------------
@card("Gambling Den", "Gambling Den (MM 280)")
class GamblingDen(Behaviour):
    """At the start of each player's turn, that player may name a house (Mass Mutation: "may
    choose a house"). If they do, reveal the top card of their deck. If it is of the named house, they gain 2A. Otherwise, they lose 2A.
    (With an empty deck no card is revealed, and neither happens, as with Keyforgery's reveal.)"""

    def on(self, g, src, event):
        if event.kind != "start_of_turn":
            return None
        seat = event.seat

        def run():
            if not g.decide.may(f"{seat} names a house ({src.name})"):
                g.say(f"{seat} chooses not to name a house", R.MAY)
                return
            house = fx.name_house(g, seat, src.name, src.title)
            deck = g.player(seat).deck
            if not deck:
                g.say(f"{seat}'s deck is empty: no card is revealed", R.RESOLVE_AS_MUCH)
                return
            top = deck[0]
            g.say(f"{seat} reveals {top.name} ({top.house}) from the top of their deck", src.title)
            if modifiers.belongs_to(g, top, house):
                fx.gain(g, seat, 2, src.title)
            else:
                fx.lose(g, seat, 2, src.title)

        return run


@card("General Order 24")
class GeneralOrder24(Behaviour):
    """At the start of each player's turn, they must choose a creature they control and destroy
    each creature of the chosen creature's house. If that player has no creatures in play,
    destroy General Order 24 instead."""

    def on(self, g, src, event):
        if event.kind != "start_of_turn":
            return None
        seat = event.seat

        def run():
            chosen = fx.choose(g, f"a creature {seat} controls ({src.name})", g.creatures(seat))
            if chosen is None:
                g.say(f"{seat} has no creatures in play: {src.name} is destroyed instead", src.title)
                fx.destroy(g, [src])
                return
            house = modifiers.house_of(g, chosen)
            g.say(f"{seat} chooses {chosen.name}: each {house} creature is destroyed", src.title)
            fx.destroy(g, [c for c in g.creatures() if modifiers.belongs_to(g, c, house)])

        return run


@card("Forum of Giants")
class ForumOfGiants(Behaviour):
    """At the start of your turn, the player who controls the most powerful creature gains 1A.
    (Most Powerful: "If an ability requires the selection of a single most powerful creature,
    and multiple creatures are tied, the active player chooses among the tied creatures": with
    creatures of both players tied, the one chosen says which player gains.)"""

    def on(self, g, src, event):
        if not _yours(event, "start_of_turn", src):
            return None

        def run():
            if not g.creatures():
                g.say("there is no creature in play: no player gains Æmber", R.RESOLVE_AS_MUCH)
                return
            top = fx.most_powerful(g, g.creatures(), "creature")
            g.say(f"{top.controller} controls the most powerful creature", src.title)
            fx.gain(g, top.controller, 1, src.title)

        return run


@card("Novu Dynamo")
class NovuDynamo(Behaviour):
    """At the start of your turn, you may discard a Logos card from your hand or archives. If you
    do, gain 1A. Otherwise, destroy Novu Dynamo."""

    def on(self, g, src, event):
        if not _yours(event, "start_of_turn", src):
            return None
        you = src.controller

        def run():
            p = g.player(you)
            logos = [c for c in p.hand + p.archives if modifiers.belongs_to(g, c, "logos")]
            discarded = None
            if logos and g.decide.may(f"discard a Logos card from your hand or archives ({src.name})"):
                picked = fx.choose(g, "a Logos card to discard", logos)
                if picked in p.hand:
                    discarded = fx.discard_from_hand(g, picked, you, src.title)
                else:
                    discarded = fx.discard(g, picked, src.title)
            elif not logos:
                g.say(f"{you} has no Logos card in hand or archives", R.RESOLVE_AS_MUCH)
            if discarded is not None:
                fx.gain(g, you, 1, src.title)
            else:
                fx.destroy(g, [src])

        return run


@card("Ceaseforge")
class Ceaseforge(Behaviour):
    """Play: Put 2 time counters on Ceaseforge. Players cannot forge keys. At the start of your
    turn, remove a time counter from Ceaseforge, then destroy it if there are no time counters
    on it."""

    def play(self, g, src, you):
        fx.put_counters(g, src, "time", 2, src.title)

    def cannot_forge(self, g, src, seat):
        return "players cannot forge keys"

    def on(self, g, src, event):
        if not _yours(event, "start_of_turn", src):
            return None

        def run():
            fx.remove_counters(g, src, "time", 1, src.title)
            if fx.counters(src, "time") == 0:
                fx.destroy(g, [src])

        return run


# -- at the end of a turn ------------------------------------------------------------------------
@card("Rogue Ogre")
class RogueOgre(Behaviour):
    """At the end of your turn, if you played exactly one card this turn, Rogue Ogre heals 2
    damage and captures 1A."""

    def on(self, g, src, event):
        if not _yours(event, "end_of_turn", src):
            return None
        you = src.controller

        def run():
            n = _played_this_turn(g, you)
            if n != 1:
                g.say(f"{you} played {n} cards this turn, not exactly one: {src.name} does nothing", src.title)
                return
            fx.heal(g, src, 2, src.title)
            fx.capture(g, src, 1, other(you), src.title)

        return run


@card("Whirlpool")
class Whirlpool(Behaviour):
    """At the end of each player's turn, that player gives control of the creature on their right
    flank to their opponent and moves it to that player's left flank."""

    def on(self, g, src, event):
        if event.kind != "end_of_turn":
            return None
        seat = event.seat

        def run():
            line = g.player(seat).battleline
            if not line:
                g.say(f"{seat} has no creature on their right flank", R.RESOLVE_AS_MUCH)
                return
            fx.take_control(g, line[-1], other(seat), src.title, flank="left")

        return run


@card("Snarette")
class Snarette(Behaviour):
    """At the end of your turn, capture 1A. Action: Move each A from Snarette to the common supply."""

    def on(self, g, src, event):
        if _yours(event, "end_of_turn", src):
            return lambda: fx.capture(g, src, 1, other(src.controller), src.title)
        return None

    def action(self, g, src, you):
        fx.aember_to_supply(g, src, src.title)


@card("Æmberfin Shark")
class AemberfinShark(Behaviour):
    """Play: Give Æmberfin Shark three +1 power counters. At the end of your turn, remove a +1
    power counter from Æmberfin Shark. If you do, each player gains 1A."""

    def play(self, g, src, you):
        fx.add_power_counters(g, src, 3, src.title)

    def on(self, g, src, event):
        if not _yours(event, "end_of_turn", src):
            return None

        def run():
            if not fx.remove_power_counters(g, src, 1, src.title):
                g.say("no +1 power counter was removed: no player gains Æmber", R.IF_YOU_DO)
                return
            for seat in (g.active, other(g.active)):
                fx.gain(g, seat, 1, src.title)

        return run


@card("Æmberfin Shark (DT 368)")
class AemberfinSharkTwin(Behaviour):
    """At the end of your turn, each player loses 1A. Give Æmberfin Shark a +1 power counter for
    each A lost this way. (The Evil Twin.)"""

    def on(self, g, src, event):
        if not _yours(event, "end_of_turn", src):
            return None

        def run():
            lost = sum(fx.lose(g, seat, 1, src.title) for seat in (g.active, other(g.active)))
            if lost:
                fx.add_power_counters(g, src, lost, src.title)

        return run


@card("ANT1-10NY")
class Ant110ny(Behaviour):
    """Play: Capture all of your opponent's A. At the end of your turn, move 1A from ANT1-10NY to
    your opponent's pool."""

    def play(self, g, src, you):
        fx.capture(g, src, g.player(other(you)).amber, other(you), src.title)

    def on(self, g, src, event):
        if _yours(event, "end_of_turn", src):
            return lambda: fx.aember_to_pool(g, src, other(src.controller), 1, src.title)
        return None


@card("Kiligog’s Trench")
class KiligogsTrench(Behaviour):
    """At the end of your turn, place 1 depth counter on Kiligog's Trench, then destroy each
    creature with power equal to the number of depth counters on Kiligog's Trench."""

    def on(self, g, src, event):
        if not _yours(event, "end_of_turn", src):
            return None

        def run():
            fx.put_counters(g, src, "depth", 1, src.title)
            n = fx.counters(src, "depth")
            doomed = [c for c in g.creatures() if fx.power(g, c) == n]
            if not doomed:
                g.say(f"no creature has {n} power", R.RESOLVE_AS_MUCH)
                return
            fx.destroy(g, doomed)

        return run


@card("Fangtooth Cavern")
class FangtoothCavern(Behaviour):
    """At the end of your turn, destroy the least powerful creature. (Least Powerful: among tied
    creatures the active player chooses one.)"""

    def on(self, g, src, event):
        if not _yours(event, "end_of_turn", src):
            return None

        def run():
            least = fx.most_powerful(g, g.creatures(), "creature", "least")
            if least is None:
                g.say("there is no creature in play", R.RESOLVE_AS_MUCH)
                return
            fx.destroy(g, [least])

        return run


@card("Greater Oxtet")
class GreaterOxtet(Behaviour):
    """Taunt. At the end of your "ready cards" step, purge a card from your hand. If you do, give
    Greater Oxtet two +1 power counters."""

    def on(self, g, src, event):
        if not _yours(event, "end_of_ready_step", src):
            return None
        you = src.controller

        def run():
            card_ = fx.choose(g, "a card from your hand to purge", g.player(you).hand,
                              none=f"{you} has no card in hand to purge")
            if card_ is not None and fx.purge(g, card_, src.title):
                fx.add_power_counters(g, src, 2, src.title)
            else:
                g.say("no card was purged: “if you do” does not happen", R.IF_YOU_DO)

        return run


@card("Mastermindy")
class Mastermindy(Behaviour):
    """Elusive. At the end of your turn, put a scheme counter on Mastermindy. Action: Remove each
    scheme counter from Mastermindy. Steal 1A for each scheme counter removed this way."""

    def on(self, g, src, event):
        if _yours(event, "end_of_turn", src):
            return lambda: fx.put_counters(g, src, "scheme", 1, src.title)
        return None

    def action(self, g, src, you):
        n = fx.remove_counters(g, src, "scheme", None, src.title)
        if n:
            fx.steal(g, you, n, src.title)


@card("Eclectic Ambrosius")
class EclecticAmbrosius(Behaviour):
    """At the end of your turn, put a knowledge counter on Eclectic Ambrosius. Action: Remove 3
    knowledge counters from Eclectic Ambrosius. If you do, gain 6A."""

    def on(self, g, src, event):
        if _yours(event, "end_of_turn", src):
            return lambda: fx.put_counters(g, src, "knowledge", 1, src.title)
        return None

    def action(self, g, src, you):
        if fx.remove_counters(g, src, "knowledge", 3, src.title) == 3:
            fx.gain(g, you, 6, src.title)
        else:
            g.say("3 knowledge counters were not removed: “if you do” gain 6 Æmber does not happen", R.IF_YOU_DO)


# -- after a house is chosen -----------------------------------------------------------------------
@card("Techivore Pulpate")
class TechivorePulpate(Behaviour):
    """After a player chooses an active house, destroy each artifact of that house."""

    def on(self, g, src, event):
        if event.kind != "house_chosen":
            return None
        house = event.data["house"]

        def run():
            doomed = _artifacts_of(g, house)
            if not doomed:
                g.say(f"there is no {house} artifact in play", R.RESOLVE_AS_MUCH)
                return
            fx.destroy(g, doomed)

        return run


@card("Giant Gnawbill")
class GiantGnawbill(Behaviour):
    """After a player chooses an active house, that player destroys an artifact of that house."""

    def on(self, g, src, event):
        if event.kind != "house_chosen":
            return None
        house, seat = event.data["house"], event.seat

        def run():
            picked = fx.choose(g, f"a {house} artifact for {seat} to destroy",
                               _artifacts_of(g, house),
                               none=f"there is no {house} artifact in play")
            if picked is not None:
                fx.destroy(g, [picked])

        return run


@card("Sci. Officer Qincan")
class SciOfficerQincan(Behaviour):
    """Elusive. After a player chooses an active house which matches no cards in play, steal 1A."""

    def on(self, g, src, event):
        if event.kind != "house_chosen":
            return None
        house = event.data["house"]
        if any(modifiers.belongs_to(g, c, house) for c in g.cards_in_play()):
            return None
        return lambda: fx.steal(g, src.controller, 1, src.title)


@card("Snag’s Mirror")
class SnagsMirror(Behaviour):
    """After a player chooses an active house, their opponent cannot choose the same house as
    their active house on their next turn."""

    def on(self, g, src, event):
        if event.kind != "house_chosen":
            return None
        house, seat = event.data["house"], event.seat

        def run():
            fx.add_lasting(g, _CannotChooseHouse(src, seat, src.title, house),
                           f"{other(seat)} cannot choose {house} as their active house on their next turn")

        return run


class _CannotChooseHouse(LastingEffect):
    """The chooser's opponent cannot choose `house` on their next turn (Cannot vs Must)."""

    until = "their next turn"

    def __init__(self, source, you, rule, house):
        super().__init__(source, you, rule)
        self.house = house

    def cannot_choose_houses(self, g, src, seat):
        return {self.house} if seat == other(self.you) and g.active == seat else set()


# -- after other events -------------------------------------------------------------------------------
@card("Evasion Sigil")
class EvasionSigil(Behaviour):
    """Before a creature fights, discard the top card of its controller's deck. If the discarded
    card is of the active house, exhaust that creature with no effect. (It resolves with the
    "Before Fight:" effects, after the creature is exhausted (Before); "with no effect": the
    rest of the fight does not occur, and "after a creature fights" abilities still trigger.)"""

    def on(self, g, src, event):
        if event.kind != "before_fight":
            return None
        c, stop = event.card, event.data["stop"]

        def run():
            seat = c.controller or event.seat
            deck = g.player(seat).deck
            if not deck:
                g.say(f"{seat}'s deck is empty: no card is discarded", R.RESOLVE_AS_MUCH)
                return
            top = fx.discard(g, deck[0], src.title)
            if not modifiers.belongs_to(g, top, g.active_house):
                g.say(f"{top.name} is not of the active house: the fight goes on", src.title)
                return
            g.say(f"{top.name} is of the active house ({g.active_house})", src.title)
            fx.exhaust(g, c, src.title)
            stop.append(src.title)

        return run


@card("Sci. Officer Morpheus")
class SciOfficerMorpheus(Behaviour):
    """After you play a creature with a play effect, trigger its play effect an additional time.
    (With that creature's own "Play:", in the active player's order; a creature no longer in
    play resolves no "Play:" ability: abilities on cards in play are the only ones that trigger.)"""

    def on(self, g, src, event):
        c = event.card
        if not _yours(event, "played", src) or c.type != "creature":
            return None
        plays = [b for b in modifiers.abilities_of(g, c) if b.has("play")] if g.in_play(c) else []
        if not plays:
            return None

        def run():
            if not g.in_play(c):
                g.say(f"{c.name} is no longer in play: its play effect is not triggered again", R.ABILITY)
                return
            g.say(f"{c.name}'s play effect is triggered an additional time", src.title)
            for b in plays:
                resolve_bold(g, b, c, src.controller, "play")

        return run


@card("Book of Malefaction")
class BookOfMalefaction(Behaviour):
    """After your A is stolen, put a warrant counter on Book of Malefaction for each A stolen.
    Omni: Remove a warrant counter from Book of Malefaction. If you do, purge a creature."""

    def on(self, g, src, event):
        if _yours(event, "stolen", src):
            return lambda: fx.put_counters(g, src, "warrant", event.data["amount"], src.title)
        return None

    def omni(self, g, src, you):
        if not fx.remove_counters(g, src, "warrant", 1, src.title):
            g.say("no warrant counter was removed: “if you do” does not happen", R.IF_YOU_DO)
            return
        target = fx.choose(g, "a creature to purge", g.creatures(), none="there is no creature to purge")
        if target is not None:
            fx.purge(g, target, src.title)


# -- treasures: Æmber put on an artifact, moved to a player's pool when it says --------------------
class _Treasure(Behaviour):
    """"Play: Put 4A on <it> from the common supply. ..." and, when its condition is met, "move
    each A from <it> to <that player's> pool"."""

    def play(self, g, src, you):
        fx.place_aember(g, src, 4, src.title)
        self.then(g, src, you)

    def then(self, g, src, you) -> None:  # pragma: no cover - each treasure says
        raise NotImplementedError

    def pay(self, g, src, seat):
        return lambda: fx.aember_to_pool(g, src, seat, None, src.title)


@card("Bracchanalia")
class Bracchanalia(_Treasure):
    """Play: Put 4A on Bracchanalia from the common supply. A friendly creature captures 1A. At the
    start of each player's turn, if that player controls 4 or more creatures with A on them, move
    each A from Bracchanalia to that player's pool."""

    def then(self, g, src, you):
        captor = fx.choose(g, "a friendly creature to capture 1 Æmber", g.creatures(you),
                           none="there is no friendly creature")
        if captor is not None:
            fx.capture(g, captor, 1, other(you), src.title)

    def on(self, g, src, event):
        if event.kind == "start_of_turn" and sum(1 for c in g.creatures(event.seat) if c.amber) >= 4:
            return self.pay(g, src, event.seat)
        return None


@card("Primal Relic")
class PrimalRelic(_Treasure):
    """Play: Put 4A on Primal Relic from the common supply. Give 3 creatures a +1 power counter. At
    the start of each player's turn, if they control creatures with total power 20 or higher, move
    each A from Primal Relic to that player's pool."""

    def then(self, g, src, you):
        for c in fx.choose_exactly(g, "creatures to give a +1 power counter", g.creatures(), 3):
            fx.add_power_counters(g, c, 1, src.title)

    def on(self, g, src, event):
        if event.kind == "start_of_turn" and sum(fx.power(g, c) for c in g.creatures(event.seat)) >= 20:
            return self.pay(g, src, event.seat)
        return None


@card("Dead Man’s Chest")
class DeadMansChest(_Treasure):
    """Play: Put 4A on Dead Man's Chest from the common supply. Deal 2D to a creature. After 6 or
    more creatures are destroyed in a turn, if Dead Man's Chest is ready, move each A from Dead
    Man's Chest to the active player's pool."""

    def then(self, g, src, you):
        target = fx.choose(g, "a creature to deal 2 damage to", g.creatures(), none="there is no creature")
        if target is not None:
            fx.damage(g, target, 2, src, src.title)

    def on(self, g, src, event):
        if event.kind != "destroyed" or event.card_type != "creature" or src.exhausted or not src.amber:
            return None
        if sum(1 for e in g.turn.events if e.kind == "destroyed" and e.card.type == "creature") < 6:
            return None
        return self.pay(g, src, g.active)


@card("Ruins of Archonis")
class RuinsOfArchonis(_Treasure):
    """Play: Put 4A on Ruins of Archonis from the common supply. Archive a card. After a player
    plays their 6th card in a turn, if Ruins of Archonis is ready, move each A from Ruins of
    Archonis to that player's pool."""

    def then(self, g, src, you):
        card_ = fx.choose(g, "a card from your hand to archive", g.player(you).hand,
                          none=f"{you} has no card in hand to archive")
        if card_ is not None:
            fx.archive(g, card_, you, src.title)

    def on(self, g, src, event):
        if event.kind == "played" and not src.exhausted and _played_this_turn(g, event.seat) == 6:
            return self.pay(g, src, event.seat)
        return None


@card("Annihilation Ritual")
class AnnihilationRitual(Behaviour):
    """When a creature would enter a discard pile from play, it is purged instead. (A replacement
    effect: it goes to its owner's purged zone, not the discard pile.)"""

    def leaving_zone_redirect(self, g, src, c, from_zone, to_zone):
        return "purged" if from_zone == "battleline" and to_zone == "discard" and c.type == "creature" else None


@card("Bloodshard Imp")
class BloodshardImp(Behaviour):
    """After a creature reaps, its controller must sacrifice it."""

    def on(self, g, src, event):
        if event.kind != "reaped":
            return None
        c = event.card

        def run():
            if not g.in_play(c):
                g.say(f"{c.name} is no longer in play: it cannot be sacrificed", R.RESOLVE_AS_MUCH)
                return
            fx.sacrifice(g, c, c.controller)

        return run


@card("Peace Accord", "Peace Accord (MM 350)")
class PeaceAccord(Behaviour):
    """Play: Each player gains 2A. After a creature is used to fight, its controller loses 4A.
    Destroy Peace Accord. (Mass Mutation prints "After a player fights with a creature, they lose
    4A.": the same ability.) The fight is the "fought" event of the player who used it."""

    def play(self, g, src, you):
        for seat in (g.active, other(g.active)):
            fx.gain(g, seat, 2, src.title)

    def on(self, g, src, event):
        if event.kind != "fought":
            return None

        def run():
            fx.lose(g, event.seat, 4, src.title)
            fx.destroy(g, [src])

        return run


@card("Sobogg’s Thingamabob")
class SoboggsThingamabob(Behaviour):
    """After your opponent forges a key, exhaust each creature they control."""

    def on(self, g, src, event):
        if event.kind != "forged" or event.seat != other(src.controller):
            return None

        def run():
            for c in g.creatures(event.seat):
                fx.exhaust(g, c, src.title)

        return run


@card("Molephin")
class Molephin(Behaviour):
    """Hazardous 3. After A is stolen from you, deal 1D to each enemy creature for each A stolen.
    (“For Each”: one instance of that much damage to each enemy creature.)"""

    def on(self, g, src, event):
        if not _yours(event, "stolen", src):
            return None
        n = event.data["amount"]

        def run():
            enemies = fx.enemy(g, src.controller)
            if not enemies:
                g.say("there is no enemy creature", R.RESOLVE_AS_MUCH)
                return
            g.say(f"“for each” Æmber stolen: {n}", R.FOR_EACH)
            fx.deal(g, [fx.Hit(c, n, src) for c in enemies], src.title)

        return run


@card("Widespread Corruption")
class WidespreadCorruption(Behaviour):
    """After a player gains A by reaping, a creature they do not control captures that A."""

    def on(self, g, src, event):
        if event.kind != "gained_by_reaping":
            return None
        seat, gained = event.seat, event.data["aember"]

        def run():
            captor = fx.choose(g, f"a creature {seat} does not control to capture that Æmber",
                               g.creatures(other(seat)), none=f"there is no creature {seat} does not control")
            if captor is None:
                return
            if not gained.remaining and not fx.takes_from_supply(g, seat):
                g.say(f"the Æmber {seat} gained by reaping is no longer in their pool", R.RESOLVE_AS_MUCH)
                return
            fx.capture(g, captor, 1, seat, src.title, gained=gained)

        return run


@card("The Big One")
class TheBigOne(Behaviour):
    """After a creature is played, put a fuse counter on The Big One. If there are 10 or more
    fuse counters on The Big One, destroy each creature and artifact. (The constant ability is
    checked as the counters are put on it: the only way their number changes.)"""

    def on(self, g, src, event):
        if event.kind != "played" or event.card_type != "creature":
            return None

        def run():
            fx.put_counters(g, src, "fuse", 1, src.title)
            if fx.counters(src, "fuse") >= 10 and g.in_play(src):
                g.say(f"there are {fx.counters(src, 'fuse')} fuse counters on {src.name}: "
                      "each creature and artifact is destroyed", src.title)
                fx.destroy(g, g.creatures() + g.artifacts())

        return run


@card("Vineapple Tree", "Vineapple Tree (MM 410)")
class VineappleTree(Behaviour):
    """Keys cost +1A for each growth counter on Vineapple Tree. After a player forges a key (Mass
    Mutation: "After a key is forged"), remove each growth counter from Vineapple Tree. Action:
    Put a growth counter on Vineapple Tree."""

    def key_cost_modifier(self, g, src, seat):
        return fx.counters(src, "growth")

    def on(self, g, src, event):
        if event.kind == "forged":
            return lambda: fx.remove_counters(g, src, "growth", None, src.title)
        return None

    def action(self, g, src, you):
        fx.put_counters(g, src, "growth", 1, src.title)


@card("The Colosseum")
class TheColosseum(Behaviour):
    """After an enemy creature is destroyed while fighting, put a glory counter on The
    Colosseum. Omni: If there are 6 or more glory counters on The Colosseum, remove 6 and forge
    a key at current cost."""

    def on(self, g, src, event):
        if (event.kind == "destroyed" and event.card_type == "creature" and event.data.get("fighting") is not None
                and event.seat is not None and event.seat != src.controller):
            return lambda: fx.put_counters(g, src, "glory", 1, src.title)
        return None

    def omni(self, g, src, you):
        if fx.counters(src, "glory") < 6:
            g.say(f"there are {fx.counters(src, 'glory')} glory counters on {src.name}, not 6 or more", src.title)
            return
        fx.remove_counters(g, src, "glory", 6, src.title)
        fx.forge_key(g, you, fx.key_cost(g, you), src.title)


@card("Chain Gang")
class ChainGang(Behaviour):
    """After you play Subtle Chain, ready Chain Gang. Action: Steal 1A. Shuffle a Subtle Chain
    from your discard pile into your deck."""

    def on(self, g, src, event):
        if _yours(event, "played", src) and event.card.title == "Subtle Chain":
            return lambda: fx.ready(g, src, src.title)
        return None

    def action(self, g, src, you):
        fx.steal(g, you, 1, src.title)
        chain = fx.choose(g, "a Subtle Chain from your discard pile",
                          [c for c in g.player(you).discard if c.title == "Subtle Chain"],
                          none=f"there is no Subtle Chain in {you}'s discard pile")
        if chain is not None:
            fx.shuffle_into_deck(g, [chain], src.title)


@card("Commander Dhrxgar")
class CommanderDhrxgar(Behaviour):
    """After an upgrade is attached to Commander Dhrxgar or one of its neighbors, gain 1A. (An
    upgrade is attached as it is played, and when an ability attaches one in play to another
    creature: Blast Shielding, Officer's Blaster; both are the "attached" event.)"""

    def on(self, g, src, event):
        c = event.card
        if event.kind != "attached" or c.type != "upgrade":
            return None
        host = event.data.get("to")
        if host is None or not (host is src or any(n is src for n in g.neighbors(host))):
            return None
        return lambda: fx.gain(g, src.controller, 1, src.title)
