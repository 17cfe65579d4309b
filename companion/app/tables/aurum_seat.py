"""A seat's panel of the Aurum table in table mode: the shared state on a strip of its own
(whose turn, why no gold was taken, the supply) at the edge nearest the centre, then the
seat's own facts, so every chair reads both from where it sits.

The centre of a 4-player table is too shallow for a readable line along its left and right
edges (140 px at 800×480), so shared words are repeated in every panel, each copy facing its
seat like the panel itself; the centre keeps the cards, each in front of its player.

Facts are laid out as a flow measured in the player's language: as many as fit on a row, the
next row for the rest, never shrunk below the type scale (German "5 auf der Hand" simply goes
to the next row).
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.app import theme
from companion.app.i18n import say
from companion.app.layout import Rect
from companion.app.widgets import Box, Label, wrap


@dataclass(frozen=True)
class Fact:
    text: object           # an L, a Message or a plain str (names, card faces)
    bold: bool = False
    colour: tuple = theme.INK


def pieces(words: str, width: int, size: int, bold: bool) -> list[tuple[str, int]] | None:
    """`words` as lines no wider than `width` (a fact too long for one row wraps at its
    spaces, "Supply ☀ 1 1 2 3" then "5 6 7 8"); None when a single word is wider."""
    size = theme.snap(size)
    out = [(line, theme.text_size(line, size, bold)[0] + 2) for line in wrap(words, width - 2, size, bold)]
    return None if any(wide > width for _, wide in out) else out


def flow(facts: list[Fact], width: int, size: int, lang: str, spacing: int,
         wrap: bool = False) -> list[list[tuple[Fact, str, int]]] | None:
    """Rows of (fact, words, width) filling `width` left to right; None when a fact is wider
    than the row (it would be cut), unless `wrap`: then it goes on rows of its own, wrapped at
    its spaces (None when a single word is wider)."""
    return flow_measured(measured(facts, size, lang), width, size, spacing, wrap)


def measured(facts: list[Fact], size: int, lang: str) -> list[tuple[Fact, str, int]]:
    """(fact, words, width) of each fact with words in `lang`, at `size`: measured once for
    the several widths a panel's arrangements flow the same facts in."""
    size = theme.snap(size)
    out = []
    for fact in facts:
        words = say(fact.text, lang)
        if words:
            out.append((fact, words, theme.text_size(words, size, fact.bold)[0] + 2))
    return out


def flow_measured(items: list[tuple[Fact, str, int]], width: int, size: int, spacing: int,
                  wrap: bool = False) -> list[list[tuple[Fact, str, int]]] | None:
    """`flow` of facts already `measured` at `size`."""
    rows: list[list[tuple[Fact, str, int]]] = [[]]
    used = 0
    for fact, words, wide in items:
        if wide > width:
            lines = pieces(words, width, size, fact.bold) if wrap else None
            if lines is None:
                return None
            rows += [[(fact, line, line_w)] for line, line_w in lines]
            rows.append([])
            used = 0
            continue
        if rows[-1] and used + spacing + wide > width:
            rows.append([])
            used = 0
        used += (spacing if rows[-1] else 0) + wide
        rows[-1].append((fact, words, wide))
    return [row for row in rows if row]


def row_height(size: int) -> int:
    return theme.line_height(theme.snap(size), True)


def place(add, rect: Rect, rows, size: int, spacing: int) -> None:
    """Draw flowed rows from the top of `rect`, left-aligned."""
    height = row_height(size)
    for index, row in enumerate(rows):
        left = rect.left
        for fact, words, wide in row:
            add(Label(Rect(left, rect.top + index * height, wide, height), words, size, colour=fact.colour,
                      bold=fact.bold, align="left"))
            left += wide + spacing


def spacing_of(size: int) -> int:
    return theme.text_size(" · ", theme.snap(size))[0]


def strip_rows(facts: list[Fact], width: int, size: int, lang: str, pad: int) -> list:
    """The shared facts flowed in a strip `width` wide; a fact wider than the strip (a very
    long name) gets a row of its own, abbreviated there."""
    inner = width - 2 * pad
    return flow(facts, inner, size, lang, spacing_of(size), wrap=True) or [[(fact, say(fact.text, lang), inner)] for fact in facts]


def strip_height(rows, size: int, pad: int) -> int:
    return len(rows) * row_height(size) + pad if rows else 0


def draw_strip(add, rect: Rect, rows, size: int, pad: int) -> None:
    """The shared state on the centre's colour (it belongs to the table, not to the seat)."""
    if not rows:
        return
    add(Box(rect, theme.CENTER, radius=pad * 2))
    place(add, Rect(rect.left + pad, rect.top + pad // 2, rect.width - 2 * pad, rect.height - pad), rows, size,
          spacing_of(size))
