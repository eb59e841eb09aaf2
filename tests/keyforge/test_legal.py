"""legal_actions: exactly the actions the rules allow, asked of the rules' own checks."""
import random

import pytest

from judge.engine.base import IllegalAction
from judge.engine.keyforge.actions import ChooseHouse, Discard, EndTurn, NoHouse, Play, RaiseTide, Use
from judge.engine.keyforge.decide import RandomChooser
from judge.engine.keyforge.legal import legal_actions
from judge.engine.keyforge.state import other
from judge.engine.keyforge.use import HOW

from .helpers import board

MAIN = {"house": "brobnar",
        "player": {"hand": ["Anger", "Urchin", "Krump"],
                   "battleline": ["Troll", {"card": "Bumpsy", "exhausted": True}],
                   "artifacts": ["Banner of Battle"]},
        "opponent": {"battleline": ["Pitlord", "Urchin"]}}


def test_main_step_actions():
    assert legal_actions(board(MAIN)) == [
        Play("Anger"), Play("Krump"), Play("Krump", "left"),
        Use("Troll", "reap"), Use("Troll", "fight", "Pitlord"),  # Urchin is Pitlord's neighbor (taunt)
        Discard("Anger"), Discard("Krump"),
        RaiseTide(),  # the tide's "Omni:", granted by the rules (Tide)
        EndTurn(),
    ]


def test_raising_the_tide_is_offered_only_while_it_is_not_high_for_the_active_player():
    assert RaiseTide() not in legal_actions(board({**MAIN, "player": {**MAIN["player"], "tide": "high"}}))
    assert RaiseTide() in legal_actions(board({**MAIN, "player": {**MAIN["player"], "tide": "low"}}))
    assert RaiseTide() not in legal_actions(board(MAIN, rulebook="1.3"))  # no tide before Dark Tidings


def test_house_step_offers_each_legal_house():
    g = board({"step": "house", "player": {"houses": ["logos", "dis", "mars"]}})
    assert legal_actions(g) == [ChooseHouse("logos"), ChooseHouse("dis"), ChooseHouse("mars")]


def test_no_house_only_without_a_legal_house():
    g = board({"step": "house", "player": {"houses": []}})
    assert legal_actions(g) == [NoHouse()]


def test_after_the_main_step_only_end_turn():
    g = board(MAIN)
    g.step = "ready"  # as after an omega card
    assert legal_actions(g) == [EndTurn()]


def test_nothing_once_the_game_is_won():
    g = board({"step": "forge", "player": {"houses": ["brobnar"], "keys": 2, "amber": 6}})
    assert g.winner == "player" and legal_actions(g) == []


def test_copies_a_name_cannot_tell_apart_are_named_by_the_card():
    g = board({"house": "brobnar", "player": {"battleline": ["Troll", {"card": "Troll", "damage": 3}]}})
    reaps = [a for a in legal_actions(g) if isinstance(a, Use)]
    damaged = g.me.battleline[1]
    assert reaps == [Use(g.me.battleline[0], "reap"), Use(damaged, "reap")]  # "Troll" would be ambiguous
    reaps[1].apply(g)
    assert damaged.exhausted and damaged.damage == 0 and not g.me.battleline[0].exhausted


def candidates(g):
    """Every action one could try now, legal or not."""
    out = [EndTurn(), RaiseTide()]
    for c in g.me.hand:
        out += [Play(c), Discard(c)]
    for c in g.cards_in_play():
        if c.controller == g.active and c.type in ("creature", "artifact"):
            out += [Use(c, how) for how in HOW]
            out += [Use(c, "fight", t) for t in g.creatures(other(g.active))]
    return out


BOARDS = [
    MAIN,
    {"house": "mars", "player": {"hand": ["Biomatrix Backup", "Sample Collection", "Troll"],
                                 "battleline": [{"card": "Mindwarper", "stunned": True}, "Yxilo Bolter",
                                                {"card": "“John Smyth”", "enraged": True}],
                                 "artifacts": ["Combat Pheromones"]},
     "opponent": {"battleline": ["Sanctum Guardian", "Dust Pixie"]}},
    {"house": "logos", "first_turn": True, "player": {"hand": ["Phase Shift", "Troll", "Kelifi Dragon"],
                                                      "artifacts": ["Spangler Box", "Spectral Tunneler"]}},
    {"house": "shadows", "player": {"hand": ["Masterplan", "Urchin"], "battleline": [{"card": "Urchin", "enraged": True}]}},
    {"house": "untamed", "player": {"tide": "high", "hand": ["Cross Porpoises"]}},
]


@pytest.mark.parametrize("setup", BOARDS)
def test_an_action_is_legal_exactly_when_the_rules_let_it_through(setup):
    legal = legal_actions(board(setup))
    for i, _ in enumerate(candidates(board(setup))):
        g = board(setup)
        action = candidates(g)[i]  # the same action on a fresh board
        g.decide = RandomChooser(random.Random(i))
        listed = _listed(action, legal, g)
        try:
            action.apply(g)
        except IllegalAction as exc:
            assert not listed, f"{action} is offered but refused: {exc.message}"
        else:
            assert listed, f"{action} is allowed but not offered"


def _listed(action, legal, g) -> bool:
    """Is `action` (naming cards by object) among `legal` (naming them by id or title)?"""
    for a in legal:
        if type(a) is not type(action):
            continue
        if isinstance(a, (EndTurn, RaiseTide)):
            return True
        if _same(a.card, action.card, g) and getattr(a, "how", None) == getattr(action, "how", None):
            if not isinstance(a, Use) or a.how != "fight" or action.card.stunned or action.target is None \
                    or _same(a.target, action.target, g):
                return True  # a fight without a target asks for one: listed as one action per target
    return False


def _same(ref, card, g) -> bool:
    if ref is None or card is None:
        return ref is card
    if not isinstance(ref, str):
        return ref is card
    return ref in (card.alias, card.title) and (card.alias or card.title) == ref
