"""Wordings of clauses other fragments read (grammar/sweep_dt_keywords.lark): keywords lost, a list
of three or more ("each creature loses elusive, taunt, poison, and skirmish.": Captain Kresage),
lasting.py's `Loses`; "... cannot play more than 1 card of each card type (action, artifact,
creature, upgrade) each turn" (Kaupe DT 341), restrictions.py's `CannotPlayMore`; "give 2 +1 power
counters to each other friendly untamed creature" (Bumblebird DT 399), status.py's `PowerCounters`.
Only their words differ."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import builds
from judge.engine.keyforge.reader.nodes.lasting import Loses
from judge.engine.keyforge.reader.nodes.restrictions import CannotPlayMore
from judge.engine.keyforge.reader.nodes.status import PowerCounters


@builds("loses_list")
@dataclass(frozen=True)
class LosesList(Loses):
    def render(self) -> str:
        *first, last = self.keywords
        return f"{self.subject.render()} {self.verb} {' '.join(first)} and {last}"


@builds("cannot_play_more_of_a_card_type")
@dataclass(frozen=True)
class CannotPlayMoreOfACardType(CannotPlayMore):
    def render(self) -> str:
        return (f"{self.player} cannot play more than {self.n} card of each card type "
                "(action artifact creature upgrade) each turn")


@builds("power_counters_to")
@dataclass(frozen=True)
class PowerCountersTo(PowerCounters):
    @classmethod
    def build(cls, children):
        count, target = children
        return cls(target, count)

    def render(self) -> str:
        return f"give {self.count.render()} to {self.target.render()}"
