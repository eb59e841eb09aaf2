"""Caveat costs to attack and defend, abilities in a creature's first paragraph,
self-references, numbers in words, and refusals that give the rule that refuses."""
from __future__ import annotations

import pytest
from keeper_board import Board, creature, spell

from judge.engine.keeper import abilities, battle, rules, spells, summoning, turns
from judge.engine.keeper.chain import resolve_chain
from judge.engine.keeper.checker import check_card
from judge.engine.keeper.counters import remove_named_counter
from judge.engine.keeper.graveyard import destroy
from judge.engine.keeper.numbers import value
from judge.engine.keeper.refusal import Refused
from judge.engine.keeper.winning import lose

PAY_TO_ATTACK = "You must pay 2 hitpoints to attack with this creature."
WATCH = "Activate in response to an opponent's summon. Target this card. Place 1 counter on each target."


# --- caveat costs to attack and defend ----------------------------------------------------
def test_attack_cost_is_paid_as_the_creature_is_declared():
    b = Board(creature("Berserker", offense=2, text=PAY_TO_ATTACK), phase="battle")
    berserker = b.put("Berserker", "player", "creatures")
    battle.attack(b.game, "player", [berserker], "opponent", [], b.inputs(dice=[1, 1]))
    assert b.game.seat("player").hitpoints == 58 and berserker.exhausted
    texts = b.texts()
    assert texts.index(next(t for t in texts if t.startswith("step 1"))) < \
        texts.index(next(t for t in texts if t.startswith("caveat: " + PAY_TO_ATTACK.rstrip("."))))


def test_an_attack_cost_that_cannot_be_paid_refuses_the_attack_and_pays_nothing():
    b = Board(creature("Berserker", text=PAY_TO_ATTACK), phase="battle")
    b.game.seat("player").hitpoints = 1
    berserker = b.put("Berserker", "player", "creatures")
    with pytest.raises(Refused) as err:
        battle.attack(b.game, "player", [berserker], "opponent", [], b.inputs())
    assert err.value.reasons == [(f"Berserker cannot attack: its caveat \"{PAY_TO_ATTACK.rstrip('.')}\" cannot be met",
                                  rules.CREATURES)]
    assert b.game.seat("player").hitpoints == 1 and not berserker.exhausted and not b.game.targeted


def test_the_attack_costs_of_a_team_must_fit_together():
    b = Board(creature("Berserker", text=PAY_TO_ATTACK), phase="battle")
    b.game.seat("player").hitpoints = 3
    team = [b.put("Berserker", "player", "creatures", alias=f"B{i}") for i in (1, 2)]
    with pytest.raises(Refused, match="cannot all be met together"):
        battle.attack(b.game, "player", team, "opponent", [], b.inputs())
    assert b.game.seat("player").hitpoints == 3 and not any(c.exhausted for c in team)


def test_an_exhaust_cost_to_attack_cannot_use_a_member_of_the_team():
    b = Board(creature("Lancer", text="You must exhaust 1 of your unexhausted creatures in play to attack with this "
                                      "creature."), creature("Squire"), phase="battle")
    lancer, squire = b.put("Lancer", "player", "creatures"), b.put("Squire", "player", "creatures")
    with pytest.raises(Refused, match="Lancer cannot attack"):
        battle.attack(b.game, "player", [lancer, squire], "opponent", [], b.inputs())
    battle.attack(b.game, "player", [lancer], "opponent", [], b.inputs(dice=[1]))
    assert squire.exhausted


def test_defend_cost_is_paid_by_the_defending_player():
    b = Board(creature("Raider"), creature("Bastion", offense=0, text="You must pay 3 hitpoints to defend with this "
                                                                     "creature."), phase="battle")
    raider, bastion = b.put("Raider", "player", "creatures"), b.put("Bastion", "opponent", "creatures")
    battle.attack(b.game, "player", [raider], "opponent", [bastion], b.inputs(dice=[2]))
    assert (b.game.seat("opponent").hitpoints, b.game.seat("player").hitpoints) == (57, 60)
    resolve_chain(b.game)
    assert bastion.defense == 1


@pytest.mark.parametrize("target, refused", [("opponent", True), ("Wall", False)])
def test_cannot_attack_players_restricts_the_target_only(target, refused):
    b = Board(creature("Skirmisher", text="This creature cannot attack players."), creature("Wall"), phase="battle")
    skirmisher, wall = b.put("Skirmisher", "player", "creatures"), b.put("Wall", "opponent", "creatures")
    aim = "opponent" if target == "opponent" else wall
    if refused:
        with pytest.raises(Refused, match="Skirmisher cannot attack players"):
            battle.attack(b.game, "player", [skirmisher], aim, [], b.inputs())
    else:
        battle.attack(b.game, "player", [skirmisher], aim, [], b.inputs(dice=[1]))


def test_cannot_attack_or_defend_forbids_both():
    b = Board(creature("Statue", text="This creature cannot attack or defend."), creature("Raider"), phase="battle")
    statue, raider = b.put("Statue", "opponent", "creatures"), b.put("Raider", "player", "creatures")
    with pytest.raises(Refused, match="Statue cannot defend"):
        battle.attack(b.game, "player", [raider], "opponent", [statue], b.inputs())


# --- the first paragraph: caveat or ability -----------------------------------------------------
def test_an_unnamed_first_paragraph_activated_on_destruction_is_an_ability():
    b = Board(creature("Wisp", cost=3, text="Activate when this creature is destroyed. Target one player. "
                                            "Inflict 4 damage to each target."))
    assert not b.game.defs["wisp"].caveat_costs and b.game.defs["wisp"].abilities[0].condition.when_destroyed
    wisp = b.put("Wisp", "player", "creatures")
    destroy(b.game, wisp, by="opponent", rule="test")
    abilities.activate_when(b.game, [("player", wisp, None, b.inputs(choose=["opponent"]))])
    assert b.game.seat("opponent").hitpoints == 56


def test_a_first_paragraph_that_is_neither_caveat_nor_ability_is_unreadable():
    from judge.engine.base import ScenarioError

    with pytest.raises(ScenarioError, match="caveat 'This creature sings.'"):
        Board(creature("Bard", text="This creature sings."))


# --- self-references and numbers ------------------------------------------------------------------
def test_this_spell_is_the_spell_itself_destroyed_from_the_hand():
    b = Board(spell("Scroll", cost=2, text="Activate when this spell is destroyed. Draw two cards."))
    b.resources("player", 2)
    scroll = b.put("Scroll", "player", "hand")
    destroy(b.game, scroll, by="opponent", rule="test")
    abilities.activate_when(b.game, [("player", scroll, None, b.inputs())])
    seat = b.game.seat("player")
    assert len(seat.hand) == 2 and not seat.unexhausted_resources()  # not in play before: its cost is paid


@pytest.mark.parametrize("word, n", [("a", 1), ("one", 1), ("seven", 7), ("fourteen", 14), ("twenty-one", 21),
                                     ("twenty one", 21), ("12", 12)])
def test_numbers_in_words(word, n):
    assert value(word) == n


@pytest.mark.parametrize("text, legal", [("Pay fourteen hitpoints.", True), ("Pay fifteen hitpoints.", False),
                                         ("Sacrifice seven cards on the top of your deck.", True),
                                         ("Destroy eight cards on the top of your deck.", False),
                                         ("Inflict two damage to any one player.", False)])
def test_limits_and_bans_read_numbers_in_words(text, legal):
    assert check_card(text).legal is legal


# --- refusals: the rule that actually refuses, the most fundamental first -------------------------
def test_a_player_out_of_the_game_is_refused_for_that_before_anything_else():
    b = Board(creature("Herald"), creature("Watcher", text=WATCH), seats=("a", "b", "c"), active="a")
    b.resources("a", 1)
    watcher = b.put("Watcher", "c", "creatures")
    lose(b.game, "c", "test")
    summoning.summon(b.game, "a", b.put("Herald", "a", "hand"), b.inputs())
    with pytest.raises(Refused) as err:
        abilities.activate(b.game, "c", watcher, None, b.inputs(), "respond")
    assert err.value.reasons[0] == ("c is out of the game and can no longer affect the game in any way",
                                    rules.WINNING)
    assert "own chain link" not in err.value.message


@pytest.mark.parametrize("act", ["summon", "set_trap", "place_resource", "end_phase", "remove_counter", "attack",
                                 "activate_when"])
def test_every_action_of_a_player_out_of_the_game_is_refused_first_for_that(act):
    b = Board(creature("Grunt"), spell("Snare", text="Draw 1 card."),
              creature("Phoenix", text="Activate when this card is destroyed. Draw 1 card."))
    b.game.phase = {"place_resource": "resource", "attack": "battle"}.get(act, "action")
    b.resources("player", 3)
    lose(b.game, "player", "test")
    g = b.game
    with pytest.raises(Refused) as err:
        if act == "summon":
            summoning.summon(g, "player", b.put("Grunt", "player", "hand"), b.inputs())
        elif act == "set_trap":
            spells.set_trap(g, "player", b.put("Snare", "player", "hand"))
        elif act == "place_resource":
            turns.place_resource(g, "player", b.put("Grunt", "player", "hand"))
        elif act == "end_phase":
            turns.end_phase(g, "player")
        elif act == "remove_counter":
            remove_named_counter(g, b.put("Grunt", "opponent", "creatures"), "offense", "player", b.inputs().decisions)
        elif act == "attack":
            battle.attack(g, "player", [b.put("Grunt", "player", "creatures")], "opponent", [], b.inputs())
        else:
            phoenix = b.put("Phoenix", "player", "creatures")
            destroy(g, phoenix, by="opponent", rule="test")
            abilities.activate_when(g, [("player", phoenix, None, b.inputs())])
    assert err.value.reasons[0][1] == rules.WINNING and "out of the game" in err.value.reasons[0][0]


def test_every_reason_that_applies_is_given():
    b = Board(creature("Oracle", text="Draw 1 card."), active="opponent")
    oracle = b.put("Oracle", "player", "creatures", exhausted=True)
    with pytest.raises(Refused) as err:
        abilities.activate(b.game, "player", oracle, None, b.inputs(), "chain")
    assert [r for _, r in err.value.reasons] == [rules.CREATURES, rules.CREATURES]
    assert "exhausted" in err.value.reasons[0][0] and "own Action Phase" in err.value.reasons[1][0]


def test_a_summon_refusal_lists_hand_phase_and_costs():
    b = Board(creature("Mammon", cost=2, text="You must pay 14 hitpoints to summon this creature."), active="opponent")
    b.game.seat("player").hitpoints = 10
    with pytest.raises(Refused) as err:
        summoning.summon(b.game, "player", b.put("Mammon", "player", "hand"), b.inputs())
    assert [r for _, r in err.value.reasons] == [rules.TURN_ORDER, rules.RESOURCES, rules.CREATURES]


def test_the_wisher_who_may_not_respond_is_passed_over():
    from judge.engine.keeper.actions import Runner

    b = Board(creature("Herald"), creature("Watcher", text=WATCH), seats=("a", "b", "c"), active="a")
    b.resources("a", 1)
    b.put("Watcher", "b", "creatures", exhausted=True)
    b.put("Watcher", "c", "creatures", alias="Watcher C")
    summoning.summon(b.game, "a", b.put("Herald", "a", "hand"), b.inputs())

    class F:  # the least of a fixture the Runner needs here
        data = {}

        @staticmethod
        def line(*_):
            return None

    Runner(b.game, F).respond([{"by": "b", "activate": "Watcher"}, {"by": "c", "activate": "Watcher C"}], ())
    assert b.game.chain.newest.controller == "c"
    assert any(t.startswith("b cannot respond with Watcher: Watcher is exhausted") for t in b.texts())
