"""`judge cards --coverage`: every printing, how the engine plays it, and counts that add up."""
import json

import pytest

# Under xdist these share one worker: the first reads every printing of the card data (a few
# seconds), the others read it from that process's memo (tests/conftest.py: --dist loadgroup).
pytestmark = pytest.mark.xdist_group("every-printing")


def test_coverage_lists_every_printing_and_its_counts_add_up(run_cli):
    code, out, err = run_cli("cards", "--coverage", "--json")
    assert code == 0, err
    data = json.loads(out)
    rows, summary = data["printings"], data["summary"]
    assert len(rows) == summary["printings"]["all"]["total"] == 2022
    for kind in ("printings", "titles"):
        sets = {k: v for k, v in summary[kind].items() if k != "all"}
        assert set(sets) == {"CoTA", "AoA", "WC", "MM", "DT"}
        for counts in list(sets.values()) + [summary[kind]["all"]]:
            assert sum(counts[k] for k in ("read", "hand-written", "blank", "missing")) == counts["total"]
        for k in ("read", "hand-written", "missing", "total"):
            assert sum(c[k] for c in sets.values()) == summary[kind]["all"][k]
    assert summary["titles"]["all"]["total"] == 1356
    assert {r["how"] for r in rows} <= {"read", "hand-written", "blank", "missing"}
    assert all(r["reason"] for r in rows if r["how"] == "missing")
    assert sum(r["how"] == "read" for r in rows) == summary["printings"]["all"]["read"]


def test_coverage_filters_and_text_output(run_cli):
    code, out, _ = run_cli("cards", "--coverage", "--set", "cota", "--how", "read")
    assert code == 0
    lines = [l for l in out.splitlines() if l.startswith("CoTA ")]
    assert lines and all(l.endswith(": read") for l in lines)
    assert "printings all:" in out


def test_cards_refuses_bad_options(run_cli):
    assert run_cli("cards", "--set", "XYZ")[0] == 2
    assert run_cli("cards", "--how", "read")[0] == 2
    assert run_cli("cards", "--game", "keeper")[0] == 2
