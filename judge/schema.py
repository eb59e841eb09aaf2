"""The schemas of the YAML maintainers and players write: ruling records and scenario fixtures.

One definition of each format (msgspec models), used to check a file before
anything reads it, with every error as `file:line: message`. The fixture
models follow ../shared/design/SCENARIOS.md field for field; unknown or
misspelled fields in `setup` and `expect` are errors (actions are checked
for the types of their common fields; the engine names an unknown verb).
Keeper fixtures name their own seats (`players: [a, b, c]`), so their seat
mappings are checked one by one against the seat model.

This module imports msgspec: only commands that check files import it, never
`judge ask` on a built index. The models can be exported as JSON Schema
(`json_schema()`) for editors.
"""
from __future__ import annotations

import re
import typing
from typing import Annotated, Any, Literal, Union

import msgspec

from judge.limits import MAX_ACTIONS, MAX_CARDS, MAX_IN_PLAY
from judge.rulings.records import KINDS

Count = Annotated[int, msgspec.Meta(ge=0)]
Answer = Union[str, int, float, bool, None]  # an answer in `choose`
Seat = Literal["player", "opponent"]
Bonus = Literal["amber", "capture", "damage", "draw"]
Tide = Literal["high", "low", "neutral"]
KeyColour = Literal["red", "blue", "yellow"]


class _Model(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A mapping whose fields are all known."""


class _Open(msgspec.Struct, omit_defaults=True):
    """A mapping with typed common fields; other fields are checked by whoever reads them."""


# -- ruling records (rulings/<game>/<id>.yaml) ---------------------------------------------------
class CardRef(_Model):
    title: str
    set: str = ""
    number: str = ""


class Source(_Model):
    rulebook: str
    section: str = ""


class Wording(_Model):
    """An older wording and the versions that print it."""

    versions: list[str]
    text: str
    question: Union[str, None] = None
    note: Union[str, None] = None
    also_prints_newest: list[str] = []


class RulingRecord(_Model):
    id: str
    kind: Literal[KINDS]
    text: str
    source: Source
    versions: list[str]
    title: Union[str, None] = None
    question: Union[str, None] = None
    topic: Union[str, None] = None
    cards: list[CardRef] = []
    history: list[Wording] = []
    notes: list[str] = []
    entries: list[str] = []
    unverified: Union[str, None] = None
    contradicts: list["Contradiction"] = []  # rules of its own rulebooks that its answer contradicts


class Contradiction(_Model):
    """A rule or erratum that a ruling's answer contradicts: its corpus entry
    (`keyforge/1.3/errata/library-access-cota-115`)."""

    entry: str


# -- KeyForge fixtures -------------------------------------------------------------------------
class KeyForgeCard(_Model):
    """A card entry in `setup` (`Title` or `Title (SET NNN)` where a name stands)."""

    card: str
    id: Union[str, None] = None
    owner: Union[Seat, None] = None
    house: Union[str, None] = None
    maverick: Union[str, None] = None
    enhancements: list[Bonus] = []
    exhausted: bool = False
    stunned: bool = False
    enraged: bool = False
    warded: bool = False
    damage: Count = 0
    amber: Count = 0
    power: Count = 0
    tokens: Union[dict[str, Count], None] = None  # counters of any kind, as expect checks them
    upgrades: list[Union[str, "KeyForgeCard"]] = []
    under: list[Union[str, "KeyForgeCard"]] = []


KFCard = Union[str, KeyForgeCard]


class KeyForgeSeat(_Model):
    houses: Union[list[str], None] = None
    tide: Union[Tide, None] = None
    amber: Count = 0
    keys: Count = 0
    forged_keys: Union[list[KeyColour], None] = None  # which keys are forged (default: red, blue, yellow)
    chains: Count = 0
    hand: list[KFCard] = []
    deck: list[KFCard] = []
    discard: list[KFCard] = []
    archives: list[KFCard] = []
    purged: list[KFCard] = []
    battleline: list[KFCard] = []
    artifacts: list[KFCard] = []


class KeyForgeSetup(_Model):
    active: Seat = "player"
    first_turn: bool = False
    step: Literal["forge", "house", "main", "ready", "draw"] = "main"
    house: Union[str, None] = None
    seed: Union[int, None] = None
    player: Union[KeyForgeSeat, None] = None
    opponent: Union[KeyForgeSeat, None] = None


class KeyForgeAction(_Open):
    play: Union[str, None] = None
    fight: Union[str, None] = None
    reap: Union[str, None] = None
    action: Union[str, None] = None
    omni: Union[str, None] = None
    discard: Union[str, None] = None
    choose_house: Union[str, None] = None
    end_turn: Union[bool, None] = None
    no_house: Union[bool, None] = None
    choose: list[Answer] = []
    flank: Union[str, None] = None  # left, right, or (deploy) "between A and B"
    target: Union[str, None] = None
    by: Union[Seat, None] = None
    refused: Union[str, None] = None


class KeyForgeExpectCard(_Model):
    card: Union[str, None] = None
    printing: Union[str, None] = None  # "DT 067"
    copy_of: Union[str, None] = None  # what a copy (Mimic Gel) is a copy of
    id: Union[str, None] = None
    owner: Union[Seat, None] = None
    controller: Union[Seat, None] = None
    exhausted: Union[bool, None] = None
    stunned: Union[bool, None] = None
    enraged: Union[bool, None] = None
    warded: Union[bool, None] = None
    damage: Union[int, None] = None
    amber: Union[int, None] = None
    power: Union[int, None] = None
    current_power: Union[int, None] = None
    current_armor: Union[int, None] = None
    flank: Union[bool, None] = None
    enhancements: Union[list[Bonus], None] = None
    tokens: Union[dict[str, int], None] = None
    upgrades: Union[list[Union[str, "KeyForgeExpectCard"]], None] = None
    under: Union[list[Union[str, "KeyForgeExpectCard"]], None] = None


KFExpectCard = Union[str, KeyForgeExpectCard]


class KeyForgeExpectSeat(_Model):
    amber: Union[int, None] = None
    keys: Union[int, None] = None
    forged_keys: Union[list[KeyColour], None] = None
    chains: Union[int, None] = None
    key_cost: Union[int, None] = None
    houses: Union[list[str], None] = None
    tide: Union[Tide, None] = None
    hand: Union[list[KFExpectCard], None] = None
    deck: Union[list[KFExpectCard], None] = None
    discard: Union[list[KFExpectCard], None] = None
    archives: Union[list[KFExpectCard], None] = None
    purged: Union[list[KFExpectCard], None] = None
    battleline: Union[list[KFExpectCard], None] = None
    artifacts: Union[list[KFExpectCard], None] = None


class KeyForgeExpect(_Model):
    player: Union[KeyForgeExpectSeat, None] = None
    opponent: Union[KeyForgeExpectSeat, None] = None
    winner: Union[Seat, None] = None
    active: Union[Seat, None] = None
    active_house: Union[str, None] = None
    step: Union[str, None] = None
    log: list[str] = []


class _Fixture(_Model):
    id: Union[str, None] = None
    ruling: Union[str, None] = None
    rulebook: Union[str, None] = None
    description: Union[str, None] = None
    notes: Union[str, list[str], None] = None


class KeyForgeFixture(_Fixture):
    setup: Union[KeyForgeSetup, None] = None
    actions: Union[Annotated[list[KeyForgeAction], msgspec.Meta(max_length=MAX_ACTIONS)], None] = None
    expect: Union[KeyForgeExpect, None] = None


# -- Keeper of the Cards fixtures -----------------------------------------------------------------
class KeeperCardDef(_Model):
    """A card the scenario defines (Keeper's cards are made by players)."""

    name: str
    type: str
    cost: Count = 0
    offense: Union[Count, None] = None
    defense: Union[Count, None] = None
    text: str = ""


class KeeperCard(_Model):
    card: str
    id: Union[str, None] = None
    owner: Union[str, None] = None


class KeeperResource(KeeperCard):
    exhausted: bool = False


class KeeperTrap(KeeperCard):
    exhausted: bool = False


class NamedCounter(_Model):
    name: str
    count: Count = 1
    by: Union[str, None] = None
    source: Union[str, None] = None


class KeeperCreature(KeeperCard):
    offense: Union[Count, None] = None
    defense: Union[Count, None] = None
    exhausted: bool = False
    counters: Count = 0
    named_counters: list[NamedCounter] = []


class KeeperSeat(_Model):
    hitpoints: Count = 60
    deck: Union[list[Union[str, KeeperCard]], None] = None
    hand: list[Union[str, KeeperCard]] = []
    graveyard: list[Union[str, KeeperCard]] = []
    creatures: list[Union[str, KeeperCreature]] = []
    traps: list[Union[str, KeeperTrap]] = []
    resources: Union[Count, list[Union[str, KeeperResource]], None] = None


class KeeperSetup(_Model):
    """The fixed fields of a Keeper `setup` (each seat named in `players` is a KeeperSeat)."""

    players: Union[list[str], None] = None  # default: player, opponent
    active: Union[str, None] = None
    phase: Literal["resource", "action", "battle", "recovery"] = "action"
    first_turn: bool = False
    new_game: bool = False
    dice: Union[list[int], None] = None


class KeeperAction(_Open):
    by: Union[str, None] = None
    choose: list[Answer] = []
    dice: Union[list[int], None] = None
    defending_dice: Union[list[int], None] = None
    random: Union[list[str], None] = None
    refused: Union[str, None] = None
    note: Union[str, None] = None


class KeeperExpectCard(_Model):
    card: Union[str, None] = None
    id: Union[str, None] = None
    owner: Union[str, None] = None
    offense: Union[int, None] = None
    defense: Union[int, None] = None
    exhausted: Union[bool, None] = None
    counters: Union[int, None] = None
    named_counters: Union[dict[str, int], None] = None


KPExpectCard = Union[str, KeeperExpectCard]


class KeeperExpectSeat(_Model):
    hitpoints: Union[int, None] = None
    deck: Union[list[KPExpectCard], None] = None
    hand: Union[list[KPExpectCard], None] = None
    graveyard: Union[list[KPExpectCard], None] = None
    creatures: Union[list[KPExpectCard], None] = None
    traps: Union[list[KPExpectCard], None] = None
    resources: Union[list[KPExpectCard], None] = None
    deck_size: Union[int, None] = None
    hand_size: Union[int, None] = None
    unexhausted_resources: Union[int, None] = None
    exhausted_resources: Union[int, None] = None
    lost: Union[bool, None] = None


class KeeperExpect(_Model):
    """The fixed fields of a Keeper `expect` (each seat is a KeeperExpectSeat)."""

    winner: Union[str, None] = None
    losers: Union[list[str], None] = None
    phase: Union[str, None] = None
    active: Union[str, None] = None
    turn: Union[int, None] = None
    revealed: Union[list[Any], None] = None
    chain: Union[list[Any], None] = None
    log: list[str] = []


class KeeperFixture(_Fixture):
    setup: Union[dict[str, Any], None] = None  # KeeperSetup + seats, checked by check_fixture
    actions: Union[Annotated[list[KeeperAction], msgspec.Meta(max_length=MAX_ACTIONS)], None] = None
    expect: Union[dict[str, Any], None] = None  # KeeperExpect + seats
    cards: Union[list[KeeperCardDef], None] = None


FIXTURES = {"keyforge": KeyForgeFixture, "keeper": KeeperFixture}


# -- checking --------------------------------------------------------------------------------
class SchemaError(Exception):
    """The first problem found: the path of the field and a message for a maintainer."""

    def __init__(self, path: tuple, message: str):
        super().__init__(message)
        self.path, self.message = path, message


def check(data: Any, model: type, path: tuple = ()) -> None:
    """SchemaError for the first field of `data` (found at `path`) that `model` refuses."""
    try:
        msgspec.convert(data, model, strict=True)
    except msgspec.ValidationError as exc:
        raise _explain(str(exc), model, path) from None


def check_record(data: Any) -> None:
    check(data, RulingRecord)


def check_fixture(data: Any, game: str) -> None:
    """Check a fixture of `game` against its models (Keeper seats one by one)."""
    model = FIXTURES.get(game)
    if model is None:
        return  # a game without a fixture schema: its engine checks what it reads
    check(data, model)
    if game == "keeper":
        _check_keeper(data)
    _check_board_size(data.get("setup") or {}, game)


_IN_PLAY = {"keyforge": ("battleline", "artifacts"), "keeper": ("creatures", "traps", "resources")}


def _check_board_size(setup: dict, game: str) -> None:
    """At most MAX_CARDS card entries and MAX_IN_PLAY cards in play (judge.limits)."""
    cards = in_play = 0
    for seat, spec in setup.items():
        if not isinstance(spec, dict):
            continue
        for zone, items in spec.items():
            if not isinstance(items, list):
                continue
            n = _count_cards(items)
            cards += n
            if zone in _IN_PLAY.get(game, ()):
                in_play += n
    if cards > MAX_CARDS:
        raise SchemaError(("setup",), f"the setup holds {cards} cards; judge replays at most {MAX_CARDS}")
    if in_play > MAX_IN_PLAY:
        raise SchemaError(("setup",), f"the setup puts {in_play} cards in play; judge replays boards of at "
                                      f"most {MAX_IN_PLAY}")


def _count_cards(items: list) -> int:
    n = 0
    stack = list(items)
    while stack:
        item = stack.pop()
        n += 1
        if isinstance(item, dict):
            for key in ("upgrades", "under"):
                if isinstance(item.get(key), list):
                    stack.extend(item[key])
    return n


def _check_keeper(data: dict) -> None:
    setup = data.get("setup") or {}
    seats = setup.get("players", ["player", "opponent"])
    if not (isinstance(seats, list) and len(seats) >= 2 and all(isinstance(s, str) and s for s in seats)
            and len(set(seats)) == len(seats)):
        raise SchemaError(("setup", "players"), "`players` lists two or more distinct seat names, in turn order")
    check({k: v for k, v in setup.items() if k not in seats}, KeeperSetup, ("setup",))
    for seat in seats:
        if seat in setup:
            check(setup[seat], KeeperSeat, ("setup", seat))
    expect = data.get("expect") or {}
    check({k: v for k, v in expect.items() if k not in seats}, KeeperExpect, ("expect",))
    for seat in seats:
        if seat in expect:
            check(expect[seat], KeeperExpectSeat, ("expect", seat))


def json_schema(model: type) -> dict:
    """The JSON Schema of a model (for editors: yaml-language-server). Descriptions are
    docstrings cleaned as `inspect.cleandoc` does, whichever msgspec release made them (older
    releases keep a docstring's indentation, 0.23 removes it), so the files do not depend on it."""
    import inspect

    def clean(node):
        if isinstance(node, dict):
            return {k: inspect.cleandoc(v) if k == "description" and isinstance(v, str) else clean(v)
                    for k, v in node.items()}
        if isinstance(node, list):
            return [clean(v) for v in node]
        return node

    return clean(msgspec.json.schema(model))


# -- messages a maintainer can act on --------------------------------------------------------
_KINDS = {"str": "text", "int": "a whole number", "float": "a number", "bool": "true or false",
          "null": "empty", "array": "a list", "object": "a mapping"}


def _kind(names: str) -> str:
    parts = [p.strip(" `") for p in names.split("|")]
    if len(parts) > 1:
        parts = [p for p in parts if p != "null"]  # an optional field: empty is never the advice
    return " or ".join(dict.fromkeys(_KINDS.get(p, p) for p in parts))


def _parse_path(text: str) -> tuple[tuple, bool]:
    """The path msgspec reports, and whether it went on into a mapping's values."""
    out: list = []
    for name, index in re.findall(r"\.(\w+)|\[(\d+|\.\.\.)\]", text):
        if name:
            out.append(name)
        elif index != "...":
            out.append(int(index))
        else:
            return tuple(out), True  # a key of a free mapping: report at the mapping
    return tuple(out), False


def _dotted(path: tuple) -> str:
    text = ""
    for p in path:
        text += f"[{p}]" if isinstance(p, int) else (f".{p}" if text else str(p))
    return text


def _explain(message: str, model: type, base: tuple) -> SchemaError:
    m = re.match(r"(.*?)(?: - at `\$(.*)`)?$", message, re.S)
    what, where = m.group(1), m.group(2) or ""
    rel, values = _parse_path(where)
    path = base + rel
    field = f"each value of `{_dotted(path)}`" if values else (f"`{_dotted(path)}`" if path else "the file")
    if mm := re.match(r"Object contains unknown field `(.+)`", what):
        name = mm.group(1)
        known = _fields_at(model, rel)
        from rapidfuzz import fuzz, process

        close = process.extractOne(name, known, scorer=fuzz.ratio, score_cutoff=60) if known else None
        hint = f"; did you mean {close[0]!r}?" if close else (f"; known: {', '.join(known)}" if known else "")
        inside = f" in {_dotted(path)}" if path else ""
        return SchemaError(path + (name,), f"unknown field {name!r}{inside}{hint}")
    if mm := re.match(r"Object missing required field `(.+)`", what):
        return SchemaError(path, f"{field} needs the field `{mm.group(1)}`")
    if mm := re.match(r"Expected `(.+?)`, got `(.+?)`", what):
        return SchemaError(path, f"{field} must be {_kind(mm.group(1))}, not {_kind(mm.group(2))}")
    if mm := re.match(r"Expected `array` of length <= (\d+)", what):
        return SchemaError(path, f"{field} may hold at most {mm.group(1)} entries")
    if mm := re.match(r"Expected `int` >= (\d+)", what):
        return SchemaError(path, f"{field} must be a whole number >= {mm.group(1)}")
    if mm := re.match(r"Invalid enum value (.+)", what):
        allowed = _literals_at(model, rel)
        one_of = f"one of {', '.join(allowed)}" if allowed else "a known value"
        return SchemaError(path, f"{field} must be {one_of}, not {mm.group(1)}")
    return SchemaError(path, f"{field}: {what}")


def _hints(cls) -> dict:
    return typing.get_type_hints(cls)


def _type_at(model, path: tuple):
    """The declared type at a path inside a model (None when it cannot be followed)."""
    t = model
    for step in path:
        t = _follow(t, step)
        if t is None:
            return None
    return t


def _members(t) -> list:
    origin = typing.get_origin(t)
    if origin is Union:
        return [m for a in typing.get_args(t) for m in _members(a)]
    if origin is Annotated:
        return _members(typing.get_args(t)[0])
    return [t]


def _follow(t, step):
    for m in _members(t):
        if isinstance(step, int) and typing.get_origin(m) is list:
            return typing.get_args(m)[0]
        if isinstance(step, str) and isinstance(m, type) and issubclass(m, msgspec.Struct):
            hints = _hints(m)
            if step in hints:
                return hints[step]
    return None


def _fields_at(model, path: tuple) -> list[str]:
    t = _type_at(model, path)
    for m in _members(t) if t is not None else []:
        if isinstance(m, type) and issubclass(m, msgspec.Struct):
            return list(m.__struct_fields__)
    return []


def _literals_at(model, path: tuple) -> list[str]:
    t = _type_at(model, path)
    out: list[str] = []
    for m in _members(t) if t is not None else []:
        if typing.get_origin(m) is list:
            m = typing.get_args(m)[0]
            for mm in _members(m):
                if typing.get_origin(mm) is Literal:
                    out += [str(v) for v in typing.get_args(mm)]
        elif typing.get_origin(m) is Literal:
            out += [str(v) for v in typing.get_args(m)]
    return out


# -- the published JSON Schema files (schemas/*.json, for editors) ---------------------------
def schema_files() -> dict[str, str]:
    """File name -> JSON text of every published schema: ruling records and each game's
    fixtures. `python -m judge.schema` writes them into schemas/; a test keeps them current."""
    import json

    models = {"ruling.schema.json": RulingRecord,
              **{f"{game}-fixture.schema.json": model for game, model in FIXTURES.items()}}
    return {name: json.dumps(json_schema(model), indent=2, sort_keys=True) + "\n" for name, model in models.items()}


if __name__ == "__main__":  # python -m judge.schema [FOLDER]: write the schema files
    import sys
    from pathlib import Path

    out = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "schemas")
    out.mkdir(parents=True, exist_ok=True)
    for name, text in schema_files().items():
        (out / name).write_text(text, encoding="utf-8")
        print(out / name)
