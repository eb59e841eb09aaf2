"""The end state as a fixture's `expect` sees it (SCENARIOS.md)."""
from __future__ import annotations

from judge.engine.keyforge import gigantic, keys, modifiers
from judge.engine.keyforge.state import SEATS, TOKEN_FIELDS, CardInstance, Game
from judge.engine.keyforge.tide import tide


class Tokens(dict):
    """Counters on a card by kind; a kind it has none of counts 0 (`tokens: {doom: 0}`)."""

    def get(self, kind, default=None):
        return super().get(str(kind).lower(), 0)


def _names(c: CardInstance) -> dict:
    """How a card is named: its title, and the printings that read as its own (Printings:
    `Title (SET NNN)` names one of them)."""
    card = c.card  # a copy (Mimicry) is still named by its own title
    return {"card": card.title, "printing": card.ref, "same_as": list(card.same_as or (card.ref,)),
            "default": card.default}


def _out_of_play(c: CardInstance, whole: bool = False) -> dict:
    """A card out of play as a fixture names it (a lone half of a gigantic creature says which)."""
    names = _names(c)
    if not whole and c.half is not None:
        names["card"] = f"{c.card.title} ({c.half} of 2)"
    return {**names, "id": c.alias, "owner": c.owner, "enhancements": list(c.enhancements)}


def _zone(cards: list[CardInstance]) -> list[dict]:
    return [_out_of_play(c, whole) for c, whole in gigantic.shown(cards)]


def tokens(c: CardInstance) -> Tokens:
    """Every counter and status token on a card in play, by kind."""
    out = Tokens({kind: int(getattr(c, field)) for kind, field in TOKEN_FIELDS.items()})
    out.update({k.lower(): n for k, n in c.tokens.items()})
    return out


def _in_play(g: Game, c: CardInstance) -> dict:
    d = {
        **_names(c), "id": c.alias, "owner": c.owner, "controller": c.controller,
        "copy_of": c.copy_of.title if c.copy_of else None,
        "exhausted": c.exhausted, "stunned": c.stunned, "damage": c.damage, "amber": c.amber,
        "power": c.power_counters, "enraged": c.enraged, "warded": c.warded,
        "upgrades": [_out_of_play(u) for u in c.upgrades],
        "under": [_out_of_play(u) for u in c.under],
        "enhancements": list(c.enhancements), "tokens": tokens(c),
    }
    if c.type == "creature":
        d["current_power"] = modifiers.power(g, c)
        d["current_armor"] = modifiers.armor(g, c)
        d["flank"] = g.on_flank(c)
    return d


def observe(g: Game) -> dict:
    with modifiers.steady(g):  # observing changes nothing
        return _observe(g)


def _observe(g: Game) -> dict:
    out: dict = {}
    for seat in SEATS:
        p = g.player(seat)
        out[seat] = {
            "amber": p.amber, "keys": p.keys, "forged_keys": list(keys.forged(g, seat)), "chains": p.chains,
            "houses": list(p.houses),
            "key_cost": modifiers.key_cost(g, seat), "tide": tide(g, seat),
            "hand": _zone(p.hand),
            "deck": _zone(p.deck),
            "discard": _zone(p.discard),
            "archives": _zone(p.archives),
            "purged": _zone(p.purged),
            "battleline": [_in_play(g, c) for c in p.battleline],
            "artifacts": [_in_play(g, c) for c in p.artifacts],
        }
    out["winner"] = g.winner
    out["active"] = g.active
    out["active_house"] = g.active_house
    out["step"] = g.step
    return out
