"""Hand-written cards of the choices family: a house chosen for the opponent's next turn, a
card named, a number or a trait chosen, creatures chosen to be kept, "choose one" options the
reader cannot read. Each house, trait and card name comes from the game's lists
(effects.choose_house, choose_trait, name_card), never a list written here."""
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
        house = fx.choose_house(g, you, f"for {src.name}", src.title)
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
        house = fx.choose_house(g, you, f"on {other(you)}'s identity card for {src.name}", src.title,
                                houses=g.player(other(you)).houses)
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
        house = fx.choose_house(g, you, f"for {src.name}", src.title)
        fx.add_lasting(g, _IfTheyChoose(src, you, src.title, house, chosen=True, run=lambda: fx.steal(g, you, 2, src.title)),
                       f"if {other(you)} chooses {house} as their active house on their next turn, {you} steals 2 Æmber")


@card("Allusions of Grandeur")
class AllusionsOfGrandeur(Behaviour):
    """Play: Choose a house on your opponent's identity card. If your opponent does not choose that
    house as their active house on their next turn, gain 3A."""

    def play(self, g, src, you):
        house = fx.choose_house(g, you, f"on {other(you)}'s identity card for {src.name}", src.title,
                                houses=g.player(other(you)).houses)
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
        found = [c for c in g.cards_in_play() if trait in {t.strip() for t in c.printed.traits}]
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
        _keep_one_each(g, src, lambda c: c.house, "house")


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
            traits = {t.strip() for t in chosen.printed.traits}
            fx.destroy(g, [chosen] + [c for c in g.creatures() if c is not chosen
                                      and traits & {t.strip() for t in c.printed.traits}])
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
        n = sum(1 for c in g.creatures(you) if c.house == "mars")
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
                                                                if x.house == "brobnar" and not x.exhausted],
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
