"""`judge site DIR`: what it writes, read as files (the browser tests read it in Chromium)."""
from __future__ import annotations

import json
import posixpath
import re
from html import unescape
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from judge.site import STATIC

# Under xdist (--dist loadgroup) the site's tests share one worker: one site build, one Chromium.
pytestmark = pytest.mark.xdist_group("offline-site")

LINK = re.compile(r'(?:href|src|action)="([^"]*)"')


def pages(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.html"))


def visible(html: str) -> str:
    """A page's text as a reader sees it: tags dropped, entities decoded, spaces collapsed."""
    inline = re.sub(r"</?(?:span|b|a|small|ins|del|code)\b[^>]*>", "", html)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", inline)).split())


def resolve(page: Path, target: str) -> tuple[Path, str]:
    parts = urlsplit(unescape(target))
    return (page.parent / unquote(parts.path)).resolve(), parts.fragment


def test_every_page_has_the_viewport_and_links_only_inside_the_folder(site):
    folder, report = site
    files = pages(folder)
    assert len(files) == report.pages > 1500
    existing = {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()}
    ids: dict[str, set[str]] = {}
    links = []
    for page in files:
        html = page.read_text(encoding="utf-8")
        assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in html, page
        name = str(page.relative_to(folder))
        ids[name] = set(re.findall(r'id="([^"]+)"', html))
        links += [(name, t) for t in LINK.findall(html)]
    assert len(links) > 6 * len(files)
    for name, target in links:
        parts = urlsplit(unescape(target))
        assert not parts.scheme and not parts.netloc and not parts.path.startswith("/"), (name, target)
        path = posixpath.normpath(posixpath.join(posixpath.dirname(name), unquote(parts.path)))
        assert path in existing, (name, target)  # inside the folder ("../" cannot climb out and exist here)
        if parts.fragment:
            assert parts.fragment in ids[path], (name, target)


def test_no_file_names_anything_outside(site):
    folder, _ = site
    for path in folder.rglob("*"):
        if path.suffix in (".js", ".css", ".html", ".webmanifest"):
            text = path.read_text(encoding="utf-8")
            assert not re.search(r"https?://|url\(\s*['\"]?//", text), path


def test_search_results_link_to_existing_wordings(site):
    folder, _ = site
    for script in (folder / "data").glob("*.js"):
        data = json.loads(script.read_text(encoding="utf-8").split("] = ", 1)[1].rstrip(";\n"))
        for doc in data["docs"]:
            path, anchor = resolve(folder / "index.html", doc["href"])
            assert path.is_file(), doc["href"]
            if anchor:
                assert f'id="{anchor}"' in path.read_text(encoding="utf-8"), doc["href"]


def test_search_index_is_small(site):
    _, report = site
    assert report.index_gzip_bytes < 2_000_000


def test_service_worker_keeps_every_file_and_the_manifest_installs(site):
    folder, _ = site
    sw = (folder / "sw.js").read_text(encoding="utf-8")
    listed = set(json.loads(re.search(r"const FILES = (\[.*?\]);", sw).group(1)))
    on_disk = {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()} - {"sw.js", ".judge-site"}
    assert {unquote(f) for f in listed} == on_disk
    manifest = json.loads((folder / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == "index.html" and manifest["display"] == "standalone"
    assert {i["sizes"] for i in manifest["icons"]} >= {"192x192", "512x512"}
    for icon in manifest["icons"]:
        assert (folder / icon["src"]).read_bytes()[:8] in (b"\x89PNG\r\n\x1a\n", b"<svg xml")


def test_a_verified_ruling_page_shows_text_source_glossary_and_each_replay_step(site):
    from judge import lookup

    folder, _ = site
    html = (folder / "keyforge/ruling/anger-on-stunned-creature.html").read_text(encoding="utf-8")
    doc = lookup.ruling("anger-on-stunned-creature")[0]
    for para in doc["text"].split("\n\n"):
        assert " ".join(para.split()) in visible(html), para
    assert "FREQUENTLY ASKED QUESTIONS &gt; Stun" in html
    assert 'href="../../keyforge/glossary/stun-stun-status-card.html"' in html
    assert 'href="../../keyforge/card/anger.html"' in html
    status = doc["verification"]["2021"]
    steps = re.findall(r'<li><span class="step">(.*?)</span> (.*?)</li>', html)
    assert [unescape(s) for s, _ in steps] == [t["text"] for t in status["trace"]]
    for (_, cite), t in zip(steps, status["trace"]):
        assert f">{t['rule']}<" in unescape(cite)
    assert 'href="../../keyforge/glossary/stun-stun-status-card.html" class="cite">Stun</a>' in html


def test_a_ruling_page_shows_its_history_across_versions(site):
    folder, _ = site
    html = unescape((folder / "keyforge/ruling/bait-and-switch-how-many-times.html").read_text(encoding="utf-8"))
    assert 'id="w-2021"' in html and 'id="w-early"' in html
    assert "Wording in rulebook early" in html and "7 times" in html and "Before the erratum" in html


def test_a_card_page_shows_printings_errata_and_the_rulings_naming_it(site):
    folder, _ = site
    raw = (folder / "keyforge/card/bait-and-switch.html").read_text(encoding="utf-8")
    html = visible(raw)
    assert "Erratum text, rulebook 1.3" in html and "Erratum text, rulebook v16, 2021" in html
    assert "CoTA 267: Play: If your opponent has more <A> than you, steal 1<A>. Repeat this card's effect" in html
    assert "House Shadows Type action" in html
    assert 'href="../../keyforge/errata/errata-bait-and-switch-cota-267.html"' in raw
    assert 'href="../../keyforge/ruling/bait-and-switch-how-many-times.html"' in raw
    page = visible((folder / "keyforge/card/bad-penny.html").read_text(encoding="utf-8"))
    assert "CoTA 296, AoA 267, WC 236: Destroyed: Return Bad Penny to your hand." in page
    assert "Power 1" in page and "Traits Human • Thief" in page


def test_printings_that_differ_get_their_own_text_and_stats():
    """A title printed differently in substance (the index's `variants`) shows each printing."""
    from judge.site.pages import GameSite

    card = {"kind": "card", "id": "card/x", "title": "X", "ref": "CoTA 001", "house": "brobnar", "type": "creature",
            "power": 3, "armor": 0, "amber": 1, "traits": [], "keywords": [], "printed_text": "Reap: Gain 1<A>.",
            "printings": ["CoTA 001", "WC 002"], "same_as": ["CoTA 001"], "errata": {}, "rulings": [],
            "source": {"rulebook": None, "section": "card data, CoTA 001"},
            "variants": [{"ref": "WC 002", "same_as": ["WC 002"], "rarity": "Evil Twin", "house": "dis",
                          "type": "creature", "power": 5, "armor": 1, "amber": 0, "traits": [], "keywords": [],
                          "text": "Reap: Gain 2<A>."}]}
    site = GameSite(game="keyforge", name="KeyForge", versions=[], docs=[
        {"id": "card/x", "group": "card/x", "kind": "card", "versions": [], "newest": True,
         "payload": card}])
    html = visible(site.pages()["keyforge/card/x.html"])
    assert "CoTA 001: Reap: Gain 1<A>." in html
    assert "WC 002 (Evil Twin): House Dis Type creature Power 5 Armor 1 Reap: Gain 2<A>." in html


def test_a_glossary_page_shows_every_wording_and_what_changed(site):
    folder, _ = site
    html = unescape((folder / "keyforge/glossary/active-player.html").read_text(encoding="utf-8"))
    assert "Whenever multiple effects happen at the same timing point" in html  # 2021
    assert "Wording in rulebook 1.3, early" in html and "or timing conflicts that need to resolve" in html
    assert "Changed in rulebook 2021" in html and "<b>Added:</b>" in html and "<b>Removed:</b>" in html
    # a rewording is shown word by word
    html = (folder / "keyforge/glossary/archives.html").read_text(encoding="utf-8")
    assert "<b>Reworded:</b>" in html and "<ins>" in html


def test_symbols_are_printed_as_the_command_line_prints_them(site):
    folder, _ = site
    html = (folder / "keyforge/card/bait-and-switch.html").read_text(encoding="utf-8")
    assert 'steal 1<span class="sym" title="Æmber">&lt;A&gt;</span>' in html
    # Dark Tidings writes the symbols as private-use glyphs: shown in the same notation
    binary = (folder / "keyforge/card/binary-moray.html").read_text(encoding="utf-8")
    assert "\uf566" not in binary and '<span class="sym" title="tide">&lt;tide&gt;</span> After you raise' in binary


def test_search_js_reads_only_tables_the_export_has(site):
    """Every table and weight search.js uses comes from judge.search.export (none typed in the JS)."""
    from judge.search import load
    from judge.search.export import constants, lexicon

    js = (STATIC / "search.js").read_text(encoding="utf-8")
    used_constants = set(re.findall(r"\bC\.([A-Z_0-9]+)", js))
    used_lexicon = set(re.findall(r"\blex\.([a-z_]+)", js))
    assert used_constants and used_lexicon
    assert used_constants <= set(constants())
    assert used_lexicon <= set(lexicon(load("keyforge")))


def test_the_command_writes_and_replaces_a_site_and_refuses_other_folders(run_cli, tmp_path):
    target = tmp_path / "out"
    code, out, err = run_cli("site", str(target), "--game", "keeper")
    assert code == 0 and "pages" in out and (target / "index.html").is_file(), err
    (target / "keeper" / "stale.html").write_text("old", encoding="utf-8")
    code, out, _ = run_cli("site", str(target), "--game", "keeper", "--json")
    assert code == 0 and json.loads(out)["pages"] > 10
    assert not (target / "keeper" / "stale.html").exists()

    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("keep me", encoding="utf-8")
    code, out, err = run_cli("site", str(mine), "--game", "keeper")
    assert code == 2 and err.count("\n") == 1 and "not made by judge site" in err
    assert (mine / "notes.txt").read_text(encoding="utf-8") == "keep me"

    code, _, err = run_cli("site", str(mine / "notes.txt"))
    assert code == 2 and "is a file" in err


def test_the_site_needs_the_ranking_it_copies(run_cli, tmp_path, monkeypatch):
    """search.js follows the whoosh backend's scores; with another backend judge site says so."""
    monkeypatch.setenv("JUDGE_SEARCH_BACKEND", "sqlite")
    code, _, err = run_cli("site", str(tmp_path / "out"), "--game", "keeper")
    assert code == 2 and err.count("\n") == 1 and "whoosh" in err and not (tmp_path / "out").exists()


def test_ids_that_fold_to_one_file_name_get_their_own_pages():
    from judge.site.pages import GameSite

    def card(ident):
        return {"id": ident, "group": ident, "kind": "card", "versions": [], "newest": True,
                "payload": {"kind": "card", "id": ident, "title": ident}}

    site = GameSite(game="keyforge", name="KeyForge", versions=[], docs=[card("card/æmber-imp"), card("card/aember-imp")])
    assert site.files == {"card/æmber-imp": "keyforge/card/aember-imp.html",
                          "card/aember-imp": "keyforge/card/aember-imp-2.html"}
