"""Mass Mutation printings (second sweep) of titles the engine already plays, whose wording
differs from the default printing's. Where it means the same, the printing is registered on the
same behaviour, and each line says why; where it differs in substance (The Sting is destroyed,
not sacrificed), a subclass plays the new wording."""
from __future__ import annotations

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.abilities import card
from judge.engine.keyforge.cards.hand.movement import Equalize
from judge.engine.keyforge.cards.hand.sweep_cota_misc import TheSting
from judge.engine.keyforge.cards.hand.sweep_wc_removal import Infurnace, TransporterPlatform

# "Your opponent loses A equal to the number of A bonus icons on the purged cards." = "... equal
# to the total Æmber bonus of the purged cards.": a card's Æmber bonus is its Æmber bonus icons
# (Bonus Icons), printed and added by Enhance, which is what Infurnace counts.
card("Infurnace (MM 010)")(Infurnace)
# "Redistribute the A on friendly creatures among friendly creatures. Redistribute the A on
# enemy creatures among enemy creatures." = "... Then, redistribute ...": the sentences of an
# ability resolve in the order written either way.
card("Equalize (MM 148)")(Equalize)
# "Return a friendly creature and each upgrade attached to it to their owners' hands." = "... to
# your hand.": a card that leaves play always goes to its owner's hand (Leaves Play), which is
# where Transporter Platform puts them.
card("Transporter Platform (MM 331)")(TransporterPlatform)


@card("The Sting (MM 296)")
class TheStingDestroyed(TheSting):
    """Skip your “forge a key” step. You get all A spent by your opponent when forging keys.
    Action: Destroy The Sting. (Mass Mutation: "destroy", not "sacrifice": a card is destroyed
    whoever controls it, also when used as if it were another player's: Destroyed, Sacrifice.)"""

    def action(self, g, src, you):
        fx.destroy(g, [src])
