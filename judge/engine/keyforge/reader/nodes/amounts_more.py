"""Amounts beyond a number (grammar/amounts_more.lark): what else “For Each” counts (for
effects and constant abilities alike: constant_more.PerCount), "for each ..." written before its
effect, "twice" and "once for each" (Repeat)."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import modifiers
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.bonus import aember_bonus
from judge.engine.keyforge.reader.nodes.aember import Capture, GainAember, LoseAember, StealAember, _PlayerAember
from judge.engine.keyforge.reader.nodes.hand import Draw
from judge.engine.keyforge.reader.nodes.amounts import Amount, Signed
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, builds, humane, words
from judge.engine.keyforge.reader.nodes.conditions import AemberIs
from judge.engine.keyforge.reader.nodes.damage import Deal, deal_hits
from judge.engine.keyforge.reader.nodes.foreach import ForEach, repeat
from judge.engine.keyforge.reader.nodes.targets import Actor, Chosen, Selector, SelfRef, Target, ThisCreature, _test
from judge.engine.keyforge.state import other

builds("holder", "zone_word")(words)


ADJECTIVES = "|"  # between the adjectives a count keeps in `word`: one may have spaces ("non-Star Alliance")


@dataclass(frozen=True)
class Count(Node):
    """A thing “for each” counts, other than cards a selector names in play: Æmber on a card
    or in your pool, cards in your hand or archives, forged or unforged keys, upgrades, damage
    or neighbors of a card, friendly cards with a trait, purged cards. `number(g, src, you,
    it)`: `it` is the card the text calls "it" (in a constant ability, the creature it gives
    power to; in an effect, the one card the effect names)."""

    kind: str
    holder: str = ""  # "it" | "{self}" (whose Æmber, upgrades, damage, neighbors)
    word: str = ""  # the rest of the words (a zone, a trait, a key phrase)
    selector: Selector | None = None

    def render(self) -> str:
        return {
            "aember_on": f"{{A}} on {self.holder}",
            "pool": "{A} in your pool",
            "in_zone": f"card in your {self.word}",
            "keys": self.word,
            "upgrades": f"upgrade on {self.holder}",
            "attached": "upgrade attached to it",
            "neighbors": f"neighbor {self.holder} has",
            "damage": f"damage on {self.holder}",
            "trait": self.word,
            "purged": "purged card",
            "in_play": f"{self.selector.render() if self.selector else ''} in play",
            "this_way": f"{self.word} this way",
            "played": "card you have played this turn (including this 1)",
            "aember_among": f"{{A}} on {self.selector.render() if self.selector else ''}",
            "houses": f"house represented among {self.selector.render() if self.selector else ''}{self.word}",
            "in_excess": "creature your opponent controls in excess of you",
            "neighbors_of": " ".join(["of {self}'s", *self.word.split(ADJECTIVES), "neighbors"]),
            "lost": f"{{A}} lost{self.word}",
            "copies": "copy of {self} in your discard pile",
        }[self.kind]

    @property
    def says_it(self) -> bool:
        return self.holder == "it" or self.kind == "attached"

    def check(self, card) -> str | None:
        plural = self.kind in ("aember_among", "houses")
        if self.selector is not None and self.selector.plural != plural:
            return "a plural noun after “for each”" if not plural else f"a singular noun in “{self.render()}”"
        if self.kind == "neighbors_of" and card.type != "creature":
            return f"neighbors of an {card.type}"
        return None

    def count(self, ctx: Ctx, effect: Effect | None = None) -> int:
        if self.kind == "lost":  # the Æmber this resolution made players lose
            return sum(n for _, n, _ in ctx.this_way.get("lost", []))
        if self.kind == "this_way":  # “This Way”: what this resolution did
            noun, done = self.word.split(" ", 1)
            if noun in ("damage", "counter"):  # amounts: "damage healed", "counter removed"
                return sum(n for _, n, _ in ctx.this_way.get(done, []))
            return len(self.cards(ctx))
        it = None
        if self.says_it:  # the one card the effect names without a choice ("deal 1{D} to {self}")
            found = effect.target.resolve(ctx, "count") if effect is not None else []
            it = found[0] if len(found) == 1 else None
        return self.number(ctx.g, ctx.src, ctx.you, it)

    def cards(self, ctx: Ctx) -> list:
        """“This Way”: the cards of that kind this resolution acted on so ("creature destroyed")."""
        noun, done = self.word.split(" ", 1)
        return [c for c in ctx.done(done) if noun == "card" or c.type == noun]

    def number(self, g, src, you: str, it) -> int:
        if self.kind in ("this_way", "lost"):
            raise TypeError("“this way” counts what an ability did: only an effect can count it")
        card = src if self.holder == "{self}" else it
        p = g.player(you)
        if self.kind == "copies":  # other cards of its title (it is not in the pile as it resolves)
            return sum(1 for c in p.discard if c.title == src.title)
        if self.kind == "aember_on":
            return card.amber if card is not None else 0
        if self.kind == "pool":
            return p.amber
        if self.kind == "in_zone":
            return len(p.zone(self.word))
        if self.kind == "keys":
            if self.word.startswith("unforged"):
                return max(0, 3 - p.keys)  # Keys: a player forges 3 keys to win
            return p.keys if self.word == "forged key you have" else g.player(other(you)).keys
        if self.kind in ("upgrades", "attached"):
            return len(card.upgrades) if card is not None else 0
        if self.kind == "neighbors":
            return len(g.neighbors(card)) if card is not None and g.in_play(card) else 0
        if self.kind == "damage":
            return card.damage if card is not None else 0
        if self.kind == "trait":  # "friendly shard": the cards in play of that trait
            control, trait = self.word.split(" ", 1)
            tests = (_test(control), _test(trait))
            return sum(1 for c in g.cards_in_play() if all(t(g, you, src, c) for t in tests))
        if self.kind == "played":
            return played_this_turn(g, you)
        if self.kind == "in_excess":
            return max(0, len(g.creatures(other(you))) - len(g.creatures(you)))
        if self.kind == "neighbors_of":
            tests = [_test(a) for a in self.word.split(ADJECTIVES)]
            return sum(1 for c in g.neighbors(src) if all(t(g, you, src, c) for t in tests)) if g.in_play(src) else 0
        if self.kind in ("aember_among", "houses"):
            pool = g.creatures() if self.selector.kind == "creature" else g.artifacts()
            found = [c for c in pool if self.selector.matches(g, you, src, c)]
            if self.kind == "aember_among":
                return sum(c.amber for c in found)
            return len({h for c in found for h in modifiers.houses(g, c)})  # the houses they belong to now
        if self.kind == "purged":
            return sum(len(q.purged) for q in g.players.values())
        pool = g.creatures() if self.selector.kind == "creature" else g.artifacts()
        return sum(1 for c in pool if self.selector.matches(g, you, src, c))


builds("count_more")(lambda ch: ch[0])
builds("counted_aember_on")(lambda ch: Count("aember_on", ch[0]))
builds("counted_pool")(lambda ch: Count("pool"))
builds("counted_in_zone")(lambda ch: Count("in_zone", word=ch[0]))
builds("counted_keys")(lambda ch: Count("keys", word=words(ch)))
builds("counted_upgrades")(lambda ch: Count("upgrades", ch[0]))
builds("counted_attached")(lambda ch: Count("attached"))
builds("counted_neighbors")(lambda ch: Count("neighbors", ch[0]))
builds("counted_damage")(lambda ch: Count("damage", ch[0]))
builds("counted_trait")(lambda ch: Count("trait", word=f"{ch[0]} {ch[1]}"))
builds("counted_purged")(lambda ch: Count("purged"))
builds("counted_said_in_play")(lambda ch: Count("in_play", selector=ch[0]))
builds("counted_played")(lambda ch: Count("played"))
builds("counted_aember_among")(lambda ch: Count("aember_among", selector=ch[0]))
builds("counted_houses")(lambda ch: Count("houses", selector=ch[0], word=" in play" if "in play" in ch[1:] else ""))
builds("in_play")(words)
builds("counted_in_excess")(lambda ch: Count("in_excess"))
builds("counted_neighbors_of")(lambda ch: Count("neighbors_of", word=ADJECTIVES.join(ch)))
builds("counted_this_way")(lambda ch: Count("this_way", word=f"{ch[0]} {ch[1]}"))
builds("counted_copies")(lambda ch: Count("copies"))
builds("this_way_noun", "this_way_done")(words)


def played_this_turn(g, seat: str) -> int:
    """The cards `seat` has played this turn, the one resolving now included."""
    return sum(1 for e in g.turn.events if e.kind == "played" and e.seat == seat)


def _names_one_card(effect: Effect) -> bool:
    target = getattr(effect, "target", None)
    return isinstance(target, (SelfRef, ThisCreature, Chosen))


def _check_it(counted, effect: Effect, card) -> str | None:
    if getattr(counted, "says_it", False) and not _names_one_card(effect):
        return f"“for each ... it” after an effect that does not name one card ({effect.render()})"
    return None


def _names_its_owner(node) -> bool:
    """Does an effect name "its owner" (the owner of the card the count is about)?"""
    from dataclasses import fields, is_dataclass

    from judge.engine.keyforge.reader.nodes.targets import Actor

    if isinstance(node, Actor):
        return node.who == "its owner"
    return is_dataclass(node) and any(_names_its_owner(getattr(node, f.name)) for f in fields(node))



# -- effects --------------------------------------------------------------------------------
@builds("for_each_first")
@dataclass(frozen=True)
class ForEachFirst(ForEach):
    """“For Each” written first: "for each friendly ready creature gain 1{A}"."""

    @classmethod
    def build(cls, children):
        return cls(children[1], children[0])

    def render(self) -> str:
        return f"for each {self.counted.render()} {self.effect.render()}"

    def check(self, card) -> str | None:
        return _check_it(self.counted, self.effect, card) or super().check(card)

    def run(self, ctx: Ctx) -> bool:
        """"for each card purged this way its owner gains 1{A}": once for each card, "its
        owner" being that card's owner."""
        if not (getattr(self.counted, "kind", "") == "this_way" and _names_its_owner(self.effect)):
            return super().run(ctx)
        cards = self.counted.cards(ctx)
        ctx.g.say(f"“for each” {humane(self.counted.render(), ctx)}: {len(cards)}", R.FOR_EACH)
        done = False
        for c in cards:
            ctx.chosen = [c]
            done = self.effect.run(ctx) or done
        return done


@builds("once_for_each")
@dataclass(frozen=True)
class OnceForEach(ForEach):
    """“For Each” with "once": the effect resolves once for each thing counted ("exalt {self}
    once for each friendly sin creature"), each time in full."""

    def render(self) -> str:
        return f"{self.effect.render()} once for each {self.counted.render()}"

    def check(self, card) -> str | None:
        return _check_it(self.counted, self.effect, card) or super().check(card)

    def run(self, ctx: Ctx) -> bool:
        n = self.counted.count(ctx, self.effect)
        ctx.g.say(f"“for each” {humane(self.counted.render(), ctx)}: {n}", R.FOR_EACH)
        return repeat(self.effect, n, ctx, each_time=True)


@dataclass(frozen=True)
class Twice(Effect):
    """"... twice", "... 2 times": the effect resolves once, then again (Repeat)."""

    effect: Effect
    n: int = 2
    word: str = "twice"  # | "times"

    def render(self) -> str:
        return f"{self.effect.render()} {'twice' if self.word == 'twice' else f'{self.n} times'}"

    def check(self, card) -> str | None:
        return self.effect.check(card)

    def run(self, ctx: Ctx) -> bool:
        done = self.effect.run(ctx)
        for _ in range(self.n - 1):
            times = "twice" if self.word == "twice" else f"{self.n} times"
            ctx.g.say(f"{humane(self.effect.render(), ctx)}: again (“{times}”)", R.REPEAT)
            done = self.effect.run(ctx) or done
        return done


builds("twice")(lambda ch: Twice(ch[0]))
builds("n_times")(lambda ch: Twice(ch[0], ch[1], "times"))


# -- a share of the opponent's pool -------------------------------------------------------------
@dataclass(frozen=True)
class PoolShare(Node):
    """"all of your opponent's {A}", "all but 5 of your opponent's {A}" ("of it": the Æmber
    of the opponent's the sentence just named): the opponent's pool, less `but`, when it
    resolves."""

    but: int | None = None
    of: str = "your opponent's {A}"

    def render(self) -> str:
        return f"all of {self.of}" if self.but is None else f"all but {self.but} of {self.of}"

    def value(self, ctx: Ctx) -> int:
        return max(0, ctx.g.player(ctx.opponent).amber - (self.but or 0))


builds("share_of")(words)
builds("all_of_pool")(lambda ch: PoolShare())
builds("all_but")(lambda ch: PoolShare(ch[0], ch[1]))


@builds("capture_share")
@dataclass(frozen=True)
class CaptureShare(Capture):
    """Capture a share of the opponent's pool ("capture all of your opponent's {A}")."""

    @classmethod
    def build(cls, children):
        return cls(None, children[0])

    def render(self) -> str:
        return f"capture {self.amount.render()}"


@builds("steal_share")
class StealShare(StealAember):
    """Steal a share of the opponent's pool ("steal all but 6 of your opponent's {A}")."""

    @classmethod
    def build(cls, children):
        return cls(Actor(""), children[0])

    def render(self) -> str:
        return f"steal {self.amount.render()}"


@dataclass(frozen=True)
class AemberNOrMore(AemberIs):
    """"your opponent has 7 or more {A}": as "7{A} or more"."""

    def render(self) -> str:
        return f"{self.who} {self.n} or more {{A}}"


builds("aember_n_or_more")(lambda ch: AemberNOrMore(ch[0], "at_least", ch[1]))


# -- an amount for each target ------------------------------------------------------------------
@dataclass(frozen=True)
class DealForEachOnIt(ForEach):
    """"deal 1{D} to each enemy creature for each {A} on it": each creature is dealt the
    amount once for each thing counted on that creature, all at once (Damage)."""

    def check(self, card) -> str | None:
        return self.counted.check(card) or self.effect.check(card)

    def run(self, ctx: Ctx) -> bool:
        deal = self.effect
        targets = deal.target.pick(ctx, "deal damage to")
        per = deal.amount.value(ctx)
        hits = []
        for c in targets:
            n = self.counted.number(ctx.g, ctx.src, ctx.you, c)
            ctx.g.say(f"“for each” {humane(self.counted.render(), ctx)} ({c.name}): {n}", R.FOR_EACH)
            if n > 0:
                hits.append(fx.Hit(c, per * n, ctx.src))
        if hits:
            deal_hits(ctx, hits)
        return bool(hits)


@dataclass(frozen=True)
class ForEachMore(ForEach):
    """“For Each” with the counts of this fragment ("for each {A} on it": the one card the effect
    names)."""

    def check(self, card) -> str | None:
        return _check_it(self.counted, self.effect, card) or super().check(card)


@builds("for_each_more")
def _for_each_more(children):
    effect, counted = children
    if isinstance(effect, Deal) and counted.says_it and not _names_one_card(effect):
        return DealForEachOnIt(effect, counted)  # each creature counts what is on itself
    return ForEachMore(effect, counted)


# -- "equal to ..." -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Quantity(Node):
    """What an amount is "equal to", worked out as the effect resolves: "the {A} in their pool"
    (each player's own), "{self}'s armor", "half that creature's power (rounding up)" (a
    creature that has left play: its power immediately before), "the amount of damage on that
    creature" (each creature's own), "the number of cards you have played this turn"."""

    kind: str
    ref: str = ""  # "{self}'s" | "that creature's" | "its"
    stat: str = ""  # power | armor
    rounding: str = ""  # "(rounding up)", "(rounding down the loss)"

    def render(self) -> str:
        return {
            "their_pool": "the {A} in their pool",
            "stat": f"{self.ref} {self.stat}",
            "half_power": f"half {self.ref} power {self.rounding}",
            "damage_on_it": "the amount of damage on that creature",
            "played": "the number of cards you have played this turn (including this 1)",
        }[self.kind]

    @property
    def per_card(self) -> bool:
        return self.kind == "damage_on_it"

    def value(self, ctx: Ctx, seat: str | None = None, card=None) -> int:
        g = ctx.g
        if self.kind == "their_pool":
            return g.player(seat or ctx.you).amber
        if self.kind == "damage_on_it":
            return card.damage if card is not None else 0
        if self.kind == "played":
            return played_this_turn(g, ctx.you)
        who = ctx.src if self.ref == "{self}'s" else (ctx.chosen[0] if len(ctx.chosen) == 1 else None)
        if who is None:
            ctx.g.say(f"there is no {self.ref}: the amount is 0", R.RESOLVE_AS_MUCH)
            return 0
        if self.stat == "armor":
            return modifiers.armor(g, who)
        p = fx.last_known_power(g, who)
        if self.kind == "stat":
            return p
        return (p + 1) // 2 if "up" in self.rounding else p // 2


builds("up_down", "loss_gain")(words)
builds("rounding")(lambda ch: words(ch).replace("( ", "(").replace(" )", ")"))
builds("possessor")(lambda ch: words(ch).replace(" 's", "'s"))
builds("q_their_pool")(lambda ch: Quantity("their_pool"))
builds("q_stat")(lambda ch: Quantity("stat", ref=ch[0], stat=ch[1]))
builds("q_half_power")(lambda ch: Quantity("half_power", ref=ch[0], rounding=ch[1]))
builds("q_damage_on_it")(lambda ch: Quantity("damage_on_it"))
builds("q_played")(lambda ch: Quantity("played"))
builds("including_this")(lambda ch: ch[0])


class _Equal:
    """A player gains, loses or draws "equal to" a quantity (for "their pool", each player's own):
    the verb's own `apply` (GainAember, LoseAember) with the amount worked out per player."""

    def render(self) -> str:
        return f"{self.actor.say(*self.verb)} {self.noun} equal to {self.amount.render()}"

    def check(self, card) -> str | None:
        return "“equal to” a quantity of each creature, for a player" if self.amount.per_card else None

    def run(self, ctx: Ctx) -> bool:
        done = 0
        for seat in self.actor.seats(ctx):
            n = self.amount.value(ctx, seat=seat)
            ctx.g.say(f"{humane(self.amount.render(), ctx)}: {n}", ctx.rule)
            done += self.apply(ctx, seat, n) if n > 0 else 0
        return done > 0


@builds("gain_equal")
class GainEqual(_Equal, GainAember):
    noun = "{A}"


@builds("lose_equal")
class LoseEqual(_Equal, LoseAember):
    noun = "{A}"


@builds("draw_equal")
@dataclass(frozen=True)
class DrawEqual(_Equal, Effect):
    actor: Actor
    amount: Quantity
    verb = ("draw", "draws")
    noun = "cards"

    def apply(self, ctx, seat, n):
        return fx.draw(ctx.g, seat, n, ctx.rule)


@builds("deal_equal")
@dataclass(frozen=True)
class DealEqual(Effect):
    """Damage "equal to" a quantity (for each creature its own, "the amount of damage on that
    creature"), dealt by the card whose ability it is, to the creatures named at once."""

    target: Target
    quantity: Quantity

    def render(self) -> str:
        return f"deal damage to {self.target.render()} equal to {self.quantity.render()}"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        if self.quantity.per_card:
            targets = self.target.pick(ctx, "deal damage to")
            hits = [fx.Hit(c, self.quantity.value(ctx, card=c), ctx.src) for c in targets]
        else:
            n = self.quantity.value(ctx)
            targets = self.target.pick(ctx, f"deal {n} damage to")
            hits = [fx.Hit(c, n, ctx.src) for c in targets]
        hits = [h for h in hits if h.amount > 0]
        if hits:
            deal_hits(ctx, hits)
        return bool(hits)


# -- a key at a reduced cost ----------------------------------------------------------------------
@builds("forge_reduced")
@dataclass(frozen=True)
class ForgeReduced(Effect):
    """Cost, At Current Cost: "forge a key at +10{A} current cost reduced by 1{A} for each card
    in your hand": the current cost, plus the change, less the reduction (never below 0)."""

    change: Signed | None
    reduction: Amount
    counted: Node

    @classmethod
    def build(cls, children):
        if len(children) == 2:
            return cls(None, *children)
        return cls(*children)

    def render(self) -> str:
        change = f"{self.change.render()}{{A}} " if self.change is not None else ""
        return (f"forge a key at {change}current cost reduced by {self.reduction.render()}{{A}} "
                f"for each {self.counted.render()}")

    def check(self, card) -> str | None:
        return self.counted.check(card)

    def run(self, ctx: Ctx) -> bool:
        n = self.counted.count(ctx)
        ctx.g.say(f"“for each” {humane(self.counted.render(), ctx)}: {n}", R.FOR_EACH)
        current = fx.key_cost(ctx.g, ctx.you)
        cost = max(0, current + (self.change.n if self.change else 0) - self.reduction.n * n)
        ctx.g.say(f"the key costs {cost} Æmber (current cost {current}"
                  f"{f', {self.change.render()}' if self.change else ''}, reduced by {self.reduction.n * n})", R.COST)
        return fx.forge_key(ctx.g, ctx.you, cost, ctx.rule)


# -- each player, counting their own --------------------------------------------------------------
@dataclass(frozen=True)
class TheirCount(Node):
    """What each player counts for themself: "mutant creature they control", "creature they
    controlled that was destroyed this way", "creature shuffled into their deck this way"."""

    kind: str  # in_play | destroyed | shuffled
    selector: Selector | None = None

    def render(self) -> str:
        if self.kind == "in_play":
            return f"{self.selector.render()} they control"
        if self.kind == "destroyed":
            return "creature they controlled that was destroyed this way"
        return "creature shuffled into their deck this way"

    def check(self, card) -> str | None:
        return "a plural noun after “for each”" if self.selector is not None and self.selector.plural else None

    def count(self, ctx: Ctx, seat: str) -> int:
        g = ctx.g
        if self.kind == "in_play":
            pool = g.creatures(seat) if self.selector.kind == "creature" else g.artifacts(seat)
            return sum(1 for c in pool if self.selector.matches(g, seat, ctx.src, c))
        done = ctx.this_way.get(self.kind, [])
        return len({id(c) for c, _, s in done if s == seat and c.type == "creature"})


builds("their_in_play")(lambda ch: TheirCount("in_play", ch[0]))
builds("their_destroyed")(lambda ch: TheirCount("destroyed"))
builds("their_shuffled")(lambda ch: TheirCount("shuffled"))


@builds("for_each_their")
@dataclass(frozen=True)
class ForEachTheir(Effect):
    """“For Each”, each player counting their own: "each player gains 1{A} for each mutant
    creature they control" (each player's gain is multiplied by their own count)."""

    effect: Effect
    counted: TheirCount

    def render(self) -> str:
        return f"{self.effect.render()} for each {self.counted.render()}"

    def check(self, card) -> str | None:
        actor = getattr(self.effect, "actor", None)
        if actor is None or actor.who != "each player" or not isinstance(self.effect, (_PlayerAember, Draw)):
            return f"“they” with no player for it ({self.effect.render()})"
        return self.counted.check(card)

    def run(self, ctx: Ctx) -> bool:
        done = 0
        for seat in self.effect.actor.seats(ctx):
            n = self.counted.count(ctx, seat)
            ctx.g.say(f"“for each” {self.counted.render()} ({seat}): {n}", R.FOR_EACH)
            if n <= 0:
                continue
            if isinstance(self.effect, Draw):
                done += fx.draw(ctx.g, seat, self.effect.count.n * n, ctx.rule)
            else:
                done += self.effect.apply(ctx, seat, self.effect.amount.value(ctx) * n)
        return done > 0


# -- a player's Æmber as a whole ------------------------------------------------------------------
@dataclass(frozen=True)
class LoseShare(Effect):
    """A player loses half of their Æmber (rounded as the text says) or all of it (Æmber lost
    is remembered: "draw 2 cards for each {A} lost")."""

    actor: Actor
    whose: str  # "your" | "their"
    rounding: str = ""  # "(rounding down the loss)"; "" for "all of"

    def render(self) -> str:
        verb = self.actor.say("lose", "loses")
        if self.rounding:
            return f"{verb} half {self.whose} {{A}} {self.rounding}"
        return f"{verb} all of {self.whose} {{A}}"

    def run(self, ctx: Ctx) -> bool:
        lost = 0
        for seat in self.actor.seats(ctx):
            pool = ctx.g.player(seat).amber
            n = pool if not self.rounding else (pool + 1) // 2 if "up" in self.rounding else pool // 2
            m = fx.lose(ctx.g, seat, n, ctx.rule)
            ctx.record("lost", [seat], m, seats={id(seat): seat})
            lost += m
        return lost > 0


builds("this_way")(words)
builds("lose_half")(lambda ch: LoseShare(ch[0], ch[1], ch[2]))
builds("lose_all")(lambda ch: LoseShare(ch[0], ch[1]))
builds("counted_lost")(lambda ch: Count("lost", word=" this way" if ch else ""))


# -- "is dealt", "that much" -----------------------------------------------------------------------
@builds("is_dealt")
class IsDealt(Deal):
    """"each non-rat creature is dealt 1{D}": damage the card whose ability it is deals."""

    @classmethod
    def build(cls, children):
        return cls(children[1], children[0])

    def render(self) -> str:
        return f"{self.target.render()} is dealt {self.amount.render()}{{D}}"


@builds("had_bonus")
@dataclass(frozen=True)
class HadBonus(Node):
    """"that artifact had an æmber bonus": the card the preceding effect acted on has an Æmber
    bonus (bonus.aember_bonus: printed or added by Enhance)."""

    def render(self) -> str:
        return "that artifact had an æmber bonus"

    def holds(self, ctx: Ctx) -> bool:
        return len(ctx.chosen) == 1 and aember_bonus(ctx.chosen[0]) > 0


@builds("gain_that_much")
@dataclass(frozen=True)
class GainThatMuch(Effect):
    """"you gain that much {A}": as much as the Æmber bonus of the card the sentence names."""

    actor: Actor

    def render(self) -> str:
        return f"{self.actor.say('gain', 'gains')} that much {{A}}"

    def run(self, ctx: Ctx) -> bool:
        n = aember_bonus(ctx.chosen[0]) if len(ctx.chosen) == 1 else 0
        return n > 0 and sum(fx.gain(ctx.g, seat, n, ctx.rule) for seat in self.actor.seats(ctx)) > 0


