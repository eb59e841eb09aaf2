"""Mass Mutation (MM) card behaviours, one class per card, in collector order.

Each class implements the card's text as it reads under the fixture's
rulebook (errata applied by judge.cards.data); the docstring quotes it.
Enhance has no effect during play: the bonus icons it added are on other cards
(a fixture's `enhancements`; bonus.py resolves them).
"""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import gigantic
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.modifiers import has_trait
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.cards.shared import gains_keyword


from judge.engine.keyforge.bonus import IconReplacement, dealt_by_icon
from judge.engine.keyforge.state import other


# -- Dis ---------------------------------------------------------------------------------
@card("Waking Nightmare")
class WakingNightmare(Behaviour):
    """Enhance. Play: Keys cost +1A for each Dis creature in play during your opponent's next turn."""

    def play(self, g, src, you):
        fx.add_lasting(g, _KeysCostPerDisCreature(src, you, src.title),
                       f"during {other(you)}'s next turn, keys cost +1 Æmber for each Dis creature in play")


class _KeysCostPerDisCreature(LastingEffect):
    until = "their next turn"

    def key_cost_modifier(self, g, src, seat):
        if g.active != other(self.you):
            return 0
        return sum(1 for c in g.creatures() if modifiers.belongs_to(g, c, "dis"))


# -- Logos -------------------------------------------------------------------------------
@card("Ultra Gravitron")
class UltraGravitron(Behaviour):
    """(Play only with the other half of Ultra Gravitron.) Play: Archive the top 5 cards of your
    deck. Fight/Reap: Discard a card from your archives. If you do, purge a creature and resolve
    each of its bonus icons as if you had played it. (A gigantic creature: gigantic.py; its bonus
    icons are resolved by the one resolution every played card uses: play.as_if_played.)"""

    def play(self, g, src, you):
        top = list(g.player(you).deck[:5])
        if len(top) < 5:
            g.say(f"{you}'s deck has {len(top)} card{'s' if len(top) != 1 else ''}: "
                  f"{'they are' if len(top) != 1 else 'it is'} archived", R.RESOLVE_AS_MUCH)
        for c in top:
            fx.archive(g, c, you, self.card.title)

    def fight(self, g, src, you):
        from judge.engine.keyforge.play import as_if_played

        discarded = fx.choose(g, "a card in your archives to discard", g.player(you).archives,
                              none=f"{you}'s archives are empty: nothing is discarded")
        if discarded is None:
            g.say("no card was discarded: no creature is purged", R.IF_YOU_DO)
            return
        fx.discard(g, discarded, self.card.title)
        victim = fx.choose(g, "a creature to purge", g.creatures(), none="there is no creature to purge")
        # "its bonus icons": the creature's as it was; a gigantic one's are on its top half
        # (bonus.icons), a card of its own again once purged
        icons_on = (victim.joined or victim) if victim is not None else None
        if victim is not None and fx.purge(g, victim, self.card.title):
            as_if_played(g, icons_on, you, self.card.title)

    reap = fight


# -- Sanctum -----------------------------------------------------------------------------
@card("Ardent Hero")
class ArdentHero(Behaviour):
    """Taunt. Ardent Hero cannot be dealt damage by Mutant creatures or creatures with power 5 or higher."""

    def cannot_be_dealt_damage(self, g, src, creature, source):
        if creature is not src or source is None or source.type != "creature":
            return False
        return has_trait(g, source, "mutant") or fx.power(g, source) >= 5


# -- Saurian -----------------------------------------------------------------------------
@card("Saurian Egg")
class SaurianEgg(Behaviour):
    """Saurian Egg cannot fight or reap. Omni: Discard the top 2 cards of your deck. If you discard
    any Saurian creatures this way, put them into play ready, give them three +1 power counters,
    and destroy Saurian Egg."""

    def cannot_use(self, g, src, seat, c, how):
        return "Saurian Egg cannot fight or reap" if c is src and how in ("fight", "reap") else None

    def omni(self, g, src, you):
        deck = g.player(you).deck
        discarded = [fx.discard(g, c, src.title) for c in list(deck[:2])]
        if len(discarded) < 2:
            g.say(f"{you}'s deck had {len(discarded)} card{'s' if len(discarded) != 1 else ''}", R.RESOLVE_AS_MUCH)
        saurians = gigantic.as_creatures(
            g, [c for c in discarded if c.type == "creature" and modifiers.belongs_to(g, c, "saurian")])
        if not saurians:
            g.say("no Saurian creature was discarded this way", R.THIS_WAY)
            return
        for c in saurians:
            side = g.decide.option(f"flank for {c.name}", ["left", "right"]) if len(saurians) > 1 else None
            if fx.put_into_play(g, c, you, src.title, flank=side, ready=True):
                fx.add_power_counters(g, c, 3, src.title)
        fx.destroy(g, [src])


@card("Siren Horn")
class SirenHorn(Behaviour):
    """This creature gains, “Before Fight: Move 1A from this creature to the creature it fights.”"""

    def granted(self, g, src, c):
        return [_MoveAemberToFoe(self.card)] if src.attached_to is c else []


class _MoveAemberToFoe(Behaviour):
    def before_fight(self, g, src, you):
        if g.fight is None or g.fight[0] is not src:
            return
        fx.move_aember(g, src, g.fight[1], 1, "Siren Horn")


# -- Shadows -----------------------------------------------------------------------------
@card("Shoulder Id")
class ShoulderId(Behaviour):
    """Taunt. Shoulder Id cannot fight. When Shoulder Id would deal damage, steal 1A instead."""

    def cannot_use(self, g, src, seat, c, how):
        return "Shoulder Id cannot fight" if c is src and how == "fight" else None

    def instead_of_damage(self, g, src, source):
        if source is src:
            return lambda: fx.steal(g, src.controller, 1, src.title)
        return None


# -- Star Alliance -----------------------------------------------------------------------
@card("Survey")
class Survey(Behaviour):
    """Enhance. Play: Look at the top 2 cards of your deck. Discard 1 of them. (The other stays
    where it was.)"""

    def play(self, g, src, you):
        top = g.player(you).deck[:2]
        if not top:
            g.say(f"{you}'s deck is empty", R.RESOLVE_AS_MUCH)
            return
        g.say(f"{you} looks at the top {len(top)} card{'s' if len(top) != 1 else ''} of their deck", src.title)
        c = fx.choose(g, "a card to discard", top)
        fx.discard(g, c, src.title)


@card("Securi-Droid")
class SecuriDroid(Behaviour):
    """Taunt. Securi-Droid may be played as an upgrade instead of a creature, with the text: “This
    creature gains taunt.”"""

    played_as = {"upgrade": gains_keyword("taunt")}


@card("Stealthster")
class Stealthster(Behaviour):
    """Elusive. Stealthster may be played as an upgrade instead of a creature, with the text: “This
    creature gains elusive.”"""

    played_as = {"upgrade": gains_keyword("elusive")}


# -- Dis (continued) ---------------------------------------------------------------------
@card("Drecker")
class Drecker(Behaviour):
    """Damage dealt to Drecker's neighbors during fights is also dealt to Drecker. Reap: Steal 1A."""

    def also_dealt_to(self, g, src, target):
        return src if g.fight is not None and any(n is target for n in g.neighbors(src)) else None

    def reap(self, g, src, you):
        fx.steal(g, you, 1, src.title)


@card("The Pale Star")
class ThePaleStar(Behaviour):
    """Omni: Destroy The Pale Star. For the remainder of the turn, each creature is considered to
    have 1 power and 0 armor."""

    def omni(self, g, src, you):
        fx.destroy(g, [src])
        fx.add_lasting(g, _OnePowerNoArmor(src, you, src.title),
                       "for the remainder of the turn, each creature is considered to have 1 power and 0 armor "
                       "(whatever else would change them)")


class _OnePowerNoArmor(LastingEffect):
    def considered_power(self, g, src, creature):
        return 1

    def considered_armor(self, g, src, creature):
        return 0


# -- Shadows (continued) -----------------------------------------------------------------
# -- Saurian (continued) -----------------------------------------------------------------
@card("Optio Gorkus")
class OptioGorkus(Behaviour):
    """Elusive. Each of Optio Gorkus's neighbors gains, “Destroyed: Move each A on this creature to a
    neighboring Optio Gorkus.”"""

    def granted(self, g, src, c):
        return [_MoveAemberToOptio(self.card)] if any(n is c for n in g.neighbors(src)) else []


class _MoveAemberToOptio(Behaviour):
    def destroyed(self, g, src, you):
        optios = [n for n in g.neighbors(src) if n.title == "Optio Gorkus"]
        target = fx.choose(g, "a neighboring Optio Gorkus", optios,
                           none=f"{src.name} has no neighboring Optio Gorkus now")
        if target is None:
            return
        fx.move_aember(g, src, target, src.amber, "Optio Gorkus")


# -- Untamed -----------------------------------------------------------------------------
@card("Chonkers")
class Chonkers(Behaviour):
    """Skirmish. After an enemy creature is destroyed fighting Chonkers, double the number of +1
    power counters on Chonkers. Play: Give Chonkers a +1 power counter."""

    def play(self, g, src, you):
        fx.add_power_counters(g, src, 1, src.title)

    def on(self, g, src, event):
        if event.kind == "destroyed" and event.data.get("fighting") is src and event.seat != src.controller:
            def run():
                g.say(f"double the +1 power counters on Chonkers ({src.power_counters} -> "
                      f"{2 * src.power_counters})", src.title)
                fx.add_power_counters(g, src, src.power_counters, src.title)
            return run
        return None


# -- Cards that change how bonus icons resolve (bonus.py), and cards the rulings about bonus
#    icons name ------------------------------------------------------------------------------
@card("Bonesaw")
class Bonesaw(Behaviour):
    """If a friendly creature was destroyed this turn, Bonesaw enters play ready."""

    def enters_play_status(self, g, src, c, seat):
        return ["ready"] if c is src and any(e.kind == "destroyed" and e.card.type == "creature"
                                             and e.seat == c.controller for e in g.turn.events) else []


@card("Maleficorn")
class Maleficorn(Behaviour):
    """Enhance DDDD. After an enemy creature is dealt damage by a D bonus icon, deal 1D to that
    creature."""

    def on(self, g, src, event):
        if dealt_by_icon(event) and event.seat == other(src.controller):
            return lambda: fx.damage(g, event.card, 1, src, src.title)
        return None


@card("Rad Penny")
class RadPenny(Behaviour):
    """Play: Steal 1A. Destroyed: Shuffle Rad Penny into your deck."""

    def play(self, g, src, you):
        fx.steal(g, you, 1, src.title)

    def destroyed(self, g, src, you):
        fx.shuffle_into_deck(g, [src], src.title)


@card("Scrivener Favian")
class ScrivenerFavian(Behaviour):
    """Enhance PTPT. When you resolve a PT bonus icon, you may choose to steal 1A instead."""

    def bonus_icon_instead(self, g, src, seat, icon):
        if icon != "capture" or seat != src.controller:
            return None
        return IconReplacement("steal 1 Æmber instead", run=lambda: fx.steal(g, seat, 1, src.title))


@card("Amphora Captura")
class AmphoraCaptura(Behaviour):
    """Enhance AADDRR. When resolving a bonus icon, you may choose to resolve it as a PT bonus icon
    instead."""

    def bonus_icon_instead(self, g, src, seat, icon):
        if seat != src.controller:
            return None
        return IconReplacement("resolve it as a capture bonus icon instead", icon="capture")


@card("Ensign El-Samra")
class EnsignElSamra(Behaviour):
    """Enhance RRR. Action: Reveal a card from your hand. Resolve its bonus icons as if you had
    played it. (The card stays in hand: play.as_if_played.)"""

    def action(self, g, src, you):
        from judge.engine.keyforge.play import as_if_played

        shown = fx.choose(g, "a card in your hand to reveal", g.player(you).hand,
                          none=f"{you} has no card in hand to reveal")
        if shown is None:
            return
        g.say(f"{you} reveals {shown.name}", self.card.title)
        as_if_played(g, shown, you, self.card.title)


@card("Reclaimed by Nature")
class ReclaimedByNature(Behaviour):
    """Play: Purge an artifact. Resolve its bonus icons as if you had played it.
    (play.as_if_played.)"""

    def play(self, g, src, you):
        from judge.engine.keyforge.play import as_if_played

        target = fx.choose(g, "an artifact to purge", g.artifacts(), none="there is no artifact to purge")
        if target is not None and fx.purge(g, target, self.card.title):
            as_if_played(g, target, you, self.card.title)


@card("Master of the Grey")
class MasterOfTheGrey(Behaviour):
    """Your opponent cannot resolve bonus icons on cards they play."""

    def cannot_resolve_bonus_icons(self, g, src, seat, c):
        return "their opponent's Master of the Grey stops it" if seat == other(src.controller) else None


@card("Wild Bounty")
class WildBounty(Behaviour):
    """Enhance AA. Play: The next time you play a card this turn, resolve each of its bonus icons
    an additional time."""

    def play(self, g, src, you):
        _icons_again_next_card(g, src, you)


@card("Fission Bloom")
class FissionBloom(Behaviour):
    """Enhance R. Action: The next time you play a card this turn, resolve each of its bonus icons
    an additional time."""

    def action(self, g, src, you):
        _icons_again_next_card(g, src, you)


def _icons_again_next_card(g, src, you):
    fx.add_lasting(g, _IconsAgainNextCard(src, you, src.title),
                   f"the next time {you} plays a card this turn, each of its bonus icons resolves an "
                   "additional time")


class _IconsAgainNextCard(LastingEffect):
    """"The next time you play a card this turn": spent by that card, whatever icons it has
    (all of them: its Æmber bonus too; FAQ, Wild Bounty)."""

    def additional_icon_resolutions(self, g, src, seat, c):
        if seat != self.you or self not in g.lasting:
            return 0
        g.lasting.remove(self)
        return 1
