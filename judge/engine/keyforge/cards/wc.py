"""Worlds Collide (WC) card behaviours, one class per card, in collector order.

Each class implements the card's text as it reads under the fixture's
rulebook (errata applied by judge.cards.data); the docstring quotes it.
"""
from __future__ import annotations

from judge.engine.keyforge import copies
from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.cards.shared import gains_keyword
from judge.engine.keyforge.state import other


def _played_on_flank(g, event, side: str) -> bool:
    """Was the creature of this "played" event played on that flank of "their" battleline: the
    battleline of the player who played it (one that enters play under another player's control,
    Scowly Caper, is on that player's flank, not theirs: FAQ, Flank)?"""
    c = event.card
    if event.kind != "played" or c.type != "creature" or not g.in_play(c) or c.controller != event.seat:
        return False
    line = g.player(c.controller).battleline
    return line[0 if side == "left" else -1] is c


# -- Dis ---------------------------------------------------------------------------------
@card("Obsidian Forge")
class ObsidianForge(Behaviour):
    """Action: Sacrifice any number of friendly creatures. Then, you may forge a key at +6A current
    cost, reduced by 1A for each creature sacrificed this way. If you do, destroy Obsidian Forge."""

    removal_rule, removal_word, removed = R.SACRIFICE, "sacrifice", "sacrificed"

    def action(self, g, src, you):
        mine = fx.friendly(g, you)
        chosen = fx.choose_up_to(g, f"a friendly creature to {self.removal_word}", mine, len(mine))
        sacrificed = fx.destroy(g, chosen, rule=self.removal_rule) if chosen else []
        cost = max(0, fx.key_cost(g, you) + 6 - len(sacrificed))
        g.say(f"{len(sacrificed)} creature{'s' if len(sacrificed) != 1 else ''} {self.removed} this way: the key "
              f"costs {fx.key_cost(g, you)} + 6 - {len(sacrificed)} = {cost}", R.THIS_WAY)
        if not g.decide.may(f"forge a key for {cost} Æmber"):
            g.say(f"{you} chooses not to forge a key", R.MAY)
            return
        if fx.forge_key(g, you, cost, src.title):
            fx.destroy(g, [src])


@card("Sinestra")
class Sinestra(Behaviour):
    """After your opponent plays a creature on their left flank, they lose 1A."""

    def on(self, g, src, event):
        if event.seat == other(src.controller) and _played_on_flank(g, event, "left"):
            return lambda: fx.lose(g, event.seat, 1, src.title)
        return None


@card("Dexus")
class Dexus(Behaviour):
    """After your opponent plays a creature on their right flank, they lose 1A."""

    def on(self, g, src, event):
        if event.seat == other(src.controller) and _played_on_flank(g, event, "right"):
            return lambda: fx.lose(g, event.seat, 1, src.title)
        return None


# -- Saurian -----------------------------------------------------------------------------
@card("Crassosaurus")
class Crassosaurus(Behaviour):
    """Elusive. Play: Capture 10A from any combination of players. Then, if Crassosaurus has fewer
    than 10A on it, purge Crassosaurus."""

    def play(self, g, src, you):
        mine, theirs = g.player(you).amber, g.player(other(you)).amber
        total = min(10, mine + theirs)
        g.say(f"{mine + theirs} Æmber in the players' pools: Crassosaurus must capture {total} "
              "(as much as it can)", R.RESOLVE_AS_MUCH)
        own = g.decide.number(f"how much Æmber Crassosaurus captures from {you}'s own pool",
                              max(0, total - theirs), min(mine, total))
        if total - own:
            fx.capture(g, src, total - own, other(you), src.title)
        if own:
            fx.capture(g, src, own, you, src.title)
        if src.amber < 10:
            g.say(f"Crassosaurus has {src.amber} Æmber on it, fewer than 10: purge it", src.title)
            fx.purge(g, src, src.title)


@card("Auto-Legionary")
class AutoLegionary(Behaviour):
    """Action: Put Auto-Legionary on a flank of your battleline. While in the battleline, it is
    considered a creature with 5 power and may be used as if it belonged to the active house.
    (Erratum, 2021. The printed text ends "... and belongs to all houses": then it is a card of
    every house while in the battleline, modifiers.houses.)"""

    @classmethod
    def implements(cls, text: str) -> bool:
        return "as if it belonged to the active house" in text or "belongs to all houses" in text

    def _printed(self) -> bool:
        return "belongs to all houses" in self.card.text

    def houses(self, g, src, card):
        if self._printed() and card is src and _in_battleline(g, src):
            return "instead", frozenset(fx.game_houses())
        return None

    def action(self, g, src, you):
        fx.put_on_flank(g, src, self.card.title)

    def base_power(self, g, src, creature):
        return 5 if creature is src and _in_battleline(g, src) else None

    def may_use(self, g, src, seat, card, how):
        return not self._printed() and card is src and seat == src.controller and _in_battleline(g, src)


def _in_battleline(g, card) -> bool:
    return card.controller is not None and card in g.player(card.controller).battleline


@card("Terrordactyl")
class Terrordactyl(Behaviour):
    """Terrordactyl enters play stunned. Terrordactyl only deals 4D when fighting. Before Fight:
    Deal 4D to each neighbor of the creature Terrordactyl fights."""

    def enters_play_status(self, g, src, c, seat):
        return ["stunned"] if c is src else []

    def fight_damage_amount(self, g, src, creature):
        return 4 if creature is src else None

    def before_fight(self, g, src, you):
        fx.deal_to_neighbors_of_fought(g, src, 4, self.card.title)


# -- Star Alliance -----------------------------------------------------------------------
@card("Encounter Suit")
class EncounterSuit(Behaviour):
    """After an action card is played but before it resolves, ward this creature."""

    def on(self, g, src, event):
        if event.kind == "action_revealed" and src.attached_to is not None:
            return lambda: fx.ward(g, src.attached_to, src.title)
        return None



@card("Explo-rover")
class ExploRover(Behaviour):
    """Skirmish. Explo-rover may be played as an upgrade instead of a creature, with the text:
    “This creature gains skirmish.”"""

    played_as = {"upgrade": gains_keyword("skirmish")}


@card("CALV-1N")
class Calv1n(Behaviour):
    """Fight/Reap: Draw a card. CALV-1N may be played as an upgrade instead of a creature, with the
    text: “This creature gains, ‘Fight/Reap: Draw a card.’”"""

    def fight(self, g, src, you):
        fx.draw(g, you, 1, self.card.title)

    reap = fight


class _Calv1nUpgrade(Behaviour):
    """This creature gains, “Fight/Reap: Draw a card.”"""

    def granted(self, g, src, c):
        return [Calv1n(self.card)] if src.attached_to is c else []


Calv1n.played_as = {"upgrade": _Calv1nUpgrade}


@card("Crash Muldoon")
class CrashMuldoon(Behaviour):
    """Deploy. Crash Muldoon enters play ready. Action: Use a neighboring non-Star Alliance
    creature."""

    def enters_play_status(self, g, src, card, seat):
        return ["ready"] if card is src else []

    def action(self, g, src, you):
        near = [n for n in g.neighbors(src) if not modifiers.belongs_to(g, n, "staralliance")]
        chosen = fx.choose(g, "a neighboring non-Star Alliance creature to use", near,
                           none=f"{src.name} has no non-Star Alliance neighbor")
        if chosen is not None:
            fx.use_any(g, chosen, you, via=src)


# -- Untamed -----------------------------------------------------------------------------
@card("Ghosthawk")
class Ghosthawk(Behaviour):
    """Deploy. Play: You may reap with each neighboring creature, one at a time."""

    def play(self, g, src, you):
        for n in list(g.neighbors(src)):
            if g.decide.may(f"reap with {n.name}"):
                fx.use(g, n, "reap", you, via=src)
            else:
                g.say(f"{you} chooses not to reap with {n.name}", R.MAY)


@card("Creed of Nurture")
class CreedOfNurture(Behaviour):
    """Omni: Sacrifice Creed of Nurture. If you do, reveal a creature from your hand and choose a
    creature in play. For the remainder of the turn, the chosen creature gains the text box of
    the revealed creature. (Its self-referential text then refers to the chosen creature.)"""

    def omni(self, g, src, you):
        if not fx.sacrifice(g, src, you):
            g.say("Creed of Nurture was not sacrificed: the rest does not happen", R.IF_YOU_DO)
            return
        shown = fx.choose(g, "a creature in your hand to reveal",
                          [c for c in g.player(you).hand if c.type == "creature"],
                          none=f"{you} has no creature in hand to reveal")
        if shown is None:
            return
        g.say(f"{you} reveals {shown.name}", self.card.title)
        chosen = fx.choose(g, f"a creature in play to gain the text box of {shown.name}", g.creatures(),
                           none="there is no creature in play")
        if chosen is None:
            return
        effect = _GainsTextBox(src, you, self.card.title, chosen, copies.text_box(shown.card))
        fx.add_lasting(g, effect, f"{chosen.name} gains the text box of {shown.name} for the remainder of "
                                  "the turn (its self-referential text refers to "
                                  f"{chosen.name})")


class _GainsTextBox(LastingEffect):
    def __init__(self, source, you, rule, target, text):
        super().__init__(source, you, rule, target)
        self.text = text

    def granted(self, g, src, c):
        return self.text if c is self.target else []


# -- Logos -------------------------------------------------------------------------------
@card("Discombobulator")
class Discombobulator(Behaviour):
    """This creature gains, “Your A cannot be stolen.”"""

    def granted(self, g, src, c):
        return [_CannotBeStolen(self.card)] if src.attached_to is c else []


class _CannotBeStolen(Behaviour):
    def aember_cannot_be_stolen(self, g, src, seat):
        return seat == src.controller


@card("Mimic Gel")
class MimicGel(Behaviour):
    """Mimic Gel cannot be played unless there is another creature in play. Mimic Gel enters play
    as a copy of another creature in play, except it belongs to house Logos. (copies.py: it copies
    the base card, not the tokens, upgrades or gained abilities of the original, and is Mimic Gel
    again once it leaves play.)"""

    def cannot_play(self, g, src, seat, card):
        if card is src and not [c for c in g.creatures() if c is not src]:
            return "Mimic Gel cannot be played unless there is another creature in play"
        return None

    def enters_play_as(self, g, src, you):
        chosen = fx.choose(g, "another creature in play for Mimic Gel to copy",
                           [c for c in g.creatures() if c is not src],
                           none="there is no other creature in play: Mimic Gel copies nothing")
        return copies.of(chosen, self.card.title, house="logos") if chosen else None


# -- Saurian (continued) -----------------------------------------------------------------
@card("Imperial Scutum")
class ImperialScutum(Behaviour):
    """This creature gets +2 armor and gains, “Destroyed: Move each A on this creature to the common supply.”"""

    def armor(self, g, src, creature):
        return 2 if src.attached_to is creature else 0

    def granted(self, g, src, c):
        return [_AemberToSupply(self.card)] if src.attached_to is c else []


class _AemberToSupply(Behaviour):
    def destroyed(self, g, src, you):
        fx.aember_to_supply(g, src, "Imperial Scutum")


@card("Phalanx Strike")
class PhalanxStrike(Behaviour):
    """Play: Choose a creature. Deal 1D to it for each friendly creature. You may exalt a friendly
    creature to repeat the preceding effect. (A chosen creature takes that damage as one
    instance; the repeat is a second one.)"""

    def play(self, g, src, you):
        self._strike(g, src, you)
        if not fx.friendly(g, you) or not g.decide.may("exalt a friendly creature to repeat the preceding effect"):
            return
        c = fx.choose(g, "a friendly creature to exalt", fx.friendly(g, you))
        if fx.exalt(g, c, src.title):
            g.say("the preceding effect repeats", R.PRECEDING)
            self._strike(g, src, you)

    def _strike(self, g, src, you):
        target = fx.choose(g, "a creature", g.creatures(), none="there is no creature in play")
        if target is None:
            return
        n = len(fx.friendly(g, you))
        g.say(f"deal 1 damage to {target.name} for each of {you}'s {n} friendly creatures", R.FOR_EACH)
        fx.damage(g, target, n, src, src.title)


@card("Senator Shrix")
class SenatorShrix(Behaviour):
    """You may spend A on Senator Shrix as if it were in your pool. Play/Reap: You may exalt Senator Shrix."""

    def spend_as_pool(self, g, src, seat):
        return [src] if seat == src.controller and src.amber else []

    def play(self, g, src, you):
        if g.decide.may("exalt Senator Shrix"):
            fx.exalt(g, src, src.title)
        else:
            g.say(f"{you} chooses not to exalt Senator Shrix", R.MAY)

    reap = play


@card("Gargantodon")
class Gargantodon(Behaviour):
    """Gargantodon enters play stunned. Gargantodon only deals 4D when fighting. Each A that would
    be stolen is captured by a creature controlled by the active player instead."""

    def enters_play_status(self, g, src, c, seat):
        return ["stunned"] if c is src else []

    def fight_damage_amount(self, g, src, creature):
        return 4 if creature is src else None

    def steal_instead(self, g, src, thief, victim):
        def run(n):
            taken = min(n, g.player(victim).amber)
            g.say(f"each of the {taken} Æmber {thief} would steal from {victim} is captured by a creature "
                  f"{g.active} controls instead", src.title)
            captured = 0
            for i in range(taken):  # "each A": one at a time, each by a creature of their choice
                c = fx.choose(g, f"a creature {g.active} controls to capture Æmber {i + 1} of {taken}",
                              g.creatures(g.active), none=f"{g.active} controls no creature: nothing is captured")
                if c is None:
                    break
                captured += fx.capture(g, c, 1, victim, src.title)
            return captured
        return run


# -- Shadows (continued) -----------------------------------------------------------------
@card("Keyforgery")
class Keyforgery(Behaviour):
    """When your opponent would forge a key, that player names a house. Reveal a random card from
    your hand. If that card is not of the named house, destroy Keyforgery and they do not forge
    that key (no A is spent). (Erratum, 2021: "... would forge a key on their turn, ...")"""

    def before_forging(self, g, src, seat):
        if seat != other(src.controller):
            return None
        if "on their turn" in src.printed.text.lower() and g.active != seat:
            return None

        def run():
            house = fx.name_house(g, seat, "Keyforgery", src.title)
            shown = fx.choose_random(g, f"a card from {src.controller}'s hand to reveal",
                                     g.player(src.controller).hand, src.title)
            if shown is None:
                g.say(f"{src.controller} has no card in hand to reveal", R.RESOLVE_AS_MUCH)
                return False
            g.say(f"{src.controller} reveals {shown.name} ({shown.house})", src.title)
            if modifiers.belongs_to(g, shown, house):
                return False
            fx.destroy(g, [src])
            return True
        return run
