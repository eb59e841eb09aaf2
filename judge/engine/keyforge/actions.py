"""Actions a player takes, as values: validated, then resolved.

`Play("Anger")`, `Use("Troll", "fight", target="Krump")`, `Use("Troll", "reap")`,
`Use("Mother", "action")`, `Use("Spangler Box", "omni")`, `Discard(...)`,
`ChooseHouse("dis")`, `NoHouse()`, `EndTurn()`, `RaiseTide()` (the tide's "Omni:",
written `omni: The Tide` in a fixture). Cards are named by title or
fixture id; `from_fixture` reads the SCENARIOS.md shape. `legal.legal_actions`
lists the ones the rules allow now.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass

from judge.engine.base import ScenarioError
from judge.engine.keyforge.state import CardInstance, Game

VERBS = ("play", "fight", "reap", "action", "omni", "discard", "choose_house", "end_turn", "no_house")
MODIFIERS = ("choose", "flank", "target", "by", "refused")


def _key(text: str) -> str:
    from judge.cards.match import key

    return key(str(text))


def find(cards: list[CardInstance], name: "str | CardInstance", where: str) -> CardInstance:
    """The card a name or id means among `cards` (or the card itself, when given the
    object, as `legal.legal_actions` does for copies a name cannot tell apart);
    ScenarioError when none or ambiguous."""
    if isinstance(name, CardInstance):
        if any(c is name for c in cards):
            return name
        raise ScenarioError(f"{name.name} is not in {where}")
    k = _key(name)
    by_alias = [c for c in cards if c.alias and _key(c.alias) == k]
    if by_alias:
        return by_alias[0]
    by_title = [c for c in cards if c.named(name, by_alias=False)] or [c for c in cards if c.titled(name)]
    if not by_title:
        shown = ", ".join(c.name if c.card.default else f"{c.name} ({c.card.ref})" for c in cards) or "nothing"
        raise ScenarioError(f"no {name!r} in {where} (there: {shown})")
    states = {(c.exhausted, c.stunned, c.damage, c.amber, c.power_counters) for c in by_title}
    if len(by_title) > 1 and len(states) > 1:
        raise ScenarioError(f"{name!r} matches {len(by_title)} cards in {where}; give them `id`s")
    return by_title[0]


def usable(g: Game) -> list[CardInstance]:
    """The active player's cards in play that can be used (creatures and artifacts)."""
    return [c for c in g.cards_in_play() if c.controller == g.active and c.type in ("creature", "artifact")]


@contextmanager
def placing(g: Game, flank: str | None):
    """While an action resolves, the flank it names (`flank: left`) is where a creature that enters
    play or changes control goes (zones.flank_for); a deploy place ("between A and B") is only
    for a creature with deploy played by it or by its effect (deploy.placement)."""
    g.placement = flank
    try:
        yield
    finally:
        g.placement = None


@dataclass(frozen=True)
class Play:
    card: "str | CardInstance"
    flank: str | None = None

    def apply(self, g: Game) -> None:
        from judge.engine.keyforge.play import play

        c = find(g.me.hand, self.card, f"{g.active}'s hand")
        with placing(g, self.flank):
            play(g, c, g.active, source="hand", flank=self.flank)


@dataclass(frozen=True)
class Use:
    card: "str | CardInstance"
    how: str  # reap | fight | action | omni
    target: "str | CardInstance | None" = None
    flank: str | None = None  # where a creature entering play or changing control goes

    def apply(self, g: Game) -> None:
        from judge.engine.keyforge.state import other
        from judge.engine.keyforge.use import use

        c = find(usable(g), self.card, f"{g.active}'s cards in play")
        target = find(g.creatures(other(g.active)), self.target, f"{other(g.active)}'s battleline") if self.target else None
        with placing(g, self.flank):
            use(g, c, self.how, g.active, target=target)


@dataclass(frozen=True)
class RaiseTide:
    """The "Omni: Raise the tide. Gain 3 chains." the rules grant the active player (Tide)."""

    def apply(self, g: Game) -> None:
        from judge.engine.keyforge.tide import use_omni

        use_omni(g, g.active)


@dataclass(frozen=True)
class Discard:
    card: "str | CardInstance"

    def apply(self, g: Game) -> None:
        from judge.engine.keyforge.discard import discard_from_hand

        c = find(g.me.hand, self.card, f"{g.active}'s hand")
        discard_from_hand(g, c, g.active)


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
    flank = spec.get("flank")
    between = verb == "play" and str(flank).lower().startswith("between ")  # deploy.placement
    if flank not in (None, "left", "right") and not between:
        raise ScenarioError("`flank` must be left or right (or, to play a creature with deploy, "
                            "between A and B)")
    if flank is not None and verb not in ("play", "fight", "reap", "action", "omni"):
        raise ScenarioError("`flank` is for play and use actions (where a creature entering play "
                            "or changing control goes)")
    if verb == "play":
        return Play(str(value), flank), label
    if verb == "omni" and _key(value) == _key("The Tide"):
        return RaiseTide(), label
    if verb in ("fight", "reap", "action", "omni"):
        if spec.get("target") is not None and verb != "fight":
            raise ScenarioError("`target` is for fight actions")
        return Use(str(value), verb, spec.get("target"), flank), label
    if verb == "discard":
        return Discard(str(value)), label
    if verb == "choose_house":
        return ChooseHouse(str(value)), label
    if verb == "no_house":
        return NoHouse(), label
    return EndTurn(), label
