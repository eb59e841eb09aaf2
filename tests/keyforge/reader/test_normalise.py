"""Normalising printed card texts: one spelling of each symbol, typography made plain,
keyword reminder texts consumed explicitly (and only after their own keyword)."""
import pytest

from judge.engine.keyforge.reader.normalise import normalise


@pytest.mark.parametrize("printed,title,expected", [
    ("Play: Steal 2\uf360.", "", "play: steal 2{A}."),               # private-use Æmber glyph
    ("Play: Steal 2<A>.", "", "play: steal 2{A}."),                  # <A>
    ("Play: Steal 2A.", "", "play: steal 2{A}."),                    # A after a number
    ("Play: Deal 3<D> to a creature.", "", "play: deal 3{D} to a creature."),
    ("Play: Deal 1\uf361 to each creature", "", "play: deal 1{D} to each creature."),  # final period added
    ("Play: If your opponent has more A than you, draw a card.", "",
     "play: if your opponent has more {A} than you draw a card."),   # Æmber "A" inside a sentence
    ("Action: A friendly creature captures 1A.", "", "action: a friendly creature captures 1{A}."),  # article
    ("Each enemy Brobnar creature gets –2\u202fpower.", "", "each enemy brobnar creature gets -2 power."),
    ("Gain two chains.", "", "gain 2 chains."),                      # number words
    ("Reap: Troll heals 3 damage.", "Troll", "reap: {self} heals 3 damage."),
    ("Destroyed: Return “John Smyth” to your hand.", "“John Smyth”", "destroyed: return {self} to your hand."),
    ("Enhance PTPT. (These icons have already been added to cards in your deck.)", "", "enhance {capture}{capture}."),
    ("Enhance \uf565\uf36e.", "", "enhance {capture}{draw}."),
    ("Play: Ready and fight with up\nto 3\u202fdifferent friendly creatures,\none at a time.", "",
     "play: ready and fight with up to 3 different friendly creatures 1 at a time."),  # line wraps
])
def test_normalised_text(printed, title, expected):
    assert normalise(printed, title).text == expected


def test_abilities_are_lines_and_reminders_are_recorded():
    n = normalise("Elusive. (The first time this creature is attacked each turn, no damage is dealt.)\n"
                  "Hazardous 3. (Before this creature is attacked, deal 3<D> to the attacking enemy.)\nPlay: Gain 1A.")
    assert n.paragraphs == ["elusive.", "hazardous 3.", "play: gain 1{A}."]
    assert [k for k, _ in n.reminders] == ["elusive", "hazardous"]


@pytest.mark.parametrize("printed", [
    "Taunt. (The first time this creature is attacked each turn, no damage is dealt.)",  # elusive's, after taunt
    "Hazardous 2. (Before this creature is attacked, deal 3<D> to the attacking enemy.)",  # another value
    "Play: Gain 1A. (Vanish.)",                                                           # not a reminder
])
def test_a_parenthesis_that_is_not_its_keywords_reminder_stays(printed):
    n = normalise(printed)
    assert "(" in n.text and n.reminders == ()


def test_printings_that_differ_in_typography_only_normalise_alike():
    a = normalise("Play: Deal 2<D> to a creature, and gain one A.")
    b = normalise("Play: Deal 2\uf361 to a creature and gain 1\uf360")
    assert a.text == b.text
