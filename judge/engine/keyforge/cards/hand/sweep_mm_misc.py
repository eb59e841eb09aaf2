"""Hand-written one-off cards of the Mass Mutation sweep: zones swapped, a choice of two effects,
a card of each type from the discard pile, archives. Each docstring quotes the printed text;
the effects are the vocabulary's (effects.py)."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.cards.hand.sweep_mm_aember import _KeysCost
from judge.engine.keyforge.modifiers import has_trait
from judge.engine.keyforge.state import other
from judge.engine.keyforge.zones import move


@card("Reverse Time")
class ReverseTime(Behaviour):
    """Play: Swap your deck and your discard pile. Then, shuffle your deck. (Reverse Time itself
    is still resolving, not yet in the discard pile: it goes there afterwards.)"""

    def play(self, g, src, you):
        p = g.player(you)
        deck, pile = list(p.deck), list(p.discard)
        for c in reversed(deck):  # the top card of the deck ends on top of the discard pile
            move(g, c, "discard", rule=src.title, quiet=True)
        for c in reversed(pile):
            move(g, c, "deck", rule=src.title, quiet=True)
        g.say(f"{you}'s deck ({len(deck)} cards) and discard pile ({len(pile)} cards) are swapped", src.title)
        g.rng.shuffle(p.deck)
        g.say(f"{you} shuffles their deck", src.title)


@card("Burning Glare")
class BurningGlare(Behaviour):
    """Enhance D. Play: Stun an enemy creature, or stun each enemy Mutant creature. (The player
    chooses which: "one" or "each mutant".)"""

    def play(self, g, src, you):
        how = g.decide.option("stun an enemy creature (one), or each enemy Mutant creature (each mutant)",
                              ["one", "each mutant"])
        if how == "one":
            c = fx.choose(g, "an enemy creature to stun", fx.enemy(g, you), none="there is no enemy creature")
            if c is not None:
                fx.stun(g, c)
            return
        mutants = [c for c in fx.enemy(g, you) if has_trait(g, c, "mutant")]
        if not mutants:
            g.say("there is no enemy Mutant creature", R.RESOLVE_AS_MUCH)
        for c in mutants:
            fx.stun(g, c)


@card("Look What I Found!")
class LookWhatIFound(Behaviour):
    """Omega. Play: Return 1 card of each type (action, artifact, creature, upgrade) from your
    discard pile to your hand."""

    def play(self, g, src, you):
        for kind in ("action", "artifact", "creature", "upgrade"):  # in the printed order
            c = fx.choose(g, f"an {kind} card in your discard pile to return" if kind[0] in "aeiou"
                          else f"a {kind} card in your discard pile to return",
                          [c for c in g.player(you).discard if c.type == kind],
                          none=f"there is no {kind} card in {you}'s discard pile")
            if c is not None:
                fx.return_to_hand(g, c, src.title)


@card("Auto-Vac 5150")
class AutoVac5150(Behaviour):
    """Action: You may discard a card from your archives. If you do, keys cost +3A during your
    opponent's next turn. Otherwise, archive a card."""

    def action(self, g, src, you):
        archives = g.player(you).archives
        if archives and g.decide.may("discard a card from your archives"):
            c = fx.choose(g, "a card in your archives to discard", archives)
            fx.discard(g, c, src.title)
            fx.add_lasting(g, _KeysCost(src, you, src.title, n=3),
                           f"keys cost +3 Æmber during {other(you)}'s next turn")
            return
        g.say(f"{you} does not discard a card from their archives: otherwise, archive a card", R.IF_YOU_DO)
        c = fx.choose(g, "a card in your hand to archive", g.player(you).hand, none=f"{you} has no card in hand")
        if c is not None:
            fx.archive(g, c, you, src.title)
