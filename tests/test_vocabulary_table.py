"""The players' vocabulary tables (corpus/<game>/vocabulary.yaml) reach the rulebook's
terms through the query plan (docs/search.md, "Players' words")."""
import pytest

from judge import search
from judge.search.analysis import stem
from judge.search.query import plan


@pytest.fixture(scope="module")
def lexicons():
    return {game: search._prepare(search.load(game)) for game in ("keyforge", "keeper")}


def _group(p, word: str) -> set[str]:
    """The group of terms that satisfies the query word `word`."""
    return next(g for g in p.groups if stem(word) in g)


@pytest.mark.parametrize("game, query, word, terms", [
    ("keyforge", "does deathtouch go through armor", "deathtouch", ["poison"]),
    ("keyforge", "is an indestructible creature destroyed at 0 power", "indestructible", ["invulnerable"]),
    ("keyforge", "does divine shield stop a fight", "divine", ["ward"]),
    ("keyforge", "what happens when I deck out", "deck", ["empty", "shuffles", "discard"]),
    ("keyforge", "what happens to an upgrade on ltb", "ltb", ["leaves", "play"]),
    ("keyforge", "my opponent milled three cards", "milled", ["discard", "top"]),
    ("keyforge", "effects at upkeep", "upkeep", ["start"]),
    ("keyforge", "does a static ability work while exhausted", "static", ["constant"]),
    ("keyforge", "what is key tax", "tax", ["current", "cost"]),
    ("keeper", "can I go face with two creatures", "face", ["target", "player"]),
    ("keeper", "my spell got countered", "countered", ["negate"]),
    ("keeper", "is there trample", "trample", ["dice", "remain"]),
    ("keeper", "how many copies of a card", "copies", ["deck", "building"]),
    ("keeper", "can I play at instant speed", "instant", ["activation", "condition"]),
])
def test_players_word_reaches_rulebook_terms(lexicons, game, query, word, terms):
    p = plan(query, lexicons[game])
    group = _group(p, word)
    assert stem(word) in group  # a mapping adds terms, it never removes the word
    assert {stem(t) for t in terms} <= group


def test_spelling_of_aember_count(lexicons):
    p = plan("can I steal 2a with one card", lexicons["keyforge"])
    assert stem("aember") in dict(p.terms)
    assert "2a" not in dict(p.terms)


def test_a_phrase_does_not_change_its_words_alone(lexicons):
    """'counter a spell' is negation; a counter alone stays a counter."""
    lexicon = lexicons["keeper"]
    assert stem("negate") in _group(plan("can I counter a spell", lexicon), "spell")
    assert stem("negate") not in dict(plan("place a counter on a creature", lexicon).terms)
