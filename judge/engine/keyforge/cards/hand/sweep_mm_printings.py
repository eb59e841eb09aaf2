"""Mass Mutation printings of titles the engine already plays, whose wording differs from the
default printing's. Where the new wording means the same, the printing is registered on the
same behaviour (each line says why it is the same); where it differs in substance (Mass
Mutation says "destroy" where the older printing said "sacrifice", and a card is destroyed
whoever controls it, but only the controller can sacrifice it: Sacrifice), a subclass plays
the new wording."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.abilities import card
from judge.engine.keyforge.cards.aoa import PosPixies, Redacted, ShadowOfDis
from judge.engine.keyforge.cards.cota import Masterplan, Nexus
from judge.engine.keyforge.cards.wc import ExploRover, ObsidianForge

# "Until the start of your next turn, each enemy creature's text box is considered blank (except
# for traits)." = "Until your next turn, enemy creatures' text boxes are considered blank ...".
card("Shadow of Dis (MM 046)")(ShadowOfDis)
# "Reap: Use an enemy artifact as if it were yours." = "... an opponent's artifact ...": the
# artifacts the opponent controls either way.
card("Nexus (MM 253)")(Nexus)
# "A that would be stolen or captured from your pool is taken from the common supply instead."
card("Po’s Pixies (MM 404)")(PosPixies)
# The same text, with Skirmish's reminder text.
card("Explo-rover (MM 307)")(ExploRover)


@card("Masterplan (MM 286)")
class MasterplanDestroyed(Masterplan):
    """Play: Put a card from your hand facedown under Masterplan. Omni: Play the card under
    Masterplan. Destroy Masterplan. (Mass Mutation and Dark Tidings: "destroy", not
    "sacrifice": Masterplan is destroyed even when used as if it were another player's.)"""

    def omni(self, g, src, you):
        if src.under:
            fx.play_card(g, src.under[0], you, source="under", via=src)
        else:
            g.say("there is no card under Masterplan", R.RESOLVE_AS_MUCH)
        fx.destroy(g, [src])


@card("[REDACTED] (MM 110)")
class RedactedDestroyed(Redacted):
    """After you choose Logos as your active house, put 1A from the common supply on [REDACTED].
    When there are 4A or more on [REDACTED], destroy it and forge a key at no cost."""

    removal = "destroy"

    def remove(self, g, src, you):
        fx.destroy(g, [src])


@card("Obsidian Forge (MM 025)")
class ObsidianForgeDestroys(ObsidianForge):
    """Action: Destroy any number of friendly creatures. You may forge a key at +6A current cost,
    reduced by 1A for each creature destroyed this way. If you forge a key this way, destroy
    Obsidian Forge. (Destroying friendly creatures is what sacrificing them was: the same
    resolution, citing Destroyed.)"""

    removal_rule, removal_word, removed = R.DESTROYED, "destroy", "destroyed"
