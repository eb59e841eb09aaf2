"""Hand-written cards of hidden information the reader cannot read: searches for a named card,
revealing or looking at cards and acting on what was seen, cards picked at random. Hidden
cards a player may not see are picked with the game's seeded rng (effects.choose_random)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import gigantic
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.state import other
from judge.engine.keyforge.zones import ask_flank


# -- searches ------------------------------------------------------------------------------------------
def _search_into_hand(g, src, you, zones: list[str], test, what: str) -> None:
    """Search (may fail to find), reveal the card found and put it into your hand."""
    found = fx.search(g, you, zones, test, what, R.SEARCH)
    if found is not None:
        fx.put_into_hand(g, found, src.title)


@card("Grumpus Tamer")
class GrumpusTamer(Behaviour):
    """Reap: Search your deck and discard pile for a War Grumpus, reveal it, and add it to your
    hand. Then, shuffle your deck."""

    def reap(self, g, src, you):
        _search_into_hand(g, src, you, ["deck", "discard"], lambda c: c.title == "War Grumpus", "a War Grumpus")
        fx.shuffle_deck(g, you, src.title)


@card("Help from Future Self")
class HelpFromFutureSelf(Behaviour):
    """Play: Search your deck and discard pile for a Timetraveller, reveal it, and put it into your
    hand. Shuffle your discard pile into your deck."""

    def play(self, g, src, you):
        _search_into_hand(g, src, you, ["deck", "discard"], lambda c: c.title == "Timetraveller", "a Timetraveller")
        fx.shuffle_into_deck(g, list(g.player(you).discard), src.title)


@card("It’s Coming...")
class ItsComing(Behaviour):
    """Play: Search your deck and discard pile for either half of a gigantic creature, reveal it,
    and put it into your hand. Shuffle your deck."""

    def play(self, g, src, you):
        from judge.engine.keyforge.gigantic import is_gigantic

        _search_into_hand(g, src, you, ["deck", "discard"], lambda c: is_gigantic(c.printed),
                          "either half of a gigantic creature")
        fx.shuffle_deck(g, you, src.title)


class _ComOfficer(Behaviour):
    """The two Com. Officers of Dark Tidings: each searches for the other, and acts on the
    creatures between them (in its battleline, strictly between the two)."""

    partner = ""

    def play(self, g, src, you):
        if g.decide.may(f"search your deck for {self.partner}"):
            _search_into_hand(g, src, you, ["deck"], lambda c: c.title == self.partner, self.partner)
        else:
            g.say(f"{you} chooses not to search", R.MAY)
        fx.shuffle_deck(g, you, src.title)

    def between(self, g, src) -> list:
        line = g.player(src.controller).battleline if src.controller else []
        partners = [c for c in line if c.title == self.partner]
        if src not in line or not partners:
            g.say(f"{self.partner} is not in {src.name}'s battleline: no creature is between them", R.RESOLVE_AS_MUCH)
            return []
        partner = fx.choose(g, f"the {self.partner} to count from", partners)
        i, j = sorted((line.index(src), line.index(partner)))
        return line[i + 1:j]


@card("Com. Officer Gross")
class ComOfficerGross(_ComOfficer):
    """Play: You may search your deck for Com. Officer Hings, reveal it, and put it into your hand.
    Shuffle your deck. Fight/Reap: Give a +1 power counter to each creature between Com. Officer
    Hings and Com. Officer Gross."""

    partner = "Com. Officer Hings"

    def fight(self, g, src, you):
        for c in self.between(g, src):
            fx.add_power_counters(g, c, 1, src.title)

    reap = fight


@card("Com. Officer Hings")
class ComOfficerHings(_ComOfficer):
    """Play: You may search your deck for Com. Officer Gross, reveal it, and put it into your hand.
    Shuffle your deck. Fight/Reap: Draw 1 card for each creature between Com. Officer Hings and Com.
    Officer Gross."""

    partner = "Com. Officer Gross"

    def fight(self, g, src, you):
        n = len(self.between(g, src))
        g.say(f"“for each” creature between them: {n}", R.FOR_EACH)
        if n:
            fx.draw(g, you, n, src.title)

    reap = fight


# -- revealing and looking at cards -------------------------------------------------------------------
def _reveal_five_purge_one(g, src, you) -> None:
    """Borr Nit, Borr Nit's Touch: "Reveal the top 5 cards of a player's deck. Purge a card revealed
    this way. Shuffle the other revealed cards into that deck." (The player is answered by seat.)"""
    seat = g.decide.option("a player whose deck to reveal (player or opponent)", [you, other(you)])
    shown = fx.top_of_deck(g, seat, 5)
    if not shown:
        g.say(f"{seat}'s deck is empty: nothing is revealed", R.RESOLVE_AS_MUCH)
        return
    fx.reveal(g, you, shown, src.title)
    gone = fx.choose(g, "a card revealed this way to purge", shown)
    fx.purge(g, gone, src.title)
    fx.shuffle_into_deck(g, [c for c in shown if c is not gone], src.title)


@card("Borr Nit")
class BorrNit(Behaviour):
    """Reap: Reveal the top 5 cards of a player's deck. Purge a card revealed this way. Shuffle the
    other revealed cards into that deck."""

    def reap(self, g, src, you):
        _reveal_five_purge_one(g, src, you)


@card("Borr Nit’s Touch")
class BorrNitsTouch(Behaviour):
    """Play: Reveal the top 5 cards of a player's deck. Purge a card revealed this way. Shuffle the
    other revealed cards into that deck."""

    def play(self, g, src, you):
        _reveal_five_purge_one(g, src, you)


def _look_at_hand(g, src, you):
    seat = other(you)
    fx.reveal(g, you, list(g.player(seat).hand), src.title, verb=f"looks at {seat}'s hand:")
    return seat


@card("Brain Drain")
class BrainDrain(Behaviour):
    """Play: Look at your opponent's hand. Choose a card from it and put it on top of their deck."""

    def play(self, g, src, you):
        seat = _look_at_hand(g, src, you)
        c = fx.choose(g, f"a card from {seat}'s hand to put on top of their deck", g.player(seat).hand,
                      none=f"{seat} has no card in hand")
        if c is not None:
            fx.put_on_deck(g, c, True, src.title)


@card("Imperial Traitor", "Imperial Traitor (MM 282)")
class ImperialTraitor(Behaviour):
    """Play: Look at your opponent's hand. You may choose and purge a Sanctum card in it. (Mass
    Mutation: "... from it.")"""

    def play(self, g, src, you):
        seat = _look_at_hand(g, src, you)
        if not g.decide.may("choose and purge a Sanctum card in your opponent's hand"):
            g.say(f"{you} chooses not to purge a card", R.MAY)
            return
        c = fx.choose(g, f"a Sanctum card in {seat}'s hand to purge",
                      [c for c in g.player(seat).hand if modifiers.belongs_to(g, c, "sanctum")],
                      none=f"{seat} has no Sanctum card in hand")
        if c is not None:
            fx.purge(g, c, src.title)


def _archives_to_hand(g, src, you) -> None:
    """Prof. Garwynne: "You may choose a card in your archives and put it into your hand." """
    if not g.decide.may("choose a card in your archives and put it into your hand"):
        g.say(f"{you} chooses not to", R.MAY)
        return
    c = fx.choose(g, "a card in your archives to put into your hand", g.player(you).archives,
                  none=f"{you} has no card in their archives")
    if c is not None:
        fx.put_into_hand(g, c, src.title)


@card("Prof. Garwynne (DT 006)")
class ProfGarwynneFight(Behaviour):
    """Skirmish. Fight: You may choose a card in your archives and put it into your hand."""

    def fight(self, g, src, you):
        _archives_to_hand(g, src, you)


@card("Prof. Garwynne (DT 046)")
class ProfGarwynneReap(Behaviour):
    """Elusive. Reap: You may choose a card in your archives and put it into your hand."""

    def reap(self, g, src, you):
        _archives_to_hand(g, src, you)


@card("Martians Make Bad Allies")
class MartiansMakeBadAllies(Behaviour):
    """Play: Reveal your hand. Purge each revealed non-Mars creature and gain 1A for each card purged
    this way."""

    def play(self, g, src, you):
        shown = list(g.player(you).hand)
        fx.reveal(g, you, shown, src.title, verb="reveals their hand:")
        n = sum(1 for c in shown if c.type == "creature" and not modifiers.belongs_to(g, c, "mars") and fx.purge(g, c, src.title))
        g.say(f"“for each” card purged this way: {n}", R.FOR_EACH)
        if n:
            fx.gain(g, you, n, src.title)


def _discard_top(g, seat, rule):
    """Discard the top card of `seat`'s deck: the card in the discard pile, or None."""
    top = fx.top_card(g, seat, "discard")
    return fx.discard(g, top, rule) if top is not None else None


@card("J.O.N. Cargo")
class JONCargo(Behaviour):
    """Reap: Discard the top card of your deck and reveal your hand. Archive each card that shares a
    house with the discarded card."""

    def reap(self, g, src, you):
        top = _discard_top(g, you, src.title)
        shown = list(g.player(you).hand)
        fx.reveal(g, you, shown, src.title, verb="reveals their hand:")
        for c in shown:
            if top is not None and modifiers.belongs_to(g, c, top.house):  # as printed: the top card of a deck
                fx.archive(g, c, you, src.title)


@card("A Fair Game")
class AFairGame(Behaviour):
    """Play: Discard the top card of your opponent's deck and reveal their hand. You gain 1A for
    each card of the discarded card's house revealed this way. Your opponent repeats the preceding
    effect on you. (Preceding: the whole effect again, the players swapped.)"""

    def play(self, g, src, you):
        for gainer in (you, other(you)):
            victim = other(gainer)
            top = _discard_top(g, victim, src.title)
            shown = list(g.player(victim).hand)
            fx.reveal(g, victim, shown, src.title, verb="reveals their hand:")
            n = sum(1 for c in shown if top is not None and modifiers.belongs_to(g, c, top.house))  # as printed
            g.say(f"“for each” card of the discarded card's house revealed this way: {n}", R.FOR_EACH)
            if n:
                fx.gain(g, gainer, n, src.title)
            if gainer == you:
                g.say(f"{other(you)} repeats the preceding effect on {you}", R.PRECEDING)


@card("New Frontiers")
class NewFrontiers(Behaviour):
    """Play: Choose a house. Reveal the top 3 cards of your deck. Archive each card of the chosen
    house and discard the others."""

    def play(self, g, src, you):
        house = fx.name_house(g, you, f"for {src.name}", src.title, verb="chooses")
        shown = fx.top_of_deck(g, you, 3)
        fx.reveal(g, you, shown, src.title)
        for c in shown:
            if modifiers.belongs_to(g, c, house):
                fx.archive(g, c, you, src.title)
        for c in shown:
            if not modifiers.belongs_to(g, c, house):
                fx.discard(g, c, src.title)


@card("Old Boomy")
class OldBoomy(Behaviour):
    """Reap: Reveal cards from the top of your deck until you reveal a Brobnar card or choose to
    stop. Deal 2D to Old Boomy if a Brobnar card was revealed. Archive each card revealed this way.
    (One card at a time; after each card that is not Brobnar, the player may stop.)"""

    def reap(self, g, src, you):
        deck = g.player(you).deck
        shown: list = []
        while len(shown) < len(deck):
            c = deck[len(shown)]
            shown.append(c)
            fx.reveal(g, you, [c], src.title)
            if modifiers.belongs_to(g, c, "brobnar") or len(shown) == len(deck):
                break
            if not g.decide.may("reveal another card"):
                g.say(f"{you} chooses to stop", R.MAY)
                break
        if not shown:
            g.say(f"{you}'s deck is empty: nothing is revealed", R.RESOLVE_AS_MUCH)
        if any(modifiers.belongs_to(g, c, "brobnar") for c in shown):
            fx.damage(g, src, 2, src, src.title)
        for c in shown:
            fx.archive(g, c, you, src.title)


@card("Z.Y.X. Researcher")
class ZYXResearcher(Behaviour):
    """Play: Archive the top card of your deck or the top card of your discard pile. (The player
    chooses between the two cards.)"""

    def play(self, g, src, you):
        p = g.player(you)
        tops = [z[0] for z in (p.deck, p.discard) if z]
        c = fx.choose(g, "the top card of your deck or of your discard pile to archive", tops,
                      none=f"{you}'s deck and discard pile are empty")
        if c is not None:
            fx.archive(g, c, you, src.title)


@card("Backup Plan")
class BackupPlan(Behaviour):
    """Play: For each creature your opponent controls in excess of you, archive the top card of your
    deck."""

    def play(self, g, src, you):
        n = max(0, len(g.creatures(other(you))) - len(g.creatures(you)))
        g.say(f"“for each” creature {other(you)} controls in excess of {you}: {n}", R.FOR_EACH)
        for _ in range(n):
            top = fx.top_card(g, you, "archive")
            if top is None:
                return
            fx.archive(g, top, you, src.title)


@card("LCdr. Trigon")
class LCdrTrigon(Behaviour):
    """Reap: Discard the top card of your deck. Resolve that card's bonus icons as if you had played
    it (play.as_if_played)."""

    def reap(self, g, src, you):
        from judge.engine.keyforge.play import as_if_played

        top = _discard_top(g, you, src.title)
        if top is not None:
            as_if_played(g, top, you, src.title)


# -- random cards ------------------------------------------------------------------------------------
def _discard_random(g, seat, rule):
    """`seat` discards a random card from their hand (the seeded rng): the card, or None."""
    c = fx.choose_random(g, f"a card from {seat}'s hand", g.player(seat).hand, R.DISCARDING)
    if c is None:
        g.say(f"{seat} has no card in hand to discard", R.RESOLVE_AS_MUCH)
        return None
    return fx.discard_from_hand(g, c, seat, rule)


@card("Mindfire")
class Mindfire(Behaviour):
    """Play: Your opponent discards a random card from their hand. Steal 1A for each bonus icon on
    the discarded card (its Æmber bonus and other icons: Bonus Icons)."""

    def play(self, g, src, you):
        from judge.engine.keyforge.bonus import icons

        c = _discard_random(g, other(you), src.title)
        n = len(icons(c)) if c is not None else 0
        g.say(f"“for each” bonus icon on the discarded card: {n}", R.FOR_EACH)
        if n:
            fx.steal(g, you, n, src.title)


@card("Perplexing Sophistry")
class PerplexingSophistry(Behaviour):
    """Play: If you have more A than your opponent, they discard a random card from their hand and
    you draw a card."""

    def play(self, g, src, you):
        if g.player(you).amber <= g.player(other(you)).amber:
            g.say(f"{you} does not have more Æmber than {other(you)}: nothing happens", src.title)
            return
        _discard_random(g, other(you), src.title)
        fx.draw(g, you, 1, src.title)


# -- more from the top of a deck -----------------------------------------------------------------------
@card("Mothergun")
class Mothergun(Behaviour):
    """Action: Reveal any number of Mars cards from your hand. Deal damage to a creature equal to the
    number of Mars cards revealed this way."""

    def action(self, g, src, you):
        mars = [c for c in g.player(you).hand if modifiers.belongs_to(g, c, "mars")]
        shown = fx.choose_up_to(g, "a Mars card from your hand to reveal", mars, len(mars))
        fx.reveal(g, you, shown, src.title)
        if not shown:
            return
        c = fx.choose(g, f"a creature to deal {len(shown)} damage to", g.creatures(), none="there is no creature")
        if c is not None:
            fx.damage(g, c, len(shown), src, src.title)


@card("SLRS Austeralis")
class SLRSAusteralis(Behaviour):
    """Action: Exhaust up to 3 friendly Logos creatures. For each creature exhausted this way, play
    the top card of your deck, one at a time. (“This Way”: a creature already exhausted is not.)"""

    def action(self, g, src, you):
        picked = fx.choose_up_to(g, "a friendly Logos creature to exhaust",
                                 [c for c in g.creatures(you) if modifiers.belongs_to(g, c, "logos")], 3)
        n = sum(1 for c in picked if fx.exhaust(g, c, src.title))
        g.say(f"“for each” creature exhausted this way: {n}", R.FOR_EACH)
        for _ in range(n):
            top = fx.top_card(g, you, "play")
            if top is None:
                return
            fx.play_card(g, top, you, source="deck", via=src)


@card("Dark Discovery")
class DarkDiscovery(Behaviour):
    """Play: Name 2 cards. Discard the bottom 2 cards of your opponent's deck. If they are the named
    cards, purge Dark Discovery and forge a key at no cost. (The 2 discarded cards are the 2 named,
    in any order.)"""

    def play(self, g, src, you):
        named = sorted(fx.name_card(g, you, f"({k} of 2) for {src.name}", src.title) for k in (1, 2))
        deck = g.player(other(you)).deck
        bottom = list(reversed(deck[-2:]))  # the bottom card first
        for c in bottom:
            fx.discard(g, c, src.title)
        if len(bottom) == 2 and sorted(c.title for c in bottom) == named:
            g.say("they are the named cards", src.title)
            fx.purge(g, src, src.title)
            fx.forge_key(g, you, 0, src.title)
        else:
            g.say("they are not the named cards", src.title)


@card("Fetchdrones")
class Fetchdrones(Behaviour):
    """Action: Discard the top 2 cards of your deck. For each Logos card discarded this way, a
    friendly creature captures 2A (each time, the player chooses which)."""

    def action(self, g, src, you):
        tops = [c for c in (_discard_top(g, you, src.title) for _ in range(2)) if c is not None]
        n = sum(1 for c in tops if modifiers.belongs_to(g, c, "logos"))
        g.say(f"“for each” Logos card discarded this way: {n}", R.FOR_EACH)
        for _ in range(n):
            c = fx.choose(g, "a friendly creature to capture 2 Æmber", g.creatures(you),
                          none="there is no friendly creature")
            if c is None:
                return
            fx.capture(g, c, 2, other(you), src.title)


@card("Rigged Lottery")
class RiggedLottery(Behaviour):
    """Play: Each player discards the top 5 cards of their deck. For each Shadows card discarded, its
    owner gains 1A."""

    def play(self, g, src, you):
        for seat in (you, other(you)):
            tops = [c for c in (_discard_top(g, seat, src.title) for _ in range(5)) if c is not None]
            n = sum(1 for c in tops if modifiers.belongs_to(g, c, "shadows"))
            g.say(f"“for each” Shadows card {seat} discarded: {n}", R.FOR_EACH)
            if n:
                fx.gain(g, seat, n, src.title)


@card("Dive Deep")
class DiveDeep(Behaviour):
    """Play: Discard the top card of your opponent's deck. Put a creature that shares a house with
    that card on the bottom of its owner's deck."""

    def play(self, g, src, you):
        top = _discard_top(g, other(you), src.title)
        if top is None:
            return
        c = fx.choose(g, f"a {top.house} creature to put on the bottom of its owner's deck",
                      [c for c in g.creatures() if modifiers.belongs_to(g, c, top.house)],  # as printed: a deck's top
                      none=f"there is no {top.house} creature")
        if c is not None:
            fx.put_on_deck(g, c, False, src.title)


@card("Crazy Killing Machine")
class CrazyKillingMachine(Behaviour):
    """Action: Discard the top card of each player's deck. For each of those cards, destroy a creature
    or artifact of that card's house, if able. If 2 cards are not destroyed as a result of this,
    destroy Crazy Killing Machine."""

    def action(self, g, src, you):
        tops = [c for c in (_discard_top(g, seat, src.title) for seat in (you, other(you))) if c is not None]
        destroyed = 0
        for top in tops:
            pool = [c for c in g.creatures() + g.artifacts() if modifiers.belongs_to(g, c, top.house)]  # as printed
            c = fx.choose(g, f"a {top.house} creature or artifact to destroy", pool,
                          none=f"there is no {top.house} creature or artifact to destroy")
            if c is not None and fx.destroy(g, [c]):
                destroyed += 1
        if destroyed < 2:
            g.say(f"{destroyed} card{'s' if destroyed != 1 else ''} destroyed this way, not 2", src.title)
            if g.in_play(src):
                fx.destroy(g, [src])


# -- playing the opponent's cards "as if it were yours" ---------------------------------------------------
def _archives_or_deck(g, seat: str) -> tuple[object, str] | tuple[None, None]:
    """"a random card in your opponent's archives or the top card of your opponent's deck": the
    player picks which (archives or deck, when both have cards); the archived card is random."""
    p = g.player(seat)
    where = [z for z in ("archives", "deck") if p.zone(z)]
    if not where:
        g.say(f"{seat}'s archives and deck are empty", R.RESOLVE_AS_MUCH)
        return None, None
    zone = where[0] if len(where) == 1 else g.decide.option(f"{seat}'s archives or deck", where)
    if zone == "deck":
        return p.deck[0], "deck"
    return fx.choose_random(g, f"a card in {seat}'s archives", p.archives, R.RESOLVE_AS_MUCH), "archives"


@card("Murkens")
class Murkens(Behaviour):
    """Play: Choose a random card in your opponent's archives or the top card of your opponent's
    deck. Play that card as if it were yours."""

    def play(self, g, src, you):
        c, zone = _archives_or_deck(g, other(you))
        if c is not None:
            fx.play_card(g, c, you, source=zone, via=src)


@card("Fidgit")
class Fidgit(Behaviour):
    """Elusive. Reap: Discard a random card from your opponent's archives or the top card of their
    deck. If that card is an action, play it as if it were yours."""

    def reap(self, g, src, you):
        c, _ = _archives_or_deck(g, other(you))
        if c is None:
            return
        c = fx.discard(g, c, src.title)
        if c.type == "action":
            fx.play_card(g, c, you, source="discard", via=src)
        else:
            g.say(f"{c.name} is not an action: it is not played", src.title)


@card("Lateral Shift")
class LateralShift(Behaviour):
    """Play: Look at your opponent's hand. Play a card from that hand as if it were yours."""

    def play(self, g, src, you):
        seat = _look_at_hand(g, src, you)
        hand = g.player(seat).hand
        options = fx.playable(g, hand, you, source="hand", via=src)
        c = fx.choose(g, f"a card from {seat}'s hand to play", options,
                      none=f"no card in {seat}'s hand can be played" if hand else f"{seat} has no card in hand")
        if c is not None:
            fx.play_card(g, c, you, source="hand", via=src)


# -- Omnipus -----------------------------------------------------------------------------------------------
@card("Omnipus")
class Omnipus(Behaviour):
    """Omnipus cannot fight. Play: Discard the top 8 cards of your deck. Play each Tentaclid from your
    discard pile, one at a time (the player picks the next one). Reap: Gain 1A for each friendly
    Tentaclid."""

    def cannot_use(self, g, src, seat, card, how):
        return f"{src.name} cannot fight" if card is src and how == "fight" else None

    def play(self, g, src, you):
        for _ in range(8):
            if _discard_top(g, you, src.title) is None:
                break
        while True:
            tentaclids = [c for c in g.player(you).discard if c.title == "Tentaclid"]
            if not tentaclids:
                return
            c = fx.choose(g, "the next Tentaclid to play", tentaclids)
            if not fx.play_card(g, c, you, source="discard", via=src):
                return

    def reap(self, g, src, you):
        n = sum(1 for c in g.creatures(you) if c.title == "Tentaclid")
        g.say(f"“for each” friendly Tentaclid: {n}", R.FOR_EACH)
        if n:
            fx.gain(g, you, n, src.title)


@card("Bear Flute")
class BearFlute(Behaviour):
    """Action: Fully heal an Ancient Bear. If there are no Ancient Bears in play, search your deck
    and discard pile and put each Ancient Bear from them into your hand. If you do, shuffle your
    discard pile into your deck. (Each one found is taken: "each".)"""

    def action(self, g, src, you):
        bears = [c for c in g.creatures() if c.title == "Ancient Bear"]
        if bears:
            fx.heal(g, fx.choose(g, "an Ancient Bear to fully heal", bears), None, src.title)
            return
        found = [c for z in ("deck", "discard") for c in g.player(you).zone(z) if c.title == "Ancient Bear"]
        g.say(f"no Ancient Bear in play: {you} searches their deck and discard pile and finds "
              f"{len(found)}", R.SEARCH)
        for c in found:
            fx.put_into_hand(g, c, src.title)
        if found:
            fx.shuffle_into_deck(g, list(g.player(you).discard), src.title)


@card("Æmberlution")
class Aemberlution(Behaviour):
    """Omega. Play: Destroy each creature. Each player reveals their hand and puts each creature from
    their hand into play ready. (The active player first; each creature after the first of a
    battleline goes on the flank its player answers, left or right.)"""

    def play(self, g, src, you):
        if g.creatures():
            fx.destroy(g, list(g.creatures()))
        for seat in (you, other(you)):
            shown = list(g.player(seat).hand)
            fx.reveal(g, seat, shown, src.title, verb="reveals their hand:")
            for c in gigantic.as_creatures(g, [c for c in shown if c.type == "creature"]):
                side = ask_flank(g, c, seat)
                fx.put_into_play(g, c, seat, src.title, flank=side, ready=True)
