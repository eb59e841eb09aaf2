"""Re-ranking the full-text hits with what the query says about the answer it wants.

Each factor multiplies the BM25F score (parameters in judge.search.params;
docs/search.md has the whole story):

- Coordination: a document covering more of what the query says ranks higher
  (its words weighed by idf; a word counts when the document holds it, its
  correction, or a rulebook term it stands for; a card name counts as one word,
  with its keywords).
- Cards: an entry naming a card the query names gains in proportion to how
  surely the query names it; the card's own entry answers a query that is only
  its name, and yields to the rulings and rules about it otherwise; a card the
  query does not name is not what it asks for. A FAQ ruling about particular
  cards yields when the query names none of them (a general rules question, or
  one about another card), and a named card's title words count for nothing in
  it ("grey" of Grey Monk in a ruling about Master of the Grey).
- Kind hints ("drummernaut errata", "faq") lift entries of that kind.
- Timing: a question about the order of things lifts the game's timing
  sections (the timing chart, the turn sequence); other questions find the
  rules themselves before the chart that retells them in order.
- Players' questions: an entry whose players' question (asked.yaml, or a FAQ ruling's
  own question) the query retells is lifted, the more the closer it comes (asked()).
- Named terms: a rule section, glossary term or term entry whose whole name the
  query says (as typed, corrected, or a keyword of a card it names) is lifted; a
  query naming several terms lifts the entries that hold them all, if any.
"""
from __future__ import annotations

from judge.search import params
from judge.search.query import Plan, idf


def covered(p: Plan, matched: set[str], start: int = 0) -> float:
    """The share of what the query says that a document covers: its words weighed by
    how much each says (Plan.weights, idf), so a missed "card" or "turn" counts little
    and a missed "sleeves" (no entry holds it) much. From the `start`th word group on:
    `p.card_groups` leaves out the card names (how much of what the query asks about a
    card an entry about it speaks to; 1 when the query says only names)."""
    pairs, total = p.paired(start)
    if not total:
        return 1.0
    return sum(w for g, w in pairs if not g.isdisjoint(matched)) / total


def asked(p: Plan, questions: list[tuple[set[str], list[tuple[str, float]], float]], said: set[str]) -> float:
    """How closely the query retells one of the players' questions an entry answers (0..1):
    the best, over its questions, of the harmonic mean of the share of the query the question
    covers (covered()) and the share of the question the query says (`said`: every term of
    the query's word groups), its terms weighed by idf as the query's are (`weighed()`). A
    question is matched on its own: "can a tapped creature still be used" meets "can i use my
    tapped creature" whatever else the entry's long body says."""
    best = 0.0
    for terms, weights, weight in questions:
        if said.isdisjoint(terms):
            continue
        said_weight = 0.0
        for t, w in weights:
            if t in said:
                said_weight += w
        share = said_weight / weight
        cover = covered(p, terms)
        best = max(best, 2 * cover * share / (cover + share))
    return best


def weigh(lexicon: dict, terms: list[str]) -> tuple[set[str], list[tuple[str, float]], float]:
    """A players' question as asked() weighs it: (its terms, each term with its idf, their sum)."""
    df, n = lexicon["df"], lexicon["documents"]
    weights = [(t, idf(df.get(t, 0), n)) for t in terms]
    total = 0.0
    for _, w in weights:
        total += w
    return set(terms), weights, total


def weighed(lexicon: dict, entry: str) -> list[tuple[set[str], list[tuple[str, float]], float]]:
    """An entry's players' questions (lexicon["questions"]), weighed (weigh()): the same for
    every query, so worked out once per process, for the entries queries reach."""
    memo = lexicon.setdefault("weighed_questions", {})
    if entry not in memo:
        memo[entry] = [weigh(lexicon, terms) for terms in lexicon["questions"][entry]]
    return memo[entry]


def rerank(hits: list[tuple], p: Plan, lexicon: dict) -> list[tuple]:
    """The backend's hits (info, score, {matched term: its part of the score}, payload)
    as (info, score, share of what the query says that it covers (covered()), payload),
    best first. `info` is Doc.rank_info(): kind, id, title, cards, section, names."""
    named = dict(p.cards)
    timing_sections = set(lexicon.get("timing_sections", ())) if p.timing else set()
    chart = set(lexicon.get("timing_chart", ())) if not p.timing else set()
    lifted = _named_terms(hits, p, lexicon)
    questions = lexicon.get("questions", {})
    said = set().union(*p.groups)
    out = []
    for info, score, parts, raw in hits:
        matched = set(parts)
        about = info["cards"]
        if about and not any(c in named for c in about):
            # a ruling about other cards: a named card's title words in it name another
            # card ("grey" of Grey Monk in a ruling about Master of the Grey)
            stray = matched & p.title_terms
            score -= sum(parts[t] for t in stray)
            matched -= stray
        s = covered(p, matched)
        score *= params.COORDINATION_FLOOR + (1 - params.COORDINATION_FLOOR) * s
        kind = info["kind"]
        if kind in p.kind_hints:
            score *= params.KIND_HINT
        confidence = max((named.get(c, 0.0) for c in about), default=0.0)
        if kind == "card":
            if not confidence:
                score *= params.CARD_NOT_NAMED
            elif p.other_words == 0 and len(p.cards) == 1:
                score *= params.CARD_ALONE * (1 + params.CARD_GAIN * confidence)
            else:
                score *= params.CARD_IN_CONTEXT
        elif confidence:
            score *= 1 + params.CARD_GAIN * confidence * covered(p, matched, p.card_groups) ** params.CARD_REST_POWER
        elif about:
            like = _alike(named, about, lexicon)
            if like:  # a ruling about a card whose abilities are written like a named card's
                score *= 1 + params.CARD_GAIN * like * covered(p, matched, p.card_groups) ** params.CARD_REST_POWER
            else:
                score *= params.CARD_RULING_OTHER_CARDS
        if timing_sections and kind in ("rule", "glossary") and _in_sections(info, timing_sections):
            score *= params.TIMING_BOOST
        if chart and kind == "rule" and _in_sections(info, chart):
            score *= params.TIMING_CHART_OTHERWISE
        if lifted(info, matched):
            score *= params.NAMED_TERM
        if info["id"] in questions:
            score *= 1 + params.ASKED_GAIN * asked(p, weighed(lexicon, info["id"]), said) ** params.ASKED_POWER
        out.append((info, score, s, raw))
    out.sort(key=lambda h: -h[1])
    return out


def _alike(named: dict, about: list, lexicon: dict) -> float:
    """How surely a ruling about the cards `about` speaks to a card the query names, through
    their abilities being written alike (alike.py): the named card's confidence x how alike."""
    alike = lexicon.get("alike", {})
    best = 0.0
    for card, confidence in named.items():
        for other, share in alike.get(card, ()):
            if other in about:
                best = max(best, confidence * share)
    return best


def _named_terms(hits: list[tuple], p: Plan, lexicon: dict):
    """Which entries the named-term factor lifts: an entry whose whole name the query
    says ("does sacrifice count as destroyed": SACRIFICE). When the query names two or
    more telling terms ("ward or armor first"), it asks how they meet: the entries that
    hold all of them (not cards: a card's text is no account of how they meet) are lifted
    instead of each term's own entry, when there are such.
    A name is telling when a word of it is in at most params.TELLING_DF of the entries
    ("ward", not "creature")."""
    df, most = lexicon["df"], params.TELLING_DF * lexicon["documents"]

    def says(info):
        return [name for name in info["names"] if all(t in p.named for t in name)]

    names = {tuple(n) for info, _, _, _ in hits for n in says(info) if min(df.get(t, 0) for t in n) <= most}
    words = {t for n in names for t in n}
    if len(names) >= 2 and any(info["kind"] != "card" and words <= set(parts) for info, _, parts, _ in hits):
        return lambda info, matched: info["kind"] != "card" and words <= matched
    return lambda info, matched: bool(says(info))


def _in_sections(info: dict, sections: set[str]) -> bool:
    path = info["section"].lower()
    return any(part.strip() in sections for part in path.split(">"))
