"""Cards in play put out of play by name ("purge a friendly human creature from play", "put an
enemy creature into your opponent's archives"), purged cards archived, the archives, and a
discard pile counted (grammar/zones.lark). Cards taken from a discard pile or the archives by a
verb are reveal.FromZone targets."""
from __future__ import annotations

from dataclasses import dataclass

from judge.engine.keyforge import effects as fx
from judge.engine.keyforge import rules as R
from judge.engine.keyforge.reader.nodes.base import Ctx, Effect, Node, builds, words
from judge.engine.keyforge.reader.nodes.removal import Removal
from judge.engine.keyforge.reader.nodes.targets import Target
from judge.engine.keyforge.state import other


# -- cards in play sent to a zone out of play ---------------------------------------------------
@builds("removal_from_play")
@dataclass(frozen=True)
class RemovalFromPlay(Removal):
    """"purge a friendly human creature from play": the card is in play (as the bare verb)."""

    def render(self) -> str:
        return f"{super().render()} from play"


builds("archives_whose", "from_play_verb")(words)


@builds("into_archives")
@dataclass(frozen=True)
class IntoArchives(Effect):
    """"put an enemy creature into your opponent's archives": the card leaves play into that
    player's archives (Archives: an ability that "puts" a card there does not archive it, so
    "after ... archived" abilities do not trigger; a card in archives its owner does not own goes
    to its owner's hand when it leaves them)."""

    target: Target
    whose: str  # "your" | "your opponent's" | "its owner's"

    def render(self) -> str:
        return f"put {self.target.render()} into {self.whose} archives"

    def check(self, card) -> str | None:
        return self.target.check(card)

    def run(self, ctx: Ctx) -> bool:
        cards = self.target.pick(ctx, f"put into {self.whose} archives")
        seat = {"your": ctx.you, "your opponent's": other(ctx.you)}
        moved = [m for c in cards if (m := fx.archive(ctx.g, c, seat.get(self.whose, c.owner), ctx.rule, put=True)) is not None]
        ctx.chosen = moved
        ctx.record("archived", moved)
        return bool(moved)


@builds("archive_purged")
@dataclass(frozen=True)
class ArchivePurged(Effect):
    """"archive a purged card you own": from the cards purged under your identity card."""

    def render(self) -> str:
        return "archive a purged card you own"

    def run(self, ctx: Ctx) -> bool:
        pool = [c for c in ctx.g.player(ctx.you).purged if c.owner == ctx.you]
        if not pool:
            ctx.tell()
        c = fx.choose(ctx.g, "a purged card you own to archive", pool, none=f"{ctx.you} has no purged card")
        ctx.tell([c] if c is not None else None)
        return c is not None and fx.archive(ctx.g, c, ctx.you, ctx.rule) is not None

    def chooses(self) -> bool:
        return True


@builds("archives_to_hand")
@dataclass(frozen=True)
class ArchivesToHand(Effect):
    """"choose a card in your archives and put it into your hand" (a card the player does not
    own goes to its owner's hand: it leaves the archives)."""

    def render(self) -> str:
        return "choose a card in your archives and put it into your hand"

    def chooses(self) -> bool:
        return True

    def run(self, ctx: Ctx) -> bool:
        pool = ctx.g.player(ctx.you).archives
        if not pool:
            ctx.tell()
        c = fx.choose(ctx.g, "a card in your archives to put into your hand", pool,
                      none=f"{ctx.you}'s archives are empty")
        ctx.tell([c] if c is not None else None)
        moved = fx.return_to_hand(ctx.g, c, ctx.rule) if c is not None else None
        ctx.chosen = [moved] if moved is not None else []
        return moved is not None


@builds("pile_at_least")
@dataclass(frozen=True)
class PileAtLeast(Node):
    """"there are 3 or more untamed creatures in your discard pile"."""

    n: int
    sel: Node  # reveal.CardSelector (or CardKinds)

    def render(self) -> str:
        return f"there are {self.n} or more {self.sel.render()} in your discard pile"

    def check(self, card) -> str | None:
        return None if self.sel.plural else "a singular noun after “3 or more”"

    def holds(self, ctx: Ctx) -> bool:
        return len(self.sel.qualifies(ctx, list(ctx.g.player(ctx.you).discard))) >= self.n


builds("archived_ref", "leave_verb", "to_owners_hand")(words)


@builds("leaves_archives")
@dataclass(frozen=True)
class LeavesArchivesToHand(Effect):
    """"If that creature leaves your archives, it is put into its owner's hand instead": a
    replacement effect on the creatures the ability just put into your archives (the text names
    that zone, so it follows them there: Leaves Play)."""

    ref: str
    verb: str
    how: str

    def render(self) -> str:
        return f"if {self.ref} {self.verb} your archives {self.how} instead"

    def run(self, ctx: Ctx) -> bool:
        archives = ctx.g.player(ctx.you).archives
        cards = [c for c in ctx.done("archived") if any(c is a for a in archives)]
        if not cards:
            ctx.g.say("no creature was put into the archives by this ability", R.RESOLVE_AS_MUCH)
            return False
        fx.leave_archives_to_owners_hand(ctx.g, ctx.src, ctx.you, cards, ctx.rule)
        return True

