"""Where cards go on a sheet: the grid, each card's bleed area, crop marks, and the mirrored
places of the backs (long-edge duplex, or the other half of a gutterfold sheet).

Pure geometry in millimetres (origin bottom-left of the page), so tests can check it without
drawing anything.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

PAPERS: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
MARGIN = 3.0        # least paper left outside the art for crop marks
MARK_GAP = 0.7      # crop marks start this far from the art
MARK_LENGTH = 5.0
FOLD_CLEARANCE = 1.0  # gutterfold: art stays this far from the fold


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


@dataclass(frozen=True)
class Slot:
    trim: Rect  # where the card is cut
    art: Rect   # trim plus the bleed this slot may paint (less where a neighbour abuts)


@dataclass(frozen=True)
class Segment:
    x1: float
    y1: float
    x2: float
    y2: float


def _fit(span: float, size: float, bleed: float, gap: float) -> int:
    """How many cards of `size` fit in `span`, art and margins included."""
    usable = span - 2 * MARGIN - 2 * bleed + gap
    return max(0, math.floor((usable + 1e-9) / (size + gap)))


@dataclass(frozen=True)
class Grid:
    """A block of cols × rows cards; `gap` between neighbouring trims (0: they share a cut)."""

    x: float  # trim left of the first column
    y: float  # trim bottom of the last row
    cols: int
    rows: int
    w: float
    h: float
    gap: float
    bleed: float

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
                out.append(Slot(trim, art))
        return out

    @property
    def art(self) -> Rect:
        b = self.bleed
        return Rect(self.x - b, self.y - b, self.cols * self.w + (self.cols - 1) * self.gap + 2 * b,
                    self.rows * self.h + (self.rows - 1) * self.gap + 2 * b)

    def cut_lines(self) -> tuple[list[float], list[float]]:
        xs = sorted({round(s.trim.x, 4) for s in self.slots()} | {round(s.trim.right, 4) for s in self.slots()})
        ys = sorted({round(s.trim.y, 4) for s in self.slots()} | {round(s.trim.top, 4) for s in self.slots()})
        return xs, ys


def _best_grid(region: Rect, w: float, h: float, bleed: float) -> Grid:
    """Most cards in the region; with a gap of two bleeds (every card keeps its own bleed)
    when that holds as many, else with neighbours sharing a cut."""
    best = None
    for gap in (2 * bleed, 0.0):
        cols, rows = _fit(region.w, w, bleed, gap), _fit(region.h, h, bleed, gap)
        if best is None or cols * rows > best[0] * best[1]:
            best = (cols, rows, gap)
    cols, rows, gap = best
    if cols * rows == 0:
        raise ValueError("the card does not fit on this paper")
    block_w = cols * w + (cols - 1) * gap
    block_h = rows * h + (rows - 1) * gap
    return Grid(region.x + (region.w - block_w) / 2, region.y + (region.h - block_h) / 2, cols, rows, w, h, gap, bleed)


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
        return Slot(slot.trim.mirrored(self.page_w), slot.art.mirrored(self.page_w))

    def crop_marks(self) -> list[Segment]:
        """Cut lines extended into the paper margins only: never across any card's art."""
        marks: list[Segment] = []
        for grid in self.grids:
            art = grid.art
            others = [g.art for g in self.grids if g is not grid]
            xs, ys = grid.cut_lines()
            for x in xs:
                for start, end in ((art.top + MARK_GAP, self.page_h), (art.y - MARK_GAP, 0.0)):
                    marks += self._mark(x, start, x, end, others, vertical=True)
            for y in ys:
                for start, end in ((art.x - MARK_GAP, 0.0), (art.right + MARK_GAP, self.page_w)):
                    marks += self._mark(start, y, end, y, others, vertical=False)
        return marks

    @staticmethod
    def _mark(x1, y1, x2, y2, others, vertical) -> list[Segment]:
        direction = 1 if (y2 > y1 if vertical else x2 > x1) else -1
        room = abs((y2 - y1) if vertical else (x2 - x1)) - 0.3
        length = min(MARK_LENGTH, room)
        if length < 1.0:
            return []
        if vertical:
            seg = Segment(x1, y1, x1, y1 + direction * length)
            box = Rect(x1 - 0.01, min(seg.y1, seg.y2), 0.02, length)
        else:
            seg = Segment(x1, y1, x1 + direction * length, y1)
            box = Rect(min(seg.x1, seg.x2), y1 - 0.01, length, 0.02)
        if any(box.overlaps(o) for o in others):
            return []  # toward the fold of a gutterfold sheet: the other half's art is there
        return [seg]

    def fold_line(self) -> Segment | None:
        return Segment(self.page_w / 2, 0, self.page_w / 2, self.page_h) if self.gutterfold else None


def sheet(paper: str, card: tuple[float, float], bleed: float, gutterfold: bool = False) -> Sheet:
    pw, ph = PAPERS[paper]
    w, h = card
    if not gutterfold:
        grid = _best_grid(Rect(0, 0, pw, ph), w, h, bleed)
        return Sheet(pw, ph, (grid,), False)
    # landscape; faces on the left half, backs mirrored on the right, fold down the middle
    pw, ph = ph, pw
    half = Rect(0, 0, pw / 2 - FOLD_CLEARANCE + MARGIN, ph)
    grid = _best_grid(half, w, h, bleed)
    backs = Grid(pw - grid.x - (grid.cols * w + (grid.cols - 1) * grid.gap), grid.y, grid.cols, grid.rows, w, h,
                 grid.gap, bleed)
    return Sheet(pw, ph, (grid, backs), True)
