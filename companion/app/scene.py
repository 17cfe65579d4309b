"""Scenes: one screen each, kept on the app's stack. A scene builds its widgets from the
window size and the game state in `build()`; the app calls it again after every change,
so a scene never patches widgets in place."""

from __future__ import annotations

import pygame

from companion.app import theme
from companion.app.i18n import L, say
from companion.app.layout import Metrics, Rect, columns, inset, rows
from companion.app.changes import subtract
from companion.app.panels import Panel, fill, forgotten
from companion.app.widgets import (BLEED, GROUNDED, Box, Button, Ground, Label, Paragraph, Widget, drawn_lines,
                                   may_lay_lines, shows_whole)


# Games whose tables still draw at their own sizes: their scenes (named "<game>" or
# "<game>-…") shrink text freely as before instead of keeping to the type scale. A table's
# engineer removes the game here once the table is on the scale (testing.layout_problems
# then holds it to the scale and to 9 mm targets too).
LEGACY_SCALE: tuple[str, ...] = ()   # every table is on the scale now; kept for a table added later

# Set by the tests (tests/conftest.py): a build that `build_key` says may be skipped is
# made afresh anyway and must show what the kept one shows, or the test showing it fails.
# A key missing something its build reads would otherwise leave stale words on screen.
CHECK_KEPT_BUILDS = False


class KeptBuildDiffers(BaseException):
    """A scene's kept widgets differ from a fresh build's: its `build_key` misses an input.
    (Not an Exception: the shell closes a scene whose build fails with a message, which
    would hide this from the test.)"""


def legacy(name: str, games=LEGACY_SCALE) -> bool:
    return any(name == game or name.startswith(game + "-") for game in games)


class Scene:
    name = "scene"      # the screenshot file name; also how tests recognise the screen
    modal = False       # True: drawn over the scene below, which stays visible under a scrim
    veiled = False      # True (a modal): the screen below is darkened first (`veil`)

    @property
    def type_sizes(self):
        """The type scale this scene's text keeps to (None: a table not yet converted)."""
        return None if legacy(self.name) else self.metrics.type_sizes

    def __init__(self, app):
        self.app = app
        self.widgets: list[Widget] = []
        self.kept: dict = {}  # a part of a panel -> (its key, its widgets, what making it returned): see `keep`
        self._built_on = None  # the key of the last build (see `build_key`)
        self.looks = None  # what every widget built depends on, this build (see `rebuild`)

    # -- building ---------------------------------------------------------------------------
    @property
    def metrics(self) -> Metrics:
        return self.app.metrics

    def rebuild(self) -> None:
        theme.use_scale(self.type_sizes)  # text snaps to this window's type scale
        # what every widget's look depends on, whatever it shows: the pictures not dropped
        # since (`panels.forgotten`: a never-seen screen builds afresh), the window, the
        # words' language, the mode and the type scale; added to each key (`keep`, `build_key`)
        self.looks = (forgotten(), self.metrics, self.app.lang, self.app.mode, theme.scale())
        key = self.built_key()
        if key is not None and key == self._built_on:
            if CHECK_KEPT_BUILDS:
                self._check_kept_build(key)
            return
        self.widgets = []
        self.sheet = None
        self.build()
        # (read again: a build may settle what it read, e.g. a page kept to the pages there are)
        self._built_on = key if key is None else self.built_key()

    def _check_kept_build(self, key) -> None:
        """Build afresh (nothing kept) what `key` says is unchanged, compare, and put the kept
        build back with all the scene held before (tests only: they then run as the app does)."""
        kept, before = build_view(self), dict(vars(self))
        self.widgets, self.sheet, self.kept = [], None, {}
        try:
            self.build()
            again, fresh = self.built_key(), build_view(self)
        finally:
            vars(self).clear()
            vars(self).update(before)
        if fresh != kept or again != key:
            first = next((pair for pair in zip(kept, fresh) if pair[0] != pair[1]), (len(kept), len(fresh)))
            raise KeptBuildDiffers(f"{self.name}: kept build differs from a fresh one "
                                   f"({'its key changed' if again != key else first})")

    def built_key(self):
        """`build_key` with what every widget depends on (`looks`)."""
        key = self.build_key()
        return None if key is None else (self.looks, key)

    def build(self) -> None:
        """Add this scene's widgets with `self.add(...)`."""

    def build_key(self):
        """Everything `build` reads besides the window, the language and the mode, for a
        scene that can say so: while it is equal, a rebuild keeps the widgets built last
        time (a dialog closing over it, the screen drawn whole again). None (the default):
        built at every rebuild."""
        return None

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def button_width(self, label) -> int:
        """A button as wide as its words ask on one line (at the button size, with the room
        around them), a target at least."""
        m = self.metrics
        words = theme.text_size(say(label, self.app.lang), theme.snap(m.font("button")), True)[0]
        return max(m.target, words + m.px(28))

    def keep(self, panel: Panel, part, key: tuple, make):
        """Add to `panel` the widgets `make()` adds, or the very ones it added the last time
        `part` was made with an equal `key` (which must hold everything `make` reads but the
        `looks` added to it: a seat, or a part of one, e.g. Numereum's reserve, a row of
        Pikoko's bets sheet); returns what `make()` returned then. A build then costs what
        changed, not the whole scene."""
        key = (self.looks, key)
        kept = self.kept.get(part)
        if kept is not None and kept[0] == key:
            for widget in kept[1]:
                panel.add(widget)
            return kept[2]
        start = len(panel.children)
        made = make()
        self.kept[part] = (key, panel.children[start:], made)
        return made

    sheet: Panel | None = None  # the turned box of a modal scene facing a seat (see add_modal_box)

    def add_modal_box(self, width: int, height: int, seat: int | None = None) -> Rect:
        """The framed box of a modal scene, centred and at most width × height (design px,
        shrunk to fit the screen); returns the area inside its padding.

        With `seat` (table mode), the box is turned to face that seat, as its panel is: the
        returned area is then in the box's own upright coordinates, and widgets go in with
        `self.put(...)` (which also works for an upright box)."""
        m = self.metrics
        box, angle = self.modal_place(width, height, seat)
        local = Rect(0, 0, *(box.size if angle in (0, 180) else (box.height, box.width)))
        if angle:
            self.sheet = self.add(Panel(box, angle, colour=theme.PANEL_ACTIVE, id=f"sheet:{self.name}"))
            self.put(Box(local, theme.PANEL_ACTIVE, radius=m.px(12), outline=theme.PRIMARY))
            return inset(local, m.margin * 2)
        self.add(Box(box, theme.PANEL_ACTIVE, radius=m.px(12), outline=theme.PRIMARY))
        return inset(box, m.margin * 2)

    def modal_place(self, width: int, height: int, seat: int | None = None) -> tuple[Rect, int]:
        """Where `add_modal_box` puts the box on screen, and the angle it faces."""
        m = self.metrics
        angle = seat_angle(self.app, seat)
        across, deep = (m.height, m.width) if angle in (90, 270) else (m.width, m.height)
        local = (min(across - 2 * m.margin, m.px(width)), min(deep - 2 * m.margin, m.px(height)))
        box = Rect(0, 0, *(local if angle in (0, 180) else local[::-1]))
        box.center = m.screen.center
        return box, angle

    def put(self, widget: Widget) -> Widget:
        """Add a widget to the modal box (turned with it when it faces a seat)."""
        return self.sheet.add(widget) if self.sheet is not None else self.add(widget)

    def leaves(self):
        for widget in self.widgets:
            yield from widget.leaves()

    # -- life -------------------------------------------------------------------------------
    def back(self) -> None:
        """The Escape key (desktop) and back buttons."""
        self.app.pop()

    def animating(self) -> bool:
        """True while something moves: the loop then wakes up for each frame."""
        return False

    def tick(self, now_ms: int) -> None:
        """Advance an animation (called each frame while `animating()`)."""

    def shown(self) -> None:
        """Called when the scene comes (back) to the top of the stack."""

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.veiled:  # not under its largest opaque widget (a sheet), which repaints it whole
            clip, hole = surface.get_clip(), max(self.opaque_rects(), key=lambda r: r.width * r.height, default=None)
            for piece in subtract(clip, [hole]) if hole is not None else [clip]:
                surface.set_clip(piece)
                veil(surface)
            surface.set_clip(clip)
        self.draw_widgets(surface)

    def draw_widgets(self, surface: pygame.Surface, opaque: list | None = None, reach: int = BLEED) -> None:
        """Everything but the veil: the background (a bottom scene) and the widgets.
        `opaque`: `opaque_rects()`, when the caller has them already; `reach`: how far
        outside the clip a widget drawn may lie (0: the clip is the changed places grown by
        the BLEED already, as the shell draws a tap's, and no panel beside them is drawn)."""
        theme.use_scale(self.type_sizes)
        clip = surface.get_clip()
        if not self.modal:
            for rect in subtract(clip, self.opaque_rects() if opaque is None else opaque):
                fill(surface, theme.BACKGROUND, rect)
        # under a clip (a frame drawn in parts, as the shell draws the scene below), only the
        # widgets that paint inside it
        widgets = self.widgets
        drawn = range(len(widgets)) if clip == surface.get_rect() else \
            clip.inflate(2 * reach, 2 * reach).collidelistall([widget.rect for widget in widgets])
        # (a text too small for any line worth laying on its ground: drawn as any widget, with
        # nothing worked out)
        texts: dict = {}  # index of a text drawn -> what its lines covered (for the ground of the next)
        for index in drawn:
            widget = widgets[index]
            if type(widget) in GROUNDED and may_lay_lines(widget.rect, widget.size, widget.bold):
                widget.ground = self.ground_under(index, texts)
                try:
                    lines = drawn_lines(lambda: widget.draw(surface, self.app))
                finally:
                    widget.ground = None   # (drawn otherwise, e.g. into a picture, it has none)
                texts[index] = lines
            else:
                widget.draw(surface, self.app)

    def reaches(self) -> list:
        """Each widget's rect with the BLEED it may paint beyond it, worked out once a frame
        (the grounds of a frame's texts: see `ground_under`)."""
        kept, frame = self._reaches, (len(self.widgets), self.app.frames)
        if kept is None or kept[0] is not self.widgets or kept[1] != frame:
            kept = self._reaches = (self.widgets, frame, [other.rect.inflate(2 * BLEED, 2 * BLEED) for other in self.widgets])
        return kept[2]

    def ground_under(self, index: int, texts: dict) -> Ground | None:
        """The flat colour under the widget at `index` as this pass draws (`Ground`): that of
        the last widget before it that reaches its rect, when it paints all of it in one
        colour, passing over texts whose lines (`texts`) fell beside it; the background when
        none does (a bottom scene's); else None."""
        widget = self.widgets[index]
        for hit in reversed([hit for hit in widget.rect.collidelistall(self.reaches()) if hit < index]):
            lines = texts.get(hit)
            if lines is not None:
                if widget.rect.collidelist(lines) != -1:
                    return None
                continue
            for rect, colour in self.widgets[hit].flat_parts():
                if rect.contains(widget.rect):
                    return Ground(colour, [widget.rect])
            return None
        return None if self.modal else Ground(theme.BACKGROUND, [widget.rect])

    _reaches = None  # (widgets, (their number, frame), each one's rect and BLEED): see `reaches`

    def opaque_rects(self) -> list:
        """Areas widgets repaint whole (no background fill needed under them): the panels,
        whose pictures include the background behind their rounded corners, and the inside
        of plain boxes (not their rounded corners)."""
        out = []
        for widget in self.widgets:
            if isinstance(widget, Panel):
                out.append(widget.rect)
            elif type(widget) is Box and len(widget.colour) == 3:
                out += widget.solid_rects()
        return out

    def hit(self, pos):
        for widget in reversed(self.widgets):
            found = widget.hit(pos)
            if found is not None:
                return found
        return None

    # -- shared pieces ----------------------------------------------------------------------
    def header(self, title, *, back: bool = True, right: list[tuple] = ()) -> Rect:
        """A title bar with a back button; returns the rectangle left below it.
        `right`: (label, on_tap, id) buttons at the right end (two lines if they need them)."""
        m = self.metrics
        screen = inset(m.screen, m.margin)
        bar, body = rows(screen, [m.target + m.px(4), 1], m.gap * 2)
        left = bar.copy()
        if back:
            button = Rect(bar.left, bar.top, max(m.target, m.px(120)), bar.height)
            self.add(Button(button, L("common.back"), self.back, id="back", style="quiet", size=m.font("button")))
            left = Rect(button.right + m.apart, bar.top, bar.right - button.right - m.apart, bar.height)
        # each right button as wide as its words on one line (up to a third of the bar), then two lines
        widths = [max(m.target, m.px(140), min(bar.width // 3, self.button_width(label))) for label, _, _ in right]
        beside = left.width - sum(widths) - m.apart * len(widths)
        if right and not shows_whole(say(title, self.app.lang), Rect(0, 0, beside, bar.height), m.font("title"), True):
            # no room left for the title (a portrait screen): the buttons in a row of their own below
            below, body = rows(body, [m.target, 1], m.gap * 2)
            for cell, (label, on_tap, wid) in zip(columns(below, [1] * len(right), m.apart), right):
                self.add(Button(cell, label, on_tap, id=wid, style="quiet", size=m.font("button")))
        else:
            for (label, on_tap, wid), width in zip(reversed(list(right)), reversed(widths)):
                button = Rect(left.right - width, bar.top, width, bar.height)
                self.add(Button(button, label, on_tap, id=wid, style="quiet", size=m.font("button")))
                left.width = button.left - m.apart - left.left
        self.add(Label(left, title, m.font("title"), bold=True, align="left"))
        return body


class Paged(Scene):
    """A scene showing a long list a page at a time, turned by two buttons (no scrolling
    gesture to learn); `self.page` survives rebuilds."""

    page = 0
    previous_label = L("common.previous")
    next_label = L("common.next")

    @staticmethod
    def page_count(count: int, per_page: int) -> int:
        """How many pages `count` items fill at `per_page` a page (one, empty, for none)."""
        return max(1, -(-count // per_page))

    def page_range(self, count: int, per_page: int) -> range:
        """The indexes of the items on the page shown, `self.page` first kept to the pages."""
        self.page = max(0, min(self.page, self.page_count(count, per_page) - 1))
        first = self.page * per_page
        return range(first, min(count, first + per_page))

    def page_bar(self, bar: Rect, pages: int) -> None:
        """‹ Previous · Page n of N · Next › in `bar`; clamps `self.page` to the pages."""
        m = self.metrics
        self.page = max(0, min(self.page, pages - 1))
        side = max(m.target, m.px(150))
        previous, where, following = columns(bar, [side, 1, side], m.gap * 2)
        self.add(Button(previous, self.previous_label, self._turn(-1), id="page:previous", enabled=self.page > 0,
                        reason=L("rules.first_page"), size=m.font("button")))
        self.add(Label(where, L("rules.page", n=self.page + 1, total=pages), m.font("body"), theme.INK_SOFT))
        self.add(Button(following, self.next_label, self._turn(1), id="page:next", enabled=self.page + 1 < pages,
                        reason=L("rules.last_page"), size=m.font("button")))

    def _turn(self, by: int):
        def apply():
            self.page += by
            self.app.invalidate()
        return apply


class Dialog(Scene):
    """A modal question: a message and a row of buttons, each (label, action, id, style).
    The dialog closes itself before running the chosen action."""

    name = "dialog"
    modal = True
    veiled = True

    def __init__(self, app, message, buttons: list[tuple], *, title=None, dialog_name: str | None = None,
                 seat: int | None = None):
        super().__init__(app)
        self.message, self.buttons, self.title = message, buttons, title
        self.seat = seat  # the seat that must answer: in table mode the box faces it
        if dialog_name:
            self.name = dialog_name

    def build_key(self):
        # its words and buttons are given once; a dialog building more says what it reads
        return (seat_angle(self.app, self.seat),) if type(self).build is Dialog.build else None

    def build(self):
        m = self.metrics
        inner = self.add_modal_box(580, 320, seat=self.seat)
        parts = [m.px(36)] if self.title else []
        areas = rows(inner, parts + [1, m.target + m.px(4)], m.gap * 2)
        if self.title:
            self.put(Label(areas[0], self.title, m.font("title"), bold=True))
        self.put(Paragraph(areas[-2], self.message, m.font("body")))
        cells = columns(areas[-1], [1] * len(self.buttons), m.apart)
        for cell, (label, action, wid, *style) in zip(cells, self.buttons):
            self.put(Button(cell, label, self._choose(action), id=wid, style=style[0] if style else "normal",
                            size=m.font("button")))

    def _choose(self, action):
        def chosen():
            self.app.pop(self)
            if action:
                action()
        return chosen

    def back(self):
        self.app.pop(self)


def build_view(scene) -> list:
    """What a scene's widgets show and answer (`widget_view`), a panel's children included."""
    return [widget_view(widget, scene.app) for widget in scene.leaves()]


def widget_view(widget, app) -> tuple:
    """What a widget shows and answers: kind, place, id, signature (None for one drawing on
    its own), whether it takes taps, and why not, in the app's language."""
    reason = widget.reason
    return (type(widget).__name__, tuple(widget.rect), widget.id, widget.signature(app), widget.enabled,
            widget.touchable, reason.message(app.lang) if hasattr(reason, "message") else say(reason, app.lang))


def seat_panel(app, seat: int | None):
    """The panel of `seat` on the game screen under the top of the stack (None: no game
    shown, or no such seat)."""
    if seat is None:
        return None
    for scene in reversed(app.stack):
        panels = getattr(scene, "panels", None)
        if panels:
            return panels[seat] if 0 <= seat < len(panels) else None
    return None


def seat_angle(app, seat: int | None) -> int:
    """How a box the seat must read is turned: as its panel in table mode, upright on a wall."""
    if seat is None or app.mode != "table":
        return 0
    panel = seat_panel(app, seat)
    return panel.angle if panel is not None else 0


def veil(surface: pygame.Surface) -> None:
    """Darken the screen behind a dialog (inside the clip): theme.SCRIM's black at its alpha,
    done as a multiply, three times cheaper than blending a screen-sized picture over it."""
    keep = 255 - theme.SCRIM[3]
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)


