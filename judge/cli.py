"""The `judge` command line: a thin layer over judge.search, judge.lookup,
judge.scenarios and the game engines. Each command's docstring is its --help.

Exit codes: 0 found / success, 1 nothing found or a failed verification,
2 a usage or input error. Errors are one line on stderr, never a traceback.
"""
from __future__ import annotations

import sys
from typing import Annotated, Optional

import typer

app = typer.Typer(
    name="judge",
    help="Rules reference, ruling lookup and rules engine for KeyForge and Keeper of the Cards.\n\n"
         "Example: judge ask \"stunned creature anger\"",
    no_args_is_help=True,
    add_completion=True,  # --install-completion / --show-completion (Typer's own, for bash, zsh, fish)
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        from judge import __version__

        print(f"judge {__version__}")
        raise typer.Exit(0)


@app.callback()
def _options(
    version: Annotated[bool, typer.Option("--version", is_eager=True, callback=_version,
                                          help="Print judge's version and exit.")] = False,
    no_pager: Annotated[bool, typer.Option("--no-pager", help="Never send long output through a pager "
                                           "(also JUDGE_PAGER=cat); judge pages only on a terminal.")] = False,
) -> None:
    """Rules reference, ruling lookup and rules engine for KeyForge and Keeper of the Cards."""


# The options every command shares, defined once.
def _games_help() -> str:
    from judge.games import default_game_id, game_ids

    return f"Game: {', '.join(game_ids())} (default {default_game_id()})."


Game = Annotated[Optional[str], typer.Option("--game", "-g", help=_games_help())]
Rulebook = Annotated[Optional[str], typer.Option("--rulebook", "-r", help="Answer as of this rulebook version (e.g. early, 1.3, 2021); default the newest complete one.")]
Json = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON (fields documented in docs/json.md).")]
Limit = Annotated[int, typer.Option("--limit", "-n", min=1, max=100, help="How many results to show.")]
Trace = Annotated[bool, typer.Option("--trace", help="Show every step of the replay (default: the steps that decide the ruling, and how many others).")]


def _printer():
    from judge.output import Printer

    return Printer()


@app.command()
def ask(
    query: Annotated[list[str], typer.Argument(help="What to look up, in a few words.", show_default=False)],
    game: Game = None,
    rulebook: Rulebook = None,
    json: Json = False,
    limit: Limit = 6,
    brief: Annotated[bool, typer.Option("--brief", "-b", help="Print only the verdict: what answers, and its first sentence(s).")] = False,
    trace: Trace = False,
) -> None:
    """Find the ruling, rule or card that answers a question, best first.

    Leads with the verdict (the answer's first sentence(s) and its source), then the
    evidence: the verbatim text, the cards it names, the glossary terms it relies on, and
    its verified replay; then near misses grouped by kind, each with the command that
    opens it. Exits 1 when nothing is found.

    Example: judge ask "stunned creature anger"
    """
    from judge import search

    answer = search.ask(" ".join(query), game=game, rulebook=rulebook, limit=limit)
    if json:
        from judge.output import emit_json

        emit_json({
            "query": answer.query, "game": answer.game, "rulebook": answer.rulebook,
            "corrections": [{"typed": a, "used": b} for a, b in answer.corrections],
            "cards_named": answer.cards, "truncated": answer.truncated, "notes": answer.notes,
            "weak": answer.weak, "closest_terms": answer.closest_terms,
            "results": [_json_result(r, answer.rulebook) for r in answer.results],
        })
    else:
        _print_answer(answer, game, brief=brief, trace=trace)
    if not answer.results:
        raise typer.Exit(1)


def _print_answer(answer, game: str | None, *, brief: bool, trace: bool) -> None:
    from judge.output import render_answer, render_near_misses, render_terms, render_weak

    p = _printer()
    if not answer.results:
        p.line(f"Nothing found for {answer.query!r}.")
        render_terms(p, answer.closest_terms, game)
        return
    if answer.weak:  # say so rather than present a weak match as the answer
        render_weak(p, answer, game)
        return
    render_answer(p, answer.results[0], answer.rulebook, brief=brief, full_trace=trace, game=game)
    if brief:
        return
    if answer.corrections:
        p.line("Read as: " + ", ".join(f"{a} -> {b}" for a, b in answer.corrections), "dim")
    for note in answer.notes:
        p.line(f"Note: {note}", "dim")
    render_near_misses(p, answer.results[1:], game)


def _json_result(r: dict, rulebook: str | None) -> dict:
    from judge.output import pick_version, verification

    out = {
        "kind": r["kind"], "id": r["id"], "title": r.get("question") or r.get("title"), "text": r.get("text"),
        "source": {"rulebook": (r.get("source") or {}).get("rulebook"), "section": (r.get("source") or {}).get("section")},
        "cards": r.get("cards") if r["kind"] != "card" else [{"title": r["title"], "ref": r.get("ref")}],
        "score": r.get("score"), "versions": r.get("versions"),
    }
    if r["kind"] in ("ruling", "errata") and "verification" in r:
        st = verification(r, rulebook)
        out.update({"verified": bool(st.get("verified")), "scenario": st.get("scenario"),
                    "trace": st.get("trace") or [], "unverified_reason": st.get("reason"),
                    "contradicts": st.get("contradicts"),
                    "rulebook_checked": pick_version(r, rulebook)})
        out.update({k: r.get(k) for k in ("question", "topic", "history", "notes", "glossary", "subkind")})
    if r["kind"] == "card":
        out.update({k: r.get(k) for k in ("house", "type", "power", "armor", "amber", "keywords", "traits",
                                           "printed_text", "errata", "rulings", "printings", "rarity",
                                           "bonus_icons", "same_as", "variants", "shown_printing")})
    return out


@app.command()
def rule(
    term: Annotated[list[str], typer.Argument(help="A glossary term or rule section, or its id as judge ask shows "
                                                   "it (glossary/leaves-play).", show_default=False)],
    game: Game = None,
    rulebook: Annotated[Optional[str], typer.Option(
        "--rulebook", "-r", help="Only this rulebook version's wording (e.g. early, 1.3, 2021); a partial "
                                 "rulebook (v16) without the entry shows the newest complete one's.")] = None,
    json: Json = False,
) -> None:
    """Show a glossary term or rule section in every rulebook version that has it.

    Newest first; where an older version's wording differs, its words removed
    later are marked [-like this-] and words added later {+like this+}.

    Example: judge rule stun
    """
    from judge import lookup

    variants = lookup.rule(" ".join(term), game)
    if rulebook is not None:
        variants = _in_rulebook(variants, rulebook, game)
    if json:
        from judge.output import emit_json

        emit_json({"term": " ".join(term), "id": variants[0]["id"], "versions": [
            {"versions": v["versions"], "title": v["title"], "text": v["text"], "source": v["source"]}
            for v in variants]})
        return
    p = _printer()
    newest = variants[0]
    p.line(f"{newest['kind'].upper()}   [{newest['id']}]", "bold cyan")
    for i, v in enumerate(variants):
        when = ", ".join(v["versions"])
        p.line(f"{v['title']} — {when}", "bold")
        if i == 0:
            p.wrap(v["text"], indent="  ")
            p.line(f"  Source: {v['source'].get('title')}, {v['source'].get('section')}", "dim")
            continue
        p.line(f"  compared with the {', '.join(variants[i - 1]['versions'])} wording above: "
               "= same, ~ reworded ([-removed-] {+added+} in the newer), - only here, + only in the newer",
               "dim")
        for mark, para in lookup.paragraph_diff(v["text"], variants[i - 1]["text"]):
            sign = {"same": "=", "changed": "~", "only": "-", "added": "+"}[mark]
            if mark == "same":
                para = para if len(para) <= 70 else para[:67] + "…"
            p.wrap(para, indent="    ", first=f"  {sign} ")
        p.line(f"  Source: {v['source'].get('title')}, {v['source'].get('section')}", "dim")


def _in_rulebook(variants: list[dict], rulebook: str, game: str | None) -> list[dict]:
    """The wording of one rulebook version (`judge rule -r`): a partial rulebook that lacks the
    entry falls back to the newest complete one, as every lookup does; a complete one that lacks
    it is an error naming the versions that have it."""
    from judge.errors import NotFound
    from judge.games import check_game_id
    from judge.search import check_rulebook, load

    meta = load(check_game_id(game)).meta["versions"]
    label = check_rulebook(load(check_game_id(game)), rulebook) or next(v["label"] for v in meta if v["complete"])
    complete = next(v["complete"] for v in meta if v["label"] == label)
    wanted = label if complete else next(v["label"] for v in meta if v["complete"])
    shown = [v for v in variants if label in v["versions"]] or [v for v in variants if wanted in v["versions"]]
    if not shown:
        having = ", ".join(x for v in variants for x in v["versions"])
        raise NotFound(f"rulebook {label} has no {variants[0]['title']} entry (it is in: {having})")
    return shown


@app.command()
def card(
    name: Annotated[list[str], typer.Argument(help="A card title; typos and missing punctuation are fine.", show_default=False)],
    game: Game = None,
    rulebook: Rulebook = None,
    json: Json = False,
) -> None:
    """Show a card: its text with errata applied, its stats, and the rulings that name it.

    Example: judge card "kelifi dragon"
    """
    from judge import lookup

    from judge.games import check_game_id
    from judge.search import check_rulebook, load

    found = lookup.card(" ".join(name), game)
    rulebook = check_rulebook(load(check_game_id(game)), rulebook)
    if json:
        from judge.output import emit_json

        emit_json(_json_result(found, rulebook))
        return
    from judge.output import render_result

    render_result(_printer(), found, rulebook, game=game)


@app.command()
def ruling(
    ruling_id: Annotated[str, typer.Argument(metavar="ID", help="A ruling id, as `judge ask` shows it.", show_default=False)],
    game: Game = None,
    rulebook: Rulebook = None,
    json: Json = False,
) -> None:
    """Show one ruling in full, with its history across versions and its replay.

    Example: judge ruling anger-on-stunned-creature
    """
    from judge import lookup
    from judge.search import check_rulebook, load
    from judge.games import check_game_id

    docs = lookup.ruling(ruling_id, game)
    rulebook = check_rulebook(load(check_game_id(game)), rulebook)
    shown = docs[0]
    if rulebook:
        shown = next((d for d in docs if rulebook in d["versions"]), docs[0])
    if json:
        from judge.output import emit_json

        emit_json(_json_result(shown, rulebook))
        return
    from judge.output import render_result

    render_result(_printer(), shown, rulebook, full_trace=True, game=game)


@app.command()
def replay(
    scenario: Annotated[str, typer.Argument(help="A scenario id, a fixture file, a folder of fixtures, or - for standard input.", show_default=False)],
    game: Game = None,
    json: Json = False,
) -> None:
    """Replay scenario fixtures: the trace with the rule behind each step, then pass or fail.

    On a failure, the expected and actual values are shown side by side. A folder
    replays every fixture in it. Exits 1 when any fails.

    Example: judge replay anger-ready-and-fight-stunned
    """
    from judge.games import game_for_path
    from judge.scenarios.runner import find_fixtures, run

    g = game_for_path(scenario, game)
    fixtures = find_fixtures(g, scenario)
    results = [(run(g, f), f) for f in fixtures]
    if json:
        from judge.output import emit_json

        found = [_json_replay(r) for r, _ in results]
        emit_json(found[0] if len(found) == 1 and not _is_folder(scenario) else {"replays": found})
    else:
        for i, (result, fixture) in enumerate(results):
            if i:
                _printer().line("")
            _print_replay(result, fixture)
        if len(results) > 1:
            passed = sum(r.passed for r, _ in results)
            _printer().line(f"{_passing(passed, len(results))}", "bold")
    if not all(r.passed for r, _ in results):
        raise typer.Exit(1)


def _is_folder(ref: str) -> bool:
    from pathlib import Path

    return ref not in ("-",) and Path(ref).is_dir()


def _json_replay(result) -> dict:
    return {
        "scenario": result.scenario, "ruling": result.ruling, "rulebook": result.rulebook,
        "passed": result.passed, "error": result.error,
        "trace": [{"text": t.text, "rule": t.rule} for t in result.trace],
        "mismatches": [{"path": m.path, "expected": m.expected, "actual": m.actual} for m in result.mismatches],
    }


def _print_replay(result, fixture, *, expectations: bool = True) -> None:
    p = _printer()
    title = f"Scenario {result.scenario} (rulebook {result.rulebook})"
    if result.ruling:
        title += f", replaying ruling {result.ruling}"
    p.line(title, "bold cyan")
    if fixture.data.get("description"):
        p.wrap(str(fixture.data["description"]), indent="  ", style="dim")
    for i, t in enumerate(result.trace, 1):
        p.line(f"{i:>3}. {t.text}  [{t.rule}]")
    if not expectations:
        return
    if result.passed:
        p.line("PASS: the end state matches every expectation", "bold green")
        return
    p.line("FAIL", "bold red")
    if result.error:
        p.line(f"  {result.error}")  # one line when piped, for grep (file:line: message)
    if result.mismatches:
        from judge.engine.base import _show

        rows = [(m.path, _show(m.expected), _show(m.actual)) for m in result.mismatches]
        w1 = max(len("field"), *(len(r[0]) for r in rows))
        w2 = max(len("expected"), *(len(r[1]) for r in rows))
        p.line(f"  {'field':<{w1}}  {'expected':<{w2}}  actual", "bold")
        for a, b, c in rows:
            p.line(f"  {a:<{w1}}  {b:<{w2}}  {c}")


@app.command("what-if")
def what_if(
    file: Annotated[str, typer.Argument(help="A board: `setup` and `actions` in the scenario format (docs/SCENARIOS.md); - reads standard input.", show_default=False)],
    game: Game = None,
    json: Json = False,
    rulebook: Rulebook = None,
) -> None:
    """Play any board through the engine: the trace, then the board it ends with.

    Only `setup` and `actions` are needed. The header names the rulebook applied (the
    board's `rulebook:`, --rulebook, else the newest complete one); the board at the end
    shows both sides' Æmber and keys and every zone that changed (+ entered, - left,
    * changed). A wrong card name or answer is reported at its file:line with the legal
    options. Exits 1 when the engine stops on an illegal action.

    Example: judge what-if board.yaml
    """
    from pathlib import Path

    from judge.engine.base import ScenarioError
    from judge.errors import NotFound
    from judge.games import game_for_path
    from judge.scenarios.fixture import check_schema, load_fixture
    from judge.scenarios.runner import run
    from judge.userfile import STDIN_NAMES

    path = Path(file)
    if file not in STDIN_NAMES and not path.is_file():
        raise NotFound(f"no file {file}" + (" (a folder: what-if plays one board)" if path.is_dir() else ""))
    g = game_for_path(file, game)
    fixture = load_fixture(path, require_id=False)
    check_schema(fixture, g.id)  # the whole file, though what-if sets its expectations aside
    fixture.data.pop("expect", None)
    if rulebook:
        fixture.data["rulebook"] = g.version(rulebook).label
    result = run(g, fixture)
    if result.error and not result.trace:
        raise ScenarioError(result.error)
    before = _board_before(g, fixture)
    if json:
        from judge.output import emit_json

        emit_json({**_json_replay(result), "state": result.observed, "before": before})
    else:
        _print_replay(result, fixture, expectations=False)
        p = _printer()
        if result.error:
            p.line(f"stopped: {result.error}", "red")
        if result.observed:
            _print_board(p, before or {}, result.observed, stopped=bool(result.error))
    if result.error:
        raise typer.Exit(1)


def _board_before(g, fixture) -> dict:
    """The board after `setup`, before any action: the fixture replayed without its actions."""
    from judge.scenarios.fixture import Fixture
    from judge.scenarios.runner import run

    bare = Fixture(fixture.id, {**fixture.data, "actions": []}, fixture.path, fixture.lines)
    return run(g, bare).observed or {}


def _print_board(p, before: dict, after: dict, *, stopped: bool) -> None:
    from judge.scenarios.board import changes
    from judge.text import plural

    when = "where the engine stopped" if stopped else "after the actions"
    p.line(f"Board {when} (+ entered, - left, * changed):", "bold")
    for row in changes(before, after):
        counts = []
        for field, now, was in row["counts"]:
            name = {"amber": "Æmber"}.get(field, field.replace("_", " "))
            shown = plural(now, name[:-1]) if isinstance(now, int) and name.endswith("s") else (
                f"{now} {name}" if isinstance(now, int) else f"{name} {now}")
            counts.append(shown + (f" (was {was})" if was is not None else ""))
        p.line(f"  {row['seat'] or 'game'}: {', '.join(counts) or 'no change'}", "bold" if row["seat"] else None)
        for z in row["zones"]:
            p.line(f"    {z['zone'].replace('_', ' ')} ({z['size']}):")
            for mark, label, detail in z["entries"]:
                p.line(f"      {mark} {label}" + (f": {detail}" if detail else ""))


@app.command()
def verify(
    game: Game = None,
    json: Json = False,
    ruling_id: Annotated[Optional[str], typer.Option("--ruling", metavar="ID", help="Replay only the scenarios of this ruling and say whether it is verified.")] = None,
) -> None:
    """Replay every scenario; report ruling coverage per rulebook version and list each
    unverified ruling with the reason.

    Exits 1 if any scenario fails (with --ruling: if that ruling is not verified).
    Without --game, every game is verified.

    Example: judge verify --ruling anger-on-stunned-creature
    """
    from judge.games import all_games, get_game
    from judge.scenarios.coverage import report

    if ruling_id:
        _verify_one(get_game(game), ruling_id, json)
        return
    from judge.scenarios.parallel import allowed

    games = [get_game(game)] if game else all_games()
    with allowed():  # the replays shared among the CPUs (judge/scenarios/parallel.py)
        reports = [report(g) for g in games]
    failed = any(r["fixtures"]["failed"] or r["records"]["failed"] for r in reports)
    if json:
        from judge.output import emit_json

        emit_json({"passed": not failed, "games": reports})
    else:
        p = _printer()
        for r in reports:
            f = r["fixtures"]
            cov = r["coverage"]
            p.line(f"{r['game']}: {_passing(f['passed'], f['total'])}; {_coverage(cov)}", "bold")
            for label, c in cov["by_version"].items():
                p.line(f"  rulebook {label}: {_coverage(c)}")
            for e in r["load_errors"]:
                p.line(f"  ERROR {e}", "red")
            for fail in r["failures"]:
                p.line(f"  FAIL {fail['scenario']} (rulebook {fail['rulebook']})", "red")
                if fail["error"]:
                    p.line(f"       {fail['error']}")
                for m in fail["mismatches"]:
                    p.line(f"       {m['path']}: expected {m['expected']}, got {m['actual']}")
            unverified = [e for e in r["rulings"] if e["status"] == "unverified"]
            if unverified:
                p.line(f"  unverified ({len(unverified)}):", "yellow")
                for e in unverified:
                    p.wrap(e["reason"] or "", indent="      ", first=f"    {e['id']}: ")
    if failed:
        raise typer.Exit(1)


def _verify_one(g, ruling_id: str, json: bool) -> None:
    """`judge verify --ruling ID`: replay that ruling's scenarios; verified or why not."""
    from judge.output import contradicted
    from judge.scenarios.coverage import report_one

    r = report_one(g, ruling_id)
    if json:
        from judge.output import emit_json

        emit_json(r)
    else:
        p = _printer()
        for rp in r["replays"]:
            p.line(f"{'PASS' if rp['passed'] else 'FAIL'} {rp['scenario']} (rulebook {rp['rulebook']})",
                   "green" if rp["passed"] else "red")
            if rp["error"]:
                p.line(f"       {rp['error']}")
            for m in rp["mismatches"]:
                p.line(f"       {m['path']}: expected {m['expected']}, got {m['actual']}")
        e = r["ruling"]
        if e["status"] == "verified":
            p.line(f"{e['id']}: verified (rulebook {', '.join(e['verified_in'])})", "bold green")
        elif e["status"] == "contradicts":
            p.wrap(f"{e['id']}: contradicts {contradicted(e['contradicts'])}: {e['reason']}", style="bold yellow")
        else:
            p.wrap(f"{e['id']}: not verified: {e['reason']}", style="bold yellow")
    if r["ruling"]["status"] != "verified" or not all(rp["passed"] for rp in r["replays"]):
        raise typer.Exit(1)


def _passing(passed: int, total: int) -> str:
    """ "3/5 scenarios pass", "1/1 scenario passes" """
    from judge.text import plural

    return f"{passed}/{plural(total, 'scenario')} {'passes' if total == 1 else 'pass'}"


def _coverage(c: dict) -> str:
    """ "94/116 rulings verified, 2 contradict their rulebook, 20 unverified" """
    from judge.text import plural

    contradict = "contradicts its" if c["contradicted"] == 1 else "contradict their"
    return (f"{c['verified']}/{plural(c['total'], 'ruling')} verified, {c['contradicted']} {contradict} rulebook, "
            f"{c['unverified']} unverified")


@app.command()
def lint(
    paths: Annotated[Optional[list[str]], typer.Argument(metavar="[PATH]...", help="Files or folders to check (corpus text, ruling records, fixtures), or - for standard input; default: all of the game's data.", show_default=False)] = None,
    game: Game = None,
    json: Json = False,
) -> None:
    """Check the corpus, ruling records and scenario fixtures; print `file:line: message`.

    Records: the schema, and that each quotes the corpus entry it names word for word (a
    record naming none must quote its rulebook verbatim). Fixtures: the schema (unknown or
    misspelled fields in setup and expect, wrong types), the ruling they name, a replay, and
    that every step of the trace cites a rule of the fixture's rulebook or a card.

    Exits 1 when there are problems. Without PATH or --game, every game is checked.

    Example: judge lint rulings/keyforge/anger-on-stunned-creature.yaml scenarios/keyforge/anger-ready-and-fight-stunned.yaml
    """
    from judge.games import all_games, get_game
    from judge.scenarios.lint import lint_game, lint_path
    from judge.scenarios.parallel import allowed

    with allowed():  # the replays shared among the CPUs (judge/scenarios/parallel.py)
        if paths:
            problems, checked = [], []
            for path in paths:
                found, games = lint_path(path, get_game(game) if game else None)
                problems += [m for m in found if m not in problems]
                checked += games
        else:
            games = [get_game(game)] if game else all_games()
            problems = [msg for g in games for msg in lint_game(g)]
            checked = [g.id for g in games]
    if json:
        from judge.output import emit_json

        emit_json({"problems": problems, "ok": not problems})
    else:
        p = _printer()  # on a terminal a long line wraps with a hanging indent; piped, it stays whole
        for msg in problems:
            p.line(msg)
        if not problems:
            from judge.userfile import shown

            p.line(f"lint: no problems in {', '.join(shown(x) for x in paths) if paths else ', '.join(checked)}")
    if problems:
        raise typer.Exit(1)


new_app = typer.Typer(help="Write a commented skeleton of a ruling record or a scenario, and say what to run next.",
                      no_args_is_help=True, context_settings={"help_option_names": ["-h", "--help"]})
app.add_typer(new_app, name="new")


@new_app.command("ruling")
def new_ruling(
    entry: Annotated[Optional[str], typer.Argument(help="The corpus entry the ruling quotes (e.g. keyforge/2021/faq/...); without it, the entries no record quotes yet are listed.", show_default=False)] = None,
    ruling_id: Annotated[Optional[str], typer.Option("--id", help="The record's id (default: from the question's words).")] = None,
    game: Game = None,
) -> None:
    """Write rulings/<game>/<id>.yaml quoting a corpus entry (question, text, source,
    versions, cards, entries), then say what to run next.

    Example: judge new ruling keyforge/2021/faq/i-have-a-stunned-creature-in-my-battleline-play-the-card-61c027
    """
    from judge.games import get_game
    from judge.new import new_ruling as write, uncited_entries

    g = get_game(game)
    if entry is None:
        found = uncited_entries(g)
        p = _printer()
        if not found:
            p.line(f"every FAQ, erratum and clarification of {g.id}'s newest rulebook has a record")
            return
        p.line(f"Entries no record quotes yet ({len(found)}); write one with: judge new ruling ENTRY", "bold")
        for e in found:
            p.line(f"  {e.id}", "cyan")
            p.line(f"      {e.title}")
        return
    path = _rel(write(g, entry, ruling_id))
    _next(f"wrote {path}", [f"judge new scenario {path.stem}   # a scenario that replays it",
                            f"judge lint {path}"])


@new_app.command("scenario")
def new_scenario(
    ruling_id: Annotated[str, typer.Argument(metavar="RULING_ID", help="The ruling the scenario replays.", show_default=False)],
    scenario_id: Annotated[Optional[str], typer.Option("--id", help="The scenario's id (default: the ruling's).")] = None,
    game: Game = None,
) -> None:
    """Write scenarios/<game>/<id>.yaml for a ruling (its cards in the setup, the fields to
    fill commented), then say what to run next.

    Example: judge new scenario anger-on-stunned-creature
    """
    from judge.games import get_game
    from judge.new import new_scenario as write

    g = get_game(game)
    path = _rel(write(g, ruling_id, scenario_id))
    record = _rel(g.rulings_dir() / f"{ruling_id}.yaml")
    _next(f"wrote {path}: fill in setup, actions and expect (docs/SCENARIOS.md)",
          [f"judge replay {path}", f"judge lint {record} {path}", f"judge verify --ruling {ruling_id}"])


def _rel(path):
    """A path as a maintainer would type it: relative to the current folder when inside it."""
    from pathlib import Path

    try:
        return path.resolve().relative_to(Path.cwd().resolve())
    except ValueError:
        return path


def _next(done: str, commands: list[str]) -> None:
    p = _printer()
    p.line(done)
    p.line("next:", "bold")
    for c in commands:
        p.line(f"  {c}", "cyan")


@app.command()
def index(
    game: Game = None,
    json: Json = False,
) -> None:
    """(Re)build the search index now (judge ask builds it on first use by itself).

    Example: judge index --game keeper
    """
    import time

    from judge.games import all_games, get_game
    from judge.search import load

    games = [get_game(game)] if game else all_games()
    out = []
    for g in games:
        t0 = time.perf_counter()
        built = load(g.id, rebuild=True)
        out.append({"game": g.id, "documents": built.meta["documents"],
                    "path": str(built.folder) if built.folder else None,
                    "seconds": round(time.perf_counter() - t0, 2)})
    if json:
        from judge.output import emit_json

        emit_json({"indexes": out})
    else:
        from judge.text import plural

        for o in out:
            where = o["path"] or "memory (the cache directory is not writable)"
            _printer().line(f"{o['game']}: {plural(o['documents'], 'document')} indexed in {o['seconds']} s -> {where}")


@app.command()
def cards(
    coverage: Annotated[bool, typer.Option("--coverage", help="Say how the engine plays each printing, with counts per set.")] = False,
    set_code: Annotated[Optional[str], typer.Option("--set", help="Only this set (CotA, AoA, WC, MM, DT).")] = None,
    how: Annotated[Optional[str], typer.Option("--how", help="With --coverage: only printings implemented this way (read, hand-written, missing).")] = None,
    game: Game = None,
    json: Json = False,
) -> None:
    """List every printing of the card sets; with --coverage, how the engine plays each one:
    read by the card-text reader, hand-written, or missing (with the part it cannot read).

    Example: judge cards --coverage --set CotA --how missing
    """
    from judge.errors import UsageError
    from judge.games import get_game
    from judge.scenarios.runner import engine_for

    g = get_game(game)
    engine = engine_for(g)
    if not hasattr(engine, "cards_listing"):
        raise UsageError(f"{g.name} has no card sets to list: its cards are defined by each scenario")
    found = engine.cards_listing(coverage=coverage, set_code=set_code, how=how)
    if json:
        from judge.output import emit_json

        emit_json(found.as_dict())
        return
    p = _printer()
    for line in found.lines():
        p.line(line)


@app.command()
def site(
    folder: Annotated[str, typer.Argument(metavar="DIR", help="The folder to write (new, empty, or an earlier site).", show_default=False)],
    game: Game = None,
    json: Json = False,
) -> None:
    """Build the offline rulings site into DIR: search, rulings with their replays, rules and cards.

    Every game, unless --game names one. Open DIR/index.html on a phone or laptop
    (no server, no network needed), or publish the folder on any static host, where
    it also installs as an offline app.

    Example: judge site ./judge-site
    """
    from pathlib import Path

    from judge.site import build

    report = build(Path(folder), [game] if game else None)
    if json:
        from judge.output import emit_json

        emit_json(report.as_dict())
        return
    p = _printer()
    p.line(f"site: {report.pages} pages, {report.files} files, {report.bytes / 1e6:.1f} MB "
           f"(search index {report.index_gzip_bytes / 1e3:.0f} kB compressed) in {report.seconds:.1f} s")
    p.line(f"open {report.folder / 'index.html'}")


@app.command("check-card")
def check_card(
    text: Annotated[Optional[list[str]], typer.Argument(help="The card's ability text.", show_default=False)] = None,
    deck: Annotated[Optional[str], typer.Option("--deck", help="Check a deck list file instead (one card per line).")] = None,
    game: Game = None,
    json: Json = False,
) -> None:
    """Check whether a home-made card text (or a whole deck) is legal, and why.

    Banned (redacted) texts, revised texts (with the text to use instead) and
    variable limits, each with the rule it comes from; a text the engine cannot
    read is said so (CANNOT READ). Exits 0 when legal, 1 when not.

    Without --game, the game whose cards are home-made (the only one with a checker).

    Example: judge check-card "Pay 20 hitpoints."
    """
    from judge.errors import UsageError
    from judge.games import all_games, get_game
    from judge.scenarios.runner import engine_for

    checkers = [x for x in all_games() if hasattr(engine_for(x), "check_card")] if game is None else []
    g = checkers[0] if len(checkers) == 1 else get_game(game)
    engine = engine_for(g)
    if not hasattr(engine, "check_card"):
        raise UsageError(f"{g.name} has no card checker: its cards are official (try judge card)")
    if deck and text:
        raise UsageError("give a card text or --deck FILE, not both")
    if not deck and not (text and " ".join(text).strip()):
        raise UsageError("give a card text to check, or --deck FILE")
    result = engine.check_deck(deck) if deck else engine.check_card(" ".join(text))
    if json:
        from judge.output import emit_json

        emit_json(result.as_dict())
    else:
        p = _printer()
        unread = any(f.kind == "unread" for f in result.findings)
        verdict = "LEGAL" if result.legal else "CANNOT READ" if unread else "NOT LEGAL"
        p.line(f"{verdict}: {result.subject}", "bold green" if result.legal else "bold red")
        for f in result.findings:
            mark = "ok " if f.legal else "?  " if f.kind == "unread" else "BAN"
            p.wrap(f"{mark} [{f.kind}] {f.message} ({f.source}; {f.rule})", indent="      ")
            if f.instead:
                p.wrap(f"use instead: {f.instead}", indent="      ")
    if not result.legal:
        raise typer.Exit(1)


def _reflow_help(*apps: typer.Typer) -> None:
    """Each command's --help is its docstring with every paragraph on one line: the
    docstring's line breaks are the source's, and rich wraps the help to the terminal (kept,
    a paragraph wrapped twice on a narrow terminal)."""
    import inspect

    for a in apps:
        for command in a.registered_commands:
            if command.help is None and command.callback is not None and command.callback.__doc__:
                paragraphs = inspect.cleandoc(command.callback.__doc__).split("\n\n")
                command.help = "\n\n".join(" ".join(p.split()) for p in paragraphs)


_reflow_help(app, new_app)


def main(argv: list[str] | None = None) -> None:
    """Console entry point: run the app, turning every error into one line and an exit code.

    Output faults (docs/reliability.md): a reader that goes away (`| head -1`) ends judge
    quietly, as SIGPIPE ends cat or git (shell status 141); any other failure to write the
    output (`> /dev/full`, a closed stdout) is one line on stderr and exit 1; Ctrl-C is one
    line and exit 130; an internal error is one line and exit 70 (JUDGE_DEBUG=1 shows the
    traceback)."""
    console = argv is None
    args = sys.argv[1:] if console else list(argv)
    saved = sys.stdout, sys.stderr
    if console:
        _console_signals()
    from judge import terminal

    sys.stdout = terminal.prepare(sys.stdout) if sys.stdout is not None else terminal.Closed()
    sys.stderr = terminal.prepare(sys.stderr) if sys.stderr is not None else terminal.Closed(silent=True)
    from judge.terminal import PipeClosed

    try:
        try:
            rc = _run(args)
        except SystemExit as exc:
            rc = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
        except PipeClosed:
            rc = _pipe_closed(console)
        if rc != 141:  # a closed pipe has nothing more to flush
            rc = _finish_output(rc, console)
    except (KeyboardInterrupt, Interrupted):
        rc = _say("interrupted", 130)
    finally:
        if not console:
            sys.stdout, sys.stderr = saved
    if console:
        _exit_now(rc)
    sys.exit(rc)


def _console_signals() -> None:
    """Python ignores SIGPIPE and reports EPIPE as an exception; judge behaves like other
    command-line tools instead: a closed pipe ends it without a word."""
    import signal

    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        signal.signal(signal.SIGINT, _interrupt)


class Interrupted(BaseException):
    """Ctrl-C. Not a KeyboardInterrupt: typer turns those into a silent exit 130."""


def _interrupt(signum, frame):
    raise Interrupted()


def _finish_output(rc: int, console: bool) -> int:
    """Flush stdout; a write that fails now (or failed earlier) decides the exit."""
    from judge.terminal import OutputFailed, PipeClosed

    try:
        sys.stdout.flush()
    except PipeClosed:
        return _pipe_closed(console)
    except OutputFailed as exc:
        return _say(f"cannot write the output ({exc})", 1)
    return rc


def _pipe_closed(console: bool) -> int:
    """End as a closed pipe ends a Unix tool: by SIGPIPE, silently (141 in-process)."""
    if console:
        import os
        import signal

        if hasattr(signal, "SIGPIPE"):
            signal.signal(signal.SIGPIPE, signal.SIG_DFL)
            os.kill(os.getpid(), signal.SIGPIPE)
    return 141


def _run(args: list[str]) -> int:
    if any(any("\udc80" <= ch <= "\udcff" for ch in a) for a in args):
        return _say("an argument is not valid UTF-8 text", 2)
    from judge.limits import MAX_ARGUMENTS

    if sum(len(a) for a in args) > MAX_ARGUMENTS:
        return _say(f"the arguments are longer than {MAX_ARGUMENTS} characters, the most judge reads", 2)
    if not args:
        args = ["--help"]  # bare `judge`: its help, exit 0
    cut = args.index("--") if "--" in args else len(args)
    no_pager = "--no-pager" in args[:cut]
    args = [a for a in args[:cut] if a != "--no-pager"] + args[cut:]
    from judge import pager

    if no_pager or not pager.wanted(sys.stdout):
        return _dispatch(args)
    from judge.terminal import Clean

    real = sys.stdout
    collected = pager.Buffer(real)
    sys.stdout = Clean(collected)
    try:
        return _dispatch(args)
    finally:
        sys.stdout = real
        pager.show(collected.text(), getattr(real, "raw", real))


def _dispatch(args: list[str]) -> int:
    """Run one command; every error becomes one line on stderr and an exit code."""
    from judge.errors import JudgeError
    from judge.terminal import OutputFailed, PipeClosed

    try:
        rc = _app_for(args)(args=args, prog_name="judge", standalone_mode=False)
    except JudgeError as exc:
        return _say(exc.message, exc.exit_code)
    except typer.Exit as exc:
        if isinstance(exc.__cause__, KeyboardInterrupt):  # typer's way of reporting Ctrl-C
            return _say("interrupted", 130)
        rc = exc.exit_code
    except (KeyboardInterrupt, Interrupted):
        return _say("interrupted", 130)
    except PipeClosed:
        raise  # main() ends the process as a closed pipe ends any tool
    except OutputFailed as exc:
        return _say(f"cannot write the output ({exc})", 1)
    except RecursionError:
        return _internal("the input nests or repeats too deeply to follow")
    except MemoryError:
        return _internal("out of memory")
    except OSError as exc:  # a file the user named that cannot be used: one line
        from judge.userfile import shown

        name = f"{shown(exc.filename)}: " if exc.filename else ""
        return _say(f"{name}{exc.strerror or exc}", 2)
    except Exception as exc:  # click's usage errors: one line, exit 2
        import re

        if hasattr(exc, "format_message") and hasattr(exc, "exit_code"):
            cmd = next((a for a in args if not a.startswith("-")), "")
            hint = f" (see: judge {cmd} --help)" if cmd in _commands() else " (see: judge --help)"
            message = re.sub(r"( Did you mean [^?]*\?)\1+", r"\1", exc.format_message())  # typer and click both suggest
            return _say(message.rstrip(".") + hint, exc.exit_code or 2)
        return _internal(f"{type(exc).__name__}: {exc}")
    return rc if isinstance(rc, int) else 0


def _app_for(args: list[str]) -> typer.Typer:
    """The app that runs these arguments: when they start with a command's name, the app with
    that command alone (same options, same help, same errors: Typer builds the click command of
    every registered command on each run, and a cold `judge ask` need not pay for thirteen
    others); otherwise the whole app (`judge --help`, a mistyped command)."""
    if not args or args[0] not in _commands() or args[0] == "new":
        return app
    import copy

    one = copy.copy(app)
    one.registered_commands = [c for c in app.registered_commands if _name(c) == args[0]]
    one.registered_groups = []
    return one


def _name(command) -> str:
    return command.name or command.callback.__name__.replace("_", "-")


def _internal(what: str) -> int:
    """A fault in judge itself: one line (the traceback with JUDGE_DEBUG=1), exit 70."""
    import os

    if os.environ.get("JUDGE_DEBUG"):
        raise
    return _say(f"internal error: {what} (please report it; JUDGE_DEBUG=1 shows the details)", 70)


def _exit_now(rc: int) -> None:
    """Leave without the interpreter's teardown. Everything is written (output is
    flushed before this; index and cache files are complete and renamed into place before
    they are used), and tearing down whoosh's readers and the loaded index costs a
    cold `judge ask` about 20 ms for nothing."""
    import os

    try:
        sys.stderr.flush()
    except Exception:  # noqa: BLE001 - nowhere left to report it
        pass
    os._exit(rc)


def _commands() -> set[str]:
    return {"ask", "rule", "card", "ruling", "replay", "what-if", "verify", "lint", "index", "check-card", "cards",
            "new", "site"}


MAX_MESSAGE = 1000  # characters of one error line


def _say(message: str, code: int) -> int:
    """The one line of an error, on stderr (printable, bounded); returns the exit code."""
    from judge.terminal import printable

    text = printable(message, one_line=True)
    if len(text) > MAX_MESSAGE:
        text = text[: MAX_MESSAGE - 1] + "…"
    try:
        sys.stderr.write(f"judge: error: {text}\n")
    except Exception:  # noqa: BLE001 - stderr is gone too: the exit code still tells
        pass
    return code


if __name__ == "__main__":  # pragma: no cover
    main()
