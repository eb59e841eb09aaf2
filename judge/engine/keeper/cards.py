"""Card definitions from a fixture's `cards:` and the reading of ability text.

Cards in Keeper of the Cards are made by players, so a scenario defines each
card it uses: name, type (creature | spell), cost, offense and defense
(creatures), and ability text. The text is read with the phrase table
(`phrases.py`) into a caveat (creatures), abilities and named-counter effects;
a sentence the table cannot read is a ScenarioError naming it and the card.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from judge.engine.base import ScenarioError
from judge.engine.keeper import phrases
from judge.engine.keeper.caveats import Restriction, SummonCost
from judge.engine.keeper.events import Condition

CARD_KEYS = {"name", "type", "cost", "offense", "defense", "text"}


@dataclass
class Ability:
    """One ability: optional name, activation condition, activation costs, then
    target selections and effects in the order written."""

    card: str
    index: int
    name: str | None
    text: str
    condition: Condition | None = None
    costs: list = field(default_factory=list)
    steps: list = field(default_factory=list)

    @property
    def label(self) -> str:
        return f"{self.card}: {self.name}" if self.name else self.card

    @property
    def targets(self) -> list:
        return [s for s in self.steps if hasattr(s, "select")]

    @property
    def effects(self) -> list:
        return [s for s in self.steps if not hasattr(s, "select")]


@dataclass
class CardDef:
    name: str
    type: str  # creature | spell
    cost: int
    offense: int | None
    defense: int | None
    text: str
    summon_costs: list = field(default_factory=list)
    restrictions: set = field(default_factory=set)
    abilities: list[Ability] = field(default_factory=list)
    counter_effects: dict[str, list] = field(default_factory=dict)
    revisions: list = field(default_factory=list)  # revised texts applied (checker Findings)
    verdict: object = None  # the checker's CheckResult for the printed text

    def ability(self, ref) -> Ability | None:
        """An ability by 1-based index or by name (case-insensitive)."""
        if ref is None:
            return self.abilities[0] if len(self.abilities) == 1 else None
        if isinstance(ref, int) and not isinstance(ref, bool):
            return self.abilities[ref - 1] if 1 <= ref <= len(self.abilities) else None
        for a in self.abilities:
            if a.name and a.name.lower() == str(ref).strip().lower():
                return a
        return None


def _int(value, what: str, where: str, line: int, low: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise ScenarioError(f"{where}: {what} must be a whole number >= {low}, not {value!r}", line)
    return value


def parse_card(data, where: str, line: int, key_line=lambda k: None) -> CardDef:
    """A card definition from fixture data; ScenarioError on a bad field or unreadable text."""
    if not isinstance(data, dict):
        raise ScenarioError(f"{where}: a card is a mapping with name, type, cost, offense, defense, text", line)
    unknown = sorted(set(data) - CARD_KEYS)
    if unknown:
        raise ScenarioError(f"{where}: unknown card field {unknown[0]!r}; known: {', '.join(sorted(CARD_KEYS))}",
                            key_line(unknown[0]) or line)
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ScenarioError(f"{where}: a card needs a `name`", line)
    kind = str(data.get("type", "")).lower()
    if kind not in ("creature", "spell"):
        raise ScenarioError(f"{where}: card {name!r}: `type` must be creature or spell", key_line("type") or line)
    cost = _int(data.get("cost", 0), f"card {name!r}: cost", where, key_line("cost") or line)
    offense = defense = None
    if kind == "creature":
        for k in ("offense", "defense"):
            if k not in data:
                raise ScenarioError(f"{where}: creature {name!r} needs `{k}`", line)
        offense = _int(data["offense"], f"card {name!r}: offense", where, key_line("offense") or line)
        defense = _int(data["defense"], f"card {name!r}: defense", where, key_line("defense") or line)
    elif "offense" in data or "defense" in data:
        raise ScenarioError(f"{where}: spell {name!r} has no offense or defense (only creatures do)", line)
    text = data.get("text") or ""
    if not isinstance(text, str):
        raise ScenarioError(f"{where}: card {name!r}: `text` must be a string", key_line("text") or line)
    card = CardDef(name.strip(), kind, cost, offense, defense, text.strip())
    read_text(card, key_line("text") or line, where)
    return card


def read_text(card: CardDef, line: int, where: str = "") -> None:
    """Read the card's ability text (revised texts applied) into caveat, abilities, counters."""
    from judge.engine.keeper.checker import apply_revisions, check_card

    card.verdict = check_card(card.text)
    if not card.verdict.legal:
        return  # a banned card may not be used in a game: nothing to read (using it is refused)
    text, card.revisions = apply_revisions(card.text)
    paragraphs = [p.strip() for p in text.splitlines() if p.strip()]
    at = f"{where}: " if where else ""
    for i, para in enumerate(paragraphs):
        name, body = None, para
        m = phrases.ABILITY_NAME.match(para)
        if m:
            name, body = m["name"].strip(), m["body"].strip()
        if i == 0 and card.type == "creature" and name is None and "this creature" in para.lower():
            _read_caveat(card, body, line, at)
            continue
        cm = phrases.COUNTER_DEFINITION.match(name or "")
        if cm:
            card.counter_effects[cm["name"].lower()] = _read_steps(card, phrases.sentences(body), line, at,
                                                                   allow_targets=False)
            continue
        card.abilities.append(_read_ability(card, len(card.abilities) + 1, name, body, line, at))
    if card.type == "spell" and len(card.abilities) > 1:
        raise ScenarioError(f"{at}spell {card.name!r} has {len(card.abilities)} abilities; a spell has a single "
                            f"ability [Casting Spells and Setting Traps]", line)


def _unreadable(card: CardDef, sentence: str, line: int, at: str, what: str = "phrase"):
    return ScenarioError(f"{at}card {card.name!r}: cannot read the {what} {sentence!r} "
                         f"(not in the phrase table, judge/engine/keeper/phrases.py)", line)


def _read_caveat(card: CardDef, body: str, line: int, at: str) -> None:
    for s in phrases.sentences(body):
        meaning = phrases.read("caveat", s)
        if meaning is None:
            raise _unreadable(card, s, line, at, "caveat")
        if isinstance(meaning, SummonCost):
            card.summon_costs.append(meaning)
        elif isinstance(meaning, Restriction):
            card.restrictions.add(meaning.what)


def _read_ability(card: CardDef, index: int, name, body: str, line: int, at: str) -> Ability:
    ability = Ability(card.name, index, name, body)
    sents = phrases.sentences(body)
    if sents:
        cond = phrases.read("condition", sents[0])
        if cond is not None:
            if cond.event is None:
                raise _unreadable(card, cond.event_text, line, at, "activation condition event")
            ability.condition = cond
            sents = sents[1:]
    while sents:
        cost = phrases.read("cost", sents[0])
        if cost is None:
            break
        ability.costs.append(cost)
        sents = sents[1:]
    ability.steps = _read_steps(card, sents, line, at)
    return ability


def _read_steps(card: CardDef, sents: list[str], line: int, at: str, allow_targets: bool = True) -> list:
    steps = []
    for s in sents:
        meaning = phrases.read("target", s) if allow_targets else None
        if meaning is None:
            meaning = phrases.read("effect", s)
        if meaning is None:
            raise _unreadable(card, s, line, at)
        steps.append(meaning)
    return steps

