"""Hand-written upgrades whose granted abilities the card-text reader cannot read sensibly: an
upgrade that names another card ("attach Chan's Blaster to Commander Chan") or an ability that
moves the upgrade itself. Each class quotes its printed text.

An upgrade gives the creature it is attached to the abilities in its quotes through the
`granted` hook (modifiers.granted_to): the rules then resolve them as the creature's own
("Fight/Reap:" when it fights or reaps, "Destroyed:" when it is destroyed). The given ability
knows the upgrade that gives it: the card's own name in the quote is the upgrade, "this
creature" is the creature that has the ability.
"""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card
from judge.engine.keyforge.modifiers import belongs_to
from judge.engine.keyforge.state import other


class Given(Behaviour):
    """An ability in quotes, as the creature that gains it has it; `upgrade` is the card in
    play that gives it, `giver` that card's behaviour."""

    def __init__(self, printed, upgrade, giver):
        super().__init__(printed)
        self.upgrade = upgrade
        self.giver = giver


class Granting(Behaviour):
    """An upgrade with "This creature gains, “...”": the creature it is attached to has the
    `gives` ability while the upgrade is attached to it."""

    gives: type[Given] = Given

    def granted(self, g, src, c):
        return [self.gives(self.card, src, self)] if src.attached_to is c else []


# -- the Star Alliance blasters (Worlds Collide) --------------------------------------------------
class _Shot(Given):
    """“Fight/Reap: You may deal 2D to a creature, or attach <blaster> to <officer>.”"""

    def fight(self, g, src, you):
        self._shoot(g, src, you)

    def reap(self, g, src, you):
        self._shoot(g, src, you)

    def _shoot(self, g, src, you):
        blaster, officer = self.upgrade, self.giver.officer
        rule = blaster.title
        if not g.decide.may(f"deal 2 damage to a creature, or attach {blaster.name} to {officer}"):
            g.say(f"{you} chooses neither to deal damage nor to attach {blaster.name}", R.MAY)
            return
        how = g.decide.option(f"{blaster.name}: deal 2 damage to a creature, or attach it to {officer}",
                              ["deal", "attach"])
        if how == "deal":
            target = fx.choose(g, "a creature to deal 2 damage to", g.creatures())
            if target is not None:
                g.say(f"{src.name} deals 2 damage to {target.name}", rule)
                fx.damage(g, target, 2, src, rule)
            return
        officers = [c for c in g.creatures() if c.title == officer]
        host = fx.choose(g, f"{officer} to attach {blaster.name} to", officers,
                         none=f"there is no {officer} in play: {blaster.name} stays where it is")
        if host is not None:
            fx.attach(g, blaster, host, you, rule)


class Blaster(Granting):
    """A blaster: it gives its creature `_Shot`, and after its controller attaches it to its
    officer (by playing it there or by the shot), `after_attach` resolves."""

    gives = _Shot
    officer = ""

    def on(self, g, src, event):
        if (event.kind != "attached" or event.card is not src or event.seat != src.controller
                or event.data["to"].title != self.officer):
            return None
        to = event.data["to"]
        return lambda: self.after_attach(g, src, src.controller, to)

    def after_attach(self, g, src, you, officer) -> None:  # pragma: no cover - each blaster has one
        raise NotImplementedError


@card("Molina’s Blaster")
class MolinasBlaster(Blaster):
    """This creature gains, “Fight/Reap: You may deal 2D to a creature, or attach Molina’s Blaster
    to Armsmaster Molina.” After you attach Molina’s Blaster to Armsmaster Molina, you may deal
    3D to a creature."""

    officer = "Armsmaster Molina"

    def after_attach(self, g, src, you, officer):
        if not g.decide.may("deal 3 damage to a creature"):
            g.say(f"{you} chooses not to deal 3 damage", R.MAY)
            return
        target = fx.choose(g, "a creature to deal 3 damage to", g.creatures())
        if target is not None:
            fx.damage(g, target, 3, src, src.title)


@card("Chan’s Blaster")
class ChansBlaster(Blaster):
    """... or attach Chan’s Blaster to Commander Chan.” After you attach Chan’s Blaster to
    Commander Chan, you may use another friendly creature."""

    officer = "Commander Chan"

    def after_attach(self, g, src, you, officer):
        others = [c for c in fx.friendly(g, you) if c is not officer]
        if not others:
            g.say("there is no other friendly creature to use", R.RESOLVE_AS_MUCH)
            return
        if not g.decide.may("use another friendly creature"):
            g.say(f"{you} chooses not to use another creature", R.MAY)
            return
        target = fx.choose(g, "another friendly creature to use", others)
        fx.use_any(g, target, you, via=src)


@card("Frane’s Blaster")
class FranesBlaster(Blaster):
    """... or attach Frane’s Blaster to First Officer Frane.” After you attach Frane’s Blaster to
    First Officer Frane, move each A from First Officer Frane to your pool."""

    officer = "First Officer Frane"

    def after_attach(self, g, src, you, officer):
        fx.aember_to_pool(g, officer, you, None, src.title)


@card("Garcia’s Blaster")
class GarciasBlaster(Blaster):
    """... or attach Garcia’s Blaster to Sensor Chief Garcia.” After you attach Garcia’s Blaster
    to Sensor Chief Garcia, steal 1A."""

    officer = "Sensor Chief Garcia"

    def after_attach(self, g, src, you, officer):
        fx.steal(g, you, 1, src.title)


@card("Ingram’s Blaster")
class IngramsBlaster(Blaster):
    """... or attach Ingram’s Blaster to Medic Ingram.” After you attach Ingram’s Blaster to Medic
    Ingram, fully heal a creature."""

    officer = "Medic Ingram"

    def after_attach(self, g, src, you, officer):
        target = fx.choose(g, "a creature to fully heal", g.creatures())
        if target is not None:
            fx.heal(g, target, None, src.title)


@card("Khrkhar’s Blaster")
class KhrkharsBlaster(Blaster):
    """... or attach Khrkhar’s Blaster to Lieutenant Khrkhar.” After you attach Khrkhar’s Blaster
    to Lieutenant Khrkhar, ward Lieutenant Khrkhar."""

    officer = "Lieutenant Khrkhar"

    def after_attach(self, g, src, you, officer):
        fx.ward(g, officer, src.title)


@card("Kirby’s Blaster")
class KirbysBlaster(Blaster):
    """... or attach Kirby’s Blaster to Com. Officer Kirby.” After you attach Kirby’s Blaster to
    Com. Officer Kirby, draw 2 cards."""

    officer = "Com. Officer Kirby"

    def after_attach(self, g, src, you, officer):
        fx.draw(g, you, 2, src.title)


@card("Qincan’s Blaster")
class QincansBlaster(Blaster):
    """... or attach Qincan’s Blaster to Sci. Officer Qincan.” After you attach Qincan’s Blaster
    to Sci. Officer Qincan, you may archive a creature in play."""

    officer = "Sci. Officer Qincan"

    def after_attach(self, g, src, you, officer):
        if not g.decide.may("archive a creature in play"):
            g.say(f"{you} chooses not to archive a creature", R.MAY)
            return
        target = fx.choose(g, "a creature in play to archive", g.creatures())
        if target is not None:
            fx.archive(g, target, you, src.title)


@card("Walls’ Blaster")
class WallsBlaster(Blaster):
    """... or attach Walls’ Blaster to Chief Engineer Walls.” After you attach Walls’ Blaster to
    Chief Engineer Walls, stun a creature for each upgrade on Chief Engineer Walls."""

    officer = "Chief Engineer Walls"

    def after_attach(self, g, src, you, officer):
        n = len(officer.upgrades)
        g.say(f"{officer.name} has {n} upgrade{'s' if n != 1 else ''}: stun a creature for each", src.title)
        for i in range(n):  # For Each: each instance may stun a different creature
            target = fx.choose(g, f"a creature to stun ({i + 1} of {n})", g.creatures())
            if target is not None:
                fx.stun(g, target, src.title)


# -- Officer's Blaster (Dark Tidings) -----------------------------------------------------------
class _PassOn(Given):
    """“Destroyed: Attach Officer’s Blaster to this creature’s right neighbor.”"""

    def destroyed(self, g, src, you):
        blaster = self.upgrade
        line = g.player(src.controller).battleline if src.controller else []
        i = line.index(src) if src in line else -1
        right = line[i + 1] if 0 <= i < len(line) - 1 else None
        if right is None:
            g.say(f"{src.name} has no right neighbor: {blaster.name} stays attached to it", R.RESOLVE_AS_MUCH)
            return
        fx.attach(g, blaster, right, you, blaster.title)


@card("Officer’s Blaster")
class OfficersBlaster(Granting):
    """This creature gets +2 power. This creature gains, “Destroyed: Attach Officer’s Blaster to
    this creature’s right neighbor.”"""

    gives = _PassOn

    def power(self, g, src, creature):
        return 2 if src.attached_to is creature else 0


# -- a destruction replaced ---------------------------------------------------------------------
class _InsteadOfDestruction(Given):
    """“Destroyed: Fully heal this creature and destroy Armageddon Cloak instead.”: a replacement
    effect (Replacement Effects: the destroyed tag goes from the creature to the cloak)."""

    replaces_destruction = True

    def destroyed(self, g, src, you):
        fx.heal(g, src, None, self.upgrade.title)
        fx.destroy(g, [self.upgrade], rule=self.upgrade.title)


@card("Armageddon Cloak")
class ArmageddonCloak(Granting):
    """This creature gains hazardous 2 and, “Destroyed: Fully heal this creature and destroy
    Armageddon Cloak instead.”"""

    gives = _InsteadOfDestruction

    def keywords(self, g, src, creature):
        return {"hazardous": 2} if src.attached_to is creature else {}


# -- an ability that moves the upgrade itself ---------------------------------------------------
class _ArchiveTheUpgrade(Given):
    """“Fight/Reap: Archive Ghostform.”: the upgrade goes to the archives of the player using
    the creature."""

    def fight(self, g, src, you):
        self._archive(g, you)

    def reap(self, g, src, you):
        self._archive(g, you)

    def _archive(self, g, you):
        fx.archive(g, self.upgrade, you, self.upgrade.title)


@card("Ghostform")
class Ghostform(Granting):
    """This creature gains invulnerable. (It cannot be destroyed or dealt damage.) This creature
    gains, “Fight/Reap: Archive Ghostform.”"""

    gives = _ArchiveTheUpgrade

    def keywords(self, g, src, creature):
        return {"invulnerable": 1} if src.attached_to is creature else {}


# -- Æmber spent as if it were in a pool (forging: turn.spendable) ------------------------------
class _SpendOnMe(Given):
    """“You may spend A on this creature as if it were in your pool.” (`opponent`: “Your opponent
    may spend ... in their pool.”), from the creature's side: "you" is its controller."""

    opponent = False

    def spend_as_pool(self, g, src, seat):
        spender = src.controller if not self.opponent else (other(src.controller) if src.controller else None)
        return [src] if seat == spender and src.amber else []


class _OpponentSpendsOnMe(_SpendOnMe):
    opponent = True


@card("Mole")
class Mole(Granting):
    """This creature gains, “Your opponent may spend A on this creature as if it were in their
    pool.”"""

    gives = _OpponentSpendsOnMe


@card("The Callipygian Ideal")
class TheCallipygianIdeal(Granting):
    """Play: Exalt this creature. This creature gains, “You may spend A on this creature as if it
    were in your pool.”"""

    gives = _SpendOnMe

    def play(self, g, src, you):
        if src.attached_to is not None:
            fx.exalt(g, src.attached_to, src.title)


# -- using the creature ----------------------------------------------------------------------------
class _ReadyOnFirstUse(Given):
    """“Fight/Reap: If this is the first time this creature was used this turn, ready it.”"""

    def fight(self, g, src, you):
        self._ready(g, src)

    def reap(self, g, src, you):
        self._ready(g, src)

    def _ready(self, g, src):
        uses = sum(1 for e in g.turn.events if e.kind == "used" and e.card is src)
        if uses != 1:
            g.say(f"{src.name} was used {uses} times this turn: this is not the first", self.upgrade.title)
            return
        fx.ready(g, src, self.upgrade.title)


@card("Rocket Boots")
class RocketBoots(Granting):
    """This creature gains, “Fight/Reap: If this is the first time this creature was used this
    turn, ready it.”"""

    gives = _ReadyOnFirstUse


class _MayUseThisTurn(LastingEffect):
    """“You may use that other creature this turn.”: a permission, not a decision (it holds, and
    a use it allows is legal)."""

    def may_use(self, g, src, seat, card, how):
        return seat == self.you and card is self.target

    def describe(self) -> str:
        return f"{self.you} may use {self.target.name} this turn"


class _Transpose(Given):
    """“Action: Swap this creature with another friendly creature in the battleline. You may use
    that other creature this turn.”"""

    def action(self, g, src, you):
        rule = self.upgrade.title
        others = [c for c in g.creatures(src.controller) if c is not src]
        other_one = fx.choose(g, f"another friendly creature to swap {src.name} with", others,
                              none="there is no other friendly creature: nothing is swapped")
        if other_one is None:
            return
        fx.swap(g, src, other_one, rule)
        fx.add_lasting(g, _MayUseThisTurn(src, you, rule, target=other_one),
                       f"{you} may use {other_one.name} this turn")


@card("Transposition Sandals")
class TranspositionSandals(Granting):
    """This creature gains, “Action: Swap this creature with another friendly creature in the
    battleline. You may use that other creature this turn.”"""

    gives = _Transpose


# -- triggered abilities given --------------------------------------------------------------------
class _PainWhenDis(Given):
    """“After any player chooses Dis as their active house, put Painmail into its owner's
    archives and destroy this creature.”"""

    def on(self, g, src, event):
        if event.kind != "house_chosen" or event.data.get("house") != "dis":
            return None
        mail = self.upgrade

        def run():
            if g.in_play(mail):
                fx.archive(g, mail, mail.owner, mail.title, put=True)
            fx.destroy(g, [src], rule=mail.title)
        return run


@card("Painmail")
class Painmail(Granting):
    """This creature gains, “After any player chooses Dis as their active house, put Painmail into
    its owner’s archives and destroy this creature.”"""

    gives = _PainWhenDis


class _LosesCounterAtEnd(Given):
    """“At the end of your turn, this creature loses a +1 power counter.”"""

    def on(self, g, src, event):
        if event.kind != "end_of_turn" or event.seat != src.controller:
            return None

        return lambda: fx.remove_power_counters(g, src, 1, self.upgrade.title)


@card("Cybergiant Rig")
class CybergiantRig(Granting):
    """This creature gains, “At the end of your turn, this creature loses a +1 power counter.”
    Play: Fully heal this creature and give it a +1 power counter for each damage healed."""

    gives = _LosesCounterAtEnd

    def play(self, g, src, you):
        creature = src.attached_to
        if creature is None:
            return
        healed = fx.heal(g, creature, None, src.title)
        if healed:
            fx.add_power_counters(g, creature, healed, src.title)
        else:
            g.say(f"{creature.name} had no damage to heal: it gets no +1 power counter", src.title)


# -- damage with splash ----------------------------------------------------------------------------
class _SplashShot(Given):
    """“Before Fight: Deal 2D to the attacked creature, with 2D splash.” (Splash: the splash
    damage is dealt to each of that creature's neighbors, with the rest.)"""

    def before_fight(self, g, src, you):
        if g.fight is None or g.fight[0] is not src:
            return
        attacked = g.fight[1]
        hits = [fx.Hit(attacked, 2, src)] + [fx.Hit(n, 2, src) for n in g.neighbors(attacked)]
        g.say(f"{src.name} deals 2 damage to {attacked.name}, with 2 damage splash to each of its neighbors",
              R.SPLASH)
        fx.deal(g, hits, self.upgrade.title)


@card("Plasma Nozzle")
class PlasmaNozzle(Granting):
    """This creature gains, “Before Fight: Deal 2D to the attacked creature, with 2D splash.”"""

    gives = _SplashShot


# -- houses (modifiers.houses) ----------------------------------------------------------------------
class _ReapDraw(Given):
    """“Reap: Draw a card.”"""

    def reap(self, g, src, you):
        fx.draw(g, you, 1, self.upgrade.title)


@card("Academy Training")
class AcademyTraining(Granting):
    """If you control this creature, it belongs to house Logos. (Instead of its original house.)
    This creature gains, “Reap: Draw a card.”"""

    gives = _ReapDraw

    def houses(self, g, src, card):
        if src.attached_to is card and card.controller == src.controller:
            return "instead", frozenset({"logos"})
        return None


class _MarsForTheTurn(LastingEffect):
    """“... for the remainder of the turn it belongs to house Mars.”"""

    def houses(self, g, src, card):
        return ("instead", frozenset({"mars"})) if card is self.target else None

    def describe(self) -> str:
        return f"{self.target.name} belongs to house Mars"


class _ReadyAfterMars(Given):
    """“After you play a Mars creature, ready this creature and for the remainder of the turn it
    belongs to house Mars.”"""

    def on(self, g, src, event):
        played = event.card
        if (event.kind != "played" or event.seat != src.controller or played is None
                or played.type != "creature" or not belongs_to(g, played, "mars")):
            return None
        rule = self.upgrade.title

        def run():
            fx.ready(g, src, rule)
            fx.add_lasting(g, _MarsForTheTurn(self.upgrade, src.controller, rule, target=src),
                           f"for the remainder of the turn {src.name} belongs to house Mars")
        return run


@card("Brain Stem Antenna")
class BrainStemAntenna(Granting):
    """This creature gains, “After you play a Mars creature, ready this creature and for the
    remainder of the turn it belongs to house Mars.”"""

    gives = _ReadyAfterMars


# -- abilities given to other creatures than an upgrade's ----------------------------------------
class _LoseBeforeFight(Given):
    """“Before Fight: Lose 1A.”: the player using the creature to fight loses 1 Æmber."""

    def before_fight(self, g, src, you):
        fx.lose(g, you, 1, self.upgrade.title)


@card("Charybdis")
class Charybdis(Behaviour):
    """Each enemy creatures gains, “Before Fight: Lose 1A.” (printed with the plural "creatures":
    each enemy creature gains it)."""

    def granted(self, g, src, c):
        if c.type == "creature" and c.controller is not None and c.controller != src.controller:
            return [_LoseBeforeFight(self.card, src, self)]
        return []


@card("Opportunist")
class Opportunist(Behaviour):
    """This creature gains elusive. Play: This creature captures 1A from its opponent."""

    def keywords(self, g, src, creature):
        return {"elusive": 1} if src.attached_to is creature else {}

    def play(self, g, src, you):
        creature = src.attached_to
        if creature is not None and creature.controller is not None:
            fx.capture(g, creature, 1, other(creature.controller), src.title)
