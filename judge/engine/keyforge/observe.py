"""The end state as a fixture's `expect` sees it (SCENARIOS.md)."""
from __future__ import annotations

from judge.engine.keyforge import modifiers
from judge.engine.keyforge.state import SEATS, CardInstance, Game


def _out_of_play(c: CardInstance) -> dict:
    return {"card": c.title if not c.copy_of else c.card.title, "id": c.alias, "owner": c.owner}


def _in_play(g: Game, c: CardInstance) -> dict:
    d = {
        "card": c.card.title, "id": c.alias, "owner": c.owner, "controller": c.controller,
        "exhausted": c.exhausted, "stunned": c.stunned, "damage": c.damage, "amber": c.amber,
        "power": c.power_counters, "enraged": c.enraged, "warded": c.warded,
        "upgrades": [_out_of_play(u) for u in c.upgrades],
        "under": [_out_of_play(u) for u in c.under],
    }
    if c.type == "creature":
        d["current_power"] = modifiers.power(g, c)
        d["current_armor"] = modifiers.armor(g, c)
        d["flank"] = g.on_flank(c)
    return d


def observe(g: Game) -> dict:
    out: dict = {}
    for seat in SEATS:
        p = g.player(seat)
        out[seat] = {
            "amber": p.amber, "keys": p.keys, "chains": p.chains, "houses": list(p.houses),
            "key_cost": modifiers.key_cost(g, seat),
            "hand": [_out_of_play(c) for c in p.hand],
            "deck": [_out_of_play(c) for c in p.deck],
            "discard": [_out_of_play(c) for c in p.discard],
            "archives": [_out_of_play(c) for c in p.archives],
            "purged": [_out_of_play(c) for c in p.purged],
            "battleline": [_in_play(g, c) for c in p.battleline],
            "artifacts": [_in_play(g, c) for c in p.artifacts],
        }
    out["winner"] = g.winner
    out["active"] = g.active
    out["active_house"] = g.active_house
    out["step"] = g.step
    return out
