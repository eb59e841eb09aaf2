"""The rules the engine cites, by the names the rulebook gives them, and the few
rules that differ between rulebook versions.

Every trace line names one of these (or a card). `tests/keyforge/test_citations.py`
checks each name against the glossary terms and rule sections of the rulebooks.
"""
from __future__ import annotations

from dataclasses import dataclass

# Glossary terms and rule sections (as titled in the rulebooks).
ABILITY = "Ability, Card Ability"
ACTION_CARDS = "Action Cards"
ACTIVE_PLAYER = "Active Player"
AEMBER_BONUS = "Æmber Bonus"
ALPHA = "Alpha"
ARCHIVES = "Archives"
ARMOR = "Armor"
ASSAULT = "Assault (X)"
BEFORE = "Before"
CANNOT_VS_MUST = "Cannot vs Must/May, Cannot vs Permissive"
CAPTURE = "Capture"
CHAINS = "Chain, Chains"
CONSTANT = "Constant Abilities"
CONTROL = "Control"
CREATURES = "Creatures"
DAMAGE = "Damage"
DEPLOY = "Deploy"
DESTROYED = "Destroyed"
DISCARDING = "Discarding Cards"
DRAW = "Draw Cards"
ELUSIVE = "Elusive"
END_OF_TURN = "End of Turn"
FIGHT = "Fight"
FIGHT_WITH = "“Fight With”"
FIRST_TURN = "First Turn Rule"
FLANK = "Flank"
FORGE = "Forge a Key"
GIGANTIC = "Gigantic"
HAZARDOUS = "Hazardous (X)"
HEAL = "Heal"
HOUSE_CHOICE = "House Choice"
IF_YOU_DO = "“If You Do” and “In Order To”"
INVULNERABLE = "Invulnerable"
INFINITE_LOOPS = "Infinite Loops"
KEYS = "Keys"
LEAVES_PLAY = "Leaves Play"
MAY = "May"
NEIGHBOR = "Neighbor"
OMNI = "Omni"
PLAY = "Play"
PLAYING_CARDS = "Playing Cards"
POISON = "Poison"
POWER_COUNTER = "Power Counter +1, Power Status Card"
PRECEDING = "Preceding, Repeat the Preceding"
PURGE = "Purge"
READY_CARDS = "Ready Cards"
REAP = "Reap"
REPEAT = "Repeat"
RESOLVE_AS_MUCH = "Resolve As Much As You Can"
RULE_OF_SIX = "The Rule of Six"
SACRIFICE = "Sacrifice"
SELF_REFERENTIAL = "Self-Referential Text"
SKIRMISH = "Skirmish"
STEAL = "Steal"
SPLASH = "Splash"
STUN = "Stun, Stun Status Card"
SWAP = "Swap"
TAUNT = "Taunt"
UPGRADES = "Upgrades"
USING_CARDS = "Using Cards"
USING_VIA_ABILITIES = "Using Cards via Other Card Abilities"
CHOOSE_HOUSE = "Choose a House"
ARTIFACTS = "Artifacts"
ENRAGE = "Enrage"
WARD = "Ward"
SEARCH = "Search"
DISCARD_PILE = "Discard Pile"
MAVERICK = "Maverick"
AS_IF_YOURS = "As If It Were Yours/As If You Controlled It"
LASTING = "Lasting Effects"
MOST_POWERFUL = "Most Powerful"
LEAST_POWERFUL = "Least Powerful"
OMEGA = "Omega"
REPLACEMENT = "Replacement Effects"
UNFORGE = "Unforge"
COST = "Cost, At Current Cost"
MOVE = "Move"
THIS_WAY = "“This Way”"
EXALT = "Exalt"
FOR_EACH = "“For Each”"
BONUS_ICONS = "Bonus Icons"
ENHANCE = "Enhance"
TIDE = "Tide"
TIMING = "Timing"
TURN_SEQUENCE = "Turn Sequence"
OTHER_COUNTERS = "Other Counters"
SPLASH = "Splash"
HAUNTED = "Haunted"
INVULNERABLE = "Invulnerable"
GRAFT = "Graft"

ALL = {v for k, v in dict(globals()).items() if k.isupper() and isinstance(v, str)}


def short(rule: str) -> str:
    """The name shown in a trace: the term's first name ("Stun", "Cannot vs Must"); a card's
    title whole ("Mercy, Malkin Queen")."""
    if rule not in ALL:
        return rule
    head = rule.split(",")[0]
    return head.split("/")[0].strip() if rule in (CANNOT_VS_MUST, AS_IF_YOURS) else head.strip()


@dataclass(frozen=True)
class RuleSet:
    """Rules that changed between rulebook versions (the engine asks, never the cards).

    play_triggers_with_play_abilities: from the 2021 rulebook, abilities that
    trigger when a card is played ("each time you play a card") happen at the
    same time as that card's "Play:" abilities, in the order the active player
    chooses (Timing Chart, "PLAY:" effects trigger); before it, they resolved
    right after the Æmber bonus, before the "Play:" abilities (v1.3 FAQ,
    Library Access and Wild Wormhole).

    bold_triggers_with_after: from the 2021 rulebook (Timing chart), a creature's "Reap:"
    abilities and "after a creature reaps" abilities trigger at the same time, and so do its
    "Fight:" abilities and "after a creature fights" ones, in the order the active player
    chooses; before it, the "Reap:" or "Fight:" abilities resolved first.

    bonus_icons: from Mass Mutation (2020) on, a card's bonus icons (its Æmber
    bonus, and the capture, damage and draw icons Enhance adds) resolve one at a
    time (Bonus Icons); before, a played card's Æmber bonus was gained at once.

    tide: the tide of Dark Tidings (Tide, 2021 glossary).

    destroyed_abilities_when_tagged: from the "tagged for destruction" rules (September 2019;
    2021 glossary, Destroyed: "A card only triggers “Destroyed:” abilities that it had at the time
    it was tagged for destruction", and its Archimedes example) a card resolves the "Destroyed:"
    abilities it had when tagged. Before (v1.3 and earlier, Destroyed: the effect "resolves
    immediately before the card would be destroyed, which is also before it leaves play") it
    resolves those it has then: one it gained meanwhile too (Crucible Cast, July 2019: Archimedes'
    new neighbor once the battleline closes up is archived).

    ward_prevents_leaving_play: the 2021 glossary's Ward: "If a creature with a ward counter
    on it would be damaged, destroyed, or leave play, instead discard each ward counter on it."
    The earlier rulebooks have no Ward entry (ward came with Mass Mutation, 2020): under them
    a ward prevents damage and destruction only, the part every wording agrees on.

    ability_damage_at_once: the 2021 rulebook's "Resolve Abilities in the Order They Are
    Written": "all damage dealt by a card's ability is dealt simultaneously regardless of where it
    appears in the ability's text" (and its FAQ on Phalanx Strike: only a repeat is an
    exception), so an ability's damage to one creature is one damage, which a ward stops whole.
    The earlier rulebooks lack the sentence: there each "deal" is an instance of its own (the
    printed Tendrils of Pain's 1 and additional 3, which its erratum made one 4).

    leaves_play_after: the 2021 rulebook has no "Leaves Play:" entry; its erratum of Magda the
    Rat reads "If Magda the Rat leaves play, your opponent steals 2": such an ability resolves
    once the card has left play (with every card leaving with it: zones.together). The v1.3 and
    earlier rulebooks: "If a card has a “Leaves Play:” ability, the effect happens automatically
    immediately before the card leaves play."

    lacks: the rule names of this engine that the rulebook has no glossary term or section for
    (NOT_IN): a trace step under it that would cite one cites the card whose ability is
    resolving instead (Game.say), as a trace cites only what the chosen rulebook has.
    """

    version: str
    play_triggers_with_play_abilities: bool
    lacks: frozenset = frozenset()  # the engine's rule names this rulebook has no entry for (NOT_IN)
    bold_triggers_with_after: bool = True
    bonus_icons: bool = True
    tide: bool = True
    ward_prevents_leaving_play: bool = True
    destroyed_abilities_when_tagged: bool = True
    ability_damage_at_once: bool = True
    leaves_play_after: bool = True


_NOT_IN_13 = frozenset({AS_IF_YOURS, BONUS_ICONS, ENHANCE, ENRAGE, EXALT, FOR_EACH, GIGANTIC, GRAFT, HAUNTED,
                        INFINITE_LOOPS, INVULNERABLE, LASTING, MOVE, REPLACEMENT, TIDE, TIMING, WARD})
#: Per rulebook version, the rule names above that it has no glossary term or rule section for
#: (tests/keyforge/test_citations.py checks this against the corpus, both ways)
NOT_IN = {"1.3": _NOT_IN_13, "early": _NOT_IN_13 | {ALPHA, DEPLOY, OMEGA, OTHER_COUNTERS}}


#: Where a rulebook that lacks a rule tells what it covers (the start of a turn, lasting effects
#: that end as a turn begins: its Turn Sequence), for a step no card's ability makes (Game.say)
NEAREST = {TIMING: TURN_SEQUENCE, LASTING: TURN_SEQUENCE}


def nearest(rules: RuleSet, rule: str) -> str:
    """The rule a step is cited to under a rulebook that lacks `rule` (NEAREST), or `rule`
    itself when that rulebook has no nearer one (`judge lint` then names the step)."""
    near = NEAREST.get(rule)
    return near if near is not None and near not in rules.lacks else rule


def ruleset(version: str, date: str) -> RuleSet:
    return RuleSet(version=version, lacks=NOT_IN.get(version, frozenset()),
                   play_triggers_with_play_abilities=date >= "2021",
                   bold_triggers_with_after=date >= "2021",
                   bonus_icons=date >= "2020", tide=date >= "2021",
                   ward_prevents_leaving_play=date >= "2021",
                   destroyed_abilities_when_tagged=date >= "2019-09",
                   ability_damage_at_once=date >= "2021", leaves_play_after=date >= "2021")
