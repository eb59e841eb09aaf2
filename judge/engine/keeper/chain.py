"""Chains ("Chains").

A summon, an attack, or an activated ability or spell starts a chain as its
first link; costs and targets are settled when a link is made. Each link
can have one ability activated in response to it (a creature ability or a
trap whose condition is "Activate in response to X"); when several players
wish to respond, the one who will be given their next turn first does so;
nobody responds to their own link. When nobody responds to the newest link
the chain resolves, newest link first. A negated link does not resolve, but
its costs stay paid. Anything done during the resolution starts no chain.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from judge.engine.base import ScenarioError
from judge.engine.keeper import rules
from judge.engine.keeper.context import Context, Die
from judge.engine.keeper.state import Card, Event, GameState


@dataclass(eq=False)
class ChainLink:
    kind: str  # summon | attack | ability | spell
    controller: str
    card: Card | None
    resolve: Callable[["ChainLink", GameState], None]
    ctx: Context | None = None
    event: Event | None = None
    line: int | None = None
    index: int = 0
    responds_to: "ChainLink | None" = None
    negated: bool = False
    resolved: bool = False
    after: list[Callable[[], None]] = field(default_factory=list)  # checks once the chain is done
    on_negated: Callable[["ChainLink", GameState], None] | None = None
    data: dict = field(default_factory=dict)

    def describe(self) -> str:
        what = {"summon": "summon of", "attack": "attack with", "ability": "ability of", "spell": "spell"}[self.kind]
        name = self.data.get("name") or (self.card.label if self.card else "?")
        return f"{self.controller}'s {what} {name}"


@dataclass(eq=False)
class Chain:
    links: list[ChainLink] = field(default_factory=list)
    dice: list[Die] = field(default_factory=list)  # "dice in the current chain"

    @property
    def newest(self) -> ChainLink | None:
        return self.links[-1] if self.links else None


def add_link(game: GameState, link: ChainLink) -> ChainLink:
    """Make a link: the first starts a chain; later ones respond to the newest."""
    if game.resolving:
        raise ScenarioError("internal: a link made during a resolution (effects start no chain)")
    if game.chain is None:
        game.chain = Chain()
    chain = game.chain
    link.responds_to = chain.newest
    link.index = len(chain.links) + 1
    if link.ctx is not None:
        link.ctx.link, link.ctx.chain = link, chain
    chain.links.append(link)
    if link.event is not None:
        game.window.append(link.event)
    if link.responds_to is None:
        game.trace(f"link 1: {link.describe()} starts a chain", rules.CHAINS)
    else:
        game.trace(f"link {link.index}: {link.describe()} responds to link {link.responds_to.index}", rules.CHAINS)
    return link


def responders(game: GameState, link: ChainLink) -> list[str]:
    """Who may respond to a link, in priority order: by next turn, never its controller."""
    return [p for p in game.next_turn_order() if p != link.controller]


def priority(game: GameState, link: ChainLink, wishing: list[str]) -> str | None:
    """Of the players wishing to respond, the one with priority."""
    for p in responders(game, link):
        if p in wishing:
            return p
    return None


def resolve_chain(game: GameState) -> None:
    """Nobody responds to the newest link: resolve every link, newest first."""
    from judge.engine.keeper.winning import check_losses

    chain = game.chain
    if chain is None:
        return
    game.trace(f"no response to link {chain.newest.index}: the chain resolves, last link first", rules.CHAINS)
    game.resolving = True
    try:
        for link in reversed(chain.links):
            if game.over:
                game.trace(f"link {link.index} does not resolve: the game is over", rules.WINNING)
            elif link.negated:
                game.trace(f"link {link.index} ({link.describe()}) is negated: it does not resolve; its costs "
                           f"stay paid", rules.CHAINS)
                if link.on_negated:
                    link.on_negated(link, game)
            elif game.seat(link.controller).out:
                game.trace(f"link {link.index} does not resolve: {link.controller} is out of the game",
                           rules.WINNING)
            else:
                game.trace(f"link {link.index} resolves: {link.describe()}", rules.CHAINS)
                try:
                    link.resolve(link, game)
                except ScenarioError as exc:
                    if exc.line is None:
                        exc.line = link.line
                    raise
            link.resolved = True
            check_losses(game)
    finally:
        game.resolving = False
        game.chain = None
    for link in chain.links:
        for check in link.after:
            try:
                check()
            except ScenarioError as exc:
                if exc.line is None:
                    exc.line = link.line
                raise
