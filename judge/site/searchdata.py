"""The site's search index: one script per game, data/<game>.js.

It holds what judge.search.export exports (the ranking's parameters, lexicon,
postings and per-document ranking data) and, per document, what a result shows:
its title, kind, source and the page it links to. Pages read it through a <script> element
(browsers refuse fetch() on file://), which sets self.JUDGE_DATA[game].
"""
from __future__ import annotations

import json


def result_title(payload: dict) -> str:
    """The title a result shows (a ruling's question is its title)."""
    return " ".join((payload.get("title") or payload.get("question") or payload["id"]).split())


def short_source(payload: dict) -> str:
    """Where an entry is printed, in a few words: '2021 · FREQUENTLY ASKED QUESTIONS > Stun'."""
    src = payload.get("source") or {}
    parts = [p for p in (src.get("rulebook"), src.get("section")) if p]
    return " · ".join(parts)


def search_data(exported: dict, href) -> dict:
    """The browser's copy of one game's export; `href(doc)` is a document's page, relative to the site."""
    docs = []
    for d in exported["docs"]:
        p = d["payload"]
        docs.append({
            "id": d["id"], "group": d["group"], "kind": d["kind"], "versions": d["versions"], "newest": d["newest"],
            "lengths": d["lengths"], "rank": d["rank"], "title": result_title(p), "source": short_source(p),
            "href": href(d),
        })
    out = {k: v for k, v in exported.items() if k != "docs"}
    out["docs"] = docs
    return out


def script(game_id: str, data: dict) -> str:
    """data/<game>.js: assigns the data to self.JUDGE_DATA[game] (JSON is valid JavaScript)."""
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    # "</script" cannot appear in a JSON string here, but keep the file safe to inline anyway
    body = body.replace("</", "<\\/")
    return f"(self.JUDGE_DATA = self.JUDGE_DATA || {{}})[{json.dumps(game_id)}] = {body};\n"
