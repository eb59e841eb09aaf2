"""`judge new ruling` and `judge new scenario`: commented skeletons for a maintainer.

A ruling record is written from the corpus entry it quotes (judge lint then checks the
quote is verbatim: here it is by construction), with the cards the entry names by their
references ("Anger (CoTA 001)"). A scenario is written for a ruling: its cards placed in
the active player's hand, and `expect` left for the maintainer to fill (a fixture
without expectations verifies nothing, and lint says so). Each command ends by saying
what to run next.
"""
from __future__ import annotations

import re
from pathlib import Path

from judge.errors import NotFound, UsageError
from judge.games import Game
from judge.text import slug

KINDS = ("faq", "errata", "clarification")  # corpus entry kinds a ruling record quotes


def uncited_entries(game: Game) -> list:
    """The newest rulebook's FAQ, errata and clarification entries no record quotes yet."""
    from judge.corpus.parser import parse_version
    from judge.rulings.records import load_rulings

    cited = {e for r in load_rulings(game.rulings_dir(), game.id, []) for e in r.entries}
    for v in game.versions:
        if not v.complete:
            continue
        return [e for e in parse_version(game, v) if e.kind in KINDS and e.id not in cited]
    return []


def _entries(game: Game) -> dict:
    from judge.corpus.parser import parse_version

    return {e.id: e for v in game.versions for e in parse_version(game, v)}


def new_ruling(game: Game, entry_id: str, ruling_id: str | None = None) -> Path:
    """Write rulings/<game>/<id>.yaml quoting a corpus entry; the path written."""
    entries = _entries(game)
    entry = entries.get(entry_id)
    if entry is None:
        from judge.errors import did_you_mean

        hint = did_you_mean(entry_id, entries) or " (judge new ruling lists the entries no record quotes)"
        raise NotFound(f"no corpus entry {entry_id!r}{hint}")
    if entry.kind not in KINDS:
        raise UsageError(f"{entry_id} is a {entry.kind} entry; a ruling record quotes a {', '.join(KINDS)} entry")
    same = [e for e in entries.values() if e.kind == entry.kind and e.slug == entry.slug and e.text == entry.text]
    versions = [v.label for v in game.versions if any(e.version == v.label for e in same)]
    ruling_id = ruling_id or _id_for(entry)
    path = game.rulings_dir() / f"{ruling_id}.yaml"
    if path.exists():
        raise UsageError(f"{path} exists already; choose another id with --id")
    from judge.cards.data import erratum_text

    text = erratum_text(entry.text) if entry.kind == "errata" else entry.text
    cards = _cards(game, f"{entry.title}\n{text}")
    lines = [
        "# yaml-language-server: $schema=../../schemas/ruling.schema.json",
        f"# A ruling record (docs/CONTRIBUTING.md). Quoted from {entry.id}, line {entry.line} of",
        f"# corpus/{game.id}/{entry.version}.md: keep `question` and `text` word for word (judge lint checks).",
        f"id: {ruling_id}",
        f"kind: {entry.kind}",
        f"topic: {_scalar(entry.topic or entry.title)}  # the FAQ topic, or the card an erratum is for",
    ]
    if entry.kind == "faq":
        lines += ["question: |-", *_block(entry.title)]
    else:
        lines.append(f"title: {_scalar(entry.title)}")
    lines += ["text: |-", *_block(text),
              "source:", f"  rulebook: '{entry.version}'", f"  section: {_scalar(entry.section)}",
              "versions:  # every rulebook that prints it, newest first",
              *[f"- '{v}'" for v in versions]]
    if cards:
        lines.append("cards:  # the cards it names, by their printing")
        for c in cards:
            lines += [f"- title: {_scalar(c.title)}", f"  set: {c.set}", f"  number: '{c.number}'"]
    else:
        lines.append("cards: []  # the cards it names (title, set, number)")
    lines += ["entries:  # the corpus entries it quotes", *[f"- {e.id}" for e in same]]
    lines.append("# unverified: why no scenario can replay it (only if none can)")
    _write(path, "\n".join(lines) + "\n")
    _check_roundtrip(path, game, text)
    return path


def _id_for(entry) -> str:
    words = [w for w in re.findall(r"[a-z0-9]+", slug(entry.title, 200).replace("-", " "))
             if w not in _STOP]
    return "-".join(words[:7]) or entry.slug


_STOP = set("a an the of to in on at for and or is are be it its this that i my me you your what "
            "does do did can if when how happens happen have has".split())


def _cards(game: Game, text: str) -> list:
    if not game.cards:
        return []
    from judge.cards.data import _REF, by_ref

    out = []
    for m in _REF.finditer(text):
        card = by_ref(m.group(1), m.group(2), folder=game.cards)
        if card and card not in out:
            out.append(card)
    return out


def _scalar(text: str) -> str:
    import json

    return json.dumps(text, ensure_ascii=False)


def _block(text: str) -> list[str]:
    return [f"  {line}" if line.strip() else "" for line in text.split("\n")]


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _check_roundtrip(path: Path, game: Game, text: str) -> None:
    """The record reads back with its text exactly as quoted (else it is removed: a record
    that misquotes the corpus must never be written)."""
    from judge.errors import DataError
    from judge.rulings.records import parse_record

    try:
        ok = parse_record(path, game.id).text == text.strip()
    except DataError:
        ok = False
    if not ok:
        path.unlink()
        raise UsageError(f"cannot write {path} so that it reads back verbatim; write it by hand")


def new_scenario(game: Game, ruling_id: str, scenario_id: str | None = None) -> Path:
    """Write scenarios/<game>/<id>.yaml for a ruling: the path written."""
    from judge.rulings.records import find_ruling, load_rulings

    ruling = find_ruling(load_rulings(game.rulings_dir(), game.id, []), ruling_id)
    scenario_id = scenario_id or ruling.id
    path = game.scenarios_dir() / f"{scenario_id}.yaml"
    if path.exists():
        raise UsageError(f"{path} exists already; choose another id with --id")
    cards = []
    if game.cards:
        from judge.cards.data import by_ref

        cards = [c for c in (by_ref(r.set, r.number, folder=game.cards) for r in ruling.cards) if c]
    house = cards[0].house if cards else "brobnar"
    names = [_scalar(c.title) for c in cards]
    question = ruling.question or ruling.title
    lines = [
        f"# yaml-language-server: $schema=../../schemas/{game.id}-fixture.schema.json",
        f"# Replays ruling {ruling.id} (judge ruling {ruling.id}); the contract: docs/SCENARIOS.md.",
        *_comment(f"Q: {question}"), *_comment(f"A: {ruling.text}"),
        "# Fill in setup, actions and expect, then run:",
        f"#   judge replay {scenario_id}              # the trace, then pass or fail",
        f"#   judge verify --ruling {ruling.id}",
        f"id: {scenario_id}",
        f"ruling: {ruling.id}",
        f"rulebook: '{ruling.versions[0]}'  # the rulebook whose wording this replays",
        "setup:",
        f"  house: {house}  # the active house",
        "  player:",
        f"    hand: [{', '.join(names)}]  # the cards the ruling names: move each to its zone",
        "    battleline: []  # left flank first; a card with a state: {card: Troll, stunned: true}",
        "  opponent:",
        "    battleline: []",
        "actions:",
        f"  - play: {names[0] if names else 'CARD'}  # one entry per action; answers to its decisions: choose: [...]",
        "expect:  # the state the ruling's answer says the board ends in (lint refuses an empty expect)",
        "  # player:",
        "  #   amber: 1",
        "  #   battleline: [{card: Troll, exhausted: true, stunned: false}]",
    ]
    if game.id != "keyforge":  # Keeper's seats and zones differ (docs/SCENARIOS.md, Keeper)
        lines = [ln for ln in lines if not ln.startswith(("  house:", "    battleline", "  - play:"))]
        lines.insert(lines.index("actions:") + 1, "  []  # see docs/SCENARIOS.md for Keeper's actions")
    _write(path, "\n".join(lines) + "\n")
    return path


def _comment(text: str, width: int = 96) -> list[str]:
    import textwrap

    return ["# " + w for w in textwrap.wrap(re.sub(r"\s+", " ", text), width - 2)]
