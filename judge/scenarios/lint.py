"""`judge lint`: check a game's corpus, ruling records and scenario fixtures (and that
every step of a fixture's replayed trace cites a rule of its rulebook, or a card).

Every problem is one `file:line: message` line; all problems are reported at
once rather than stopping at the first.
"""
from __future__ import annotations

import functools
import re
from pathlib import Path

from judge.engine.base import ScenarioError
from judge.errors import DataError, JudgeError
from judge.games import Game
from judge.scenarios.fixture import check_schema


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text or "").strip()


def lint_corpus(game: Game) -> tuple[list[str], dict]:
    from judge.corpus.parser import parse_version

    problems, entries = [], {}
    for v in game.versions:
        try:
            for e in parse_version(game, v):
                entries[e.id] = e
        except JudgeError as exc:
            problems.append(exc.message)
    return problems, entries


def lint_rulings(game: Game, entries: dict, paths: list[Path] | None = None) -> tuple[list[str], dict]:
    """Check ruling records (every record of the game, or those at `paths`): schema, versions,
    cards, and that the record quotes the corpus: the entries it names exist and their text is
    the record's, word for word; a record naming no entry must quote one of its source
    rulebook verbatim. Returns (problems, the records read)."""
    from judge.rulings.records import parse_record

    problems, records = [], {}
    folder = game.rulings_dir()
    labels = {v.label for v in game.versions}
    if paths is None:
        paths = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    for path in paths:
        try:
            r = parse_record(path, game.id)
        except DataError as exc:
            problems.append(exc.message)
            continue
        if r.id in records:
            problems.append(f"{path}:1: duplicate ruling id {r.id!r}")
        records[r.id] = r
        from judge.userfile import read_text

        raw = read_text(path, "ruling record")

        def line(key: str) -> int:
            for i, text in enumerate(raw.splitlines(), 1):
                if text.startswith(f"{key}:"):
                    return i
            return 1

        for v in r.versions:
            if v not in labels:
                problems.append(f"{path}:{line('versions')}: unknown rulebook version {v!r}")
        problems.extend(_check_cards(game, r, path, line("cards")))
        for c in r.contradicts:
            if c.entry not in entries:
                problems.append(f"{path}:{line('contradicts')}: contradicts no corpus entry {c.entry!r}")
            elif c.version not in r.versions:
                problems.append(f"{path}:{line('contradicts')}: contradicts {c.entry!r} of rulebook {c.version}, "
                                f"which does not print this ruling ({', '.join(r.versions)})")
        if r.entries:
            newest = [entries.get(e) for e in r.entries]
            for e_id, e in zip(r.entries, newest):
                if e is None:
                    problems.append(f"{path}:{line('entries')}: no corpus entry {e_id!r}")
            found = [e for e in newest if e is not None]
            if found:
                problems.extend(_check_verbatim(r, found, path, line))
        else:
            problems.extend(_check_quoted(r, entries, path, line))
    return problems, records


def _check_quoted(r, entries: dict, path: Path, line) -> list[str]:
    """A record that names no corpus entry (a maintainers' note) must still quote its source
    rulebook: its text is found, word for word, inside an entry of that rulebook."""
    want = _norm(r.text)
    for e in entries.values():
        if e.version == r.source_rulebook and want and want in _norm(e.text):
            return []
    return [f"{path}:{line('text')}: text is not found verbatim in any corpus entry of rulebook "
            f"{r.source_rulebook} (a record quotes the corpus: name the entry it quotes under `entries:`)"]


def _check_cards(game: Game, r, path: Path, line: int) -> list[str]:
    if not game.cards:
        return []
    from judge.cards.data import by_ref

    out = []
    for c in r.cards:
        card = by_ref(c.set, c.number, folder=game.cards)
        if card is None or card.title != c.title:
            out.append(f"{path}:{line}: card {c.title!r} ({c.set} {c.number}) is not in the card data")
    return out


def _check_verbatim(r, found, path: Path, line) -> list[str]:
    """The record quotes its newest entry verbatim, and each history wording its own."""
    from judge.cards.data import erratum_text

    def text_of(e):
        return erratum_text(e.text) if e.kind == "errata" else e.text

    out = []
    newest = found[0]
    if _norm(text_of(newest)) != _norm(r.text):
        out.append(f"{path}:{line('text')}: text is not the verbatim text of {newest.id}")
    if r.question and _norm(newest.title) != _norm(r.question):
        out.append(f"{path}:{line('question')}: question is not the verbatim question of {newest.id}")
    texts = {_norm(text_of(e)) for e in found}
    for h in r.history:
        if _norm(h.text) not in texts:
            out.append(f"{path}:{line('history')}: a history wording ({', '.join(h.versions)}) is not in its entries")
    return out


def lint_scenarios(game: Game, records: dict, paths: list[Path] | None = None) -> list[str]:
    """Check fixtures (every fixture of the game, or those at `paths`): schema, id, the ruling
    and rulebook they name, a replay, the fields of `expect`, and the rules the trace cites."""
    from judge.scenarios.runner import engine_for, fixture_paths

    problems = []
    labels = {v.label for v in game.versions}
    if paths is None:
        paths = fixture_paths(game)
    try:
        engine = engine_for(game)
    except JudgeError as exc:
        return [f"{game.scenarios_dir()}: {exc.message}"] if paths else []
    from judge.scenarios.parallel import each_fixture
    from judge.scenarios.parsed import load_fixtures

    loaded = list(load_fixtures(paths))
    read = [(path, f) for path, f in loaded if not isinstance(f, ScenarioError)]
    found = iter(each_fixture(engine, functools.partial(_lint_fixture, game, engine, labels, records), read,
                              fixture_of=lambda item: item[1]))
    for _path, fixture in loaded:
        if isinstance(fixture, ScenarioError):
            problems.append(fixture.message)
        else:
            problems.extend(next(found))
    return problems


def _lint_fixture(game: Game, engine, labels: set, records: dict, item: tuple) -> list[str]:
    """The problems of one fixture read without error, (path, fixture) (lint_scenarios)."""
    problems: list[str] = []
    path, fixture = item
    try:
        check_schema(fixture, game.id)  # unknown fields, wrong types: nothing below can trust it
    except ScenarioError as exc:
        return [exc.message]
    data = fixture.data
    if fixture.id != path.stem and str(fixture.path) != "<stdin>":
        problems.append(f"{fixture.where('id')}: id {fixture.id!r} does not match the file name {path.name}")
    if fixture.ruling and fixture.ruling not in records:
        problems.append(f"{fixture.where('ruling')}: no ruling {fixture.ruling!r} in rulings/{game.id}")
    if fixture.rulebook and fixture.rulebook not in labels:
        problems.append(f"{fixture.where('rulebook')}: unknown rulebook {fixture.rulebook!r}; known: {', '.join(sorted(labels))}")
        return problems
    for key in ("setup", "actions"):
        if key not in data:
            hint = " (`actions: []` checks the board as set up)" if key == "actions" else ""
            problems.append(f"{fixture.where()}: missing `{key}`{hint}")
    if not data.get("expect"):  # a replay with nothing expected verifies nothing
        problems.append(f"{fixture.where('expect')}: `expect` is empty: say what the board ends in")
    try:
        replay = engine.replay(fixture, fixture.rulebook)
    except ScenarioError as exc:
        msg = exc.message
        problems.append(msg if msg.startswith(str(path)) else f"{path}:{exc.line or 1}: {msg}")
        return problems
    expect = data.get("expect")
    if isinstance(expect, dict) and replay.observed and not replay.error:
        problems.extend(expect_problems(fixture, expect, replay.observed))
    if getattr(engine, "CITES_RULEBOOK", False):
        from judge.scenarios.citations import check

        problems.extend(check(game, fixture, replay))
    return problems


def expect_problems(fixture, expect: dict, observed: dict) -> list[str]:
    """Fields of `expect` the engine cannot observe, and values of the wrong kind for `tide`
    (high, low or neutral), `enhancements` (bonus icons) and `tokens` ({kind: count})."""
    from judge.cards.data import BONUS_ICONS as ICONS
    from judge.engine.keyforge.tide import STATES as TIDES

    out: list[str] = []

    def bad(path: tuple, message: str) -> None:
        out.append(f"{fixture.where('expect', *path)}: {message}")

    def walk(exp, obs, path: tuple) -> None:
        if isinstance(exp, list) and isinstance(obs, list):
            for i, (e, o) in enumerate(zip(exp, obs)):
                walk(e, o, path + (i,))
            return
        if not isinstance(exp, dict) or not isinstance(obs, dict):
            return
        for k, v in exp.items():
            at = path + (k,)
            if not path and k == "log":
                continue
            if k not in obs:
                bad(at, f"unknown field {k!r}; the engine observes: {', '.join(sorted(map(str, obs)))}")
            elif k == "tide" and str(v).lower() not in TIDES:
                bad(at, f"`tide` must be one of {', '.join(TIDES)}")
            elif k == "enhancements" and (not isinstance(v, list) or any(str(i).lower() not in ICONS for i in v)):
                bad(at, f"`enhancements` must be a list of bonus icons ({', '.join(ICONS)})")
            elif k == "tokens":
                if not isinstance(v, dict) or any(not isinstance(n, int) or isinstance(n, bool) or n < 0
                                                  for n in v.values()):
                    bad(at, "`tokens` must map a kind of token to a whole number ≥ 0 ({power: 2, doom: 1})")
            else:
                walk(v, obs[k], at)

    walk(expect, observed, ())
    return out


def lint_game(game: Game) -> list[str]:
    problems, entries = lint_corpus(game)
    more, records = lint_rulings(game, entries)
    problems += more
    problems += lint_scenarios(game, records)
    problems += lint_asked(game)
    return problems


def lint_asked(game: Game) -> list[str]:
    """corpus/<game>/asked.yaml: every key names an entry of the index (judge.search.asked)."""
    from judge.search.asked import asked_path, load_asked
    from judge.search.documents import document_groups

    if not asked_path(game.folder).is_file():
        return []
    try:
        load_asked(game.folder, document_groups(game))
    except DataError as exc:
        return [exc.message]
    return []


def lint_path(target: str, game: Game | None = None) -> tuple[list[str], list[str]]:
    """`judge lint PATH`: check the files at a path (a file, a folder, or `-` for a fixture or
    record on standard input), each as what it is: a corpus text (`*.md`), a ruling record
    (under rulings/, or a mapping with `kind` and `text`) or a fixture. The game is --game,
    else the one whose folder the path is in. Returns (problems, the games checked)."""
    from judge.errors import NotFound
    from judge.games import game_for_path
    from judge.userfile import STDIN_NAMES

    path = Path(target)
    if target in STDIN_NAMES:
        files = [Path("<stdin>")]
    elif path.is_dir():
        files = sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml", ".md") and p.is_file())
    elif path.is_file():
        files = [path]
    else:
        raise NotFound(f"no file or folder {target}")
    if game is None:
        game = game_for_path(target)
    corpus = [f for f in files if f.suffix == ".md"]
    records = [f for f in files if f.suffix != ".md" and _is_record(f)]
    fixtures = [f for f in files if f.suffix != ".md" and f not in records]
    problems, entries = lint_corpus(game)
    if corpus:
        names = {str(f) for f in corpus} | {str(f.resolve()) for f in corpus}
        problems = [m for m in problems if m.split(":", 1)[0] in names]
    else:
        problems = []
    if target in STDIN_NAMES:
        from judge.userfile import read_text

        stdin_text = read_text("-")
        if _looks_like_record(stdin_text):
            records, fixtures = [Path("<stdin>")], []
        else:
            records, fixtures = [], [Path("<stdin>")]
    more, found = lint_rulings(game, entries, records) if records else ([], {})
    problems += more
    if fixtures:
        _, known = lint_rulings(game, entries)
        problems += lint_scenarios(game, {**known, **found}, fixtures)
    return problems, [game.id]


def _is_record(path: Path) -> bool:
    if "rulings" in path.parts:
        return True
    if "scenarios" in path.parts:
        return False
    from judge.userfile import read_text

    try:
        return _looks_like_record(read_text(path))
    except JudgeError:
        return False  # the fixture check reports it


def _looks_like_record(text: str) -> bool:
    return bool(re.search(r"^kind:", text, re.M)) and bool(re.search(r"^text:", text, re.M)) \
        and not re.search(r"^(setup|actions):", text, re.M)
