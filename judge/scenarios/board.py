"""The board a what-if ends with, and what the actions changed on it.

Both states are the engine's own observations (the shape of a fixture's `expect`,
SCENARIOS.md): the state after `setup` (the fixture replayed without its actions)
and after the actions. Nothing here knows a game's rules; it compares values.
"""
from __future__ import annotations

from typing import Any

#: Counts shown for every seat, changed or not (the ones a player reads first).
ALWAYS = ("amber", "keys", "hitpoints")
#: Card fields that say which card an entry is, not what happened to it.
_IDENTITY = {"card", "printing", "same_as", "default", "id", "owner", "copy_of"}


def changes(before: dict, after: dict) -> list[dict]:
    """The board after, as rows a printer can show:
    {"seat", "counts": [(field, now, was or None)], "zones": [{"zone", "entries": [(mark, label, detail)]}]}
    for each seat, and {"seat": None, ...} for the game's own fields (winner, active player)
    that changed. Marks: "+" entered the zone, "-" left it, "*" changed in place."""
    rows = []
    game_counts = [(k, v, before.get(k)) for k, v in after.items()
                   if not isinstance(v, (dict, list)) and v != before.get(k)]
    for seat, now in after.items():
        if not isinstance(now, dict):
            continue
        was = before.get(seat) if isinstance(before.get(seat), dict) else {}
        counts = []
        for k, v in now.items():
            if isinstance(v, (dict, list)):
                continue
            if k in ALWAYS or v != was.get(k):
                counts.append((k, v, was.get(k) if v != was.get(k) else None))
        zones = []
        for zone, cards in now.items():
            if not isinstance(cards, list):
                continue
            entries = _zone(was.get(zone) or [], cards)
            if entries:
                zones.append({"zone": zone, "entries": entries, "size": len(cards)})
        rows.append({"seat": seat, "counts": counts, "zones": zones})
    if game_counts:
        rows.append({"seat": None, "counts": game_counts, "zones": []})
    return rows


def label(entry: Any) -> str:
    if isinstance(entry, dict):
        name = str(entry.get("card") or entry.get("name") or "?")
        ident = entry.get("id")
        return f"{name} ({ident})" if ident and str(ident).lower() != name.lower() else name
    return str(entry)


def _key(entry: Any) -> tuple:
    if isinstance(entry, dict):
        return (entry.get("card") or entry.get("name"), entry.get("id"), entry.get("owner"))
    return (str(entry), None, None)


def _zone(was: list, now: list) -> list[tuple[str, str, str]]:
    """(mark, card, what changed) for each card that entered, left or changed, in the order
    of the zone after (cards that left last)."""
    left = list(was)
    out = []
    for entry in now:
        match = next((w for w in left if _key(w) == _key(entry)), None)
        if match is None:
            out.append(("+", label(entry), ""))
            continue
        left.remove(match)
        diff = _fields(match, entry)
        if diff:
            out.append(("*", label(entry), diff))
    out.extend(("-", label(w), "") for w in left)
    return out


def _fields(was: Any, now: Any) -> str:
    if not (isinstance(was, dict) and isinstance(now, dict)):
        return ""
    parts = []
    for k, v in now.items():
        if k in _IDENTITY or was.get(k) == v:
            continue
        old = was.get(k)
        if isinstance(v, bool):
            parts.append(k if v else f"no longer {k}")
        elif isinstance(v, (int, float, str)) or v is None:
            parts.append(f"{k} {_show(old)} -> {_show(v)}")
        elif isinstance(v, dict):
            moved = [f"{t} {old.get(t, 0) if isinstance(old, dict) else 0} -> {n}" for t, n in v.items()
                     if not isinstance(old, dict) or old.get(t) != n]
            parts.append(f"{k}: {', '.join(moved)}")
        elif isinstance(v, list):
            parts.append(f"{k}: {', '.join(label(x) for x in v) or 'none'}")
    return "; ".join(parts)


def _show(v: Any) -> str:
    return "none" if v is None else str(v)
