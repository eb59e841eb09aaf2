"""The site ranks as `judge ask` does: the same results, computed by search.js in Chromium
over the exported index, against judge.search.ask, on the short judge queries
(benchmarks/queries.yaml) and the players' questions (benchmarks/questions.yaml); the
same weak-answer verdict and closest glossary terms; and the string measures the ranking
is built on (stemming, folding, OSA, rapidfuzz's ratio and partial_ratio, round).

When the Python ranking changes and search.js does not follow, these fail: the figures
are printed at the end of the test run ("site ranking agrees with judge ask ...").
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from judge.safe_yaml import load_data

from .conftest import PHONE

# Under xdist (--dist loadgroup) these tests share one worker with the browser tests and
# tests/offline_site/test_build.py ("offline-site"): one build of the whole site and one
# Chromium for all of them (a group apart built the site and launched Chromium a second time).
pytestmark = pytest.mark.xdist_group("offline-site")

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture(scope="module")
def page(chromium, site):
    folder, _ = site
    context = chromium.new_context(**PHONE)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto((folder / "index.html").as_uri())
    yield page
    assert not errors
    context.close()


def site_ask(page, requests: list[dict]) -> list[dict]:
    """search.js's answer to each request: result ids, weak, closest terms, corrections, cards named."""
    return page.evaluate("""requests => {
        const engines = {};
        return requests.map(r => {
            const engine = engines[r.game] || (engines[r.game] = JudgeSearch.Engine(JUDGE_DATA[r.game]));
            const a = engine.ask(r.q, {rulebook: r.rulebook, limit: 10});
            return {ids: a.results.map(x => x.id), weak: a.weak, closest: a.closestTerms,
                    corrections: a.corrections, cards: a.cards};
        });
    }""", requests)


def python_ask(request: dict) -> dict:
    from judge.search import ask

    a = ask(request["q"], game=request["game"], rulebook=request["rulebook"], limit=10)
    return {"ids": [r["id"] for r in a.results], "weak": a.weak, "closest": a.closest_terms,
            "corrections": [list(c) for c in a.corrections], "cards": a.cards}


def requests_for(name: str) -> tuple[list[dict], list[dict]]:
    """Every entry of a benchmark set as asked (newest rules), and a third of them again as of
    a rulebook version, each version in turn (v16, the partial one, included)."""
    from judge.search import load

    entries = load_data((BENCHMARKS / f"{name}.yaml").read_text(encoding="utf-8"))
    requests = []
    for i, q in enumerate(entries):
        game = q.get("game", "keyforge")
        labels = [v["label"] for v in load(game).meta["versions"]]
        requests.append({"q": q["q"], "game": game, "rulebook": None, "answer": q.get("answer")})
        if i % 3 == 0:
            requests.append({"q": q["q"], "game": game, "rulebook": labels[(i // 3) % len(labels)], "answer": None})
    return entries, requests


@pytest.mark.parametrize("name", ["queries", "questions"])
def test_the_site_answers_as_judge_ask_on_the_benchmark_sets(page, summary, name):
    sys.path.insert(0, str(BENCHMARKS))
    from quality import rank  # noqa: PLC0415  (benchmarks/ is not a package)

    entries, requests = requests_for(name)
    python = [python_ask(r) for r in requests]
    browser = site_ask(page, requests)
    n = len(requests)
    first = sum(p["ids"][:1] == b["ids"][:1] for p, b in zip(python, browser)) / n
    whole = sum(p["ids"] == b["ids"] for p, b in zip(python, browser)) / n
    weak = sum(p["weak"] == b["weak"] and p["closest"] == b["closest"] for p, b in zip(python, browser)) / n
    planned = sum(p["corrections"] == b["corrections"] and p["cards"] == b["cards"] for p, b in zip(python, browser)) / n
    labelled = [(r, p, b) for r, p, b in zip(requests, python, browser) if r["answer"]]
    top1 = {"judge ask": sum(rank(r["answer"], p["ids"]) == 1 for r, p, _ in labelled) / len(labelled),
            "site": sum(rank(r["answer"], b["ids"]) == 1 for r, _, b in labelled) / len(labelled)}
    summary.append(f"site ranking agrees with judge ask on {n} searches of benchmarks/{name}.yaml: first result "
                   f"{first:.1%}, whole top 10 {whole:.1%}, weak verdict and closest terms {weak:.1%}, corrections "
                   f"and cards named {planned:.1%}; top-1 right on the {len(labelled)} labelled: judge ask "
                   f"{top1['judge ask']:.3f}, site {top1['site']:.3f}")
    differ = [(r["q"], r["rulebook"], p["ids"][:2], b["ids"][:2]) for r, p, b in zip(requests, python, browser)
              if p["ids"][:1] != b["ids"][:1]]
    assert len(entries) >= (93 if name == "queries" else 280)
    # the two agree whole: a factor search.js misses (one boost, one table, a string measure
    # that is not the one Python uses) shows here
    assert first == 1.0, differ[:10]
    assert whole == 1.0 and weak == 1.0 and planned == 1.0
    assert top1["site"] >= top1["judge ask"] - 0.03


def test_the_site_answers_as_judge_ask_as_a_question_is_typed(page):
    """What the site computes: the question so far, key by key (half-typed words are the
    misspellings the English guard and the typo correction see most)."""
    entries = load_data((BENCHMARKS / "questions.yaml").read_text(encoding="utf-8"))[::11]
    requests = [{"q": e["q"][:i], "game": e.get("game", "keyforge"), "rulebook": None}
                for e in entries for i in range(3, len(e["q"]) + 1, 7)]
    python = [python_ask(r) for r in requests]
    browser = site_ask(page, requests)
    same = sum(p == b for p, b in zip(python, browser)) / len(requests)
    differ = [(r["q"], p, b) for r, p, b in zip(requests, python, browser) if p != b]
    assert len(requests) > 180 and same >= 0.98, differ[:3]


def test_card_names_typos_and_players_words_agree(page):
    """The planning steps of issue 10, one query each: English words never corrected, misspelt
    ones corrected, card titles only when really named, other spellings, players' phrases."""
    queries = ["can i play instant speed", "blocked creature", "anyway", "is that correct", "doesnt work",
               "stunn", "exhuasted creature", "kelifi dargon", "john smith", "the first turn", "works shadows",
               "gabos", "krump's", "dreckers", "armour", "hit points", "goes back to the deck", "didn't stun",
               "ward or armor first", "what happens first", "do we fight together or make it so"]
    requests = [{"q": q, "game": "keyforge", "rulebook": None} for q in queries]
    python = [python_ask(r) for r in requests]
    assert any(p["corrections"] for p in python) and any(p["cards"] for p in python)
    assert site_ask(page, requests) == python


def test_weak_answers_and_closest_terms_agree(page):
    """Queries nothing answers well (nothing at all, or only a weak match): the same verdict and
    the same closest glossary terms, in both games."""
    queries = ["pizza", "xyzzy flurb", "sleeves", "setting a trapp face down", "chain resolves last link first",
               "whats the minimum deck size", "qwertyuiop", "the the the"]
    requests = [{"q": q, "game": g, "rulebook": None} for q in queries for g in ("keyforge", "keeper")]
    python = [python_ask(r) for r in requests]
    browser = site_ask(page, requests)
    assert sum(p["weak"] for p in python) >= 10  # the set holds weak answers, with and without results
    assert any(p["weak"] and p["ids"] for p in python) and any(p["weak"] and not p["ids"] for p in python)
    assert [(p["weak"], p["closest"], p["ids"]) for p in python] == [(b["weak"], b["closest"], b["ids"]) for b in browser]


def test_stemming_agrees_with_the_index(page, site):
    """Snowball English as PyStemmer computes it, with the stem aliases, on every word of the
    index, inflections of it, and the 40,000 commonest English words (wordfreq)."""
    from wordfreq import top_n_list

    from judge.search import load
    from judge.search.analysis import stem
    from judge.search.export import lexicon

    vocab = set()
    for game in ("keyforge", "keeper"):
        vocab.update(lexicon(load(game))["typos"]["vocab"])
    suffixes = ["s", "ed", "ing", "ly", "ness", "ational", "ies", "ement", "ic", "ful", "li"]
    words = [w for w in sorted(vocab | {w + s for w in sorted(vocab)[::3] for s in suffixes}
                               | {"sacrificed", "fought", "drawn", "dealt", "went", "taken"}
                               | {w for w in top_n_list("en", 40000) if w.isalpha() and w.isascii()})]
    got = page.evaluate("words => { const e = JudgeSearch.Engine(JUDGE_DATA.keyforge); return words.map(w => e.stem(w)); }",
                        words)
    want = [stem(w) for w in words]
    wrong = [(w, a, b) for w, a, b in zip(words, want, got) if a != b]
    assert len(words) > 12000 and not wrong, wrong[:10]
    assert stem("sacrificed") == stem("sacrifice")  # the aliases are in play


def test_words_typo_distance_and_title_similarity_agree(page):
    from rapidfuzz import fuzz
    from rapidfuzz.distance import OSA

    from judge.search.analysis import words

    texts = ["Æmber ÆMBER aember", "don’t “John Smyth” – Rock-Hurling Giant", "naïve café Ürsula", "six 6 twelve",
             "Po’s Pixies", "I can't; it's 2nd", "ﬁght — ﬂank"]
    got = page.evaluate("ts => { const e = JudgeSearch.Engine(JUDGE_DATA.keyforge); return ts.map(t => e.words(t)); }", texts)
    assert got == [words(t) for t in texts]
    rng = random.Random(14)
    alphabet = "abcdeilnorst "
    pairs = [("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12))),
              "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))) for _ in range(400)]
    pairs += [(a * 3, b) for a, b in pairs[:50]]  # longer against shorter, both ways round
    osa, ratio, partial = page.evaluate("""ps => [ps.map(([a, b]) => JudgeSearch.osa(a, b)),
        ps.map(([a, b]) => JudgeSearch.ratio(a, b)), ps.map(([a, b]) => JudgeSearch.partialRatio(a, b))]""", pairs)
    assert osa == [OSA.distance(a, b) for a, b in pairs]
    assert ratio == [fuzz.ratio(a, b) for a, b in pairs]
    assert partial == pytest.approx([fuzz.partial_ratio(a, b) for a, b in pairs], abs=1e-9)
    numbers = [k / 16 for k in range(17)] + [rng.random() for _ in range(300)] + [0.8125000000000001, 0.3335]
    assert page.evaluate("xs => xs.map(x => JudgeSearch.pyRound(x, 3))", numbers) == [round(x, 3) for x in numbers]


def test_the_exported_tables_are_the_search_packages_own(site):
    """The export is read from judge.search, so a change there reaches the site's next build."""
    from judge.search import analysis, backend_whoosh, load, params
    from judge.search.export import constants, export, lexicon

    table = constants()
    for name in dir(params):
        if name.isupper():
            assert table[name] == json.loads(json.dumps(getattr(params, name))), name
    assert table["STOP"] == sorted(analysis.STOP) and table["BM25_B"] == backend_whoosh.BM25_B
    index = load("keyforge")
    lex = lexicon(index)
    assert lex["vocabulary"] == index.meta["lexicon"]["vocabulary"] and lex["titles"]
    assert lex["english"] and lex["typos"]["vocab"]
    folder, _ = site
    script = (folder / "data" / "keyforge.js").read_text(encoding="utf-8")
    data = json.loads(script.split("] = ", 1)[1].rstrip(";\n"))
    assert data["constants"] == table and data["lexicon"] == lex
    exported = export(index)
    assert data["postings"] == exported["postings"]
    assert data["notes"] == exported["notes"] and "v16" in data["notes"]  # the partial rulebook's note
