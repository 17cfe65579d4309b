"""The face of a sheet framed by a box of its whole size (Aurum's card sheet, any modal box
turned to a seat) is drawn without the panel's own rounded rectangle the box hides, and with
the table's background only in the corners the box leaves: the same pixels as drawing all
three, at every angle and at every size a sheet takes."""

from __future__ import annotations

import pygame
import pytest

from companion.app import panels, theme, widgets
from companion.app.panels import turned_rect
from companion.app.widgets import Box, Rect


def reference(size, angle, colour, radius, box) -> pygame.Surface:
    """The face drawn the long way, straight in turned coordinates: background, the panel's
    rounded rectangle, then the box."""
    whole = turned_rect(Rect(0, 0, *size), size, angle)
    out = pygame.Surface(whole.size)
    out.fill(theme.BACKGROUND)
    pygame.draw.rect(out, colour, whole, border_radius=radius)
    rect, box_colour, box_radius, outline = box
    Box(turned_rect(rect, size, angle), box_colour, box_radius, outline).draw(out, None)
    return out


@pytest.mark.parametrize("size", [(1876, 1036), (1036, 1876), (752, 432), (431, 753), (97, 61)])
@pytest.mark.parametrize("angle", [0, 90, 180, 270])
@pytest.mark.parametrize("box_radius", [0, 12, 27])
def test_a_face_under_a_box_of_its_size_is_the_face_drawn_whole(size, angle, box_radius):
    pygame.display.init()
    colour, radius = theme.PANEL_ACTIVE, max(8, min(size) // 14)
    box = Box(Rect(0, 0, *size), theme.PANEL_ACTIVE, radius=box_radius, outline=theme.PRIMARY)
    face = panels._Face(None, size, angle, colour, radius, False, [box])
    drawn = pygame.Surface(turned_rect(Rect(0, 0, *size), size, angle).size)
    drawn.fill((255, 0, 255))  # anything left unpainted would show
    if angle:
        face._draw_turned(drawn)
    else:
        face._paint(drawn, (0, 0))
    expected = reference(size, angle, colour, radius, (box.rect, box.colour, box.radius, box.outline))
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_a_sheet_face_is_laid_with_one_sheet_sized_fill(monkeypatch):
    """A sheet's face laid on its picture: the box's colour filled once, its outline's straight
    runs filled, its corners from small pictures; no rounded rectangle drawn sheet-sized, and
    no background under it (a face drawn whole drew the panel's rectangle, then the box over it)."""
    pygame.display.init()
    size = (1876, 1036)
    box = Box(Rect(0, 0, *size), theme.PANEL_ACTIVE, radius=27, outline=theme.PRIMARY)
    face = panels._Face(None, size, 180, theme.PANEL_ACTIVE, 74, False, [box])
    big = []
    draw = pygame.draw.rect
    monkeypatch.setattr(widgets.pygame.draw, "rect", lambda surface, colour, rect, *a, **k:
                        big.append(Rect(rect).size) or draw(surface, colour, rect, *a, **k))
    fills = []
    real = pygame.Surface

    class Spy(real):
        def fill(self, colour, rect=None, *a):
            fills.append(self.get_size() if rect is None else Rect(rect).size)
            return real.fill(self, colour, rect, *a)
    surface = Spy(size)
    face.lay(surface)
    assert all(w * h < 200 * 200 for w, h in big)   # only the small corner pictures are drawn
    assert sum(1 for w, h in fills if w * h > size[0] * size[1] // 2) == 1
    expected = reference(size, 180, theme.PANEL_ACTIVE, 74, (box.rect, box.colour, box.radius, box.outline))
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(expected, "RGB")


@pytest.mark.parametrize("stage", ["aurum-lead", "aurum-trick", "aurum-bids"])
def test_a_sheet_repainting_its_cards_paints_no_turned_face(stage):
    """Where a changed card's place shows only the sheet's colour (its face is flat there),
    it is filled: the sheet's face is never painted as a turned picture of its own (a screen
    of pixels at 1080p, per seat the sheet faces, which crowded the sheets out of memory)."""
    from companion.app import staging
    app = staging.staged(stage, (1920, 1080), "table")
    for _ in range(2):
        staging.retake_last(app)
    sheet = app.top.sheet
    assert sheet.angle
    faces = [face for face in panels._backgrounds.values() if face.size == sheet.local_size and face.angle == sheet.angle]
    assert faces and all(face._turned is None for face in faces)


@pytest.mark.parametrize("active", [False, True])
@pytest.mark.parametrize("size", [(1310, 302), (291, 1080), (97, 61)])
def test_a_face_part_painted_in_place_is_the_face_drawn_whole_there(size, active):
    """A part of a seat panel's face painted in place under a clip (`paint_upright` before the
    face has a picture) is the face drawn whole, there: clear of the rounded corners it is
    filled, not drawn as a rounded rectangle (which pygame draws whole under any clip)."""
    import random
    pygame.display.init()
    face = panels._Face(None, size, 0, theme.PANEL, max(8, min(size) // 14), active, [])
    whole = pygame.Surface(size)
    face._paint(whole, (0, 0))
    pick = random.Random(16)
    clips = [Rect(0, 0, *size).inflate(-2 * face.radius, -2 * face.radius)] + [
        Rect(pick.randrange(size[0]), pick.randrange(size[1]), pick.randrange(1, size[0]), pick.randrange(1, size[1]))
        for _ in range(40)]
    for clip in clips:
        part = pygame.Surface(size)
        part.fill((255, 0, 255))
        part.set_clip(clip)
        face._paint(part, (0, 0))
        part.set_clip(None)
        seen = clip.clip(Rect(0, 0, *size))
        assert pygame.image.tobytes(part.subsurface(seen), "RGB") == pygame.image.tobytes(whole.subsurface(seen), "RGB")


def test_a_face_part_clear_of_the_corners_draws_no_rounded_rectangle(monkeypatch):
    pygame.display.init()
    size = (1310, 302)
    face = panels._Face(None, size, 0, theme.PANEL, 21, False, [])
    drawn = []
    monkeypatch.setattr(widgets.pygame.draw, "rect", lambda *a, **k: drawn.append(a))
    part = pygame.Surface(size)
    part.set_clip(Rect(200, 0, 400, 30))  # along the top edge, between the corners
    face._paint(part, (0, 0))
    assert drawn == []
