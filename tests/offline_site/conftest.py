"""The offline site, built once per test session, and a headless Chromium to read it with.

Chromium comes from Debian (`apt-get install chromium`); Playwright (PyPI) drives it
through `executable_path`. Without Chromium the browser tests are skipped, unless
JUDGE_SITE_BROWSER=required (as .ci/run sets it), which makes its absence a failure.
Screenshots go to benchmarks/results/site/ (git-ignored), printed at the end of the run.
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "benchmarks" / "results" / "site"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 1}
from tests.summary import LINES as SUMMARY


def chromium_path() -> str | None:
    for name in ("/usr/bin/chromium", shutil.which("chromium") or "", shutil.which("chromium-browser") or ""):
        if name and Path(name).is_file():
            return name
    return None


@pytest.fixture(scope="session")
def site(judge_cache, tmp_path_factory):
    """The whole site (every game), built once: (folder, judge.site.Report)."""
    from judge.site import build

    folder = tmp_path_factory.mktemp("site") / "judge-site"
    report = build(folder)
    SUMMARY.append(f"site: {report.pages} pages, {report.files} files, {report.bytes / 1e6:.1f} MB, search index "
                   f"{report.index_gzip_bytes / 1e3:.0f} kB compressed, built in {report.seconds:.1f} s")
    return folder, report


@pytest.fixture(scope="session")
def chromium():
    path = chromium_path()
    why = None
    if path is None:
        why = "chromium is not installed (apt-get install chromium): the site's browser tests need it"
    else:
        try:
            from playwright.sync_api import sync_playwright
        except ImportError:
            why = "playwright is not installed (pip install -e '.[test]')"
    if why:
        if os.environ.get("JUDGE_SITE_BROWSER") == "required":
            pytest.fail(why)
        pytest.skip(why)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def artifacts():
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    SUMMARY.append(f"site screenshots: {ARTIFACTS}")
    return ARTIFACTS


class Phone:
    """A phone-sized browser context that records every request and console error."""

    def __init__(self, browser, allowed: str, **options):
        self.allowed = allowed  # every request must start with this (the site's folder or server)
        self.context = browser.new_context(**{**PHONE, **options})
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.context.on("request", lambda r: self.requests.append(r.url))
        self.context.route("**/*", self._route)
        self.page = self.new_page()

    def _route(self, route):
        url = route.request.url
        if url.startswith(self.allowed) or url.startswith("data:"):
            route.continue_()
        else:
            route.abort()

    def new_page(self):
        page = self.context.new_page()
        page.on("console", lambda m: self.errors.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))
        return page

    def outside(self) -> list[str]:
        return [u for u in self.requests if not (u.startswith(self.allowed) or u.startswith("data:"))]

    def assert_clean(self):
        assert not self.outside(), self.outside()
        assert not self.errors, self.errors

    def close(self):
        self.context.close()


@pytest.fixture
def phone(chromium, site):
    folder, _ = site
    p = Phone(chromium, folder.as_uri() + "/")
    yield p
    p.close()


@pytest.fixture(scope="session")
def summary():
    """Lines printed at the end of the test run (figures worth seeing without -s)."""
    return SUMMARY

