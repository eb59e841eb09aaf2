"""Hand-written cards of the counters and keyword-oddities family whose sentences the card-text
reader does not read: invulnerable granted or gained "while fighting", haunted, named counters
with "otherwise" or a text-blanking counter, gigantic creatures. Each docstring quotes the
printed text."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.state import other


# -- invulnerable --------------------------------------------------------------------------------
@card("Nizak, The Forgotten")
class NizakTheForgotten(Behaviour):
    """While fighting, Nizak, The Forgotten gains invulnerable. (It cannot be destroyed or dealt
    damage.) After an enemy creature is destroyed fighting Nizak, The Forgotten, return that
    creature to its owner's hand. ("While fighting": from the start of the fight, its "Before
    Fight:" abilities included, to its end.)"""

    def keywords(self, g, src, creature):
        fighting = creature is src and g.fight is not None and src in g.fight
        return {"invulnerable": 1} if fighting else {}

    def on(self, g, src, event):
        if event.kind != "destroyed" or event.data.get("fighting") is not src:
            return None
        if event.seat == src.controller:
            return None  # an enemy creature only
        victim = event.card
        return lambda: fx.return_to_hand(g, victim, src.title)


# -- haunted ----------------------------------------------------------------------------------------
@card("The Grim Reaper")
class TheGrimReaper(Behaviour):
    """If you are haunted, The Grim Reaper enters play ready. (You are haunted if there are 10 or
    more cards in your discard pile.) Reap: Purge an enemy creature and a friendly creature."""

    def enters_play_status(self, g, src, c, seat):
        if c is not src or not fx.haunted(g, seat):
            return []
        g.say(f"{seat} is haunted ({len(g.player(seat).discard)} cards in their discard pile)", R.HAUNTED)
        return ["ready"]

    def reap(self, g, src, you):
        enemy = fx.choose(g, "an enemy creature to purge", fx.enemy(g, you), none="there is no enemy creature to purge")
        friend = fx.choose(g, "a friendly creature to purge", fx.friendly(g, you),
                           none="there is no friendly creature to purge")
        for c in (enemy, friend):
            if c is not None:
                fx.purge(g, c, src.title)


# -- named counters ---------------------------------------------------------------------------------
@card("Wretched Doll", "Wretched Doll (MM 052)")
class WretchedDoll(Behaviour):
    """Action: If there is a doom counter in play, destroy all creatures with doom counters
    (Mass Mutation: "destroy each creature with a doom counter"). Otherwise, put a doom counter on
    a creature."""

    def action(self, g, src, you):
        doomed = [c for c in g.creatures() if fx.counters(c, "doom")]
        if any(fx.counters(c, "doom") for c in g.cards_in_play()):
            g.say("there is a doom counter in play", src.title)
            fx.destroy(g, doomed)
            return
        target = fx.choose(g, "a creature to put a doom counter on", g.creatures(),
                           none="there is no creature to put a doom counter on")
        if target is not None:
            fx.put_counters(g, target, "doom", 1, src.title)


@card("Eclectic Ambrosius (DT 126)")
class EclecticAmbrosiusTwin(Behaviour):
    """Reap: Put an ignorance counter on an enemy creature. As long as that creature has an
    ignorance counter, its text box is considered blank (except for traits)."""

    def reap(self, g, src, you):
        target = fx.choose(g, "an enemy creature to put an ignorance counter on", fx.enemy(g, you),
                           none="there is no enemy creature")
        if target is None or not fx.put_counters(g, target, "ignorance", 1, src.title):
            return
        fx.add_lasting(g, _Ignorant(src, you, src.title, target),
                       f"as long as {target.name} has an ignorance counter, its text box is considered blank")


class _Ignorant(LastingEffect):
    """Its text box is considered blank while it has an ignorance counter (it ends when the
    creature leaves play: its counters are removed then)."""

    until = "never"

    def blanks_text(self, g, src, c):
        return c is self.target and fx.counters(c, "ignorance") > 0


@card("Disruption Field")
class DisruptionField(Behaviour):
    """Your opponent's keys cost +1A for each disruption counter on Disruption Field.
    This creature gains “Fight/Reap: Put a disruption counter on Disruption Field.”"""

    def key_cost_modifier(self, g, src, seat):
        return fx.counters(src, "disruption") if src.controller is not None and seat == other(src.controller) else 0

    def granted(self, g, src, c):
        return [_DisruptionCounter(self.card, src)] if src.attached_to is c else []


class _DisruptionCounter(Behaviour):
    def __init__(self, printed, upgrade):
        super().__init__(printed)
        self.upgrade = upgrade

    def reap(self, g, src, you):
        fx.put_counters(g, self.upgrade, "disruption", 1, self.upgrade.title)

    fight = reap


# -- gigantic creatures -----------------------------------------------------------------------------
@card("Deusillus")
class Deusillus(Behaviour):
    """(Play only with the other half of Deusillus.) Play: Capture all of your opponent's A. Deal
    5D to an enemy creature. Fight/Reap: Move 1A from Deusillus to the common supply. Deal 2D to
    each enemy creature. (gigantic.py plays the two halves as one creature.)"""

    def play(self, g, src, you):
        fx.capture(g, src, g.player(other(you)).amber, other(you), src.title)
        target = fx.choose(g, "an enemy creature to deal 5 damage to", fx.enemy(g, you),
                           none="there is no enemy creature")
        if target is not None:
            fx.deal(g, [fx.Hit(target, 5, src)], src.title)

    def reap(self, g, src, you):
        if src.amber:
            fx.aember_to_supply(g, src, src.title, 1)
        else:
            g.say(f"there is no Æmber on {src.name} to move", R.RESOLVE_AS_MUCH)
        enemies = fx.enemy(g, you)
        if enemies:
            fx.deal(g, [fx.Hit(c, 2, src) for c in enemies], src.title)

    fight = reap


@card("Niffle Kong")
class NiffleKong(Behaviour):
    """(Play only with the other half of Niffle Kong.) Play: Search your deck and discard pile
    for any number of Niffle creatures, reveal them, and put them into your hand. Shuffle your
    deck. Fight/Reap: You may destroy a friendly Niffle creature. If you do, deal 3D to a
    creature, steal 1A, and destroy an enemy artifact. (Search: the cards stay where they are
    until found; a player may fail to find; the whole deck is searched, so it is shuffled.)"""

    def play(self, g, src, you):
        p = g.player(you)

        def niffle(c):
            return c.card.type == "creature" and modifiers.has_trait(g, c, "niffle")

        found = fx.choose_up_to(g, "a Niffle creature in your deck or discard pile to put into your hand",
                                [c for c in p.deck + p.discard if niffle(c)], len(p.deck) + len(p.discard))
        if found:
            g.say(f"{you} reveals {', '.join(c.name for c in found)}", R.SEARCH)
        for c in found:
            fx.return_to_hand(g, c, src.title)
        g.rng.shuffle(p.deck)
        g.say(f"{you} shuffles their deck", R.SEARCH)

    def reap(self, g, src, you):
        mine = [c for c in g.creatures(you) if modifiers.has_trait(g, c, "niffle")]
        if not mine or not g.decide.may("destroy a friendly Niffle creature"):
            g.say(f"{you} does not destroy a friendly Niffle creature", R.MAY)
            return
        picked = fx.choose(g, "a friendly Niffle creature to destroy", mine)
        if not fx.destroy(g, [picked]):
            return
        target = fx.choose(g, "a creature to deal 3 damage to", g.creatures(), none="there is no creature")
        if target is not None:
            fx.deal(g, [fx.Hit(target, 3, src)], src.title)
        fx.steal(g, you, 1, src.title)
        artifact = fx.choose(g, "an enemy artifact to destroy", g.artifacts(other(you)),
                             none="there is no enemy artifact")
        if artifact is not None:
            fx.destroy(g, [artifact])

    fight = reap


# -- omega, graft -------------------------------------------------------------------------------------
@card("Chronophage")
class Chronophage(Behaviour):
    """Your opponent's creatures and artifacts gain omega. (After they play that card, end the
    current step.) (A creature or artifact the opponent plays has omega once it is in play, as
    omega is checked: the step ends after it is played.)"""

    def keywords(self, g, src, c):
        mine = src.controller
        if mine is not None and c.type in ("creature", "artifact") and c.controller == other(mine):
            return {"omega": 1}
        return {}


def _graft_from_hand(g, src, you) -> bool:
    actions = [c for c in g.player(you).hand if c.card.type == "action"]
    picked = fx.choose(g, f"an action card from your hand to graft onto {src.name}", actions,
                       none=f"{you} has no action card in hand")
    if picked is None:
        return False
    return fx.graft(g, picked, src, src.title)


def _trigger_grafted(g, src, you) -> bool:
    grafted = [c for c in src.under if c.card.type == "action"]
    picked = fx.choose(g, f"an action card grafted onto {src.name}", grafted,
                       none=f"no action card is grafted onto {src.name}")
    return picked is not None and fx.trigger_effect(g, picked, you, "play", src.title)


@card("Infomancer")
class Infomancer(Behaviour):
    """Elusive. Play: Graft an action card from your hand onto Infomancer. (Place it faceup under
    this card.) Reap: Trigger the play effect of an action card grafted onto Infomancer."""

    def play(self, g, src, you):
        _graft_from_hand(g, src, you)

    def reap(self, g, src, you):
        _trigger_grafted(g, src, you)


@card("Memolith")
class Memolith(Behaviour):
    """Action: Graft an action card from your hand onto Memolith (place it faceup under this
    card), or trigger the play effect of an action card grafted onto Memolith. (The player picks
    one that can be done: `graft` or `trigger`.)"""

    def action(self, g, src, you):
        ways = [w for w, able in (("graft", any(c.card.type == "action" for c in g.player(you).hand)),
                                  ("trigger", any(c.card.type == "action" for c in src.under))) if able]
        if not ways:
            g.say(f"{you} has no action card to graft and none is grafted: nothing happens", R.RESOLVE_AS_MUCH)
            return
        way = ways[0] if len(ways) == 1 else g.decide.option(f"graft or trigger ({src.name})", ways)
        if way == "graft":
            _graft_from_hand(g, src, you)
        else:
            _trigger_grafted(g, src, you)
