"""The phrase table: every sentence of ability text the interpreter can read,
and what it means. This is the engine's whole card vocabulary, in one place.

Each phrase is a pattern over one sentence (matched whole, case-insensitive,
without its final period) and a builder that turns the match into a
condition, event, caveat, cost, target selection or effect. Numbers may be
digits or words ("two", "fourteen", "a": `numbers.py`). A card refers to
itself as "this card", "this creature", "this spell" or "this trap". A
sentence no phrase reads is a ScenarioError naming the sentence and its card
(`cards.py`); a sentence the rules forbid raises IllegalText, and the card is
then refused when used, with the rule.

Grammar around the phrases (see `cards.py`): a paragraph is an ability; it may
start with a name and a colon ("NECROMANCY: ..."); a paragraph named
"<name> counter: ..." says what removing such a named counter does; the first
paragraph of a creature is its caveat when it names "this creature" and
reads as caveats; sentences end with a period, and ", then " joins two
sentences, as does "and" (or "&") before the verb of an effect or cost (AND).
A stat change may end with a duration no longer than the turn ("until the end
of the turn"): that is how long every stat change lasts.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Callable

from judge.engine.keeper import rules
from judge.engine.keeper.caveats import CaveatCost, Restriction
from judge.engine.keeper.costs import Cost, ExhaustCreatures, PayHitpoints, RemoveCounters, SacrificeInPlay, TopOfDeck
from judge.engine.keeper.effects import (
    ChangeDice, ChangeStat, Destroy, Draw, Exhaust, GiveControl, IncreaseOrDecrease, InflictDamage,
    InflictDiceTotal, Negate, PlaceCounters, RemoveCountersFrom, ReturnToHand, Reveal, RollDice, SacrificeTargets,
    Spread, SummonOrCast, TakeControl,
)
from judge.engine.keeper.events import ActionEvent, CardEvent, Condition, DamageEvent
from judge.engine.keeper.numbers import NUMBER
from judge.engine.keeper.numbers import value as number_value
from judge.engine.keeper.targets import TargetSpec, ThisCard

N = rf"(?P<n>{NUMBER})"
THIS = r"this (?:card|creature|spell|trap)"
# a player named before in the ability: targeted, or named by its condition (context.Context.that_players)
THAT_PLAYER = r"(?:that|the targeted) (?:opponent|player)"
# who an effect applies to: the targets, the card itself, or players named without targeting
# creatures named as a group, without targeting ("Each": each is affected separately); which
# creatures they are is settled as the effect resolves (effects.subjects)
GROUPS = {
    "your other creatures": r"each of your other creatures|each other creature you control|(?:all (?:of )?)?your "
                            r"other creatures|all other creatures you control",
    "other creatures": r"each other creature(?: in play)?|all other creatures(?: in play)?",
    "your creatures": r"each of your creatures|each creature you control|all (?:of )?your creatures|"
                      r"all creatures you control",
    "opponents' creatures": r"each creature (?:an opponent controls|your opponents control)|"
                            r"each of your opponents' creatures|all creatures (?:an opponent controls|your "
                            r"opponents control)|all (?:of )?your opponents' creatures",
    # an opponent (a player) the ability targeted before, or the one its condition names: "Target an opponent.
    # Inflict 1 damage to each creature controlled by that opponent." (context.Context.that_players)
    "that player's creatures": rf"(?:each creature|all creatures) "
                               rf"(?:controlled by {THAT_PLAYER}|{THAT_PLAYER} controls)|"
                               rf"(?:(?:each|all) of )?{THAT_PLAYER}'s creatures",
    "all creatures": r"each creature(?: in play)?|all creatures(?: in play)?",
}
GROUP = "|".join(GROUPS.values())
WHO = rf"(?P<who>each target|all targets|{THIS}|each opponent|each player|yourself|you|{GROUP})"
TARGETS = rf"(?P<who>each target|all targets|{THIS}|{GROUP})"  # cards only
NAMED = r"(?:(?P<name>[a-z]+) )?"  # a named counter: "offense counter"
STAT = r"(?P<stat>offense and defense|offense|defense)"
# how many targets: "2", "up to 2", "exactly 2", "all", "any number of"
QTY = rf"(?:(?P<upto>up to )?(?P<exactly>exactly )?{N}|(?P<all>all|each|any number(?: of)?))"  # "any number of your creatures"
PICK = r"(?P<random> randomly| at random)?(?P<sel> selected by an opponent)?"
# whose card an event is about, one grammar for every card event (destroyed, sacrificed, takes damage):
# "a creature", "your creature", "one of an opponent's creatures", "a creature you control"
OPPONENTS = r"(?:an opponent's|your opponent's|your opponents'|one of your opponents')"  # whose, as a possessive
AN_OPPONENT = r"(?:an opponent|your opponent|one of your opponents|any opponent)"
WHOSE_CARD = rf"(?P<whose>a|an|any|{OPPONENTS}|your|one of your|one of {OPPONENTS}) "
CONTROLLED = rf"(?P<ctl> you control| {AN_OPPONENT} controls| controlled by (?:you|{AN_OPPONENT}))?"
TARGETED = rf"(?P<t>you|{THIS}|a creature you control|one of your creatures|your creatures?)"
# what is activated (a trap: a spell from a Trap Zone; "creature's ability": a creature's, not a spell's)
ACTIVATED = r"ability or spell|spell or ability|creature's ability|ability|spell|trap"

# Sentence grammar
ABILITY_NAME = re.compile(r"^(?P<name>[^.:]{1,40}):\s+(?P<body>.+)$", re.S)
COUNTER_DEFINITION = re.compile(r"^(?P<name>[a-z]+) counters?$", re.I)
SENTENCE_END = re.compile(r"(?<=\.)\s+")
THEN = re.compile(r",\s+(?:and\s+)?(?:then|thereafter),?\s+", re.I)
SELF = re.compile(r"\bthis (card|creature|spell|trap)\b", re.I)
# "until the end of the turn": as long as any stat change lasts ("Resources, Exhaustion, and Recovery")
_TURN = (r"until (?:the )?end of (?:the |this )?turn|for the (?:rest|remainder) of (?:the|this) turn|"
         r"this turn|until the (?:next )?recovery phase")
_LONGER = (r"permanently|until the end of the game|for the rest of the game|"
           r"until (?:the end of )?(?:your|its controller's|their) next turn|"
           rf"for {NUMBER} turns|until it leaves play")


def _lasting(durations: str) -> tuple[re.Pattern, re.Pattern]:
    """A duration closing the sentence ("..., until the end of the turn") or opening it
    ("Until the end of the turn, ...")."""
    return (re.compile(rf"^(?P<body>.+?),? (?P<dur>{durations})$", re.I),
            re.compile(rf"^(?P<dur>{durations}),\s*(?P<body>.+)$", re.I))


TURN = _lasting(_TURN)
LONGER = _lasting(_LONGER)


class IllegalText(Exception):
    """A sentence the rules do not allow on a card: it is refused when used, citing `rule`."""

    def __init__(self, message: str, rule: str):
        super().__init__(message)
        self.message, self.rule = message, rule


def num(m: re.Match, group: str = "n") -> int:
    return number_value(m[group])


def _whose(text: str | None) -> str:
    t = (text or "").strip().lower()
    if "opponent" in t:
        return "opponent"
    if re.search(r"\byour?\b", t):
        return "you"
    return "any"


def _who(m: re.Match) -> str:
    """"each target" | "all targets" | "this card" (any self-reference) | "each opponent" |
    "each player" | "you" | a group of creatures (GROUPS: "your creatures", ...)."""
    w = m["who"].lower()
    for group, pattern in GROUPS.items():
        if re.fullmatch(pattern, w):
            return group
    return "this card" if w.startswith("this ") else "you" if w == "yourself" else w


def _targeted(m: re.Match) -> str | None:
    t = (m["t"] or "").lower()
    return None if not t else "you" if t == "you" else "this" if t.startswith("this ") else "yours"


def _counter_name(m: re.Match) -> str | None:
    name = m["name"]
    return name.lower() if name and name.lower() not in ("counter", "counters") else None


def _stats(m: re.Match) -> tuple[str, ...]:
    return ("offense", "defense") if " and " in m["stat"].lower() else (m["stat"].lower(),)


def _count(m: re.Match) -> tuple[int | None, bool]:
    """(count, up to): "all" is every candidate (None); "any number of" is up to all."""
    q = (m["all"] or "").lower()
    if q.startswith("any number"):
        return None, True
    if q:
        return None, False
    return num(m), bool(m["upto"])


def _target_noun(m: re.Match) -> TargetSpec:
    noun = m["noun"].lower()
    whose = "any"
    if noun.startswith("of your "):
        whose, noun = "yours", noun[len("of your "):]
    elif noun.startswith("of an opponent's "):
        whose, noun = "opponents", noun[len("of an opponent's "):]
    control = (m["ctl"] or "").strip().lower()
    if control in ("you control", "controlled by you"):
        whose = "yours"
    elif re.search(THAT_PLAYER, control):
        whose = "that player"
    elif control:
        whose = "opponents"
    kind = ("card_in_play" if noun.startswith("card") else "creature" if noun.startswith("creature")
            else "trap" if noun.startswith("trap") else "resource")
    count, up_to = (1, False) if m["another"] else _count(m)
    return TargetSpec(count, kind, whose, up_to=up_to, exactly=bool(m["exactly"]), random=bool(m["random"]),
                      selected_by_opponent=bool(m["sel"]), other=bool(m["another"] or m["other"]),
                      state=(m["state"] or "").strip().lower() or None, text=m[0])


def _players(m: re.Match) -> TargetSpec:
    count, up_to = _count(m)
    return TargetSpec(count, "opponent" if m["noun"].lower().startswith("opp") else "player", up_to=up_to,
                      exactly=bool(m["exactly"]), text=m[0])


def _graveyard(m: re.Match) -> TargetSpec:
    count, up_to = _count(m)
    noun = m["noun"].lower().rstrip("s")  # card | creature | spell
    return TargetSpec(count, noun, graveyard=m["gy"].lower(), up_to=up_to, exactly=bool(m["exactly"]),
                      random=bool(m["random"]), selected_by_opponent=bool(m["sel"]), text=m[0])


def _action_kind(words: str) -> str:
    """The kind of action a chain link is, as an event names it: "ability or spell" and "spell
    or ability" are both an ability (a spell's or a creature's: events.is_kind); "creature
    summon" a summon."""
    w = words.lower()
    if w == "creature's ability":
        return "creature ability"
    return "ability" if " or " in w else w.split()[-1] if w.startswith("creature ") else w


def _condition(kind: str):
    def build(m: re.Match) -> Condition:
        event = read("event", m["event"])
        if kind == "response" and event is not None and not event.chains:
            raise IllegalText(f"\"{m[0]}\": only a summon, an attack, or an ability or spell activated is a chain "
                              f"link, so only these can be responded to (\"Activate when\" answers the others)",
                              rules.CHAINS)
        return Condition(kind, event, m[0], m["event"])
    return build


def _caveat_cost(m: re.Match) -> CaveatCost | None:
    cost = read("cost", m["cost"]) or read("effect", m["cost"])
    if not isinstance(cost, Cost):
        return None  # not a cost the phrase table knows: the sentence is unreadable
    action = (m["act"] or "").lower().split()[0]
    return CaveatCost(cost, action, m[0])


def _restrictions(m: re.Match) -> list[Restriction]:
    whats = ("attack", "defend") if " or " in m["what"].lower() else (m["what"].lower(),)
    whom = m["whom"].lower() if m["whom"] else None
    return [Restriction(w, whom, m[0]) for w in whats]


def _only_attacks(m: re.Match) -> list[Restriction]:
    other = "creatures" if m["only"].lower() == "players" else "players"
    return [Restriction("attack", other, m[0])]


def _itself(m: re.Match):
    raise IllegalText(f"\"{m[0]}\": no card is permitted to sacrifice itself under any conditions", rules.SACRIFICE)


def _negate_summon(m: re.Match):
    raise IllegalText(f"\"{m[0]}\": to negate is to prevent an attack or ability from resolving; a summon is not "
                      f"negated (judge's reading, scenarios/keeper/README.md)", rules.CHAINS)


@dataclass(frozen=True)
class Phrase:
    role: str  # condition | event | caveat | cost | target | effect
    pattern: str
    build: Callable[[re.Match], object]
    example: str  # a sentence the phrase reads (tested)

    @property
    def regex(self) -> re.Pattern:
        return re.compile(self.pattern.replace("{N}", N).replace("{WHO}", WHO).replace("{TARGETS}", TARGETS)
                          .replace("{NAMED}", NAMED).replace("{THIS}", THIS).replace("{STAT}", STAT)
                          .replace("{QTY}", QTY).replace("{PICK}", PICK).replace("{TARGETED}", TARGETED)
                          .replace("{WHOSE_CARD}", WHOSE_CARD).replace("{CONTROLLED}", CONTROLLED)
                          .replace("{OPPONENTS}", OPPONENTS).replace("{AN_OPPONENT}", AN_OPPONENT)
                          .replace("{ACTIVATED}", ACTIVATED).replace("{THAT_PLAYER}", THAT_PLAYER), re.I)


PHRASES: list[Phrase] = [
    # --- activation conditions (the first sentence) ------------------------------
    Phrase("condition", r"activate in response to (?P<event>.+)", _condition("response"),
           "Activate in response to an opponent's summon."),
    Phrase("condition", r"activate when (?P<event>.+)", _condition("when"), "Activate when this card is destroyed."),
    # --- events (the X of a condition) -----------------------------------------------
    Phrase("event", r"(?P<whose>{OPPONENTS}|your|any player's|a player's|an|a|any|the) "
                    r"(?P<kind>summon|attack|{ACTIVATED}|creature summon)(?: of a creature)?"
                    r"(?: (?:targeting|against|on) {TARGETED})?",
           lambda m: ActionEvent(_action_kind(m["kind"]), _whose(m["whose"]), _targeted(m)),
           "an opponent's attack targeting you"),  # also "a spell or ability", "an attack against you"
    Phrase("event", r"(?P<whose>you|{AN_OPPONENT}|a player|any player) (?P<kind>(?:summons?|summoning) a creature|"
                    r"attacks?|attacking|(?:initiates?|initiating) an attack|(?:activates?|activating) an ability|"
                    r"(?:activates?|activating) a trap|(?:casts?|casting) a spell)(?: (?:targeting )?{TARGETED})?",
           lambda m: ActionEvent({"summon": "summon", "attack": "attack", "initiat": "attack", "activat": "ability",
                                  "cast": "spell"}[re.match(r"summon|attack|initiat|activat|cast",
                                                            m["kind"].lower())[0]]
                                 if not m["kind"].lower().endswith("trap") else "trap",
                                 _whose(m["whose"]), _targeted(m)),
           "an opponent summons a creature"),  # also "an opponent attacking you", "an opponent activating a trap"
    Phrase("event", r"(?P<whose>{OPPONENTS}|your|an|a|any) (?P<kind>creature|attack|{ACTIVATED}) "
                    r"is (?:summoned|initiated|declared|activated|cast)(?: targeting {TARGETED})?",
           lambda m: ActionEvent({"creature": "summon"}.get(m["kind"].lower(), _action_kind(m["kind"])),
                                 _whose(m["whose"]), _targeted(m)),
           "a creature is summoned"),
    Phrase("event", r"(?P<t>you are|{THIS} is) (?:attacked|targeted by an attack)",
           lambda m: ActionEvent("attack", "any", "you" if m["t"].lower() == "you are" else "this"),
           "this creature is attacked"),
    Phrase("event", r"{THIS} is destroyed", lambda m: CardEvent("destroyed", this=True), "this card is destroyed"),
    Phrase("event", r"{WHOSE_CARD}(?P<noun>creature|card|trap|spell)s?{CONTROLLED} is (?P<verb>destroyed|sacrificed)",
           lambda m: CardEvent(m["verb"].lower(), whose=_whose(f"{m['whose']} {m['ctl'] or ''}"),
                               noun=m["noun"].lower()),
           "a creature is destroyed"),
    Phrase("event", r"(?P<whose>you|{AN_OPPONENT}|a player|any player) (?:takes?|receives?|(?:is|are) inflicted) damage",
           lambda m: DamageEvent(_whose(m["whose"])), "you take damage"),
    Phrase("event", r"{THIS} (?:takes damage|receives damage|is inflicted damage|is damaged)",
           lambda m: DamageEvent(subject="this"), "this creature takes damage"),
    Phrase("event", r"{WHOSE_CARD}creatures?{CONTROLLED} (?:takes damage|receives damage|is damaged)",
           lambda m: DamageEvent(_whose(f"{m['whose']} {m['ctl'] or ''}"), "creature"), "a creature takes damage"),
    # --- caveats (first paragraph of a creature, naming "this creature") -------------
    Phrase("caveat", r"you must (?P<cost>.+?) (?:to (?P<act>summon|attack with|defend with) this creature)",
           _caveat_cost, "You must pay 3 hitpoints to summon this creature."),
    Phrase("caveat", r"you must (?P<cost>.+?) (?:for this creature to|to have this creature) (?P<act>attack|defend)",
           _caveat_cost, "You must pay 2 hitpoints for this creature to defend."),
    Phrase("caveat", r"to (?P<act>summon|attack with|defend with) this creature, you must (?P<cost>.+)",
           _caveat_cost, "To attack with this creature, you must sacrifice 1 card in play."),
    Phrase("caveat", r"this creature (?:cannot|can't|can not|may not) (?P<what>attack or defend|attack|defend)"
                     r"(?: (?P<whom>players|creatures))?",
           _restrictions, "This creature cannot defend."),
    Phrase("caveat", r"this creature (?:can|may) only attack (?P<only>players|creatures)", _only_attacks,
           "This creature can only attack creatures."),
    # --- activation costs (right after the condition; later in the text, effects) ----
    Phrase("cost", r"sacrifice {THIS}", _itself, "Sacrifice this card."),
    Phrase("cost", r"remove {N} {NAMED}counters? from this (?:card|creature)",
           lambda m: RemoveCounters(num(m), _counter_name(m), m[0]), "Remove 2 counters from this card."),
    Phrase("cost", r"pay {N} hitpoints?", lambda m: PayHitpoints(num(m), m[0]), "Pay 3 hitpoints."),
    Phrase("cost", r"sacrifice (?P<exactly>exactly )?{N} cards? (?:on|from) the top of your deck",
           lambda m: TopOfDeck("sacrifice", num(m), "your", bool(m["exactly"]), m[0]),
           "Sacrifice 2 cards on the top of your deck."),
    # "other" says what the rule says anyway: never the card itself ("Sacrifice": "No card is permitted to
    # 'sacrifice' itself"): "Sacrifice one of your other creatures."
    Phrase("cost", r"sacrifice {N} (?:other )?(?P<noun>cards? in play|of your (?:other )?cards(?: in play)?|"
                   r"creatures?(?: in play| you control)?|of your (?:other )?creatures(?: in play)?|"
                   r"traps?(?: in play| you control)?|of your (?:other )?traps(?: in play)?)"
                   r"(?P<opp> selected by an opponent)?",
           lambda m: SacrificeInPlay(num(m), bool(m["opp"]), m[0],
                                     "creature" if "creature" in m["noun"].lower() else
                                     "trap" if "trap" in m["noun"].lower() else "card"),
           "Sacrifice 1 card in play."),
    Phrase("cost", r"exhaust {N} of your unexhausted creatures(?: in play)?"
                   r"(?P<opp> chosen by an opponent of your choice)?",
           lambda m: ExhaustCreatures(num(m), bool(m["opp"]), m[0]),
           "Exhaust 1 of your unexhausted creatures in play."),
    # --- target selection --------------------------------------------------------------
    Phrase("target", r"target {THIS}", lambda m: ThisCard(m[0]), "Target this card."),
    Phrase("target", r"target one player",
           lambda m: TargetSpec(1, "player", one_player=True, text=m[0]), "Target one player."),
    Phrase("target", r"target {QTY} (?:of (?:your|the) )?(?P<noun>players?|opponents?)", _players,
           "Target up to 2 opponents."),  # also "Target one of your opponents."
    # a state before the noun: "Target 1 exhausted creature." (targets.TargetSpec.state)
    Phrase("target", r"target (?:(?P<another>another)|{QTY}) (?P<other>other )?(?P<state>exhausted |unexhausted )?"
                     r"(?P<noun>creatures?(?: in play)?|cards? in play|traps?(?: in play)?|"
                     r"of your creatures(?: in play)?|of your cards in play|of your traps(?: in play)?|"
                     r"of your resources|resources?|of an opponent's creatures|of an opponent's traps|"
                     r"of an opponent's cards in play)"
                     r"(?P<ctl> you control| an opponent controls| your opponents control|"
                     r" controlled by (?:you|{AN_OPPONENT}|{THAT_PLAYER})| {THAT_PLAYER} controls)?{PICK}",
           _target_noun, "Target up to 2 creatures an opponent controls."),
    Phrase("target", r"target {QTY} (?P<noun>cards?|creatures?|spells?) in (?P<gy>one player's|your|an opponent's) "
                     r"graveyard{PICK}",
           _graveyard, "Target up to 2 cards in one player's graveyard randomly."),
    # --- effects -----------------------------------------------------------------------
    Phrase("effect", r"place a total of {N} {NAMED}counters? on (?:all )?targets",
           lambda m: Spread(num(m), "counters", name=_counter_name(m), text=m[0]),
           "Place a total of 4 counters on all targets."),
    Phrase("effect", r"place {N} {NAMED}counters? on {WHO}",
           lambda m: PlaceCounters(num(m), _counter_name(m), _who(m), m[0]),
           "Place 1 counter on each target."),
    Phrase("effect", r"remove (?:{N}|(?P<every>all)) {NAMED}counters? from {WHO}",
           lambda m: RemoveCountersFrom(None if m["every"] else num(m), _counter_name(m), _who(m), m[0]),
           "Remove 1 counter from each target."),
    Phrase("effect", r"inflict a total of {N} damage to (?:all )?targets",
           lambda m: Spread(num(m), "damage", text=m[0]), "Inflict a total of 10 damage to all targets."),
    Phrase("effect", r"inflict {N} damage to {WHO}",
           lambda m: InflictDamage(num(m), _who(m), m[0]), "Inflict 3 damage to each target."),
    Phrase("effect", r"inflict damage equal to the total of (?P<dice>the dice in the current chain|the dice rolled|"
                     r"the rolled dice|those dice) to {WHO}",
           lambda m: InflictDiceTotal(_who(m), m[0], "chain" if "chain" in m["dice"].lower() else "own"),
           "Inflict damage equal to the total of the dice in the current chain to each target."),
    Phrase("effect", r"roll {N} (?:six-sided )?di(?:c?e)", lambda m: RollDice(num(m), m[0]), "Roll 2 dice."),
    Phrase("effect", r"set (?:each die|all dice) in the current chain to {N}",
           lambda m: ChangeDice("set", num(m), m[0]), "Set each die in the current chain to 1."),
    Phrase("effect", r"(?P<mode>increase|decrease) (?:each die|all dice) in the current chain by {N}",
           lambda m: ChangeDice(m["mode"].lower(), num(m), m[0]), "Increase each die in the current chain by 1."),
    Phrase("effect", r"increase or decrease the {STAT} of {WHO} by {N}",
           lambda m: IncreaseOrDecrease(_stats(m), num(m), _who(m), m[0]),
           "Increase or decrease the offense of each target by 2."),
    Phrase("effect", r"(?P<dir>increase|decrease) the {STAT} of (?:all )?targets by a total of {N}",
           lambda m: Spread(num(m), "stat", stats=_stats(m), sign=1 if m["dir"].lower() == "increase" else -1,
                            text=m[0]),
           "Decrease the defense of all targets by a total of 6."),
    Phrase("effect", r"(?P<dir>increase|decrease) the {STAT} of {WHO} by {N}",
           lambda m: ChangeStat(_stats(m), 1 if m["dir"].lower() == "increase" else -1, num(m), _who(m), m[0]),
           "Increase the offense of this creature by 4."),
    Phrase("effect", r"destroy {TARGETS}", lambda m: Destroy(_who(m), m[0]), "Destroy each target."),
    Phrase("effect", r"destroy (?P<exactly>exactly )?{N} cards? (?:on|from) the top of "
                     r"(?P<whose>your|each target's|one player's|an opponent's) deck",
           lambda m: TopOfDeck("destroy", num(m), m["whose"].lower(), bool(m["exactly"]), m[0]),
           "Destroy exactly 3 cards on the top of each target's deck."),
    Phrase("effect", r"sacrifice {TARGETS}", lambda m: SacrificeTargets(_who(m), m[0]), "Sacrifice each target."),
    Phrase("effect", r"negate (?:that|the) summon", _negate_summon, "Negate that summon."),
    # "Negate an opponent's creature's ability.": the link responded to, always another player's ("You may
    # not respond to your own chain links", "Chains")
    Phrase("effect", r"negate (?:that|the|{OPPONENTS}) (?P<what>{ACTIVATED}|attack)",
           lambda m: Negate(_action_kind(m["what"]), m[0]), "Negate that ability."),
    Phrase("effect", r"negate (?:it|that)", lambda m: Negate("link", m[0]),
           "Negate it."),  # in a response: the chain link it responds to, whatever it is

    Phrase("effect", r"draw {N} cards?", lambda m: Draw(num(m), "you", m[0]), "Draw 2 cards."),
    Phrase("effect", r"(?P<who>one player|each target|each player|each opponent|you) draws? {N} cards?",
           lambda m: Draw(num(m), m["who"].lower(), m[0]), "One player draws 2 cards."),
    Phrase("effect", r"reveal {TARGETS}", lambda m: Reveal(_who(m), m[0]), "Reveal all targets."),
    Phrase("effect", r"return {TARGETS} to (?:its|their) owners?'s? hands?",
           lambda m: ReturnToHand(_who(m), m[0]), "Return each target to its owner's hand."),
    Phrase("effect", r"give control of {TARGETS} to a different player of your choice",
           lambda m: GiveControl(_who(m), m[0]),
           "Give control of each target to a different player of your choice."),
    Phrase("effect", r"take control of {TARGETS}", lambda m: TakeControl(_who(m), m[0]),
           "Take control of each target."),
    Phrase("effect", r"(?P<verb>summon or cast|summon|cast) (?P<which>any number of targets|each target|all targets|"
                     r"the targets?)(?: that (?:are|is) not in play)?(?: \(paying the usual costs\))?",
           lambda m: SummonOrCast(m[0], m["verb"].lower(), every=not m["which"].lower().startswith("any")),
           "Summon or cast any number of targets that are not in play (paying the usual costs)."),
    Phrase("effect", r"(?P<verb>exhaust|unexhaust) {TARGETS}",
           lambda m: Exhaust(m["verb"].lower() == "exhaust", _who(m), m[0]), "Exhaust each target."),
]

_COMPILED = [(p, p.regex) for p in PHRASES]
# the verbs an effect or cost opens with (each phrase's example), and their other words in _SAME ("deal"
# damage, "put" a counter, "gain" control); "Target" is not one: "target creature and target player" is one
# target selection, never two sentences
VERBS = sorted({p.example.split()[0].lower() for p in PHRASES if p.role in ("effect", "cost")} - {"one"}
               | {"deal", "put", "gain", "reduce", "unexhaust", "cast"})
# effects joined in one sentence, each resolved in order as if written as its own sentence: "Deal 2 damage to
# target creature and draw 1 card.", "... & draw a card."
AND = re.compile(rf",?\s+(?:and|&)\s+(?:then\s+)?(?=(?:{'|'.join(VERBS)})\b)", re.I)
LASTS_THE_TURN = (ChangeStat, IncreaseOrDecrease, Spread, Exhaust)  # effects that end at the Recovery Phase


def _match(roles: tuple[str, ...], text: str):
    for phrase, regex in _COMPILED:
        if phrase.role in roles:
            m = regex.fullmatch(text)
            if m:
                meaning = phrase.build(m)
                if meaning is not None:
                    return meaning
    return None


def read(role: str, sentence: str):
    """The meaning of a sentence in a role, or None: as written, else in the table's words
    (same_words: "Activate when this creature gets destroyed."). A cost phrase also reads as an
    effect. IllegalText for a sentence the rules forbid."""
    meaning = _read(role, sentence)
    if meaning is None:
        same = same_words(sentence)
        if same != sentence:
            meaning = _read(role, same)
    return meaning


def _read(role: str, sentence: str):
    text = re.sub(r"\s+", " ", sentence.strip().rstrip(".").strip())
    roles = (role, "cost") if role == "effect" else (role,)
    meaning = _match(roles, text)
    if meaning is not None or role != "effect":
        return meaning
    m = _duration(TURN, text)
    if m:
        meaning = _match(roles, m["body"])
        if isinstance(meaning, LASTS_THE_TURN):
            return replace(meaning, text=text)
        return None
    m = _duration(LONGER, text)
    if m and isinstance(_match(roles, m["body"]), LASTS_THE_TURN):
        raise IllegalText(f"\"{text}\": a change to a creature lasts only for the turn in which it takes effect "
                          f"(every creature's offense and defense return to the printed values, and every card is "
                          f"unexhausted, in the Recovery Phase), not {m['dur'].lower()}", rules.RESOURCES)
    return None


def _duration(forms: tuple[re.Pattern, re.Pattern], text: str) -> re.Match | None:
    return forms[0].match(text) or forms[1].match(text)


# words that refer back to what the ability targeted ("Target": "All targets continue to be
# targeted"), or to the card itself when it targets nothing, in the words the table reads
_BACK = [
    (r"\beach of (?:them|those \w+|these \w+|the targets)\b", "{one}"),
    (r"\bits (offense and defense|offense|defense)\b", "the \\1 of {one}"),
    (r"\btheir (offense and defense|offense|defense)\b", "the \\1 of {all}"),
    (r"\b(?:that|the targeted) (?:creature|card|trap|spell|resource|player|opponent)\b|\bthe target\b|\bit\b",
     "{one}"),
    (r"\b(?:those|these|the targeted) (?:creatures|cards|traps|spells|resources|players|opponents)\b|"
     r"\bthe targets\b|\bthem\b", "{all}"),
]


def back_references(sentence: str, targeted: bool) -> str:
    """The sentence with its references back ("Destroy that creature.", "Decrease its offense by
    3.", "Return them to their owners' hands.") in the table's words: the targets ("each target",
    "all targets") after a target sentence, else the card itself ("this card"). Read only when the
    sentence as written reads as nothing ("Negate that spell." keeps its own meaning)."""
    one, every = ("each target", "all targets") if targeted else ("this card", "this card")
    return _rewrite(sentence, [(pattern, words.format(one=one, all=every)) for pattern, words in _BACK])


def _rewrite(sentence: str, table: list[tuple[str, str]]) -> str:
    """The sentence with each (pattern, replacement) of the table applied in turn."""
    for pattern, words in table:
        sentence = re.sub(pattern, words, sentence, flags=re.I)
    return sentence


# other words card makers use for the rulebook's own (each rewrite says the same thing in the
# table's words): "deal damage" is to inflict it; "an opponent's creature" is one an opponent
# controls; "your creature" one you control
_SAME = [
    # an opponent, however written: "your opponent's", "opposing", "each of your opponents"
    (r"\byour opponent\b|\b(?:an )?opposing player\b|\banother player\b", "an opponent"),
    # formal wordings (a ninth blind round): "upon", "said", "under your control", "each and every"
    (r"\b(inflicted|dealt) upon\b", "\\1 to"),
    (r"\bdamage upon\b", "damage to"),
    (r"^((?:inflict|deal)\b[^.]*?) upon\b", "\\1 to"),
    (r"\bupon\b", "on"),
    (r"\beach and every\b", "each"),
    (r"\b(?:the )?(?:said|aforementioned)\b", "that"),
    (r"\beach such (?:target|creature|card|trap|player|opponent)\b", "each target"),
    (r"\bsuch targets\b", "all targets"),
    (r"\bthe creature bearing this counter\b", "this creature"),
    (r"\b(creatures?|traps?|cards?) under (?:your|their) control\b", "\\1 you control"),
    (r"\bopponents? of the caster\b", "opponent"),
    (r"\bin the graveyard of this (?:creature|card|spell)'s controller\b", "in your graveyard"),
    (r"\bcontrolled by (?:your|an) opponents\b", "controlled by an opponent"),
    (r"\beach creature controlled by an opponent\b", "each creature an opponent controls"),
    (r"\b(?:the controller of this (?:creature|card|spell|trap)|its controller)\b(?= (?:draws?|must|pays?)\b)", "you"),
    (r"\byour own\b", "your"),
    (r"^target any one (player|creature|opponent|trap)\b", "target one \\1"),
    (r"\bthe sum of\b", "the total of"),
    (r"\ban attack declared against you by an opponent\b", "an opponent's attack targeting you"),
    (r"\ban attack declared against (you|this creature)\b", "an attack targeting \\1"),
    (r"^thereafter,? ", ""),
    (r"\b(?:(?:each|all|every) of your opponents|all (?:your )?opponents|every opponent)\b", "each opponent"),
    (r"\ban? (?:opposing|enemy) (creature|trap)\b", "an opponent's \\1"),
    (r"\b(?:opposing|enemy) (creatures?|traps?)\b", "\\1 an opponent controls"),
    (r"\ba creature of yours\b", "one of your creatures"),
    (r"\bevery\b", "each"),  # "every creature in play" ("Turn Order": "Every creature ... has its offense ... reset")
    # the rulebook's own other verbs and word orders
    (r"\breduce\b", "decrease"),  # "You may not reduce ... the offense or the defense" ("A total of")
    (r"\b(?:from|off) the top of\b|\bon top of\b", "on the top of"),
    (r"\bon the top of their deck\b", "on the top of each target's deck"),
    (r"\bthe top (\S+) cards? of (your|an opponent's|each target's|one player's|that player's) deck\b",
     "\\1 cards on the top of \\2 deck"),
    (r",? paying the usual costs\b", " (paying the usual costs)"),
    (r"\bboth of them\b|\beach one\b", "each of them"),
    (r"\bto (?:both|each)(?=\.?$)", "to each of them"),  # "Inflict 3 damage to both."
    (r"\bto the hand of its owner\b", "to its owner's hand"),
    (r"\bhit ?points?\b|\bHP\b", "hitpoints"),
    (r"\bdmg\b", "damage"),
    (r"^draw ([^\s.]+)(?=\.?$)", "draw \\1 cards"),  # "Draw 1."
    (r"\bdamage on\b", "damage to"),
    (r"^(?:each|every) (opponent|player) takes (\S+) damage(?=\.?$)", "inflict \\2 damage to each \\1"),
    (r"\b(?:deal|inflict) that much damage to\b", "inflict damage equal to the total of the dice rolled to"),
    (r"^(its|their) (offense and defense|offense|defense) (?:is|are) (increased|decreased) by\b",
     lambda m: f"{m[3][:-1]} {m[1]} {m[2]} by"),
    (r"\b(this (?:trap|creature|card|spell))'s (destroyed|sacrificed|attacked)\b", "\\1 is \\2"),
    # caveats without "you must": "Attacking with this creature costs 2 hitpoints.", "Sacrifice a creature to
    # summon this creature."
    (r"^(summoning|attacking with|defending with) this creature costs (.+?)(?=\.?$)",
     lambda m: f"you must pay {m[2]} to {m[1].replace('ing', '', 1)} this creature"),
    (r"^(sacrifice|pay|exhaust|remove|destroy) (.+?) to (summon|attack with|defend with) this creature(?=\.?$)",
     "you must \\1 \\2 to \\3 this creature"),
    (r"^then,? ", ""),  # "Then draw a card." (a sentence of its own)
    (r"^they (draw|each draw)\b", "each target draws"),
    (r"^(it|they|that creature|the target|that card) (?:is|are|gets?) destroyed(?=\.?$)", "destroy \\1"),
    (r"^put (\S+ (?:\w+ )?counters? on)\b", "place \\1"),
    (r"\bgain control of\b", "take control of"),
    (r"\ball players\b", "each player"),
    (r"^your opponents each draw\b", "each opponent draws"),
    (r"\bequal to the (?:result|roll|number rolled|dice rolled)\b", "equal to the total of the dice rolled"),
    (r"\binflict the (?:result|roll|dice rolled) as damage to\b", "inflict damage equal to the total of the dice rolled to"),
    (r"^in order to\b", "to"),  # "In order to defend with this creature, you must ..."
    (r"\bin order to (summon|attack with|defend with) this creature\b", "to \\1 this creature"),
    (r"^(summoning|attacking with|defending with) this creature requires (?:you|its controller) to (.+?)(?=\.?$)",
     lambda m: f"you must {m[2]} to {m[1].replace('ing', '', 1)} this creature"),
    (r"\bthe top card of (your|an opponent's|each target's|one player's|that player's) deck\b",
     "1 card on the top of \\1 deck"),
    (r"^exhaust (\S+) unexhausted creatures? you control\b", "exhaust \\1 of your unexhausted creatures"),
    (r"\bchosen by an opponent\b(?! of your choice)", "selected by an opponent"),
    (r"\bthe activation of (an opponent's|your|a|an) (trap|ability|spell)\b", "\\1 \\2"),
    (r"\bthat targets\b", "targeting"),
    (r"^(destroy|exhaust|unexhaust|reveal|sacrifice) both(?=\.?$)", "\\1 them"),
    (r"\bdamage to a player of your choice\b", "damage to any one player"),
    (r"\ba total of (\S+) damage to (?:the targets|them)\b", "a total of \\1 damage to all targets"),
    (r"\bdamage to any (?:1 |)player\b", "damage to any one player"),  # the banned text, however numbered
    # "damage to a player" is to the one player you select ("One player": "any player, including
    # yourself"): the banned text too, not a target selection (inline_targets)
    (r"\bdamage to (?:a|one|1|a single) player\b", "damage to any one player"),
    # counters by whose they are: "Remove two of this creature's counters." is "Remove 2 counters from this
    # creature." (an activation cost, "such as removing a certain number of counters")
    (r"\b(remove (?:up to )?\S+) of (this (?:card|creature)|that creature|target creature|the target)'s "
     r"((?:[a-z]+ )?counters?)\b", "\\1 \\3 from \\2"),
    # "that creature's defense" ("subtract the damage amount from the creature's defense")
    (r"\b(?:that|the) (?:creature|card|target)'s (offense and defense|offense|defense)\b", "its \\1"),
    (r"\bthis (creature|card|spell|trap)'s (offense and defense|offense|defense)\b", "the \\2 of this \\1"),
    (r"\btarget creature's (offense and defense|offense|defense)\b", "the \\1 of target creature"),
    (r"\btarget opponent's (creature|trap)\b", "target \\1 an opponent controls"),
    # events in other words: "gets destroyed" (the rulebook: "if it gets destroyed"), "a spell cast by an
    # opponent", "you are dealt damage"
    (r"\bgets (destroyed|sacrificed|attacked|damaged)\b", "is \\1"),
    (r"\b(?:a|an|any) (spell|trap|ability|attack|summon) (?:cast |activated |initiated |declared |made |performed )?"
     r"by an opponent\b",
     "an opponent's \\1"),
    (r"\byou are dealt damage\b|\bdamage is (?:inflicted|dealt) to you\b", "you take damage"),
    (r"\ba creature (?:being |is )?summoned by an opponent\b", "an opponent summoning a creature"),
    (r"\b(a|an|your|an opponent's) (creature|spell|trap|ability|attack) being (summoned|cast|activated|initiated)\b",
     "\\1 \\2 is \\3"),
    (r"\b(this (?:creature|card)) is dealt damage\b", "\\1 takes damage"),
    (r"\bdeal(?=s? (?:a total of )?(?:\S+ )?damage\b|s? damage equal)", "inflict"),
    (r"^target (?:an|one|1) opponent's (creature|trap)\b", "target 1 \\1 an opponent controls"),
    (r"^target (?:one of )?your (creature|trap)\b(?! you control)", "target 1 \\1 you control"),
    (r"^target (up to |exactly )?(\w+) (?:of )?(?:an opponent's|your opponents') (creatures|traps)\b",
     "target \\1\\2 \\3 an opponent controls"),
    # a graveyard recovery: NECROMANCY targets "cards in one player's graveyard" ("Creatures, Abilities,
    # and Battles"); a card in your graveyard is yours (a destroyed or sacrificed card goes to its owner's
    # graveyard, "The Field"), so your hand is its owner's: "Return each target to its owner's hand."
    (r"\b(cards?|creatures?|spells?) from (your|an opponent's|one player's) graveyard\b", "\\1 in \\2 graveyard"),
    (r"\bin your graveyard to your hand\b", "in your graveyard to its owner's hand"),
    # a state of whose cards to target: "Target 1 of your exhausted creatures." is "Target 1 exhausted creatures you
    # control." (only a target: "exhaust 2 of your unexhausted creatures" is the rulebook's own cost)
    (r"^(target (?:up to |exactly )?\S+) of (your|an opponent's) (exhausted|unexhausted) (creatures|traps)\b",
     lambda m: f"{m[1]} {m[3]} {m[4]} {'you control' if m[2].lower() == 'your' else 'an opponent controls'}"),
]


_INLINE_TARGET = re.compile(r"\btarget (?P<noun>player|opponent|creature|trap)"
                            r"(?P<ctl> you control| an opponent controls| controlled by (?:you|an opponent))?\b", re.I)
# where a thing an effect acts on may start when it is written without "target": a number or "a"/"an"
# ("a creature an opponent controls", "1 of an opponent's creatures"), "up to", "exactly", "another";
# never "each", "all" or "any number of": those name a group, settled as the effect resolves
_INLINE_START = re.compile(rf"\b(?:up to |exactly )?(?:{NUMBER}|another\b)", re.I)


def inline_targets(sentence: str) -> list[tuple[str, str]]:
    """The ways to read a target selection inside an effect ("Any sentence which has you 'target'
    something is a target selection"), each as the table's two sentences, in the order to try them:
    "Inflict 3 damage to target player." is "Target 1 player." then "Inflict 3 damage to each
    target."; and a thing the effect acts on that only a target selection can pick ("Destroy a
    creature an opponent controls.": one of them, chosen as the ability is activated) is "Target a
    creature an opponent controls." then "Destroy each target." (the longest such words first). A
    split counts only when both halves read (cards._read_steps)."""
    out = []
    m = _INLINE_TARGET.search(sentence)
    if m is not None and m.start() > 0:
        out.append((f"Target 1 {m['noun'].lower()}{(m['ctl'] or '').lower()}.",
                    sentence[:m.start()] + "each target" + sentence[m.end():]))
    body = sentence.rstrip().rstrip(".")
    ends = [e.start() for e in re.finditer(r"\b(?=\s|$)", body)]
    for start in _INLINE_START.finditer(body):
        if start.start() == 0:
            continue
        for end in sorted((e for e in ends if e > start.start()), reverse=True):
            out.append((f"Target {body[start.start():end]}.",
                        body[:start.start()] + "each target" + body[end:] + "."))
    return out


# words a card maker may use that are no component of the rulebook's, and the rule that says how
# the rulebook writes what they mean
_NOT_COMPONENTS = [
    (r"^(?:choose|select)\b", "a selection of cards or players is written “Target ...”", rules.TARGET),
    (r"\b(?:gains?|loses?|restores?|heals?) (?:\S+ )?hitpoints?\b",
     "hitpoints change only by damage (“Inflict N damage to ...”) or by paying them (“Pay N hitpoints.”)",
     rules.WINNING),
]


def not_a_component(sentence: str) -> tuple[str, str] | None:
    """(why, rule) for a sentence that uses words the rulebook has no component for, or None."""
    for pattern, why, rule in _NOT_COMPONENTS:
        if re.search(pattern, sentence.strip(), re.I):
            return why, rule
    return None


def same_words(sentence: str) -> str:
    """The sentence with other words for the table's components in the table's words (_SAME); read
    only when the sentence as written reads as nothing."""
    return _rewrite(sentence, _SAME)


def sentences(paragraph: str) -> list[str]:
    """A paragraph's sentences; ", then " starts a new one, and so does "and" (or "&") before the
    verb of an effect or cost ("Destroy it and draw a card.")."""
    out = []
    for s in SENTENCE_END.split(paragraph.strip()):
        parts = [q for p in THEN.split(s) for q in AND.split(p)]
        for i, p in enumerate(parts):
            p = p.strip()
            if not p:
                continue
            if i < len(parts) - 1 and not p.endswith("."):
                p += "."
            out.append(p[0].upper() + p[1:])
    return out
