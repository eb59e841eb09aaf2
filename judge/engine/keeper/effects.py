"""The effects ability text can ask for, each applied to a Context.

The words that select each effect are in `phrases.py`; the rules behind them
live in their own modules (damage, graveyard, counters, deck, chain) and are
cited there. "each target" versus "all targets": with "each", any decision
the effect needs is made for each target separately ("Each").
"""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keeper import rules
from judge.engine.keeper.context import Context, Die, card_match, describe
from judge.engine.keeper.counters import available, place_counters, remove_counters
from judge.engine.keeper.damage import inflict_damage
from judge.engine.keeper.deck import draw
from judge.engine.keeper.events import is_kind
from judge.engine.keeper.graveyard import destroy, sacrifice


# a group of creatures (phrases.GROUPS): which creatures in play belong to it, as the effect resolves
_GROUPS = {
    "your creatures": lambda ctx, c: c.controller == ctx.controller,
    "your other creatures": lambda ctx, c: c.controller == ctx.controller and c is not ctx.this,
    "opponents' creatures": lambda ctx, c: c.controller != ctx.controller,
    "all creatures": lambda ctx, c: True,
    "other creatures": lambda ctx, c: c is not ctx.this,
    # "each creature controlled by that opponent": the opponent the ability targeted ("Target": they stay
    # targets whatever happens), or the one its activation condition names (Context.that_players)
    "that player's creatures": lambda ctx, c: c.controller in ctx.that_players(),
}


def subjects(ctx: Context, who: str) -> list:
    """What "each target", "all targets", "this card" (any self-reference), "each
    opponent", "each player", "you" and a group of creatures ("each of your creatures",
    "each creature an opponent controls", "all creatures", "each creature controlled by that
    opponent": Context.that_players; phrases.GROUPS) refer to."""
    if who == "this card":
        return [ctx.this] if ctx.this is not None else []
    if who == "each opponent":
        return ctx.game.opponents(ctx.controller)
    if who == "each player":
        return ctx.game.players_in_game()
    if who == "you":
        return [ctx.controller]
    if who in _GROUPS:  # phrases.GROUPS, settled as it resolves
        return [c for c in ctx.game.creatures() if _GROUPS[who](ctx, c)]
    return list(ctx.targets)


def in_play(ctx: Context, who: str) -> list:
    """The subjects that are cards in play (what control and sacrifice apply to)."""
    return [t for t in subjects(ctx, who) if not isinstance(t, str) and t.in_play]


@dataclass(frozen=True)
class PlaceCounters:
    """"Place N [named] counters on each target / this card.\""""

    n: int
    name: str | None
    who: str
    text: str = ""

    def apply(self, ctx: Context) -> None:
        for t in subjects(ctx, self.who):
            if isinstance(t, str):
                ctx.trace(f"{t} is a player: counters go only on in-play creatures, ignored", rules.COUNTERS)
                continue
            place_counters(ctx.game, t, self.n, name=self.name, placed_by=ctx.controller,
                           source=ctx.source.name if ctx.source else "", rule=ctx.rule)


@dataclass(frozen=True)
class RemoveCountersFrom:
    """"Remove N [named] counters from each target." / "Remove all counters from each target.\""""

    n: int | None  # None: all of them
    name: str | None
    who: str
    text: str = ""

    def apply(self, ctx: Context) -> None:
        for t in subjects(ctx, self.who):
            if not isinstance(t, str) and t.zone == "creatures":
                n = available(t, self.name) if self.n is None else self.n
                remove_counters(ctx.game, t, n, player=ctx.controller, decisions=ctx.decisions,
                                rule=ctx.rule, name=self.name)


@dataclass(frozen=True)
class InflictDamage:
    """"Inflict N damage to each target.\""""

    n: int
    who: str
    text: str = ""

    def apply(self, ctx: Context) -> None:
        for t in subjects(ctx, self.who):
            inflict_damage(ctx.game, t, self.n, by=ctx.controller, rule=ctx.rule)


@dataclass(frozen=True)
class Spread:
    """"Inflict a total of N damage to all targets." / "Decrease the defense of all
    targets by a total of N." / "Place a total of N counters on all targets."
    ("A total of"): you spread N among the targets; all of it if possible, else as
    much as possible; no creature's offense or defense below 0; nothing on an
    attribute a card does not have (a spell's offense and defense, a player's)."""

    n: int
    mode: str  # damage | stat | counters
    stats: tuple[str, ...] = ()  # stat: offense / defense
    sign: int = -1  # stat: increase (1) or decrease (-1)
    name: str | None = None  # counters: a named counter
    text: str = ""

    def capacity(self, t) -> int | None:
        """The most this target can take (None: no limit)."""
        creature = not isinstance(t, str) and t.zone == "creatures"
        if self.mode == "damage":
            return None if isinstance(t, str) else max(0, t.defense) if creature else 0
        if not creature:
            return 0  # a player, a spell, a trap, a card out of play: no such attribute
        if self.mode == "stat" and self.sign < 0:
            return min(max(0, getattr(t, s)) for s in self.stats)
        return None

    def apply(self, ctx: Context) -> None:
        targets = list(ctx.targets)
        caps = [self.capacity(t) for t in targets]
        remaining = self.n
        shares = []
        what = {"damage": "damage", "counters": "counters",
                "stat": f"{' and '.join(self.stats)} {'increase' if self.sign > 0 else 'decrease'}"}[self.mode]
        for i, t in enumerate(targets):
            rest = caps[i + 1:]
            rest_cap = None if any(c is None for c in rest) else sum(rest)
            cap = remaining if caps[i] is None else min(remaining, caps[i])
            low = 0 if rest_cap is None else max(0, remaining - rest_cap)
            low = min(low, cap)
            amount = ctx.decisions.number(f"{ctx.controller}: {what} (of a total of {self.n}) to "
                                          f"{describe(t)}, {low} to {cap}", low, cap)
            shares.append(amount)
            remaining -= amount
        parts = ", ".join(f"{describe(t)} {a}" + (f" (at most {c})" if c is not None else "")
                          for t, a, c in zip(targets, shares, caps))
        unused = f"; {remaining} cannot be used" if remaining else ""
        ctx.trace(f"a total of {self.n} {what} spread by {ctx.controller}: {parts}{unused}", rules.A_TOTAL_OF)
        for t, a in zip(targets, shares):
            if not a:
                continue
            if self.mode == "damage":
                inflict_damage(ctx.game, t, a, by=ctx.controller, rule=ctx.rule)
            elif self.mode == "counters":
                place_counters(ctx.game, t, a, name=self.name, placed_by=ctx.controller,
                               source=ctx.source.name if ctx.source else "", rule=ctx.rule)
            else:
                for stat in self.stats:
                    _change_stat(ctx, t, stat, self.sign * a)


@dataclass(frozen=True)
class RollDice:
    """"Roll N dice." (the values come from the fixture)"""

    n: int
    text: str = ""

    def apply(self, ctx: Context) -> None:
        values = ctx.dice.take(self.n, f"{ctx.rule}: roll {self.n} dice")
        index = ctx.link.index if ctx.link else None
        dice = [Die(v, index) for v in values]
        ctx.own_dice.extend(dice)
        if ctx.chain is not None:
            ctx.chain.dice.extend(dice)
        ctx.trace(f"{ctx.controller} rolls {', '.join(str(v) for v in values)}")


@dataclass(frozen=True)
class ChangeDice:
    """"Set each die in the current chain to N." / "Increase (decrease) each die in the
    current chain by N." Takes effect when it resolves ("Dice in the current chain")."""

    mode: str  # set | increase | decrease
    n: int
    text: str = ""

    def apply(self, ctx: Context) -> None:
        dice = ctx.chain_dice()
        if not dice:
            ctx.trace("no dice in the current chain yet: nothing to change (dice of older links are "
                      "rolled when those links resolve, later)", rules.DICE_IN_CHAIN)
            return
        before = [d.value for d in dice]
        for d in dice:
            if self.mode == "set":
                d.value = self.n
            elif self.mode == "increase":
                d.value = min(6, d.value + self.n)
            else:
                d.value = max(1, d.value - self.n)
        ctx.trace(f"dice in the current chain {', '.join(map(str, before))} -> "
                  f"{', '.join(str(d.value) for d in dice)}; effects that already used them are not redone",
                  rules.DICE_IN_CHAIN)


@dataclass(frozen=True)
class InflictDiceTotal:
    """"Inflict damage equal to the total of the dice in the current chain to each
    target." ("the dice rolled": only this ability's own dice)."""

    who: str
    text: str = ""
    scope: str = "chain"  # chain | own

    def apply(self, ctx: Context) -> None:
        dice = ctx.chain_dice() if self.scope == "chain" else ctx.own_dice
        total = sum(d.value for d in dice)
        which = "the dice in the current chain" if self.scope == "chain" else "the dice this ability rolled"
        ctx.trace(f"total of {which} ({', '.join(str(d.value) for d in dice) or 'none'}): {total}",
                  rules.DICE_IN_CHAIN if self.scope == "chain" else ctx.rule)
        for t in subjects(ctx, self.who):
            inflict_damage(ctx.game, t, total, by=ctx.controller, rule=ctx.rule)


@dataclass(frozen=True)
class ChangeStat:
    """"Increase / Decrease the offense (defense, offense and defense) of each target
    by N." Never below 0; a decrease is not damage (a creature may have 0 defense).
    It lasts until the Recovery Phase resets the creature's stats."""

    stats: tuple[str, ...]
    sign: int
    n: int
    who: str
    text: str = ""

    def apply(self, ctx: Context) -> None:
        for t in subjects(ctx, self.who):
            for stat in self.stats:
                _change_stat(ctx, t, stat, self.sign * self.n)


def _change_stat(ctx: Context, t, stat: str, delta: int) -> None:
    if isinstance(t, str) or t.zone != "creatures":
        ctx.trace(f"{describe(t)} is not an in-play creature: it has no {stat} to change", rules.A_TOTAL_OF)
        return
    before = getattr(t, stat)
    setattr(t, stat, max(0, before + delta))
    ctx.trace(f"{t.label}'s {stat} {before} -> {getattr(t, stat)}")


@dataclass(frozen=True)
class IncreaseOrDecrease:
    """"Increase or decrease the offense of each target by N": with "each", the choice
    is made for each target separately; with "all targets", once for all ("Each")."""

    stats: tuple[str, ...]
    n: int
    who: str
    text: str = ""

    def apply(self, ctx: Context) -> None:
        targets = subjects(ctx, self.who)
        stat = " and ".join(self.stats)
        if self.who != "all targets":
            for t in targets:
                way = ctx.decisions.choose(f"{ctx.controller}: increase or decrease the {stat} of "
                                           f"{describe(t)}", ["increase", "decrease"])
                ctx.trace(f"{ctx.controller} decides for {describe(t)} separately: {way}", rules.EACH)
                self._change(ctx, t, way)
        else:
            way = ctx.decisions.choose(f"{ctx.controller}: increase or decrease the {stat} of all targets",
                                       ["increase", "decrease"])
            ctx.trace(f"{ctx.controller} decides once for all targets: {way}", rules.EACH)
            for t in targets:
                self._change(ctx, t, way)

    def _change(self, ctx: Context, t, way: str) -> None:
        for stat in self.stats:
            _change_stat(ctx, t, stat, self.n if way == "increase" else -self.n)


@dataclass(frozen=True)
class Destroy:
    """"Destroy each target." (from whatever zone the target is in now)"""

    who: str
    text: str = ""

    def apply(self, ctx: Context) -> None:
        for t in subjects(ctx, self.who):
            if isinstance(t, str):
                continue
            if t.zone == "limbo":
                ctx.trace(f"{t.label} is being resolved in a chain: it cannot be destroyed now", rules.TARGET)
                continue
            destroy(ctx.game, t, by=ctx.controller, rule=ctx.rule)


@dataclass(frozen=True)
class SacrificeTargets:
    """"Sacrifice each target.": only the cards you control ("Sacrifice"); a sacrificed
    card is not destroyed."""

    who: str
    text: str = ""

    def apply(self, ctx: Context) -> None:
        for t in in_play(ctx, self.who):
            if t.controller != ctx.controller:
                ctx.trace(f"{t.label} is controlled by {t.controller}: {ctx.controller} can only sacrifice cards they "
                          f"control", rules.SACRIFICE)
                continue
            if t is ctx.source:
                ctx.trace(f"{t.label} may not sacrifice itself", rules.SACRIFICE)
                continue
            sacrifice(ctx.game, t, by=ctx.controller)


@dataclass(frozen=True)
class Negate:
    """"Negate that ability / attack / spell." ("Negate it.": whatever link it is, `what`
    "link"): the link this one responds to does not resolve; its costs stay paid ("Chains").
    A summon is no attack or ability: it is not negated."""

    what: str
    text: str = ""

    def apply(self, ctx: Context) -> None:
        target = ctx.link.responds_to if ctx.link else None
        if target is None or not is_kind(target.kind, target.event.zone if target.event else None, self.what):
            what = {"link": "attack, ability or spell", "creature ability": "creature's ability"}.get(self.what,
                                                                                                   self.what)
            ctx.trace(f"there is no {what} for this to negate", rules.CHAINS)
            return
        if target.resolved:
            ctx.trace(f"link {target.index} has already resolved: it cannot be negated", rules.CHAINS)
            return
        target.negated = True
        ctx.trace(f"link {target.index} ({target.describe()}) is negated: it will not resolve; its costs stay "
                  f"paid", rules.CHAINS)


@dataclass(frozen=True)
class Draw:
    """"Draw N cards." / "One player draws N cards." / "Each target (each player,
    each opponent) draws N cards.\""""

    n: int
    who: str = "you"  # you | one player | each target | each player | each opponent
    text: str = ""

    def apply(self, ctx: Context) -> None:
        if self.who in ("you", "each player", "each opponent"):
            players = subjects(ctx, self.who)
        elif self.who == "one player":
            options = ctx.game.players_in_game()
            pick = ctx.decisions.choose(f"{ctx.controller} selects one player (any player, yourself included)",
                                        options, match=card_match)
            ctx.trace(f"{ctx.controller} selects one player: {pick} (options: {', '.join(options)})",
                      rules.ONE_PLAYER)
            players = [pick]
        else:
            players = [t for t in ctx.targets if isinstance(t, str)]
        for p in players:
            draw(ctx.game, p, self.n, ctx.rule)


@dataclass(frozen=True)
class Reveal:
    """"Reveal each target." ("Reveal": show it to all players, yourself included)"""

    who: str
    text: str = ""

    def apply(self, ctx: Context) -> None:
        everyone = ctx.game.players_in_game()
        for t in subjects(ctx, self.who):
            if isinstance(t, str):
                continue
            ctx.game.revealed.append({"card": t.label, "to": list(everyone)})
            ctx.trace(f"{t.label} is revealed to all players: {', '.join(everyone)} "
                      f"({ctx.controller} included)", rules.REVEAL)


@dataclass(frozen=True)
class ReturnToHand:
    """"Return each target to its owner's hand.\""""

    who: str
    text: str = ""

    def apply(self, ctx: Context) -> None:
        for t in subjects(ctx, self.who):
            if isinstance(t, str) or t.zone == "limbo":
                continue
            ctx.game.move(t, t.owner, "hand")
            ctx.trace(f"{t.label} returns to {t.owner}'s hand")


@dataclass(frozen=True)
class GiveControl:
    """"Give control of each target to a different player of your choice": any player
    but the card's current controller, yourself included ("Different player of your choice")."""

    who: str
    text: str = ""

    def apply(self, ctx: Context) -> None:
        for t in in_play(ctx, self.who):
            options = [p for p in ctx.game.players_in_game() if p != t.controller]
            pick = ctx.decisions.choose(f"{ctx.controller}: a different player to control {t.label}", options,
                                        match=card_match)
            ctx.trace(f"a different player of {ctx.controller}'s choice for {t.label} (controlled by "
                      f"{t.controller}): options {', '.join(options)} -> {pick}", rules.DIFFERENT_PLAYER)
            ctx.game.change_control(t, pick)


@dataclass(frozen=True)
class TakeControl:
    """"Take control of each target.\""""

    who: str
    text: str = ""

    def apply(self, ctx: Context) -> None:
        for t in in_play(ctx, self.who):
            if t.controller != ctx.controller:
                ctx.trace(f"{ctx.controller} takes control of {t.label} from {t.controller}")
                ctx.game.change_control(t, ctx.controller)


@dataclass(frozen=True)
class Exhaust:
    """"Exhaust each target." / "Unexhaust each target.\""""

    exhaust: bool
    who: str
    text: str = ""

    def apply(self, ctx: Context) -> None:
        for t in subjects(ctx, self.who):
            if not isinstance(t, str) and t.zone in ("creatures", "traps", "resources"):
                t.exhausted = self.exhaust
                ctx.trace(f"{t.label} is {'exhausted' if self.exhaust else 'unexhausted'}")


@dataclass(frozen=True)
class SummonOrCast:
    """"Summon or cast any number of targets that are not in play (paying the usual
    costs)." ("Summon ..." only creatures, "Cast ..." only spells.) Done within a
    resolution, so it starts no chain ("Chains")."""

    text: str = ""
    verb: str = "summon or cast"  # summon | cast | summon or cast
    every: bool = False  # "Summon each target": every one that can be, each separately, no choice

    def apply(self, ctx: Context) -> None:
        from judge.engine.keeper.spells import cast_by_effect, spell_castable_by_effect
        from judge.engine.keeper.summoning import summon_by_effect, summonable

        done: set[int] = set()
        while True:
            options = []
            for t in ctx.targets:
                if isinstance(t, str) or t.in_play or t.zone == "limbo" or t.uid in done or t.defn is None:
                    continue
                if self.verb != "summon or cast" and (t.kind == "creature") != (self.verb == "summon"):
                    continue
                ok = summonable(ctx, t) if t.kind == "creature" else spell_castable_by_effect(ctx, t)
                if ok:
                    options.append(t)
            if not options:
                return
            pick = options[0] if self.every else ctx.decisions.choose(
                f"{ctx.controller}: {self.verb} a target that is not in play (any number)", options, label=describe,
                optional=True, match=card_match)
            if pick is None:
                return
            done.add(pick.uid)
            if pick.kind == "creature":
                summon_by_effect(ctx, pick)
            else:
                cast_by_effect(ctx, pick)

