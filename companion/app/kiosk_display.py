"""Drawing and touch turned together, for panels that ignore the kernel's rotation.

With `rotation` 0 nothing changes: scenes draw on the display surface itself. Otherwise
scenes draw on a logical surface of the turned size; `present()` turns it onto the panel
before each flip and `event()` maps every pointer event back into logical coordinates, so
scenes, widgets and tests only ever see logical positions. The arithmetic is
`companion.kiosk.rotation` (tested on its own); this module only applies it.
"""

from __future__ import annotations

import pygame

from companion.kiosk import rotation as turn

_POINTER = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
_FINGER = (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION)
_RESIZE = (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE)


class RotatedDisplay:
    def __init__(self, screen: pygame.Surface, rotation: int):
        turn.surface_angle(rotation)  # refuses anything but 0, 90, 180, 270
        self.rotation = rotation
        self.screen = screen
        self.surface = screen
        self.resize()

    def resize(self) -> pygame.Surface:
        """(Re)make the logical surface after the window changed size; returns it."""
        self.screen = pygame.display.get_surface() or self.screen
        if self.rotation:
            size = turn.logical_size(self.screen.get_size(), self.rotation)
            if self.surface is self.screen or self.surface.get_size() != size:
                self.surface = pygame.Surface(size).convert()
        else:
            self.surface = self.screen
        return self.surface

    def present(self, dirty: list | None = None, under=None) -> list | None:
        """Put the logical picture on the panel (call just before the display update).
        `dirty`: the logical rectangles drawn this frame (None: all of it); returns the panel
        rectangles to update (None: the whole panel), so a tap turns only what it changed.
        `under` (with `dirty` None): (a picture already turned, the logical rectangles drawn
        over it): a screen that came back whole, turned once when it was first kept; only
        what was drawn over it is turned."""
        if not self.rotation:
            return dirty
        if dirty is None:
            if under is None:
                self.screen.blit(self._turned(self.surface), (0, 0))
            else:
                self.screen.blit(under[0], (0, 0))
                self._turn_onto_panel(under[1])
            return None
        return self._turn_onto_panel(dirty)

    def turned(self, picture: pygame.Surface) -> pygame.Surface:
        """`picture`, of the logical surface's size, turned as the panel shows it."""
        return self._turned(picture) if self.rotation else picture

    def _turn_onto_panel(self, rects: list) -> list:
        """Each logical rectangle turned onto its place on the panel; returns those places."""
        size = self.screen.get_size()
        shown = []
        bounds = self.surface.get_rect()
        for rect in rects:
            rect = pygame.Rect(rect).clip(bounds)
            if not rect.width or not rect.height:
                continue
            rect = self._on_columns(rect, size)
            place = pygame.Rect(turn.rect_to_physical(tuple(rect), size, self.rotation))
            self.screen.blit(self._turned(self.surface.subsurface(rect)), place)
            shown.append(place)
        return shown

    def _on_columns(self, rect: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
        """`rect` widened so its place on the panel starts and ends on 16-pixel columns: SDL
        copies rows that start off one through a slow path, and a turned strip is hundreds
        of short rows (a 64×452 strip of an 800×480 panel: 66 µs at x = 616, 6 µs at 608)."""
        place = pygame.Rect(turn.rect_to_physical(tuple(rect), size, self.rotation))
        left, right = place.left - place.left % 16, min(size[0], place.right + -place.right % 16)
        corners = [turn.to_logical(corner, size, self.rotation) for corner in ((left, place.top), (right - 1, place.bottom - 1))]
        (x0, x1), (y0, y1) = sorted(int(c[0]) for c in corners), sorted(int(c[1]) for c in corners)
        return pygame.Rect(x0, y0, x1 - x0 + 1, y1 - y0 + 1)

    def _turned(self, picture: pygame.Surface) -> pygame.Surface:
        if self.rotation == 180:
            return pygame.transform.flip(picture, True, True)
        return pygame.transform.rotate(picture, turn.surface_angle(self.rotation))

    def event(self, event: pygame.event.Event) -> pygame.event.Event:
        """The event with its position in logical coordinates (unchanged when not rotated)."""
        if not self.rotation:
            return event
        if event.type in _POINTER:
            data = dict(event.dict)
            data["pos"] = tuple(int(v) for v in turn.to_logical(event.pos, self.screen.get_size(), self.rotation))
            if "rel" in data:
                data["rel"] = turn.delta_to_logical(event.rel, self.rotation)
            return pygame.event.Event(event.type, data)
        if event.type in _FINGER:
            data = dict(event.dict)
            data["x"], data["y"] = turn.normalised_to_logical((event.x, event.y), self.rotation)
            data["dx"], data["dy"] = turn.delta_to_logical((event.dx, event.dy), self.rotation)
            return pygame.event.Event(event.type, data)
        return event
