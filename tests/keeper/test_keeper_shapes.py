"""Every ability shape the Keeper rulebook (6th edition) describes, read as a player
writes it, and every shape the rulebook forbids, refused with the rule that forbids it.

LEGAL: texts written from the rulebook's own descriptions (activation conditions,
costs, caveats, targets, effects, self-references, durations, counters, revised
texts, the variable limits, numbers in digits and words), each cited to the
section that describes it, with what the interpreter must read it as. ILLEGAL:
texts a rule forbids; the card is read but using it is refused, citing that rule.
"""
from __future__ import annotations

from dataclasses import fields, is_dataclass, replace

import pytest
from keeper_board import Board, creature, spell

from judge.corpus.groups import game_entries
from judge.engine.base import ScenarioError
from judge.engine.keeper import abilities, rules, summoning
from judge.engine.keeper.caveats import CaveatCost, Restriction
from judge.engine.keeper.cards import parse_card
from judge.engine.keeper.costs import ExhaustCreatures, PayHitpoints, RemoveCounters, SacrificeInPlay, TopOfDeck
from judge.engine.keeper.effects import (
    ChangeDice, ChangeStat, Destroy, Draw, Exhaust, GiveControl, IncreaseOrDecrease, InflictDamage,
    InflictDiceTotal, Negate, PlaceCounters, RemoveCountersFrom, ReturnToHand, Reveal, RollDice, SacrificeTargets,
    Spread, SummonOrCast, TakeControl,
)
from judge.engine.keeper.events import ActionEvent, CardEvent, DamageEvent
from judge.engine.keeper.refusal import Refused
from judge.engine.keeper.targets import TargetSpec, ThisCard

R = rules
T = "each target"


def bare(x):
    """A reading without the text it was read from (compared by meaning)."""
    if isinstance(x, list):
        return [bare(i) for i in x]
    if is_dataclass(x) and "text" in {f.name for f in fields(x)}:
        x = replace(x, text="")
    if isinstance(x, CaveatCost):
        x = replace(x, cost=bare(x.cost))
    return x


def C(*caveats):
    return {"caveats": list(caveats)}


def A(condition=None, costs=(), steps=(), index=0):
    """One ability: (kind, event) of its condition, its costs, its targets and effects."""
    return {"ability": index, "condition": condition, "costs": list(costs), "steps": list(steps)}


def when(event):
    return ("when", event)


def response(event):
    return ("response", event)


PLAYER = TargetSpec(1, "player", one_player=True)
DESTROYED = CardEvent("destroyed", this=True)

# (section, type, text, expected reading)
LEGAL = [
    # --- "Creatures, Abilities, and Battles": caveats -----------------------------------------------------
    (R.CREATURES, "creature", "You must sacrifice 1 card in play to summon this creature.",  # Mammon, verbatim
     C(CaveatCost(SacrificeInPlay(1), "summon"))),
    (R.CREATURES, "creature", "You must pay 2 hitpoints to attack with this creature.",  # "costs for attacking"
     C(CaveatCost(PayHitpoints(2), "attack"))),
    (R.CREATURES, "creature", "You must pay two hitpoints to defend with this creature.",  # "... or defending"
     C(CaveatCost(PayHitpoints(2), "defend"))),
    (R.CREATURES, "creature", "You must sacrifice 1 card in play to attack with this creature.",
     C(CaveatCost(SacrificeInPlay(1), "attack"))),
    (R.CREATURES, "creature", "You must remove 1 counter from this creature to attack with this creature.",
     C(CaveatCost(RemoveCounters(1), "attack"))),
    (R.CREATURES, "creature", "You must exhaust 1 of your unexhausted creatures in play to defend with this creature.",
     C(CaveatCost(ExhaustCreatures(1), "defend"))),
    (R.CREATURES, "creature", "You must destroy 1 card on the top of your deck for this creature to attack.",
     C(CaveatCost(TopOfDeck("destroy", 1), "attack"))),
    (R.CREATURES, "creature", "To defend with this creature, you must pay 3 hitpoints.",
     C(CaveatCost(PayHitpoints(3), "defend"))),
    (R.CREATURES, "creature", "This creature cannot attack.", C(Restriction("attack"))),  # "restrictions on what
    (R.CREATURES, "creature", "This creature cannot defend.", C(Restriction("defend"))),  # the creature can do"
    (R.CREATURES, "creature", "This creature cannot attack or defend.",
     C(Restriction("attack"), Restriction("defend"))),
    (R.CREATURES, "creature", "This creature cannot attack players.", C(Restriction("attack", "players"))),
    (R.CREATURES, "creature", "This creature can only attack creatures.", C(Restriction("attack", "players"))),
    (R.CREATURES, "creature", "You must pay 2 hitpoints to summon this creature. This creature cannot defend.",
     C(CaveatCost(PayHitpoints(2), "summon"), Restriction("defend"))),
    # --- abilities: the rulebook's Dark Necromancer, verbatim ----------------------------------------------
    (R.CREATURES, "creature", "SPIRITUAL UNREST: Activate in response to an opponent's summon. Target this card. "
                              "Place 1 counter on each target.",
     A(response(ActionEvent("summon", "opponent")), steps=[ThisCard(), PlaceCounters(1, None, T)])),
    (R.CREATURES, "creature", "NECROMANCY: Remove 2 counters from this card. Target up to 2 cards in one player's "
                              "graveyard randomly. Reveal all targets, then summon or cast any number of targets "
                              "that are not in play (paying the usual costs).",
     A(costs=[RemoveCounters(2)], steps=[TargetSpec(2, "card", graveyard="one player's", up_to=True, random=True),
                                         Reveal("all targets"), SummonOrCast()])),
    # an unnamed first paragraph that is an ability, though it names "this creature"
    (R.CREATURES, "creature", "Activate when this creature is destroyed. Target one player. "
                              "Inflict 5 damage to each target.",
     A(when(DESTROYED), steps=[PLAYER, InflictDamage(5, T)])),
    (R.CREATURES, "creature", "Pay 2 hitpoints. Increase the offense of this creature by 3.",
     A(costs=[PayHitpoints(2)], steps=[ChangeStat(("offense",), 1, 3, "this card")])),
    # activation costs: "removing a certain number of counters, sacrificing one of your cards, or paying a
    # certain number of hitpoints", designated after any activation condition, before targets and effects
    (R.CREATURES, "creature", "Activate in response to an opponent's attack targeting you. Pay 3 hitpoints. "
                              "Negate that attack.",
     A(response(ActionEvent("attack", "opponent", "you")), costs=[PayHitpoints(3)], steps=[Negate("attack")])),
    (R.CREATURES, "creature", "Sacrifice 1 of your creatures. Draw 2 cards.",
     A(costs=[SacrificeInPlay(1, noun="creature")], steps=[Draw(2)])),
    (R.CREATURES, "creature", "Remove 1 offense counter from this creature. Draw 1 card.",
     A(costs=[RemoveCounters(1, "offense")], steps=[Draw(1)])),
    (R.CREATURES, "creature", "Exhaust 1 of your unexhausted creatures in play. Target one player. "
                              "Inflict 2 damage to each target.",
     A(costs=[ExhaustCreatures(1)], steps=[PLAYER, InflictDamage(2, T)])),
    (R.CREATURES, "spell", "Pay 2 hitpoints. Sacrifice 1 card in play. Draw 3 cards.",
     A(costs=[PayHitpoints(2), SacrificeInPlay(1)], steps=[Draw(3)])),
    # "... activation conditions referring to the destruction of a card or damage to hitpoints"
    (R.CREATURES, "creature", "Activate when you take damage. Draw 1 card.", A(when(DamageEvent("you")),
                                                                                steps=[Draw(1)])),
    (R.CREATURES, "creature", "Activate when a creature is destroyed. Target this card. "
                              "Place 1 counter on each target.",
     A(when(CardEvent("destroyed")), steps=[ThisCard(), PlaceCounters(1, None, T)])),
    (R.CREATURES, "creature", "Activate when this creature takes damage. Increase the defense of this creature by 2.",
     A(when(DamageEvent(subject="this")), steps=[ChangeStat(("defense",), 1, 2, "this card")])),
    # the example of "Resources, Exhaustion, and Recovery": a spell to increase a creature's offense by 4
    (R.RESOURCES, "spell", "Target 1 creature you control. Increase the offense of each target by 4.",
     A(steps=[TargetSpec(1, "creature", "yours"), ChangeStat(("offense",), 1, 4, T)])),
    # durations: stat changes "last only for the turn in which they take effect"
    (R.RESOURCES, "spell", "Target 1 creature. Increase the offense of each target by 4 until the end of the turn.",
     A(steps=[TargetSpec(1, "creature"), ChangeStat(("offense",), 1, 4, T)])),
    (R.RESOURCES, "spell", "Target 1 creature. Decrease the offense and defense of each target by 2 this turn.",
     A(steps=[TargetSpec(1, "creature"), ChangeStat(("offense", "defense"), -1, 2, T)])),
    # ... or opening the sentence
    (R.RESOURCES, "spell", "Target 1 creature. Until the end of the turn, increase the offense of each target by 4.",
     A(steps=[TargetSpec(1, "creature"), ChangeStat(("offense",), 1, 4, T)])),
    (R.RESOURCES, "spell", "Target 1 creature. This turn, decrease the offense and defense of each target by 2.",
     A(steps=[TargetSpec(1, "creature"), ChangeStat(("offense", "defense"), -1, 2, T)])),
    (R.RESOURCES, "spell", "Target up to 2 creatures. Exhaust each target.",
     A(steps=[TargetSpec(2, "creature", up_to=True), Exhaust(True, T)])),
    # --- "Casting Spells and Setting Traps": spells, traps, self-references -------------------------------
    (R.SPELLS, "spell", "Activate in response to an opponent's spell. Negate that spell.",
     A(response(ActionEvent("spell", "opponent")), steps=[Negate("spell")])),
    (R.SPELLS, "spell", "Activate when this spell is destroyed. Target one player. Inflict 3 damage to each target.",
     A(when(DESTROYED), steps=[PLAYER, InflictDamage(3, T)])),
    (R.SPELLS, "spell", "Activate when this trap is destroyed. Draw 2 cards.", A(when(DESTROYED), steps=[Draw(2)])),
    (R.SPELLS, "spell", "Target 1 trap. Destroy each target.",  # traps "can be affected ... by card effects"
     A(steps=[TargetSpec(1, "trap"), Destroy(T)])),
    # a trap activated is a chain link ("Traps function the same way as spells")
    (R.SPELLS, "spell", "Activate in response to an opponent's trap. Negate that trap.",
     A(response(ActionEvent("trap", "opponent")), steps=[Negate("trap")])),
    (R.SPELLS, "spell", "Activate when a trap is activated. Draw 1 card.", A(when(ActionEvent("trap")), steps=[Draw(1)])),
    # "Any sentence which has you 'target' something": the things in a graveyard, of each type
    (R.TARGET, "spell", "Target 1 creature in an opponent's graveyard. Return each target to its owner's hand.",
     A(steps=[TargetSpec(1, "creature", graveyard="an opponent's"), ReturnToHand(T)])),
    (R.TARGET, "spell", "Target any number of your creatures. Increase the defense of each target by 1.",
     A(steps=[TargetSpec(None, "creature", "yours", up_to=True), ChangeStat(("defense",), 1, 1, T)])),
    (R.CREATURES, "creature", "Activate when a creature you control takes damage. Draw 1 card.",
     A(when(DamageEvent("you", "creature")), steps=[Draw(1)])),
    (R.TARGET, "spell", "Target one of your opponents. Inflict 2 damage to each target.",
     A(steps=[TargetSpec(1, "opponent"), InflictDamage(2, T)])),
    # words that refer back to the targets ("All targets continue to be targeted"), or to the card itself
    (R.TARGET, "spell", "Target 1 creature. Destroy that creature.", A(steps=[TargetSpec(1, "creature"), Destroy(T)])),
    (R.TARGET, "spell", "Target 1 creature an opponent controls. Decrease its offense by three.",
     A(steps=[TargetSpec(1, "creature", "opponents"), ChangeStat(("offense",), -1, 3, T)])),
    (R.TARGET, "spell", "Target up to 2 creatures. Return them to their owners' hands.",
     A(steps=[TargetSpec(2, "creature", up_to=True), ReturnToHand("all targets")])),
    (R.CREATURES, "creature", "Increase its defense by 2.", A(steps=[ChangeStat(("defense",), 1, 2, "this card")])),
    # creatures named as a group, without targeting: whichever are in play as it resolves ("Each")
    (R.EACH, "spell", "Increase the defense of each of your creatures by two.",
     A(steps=[ChangeStat(("defense",), 1, 2, "your creatures")])),
    (R.EACH, "spell", "Inflict 1 damage to each creature an opponent controls.",
     A(steps=[InflictDamage(1, "opponents' creatures")])),
    (R.EACH, "spell", "Destroy all creatures.", A(steps=[Destroy("all creatures")])),
    (R.EACH, "creature", "Inflict 2 damage to each other creature.", A(steps=[InflictDamage(2, "other creatures")])),
    (R.EACH, "creature", "Increase the defense of your other creatures by 2 until the end of the turn.",
     A(steps=[ChangeStat(("defense",), 1, 2, "your other creatures")])),
    (R.TARGET, "creature", "Target another creature you control. Unexhaust each target.",
     A(steps=[TargetSpec(1, "creature", "yours", other=True), Exhaust(False, T)])),
    # other words for the same components: "deal" damage is inflicting it; an opponent's creature
    (R.TARGET, "spell", "Target an opponent's creature. Deal 4 damage to each target.",
     A(steps=[TargetSpec(1, "creature", "opponents"), InflictDamage(4, T)])),
    (R.TARGET, "spell", "Target 2 creatures. Inflict 1 damage to each of them.",
     A(steps=[TargetSpec(2, "creature"), InflictDamage(1, T)])),
    (R.TARGET, "spell", "Inflict 3 damage to target player.", A(steps=[TargetSpec(1, "player"), InflictDamage(3, T)])),
    # --- "Chains": what starts a chain link, negation, summons by effects ----------------------------------
    (R.CHAINS, "creature", "Activate in response to an attack. Target this card. Place 1 counter on each target.",
     A(response(ActionEvent("attack")), steps=[ThisCard(), PlaceCounters(1, None, T)])),
    (R.CHAINS, "creature", "Activate in response to an opponent's ability. Negate that ability.",
     A(response(ActionEvent("ability", "opponent")), steps=[Negate("ability")])),
    (R.CHAINS, "spell", "Activate in response to an ability or spell targeting this trap. Negate that ability.",
     A(response(ActionEvent("ability", "any", "this")), steps=[Negate("ability")])),
    (R.CHAINS, "creature", "Activate in response to a creature is summoned. Draw 1 card.",
     A(response(ActionEvent("summon")), steps=[Draw(1)])),
    # --- the ability clarifications -------------------------------------------------------------------------
    (R.ACTIVATE_WHEN, "creature", "Activate when an opponent summons a creature. Draw 1 card.",
     A(when(ActionEvent("summon", "opponent")), steps=[Draw(1)])),
    (R.WHEN_DESTROYED, "creature", "Activate when this card is destroyed. Target 1 card in your graveyard. "
                                   "Return each target to its owner's hand.",
     A(when(DESTROYED), steps=[TargetSpec(1, "card", graveyard="your"), ReturnToHand(T)])),
    (R.A_TOTAL_OF, "spell", "Target up to 3 creatures. Inflict a total of 10 damage to all targets.",
     A(steps=[TargetSpec(3, "creature", up_to=True), Spread(10, "damage")])),
    (R.A_TOTAL_OF, "spell", "Target up to 3 creatures. Decrease the defense of all targets by a total of 6.",
     A(steps=[TargetSpec(3, "creature", up_to=True), Spread(6, "stat", ("defense",), -1)])),
    (R.A_TOTAL_OF, "spell", "Target all creatures you control. Increase the offense of all targets by a total of 4.",
     A(steps=[TargetSpec(None, "creature", "yours"), Spread(4, "stat", ("offense",), 1)])),
    (R.COUNTERS, "spell", "Target up to 2 creatures. Remove 1 counter from each target.",
     A(steps=[TargetSpec(2, "creature", up_to=True), RemoveCountersFrom(1, None, T)])),
    (R.COUNTERS, "spell", "Target 1 creature. Remove all counters from each target.",
     A(steps=[TargetSpec(1, "creature"), RemoveCountersFrom(None, None, T)])),
    (R.DICE_IN_CHAIN, "spell", "Activate in response to an opponent's attack. Roll 2 dice. "
                               "Set each die in the current chain to 1.",
     A(response(ActionEvent("attack", "opponent")), steps=[RollDice(2), ChangeDice("set", 1)])),
    (R.DICE_IN_CHAIN, "spell", "Activate in response to an attack. Decrease each die in the current chain by 2.",
     A(response(ActionEvent("attack")), steps=[ChangeDice("decrease", 2)])),
    (R.DICE_IN_CHAIN, "spell", "Activate in response to an opponent's ability. Roll 1 die. "
                               "Increase all dice in the current chain by 1.",
     A(response(ActionEvent("ability", "opponent")), steps=[RollDice(1), ChangeDice("increase", 1)])),
    (R.DICE_IN_CHAIN, "creature", "Roll three dice. Target one player. Inflict damage equal to the total of the dice "
                                  "in the current chain to each target.",
     A(steps=[RollDice(3), PLAYER, InflictDiceTotal(T)])),
    (R.DIFFERENT_PLAYER, "spell", "Target 1 creature an opponent controls. Give control of each target to a "
                                  "different player of your choice.",
     A(steps=[TargetSpec(1, "creature", "opponents"), GiveControl(T)])),
    (R.EACH, "spell", "Target up to 2 creatures. Increase or decrease the offense of each target by 2.",
     A(steps=[TargetSpec(2, "creature", up_to=True), IncreaseOrDecrease(("offense",), 2, T)])),
    (R.EACH, "spell", "Target up to 2 creatures. Increase or decrease the defense of all targets by 2.",
     A(steps=[TargetSpec(2, "creature", up_to=True), IncreaseOrDecrease(("defense",), 2, "all targets")])),
    (R.EXACTLY, "spell", "Target 1 opponent. Destroy exactly 10 cards on the top of each target's deck.",
     A(steps=[TargetSpec(1, "opponent"), TopOfDeck("destroy", 10, "each target's", True)])),
    (R.EXACTLY, "spell", "Target exactly 2 creatures. Destroy each target.",
     A(steps=[TargetSpec(2, "creature", exactly=True), Destroy(T)])),
    (R.NAMED_COUNTERS, "creature", "Target 1 creature. Place 1 offense counter on each target.\n"
                                   "Offense counter: Increase the offense of this creature by 1.",
     A(steps=[TargetSpec(1, "creature"), PlaceCounters(1, "offense", T)])),
    (R.NAMED_COUNTERS, "spell", "Target 1 creature. Place 2 offense counters on each target.\n"
                                "Offense counter: Increase the offense of this creature by 1.",  # its creature
     A(steps=[TargetSpec(1, "creature"), PlaceCounters(2, "offense", T)])),
    (R.ONE_PLAYER, "spell", "One player draws 2 cards.", A(steps=[Draw(2, "one player")])),
    (R.ONE_PLAYER, "spell", "Target one player. Each target draws a card.", A(steps=[PLAYER, Draw(1, T)])),
    (R.REVEAL, "spell", "Target 1 card in an opponent's graveyard randomly. Reveal each target.",
     A(steps=[TargetSpec(1, "card", graveyard="an opponent's", random=True), Reveal(T)])),
    (R.SACRIFICE, "creature", "Sacrifice 1 card in play selected by an opponent. Draw 2 cards.",
     A(costs=[SacrificeInPlay(1, True)], steps=[Draw(2)])),
    (R.SACRIFICE, "spell", "Target 1 of your creatures. Sacrifice each target.",
     A(steps=[TargetSpec(1, "creature", "yours"), SacrificeTargets(T)])),
    (R.SELECTED_BY_OPPONENT, "spell", "Target up to 3 cards in play selected by an opponent. Destroy each target.",
     A(steps=[TargetSpec(3, "card_in_play", up_to=True, selected_by_opponent=True), Destroy(T)])),
    (R.TARGET, "spell", "Target up to 2 creatures an opponent controls. Return each target to its owner's hand.",
     A(steps=[TargetSpec(2, "creature", "opponents", up_to=True), ReturnToHand(T)])),
    (R.TARGET, "spell", "Target 1 creature. Take control of each target.",
     A(steps=[TargetSpec(1, "creature"), TakeControl(T)])),
    (R.TARGET, "spell", "Target any number of opponents. Inflict 2 damage to each target.",
     A(steps=[TargetSpec(None, "opponent", up_to=True), InflictDamage(2, T)])),
    # --- "Revised Ability Text": the old text is read as the new -----------------------------------------------
    (R.REVISED, "creature", "Exhaust 1 of your unexhausted cards in play. Draw 1 card.",
     A(costs=[ExhaustCreatures(1)], steps=[Draw(1)])),
    (R.REVISED, "creature", "Exhaust 2 of your unexhausted cards in play chosen by an opponent of your choice. "
                            "Draw 1 card.",
     A(costs=[ExhaustCreatures(2, True)], steps=[Draw(1)])),
    (R.REVISED, "creature", "You must exhaust two of your unexhausted cards in play chosen by an opponent of your "
                            "choice to summon this creature.",
     C(CaveatCost(ExhaustCreatures(2, True), "summon"))),
    (R.REVISED, "spell", "Target up to 2 resources. Exhaust each target.",
     A(steps=[TargetSpec(2, "resource", "yours", up_to=True), Exhaust(True, T)])),
    # --- "Revised Variable Limits": at the limit, in digits and in words -------------------------------------
    (R.LIMITS, "creature", "You must pay 14 hitpoints to summon this creature.",
     C(CaveatCost(PayHitpoints(14), "summon"))),
    (R.LIMITS, "creature", "You must sacrifice seven cards on the top of your deck to summon this creature.",
     C(CaveatCost(TopOfDeck("sacrifice", 7), "summon"))),
    (R.LIMITS, "creature", "You must destroy 7 cards on the top of your deck to summon this creature.",
     C(CaveatCost(TopOfDeck("destroy", 7), "summon"))),
    (R.LIMITS, "spell", "Pay fourteen hitpoints. Draw 2 cards.", A(costs=[PayHitpoints(14)], steps=[Draw(2)])),
    (R.LIMITS, "spell", "Sacrifice 7 cards on the top of your deck. Draw 1 card.",
     A(costs=[TopOfDeck("sacrifice", 7)], steps=[Draw(1)])),
    (R.LIMITS, "spell", "Destroy seven cards on the top of your deck.", A(steps=[TopOfDeck("destroy", 7)])),
    # --- numbers: "[x] ... replaced by a number": digits or words ----------------------------------------------
    (R.REVISED, "spell", "Target one player. Inflict twenty-one damage to each target.",
     A(steps=[PLAYER, InflictDamage(21, T)])),
    (R.REVISED, "spell", "Roll a die. Target an opponent. Inflict damage equal to the total of the dice rolled to "
                         "each target.",
     A(steps=[RollDice(1), TargetSpec(1, "opponent"), InflictDiceTotal(T, scope="own")])),
    (R.REVISED, "creature", "Target this creature. Place three counters on each target.",
     A(steps=[ThisCard(), PlaceCounters(3, None, T)])),
    # --- the same components in the other words players write them with (a blind round of invented cards) ---
    # an opponent written "your opponent"; "controlled by an opponent" (the rulebook's own phrase, "Different
    # player of your choice": "a creature controlled by an opponent")
    (R.CHAINS, "creature", "Activate in response to your opponent's summon. Draw 1 card.",
     A(response(ActionEvent("summon", "opponent")), steps=[Draw(1)])),
    (R.DIFFERENT_PLAYER, "spell", "Target 1 creature controlled by an opponent. Inflict 4 damage to it.",
     A(steps=[TargetSpec(1, "creature", "opponents"), InflictDamage(4, T)])),
    (R.DIFFERENT_PLAYER, "creature", "Activate when a creature controlled by an opponent is destroyed. Draw 1 card.",
     A(when(CardEvent("destroyed", whose="opponent")), steps=[Draw(1)])),
    # the chain links by other names: an attack "against" you, a player "attacking", "a spell or ability"
    (R.CHAINS, "creature", "Activate in response to an opponent attacking you. Pay 1 hitpoint. Negate that attack.",
     A(response(ActionEvent("attack", "opponent", "you")), costs=[PayHitpoints(1)], steps=[Negate("attack")])),
    (R.CHAINS, "creature", "Activate in response to an attack against you. Negate that attack.",
     A(response(ActionEvent("attack", "any", "you")), steps=[Negate("attack")])),
    (R.CHAINS, "spell", "Activate in response to a spell or ability. Draw 1 card.",
     A(response(ActionEvent("ability")), steps=[Draw(1)])),
    (R.CHAINS, "spell", "Activate in response to an opponent activating a trap. Negate that trap.",
     A(response(ActionEvent("trap", "opponent")), steps=[Negate("trap")])),
    (R.CHAINS, "creature", "Activate in response to the summon of a creature. Draw 1 card.",
     A(response(ActionEvent("summon")), steps=[Draw(1)])),
    # "Negate it.": the link the ability responds to ("To 'negate' an attack or ability ...")
    (R.CHAINS, "creature", "Activate in response to an opponent's ability. Negate it.",
     A(response(ActionEvent("ability", "opponent")), steps=[Negate("link")])),
    # NECROMANCY's component with "each target": each is summoned separately ("Each"), no choice
    (R.EACH, "spell", "Target 1 creature in an opponent's graveyard. Summon each target (paying the usual costs).",
     A(steps=[TargetSpec(1, "creature", graveyard="an opponent's"), SummonOrCast(verb="summon", every=True)])),
    # the duration every stat change has anyway, however it is written
    (R.RESOURCES, "spell", "Target one creature you control. Increase its offense by three until end of turn.",
     A(steps=[TargetSpec(1, "creature", "yours"), ChangeStat(("offense",), 1, 3, T)])),
    # the rulebook's own words in its prose: "if it gets destroyed", "reduce ... the offense", "Every creature",
    # "the creature's defense", "a spell cast" (a sixth blind round of invented cards)
    (R.WHEN_DESTROYED, "creature", "Activate when this creature gets destroyed. Draw two cards.",
     A(when(DESTROYED), steps=[Draw(2)])),
    (R.A_TOTAL_OF, "spell", "Target an opponent's creature. Reduce its offense by 2.",
     A(steps=[TargetSpec(1, "creature", "opponents"), ChangeStat(("offense",), -1, 2, T)])),
    (R.TURN_ORDER, "spell", "Increase the defense of every creature you control by two.",
     A(steps=[ChangeStat(("defense",), 1, 2, "your creatures")])),
    (R.CREATURES, "spell", "Target a creature you control. Increase that creature's defense by five.",
     A(steps=[TargetSpec(1, "creature", "yours"), ChangeStat(("defense",), 1, 5, T)])),
    (R.SPELLS, "spell", "Activate in response to a spell cast by an opponent. Negate the spell.",
     A(response(ActionEvent("spell", "opponent")), steps=[Negate("spell")])),
    (R.CREATURES, "creature", "Activate when you are dealt damage. Inflict two damage to each of your opponents.",
     A(when(DamageEvent("you")), steps=[InflictDamage(2, "each opponent")])),
    (R.TARGET, "spell", "Target one opposing creature. Deal 4 damage to it.",
     A(steps=[TargetSpec(1, "creature", "opponents"), InflictDamage(4, T)])),
    (R.TARGET, "spell", "Decrease target creature's defense by 3.",
     A(steps=[TargetSpec(1, "creature"), ChangeStat(("defense",), -1, 3, T)])),
    (R.TARGET, "spell", "Place one defense counter on target creature you control.",
     A(steps=[TargetSpec(1, "creature", "yours"), PlaceCounters(1, "defense", T)])),
    (R.CREATURES, "spell", "Target one creature in your graveyard. Summon it, paying the usual costs.",
     A(steps=[TargetSpec(1, "creature", graveyard="your"), SummonOrCast(verb="summon", every=True)])),
    (R.CREATURES, "spell", "Target two creatures. Inflict 3 damage to both.",
     A(steps=[TargetSpec(2, "creature"), InflictDamage(3, T)])),
    (R.TARGET, "spell", "Deal 3 damage to target opponent's creature.",
     A(steps=[TargetSpec(1, "creature", "opponents"), InflictDamage(3, T)])),
    (R.COUNTERS, "spell", "Target up to 3 creatures. Put a counter on each target.",
     A(steps=[TargetSpec(3, "creature", up_to=True), PlaceCounters(1, None, T)])),
    (R.CREATURES, "creature", "Activate in response to a creature being summoned. Draw a card.",
     A(response(ActionEvent("summon")), steps=[Draw(1)])),
    (R.CREATURES, "spell", "Pay two hit points. Draw a card.", A(costs=[PayHitpoints(2)], steps=[Draw(1)])),
    # a seventh blind round: "In order to", "the top card of", "chosen by an opponent", "another player"
    (R.CREATURES, "creature", "In order to defend with this creature, you must pay 2 hitpoints.",
     C(CaveatCost(PayHitpoints(2), "defend"))),
    (R.CHAINS, "creature", "Activate in response to a spell cast by your opponent. Negate that spell.",
     A(response(ActionEvent("spell", "opponent")), steps=[Negate("spell")])),
    (R.CHAINS, "creature", "Activate in response to the activation of an opponent's trap. Negate that trap.",
     A(response(ActionEvent("trap", "opponent")), steps=[Negate("trap")])),
    (R.SELECTED_BY_OPPONENT, "spell", "Sacrifice one of your creatures chosen by an opponent. Draw a card.",
     A(costs=[SacrificeInPlay(1, True, noun="creature")], steps=[Draw(1)])),
    (R.TARGET, "spell", "Roll a die, then inflict the result as damage to target opponent.",
     A(steps=[RollDice(1), TargetSpec(1, "opponent"), InflictDiceTotal(T, scope="own")])),
    # terse wordings (an eighth blind round): a caveat as a cost, "enemy", "Draw 1.", "takes N damage", passive
    (R.CREATURES, "creature", "Attacking with this creature costs 2 HP.", C(CaveatCost(PayHitpoints(2), "attack"))),
    (R.CREATURES, "creature", "Sacrifice a creature to summon this creature.",
     C(CaveatCost(SacrificeInPlay(1, noun="creature"), "summon"))),
    (R.ACTIVATE_WHEN, "creature", "Activate when an enemy creature is destroyed. Draw 1.",
     A(when(CardEvent("destroyed", whose="opponent")), steps=[Draw(1)])),
    (R.EACH, "spell", "Every opponent takes 3 damage.", A(steps=[InflictDamage(3, "each opponent")])),
    (R.RESOURCES, "creature", "Its defense is increased by 4 this turn.",
     A(steps=[ChangeStat(("defense",), 1, 4, "this card")])),
    # formal wordings (a ninth blind round): "upon", "said", "each and every", "thereafter", "any one"
    (R.CREATURES, "spell", "Target one creature. Inflict 3 damage upon said creature.",
     A(steps=[TargetSpec(1, "creature"), InflictDamage(3, T)])),
    (R.EACH, "spell", "Inflict 3 damage to each and every opponent of the caster.",
     A(steps=[InflictDamage(3, "each opponent")])),
    (R.CHAINS, "spell", "Roll two dice, and thereafter inflict damage equal to the sum of the dice rolled to each opponent.",
     A(steps=[RollDice(2), InflictDiceTotal("each opponent", scope="own")])),
    (R.ONE_PLAYER, "spell", "Target any one player. Inflict five damage to that player.",
     A(steps=[PLAYER, InflictDamage(5, T)])),
    (R.CREATURES, "creature", "You must pay 2 hitpoints in order to attack with this creature.",
     C(CaveatCost(PayHitpoints(2), "attack"))),
    (R.LIMITS, "spell", "Sacrifice the top seven cards of your deck. Draw one card.",
     A(costs=[TopOfDeck("sacrifice", 7, "your")], steps=[Draw(1)])),
    # effects joined by "and" / "&" resolve in order, as two sentences (as ", then" in NECROMANCY); "and" inside a
    # target or a number is no join
    (R.CREATURES, "spell", "Deal 2 damage to target creature and draw 1 card.",
     A(steps=[TargetSpec(1, "creature"), InflictDamage(2, T), Draw(1)])),
    (R.CREATURES, "spell", "Target 1 creature. Destroy it & draw a card.",
     A(steps=[TargetSpec(1, "creature"), Destroy(T), Draw(1)])),
    (R.CREATURES, "creature", "Pay 2 hitpoints and draw 2 cards.", A(costs=[PayHitpoints(2)], steps=[Draw(2)])),
    (R.CREATURES, "spell", "Target 1 creature. Increase its offense and defense by 2.",
     A(steps=[TargetSpec(1, "creature"), ChangeStat(("offense", "defense"), 1, 2, T)])),
    # one thing to choose, written without "target", is a target selection ("Target"); a group stays a group
    (R.TARGET, "spell", "Destroy a creature an opponent controls.",
     A(steps=[TargetSpec(1, "creature", "opponents"), Destroy(T)])),
    (R.TARGET, "spell", "Deal 3 damage to an opposing creature.",
     A(steps=[TargetSpec(1, "creature", "opponents"), InflictDamage(3, T)])),
    (R.TARGET, "spell", "Exhaust up to 2 opposing creatures.",
     A(steps=[TargetSpec(2, "creature", "opponents", up_to=True), Exhaust(True, T)])),
    (R.TARGET, "spell", "Deal 6 damage to an opponent.", A(steps=[TargetSpec(1, "opponent"), InflictDamage(6, T)])),
    (R.EACH, "spell", "Destroy each creature an opponent controls.", A(steps=[Destroy("opponents' creatures")])),
    (R.TARGET, "spell", "Gain control of 1 of your opponent's creatures.",
     A(steps=[TargetSpec(1, "creature", "opponents"), TakeControl(T)])),
    (R.TARGET, "spell", "Gain control of one of your opponent's creatures.",
     A(steps=[TargetSpec(1, "creature", "opponents"), TakeControl(T)])),
    (R.SPELLS, "spell", "Destroy one of your opponent's traps.",
     A(steps=[TargetSpec(1, "trap", "opponents"), Destroy(T)])),
    # a graveyard recovery (NECROMANCY's "cards in one player's graveyard"); your graveyard holds your cards
    (R.FIELD, "spell", "Return a creature from your graveyard to your hand.",
     A(steps=[TargetSpec(1, "creature", graveyard="your"), ReturnToHand(T)])),
    (R.CREATURES, "creature", "Remove two of this creature's counters. Draw a card.",
     A(costs=[RemoveCounters(2)], steps=[Draw(1)])),
    (R.NAMED_COUNTERS, "creature", "Remove 1 of this card's offense counters. Draw a card.",
     A(costs=[RemoveCounters(1, "offense")], steps=[Draw(1)])),
    (R.SACRIFICE, "creature", "Sacrifice one of your other creatures. Draw a card.",
     A(costs=[SacrificeInPlay(1, noun="creature")], steps=[Draw(1)])),
    # a creature's ability, not a spell's ("Casting Spells and Setting Traps": a spell has a single ability)
    (R.CHAINS, "creature", "Activate in response to an opponent's creature's ability. Draw a card.",
     A(response(ActionEvent("creature ability", "opponent")), steps=[Draw(1)])),
    (R.CHAINS, "spell", "Activate in response to an ability. Negate an opponent's creature's ability.",
     A(response(ActionEvent("ability")), steps=[Negate("creature ability")])),
    # a state on a target ("Exhaust [x] of your unexhausted creatures in play.")
    (R.RESOURCES, "spell", "Target 1 exhausted creature. Destroy it.",
     A(steps=[TargetSpec(1, "creature", state="exhausted"), Destroy(T)])),
    (R.RESOURCES, "spell", "Target 1 of your unexhausted creatures. Exhaust it.",
     A(steps=[TargetSpec(1, "creature", "yours", state="unexhausted"), Exhaust(True, T)])),
    # an opponent named before in the ability: targeted, or named by the condition
    (R.TARGET, "spell", "Target an opponent. Deal 1 damage to each creature controlled by that opponent.",
     A(steps=[TargetSpec(1, "opponent"), InflictDamage(1, "that player's creatures")])),
    (R.CHAINS, "spell", "Activate in response to an attack initiated by an opponent. Target up to two creatures "
                        "controlled by that opponent. Decrease the offense of each such creature by one.",
     A(response(ActionEvent("attack", "opponent")), steps=[TargetSpec(2, "creature", "that player", up_to=True),
                                                          ChangeStat(("offense",), -1, 1, T)])),
]

# (section whose rule forbids it, type, text, the rule cited, a part of the reason)
ILLEGAL = [
    (R.BANNED, "spell", "Target up to 3 creatures. Inflict a total of 10 damage to targets.",
     "banned-inflict-a-total-of-x-damage-to-targets", "banned text"),
    (R.BANNED, "spell", "Inflict five damage to any one player.", "banned-inflict-x-damage-to-any-one-player",
     "banned text"),
    (R.LIMITS, "spell", "Pay 15 hitpoints. Draw 3 cards.", "limit-pay-x-hitpoints", "x = 15"),
    (R.LIMITS, "spell", "Pay fifteen hitpoints. Draw 3 cards.", "limit-pay-x-hitpoints", "x = 15"),
    (R.LIMITS, "creature", "You must pay twenty hitpoints to summon this creature.",
     "limit-you-must-pay-x-hitpoints-to-summon-this-creature", "x = 20"),
    (R.LIMITS, "spell", "Destroy eight cards on the top of your deck.",
     "limit-destroy-x-cards-on-the-top-of-your-deck", "x = 8"),
    (R.LIMITS, "spell", "Sacrifice 8 cards on the top of your deck. Draw 1 card.",
     "limit-sacrifice-x-cards-on-the-top-of-your-deck", "x = 8"),
    (R.SACRIFICE, "creature", "Sacrifice this creature. Draw 2 cards.", R.SACRIFICE, "sacrifice itself"),
    (R.SACRIFICE, "spell", "Target one player. Sacrifice this spell.", R.SACRIFICE, "sacrifice itself"),
    (R.CHAINS, "creature", "Activate in response to a creature is destroyed. Draw 1 card.", R.CHAINS,
     "chain link"),
    (R.CHAINS, "spell", "Activate in response to you take damage. Draw 1 card.", R.CHAINS, "chain link"),
    (R.CHAINS, "spell", "Activate in response to an opponent's summon. Negate that summon.", R.CHAINS,
     "a summon is not negated"),
    (R.CREATURES, "spell", "Draw 1 card. Activate when a creature is destroyed.", R.CREATURES,
     "first sentence of the ability"),
    (R.CREATURES, "creature", "Draw 1 card.\nYou must pay 2 hitpoints to summon this creature.", R.CREATURES,
     "first paragraph"),
    (R.CARD_TYPES, "creature", "Activate when this spell is destroyed. Draw 1 card.", R.CARD_TYPES,
     "refers to itself"),
    (R.CARD_TYPES, "spell", "Increase the offense of this creature by 2.", R.CARD_TYPES, "refers to itself"),
    (R.SPELLS, "spell", "Draw 1 card.\nTarget one player. Inflict 2 damage to each target.", R.SPELLS,
     "single ability"),
    (R.RESOURCES, "spell", "Target 1 creature. Increase the offense of each target by 2 permanently.", R.RESOURCES,
     "only for the turn"),
    (R.RESOURCES, "spell", "Target 1 creature. Permanently, increase the offense of each target by 2.", R.RESOURCES,
     "only for the turn"),
    (R.RESOURCES, "spell", "Target 1 creature. Decrease the defense of each target by 2 until your next turn.",
     R.RESOURCES, "only for the turn"),
    # "damage to one player" is to the player you select, any player ("One player"): the banned text, not a target
    (R.BANNED, "spell", "Deal 3 damage to one player.", "banned-inflict-x-damage-to-any-one-player", "banned text"),
    (R.BANNED, "creature", "AIM: Inflict 3 damage to a player.", "banned-inflict-x-damage-to-any-one-player",
     "banned text"),
    # the limits hold across "and" as across ", then"
    (R.LIMITS, "spell", "Pay 15 HP and draw 3 cards.", "limit-pay-x-hitpoints", "x = 15"),
]


def card_of(kind: str, text: str, name: str = "Invented") -> dict:
    return creature(name, cost=1, offense=1, defense=5, text=text) if kind == "creature" else \
        spell(name, cost=1, text=text)


def reading(card, want: dict) -> dict:
    if "caveats" in want:
        assert not card.abilities
        return {"caveats": bare(card.caveat_costs + card.restrictions)}
    ability = card.abilities[want["ability"]]
    cond = ability.condition
    return {"ability": want["ability"], "condition": cond and (cond.kind, cond.event),
            "costs": bare(ability.costs), "steps": bare(ability.steps)}


@pytest.mark.parametrize("section, kind, text, want", LEGAL, ids=[t for _, _, t, _ in LEGAL])
def test_the_rulebook_shape_is_read(section, kind, text, want):
    card = parse_card(card_of(kind, text), "shape", 1)
    assert card.verdict.legal, [f.message for f in card.verdict.findings if not f.legal]
    assert reading(card, want) == {k: bare(v) for k, v in want.items()}


@pytest.mark.parametrize("section, kind, text, rule, why", ILLEGAL, ids=[t for _, _, t, _, _ in ILLEGAL])
def test_the_forbidden_shape_is_refused_with_its_rule(section, kind, text, rule, why):
    card = parse_card(card_of(kind, text), "shape", 1)
    bad = [f for f in card.verdict.findings if not f.legal]
    assert bad and bad[0].rule == rule and why in bad[0].message
    # using it is refused, citing that rule
    b = Board(card_of(kind, text))
    b.resources("player", 3)
    c = b.put("Invented", "player", "hand")
    with pytest.raises(Refused) as err:
        if kind == "creature":
            summoning.summon(b.game, "player", c, b.inputs())
        else:
            abilities.activate(b.game, "player", c, None, b.inputs(), "chain")
    assert (err.value.reasons[0][1], why in err.value.reasons[0][0]) == (rule, True)


@pytest.mark.parametrize("text, why", [
    ("Choose one creature an opponent controls. Destroy it.", "written “Target ...”"),
    ("You gain 4 hitpoints.", "hitpoints change only by damage"),
    ("Each opponent loses 3 hitpoints.", "hitpoints change only by damage"),
    ("Gain 3 hitpoints & draw a card.", "hitpoints change only by damage"),  # joined: "Gain 3 hitpoints." is refused
])
def test_words_that_are_no_component_are_refused_saying_how_the_rulebook_writes_it(text, why):
    with pytest.raises(ScenarioError, match="is no component of the rulebook's") as err:
        parse_card(card_of("spell", text), "shape", 1)
    assert why in str(err.value)


def test_every_cited_section_is_in_the_rulebook():
    entries = game_entries("keeper")["6th"]
    names = {e.title for e in entries if e.kind == "rule"} | {f'"{e.title}"' for e in entries
                                                               if e.kind == "clarification"}
    cited = {row[0] for row in LEGAL + ILLEGAL}
    assert cited <= names | {R.REVISED, R.BANNED, R.LIMITS}, cited - names
    # every ability clarification of the rulebook has at least one legal shape
    assert {f'"{e.title}"' for e in entries if e.kind == "clarification"} <= {row[0] for row in LEGAL}


def test_every_group_the_reader_reads_is_one_an_effect_resolves():
    """phrases.GROUPS (the words) and effects._GROUPS (which creatures they are) name the same
    groups: a group read but not resolved would fall back to the targets."""
    from judge.engine.keeper import effects, phrases

    assert set(phrases.GROUPS) == set(effects._GROUPS)
