"""“In Order To” costs (grammar/sweep_cota_pay.lark): "your opponent must pay you 1{A} in order to
use an artifact" (Tentacus), "... in order to play an artifact" (Customs Office), "you must lose
3{A} in order to play {self}" (Truebaru).

“If You Do” and “In Order To”: the player must pay first; if they cannot, they cannot play or
use the card. The clause answers the `costs` hook (modifiers.costs: play.py and use.py refuse
what cannot be paid, effects.pay_in_order_to pays it); a card's own "in order to play {self}"
is asked while it is in hand."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge.reader.nodes.base import Constant, builds, words
from judge.engine.keyforge.state import other

builds("payer", "pay_how", "pay_act")(words)


@builds("pay_what")
def _pay_what(children):
    return children[-1] if len(children) == 1 else (children[0], children[1])


@builds("must_pay")
@dataclass(frozen=True)
class MustPay(Constant):
    payer: str  # "you" | "your opponent"
    how: str  # "pay you" | "lose"
    n: int
    act: str  # "play" | "use"
    what: object  # (article, restrictions.CardKind) | targets' {self}

    def render(self) -> str:
        what = f"{self.what[0]} {self.what[1].render()}" if isinstance(self.what, tuple) else self.what.render()
        return f"{self.payer} must {self.how} {self.n}{{A}} in order to {self.act} {what}"

    def check(self, card) -> str | None:
        if self.how == "pay you" and self.payer == "you":
            return "“you must pay you”"
        if isinstance(self.what, tuple):
            kind = self.what[1]
            if kind.plural:
                return f"“{self.what[0]} {kind.render()}”"
            if self.act == "use" and kind.types is not None and not set(kind.types) & {"creature", "artifact"}:
                return f"using {kind.render()}"
        elif self.act != "play" or self.payer != "you":
            return f"“{self.render()}”"
        return None

    def hooks(self):
        def costs(g, src, you, seat, card, act):
            payer = you if self.payer == "you" else other(you)
            if act != self.act or seat != payer:
                return []
            if isinstance(self.what, tuple):
                if not self.what[1].matches(g, you, src, card):
                    return []
            elif card is not src:
                return []
            return [(self.n, you if self.how == "pay you" else None)]

        return {"costs": costs}
