"""Ranking quality of `judge ask` on benchmarks/queries.yaml, beside a plain BM25 baseline.

For each query the answer's rank among the results is found; reported are
top-1 and top-3 accuracy and mean reciprocal rank (MRR), overall, per game and
per query style, for judge and for the baseline: BM25F over the same entries
(the newest wording of every ruling, rule, glossary term and card), with
whoosh's standard analyzer (no stemming, stop words removed, no synonyms, no
typo correction, no card-name boosting). Targets: top-1 >= 0.98 (issue 10), top-3 >= 0.98.

Usage: python benchmarks/quality.py [--json] [--misses]
"""
from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEPTH = 10


def load_queries() -> list[dict]:
    from judge.safe_yaml import load_data

    return load_data((HERE / "queries.yaml").read_text(encoding="utf-8"))


def same(answer: str, result_id: str) -> bool:
    """Does a result id name the expected entry? (rulings and errata share one namespace)"""
    a_kind, _, a_id = answer.partition("/")
    r_kind, _, r_id = result_id.partition("/")
    if a_kind in ("ruling", "errata") and r_kind in ("ruling", "errata"):
        return a_id == r_id
    return answer == result_id


def rank(answer: str, ids: list[str]) -> int | None:
    for i, rid in enumerate(ids, 1):
        if same(answer, rid):
            return i
    return None


def judge_ids(q: dict) -> list[str]:
    from judge.search import ask

    return [r["id"] for r in ask(q["q"], game=q.get("game"), limit=DEPTH).results]


class Baseline:
    """Plain BM25 over the same documents, one in-memory index per game."""

    def __init__(self):
        self.indexes = {}

    def index(self, game_id: str):
        if game_id not in self.indexes:
            from whoosh.analysis import StandardAnalyzer
            from whoosh.fields import ID, TEXT, Schema
            from whoosh.filedb.filestore import RamStorage

            from judge.games import get_game
            from judge.search import _verification
            from judge.search.documents import build_docs

            game = get_game(game_id)
            docs = [d for d in build_docs(game, _verification(game)) if d.newest]
            schema = Schema(id=ID(stored=True), title=TEXT(analyzer=StandardAnalyzer()),
                            body=TEXT(analyzer=StandardAnalyzer()))
            ix = RamStorage().create_index(schema)
            w = ix.writer()
            for d in docs:
                w.add_document(id=d.group, title=d.title, body=d.body)
            w.commit()
            self.indexes[game_id] = ix
        return self.indexes[game_id]

    def ids(self, q: dict) -> list[str]:
        from whoosh.analysis import StandardAnalyzer
        from whoosh.query import Or, Term

        from judge.games import check_game_id

        ix = self.index(check_game_id(q.get("game")))
        terms = [t.text for t in StandardAnalyzer()(q["q"])]
        if not terms:
            return []
        query = Or([Or([Term("title", t), Term("body", t)]) for t in terms])
        with ix.searcher() as s:
            return [h["id"] for h in s.search(query, limit=DEPTH)]


def score(ranks: list[int | None]) -> dict:
    n = len(ranks) or 1
    return {
        "n": len(ranks),
        "top1": round(sum(1 for r in ranks if r == 1) / n, 3),
        "top3": round(sum(1 for r in ranks if r and r <= 3) / n, 3),
        "mrr": round(sum(1 / r for r in ranks if r) / n, 3),
    }


def evaluate() -> dict:
    queries = load_queries()
    base = Baseline()
    rows = []
    for q in queries:
        ours, theirs = judge_ids(q), base.ids(q)
        rows.append({"q": q["q"], "game": q.get("game", "keyforge"), "style": q.get("style", "?"),
                     "answer": q["answer"], "judge_rank": rank(q["answer"], ours),
                     "baseline_rank": rank(q["answer"], theirs), "judge_top": ours[:3]})
    out = {"queries": len(rows)}
    for system in ("judge", "baseline"):
        key = f"{system}_rank"
        out[system] = {"all": score([r[key] for r in rows])}
        groups = defaultdict(list)
        for r in rows:
            groups[f"game:{r['game']}"].append(r[key])
            groups[f"style:{r['style']}"].append(r[key])
        out[system].update({g: score(v) for g, v in sorted(groups.items())})
    out["misses"] = [r for r in rows if r["judge_rank"] != 1]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--misses", action="store_true", help="list queries judge does not answer first")
    args = ap.parse_args()
    result = evaluate()
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
        return
    from judge.search.backend import name

    print(f"{result['queries']} queries (benchmarks/queries.yaml); judge's backend: {name()}")
    print(f"{'':24} {'judge':>22}   {'plain BM25':>22}")
    print(f"{'':24} {'top-1  top-3    MRR':>22}   {'top-1  top-3    MRR':>22}")
    for group in result["judge"]:
        j, b = result["judge"][group], result["baseline"][group]
        label = f"{group} (n={j['n']})"
        print(f"{label:24} {j['top1']:>6.3f} {j['top3']:>6.3f} {j['mrr']:>6.3f}   "
              f"{b['top1']:>6.3f} {b['top3']:>6.3f} {b['mrr']:>6.3f}")
    print("targets: top-1 >= 0.98 (issue 10), top-3 >= 0.98")
    if args.misses:
        print_misses(result["misses"], "judge_rank", "judge_top")


def print_misses(rows: list[dict], rank_key: str, top_key: str) -> None:
    """One line per query whose answer is not first: its rank, the answer, the top three."""
    for r in rows:
        print(f"  rank {r[rank_key]}: {r['q']!r} -> want {r['answer']}; got {r[top_key]}")


if __name__ == "__main__":
    main()
