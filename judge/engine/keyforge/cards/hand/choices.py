"""Hand-written cards of the choices family: a house chosen for the opponent's next turn, a
card named, a number or a trait chosen, creatures chosen to be kept, "choose one" options the
reader cannot read. Each house, trait and card name comes from the game's lists
(effects.name_house, choose_trait, name_card), never a list written here."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.state import other


# -- a house for the opponent's next turn ------------------------------------------------------
class _NextHouseChoice(LastingEffect):
    """What happens as `you`'s opponent chooses their active house on their next turn."""

    until = "their next turn"

    def __init__(self, source, you, rule, house: str):
        super().__init__(source, you, rule)
        self.house = house

    def _their_turn(self, g, seat) -> bool:
        return seat == other(self.you) and g.active == seat


@card("Tezmal")
class Tezmal(Behaviour):
    """Elusive. Reap: Choose a house. Your opponent cannot choose that house as their active
    house on their next turn."""

    def reap(self, g, src, you):
        house = fx.name_house(g, you, f"for {src.name}", src.title, verb="chooses")
        fx.add_lasting(g, _CannotChooseNext(src, you, src.title, house),
                       f"{other(you)} cannot choose {house} as their active house on their next turn")


class _CannotChooseNext(_NextHouseChoice):
    def cannot_choose_houses(self, g, src, seat):
        return {self.house} if self._their_turn(g, seat) else set()


@card("Control the Weak")
class ControlTheWeak(Behaviour):
    """Play: Choose a house on your opponent's identity card. Your opponent must choose that house
    as their active house on their next turn. (Cannot vs Must: a house they cannot choose is not
    forced: turn.py.)"""

    def play(self, g, src, you):
        house = fx.name_house(g, you, f"on {other(you)}'s identity card for {src.name}", src.title,
                              houses=g.player(other(you)).houses, verb="chooses")
        fx.add_lasting(g, _MustChooseNext(src, you, src.title, house),
                       f"{other(you)} must choose {house} as their active house on their next turn")


class _MustChooseNext(_NextHouseChoice):
    def must_choose_house(self, g, src, seat):
        return self.house if self._their_turn(g, seat) else None


@card("Snaglet")
class Snaglet(Behaviour):
    """Elusive. Action: Choose a house. If your opponent chooses that house as their active house
    on their next turn, steal 2A."""

    def action(self, g, src, you):
        house = fx.name_house(g, you, f"for {src.name}", src.title, verb="chooses")
        fx.add_lasting(g, _IfTheyChoose(src, you, src.title, house, chosen=True, run=lambda: fx.steal(g, you, 2, src.title)),
                       f"if {other(you)} chooses {house} as their active house on their next turn, {you} steals 2 Æmber")


@card("Allusions of Grandeur")
class AllusionsOfGrandeur(Behaviour):
    """Play: Choose a house on your opponent's identity card. If your opponent does not choose that
    house as their active house on their next turn, gain 3A."""

    def play(self, g, src, you):
        house = fx.name_house(g, you, f"on {other(you)}'s identity card for {src.name}", src.title,
                              houses=g.player(other(you)).houses, verb="chooses")
        fx.add_lasting(g, _IfTheyChoose(src, you, src.title, house, chosen=False,
                                        run=lambda: fx.gain(g, you, 3, src.title)),
                       f"if {other(you)} does not choose {house} as their active house on their next turn, "
                       f"{you} gains 3 Æmber")


class _IfTheyChoose(_NextHouseChoice):
    """After the opponent chooses their active house on their next turn: `run` if they chose the
    house (`chosen`) or another one (not `chosen`)."""

    def __init__(self, source, you, rule, house, *, chosen: bool, run):
        super().__init__(source, you, rule, house)
        self.chosen, self.run = chosen, run

    def on(self, g, src, event):
        if event.kind == "house_chosen" and self._their_turn(g, event.seat):
            if (event.data.get("house") == self.house) == self.chosen:
                return self.run
        return None


# -- a card named, a number, a trait ---------------------------------------------------------------
@card("Etan’s Jar")
class EtansJar(Behaviour):
    """Play: Name a card. Until Etan's Jar leaves play, cards with that name cannot be played."""

    def play(self, g, src, you):
        name = fx.name_card(g, you, f"for {src.name}", src.title)
        fx.add_lasting(g, _CannotPlayNamed(src, you, src.title, name),
                       f"cards named {name} cannot be played until {src.name} leaves play")


class _CannotPlayNamed(LastingEffect):
    until = "leaves play"

    def __init__(self, source, you, rule, name: str):
        super().__init__(source, you, rule)
        self.name = name

    def cannot_play(self, g, src, seat, c):
        return f"cards named {self.name} cannot be played ({src.name})" if c.title == self.name else None


@card("Dance of Doom")
class DanceOfDoom(Behaviour):
    """Play: Choose a number. Destroy each creature with power equal to that number."""

    def play(self, g, src, you):
        top = max([99] + [fx.power(g, c) for c in g.creatures()])
        n = g.decide.number("a number (power) for Dance of Doom", 0, top)
        g.say(f"{you} chooses {n}", src.title)
        doomed = [c for c in g.creatures() if fx.power(g, c) == n]
        if not doomed:
            g.say(f"no creature has power {n}", R.RESOLVE_AS_MUCH)
            return
        fx.destroy(g, doomed)


@card("Harvest Time")
class HarvestTime(Behaviour):
    """Play: Choose a trait. Purge each card with that trait. Each player gains 1A for each card
    they controlled that was purged this way. (The cards in play: each is purged from its
    controller's play area.)"""

    def play(self, g, src, you):
        trait = fx.choose_trait(g, you, f"for {src.name}", src.title)
        found = [c for c in g.cards_in_play() if modifiers.has_trait(g, c, trait)]
        if not found:
            g.say(f"no card in play has the trait {trait}", R.RESOLVE_AS_MUCH)
            return
        purged = {seat: 0 for seat in (g.active, other(g.active))}
        for c in found:
            seat = c.controller
            if fx.purge(g, c, src.title):
                purged[seat] += 1
        for seat, n in purged.items():
            if n:
                fx.gain(g, seat, n, src.title)


# -- creatures chosen to be kept --------------------------------------------------------------------
def _keep_one_each(g, src, key, what: str) -> None:
    """"Choose a creature of each <house / power value>. Destroy each creature not chosen.": one
    creature is chosen for each value the creatures in play have (in any order: the one left for a
    value is taken by itself); then every creature not chosen is destroyed at once."""
    kept = []
    pool = list(g.creatures())
    while pool:
        alone = [c for c in pool if sum(1 for x in pool if key(x) == key(c)) == 1]
        for c in alone:  # the only creature of its value: taken by itself
            g.say(f"{c.name} is chosen (the only creature of {what} {key(c)})", src.title)
        kept += alone
        pool = [c for c in pool if c not in alone]
        if pool:
            c = fx.choose(g, f"a creature to keep (one of each {what})", pool)
            g.say(f"{c.name} is chosen ({what} {key(c)})", src.title)
            kept.append(c)
            pool = [x for x in pool if key(x) != key(c)]
    doomed = [c for c in g.creatures() if c not in kept]
    if doomed:
        fx.destroy(g, doomed)


@card("Grand Alliance Council")
class GrandAllianceCouncil(Behaviour):
    """Play: Choose a creature of each house. Destroy each creature not chosen."""

    def play(self, g, src, you):
        _keep_one_each(g, src, lambda c: modifiers.house_of(g, c), "house")


@card("Selective Preservation")
class SelectivePreservation(Behaviour):
    """Play: Choose a creature of each power value. Destroy each creature not chosen."""

    def play(self, g, src, you):
        _keep_one_each(g, src, lambda c: fx.power(g, c), "power value")


@card("Unnatural Selection")
class UnnaturalSelection(Behaviour):
    """Play: Choose 3 friendly creatures and 3 enemy creatures. Destroy each other creature.
    ("Other": not chosen. As many as there are: Resolve As Much As You Can.)"""

    def play(self, g, src, you):
        kept = (fx.choose_exactly(g, "a friendly creature to keep", g.creatures(you), 3)
                + fx.choose_exactly(g, "an enemy creature to keep", g.creatures(other(you)), 3))
        g.say(f"chosen: {', '.join(c.name for c in kept) or 'none'}", src.title)
        doomed = [c for c in g.creatures() if c not in kept]
        if doomed:
            fx.destroy(g, doomed)


# -- a creature chosen, then what it does ------------------------------------------------------------
@card("Extinction")
class Extinction(Behaviour):
    """Play: Choose a creature. Destroy that creature and each creature that shares a trait with
    it. Gain 1 chain."""

    def play(self, g, src, you):
        chosen = fx.choose(g, "a creature for Extinction", g.creatures(), none="there is no creature to choose")
        if chosen is not None:
            traits = modifiers.traits(g, chosen)
            fx.destroy(g, [chosen] + [c for c in g.creatures() if c is not chosen
                                      and traits & modifiers.traits(g, c)])
        fx.gain_chains(g, you, 1, src.title)


@card("Terms of Redress")
class TermsOfRedress(Behaviour):
    """Play: Choose a friendly creature to capture 2A."""

    def play(self, g, src, you):
        c = fx.choose(g, "a friendly creature to capture 2 Æmber", g.creatures(you),
                      none="there is no friendly creature to capture")
        if c is not None:
            fx.capture(g, c, 2, other(you), src.title)


@card("Hypnotic Command")
class HypnoticCommand(Behaviour):
    """Play: For each friendly Mars creature, choose an enemy creature to capture 1A from their own
    side. (Each time a creature may be chosen again; it takes from its controller's pool.)"""

    def play(self, g, src, you):
        n = sum(1 for c in g.creatures(you) if modifiers.belongs_to(g, c, "mars"))
        g.say(f"“for each” friendly Mars creature: {n}", R.FOR_EACH)
        for _ in range(n):
            c = fx.choose(g, "an enemy creature to capture 1 Æmber from its own side", g.creatures(other(you)),
                          none="there is no enemy creature to choose")
            if c is None:
                return
            fx.capture(g, c, 1, c.controller, src.title)


@card("The Flex")
class TheFlex(Behaviour):
    """Play: Choose a ready friendly Brobnar creature. Exhaust it and gain A equal to half its power
    (rounding down the gain)."""

    def play(self, g, src, you):
        c = fx.choose(g, "a ready friendly Brobnar creature", [x for x in g.creatures(you)
                                                                if modifiers.belongs_to(g, x, "brobnar") and not x.exhausted],
                      none="there is no ready friendly Brobnar creature")
        if c is not None:
            fx.exhaust(g, c, src.title)
            fx.gain(g, you, fx.power(g, c) // 2, src.title)


# -- "choose one" with options the reader cannot read --------------------------------------------------
@card("First or Last")
class FirstOrLast(Behaviour):
    """Play: Choose one: • Purge each creature with the highest power. • Purge each creature with
    the lowest power."""

    def play(self, g, src, you):
        i = fx.choose_mode(g, you, ["purge each creature with the highest power", "purge each creature with the lowest power"], src.title)
        powers = [fx.power(g, c) for c in g.creatures()]
        if not powers:
            g.say("there is no creature to purge", R.RESOLVE_AS_MUCH)
            return
        edge = max(powers) if i == 0 else min(powers)
        for c in [c for c in g.creatures() if fx.power(g, c) == edge]:
            fx.purge(g, c, src.title)


@card("Corrode")
class Corrode(Behaviour):
    """Play: Choose one: • Destroy an artifact. • Destroy an upgrade. • Destroy a creature with
    armor. (With armor: an armor value above 0 now.)"""

    def play(self, g, src, you):
        i = fx.choose_mode(g, you, ["destroy an artifact", "destroy an upgrade", "destroy a creature with armor"], src.title)
        pool = [g.artifacts(), [u for c in g.creatures() for u in c.upgrades],
                [c for c in g.creatures() if modifiers.armor(g, c) > 0]][i]
        what = ["artifact", "upgrade", "creature with armor"][i]
        c = fx.choose(g, f"{what} to destroy", pool, none=f"there is no {what} to destroy")
        if c is not None:
            fx.destroy(g, [c])


@card("Wrath or Ruin")
class WrathOrRuin(Behaviour):
    """Play: Choose one: • Destroy a flank creature. • Return 2 enemy creatures to their owners'
    hands."""

    def play(self, g, src, you):
        i = fx.choose_mode(g, you, ["destroy a flank creature", "return 2 enemy creatures to their owners' hands"], src.title)
        if i == 0:
            c = fx.choose(g, "a flank creature to destroy", [c for c in g.creatures() if g.on_flank(c)],
                          none="there is no creature to destroy")
            if c is not None:
                fx.destroy(g, [c])
            return
        for c in fx.choose_exactly(g, "an enemy creature to return to its owner's hand", g.creatures(other(you)), 2):
            fx.return_to_hand(g, c, src.title)


@card("Knowledge is Power", "Knowledge is Power (DT 019)")
class KnowledgeIsPower(Behaviour):
    """Play: Choose one: Archive a card, or, for each archived card you have, gain 1A. (Dark
    Tidings: "Choose one: • Archive a card. • Gain 1A for each card in your archives.")"""

    def play(self, g, src, you):
        i = fx.choose_mode(g, you, ["archive a card", "gain 1{A} for each card in your archives"], src.title)
        if i == 0:
            c = fx.choose(g, "a card from your hand to archive", g.player(you).hand,
                          none=f"{you} has no card in hand to archive")
            if c is not None:
                fx.archive(g, c, you, src.title)
            return
        n = len(g.player(you).archives)
        g.say(f"“for each” card in {you}'s archives: {n}", R.FOR_EACH)
        if n:
            fx.gain(g, you, n, src.title)


@card("Reap or Sow")
class ReapOrSow(Behaviour):
    """Play: Choose one: • Ready and reap with a friendly creature. • Give three +1 power counters
    to creatures, distributed as you choose. (One counter at a time: a creature may get several.)"""

    def play(self, g, src, you):
        if fx.choose_mode(g, you, ["ready and reap with a friendly creature",
                                   "give 3 +1 power counters to creatures distributed as you choose"], src.title) == 0:
            c = fx.choose(g, "a friendly creature to ready and reap with", g.creatures(you),
                          none="there is no friendly creature")
            if c is not None:
                fx.ready(g, c, src.title)
                fx.use(g, c, "reap", you, via=src)
            return
        for k in range(3):
            c = fx.choose(g, f"a creature for +1 power counter {k + 1} of 3", g.creatures(),
                          none="there is no creature")
            if c is None:
                return
            fx.add_power_counters(g, c, 1, src.title)


@card("Decadence")
class Decadence(Behaviour):
    """Play: Choose one: • Exalt, ready, and use a friendly creature. • Move 1A from a creature to
    another creature."""

    def play(self, g, src, you):
        if fx.choose_mode(g, you, ["exalt ready and use a friendly creature",
                                   "move 1{A} from a creature to another creature"], src.title) == 0:
            c = fx.choose(g, "a friendly creature to exalt, ready and use", g.creatures(you),
                          none="there is no friendly creature")
            if c is not None:
                fx.exalt(g, c, src.title)
                fx.ready(g, c, src.title)
                fx.use_any(g, c, you, via=src)
            return
        giver = fx.choose(g, "a creature to move 1 Æmber from", [c for c in g.creatures() if c.amber],
                          none="there is no creature with Æmber on it")
        if giver is None:
            return
        taker = fx.choose(g, "another creature to move it to", [c for c in g.creatures() if c is not giver],
                          none="there is no other creature")
        if taker is not None:
            fx.move_aember(g, giver, taker, 1, src.title)


@card("Forgive or Forget")
class ForgiveOrForget(Behaviour):
    """Play: Choose one: • Archive 2 cards of different types from your discard pile. • Purge up to
    2 cards from each discard pile."""

    def play(self, g, src, you):
        if fx.choose_mode(g, you, ["archive 2 cards of different types from your discard pile",
                                   "purge up to 2 cards from each discard pile"], src.title) == 0:
            first = fx.choose(g, "a card from your discard pile to archive", g.player(you).discard,
                              none=f"{you}'s discard pile is empty")
            if first is None:
                return
            second = fx.choose(g, f"a card that is not {first.type} from your discard pile to archive",
                               [c for c in g.player(you).discard if c.type != first.type],
                               none=f"there is no card of another type than {first.type} in the discard pile")
            for c in [first] + ([second] if second is not None else []):
                fx.archive(g, c, you, src.title)
            return
        for seat in (you, other(you)):
            for c in fx.choose_up_to(g, f"a card from {seat}'s discard pile to purge", g.player(seat).discard, 2):
                fx.purge(g, c, src.title)


@card("Safe or Sorry")
class SafeOrSorry(Behaviour):
    """Play: Choose one: • Archive any number of friendly creatures from play. • Choose a creature.
    Deal 1D to it for each A your opponent has. (Archived from play: into its owner's archives,
    Leaves Play; “For Each” on an amount: one instance of that much damage.)"""

    def play(self, g, src, you):
        if fx.choose_mode(g, you, ["archive any number of friendly creatures from play",
                                   "choose a creature. deal 1{D} to it for each {A} your opponent has"],
                          src.title) == 0:
            for c in fx.choose_up_to(g, "a friendly creature to archive", g.creatures(you), len(g.creatures(you))):
                fx.archive(g, c, c.owner, src.title)
            return
        c = fx.choose(g, "a creature", g.creatures(), none="there is no creature")
        n = g.player(other(you)).amber
        g.say(f"“for each” Æmber {other(you)} has: {n}", R.FOR_EACH)
        if c is not None and n:
            fx.damage(g, c, n, src, src.title)


@card("Unity or Discord")
class UnityOrDiscord(Behaviour):
    """Play: Choose one: • Use a friendly non-Star Alliance creature. • Return up to 2 friendly
    creatures and each upgrade attached to them to their owners' hands."""

    def play(self, g, src, you):
        if fx.choose_mode(g, you, ["use a friendly non-star alliance creature",
                                   "return up to 2 friendly creatures and each upgrade attached to them to "
                                   "their owners' hands"], src.title) == 0:
            c = fx.choose(g, "a friendly non-Star Alliance creature to use",
                          [c for c in g.creatures(you) if not modifiers.belongs_to(g, c, "staralliance")],
                          none="there is no friendly non-Star Alliance creature")
            if c is not None:
                fx.use_any(g, c, you, via=src)
            return
        for c in fx.choose_up_to(g, "a friendly creature to return to its owner's hand", g.creatures(you), 2):
            for up in list(c.upgrades):
                fx.return_to_hand(g, up, src.title)
            fx.return_to_hand(g, c, src.title)


# -- chosen creatures, more -----------------------------------------------------------------------
@card("Entropic Swirl", "Entropic Swirl (MM 103)", "Entropic Swirl (WC 165)")
class EntropicSwirl(Behaviour):
    """Play: Choose a creature. For each trait that creature has, deal it 2D and gain 1A. (The
    damage of every instance is dealt at once, as all of one ability's damage is (Damage: "dealt
    simultaneously"): a ward stops it whole; the Æmber is gained whatever the damage did.)"""

    def play(self, g, src, you):
        c = fx.choose(g, "a creature", g.creatures(), none="there is no creature")
        if c is None:
            return
        traits = sorted(t for t in modifiers.traits(g, c) if t)  # those it has now (gained ones too)
        g.say(f"“for each” trait of {c.name}: {len(traits)}", R.FOR_EACH)
        if traits:
            fx.deal(g, [fx.Hit(c, 2, src) for _ in traits], src.title)
            fx.gain(g, you, len(traits), src.title)


@card("Harmonic Ritual")
class HarmonicRitual(Behaviour):
    """Play: Choose a friendly creature. If its left neighbor shares a house with it, gain 1A and
    repeat this effect on that creature (Repeat: from the left neighbor, leftwards)."""

    def play(self, g, src, you):
        c = fx.choose(g, "a friendly creature", g.creatures(you), none="there is no friendly creature")
        while c is not None:
            line = g.player(c.controller).battleline
            i = line.index(c)
            left = line[i - 1] if i > 0 else None
            if left is None or modifiers.houses(g, left).isdisjoint(modifiers.houses(g, c)):
                g.say(f"{c.name} has no left neighbor of its house ({c.house})", src.title)
                return
            fx.gain(g, you, 1, src.title)
            g.say(f"repeat the effect on {left.name}", R.REPEAT)
            c = left


@card("Quintrino Flux")
class QuintrinoFlux(Behaviour):
    """Play: Choose a friendly creature and an enemy creature. Destroy the chosen creatures and each
    creature with the same power as either of the chosen creatures (all at once)."""

    def play(self, g, src, you):
        chosen = [c for c in (fx.choose(g, "a friendly creature", g.creatures(you), none="there is no friendly creature"),
                              fx.choose(g, "an enemy creature", g.creatures(other(you)), none="there is no enemy creature"))
                  if c is not None]
        powers = {fx.power(g, c) for c in chosen}
        doomed = [c for c in g.creatures() if c in chosen or fx.power(g, c) in powers]
        if doomed:
            fx.destroy(g, doomed)


@card("Stir Up Trouble")
class StirUpTrouble(Behaviour):
    """Play: Choose a creature and 1 of its neighbors. Each chosen creature deals damage equal to its
    power to the other (at the same time)."""

    def play(self, g, src, you):
        a = fx.choose(g, "a creature", [c for c in g.creatures() if g.neighbors(c)],
                      none="there is no creature with a neighbor")
        if a is None:
            return
        b = fx.choose(g, f"a neighbor of {a.name}", g.neighbors(a))
        fx.deal(g, [fx.Hit(b, fx.power(g, a), a), fx.Hit(a, fx.power(g, b), b)], src.title)


# -- a house the controller of a creature must choose -----------------------------------------------
class _MustChooseOnTheirNextTurn(LastingEffect):
    """`seat` must choose `house` as their active house on their next turn: the turn after this
    one if it is theirs now, else their coming turn. It ends with that turn."""

    until = "their next turn"

    def __init__(self, source, you, rule, house: str, seat: str, g):
        super().__init__(source, you, rule)
        self.house, self.seat = house, seat
        self.bound = seat  # in force on `seat`'s turns, whoever made it
        self.ends_left = 2 if g.active == seat else 1  # end-of-turns of `seat` until it expires

    def _theirs(self, g, seat) -> bool:
        return seat == self.seat and g.active == seat and (self.ends_left == 1)

    def must_choose_house(self, g, src, seat):
        return self.house if self._theirs(g, seat) else None

    def expires_at_end_of_turn(self, g, seat: str) -> bool:
        if seat == self.seat:
            self.ends_left -= 1
        return self.ends_left <= 0


def _must_choose(g, src, you, house: str, seat: str) -> None:
    fx.add_lasting(g, _MustChooseOnTheirNextTurn(src, you, src.title, house, seat, g),
                   f"{seat} must choose {house} as their active house on their next turn")


@card("Mark of Dis")
class MarkOfDis(Behaviour):
    """Play: Deal 2D to a creature. If it is not destroyed, its controller must choose that
    creature's house as their active house on their next turn."""

    def play(self, g, src, you):
        c = fx.choose(g, "a creature to deal 2 damage to", g.creatures(), none="there is no creature")
        if c is None:
            return
        seat = c.controller
        if fx.damage(g, c, 2, src, src.title) or not g.in_play(c):
            g.say(f"{c.name} is destroyed: no house must be chosen", src.title)
            return
        _must_choose(g, src, you, modifiers.house_of(g, c), seat)


@card("Snag")
class Snag(Behaviour):
    """Fight: Your opponent must choose the house of the creature Snag fights as their active house
    on their next turn."""

    def fight(self, g, src, you):
        fought = next((e.data["defender"] for e in reversed(g.events) if e.kind == "fight" and e.card is src), None)
        if fought is None:
            g.say(f"{src.name} has not fought", R.RESOLVE_AS_MUCH)
            return
        _must_choose(g, src, you, modifiers.house_of(g, fought), other(you))
