"""Checking a fixture's `expect` against the state an engine observed.

One mechanism for every game (SCENARIOS.md): only what is listed is checked;
a list checks a zone's exact contents in order; a list item is a card name
or a mapping whose listed fields must match; `log` lists substrings the
trace must contain, in order.
"""
from __future__ import annotations

from typing import Any

from judge.engine.base import Mismatch

_MISSING = object()


def _same_name(expected: Any, item: Any) -> bool:
    """Does an expected name (title, `Title (SET NNN)` or id) name the observed card? A named
    printing matches a card whose printing reads the same (`same_as`; SCENARIOS.md, Printings)."""
    from judge.cards.data import split_printing
    from judge.cards.match import key

    if isinstance(item, dict):
        names = [item.get("card"), item.get("id")]
    else:
        names = [item]
    if not isinstance(item, dict) or "same_as" not in item:  # a game without printings
        return any(n is not None and key(str(expected)) == key(str(n)) for n in names)
    if item.get("id") is not None and key(str(expected)) == key(str(item["id"])):
        return True
    title, ref = split_printing(str(expected))
    if item.get("card") is None or key(title) != key(str(item["card"])):
        return False
    return bool(item.get("default", True)) if ref is None else ref in item["same_as"]


def _name_of(item: Any) -> Any:
    if isinstance(item, dict):
        return item.get("id") or item.get("card")
    return item


def _shown(item: Any) -> Any:
    """An observed card as a mismatch shows it: a printing that is not its title's default
    printing with its set and number (a plain title in a fixture names the default one)."""
    if isinstance(item, dict) and item.get("same_as") and not item.get("default", True) and not item.get("id"):
        return f"{item.get('card')} ({item['same_as'][0]})"
    return _name_of(item)


def _scalar_equal(expected: Any, actual: Any) -> bool:
    if isinstance(expected, str) and isinstance(actual, str):
        return expected.strip().lower() == actual.strip().lower()
    if isinstance(expected, bool) or isinstance(actual, bool):
        return expected is actual or expected == actual
    return expected == actual


def compare(expect: Any, observed: Any, path: str = "expect") -> list[Mismatch]:
    out: list[Mismatch] = []
    if isinstance(expect, dict):
        if not isinstance(observed, dict):
            return [Mismatch(path, expect, observed)]
        for k, exp in expect.items():
            if path == "expect" and k == "log":
                continue
            obs = observed.get(k, _MISSING)
            if obs is _MISSING:
                out.append(Mismatch(f"{path}.{k}", exp, "(not something the engine can observe)"))
                continue
            if k == "card":
                if not _same_name(exp, observed):
                    out.append(Mismatch(f"{path}.card", exp, _shown(observed)))
                continue
            out.extend(compare(exp, obs, f"{path}.{k}"))
        return out
    if isinstance(expect, list):
        if not isinstance(observed, list):
            return [Mismatch(path, expect, observed)]
        names_exp = [e.get("card") if isinstance(e, dict) else e for e in expect]
        if len(expect) != len(observed):
            return [Mismatch(path, names_exp, [_name_of(o) for o in observed])]
        for i, (exp, obs) in enumerate(zip(expect, observed)):
            if isinstance(exp, dict):
                out.extend(compare(exp, obs, f"{path}[{i}]"))
            elif isinstance(obs, dict) and not isinstance(exp, (dict, list)):
                if not _same_name(exp, obs):
                    out.append(Mismatch(f"{path}[{i}]", exp, _shown(obs)))
            elif not _scalar_equal(exp, obs):
                out.append(Mismatch(f"{path}[{i}]", exp, obs))
        return out
    if not _scalar_equal(expect, observed):
        out.append(Mismatch(path, expect, observed))
    return out


def check_log(expected: list[str], trace_texts: list[str]) -> list[Mismatch]:
    """Each expected substring must appear in the trace, after the previous one."""
    out, pos = [], 0
    for want in expected or []:
        for i in range(pos, len(trace_texts)):
            if want.lower() in trace_texts[i].lower():
                pos = i + 1
                break
        else:
            out.append(Mismatch("expect.log", want, "(not in the trace after the previous entry)"))
    return out
