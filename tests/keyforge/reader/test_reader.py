"""The reader accepts a text only when every word is read, the reading is unambiguous, and
its tree renders back to the normalised text; anything else is refused, naming what is unread."""
import pytest

from judge.cards.data import Card
from judge.engine.keyforge.abilities import behaviour_for, implementation
from judge.engine.base import MissingBehaviour
from judge.engine.keyforge.reader import behaviour_class, read
from judge.engine.keyforge.reader.normalise import normalise

# Under xdist these share one worker: the first reads every printing of the card data (a few
# seconds), the others read it from that process's memo (tests/conftest.py: --dist loadgroup).
pytestmark = pytest.mark.xdist_group("every-printing")


def card(text, title="Test Card", type="creature", keywords=()):
    return Card(title=title, set="CotA", number="999", house="brobnar", type=type, power=3, armor=0,
                amber=0, keywords=tuple(keywords), traits=(), text=text, id="test-card", printed_text=text)


@pytest.mark.parametrize("text,unread", [
    ("Play: Deal 2<D> to a creature quickly.", "unknown word 'quickly'"),          # an extra word
    ("Play: Frobnicate a creature.", "unknown word 'frobnicate'"),                  # an unknown verb
    ("Play: Deal 2<D> to each flank creature with 3 armor.", "unread 'armor.'"),      # an unread tail, named
    ("Play: Gain 1A. Deal 2<D> to a creature and", "cannot read '.' here"),         # an unfinished sentence
    ("Hazardous.", "'.'"),                                                           # a keyword without its X
    ("Play: Gain 1A.\nReap: Capture.", "'.' (in 'reap: capture.')"),                 # the second line, named
    ("Play: Destroy a creature and each of its neighbors and each of its neighbors.", "ambiguous"),
])
def test_refused_with_the_unread_part_named(text, unread):
    reading = read(text, "Test Card")
    assert not reading.ok and unread in reading.unread, reading.unread


def test_a_refused_line_stops_where_a_parse_with_every_rule_stops():
    # parser.Pruned locates the unread part predicting only the rules that can begin with the
    # word at each point: a sample of the card lines it refuses stop at the same word as with
    # every rule predicted (lark's own Earley tables, parser.Pruned.full)
    from lark.exceptions import UnexpectedInput

    from judge.engine.keyforge.reader.coverage import all_printings
    from judge.engine.keyforge.reader.parser import Unread, parser

    p = parser()
    refused = []
    # a third of the card data's distinct lines (about 500), of which some 80 are refused
    for line in sorted({ln for c in all_printings() for ln in normalise(c.text, c.title).text.split("\n")})[::3]:
        try:
            kinds = [t.type for t in p.lexer.lex(line)]
        except Unread:
            continue  # an unknown word: the lexer names it, no parse
        try:
            p._parse_with(line, kinds, p.viable(frozenset(kinds)))
        except UnexpectedInput:
            refused.append((line, kinds))
    assert len(refused) > 50
    for line, kinds in refused[::3]:
        with pytest.raises(UnexpectedInput) as every:
            p.lark.parse(line)
        with pytest.raises(UnexpectedInput) as located:
            p._parse_with(line, kinds, p.every)
        assert (type(located.value), getattr(located.value, "pos_in_stream", None)) == \
               (type(every.value), getattr(every.value, "pos_in_stream", None)), line


@pytest.mark.parametrize("text,kw,type,why", [
    ("Elusive.", (), "creature", "card data's keywords"),                 # a keyword the data lacks
    ("Versatile.", ("versatile",), "creature", "versatile is not implemented"),  # a keyword the engine lacks
    ("Play: Capture 1A.", (), "action", "“capture” with no creature named, on an action"),
    ("Play: Gain 1A.\nPlay: Steal 1A.", (), "action", "two “play:” abilities"),
])
def test_a_reading_the_engine_cannot_play_is_refused(text, kw, type, why):
    cls, reason = behaviour_class(card(text, type=type, keywords=kw))
    assert cls is None and why in reason, reason


def test_a_missing_card_names_its_printing_and_the_unread_part():
    with pytest.raises(MissingBehaviour) as exc:
        behaviour_for(card("Play: Frobnicate a creature."))
    assert "Test Card (CoTA 999)" in exc.value.message and "frobnicate" in exc.value.message


def test_the_round_trip_catches_a_node_that_drops_words(monkeypatch):
    from judge.engine.keyforge.reader import _parse
    from judge.engine.keyforge.reader.nodes.damage import Deal

    monkeypatch.setattr(Deal, "render", lambda self: f"deal {self.amount.render()}{{D}} to a creature")
    reading = _parse(normalise("Play: Deal 2<D> to each creature.").text)
    assert not reading.ok and "renders back differently" in reading.unread


def test_every_reading_of_the_card_data_renders_back_to_its_text():
    from judge.engine.keyforge.reader.coverage import all_printings

    read_ = [c for c in all_printings() if read(c.text, c.title).ok]
    assert len(read_) > 300
    for c in read_:
        reading = read(c.text, c.title)
        assert reading.tree.render() == reading.text
        # the same words; a sentence wrapped onto its own line may be read in its ability
        assert reading.text.replace("\n", " ") == normalise(c.text, c.title).text.replace("\n", " ")


def test_hand_written_behaviour_comes_first_then_the_reader():
    from judge.cards.data import variants

    magda = variants("Magda the Rat", "cards/keyforge")[0]  # a hand-written class plays its printing
    assert implementation(magda)[1] == "hand-written"
    assert implementation(card("Play: Gain 1A.", title="Some Reprint"))[1] == "read"


def test_readings_are_kept_on_disk_and_read_back(tmp_path, monkeypatch):
    from judge.engine.keyforge.reader import cache, read_normalised

    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path))
    text = normalise("Play: Gain 3A. Draw a card.").text
    read_normalised.cache_clear()
    first = read_normalised(text)
    assert first.ok and cache.load(text) == first
    assert list((tmp_path / "reader" / cache.version()).glob("*.pickle"))
