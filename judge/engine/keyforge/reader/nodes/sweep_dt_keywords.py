"""Keywords lost, a list of three or more (grammar/sweep_dt_keywords.lark): "each creature loses
elusive, taunt, poison, and skirmish." (Captain Kresage). The clause is lasting.py's `Loses`; only
its words differ (commas, which normalising drops, and one "and")."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import builds
from judge.engine.keyforge.reader.nodes.lasting import Loses


@builds("loses_list")
@dataclass(frozen=True)
class LosesList(Loses):
    def render(self) -> str:
        *first, last = self.keywords
        return f"{self.subject.render()} {self.verb} {' '.join(first)} and {last}"
