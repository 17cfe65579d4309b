"""Table mode's per-seat strips: along each player's edge, turned to face them, a few short
facts and one headline figure (their place and score when the game is over, their side's
result between two rounds), the winners framed in gold. What is left in the middle (the
returned centre) is for what everyone shares: the score sheet, the buttons.

One place for the idea, so every end-of-round or end-of-game screen reads the same from every
chair. Wall mode does not use it: everyone faces one upright screen there."""

from __future__ import annotations

from dataclasses import dataclass

from companion.app import theme
from companion.app.i18n import say
from companion.app.layout import ANGLES, Rect, along_edge, columns, inset, rows, table_sides
from companion.app.panels import Panel
from companion.app.widgets import Box, Label


FIGURE = -1  # the figure's place among a strip's labels


@dataclass(frozen=True)
class Strip:
    """What one seat reads on its strip. `facts`: short texts (an `L`, a rules `Message`, a
    plain str), one column each, the first in bold; `figure`: the headline figure (score,
    points); `highlight`: a winner (a gold frame around the strip and gold words: never the
    colour of the panel alone)."""

    facts: tuple
    figure: str
    highlight: bool = False


def depth(metrics) -> int:
    """How deep a strip is: one touch target, and room for a headline figure."""
    return max(metrics.target, metrics.px(64))


def strip_rects(metrics, screen: Rect, seats: int) -> tuple[list[tuple[Rect, str]], Rect]:
    """(rect, side) per seat along its edge of `screen` (seats clockwise from the bottom, as the
    game's panels), and the centre left between them. The left and right strips run the whole
    height (a side seat reads the longest line); seats at one edge share it."""
    sides = table_sides(seats, metrics.portrait)
    deep = depth(metrics)
    gap = metrics.gap
    left = deep + gap if "left" in sides else 0
    right = deep + gap if "right" in sides else 0
    top = deep + gap if "top" in sides else 0
    bottom = deep + gap if "bottom" in sides else 0
    # two seats down a side (five round a portrait tablet): the bottom strip spans the whole
    # width below them, as the bottom seat's panel does
    shared_sides = sides.count("left") > 1 or sides.count("right") > 1
    tall = screen.height - (bottom if shared_sides else 0)
    edges = {"bottom": Rect(screen.left, screen.bottom - deep, screen.width, deep) if shared_sides
             else Rect(screen.left + left, screen.bottom - deep, screen.width - left - right, deep),
             "top": Rect(screen.left + left, screen.top, screen.width - left - right, deep),
             "left": Rect(screen.left, screen.top, deep, tall),
             "right": Rect(screen.right - deep, screen.top, deep, tall)}
    places = {side: along_edge(edges[side], side, sides.count(side), gap) for side in set(sides)}
    placed = [(places[side][sides[:seat].count(side)], side) for seat, side in enumerate(sides)]
    centre = Rect(screen.left + left, screen.top + top, screen.width - left - right, screen.height - top - bottom)
    return placed, centre


def add_strips(scene, screen: Rect, strips: list[Strip], *, prefix: str, weights=None, names=(),
               fact_role: str = "title", figure_role: str = "huge") -> Rect:
    """Lay one `Panel` per seat (ids `<prefix>:seat:<n>`, the gold frame `<prefix>:crown:<n>`,
    the facts `<prefix>:fact:<n>:<i>` or `<prefix>:<names[i]>:<n>`, the figure
    `<prefix>:figure:<n>`) and return the centre.
    `weights`: the columns' shares (facts then figure); by default each column gets the width
    its words need at the smallest size and the rest is shared, so nothing wraps that fits."""
    m = scene.metrics
    placed, centre = strip_rects(m, screen, len(strips))
    for seat, ((rect, side), strip) in enumerate(zip(placed, strips)):
        won = strip.highlight
        panel = scene.add(Panel(rect, ANGLES[side], colour=theme.PANEL_ACTIVE if won else theme.PANEL,
                                id=f"{prefix}:seat:{seat}"))
        if won:
            panel.add(Box(panel.local_rect, theme.PRIMARY, radius=panel.radius, id=f"{prefix}:crown:{seat}"))
            panel.add(Box(inset(panel.local_rect, m.px(4)), theme.PANEL_ACTIVE, radius=panel.radius))
        colour = theme.PRIMARY if won else theme.INK
        area = inset(panel.local_rect, m.gap)
        for index, cell, text, size, bold in _cells(scene, area, strip, weights, fact_role, figure_role):
            if index == FIGURE:
                wid = f"{prefix}:figure:{seat}"
            else:
                wid = f"{prefix}:{names[index]}:{seat}" if index < len(names) else f"{prefix}:fact:{seat}:{index}"
            panel.add(Label(cell, text, size, colour, bold=bold, id=wid))
    return centre


def _cells(scene, area: Rect, strip: Strip, weights, fact_role: str, figure_role: str):
    """(fact index or FIGURE, rect, text, size, bold) for each label of a strip. With
    `weights`, one column each. Otherwise each column gets what its words need on one line and
    the spare room is shared: at the facts' own size where they all fit side by side; else the
    first stays in its column and the others are stacked beside it, a line each (a side seat's
    strip runs along the short edge), rather than broken mid-phrase; two facts: at the smallest size."""
    m = scene.metrics
    facts, count = strip.facts, len(strip.facts)
    size, figure_size = m.font(fact_role), m.font(figure_role)
    if weights:
        return _row(columns(area, list(weights), m.gap), strip, size, figure_size)
    lang = scene.app.lang

    def needs(at: int) -> list[int]:
        return [theme.text_size(say(fact, lang), theme.snap(at), i == 0)[0] + m.px(2) for i, fact in enumerate(facts)]

    figure = theme.text_size(say(strip.figure, lang), theme.snap(figure_size), True)[0] + m.px(2)
    wanted = needs(size)
    apart = 2 * m.gap  # side by side, facts need a clear space between them to read as separate
    if sum(wanted) + figure + apart * count <= area.width:
        return _row(columns(area, spread(wanted + [figure], area.width, apart), apart), strip, size, figure_size)
    least = needs(m.min_text)
    if count > 2:  # (where even that is too long, the stacked lines step down, then end in "…")
        need = [least[0], max(least[1:]), figure]
        if sum(need) + 2 * m.gap > area.width and need[1] + need[2] + 2 * m.gap + m.target <= area.width:
            need[0] = 1  # short of room: the stacked lines whole, the first fact (a name) wraps in what is left
        first, stack, last = columns(area, spread(need, area.width, m.gap) if need[0] > 1 else need, m.gap)
        lines = rows(stack, [1] * (count - 1), 0)
        return [(0, first, facts[0], size, True)] + \
               [(i + 1, line, fact, size, False) for i, (line, fact) in enumerate(zip(lines, facts[1:]))] + \
               [(FIGURE, last, strip.figure, figure_size, True)]
    return _row(columns(area, spread(least + [figure], area.width, m.gap), m.gap), strip, m.min_text, figure_size)


def _row(cells: list[Rect], strip: Strip, size: int, figure_size: int) -> list:
    """The facts side by side, then the figure: one cell each."""
    return [(i, cell, fact, size, i == 0) for i, (cell, fact) in enumerate(zip(cells, strip.facts))] + \
           [(FIGURE, cells[-1], strip.figure, figure_size, True)]


def spread(need: list[int], width: int, gap: int) -> list[float]:
    """Column weights: each its need plus an even part of the spare room, or shares in
    proportion to the needs when there is none (the longest words then wrap)."""
    spare = width - gap * (len(need) - 1) - sum(need)
    if spare >= 0:
        return [n + spare / len(need) for n in need]
    return [n / sum(need) for n in need]
