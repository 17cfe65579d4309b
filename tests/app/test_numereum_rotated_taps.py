"""A Numereum tap on a panel that ignores the kernel's rotation (the Pi's 7" turned): the parts
turned onto the panel start and end on 16-pixel columns (SDL copies rows that start off one
through a slow path, ten times slower for a turned strip: with the seats inside the gold ring
their rows moved off the columns and a tap's turn cost a fifth more), and the panel shows
what a whole frame shows."""

from __future__ import annotations

import pygame
import pytest

from companion.app import staging
from companion.app.kiosk_mode import Kiosk


def turned_app(name: str, rotation: int):
    app = staging.fresh_app((800, 480), "table", "en")
    app.window = pygame.display.get_surface()
    app.kiosk = Kiosk(app, locked=False, rotation=rotation)
    staging.stage(app, dict(staging.states())[name])
    app.render()
    return app


def panel_pixels() -> bytes:
    return pygame.image.tobytes(pygame.display.get_surface(), "RGB")


@pytest.mark.parametrize("rotation", [90, 180, 270])
@pytest.mark.parametrize("name", ["numereum-raise", "numereum-hint", "numereum-end"])
def test_a_taps_turned_parts_lie_on_columns_and_match_a_whole_frame(name, rotation):
    app = turned_app(name, rotation)
    staging.retake_last(app, render=False)   # the last action taken back (drawn) and again
    app.invalidate()
    app.rebuild_visible()
    dirty = app.draw_changes(app.window)
    assert dirty, "the tap draws in parts"
    shown = app.kiosk.present(dirty)
    width = pygame.display.get_surface().get_width()
    assert shown
    for place in shown:
        assert place.left % 16 == 0 and (place.right % 16 == 0 or place.right == width), place
    parts = panel_pixels()
    app.full_redraw()
    app.render()
    assert panel_pixels() == parts
