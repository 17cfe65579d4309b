"""Layout from the window size: a unit that scales, rectangle splitting, the game frame.

Every scene computes its rectangles from `Metrics(size)` on each rebuild, so one design
works at 800×480, 1280×800, 1920×1080 and portrait 720×1280.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

import pygame

from companion.app import theme

Rect = pygame.Rect

# The reference panel: the official Raspberry Pi 7" touch display, 800×480. Every design
# length (`m.px`, theme.TYPE_STEPS, theme.SPACE) is in its pixels; a screen whose physical
# size is known gets the same millimetres.
REFERENCE_DIAGONAL_IN = 7.0
REFERENCE_PX_PER_MM = math.hypot(800, 480) / (REFERENCE_DIAGONAL_IN * 25.4)   # ≈ 5.25
TARGET_MM = 9.0     # the smallest touch target, both ways (48 px on the reference panel)
APART_MM = 2.0      # between two targets
MIN_TARGET = math.ceil(TARGET_MM * REFERENCE_PX_PER_MM)   # 48 px at 800×480


def px_per_mm(width: int, height: int, *, diagonal_in: float | None = None, dpi: float | None = None) -> float | None:
    """This screen's pixels per millimetre: from the "screen diagonal" setting (inches), else
    from the display's DPI when SDL knows it; None: unknown (sized like the reference panel)."""
    if diagonal_in:
        return math.hypot(width, height) / (diagonal_in * 25.4)
    if dpi:
        return dpi / 25.4
    return None


@dataclass(frozen=True)
class Metrics:
    """Sizes derived from the window: `unit` is 1.0 on the reference panel. With a known
    physical size (`density`, px per mm) lengths keep their millimetres; unknown, the screen
    is taken for a bigger reference panel (1.0 at 480 px on the short side)."""

    width: int
    height: int
    density: float | None = None    # px per mm, when known

    @cached_property
    def unit(self) -> float:
        if self.density:
            return max(0.5, self.density / REFERENCE_PX_PER_MM)
        return max(1.0, min(self.width, self.height) / 480)

    # Each length is worked out once per window: a build asks for them hundreds of times (a
    # tap's build is the floor of its frame once few pixels change)
    @cached_property
    def portrait(self) -> bool:
        return self.height > self.width

    @cached_property
    def _px(self) -> dict:
        return {}

    @cached_property
    def _frames(self) -> dict:
        return {}  # (seats, mode, panel depth) -> a `game_frame` worked out (see there)

    def px(self, at_480: float) -> int:
        """A length designed for the 800×480 screen, scaled to this one."""
        found = self._px.get(at_480)
        if found is None:
            found = self._px[at_480] = int(round(at_480 * self.unit))
        return found

    def mm(self, millimetres: float) -> int:
        """A physical length in this screen's pixels (rounded up: a minimum stays one)."""
        return math.ceil(millimetres * REFERENCE_PX_PER_MM * self.unit - 1e-6)

    @cached_property
    def target(self) -> int:
        """The smallest touch target here: 9 mm."""
        return self.mm(TARGET_MM)

    @cached_property
    def apart(self) -> int:
        """The least space between two touch targets: 2 mm."""
        return max(self.px(theme.SPACE["apart"]), self.mm(APART_MM))

    @cached_property
    def gap(self) -> int:
        return self.px(theme.SPACE["gap"])

    @cached_property
    def margin(self) -> int:
        return self.px(theme.SPACE["margin"])

    @cached_property
    def type_sizes(self) -> tuple[int, ...]:
        """The type scale in this screen's pixels (at most 10 sizes, see theme.TYPE_STEPS)."""
        return tuple(sorted({self.px(step) for step in theme.TYPE_STEPS}))

    @cached_property
    def min_text(self) -> int:
        """Nothing a player reads is smaller."""
        return self.type_sizes[0]

    def font(self, role: str) -> int:
        """A size of the scale by role: small, body, button, title, card, headline (scores,
        gold, bids, tricks), huge, figure, display."""
        return self.px(theme.ROLES[role])

    @property
    def screen(self) -> Rect:
        return Rect(0, 0, self.width, self.height)


def inset(rect: Rect, by: int) -> Rect:
    return rect.inflate(-2 * by, -2 * by)


def rows(rect: Rect, weights: list[float], gap: int = 0) -> list[Rect]:
    """Split `rect` top to bottom; a weight > 1 is a fixed height in px, ≤ 1 a share of the rest."""
    return _split(rect, weights, gap, vertical=True)


def columns(rect: Rect, weights: list[float], gap: int = 0) -> list[Rect]:
    """Split `rect` left to right (weights as in `rows`)."""
    return _split(rect, weights, gap, vertical=False)


def _split(rect: Rect, weights, gap, vertical):
    total = rect.height if vertical else rect.width
    free = total - gap * (len(weights) - 1) - sum(w for w in weights if w > 1)
    shares = sum(w for w in weights if w <= 1) or 1
    out, pos = [], rect.top if vertical else rect.left
    for index, weight in enumerate(weights):
        size = int(weight) if weight > 1 else int(free * weight / shares)
        if index == len(weights) - 1:
            size = (rect.bottom if vertical else rect.right) - pos
        out.append(Rect(rect.left, pos, rect.width, size) if vertical else Rect(pos, rect.top, size, rect.height))
        pos += size + gap
    return out


def grid(rect: Rect, count: int, cols: int, gap: int, cell_height: int | None = None) -> list[Rect]:
    """`count` equal cells, `cols` per row, rows of `cell_height` (or filling `rect`)."""
    if count <= 0:
        return []
    cols = max(1, min(cols, count))
    nrows = -(-count // cols)
    width = (rect.width - gap * (cols - 1)) // cols
    height = cell_height or (rect.height - gap * (nrows - 1)) // nrows
    return [Rect(rect.left + (i % cols) * (width + gap), rect.top + (i // cols) * (height + gap), width, height)
            for i in range(count)]


def fit_columns(width: int, cell: int, gap: int) -> int:
    """How many cells of at least `cell` px fit side by side in `width`."""
    return max(1, (width + gap) // (cell + gap))


def centered(rect: Rect, width: int, height: int) -> Rect:
    out = Rect(0, 0, min(width, rect.width), min(height, rect.height))
    out.center = rect.center
    return out


# -- the game frame -----------------------------------------------------------------------
@dataclass
class SeatSlot:
    seat: int
    rect: Rect    # on screen
    angle: int    # 0 upright, 180 facing the top edge, 90 facing the right edge, 270 the left edge
    side: str     # "bottom", "top", "left", "right"


@dataclass
class FrameLayout:
    seats: list[SeatSlot]
    center: Rect   # shared information (prizes, trick, dice…)
    actions: Rect  # undo, history, menu and the scene's shared buttons


# clockwise from the bottom edge (seats are numbered clockwise)
TABLE_SIDES = {
    1: ["bottom"],
    2: ["bottom", "top"],
    3: ["bottom", "left", "right"],
    4: ["bottom", "left", "top", "right"],
    5: ["bottom", "left", "top", "top", "right"],
}
# a portrait tablet's long sides seat two each and its short far end none: five players round
# it as round a real table (two seats sharing the short top edge were 150 px wide at 720×1280)
PORTRAIT_SIDES = {
    5: ["bottom", "left", "left", "right", "right"],
}
ANGLES = {"bottom": 0, "top": 180, "left": 270, "right": 90}


def table_sides(seats: int, portrait: bool) -> list[str]:
    """The edge each seat sits at, clockwise from the bottom."""
    return (PORTRAIT_SIDES.get(seats) if portrait else None) or TABLE_SIDES[seats]


def along_edge(rect: Rect, side: str, count: int, gap: int) -> list[Rect]:
    """`rect` (an edge's band) shared by `count` seats, in clockwise order: left to right along
    the top, top to bottom down the right, right to left along the bottom, bottom to top up
    the left."""
    if side in ("top", "bottom"):
        shares = columns(rect, [1] * count, gap)
    else:
        shares = rows(rect, [1] * count, gap)
    return shares[::-1] if side in ("bottom", "left") else shares


def game_frame(metrics: Metrics, seats: int, mode: str, panel_depth: float = 0.36) -> FrameLayout:
    """Where each seat's panel, the centre and the action area go.

    Table mode: each panel lies along the edge its player sits at and is turned to face
    them (`angle`); `panel_depth` is the share of the short side a top/bottom panel takes.
    Wall mode: panels stand upright in a row (two rows in portrait), the action bar below.

    Worked out once per window and shape: every build asks for it (a tenth of a tap's
    rebuild at 800×480). Each caller gets rectangles of its own, free to change."""
    key = (seats, mode, panel_depth)
    found = metrics._frames.get(key)
    if found is None:
        found = metrics._frames[key] = _table_frame(metrics, seats, panel_depth) if mode != "wall" \
            else _wall_frame(metrics, seats)
    return FrameLayout([SeatSlot(slot.seat, Rect(slot.rect), slot.angle, slot.side) for slot in found.seats],
                       Rect(found.center), Rect(found.actions))


def _table_frame(metrics: Metrics, seats: int, panel_depth: float) -> FrameLayout:
    screen = metrics.screen
    gap = metrics.gap
    sides = table_sides(seats, metrics.portrait)
    # in portrait the long side has room to spare: top/bottom panels grow with it
    depth = int((screen.height * 0.8 if metrics.portrait else screen.height) * panel_depth)
    has_side = "left" in sides or "right" in sides
    side_depth = int(min(screen.width, screen.height) * 0.27) if has_side else 0
    inner = Rect(screen.left + (side_depth + gap if "left" in sides else 0), screen.top,
                 screen.width - (side_depth + gap if "left" in sides else 0) - (side_depth + gap if "right" in sides else 0),
                 screen.height)
    # two seats down a side: the bottom seat spans the whole width below them
    shared_sides = sides.count("left") > 1 or sides.count("right") > 1
    bottom = Rect(screen.left, screen.bottom - depth, screen.width, depth) if shared_sides \
        else Rect(inner.left, screen.bottom - depth, inner.width, depth)
    tall = (bottom.top - gap if shared_sides else screen.bottom) - screen.top
    edges = {"bottom": bottom, "top": Rect(inner.left, screen.top, inner.width, depth),
             "left": Rect(screen.left, screen.top, side_depth, tall),
             "right": Rect(screen.right - side_depth, screen.top, side_depth, tall)}
    places = {side: along_edge(edges[side], side, sides.count(side), gap) for side in set(sides)}
    slots: list[SeatSlot] = []
    for seat, side in enumerate(sides):
        slots.append(SeatSlot(seat, places[side][sides[:seat].count(side)], ANGLES[side], side))
    tops = [i for i, s in enumerate(sides) if s == "top"]
    top_edge = screen.top + (depth + gap if tops else 0)
    bottom_edge = screen.bottom - depth - gap
    band = Rect(inner.left, top_edge, inner.width, bottom_edge - top_edge)
    if metrics.portrait or band.height >= 2 * metrics.target + 3 * gap and band.width < band.height * 3:
        # a narrow centre (side panels in portrait) gets two rows of action buttons
        two_rows = band.width < metrics.px(400) and band.height >= 5 * metrics.target
        strip = 2 * metrics.target + 2 * gap if two_rows else metrics.target + gap
        center, actions = rows(band, [1, strip], gap)
    else:
        center, actions = columns(band, [1, min(band.width // 4, metrics.px(190))], gap)
    return FrameLayout(slots, center, actions)


def _wall_frame(metrics: Metrics, seats: int) -> FrameLayout:
    screen = inset(metrics.screen, metrics.gap)
    gap = metrics.gap
    bar = metrics.target + gap
    if metrics.portrait and seats > 2:
        per_row = -(-seats // 2)
        panels_rect, center, actions = rows(screen, [0.5, 0.5, bar], gap)
        top, bottom = rows(panels_rect, [1, 1], gap)
        rects = columns(top, [1] * per_row, gap) + columns(bottom, [1] * (seats - per_row), gap)
    elif metrics.portrait:
        panels_rect, center, actions = rows(screen, [0.62, 0.38, bar], gap)
        rects = rows(panels_rect, [1] * seats, gap)
    else:
        panels_rect, center, actions = rows(screen, [0.64, 0.36, bar], gap)
        rects = columns(panels_rect, [1] * seats, gap)
    return FrameLayout([SeatSlot(i, r, 0, "wall") for i, r in enumerate(rects)], center, actions)


def display_dpi() -> float | None:
    """The diagonal DPI SDL reports for the first display, or None where it cannot tell (the
    dummy driver, many KMS panels): pygame does not expose SDL_GetDisplayDPI, so ask the SDL
    library pygame loaded. Any failure is "unknown"."""
    try:
        import ctypes
        import glob
        from pathlib import Path
        here = Path(pygame.__file__).resolve().parent
        found = sorted(glob.glob(str(here.parent / "pygame_ce.libs" / "libSDL2-*.so*"))) or ["libSDL2-2.0.so.0"]
        sdl = ctypes.CDLL(found[0])
        diagonal, horizontal, vertical = ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
        if sdl.SDL_GetDisplayDPI(0, ctypes.byref(diagonal), ctypes.byref(horizontal), ctypes.byref(vertical)) != 0:
            return None
        return diagonal.value if 40 <= diagonal.value <= 1000 else None
    except (OSError, AttributeError, ValueError):
        return None
