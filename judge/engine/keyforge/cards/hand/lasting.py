"""Hand-written cards of the lasting-effects family: texts with a part the grammar does not read
(a note in parentheses), played through the same lasting effects and clauses as read texts
(reader/nodes/durations.py, restrictions.py)."""
from __future__ import annotations

from judge.engine.keyforge.abilities import Behaviour, card
from judge.engine.keyforge.state import other


@card("Skippy Timehog", "Skippy Timehog (MM 112)")
class SkippyTimehog(Behaviour):
    """Play: Your opponent cannot use any cards next turn. (Cards can still be played and
    discarded.) — Mass Mutation: "... during their next turn. (...)". The note in parentheses
    says what the restriction leaves allowed: it restricts using only (Using Cards)."""

    def play(self, g, src, you):
        from judge.engine.keyforge.reader.nodes.durations import establish
        from judge.engine.keyforge.reader.nodes.restrictions import CannotUseCards, CardKind

        establish(g, src, you, src.title, CannotUseCards("your opponent", True, CardKind((), "cards"), None),
                  "their next turn", f"{other(you)} cannot use any cards on their next turn (cards can still be "
                                     "played and discarded)")
