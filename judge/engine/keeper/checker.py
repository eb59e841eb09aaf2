"""Is a card text legal? Is a deck legal? (`judge check-card --game keeper`)

The rules come from the rulebook itself, not from this file: every entry of
the kinds `banned` (Redacted Ability Text), `revised` (Revised Ability Text)
and `limit` (Revised Variable Limits) becomes a pattern, with [x], [y], [z]
standing for numbers (digits or words, `numbers.py`); a new entry in the corpus is picked up without a code
change. Matching is case-insensitive and finds the text inside longer
ability text; the plural "s" of the word after a number is optional
("Sacrifice 1 card on the top of your deck.").

Each finding cites its ruling record (`banned-…`, `revised-…`, `limit-…`) and
its source ("6th, Redacted Ability Text (Banned Cards)").

Deck lists (`check_deck`): a UTF-8 text file, one card per line; a line may
start with a count, `3 x ` or `3x `; `#` starts a comment (a whole line, or
after a space); blank lines are skipped. A card line is its ability text, or
`Name: ability text` (the part before the first colon is the name when it
holds no period). A deck must hold 40 to 60 cards ("Deck Building
Considerations"); there is no limit on copies of a card.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from judge.engine.base import CheckResult, Finding
from judge.engine.keeper.numbers import NUMBER
from judge.engine.keeper.numbers import value as number_value
from judge.errors import UsageError
from judge.limits import MAX_CARD_TEXT, MAX_COUNT, MAX_DECK_LINES

GAME = "keeper"
DECK_MIN, DECK_MAX = 40, 60
_OPS = {"≤": "<=", "<=": "<=", "<": "<", "≥": ">=", ">=": ">=", ">": ">"}


@dataclass(frozen=True)
class TextRule:
    """One banned, revised or limited text of the rulebook, as a pattern."""

    kind: str  # banned | revised | limit
    record: str  # the ruling record id
    text: str  # the text as printed, with [x]
    source: str  # "6th, Revised Variable Limits"
    regex: re.Pattern
    instead: str | None = None  # revised: the new text, with [x]
    limits: tuple = field(default=())  # limit: ((var, op, bound), ...)


def template_regex(template: str) -> re.Pattern:
    """A printed text with [x]/[y]/[z] as a pattern that finds it inside ability text."""
    parts = re.split(r"\[([xyz])\]", template.strip())
    out, seen = [r"(?<![a-z0-9])"], set()
    for i, part in enumerate(parts):
        if i % 2:
            out.append(f"(?P<{part}>{NUMBER})" if part not in seen else NUMBER)
            seen.add(part)
            continue
        text = part.rstrip(".") if i == len(parts) - 1 else part
        lit = re.escape(text)
        lit = re.sub(r"(\\ )+|\s+", r"\\s+", lit)
        if i > 0:  # the word after a number: its plural "s" is optional
            lit = re.sub(r"^(\\s\+[a-z]+?)s(?![a-z])", r"\1s?", lit)
        out.append(lit)
    if template.strip().endswith("."):
        out.append(r"(?:\.|\s*$)")
    return re.compile("".join(out), re.I)


def _quoted(text: str) -> list[str]:
    return re.findall(r'"([^"]+)"', text.replace("“", '"').replace("”", '"'))


def _limits(text: str) -> tuple:
    m = re.search(r"\{([^}]*)\}", text)
    if not m:
        return ()
    found = re.findall(r"([xyz])\s*(≤|<=|<|≥|>=|>)\s*(\d+)", m.group(1))
    return tuple((v, _OPS[op], int(n)) for v, op, n in found)


def _record_ids(game) -> dict[str, str]:
    """Ruling record id of each corpus entry id (records list their entries)."""
    from judge.rulings.records import load_rulings

    out = {}
    for r in load_rulings(game.rulings_dir(), game.id):
        for e in r.entries:
            out[e] = r.id
    return out


@lru_cache(maxsize=4)
def text_rules(version: str | None = None) -> tuple[TextRule, ...]:
    """The banned, revised and limited texts of a rulebook version (default: newest)."""
    from judge.corpus.groups import game_entries
    from judge.games import get_game
    from judge.text import slug

    game = get_game(GAME)
    v = game.version(version)
    ids = _record_ids(game)
    out = []
    for e in game_entries(GAME)[v.label]:
        if e.kind not in ("banned", "revised", "limit"):
            continue
        quoted = _quoted(e.text)
        if not quoted:
            continue
        record = ids.get(e.id) or slug(f"{e.kind} {e.title}", limit=60)
        source = f"{v.label}, {e.section}"
        printed = quoted[0]
        instead = quoted[1] if e.kind == "revised" and len(quoted) > 1 else None
        out.append(TextRule(e.kind, record, printed, source, template_regex(printed), instead,
                            _limits(e.text) if e.kind == "limit" else ()))
    return tuple(out)


def _fill(template: str, values: dict[str, str]) -> str:
    return re.sub(r"\[([xyz])\]", lambda m: values.get(m.group(1), m.group(0)), template)


def _number(text: str) -> int | float:
    """A number from a card text (digits or words); one too long for int() (thousands of
    digits) is over any limit."""
    try:
        return number_value(text)
    except ValueError:
        return float("inf")


def _holds(value: int, op: str, bound: int) -> bool:
    return {"<=": value <= bound, "<": value < bound, ">=": value >= bound, ">": value > bound}[op]


def _show_op(op: str) -> str:
    return {"<=": "≤", ">=": "≥"}.get(op, op)


def check_card(text: str, rulebook: str | None = None) -> CheckResult:
    """Findings for one card's ability text: banned texts, revised texts, variable limits. The
    text is matched as written and in the rulebook's own words (phrases.same_words: "Deal 6
    damage to any one player." is the banned "Inflict [x] damage to any one player."; "the top
    eight cards of your deck" is "eight cards on the top of your deck", over its limit)."""
    if len(text) > MAX_CARD_TEXT:
        raise UsageError(f"a card text is at most {MAX_CARD_TEXT} characters (this one has {len(text)})")
    norm = text.replace("’", "'").replace("‘", "'")
    result = CheckResult(text.strip())
    seen: set = set()
    pairs = _in_rulebook_words(norm)
    rewritten = "\n".join(new for _, new in pairs)
    for written in dict.fromkeys((norm, rewritten)):
        for rule in text_rules(rulebook):
            for m in rule.regex.finditer(written):
                found = m.group(0).strip()
                if (rule.record, found.lower()) not in seen:
                    seen.add((rule.record, found.lower()))
                    quoted = _as_written(found, pairs) if written is not norm else f'"{found}"'
                    result.findings.extend(_finding(rule, m, quoted))
    return result


def _in_rulebook_words(text: str) -> list[tuple[str, str]]:
    """Each sentence of the text (", then " too: phrases.sentences) with the same sentence in
    the rulebook's words (phrases.same_words)."""
    from judge.engine.keeper import phrases

    return [(s, phrases.same_words(s)) for line in text.splitlines() for s in phrases.sentences(line)]


def _as_written(found: str, pairs: list[tuple[str, str]]) -> str:
    """A text found in the rulebook's words, quoted as the card writes it (and as found)."""
    written = next((old for old, new in pairs if found.lower() in new.lower() and old != new), None)
    return f'"{found}"' if written is None else f'"{written}" (in the rulebook\'s words: "{found}")'


def _finding(rule, m: re.Match, quoted: str) -> list[Finding]:
    """What one match of a banned, revised or limited text (`quoted` as the card writes it)
    means for the card."""
    values = {k: v for k, v in m.groupdict().items() if v is not None}
    if rule.kind == "banned":
        return [Finding("banned", f'contains the banned text {quoted} (redacted: "{rule.text}"): the card may '
                                  f"not be used in a game", rule.record, rule.source, False)]
    if rule.kind == "revised":
        new = _fill(rule.instead or "", values)
        return [Finding("revised", f'{quoted} is revised text: use the card as "{new}"', rule.record, rule.source,
                        True, instead=new)]
    out = []
    for var, op, bound in rule.limits:
        if var not in values:
            continue
        value = _number(values[var])
        ok = _holds(value, op, bound)
        limit = f"{{{var} {_show_op(op)} {bound}}}"
        verdict = f"within the limit {limit}" if ok else f"over the limit {limit}: the card is banned"
        shown = value if value != float("inf") else f"{values[var][:12]}… ({len(values[var])} digits)"
        out.append(Finding("limit", f'{quoted}: {var} = {shown} is {verdict}', rule.record, rule.source, ok))
    return out


def apply_revisions(text: str, rulebook: str | None = None) -> tuple[str, list[Finding]]:
    """The text to use: every revised old text replaced by its new text."""
    findings: list[Finding] = []
    out = text.replace("’", "'").replace("‘", "'")
    for rule in text_rules(rulebook):
        if rule.kind != "revised" or not rule.instead:
            continue

        def swap(m: re.Match, rule=rule) -> str:
            values = {k: v for k, v in m.groupdict().items() if v is not None}
            new = _fill(rule.instead, values)
            findings.append(Finding("revised", f'"{m.group(0).strip()}" is revised text: use "{new}"',
                                    rule.record, rule.source, True, instead=new))
            if not m.group(0).rstrip().endswith("."):
                new = new.rstrip(".")
            return new

        out = rule.regex.sub(swap, out)
    return out, findings


# --- decks -------------------------------------------------------------------------
_COUNT = re.compile(r"^(\d+)\s*[x×]\s+(.+)$", re.I)
_NAME = re.compile(r"^([^.:]{1,60}):\s+(.+)$")


@dataclass(frozen=True)
class DeckLine:
    line: int
    count: int
    name: str | None
    text: str




def read_deck(text: str, where: str = "<deck>") -> list[DeckLine]:
    out = []
    if text.count("\n") >= MAX_DECK_LINES:
        raise UsageError(f"{where}: the deck list has more than {MAX_DECK_LINES} lines; a deck holds "
                         f"{DECK_MIN} to {DECK_MAX} cards")
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        line = re.split(r"\s#", line, maxsplit=1)[0].strip()
        count = 1
        m = _COUNT.match(line)
        if m:
            if len(m.group(1)) > len(str(MAX_COUNT)):
                raise UsageError(f"{where}:{n}: a count must be at most {MAX_COUNT}")
            count, line = int(m.group(1)), m.group(2).strip()
            if not 1 <= count <= MAX_COUNT:
                raise UsageError(f"{where}:{n}: a count must be 1 to {MAX_COUNT}")
        if len(line) > MAX_CARD_TEXT:
            raise UsageError(f"{where}:{n}: a card text is at most {MAX_CARD_TEXT} characters")
        name = None
        m = _NAME.match(line)
        if m:
            name, line = m.group(1).strip(), m.group(2).strip()
        out.append(DeckLine(n, count, name, line))
    return out


def deck_source(rulebook: str | None = None) -> str:
    from judge.games import get_game

    return f"{get_game(GAME).version(rulebook).label}, Rules > Deck Building Considerations"


def check_deck(path, rulebook: str | None = None) -> CheckResult:
    """Findings for a deck list file: its size, copies, and every card's findings."""
    from judge.userfile import read_text, shown

    text = read_text(path, "deck list")  # bounded: /dev/zero or a huge file is one line, not a hang
    lines = read_deck(text, shown(path))
    result = CheckResult(shown(path))
    source = deck_source(rulebook)
    total = sum(d.count for d in lines)
    ok = DECK_MIN <= total <= DECK_MAX
    result.findings.append(Finding(
        "deck", f"the deck holds {total} cards: " + (f"within {DECK_MIN} to {DECK_MAX}" if ok else
                                                     f"a deck must have between {DECK_MIN} and {DECK_MAX} cards"),
        "Deck Building Considerations", source, ok))
    copies: dict[str, int] = {}
    for d in lines:
        key = re.sub(r"\s+", " ", d.text.lower())
        copies[key] = copies.get(key, 0) + d.count
    most = max(copies.values(), default=0)
    if most > 1:
        result.findings.append(Finding(
            "deck", f"{most} copies of one card: legal, there is no restriction on how many copies of a card "
                    f"a deck may have", "Deck Building Considerations", source, True))
    for d in lines:
        label = f"line {d.line}" + (f" ({d.name})" if d.name else "")
        for f in check_card(d.text, rulebook).findings:
            result.findings.append(Finding(f.kind, f"{label}: {f.message}", f.rule, f.source, f.legal, f.instead))
    return result
