"""Every parameter of `judge ask`'s ranking, in one place (docs/search.md explains each).

Numbers and word lists only, no behaviour: query planning (judge.search.query)
and re-ranking (judge.search.rank) read them, and an offline copy of the
ranking can export them as they are. What belongs to one game (players'
vocabulary, the sections that answer timing questions) lives in that game's
corpus folder (vocabulary.yaml, game.yaml) and is built into the index lexicon.
"""
from __future__ import annotations

# -- analysis (index and query alike) ------------------------------------------------------------
# Word forms Porter2 stems apart that mean the same rules word (stem -> the stem used):
# "sacrificed" and "sacrifice", "fought" and "fight", "dealt" and "deal".
STEM_ALIASES = {
    "sacrif": "sacrific", "fought": "fight", "chose": "choos", "chosen": "choos",
    "stole": "steal", "stolen": "steal", "drew": "draw", "drawn": "draw", "dealt": "deal",
    "paid": "pay", "took": "take", "taken": "take", "lost": "lose", "gave": "give",
    "given": "give", "goe": "go", "went": "go", "gone": "go",
}

# -- query planning ------------------------------------------------------------------------------
MAX_WORDS = 60  # longer queries are cut (and say so)

# Term weights, relative to a word as typed (1.0).
VOCABULARY_WEIGHT = 0.8  # a rulebook term a player's word stands for (vocabulary.yaml)
QUOTED_WEIGHT = 1.5  # a word the player quotes ("does 'after a creature is destroyed' trigger"): what it turns on
TYPO_WEIGHT = 0.75  # the correction of a misspelt word; the word as typed is kept at 1.0
KEYWORD_WEIGHT = 0.8  # a keyword of a card the query names (Urchin -> elusive)
FEATURE_WEIGHT = 0.5  # the rule for a kind of ability a named card has (CARD_FEATURES)

# Kinds of ability a card can have -> the rulebook's terms for them. A question naming
# a card brings these rules up a little (Lifeward has an "Omni:" ability: omni), as it
# does the card's keywords. "constant" is a paragraph of card text with no bold
# precursor (Bulwark: "Each of Bulwark's neighbors gets +2 armor."); "gigantic" a half of
# a gigantic creature ("Play only with the other half of Ultra Gravitron.").
CARD_FEATURES = {
    "omni": "omni", "action": "action ability", "destroyed": "destroyed",
    "before fight": "before fight", "leaves play": "leaves play", "constant": "constant abilities",
    "gigantic": "gigantic",
}

# Typo correction: only a word that is neither in the index nor English is corrected.
ENGLISH_MIN_ZIPF = 3.0  # English = at least this Zipf frequency in wordfreq's English list
TYPO_MIN_LENGTH = 4  # shorter words are never corrected
TYPO_MAX_EDITS = ((5, 1), (99, 2))  # (longest word, edits allowed): 1 up to 5 letters, else 2

# Card titles. How surely a run of query words names a card ("confidence", 0..1):
# information(word) = max(0, TITLE_INFO_CEIL - Zipf frequency of the word in English),
# so an everyday word carries little and a made-up name ("Bumpsy") much; a title's
# information is the sum over its words, and TITLE_INFO_FULL of it names the card surely.
TITLE_INFO_CEIL = 7.0
TITLE_INFO_FULL = 5.0
TITLE_MIN_CONFIDENCE = 0.35  # below this a whole-title match is not a card name at all
NEAR_TITLE_RATIO = 0.8  # a misspelt title: similarity (rapidfuzz's ratio, 0-1) to the real one
NEAR_TITLE_MIN_INFO = 1.5  # ... and the words it shares with the title carry this much
PARTIAL_TITLE_MAX_ZIPF = 4.5  # one word of a longer title names it alone only when this rare
PARTIAL_TITLE_CONFIDENCE = 0.8  # ... and then with this confidence x its information / FULL
PARTIAL_TITLE_MAX_RULES_DF = 2  # ... and in at most this many rules and rulings
PARTIAL_TITLE_MAX_CARDS = 3  # ... and in at most this many titles
PARTIAL_TITLE_MAX_CARD_TEXTS = 3  # ... and in at most this many cards' texts, traits or houses
COMMON_TITLE_RULES_DF = 8  # a one-word title in this many rules entries is a rules word first

# Words that say which kind of entry the judge wants ("first turn rule", "drummernaut errata").
KIND_HINTS = {
    "glossary": "glossary", "definition": "glossary", "define": "glossary", "meaning": "glossary",
    "errata": "errata", "erratum": "errata",
    "ruling": "ruling", "rulings": "ruling", "faq": "ruling",
}

# Phrases that ask about the order of things; such a question lifts the game's timing
# sections (game.yaml `search.timing_sections`). Matched on the words as typed, stop
# words included, after folding ("what's" -> "whats").
TIMING_OR_WORDS = ("first", "before", "after", "then")  # "ward or armor first": "or" and one of these
TIMING_ASKING_WORDS = ("first", "before", "after", "then", "timing", "sequence", "goes", "go")  # in a timing cue: only asking
TIMING_ABILITIES = ("fight", "reap")  # "before fight", "after reap": an order word naming a kind of ability
TIMING_PHRASES = (  # matched on stems: "happens first" is also "happen first"
    "what happens first", "which happens first", "which comes first", "what comes first",
    "happens first", "resolves first", "triggers first", "which goes first", "what goes first",
    "goes off first", "happens before", "happens after", "first or", "before or after",
    "after or before", "in what order", "what order", "which order", "the order",
    "order of", "same time", "at once", "simultaneous", "simultaneously", "timing",
    "sequence", "when does", "when do", "when is", "when are", "when can", "when will",
    "start of turn", "start of my turn", "start of the turn", "end of turn", "end of my turn",
    "my turn ends", "turn ends", "what step", "which step", "during step", "then",
)

# -- re-ranking ---------------------------------------------------------------------------------
COORDINATION_FLOOR = 0.5  # an entry matching none of the query's words keeps half its score
KIND_HINT = 1.5  # an entry of the kind the query names
CARD_GAIN = 1.0  # an entry naming a card the query names: score x (1 + CARD_GAIN x confidence)
CARD_REST_POWER = 2.0  # ... times (share of the query's other words it holds) ** this
CARD_ALONE = 2.0  # the card's own entry, when the query is only its name
CARD_IN_CONTEXT = 0.6  # the card's own entry, when the query says more than its name
CARD_NOT_NAMED = 0.6  # a card entry when the query names no card
CARD_RULING_OTHER_CARDS = 0.7  # a ruling about cards, none of which the query names
ALIKE_MIN = 0.5  # ... unless a named card's abilities are written this much like theirs (alike.py):
# then it gains as a ruling about the named card would, x how alike
TIMING_BOOST = 1.2  # a timing-chart or turn-sequence entry, for a question about order
TIMING_CHART_OTHERWISE = 0.7  # a timing-chart entry (it retells rules in order), for other questions
NAMED_TERM = 1.3  # a rule, glossary term or term entry whose whole name the query says
ASKED_GAIN = 1.0  # an entry a players' question of which the query retells: x (1 + GAIN x match ** POWER)
ASKED_POWER = 2.0  # ... match: the harmonic mean of the query's share it covers and its share the query says
TELLING_DF = 0.1  # a name is telling when a word of it is in at most this share of entries

# A weak answer: the best entry covers less than this share of what the query says (its
# words weighed by idf: judge.search.rank.covered), or
# nothing at all. Then `judge ask` says so and shows the closest glossary terms.
WEAK_SHARE = 0.25
UNHELD_ENGLISH_DF = 0.05  # an English word no entry holds weighs as a word in 5% of the entries
CLOSEST_TERMS = 3
CANDIDATES = 60  # entries fetched from the full-text backend before re-ranking
