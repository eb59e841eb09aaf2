"""Card definitions from a fixture's `cards:` and the reading of ability text.

Cards in Keeper of the Cards are made by players, so a scenario defines each
card it uses: name, type (creature | spell), cost, offense and defense
(creatures), and ability text. The text is read with the phrase table
(`phrases.py`) into a caveat (creatures), abilities and named-counter effects;
a sentence the table cannot read is a ScenarioError naming it and the card.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from judge.engine.base import Finding, ScenarioError
from judge.engine.keeper import RULEBOOK, phrases, rules
from judge.engine.keeper.caveats import CaveatCost
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
    caveat_costs: list = field(default_factory=list)  # CaveatCost: to summon, attack with, defend with it
    restrictions: list = field(default_factory=list)  # Restriction: "This creature cannot defend."
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
    """Read the card's ability text (revised texts applied) into caveat, abilities,
    counters. A text the rules forbid makes the card illegal (refused when used, with
    the rule); a sentence the phrase table cannot read is a ScenarioError."""
    from judge.engine.keeper.checker import apply_revisions, check_card

    card.verdict = check_card(card.text)
    if not card.verdict.legal:
        return  # a banned card may not be used in a game: nothing to read (using it is refused)
    text, card.revisions = apply_revisions(card.text)
    at = f"{where}: " if where else ""
    try:
        _self_references(card, text)
        _read_paragraphs(card, text, line, at)
    except phrases.IllegalText as exc:
        card.caveat_costs, card.restrictions, card.abilities, card.counter_effects = [], [], [], {}
        card.verdict.findings.append(Finding("illegal", exc.message, exc.rule, f"{RULEBOOK}, {exc.rule}", False))


def _read_paragraphs(card: CardDef, text: str, line: int, at: str) -> None:
    paragraphs = [p.strip() for p in text.splitlines() if p.strip()]
    n = len(paragraphs) - sum(_is_counter_definition(p) for p in paragraphs)
    if card.type == "spell" and n > 1:
        raise phrases.IllegalText(f"spell {card.name!r} has {n} abilities (one paragraph each); spells are cards "
                                  f"that only have a single ability", rules.SPELLS)
    for i, para in enumerate(paragraphs):
        name, body = None, para
        m = phrases.ABILITY_NAME.match(para)
        if m:
            name, body = m["name"].strip(), m["body"].strip()
        if i == 0 and card.type == "creature" and name is None and _caveat(card, body, line, at):
            continue
        cm = phrases.COUNTER_DEFINITION.match(name or "")
        if cm:
            card.counter_effects[cm["name"].lower()] = _read_steps(card, phrases.sentences(body), line, at,
                                                                   allow_targets=False)
            continue
        card.abilities.append(_read_ability(card, len(card.abilities) + 1, name, body, line, at))


def _is_counter_definition(paragraph: str) -> bool:
    m = phrases.ABILITY_NAME.match(paragraph)
    return bool(m and phrases.COUNTER_DEFINITION.match(m["name"].strip()))


def _self_references(card: CardDef, text: str) -> None:
    """A card refers to itself by its type: a creature as "this card" or "this creature",
    a spell as "this card", "this spell" or "this trap" ("Card Types and Layout")."""
    allowed = ("card", "creature") if card.type == "creature" else ("card", "spell", "trap")
    own = "\n".join(p for p in text.splitlines() if not _is_counter_definition(p.strip()))
    for m in phrases.SELF.finditer(own):  # in "<Name> counter: ...", "this creature" is the counter's creature
        if m.group(1).lower() not in allowed:
            names = " or ".join(f'"this {a}"' for a in allowed)
            raise phrases.IllegalText(f"{card.type} {card.name!r} refers to itself as \"{m.group(0)}\": a "
                                      f"{card.type} is {names}", rules.CARD_TYPES)


def _unreadable(card: CardDef, sentence: str, line: int, at: str, what: str = "phrase"):
    other = phrases.not_a_component(sentence)
    if other is not None:
        return ScenarioError(f"{at}card {card.name!r}: {sentence!r} is no component of the rulebook's: "
                             f"{other[0]} [{other[1]}]", line)
    return ScenarioError(f"{at}card {card.name!r}: cannot read the {what} {sentence!r} "
                         f"(not in the phrase table, judge/engine/keeper/phrases.py)", line)


def _caveat(card: CardDef, body: str, line: int, at: str) -> bool:
    """Read the first paragraph as the creature's caveat, when it is one: it names "this
    creature" and is not an ability (no sentence of it reads as a condition, cost,
    target or effect). False when it is an ability."""
    if "this creature" not in body.lower():
        return False
    sents = phrases.sentences(body)
    if any(phrases.read(role, s) is not None for s in sents for role in ("condition", "target", "effect")):
        return False
    for s in sents:
        meaning = phrases.read("caveat", s)
        if meaning is None:
            raise _unreadable(card, s, line, at, "caveat")
        for m in meaning if isinstance(meaning, list) else [meaning]:
            if isinstance(m, CaveatCost):
                card.caveat_costs.append(m)
            else:
                card.restrictions.append(m)
    return True


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
    targeted = False
    for s in sents:
        same = phrases.same_words(s)  # other words for the table's ("Deal 3 damage", "an opponent's creature")
        target = phrases.read("target", s) if allow_targets else None  # read() tries the table's words too
        meaning = target or phrases.read("effect", s)
        targeted = targeted or target is not None
        if meaning is None:  # "that creature", "its offense", "them": what was targeted (or the card itself)
            meaning = phrases.read("effect", phrases.back_references(same, targeted))
        for first, then in phrases.inline_targets(same) if meaning is None and allow_targets else ():
            # "Inflict 3 damage to target player.", "Destroy a creature an opponent controls."
            target = phrases.read("target", first)
            rest = phrases.read("effect", then) if target is not None else None
            if rest is not None:
                steps.append(target)
                targeted, meaning = True, rest
                break
        if meaning is None:
            _misplaced(card, s)
            raise _unreadable(card, s, line, at)
        steps.append(meaning)
    return steps


def _misplaced(card: CardDef, sentence: str) -> None:
    """A condition or a caveat where the rules do not put it: IllegalText."""
    if phrases.read("condition", sentence) is not None:
        raise phrases.IllegalText(f"\"{sentence}\": an activation condition is the first sentence of the "
                                  f"ability", rules.CREATURES)
    if phrases.read("caveat", sentence) is not None:
        where = ("always on the first paragraph of the ability text" if card.type == "creature"
                 else "a rule of a creature; a spell has none")
        raise phrases.IllegalText(f"\"{sentence}\" is a caveat: caveats are {where}", rules.CREATURES)
