"""Scenes: one screen each, kept on the app's stack. A scene builds its widgets from the
window size and the game state in `build()`; the app calls it again after every change,
so a scene never patches widgets in place."""

from __future__ import annotations

import pygame

from companion.app import theme
from companion.app.i18n import L
from companion.app.layout import Metrics, Rect, columns, inset, rows
from companion.app.memory import Lru, surface_bytes
from companion.app.widgets import Box, Button, Label, Panel, Paragraph, Widget


class Scene:
    name = "scene"      # the screenshot file name; also how tests recognise the screen
    modal = False       # True: drawn over the scene below, which stays visible under a scrim

    def __init__(self, app):
        self.app = app
        self.widgets: list[Widget] = []

    # -- building ---------------------------------------------------------------------------
    @property
    def metrics(self) -> Metrics:
        return self.app.metrics

    def rebuild(self) -> None:
        self.widgets = []
        self.build()

    def build(self) -> None:
        """Add this scene's widgets with `self.add(...)`."""

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def add_modal_box(self, width: int, height: int) -> Rect:
        """The framed box of a modal scene, centred and at most width × height (design px,
        shrunk to fit the screen); returns the area inside its padding."""
        m = self.metrics
        box = Rect(0, 0, min(m.width - 2 * m.margin, m.px(width)), min(m.height - 2 * m.margin, m.px(height)))
        box.center = m.screen.center
        self.add(Box(box, theme.PANEL_ACTIVE, radius=m.px(12), outline=theme.PRIMARY))
        return inset(box, m.margin * 2)

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
        if not self.modal:
            for rect in subtract(surface.get_rect(), self.opaque_rects()):
                surface.fill(theme.BACKGROUND, rect)
        for widget in self.widgets:
            widget.draw(surface, self.app)

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
        `right`: (label, on_tap, id) buttons at the right end."""
        m = self.metrics
        screen = inset(m.screen, m.margin)
        bar, body = rows(screen, [m.target, 1], m.gap * 2)
        left = bar.copy()
        if back:
            button = Rect(bar.left, bar.top, max(m.target, m.px(110)), bar.height)
            self.add(Button(button, L("common.back"), self.back, id="back", style="quiet", size=m.font("button")))
            left = Rect(button.right + m.gap * 2, bar.top, bar.right - button.right - m.gap * 2, bar.height)
        for label, on_tap, wid in reversed(list(right)):
            width = max(m.target, m.px(120))
            button = Rect(left.right - width, bar.top, width, bar.height)
            self.add(Button(button, label, on_tap, id=wid, style="quiet", size=m.font("button")))
            left.width = button.left - m.gap * 2 - left.left
        self.add(Label(left, title, m.font("title"), bold=True, align="left"))
        return body


class Paged(Scene):
    """A scene showing a long list a page at a time, turned by two buttons (no scrolling
    gesture to learn); `self.page` survives rebuilds."""

    page = 0
    previous_label = L("common.previous")
    next_label = L("common.next")

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

    def __init__(self, app, message, buttons: list[tuple], *, title=None, dialog_name: str | None = None):
        super().__init__(app)
        self.message, self.buttons, self.title = message, buttons, title
        if dialog_name:
            self.name = dialog_name

    def build(self):
        m = self.metrics
        inner = self.add_modal_box(560, 300)
        parts = [m.px(34)] if self.title else []
        areas = rows(inner, parts + [1, m.target], m.gap * 2)
        if self.title:
            self.add(Label(areas[0], self.title, m.font("title"), bold=True))
        self.add(Paragraph(areas[-2], self.message, m.font("body")))
        cells = columns(areas[-1], [1] * len(self.buttons), m.gap * 2)
        for cell, (label, action, wid, *style) in zip(cells, self.buttons):
            self.add(Button(cell, label, self._choose(action), id=wid, style=style[0] if style else "normal",
                            size=m.font("button")))

    def _choose(self, action):
        def chosen():
            self.app.pop(self)
            if action:
                action()
        return chosen

    def back(self):
        self.app.pop(self)

    def draw(self, surface):
        surface.blit(_scrim(surface.get_size()), (0, 0))
        super().draw(surface)


_scrims = Lru("dialog veil", 1, weigh=surface_bytes)  # a whole screen of pixels: only the current size's


def _scrim(size) -> pygame.Surface:
    """The veil over the screen behind a dialog, made once per window size."""
    found = _scrims.get(size)
    if found is None:
        found = _scrims.put(size, pygame.Surface(size, pygame.SRCALPHA))
        found.fill(theme.SCRIM)
    return found


def subtract(area: Rect, holes: list) -> list:
    """`area` minus the `holes`, as a list of rectangles."""
    pieces = [Rect(area)]
    for hole in holes:
        cut = []
        for piece in pieces:
            if not piece.colliderect(hole):
                cut.append(piece)
                continue
            inner = piece.clip(hole)
            if inner.top > piece.top:
                cut.append(Rect(piece.left, piece.top, piece.width, inner.top - piece.top))
            if inner.bottom < piece.bottom:
                cut.append(Rect(piece.left, inner.bottom, piece.width, piece.bottom - inner.bottom))
            if inner.left > piece.left:
                cut.append(Rect(piece.left, inner.top, inner.left - piece.left, inner.height))
            if inner.right < piece.right:
                cut.append(Rect(inner.right, inner.top, piece.right - inner.right, inner.height))
        pieces = cut
    return pieces
