"""Printing results: the verdict first, then the evidence; plain text when piped, colour on a
terminal (never with NO_COLOR), JSON on request.

Layout (the README says it for users):
- An answer leads with its verdict: one line naming what answers (kind, topic, whether it is
  verified, and its source in short), then the answer's first sentence(s), as many as fit in
  two lines of the terminal (at least one). `--brief` prints only that.
- Then the evidence: the question and the verbatim answer, the full source, notes and other
  wordings, the cards it names (with an erratum only where it changes the printed text, and
  symbols a rulebook lost restored and marked), the glossary terms, and the replay: the
  steps that decide the ruling (`deciding_steps`) with a count of the others, or every step
  with `--trace`.
- Near misses, each with the command that opens it (`judge ruling ID`, `judge card NAME`).

On a terminal every line is wrapped once, here, to its width (a long line gets a hanging
indent), so the terminal never wraps it again (piped, a one-line item stays one line,
for grep, and paragraphs wrap at PIPED_WIDTH columns whatever the environment, so piped
output is the same everywhere); every symbol is shown as a word
(judge.symbols). Rules text is verbatim: text judge restores is marked [like this].
"""
from __future__ import annotations

import json
import os
import re
import shutil
import sys
import textwrap
from typing import Any

from judge.symbols import card_words, words

_SGR = {"bold": "1", "dim": "2", "red": "31", "green": "32", "yellow": "33", "cyan": "36"}
MAX_WIDTH = 110  # wider lines are hard to read, whatever the terminal
PIPED_WIDTH = 100  # paragraphs of piped output wrap here (COLUMNS describes a terminal, not a pipe)


def colour_wanted(stream=None) -> bool:
    """Colour only on a terminal, never with NO_COLOR (no-color.org) or TERM=dumb."""
    return _isatty(stream or sys.stdout) and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


def _isatty(stream) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def terminal_width() -> int:
    """The columns of the terminal judge writes to (COLUMNS first, as POSIX says); when
    standard output is not a terminal, PIPED_WIDTH."""
    if not _isatty(sys.stdout):
        return PIPED_WIDTH
    return max(20, shutil.get_terminal_size((PIPED_WIDTH, 24)).columns)


class Printer:
    """Writes wrapped lines to stdout; styles (ANSI SGR) only when colour is on."""

    def __init__(self, colour: bool | None = None, width: int | None = None):
        self.colour = colour_wanted() if colour is None else colour
        self.width = width or min(terminal_width(), MAX_WIDTH)
        self.terminal = _isatty(sys.stdout)  # a piped line stays whole (for grep); paragraphs wrap

    def _emit(self, text: str, style: str | None) -> None:
        if not self.colour or not style or not text:
            sys.stdout.write(text + "\n")
            return
        from judge.terminal import printable

        codes = ";".join(_SGR[s] for s in style.split() if s in _SGR)
        raw = getattr(sys.stdout, "raw", sys.stdout)  # past the cleaning: the codes are judge's own
        raw.write(f"\x1b[{codes}m{printable(text)}\x1b[0m\n")

    def line(self, text: str = "", style: str | None = None) -> None:
        """One line; wrapped with a hanging indent when wider than the terminal."""
        text = words(text)
        if len(text) <= self.width or not self.terminal:
            self._emit(text, style)
            return
        lead = len(text) - len(text.lstrip(" "))
        for w in _wrap(text.strip(), self.width, " " * lead, " " * (lead + 4), cut_words=True) or [text]:
            self._emit(w, style)

    def wrap(self, text: str, indent: str = "", first: str | None = None, style: str | None = None) -> None:
        """Wrap a paragraph (keeping the verbatim words and list lines)."""
        text = words(text)
        lead = indent if first is None else first
        for n, para in enumerate(text.split("\n")):
            if not para.strip():
                self._emit("", None)
                continue
            listed = para.lstrip().startswith(("-", "•", "*")) or re.match(r"\s*\d+[.)] ", para)
            sub = indent + ("   " if listed else "")
            for w in _wrap(para, self.width, lead if n == 0 else indent, sub,
                           cut_words=self.terminal) or [lead.rstrip()]:
                self._emit(w, style)

    def label(self, name: str, value: str, style: str | None = None) -> None:
        """`Name: text` with a hanging indent; a long name gets a line of its own."""
        if len(name) > 12:
            self._emit(words(f"{name}:"), style)
            self.wrap(value, indent="  ", style=style)
        else:
            self.wrap(value, indent=" " * (len(name) + 2), first=f"{name}: ", style=style)


def _wrap(text: str, width: int, first: str, rest: str, *, cut_words: bool = False) -> list[str]:
    """Lines of at most `width` (a word longer than that is cut only when `cut_words`: on a
    terminal; piped, a path or a long number stays whole)."""
    return textwrap.wrap(text, width=width, initial_indent=first, subsequent_indent=rest,
                         break_long_words=cut_words, break_on_hyphens=False)


def emit_json(obj: Any) -> None:
    """JSON on stdout: UTF-8 where the output can show it (else \\u escapes, never a lossy
    transliteration), and C1 control characters escaped too (JSON escapes only C0)."""
    from judge.terminal import can_encode

    text = json.dumps(obj, ensure_ascii=not can_encode(sys.stdout, "Æ—"), indent=2)
    sys.stdout.write(_C1.sub(lambda m: f"\\u{ord(m.group()):04x}", text) + "\n")


_C1 = re.compile("[\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


KIND_ORDER = ("ruling", "errata", "glossary", "rule", "card")
KIND_PLURAL = {"ruling": "rulings", "errata": "errata", "glossary": "glossary", "rule": "rules", "card": "cards"}
KIND_NAME = {"ruling": "Ruling", "errata": "Erratum", "glossary": "Glossary", "rule": "Rule", "card": "Card"}


def pick_version(result: dict, rulebook: str | None) -> str | None:
    versions = result.get("versions") or []
    if rulebook and rulebook in versions:
        return rulebook
    return versions[0] if versions else rulebook


def verification(result: dict, rulebook: str | None) -> dict:
    """The replay status of a ruling result under the rulebook shown."""
    table = result.get("verification") or {}
    v = pick_version(result, rulebook)
    return table.get(v) or {"verified": False, "reason": "not replayed"}


def source_line(result: dict) -> str:
    src = result.get("source") or {}
    parts = [src.get("title") or src.get("rulebook") or ""]
    if src.get("section"):
        parts.append(src["section"])
    text = ", ".join(p for p in parts if p)
    others = [v for v in (result.get("all_versions") or result.get("versions") or []) if v != src.get("rulebook")]
    if others:
        text += f". Also in: {', '.join(others)}"
    return text


_SECTION_SHORT = {"FREQUENTLY ASKED QUESTIONS": "FAQ"}


def short_source(result: dict) -> str:
    """"rulebook 2021, FAQ > Stun": the rulebook version and the last part of the section."""
    src = result.get("source") or {}
    section = src.get("section") or ""
    parts = [p.strip() for p in section.split(">") if p.strip()]
    if len(parts) > 2:
        parts = [parts[0], parts[-1]]
    section = " > ".join(_SECTION_SHORT.get(p, p) for p in parts)
    rulebook = src.get("rulebook")
    where = f"rulebook {rulebook}" if rulebook else ""
    return ", ".join(p for p in (where, section) if p)


# -- the verdict ---------------------------------------------------------------------------
_SENTENCE_END = re.compile(r"(?:(?<=[.!?])|(?<=[.!?][”\"’)]))\s+(?=[A-Z“\"(])")  # a closing mark stays with its sentence


def sentences(text: str) -> list[str]:
    """The sentences of the first paragraph of a text (a period inside "(CoTA 001)" or after
    a number does not end one). A timing chart's "» ... EFFECTS TRIGGER." line marks a point
    between its steps, not what the section says: the first step is read instead."""
    paras = [p for p in re.split(r"\n\s*\n", text.strip()) if p.strip()]
    para = next((p for p in paras if not p.lstrip().startswith("»")), paras[0] if paras else "")
    para = re.sub(r"\s+", " ", para).strip()
    out, start = [], 0
    for m in _SENTENCE_END.finditer(para):
        if re.search(r"\b(?:e\.g|i\.e|vs|p|No)\.$|(?:^|\s)\d+\.$", para[start:m.start()]):
            continue
        out.append(para[start:m.start()].strip())
        start = m.end()
    out.append(para[start:].strip())
    return [s for s in out if s]


def verdict_text(text: str, width: int, lines: int = 2) -> str:
    """The answer's first sentence(s): as many as fit in `lines` lines (at least one)."""
    found = sentences(text)
    if not found:
        return ""
    chosen = found[0]
    for s in found[1:]:
        if len(_wrap(f"{chosen} {s}", width, "", "")) > lines:
            break
        chosen = f"{chosen} {s}"
    return chosen


def status(r: dict, rulebook: str | None) -> str:
    """"verified", "not verified" or "contradicts an erratum" (a rule, a glossary term) for a
    ruling or erratum: short, for the verdict's head; the evidence names what it contradicts."""
    st = verification(r, rulebook)
    if st.get("verified"):
        return "verified"
    if st.get("contradicts"):
        kind = st["contradicts"].get("kind")
        return f"contradicts {({'errata': 'an erratum', 'glossary': 'a glossary term'}).get(kind, 'a rule')}"
    return "not verified"


def verdict_head(r: dict, rulebook: str | None) -> str:
    kind = r["kind"]
    parts = [KIND_NAME.get(kind, kind.capitalize())]
    if kind == "ruling":
        parts[0] = f"{r['topic']}" if r.get("topic") else "Ruling"
        parts.append(f"ruling {status(r, rulebook)}")
    elif kind == "errata":
        parts.append(r.get("title") or "")
        parts.append(status(r, rulebook))
    elif kind == "card":
        parts.append(f"{r['title']} ({r.get('ref')})")
    else:
        parts.append(r.get("title") or "")
    source = short_source(r) if kind != "card" else ""
    return " · ".join(p for p in parts + [source] if p)


def verdict_body(r: dict) -> str:
    """What the verdict quotes: a ruling's answer, an erratum's text (symbols restored), a
    card's text as it reads now, an entry's text."""
    if r["kind"] == "card":
        return card_words(_current_card_text(r))
    if r["kind"] == "errata":
        restored = next((c.get("restored") for c in r.get("cards") or [] if c.get("restored")), None)
        return restored["text"] if restored else r["text"]
    return r.get("text") or ""


def render_verdict(p: Printer, r: dict, rulebook: str | None) -> None:
    """The verdict block: the head line and the first sentence(s), at most 3 lines on a
    terminal of 100 columns (the first sentence wraps further on a narrower one)."""
    p.line(verdict_head(r, rulebook), "bold cyan")
    p.wrap(verdict_text(verdict_body(r), p.width), style="bold")


# -- the evidence --------------------------------------------------------------------------
def render_answer(p: Printer, r: dict, rulebook: str | None, *, brief: bool = False,
                  full_trace: bool = False, game: str | None = None) -> None:
    """One result: the verdict, then (unless brief) the evidence, in full."""
    render_verdict(p, r, rulebook)
    if brief:
        return
    p.line("")
    if r["kind"] == "card":
        _card_body(p, r, rulebook)
    else:
        _entry_body(p, r, rulebook, full_trace)
    p.line(f"Open: {open_command(r, game)}", "dim")


def render_result(p: Printer, r: dict, rulebook: str | None, *, full_trace: bool = True,
                  game: str | None = None) -> None:
    """A result opened by name (`judge card`, `judge ruling`): the verdict, then everything."""
    render_verdict(p, r, rulebook)
    p.line("")
    if r["kind"] == "card":
        _card_body(p, r, rulebook)
    else:
        _entry_body(p, r, rulebook, full_trace)


def _entry_body(p: Printer, r: dict, rulebook: str | None, full_trace: bool) -> None:
    kind = r["kind"]
    if r.get("question"):
        p.label("Q", r["question"], "bold")
        p.label("A", r["text"])
    else:
        p.label(r["title"], r["text"])
    p.label("Source", source_line(r), "dim")
    if r.get("note"):
        p.label("Note", r["note"], "yellow")
    for note in r.get("notes") or []:
        p.label("Note", note, "yellow")
    for h in r.get("history") or []:
        p.label(f"Earlier ({', '.join(h['versions'])})", h["text"], "yellow")
    if r.get("current"):
        p.label(f"Newer ({', '.join(r['current']['versions'])})", r["current"]["text"], "yellow")
    shown = set(r.get("versions") or [])
    order = {v: i for i, v in enumerate(r.get("newest_versions", []) + r.get("other_versions", []))}
    for w in sorted(r.get("wordings") or [], key=lambda w: min(order.get(v, 99) for v in w["versions"])):
        newer = any(order.get(v, 99) < min((order.get(x, 99) for x in shown), default=99) for v in w["versions"])
        p.label(f"{'Newer' if newer else 'Earlier'} wording ({', '.join(w['versions'])})", w["text"], "yellow")
    for c in r.get("cards") or []:
        _card_line(p, c)
    for gl in r.get("glossary") or []:
        first = gl["text"].split("\n\n")[0]
        p.label("Glossary", f"{gl['title']} ({gl['rulebook']}): {first}", "dim")
    if kind in ("ruling", "errata"):
        _replay(p, r, rulebook, full_trace)


def _card_line(p: Printer, c: dict) -> None:
    """A card a ruling names: its text as it reads under the ruling's rulebook, the erratum
    named only when it changes the printed text, restored symbols marked with their source."""
    text = c["text"]
    restored = c.get("restored")
    changes = c.get("errata") and c.get("erratum_changes_text", True)
    if restored and changes:
        text = restored["text"]
    erratum = f" [erratum, rulebook {c['errata']}]" if changes else ""
    p.label("Card", f"{c['title']} ({c['ref']}){erratum}: {card_words(text)}")
    if restored and changes:
        p.label("Restored", _restored_note(restored, c["errata"]), "dim")


def _restored_note(restored: dict, rulebook: str) -> str:
    from judge.text import plural

    return (f"the {rulebook} rulebook's text lost its symbols; {plural(restored['count'], 'symbol')} in "
            f"[brackets] restored from {restored['from']}")


def _replay(p: Printer, r: dict, rulebook: str | None, full_trace: bool) -> None:
    st = verification(r, rulebook)
    if st.get("verified"):
        trace = st.get("trace") or []
        shown = range(len(trace)) if full_trace else deciding_steps(trace, r)
        head = f"Replay: scenario {st['scenario']} passes"
        if len(shown) < len(trace):
            head += f"; {len(shown)} deciding {'step' if len(shown) == 1 else 'steps'} of {len(trace)} (--trace: all)"
        p.line(head, "green")
        for i in shown:
            t = trace[i]
            p.line(f"  {i + 1}. {t['text']}  [{t['rule']}]")
    elif st.get("contradicts"):
        c = st["contradicts"]
        p.label("Contradicts", f"{contradicted(c)}: {c['text']}", "yellow")
        if c.get("source"):
            p.label("Source", f"{c['source']['title']}, {c['source']['section']}", "dim")
        if c.get("why"):
            p.label("Why", c["why"], "yellow")
    else:
        p.label("Not verified", st.get("reason") or "no scenario replays this ruling yet", "yellow")


def _names(title: str) -> set[str]:
    from judge.text import fold

    return {fold(n).strip() for n in re.split(r",|/", title) if n.strip()} | {fold(title).strip()}


def deciding_steps(trace: list[dict], r: dict) -> list[int]:
    """The steps of a replay that decide the ruling (indexes into `trace`): those that cite the
    ruling's topic, a card it names, or a glossary term it relies on. Steps citing only the
    routine of a turn (playing a card, the Æmber bonus, a card going to the discard pile) are
    counted, not shown. When no step qualifies, every step is shown."""
    wanted: set[str] = set()
    if r.get("topic"):
        wanted |= _names(r["topic"])
    for c in r.get("cards") or []:
        wanted |= _names(c["title"])
    for gl in r.get("glossary") or []:
        wanted |= _names(gl["title"])
    from judge.text import fold

    picked = [i for i, t in enumerate(trace) if fold(t.get("rule") or "").strip() in wanted]
    return picked or list(range(len(trace)))


def contradicted(c: dict) -> str:
    """How a contradicted rule is named: "Library Access (COTA 115) erratum, rulebook 1.3"."""
    what = {"errata": " erratum", "glossary": " (glossary)"}.get(c.get("kind") or "", "")
    return f"{c['title']}{what}, rulebook {c['version']}"


def open_command(r: dict, game: str | None = None) -> str:
    """The command that opens a result by name."""
    kind = r["kind"]
    if kind in ("ruling", "errata"):
        cmd = f"judge ruling {r.get('ruling') or r['id'].split('/', 1)[-1]}"
    elif kind == "card":
        cmd = f"judge card {_quoted(r['title'])}"
    else:
        cmd = f"judge rule {_quoted(r['title'].lower())}"
    return cmd + (f" --game {game}" if game else "")


def _quoted(text: str) -> str:
    if re.fullmatch(r"[\w.-]+", text):
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


# -- cards ---------------------------------------------------------------------------------
def _stats(r: dict) -> str:
    stats = f"{r['house'].capitalize()} {r['type']}"
    if r["type"] == "creature":
        stats += f", power {r['power']}" + (f", armor {r['armor']}" if r["armor"] else "")
    if r.get("amber"):
        stats += f", Æmber bonus {r['amber']}"
    if r.get("bonus_icons"):
        stats += f", bonus icons {', '.join(r['bonus_icons'])}"
    return stats


def _erratum_shown(r: dict, rulebook: str | None) -> dict | None:
    """The erratum in force under `rulebook` (default: the newest), if it changes the printing."""
    errata = r.get("errata") or {}
    shown = errata.get(rulebook) if rulebook else (next(iter(errata.values())) if errata else None)
    if shown and shown.get("changes_text", True):
        return shown
    return None


def _current_card_text(r: dict, rulebook: str | None = None) -> str:
    shown = _erratum_shown(r, rulebook)
    if shown is None:
        return r.get("printed_text") or r.get("text") or ""
    return (shown.get("restored") or {}).get("text") or shown["text"]


def _card_body(p: Printer, r: dict, rulebook: str | None) -> None:
    stats = _stats(r)
    if r.get("traits"):
        stats += f" · {' • '.join(t.capitalize() for t in r['traits'])}"
    twin = ", Evil Twin" if r.get("rarity") == "Evil Twin" else ""
    p.line(f"{r['title']} ({r['ref']}{twin}) — {stats}", "bold")
    errata = r.get("errata") or {}  # rulebook version -> the erratum in force there
    shown = _erratum_shown(r, rulebook)
    if shown:
        in_force = [v for v, e in errata.items() if e["text"] == shown["text"]]
        p.label(f"Text (erratum, rulebook {', '.join(in_force)})", card_words(_current_card_text(r, rulebook)))
        if shown.get("restored"):
            p.label("Restored", _restored_note(shown["restored"], shown["rulebook"]), "dim")
        others: dict[str, list[str]] = {}
        for v, e in errata.items():
            if e["text"] != shown["text"] and e.get("changes_text", True):
                others.setdefault(e["text"], []).append(v)
        for text, versions in others.items():
            p.label(f"Erratum wording in rulebook {', '.join(versions)}", card_words(text), "dim")
        p.label("Printed", card_words(r["printed_text"]), "dim")
    else:
        p.label("Text", card_words(r["printed_text"]))
    if r.get("printings") and len(r["printings"]) > 1:
        p.label("Printings", ", ".join(r["printings"]), "dim")
    if r.get("variants") and not r.get("shown_printing"):
        p.label("Default printing", f"{', '.join(r.get('same_as') or [r['ref']])} (the title alone names it; "
                                    "the printings below differ in substance)", "dim")
    if r.get("shown_printing"):
        same = ", ".join(r.get("same_as") or [r["ref"]])
        p.label("Printing", f"{r['shown_printing']} (text of {same}; the title alone names "
                            f"{r['variants'][0]['ref']})", "yellow")
    for v in r.get("variants") or []:  # printings whose text differs in substance
        what = ", ".join(v["same_as"]) + (" (Evil Twin)" if v.get("rarity") == "Evil Twin" else "")
        what += " (default)" if v.get("default") else ""
        p.label(f"Printing {what}", f"{_stats(v)}: {card_words(v['text'])}", "dim")
    if r.get("rulings"):
        p.label("Rulings", ", ".join(f"judge ruling {x}" for x in r["rulings"]), "dim")


# -- weak answers and near misses ----------------------------------------------------------
def render_weak(p: Printer, answer, game: str | None = None) -> None:
    """No entry answers the query well: one line saying so, the closest glossary terms,
    then the results as near misses."""
    p.line(f"No entry answers {answer.query!r} well (the best matches under half its words).", "bold")
    render_terms(p, answer.closest_terms, game)
    render_near_misses(p, answer.results, game)


def render_terms(p: Printer, terms: list[dict], game: str | None = None) -> None:
    """The glossary terms closest to a query nothing answers well."""
    if not terms:
        return
    p.line("Closest glossary terms:", "bold")
    for t in terms:
        p.line(f"    {open_command({'kind': 'glossary', 'id': t['id'], 'title': t['title']}, game)}", "cyan")


def render_near_misses(p: Printer, results: list[dict], game: str | None = None) -> None:
    """The other results, grouped by kind, each as the command that opens it and its title."""
    if not results:
        return
    p.line("")
    p.line("Near misses:", "bold")
    for kind in KIND_ORDER:
        group = [r for r in results if r["kind"] == kind]
        if not group:
            continue
        p.line(f"  {KIND_PLURAL[kind]}:", "bold")
        for r in group:
            p.line(f"    {open_command(r, game)}", "cyan")
            if kind in ("ruling", "errata"):
                title = re.sub(r"\s+", " ", r.get("question") or r.get("title") or "")
                if len(title) > p.width - 8:
                    title = title[: p.width - 9] + "…"
                p.line(f"      {title}")
