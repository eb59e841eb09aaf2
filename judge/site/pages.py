"""One game's entry pages: a page per ruling, erratum, glossary term, rule and card.

A page shows what `judge ruling`, `judge rule` and `judge card` show, from the
same index documents: the verbatim text with its source and rulebook versions,
the other wordings across versions, the errata of the cards a ruling names and
the glossary terms it relies on, and for a verified ruling the replay, step by
step, each step citing its rule (linked to that rule's page when the site has one).
"""
from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from html import escape

from judge.site.html import diff_html, link, page, paragraphs, text, url
from judge.site.searchdata import result_title as _title

CHANGE = {"changed": "Reworded", "only": "Removed", "added": "Added"}  # judge.lookup.paragraph_diff's marks
KIND_LABEL = {"ruling": "Ruling", "errata": "Erratum", "glossary": "Glossary", "rule": "Rule", "card": "Card"}
LISTS = (("rulings", "Rulings and errata", ("ruling", "errata")), ("rules", "Rules and glossary", ("glossary", "rule")),
         ("cards", "Cards", ("card",)))


def _slug(ident: str) -> str:
    from judge.text import slug

    return slug(ident, limit=120)


@dataclass
class GameSite:
    """A game's documents (judge.search.export's docs, in index order) and what links them."""

    game: str
    name: str
    versions: list[dict]
    docs: list[dict]
    files: dict[str, str] = field(default_factory=dict)  # group -> path from the site root
    groups: dict[str, list[dict]] = field(default_factory=dict)  # group -> payloads, newest wording first

    def __post_init__(self):
        from judge.cards.match import key

        for d in self.docs:
            self.groups.setdefault(d["group"], []).append(d)
        taken: set[str] = set()
        for group, members in self.groups.items():
            members.sort(key=lambda d: not d["newest"])
            kind, _, ident = group.partition("/")
            stem, n = f"{self.game}/{kind}/{_slug(ident)}", 1
            while f"{stem}.html" in taken:  # ids that fold to one file name ("æmber-imp", "aember-imp")
                n += 1
                stem = f"{self.game}/{kind}/{_slug(ident)}-{n}"
            taken.add(f"{stem}.html")
            self.files[group] = f"{stem}.html"
        # a ruling id -> its group ("ruling/x" or "errata/x"); card id -> its errata; term -> rulings citing it
        self.ruling_group: dict[str, str] = {}
        self.card_errata: dict[str, list[str]] = defaultdict(list)
        self.cited_by: dict[str, list[str]] = defaultdict(list)
        for group, members in self.groups.items():
            p = members[0]["payload"]
            if p["kind"] in ("ruling", "errata"):
                self.ruling_group[p["ruling"]] = group
                for g in p.get("glossary") or []:
                    if group not in self.cited_by[g["id"]]:
                        self.cited_by[g["id"]].append(group)
                if p["kind"] == "errata":
                    for c in p.get("cards") or []:
                        self.card_errata[c["id"]].append(group)
        # names a replay step cites ("Stun", "Playing Cards", "Anger") -> the page of that rule or card
        self.rule_pages: dict[str, str] = {}
        for kind in ("glossary", "rule", "card"):
            for group, members in self.groups.items():
                if not group.startswith(kind + "/"):
                    continue
                title = re.sub(r"^STEP \d+:\s*", "", members[0]["payload"]["title"])
                for name in [title] + title.split(","):
                    self.rule_pages.setdefault(key(name), group)

    # ---- links ---------------------------------------------------------------------------------

    def href(self, group: str, root: str, anchor: str = "") -> str | None:
        path = self.files.get(group)
        return f"{root}{url(path)}{anchor}" if path else None

    def doc_href(self, doc: dict) -> str:
        """A search result's page, from the site's root: the group's page, at the wording shown."""
        anchor = "" if doc["newest"] else f"#w-{doc['versions'][0]}"
        return self.href(doc["group"], "", anchor)

    def _entry_link(self, group: str, root: str, label: str | None = None, badge: bool = False) -> str:
        members = self.groups.get(group)
        label = label or (_title(members[0]["payload"]) if members else group)
        href = self.href(group, root)
        html = link(href, " ".join(label.split())) if href else escape(label)
        if badge and members:
            kind = members[0]["kind"]
            html += f' <span class="kind" data-kind="{kind}">{KIND_LABEL[kind]}</span>'
        return html

    def _rule_link(self, name: str, root: str) -> str:
        from judge.cards.match import key

        group = self.rule_pages.get(key(name))
        return link(self.href(group, root), name, "cite") if group else f'<span class="cite">{escape(name)}</span>'

    # ---- pages ---------------------------------------------------------------------------------

    def pages(self) -> dict[str, str]:
        """Path from the site's root -> HTML, for every entry and list page of the game."""
        out = {}
        for group, members in self.groups.items():
            kind = members[0]["kind"]
            render = {"card": self._card, "ruling": self._ruling, "errata": self._ruling}.get(kind, self._rule)
            body = render(members, "../../")
            title = _title(members[0]["payload"])
            out[self.files[group]] = page(title=f"{title} · {self.name}", main=body, root="../../", game=self.game)
        for name, label, kinds in LISTS:
            rows = [g for g, m in self.groups.items() if m[0]["kind"] in kinds]
            if rows:
                out[f"{self.game}/{name}.html"] = self._list(label, rows)
        return out

    def lists(self) -> list[tuple[str, str]]:
        """(path, label) of the game's list pages."""
        have = {m[0]["kind"] for m in self.groups.values()}
        return [(f"{self.game}/{name}.html", label) for name, label, kinds in LISTS if have & set(kinds)]

    def _list(self, label: str, groups: list[str]) -> str:
        rows = sorted(groups, key=lambda g: (_title(self.groups[g][0]["payload"]).lower()))
        items = "\n".join(f'<li data-kind="{self.groups[g][0]["kind"]}">{self._entry_link(g, "../", badge=True)}</li>'
                          for g in rows)
        main = f'<h1>{escape(label)} <small>{escape(self.name)}</small></h1>\n<ol class="entries">\n{items}\n</ol>'
        return page(title=f"{label} · {self.name}", main=main, root="../", game=self.game)

    def _head(self, p: dict, extra: str = "") -> str:
        kind = KIND_LABEL[p["kind"]]
        return (f'<p class="meta"><span class="kind" data-kind="{p["kind"]}">{kind}</span>{extra}</p>\n'
                f"<h1>{escape(_title(p))}</h1>")

    def _source(self, p: dict) -> str:
        from judge.output import source_line

        return f'<p class="source"><b>Source:</b> {escape(source_line(p))}</p>'

    def _ruling(self, members: list[dict], root: str) -> str:
        from judge.output import verification

        p = members[0]["payload"]
        status = verification(p, None)
        extra = f" · {escape(p['topic'])}" if p.get("topic") and p["kind"] == "ruling" else ""
        extra += (' · <span class="ok">verified</span>' if status.get("verified")
                  else ' · <span class="no">not verified</span>')
        parts = [self._head(p, extra)]
        parts.append(self._wording(p, root, primary=True))
        for older in members[1:]:
            parts.append(self._wording(older["payload"], root, primary=False, asked=p.get("question")))
        parts.append(self._cards_named(p, root))
        parts.append(self._glossary(p, root))
        return "\n".join(x for x in parts if x)

    def _wording(self, p: dict, root: str, *, primary: bool, asked: str | None = None) -> str:
        """One wording of a ruling; an older one repeats the question only where it was asked differently."""
        anchor = f"w-{(p.get('versions') or ['current'])[0]}"
        head = "" if primary else f"<h2>Wording in rulebook {escape(', '.join(p['versions']))}</h2>"
        body = [head]
        if p.get("question") and p["question"] != (_title(p) if primary else asked):
            body.append(f'<p class="q"><b>Q:</b> {text(p["question"])}</p>')
        if p.get("question"):
            body.append('<div class="answer">' + paragraphs(p["text"], lead="<b>A:</b> ") + "</div>")
        else:
            body.append('<div class="verbatim">' + paragraphs(p["text"]) + "</div>")
        body.append(self._source(p))
        for note in ([p["note"]] if p.get("note") else []) + list(p.get("notes") or []):
            body.append(f'<p class="note"><b>Note:</b> {text(note)}</p>')
        body.append(self._replays(p, root))
        return f'<section class="wording" id="{escape(anchor)}">' + "\n".join(x for x in body if x) + "</section>"

    def _replays(self, p: dict, root: str) -> str:
        """The replay of each rulebook version this wording is printed in; a trace shown once per scenario run."""
        table = p.get("verification") or {}
        out, shown = [], []
        for version in p.get("versions") or []:
            st = table.get(version) or {"verified": False, "reason": "not replayed"}
            where = f"rulebook {escape(version)}"
            if not st.get("verified"):
                reason = st.get("reason") or "no scenario replays this ruling yet"
                out.append(f'<p class="unverified"><b>Not verified ({where}):</b> {text(reason)}</p>')
                continue
            steps = [(t["text"], t["rule"]) for t in st.get("trace") or []]
            same = next((v for v, s in shown if s == (st.get("scenario"), steps)), None)
            if same:
                out.append(f'<p class="verified">Replay under {where}: the same as under rulebook {escape(same)}.</p>')
                continue
            shown.append((version, (st.get("scenario"), steps)))
            items = "\n".join(f'<li><span class="step">{text(s)}</span> {self._rule_link(r, root)}</li>'
                              for s, r in steps)
            out.append(f'<section class="replay"><h2>Replay: scenario <code>{escape(st.get("scenario") or "")}</code>'
                       f' passes <small>({where})</small></h2>\n<ol class="trace">\n{items}\n</ol></section>')
        return "\n".join(out)

    def _cards_named(self, p: dict, root: str) -> str:
        cards = p.get("cards") or []
        if not cards:
            return ""
        rows = []
        for c in cards:
            title = self._entry_link(f"card/{c['id']}", root, c["title"])
            erratum = ""
            if c.get("errata"):
                links = ", ".join(self._entry_link(g, root, "erratum") for g in self.card_errata.get(c["id"], []))
                erratum = f' <span class="erratum">erratum, rulebook {escape(c["errata"])}{": " + links if links else ""}</span>'
            rows.append(f"<li>{title} <small>({escape(c['ref'])})</small>{erratum}"
                        f'<p class="cardtext">{text(c["text"])}</p></li>')
        return '<section class="named"><h2>Cards</h2><ul class="links">' + "\n".join(rows) + "</ul></section>"

    def _glossary(self, p: dict, root: str) -> str:
        terms = p.get("glossary") or []
        if not terms:
            return ""
        rows = [f"<li>{self._entry_link(g['id'], root, g['title'])} <small>({escape(g['rulebook'])})</small>"
                f'{paragraphs(g["text"].split(chr(10) + chr(10))[0], "gloss")}</li>' for g in terms]
        return '<section class="named"><h2>Glossary</h2><ul class="links">' + "\n".join(rows) + "</ul></section>"

    def _rule(self, members: list[dict], root: str) -> str:
        from judge.lookup import paragraph_diff

        p = members[0]["payload"]
        parts = [self._head(p), f'<section class="wording" id="w-{escape(p["versions"][0])}">',
                 '<div class="verbatim">' + paragraphs(p["text"]) + "</div>", self._source(p), "</section>"]
        previous = p
        for older in members[1:]:
            o = older["payload"]
            diff = "".join(f'<li class="{mark}"><b>{CHANGE[mark]}:</b> {diff_html(para) if mark == "changed" else text(para)}</li>'
                           for mark, para in paragraph_diff(o["text"], previous["text"]) if mark != "same")
            parts.append(
                f'<section class="wording" id="w-{escape(o["versions"][0])}">'
                f"<h2>Wording in rulebook {escape(', '.join(o['versions']))}</h2>"
                f'<div class="verbatim">{paragraphs(o["text"])}</div>{self._source(o)}'
                + (f"<details><summary>Changed in rulebook {escape(', '.join(previous['versions']))}</summary>"
                   f'<ul class="diff">{diff}</ul></details>' if diff else "")
                + "</section>")
            previous = o
        citing = self.cited_by.get(members[0]["group"], [])
        if citing:
            rows = "\n".join(f"<li>{self._entry_link(g, root, badge=True)}</li>" for g in citing)
            parts.append(f'<section class="named"><h2>Rulings that rely on it</h2><ul class="links">{rows}</ul></section>')
        return "\n".join(parts)

    def _card(self, members: list[dict], root: str) -> str:
        """A card: its stats, errata by rulebook version, each printing's text, the rulings naming it.
        Printings printed alike share a line; those differing in substance (the index's `variants`,
        when the card data has them) get their own stats and text."""
        p = members[0]["payload"]
        parts = [self._head(p, f" · {escape(p['ref'])}"), _stats(p)]
        errata = p.get("errata") or {}
        if errata:
            by_text: dict[str, list[str]] = {}
            for version, e in errata.items():
                by_text.setdefault(e["text"], []).append(version)
            rows = "".join(f"<li><b>Erratum text, rulebook {escape(', '.join(vs))}:</b>"
                           f'<p class="cardtext">{text(t)}</p></li>' for t, vs in by_text.items())
            links = "".join(f"<li>{self._entry_link(g, root, badge=True)}</li>"
                            for g in self.card_errata.get(p["id"].split("/", 1)[1], []))
            parts.append(f'<section><h2>Errata</h2><ul class="plain">{rows}</ul>'
                         + (f'<ul class="links">{links}</ul>' if links else "") + "</section>")
        refs = p.get("same_as") or p.get("printings") or [p["ref"]]
        rows = [f'<li><b>{escape(", ".join(refs))}:</b><p class="cardtext">{text(p["printed_text"])}</p></li>']
        for v in p.get("variants") or []:
            twin = " (Evil Twin)" if v.get("rarity") == "Evil Twin" else ""
            rows.append(f'<li><b>{escape(", ".join(v.get("same_as") or [v["ref"]]))}{twin}:</b>{_stats(v)}'
                        f'<p class="cardtext">{text(v["text"])}</p></li>')
        parts.append(f'<section><h2>Printed text</h2><ul class="plain">{"".join(rows)}</ul>'
                     f'<p class="source"><b>Source:</b> {escape(p["source"]["section"])}</p></section>')
        rulings = [self.ruling_group[r] for r in p.get("rulings") or [] if r in self.ruling_group]
        if rulings:
            rows = "\n".join(f"<li>{self._entry_link(g, root, badge=True)}</li>" for g in rulings)
            parts.append(f'<section class="named"><h2>Rulings that name it</h2><ul class="links">{rows}</ul></section>')
        return "\n".join(parts)


def _stats(card: dict) -> str:
    """A card's printed numbers and words, as a definition list."""
    rows = [("House", card["house"].capitalize()), ("Type", card["type"])]
    if card["type"] == "creature":
        rows += [("Power", card["power"]), ("Armor", card["armor"] or None)]
    rows += [("Æmber bonus", card.get("amber") or None), ("Bonus icons", ", ".join(card.get("bonus_icons") or ())),
             ("Traits", " • ".join(t.capitalize() for t in card.get("traits") or ())),
             ("Keywords", ", ".join(card.get("keywords") or ()))]
    return '<dl class="stats">' + "".join(f"<dt>{name}</dt><dd>{escape(str(value))}</dd>"
                                         for name, value in rows if value not in (None, "")) + "</dl>"
