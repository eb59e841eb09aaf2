"""Age of Ascension (AoA) card behaviours, one class per card, in collector order.

Each class implements the card's text as it reads under the fixture's
rulebook (errata applied by judge.cards.data); the docstring quotes it.
"""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.modifiers import has_trait
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.state import other


# -- Brobnar ---------------------------------------------------------------------------
@card("Drummernaut")
class Drummernaut(Behaviour):
    """Play/Fight/Reap: Return another friendly Giant creature to your hand. (Erratum, v1.3 on.)"""

    def play(self, g, src, you):
        giants = [c for c in fx.friendly(g, you) if c is not src and has_trait(g, c, "giant")]
        target = fx.choose(g, "another friendly Giant creature to return to hand", giants,
                           none="there is no other friendly Giant creature")
        if target is None:
            return
        fx.return_to_hand(g, target, src.title)

    fight = reap = play


@card("Forgemaster Og")
class ForgemasterOg(Behaviour):
    """After a player forges a key, they lose all of their remaining A."""

    def on(self, g, src, event):
        if event.kind == "forged":
            return lambda: fx.lose(g, event.seat, g.player(event.seat).amber, src.title)
        return None


# -- Dis ---------------------------------------------------------------------------------
@card("Exhume")
class Exhume(Behaviour):
    """Play: Choose a creature in your discard pile. You may play that creature as if it belonged
    to the active house and was in your hand. ("Creature" restricts which card may be chosen, not
    what it is played as: FAQ, Explo-rover.)"""

    def play(self, g, src, you):
        chosen = fx.choose(g, "a creature in your discard pile",
                           [c for c in g.player(you).discard if c.type == "creature"],
                           none=f"there is no creature in {you}'s discard pile")
        if chosen is None:
            return
        if g.decide.may(f"play {chosen.name}"):
            fx.play_card(g, chosen, you, source="discard", via=src)
        else:
            g.say(f"{you} chooses not to play {chosen.name}", R.MAY)


@card("Shadow of Dis")
class ShadowOfDis(Behaviour):
    """Play: Until your next turn, enemy creatures' text boxes are considered blank (except for traits)."""

    def play(self, g, src, you):
        fx.add_lasting(g, _BlankEnemyText(src, you, src.title),
                       f"until {you}'s next turn, {other(you)}'s creatures' text boxes are considered blank "
                       "(except for traits)")


class _BlankEnemyText(LastingEffect):
    until = "your next turn"

    def blanks_text(self, g, src, c):
        return c.controller == other(self.you)


@card("Pain Reaction")
class PainReaction(Behaviour):
    """Play: Deal 2D to an enemy creature. If this damage destroys that creature, deal 2D to each
    of that creature's neighbors. (Erratum, 2021: "... after it leaves play.": its neighbors are
    those it had immediately before it left play, which is how the engine reads both texts.)"""

    def play(self, g, src, you):
        target = fx.choose(g, "an enemy creature to deal 2 damage to", fx.enemy(g, you),
                           none="there is no enemy creature")
        if target is None:
            return
        if not fx.damage(g, target, 2, src, src.title):
            return
        near = fx.neighbors_before_leaving(g, target)
        g.say(f"this damage destroyed {target.name}: deal 2 damage to each of the neighbors it had "
              f"before it left play ({', '.join(n.name for n in near) or 'none'})", R.LEAVES_PLAY)
        fx.deal(g, [fx.Hit(n, 2, src) for n in near], src.title)


@card("Soulkeeper")
class Soulkeeper(Behaviour):
    """This creature gains, “Destroyed: Destroy the most powerful enemy creature.”"""

    def granted(self, g, src, c):
        return [_DestroyMostPowerfulEnemy(self.card)] if src.attached_to is c else []


class _DestroyMostPowerfulEnemy(Behaviour):
    def destroyed(self, g, src, you):
        target = fx.most_powerful(g, fx.enemy(g, you), "enemy creature")
        if target is None:
            g.say("there is no enemy creature", R.RESOLVE_AS_MUCH)
            return
        fx.destroy(g, [target])


# -- Logos -------------------------------------------------------------------------------
@card("Eureka!", "Eureka")
class Eureka(Behaviour):
    """Alpha. Play: Gain 2A. Archive 2 random cards from your hand."""

    def play(self, g, src, you):
        fx.gain(g, you, 2, src.title)
        for _ in range(2):
            c = fx.choose_random(g, f"a card from {you}'s hand to archive", g.player(you).hand, src.title)
            if c is None:
                g.say(f"{you}'s hand is empty", R.RESOLVE_AS_MUCH)
                return
            fx.archive(g, c, you, src.title)


@card("Jargogle")
class Jargogle(Behaviour):
    """Elusive. Play: Put a card from your hand facedown under Jargogle. Destroyed: If it is your
    turn, play the card under Jargogle; otherwise, archive that card."""

    def play(self, g, src, you):
        c = fx.choose(g, "a card to put facedown under Jargogle", g.player(you).hand)
        if c is not None:
            fx.put_under(g, c, src, src.title)

    def destroyed(self, g, src, you):
        """"The card under Jargogle" is one card, whatever lies beneath it (FFG ruling, on Archon
        Arcana): on its controller's turn they look at the cards and choose the one to play; on
        another player's turn the active player picks one at random and puts it into its owner's
        archives. The others go to their owners' discard piles as Jargogle leaves play."""
        if not src.under:
            g.say("there is no card under Jargogle", R.RESOLVE_AS_MUCH)
            return
        if g.active == you:
            c = fx.choose(g, "the card under Jargogle", src.under)
            g.say(f"it is {you}'s turn: play the card under Jargogle ({c.name})", src.title)
            fx.play_card(g, c, you, source="under", via=src)
        else:
            c = fx.choose_random(g, "the card under Jargogle", src.under, src.title)
            g.say(f"it is not {you}'s turn: archive the card under Jargogle ({c.name})", src.title)
            fx.archive(g, c, c.owner, src.title)


@card("[REDACTED]", "REDACTED")
class Redacted(Behaviour):
    """After you choose Logos as your active house, place 1A from the common supply on [REDACTED].
    When there are 4 or more A on [REDACTED], sacrifice it and forge a key at no cost.
    (One ability: the key is forged only as it resolves, never on its own.)"""

    def on(self, g, src, event):
        if event.kind == "house_chosen" and event.seat == src.controller and event.data["house"] == "logos":
            return lambda: self._resolve(g, src, event.seat)
        return None

    def _resolve(self, g, src, you):
        fx.place_aember(g, src, 1, src.title)
        if src.amber < 4:
            g.say(f"{src.amber} Æmber on [REDACTED]: fewer than 4, so it stays", src.title)
            return
        g.say(f"{src.amber} Æmber on [REDACTED]: {self.removal} it and forge a key at no cost", src.title)
        self.remove(g, src, you)
        fx.forge_key(g, you, 0, src.title)

    removal = "sacrifice"

    def remove(self, g, src, you):
        fx.sacrifice(g, src, you)


# -- Mars --------------------------------------------------------------------------------
@card("Yzphyz Knowdrone")
class YzphyzKnowdrone(Behaviour):
    """Play: Archive a card. You may purge an archived card to stun a creature. (Erratum, 2021:
    "You may purge an archived card. If you do, stun a creature." "To" and "if you do" are one
    rule, so both texts resolve alike.) An archived card may be purged from any player's
    archives; an opponent's archives are hidden, so that card is picked at random."""

    def play(self, g, src, you):
        c = fx.choose(g, "a card in your hand to archive", g.player(you).hand)
        if c is None:
            g.say(f"{you} has no card in hand to archive", R.RESOLVE_AS_MUCH)
        else:
            fx.archive(g, c, you, src.title)
        seats = [s for s in (you, other(you)) if g.player(s).archives]
        if not seats or not g.decide.may("purge an archived card"):
            g.say("no archived card is purged: no creature is stunned", R.IF_YOU_DO)
            return
        seat = seats[0] if len(seats) == 1 else g.decide.option("whose archives to purge a card from", seats)
        if seat == you:
            purged = fx.choose(g, "a card in your archives to purge", g.player(you).archives)
        else:
            purged = fx.choose_random(g, f"a card from {seat}'s archives (hidden from {you}, who may "
                                      "not look at them)", g.player(seat).archives, R.ARCHIVES)
        if not fx.purge(g, purged, src.title):
            return
        target = fx.choose(g, "a creature to stun", g.creatures())
        if target is not None:
            fx.stun(g, target, src.title)


# -- Sanctum -----------------------------------------------------------------------------
@card("Hallowed Shield")
class HallowedShield(Behaviour):
    """Action: Choose a creature. For the remainder of the turn, the chosen creature cannot be dealt damage."""

    def action(self, g, src, you):
        target = fx.choose(g, "a creature that cannot be dealt damage this turn", g.creatures(),
                           none="there is no creature in play")
        if target is None:
            return
        fx.add_lasting(g, _CannotBeDealtDamage(src, you, src.title, target),
                       f"for the remainder of the turn, {target.name} cannot be dealt damage")


class _CannotBeDealtDamage(LastingEffect):
    def cannot_be_dealt_damage(self, g, src, creature, source):
        return creature is self.target


@card("Maruck the Marked")
class MaruckTheMarked(Behaviour):
    """After Maruck the Marked prevents damage with its armor, capture 1A for each damage just prevented."""

    def on(self, g, src, event):
        if event.kind == "armor_prevented" and event.card is src:
            return lambda: fx.capture(g, src, event.data["amount"], other(src.controller), src.title)
        return None


@card("Sir Marrows")
class SirMarrows(Behaviour):
    """After your opponent gains A by reaping, Sir Marrows captures it."""

    def on(self, g, src, event):
        if event.kind == "gained_by_reaping" and event.seat == other(src.controller):
            gained = event.data["aember"]

            def run():
                if not gained.remaining and not fx.takes_from_supply(g, event.seat):
                    g.say(f"the Æmber {event.seat} gained by reaping was already captured: "
                          f"{src.name} captures nothing", R.RESOLVE_AS_MUCH)
                    return
                fx.capture(g, src, 1, event.seat, src.title, gained=gained)
            return run
        return None


@card("Smite")
class Smite(Behaviour):
    """Play: Ready and fight with a friendly creature. Deal 2D to the attacked creature's neighbors."""

    def play(self, g, src, you):
        c = fx.choose(g, "a friendly creature to ready and fight with", fx.friendly(g, you),
                      none="there is no friendly creature")
        if c is None:
            return
        fx.ready(g, c, src.title)
        attacked = fx.fight_with(g, c, you, via=src)
        if attacked is None:
            g.say("no creature was attacked: no damage to its neighbors", R.RESOLVE_AS_MUCH)
            return
        fx.deal(g, [fx.Hit(n, 2, src) for n in fx.neighbors_before_leaving(g, attacked)], src.title)


@card("Opal Knight")
class OpalKnight(Behaviour):
    """Play: Destroy each creature with even power."""

    def play(self, g, src, you):
        fx.destroy(g, [c for c in g.creatures() if fx.power(g, c) % 2 == 0])


# -- Shadows -----------------------------------------------------------------------------
@card("Ronnie Wristclocks")
class RonnieWristclocks(Behaviour):
    """Play: Steal 1A. If your opponent has 7A or more, steal 2A instead."""

    def play(self, g, src, you):
        if g.player(other(you)).amber >= 7:
            g.say(f"{other(you)} has 7 Æmber or more: steal 2 instead of 1", R.REPLACEMENT)
            fx.steal(g, you, 2, src.title)
        else:
            fx.steal(g, you, 1, src.title)


@card("Life for a Life")
class LifeForALife(Behaviour):
    """Play: Sacrifice a creature to deal 6D to a creature. (Erratum, 2021: "Destroy a friendly
    creature. If you do, deal 6 to a creature.")"""

    def play(self, g, src, you):
        c = fx.choose(g, "a friendly creature", fx.friendly(g, you), none="there is no friendly creature")
        if c is None:
            return
        if "sacrifice" in src.printed.text.lower():
            done = fx.sacrifice(g, c, you)
        else:
            done = bool(fx.destroy(g, [c]))
        if not done:
            g.say(f"{c.name} was not destroyed: no damage is dealt", R.IF_YOU_DO)
            return
        target = fx.choose(g, "a creature to deal 6 damage to", g.creatures())
        if target is not None:
            fx.damage(g, target, 6, src, src.title)


@card("Lethal Distraction")
class LethalDistraction(Behaviour):
    """Play: Choose a creature. For the remainder of the turn, whenever this creature takes damage,
    it takes an additional 2D."""

    def play(self, g, src, you):
        target = fx.choose(g, "a creature", g.creatures(), none="there is no creature in play")
        if target is None:
            return
        fx.add_lasting(g, _TakesTwoMore(src, you, src.title, target),
                       f"for the remainder of the turn, whenever {target.name} takes damage, it takes an "
                       "additional 2 damage")


class _TakesTwoMore(LastingEffect):
    def additional_damage(self, g, src, creature, amount):
        return 2 if creature is self.target else 0


@card("Little Niff")
class LittleNiff(Behaviour):
    """Omega. Deploy. Elusive. After a neighbor of Little Niff is used to fight, steal 1A.
    (A creature that was its neighbor when used to fight counts even if it did not survive the
    fight.)"""

    def on(self, g, src, event):
        if event.kind == "fought" and any(n is src for n in event.data.get("neighbors", ())):
            return lambda: fx.steal(g, src.controller, 1, src.title)
        return None


@card("Sack of Coins")
class SackOfCoins(Behaviour):
    """Play: Deal 1D to a creature for each A in your pool. (Each instance's creature is chosen in
    turn, the damage dealt as damage.deal_chosen says: under the 2021 rulebook all at once.)"""

    def play(self, g, src, you):
        n = g.player(you).amber
        g.say(f"{you} has {n} Æmber: deal 1 damage {n} times, each to any creature", R.FOR_EACH)

        def pick(i: int):
            def chosen() -> list:
                c = fx.choose(g, f"a creature to deal 1 damage to ({i + 1} of {n})", g.creatures())
                return [] if c is None else [fx.Hit(c, 1, src)]
            return chosen

        fx.deal_chosen(g, [pick(i) for i in range(n)], src.title)


@card("Scowly Caper")
class ScowlyCaper(Behaviour):
    """Skirmish. Scowly Caper enters play under your opponent's control and can be used as if it
    belonged to any house. At the end of your turn, destroy one of Scowly Caper's neighbors."""

    def enters_play_under(self, g, src, c, seat):
        return other(seat) if c is src else None

    def may_use(self, g, src, seat, c, how):
        return c is src and seat == src.controller

    def on(self, g, src, event):
        if event.kind == "end_of_turn" and event.seat == src.controller:
            def run():
                target = fx.choose(g, "a neighbor of Scowly Caper to destroy", g.neighbors(src),
                                   none="Scowly Caper has no neighbor")
                if target is None:
                    return
                fx.destroy(g, [target])
            return run
        return None


@card("Shard of Greed")
class ShardOfGreed(Behaviour):
    """Action: Gain 1A for each friendly Shard."""

    def action(self, g, src, you):
        shards = [a for a in g.artifacts() if has_trait(g, a, "shard") and g.controls(you, a)]
        g.say(f"{len(shards)} friendly Shard{'s' if len(shards) != 1 else ''} "
              f"({', '.join(a.name for a in shards) or 'none'})", R.FOR_EACH)
        fx.gain(g, you, len(shards), src.title)


# -- Untamed -----------------------------------------------------------------------------
@card("Tantadlin")
class Tantadlin(Behaviour):
    """Tantadlin only deals 2D when fighting. Fight: Discard a random card from your opponent’s
    archives."""

    def fight_damage_amount(self, g, src, creature):
        return 2 if creature is src else None

    def fight(self, g, src, you):
        archives = g.player(other(you)).archives
        if not archives:
            g.say(f"{other(you)}'s archives are empty: nothing is discarded", R.RESOLVE_AS_MUCH)
            return
        fx.discard(g, fx.choose_random(g, f"a card in {other(you)}'s archives", archives, self.card.title),
                   self.card.title)


@card("Duskwitch")
class Duskwitch(Behaviour):
    """Omega. Elusive. Your creatures enter play ready."""

    def enters_play_status(self, g, src, c, seat):
        return ["ready"] if c.type == "creature" and seat == src.controller else []


@card("Glimmer", "Gravid Cycle")
class ReturnFromDiscard(Behaviour):
    """Play: Return a card from your discard pile to your hand. (Glimmer has alpha, Gravid
    Cycle omega: keywords come from the card data.)"""

    def play(self, g, src, you):
        c = fx.choose(g, "a card in your discard pile to return to hand", g.player(you).discard,
                      none=f"{you}'s discard pile is empty")
        if c is None:
            return
        fx.return_to_hand(g, c, src.title)


@card("Po’s Pixies", "Po's Pixies")
class PosPixies(Behaviour):
    """Elusive. A stolen or captured from your pool is taken from the common supply instead."""

    def takes_from_supply(self, g, src, seat):
        return seat == src.controller
