"""The index key of an installed wheel: its RECORD stands for every installed file
(judge.search.cache.installed_record); a checkout's files are walked."""
from pathlib import Path

from judge.search import cache


def _installed(tmp_path: Path, monkeypatch, infos=("judge-1.0.dist-info",)) -> Path:
    site = tmp_path / "site"
    package = site / "judge"
    (package / "_data" / "corpus").mkdir(parents=True)
    for name in infos:
        (site / name).mkdir()
        (site / name / "RECORD").write_text("judge/__init__.py,sha256=abc,10\n")
    monkeypatch.setattr(cache, "PACKAGE", package)
    monkeypatch.setattr(cache, "data_root", lambda: package / "_data")
    return site


def test_an_installed_wheel_is_keyed_by_its_record(tmp_path, monkeypatch):
    site = _installed(tmp_path, monkeypatch)
    record = site / "judge-1.0.dist-info" / "RECORD"
    assert cache.installed_record() == str(record)
    assert [p for p, _, _ in cache._stats("keyforge")] == [str(record)]
    before = (cache.stat_signature("keyforge"), cache.content_key("keyforge"))
    record.write_text("judge/__init__.py,sha256=def,10\n")  # a reinstall rewrites it
    assert cache.stat_signature("keyforge") != before[0]
    assert cache.content_key("keyforge") != before[1]


def test_two_installs_side_by_side_are_walked(tmp_path, monkeypatch):
    _installed(tmp_path, monkeypatch, infos=("judge-1.0.dist-info", "judge-1.1.dist-info"))
    assert cache.installed_record() is None


def test_a_checkout_is_walked():
    assert cache.installed_record() is None  # the tests run from the repository
    paths = [p for p, _, _ in cache._stats("keeper")]
    assert any(p.endswith("asked.yaml") or p.endswith("6th.md") for p in paths)
    assert any(p.endswith("cache.py") for p in paths)
