"""Hand-written creatures of the second Mass Mutation sweep with a constant ability the reader
cannot say: a taunt that reaches further (Lady Loreena), "Destroyed:" abilities that cannot
trigger (Purifier of Souls), a power X (Picaroon), a copy of a purged creature's numbers
(Cyber-Clone), an ability that works from the discard pile (Relentless Creeper). Each docstring
quotes the printed text; the hooks are abilities.py's."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import copies, modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, LastingEffect, card


@card("Lady Loreena")
class LadyLoreena(Behaviour):
    """Taunt. Lady Loreena's taunt also applies to its neighbors' neighbors. (While it has taunt,
    the creatures two places away from it cannot be attacked unless they have taunt: Taunt.)"""

    def taunt_reach(self, g, src):
        if src.type != "creature" or not g.in_play(src):
            return []
        near = g.neighbors(src)
        return [far for n in near for far in g.neighbors(n) if far is not src and far not in near]


@card("Purifier of Souls")
class PurifierOfSouls(Behaviour):
    """Destroyed effects cannot trigger. (Every card's “Destroyed:” abilities, while Purifier of
    Souls is in play; it is still in play while the cards destroyed with it are tagged.)"""

    def cannot_trigger(self, g, src, c, kind):
        return "Purifier of Souls: destroyed effects cannot trigger" if kind == "destroyed" else None


@card("Picaroon")
class Picaroon(Behaviour):
    """Deploy. (This creature can enter play anywhere in your battleline.) X is the combined
    power of Picaroon's non-Changeling neighbors. (Its printed power is X: it has the power of
    those neighbors added up, then +1 power counters and other modifiers apply; no neighbor,
    0 power.)"""

    def power(self, g, src, creature):
        if creature is not src or not g.in_play(src):
            return 0
        return sum(modifiers.power(g, n) for n in g.neighbors(src) if not modifiers.has_trait(g, n, "changeling"))


class _PurgedCopy(LastingEffect):
    """Until Cyber-Clone leaves play: the purged creature's power instead of its own, and that
    creature's armor, keywords and traits besides its own, as they were when it was purged."""

    until = "leaves play"

    def __init__(self, source, you, rule, power: int, armor: int, keywords: dict, traits: set):
        super().__init__(source, you, rule)
        self.power_, self.armor_, self.keywords_, self.traits_ = power, armor, keywords, traits

    def base_power(self, g, src, creature):
        return self.power_ if creature is self.source else None  # "has power equal to": it sets it

    def armor(self, g, src, creature):
        return self.armor_ if creature is self.source else 0

    def keywords(self, g, src, creature):
        return dict(self.keywords_) if creature is self.source else {}

    def traits(self, g, src, c):
        return set(self.traits_) if c is self.source else set()


@card("Cyber-Clone")
class CyberClone(Behaviour):
    """Play: Purge another creature. Until Cyber-Clone leaves play, it has power equal to the
    purged creature's power, and gains that creature's armor, keywords, and traits. (The purged
    creature's own values, as printed (its errata applied), as a copy takes them (copies.of):
    FFG ruling, December 2020, "only the base power and armor", not its +1 power counters nor
    what other cards gave it.)"""

    def play(self, g, src, you):
        victim = fx.choose(g, "another creature to purge", [c for c in g.creatures() if c is not src],
                           none="there is no other creature")
        if victim is None:
            return
        from judge.engine.keyforge.reader.nodes.card import ENGINE_KEYWORDS

        base = copies.of(victim, src.title).card
        power, armor = base.power or 0, base.armor or 0
        keywords = {k: v for k in sorted(ENGINE_KEYWORDS) if (v := base.keyword(k))}
        traits = {t.strip() for t in base.traits}
        if not fx.purge(g, victim, src.title):
            return
        if not g.in_play(src):
            g.say("Cyber-Clone is no longer in play: it gains nothing", R.RESOLVE_AS_MUCH)
            return
        fx.add_lasting(g, _PurgedCopy(src, you, src.title, power, armor, keywords, traits),
                       f"until Cyber-Clone leaves play, it has {power} power and gains {victim.name}'s "
                       f"armor ({armor}), keywords ({', '.join(keywords) or 'none'}) and traits "
                       f"({', '.join(sorted(traits)) or 'none'})")


@card("Relentless Creeper")
class RelentlessCreeper(Behaviour):
    """After you choose Dis as your active house, you may return Relentless Creeper from your
    discard pile to your hand. (An ability that references being used from the discard pile is
    active there: Ability, Card Ability.)"""

    active_in = frozenset({"discard"})

    def on(self, g, src, event):
        if (event.kind != "house_chosen" or event.data.get("house") != "dis" or event.seat != src.owner
                or src not in g.player(src.owner).discard):
            return None

        def back():
            if src not in g.player(src.owner).discard:
                g.say("Relentless Creeper is no longer in the discard pile", R.RESOLVE_AS_MUCH)
            elif g.decide.may("return Relentless Creeper from the discard pile to hand"):
                fx.put_into_hand(g, src, src.title)

        return back
