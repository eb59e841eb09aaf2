"""Damage: "If a creature has an amount of damage on it equal to or greater than its power,
the creature is destroyed", whatever path changed its damage or power: a ward discarded
instead, power lost when the card or lasting effect that gave it leaves or expires."""
from judge.engine.keyforge.abilities import LastingEffect
from judge.engine.keyforge.actions import EndTurn, Play, Use

from .helpers import act, board, index, names, one


class _PlusPower(LastingEffect):
    """A lasting effect of the kind cards make ("... gets +2 power ..."), for these tests only."""

    def __init__(self, source, you, target, until):
        super().__init__(source, you, "Troll", target)
        self.until = until

    def power(self, g, src, creature):
        return 2 if creature is self.target else 0


def _boosted(until, extra=None):
    """Krump (6 power, 7 damage) lives only by a +2 power lasting effect from Troll."""
    g = board({"house": "brobnar", "player": {"battleline": [{"card": "Krump", "damage": 7}, "Troll"]},
               "opponent": {"battleline": extra or []}})
    krump, troll = g.me.battleline
    g.lasting.append(_PlusPower(troll, "player", krump, until))
    return g, krump


def test_power_lost_as_a_lasting_effect_expires_at_end_of_turn():
    g, krump = _boosted("end of turn")
    assert krump in g.me.battleline
    act(g, EndTurn())
    assert names(g.player("player").battleline) == ["Troll"] and "Krump" in names(g.player("player").discard)
    assert index(g, "player's turn ends") < index(g, "Krump is destroyed") < index(g, "opponent's turn begins")


def test_power_lost_as_a_fight_long_effect_expires():
    g, krump = _boosted("fight", extra=["Dust Pixie"])
    act(g, Use("Troll", "fight", "Dust Pixie"))
    assert names(g.me.battleline) == ["Troll"]


def test_power_lost_when_the_card_giving_it_is_destroyed():
    # "until Troll leaves play": Troll dies fighting; Krump is destroyed at once, before the
    # fight's aftermath, not at some later check
    g, krump = _boosted("leaves play", extra=[{"card": "Kelifi Dragon", "id": "dragon"}])
    troll = one(g.me.battleline, "Troll")
    act(g, Use(troll, "fight", "dragon"))
    assert g.me.battleline == [] and {"Krump", "Troll"} <= set(names(g.me.discard))
    assert index(g, "Troll goes to") < index(g, "Krump has 7 damage and 6 power")


def test_a_ward_discarded_instead_leaves_the_damage_so_the_creature_is_destroyed():
    g = board({"house": "brobnar", "player": {"hand": ["King of the Crag"]},
               "opponent": {"battleline": [{"card": "Krump", "damage": 4, "warded": True}]}})
    act(g, Play("King of the Crag"))
    assert g.player("opponent").battleline == []
    assert index(g, "its ward is discarded instead") < index(g, "Krump is destroyed")


def test_a_ward_still_prevents_damage_that_would_be_lethal():
    g = board({"house": "brobnar", "player": {"battleline": ["Troll"]},
               "opponent": {"battleline": [{"card": "Krump", "warded": True}]}})
    act(g, Use("Troll", "fight", "Krump"))
    krump = g.player("opponent").battleline[0]
    assert krump.damage == 0 and not krump.warded
