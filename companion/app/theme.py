"""Colours, fonts and the text cache. One look for every scene and every game's table."""

from __future__ import annotations

from pathlib import Path

import pygame

from companion.app import memory
from companion.app.memory import Lru, surface_bytes
from companion.app.turning import turned

ASSETS = Path(__file__).resolve().parents[2] / "assets"
FONT_REGULAR = ASSETS / "fonts" / "DejaVuSans.ttf"
FONT_BOLD = ASSETS / "fonts" / "DejaVuSans-Bold.ttf"

# A dark green baize with warm ivory text; accents readable for colour-blind players
# (every state also carries a symbol or a word).
BACKGROUND = (22, 48, 40)
PANEL = (32, 66, 55)
PANEL_ACTIVE = (44, 88, 72)
CENTER = (27, 57, 47)
INK = (244, 238, 222)
INK_SOFT = (184, 198, 186)
INK_DARK = (24, 30, 28)
BUTTON = (58, 104, 88)
BUTTON_PRESSED = (86, 140, 118)
BUTTON_DISABLED = (26, 54, 45)    # darker than the panel, hatched, outlined: never just "a bit greyer"
INK_DISABLED = (150, 168, 158)    # ≥ 4:1 on BUTTON_DISABLED (tests/app/test_app_scale.py)
HATCH = (46, 78, 66)              # the diagonal stripes of a disabled control
ACTIVE_EDGE = (240, 190, 70)  # the seat to act: a thick gold border and a ▶ on its edge
PRIMARY = (222, 170, 58)       # gold: the main action of a screen
PRIMARY_PRESSED = (246, 198, 96)
DANGER = (186, 72, 60)
CARD = (250, 246, 234)
CARD_SELECTED = (255, 214, 110)
CARD_BASIC = (214, 228, 240)
CARD_DIM = (150, 160, 152)      # a card that cannot be tapped now: still readable
INK_DIM = (52, 62, 58)
OUTLINE = (12, 26, 22)
TOAST = (20, 20, 20)
TOAST_ERROR = (150, 46, 40)
SCRIM = (0, 0, 0, 150)

# Each game's own colours, from its printed card backs (printables/decks/*: BACK, ACCENT):
# the emblem on the home tile and the attract screen is drawn in them.
GAME_COLOURS = {
    "aurum": ((43, 42, 58), (217, 182, 74)),
    "numereum": ((31, 62, 94), (240, 217, 160)),
    "pikoko": ((29, 78, 74), (127, 209, 185)),
    "fievre": ((90, 58, 30), (232, 193, 112)),
}

# -- the spacing grid and the type scale (px on the reference panel, the official 7" 800×480
# display; `layout.Metrics` turns them into this screen's pixels from its physical size) ------
GRID = 4                                  # every space is a multiple of it
SPACE = {"gap": 6, "apart": 12, "margin": 10, "wide": 16}   # "apart": 2 mm between two targets
# At most 10 sizes across the app. The smallest is 20 px at 800×480 (capitals ≈ 2.8 mm, the
# 16 arcmin legibility minimum at arm's length); headline figures (score, gold, bid, tricks)
# take "headline" or more (≥ 1.5× the minimum).
TYPE_STEPS = (20, 22, 24, 28, 32, 40, 52, 68)
ROLES = {"small": 20, "body": 22, "button": 22, "title": 28, "card": 32, "headline": 40, "huge": 40,
         "figure": 52, "display": 68}
HEADLINE_FACTOR = 1.5

_scale: tuple[int, ...] | None = TYPE_STEPS   # this screen's steps in px, set by `use_scale`
LEGACY_MIN = 11   # a scene not yet on the scale (see scene.LEGACY_SCALE) shrinks text down to this


# size asked -> its step, per scale (`snap` is asked hundreds of times a frame, by every
# measure of a layout); a few scales (one per window size), a few dozen sizes each
_snaps: dict = {}
_snapped: dict = _snaps.setdefault(_scale, {})


def use_scale(steps) -> None:
    """The type scale of the scene now built or drawn (from its Metrics); None: a scene not
    yet moved to the scale, whose text shrinks freely as it used to."""
    global _scale, _snapped
    steps = tuple(steps) if steps is not None else None
    if steps != _scale:
        _scale = steps
        if len(_snaps) > 16:   # (a window resized again and again)
            _snaps.clear()
        _snapped = _snaps.setdefault(steps, {})


def scale() -> tuple[int, ...] | None:
    return _scale


def snap(size: float) -> int:
    """The scale step for a requested size: the largest step not above it, never below the
    smallest step (a widget asking for 11 px gets the minimum)."""
    found = _snapped.get(size)
    if found is None:
        if len(_snapped) > 256:   # (sizes worked out from a screen's size: a few dozen)
            _snapped.clear()
        found = _snapped[size] = _step(size)
    return found


def _step(size: float) -> int:
    if _scale is None:
        return max(LEGACY_MIN, int(size))
    best = _scale[0]
    for step in _scale:
        if step <= size + 0.5:
            best = step
    return best


def steps_down(size: float):
    """The scale step for `size` (`snap`), then each smaller one down to the minimum: a loop
    over them that breaks where its words fit ends, if none do, at the minimum."""
    step = snap(size)
    while step is not None:
        yield step
        step = smaller(step)


def smaller(size: int) -> int | None:
    """The next step down, or None at the minimum."""
    if _scale is None:
        return max(LEGACY_MIN, int(size * 0.9)) if size > LEGACY_MIN else None
    lower = [step for step in _scale if step < size]
    return lower[-1] if lower else None


# -- measured text: what drawing really used, for the layout checks -------------------------
class Seen:
    """What was drawn while recording: `sizes` [(words, px)], `cut` [words abbreviated with …]."""

    def __init__(self):
        self.sizes: list = []
        self.cut: list = []


_seen: Seen | None = None


class drawn_sizes:
    """`with theme.drawn_sizes() as seen:` records every line rendered inside (seen.sizes) and
    every text abbreviated to fit (seen.cut). Costs nothing when nobody records."""

    def __enter__(self) -> Seen:
        global _seen
        self.before, _seen = _seen, Seen()
        return _seen

    def __exit__(self, *exc):
        global _seen
        _seen = self.before


_cut_expected = False


def note_cut(words: str) -> None:
    if _seen is not None and not _cut_expected:
        _seen.cut.append(words)


class cut_expected:
    """Inside it, abbreviating is the design (a long folder path), not a layout problem."""

    def __enter__(self):
        global _cut_expected
        self.before, _cut_expected = _cut_expected, True

    def __exit__(self, *exc):
        global _cut_expected
        _cut_expected = self.before

# A kiosk draws all day: both caches are bounded (least recently used go first), so memory
# stays flat however many names, scores and languages pass. A Font holds FreeType memory and
# its own glyph cache (~0.2 MB): the sizes shrunk-to-fit text asks for would add up (66 over
# every screen at four window sizes).
FONT_CACHE_SIZE = 32                  # the busiest screen (Fièvre's 5-player end, 720×1280) uses 22
TEXT_CACHE_SIZE = 800                 # rendered lines: a busy screen shows ~150
TEXT_CACHE_BYTES = 6 * 1024 * 1024    # and their pixels: several screens' worth of text at 800×480;
TEXT_CACHE_SCREENS = 3                # bigger windows: 3 screens of pixels (Numereum's sheet of large
                                      # figures at 1920×1080 alone fills 6 MB: a tap re-rendered them all)
_fonts = Lru("fonts", FONT_CACHE_SIZE)
_texts = Lru("texts", TEXT_CACHE_SIZE, budget=TEXT_CACHE_BYTES, weigh=surface_bytes)
_laid = Lru("texts laid on grounds", TEXT_CACHE_SIZE, budget=TEXT_CACHE_BYTES, weigh=lambda found: surface_bytes(found[0]))


def size_caches(width: int, height: int) -> None:
    """Bound the rendered lines by the window's size (called when the window gets a new size)."""
    _texts.budget = _laid.budget = max(TEXT_CACHE_BYTES, TEXT_CACHE_SCREENS * width * height * 4)
    memory.fit_window(width, height)   # and every cache of pixels together


def font(size: int, bold: bool = False) -> pygame.font.Font:
    key = (max(6, int(size)), bold)
    found = _fonts.get(key)
    if found is None:
        if not pygame.font.get_init():  # measured before any window (a tool, a layout test run alone)
            pygame.font.init()
        found = _fonts.put(key, pygame.font.Font(str(FONT_BOLD if bold else FONT_REGULAR), key[0]))
    return found


def text(words: str, size: int, colour=INK, bold: bool = False, angle: int = 0) -> pygame.Surface:
    """A rendered line, cached: redrawing a screen renders no glyph twice. `angle`: turned
    (as `turning.turned`), for a widget drawn straight into a turned panel's picture."""
    key = (words, int(size), colour, bold)
    if _seen is not None and words.strip():
        _seen.sizes.append((words, int(size)))
    surface = _texts.get(key)
    if surface is None:
        surface = _texts.put(key, font(size, bold).render(words, True, colour))
    if angle:
        upright, key = surface, key + (angle,)
        surface = _texts.get(key)
        if surface is None:
            surface = _texts.put(key, turned(upright, angle))
    return surface


_inked = Lru("inked areas", 2000)  # (words, size, bold, angle) -> the part of the line its letters cover


def inked(image: pygame.Surface, words: str, size: int, bold: bool, angle: int) -> pygame.Rect:
    """The part of `text(words, size, …, angle)` (`image`) where its letters leave any ink:
    blitting that part alone changes the same pixels (the rest is clear, or the ground it
    was laid on), and a line's clear band above and below, a third of it, costs nothing."""
    key = (words, size, bold, angle)
    found = _inked.get(key)
    if found is None or found[1] != image.get_size():
        found = _inked.put(key, (image.get_bounding_rect(), image.get_size()))
    return found[0]


def text_on(words: str, size: int, colour, bold: bool, angle: int, ground, like: pygame.Surface) -> tuple:
    """(`text(...)` laid once on the flat `ground` colour, opaque, in `like`'s pixel format;
    its `inked` part): copied where the ground lies, pixel for pixel what blending the line
    there gives, at a quarter of the cost (a screen of rules redrawn blends ~15 long lines:
    2 B at 1080p)."""
    key = (words, int(size), colour, bold, angle, ground)
    found = _laid.get(key)
    if found is None:
        line = text(words, size, colour, bold, angle)
        laid = pygame.Surface(line.get_size(), 0, like)
        laid.fill(ground)
        laid.blit(line, (0, 0))
        found = _laid.put(key, (laid, inked(line, words, size, bold, angle)))
    return found


# Measuring a line asks FreeType to lay it out again each time; layouts measure the same
# words many times (fitting, wrapping, a table's own pieces), on every first frame and tap.
# (words, size, bold) -> (w, h): small tuples, so a bound by entries is enough.
_sizes = Lru("text sizes", 2000)  # the busiest screen (Fièvre's rules) measures ~850 (memory: RSS after play)


def text_size(words: str, size: int, bold: bool = False) -> tuple[int, int]:
    key = (words, size, bold)
    found = _sizes.get(key)
    if found is None:
        found = _sizes.put(key, font(size, bold).size(words))
    return found


_line_heights: dict = {}  # (size, bold) -> the font's line height: asked for every row a layout measures


def line_height(size: int, bold: bool = False) -> int:
    found = _line_heights.get((size, bold))
    if found is None:
        if len(_line_heights) > 256:
            _line_heights.clear()
        found = _line_heights[size, bold] = font(size, bold).get_linesize()
    return found
