"""The names the Keeper engine cites in its trace: rule sections of the 6th
edition rulebook and the titles of its ability clarifications.

Every trace line ends with one of these in brackets, so a reader can look the
rule up (`judge rule "Chains" --game keeper`). A test checks that each name is
a section heading or a clarification title of corpus/keeper/6th.md.
"""
from __future__ import annotations

# Rule sections ("Rules > ...")
SETUP = "Setup"
CARD_TYPES = "Card Types and Layout"
DECK_BUILDING = "Deck Building Considerations"
FIELD = "The Field"
TURN_ORDER = "Turn Order"
RESOURCES = "Resources, Exhaustion, and Recovery"
CREATURES = "Creatures, Abilities, and Battles"
SPELLS = "Casting Spells and Setting Traps"
CHAINS = "Chains"
WINNING = "Winning and Losing"
REVISED = "Revised Ability Text"
BANNED = "Redacted Ability Text (Banned Cards)"
LIMITS = "Revised Variable Limits"

# Ability clarifications, cited with their quotes as the rulebook lists them
ACTIVATE_WHEN = '"Activate when..."'
WHEN_DESTROYED = '"Activate when this [card] is destroyed."'
A_TOTAL_OF = '"A total of"'
COUNTERS = '"Counters"'
DICE_IN_CHAIN = '"Dice in the current chain"'
DIFFERENT_PLAYER = '"Different player of your choice"'
EACH = '"Each"'
EXACTLY = '"Exactly [x] cards"'
NAMED_COUNTERS = '"Offense counter"'
ONE_PLAYER = '"One player"'
REVEAL = '"Reveal"'
SACRIFICE = '"Sacrifice"'
SELECTED_BY_OPPONENT = '"Selected by an opponent"'
TARGET = '"Target"'

SECTIONS = (SETUP, CARD_TYPES, DECK_BUILDING, FIELD, TURN_ORDER, RESOURCES, CREATURES, SPELLS, CHAINS, WINNING,
            REVISED, BANNED, LIMITS)
CLARIFICATIONS = (ACTIVATE_WHEN, WHEN_DESTROYED, A_TOTAL_OF, COUNTERS, DICE_IN_CHAIN, DIFFERENT_PLAYER,
                  EACH, EXACTLY, NAMED_COUNTERS, ONE_PLAYER, REVEAL, SACRIFICE, SELECTED_BY_OPPONENT, TARGET)
