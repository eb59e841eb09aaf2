"""What the index holds: one document per ruling wording, rule or glossary
wording, and card, with everything `judge ask` shows stored beside it.

Built on the slow path (index build): it parses the corpus, loads the ruling
records and card data, and replays the game's scenarios so each ruling knows
whether it is verified and carries its trace. The cold query path then reads
only the index.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from judge.corpus.groups import Group, game_groups
from judge.games import Game
from judge.search.analysis import analyze, stem, words
from judge.text import fold


@dataclass
class Doc:
    id: str  # "<shown kind>/<id>" for the newest wording, "+@<version>" for older ones
    group: str  # "<shown kind>/<id>": the result id users see
    kind: str  # ruling | errata | glossary | rule | card
    title: str
    body: str
    versions: list[str]
    newest: bool
    cards: list[str] = field(default_factory=list)  # card ids named
    payload: dict = field(default_factory=dict)
    in_force: list[str] = field(default_factory=list)  # versions whose answer this wording is (assign_in_force)
    asked: list[str] = field(default_factory=list)  # how players ask for it (asked.yaml; _add_asked)

    def terms(self) -> tuple[str, str]:
        return " ".join(analyze(self.title)), " ".join(analyze(self.body))

    def rank_info(self) -> dict:
        """What re-ranking reads of a document (judge.search.rank), stored apart from
        the payload so that only the results shown are decoded in full."""
        p = self.payload
        return {"kind": self.kind, "id": p.get("id", self.group), "title": p.get("title", self.title),
                "cards": list(self.cards), "section": (p.get("source") or {}).get("section") or "",
                "names": p.get("names") or []}


def _source(game: Game, version: str, section: str) -> dict:
    v = game.version(version)
    return {"rulebook": v.label, "title": v.title, "section": section}


def _card_info(game: Game, title: str, version: str | None) -> dict | None:
    from judge.cards.data import card_index, with_errata

    if not game.cards:
        return None
    card = card_index(game.cards).get(fold(title))
    if card is None:
        return None
    as_of = with_errata(card, game.id, version)
    info = {
        "id": card.id, "title": card.title, "ref": card.ref, "house": card.house, "type": card.type,
        "text": as_of.text, "printed_text": card.text, "errata": as_of.errata,
    }
    if as_of.errata:
        info.update(_erratum_display(game, card, as_of))
    return info


def _erratum_display(game: Game, card, as_of) -> dict:
    """How an erratum is shown: whether it changes the printed wording at all (an erratum that
    repeats the printing is not shown as one), and the symbols its text lost, restored from an
    older wording of the same erratum or from the printed card (judge.restore)."""
    from judge.cards.data import errata_in_force, wording
    from judge.restore import restore

    older = []
    for v in game.versions:
        text, label = errata_in_force(game.id, v.label).get(fold(card.title), (None, None))
        if text and label != as_of.errata and (f"v{label}" if label[:1].isdigit() else label, text) not in older:
            older.append((f"v{label}" if label[:1].isdigit() else label, text))
    references = [(f"the {label} wording of the erratum", text) for label, text in older]
    references.append((f"the printed card ({card.ref})", card.text))
    return {"erratum_changes_text": wording(as_of.text) != wording(card.text),
            "restored": restore(as_of.text, references)}


_REMINDER = re.compile(r"\([^()]*\)")
# A term whose whole entry is a cross-reference ("ATTACK: See “Fight” on page 11.") names
# no entry of its own: the query that says it is asking about the entry it points to.
_REFERENCE = re.compile(r"^\s*see\b[^\n]*$", re.I)

_GENERIC = {"ability", "active player", "active house", "turn", "enemy", "friendly", "traits", "rarity",
            "legacy", "maverick", "keys", "forge", "use", "cost", "play", "control", "damage"}


def term_names(title: str, alternatives: bool = True) -> list[list[str]]:
    """The names an entry's title gives its term, as stemmed words (stop words kept, but
    not articles and prepositions): "STUN, STUN STATUS CARD" -> [[stun], [stun, status,
    card]]; "ASSAULT (X)" -> [[assault]]; "STEP 1: FORGE A KEY" -> [[forge, key]];
    "CANNOT VS MUST/MAY" -> [[cannot], [must], [may]]; "WHAT'S NEXT" -> [[whats, next]].
    Without `alternatives` (rule headings, where a comma is a list: "PLAY, DISCARD, AND
    USE CARDS ...") the heading is one name."""
    head = re.sub(r"^step \d+:\s*", "", fold(title).strip(), flags=re.I)
    head = re.sub(r"\(.*?\)", " ", head).replace("[", " ").replace("]", " ")
    parts = re.split(r",|/|\bvs\b|\bversus\b", head) if alternatives else [head]
    out: list[list[str]] = []
    for part in parts:
        terms = [stem(w) for w in words(part) if w not in _LINKS]
        if terms and terms not in out:
            out.append(terms)
    return out


_LINKS = {"a", "an", "the", "of", "and", "or", "to", "in", "on", "for", "with", "by", "as", "at", "from"}


def glossary_terms(game: Game, groups: dict) -> list[tuple[str, list[str], Group]]:
    """(shown name, analysed name terms, group) for each glossary term."""
    out = []
    for (kind, _), grp in groups.items():
        if kind != "glossary":
            continue
        title = grp.newest.title
        head = re.sub(r"\(.*?\)", "", title.split(",")[0]).strip(" “”\"")
        name_terms = analyze(head)
        if name_terms and fold(head).lower() not in _GENERIC and not title.lower().startswith("see "):
            out.append((title, name_terms, grp))
    return out


def linked_glossary(text: str, terms, game: Game, version: str | None, limit: int = 4) -> list[dict]:
    """Glossary terms a ruling relies on: referenced ("see “Leaves Play”") or named in it."""
    found: list[tuple[int, int, Group]] = []
    analysed = analyze(text)
    joined = " " + " ".join(analysed) + " "
    refs = {fold(m) for m in re.findall(r"[“\"]([^”\"]{3,40})[”\"] on [Pp]age", text)}
    for title, name_terms, grp in terms:
        phrase = " " + " ".join(name_terms) + " "
        pos = joined.find(phrase)
        head = fold(title.split(",")[0]).strip(" “”\"")
        if head in refs:
            found.append((-1, -len(name_terms), grp))
        elif pos >= 0:
            found.append((pos, -len(name_terms), grp))
    found.sort(key=lambda x: (x[0], x[1]))
    out, seen = [], set()
    for _, _, grp in found:
        entry = grp.as_of(game, version) or grp.newest
        if grp.slug in seen:
            continue
        seen.add(grp.slug)
        out.append({"id": f"glossary/{grp.slug}", "title": entry.title, "text": entry.text,
                    "rulebook": entry.version})
        if len(out) >= limit:
            break
    return out


def _shown(game: Game, kind: str, otherwise: str) -> str:
    """The kind an entry is shown as (game.yaml `kinds:`), `otherwise` for a kind not listed."""
    return game.kinds[kind].shown_as if kind in game.kinds else otherwise


def _ruling_group(game: Game, r) -> str:
    return f"{_shown(game, r.kind, 'ruling')}/{r.id}"


def _entry_group(game: Game, kind: str, slug: str) -> str:
    return f"{_shown(game, kind, 'rule')}/{slug}"


def _card_group(card) -> str:
    return f"card/{card.id}"


def document_groups(game: Game) -> set[str]:
    """The result id of every entry of the index (what build_docs makes), without building
    a body: what `judge lint` checks asked.yaml against."""
    from judge.rulings.records import load_rulings

    groups = {_ruling_group(game, r) for r in load_rulings(game.rulings_dir(), game.id)}
    groups |= {_entry_group(game, kind, slug) for kind, slug in game_groups(game.id) if kind not in game.ruling_kinds}
    if game.cards:
        from judge.cards.data import load_cards

        groups |= {_card_group(card) for card in load_cards(game.cards)}
    return groups


def build_docs(game: Game, verification: dict | None = None) -> list[Doc]:
    """Every document of one game's index."""
    from judge.rulings.records import load_rulings

    groups = game_groups(game.id)
    terms = glossary_terms(game, groups)
    rulings = load_rulings(game.rulings_dir(), game.id)
    verification = verification or {}
    docs: list[Doc] = []
    ruling_entries = set()
    for r in rulings:
        ruling_entries.update(r.entries)
        docs.extend(_ruling_docs(game, r, terms, verification.get(r.id, {})))
    for (kind, slug), grp in groups.items():
        if kind in game.ruling_kinds:
            continue
        shown = _shown(game, kind, "rule")
        newest_versions = grp.variants[0].versions
        ident = _entry_group(game, kind, slug)
        for i, var in enumerate(grp.variants):
            e = var.entry
            docs.append(Doc(
                id=ident if i == 0 else f"{ident}@{var.versions[0]}", group=ident, kind=shown,
                title=e.title, body=f"{e.section}\n{e.text}", versions=list(var.versions), newest=i == 0,
                payload={
                    "kind": shown, "id": ident, "title": e.title, "text": e.text,
                    "source": _source(game, e.version, e.section), "versions": list(var.versions),
                    "other_versions": [v for var2 in grp.variants if var2 is not var for v in var2.versions],
                    "newest_versions": newest_versions, "gaps": e.gaps,
                    "names": [] if _REFERENCE.match(e.text) else term_names(e.title, alternatives=shown != "rule"),
                    "wordings": [{"versions": list(var2.versions), "text": var2.entry.text}
                                 for var2 in grp.variants if var2 is not var],
                },
            ))
    if game.cards:
        docs.extend(_card_docs(game, rulings))
    _add_asked(game, docs)
    assign_in_force(game, docs)
    return docs


def _add_asked(game: Game, docs: list[Doc]) -> None:
    """Index how players ask for an entry (corpus/<game>/asked.yaml) with every wording of its
    body: searched, never shown (judge.search.asked). An id naming no entry is left out here
    (a ruling withdrawn, a trimmed copy of the data) and reported by `judge lint`."""
    from judge.search.asked import load_asked

    asked = load_asked(game.folder)
    for d in docs:
        if d.group in asked:
            d.asked = asked[d.group]
            d.body = d.body + "\n" + "\n".join(d.asked)


def assign_in_force(game: Game, docs: list[Doc]) -> None:
    """Under which rulebook versions each wording is the one that answers.

    A wording answers for the versions that print it; a partial rulebook (v16, a
    wiki page with some sections) also sends every entry it does not print to
    its fallback, the newest complete rulebook before it (Game.in_force), so
    `--rulebook v16` finds STUN in 2021's wording instead of nothing. The versions
    a wording prints are unchanged (the payload's `versions`)."""
    by_group: dict[str, list[Doc]] = {}
    for d in docs:
        d.in_force = list(d.versions)
        by_group.setdefault(d.group, []).append(d)
    partial = [v.label for v in game.versions if not v.complete]
    for label in partial:
        chain = game.in_force(label)
        for variants in by_group.values():
            if any(label in d.versions for d in variants):
                continue
            for fallback in chain[1:]:
                d = next((d for d in variants if fallback in d.versions), None)
                if d is not None:
                    d.in_force.append(label)
                    d.payload.setdefault("answered_from", {})[label] = fallback
                    break


def _ruling_docs(game: Game, r, terms, status: dict) -> list[Doc]:
    shown = _shown(game, r.kind, "ruling")
    ident = _ruling_group(game, r)
    history_versions = {v for h in r.history for v in h.versions}
    variants = [(None, [v for v in r.versions if v not in history_versions] or list(r.versions))]
    variants += [(h, list(h.versions)) for h in r.history]
    docs = []
    for i, (h, versions) in enumerate(variants):
        question = (h.question if h and h.question else r.question)
        text = h.text if h else r.text
        version = versions[0] if versions else r.source_rulebook
        source_version = version if h else r.source_rulebook
        cards = [c for c in (_card_info(game, ref.title, version) for ref in r.cards) if c]
        payload = {
            "kind": shown, "subkind": r.kind, "id": ident, "ruling": r.id, "title": r.title,
            "question": question, "text": text, "topic": r.topic,
            "source": _source(game, source_version, r.source_section if not h else _section_in(r, version)),
            "versions": versions, "all_versions": list(versions) if h else list(r.versions),
            "cards": cards, "notes": list(r.notes), "note": h.note if h else "",
            "history": [{"versions": list(x.versions), "question": x.question, "text": x.text, "note": x.note}
                        for x in r.history] if not h else [],
            "current": {"versions": variants[0][1], "text": r.text} if h else None,
            "glossary": linked_glossary((question or "") + "\n" + text, terms, game, version),
            "names": term_names(r.title) if r.kind in game.search.get("term_kinds", ()) else [],
            "verification": {v: _status_of_wording(status, v, h) for v in versions},
            "scenarios": status.get("scenarios", []),
        }
        title = question or r.title
        body = "\n".join(filter(None, [r.topic or "", text, " ".join(c["title"] for c in cards)]))
        docs.append(Doc(
            id=ident if i == 0 else f"{ident}@{version}", group=ident, kind=shown, title=title, body=body,
            versions=versions, newest=i == 0, cards=[c["id"] for c in cards], payload=payload,
        ))
    return docs


def _status_of_wording(status: dict, version: str, h) -> dict:
    """Whether this wording is verified under `version`. A rulebook that prints two
    answers (Pitlord in the early text and v1.3) verifies the one that follows the
    rules; the other printing is shown as not verified, with the reason."""
    if h is not None and version in h.also_prints_newest:
        return {"verified": False, "scenario": None, "trace": [],
                "reason": "this printing contradicts the other answer the same rulebook prints, "
                          "which follows the rules and is the one replayed (see the note)"}
    return status.get("variants", {}).get(version, {"verified": False, "reason": "not replayed"})


def _section_in(r, version: str) -> str:
    for e in r.entries:
        parts = e.split("/")
        if len(parts) >= 2 and parts[1] == version:
            return r.source_section.split(" > ")[0]
    return r.source_section


def _printing(card) -> dict:
    """A printing of a title whose text differs in substance from its default printing."""
    return {"ref": card.ref, "same_as": list(card.same_as), "rarity": card.rarity, "house": card.house,
            "type": card.type, "power": card.power, "armor": card.armor, "amber": card.amber,
            "keywords": list(card.keywords), "traits": list(card.traits), "text": card.text,
            "bonus_icons": list(card.bonus_icons)}


def _card_docs(game: Game, rulings) -> list[Doc]:
    from judge.cards.data import load_cards, variants

    named: dict[str, list[str]] = {}
    for r in rulings:
        for ref in r.cards:
            named.setdefault(fold(ref.title), []).append(r.id)
    all_versions = [v.label for v in game.versions]
    docs = []
    for card in load_cards(game.cards):
        info = _card_info(game, card.title, None)
        ident = _card_group(card)
        errata_by_version = {}
        for v in game.versions:
            as_of = _card_info(game, card.title, v.label)
            if as_of and as_of["errata"]:
                errata_by_version[v.label] = {"text": as_of["text"], "rulebook": as_of["errata"],
                                               "changes_text": as_of["erratum_changes_text"],
                                               "restored": as_of["restored"]}
        payload = {
            "kind": "card", "id": ident, "title": card.title, "text": info["text"],
            "printed_text": card.text, "ref": card.ref, "printings": list(card.printings),
            "house": card.house, "type": card.type, "power": card.power, "armor": card.armor,
            "amber": card.amber, "keywords": list(card.keywords), "traits": list(card.traits),
            "errata": errata_by_version, "rulings": named.get(fold(card.title), []),
            "source": {"rulebook": None, "section": f"card data, {card.ref}"},
            "rarity": card.rarity, "bonus_icons": list(card.bonus_icons), "same_as": list(card.same_as),
            "variants": [_printing(v) for v in variants(card.title, game.cards)[1:]],
        }
        # reminder text ("Elusive. (The first time this creature is attacked ...)") is the
        # keyword's rule retold: the glossary answers for it, the card should not
        body = " ".join([card.house, card.type, " ".join(card.traits), _REMINDER.sub(" ", card.text)])
        docs.append(Doc(id=ident, group=ident, kind="card", title=card.title, body=body,
                        versions=all_versions, newest=True, cards=[card.id], payload=payload))
    return docs
