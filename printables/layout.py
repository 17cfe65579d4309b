"""Where cards go on a sheet: the grid, each card's bleed area, crop marks, and the mirrored
places of the backs (long-edge duplex, or the other half of a gutterfold sheet).

Pure geometry in millimetres (origin bottom-left of the page), so tests can check it without
drawing anything.

Print-shop rules this follows (issue 18):
- nothing is printed within MARGIN of a paper edge (most printers cannot print there);
- neighbouring cards never share a cut: a gutter keeps at least GUTTER / 2 of each card's own
  bleed between them, so a 1 mm miscut shows the card's own colour, never its neighbour's;
- crop marks run along every cut line, from MARK_START past the trim to the margin, at least
  MARK_MIN long. Where the paper leaves less room than the bleed they lie on the card's own
  bleed, on the cut line itself, and are cut away with it ("cut guides on the bleed"): that keeps
  nine poker cards on A4. Where even that cannot hold (nine poker cards on Letter leave 1.9 mm),
  cards are laid sideways instead (eight a page) rather than printing into the hard margin.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

PAPERS: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4), "a3": (297.0, 420.0)}
MARGIN = 4.5        # nothing printed closer than this to a paper edge
GUTTER = 2.0        # least gap between neighbouring trims (each keeps half of it as bleed)
MARK_START = 0.5    # crop marks start this far past the trim corner
MARK_MIN = 2.0      # a crop mark shorter than this is not seen; the layout never needs one
MARK_LENGTH = 5.0
FOLD_CLEARANCE = 0.1  # gutterfold: the fold is hidden inside the glued card; art may come this near


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def top(self) -> float:
        return self.y + self.h

    def overlaps(self, other: "Rect", tolerance: float = 1e-6) -> bool:
        return (self.x < other.right - tolerance and other.x < self.right - tolerance
                and self.y < other.top - tolerance and other.y < self.top - tolerance)

    def mirrored(self, page_w: float) -> "Rect":
        """The same place seen from the other side of the sheet (flipped on its long edge)."""
        return Rect(page_w - self.x - self.w, self.y, self.w, self.h)

    def shifted(self, dx: float, dy: float) -> "Rect":
        return Rect(self.x + dx, self.y + dy, self.w, self.h)

    def grown(self, d: float) -> "Rect":
        return Rect(self.x - d, self.y - d, self.w + 2 * d, self.h + 2 * d)


@dataclass(frozen=True)
class Slot:
    trim: Rect  # where the card is cut (on the page: a sideways card's trim is landscape)
    art: Rect   # trim plus the bleed this slot may paint (less where a neighbour is near)
    sideways: bool = False  # the card is drawn turned a quarter turn anticlockwise


@dataclass(frozen=True)
class Segment:
    x1: float
    y1: float
    x2: float
    y2: float

    @property
    def length(self) -> float:
        return math.hypot(self.x2 - self.x1, self.y2 - self.y1)

    def box(self, half_width: float = 0.01) -> Rect:
        return Rect(min(self.x1, self.x2) - half_width, min(self.y1, self.y2) - half_width,
                    abs(self.x2 - self.x1) + 2 * half_width, abs(self.y2 - self.y1) + 2 * half_width)


@dataclass(frozen=True)
class Grid:
    """A block of cols × rows cards of w × h on the page, `gap` between neighbouring trims."""

    x: float  # trim left of the first column
    y: float  # trim bottom of the last row
    cols: int
    rows: int
    w: float
    h: float
    gap: float
    bleed: float
    sideways: bool = False

    def slots(self) -> list[Slot]:
        """Row by row from the top left."""
        out = []
        inner = min(self.bleed, self.gap / 2)
        for row in range(self.rows):
            for col in range(self.cols):
                trim = Rect(self.x + col * (self.w + self.gap), self.y + (self.rows - 1 - row) * (self.h + self.gap),
                            self.w, self.h)
                left = self.bleed if col == 0 else inner
                right = self.bleed if col == self.cols - 1 else inner
                bottom = self.bleed if row == self.rows - 1 else inner
                top = self.bleed if row == 0 else inner
                art = Rect(trim.x - left, trim.y - bottom, trim.w + left + right, trim.h + bottom + top)
                out.append(Slot(trim, art, self.sideways))
        return out

    @property
    def trims(self) -> Rect:
        return Rect(self.x, self.y, self.cols * self.w + (self.cols - 1) * self.gap,
                    self.rows * self.h + (self.rows - 1) * self.gap)

    @property
    def art(self) -> Rect:
        return self.trims.grown(self.bleed)

    def cut_lines(self) -> tuple[list[float], list[float]]:
        slots = self.slots()
        xs = {round(v, 6): v for s in slots for v in (s.trim.x, s.trim.right)}
        ys = {round(v, 6): v for s in slots for v in (s.trim.y, s.trim.top)}
        return sorted(xs.values()), sorted(ys.values())


def edge_reserve(bleed: float) -> float:
    """Room a card block needs between its trims and a paper edge: its bleed or its crop
    marks (which may lie on the bleed), whichever reaches further, then the margin."""
    return max(bleed, MARK_START + MARK_MIN) + MARGIN


def _count(span: float, size: float, gap: float) -> int:
    return max(0, math.floor((span + gap + 1e-9) / (size + gap)))


def _best_grid(area: Rect, card: tuple[float, float], bleed: float) -> Grid:
    """Most cards whose trims fit in `area`, upright or sideways; with a gutter of two full
    bleeds when that holds as many, else with the narrow GUTTER. Upright wins ties."""
    best = None
    for sideways in (False, True):
        w, h = (card[1], card[0]) if sideways else card
        for gap in dict.fromkeys((2 * bleed, min(2 * bleed, GUTTER))):
            cols, rows = _count(area.w, w, gap), _count(area.h, h, gap)
            if best is None or cols * rows > best[0] * best[1]:
                best = (cols, rows, gap, w, h, sideways)
    cols, rows, gap, w, h, sideways = best
    if cols * rows == 0:
        raise ValueError("the card does not fit on this paper")
    block_w = cols * w + (cols - 1) * gap
    block_h = rows * h + (rows - 1) * gap
    return Grid(area.x + (area.w - block_w) / 2, area.y + (area.h - block_h) / 2, cols, rows, w, h, gap, bleed,
                sideways)


@dataclass(frozen=True)
class Sheet:
    """One sheet layout: the page, the face slots and, for each, where its back goes."""

    page_w: float
    page_h: float
    grids: tuple[Grid, ...]  # the face block (gutterfold: and the back block)
    gutterfold: bool

    @property
    def faces(self) -> list[Slot]:
        return self.grids[0].slots()

    @property
    def per_page(self) -> int:
        return len(self.faces)

    def back_of(self, slot: Slot) -> Slot:
        """Where the back of the card in `slot` is drawn: mirrored across the page's
        vertical middle (on the next page for duplex, on the right half for gutterfold)."""
        return Slot(slot.trim.mirrored(self.page_w), slot.art.mirrored(self.page_w), slot.sideways)

    def all_slots(self) -> list[Slot]:
        return [s for g in self.grids for s in g.slots()]

    def crop_marks(self) -> list[Segment]:
        """Every cut line extended past the block, from MARK_START beyond the trims to the
        margin: on the own bleed of the card it cuts, never on another card's art."""
        marks: list[Segment] = []
        slots = self.all_slots()
        for grid in self.grids:
            trims = grid.trims
            xs, ys = grid.cut_lines()
            for x in xs:
                marks += self._mark(x, trims.top + MARK_START, x, self.page_h - MARGIN, slots)
                marks += self._mark(x, trims.y - MARK_START, x, MARGIN, slots)
            for y in ys:
                marks += self._mark(trims.x - MARK_START, y, MARGIN, y, slots)
                marks += self._mark(trims.right + MARK_START, y, self.page_w - MARGIN, y, slots)
        return marks

    @staticmethod
    def _mark(x1, y1, x2, y2, slots: list[Slot]) -> list[Segment]:
        room = math.hypot(x2 - x1, y2 - y1)
        if room < MARK_MIN - 1e-9:
            return []
        k = min(MARK_LENGTH, room) / room
        seg = Segment(x1, y1, x1 + (x2 - x1) * k, y1 + (y2 - y1) * k)
        box = seg.box()
        for slot in slots:
            on_its_cut = (round(seg.x1, 4) in (round(slot.trim.x, 4), round(slot.trim.right, 4)) if seg.x1 == seg.x2
                          else round(seg.y1, 4) in (round(slot.trim.y, 4), round(slot.trim.top, 4)))
            if box.overlaps(slot.trim.grown(MARK_START - 0.01)) or (box.overlaps(slot.art) and not on_its_cut):
                return []  # toward the fold of a gutterfold sheet: the other half's art is there
        return [seg]

    def fold_line(self) -> Segment | None:
        return Segment(self.page_w / 2, MARGIN, self.page_w / 2, self.page_h - MARGIN) if self.gutterfold else None


def sheet(paper: str, card: tuple[float, float], bleed: float, gutterfold: bool = False) -> Sheet:
    pw, ph = PAPERS[paper]
    edge = edge_reserve(bleed)
    if not gutterfold:
        grid = _best_grid(Rect(edge, edge, pw - 2 * edge, ph - 2 * edge), card, bleed)
        return Sheet(pw, ph, (grid,), False)
    # landscape; faces on the left half, backs mirrored on the right, fold down the middle
    pw, ph = ph, pw
    near_fold = pw / 2 - FOLD_CLEARANCE - bleed
    grid = _best_grid(Rect(edge, edge, near_fold - edge, ph - 2 * edge), card, bleed)
    backs = Grid(pw - grid.x - grid.trims.w, grid.y, grid.cols, grid.rows, grid.w, grid.h, grid.gap, bleed,
                 grid.sideways)
    return Sheet(pw, ph, (grid, backs), True)
