"""corpus/<game>/asked.yaml: how players ask for an entry (judge.search.asked)."""
from pathlib import Path

import pytest

from judge.errors import DataError
from judge.search.asked import load_asked


def _table(tmp_path: Path, text: str) -> Path:
    (tmp_path / "asked.yaml").write_text(text, encoding="utf-8")
    return tmp_path


def test_reads_questions_per_entry(tmp_path):
    folder = _table(tmp_path, "glossary/elusive:\n  - first time my creature gets hit\n  - dodge\n")
    assert load_asked(folder, {"glossary/elusive"}) == {
        "glossary/elusive": ["first time my creature gets hit", "dodge"]}


def test_no_table_is_empty(tmp_path):
    assert load_asked(tmp_path) == {}


def test_unknown_entry_is_one_line_with_its_line(tmp_path):
    folder = _table(tmp_path, "# note\nglossary/elusive:\n  - a\nrule/nosuch:\n  - b\n")
    with pytest.raises(DataError) as exc:
        load_asked(folder, {"glossary/elusive"})
    assert exc.value.message.startswith(f"{folder / 'asked.yaml'}:4: 'rule/nosuch' names no entry")


@pytest.mark.parametrize("text", ["glossary/elusive: dodge\n", "glossary/elusive: []\n",
                                  "glossary/elusive:\n  - {a: 1}\n", "- a\n"])
def test_bad_shape_is_refused(tmp_path, text):
    with pytest.raises(DataError, match="asked.yaml:1: "):
        load_asked(_table(tmp_path, text), {"glossary/elusive"})


def test_bad_yaml_says_its_line(tmp_path):
    with pytest.raises(DataError, match=r"asked.yaml:2: not valid YAML"):
        load_asked(_table(tmp_path, "glossary/elusive:\n  - a: b: c\n"))


@pytest.mark.parametrize("game", ["keyforge", "keeper"])
def test_shipped_tables_name_real_entries(game):
    from judge.games import get_game
    from judge.search.documents import build_docs

    docs = build_docs(get_game(game))  # raises on an id that names no entry
    asked = load_asked(get_game(game).folder)
    bodies = {d.group: d.body for d in docs if d.newest}
    for key, questions in asked.items():
        assert questions[0] in bodies[key]  # indexed with the entry's body
