"""A panel's picture painted the new ways (issue 16: a turned panel keeps only its turned
picture, painted part by part from a kept turned face; a reused surface; a panel mostly hidden
under a sheet drawn only where it shows) gives exactly the pixels of drawing the panel upright
and turning the whole picture, at every angle."""

from __future__ import annotations

import pygame
import pytest

from companion.app import panels, testing, theme
from companion.app.panels import Panel
from companion.app.widgets import Box, Button, Label

LOCAL = (420, 300)   # the panel's upright size, whichever way it faces
AT = (30, 20)


def a_panel(angle: int, words: str = "Ana", active: bool = False, colour=theme.PANEL) -> Panel:
    """A sheet-like panel: a backdrop box over all of it (its face), a title, cards and a
    button scattered over it, one small box that changes."""
    w, h = LOCAL
    panel = Panel(pygame.Rect(*AT, *((h, w) if angle in (90, 270) else (w, h))), angle, colour,
                  active=active, id="sheet:turned")
    panel.add(Box(pygame.Rect(0, 0, w, h), theme.PANEL_ACTIVE, radius=12, outline=theme.PRIMARY))
    panel.add(Label(pygame.Rect(16, 12, 300, 40), words, 24, bold=True))
    for index in range(5):
        panel.add(Button(pygame.Rect(16 + index * 78, 70, 70, 90), str(index * 7), style="quiet", size=22))
    panel.add(Box(pygame.Rect(30, 180, 60, 30), (200, 60, 40), radius=6))
    panel.add(Button(pygame.Rect(220, 230, 180, 56), words, style="primary", size=20))
    return panel


def reference(app, panel: Panel) -> pygame.Surface:
    """The panel drawn the plain way: upright, every child, then the whole picture turned."""
    upright = pygame.Surface(panel.local_size)
    upright.fill(theme.BACKGROUND)
    pygame.draw.rect(upright, panel.colour, panel.local_rect, border_radius=panel.radius)
    if panel.active:
        panels.draw_turn_marks(upright, panel.local_rect, panel.radius)
    for child in panel.children:
        child.draw(upright, app)
    if panel.angle == 180:
        return pygame.transform.flip(upright, True, True)
    return pygame.transform.rotate(upright, panel.angle) if panel.angle else upright


def screen_with(app, panel: Panel, clip=None) -> bytes:
    surface = pygame.Surface((500, 500))
    surface.fill((0, 0, 0))
    surface.set_clip(clip)
    app.frames += 1
    panel.draw(surface, app)
    surface.set_clip(None)
    return pygame.image.tobytes(surface, "RGB")


def expected(app, panel: Panel, clip=None) -> bytes:
    surface = pygame.Surface((500, 500))
    surface.fill((0, 0, 0))
    surface.set_clip(clip)
    surface.blit(reference(app, panel), panel.rect)
    surface.set_clip(None)
    return pygame.image.tobytes(surface, "RGB")


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    made = testing.make_app((800, 480), mode="table", lang="en", resume=False)
    panels.forget_pictures()
    panels._spares.clear()
    return made


@pytest.mark.parametrize("angle", [0, 90, 180, 270])
@pytest.mark.parametrize("active", [False, True])
def test_a_fresh_picture_shows_what_turning_the_whole_upright_drawing_shows(app, angle, active):
    panel = a_panel(angle, active=active)
    assert screen_with(app, panel) == expected(app, panel)
    assert panels._leading_boxes(panel.child_signatures(app), panel.local_size) == 1  # the backdrop: in the face


@pytest.mark.parametrize("angle", [0, 90, 180, 270])
def test_a_reused_surface_and_a_repainted_part_show_a_fresh_drawing(app, angle):
    """A dropped picture's surface serves the next picture of its size (its old pixels all
    painted over); a changed child repaints its part (turned in bands) exactly."""
    screen_with(app, a_panel(angle, words="Ana"))
    kept = next(iter(panels._panels.values())).turned
    panels.forget_pictures()
    panel = a_panel(angle, words="Bertrand")
    assert screen_with(app, panel) == expected(app, panel)
    assert next(iter(panels._panels.values())).turned is kept  # the dropped surface, reused

    again = a_panel(angle, words="Cleo")  # the title and the button change: two parts
    assert screen_with(app, again) == expected(app, again)


@pytest.mark.parametrize("angle", [0, 90, 180, 270])
def test_a_panel_mostly_hidden_is_painted_only_where_it_shows_then_the_rest_when_it_shows(app, angle, monkeypatch):
    panel = a_panel(angle)
    clip = pygame.Rect(AT[0] + 7, AT[1] + 40, 50, 90)  # a sliver beside a sheet
    assert screen_with(app, panel, clip) == expected(app, panel, clip)
    assert next(iter(panels._panels.values())).painted == [panel.to_local_rect(clip)]

    sliver, whole = expected(app, panel, clip), expected(app, panel)
    drawn = []
    real = Label.draw
    monkeypatch.setattr(Label, "draw", lambda self, surface, app: (drawn.append(self.text), real(self, surface, app)))
    assert screen_with(app, a_panel(angle), clip) == sliver
    assert drawn == []  # the same sliver again: painted already
    assert screen_with(app, a_panel(angle)) == whole  # the sheet went: the rest painted
    assert drawn


def test_a_band_turned_picture_matches_across_band_edges(app, monkeypatch):
    """Parts wider than a band are turned in several bands: none lost or misplaced."""
    monkeypatch.setattr(panels, "TURN_BAND_PX", 3000)  # bands of a few rows or columns
    for angle in (90, 180, 270):
        panels.forget_pictures()
        panel = a_panel(angle)
        assert screen_with(app, panel) == expected(app, panel)
