"""HTML building blocks of the site: the page frame, verbatim text, links.

Every page is plain HTML that reads with scripts off; paths are relative (a
page knows how far it is from the site's root), so the folder can be moved.
"""
from __future__ import annotations

import re
from html import escape

VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">'

# The symbols of card texts: shown as the command line prints them (`<A>`, `{A}`), marked for
# styling and named for screen readers. Dark Tidings' card data writes them as private-use
# glyphs that no phone font draws; those are shown in the same notation as Call of the Archons'.
SYMBOLS = {
    "<A>": ("<A>", "Æmber"), "{A}": ("{A}", "Æmber"), "\uf360": ("<A>", "Æmber"),
    "<D>": ("<D>", "damage"), "{D}": ("{D}", "damage"), "\uf361": ("<D>", "damage"),
    "\uf565": ("<PT>", "capture"), "\uf36e": ("<R>", "draw"), "\uf566": ("<tide>", "tide"),
}
_SYMBOL = re.compile("(" + "|".join(re.escape(k) for k in SYMBOLS) + ")")


def text(value: str) -> str:
    """Verbatim text as HTML: escaped, symbols marked, line breaks kept."""
    out = []
    for part in _SYMBOL.split(value):
        if part in SYMBOLS:
            shown, name = SYMBOLS[part]
            out.append(f'<span class="sym" title="{name}">{escape(shown)}</span>')
        else:
            out.append(escape(part).replace("\n", "<br>\n"))
    return "".join(out)


def paragraphs(value: str, cls: str = "", lead: str = "") -> str:
    """Verbatim text in paragraphs (split at blank lines); `lead` (HTML) opens the first."""
    attr = f' class="{cls}"' if cls else ""
    paras = [p for p in re.split(r"\n\s*\n", value.strip()) if p.strip()] or [""]
    return "\n".join(f"<p{attr}>{lead if i == 0 else ''}{text(p.strip())}</p>" for i, p in enumerate(paras))


def url(path: str) -> str:
    """A path inside the site as a relative URL (non-ASCII file names percent-encoded)."""
    from urllib.parse import quote

    return quote(path, safe="/-._~")


def link(href: str, label: str, cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href, quote=True)}"{attr}>{escape(label)}</a>'


def page(*, title: str, main: str, root: str, game: str | None = None, search: bool = True,
         scripts: tuple[str, ...] = (), head: str = "") -> str:
    """A whole page. `root` leads from the page to the site's root ("", "../", "../../")."""
    form = ""
    if search:
        hidden = f'<input type="hidden" name="g" value="{escape(game)}">' if game else ""
        form = (f'<form class="find" role="search" action="{root}index.html">'
                f'<input type="search" name="q" aria-label="Search" placeholder="Search" '
                f'autocomplete="off" autocapitalize="none" spellcheck="false">{hidden}</form>')
    tags = "".join(f'<script src="{root}{s}" defer></script>' for s in scripts)
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
{VIEWPORT}
<meta name="color-scheme" content="light dark">
<title>{escape(title)}</title>
<link rel="stylesheet" href="{root}assets/style.css">
<link rel="icon" href="{root}assets/icon.svg" type="image/svg+xml">
<link rel="manifest" href="{root}manifest.webmanifest">
{head}{tags}
</head>
<body>
<header class="top"><a class="home" href="{root}index.html">judge</a>{form}</header>
<main>
{main}
</main>
</body>
</html>
"""


def diff_html(marked: str) -> str:
    """A word diff from judge.lookup.word_diff ([-removed-] {+added+}) as <del>/<ins>."""
    out, pos = [], 0
    for m in re.finditer(r"\[-(.*?)-\]|\{\+(.*?)\+\}", marked, flags=re.S):
        out.append(text(marked[pos:m.start()]))
        out.append(f"<del>{text(m.group(1))}</del>" if m.group(1) is not None else f"<ins>{text(m.group(2))}</ins>")
        pos = m.end()
    out.append(text(marked[pos:]))
    return "".join(out)
