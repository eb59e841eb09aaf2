"""The offline rulings site: `judge site DIR` writes a static, self-contained site.

    from judge.site import build
    report = build(Path("site"))          # every game

Built from the same search index as `judge ask` (judge.search.load): the same
corpus, rulings, cards and replays. DIR holds

    index.html              the search page (search as you type)
    assets/                 search.js (judge ask's ranking), app.js, style.css, icons
    data/<game>.js          a game's search index (judge.search.export), read by <script>
    <game>/<kind>/<id>.html a page per ruling, erratum, glossary term, rule and card
    <game>/<list>.html      lists of every entry, for browsing with scripts off
    manifest.webmanifest, sw.js    installing and offline use over http(s)

Every link is relative, so the folder works from file://, from any static host,
and after being moved. A folder that exists already is replaced only when an
earlier `judge site` made it (it holds MARKER); anything else is refused.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import os
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

from judge.errors import UsageError

MARKER = ".judge-site"
STATIC = Path(__file__).resolve().parent / "static"


@dataclass
class Report:
    folder: Path
    files: int
    bytes: int
    index_bytes: int  # the search indexes (data/*.js)
    index_gzip_bytes: int  # the same, gzip-compressed as a server sends them (level 6, the usual default)
    pages: int
    seconds: float

    def as_dict(self) -> dict:
        return {"folder": str(self.folder), "files": self.files, "bytes": self.bytes, "index_bytes": self.index_bytes,
                "index_gzip_bytes": self.index_gzip_bytes, "pages": self.pages, "seconds": round(self.seconds, 2)}


def build(dest: Path, games: list[str] | None = None) -> Report:
    """Write the site into `dest` (created, or replaced when an earlier `judge site` made it)."""
    from judge.games import all_games, default_game_id, get_game

    t0 = time.perf_counter()
    dest = Path(dest).absolute()
    _check_destination(dest)
    chosen = [get_game(g) for g in games] if games else all_games()
    chosen.sort(key=lambda g: g.id != default_game_id())  # the first is the search page's default
    files: dict[str, bytes] = {}
    sites = []
    for game in chosen:
        site, data = _game(game.id)
        sites.append(site)
        for path, html in site.pages().items():
            files[path] = html.encode("utf-8")
        from judge.site.searchdata import script

        files[f"data/{game.id}.js"] = script(game.id, data).encode("utf-8")
    files.update(_assets())
    files["index.html"] = _home(sites).encode("utf-8")
    files["manifest.webmanifest"] = _manifest().encode("utf-8")
    files["sw.js"] = _service_worker(files).encode("utf-8")
    files[MARKER] = b"made by judge site; judge site replaces this folder when asked to\n"
    _write(dest, files)
    index = [v for k, v in files.items() if k.startswith("data/")]
    return Report(
        folder=dest, files=len(files), bytes=sum(len(v) for v in files.values()),
        index_bytes=sum(len(v) for v in index), index_gzip_bytes=sum(len(gzip.compress(v, 6)) for v in index),
        pages=sum(1 for k in files if k.endswith(".html")), seconds=time.perf_counter() - t0,
    )


def _game(game_id: str):
    """A game's pages (judge.site.pages.GameSite) and search data, from its index."""
    from judge.search import backend, load
    from judge.search.export import export
    from judge.site.pages import GameSite
    from judge.site.searchdata import search_data

    if backend.name() != "whoosh":
        raise UsageError("judge site ranks like the whoosh backend of judge ask; "
                         "unset JUDGE_SEARCH_BACKEND (or install whoosh-reloaded) and try again")
    index = load(game_id)
    exported = export(index)
    site = GameSite(game=game_id, name=index.meta["name"], versions=index.meta["versions"], docs=exported["docs"])
    return site, search_data(exported, site.doc_href)


def _assets() -> dict[str, bytes]:
    from judge.site.icon import SVG, png

    out = {f"assets/{name}": (STATIC / name).read_bytes() for name in ("search.js", "app.js", "style.css")}
    out["assets/icon.svg"] = SVG.encode("utf-8")
    for size in (192, 512):
        out[f"assets/icon-{size}.png"] = png(size)
    return out


def _home(sites) -> str:
    from html import escape

    from judge.site.html import link, page

    options = "".join(f'<option value="{escape(s.game)}">{escape(s.name)}</option>' for s in sites)
    browse = "".join(
        f"<li><b>{escape(s.name)}:</b><ul>" + "".join(f"<li>{link(p, label)}</li>" for p, label in s.lists())
        + "</ul></li>" for s in sites)
    main = f"""<form class="ask" id="ask" role="search" action="index.html">
<label for="q">Rulings, rules, errata and cards</label>
<input type="search" id="q" name="q" autocomplete="off" autocapitalize="none" spellcheck="false" autofocus
 enterkeyhint="search" placeholder="stunned creature anger">
<div class="filters">
<select id="game" name="g" aria-label="Game">{options}</select>
<select id="rulebook" name="r" aria-label="Rulebook version"><option value="">Newest rules</option></select>
</div>
</form>
<p id="status" aria-live="polite"></p>
<div id="weak" class="weak" aria-live="polite" hidden><p id="weak-line"></p>
<p id="closest-head">Closest glossary terms:</p><ul id="closest" class="links"></ul>
<p id="near-head">Near misses:</p></div>
<ol id="results"></ol>
<noscript><p class="hint">Searching needs JavaScript; every entry is in the lists below.</p></noscript>
<nav class="browse" aria-label="Browse"><h2>Browse</h2><ul>{browse}</ul></nav>"""
    scripts = tuple(f"data/{s.game}.js" for s in sites) + ("assets/search.js", "assets/app.js")
    return page(title="judge: rulings for KeyForge and Keeper of the Cards", main=main, root="", search=False,
                scripts=scripts)


def _manifest() -> str:
    return json.dumps({
        "name": "judge: rulings for KeyForge and Keeper of the Cards",
        "short_name": "judge",
        "description": "Rulebooks, FAQ rulings, errata and cards, searchable offline, with verified replays.",
        "start_url": "index.html",
        "scope": "./",
        "display": "standalone",
        "background_color": "#121416",
        "theme_color": "#0a6660",
        "icons": [
            {"src": "assets/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "assets/icon-512.png", "sizes": "512x512", "type": "image/png"},
            {"src": "assets/icon.svg", "sizes": "any", "type": "image/svg+xml"},
        ],
    }, indent=1) + "\n"


def _service_worker(files: dict[str, bytes]) -> str:
    """sw.js: the cache's name (from the site's content) and the files it keeps, then the worker."""
    from judge.site.html import url

    names = sorted(k for k in files if k not in (MARKER, "sw.js"))
    digest = hashlib.sha256()
    for name in names:
        digest.update(name.encode() + b"\0" + files[name])
    head = f"const CACHE = {json.dumps('judge-' + digest.hexdigest()[:16])};\n"
    head += f"const FILES = {json.dumps([url(n) for n in names])};\n"
    return head + (STATIC / "sw.js").read_text(encoding="utf-8")


def _check_destination(dest: Path) -> None:
    if dest.exists() and not dest.is_dir():
        raise UsageError(f"{dest} is a file, not a folder")
    if dest.is_dir() and any(dest.iterdir()) and not (dest / MARKER).is_file():
        raise UsageError(f"{dest} is not empty and was not made by judge site; choose a new or empty folder")


def _write(dest: Path, files: dict[str, bytes]) -> None:
    """Write into a new folder beside `dest`, then swap it in (a reader never sees half a site)."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.parent / f".{dest.name}.{os.getpid()}.tmp"
    old = dest.parent / f".{dest.name}.{os.getpid()}.old"
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        for path, content in files.items():
            target = tmp / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)
        if dest.exists():
            if any(dest.iterdir()):
                os.rename(dest, old)
            else:
                dest.rmdir()
        os.rename(tmp, dest)
    except OSError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        if old.exists() and not dest.exists():
            os.rename(old, dest)  # put the earlier site back
        raise UsageError(f"cannot write the site to {dest}: {exc.strerror or exc}") from None
    shutil.rmtree(old, ignore_errors=True)
