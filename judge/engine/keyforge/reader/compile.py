"""A read card (node tree) -> a Behaviour class, so the rules use it like a hand-written one.

Bold-precursor abilities become the Behaviour methods of their precursors ("fight/reap:"
fills both `fight` and `reap`); constant abilities answer the Ability hooks they name. When
several constant abilities of a card answer one hook, numbers add up and, for every other
hook, the first answer that is not empty wins.
"""
from __future__ import annotations

from judge.engine.keyforge.abilities import Behaviour
from judge.engine.keyforge.reader.nodes.base import Refused
from judge.engine.keyforge.reader.nodes.card import PRECURSORS, Bold, Card, ConstantAbility

#: hooks whose answers add up, hooks whose answers (lists) are gathered; the others: the first
#: non-empty answer
ADDITIVE = {"power", "armor", "key_cost_modifier", "hand_size_modifier", "additional_damage", "fight_damage_bonus"}
GATHERED = {"granted", "enters_play_status", "traits", "costs"}


class ReadBehaviour(Behaviour):
    """A behaviour compiled from the card's printed text by the reader (`reading`)."""

    reading: Card | None = None


def compile_card(tree: Card, title: str) -> type[Behaviour]:
    """The Behaviour class of a read card text; Refused when two abilities would fill one
    precursor (their order would need a choice the reader does not model yet)."""
    methods: dict = {"reading": tree, "__doc__": tree.render(), "title": title}
    hooks: dict[str, list] = {}
    abilities = [plays_as(a) for a in tree.abilities]
    for ability in abilities:
        if isinstance(ability, Bold):
            for trigger in ability.triggers:
                name = PRECURSORS[trigger]
                if name in methods:
                    raise Refused(f"two “{trigger}:” abilities on one card")
                methods[name] = _bold(ability, trigger)
        elif isinstance(ability, ConstantAbility):
            for clause in ability.clauses:
                for hook, fn in clause.hooks().items():
                    hooks.setdefault(hook, []).append(fn)
    for hook, fns in hooks.items():
        methods[hook] = combined(hook, fns, _holder)
    reactions = [a for a in abilities if hasattr(a, "respond")]
    if reactions:
        methods["on"] = _on(reactions)
    return type(f"Read[{title}]", (ReadBehaviour,), methods)


def _holder(self, src):
    """Whom a card's constant abilities are friendly to: its controller; for a card not in play
    whose own text is asked (playing it: "you must lose 3{A} in order to play {self}"), its
    owner, who holds it."""
    return src.controller if src.controller is not None else src.owner


def plays_as(ability):
    """The ability a line plays as: a line marked with an icon ("{tide} reap: ...",
    nodes/conditions_tide.py) plays as the ability it marks."""
    return getattr(ability, "marked_ability", ability)


def _on(reactions):
    """The `on` hook of a card's triggered abilities: each ability the event triggers is its
    own resolution (several are ordered by the active player, never run as one)."""
    from judge.engine.keyforge.triggers import Triggered

    def on(self, g, src, event):
        runs = [Triggered(src, r.when.said(src), run) for r in reactions
                if (run := r.respond(g, src, event)) is not None]
        return runs or None

    return on


def _bold(ability: Bold, trigger: str):
    def run(self, g, src, you):
        ability.run(g, src, you, trigger)

    return run


def combined(hook: str, fns: list, friendly_to):
    """One hook method from the constant clauses answering it; `friendly_to(self, src)` is
    the player they are friendly to (the card's controller, or a lasting effect's maker)."""
    if hook in ADDITIVE:
        def total(self, g, src, *args):
            you = friendly_to(self, src)
            return sum(fn(g, src, you, *args) for fn in fns)

        return total

    if hook in GATHERED:
        def gathered(self, g, src, *args):
            you = friendly_to(self, src)
            return [x for fn in fns for x in fn(g, src, you, *args) or ()]

        return gathered

    def first(self, g, src, *args):
        you = friendly_to(self, src)
        answer = None
        for fn in fns:
            answer = fn(g, src, you, *args)
            if answer:
                break
        return answer

    return first
