"""Who answers the decisions the rules and cards ask for.

The active player makes every decision (Active Player). In a fixture the
answers come from each action's `choose` list, strictly (SCENARIOS.md); in
random play (property tests, benchmarks) a seeded random chooser answers.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from judge.engine.base import NO_DEFAULT, Decisions, ScenarioError, _default_match


def card_label(c) -> str:
    return c.name


def _card_match(answer: Any, option, label: str) -> bool:
    from judge.cards.match import key

    if hasattr(option, "named"):  # a card: its id, title or printing (CardInstance.named)
        return option.named(str(answer))
    card = _card_of_effect(option)
    if card is not None and card.named(str(answer)):  # an effect to order, named by its card
        return True
    giver = getattr(option[0], "giver", None) if isinstance(option, tuple) and option else None
    if giver is not None and giver.named(str(answer)):  # or by the card that gives it (Cybergiant Rig)
        return True
    a = key(str(answer))
    own = getattr(getattr(option, "card", None), "title", label)  # a copy's own title (Mimic Gel)
    return a == key(label) or a == key(getattr(option, "title", label)) or a == key(own)


def _card_of_effect(option):
    """The card an effect to order comes from (triggers.run_in_order's (source, run); None for a
    keyword's effect), so that it is named as any card is: by its id, its title or its printing."""
    from judge.engine.keyforge.triggers import card_of

    return card_of(option[0]) if isinstance(option, tuple) and option else None


def _mode_number(answer: Any, modes: list[str]) -> int | None:
    """The option an answer names: its number (from 1), its text, or the start of exactly one
    option's text; None when it names none (the decision then lists the legal answers)."""
    from judge.cards.match import key

    text = key(str(answer))
    if text.isdigit():
        return int(text) - 1 if 1 <= int(text) <= len(modes) else None
    for spell in (lambda m: m, lambda m: m.replace("{A}", " Æmber").replace("{D}", " damage")):
        keys = [key(spell(m)) for m in modes]  # "steal 1{A}": "Steal 1A" or "steal 1 Æmber"
        if text in keys:
            return keys.index(text)
        starts = [i for i, k in enumerate(keys) if text and k.startswith(text + " ")]
        if len(starts) == 1:
            return starts[0]
    return None


class FixtureChooser:
    """Answers from an action's `choose` list (strict)."""

    def __init__(self, answers, action: str):
        self.d = Decisions(answers, action)
        self.stated = True  # did the fixture state the last order asked (`order`)?

    def card(self, prompt: str, options: Sequence, optional: bool = False, default=NO_DEFAULT):
        """A card of `options`; with a `default`, taken when the next answer names none of them
        (Decisions.choose)."""
        options = list(options)
        if len(options) > 1:
            self._check_ambiguous(prompt, options)
        return self.d.choose(prompt, options, label=card_label, optional=optional, match=_card_match,
                             default=default)

    def _check_ambiguous(self, prompt: str, options: list) -> None:
        if not self.d.answers:
            return
        from judge.cards.match import key

        a = key(str(self.d.answers[0]))
        by_alias = [o for o in options if o.alias and key(o.alias) == a]
        by_title = [o for o in options if o.named(str(self.d.answers[0]), by_alias=False)]
        if not by_alias and len(by_title) > 1 and len({id(o) for o in by_title}) > 1:
            states = {(o.exhausted, o.stunned, o.damage, o.amber, o.controller) for o in by_title}
            if len(states) > 1:
                raise ScenarioError(
                    f"{self.d.action}: {prompt}: {self.d.answers[0]!r} matches {len(by_title)} cards in "
                    "different states; give them `id`s in setup and answer with the id"
                )

    def option(self, prompt: str, options: Sequence[str], match=None, default=NO_DEFAULT) -> str:
        """One of `options` (words); `match(answer, option, label)` may accept other spellings;
        with a `default`, taken when the next answer names none of them (no answer used). Words
        that are no numbers may also be answered by their place, 1 for the first, as a card's
        printed options are ("Stun an enemy creature, or stun each enemy Mutant creature": 2)."""
        options = list(options)
        # (not for a decision an author need not state: a number there is meant for a later one)
        by_place = default is NO_DEFAULT and not any(str(o).strip().isdigit() for o in options)
        named = match or _default_match

        def matches(answer, option, label) -> bool:
            text = str(answer).strip()
            if by_place and text.isdigit():
                return options.index(option) == int(text) - 1
            return named(answer, option, label)

        return self.d.choose(prompt, options, match=matches, default=default)

    def may(self, prompt: str) -> bool:
        return self.d.may(prompt)

    def mode(self, prompt: str, modes: Sequence[str]) -> int:
        """“Choose one”: the index of the option chosen. The answer is the option's number in
        printed order (1, 2, ...) or its text (the start of it is enough when only one option
        starts so)."""
        labels = [f"{i + 1}: {m}" for i, m in enumerate(modes)]
        if self.d.answers:
            n = _mode_number(self.d.answers[0], list(modes))
            if n is not None:
                self.d.answers[0] = labels[n]
        return labels.index(self.d.choose(prompt, labels))

    def number(self, prompt: str, low: int, high: int, default=NO_DEFAULT) -> int:
        return self.d.number(prompt, low, high, default)

    def order(self, prompt: str, items: list, label) -> list:
        """The order of simultaneous things (effects, cards put into a pile together): the active
        player picks each next one. A fixture states an order only when it wants one: each next
        answer that names one of the items left is taken; at the first that does not (or when
        none is left), the rest keep the order they are listed in. SCENARIOS.md asks a fixture to
        answer the decisions it meets, and an outside author does not foresee an ordering whose
        choice the cards never print."""
        out, rest = [], list(items)
        while len(rest) > 1:
            pick = self.d.choose(prompt, rest, label=label, match=_card_match, default=None)
            if pick is None:
                break
            out.append(pick)
            rest.remove(pick)
        self.stated = bool(out)  # (the trace says when the order is only the listed one)
        return out + rest

    def on_action(self, prompt: str, options: Sequence, default):
        """A choice a fixture states on its action rather than in `choose` (where a deploying
        creature enters: `flank:`): unstated, it is `default`."""
        return default

    def finish(self) -> None:
        self.d.finish()


class RandomChooser:
    """Answers at random (seeded): for random legal play."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def card(self, prompt, options, optional=False, default=None):
        options = list(options)
        if optional and (not options or self.rng.random() < 0.2):
            return None
        return self.rng.choice(options) if options else None

    def option(self, prompt, options, match=None, default=None):
        return self.rng.choice(list(options))

    def may(self, prompt):
        return self.rng.random() < 0.5

    def mode(self, prompt, modes):
        return self.rng.randrange(len(modes))

    def number(self, prompt, low, high, default=None):
        return self.rng.randint(low, high)

    def on_action(self, prompt, options, default):
        return self.rng.choice(list(options))

    def order(self, prompt, items, label):
        items = list(items)
        self.rng.shuffle(items)
        return items

    def finish(self) -> None:
        pass
