"""The turn sequence: forge a key, choose a house, play/discard/use, ready, draw.

Forge a Key: if the active player can pay the current cost, they must forge
one key (only one per step); the third key wins the game at once.
Choose a House: one of the identity card's houses, or a house of a card the
player controls; "cannot" beats "must" (Cannot vs Must); a "must" for a house
that is not a legal choice is ignored; with no legal house the turn is played
with no active house. Ready Cards, then Draw Cards: refill to six, drawing
fewer and shedding a chain when chains would reduce the draw (Chains).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.base import IllegalAction
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.state import TurnLog, other
from judge.engine.keyforge.triggers import Event, fire, pending, run_in_order

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.keyforge.state import Game

HAND_SIZE = 6


def start_of_turn(g: "Game") -> None:
    """“Start of turn” effects trigger as the turn begins, before the active player checks
    whether they can forge a key (Timing chart: FORGE A KEY, "» “START OF TURN” EFFECTS
    TRIGGER." comes before "1. Check to see if you are able to forge a key.")."""
    event = Event("start_of_turn", None, g.active)
    g.emit(event)
    todo = pending(g, event)
    if todo:
        g.say(f"the start of {g.active}'s turn: “start of turn” effects trigger", R.TIMING)
    run_in_order(g, todo)


def forge_step(g: "Game") -> None:
    """Step 1: “start of turn” effects, then forge a key if able (it is not optional), unless a
    card ability makes the player skip the step (the start of the turn still comes)."""
    g.step = "forge"
    start_of_turn(g)
    if g.winner:
        return
    p = g.me
    cost = modifiers.key_cost(g, g.active)
    skipped = modifiers.first(g, "skips_step", g.active, "forge")
    if skipped:
        g.say(f"{g.active} skips the “forge a key” step", modifiers.cite(skipped[1], skipped[2]))
    elif spendable(g, g.active) >= cost:
        forge_key(g, g.active, cost, R.FORGE)
        if g.winner:
            return
    else:
        g.say(f"{g.active} has {p.amber} Æmber, the key costs {cost}: no key is forged", R.FORGE)
    g.step = "house"


def _cards_spent_as_pool(g: "Game", seat: str) -> list:
    """Cards with Æmber `seat` may spend as if it were in their pool (Senator Shrix), each once
    (two abilities may allow one card)."""
    cards = [c for b, src in modifiers.sources(g, "spend_as_pool") for c in b.spend_as_pool(g, src, seat)]
    return list({id(c): c for c in cards}.values())


def spendable(g: "Game", seat: str) -> int:
    """Æmber `seat` can spend to forge: their pool and any card they may spend from as if it were."""
    return g.player(seat).amber + sum(c.amber for c in _cards_spent_as_pool(g, seat))


def forge_key(g: "Game", seat: str, cost: int, rule: str) -> bool:
    """Forge a key: spend `cost` Æmber from the pool; the third key wins the game at once;
    then "after a key is forged" abilities trigger. False when the pool cannot pay, or a card
    ability says the player cannot forge (Cannot vs Must: "cannot" wins over the forge step's
    "must")."""
    p = g.player(seat)
    cannot = modifiers.first(g, "cannot_forge", seat)
    if cannot:
        g.say(f"{seat} cannot forge a key: {cannot[0]}", modifiers.cite(cannot[1], cannot[2]))
        return False
    if spendable(g, seat) < cost:
        g.say(f"{seat} has {p.amber} Æmber and the key costs {cost}: no key is forged", R.RESOLVE_AS_MUCH)
        return False
    for b, src in list(modifiers.sources(g, "before_forging")):
        check = b.before_forging(g, src, seat)
        if check is not None and check():
            g.say(f"{seat} does not forge that key (no Æmber is spent)", modifiers.cite(b, src))
            return False
    owed = cost
    cards = _cards_spent_as_pool(g, seat)
    for i, card in enumerate(cards):
        if owed <= 0 or not card.amber:
            continue
        # at least what the pool and the cards after this one cannot pay; the pool first: a fixture
        # that does not say otherwise spends from the card only what the pool lacks (and at a forge
        # step that starts a scenario there is no `choose` to say it)
        later = sum(c.amber for c in cards[i + 1:])
        low, high = max(0, owed - p.amber - later), min(card.amber, owed)
        spent = g.decide.number(f"Æmber {seat} spends from {card.name} to forge", low, high,
                                default=max(low, min(high, owed - p.amber)))
        if spent:
            card.amber -= spent
            owed -= spent
            g.say(f"{seat} spends {spent} Æmber from {card.name} as if it were in their pool", card.title)
    p.amber -= owed
    taker = modifiers.first(g, "receives_spent_aember", seat)
    from judge.engine.keyforge.effects import pool_replacement

    instead = pool_replacement(g, taker[0], cost) if taker else None
    if taker and instead is not None:
        g.say(f"{taker[0]} would get the {cost} Æmber {seat} spends forging a key", modifiers.cite(taker[1], taker[2]))
        instead()
    elif taker and cost:
        g.player(taker[0]).amber += cost
        g.say(f"{taker[0]} gets the {cost} Æmber {seat} spends forging a key", modifiers.cite(taker[1], taker[2]))
    from judge.engine.keyforge import keys

    colour = keys.forge(g, seat)
    p.keys += 1
    if seat == g.active:
        g.turn.keys_forged += 1
    price = "at no cost" if cost == 0 else f"for {cost} Æmber ({p.amber + owed} -> {p.amber})"
    g.say(f"{seat} forges a key{keys.named(g, colour)} {price}; {p.keys} key{'s' if p.keys != 1 else ''} forged",
          rule)
    if p.keys >= 3:
        g.winner = seat
        g.say(f"{seat} forged their third key and wins the game", R.KEYS)
        return True
    fire(g, Event("forged", None, seat, {"spent": cost}))  # "each A spent to forge that key"
    return True


def end_step(g: "Game", why: str) -> None:
    """Omega: the current step ends; the active player cannot play, use or discard any more
    cards in it; pending effects finish resolving, then play continues to the next step."""
    if g.step == "main":
        g.say(f"{why}: step 3 ends, no more cards may be played, used or discarded this step", R.OMEGA)
        g.step = "ready"
        g.turn.main_ended_by = why
    else:
        g.say(f"{why}: the {g.step} step ends, then play continues to the next step", R.OMEGA)


def end_turn_now(g: "Game", seat: str, why: str, rule: str) -> None:
    """A card ability ends `seat`'s turn ("end your turn"): no more cards may be played, used or
    discarded, pending effects finish resolving (as when Omega ends a step), and the steps left,
    4 (ready cards) and 5 (draw cards), are not taken: a turn is its five steps (Turn), and this
    one is over. “End of turn” effects still trigger, the turn being over (End of Turn); the
    `end_turn` action then passes the turn."""
    if seat != g.active:
        g.say(f"it is not {seat}'s turn: there is no turn of theirs to end", R.RESOLVE_AS_MUCH)
        return
    if g.turn.ended_by is None:
        g.turn.ended_by = why
    if g.step == "main":
        g.step = "ready"
    g.say(f"{why}: {seat}'s turn ends; no more cards may be played, used or discarded, and the "
          "“ready cards” and “draw cards” steps are not taken", rule)


def not_in_main(g: "Game", done: str) -> str:
    """Why a card cannot be played, used or discarded (`done`) outside step 3, saying so when
    Omega ended step 3 early, or a card ability the turn (end_turn_now)."""
    if g.step == "ready" and g.turn.ended_by:
        return f"cards are {done} in step 3, and {g.active}'s turn has ended ({g.turn.ended_by})"
    why = g.turn.main_ended_by if g.step == "ready" else None
    ended = f": omega ended step 3 ({why})" if why else ""
    return f"cards are {done} in step 3, not the {g.step} step{ended}"


@modifiers.question
def legal_houses(g: "Game", seat: str) -> tuple[list[str], dict[str, str], list[str]]:
    """(houses the player may choose, {house: why it cannot be chosen}, houses they must choose)."""
    p = g.player(seat)
    eligible = list(p.houses)
    for c in g.cards_in_play():
        if c.controller == seat:
            eligible += sorted(h for h in modifiers.houses(g, c) if h not in eligible)
    cannot: dict[str, str] = {}
    must: list[str] = []
    for b, src in modifiers.sources(g):
        for h in b.cannot_choose_houses(g, src, seat):
            cannot.setdefault(h, src.title)
        m = b.must_choose_house(g, src, seat)
        if m and m not in must:
            must.append(m)
    return eligible, cannot, must


def house_choices(g: "Game", seat: str) -> tuple[list[str], list[tuple[str, str]]]:
    """(houses `seat` may choose now, notes on "must" effects that do not bind).

    Cannot vs Must: a house that cannot be chosen is never a choice, even if a
    card says it must be; a "must" for a house that is not eligible is ignored.
    """
    eligible, cannot, must = legal_houses(g, seat)
    open_ = [h for h in eligible if h not in cannot]
    musts, notes = [], []
    for m in must:
        if m not in eligible:
            notes.append((f"{seat} must choose {m}, but {m} is not on their identity card and they control "
                          f"no {m} card: that effect is ignored", R.CHOOSE_HOUSE))
        elif m in cannot:
            notes.append((f"{seat} must choose {m} but cannot choose it ({cannot[m]}): "
                          "“cannot” takes precedence", R.CANNOT_VS_MUST))
        else:
            musts.append(m)
    return musts or open_, notes


def choose_house(g: "Game", house: str) -> None:
    """Step 2: make a house the active house, then the player may take their archives."""
    if g.step != "house":
        raise IllegalAction(f"houses are chosen in step 2, not the {g.step} step [{R.short(R.HOUSE_CHOICE)}]")
    house = house.lower()
    eligible, cannot, must = legal_houses(g, g.active)
    choices, notes = house_choices(g, g.active)
    for text, rule in notes:
        g.say(text, rule)
    if house not in choices:
        if house in cannot:
            why = f"{house} cannot be chosen ({cannot[house]})"
            rule = R.CANNOT_VS_MUST
        elif house not in eligible:
            why = f"{house} is not on the identity card and no {house} card is controlled"
            rule = R.HOUSE_CHOICE
        else:
            why = f"{' or '.join(choices)} must be chosen"
            rule = R.HOUSE_CHOICE
        raise IllegalAction(f"cannot choose {house}: {why}; legal: {', '.join(choices) or 'none'} [{R.short(rule)}]")
    g.active_house = house
    g.say(f"{g.active} chooses {house} as the active house", R.CHOOSE_HOUSE)
    fire(g, Event("house_chosen", None, g.active, {"house": house}))
    _take_archives(g)
    g.step = "main"


def no_legal_house(g: "Game") -> bool:
    """House Choice: "If there is no legal choice of house, the player plays the turn with no active house"."""
    return not house_choices(g, g.active)[0]


def no_house(g: "Game") -> None:
    """House Choice: with no legal choice, the turn is played with no active house."""
    if g.step != "house":
        raise IllegalAction(f"houses are chosen in step 2, not the {g.step} step [{R.short(R.HOUSE_CHOICE)}]")
    choices, _ = house_choices(g, g.active)
    if choices:
        raise IllegalAction(f"a house can be chosen ({', '.join(choices)}): the turn cannot be played "
                            f"with no active house [{R.short(R.HOUSE_CHOICE)}]")
    g.active_house = None
    g.say(f"{g.active} has no legal house: the turn is played with no active house", R.HOUSE_CHOICE)
    _take_archives(g)
    g.step = "main"


def _take_archives(g: "Game") -> None:
    """Step 2: "the active player may pick up all the cards in their archives" (Archives). A card
    in them may let them pick up any number instead (The Archivist: the
    `takes_archives_in_part` hook, asked of the cards in those archives)."""
    from judge.engine.keyforge.effects import choose_up_to
    from judge.engine.keyforge.zones import move

    p = g.me
    if not p.archives or not g.decide.may(f"{g.active} may take the cards in their archives into hand"):
        return
    part = next((c for c in p.archives if modifiers.behaviour(c).takes_archives_in_part(g, c, g.active)), None)
    if part is None:
        taken, rule = list(p.archives), R.ARCHIVES
    else:
        taken, rule = choose_up_to(g, "cards to pick up from the archives", p.archives, len(p.archives)), part.title
    for c in taken:
        move(g, c, "hand", rule=R.ARCHIVES, quiet=True)
    if part is None:
        g.say(f"{g.active} takes their archives into hand", rule)
    else:
        g.say(f"{g.active} picks up {len(taken)} of the {len(taken) + len(p.archives)} cards in their archives "
              f"({', '.join(c.name for c in taken) or 'none'})", rule)


def end_turn(g: "Game") -> None:
    """Steps 4 and 5 (none when a card ability ended the turn: end_turn_now), end-of-turn
    effects, and the next player's turn to its house step."""
    if g.winner:
        raise IllegalAction(f"the game is over: {g.winner} forged their third key [{R.short(R.KEYS)}]")
    if g.step in ("forge", "house"):
        raise IllegalAction(f"the turn cannot end in the {g.step} step: choose a house first "
                            f"[{R.short(R.CHOOSE_HOUSE)}]")
    if g.turn.ended_by:  # end_turn_now: steps 4 and 5 are not taken
        g.say(f"{g.active}'s turn was ended ({g.turn.ended_by}): no cards are readied or drawn", R.END_OF_TURN)
    else:
        if g.step in ("main", "ready"):
            ready_step(g)
        draw_step(g)
    g.say(f"{g.active}'s turn ends", R.END_OF_TURN)
    fire(g, Event("end_of_turn", None, g.active))
    if g.winner:
        return
    for c in g.creatures():
        c.armor_used = c.armor_seen = 0
        c.attacked_this_turn = False
    modifiers.expire(g, [e for e in g.lasting if e.expires_at_end_of_turn(g, g.active)])
    if g.me.amber >= modifiers.key_cost(g, g.active):
        g.say(f"{g.active} announces “Check!”: they can forge a key next turn", R.DRAW)
    g.previous_turn[g.active] = g.turn
    g.active = other(g.active)
    g.first_turn = False
    g.turn = TurnLog()
    g.active_house = None
    g.say(f"{g.active}'s turn begins", R.FORGE)
    ending = [e for e in g.lasting if e.expires_at_start_of_turn(g, g.active)]
    if ending:
        g.say(f"lasting effects until {g.active}'s next turn expire: {', '.join(e.rule for e in ending)}", R.LASTING)
        modifiers.expire(g, ending)
    forge_step(g)


def ready_step(g: "Game") -> None:
    g.step = "ready"
    exhausted = [c for c in g.cards_in_play() if c.controller == g.active and c.exhausted]
    instead = modifiers.first(g, "replaces_readying", g.active)
    if instead:
        creatures = [c for c in exhausted if c.type == "creature"]
        exhausted = [c for c in exhausted if c.type != "creature"]
        by = modifiers.cite(instead[1], instead[2])
        g.say(f"{g.active} does not ready their creatures: {by}'s ability resolves instead", by)
        instead[0](creatures)
    with modifiers.steady(g):  # asking each card changes nothing
        asked = [(c, modifiers.first(g, "cannot_ready", c, True)) for c in exhausted]
    for c, cannot in asked:
        if cannot:
            exhausted.remove(c)
            g.say(f"{c.name} is not readied: {cannot[0]}", modifiers.cite(cannot[1], cannot[2]))
    for c in exhausted:
        c.exhausted = False
    if exhausted:
        g.say(f"{g.active} readies {', '.join(c.name for c in exhausted)}", R.READY_CARDS)
    fire(g, Event("end_of_ready_step", None, g.active))  # "at the end of your “ready cards” step"


def chain_penalty(chains: int) -> int:
    """Chains 1-6: draw 1 fewer card; 7-12: 2; 13-18: 3; 19-24: 4."""
    return 0 if chains <= 0 else min(4, (chains - 1) // 6 + 1)


def draw_step(g: "Game") -> None:
    g.step = "draw"
    refill_hand(g, g.active)


def refill_hand(g: "Game", seat: str, rule: str = R.DRAW) -> None:
    """Draw Cards: `seat` draws until they have their hand size in hand (six, changed by card
    abilities: modifiers.hand_size); Chains: "each time a player with one or more chains would
    draw one or more cards to refill their hand", they draw fewer and shed a chain. The "draw
    cards" step, and effects that refill a hand as if it were the end of the turn."""
    from judge.engine.keyforge.effects import draw

    p = g.player(seat)
    size = modifiers.hand_size(g, seat)
    if size != HAND_SIZE:
        g.say(f"{seat} refills their hand to {size} cards ({HAND_SIZE} changed by card abilities)", rule)
    want = size - len(p.hand)
    if want <= 0:
        g.say(f"{seat} has {len(p.hand)} cards in hand: no cards are drawn"
              + (", so no chain is shed" if p.chains else ""), R.CHAINS if p.chains else rule)
        return
    if p.chains:
        penalty = chain_penalty(p.chains)
        g.say(f"{seat} has {p.chains} chains: draws {penalty} fewer card{'s' if penalty > 1 else ''} "
              f"({want} -> {max(0, want - penalty)}) and sheds a chain ({p.chains} -> {p.chains - 1})", R.CHAINS)
        want = max(0, want - penalty)
        p.chains -= 1
    if want:
        draw(g, seat, want, rule)
