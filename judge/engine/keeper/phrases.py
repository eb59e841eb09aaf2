"""The phrase table: every sentence of ability text the interpreter can read,
and what it means. This is the engine's whole card vocabulary, in one place.

Each phrase is a pattern over one sentence (matched whole, case-insensitive,
without its final period) and a builder that turns the match into a
condition, event, caveat, cost, target selection or effect. Numbers may be
digits or words up to ten ("one", "a"). A sentence no phrase reads is a
ScenarioError naming the sentence and its card (`cards.py`).

Grammar around the phrases (see `cards.py`): a paragraph is an ability; it may
start with a name and a colon ("NECROMANCY: ..."); a paragraph named
"<name> counter: ..." says what removing such a named counter does; the first
paragraph of a creature is its caveat when it names "this creature"; sentences
end with a period, and ", then " joins two sentences.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from judge.engine.keeper.caveats import Restriction, SummonCost
from judge.engine.keeper.costs import ExhaustCreatures, PayHitpoints, RemoveCounters, SacrificeInPlay, TopOfDeck
from judge.engine.keeper.effects import (
    ChangeDice, ChangeStat, Destroy, Draw, Exhaust, GiveControl, IncreaseOrDecrease, InflictDamage,
    InflictDiceTotal, InflictTotal, Negate, PlaceCounters, RemoveCountersFrom, ReturnToHand, Reveal, RollDice,
    SummonOrCast, TakeControl,
)
from judge.engine.keeper.events import ActionEvent, CardEvent, Condition, DamageEvent
from judge.engine.keeper.targets import TargetSpec, ThisCard

WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
         "eight": 8, "nine": 9, "ten": 10}
N = r"(?P<n>\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)"
WHO = r"(?P<who>each target|all targets|this card|this creature)"
TARGETS = r"(?P<who>each target|all targets)"
NAMED = r"(?:(?P<name>[a-z]+) )?"  # a named counter: "offense counter"

# Sentence grammar
ABILITY_NAME = re.compile(r"^(?P<name>[^.:]{1,40}):\s+(?P<body>.+)$", re.S)
COUNTER_DEFINITION = re.compile(r"^(?P<name>[a-z]+) counters?$", re.I)
SENTENCE_END = re.compile(r"(?<=\.)\s+")
THEN = re.compile(r",\s+then\s+", re.I)


def num(m: re.Match, group: str = "n") -> int:
    v = m[group].lower()
    return WORDS[v] if v in WORDS else int(v)


def _whose(text: str | None) -> str:
    t = (text or "").strip().lower()
    if t.startswith(("an opponent", "opponent")):
        return "opponent"
    if t.startswith(("you", "your")):
        return "you"
    return "any"


def _counter_name(m: re.Match) -> str | None:
    name = m["name"]
    return name.lower() if name and name.lower() not in ("counter", "counters") else None


def _target_noun(m: re.Match) -> TargetSpec:
    noun = m["noun"].lower()
    whose = "any"
    if noun.startswith("of your "):
        whose, noun = "yours", noun[len("of your "):]
    control = (m["ctl"] or "").strip().lower()
    if control == "you control":
        whose = "yours"
    elif control:
        whose = "opponents"
    kind = ("card_in_play" if noun.startswith("card") else "creature" if noun.startswith("creature")
            else "trap" if noun.startswith("trap") else "resource")
    return TargetSpec(num(m), kind, whose, up_to=bool(m["upto"]), exactly=bool(m["exactly"]),
                      random=bool(m["random"]), selected_by_opponent=bool(m["sel"]), text=m[0])


@dataclass(frozen=True)
class Phrase:
    role: str  # condition | event | caveat | cost | target | effect
    pattern: str
    build: Callable[[re.Match], object]
    example: str  # a sentence the phrase reads (tested)

    @property
    def regex(self) -> re.Pattern:
        return re.compile(self.pattern.replace("{N}", N).replace("{WHO}", WHO).replace("{TARGETS}", TARGETS)
                          .replace("{NAMED}", NAMED), re.I)


PHRASES: list[Phrase] = [
    # --- activation conditions (the first sentence) ------------------------------
    Phrase("condition", r"activate in response to (?P<event>.+)",
           lambda m: Condition("response", read("event", m["event"]), m[0], m["event"]),
           "Activate in response to an opponent's summon."),
    Phrase("condition", r"activate when (?P<event>.+)",
           lambda m: Condition("when", read("event", m["event"]), m[0], m["event"]),
           "Activate when this card is destroyed."),
    # --- events (the X of a condition) -----------------------------------------------
    Phrase("event", r"(?P<whose>an opponent's|your|any player's|an|a|any) (?P<kind>summon|attack|ability|spell)"
                    r"(?: targeting (?P<t>you|this card|this creature))?",
           lambda m: ActionEvent(m["kind"].lower(), _whose(m["whose"]),
                                 None if not m["t"] else "you" if m["t"].lower() == "you" else "this"),
           "an opponent's attack targeting you"),
    Phrase("event", r"this (?:card|creature) is destroyed",
           lambda m: CardEvent("destroyed", this=True), "this card is destroyed"),
    Phrase("event", r"(?P<whose>a|an opponent's|your) creature is (?P<verb>destroyed|sacrificed)",
           lambda m: CardEvent(m["verb"].lower(), whose=_whose(m["whose"])), "a creature is destroyed"),
    Phrase("event", r"(?P<whose>you|an opponent|a player) summons? a creature",
           lambda m: CardEvent("summon", whose=_whose(m["whose"])), "an opponent summons a creature"),
    Phrase("event", r"(?P<whose>you|an opponent|a player) (?:takes?|receives?) damage",
           lambda m: DamageEvent(_whose(m["whose"])), "you take damage"),
    Phrase("event", r"(?P<whose>you|an opponent|a player) attacks?",
           lambda m: ActionEvent("attack", _whose(m["whose"])), "an opponent attacks"),
    # --- caveats (first paragraph of a creature, naming "this creature") -------------
    Phrase("caveat", r"you must pay {N} hitpoints? to summon this creature",
           lambda m: SummonCost(PayHitpoints(num(m)), m[0]), "You must pay 3 hitpoints to summon this creature."),
    Phrase("caveat", r"you must sacrifice {N} cards? in play to summon this creature",
           lambda m: SummonCost(SacrificeInPlay(num(m)), m[0]),
           "You must sacrifice 1 card in play to summon this creature."),
    Phrase("caveat", r"you must (?P<verb>sacrifice|destroy) {N} cards? on the top of your deck to summon this creature",
           lambda m: SummonCost(TopOfDeck(m["verb"].lower(), num(m)), m[0]),
           "You must destroy 2 cards on the top of your deck to summon this creature."),
    Phrase("caveat", r"you must exhaust {N} of your unexhausted creatures in play"
                     r"(?P<opp> chosen by an opponent of your choice)? to summon this creature",
           lambda m: SummonCost(ExhaustCreatures(num(m), bool(m["opp"])), m[0]),
           "You must exhaust 1 of your unexhausted creatures in play chosen by an opponent of your choice "
           "to summon this creature."),
    Phrase("caveat", r"this creature cannot (?P<what>attack|defend)",
           lambda m: Restriction(m["what"].lower(), m[0]), "This creature cannot defend."),
    # --- activation costs (right after the condition; later in the text, effects) ----
    Phrase("cost", r"remove {N} {NAMED}counters? from this (?:card|creature)",
           lambda m: RemoveCounters(num(m), _counter_name(m), m[0]), "Remove 2 counters from this card."),
    Phrase("cost", r"pay {N} hitpoints?", lambda m: PayHitpoints(num(m), m[0]), "Pay 3 hitpoints."),
    Phrase("cost", r"sacrifice (?P<exactly>exactly )?{N} cards? on the top of your deck",
           lambda m: TopOfDeck("sacrifice", num(m), "your", bool(m["exactly"]), m[0]),
           "Sacrifice 2 cards on the top of your deck."),
    Phrase("cost", r"sacrifice {N} cards? in play(?P<opp> selected by an opponent)?",
           lambda m: SacrificeInPlay(num(m), bool(m["opp"]), m[0]), "Sacrifice 1 card in play."),
    Phrase("cost", r"exhaust {N} of your unexhausted creatures in play(?P<opp> chosen by an opponent of your choice)?",
           lambda m: ExhaustCreatures(num(m), bool(m["opp"]), m[0]),
           "Exhaust 1 of your unexhausted creatures in play."),
    # --- target selection --------------------------------------------------------------
    Phrase("target", r"target this (?:card|creature)", lambda m: ThisCard(m[0]), "Target this card."),
    Phrase("target", r"target one player",
           lambda m: TargetSpec(1, "player", one_player=True, text=m[0]), "Target one player."),
    Phrase("target", r"target (?P<upto>up to )?(?P<exactly>exactly )?{N} (?P<noun>players?|opponents?)",
           lambda m: TargetSpec(num(m), "opponent" if m["noun"].lower().startswith("opp") else "player",
                                up_to=bool(m["upto"]), exactly=bool(m["exactly"]), text=m[0]),
           "Target up to 2 opponents."),
    Phrase("target", r"target (?P<upto>up to )?(?P<exactly>exactly )?{N} (?P<noun>creatures?|cards? in play|traps?|"
                     r"of your creatures|of your cards in play|of your traps|of your resources)"
                     r"(?P<ctl> you control| an opponent controls| your opponents control)?"
                     r"(?P<random> randomly)?(?P<sel> selected by an opponent)?",
           _target_noun, "Target up to 2 creatures an opponent controls."),
    Phrase("target", r"target (?P<upto>up to )?(?P<exactly>exactly )?{N} cards? in "
                     r"(?P<gy>one player's|your|an opponent's) graveyard(?P<random> randomly)?"
                     r"(?P<sel> selected by an opponent)?",
           lambda m: TargetSpec(num(m), "card", graveyard=m["gy"].lower(), up_to=bool(m["upto"]),
                                exactly=bool(m["exactly"]), random=bool(m["random"]),
                                selected_by_opponent=bool(m["sel"]), text=m[0]),
           "Target up to 2 cards in one player's graveyard randomly."),
    # --- effects -----------------------------------------------------------------------
    Phrase("effect", r"place {N} {NAMED}counters? on {WHO}",
           lambda m: PlaceCounters(num(m), _counter_name(m), m["who"].lower(), m[0]),
           "Place 1 counter on each target."),
    Phrase("effect", r"remove {N} {NAMED}counters? from {TARGETS}",
           lambda m: RemoveCountersFrom(num(m), _counter_name(m), m["who"].lower(), m[0]),
           "Remove 1 counter from each target."),
    Phrase("effect", r"inflict {N} damage to {WHO}",
           lambda m: InflictDamage(num(m), m["who"].lower(), m[0]), "Inflict 3 damage to each target."),
    Phrase("effect", r"inflict a total of {N} damage to (?:all )?targets",
           lambda m: InflictTotal(num(m), m[0]), "Inflict a total of 10 damage to all targets."),
    Phrase("effect", r"inflict damage equal to the total of the dice in the current chain to {WHO}",
           lambda m: InflictDiceTotal(m["who"].lower(), m[0]),
           "Inflict damage equal to the total of the dice in the current chain to each target."),
    Phrase("effect", r"roll (?:{N} dice|(?P<die>a die))",
           lambda m: RollDice(1 if m["die"] else num(m), m[0]), "Roll 2 dice."),
    Phrase("effect", r"set each die in the current chain to {N}",
           lambda m: ChangeDice("set", num(m), m[0]), "Set each die in the current chain to 1."),
    Phrase("effect", r"(?P<mode>increase|decrease) each die in the current chain by {N}",
           lambda m: ChangeDice(m["mode"].lower(), num(m), m[0]), "Increase each die in the current chain by 1."),
    Phrase("effect", r"increase or decrease the (?P<stat>offense|defense) of {TARGETS} by {N}",
           lambda m: IncreaseOrDecrease(m["stat"].lower(), num(m), m["who"].lower(), m[0]),
           "Increase or decrease the offense of each target by 2."),
    Phrase("effect", r"(?P<dir>increase|decrease) the (?P<stat>offense|defense) of {WHO} by {N}",
           lambda m: ChangeStat(m["stat"].lower(), 1 if m["dir"].lower() == "increase" else -1, num(m),
                                m["who"].lower(), m[0]),
           "Increase the offense of this creature by 4."),
    Phrase("effect", r"destroy {WHO}", lambda m: Destroy(m["who"].lower(), m[0]), "Destroy each target."),
    Phrase("effect", r"destroy (?P<exactly>exactly )?{N} cards? on the top of (?P<whose>your|each target's) deck",
           lambda m: TopOfDeck("destroy", num(m), m["whose"].lower(), bool(m["exactly"]), m[0]),
           "Destroy exactly 3 cards on the top of each target's deck."),
    Phrase("effect", r"negate that (?P<what>ability|attack|spell)",
           lambda m: Negate(m["what"].lower(), m[0]), "Negate that ability."),
    Phrase("effect", r"draw {N} cards?", lambda m: Draw(num(m), "you", m[0]), "Draw 2 cards."),
    Phrase("effect", r"one player draws {N} cards?", lambda m: Draw(num(m), "one player", m[0]),
           "One player draws 2 cards."),
    Phrase("effect", r"each target draws {N} cards?", lambda m: Draw(num(m), "each target", m[0]),
           "Each target draws 1 card."),
    Phrase("effect", r"reveal {TARGETS}", lambda m: Reveal(m["who"].lower(), m[0]), "Reveal all targets."),
    Phrase("effect", r"return {TARGETS} to (?:its|their) owners?'s? hands?",
           lambda m: ReturnToHand(m["who"].lower(), m[0]), "Return each target to its owner's hand."),
    Phrase("effect", r"give control of {TARGETS} to a different player of your choice",
           lambda m: GiveControl(m["who"].lower(), m[0]),
           "Give control of each target to a different player of your choice."),
    Phrase("effect", r"take control of {TARGETS}", lambda m: TakeControl(m["who"].lower(), m[0]),
           "Take control of each target."),
    Phrase("effect", r"summon or cast any number of targets that are not in play \(paying the usual costs\)",
           lambda m: SummonOrCast(m[0]),
           "Summon or cast any number of targets that are not in play (paying the usual costs)."),
    Phrase("effect", r"(?P<verb>exhaust|unexhaust) {TARGETS}",
           lambda m: Exhaust(m["verb"].lower() == "exhaust", m["who"].lower(), m[0]), "Exhaust each target."),
]

_COMPILED = [(p, p.regex) for p in PHRASES]


def read(role: str, sentence: str):
    """The meaning of a sentence in a role, or None. A cost phrase also reads as an effect."""
    text = sentence.strip().rstrip(".").strip()
    roles = (role, "cost") if role == "effect" else (role,)
    for phrase, regex in _COMPILED:
        if phrase.role in roles:
            m = regex.fullmatch(text)
            if m:
                return phrase.build(m)
    return None


def sentences(paragraph: str) -> list[str]:
    """A paragraph's sentences; ", then " starts a new one."""
    out = []
    for s in SENTENCE_END.split(paragraph.strip()):
        parts = THEN.split(s)
        for i, p in enumerate(parts):
            p = p.strip()
            if not p:
                continue
            if i < len(parts) - 1 and not p.endswith("."):
                p += "."
            out.append(p[0].upper() + p[1:])
    return out
