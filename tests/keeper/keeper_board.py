"""Small Keeper boards built directly on the engine's state, for unit tests."""
from __future__ import annotations

from judge.cards.match import key
from judge.engine.base import Decisions
from judge.engine.keeper.cards import parse_card
from judge.engine.keeper.context import Inputs
from judge.engine.keeper.dice import Supply, dice_supply
from judge.engine.keeper.state import Card, GameState


class Board:
    def __init__(self, *cards: dict, seats=("player", "opponent"), active="player", phase="action",
                 deck: int = 10):
        self.game = GameState(list(seats))
        self.game.active, self.game.phase = active, phase
        for c in cards:
            d = parse_card(c, "test", 1)
            self.game.defs[key(d.name)] = d
        for s in seats:
            for _ in range(deck):
                self.put("card", s, "deck")

    def put(self, name: str, seat: str, zone: str, *, owner: str | None = None, alias: str | None = None,
            **state) -> Card:
        g = self.game
        card = g.new_card(name, owner or seat, g.defs.get(key(name)), alias)
        card.zone, card.seat = zone, seat
        g.seat(seat).zone(zone).append(card)
        if zone == "creatures":
            card.offense, card.defense = card.defn.offense, card.defn.defense
        for k, v in state.items():
            setattr(card, k, v)
        return card

    def resources(self, seat: str, n: int, exhausted: bool = False) -> None:
        for _ in range(n):
            self.put("resource", seat, "resources", exhausted=exhausted)

    def inputs(self, choose=(), dice=None, defending=None, random=None) -> Inputs:
        return Inputs(Decisions(list(choose), "test"), dice_supply(dice, "test dice", None, None),
                      dice_supply(defending, "test defending dice", None, None),
                      Supply(random, "test random", None, kind="random picks"))

    def texts(self) -> list[str]:
        return [f"{t.text} [{t.rule}]" for t in self.game.trace.lines]


def creature(name: str, cost: int = 1, offense: int = 1, defense: int = 3, text: str = "") -> dict:
    return {"name": name, "type": "creature", "cost": cost, "offense": offense, "defense": defense, "text": text}


def spell(name: str, cost: int = 1, text: str = "") -> dict:
    return {"name": name, "type": "spell", "cost": cost, "text": text}
