"""The site in headless Chromium at phone size: typing, following results, reading entries,
layout, dark mode, scripts off, a moved folder, and installing for offline use over http."""
from __future__ import annotations

import functools
import http.server
import re
import threading

import pytest

from .conftest import CHROMIUM_ARGS, PHONE, Phone, chromium_path

# Under xdist (--dist loadgroup) the site's tests share one worker: one site build, one Chromium.
pytestmark = pytest.mark.xdist_group("offline-site")


def search(page, query: str, typed: bool = False) -> list[dict]:
    """Enter a query (`typed`: key by key, as a judge types it; else at once, as pasted or
    picked from the keyboard's suggestions: one input event); the results list as shown."""
    page.fill("#q", "")
    if typed:
        page.type("#q", query)
    else:
        page.fill("#q", query)
    return page.eval_on_selector_all("#results > li", """items => items.map(li => ({
        kind: li.dataset.kind, title: li.querySelector('a').textContent, href: li.querySelector('a').getAttribute('href'),
        shownKind: li.querySelector('.kind').textContent, source: li.querySelector('.source').textContent}))""")


def layout(page) -> dict:
    """What a phone shows: horizontal overflow, base font size, and interactive elements under 44 px."""
    return page.evaluate("""() => {
        const small = [];
        for (const el of document.querySelectorAll('a, button, input:not([type=hidden]), select, summary')) {
            const r = el.getBoundingClientRect();
            if (r.width && r.height && (r.height < 44 || r.width < 44)) small.push(el.outerHTML.slice(0, 80) + ` ${r.width}x${r.height}`);
        }
        return {scroll: document.documentElement.scrollWidth, width: innerWidth,
                font: parseFloat(getComputedStyle(document.body).fontSize), small};
    }""")


def test_results_appear_as_you_type_and_lead_to_the_ruling_with_its_replay(phone, site, artifacts):
    folder, _ = site
    page = phone.page
    page.goto((folder / "index.html").as_uri())
    page.fill("#q", "")
    page.type("#q", "stun")
    assert page.locator("#results > li").count() == 10  # results from the first letters on, as the judge types
    results = search(page, "stunned creature anger", typed=True)
    first = results[0]
    assert first["kind"] == first["shownKind"] == "ruling"
    assert first["title"].startswith("I have a stunned creature in my battleline, play the card Anger")
    assert first["source"] == "2021 · FREQUENTLY ASKED QUESTIONS > Stun"
    assert {r["kind"] for r in results} <= {"ruling", "errata", "glossary", "rule", "card"}
    page.screenshot(path=str(artifacts / "first-page.png"))

    page.click("#results > li:first-child a")
    page.wait_for_url(re.compile(r"keyforge/ruling/anger-on-stunned-creature\.html$"))
    main = page.inner_text("main")
    assert "you remove the stun instead of doing anything else" in main
    assert "Source: KeyForge Rulebook (Dark Tidings era" in main and "verified" in main
    steps = page.eval_on_selector_all("ol.trace > li", "lis => lis.map(li => [li.querySelector('.step').textContent, li.querySelector('.cite').textContent])")
    assert steps[-2] == ["Troll is stunned: using it only exhausts it and removes the stun", "Stun"]
    assert all(rule for _, rule in steps)
    page.screenshot(path=str(artifacts / "ruling-with-replay.png"), full_page=True)
    page.click("a.cite >> text=Stun")
    assert page.inner_text("main h1") == "STUN, STUN STATUS CARD"
    page.go_back()
    page.go_back()
    assert page.input_value("#q") == "stunned creature anger"  # Back returns to the results
    assert page.locator("#results > li").count() == 10
    page.goto((folder / "keyforge/card/anger.html").as_uri())  # every page's own search box
    page.fill("header input[type=search]", "anger stunned")
    page.press("header input[type=search]", "Enter")
    page.wait_for_url(re.compile(r"index\.html\?q=anger\+stunned&g=keyforge$"))
    assert page.locator("#results > li:first-child a").get_attribute("href").endswith("anger-on-stunned-creature.html")
    phone.assert_clean()


def test_typos_card_names_and_rulebook_versions(phone, site):
    from judge.search import ask

    folder, _ = site
    page = phone.page
    page.goto((folder / "index.html").as_uri())
    results = search(page, "can i fight with an exhuasted creature")
    typed = ask("can i fight with an exhuasted creature").corrections
    assert typed and page.inner_text("#status") == "read as: " + ", ".join(f"{a} → {b}" for a, b in typed)
    results = search(page, "bait and swtich how many times")
    assert results[0]["href"] == "keyforge/ruling/bait-and-switch-how-many-times.html"
    page.select_option("#rulebook", "early")
    first = page.locator("#results > li:first-child a")
    assert first.get_attribute("href") == "keyforge/ruling/bait-and-switch-how-many-times.html#w-early"
    first.click()
    assert "Bait and Switch’s effect will be triggered 7 times" in page.inner_text("#w-early")
    page.goto((folder / "index.html").as_uri())
    results = search(page, "drumernaut erata")
    assert results[0]["kind"] == "errata" and "Drummernaut" in results[0]["title"]
    page.select_option("#game", "keeper")
    results = search(page, "pay hitpoints to summon")
    assert results and all(r["href"].startswith("keeper/") for r in results)
    phone.assert_clean()


def test_a_weak_answer_says_so_with_the_closest_glossary_terms(phone, site):
    """As `judge ask` does: one line saying no entry answers well (or nothing was found), the
    closest glossary terms, each a link to its page, and the weak matches below as near misses."""
    from judge.search import ask

    folder, _ = site
    page = phone.page
    page.goto((folder / "index.html").as_uri())
    assert page.locator("#weak").is_hidden()
    for query in ("setting a trapp face down", "pizza"):
        answer = ask(query)
        assert answer.weak and answer.closest_terms
        results = search(page, query)
        assert len(results) == len(answer.results)
        line = page.inner_text("#weak-line")
        assert line.count("\n") == 0 and f"“{query}”" in line
        assert line.startswith("No entry answers" if answer.results else "Nothing found for")
        assert page.locator("#closest-head").is_visible()
        assert page.locator("#near-head").is_visible() == bool(answer.results)  # the weak matches, below
        links = page.eval_on_selector_all("#closest a", "as => as.map(a => [a.textContent, a.getAttribute('href')])")
        assert [t for t, _ in links] == [t["title"] for t in answer.closest_terms]
        assert all(href.startswith("keyforge/glossary/") for _, href in links)
    got = layout(page)
    assert got["scroll"] <= got["width"] and not got["small"], got["small"][:5]
    page.click("#closest a >> nth=0")
    assert page.inner_text("main h1") == answer.closest_terms[0]["title"]
    page.go_back()
    search(page, "stunned creature anger")  # a good answer: no notice
    assert page.locator("#weak").is_hidden()
    page.select_option("#rulebook", "v16")  # a partial rulebook: the note judge ask gives
    assert ask("stunned creature anger", rulebook="v16").notes[0] in page.inner_text("#status")
    phone.assert_clean()


@pytest.mark.parametrize("path", ["index.html?q=stunned+creature+anger", "keyforge/ruling/anger-on-stunned-creature.html",
                                  "keyforge/card/bait-and-switch.html", "keyforge/rulings.html"])
def test_phone_layout(one_phone, site, path):
    folder, _ = site
    page = one_phone.page
    page.goto(folder.as_uri() + "/" + path)
    page.wait_for_load_state()
    got = layout(page)
    assert got["scroll"] <= got["width"] == 390, "horizontal scrolling"
    assert got["font"] >= 16
    assert not got["small"], got["small"][:5]
    one_phone.assert_clean()


@pytest.fixture(scope="module")
def one_phone(chromium, site):
    """One phone for the layout checks, each a page load of its own (a new browser context
    per check costs a renderer process each and checks nothing more); what one page requested
    or logged is cleared before the next."""
    folder, _ = site
    p = Phone(chromium, folder.as_uri() + "/")
    yield p
    p.close()


@pytest.fixture(autouse=True)
def _fresh_record(request):
    if "one_phone" in request.fixturenames:
        phone = request.getfixturevalue("one_phone")
        phone.requests.clear()
        phone.errors.clear()


def test_dark_mode_follows_the_system(chromium, site, artifacts):
    folder, _ = site
    colours = {}
    for scheme in ("light", "dark"):
        p = Phone(chromium, folder.as_uri() + "/", color_scheme=scheme)
        p.page.goto((folder / "keyforge/ruling/anger-on-stunned-creature.html").as_uri())
        colours[scheme] = p.page.evaluate("""() => ['background-color', 'color'].map(k =>
            getComputedStyle(document.body)[k].match(/\\d+/g).slice(0, 3).map(Number).reduce((a, b) => a + b) / 3)""")
        if scheme == "dark":
            p.page.screenshot(path=str(artifacts / "ruling-dark.png"))
        p.assert_clean()
        p.close()
    (light_bg, light_fg), (dark_bg, dark_fg) = colours["light"], colours["dark"]
    assert light_bg > 200 and light_fg < 60 and dark_bg < 40 and dark_fg > 200


def test_entries_read_with_scripts_off(chromium, site):
    folder, _ = site
    p = Phone(chromium, folder.as_uri() + "/", java_script_enabled=False)
    p.page.goto((folder / "keyforge/ruling/anger-on-stunned-creature.html").as_uri())
    main = p.page.inner_text("main")
    assert "you remove the stun instead of doing anything else" in main and "Replay: scenario" in main
    p.page.goto((folder / "index.html").as_uri())
    assert "Searching needs JavaScript" in p.page.inner_text("main")
    p.page.click("nav.browse a >> text=Rulings and errata")  # every entry, listed, to browse without search
    assert p.page.locator("ol.entries > li").count() > 100
    p.page.click("ol.entries > li:first-child a")
    assert p.page.locator("main .source").count() >= 1
    p.assert_clean()
    p.close()


def test_the_folder_works_after_being_moved(chromium, site, tmp_path):
    folder, _ = site
    moved = tmp_path / "somewhere else" / "rulings"
    moved.parent.mkdir()
    folder.rename(moved)
    try:
        p = Phone(chromium, moved.as_uri() + "/")
        p.page.goto((moved / "index.html").as_uri())
        results = search(p.page, "destroyed bad penny purge")
        assert results[0]["href"] == "keyforge/ruling/yxilo-bolter-bad-penny.html"
        p.page.click("#results > li:first-child a")
        assert p.page.url.startswith(moved.as_uri()) and "Bad Penny" in p.page.inner_text("main")
        p.assert_clean()
        p.close()
    finally:
        moved.rename(folder)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def test_installs_and_works_offline_over_http(chromium, judge_cache, tmp_path):
    """Served over http, the site installs (manifest, icons, service worker) and keeps working
    offline. The small Keeper site keeps the test fast; the mechanism is the same for all."""
    from judge.site import build

    folder = tmp_path / "site"
    build(folder, ["keeper"])
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    # installability is not checked in incognito contexts: this one keeps a profile
    context = chromium.browser_type.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=chromium_path(), args=CHROMIUM_ARGS, **PHONE)
    try:
        p = Phone.__new__(Phone)
        p.allowed, p.context, p.requests, p.errors = base, context, [], []
        context.on("request", lambda r: p.requests.append(r.url))
        page = p.new_page()
        page.goto(base + "index.html")
        kept = page.evaluate("""async () => {
            await navigator.serviceWorker.ready;
            const names = await caches.keys();
            const cache = await caches.open(names.find(n => n.startsWith('judge-')));
            return (await cache.keys()).map(r => r.url);
        }""")
        files = {str(f.relative_to(folder)) for f in folder.rglob("*") if f.is_file()} - {"sw.js", ".judge-site"}
        assert {u[len(base):] for u in kept} == files
        cdp = context.new_cdp_session(page)
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        page.reload()  # now under the service worker
        context.set_offline(True)
        page.goto(base + "index.html?q=pay+hitpoints+to+summon")
        assert page.locator("#results > li").count() > 0
        page.click("#results > li:first-child a")
        assert page.locator("main h1").inner_text()
        page.goto(base)  # the folder's own address
        assert page.locator("input[type=search]#q").count() == 1
        page.goto(base + "keeper/rules.html")
        assert page.locator("ol.entries > li").count() > 10
        p.assert_clean()
    finally:
        context.close()
        server.shutdown()
