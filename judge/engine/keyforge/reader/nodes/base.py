"""What every node of a read card text shares, and the registry that builds nodes from
the grammar's rules.

A node is a small frozen dataclass. It knows two things:

- `render()`: the normalised text it stands for. The reader accepts a card only when the
  whole tree renders back to the normalised printed text (so nothing was dropped);
- how it plays: an `Effect` runs against the game through the effect vocabulary (`fx`), a
  `Target` finds the cards an effect acts on, a constant ability answers the rules' hooks.

Each grammar rule that makes a node is tied to it with `@builds("rule")`: the transformer
calls the builder with the rule's children (anonymous words already filtered out).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import CardInstance, Game

#: rule name -> builder(children) -> node (or a plain value for word rules)
BUILDERS: dict[str, Callable[[list], Any]] = {}


def builds(*rules: str, many: bool = False):
    """Register a node class or a function as the builder of one or more grammar rules. A
    class is built by its `build` classmethod when it has one, else from the rule's children
    in order (`many`: from all of them as one tuple, "elusive. skirmish.")."""

    def register(obj):
        make = getattr(obj, "build", None) if isinstance(obj, type) else obj
        if make is None:
            make = (lambda children, cls=obj: cls(tuple(children))) if many else (lambda children, cls=obj: cls(*children))
        for rule in rules:
            if rule in BUILDERS:
                raise ValueError(f"two builders for grammar rule {rule!r}")
            BUILDERS[rule] = make
        return obj

    return register


def words(children) -> str:
    """The text of a rule made only of words (a `!rule` keeps them all)."""
    return " ".join(str(c) for c in children)


class Refused(Exception):
    """A reading the engine cannot play (an unknown combination, an unimplemented keyword)."""


class Node:
    """A typed piece of a card text."""

    def render(self) -> str:  # pragma: no cover - every node overrides it
        raise NotImplementedError(type(self).__name__)

    def check(self, card) -> str | None:
        """Why this node cannot be played on `card` (a printed Card), or None. Called once,
        when the reading is compiled into a behaviour."""
        return None

    def __str__(self) -> str:
        return self.render()


@dataclass(frozen=True)
class Phrase(Node):
    """A node that is its words, built from a `!rule`'s words ("then shuffle your deck")."""

    words: str

    @classmethod
    def build(cls, children):
        return cls(words(children))

    def render(self) -> str:
        return self.words


@dataclass
class Ctx:
    """One resolution of an ability: the game, the card whose ability it is, the player
    resolving it, the rule (card) cited, and what the preceding effects did."""

    g: "Game"
    src: "CardInstance"
    you: str
    rule: str
    did: bool = True  # did the preceding effect happen? (“If You Do”)
    chosen: list = field(default_factory=list)  # the cards the preceding effect acted on
    scale: int = 1  # "for each": how many times an amount counts
    said: str = ""  # how the trace introduces the ability ("Play: ")
    announce: str = ""  # the sentence about to resolve, not yet in the trace
    this_way: dict = field(default_factory=dict)  # "destroyed" -> [(card, n, seat)]: what this resolution did
    # damage of consecutive sentences held back to be dealt at once (Sequence.run), else None
    held_hits: list | None = None

    def tell(self, chosen: list | None = None) -> None:
        """Put the sentence resolving now in the trace (once), with the cards chosen for it."""
        if self.announce:
            names = f" -> {', '.join(c.name for c in chosen)}" if chosen else ""
            self.g.say(self.announce + names, self.rule)
            self.announce = ""
    destroyed: set = field(default_factory=set)  # creatures the preceding damage destroyed
    event: Any = None  # the event a triggered ability answers (triggers.Event), if it is one
    # what the ability chose that is not "it" (choices.py): "house" (the chosen or named house)
    picked: dict = field(default_factory=dict)

    @property
    def opponent(self) -> str:
        from judge.engine.keyforge.state import other

        return other(self.you)

    def record(self, done: str, cards, n: int = 1, seats: dict | None = None) -> None:
        """Remember what an effect of this resolution did to cards (“This Way”: "for each
        creature destroyed this way" counts only what this same resolution did), with the
        player each card concerned (`seats`: card id -> seat; else its controller now)."""
        for c in cards:
            seat = (seats or {}).get(id(c), getattr(c, "controller", None))
            self.this_way.setdefault(done, []).append((c, n, seat))

    def done(self, done: str) -> list:
        """The cards this resolution `done` ("revealed", "destroyed"), each once, in order."""
        return list({id(c): c for c, _, _ in self.this_way.get(done, [])}.values())


class Effect(Node):
    """An instruction: `run` performs it and says whether it happened (for “if you do”)."""

    deals_damage = False  # only deals damage, which may be held back to be dealt with the next's (Deal)

    def run(self, ctx: Ctx) -> bool:  # pragma: no cover - every effect overrides it
        raise NotImplementedError(type(self).__name__)

    def run_instances(self, ctx: Ctx, n: int) -> bool:
        """“For Each”: `n` instances of this effect, each free to affect a different card; by
        default resolved one after the other."""
        return any([self.run(ctx) for _ in range(n)])

    def chooses(self) -> bool:
        """Does it ask the active player to choose cards ("a creature")? Then "for each"
        repeats it, so each instance may affect a different card ("For Each")."""
        from dataclasses import fields, is_dataclass

        if not is_dataclass(self):
            return False
        for f in fields(self):
            value = getattr(self, f.name)
            if getattr(value, "fixed", True) is False:
                return True
            if any(isinstance(v, Effect) and v.chooses() for v in _parts(value)):
                return True
        return False

    def scales(self) -> bool:
        """Is every part of it an amount that “for each” can multiply (`ctx.scale`: "gain 1{A}
        for each ...")? Otherwise "for each" resolves it once for each thing counted."""
        from dataclasses import fields, is_dataclass

        if not is_dataclass(self):
            return False
        found = False
        for f in fields(self):
            for value in _parts(getattr(self, f.name)):
                if isinstance(value, Effect):
                    if not value.scales():
                        return False
                    found = True
                elif getattr(value, "scaled", False):
                    found = True
        return found


def _parts(value) -> tuple:
    return value if isinstance(value, tuple) else (value,)


class Constant(Node):
    """A constant ability: the Ability hooks it answers, as {hook name: function(g, src, you,
    *the hook's other arguments)}, where `you` is the player it is friendly to (its card's
    controller; for a lasting effect, the player who made it). Several constant abilities of
    one card are combined by the compiler (numbers add up, the first answer wins for the
    others). A lasting effect ("for the remainder of the turn, ...") uses the same hooks."""

    def hooks(self) -> dict[str, Callable]:  # pragma: no cover - every constant overrides it
        raise NotImplementedError(type(self).__name__)

    def as_constant(self) -> str | None:
        """Why it cannot be a constant ability (only the clause of a lasting effect), or None: it
        would choose a card, or its "it" / "that creature" refers to nothing it names (a lasting
        effect's names what the effect before it chose: "if you do, that creature cannot be
        dealt damage for the remainder of the turn")."""
        from judge.engine.keyforge.reader.nodes.targets import Chosen

        subject = getattr(self, "subject", None)
        if isinstance(subject, Chosen):
            return f"a constant ability on “{subject.render()}”, which refers to nothing it names"
        return None if self.fixed() else "a constant ability that would choose a card"

    def sentence(self) -> str:
        """Its sentence: its words and a period, unless it ends with an ability in quotes,
        whose period is inside them ("this creature gains "reap: draw a card."")."""
        text = self.render()
        return text if text.endswith('"') else f"{text}."

    def fixed(self) -> bool:
        """Does it name its cards without a choice (so it can be a constant ability)?"""
        subject = getattr(self, "subject", None)  # the Target it applies to, when it has one
        return subject is None or getattr(subject, "fixed", True)

    def pinned(self, subject) -> "Constant":
        """The same clause applying to `subject` instead (a lasting effect's chosen cards)."""
        from dataclasses import replace

        return replace(self, subject=subject)


def bind(node, ctx: "Ctx"):
    """The node with each part that refers to a choice of the resolving ability ("of that
    house": a part with `bound(ctx)`) replaced by what was chosen; the node itself when it has
    none. A lasting effect is bound as it is established, so it keeps referring to that choice
    (Lasting Effects: it applies to cards that enter play later too)."""
    from dataclasses import fields, is_dataclass, replace

    if hasattr(node, "bound"):
        return node.bound(ctx)
    if isinstance(node, tuple):
        parts = tuple(bind(n, ctx) for n in node)
        return node if all(a is b for a, b in zip(parts, node)) else parts
    if not isinstance(node, Node) or not is_dataclass(node):
        return node
    changes = {}
    for f in fields(node):
        value = getattr(node, f.name)
        now = bind(value, ctx)
        if now is not value:
            changes[f.name] = now
    return replace(node, **changes) if changes else node


def humane(text: str, ctx: "Ctx | None" = None) -> str:
    """A normalised phrase as the trace and decisions show it ("deal 2{D} to {self}" ->
    "deal 2 damage to Troll")."""
    name = ctx.src.name if ctx is not None else "this card"
    text = (text.replace("{self}", name).replace("{A}", " Æmber").replace("{D}", " damage")
            .replace("{capture}", " capture icon").replace("{draw}", " draw icon"))
    return text.replace("  ", " ")  # "more {A}": the word's own space
