"""The English word list the index is built with (judge.search.lexicon): wordfreq's, read
from its data file without importing wordfreq, and the same as wordfreq gives."""
from __future__ import annotations

import importlib.util

from judge.search import lexicon, params


def test_the_data_file_read_directly_is_wordfreqs_list():
    from wordfreq import get_frequency_list

    lexicon._english_buckets.cache_clear()
    assert lexicon._english_buckets() == get_frequency_list("en")


def test_without_the_data_file_wordfreq_itself_is_asked(monkeypatch):
    from wordfreq import get_frequency_list

    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    lexicon._english_buckets.cache_clear()
    try:
        assert lexicon._english_buckets() == get_frequency_list("en")
    finally:
        lexicon._english_buckets.cache_clear()


def test_the_common_words_are_those_of_the_whole_table():
    """english_words reads only the buckets as common as asked; the same words as the whole table."""
    table = lexicon.english_zipf()
    assert lexicon.english_words(params.ENGLISH_MIN_ZIPF) == sorted(
        w for w, z in table.items() if z >= params.ENGLISH_MIN_ZIPF)
    assert table["didnt"] > 5  # "didn't", folded: an everyday word (no card is named by it)
    assert "instant" in lexicon.english_words(params.ENGLISH_MIN_ZIPF)
