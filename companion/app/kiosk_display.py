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

    def present(self) -> None:
        """Put the logical picture on the panel (call just before `pygame.display.flip()`)."""
        if not self.rotation:
            return
        if self.rotation == 180:
            turned = pygame.transform.flip(self.surface, True, True)
        else:
            turned = pygame.transform.rotate(self.surface, turn.surface_angle(self.rotation))
        self.screen.blit(turned, (0, 0))

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
