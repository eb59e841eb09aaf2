"""Target selection ("Target", "One player", "Selected by an opponent").

A "Target ..." sentence is a target selection, made when the ability is
activated, before anyone can respond. Targets stay targets whatever happens
to them: an in-play target sent to its owner's hand is still a target, and
effects that can apply to it there still do.
"""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.base import ScenarioError
from judge.engine.keeper import rules
from judge.engine.keeper.context import Context, card_match, describe


@dataclass(frozen=True)
class ThisCard:
    """"Target this card.\""""

    text: str = "Target this card."

    def select(self, ctx: Context) -> None:
        ctx.targets.append(ctx.this)
        ctx.trace(f"{ctx.controller} targets {ctx.this.label} (this card)", rules.TARGET)


@dataclass(frozen=True)
class TargetSpec:
    """"Target [up to|exactly] N <things>[ in one player's graveyard][ randomly][ selected by an opponent]."

    noun: player | opponent | creature | card_in_play | trap | resource; in a graveyard: card | creature | spell
    whose: any | yours | opponents | that player (controlled by "that opponent": Context.that_players)
    """

    count: int | None  # None: "all" (every candidate) or, with up_to, "any number of"
    noun: str
    whose: str = "any"
    up_to: bool = False
    exactly: bool = False
    graveyard: str | None = None  # one player's | your | an opponent's
    random: bool = False
    selected_by_opponent: bool = False
    one_player: bool = False  # "Target one player.": any player, yourself included
    other: bool = False  # "another creature", "2 other creatures": not the card itself
    # "Target 1 exhausted creature": a card in play in that state, "exhausted" (turned sideways) or
    # "unexhausted", as the rulebook qualifies cards in its own texts ("Exhaust [x] of your unexhausted
    # creatures in play."; "Resources, Exhaustion, and Recovery")
    state: str | None = None
    text: str = ""

    def candidates(self, ctx: Context, graveyard_of: str | None) -> list:
        g = ctx.game
        me = ctx.controller
        if self.noun in ("player", "opponent"):
            players = g.players_in_game()
            return [p for p in players if p != me] if self.noun == "opponent" else players
        if self.graveyard:  # "cards", or only "creatures" / "spells", in a graveyard
            return [c for c in g.seat(graveyard_of).graveyard  # a card no `cards:` defines is of no known type
                    if self.noun == "card" or (c.defn is not None and c.defn.type == self.noun)]
        if self.noun == "resource":
            seats = [me] if self.whose == "yours" else g.players_in_game()
            return [c for s in seats for c in g.seat(s).resources if self._in_state(c)]
        pool = {"creature": g.creatures(), "card_in_play": g.in_play(),
                "trap": [c for c in g.in_play() if c.zone == "traps"]}[self.noun]
        if self.whose == "yours":
            pool = [c for c in pool if c.controller == me]
        elif self.whose == "opponents":
            pool = [c for c in pool if c.controller != me]
        elif self.whose == "that player":
            pool = [c for c in pool if c.controller in ctx.that_players()]
        if self.other:
            pool = [c for c in pool if c is not ctx.this]
        return [c for c in pool if self._in_state(c)]

    def _in_state(self, card) -> bool:
        return self.state is None or card.exhausted == (self.state == "exhausted")

    def select(self, ctx: Context) -> None:
        g, d, me = ctx.game, ctx.decisions, ctx.controller
        graveyard_of = None
        if self.graveyard == "your":
            graveyard_of = me
        elif self.graveyard:
            players = g.players_in_game() if self.graveyard == "one player's" else g.opponents(me)
            graveyard_of = d.choose(f"{me} selects one player whose graveyard to target (any player, "
                                    f"yourself included)", players, match=card_match)
            ctx.trace(f"{me} selects one player's graveyard: {graveyard_of}'s "
                      f"(options: {', '.join(players)})", rules.ONE_PLAYER)
        cands = self.candidates(ctx, graveyard_of)
        count = len(cands) if self.count is None else self.count
        if self.exactly and len(cands) < count:
            ctx.trace(f"exactly {count} targets cannot be fulfilled (only {len(cands)}): "
                      f"the remainder of the ability has no effect", rules.EXACTLY)
            ctx.stopped = True
            return
        chooser = me
        if self.selected_by_opponent:
            chooser = d.choose(f"{me} picks the opponent who selects the targets", g.opponents(me),
                               match=card_match)
        most = min(count, len(cands))
        n = most
        if self.up_to and (self.random or self.selected_by_opponent):
            n = d.number(f"{me} chooses how many targets (up to {count}, {len(cands)} available)", 0, most)
            if self.selected_by_opponent:
                ctx.trace(f"{me} chooses the number of targets: {n}; {chooser} must select exactly that many",
                          rules.SELECTED_BY_OPPONENT)
        picks: list = []
        if self.random:
            values = ctx.random.take(n, f"{ctx.rule}: random target")
            for v in values:
                left = [c for c in cands if c not in picks]
                hit = next((c for c in left if card_match(v, c, describe(c))), None)
                if hit is None:
                    raise ScenarioError(f"{ctx.rule}: random pick {v!r} is not one of: "
                                        f"{', '.join(describe(c) for c in left)}")
                picks.append(hit)
            if picks:
                ctx.trace(f"{n} target(s) picked at random (outcome given by the fixture): "
                          f"{', '.join(describe(p) for p in picks)}", rules.TARGET)
        elif self.up_to and not self.selected_by_opponent:
            for i in range(most):
                left = [c for c in cands if c not in picks]
                pick = d.choose(f"{chooser} selects target {i + 1} (up to {count})", left,
                                label=describe, optional=True, match=card_match)
                if pick is None:
                    break
                picks.append(pick)
        elif n == len(cands):
            picks = list(cands)
        else:
            for i in range(n):
                left = [c for c in cands if c not in picks]
                picks.append(d.choose(f"{chooser} selects target {i + 1} of {n}", left, label=describe,
                                      match=card_match))
        ctx.targets.extend(picks)
        rule = rules.SELECTED_BY_OPPONENT if self.selected_by_opponent else (
            rules.ONE_PLAYER if self.one_player else rules.TARGET)
        shown = ", ".join(describe(p) for p in picks) or "nothing"
        options = ""
        if self.one_player or self.selected_by_opponent:
            options = f" (options: {', '.join(describe(c) for c in cands)})"
        who = f"{chooser} selects {me}'s targets:" if chooser != me else f"{me} targets"
        ctx.trace(f"{who} {shown}{options}", rule)
