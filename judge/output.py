"""Printing results: plain text when piped, colour on a terminal, JSON on request.

Rules text is printed verbatim; on a terminal it goes through rich, so it is
escaped first (square brackets are markup there). rich is imported only when
colour is on, which keeps a piped `judge ask` lean.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import sys
import textwrap
from typing import Any


class Printer:
    """Writes lines to stdout; styles only when colour is on."""

    def __init__(self, colour: bool | None = None):
        if colour is None:
            colour = sys.stdout.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"
        self.colour = colour
        self.width = max(40, min(shutil.get_terminal_size((100, 24)).columns, 110))
        self._console = None
        if colour:
            from rich.console import Console

            # rich adds colour codes, so it writes to the real stream; the text it is given is
            # made printable first (judge.terminal), as everything else on stdout is
            self._console = Console(file=getattr(sys.stdout, "raw", sys.stdout), highlight=False,
                                    soft_wrap=False)

    def _out(self, text: str, style: str | None = None) -> None:
        if self._console is None:
            sys.stdout.write(text + "\n")
            return
        from rich.markup import escape

        from judge.terminal import printable

        body = escape(printable(text))
        self._console.print(f"[{style}]{body}[/]" if style else body)

    def line(self, text: str = "", style: str | None = None) -> None:
        self._out(text, style)

    def wrap(self, text: str, indent: str = "", first: str | None = None, style: str | None = None) -> None:
        """Wrap a paragraph (keeping the verbatim words and list lines)."""
        lead = indent if first is None else first
        for n, para in enumerate(text.split("\n")):
            if not para.strip():
                self._out("")
                continue
            sub = indent + ("   " if para.lstrip().startswith(("-", "1", "2", "3", "4", "5", "6", "7", "8", "9")) and para[:1] in "-0123456789" else "")
            wrapped = textwrap.wrap(para, width=self.width, initial_indent=lead if n == 0 else indent,
                                    subsequent_indent=sub, break_long_words=False, break_on_hyphens=False)
            for w in wrapped or [lead]:
                self._out(w, style)

    def label(self, name: str, value: str, style: str | None = None) -> None:
        """`Name: text` with a hanging indent; a long name gets a line of its own."""
        if len(name) > 12:
            self._out(f"{name}:", style)
            self.wrap(value, indent="  ", style=style)
        else:
            self.wrap(value, indent=" " * (len(name) + 2), first=f"{name}: ", style=style)


def emit_json(obj: Any) -> None:
    """JSON on stdout: UTF-8 where the output can show it (else \\u escapes, never a lossy
    transliteration), and C1 control characters escaped too (JSON escapes only C0)."""
    from judge.terminal import can_encode

    text = json.dumps(obj, ensure_ascii=not can_encode(sys.stdout, "Æ—"), indent=2)
    sys.stdout.write(_C1.sub(lambda m: f"\\u{ord(m.group()):04x}", text) + "\n")


_C1 = re.compile("[\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


KIND_ORDER = ("ruling", "errata", "glossary", "rule", "card")
KIND_PLURAL = {"ruling": "rulings", "errata": "errata", "glossary": "glossary", "rule": "rules", "card": "cards"}


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


def render_result(p: Printer, r: dict, rulebook: str | None, *, trace: bool = True) -> None:
    """One result in full: verbatim text, source, errata of named cards, glossary, replay."""
    kind = r["kind"]
    head = kind.upper()
    if r.get("topic") and kind == "ruling":
        head += f" · {r['topic']}"
    if kind == "ruling":
        st = verification(r, rulebook)
        if st.get("verified"):
            head += " · verified"
        else:
            head += f" · contradicts {contradicted(st['contradicts'])}" if st.get("contradicts") else " · not verified"
    p.line(f"{head}   [{r['id']}]", "bold cyan")
    if kind == "card":
        _card_body(p, r, rulebook)
        return
    if r.get("question"):
        p.label("Q", r["question"], "bold")
        p.label("A", r["text"])
    else:
        p.label(r["title"], r["text"]) if kind in ("glossary", "errata") else p.wrap(r["text"])
    p.label("Source", source_line(r), "dim")
    if r.get("note"):
        p.label("Note", r["note"], "yellow")
    for note in r.get("notes") or []:
        p.label("Note", note, "yellow")
    for h in r.get("history") or []:
        when = ", ".join(h["versions"])
        p.label(f"Earlier ({when})", h["text"], "yellow")
    if r.get("current"):
        p.label(f"Newer ({', '.join(r['current']['versions'])})", r["current"]["text"], "yellow")
    shown = set(r.get("versions") or [])
    order = {v: i for i, v in enumerate(r.get("newest_versions", []) + r.get("other_versions", []))}
    for w in sorted(r.get("wordings") or [], key=lambda w: min(order.get(v, 99) for v in w["versions"])):
        newer = any(order.get(v, 99) < min((order.get(x, 99) for x in shown), default=99) for v in w["versions"])
        label = "Newer" if newer else "Earlier"
        p.label(f"{label} wording ({', '.join(w['versions'])})", w["text"], "yellow")
    for c in r.get("cards") or []:
        errata = f" [erratum, rulebook {c['errata']}]" if c.get("errata") else ""
        p.label("Card", f"{c['title']} ({c['ref']}){errata}: {c['text']}")
    for gl in r.get("glossary") or []:
        first = gl["text"].split("\n\n")[0]
        p.label("Glossary", f"{gl['title']} ({gl['rulebook']}): {first}", "dim")
    if kind == "ruling":
        st = verification(r, rulebook)
        if st.get("verified"):
            if trace:
                p.line(f"Replay: scenario {st['scenario']} passes", "green")
                for i, t in enumerate(st.get("trace") or [], 1):
                    p.line(f"  {i}. {t['text']}  [{t['rule']}]")
        elif st.get("contradicts"):
            c = st["contradicts"]
            p.label("Contradicts", f"{contradicted(c)}: {c['text']}", "yellow")
            if c.get("source"):
                p.label("Source", f"{c['source']['title']}, {c['source']['section']}", "dim")
            if c.get("why"):
                p.label("Why", c["why"], "yellow")
        else:
            p.label("Not verified", st.get("reason") or "no scenario replays this ruling yet", "yellow")


def contradicted(c: dict) -> str:
    """How a contradicted rule is named: "Library Access (COTA 115) erratum, rulebook 1.3"."""
    what = {"errata": " erratum", "glossary": " (glossary)"}.get(c.get("kind") or "", "")
    return f"{c['title']}{what}, rulebook {c['version']}"


def _stats(r: dict) -> str:
    stats = f"{r['house'].capitalize()} {r['type']}"
    if r["type"] == "creature":
        stats += f", power {r['power']}" + (f", armor {r['armor']}" if r["armor"] else "")
    if r.get("amber"):
        stats += f", Æmber bonus {r['amber']}"
    if r.get("bonus_icons"):
        stats += f", bonus icons {', '.join(r['bonus_icons'])}"
    return stats


def _card_body(p: Printer, r: dict, rulebook: str | None) -> None:
    stats = _stats(r)
    if r.get("traits"):
        stats += f" · {' • '.join(t.capitalize() for t in r['traits'])}"
    twin = ", Evil Twin" if r.get("rarity") == "Evil Twin" else ""
    p.line(f"{r['title']} ({r['ref']}{twin}) — {stats}", "bold")
    errata = r.get("errata") or {}  # rulebook version -> the erratum in force there
    shown = errata.get(rulebook) if rulebook else (next(iter(errata.values())) if errata else None)
    if shown:
        in_force = [v for v, e in errata.items() if e["text"] == shown["text"]]
        p.label(f"Text (erratum, rulebook {', '.join(in_force)})", shown["text"])
        others: dict[str, list[str]] = {}
        for v, e in errata.items():
            if e["text"] != shown["text"]:
                others.setdefault(e["text"], []).append(v)
        for text, versions in others.items():
            p.label(f"Erratum wording in rulebook {', '.join(versions)}", text, "dim")
        p.label("Printed", r["printed_text"], "dim")
    else:
        p.label("Text", r["printed_text"])
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
        p.label(f"Printing {what}", f"{_stats(v)}: {v['text']}", "dim")
    if r.get("rulings"):
        p.label("Rulings", ", ".join(r["rulings"]), "dim")


def render_weak(p: Printer, answer) -> None:
    """No entry answers the query well: one line saying so, the closest glossary terms,
    then the results as near misses."""
    p.line(f"No entry answers {answer.query!r} well (the best matches under half its words).", "bold")
    render_terms(p, answer.closest_terms)
    render_near_misses(p, answer.results)


def render_terms(p: Printer, terms: list[dict]) -> None:
    """The glossary terms closest to a query nothing answers well."""
    if not terms:
        return
    p.line("Closest glossary terms:", "bold")
    for t in terms:
        p.line(f"    {t['id']}", "cyan")
        p.line(f"      {t['title']}")


def render_near_misses(p: Printer, results: list[dict]) -> None:
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
            title = (r.get("question") or r.get("title") or "").replace("\n", " ")
            if len(title) > p.width - 10:
                title = title[: p.width - 11] + "…"
            p.line(f"    {r['id']}", "cyan")
            p.line(f"      {title}")
