"""A panel's face that covers its whole picture (a sheet across the screen) fills the table's
background only in its rounded corners, not under all of it first (issue 16: a sheet's first
frame at 1920×1080 filled a screen of pixels that its colour covered again at once), with the
pixels of a face filled whole first."""

from __future__ import annotations

import pygame
import pytest

from companion.app import theme, widgets


class CountingSurface(pygame.Surface):
    """A surface that adds up the pixels filled with the background."""

    def __init__(self, size):
        super().__init__(size)
        self.background_filled = 0

    def fill(self, colour, rect=None, special_flags=0):
        if tuple(colour)[:3] == tuple(theme.BACKGROUND)[:3]:
            area = self.get_rect() if rect is None else pygame.Rect(rect).clip(self.get_rect())
            self.background_filled += area.width * area.height
        return super().fill(colour, rect, special_flags)


def reference(size, colour, radius: int) -> bytes:
    """The face as it was drawn: the background everywhere, then the panel's rounded colour."""
    surface = pygame.Surface(size)
    surface.fill(theme.BACKGROUND)
    pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=radius)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("size, angle", [((1920, 1080), 180), ((800, 480), 0), ((480, 300), 90), ((300, 20), 270)])
def test_a_face_fills_the_background_only_in_its_corners(size, angle):
    local = (size[1], size[0]) if angle in (90, 270) else size
    radius = max(8, min(local) // 14)
    face = widgets._Face(("test", size, angle), local, angle, theme.PANEL_ACTIVE, radius, False, [])
    picture = CountingSurface(widgets.turned_rect(pygame.Rect(0, 0, *local), local, angle).size)
    if angle:
        face._draw_turned(picture)
    else:
        face._paint(picture, (0, 0))
    assert pygame.image.tobytes(picture, "RGB") == reference(picture.get_size(), theme.PANEL_ACTIVE, radius)
    assert picture.background_filled <= 4 * radius * radius
