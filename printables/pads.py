"""Score pads, filled in by pen: several per page, cut apart along the dashed lines.

Each game's pad is a function drawing into a box; `write_pads` tiles them on pages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from companion.games.pikoko import deck as pikoko
from companion.text import Message, Verbatim
from printables.layout import PAPERS
from printables.paint import MM, Painter, PdfPainter
from printables.symbols import draw_symbol

MIN_ROW = 8.0    # mm: room for "17+08=25" written by pen
HEADER_PT = 8.0  # column headers: readable at arm's length, never shrunk below this
LINE = "#555555"
SHADE = "#EDEDED"
PAGE_MARGIN = 10.0
GAP = 6.0


@dataclass(frozen=True)
class Column:
    header: Message | Verbatim
    width: float  # share of the table width


def table(p: Painter, x: float, top: float, width: float, columns: list[Column], rows: list[str], row_h: float,
          lang: str, header_h: float | None = None, shade_last: bool = False, header_valign: str = "middle") -> float:
    """A ruled table: a header row, then one row per label (first column). Returns its bottom."""
    header_h = header_h or row_h * 1.6
    total = sum(c.width for c in columns)
    widths = [width * c.width / total for c in columns]
    p.rect(x, top - header_h, width, header_h, fill=SHADE)
    if shade_last:
        p.rect(x, top - header_h - len(rows) * row_h, width, row_h, fill=SHADE)
    cx = x
    for column, w in zip(columns, widths):
        _header(p, column.header.get(lang), cx, top, w, header_h, header_valign)
        cx += w
    bottom = top - header_h - len(rows) * row_h
    for i, label in enumerate(rows):
        y = top - header_h - (i + 1) * row_h
        p.fit(label, x + 0.8, y + 0.4, widths[0] - 1.6, row_h - 0.8, 8, bold=True, valign="middle", min_size=4.5)
    for i in range(len(rows) + 2):
        y = top if i == 0 else top - header_h - (i - 1) * row_h
        p.line(x, y, x + width, y, stroke=LINE, width=0.3 if i in (0, 1, len(rows) + 1) else 0.15)
    cx = x
    for i, w in enumerate([0.0] + widths):
        cx += w
        p.line(cx, top, cx, bottom, stroke=LINE, width=0.3 if i in (0, len(widths)) else 0.15)
    return bottom


def header_height(p: Painter, columns: list[Column], width: float, lang: str, least: float) -> float:
    """The header row height every column's header needs at HEADER_PT (at least `least`):
    a header too wide for its column is turned sideways and needs its length in height."""
    total = sum(c.width for c in columns)
    need = least
    for column in columns:
        text, box_w = column.header.get(lang), width * column.width / total - 1.2
        if _fits(p, text, box_w, least - 1.0):
            continue
        length = least - 1.0
        while not _fits(p, text, length, box_w):
            length += 0.5
        need = max(need, length + 1.0)
    return need


def split_rows(p: Painter, columns: list[Column], width: float, lang: str, height: float, rows: int) -> tuple[float, float]:
    """(header_h, row_h) sharing `height` between a header row (1.6 rows, taller when its
    headers need it) and `rows` rows."""
    header_h = header_height(p, columns, width, lang, least=height * 1.6 / (rows + 1.6))
    return header_h, (height - header_h) / rows


def _fits(p: Painter, text: str, w: float, h: float) -> bool:
    *_, used_w, used_h = p.layout(text, w, h, HEADER_PT, bold=True, min_size=HEADER_PT)
    return used_w <= w and used_h <= h


def _header(p: Painter, text: str, x, top, w, h, valign: str):
    """A column header at HEADER_PT: across the column where it fits there, else turned
    sideways (reading upwards) so a narrow column keeps a readable header in a taller row."""
    box_w, box_h = w - 1.2, h - 1.0
    if _fits(p, text, box_w, box_h):
        p.fit(text, x + 0.6, top - h + 0.5, box_w, box_h, HEADER_PT, bold=True, align="center", valign=valign,
              min_size=HEADER_PT)
        return
    p.push()
    p.translate(x + w / 2, top - h / 2)
    p.rotate(90)
    p.fit(text, -box_h / 2, -box_w / 2, box_h, box_w, HEADER_PT, bold=True, align="center", valign="middle",
          min_size=HEADER_PT)
    p.pop()


def _title(p: Painter, x, top, w, title: str, lang: str) -> float:
    p.fit(title, x, top - 7, w * 0.6, 7, 13, bold=True, valign="middle")
    p.fit(DATE.get(lang) + " ______________", x + w * 0.6, top - 7, w * 0.4, 7, 8, align="right", valign="middle")
    return top - 9


DATE = Message("printables.pad.date")
ROUND = Message("printables.pad.round")
TOTAL = Message("printables.pad.total")
PLAYER = Message("printables.pad.player")
WINNER = Message("printables.pad.winner")


# ----------------------------------------------------------------------------- Aurum
AURUM_COLUMNS = [Message("printables.pad.bid"), Message("printables.pad.tricks"),
                 Message("printables.pad.bid_points"), Message("printables.pad.gold_points"),
                 Message("printables.pad.total"), Message("printables.pad.nugget")]
SIDE = Message("printables.pad.team_player")
AURUM_NOTE = Message("printables.pad.exact_bid_2_bid_more")


def aurum_pad(p: Painter, x, y, w, h, lang):
    top = _title(p, x, y + h, w, "Aurum", lang)
    sides = 3
    round_w = 1.3
    columns = [Column(ROUND, round_w)] + [Column(c, 1.0) for _ in range(sides) for c in AURUM_COLUMNS]
    total = round_w + sides * len(AURUM_COLUMNS)
    # side names above the column headers
    side_w = w * len(AURUM_COLUMNS) / total
    for s in range(sides):
        sx = x + w * round_w / total + s * side_w
        p.rect(sx, top - 7, side_w, 7, stroke=LINE, width=0.3)
        p.fit(f"{SIDE.get(lang)}:", sx + 1, top - 6.5, side_w * 0.45, 6, 7, valign="middle")
    rows = [str(i) for i in range(1, 6)] + [TOTAL.get(lang)]
    header_h, row_h = split_rows(p, columns, w, lang, h - 9 - 7 - 8, len(rows))
    bottom = table(p, x, top - 7, w, columns, rows, row_h, lang, header_h=header_h, shade_last=True)
    p.fit(AURUM_NOTE.get(lang), x, bottom - 6.5, w, 5.5, 7, valign="middle")


# -------------------------------------------------------------------------- Numereum
NUM_COLUMNS = [Column(ROUND, 1.0), Column(Message("printables.pad.prizes_won_by"), 1.4),
               Column(Message("printables.pad.a_combinations"), 1.6),
               Column(Message("printables.pad.a_total"), 1.1),
               Column(Message("printables.pad.b_combinations"), 1.6),
               Column(Message("printables.pad.b_total"), 1.1)]
NUM_NOTE = Message("printables.pad.mark_super_combination_with_five")


def numereum_pad(p: Painter, x, y, w, h, lang):
    top = _title(p, x, y + h, w, "Numereum", lang)
    for i, who in enumerate(("A", "B")):
        p.fit(f"{who}: ______________________", x + i * w / 2, top - 6, w / 2 - 2, 6, 8, valign="middle")
    rows = [str(i) for i in range(1, 17)]
    header_h, row_h = split_rows(p, NUM_COLUMNS, w, lang, h - 9 - 8 - 8, len(rows))
    bottom = table(p, x, top - 8, w, NUM_COLUMNS, rows, row_h, lang, header_h=header_h)
    p.fit(NUM_NOTE.get(lang), x, bottom - 6.5, w, 5.5, 7, valign="middle")


# ---------------------------------------------------------------------------- Pikoko
BETS_BY = Message("printables.pad.bettor")
TRICKS = Message("printables.pad.tricks")
CONFIDENCE = Message("printables.pad.confidence")
POINTS = Message("printables.pad.points")
PIKOKO_NOTE = Message("printables.pad.bet_exact_2_off_by")
PIKOKO_RGB = {"red": "#D0342C", "yellow": "#E8B923", "pink": "#E27AB0", "white": "#F4F4F4", "blue": "#2D6CC0"}


def pikoko_pad(p: Painter, x, y, w, h, lang):
    top = _title(p, x, y + h, w, "Pikoko", lang)
    colours = pikoko.COLOUR_NAMES
    letters = [pikoko.COLOURS[c].letter for c in colours]
    block = (h - 9 - 22) / 3
    for rnd in range(3):
        btop = top - rnd * block
        p.fit(f"{ROUND.get(lang)} {rnd + 1}", x, btop - 5, w / 2, 5, 9, bold=True, valign="middle")
        columns = ([Column(BETS_BY, 1.7)]
                   + [Column(Verbatim(letter), 1.0) for letter in letters]
                   + [Column(CONFIDENCE, 1.6), Column(POINTS, 1.3)])
        rows = letters + [TRICKS.get(lang)]
        header_h, row_h = split_rows(p, columns, w, lang, block - 6 - 2, len(rows))
        table(p, x, btop - 6, w, columns, rows, row_h, lang, header_h=header_h, shade_last=True,
              header_valign="bottom")
        _colour_marks(p, x, btop - 6, w, columns, header_h, row_h, colours)
    ttop = top - 3 * block - 1
    columns = [Column(TOTAL, 1.7)] + [Column(Verbatim(letter), 1.0) for letter in letters] + [Column(WINNER, 2.9)]
    bottom = table(p, x, ttop, w, columns, [""], MIN_ROW, lang, header_h=header_height(p, columns, w, lang, 6))
    p.fit(PIKOKO_NOTE.get(lang), x, bottom - 7, w, 6, 7, valign="middle")


def _colour_marks(p: Painter, x, top, w, columns, header_h, row_h, colours):
    """Each player column and row also carries its colour's symbol (black-and-white safe)."""
    total = sum(c.width for c in columns)
    col_x = x + w * columns[0].width / total
    unit = w / total
    for i, name in enumerate(colours):
        colour = pikoko.COLOURS[name]
        draw_symbol(p, colour.symbol, col_x + (i + 0.5) * unit, top - 2.2, 1.4, PIKOKO_RGB[name])
        draw_symbol(p, colour.symbol, x + w * columns[0].width / total - 2.2, top - header_h - (i + 0.5) * row_h, 1.3,
                    PIKOKO_RGB[name])


# ---------------------------------------------------------------------------- Fièvre
FIEVRE_COLUMNS = [Column(PLAYER, 2.6), Column(Message("printables.pad.gold"), 1.0),
                  Column(Message("printables.pad.mines_production"), 1.4),
                  Column(Message("printables.pad.mayors_5"), 1.3), Column(TOTAL, 1.0)]


def fievre_pad(p: Painter, x, y, w, h, lang):
    top = _title(p, x, y + h, w, "La Fièvre de l'Or", lang)
    rows = ["" for _ in range(5)]
    header_h, row_h = split_rows(p, FIEVRE_COLUMNS, w, lang, h - 10 - 8, len(rows))
    bottom = table(p, x, top - 1, w, FIEVRE_COLUMNS, rows, row_h, lang, header_h=header_h)
    p.fit(f"{WINNER.get(lang)}: ______________________", x, bottom - 6.5, w, 5.5, 8, valign="middle")


@dataclass(frozen=True)
class Pad:
    game: str
    title: str
    draw: Callable
    size: tuple[float, float]  # mm (w, h) on A4; Letter gets the same count per page


PADS = {
    "aurum": Pad("aurum", "Aurum", aurum_pad, (190.0, 85.0)),
    "numereum": Pad("numereum", "Numereum", numereum_pad, (92.0, 175.0)),
    "pikoko": Pad("pikoko", "Pikoko", pikoko_pad, (92.0, 255.0)),
    "fievre": Pad("fievre", "La Fièvre de l'Or", fievre_pad, (92.0, 72.0)),
}


def grid(paper: str, pad: Pad) -> list[tuple[float, float, float, float]]:
    """The pad boxes on a page: as many as fit, stretched to share the page evenly."""
    pw, ph = PAPERS[paper]
    area_w, area_h = pw - 2 * PAGE_MARGIN, ph - 2 * PAGE_MARGIN
    cols = max(1, int((area_w + GAP) // (pad.size[0] + GAP)))
    rows = max(1, int((area_h + GAP) // (pad.size[1] + GAP)))
    w = (area_w - (cols - 1) * GAP) / cols
    h = (area_h - (rows - 1) * GAP) / rows
    return [(PAGE_MARGIN + c * (w + GAP), ph - PAGE_MARGIN - (r + 1) * h - r * GAP, w, h)
            for r in range(rows) for c in range(cols)]


def write_pads(target, games: list[str], paper: str, lang: str, pages: int = 1,
               progress: Callable[[str], None] | None = None) -> list[tuple[str, int]]:
    """`pages` pages of pads per game; returns (game, pads on the page) per page."""
    from reportlab.pdfgen.canvas import Canvas

    pw, ph = PAPERS[paper]
    canvas = Canvas(target, pagesize=(pw * MM, ph * MM), pageCompression=1)
    canvas.setTitle("Table Companion: score pads")
    p = PdfPainter(canvas)
    plan = []
    for game in games:
        pad = PADS[game]
        if progress:
            progress(f"{pad.title}: score pads")
        boxes = grid(paper, pad)
        for _ in range(pages):
            for bx, by, bw, bh in boxes:
                pad.draw(p, bx, by, bw, bh, lang)
            _cut_lines(p, boxes, pw, ph)
            canvas.showPage()
            plan.append((game, len(boxes)))
    canvas.save()
    return plan


def _cut_lines(p: Painter, boxes, pw, ph):
    xs = sorted({round(b[0] + b[2] + GAP / 2, 3) for b in boxes})[:-1]
    ys = sorted({round(b[1] - GAP / 2, 3) for b in boxes})[1:]
    for x in xs:
        p.line(x, PAGE_MARGIN / 2, x, ph - PAGE_MARGIN / 2, stroke="#AAAAAA", width=0.2, dash=(2, 1.5))
    for y in ys:
        p.line(PAGE_MARGIN / 2, y, pw - PAGE_MARGIN / 2, y, stroke="#AAAAAA", width=0.2, dash=(2, 1.5))
