"""Building a game from a fixture's `setup` (SCENARIOS.md, KeyForge)."""
from __future__ import annotations

from functools import lru_cache

from judge.cards.data import BONUS_ICONS, Card, by_ref, load_cards, split_printing, with_errata
from judge.engine.base import ScenarioError
from judge.engine.keyforge import gigantic
from judge.engine.keyforge.abilities import behaviour_for, has_behaviour
from judge.engine.keyforge.rules import ruleset
from judge.engine.keyforge.state import KEY_COLOURS, SEATS, STEPS, TOKEN_FIELDS, ZONES, CardInstance, Game, Player
from judge.errors import JudgeError
from judge.scenarios.fixture import Fixture

SETUP_KEYS = {"active", "first_turn", "step", "house", "seed", "player", "opponent"}
SEAT_KEYS = {"houses", "amber", "keys", "forged_keys", "chains", "hand", "deck", "discard", "archives", "purged",
             "battleline", "artifacts", "tide"}
CARD_KEYS = {"card", "id", "exhausted", "stunned", "damage", "amber", "power", "enraged", "warded",
             "upgrades", "under", "owner", "maverick", "house", "enhancements", "tokens"}


@lru_cache(maxsize=1)
def _titles() -> tuple[list[str], dict[str, Card]]:
    from judge.games import get_game

    cards = load_cards(get_game("keyforge").cards)
    return [c.title for c in cards], {c.title: c for c in cards}


@lru_cache(maxsize=4096)
def _title(name: str) -> str:
    """The official title a name means (cached: forgiving matching scans every title)."""
    from judge.cards.match import resolve

    return resolve(name, _titles()[0])


def cards_named(fixture: Fixture, rulebook: str) -> list[Card]:
    """Every card the fixture's board names (each zone of each seat, upgrades and cards under
    included), as it reads under `rulebook`. A name that is no card is left out: building the
    board reports it, at its line."""
    found = []

    def walk(items) -> None:
        for item in items if isinstance(items, list) else ():
            spec = item if isinstance(item, dict) else {"card": item}
            try:
                found.append(find_card(gigantic.parse_name(spec.get("card"))[0], rulebook))
            except (JudgeError, TypeError, ValueError, AttributeError):
                pass
            walk(spec.get("upgrades"))
            walk(spec.get("under"))

    setup = fixture.data.get("setup")
    for seat in SEATS:
        spec = setup.get(seat) if isinstance(setup, dict) else None
        for zone in ZONES:
            walk(spec.get(zone) if isinstance(spec, dict) else None)
    return found


@lru_cache(maxsize=8192)
def find_card(name: str, rulebook: str, house: str | None = None) -> Card:
    """The card a fixture names (forgiving match), as it reads under the rulebook: a plain
    title is its default printing, `Title (SET NNN)` that printing (Printings); `house` picks
    the house of a card printed in several houses under one number (Dark Æmber Vault).
    (Cached: a Card is immutable, and every fixture names a few of the same cards.)"""
    return with_errata(printing(name, house), "keyforge", rulebook)


def printing(name: str, house: str | None = None) -> Card:
    """The printing a name means (see `find_card`); ScenarioError when there is none."""
    from judge.games import get_game

    title, ref = split_printing(str(name))
    card = _titles()[1][_title(title)]
    if ref is None and house is None:
        return card
    folder = get_game("keyforge").cards
    set_code, number = (ref or card.ref).split(" ")
    found = by_ref(set_code, number, folder, house) if house else None
    found = found or by_ref(set_code, number, folder)
    if found is None or found.title != card.title:
        listed = ", ".join(card.printings)
        raise ScenarioError(f"{card.title} has no printing {ref} (its printings: {listed})")
    return found


def _forged_keys(fixture: Fixture, spec: dict, seat: str, count: int) -> list[str]:
    """`forged_keys: [red, ...]`: which of the seat's keys are forged (Keys: one of each colour);
    without it, as many as `keys` in the rulebook's order, red, blue, yellow (keys.py)."""
    colours = spec.get("forged_keys")
    if colours is None:
        return list(KEY_COLOURS[:count])
    where = fixture.line("setup", seat, "forged_keys")
    if (not isinstance(colours, list) or any(c not in KEY_COLOURS for c in colours)
            or len(set(colours)) != len(colours)):
        raise ScenarioError(f"`{seat}.forged_keys` must list different key colours of: {', '.join(KEY_COLOURS)}",
                            where)
    if "keys" in spec and spec["keys"] != len(colours):
        raise ScenarioError(f"`{seat}.forged_keys` names {len(colours)} keys but `keys` is {spec['keys']}", where)
    return list(colours)


def build(fixture: Fixture, rulebook: str, date: str) -> Game:
    setup = fixture.data.get("setup") or {}
    if not isinstance(setup, dict):
        raise ScenarioError("`setup` must be a mapping", fixture.line("setup"))
    _unknown(fixture, setup, SETUP_KEYS, ("setup",))
    rules = ruleset(rulebook, date)
    players = {}
    tides: dict[str, str | None] = {}
    aliases: dict[str, CardInstance] = {}
    for seat in SEATS:
        spec = setup.get(seat) or {}
        if not isinstance(spec, dict):
            raise ScenarioError(f"`setup.{seat}` must be a mapping", fixture.line("setup", seat))
        _unknown(fixture, spec, SEAT_KEYS, ("setup", seat))
        p = Player(seat=seat, houses=[])
        for key in ("amber", "keys", "chains"):
            value = spec.get(key, 0)
            if not isinstance(value, int) or value < 0:
                raise ScenarioError(f"`{seat}.{key}` must be a whole number ≥ 0", fixture.line("setup", seat, key))
            setattr(p, key, value)
        p.forged = _forged_keys(fixture, spec, seat, p.keys)
        if "forged_keys" in spec:
            p.keys = len(p.forged)
        for zone in ("hand", "deck", "discard", "archives", "purged", "battleline", "artifacts"):
            items = spec.get(zone) or []
            if not isinstance(items, list):
                raise ScenarioError(f"`{seat}.{zone}` must be a list", fixture.line("setup", seat, zone))
            for i, item in enumerate(items):
                inst = _instance(fixture, item, seat, zone, rulebook, ("setup", seat, zone, i), aliases, rules)
                p.zone(zone).extend(_halves(fixture, inst, item, zone, ("setup", seat, zone, i)))
        tides[seat] = _tide(fixture, spec, seat, rules)
        houses = spec.get("houses")
        if houses:
            p.houses = [str(h).lower() for h in houses]
        else:
            seen = []
            for zone in ("hand", "deck", "discard", "archives", "battleline", "artifacts"):
                for c in p.zone(zone):
                    if c.owner == seat and c.house not in seen:
                        seen.append(c.house)
            p.houses = seen
        players[seat] = p
    # owner: a card in one seat's zone owned by the other seat
    for seat, p in players.items():
        for zone in ("battleline", "artifacts"):
            for c in p.zone(zone):
                c.controller = seat
                for u in c.upgrades:
                    u.controller = seat
    active = str(setup.get("active", "player"))
    if active not in SEATS:
        raise ScenarioError("`setup.active` must be player or opponent", fixture.line("setup", "active"))
    step = str(setup.get("step", "main"))
    if step not in STEPS:
        raise ScenarioError(f"`setup.step` must be one of {', '.join(STEPS)}", fixture.line("setup", "step"))
    house = setup.get("house")
    if house is None and step in ("main",):
        raise ScenarioError("`setup.house` is needed when the scenario starts in the main step",
                            fixture.line("setup"))
    from judge.games import get_game

    g = Game(players, active, rulebook, first_turn=bool(setup.get("first_turn", False)), step=step,
             house=str(house).lower() if house else None, seed=setup.get("seed"),
             ruleset=rules)
    g.aliases = aliases
    g.tide_high_for = _tide_high_for(fixture, tides)
    if house and step in ("main", "ready", "draw"):  # step 2 is behind: the house was chosen this turn
        from judge.engine.keyforge.triggers import Event

        chosen = Event("house_chosen", None, active, {"house": str(house).lower(), "setup": True})
        g.events.append(chosen)  # what later rules look back on ("the house you chose last turn"); nothing
        g.turn.events.append(chosen)  # triggers on it: it happened before the scenario began
    del get_game
    return g


def _tide(fixture: Fixture, spec: dict, seat: str, rules) -> str | None:
    """`tide: high | low | neutral` under a seat: the tide as that seat sees it."""
    if "tide" not in spec:
        return None
    from judge.engine.keyforge.tide import STATES

    value = str(spec["tide"]).lower()
    if value not in STATES:
        raise ScenarioError(f"`{seat}.tide` must be one of {', '.join(STATES)}", fixture.line("setup", seat, "tide"))
    if value != "neutral" and not rules.tide:
        raise ScenarioError("this rulebook has no tide (Tide: Dark Tidings, 2021 rulebook)",
                            fixture.line("setup", seat, "tide"))
    return value


def _tide_high_for(fixture: Fixture, tides: dict[str, str | None]) -> str | None:
    """The seat the tide is high for, from what each seat says (high for one is low for the other)."""
    from judge.engine.keyforge.state import other

    said = {}
    for seat, value in tides.items():
        if value is not None:
            said[seat] = {"high": seat, "low": other(seat), "neutral": None}[value]
    if len(set(said.values())) > 1:
        raise ScenarioError(f"the tide cannot be {tides['player']} for player and {tides['opponent']} for "
                            "opponent: high for one is low for the other (Tide)", fixture.line("setup", "opponent", "tide"))
    return next(iter(said.values()), None)


def _enhancements(fixture: Fixture, spec: dict, path: tuple, rules) -> tuple[str, ...]:
    """`enhancements: [amber, capture, damage, draw]`: bonus icons Enhance added, in order."""
    icons = spec.get("enhancements")
    if icons is None:
        return ()
    where = fixture.line(*path, "enhancements")
    if not isinstance(icons, list):
        raise ScenarioError("`enhancements` must be a list of bonus icons (amber, capture, damage, draw)", where)
    out = []
    for icon in icons:
        word = str(icon).lower()
        word = "amber" if word in ("aember", "æmber") else word
        if word not in BONUS_ICONS:
            raise ScenarioError(f"unknown bonus icon {icon!r}; expected one of {', '.join(BONUS_ICONS)}", where)
        out.append(word)
    if out and not rules.bonus_icons:
        raise ScenarioError("this rulebook has no bonus icons but the Æmber bonus (Bonus Icons, Enhance: "
                            "Mass Mutation on)", where)
    return tuple(out)


def _instance(fixture, item, seat, zone, rulebook, path, aliases, rules) -> CardInstance:
    spec = item if isinstance(item, dict) else {"card": item}
    if not isinstance(spec, dict) or "card" not in spec:
        raise ScenarioError("a card must be a name or a mapping with `card`", fixture.line(*path))
    _unknown(fixture, spec, CARD_KEYS, path)
    house = spec.get("house", spec.get("maverick"))
    house = str(house).lower().replace(" ", "") if house is not None else None
    try:
        card = find_card(gigantic.parse_name(spec["card"])[0], rulebook, house)
    except JudgeError as exc:
        raise ScenarioError(exc.message, fixture.line(*path)) from None
    owner = str(spec.get("owner", seat))
    if owner not in SEATS:
        raise ScenarioError("`owner` must be player or opponent", fixture.line(*path, "owner"))
    inst = CardInstance(card=card, owner=owner, alias=spec.get("id"))
    if inst.alias:
        if inst.alias in aliases:
            raise ScenarioError(f"id {inst.alias!r} is used twice", fixture.line(*path, "id"))
        aliases[inst.alias] = inst
    if house is not None and house != card.house:  # Maverick: played as another house
        inst.house_override = house
    inst.enhancements = _enhancements(fixture, spec, path, rules)
    in_play = zone in ("battleline", "artifacts")
    status = {k for k in ("exhausted", "stunned", "damage", "amber", "power", "enraged", "warded",
                          "upgrades", "under", "tokens") if k in spec}
    if zone == "upgrade" and "tokens" in status:  # an upgrade is in play too: its counters (Disruption Field)
        status.discard("tokens")
        _tokens(fixture, spec, inst, path)
    if status and not in_play:
        raise ScenarioError(f"{', '.join(sorted(status))}: only a card in play has status", fixture.line(*path))
    if in_play:
        if zone == "battleline" and card.type != "creature":
            raise ScenarioError(f"{card.title} is an {card.type}, not a creature", fixture.line(*path))
        if zone == "artifacts" and card.type != "artifact":
            raise ScenarioError(f"{card.title} is a {card.type}, not an artifact", fixture.line(*path))
        behaviour_for_checked(fixture, card, path)
        inst.exhausted = bool(spec.get("exhausted", False))
        inst.stunned = bool(spec.get("stunned", False))
        inst.enraged = bool(spec.get("enraged", False))
        inst.warded = bool(spec.get("warded", False))
        for key, attr in (("damage", "damage"), ("amber", "amber"), ("power", "power_counters")):
            value = spec.get(key, 0)
            if not isinstance(value, int) or value < 0:
                raise ScenarioError(f"`{key}` must be a whole number ≥ 0", fixture.line(*path, key))
            setattr(inst, attr, value)
        _tokens(fixture, spec, inst, path)
        for j, up in enumerate(spec.get("upgrades") or []):
            u = _instance(fixture, up, seat, "upgrade", rulebook, path + ("upgrades", j), aliases, rules)
            if u.card.type != "upgrade" and not (has_behaviour(u.card) and "upgrade" in behaviour_for(u.card).played_as):
                raise ScenarioError(f"{u.card.title} is not an upgrade", fixture.line(*path, "upgrades", j))
            u.as_type = "upgrade" if u.card.type != "upgrade" else None  # played as one (cardtype.py)
            behaviour_for_checked(fixture, u.card, path + ("upgrades", j))
            u.attached_to = inst
            inst.upgrades.append(u)
        for j, under in enumerate(spec.get("under") or []):
            inst.under.append(_instance(fixture, under, seat, "under", rulebook, path + ("under", j), aliases, rules))
    return inst


def _tokens(fixture: Fixture, spec: dict, inst: CardInstance, path: tuple) -> None:
    """`tokens: {doom: 2, glory: 5}` on a card in play: counters of any named kind (Other
    Counters), in the form `expect` checks them; `amber`, `damage` and `power` set those counts, and
    `enrage`, `stun`, `ward` (0 or 1) those statuses."""
    given = spec.get("tokens")
    if given is None:
        return
    where = fixture.line(*path, "tokens")
    if not isinstance(given, dict):
        raise ScenarioError("`tokens` is a mapping of counter kinds to numbers, e.g. {doom: 2}", where)
    for kind, n in given.items():
        kind = str(kind).lower()
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ScenarioError(f"`tokens.{kind}` must be a whole number ≥ 0", where)
        field = TOKEN_FIELDS.get(kind)
        if field is not None and isinstance(getattr(inst, field), bool):  # a status: one or none
            if n > 1:
                raise ScenarioError(f"`tokens.{kind}`: a creature has at most one {kind} (0 or 1)", where)
            setattr(inst, field, bool(n))
        elif field is not None:
            setattr(inst, field, n)
        elif n:
            inst.tokens[kind] = n


def _halves(fixture, inst, item, zone, path) -> list[CardInstance]:
    """The cards one entry stands for: both halves of a gigantic creature named once."""
    name = item.get("card") if isinstance(item, dict) else item
    try:
        return gigantic.from_setup(inst, zone, gigantic.parse_name(name)[1])
    except ValueError as exc:
        raise ScenarioError(str(exc), fixture.line(*path)) from None


def behaviour_for_checked(fixture, card, path) -> None:
    """MissingBehaviour (naming the card, at its line) for a card in play the engine cannot run."""
    try:
        behaviour_for(card)
    except ScenarioError as exc:
        raise type(exc)(exc.message, fixture.line(*path)) from None


def _unknown(fixture: Fixture, data: dict, allowed: set, path: tuple) -> None:
    for key in data:
        if key not in allowed:
            raise ScenarioError(f"unknown field {key!r}; expected one of {', '.join(sorted(allowed))}",
                                fixture.line(*path, key))
