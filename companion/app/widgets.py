"""Touch widgets. Each has a `rect` in its parent's coordinates, an optional `id` (tests
and the screenshot states find widgets by it), and `on_tap`.

A widget that cannot be used now is built with `enabled=False` and a `reason` (an `L` or a
`Text`, often a rules engine's `why_not` refusal): it is drawn greyed and a tap shows the
reason instead of doing anything. Widgets are rebuilt by their scene on every change, so
they hold no game state of their own. A seat's widgets go in a panel, turned to face its
player and kept as a picture (`companion.app.panels`).
"""

from __future__ import annotations

import re

import pygame

from companion.app import theme
from companion.app.i18n import say
from companion.app.memory import Lru, surface_bytes
from companion.app.turning import UPRIGHT, Turn, turned, turned_rect

Rect = pygame.Rect
MIN_TEXT = theme.LEGACY_MIN  # tables not yet on the type scale shrink to this; on the scale, m.min_text
BLEED = 4      # px a widget may paint outside its rect (a chip's edge): redrawn with it


class Ground:
    """The flat colour a widget's text lies on, where it is known (the scene's background, a
    plain box, a button's own face): each line wholly inside one of `rects` is copied there
    laid on the colour (`theme.text_on`) instead of blended."""

    __slots__ = ("colour", "rects")

    def __init__(self, colour, rects: list):
        self.colour, self.rects = colour, rects

    def holds(self, place: Rect) -> bool:
        return any(rect.contains(place) for rect in self.rects)


def flat_cross(rect: Rect, radius: int, edge: int = 0) -> list:
    """The two rectangles a rounded rectangle (`radius`, an outline `edge` wide) paints in its
    own colour whole: all of it but the squares of its corners, inside the outline."""
    r = max(0, min(radius, rect.width // 2, rect.height // 2))
    return [rect.inflate(-2 * max(r, edge), -2 * edge), rect.inflate(-2 * edge, -2 * max(r, edge))]


class Widget:
    decor = False  # True: background art, ignored by the overlap check
    ground: "Ground | None" = None  # the flat colour under it, set by the scene while it draws it (`GROUNDED`)

    def __init__(self, rect, *, id: str | None = None, on_tap=None, enabled: bool = True, reason=None):
        self.rect = Rect(rect)
        self.id = id
        self.on_tap = on_tap
        self.enabled = enabled
        self.reason = reason
        self.parent: "Widget | None" = None  # the panel it is in (companion.app.panels)
        self.overflow = False

    @property
    def touchable(self) -> bool:
        """Reacts to a tap: does something, or explains why it cannot."""
        return self.on_tap is not None or (not self.enabled and self.reason is not None)

    def tap(self, app) -> None:
        if self.enabled and self.on_tap is not None:
            self.on_tap()
        elif not self.enabled and self.reason is not None:
            app.explain(self.reason)

    def draw(self, surface: pygame.Surface, app) -> None:
        pass

    def leaves(self):
        yield self

    def hit(self, pos):
        return self if self.touchable and self.rect.collidepoint(pos) else None

    def screen_rect(self) -> Rect:
        return self.parent.to_screen(self.rect) if self.parent else Rect(self.rect)

    def label_text(self, app) -> str:
        return ""

    def signature(self, app):
        """What this widget shows, for drawing only what changed between two frames;
        None (the default for any subclass that draws on its own) means "always redraw". A
        plain Widget (a tap area: the attract screen's "anywhere") draws nothing."""
        return (Widget, tuple(self.rect)) if type(self) is Widget else None

    def changes(self, before, now) -> list | None:
        """The screen rectangles that differ between two of its signatures; None: all of it."""
        return None

    def flat_parts(self) -> list:
        """(rect, colour) of the parts it paints whole in one opaque colour: the ground of the
        text drawn over them (`Ground`)."""
        return []

    def turned_picture(self, angle: int, app) -> pygame.Surface | None:
        """Its pixels turned by `angle` (see `turned`), for a widget that paints every pixel of
        its rect, opaque, and none outside it, with a signature starting with its class: a
        panel repainting it blits that straight into its kept picture (no upright drawing,
        no turn). None (the default): drawn upright and turned with its part of the panel."""
        return None

    _turns_draw = None  # the `draw` that `draw_turned` repeats turned (see `drawing_turned`)

    def draws_turned(self) -> bool:
        """Whether `draw_turned` draws it (asked before a part of a turned panel is drawn
        straight into its turned picture): for a class marked `drawing_turned`, not for a
        subclass (nor a test) whose `draw` draws otherwise."""
        return type(self).draw is type(self)._turns_draw

    def draw_turned(self, surface: pygame.Surface, app, turn: Turn) -> bool:
        """Draw it straight into a turned panel's picture, pixel for pixel what drawing it
        upright and turning that gives (text turned once and kept, rounded rectangles drawn
        turned: pygame draws their corners alike every way), so the part it lies in is neither
        drawn on a scratch surface nor turned; False (nothing drawn) when it cannot now. By
        default (asked only when `draws_turned`), its class's `draw` given the `turn`."""
        type(self)._turns_draw(self, surface, app, turn)
        return True


GROUNDED: set = set()  # the classes whose `draw` paints lines of text alone, each laid on the
# widget's `ground` (`grounded`): those very classes, not a subclass (one that paints something
# of its own before its text would find its ground worked out before it no longer there)


def grounded(cls):
    """Class decorator: the class's `draw` paints lines of text alone, each laid on the
    widget's `ground` where it has one (the scene works it out: see `GROUNDED`, `drawn_lines`)."""
    GROUNDED.add(cls)
    return cls


_lines: list | None = None  # where `put_text` puts its lines, while `drawn_lines` listens


def drawn_lines(draw) -> list:
    """The places (upright) of the lines `draw()` puts (`put_text`): what a text widget
    covered, so the scene knows whether the next one lies on the ground or on its words."""
    global _lines
    outer, _lines = _lines, []
    try:
        draw()
        return _lines
    finally:
        _lines = outer


def drawing_turned(cls):
    """Class decorator: the class's `draw(surface, app, turn=UPRIGHT)` draws straight into a
    turned panel's picture when given a `turn` (see `Widget.draw_turned`), unless the class
    gives its own `draw_turned`."""
    cls._turns_draw = staticmethod(cls.draw)
    return cls


def draw_on_patch(widget: Widget, surface: pygame.Surface, app, turn: Turn, draw) -> None:
    """`widget` drawn into a turned panel's picture through a patch: the picture's pixels
    around it (its rect and BLEED, inside the clip) turned upright, the widget drawn on
    them, the patch turned back. For a small widget whose drawing does not turn pixel for
    pixel (a circle's centre is a pixel: turned, it lands one pixel off): only its own
    pixels are turned, not its whole part of the panel. `draw`: the upright drawing (its
    class's, whatever a subclass draws)."""
    reach = widget.rect.inflate(2 * BLEED, 2 * BLEED).clip(Rect((0, 0), turn.size))
    place = turn.place(reach).clip(surface.get_clip())
    if not place.width or not place.height:
        return
    upright = turned_rect(place, surface.get_size(), -turn.angle)
    patch = turned(surface.subsurface(place), -turn.angle % 360)
    where = widget.rect
    widget.rect = where.move(-upright.left, -upright.top)
    try:
        draw(widget, patch, app)
    finally:
        widget.rect = where
    surface.blit(turned(patch, turn.angle), place)


# -- text helpers --------------------------------------------------------------------------
# Text is drawn at the sizes of the type scale only (theme.snap): a box too small for its
# words steps down the scale to its minimum, then wraps (two lines), then abbreviates with
# "…" — it never shrinks below the minimum a player can read from their chair.
ELLIPSIS = "…"
_fit_cache = Lru("fitted sizes", 1000)  # (words, box, size, bold, scale) -> (size, fits): a screen uses ≤ 60; bounded, see memory


def fitted_size(words: str, width: int, height: int, size: int, bold: bool) -> tuple[int, bool]:
    """The largest scale step ≤ `size` at which `words` fit on one line in width×height;
    (size, fits) — at the scale's minimum when nothing fits."""
    key = (words, width, height, size, bold, theme.scale())
    found = _fit_cache.get(key)
    if found is None:
        for current in theme.steps_down(size):
            w, h = theme.text_size(words, current, bold)
            fits = w <= width and h <= height + max(2, current // 5)
            if fits:
                break
        found = _fit_cache.put(key, (current, fits))
    return found


def abbreviated(words: str, width: int, size: int, bold: bool = False) -> str:
    """`words` cut at the end with "…" to fit `width` (by design, never shrunk instead)."""
    if theme.text_size(words, size, bold)[0] <= width:
        return words
    theme.note_cut(words)
    key = ("…", words, width, size, bold)
    found = _wrap_cache.get(key)
    if found is None:
        low, high = 0, len(words)
        while low < high:  # the longest start that fits with its "…"
            middle = (low + high + 1) // 2
            if theme.text_size(words[:middle].rstrip() + ELLIPSIS, size, bold)[0] <= width:
                low = middle
            else:
                high = middle - 1
        found = _wrap_cache.put(key, words[:low].rstrip() + ELLIPSIS)
    return found


def _place(image, rect: Rect, align: str, turn: Turn = UPRIGHT) -> Rect:
    """Where a rendered line goes in `rect` (its upright place, for a line turned by `turn`)."""
    place = Rect((0, 0), turn.upright_size(image))
    place.centery = rect.centery
    if align == "left":
        place.left = rect.left
    elif align == "right":
        place.right = rect.right
    else:
        place.centerx = rect.centerx
    return place


def draw_line(surface, rect: Rect, words: str, size: int, colour, bold=False, align="center",
              turn: Turn = UPRIGHT, ground: Ground | None = None) -> bool:
    """One line of text in `rect`, at the largest scale step that fits, else abbreviated at
    the minimum; returns False when even that leaves it taller than the box. `turn`: drawn
    straight into a turned panel's picture (`Widget.draw_turned`), `rect` upright."""
    if not words:
        return True
    size, words = fitted_line(words, rect, size, bold)
    return _put_line(surface, words, size, colour, bold, rect, align, turn, ground) <= rect.height + max(2, size // 5)


def _put_line(surface, words: str, size: int, colour, bold: bool, rect: Rect, align: str, turn: Turn,
              ground: Ground | None = None) -> int:
    """A rendered line placed in `rect` as `align` says, upright or turned; its height."""
    image = theme.text(words, size, colour, bold, turn.angle)
    place = _place(image, rect, align, turn)
    if ground is None and _lines is None:   # (most lines: blended whole, nothing to note)
        surface.blit(image, turn.place(place))
    else:
        put_text(surface, image, place, turn, ground, (words, size, colour, bold))
    return place.height


LAID_FROM_PX = 15000  # a line's pixels from which its inked part alone, laid on its ground, is
# worth looking up: below, blending the whole line costs less (800×480: most lines; 1080p: few)


def may_lay_lines(rect: Rect, size: int, bold: bool) -> bool:
    """Whether text of `size` in `rect` may have a line worth laying on its ground
    (`LAID_FROM_PX`): else its ground is not worth working out."""
    return rect.width * rect.height >= LAID_FROM_PX and \
        rect.width * min(rect.height, theme.line_height(size, bold)) >= LAID_FROM_PX


def put_text(surface, image, place: Rect, turn: Turn, ground: Ground | None, said: tuple) -> None:
    """Blit a rendered line (`theme.text` of `said`: words, size, colour, bold) at its upright
    `place`: a large one only its inked part (`theme.inked`), laid on its ground and copied
    (`theme.text_on`) when the place lies on it and the surface is opaque, else blended."""
    if _lines is not None:
        _lines.append(place)
    where = turn.place(place)
    if place.width * place.height < LAID_FROM_PX:
        surface.blit(image, where)
        return
    words, size, colour, bold = said
    if ground is not None and ground.holds(place) and not surface.get_flags() & pygame.SRCALPHA:
        image, area = theme.text_on(words, size, colour, bold, turn.angle, ground.colour, surface)
    else:
        area = theme.inked(image, words, size, bold, turn.angle)
    surface.blit(image, (where.left + area.left, where.top + area.top), area)


def fitted_line(words: str, rect: Rect, size: int, bold: bool) -> tuple[int, str]:
    """(size, words) of one line in `rect`: the largest scale step that fits, else the
    minimum with the words abbreviated."""
    size, fits = fitted_size(words, rect.width, rect.height, size, bold)
    return size, words if fits else abbreviated(words, rect.width, size, bold)


def line_step(size: int, bold: bool = False) -> int:
    """Between two lines of a wrapped label: tighter than the font's own line height, so two
    lines fit a 9 mm button."""
    return max(size + 1, int(size * 1.08))


_block_cache = Lru("label layouts", 1000)  # (words, box, size, bold, lines, scale) -> layout: a screen uses ≤ 93; bounded, see memory


def block_lines(words: str, width: int, height: int, size: int, bold: bool, max_lines: int = 2):
    """How a label fills a box: (size, lines, cut) — one line at the requested size, else
    wrapped on up to `max_lines`, stepping down the scale, else abbreviated at the minimum.
    Remembered: a redraw lays out no label twice."""
    key = (words, width, height, size, bold, max_lines, theme.scale())
    found = _block_cache.get(key)
    if found is None:
        found = _block_cache.put(key, _block_lines(words, width, height, size, bold, max_lines))
    if found[2]:
        theme.note_cut(words)  # for the layout checks, even when remembered
    return found


def shows_whole(words: str, rect: Rect, size: int, bold: bool, max_lines: int = 2) -> bool:
    """Whether a label's `words` show whole in `rect`: on up to `max_lines` lines, down the
    type scale, not abbreviated (what `block_lines` would do, without noting a cut)."""
    return not _block_lines(words, rect.width, rect.height, size, bold, max_lines)[2]


def _block_lines(words: str, width: int, height: int, size: int, bold: bool, max_lines: int):
    for current in theme.steps_down(size):   # (the loop ends at the minimum)
        w, h = theme.text_size(words, current, bold)
        if w <= width and h <= height + max(2, current // 5):
            return current, [words], False
        lines = wrap(words, width, current, bold)
        step = line_step(current, bold)
        if (1 < len(lines) <= max_lines and len(lines) * step <= height + current // 5
                and all(theme.text_size(line, current, bold)[0] <= width for line in lines)):
            return current, lines, False
    room = max(1, min(max_lines, (height + current // 5) // line_step(current, bold)))
    lines = wrap(words, width, current, bold)
    if len(lines) > room:
        lines = lines[:room - 1] + [" ".join(lines[room - 1:])]
    return current, [abbreviated(line, width, current, bold) for line in lines], True


def draw_block(surface, rect: Rect, words: str, size: int, colour, bold=False, align="center",
               max_lines: int = 2, turn: Turn = UPRIGHT, ground: Ground | None = None) -> bool:
    """Text in `rect`: one line if it fits, else wrapped on up to `max_lines` lines, else
    abbreviated (see `block_lines`); returns False when its height does not fit the box.
    `turn`: drawn straight into a turned panel's picture, `rect` upright."""
    if not words:
        return True
    size, lines, _ = block_lines(words, rect.width, rect.height, size, bold, max_lines)
    if len(lines) == 1:
        return _put_line(surface, lines[0], size, colour, bold, rect, align, turn, ground) <= rect.height + max(2, size // 5)
    step = line_step(size, bold)
    top = rect.centery - len(lines) * step // 2
    for index, line in enumerate(lines):
        _put_line(surface, line, size, colour, bold, Rect(rect.left, top + index * step, rect.width, step), align, turn,
                  ground)
    return len(lines) * step <= rect.height + size // 5


_wrap_cache = Lru("wrapped lines", 500)  # (words, width, size, bold) -> lines: a screen uses ≤ 162; bounded, see memory


def wrap(words: str, width: int, size: int, bold=False) -> list[str]:
    key = (words, width, size, bold)
    found = _wrap_cache.get(key)
    if found is not None:
        return found
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if theme.text_size(candidate, size, bold)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return _wrap_cache.put(key, lines)


def hatch(surface, rect: Rect, radius: int, turn: Turn = UPRIGHT) -> None:
    """Diagonal stripes across a disabled control (a pattern, not colour alone); kept off its
    rounded corners. `turn`: drawn straight into a turned panel's picture, `rect` upright."""
    band = turn.place(rect.inflate(-2 * radius, -4))
    if not band.clip(surface.get_clip()).width or not band.height:
        return
    surface.blit(_stripes(rect.size, radius, turn.angle), band.topleft)


_hatches = Lru("hatch patterns", 48, weigh=surface_bytes)  # one per disabled button size on screen: bounded
_SEE_THROUGH = (255, 0, 255)  # the colour key of a stripes picture (never a theme colour)


def _stripes(size: tuple[int, int], radius: int, angle: int = 0) -> pygame.Surface:
    """The stripes of a disabled control of `size`, drawn once (the same lines, translated, as
    drawing them in place): transparent between the stripes; turned by `angle`, kept too."""
    key = (size, radius, angle)
    found = _hatches.get(key)
    if found is None and angle:
        found = turned(_stripes(size, radius), angle)
        found.set_colorkey(_SEE_THROUGH)
        _hatches.put(key, found)
    if found is None:
        rect = Rect((0, 0), size)
        band = rect.inflate(-2 * radius, -4)
        found = pygame.Surface(band.size)
        found.fill(_SEE_THROUGH)
        found.set_colorkey(_SEE_THROUGH)
        step = max(8, rect.height // 4)
        width = max(2, rect.height // 24)
        for x in range(rect.left - rect.height, rect.right, step):
            pygame.draw.line(found, theme.HATCH, (x - band.left, rect.bottom - band.top),
                             (x + rect.height - band.left, rect.top - band.top), width)
        _hatches.put(key, found)
    return found


# -- plain widgets ---------------------------------------------------------------------------
@drawing_turned
class Box(Widget):
    """A coloured, rounded rectangle behind other widgets."""

    decor = True

    def __init__(self, rect, colour=theme.PANEL, radius: int = 8, outline=None, **kw):
        super().__init__(rect, **kw)
        self.colour, self.radius, self.outline = colour, radius, outline

    def signature(self, app):
        if type(self) is not Box:
            return None
        return (Box, tuple(self.rect), self.colour, self.radius, self.outline)

    def solid_rects(self) -> list:
        """The parts it paints whole: all but the squares of its rounded corners."""
        return flat_cross(self.rect, self.radius)

    def flat_parts(self) -> list:
        if type(self) is not Box or len(self.colour) != 3:
            return []
        edge = max(2, self.radius // 4) if self.outline else 0
        return [(rect, self.colour) for rect in flat_cross(self.rect, self.radius, edge)]

    def draw(self, surface, app, turn: Turn = UPRIGHT):
        rect = turn.place(self.rect)
        pygame.draw.rect(surface, self.colour, rect, border_radius=self.radius)
        if self.outline:
            draw_outline(surface, self.outline, rect, max(2, self.radius // 4), self.radius)


def draw_outline(surface, colour, rect: Rect, width: int, radius: int) -> None:
    """A rectangle's outline, `width` thick, its corners rounded by `radius`. A square one is
    four strips: pygame draws a square outline around the part of it inside the clip (a part
    of a box repainted under a clip showed an edge where there is none); rounded ones are
    drawn alike under any clip."""
    if radius > 0:
        pygame.draw.rect(surface, colour, rect, width=width, border_radius=radius)
        return
    rect = Rect(rect)
    across, down = min(width, rect.height), min(width, rect.width)
    for strip in (Rect(rect.left, rect.top, rect.width, across), Rect(rect.left, rect.bottom - across, rect.width, across),
                  Rect(rect.left, rect.top, down, rect.height), Rect(rect.right - down, rect.top, down, rect.height)):
        surface.fill(colour, strip)


@grounded
@drawing_turned
class Label(Widget):
    """A short text: one line at its size if it fits, else down the type scale, wrapped on
    two lines, then abbreviated with "…" (never below the scale's minimum)."""

    def __init__(self, rect, text, size: int, colour=theme.INK, bold=False, align="center", *, cut: bool = False, **kw):
        super().__init__(rect, **kw)
        self.text, self.size, self.colour, self.bold, self.align = text, size, colour, bold, align
        self.cut = cut  # True: a long text (a folder path) is expected to end in "…"

    def signature(self, app):
        if type(self) is not Label:
            return None
        return (Label, tuple(self.rect), say(self.text, app.lang), self.size, self.colour, self.bold, self.align)

    def draw(self, surface, app, turn: Turn = UPRIGHT):
        if self.cut:
            with theme.cut_expected():
                self.overflow = not draw_block(surface, self.rect, say(self.text, app.lang), self.size, self.colour,
                                               self.bold, self.align, max_lines=1, turn=turn, ground=self.ground)
            return
        self.overflow = not draw_block(surface, self.rect, say(self.text, app.lang), self.size, self.colour, self.bold,
                                       self.align, turn=turn, ground=self.ground)

    def label_text(self, app):
        return say(self.text, app.lang)


_CLAUSE_END = re.compile(r"\s*[,:;—–]\s+")


def leading_clauses(words: str) -> list[str]:
    """The text's leading clauses, shortest first, each without its closing punctuation:
    "Auctions, mines, towns: the app is the bank" gives "Auctions", "Auctions, mines" and
    "Auctions, mines, towns"."""
    return [words[:cut.start()].rstrip() for cut in _CLAUSE_END.finditer(words) if cut.start() > 0]


@grounded
@drawing_turned
class Paragraph(Widget):
    """Wrapped text, down the type scale until its lines fit the box, then abbreviated;
    `overflow` is set when not even one line fits. `valign`: "top" or "center". `clauses`:
    text that does not fit whole loses its last clauses (after a comma, colon, semicolon or
    dash) rather than end in "…" mid-word, while a whole clause is left."""

    def __init__(self, rect, text, size: int, colour=theme.INK, bold=False, valign="top", clauses=False, **kw):
        super().__init__(rect, **kw)
        self.text, self.size, self.colour, self.bold, self.valign = text, size, colour, bold, valign
        self.clauses = clauses

    def layout(self, app) -> tuple[int, list[str]]:
        """(size, lines): down the type scale until the lines fit; at the minimum, the lines
        that fit, the last one abbreviated (or, with `clauses`, the first clauses that fit)."""
        words = say(self.text, app.lang)
        size, lines, fits = self._fitted(words)
        if not fits and self.clauses:
            for shorter in reversed(leading_clauses(words)):
                found = self._fitted(shorter)
                if found[2]:
                    return found[:2]
        if not fits:
            step = theme.line_height(size, self.bold)
            room = max(1, (self.rect.height + step // 4) // step)
            if len(lines) > room:
                lines = lines[:room - 1] + [" ".join(lines[room - 1:])]
            lines = [abbreviated(line, self.rect.width, size, self.bold) for line in lines]
        return size, lines

    def _fitted(self, words: str) -> tuple[int, list[str], bool]:
        """(size, lines, whether they fit): down the type scale until they do, or at its minimum."""
        for size in theme.steps_down(self.size):
            lines = wrap(words, self.rect.width, size, self.bold)
            step = theme.line_height(size, self.bold)
            fits = len(lines) * step <= self.rect.height + step // 4 and all(
                theme.text_size(line, size, self.bold)[0] <= self.rect.width for line in lines)
            if fits:
                break
        return size, lines, fits

    def signature(self, app):
        if type(self) is not Paragraph:
            return None
        return (Paragraph, tuple(self.rect), say(self.text, app.lang), self.size, self.colour, self.bold, self.valign,
                self.clauses)

    def draw(self, surface, app, turn: Turn = UPRIGHT):
        size, lines = self.layout(app)
        step = theme.line_height(size, self.bold)
        self.overflow = len(lines) * step > self.rect.height + step // 4
        if self.rect.width <= 0:  # no room at all (a squeezed layout): an "…" would show beside
            return                # the box, where partial frames do not look for its pixels
        y = self.rect.top
        if self.valign == "center":
            y += max(0, (self.rect.height - len(lines) * step) // 2)
        for line in lines:
            if y + step > self.rect.bottom + step // 4:
                break
            if line:
                image = theme.text(line, size, self.colour, self.bold, turn.angle)
                put_text(surface, image, Rect((self.rect.left, y), turn.upright_size(image)), turn, self.ground,
                         (line, size, self.colour, self.bold))
            y += step

    def label_text(self, app):
        return say(self.text, app.lang)


@drawing_turned
class Button(Widget):
    """A rounded button. style: "normal", "primary" (the screen's main action), "danger",
    "quiet" (secondary, flat). `selected` marks the chosen one of a set (toggles, choices)."""

    def __init__(self, rect, label, on_tap=None, *, style="normal", selected=False, size: int = 17,
                 sublabel=None, **kw):
        super().__init__(rect, on_tap=on_tap, **kw)
        self.label, self.style, self.selected, self.size, self.sublabel = label, style, selected, size, sublabel

    def signature(self, app):
        if type(self) not in (Button, CardButton):
            return None
        return (type(self), tuple(self.rect), say(self.label, app.lang), say(self.sublabel, app.lang), self.style,
                self.selected, self.enabled, self.reason is not None, self.size, app.pressed is self,
                getattr(self, "tint", None))

    def colours(self, app):
        pressed = app.pressed is self
        if not self.enabled:
            return theme.BUTTON_DISABLED, theme.INK_DISABLED
        if self.selected:
            return (theme.PRIMARY_PRESSED if pressed else theme.PRIMARY), theme.INK_DARK
        if self.style == "primary":
            return (theme.PRIMARY_PRESSED if pressed else theme.PRIMARY), theme.INK_DARK
        if self.style == "danger":
            return ((220, 100, 86) if pressed else theme.DANGER), theme.INK
        if self.style == "quiet":
            return (theme.BUTTON if pressed else theme.PANEL_ACTIVE), theme.INK
        return (theme.BUTTON_PRESSED if pressed else theme.BUTTON), theme.INK

    @staticmethod
    def inner(rect: Rect) -> Rect:
        """Where a button of `rect` writes its label."""
        return rect.inflate(-max(8, rect.height // 5), -max(4, rect.height // 8))

    @classmethod
    def shows_whole(cls, words: str, rect: Rect, size: int) -> bool:
        """Whether `words` (no sublabel) would show whole on a button of `rect`."""
        return shows_whole(words, cls.inner(rect), size, True)

    def draw(self, surface, app, turn: Turn = UPRIGHT):
        fill, ink = self.colours(app)
        radius = max(6, min(self.rect.height // 4, 14))
        rect = turn.place(self.rect)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        ground = None
        inner = self.inner(self.rect)
        if not self.enabled:  # not just greyer: hatched and outlined, its label still readable
            hatch(surface, self.rect, radius, turn)
            pygame.draw.rect(surface, theme.INK_DISABLED, rect, width=2, border_radius=radius)
        elif len(fill) == 3 and may_lay_lines(inner, self.size, True):  # its label on its face
            ground = Ground(fill, flat_cross(self.rect, radius))
        words = say(self.label, app.lang)
        if self.sublabel is not None:
            top, bottom = inner.copy(), inner.copy()
            top.height = inner.height * 3 // 5
            bottom.top, bottom.height = top.bottom, inner.height - top.height
            fits = draw_line(surface, top, words, self.size, ink, True, turn=turn, ground=ground)
            fits &= draw_line(surface, bottom, say(self.sublabel, app.lang), self.size * 2 // 3, ink, turn=turn,
                              ground=ground)
        else:
            fits = draw_block(surface, inner, words, self.size, ink, True, turn=turn, ground=ground)
        self.overflow = not fits

    def label_text(self, app):
        return say(self.label, app.lang)


@drawing_turned
class CardButton(Button):
    """A card as the table sees it: its value large, a tint for its kind, selectable."""

    def __init__(self, rect, label, on_tap=None, *, tint=theme.CARD, **kw):
        super().__init__(rect, label, on_tap, **kw)
        self.tint = tint

    def draw(self, surface, app, turn: Turn = UPRIGHT):
        radius = max(5, min(self.rect.width, self.rect.height) // 7)
        if not self.enabled:  # still a readable card: greyed, not hidden
            fill, ink = theme.CARD_DIM, theme.INK_DIM
        elif self.selected:
            fill, ink = theme.CARD_SELECTED, theme.INK_DARK
        else:
            fill, ink = self.tint, theme.INK_DARK
        if app.pressed is self:
            fill = tuple(max(0, c - 30) for c in fill)
        rect = turn.place(self.rect)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, theme.INK_DARK if self.selected else theme.OUTLINE, rect,
                         width=max(3, radius // 2) if self.selected else 1, border_radius=radius)
        inner = self.rect.inflate(-6, -4)
        ground = None
        if self.selected:  # not colour alone: a thick edge and a check mark in the corner
            side = max(theme.snap(0), min(self.rect.width, self.rect.height) // 5)
            mark = Rect(self.rect.right - side - max(3, radius // 2), self.rect.top + max(3, radius // 3), side, side)
            draw_line(surface, mark, "✓", side, ink, True, turn=turn)
        elif len(fill) == 3 and may_lay_lines(inner, self.size, True):  # its words on its face, inside the outline
            ground = Ground(fill, flat_cross(self.rect, radius, 1))
        if self.sublabel is not None:
            top, bottom = inner.copy(), inner.copy()
            top.height = inner.height * 2 // 3
            bottom.top, bottom.height = top.bottom, inner.height - top.height
            fits = draw_line(surface, top, say(self.label, app.lang), self.size, ink, True, turn=turn, ground=ground)
            fits &= draw_line(surface, bottom, say(self.sublabel, app.lang), self.size // 2, ink, turn=turn, ground=ground)
        else:  # a long name (an event card) wraps rather than shrinking to nothing
            fits = draw_block(surface, inner, say(self.label, app.lang), self.size, ink, True, max_lines=3, turn=turn,
                              ground=ground)
        self.overflow = not fits


class EverySide(Widget):
    """A short shared text drawn once per table side, along that edge of its rect and turned
    to face it (angles as `Panel`: 0 bottom, 90 right, 180 top, 270 left), so every chair
    reads it; one line each, on the type scale."""

    def __init__(self, rect, text, size: int, angles, colour=theme.INK, **kw):
        super().__init__(rect, **kw)
        self.text, self.size, self.angles, self.colour = text, size, tuple(angles), colour

    def signature(self, app):
        return (EverySide, tuple(self.rect), say(self.text, app.lang), self.size, self.angles, self.colour)

    def label_text(self, app):
        return say(self.text, app.lang)

    def placements(self, app) -> list:
        """(angle, screen rect) of each copy."""
        words = say(self.text, app.lang)
        size = theme.snap(self.size)
        depth = theme.line_height(size, True) + 4
        out = []
        for angle in self.angles:
            if angle == 0:
                out.append((0, Rect(self.rect.left, self.rect.bottom - depth, self.rect.width, depth)))
            elif angle == 180:
                out.append((180, Rect(self.rect.left, self.rect.top, self.rect.width, depth)))
            elif angle == 90:
                out.append((90, Rect(self.rect.right - depth, self.rect.top, depth, self.rect.height)))
            else:
                out.append((270, Rect(self.rect.left, self.rect.top, depth, self.rect.height)))
        return [(angle, place) for angle, place in out if words]

    def draw(self, surface, app):
        words = say(self.text, app.lang)
        self.overflow = False
        for angle, place in self.placements(app):
            along = place.height if angle in (90, 270) else place.width
            across = place.width if angle in (90, 270) else place.height
            key = (words, along, across, self.size, self.colour, angle, theme.scale())
            image = _sides.get(key)
            if image is None:
                flat = pygame.Surface((along, across), pygame.SRCALPHA)
                self.overflow |= not draw_line(flat, flat.get_rect(), words, self.size, self.colour, True)
                image = _sides.put(key, pygame.transform.rotate(flat, angle) if angle else flat)
            surface.blit(image, place)


_sides = Lru("every-side texts", 64, weigh=surface_bytes)  # a few shared lines × 4 sides: bounded


# -- composite builders ------------------------------------------------------------------------
def keypad(rect: Rect, on_key, *, gap: int, size: int, id_prefix: str = "key", extra=(),
           min_key: int = 48) -> list[Widget]:
    """Digits 0–9 and ⌫ fitted to `rect`: as few rows as keys at least `min_key` px tall
    allow (one row in a flat seat panel, 3 or 4 in a square). `on_key(key)` receives
    "0".."9" or "back"; `extra`: more (label, key) buttons appended."""
    keys = [(str(d), str(d)) for d in (1, 2, 3, 4, 5, 6, 7, 8, 9, 0)] + [("⌫", "back")] + list(extra)
    best = None
    for nrows in range(1, len(keys) + 1):
        cols = -(-len(keys) // nrows)
        height = (rect.height - gap * (nrows - 1)) // nrows
        width = (rect.width - gap * (cols - 1)) // cols
        if height >= min_key and width >= min_key:
            score = min(width, height * 1.6)  # prefer keys a little wider than tall
            if best is None or score > best[0]:
                best = (score, cols)
    cols = best[1] if best else 4
    cells = _grid(rect, len(keys), cols, gap)
    return [Button(cell, label, (lambda k=key: on_key(k)), id=f"{id_prefix}:{key}", size=size)
            for cell, (label, key) in zip(cells, keys)]


KEYBOARD_ROWS = ["1234567890", "QWERTYUIOP", "ASDFGHJKL'", "ZXCVBNM-.", "ÄÖÜÉÈÇß"]


def keyboard(rect: Rect, on_key, *, gap: int, size: int, shift: bool = True, min_key: int = 0) -> list[Widget]:
    """An on-screen keyboard (letters with French and German accents, space, ⌫, ⇧).
    `on_key(key)` receives a character, "space", "back" or "shift". Where ten keys of
    `min_key` px do not fit across (a portrait panel), the keys flow into more, shorter rows."""
    out: list[Widget] = []
    across = 10
    if min_key and (rect.width - gap * 9) // 10 < min_key:
        across = max(1, (rect.width + gap) // (min_key + gap))
        letters = "".join(KEYBOARD_ROWS)
        layout = [letters[i:i + across] for i in range(0, len(letters), across)] + ["⇧ ␣ ⌫"]
    else:
        layout = KEYBOARD_ROWS + ["⇧ ␣ ⌫"]
    row_rects = _rows(rect, len(layout), gap)
    for row, row_rect in zip(layout, row_rects):
        if row.startswith("⇧"):
            cells = _cols(row_rect, [1, 3, 1], gap)
            specs = [("⇧", "shift"), ("␣", "space"), ("⌫", "back")]
        else:
            width = (rect.width - gap * (across - 1)) // across
            total = len(row) * width + gap * (len(row) - 1)
            start = row_rect.left + (row_rect.width - total) // 2
            cells = [Rect(start + i * (width + gap), row_rect.top, width, row_rect.height) for i in range(len(row))]
            specs = [(ch if shift else ch.lower(), ch if shift else ch.lower()) for ch in row]
        for cell, (label, key) in zip(cells, specs):
            out.append(Button(cell, label, (lambda k=key: on_key(k)), id=f"kbd:{key}", size=size,
                              selected=(key == "shift" and shift)))
    return out


def _grid(rect, count, cols, gap):
    nrows = -(-count // cols)
    width = (rect.width - gap * (cols - 1)) // cols
    height = (rect.height - gap * (nrows - 1)) // nrows
    return [Rect(rect.left + (i % cols) * (width + gap), rect.top + (i // cols) * (height + gap), width, height)
            for i in range(count)]


def _rows(rect, count, gap):
    height = (rect.height - gap * (count - 1)) // count
    return [Rect(rect.left, rect.top + i * (height + gap), rect.width, height) for i in range(count)]


def _cols(rect, weights, gap):
    free = rect.width - gap * (len(weights) - 1)
    out, x = [], rect.left
    for w in weights:
        width = int(free * w / sum(weights))
        out.append(Rect(x, rect.top, width, rect.height))
        x += width + gap
    return out


def one_size(widgets: list, app) -> list:
    """Neighbouring buttons (or labels) of one row share one text size: the largest step at
    which every label fits (on up to two lines); returns the widgets."""
    sizes = []
    for widget in widgets:
        if isinstance(widget, Button):
            words, bold = widget.label, True
            inner = widget.rect.inflate(-max(8, widget.rect.height // 5), -max(4, widget.rect.height // 8))
        else:
            words, bold, inner = widget.text, widget.bold, widget.rect
        size, _, _ = block_lines(say(words, app.lang), inner.width, inner.height, widget.size, bold)
        sizes.append(size)
    for widget in widgets:
        widget.size = min(sizes) if sizes else widget.size
    return widgets
