"""Naming a house: any house of the game (every house of the card data), from one helper."""
import re
from pathlib import Path

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.actions import Play

from .helpers import act, board

CARDS = Path(fx.__file__).parent / "cards"


def test_the_game_has_ten_houses_from_the_card_data():
    houses = fx.game_houses()
    assert len(houses) == 10
    assert {"saurian", "staralliance", "unfathomable", "brobnar", "untamed"} <= set(houses)
    assert "thetide" not in houses  # The Tide card is not a card of a house


def test_no_card_behaviour_lists_houses_itself():
    houses = set(fx.game_houses())
    for path in CARDS.glob("*.py"):
        for lineno, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            named = {h for h in re.findall(r"[\"'](\w+)[\"']", text) if h in houses}
            assert len(named) < 3, f"{path.name}:{lineno}: a literal list of houses; use fx.name_house"


def test_restringuntus_offers_every_house_and_names_it():
    g = board({"house": "dis", "player": {"hand": ["Restringuntus"]}})
    act(g, Play("Restringuntus"), "unfathomable")
    assert any("player names unfathomable" in t.text for t in g.trace.lines)
    effect = g.lasting[-1]
    assert effect.cannot_choose_houses(g, effect.source, "opponent") == {"unfathomable"}
