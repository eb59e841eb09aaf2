"""The SQLite FTS5 backend (see judge/search/backend.py for the interface).

Documents arrive already analysed, so FTS5 only stores space-separated terms;
ranking is FTS5's bm25() over the title and body columns. FTS5 has no per-term
weights, so players' words and corrections count like the words typed, and no
per-term parts of a score (reported as 0.0).
"""
from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

FILE = "index.sqlite"


def write(folder: Path | None, docs) -> sqlite3.Connection:
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(":memory:" if folder is None else str(folder / FILE))
    con.execute("PRAGMA temp_store = MEMORY")  # no scratch files outside the index's own folder
    con.execute("CREATE VIRTUAL TABLE docs USING fts5(title, body, id UNINDEXED, grp UNINDEXED, "
                "kind UNINDEXED, versions UNINDEXED, newest UNINDEXED, rank_info UNINDEXED, payload UNINDEXED)")
    rows = []
    for d in docs:
        title, body = d.terms()
        rows.append((title, body, d.id, d.group, d.kind,
                     f" {' '.join(d.in_force)} ", 1 if d.newest else 0, json.dumps(d.rank_info(), ensure_ascii=False),
                     json.dumps(d.payload, ensure_ascii=False)))
    con.executemany("INSERT INTO docs VALUES (?,?,?,?,?,?,?,?,?)", rows)
    con.commit()
    return con


def open_index(folder: Path) -> sqlite3.Connection:
    path = folder / FILE
    if not path.is_file():
        raise FileNotFoundError(path)
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    con.execute("SELECT count(*) FROM docs").fetchone()
    return con


def search(con, terms, *, version, kinds, limit):
    parts = [f'{{title body}} : "{t}"' for t, _ in terms if re.fullmatch(r"[a-z0-9]+", t)]
    if not parts:
        return []
    where = ["docs MATCH ?"]
    args: list = [" OR ".join(parts)]
    if version:
        where.append("versions LIKE ?")
        args.append(f"% {version} %")
    else:
        where.append("newest = 1")
    if kinds:
        where.append(f"kind IN ({','.join('?' * len(kinds))})")
        args.extend(kinds)
    sql = (f"SELECT rank_info, payload, -bm25(docs, 1.0, 1.0), title, body FROM docs "
           f"WHERE {' AND '.join(where)} ORDER BY bm25(docs, 1.0, 1.0) LIMIT ?")
    args.append(limit)
    wanted = {t for t, _ in terms}
    out = []
    for info, payload, score, title, body in con.execute(sql, args):
        present = set(title.split()) | set(body.split())
        out.append((json.loads(info), float(score), dict.fromkeys(wanted & present, 0.0), _Payload(payload)))
    return out


class _Payload:
    __slots__ = ("raw",)

    def __init__(self, raw: str) -> None:
        self.raw = raw

    def load(self) -> dict:
        return json.loads(self.raw)


def documents(con, field: str, value: str) -> list[dict]:
    column = {"id": "id", "group": "grp"}[field]
    return [json.loads(p) for (p,) in con.execute(f"SELECT payload FROM docs WHERE {column} = ?", (value,))]


def all_documents(con, kind: str | None = None) -> list[dict]:
    if kind:
        rows = con.execute("SELECT payload FROM docs WHERE kind = ?", (kind,))
    else:
        rows = con.execute("SELECT payload FROM docs")
    return [json.loads(p) for (p,) in rows]
