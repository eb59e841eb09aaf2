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


def test_a_question_under_two_entries_is_one_line_with_its_line(tmp_path):
    folder = _table(tmp_path, "glossary/elusive:\n  - dodge\n  - first hit\nglossary/x:\n  - what is x\n  - Dodge\n")
    with pytest.raises(DataError) as exc:
        load_asked(folder, {"glossary/elusive", "glossary/x"})
    assert exc.value.message.startswith(f"{folder / 'asked.yaml'}:6: 'Dodge' is listed under 'glossary/elusive' and "
                                        f"'glossary/x'")
    assert load_asked(folder)["glossary/x"] == ["what is x", "Dodge"]  # the index build reads it as it is


def test_bad_yaml_says_its_line(tmp_path):
    with pytest.raises(DataError, match=r"asked.yaml:2: not valid YAML"):
        load_asked(_table(tmp_path, "glossary/elusive:\n  - a: b: c\n"))


@pytest.mark.parametrize("game", ["keyforge", "keeper"])
def test_shipped_tables_name_real_entries(game):
    from judge.games import get_game
    from judge.search.documents import build_docs

    from judge.search.documents import document_groups

    docs = build_docs(get_game(game))
    assert document_groups(get_game(game)) == {d.group for d in docs}  # what `judge lint` checks against
    asked = load_asked(get_game(game).folder, {d.group for d in docs})  # raises on an id naming no entry
    bodies = {d.group: d.body for d in docs if d.newest}
    for key, questions in asked.items():
        assert questions[0] in bodies[key]  # indexed with the entry's body


def test_an_id_naming_no_entry_is_left_out_of_the_index_and_reported_by_lint(tmp_path):
    """A withdrawn ruling must not stop `judge ask`; `judge lint` names the line."""
    from judge.games import get_game
    from judge.scenarios.lint import lint_asked
    from judge.search.documents import build_docs

    game = get_game("keeper")
    folder = tmp_path / "keeper"
    folder.mkdir()
    for f in game.folder.iterdir():
        if f.is_file() and f.name != "asked.yaml":
            (folder / f.name).write_bytes(f.read_bytes())
    (folder / "asked.yaml").write_text("rule/nosuch:\n  - a question nobody indexes\n", encoding="utf-8")
    game = game._replace(folder=folder)
    assert not any("nobody indexes" in d.body for d in build_docs(game))
    assert lint_asked(game) == [f"{folder / 'asked.yaml'}:1: 'rule/nosuch' names no entry of this game "
                                "(a result id such as glossary/elusive or rule/fight)"]
