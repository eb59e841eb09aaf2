"""Fixture actions: checking their fields, finding their cards, and doing them.

Each action is a mapping with one verb (see README.md for the vocabulary)
plus modifiers. An action the rules refuse raises IllegalAction; with
`refused: "text"` that is expected (the text must be part of the reason) and
the game goes on from the state before the action; without it, the replay
stops with the reason. A chain stays open after the action that starts it,
for `respond` actions; any other action (but `remove_counter`) first
resolves it, and so does the end of the actions.
"""
from __future__ import annotations

import copy
import re

from judge.cards.match import key
from judge.engine.base import Decisions, IllegalAction, ScenarioError
from judge.engine.keeper import abilities, battle, rules, spells, summoning, turns
from judge.engine.keeper.chain import priority, resolve_chain, responders
from judge.engine.keeper.context import Inputs
from judge.engine.keeper.counters import remove_named_counter
from judge.engine.keeper.dice import Supply, dice_supply
from judge.engine.keeper.refusal import Refused, refuse
from judge.engine.keeper.state import Card, GameState
from judge.engine.keeper.winning import check_losses, forfeit
from judge.scenarios.fixture import Fixture

COMMON = {"by", "refused", "note"}
INPUTS = {"choose", "dice", "random"}
VERBS: dict[str, set] = {
    "place_resource": COMMON,
    "summon": COMMON | INPUTS,
    "cast": COMMON | INPUTS,
    "set_trap": COMMON,
    "activate": COMMON | INPUTS | {"ability"},
    "activate_trap": COMMON | INPUTS,
    "activate_when": {"refused", "note"},
    "respond": {"refused", "note"},
    "resolve": {"refused", "note"},
    "attack": COMMON | {"target", "defenders", "dice", "defending_dice", "choose"},
    "remove_counter": COMMON | INPUTS | {"counter"},
    "end_phase": COMMON,
    "end_turn": COMMON,
    "forfeit": COMMON,
}
ITEM_VERBS = ("activate", "activate_trap", "cast")  # inside `respond` and `activate_when`
ITEM_KEYS = {"by", "ability", "choose", "dice", "random", "note"}


class Runner:
    def __init__(self, game: GameState, fixture: Fixture):
        self.game = game
        self.f = fixture

    # --- helpers -----------------------------------------------------------
    def err(self, message: str, *path) -> ScenarioError:
        return ScenarioError(message, self.f.line(*path))

    def seat(self, value, path: tuple) -> str:
        if not isinstance(value, str) or value not in self.game.seats:
            raise self.err(f"{value!r} is not a seat; seats: {', '.join(self.game.order)}", *path)
        return value

    def find(self, ref, path: tuple, prefer: list[tuple[str, str]]) -> Card:
        """A card by id or name: first in the preferred (seat, zone) places, else anywhere."""
        if not isinstance(ref, str) or not ref.strip():
            raise self.err(f"a card name or id is needed, not {ref!r}", *path)
        g = self.game

        def hits(cards):
            cards = list(cards)
            by_id = [c for c in cards if c.alias and key(c.alias) == key(ref)]
            return by_id or [c for c in cards if key(c.name) == key(ref)]

        for seat, zone in prefer:
            found = hits(g.seat(seat).zone(zone))
            if len(found) > 1 and zone in ("creatures", "traps"):
                raise self.err(f"{ref!r} is ambiguous: {len(found)} cards in {seat}'s {zone}; give them `id:`s",
                               *path)
            if found:
                return found[0]
        held = [link.card for link in g.chain.links if link.card is not None] if g.chain else []
        found = hits(list(g.all_cards()) + held)
        if not found:
            raise self.err(f"no card {ref!r} in the game", *path)
        return found[0]

    def inputs(self, act: dict, path: tuple, label: str) -> Inputs:
        choose = act.get("choose")
        if choose is not None and not isinstance(choose, list):
            raise self.err("`choose` is a list of answers", *path, "choose")
        rnd = act.get("random")
        if rnd is not None and not isinstance(rnd, list):
            raise self.err("`random` is a list of outcomes (card names), in order", *path, "random")
        line = self.f.line(*path)
        pool = self.game.dice_pool
        return Inputs(
            Decisions(choose, label),
            dice_supply(act.get("dice"), f"{label} `dice`", self.f.line(*path, "dice"), pool),
            dice_supply(act.get("defending_dice"), f"{label} `defending_dice`",
                        self.f.line(*path, "defending_dice"), pool),
            Supply(rnd, f"{label} `random`", self.f.line(*path, "random"), kind="random picks"),
            line)

    def verb_of(self, act, path: tuple, verbs) -> str:
        if not isinstance(act, dict):
            raise self.err("an action is a mapping with one verb, e.g. `summon: Card`", *path)
        found = [k for k in act if k in verbs]
        if len(found) != 1:
            unknown = [k for k in act if k not in verbs and k not in ITEM_KEYS | COMMON | INPUTS
                       | {"target", "defenders", "defending_dice", "counter"}]
            if unknown:
                raise self.err(f"unknown action {unknown[0]!r}; known: {', '.join(sorted(verbs))}", *path, unknown[0])
            raise self.err(f"an action needs exactly one verb of: {', '.join(sorted(verbs))}", *path)
        return found[0]

    # --- the run -------------------------------------------------------------
    def run(self) -> GameState:
        actions = self.f.data.get("actions") or []
        if not isinstance(actions, list):
            raise self.err("`actions` is a list", "actions")
        for i, act in enumerate(actions):
            self.step(i, act)
        if self.game.chain is not None:
            resolve_chain(self.game)
            check_losses(self.game)
        return self.game

    def step(self, i: int, act) -> None:
        path = ("actions", i)
        verb = self.verb_of(act, path, VERBS)
        for k in act:
            if k != verb and k not in VERBS[verb]:
                raise self.err(f"unknown field {k!r} for `{verb}`; known: {', '.join(sorted(VERBS[verb]))}",
                               *path, k)
        refused = act.get("refused")
        label = f"action {i + 1} ({verb})"
        if self.game.chain is not None and not self.keeps_chain(verb, act, path):
            resolve_chain(self.game)  # a completed chain resolves before any other action
            check_losses(self.game)
        # the board to go back to when the action is refused, as expected (else a refusal ends the replay)
        snapshot = copy.deepcopy(self.game) if refused is not None else None
        try:
            if self.game.over:
                raise IllegalAction(f"the game is over [{rules.WINNING}]")
            inputs = self.perform(verb, act, path, label)
            check_losses(self.game)
            if inputs is not None and not inputs.deferred:
                inputs.finish()
        except IllegalAction as exc:
            if refused is None:
                raise self.err(f"{label} was refused: {exc.message}", *path) from None
            if str(refused).lower() not in exc.message.lower():
                raise self.err(f"{label} was refused, but the reason does not contain {refused!r}: {exc.message}",
                               *path, "refused") from None
            self.game = snapshot
            who = "" if verb in ("respond", "activate_when") else f" by {act.get('by', snapshot.active)}"
            reasons = exc.reasons if isinstance(exc, Refused) else [_split_rule(exc.message)]
            for n, (text, rule) in enumerate(reasons):
                self.game.trace(f"refused: {verb} {_show(act.get(verb))}{who}: {'also: ' if n else ''}{text}", rule)
            return
        if refused is not None:
            raise self.err(f"{label} should be refused ({refused!r}) but the rules allow it", *path, "refused")

    def keeps_chain(self, verb: str, act: dict, path: tuple) -> bool:
        """Does this action leave the open chain open (a response, a named counter)?"""
        if verb in ("respond", "remove_counter", "resolve"):
            return True
        if verb not in ITEM_VERBS:  # activate, activate_trap, cast: a response keeps it open, and so
            return False          # does an attempt the rules refuse (a spell in hand is no response)
        try:
            by = self.seat(act.get("by", self.game.active), path + ("by",))
            card = self.find(act.get(verb), path + (verb,), self.places(verb, by))
            cond = abilities.pick_ability(card, act.get("ability")).condition
        except (IllegalAction, ScenarioError):
            # let the action itself report the problem; a spell from hand that is no response
            # (a banned one) would start a new chain: the open one resolves first
            return verb != "cast"
        return cond is not None and cond.is_response

    def settle(self) -> None:
        """Before any other action, an open chain resolves."""
        if self.game.chain is not None:
            resolve_chain(self.game)
            check_losses(self.game)
            if self.game.over:
                raise IllegalAction(f"the game is over [{rules.WINNING}]")

    def perform(self, verb: str, act: dict, path: tuple, label: str) -> Inputs | None:
        g = self.game
        by = self.seat(act.get("by", g.active), path + ("by",))
        value = act.get(verb)
        inputs = self.inputs(act, path, label)
        if verb == "remove_counter":
            card = self.find(value, path + (verb,), [(s, "creatures") for s in g.order])
            name = act.get("counter")
            remove_named_counter(g, card, str(name).lower().removesuffix(" counter") if name else "", by,
                                 inputs.decisions)
            return inputs
        if verb == "respond":
            self.respond(value, path + (verb,))
            return None
        if verb == "resolve":
            if g.chain is None:
                raise IllegalAction(f"there is no chain to resolve [{rules.CHAINS}]")
            resolve_chain(g)  # a player losing as it resolves is its result (Winning and Losing), no refusal
            check_losses(g)
            return None
        if verb == "activate_when":
            items = value if isinstance(value, list) else [value]
            prepared = [self.item(it, path + (verb, j) if isinstance(value, list) else path + (verb,))
                        for j, it in enumerate(items)]
            self.settle()
            abilities.activate_when(g, [(p, c, ref, inp) for _, p, c, ref, inp in prepared])
            return None
        if verb in ("activate", "activate_trap", "cast"):
            return self.use(verb, by, value, act, path, inputs)
        self.settle()
        g.window = []
        if verb == "place_resource":
            turns.place_resource(g, by, self.find(value, path + (verb,), [(by, "hand")]))
        elif verb == "summon":
            summoning.summon(g, by, self.find(value, path + (verb,), [(by, "hand")]), inputs)
        elif verb == "set_trap":
            spells.set_trap(g, by, self.find(value, path + (verb,), [(by, "hand")]))
        elif verb == "attack":
            self.attack(by, value, act, path, inputs)
        elif verb == "end_phase":
            turns.end_phase(g, by)
        elif verb == "end_turn":
            turns.end_turn(g, by)
        elif verb == "forfeit":
            if g.seat(by).out:
                raise IllegalAction(f"{by} is out of the game already [{rules.WINNING}]")
            forfeit(g, by)
        return inputs

    def places(self, verb: str, by: str) -> list[tuple[str, str]]:
        g = self.game
        if verb == "cast":
            return [(by, "hand")]
        if verb == "activate_trap":
            return [(by, "traps")] + [(s, "traps") for s in g.order]
        return [(by, "creatures")] + [(s, "graveyard") for s in g.order] + [(s, "creatures") for s in g.order]

    def use(self, verb: str, by: str, value, act: dict, path: tuple, inputs: Inputs) -> Inputs | None:
        """activate / activate_trap / cast: a new chain, a response, or a "when" ability."""
        g = self.game
        card = self.find(value, path + (verb,), self.places(verb, by))
        ability = card.defn.ability(act.get("ability")) if card.defn else None
        cond = ability.condition if ability else None  # no such ability: activating it says why
        if cond is not None and cond.kind == "when":
            self.settle()
            abilities.activate_when(g, [(by, card, act.get("ability"), inputs)])
            return None
        if cond is not None and cond.is_response and g.chain is not None:
            abilities.activate(g, by, card, act.get("ability"), inputs, "respond")
            return inputs
        self.settle()
        g.window = []
        abilities.activate(g, by, card, act.get("ability"), inputs, "chain")
        return inputs

    def item(self, it, path: tuple):
        """One entry of `respond` / `activate_when`: (verb, player, card, ability ref, inputs)."""
        verb = self.verb_of(it, path, ITEM_VERBS)
        for k in it:
            if k != verb and k not in ITEM_KEYS:
                raise self.err(f"unknown field {k!r}; known: {', '.join(sorted(ITEM_KEYS))}", *path, k)
        by = self.seat(it.get("by", self.game.active), path + ("by",))
        card = self.find(it.get(verb), path + (verb,), self.places(verb, by))
        inputs = self.inputs(it, path, f"{'.'.join(map(str, path[2:]))} ({verb} {it.get(verb)})")
        return verb, by, card, it.get("ability"), inputs

    def respond(self, value, path: tuple) -> None:
        """The players who wish to respond to the newest link; of those who may, the one
        with priority does. When none may, every reason is given."""
        g = self.game
        items = value if isinstance(value, list) else [value]
        wishes = [self.item(it, path + (j,) if isinstance(value, list) else path) for j, it in enumerate(items)]
        able, reasons = [], []
        for wish in wishes:
            _, by, card, ref, _ = wish
            why = abilities.refusals(g, by, card, ref, "respond", g.window)[0]
            reasons += why
            if not why:
                able.append(wish)
            elif len(wishes) > 1:
                for text, rule in why:
                    g.trace(f"{by} cannot respond with {card.label}: {text}", rule)
        if not able:
            refuse(reasons)
        newest = g.chain.newest
        players = [w[1] for w in able]
        chosen = priority(g, newest, players)
        if len(set(players)) > 1:
            order = ", ".join(responders(g, newest))
            g.trace(f"{', '.join(players)} wish to respond to link {newest.index}; priority goes by who will be "
                    f"given their next turn first ({order}): {chosen} responds", rules.CHAINS)
        _, by, card, ref, inputs = next(w for w in able if w[1] == chosen)
        abilities.activate(g, by, card, ref, inputs, "respond")

    def attack(self, by: str, value, act: dict, path: tuple, inputs: Inputs) -> None:
        g = self.game
        names = value if isinstance(value, list) else [value]
        team = [self.find(n, path + ("attack", j), [(by, "creatures")]) for j, n in enumerate(names)]
        if "target" not in act:
            raise self.err("`attack` needs `target:` (a seat or a creature)", *path)
        t = act["target"]
        if isinstance(t, str) and t in g.seats:
            target = t
        else:
            target = self.find(t, path + ("target",), [(s, "creatures") for s in g.order])
        defending = target if isinstance(target, str) else target.controller
        defs = act.get("defenders") or []
        if not isinstance(defs, list):
            raise self.err("`defenders` is a list, in defending order", *path, "defenders")
        defenders = [self.find(n, path + ("defenders", j), [(defending, "creatures")]) for j, n in enumerate(defs)]
        battle.attack(g, by, team, target, defenders, inputs)


def _split_rule(message: str) -> tuple[str, str]:
    """A refusal's reason and the rule it cites ("... [Chains]")."""
    for rule in rules.SECTIONS + rules.CLARIFICATIONS:
        if message.endswith(f"[{rule}]"):
            return message[: -len(rule) - 2].rstrip(), rule
    m = re.match(r"^(.*?)\s*\[([^\[\]]+)\]$", message, re.S)
    return (m.group(1), m.group(2)) if m else (message, rules.FIELD)


def _show(value) -> str:
    """An action's value as the trace shows it."""
    if isinstance(value, list):
        return "; ".join(_show(v) for v in value)
    if isinstance(value, dict):
        verb = next((k for k in value if k in ITEM_VERBS), None)
        return f"{value.get('by', '?')}: {verb} {value.get(verb)}" if verb else ""
    if value is True:
        return ""
    return str(value)
