"""Each Keeper rule mechanism on a small board built directly (no fixture file)."""
from __future__ import annotations

import pytest
from keeper_board import Board, creature, spell

from judge.engine.base import IllegalAction, ScenarioError
from judge.engine.keeper import abilities, battle, summoning, turns
from judge.engine.keeper.chain import resolve_chain, responders
from judge.engine.keeper.counters import place_counters, remove_named_counter
from judge.engine.keeper.graveyard import destroy
from judge.engine.keeper.resources import pay_resource_cost
from judge.engine.keeper.spells import set_trap
from judge.engine.keeper.winning import check_losses


# --- phases -----------------------------------------------------------------------
@pytest.mark.parametrize("placed, drawn", [(0, 2), (1, 1), (2, 0)])
def test_resource_phase_draws_two_minus_placed(placed, drawn):
    b = Board(phase="resource")
    hand = [b.put(f"R{i}", "player", "hand") for i in range(3)]
    for card in hand[:placed]:
        turns.place_resource(b.game, "player", card)
    turns.end_phase(b.game, "player")
    seat = b.game.seat("player")
    assert len(seat.resources) == placed and all(not c.exhausted for c in seat.resources)
    assert len(seat.hand) == 3 - placed + drawn
    assert b.game.phase == "action"


def test_third_resource_is_refused():
    b = Board(phase="resource")
    cards = [b.put(f"R{i}", "player", "hand") for i in range(3)]
    turns.place_resource(b.game, "player", cards[0])
    turns.place_resource(b.game, "player", cards[1])
    with pytest.raises(IllegalAction, match="up to two"):
        turns.place_resource(b.game, "player", cards[2])


@pytest.mark.parametrize("place, hand_after", [(True, 1), (False, 3)])
def test_first_turn_places_one_or_draws_one(place, hand_after):
    b = Board(phase="resource")
    b.game.first_turn = True
    cards = [b.put(f"R{i}", "player", "hand") for i in range(2)]
    if place:
        turns.place_resource(b.game, "player", cards[0])
        with pytest.raises(IllegalAction, match="only either places one card or draws one card"):
            turns.place_resource(b.game, "player", cards[1])
    turns.end_phase(b.game, "player")
    assert len(b.game.seat("player").hand) == hand_after


def test_resources_only_in_own_resource_phase():
    b = Board(phase="action")
    card = b.put("R", "player", "hand")
    with pytest.raises(IllegalAction, match="Resource Phase"):
        turns.place_resource(b.game, "player", card)
    b.game.phase = "resource"
    with pytest.raises(IllegalAction, match="opponent's turn|player's turn"):
        turns.place_resource(b.game, "opponent", b.put("S", "opponent", "hand"))


def test_phases_run_in_order_and_the_turn_passes_skipping_players_out():
    b = Board(seats=("a", "b", "c"), active="a", phase="resource")
    seen = []
    for _ in range(4):
        seen.append(b.game.phase)
        turns.end_phase(b.game, "a")
    assert seen == ["resource", "action", "battle", "recovery"]
    assert (b.game.active, b.game.phase) == ("b", "resource")
    b.game.seat("c").out = True
    turns.end_turn(b.game, "b")
    assert b.game.active == "a"


def test_recovery_unexhausts_everything_and_resets_stats_of_every_player():
    b = Board(creature("Golem", offense=3, defense=10), spell("Snare"), phase="battle")
    mine = b.put("Golem", "player", "creatures", offense=7, defense=2, exhausted=True, counters=2)
    theirs = b.put("Golem", "opponent", "creatures", offense=0, defense=1, exhausted=True)
    trap = b.put("Snare", "opponent", "traps", exhausted=True)
    b.resources("opponent", 2, exhausted=True)
    turns.end_phase(b.game, "player")
    assert b.game.phase == "recovery"
    for c in (mine, theirs):
        assert (c.offense, c.defense, c.exhausted) == (3, 10, False)
    assert mine.counters == 2
    assert not trap.exhausted
    assert all(not r.exhausted for r in b.game.seat("opponent").resources)


# --- resource costs ---------------------------------------------------------------------
def test_paying_a_resource_cost_exhausts_that_many():
    b = Board()
    b.resources("player", 4)
    pay_resource_cost(b.game, "player", 3, "X")
    assert [r.exhausted for r in b.game.seat("player").resources].count(True) == 3
    with pytest.raises(IllegalAction, match="costs 2 resources; player has only 1"):
        pay_resource_cost(b.game, "player", 2, "Y")
    assert [r.exhausted for r in b.game.seat("player").resources].count(True) == 3


# --- summoning --------------------------------------------------------------------------
def test_summon_pays_cost_and_enters_exhausted_when_the_link_resolves():
    b = Board(creature("Hound", cost=2, offense=2, defense=4))
    b.resources("player", 2)
    hound = b.put("Hound", "player", "hand")
    summoning.summon(b.game, "player", hound, b.inputs())
    assert b.game.chain.links[0].kind == "summon"
    assert hound not in b.game.seat("player").creatures  # not yet: the link has to resolve
    resolve_chain(b.game)
    assert hound in b.game.seat("player").creatures
    assert hound.exhausted and (hound.offense, hound.defense) == (2, 4)
    assert all(r.exhausted for r in b.game.seat("player").resources)


def test_summon_only_in_own_action_phase():
    b = Board(creature("Hound"), phase="battle")
    b.resources("player", 1)
    with pytest.raises(IllegalAction, match="Action Phase"):
        summoning.summon(b.game, "player", b.put("Hound", "player", "hand"), b.inputs())


def test_caveat_summon_cost_is_paid_and_an_unpayable_caveat_refuses_the_summon():
    text = "You must pay 3 hitpoints to summon this creature."
    b = Board(creature("Mammon", text=text), creature("Imp", text="You must sacrifice 1 card in play to summon this creature."))
    b.resources("player", 2)
    summoning.summon(b.game, "player", b.put("Mammon", "player", "hand"), b.inputs())
    assert b.game.seat("player").hitpoints == 57
    resolve_chain(b.game)
    imp = b.put("Imp", "player", "hand")
    b.game.seat("player").creatures.clear()
    with pytest.raises(IllegalAction, match="caveat"):
        summoning.summon(b.game, "player", imp, b.inputs())
    assert len(b.game.seat("player").unexhausted_resources()) == 1  # nothing paid


def test_caveat_restriction_cannot_attack():
    b = Board(creature("Wall", text="This creature cannot attack."), phase="battle")
    wall = b.put("Wall", "player", "creatures")
    with pytest.raises(IllegalAction, match="cannot attack"):
        battle.attack(b.game, "player", [wall], "opponent", [], b.inputs())


# --- battles ----------------------------------------------------------------------------
def _battle_board():
    b = Board(creature("A", offense=2, defense=5), creature("D", offense=1, defense=4), phase="battle")
    return b


def test_battle_dice_go_to_the_next_surviving_creature_and_leftovers_to_the_target_player():
    b = _battle_board()
    a1, a2 = b.put("A", "player", "creatures", alias="a1"), b.put("A", "player", "creatures", alias="a2")
    d1 = b.put("D", "opponent", "creatures")
    battle.attack(b.game, "player", [a1, a2], "opponent", [d1], b.inputs(dice=[2, 3, 4, 1], defending=[6]))
    resolve_chain(b.game)
    assert d1.zone == "graveyard"  # 2 + 3 >= 4
    assert b.game.seat("opponent").hitpoints == 55  # leftover 4 + 1
    assert a1.zone == "graveyard" and a2.defense == 5  # the defending 6 to a1 first


def test_leftover_defending_dice_hit_the_attacking_player_only_when_the_target_is_a_player():
    b = _battle_board()
    a = b.put("A", "player", "creatures", defense=1)
    d1, d2 = b.put("D", "opponent", "creatures", alias="d1"), b.put("D", "opponent", "creatures", alias="d2")
    battle.attack(b.game, "player", [a], "opponent", [d1, d2], b.inputs(dice=[1, 1], defending=[3, 5]))
    resolve_chain(b.game)
    assert a.zone == "graveyard"
    assert b.game.seat("player").hitpoints == 55  # step 7: the 5 left over
    assert b.game.seat("opponent").hitpoints == 60

    b = _battle_board()
    a = b.put("A", "player", "creatures", defense=1)
    target = b.put("D", "opponent", "creatures", alias="target", exhausted=True)
    guard = b.put("D", "opponent", "creatures", alias="guard")
    battle.attack(b.game, "player", [a], target, [guard], b.inputs(dice=[1, 1], defending=[3]))
    resolve_chain(b.game)
    assert b.game.seat("player").hitpoints == 60  # target was a creature: leftover defending dice lost
    assert target.defense == 4 and guard.defense == 2


def test_leftover_attacking_dice_hit_a_target_creature_outside_the_defending_team():
    b = _battle_board()
    a = b.put("A", "player", "creatures")
    target = b.put("D", "opponent", "creatures", alias="target", defense=10)
    battle.attack(b.game, "player", [a], target, [], b.inputs(dice=[6, 3]))
    resolve_chain(b.game)
    assert target.defense == 1


def test_creatures_removed_before_the_dice_are_excluded():
    b = _battle_board()
    a1, a2 = b.put("A", "player", "creatures", alias="a1"), b.put("A", "player", "creatures", alias="a2")
    battle.attack(b.game, "player", [a1, a2], "opponent", [], b.inputs(dice=[6, 6]))
    destroy(b.game, a1, by="opponent", rule="test")
    resolve_chain(b.game)  # only a2's offense (2) rolls
    assert b.game.seat("opponent").hitpoints == 48


def test_battle_dice_must_be_given_exactly():
    b = _battle_board()
    a = b.put("A", "player", "creatures")
    battle.attack(b.game, "player", [a], "opponent", [], b.inputs(dice=[6]))
    with pytest.raises(ScenarioError, match="needs 2 dice"):
        resolve_chain(b.game)
    b = _battle_board()
    a = b.put("A", "player", "creatures")
    battle.attack(b.game, "player", [a], "opponent", [], b.inputs(dice=[6, 1, 2]))
    with pytest.raises(ScenarioError, match="left over: 2"):
        resolve_chain(b.game)


def test_one_target_per_battle_phase_and_a_new_battle_phase_starts_afresh():
    b = _battle_board()
    a1, a2 = b.put("A", "player", "creatures", alias="a1"), b.put("A", "player", "creatures", alias="a2")
    battle.attack(b.game, "player", [a1], "opponent", [], b.inputs(dice=[1, 1]))
    resolve_chain(b.game)
    with pytest.raises(IllegalAction, match="once per battle phase"):
        battle.attack(b.game, "player", [a2], "opponent", [], b.inputs())
    b.game.phase = "action"
    turns.end_phase(b.game, "player")  # a new Battle Phase
    battle.attack(b.game, "player", [a2], "opponent", [], b.inputs(dice=[1, 1]))


def test_exhausted_creatures_neither_attack_nor_defend():
    b = _battle_board()
    a = b.put("A", "player", "creatures", exhausted=True)
    fresh = b.put("A", "player", "creatures", alias="fresh")
    d = b.put("D", "opponent", "creatures", exhausted=True)
    with pytest.raises(IllegalAction, match="only unexhausted creatures can attack"):
        battle.attack(b.game, "player", [a], "opponent", [], b.inputs())
    with pytest.raises(IllegalAction, match="only unexhausted creatures can defend"):
        battle.attack(b.game, "player", [fresh], "opponent", [d], b.inputs())


# --- winning and losing -------------------------------------------------------------------
def test_simultaneous_loss_with_two_players_leaves_no_winner():
    b = Board()
    b.game.seat("player").hitpoints = 0
    b.game.seat("opponent").deck.clear()
    assert check_losses(b.game) == ["player", "opponent"]
    assert b.game.winner is None and b.game.over
    assert any("nobody wins" in t for t in b.texts())


def test_the_last_player_remaining_wins():
    b = Board(seats=("a", "b", "c"), active="a")
    b.game.seat("a").hitpoints = 0
    b.game.seat("b").hitpoints = 0
    check_losses(b.game)
    assert (b.game.winner, b.game.losers) == ("c", ["a", "b"])


def test_an_empty_deck_loses_when_the_last_card_is_drawn():
    b = Board(phase="resource", deck=2)
    turns.end_phase(b.game, "player")
    assert check_losses(b.game) == ["player"]
    assert b.game.winner == "opponent"


# --- chains ------------------------------------------------------------------------------
GUARD = "Activate in response to an opponent's ability. Target this card. Place 1 counter on each target."


def test_chain_resolves_last_in_first_out():
    b = Board(creature("Caller", text="Target this card. Place 1 counter on each target."),
              creature("Guard", text=GUARD))
    caller = b.put("Caller", "player", "creatures")
    g_opp = b.put("Guard", "opponent", "creatures")
    g_me = b.put("Guard", "player", "creatures", alias="my guard")
    abilities.activate(b.game, "player", caller, None, b.inputs(), "chain")
    abilities.activate(b.game, "opponent", g_opp, None, b.inputs(), "respond")
    abilities.activate(b.game, "player", g_me, None, b.inputs(), "respond")
    resolve_chain(b.game)
    order = [t for t in b.texts() if " resolves: " in t]
    assert [o.split(" resolves")[0] for o in order] == ["link 3", "link 2", "link 1"]
    assert caller.counters == g_opp.counters == g_me.counters == 1


def test_priority_goes_by_next_turn_with_the_active_player_last():
    b = Board(creature("X"), seats=("a", "b", "c", "d"), active="a")
    from judge.engine.keeper.chain import ChainLink

    def link(controller):
        return ChainLink("ability", controller, None, lambda *_: None)

    assert responders(b.game, link("a")) == ["b", "c", "d"]
    assert responders(b.game, link("c")) == ["b", "d", "a"]


def test_no_response_to_your_own_link_and_one_response_per_link():
    b = Board(creature("Caller", text="Target this card. Place 1 counter on each target."),
              creature("Guard", text=GUARD))
    caller = b.put("Caller", "player", "creatures")
    mine = b.put("Guard", "player", "creatures")
    abilities.activate(b.game, "player", caller, None, b.inputs(), "chain")
    with pytest.raises(IllegalAction, match="may not respond to their own chain link"):
        abilities.activate(b.game, "player", mine, None, b.inputs(), "respond")


def test_no_condition_means_own_action_phase_only():
    b = Board(creature("Caller", text="Target this card. Place 1 counter on each target."), active="opponent")
    caller = b.put("Caller", "player", "creatures")
    with pytest.raises(IllegalAction, match="own Action Phase"):
        abilities.activate(b.game, "player", caller, None, b.inputs(), "chain")


def test_negated_ability_does_not_resolve_but_its_costs_stay_paid():
    b = Board(creature("Burner", text="Pay 4 hitpoints. Remove 1 counter from this card. Target one player. "
                                      "Inflict 6 damage to each target."),
              spell("Dispel", text="Activate in response to an opponent's ability. Negate that ability."))
    burner = b.put("Burner", "player", "creatures", counters=1)
    dispel = b.put("Dispel", "opponent", "traps")
    abilities.activate(b.game, "player", burner, None, b.inputs(["opponent"]), "chain")
    abilities.activate(b.game, "opponent", dispel, None, b.inputs(), "respond")
    assert dispel.zone == "limbo"  # revealed: no longer in play
    resolve_chain(b.game)
    assert b.game.seat("player").hitpoints == 56 and burner.exhausted and burner.counters == 0
    assert b.game.seat("opponent").hitpoints == 60
    assert dispel.zone == "graveyard"


def test_a_summon_by_an_effect_starts_no_chain():
    text = ("Target 1 card in your graveyard. Summon or cast any number of targets that are not in play "
            "(paying the usual costs).")
    b = Board(creature("Raiser", text=text), creature("Ghoul", cost=1))
    raiser = b.put("Raiser", "player", "creatures")
    ghoul = b.put("Ghoul", "player", "graveyard")
    b.resources("player", 1)
    abilities.activate(b.game, "player", raiser, None, b.inputs(["Ghoul"]), "chain")
    resolve_chain(b.game)
    assert ghoul.zone == "creatures" and ghoul.exhausted
    assert b.game.chain is None
    assert any("starts no chain" in t for t in b.texts())


def test_unpayable_activation_cost_makes_the_effect_disappear():
    b = Board(creature("Cultist", text="Sacrifice 1 card in play. Target one player. Inflict 5 damage to each target."))
    cultist = b.put("Cultist", "player", "creatures")
    abilities.activate(b.game, "player", cultist, None, b.inputs(), "chain")
    assert cultist.exhausted and b.game.chain is None  # exhausted all the same; no link
    assert cultist.zone == "creatures"  # a card never sacrifices itself
    assert any("the effect disappears" in t for t in b.texts())


# --- counters --------------------------------------------------------------------------------
def test_counters_only_on_in_play_creatures_and_gone_when_it_leaves():
    b = Board(creature("Keeper"), spell("Ward"))
    keeper = b.put("Keeper", "player", "creatures")
    ward = b.put("Ward", "player", "traps")
    res = b.put("resource", "player", "resources")
    for c in (keeper, ward, res):
        place_counters(b.game, c, 2, name=None, placed_by="player", source="", rule="test")
    assert (keeper.counters, ward.counters, res.counters) == (2, 0, 0)
    b.game.move(keeper, "player", "hand")
    assert keeper.counters == 0


def test_named_counter_removed_only_by_its_placer_with_no_exhaustion():
    hexer = creature("Hexer", text="Target 1 creature. Place 1 offense counter on each target.\n"
                                   "Offense counter: Decrease the offense of this creature by 2.")
    b = Board(hexer, creature("Brute", offense=5), active="opponent")
    brute = b.put("Brute", "opponent", "creatures")
    place_counters(b.game, brute, 2, name="offense", placed_by="player", source="Hexer", rule="test")
    with pytest.raises(IllegalAction, match="placed by player"):
        remove_named_counter(b.game, brute, "offense", "opponent", b.inputs().decisions)
    with pytest.raises(IllegalAction, match="without an ability"):
        remove_named_counter(b.game, brute, "", "player", b.inputs().decisions)
    remove_named_counter(b.game, brute, "offense", "player", b.inputs().decisions)
    assert brute.offense == 3 and brute.named_count("offense") == 1 and not brute.exhausted
    assert b.game.chain is None


# --- sacrifice versus destroy; "Activate when this card is destroyed" -------------------------
MARTYR = creature("Martyr", cost=2, text="Activate when this card is destroyed. Draw 1 card.")


def test_a_sacrificed_card_is_not_destroyed():
    b = Board(MARTYR, creature("Cultist", text="Sacrifice 1 card in play. Draw 1 card."))
    martyr = b.put("Martyr", "player", "creatures")
    cultist = b.put("Cultist", "player", "creatures")
    b.put("Cultist", "opponent", "creatures", alias="theirs")
    abilities.activate(b.game, "player", cultist, None, b.inputs(), "chain")  # Martyr is the only option
    resolve_chain(b.game)
    assert martyr.zone == "graveyard"
    with pytest.raises(IllegalAction, match="sacrificed, not destroyed"):
        abilities.activate_when(b.game, [("player", martyr, None, b.inputs())])


def test_destroyed_in_play_activates_free_for_the_zone_owner_only():
    b = Board(MARTYR)
    b.resources("player", 2)
    martyr = b.put("Martyr", "player", "creatures", owner="opponent")
    destroy(b.game, martyr, by="player", rule="test")
    assert martyr in b.game.seat("opponent").graveyard
    with pytest.raises(IllegalAction, match="owned the zone it was in"):
        abilities.activate_when(b.game, [("opponent", martyr, None, b.inputs())])
    hand = len(b.game.seat("player").hand)
    abilities.activate_when(b.game, [("player", martyr, None, b.inputs())])
    assert len(b.game.seat("player").hand) == hand + 1
    assert len(b.game.seat("player").unexhausted_resources()) == 2  # no resource cost


def test_destroyed_in_the_deck_pays_the_resource_cost():
    b = Board(MARTYR)
    b.resources("player", 1)
    martyr = b.put("Martyr", "player", "deck")
    destroy(b.game, martyr, by="player", rule="test")
    with pytest.raises(IllegalAction, match="costs 2 resources"):
        abilities.activate_when(b.game, [("player", martyr, None, b.inputs())])
    b.resources("player", 1)
    abilities.activate_when(b.game, [("player", martyr, None, b.inputs())])
    assert not b.game.seat("player").unexhausted_resources()


def test_activate_when_abilities_do_not_chain():
    b = Board(creature("Grunt"), creature("Sentry", text="Activate when an opponent summons a creature. Draw 1 card."),
              active="opponent")
    b.resources("opponent", 1)
    sentry = b.put("Sentry", "player", "creatures")
    summoning.summon(b.game, "opponent", b.put("Grunt", "opponent", "hand"), b.inputs())
    with pytest.raises(IllegalAction, match="do not chain"):
        abilities.activate(b.game, "player", sentry, None, b.inputs(), "respond")
    resolve_chain(b.game)
    abilities.activate_when(b.game, [("player", sentry, None, b.inputs())])
    assert sentry.exhausted and b.game.chain is None


# --- traps ----------------------------------------------------------------------------------------
def test_traps_set_exhausted_and_activate_with_no_further_cost():
    b = Board(spell("Pit", cost=2, text="Activate in response to an opponent's ability. Negate that ability."),
              creature("Caller", text="Target this card. Place 1 counter on each target."))
    b.resources("player", 2)
    pit = b.put("Pit", "player", "hand")
    set_trap(b.game, "player", pit)
    assert pit.zone == "traps" and pit.exhausted
    assert not b.game.seat("player").unexhausted_resources()
    b.game.active = "opponent"
    caller = b.put("Caller", "opponent", "creatures")
    abilities.activate(b.game, "opponent", caller, None, b.inputs(), "chain")
    with pytest.raises(IllegalAction, match="must be unexhausted"):
        abilities.activate(b.game, "player", pit, None, b.inputs(), "respond")
    pit.exhausted = False
    abilities.activate(b.game, "player", pit, None, b.inputs(), "respond")
    resolve_chain(b.game)
    assert pit.zone == "graveyard" and caller.counters == 0
    assert not b.game.seat("player").unexhausted_resources()  # still none: no further cost paid


def test_forfeit_and_the_turn_passes_when_the_active_player_is_out():
    from judge.engine.keeper.winning import forfeit

    b = Board(seats=("a", "b", "c"), active="a")
    forfeit(b.game, "a")
    assert b.game.losers == ["a"] and not b.game.over
    assert (b.game.active, b.game.phase) == ("b", "resource")
    forfeit(b.game, "c")
    assert b.game.winner == "b" and b.game.over
