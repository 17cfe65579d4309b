"""A big card grid is painted from its cards' opaque pictures, turned to the seat it faces
(issue 16): its first frame at 1920×1080 turns the bar and the trick, not a screen of pixels,
and shows exactly what the shared way (every card drawn upright, the sheet turned) shows, first
frame and after a tap, turned or upright; small grids keep the shared way."""

from __future__ import annotations

import pygame
import pytest

from companion.app import panels, staging
from companion.app.sheet_panel import SheetPanel
from companion.app.tables import pikoko_entry, pikoko_look

PICTURED = pikoko_entry.CardGrid.sheet_panel


def shown(state: str, size, mode: str, shared: bool, monkeypatch, retake: bool = False) -> bytes:
    """The screen of a state drawn as a never-seen screen (and after its last action retaken)."""
    monkeypatch.setattr(pikoko_entry.CardGrid, "sheet_panel", pikoko_entry.Overlay.sheet_panel if shared else PICTURED)
    pikoko_look._turned_faces.clear()
    app = staging.staged(state, size, mode)
    app.full_redraw()
    app.render()
    if retake and app.session.actions:   # (the first trump has none)
        staging.retake_last(app)
    return pygame.image.tobytes(app.window, "RGB")


@pytest.mark.parametrize("mode", ["table", "wall"])
@pytest.mark.parametrize("state", ["pikoko-play-grid", "pikoko-next-trump", "pikoko-peacock", "pikoko-trump"])
def test_a_big_grid_from_its_cards_pictures_shows_what_the_shared_way_shows(state, mode, monkeypatch):
    for retake in (False, True):
        shared = shown(state, (1920, 1080), mode, True, monkeypatch, retake)
        pictured = shown(state, (1920, 1080), mode, False, monkeypatch, retake)
        assert pictured == shared, (state, retake)


def turned_pixels(app, monkeypatch) -> list:
    """The pixels turned by the next frame, one entry per turn."""
    counted = []
    real = panels.turned
    monkeypatch.setattr(panels, "turned", lambda image, angle: counted.append(
        image.get_width() * image.get_height() if angle else 0) or real(image, angle))
    app.full_redraw()
    app.render()
    return counted


def test_the_first_frame_of_a_big_turned_grid_turns_its_bar_and_trick_only(monkeypatch):
    app = staging.staged("pikoko-play-grid", (1920, 1080), "table")
    sheet = app.top.widgets[0]
    assert isinstance(sheet, SheetPanel) and sheet.angle and app.top.pictured
    assert sum(turned_pixels(app, monkeypatch)) < sheet.rect.width * sheet.rect.height // 3


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_small_grids_keep_the_shared_panel(mode):
    app = staging.staged("pikoko-play-grid", (800, 480), mode)
    assert type(app.top.widgets[0]) is panels.Panel and not app.top.pictured
    assert not any(isinstance(w, pikoko_look.TurnedFeatherButton) for w in app.top.leaves())


def test_a_never_seen_big_sheet_fills_its_face_instead_of_drawing_it_whole(monkeypatch):
    """The bets sheet turned to a bettor at 1920×1080: its face is filled where the bets go and
    around them, its corners cut from a small face; neither drawn whole turned nor upright (it
    was both: 6 B of a 20 B first frame)."""
    app = staging.staged("pikoko-bets", (1920, 1080), "table")
    assert app.top.widgets[0].angle
    drawn = []
    for name in ("_draw_turned", "_paint"):
        real = getattr(panels._Face, name)
        monkeypatch.setattr(panels._Face, name, lambda self, surface, *rest, real=real, name=name: (
            drawn.append((name, surface.get_size(), self.size)), real(self, surface, *rest))[-1])
    app.full_redraw()
    app.render()
    assert all(surface != size and surface[::-1] != size for _, surface, size in drawn), drawn
