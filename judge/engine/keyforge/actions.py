"""Actions a player takes, as values: validated, then resolved.

`Play("Anger")`, `Fight("Troll", target="Krump")`, `Reap(...)`, `UseAction(...)`,
`UseOmni(...)`, `Discard(...)`, `ChooseHouse("dis")`, `EndTurn()`. Cards are
named by title or fixture id; `from_fixture` reads the SCENARIOS.md shape.
"""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.base import IllegalAction, ScenarioError
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.state import CardInstance, Game

VERBS = ("play", "fight", "reap", "action", "omni", "discard", "choose_house", "end_turn", "no_house")
MODIFIERS = ("choose", "flank", "target", "by", "refused")


def _key(text: str) -> str:
    from judge.cards.match import key

    return key(str(text))


def find(cards: list[CardInstance], name: str, where: str) -> CardInstance:
    """The card a name or id means among `cards`; ScenarioError when none or ambiguous."""
    k = _key(name)
    by_alias = [c for c in cards if c.alias and _key(c.alias) == k]
    if by_alias:
        return by_alias[0]
    by_title = [c for c in cards if _key(c.title) == k or _key(c.card.title) == k]
    if not by_title:
        shown = ", ".join(c.name for c in cards) or "nothing"
        raise ScenarioError(f"no {name!r} in {where} (there: {shown})")
    states = {(c.exhausted, c.stunned, c.damage, c.amber, c.power_counters) for c in by_title}
    if len(by_title) > 1 and len(states) > 1:
        raise ScenarioError(f"{name!r} matches {len(by_title)} cards in {where}; give them `id`s")
    return by_title[0]


@dataclass(frozen=True)
class Play:
    card: str
    flank: str | None = None

    def apply(self, g: Game) -> None:
        from judge.engine.keyforge.play import play

        c = find(g.me.hand, self.card, f"{g.active}'s hand")
        play(g, c, g.active, source="hand", flank=self.flank)


@dataclass(frozen=True)
class Use:
    card: str
    how: str  # reap | fight | action | omni
    target: str | None = None

    def apply(self, g: Game) -> None:
        from judge.engine.keyforge.state import other
        from judge.engine.keyforge.use import use

        mine = [c for c in g.cards_in_play() if c.controller == g.active and c.type in ("creature", "artifact")]
        c = find(mine, self.card, f"{g.active}'s cards in play")
        target = find(g.creatures(other(g.active)), self.target, f"{other(g.active)}'s battleline") if self.target else None
        use(g, c, self.how, g.active, target=target)


@dataclass(frozen=True)
class Discard:
    card: str

    def apply(self, g: Game) -> None:
        from judge.engine.keyforge.zones import move

        c = find(g.me.hand, self.card, f"{g.active}'s hand")
        if g.step != "main":
            raise IllegalAction(f"cards are discarded in step 3, not the {g.step} step [{R.short(R.DISCARDING)}]")
        if c.house != g.active_house:
            raise IllegalAction(f"cannot discard {c.name}: it is not of the active house [{R.short(R.DISCARDING)}]")
        if g.first_turn and g.turn.played_from_hand + g.turn.discarded_from_hand >= 1:
            raise IllegalAction(f"cannot discard {c.name}: no more than one card may be played or discarded "
                                f"from hand on the first turn [{R.short(R.FIRST_TURN)}]")
        g.turn.discarded_from_hand += 1
        g.turn.actions_taken += 1
        move(g, c, "discard", rule=R.DISCARDING)


@dataclass(frozen=True)
class ChooseHouse:
    house: str

    def apply(self, g: Game) -> None:
        from judge.engine.keyforge.turn import choose_house

        choose_house(g, self.house)


@dataclass(frozen=True)
class NoHouse:
    def apply(self, g: Game) -> None:
        from judge.engine.keyforge.turn import no_house

        no_house(g)


@dataclass(frozen=True)
class EndTurn:
    def apply(self, g: Game) -> None:
        from judge.engine.keyforge.turn import end_turn

        end_turn(g)


def from_fixture(spec: dict) -> tuple[object, str]:
    """(action value, label) from one entry of a fixture's `actions`."""
    verbs = [k for k in spec if k in VERBS]
    unknown = [k for k in spec if k not in VERBS and k not in MODIFIERS]
    if unknown:
        raise ScenarioError(f"unknown action field {unknown[0]!r}; actions: {', '.join(VERBS)}; "
                            f"with: {', '.join(MODIFIERS)}")
    if len(verbs) != 1:
        raise ScenarioError(f"an action needs exactly one of {', '.join(VERBS)}")
    verb = verbs[0]
    value = spec[verb]
    label = f"{verb} {value}" if verb not in ("end_turn", "no_house") else verb
    if verb == "play":
        flank = spec.get("flank")
        if flank not in (None, "left", "right"):
            raise ScenarioError("`flank` must be left or right")
        return Play(str(value), flank), label
    if verb in ("fight", "reap", "action", "omni"):
        if spec.get("target") is not None and verb != "fight":
            raise ScenarioError("`target` is for fight actions")
        return Use(str(value), verb, spec.get("target")), label
    if verb == "discard":
        return Discard(str(value)), label
    if verb == "choose_house":
        return ChooseHouse(str(value)), label
    if verb == "no_house":
        return NoHouse(), label
    return EndTurn(), label
