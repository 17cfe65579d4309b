"""A panel repaints (and turns) only the children that changed, even when many changed far
apart (issue 16), and its picture stays exactly what a fresh drawing shows."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from companion.app import changes, panels, testing, widgets
from companion.app.panels import Panel
from companion.app.widgets import Box, Label

LOCAL = (1200, 800)                          # the panel's upright size, whichever way it faces
GRID = [(x, y) for y in range(20, 780, 100) for x in range(20, 1180, 100)]  # 12 × 8 cells
CHANGED = {0, 11, 40, 53, 84, 95}            # corners and the middle: far apart


def sheet(angle: int, changed: bool) -> Panel:
    """A panel of small boxes and labels, one per cell; `changed` recolours a few scattered ones."""
    w, h = LOCAL
    panel = Panel(pygame.Rect(30, 20, *((h, w) if angle in (90, 270) else (w, h))), angle, id="sheet:test")
    for index, (x, y) in enumerate(GRID):
        colour = (200, 60, 40) if changed and index in CHANGED else (60, 90, 160)
        panel.add(Box(pygame.Rect(x, y, 50, 30), colour, radius=6, outline=(240, 240, 240)))
        panel.add(Label(pygame.Rect(x, y + 34, 60, 24), f"{index}", 16))
    return panel


@pytest.mark.parametrize("angle", [0, 90, 180, 270])
def test_many_scattered_changes_repaint_only_those_children_and_match_a_fresh_drawing(tmp_path, monkeypatch, angle):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app((800, 480), mode="table", lang="en", resume=False)
    panels.forget_pictures()
    testing.panel_pixels(app, sheet(angle, changed=False), (1300, 1300))          # kept: every child painted once

    boxes = []
    real = Box.draw
    monkeypatch.setattr(Box, "draw", lambda self, surface, app: (boxes.append(tuple(self.rect.topleft)),
                                                                  real(self, surface, app)))
    kept = testing.panel_pixels(app, sheet(angle, changed=True), (1300, 1300))
    assert sorted(boxes) == sorted(GRID[index] for index in CHANGED)  # the six, not the 96 around them

    panels.forget_pictures()
    assert kept == testing.panel_pixels(app, sheet(angle, changed=True), (1300, 1300))  # the same pixels as a fresh drawing


def test_a_child_that_can_paint_into_a_changed_part_is_drawn_in_it(tmp_path, monkeypatch):
    """A neighbour whose rect misses the changed part by less than the BLEED a widget may paint
    beyond its rect still reaches it: it is drawn there too."""
    reach = [pygame.Rect(100, 100, 40, 40).inflate(2 * widgets.BLEED, 2 * widgets.BLEED),
             pygame.Rect(143 + widgets.BLEED, 100, 40, 40).inflate(2 * widgets.BLEED, 2 * widgets.BLEED)]
    plan = changes.paint_plan([pygame.Rect(100, 100, 40, 40)], pygame.Rect(0, 0, 800, 600), reach, turns=False)
    assert [drawn for _, drawn in plan] == [[0, 1]]


@pytest.mark.parametrize("turns", [False, True])
def test_changes_covering_most_of_a_panel_are_painted_as_one_rectangle(turns):
    """Cards changed across a whole sheet: many narrow parts cost more (a copy costs per row
    as well as per pixel) than the one rectangle around them."""
    bounds = pygame.Rect(0, 0, 1800, 1000)
    cards = [pygame.Rect(x, y, 140, 120) for y in range(20, 900, 150) for x in range(20, 1700, 160)]
    reach = [card.inflate(2 * widgets.BLEED, 2 * widgets.BLEED) for card in cards]
    plan = changes.paint_plan(cards, bounds, reach, turns)
    assert len(plan) == 1 and plan[0][1] == list(range(len(cards)))


def test_merged_joins_every_rectangle_a_union_comes_to_reach():
    rects = [pygame.Rect(0, 0, 10, 10), pygame.Rect(30, 0, 10, 10), pygame.Rect(5, 5, 30, 2), pygame.Rect(100, 100, 5, 5)]
    assert changes.merged(rects) == [pygame.Rect(0, 0, 40, 10), pygame.Rect(100, 100, 5, 5)]


def test_covering_does_not_join_two_panels_into_the_table_between_them():
    """A seat's panel and the next seat's strip, touching at a corner: the rectangle around
    them would repaint the whole table between them, so the strip is cut around the panel."""
    top, right = pygame.Rect(127, -4, 546, 146), pygame.Rect(663, -4, 141, 488)
    pieces = changes.covering([top, right])
    assert sum(piece.width * piece.height for piece in pieces) == _covered(pieces + [top, right]) \
        == _covered([top, right])
    row = [pygame.Rect(0, 0, 72, 72), pygame.Rect(60, 0, 72, 72), pygame.Rect(300, 0, 72, 72)]  # cards in a row
    assert changes.covering(row) == [pygame.Rect(0, 0, 132, 72), pygame.Rect(300, 0, 72, 72)]


def _covered(rects) -> int:
    """How many pixels the rectangles cover (in a 1300 × 900 area, from (-10, -10))."""
    mask = pygame.mask.Mask((1300, 900))
    for rect in rects:
        if rect.width and rect.height:
            mask.draw(pygame.mask.Mask(rect.size, fill=True), (rect.left + 10, rect.top + 10))
    return mask.count()


@settings(max_examples=200, deadline=None)
@given(rects=st.lists(st.tuples(st.integers(-10, 900), st.integers(-10, 500), st.integers(0, 300), st.integers(0, 300)),
                      max_size=12),
       slack=st.sampled_from([0, 500, changes.JOIN_PX]))
def test_covering_pieces_do_not_overlap_and_cover_every_change_with_little_more(rects, slack):
    """Each pixel repainted once; every changed pixel repainted; what is repainted besides
    them is at most `slack` pixels a join."""
    rects = [pygame.Rect(r) for r in rects]
    pieces = changes.covering(rects, slack)
    area = sum(piece.width * piece.height for piece in pieces)
    assert area == _covered(pieces)                      # no two overlap
    assert _covered(pieces + rects) == _covered(pieces)  # every change inside a piece
    joins = sum(1 for rect in rects if rect.width and rect.height)
    assert area <= _covered(rects) + slack * joins


@settings(max_examples=80, deadline=None)
@given(x=st.integers(-20, 300), y=st.integers(-20, 200), w=st.integers(0, 400), h=st.integers(0, 300),
       clip=st.none() | st.tuples(st.integers(0, 250), st.integers(0, 150), st.integers(0, 250), st.integers(0, 150)))
def test_a_background_fill_split_at_a_column_boundary_paints_what_one_fill_paints(x, y, w, h, clip):
    """`panels.fill` (the few columns before a 16-pixel boundary filled apart: SDL's slow
    path) paints exactly `Surface.fill`'s pixels, clipped the same."""
    surfaces = []
    for paint in (lambda s: s.fill((40, 80, 60), (x, y, w, h)), lambda s: panels.fill(s, (40, 80, 60), (x, y, w, h))):
        surface = pygame.Surface((257, 171))
        surface.fill((200, 10, 10))
        surface.set_clip(clip)
        paint(surface)
        surfaces.append(pygame.image.tobytes(surface, "RGB"))
    assert surfaces[0] == surfaces[1]


@settings(max_examples=60, deadline=None)
@given(width=st.integers(40, 900), height=st.integers(40, 600), angle=st.sampled_from([90, 180, 270]),
       active=st.booleans(), colour=st.sampled_from([(60, 90, 160), (240, 220, 120)]),
       boxes=st.lists(st.tuples(st.floats(0, 0.3), st.floats(0, 0.3), st.floats(0.6, 1), st.floats(0.6, 1),
                                st.integers(0, 40), st.booleans()), max_size=2),
       parts=st.lists(st.tuples(st.floats(0, 1), st.floats(0, 1), st.integers(1, 300), st.integers(1, 200)), max_size=8))
def test_a_turned_face_is_the_upright_face_turned_and_its_flat_parts_are_its_pixels(
        width, height, angle, active, colour, boxes, parts):
    """A face turned to a seat is drawn straight in turned coordinates (no panel of pixels
    turned on a sheet's first frame), and a part painted upright is filled where the face is
    flat: pixel for pixel what turning its upright face gives, and what the upright face shows
    in each part (border, ▶ marks and leading boxes, a sheet's frame, included)."""
    size = (width, height)
    local = pygame.Rect(0, 0, *size)
    looks = []
    for x, y, w, h, radius, outline in boxes:
        place = pygame.Rect(int(x * width), int(y * height), int(w * width), int(h * height)).clip(local)
        looks.append(Box(place, (90, 40, 30), radius=radius, outline=(250, 250, 250) if outline else None))
    radius = max(8, min(size) // 14)
    face = panels._Face("face:test", size, angle, colour, radius, active, looks)
    upright = pygame.Surface(size)                 # the face as it was painted before: upright, then turned
    upright.fill(widgets.theme.BACKGROUND)
    pygame.draw.rect(upright, colour, local, border_radius=radius)
    if active:
        panels.draw_turn_marks(upright, local, radius)
    for box in looks:
        box.draw(upright, None)
    assert pygame.image.tobytes(face.turned, "RGB") == pygame.image.tobytes(panels.turned(upright, angle), "RGB")
    corners = [pygame.Rect(r.left + 2, r.top + 2, 2, 2) for r in [local] + [box.rect for box in looks]] + \
              [pygame.Rect(r.right - 4, r.bottom - 4, 2, 2) for r in [local] + [box.rect for box in looks]]
    for part in [pygame.Rect(int(x * width), int(y * height), w, h) for x, y, w, h in parts] + corners:
        part = part.clip(local)
        painted = pygame.Surface(size)
        painted.fill((255, 0, 255))
        face.paint_upright(painted, part)
        assert pygame.image.tobytes(painted.subsurface(part), "RGB") == pygame.image.tobytes(upright.subsurface(part), "RGB")


@settings(max_examples=150, deadline=None)
@given(w=st.integers(1, 120), h=st.integers(1, 120), radius=st.integers(0, 30), outline=st.booleans(),
       cx=st.integers(0, 119), cy=st.integers(0, 119), cw=st.integers(1, 60), ch=st.integers(1, 60))
def test_a_box_drawn_under_a_clip_shows_what_it_shows_there_drawn_whole(w, h, radius, outline, cx, cy, cw, ch):
    """A repainted part draws its widgets under a clip: a box shows there exactly what it shows
    drawn whole (pygame draws a square outline around the clipped part: an edge where none is)."""
    box = Box(pygame.Rect(0, 0, w, h), (90, 40, 30), radius=radius, outline=(250, 250, 250) if outline else None)
    clip = pygame.Rect(cx, cy, cw, ch).clip(pygame.Rect(0, 0, w, h))
    assume(clip.width and clip.height)
    whole, part = pygame.Surface((w, h)), pygame.Surface((w, h))
    whole.fill((0, 0, 0))
    part.fill((0, 0, 0))
    box.draw(whole, None)
    part.set_clip(clip)
    box.draw(part, None)
    assert pygame.image.tobytes(whole.subsurface(clip), "RGB") == pygame.image.tobytes(part.subsurface(clip), "RGB")


def test_a_face_painting_its_upright_picture_later_is_counted_again(tmp_path, monkeypatch):
    """A turned face paints its upright picture only when a part needs it: the faces' cache
    counts those pixels then (else the shared ceiling of pixels is overrun unseen)."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app((800, 480), mode="table", lang="en", resume=False)
    panels.forget_pictures()
    testing.panel_pixels(app, sheet(90, changed=False), (1300, 1300))
    (face,) = panels._backgrounds.values()
    before = panels._backgrounds.bytes
    assert face.upright is not None                      # painted now
    assert panels._backgrounds.bytes == before + widgets.surface_bytes(face.upright) == face.bytes()


@settings(max_examples=120, deadline=None)
@given(width=st.integers(40, 900), height=st.integers(40, 600), angle=st.sampled_from([0, 90, 180, 270]),
       active=st.booleans(), frame=st.one_of(st.none(), st.tuples(st.integers(0, 40), st.booleans())),
       around=st.lists(st.tuples(st.floats(0, 1), st.floats(0, 1), st.integers(1, 900), st.integers(1, 600)),
                       max_size=4))
def test_a_face_laid_around_parts_or_painted_in_parts_shows_its_pixels(width, height, angle, active, frame, around):
    """A never-seen panel lays its face only outside the parts about to be painted whole, and
    paints those parts upright: a face (of any size here) without boxes, or framed by one box
    as large as itself (a dialog), filled, its border's or frame's straight runs too, its
    corners and ▶ marks cut from a small face of the same corners and marks; each shows what
    the whole face shows there."""
    size = (width, height)
    radius = max(8, min(size) // 14)
    active = active and frame is None
    boxes = [] if frame is None else [Box(pygame.Rect(0, 0, *size), (90, 40, 30), radius=frame[0],
                                          outline=(250, 250, 250) if frame[1] else None)]
    whole = panels._Face("face:whole", size, angle, (60, 90, 160), radius, active, boxes)
    upright = panels._Face("face:whole", size, 0, (60, 90, 160), radius, active, boxes).upright
    shown = whole.turned
    kept, panels.ROUGH_FROM_PX = panels.ROUGH_FROM_PX, 0
    try:
        face = panels._Face("face:laid", size, angle, (60, 90, 160), radius, active, boxes)
    finally:
        panels.ROUGH_FROM_PX = kept
    assert face.rough is not None or frame is not None and 2 * frame[0] + 2 > min(size)
    picture = pygame.Surface(shown.get_size())
    picture.fill((255, 0, 255))
    parts = [pygame.Rect(int(x * shown.get_width()), int(y * shown.get_height()), w, h).clip(shown.get_rect())
             for x, y, w, h in around]
    face.lay(picture, around=parts)
    for piece in changes.subtract(shown.get_rect(), parts):
        assert pygame.image.tobytes(picture.subsurface(piece), "RGB") == pygame.image.tobytes(shown.subsurface(piece), "RGB")
    painted = pygame.Surface(size)
    for part in [pygame.Rect(int(x * width), int(y * height), w, h).clip(upright.get_rect()) for x, y, w, h in around]:
        painted.fill((255, 0, 255))
        face.paint_upright(painted, part)
        assert pygame.image.tobytes(painted.subsurface(part), "RGB") == pygame.image.tobytes(upright.subsurface(part), "RGB")


def test_panel_pictures_have_rows_on_64_byte_boundaries():
    """SDL fills a part of a surface row by row, and a row that starts off a 16-byte boundary
    takes its slow path (3-4 times dearer): a picture of any width gets a padded pitch."""
    import pygame
    from companion.app import panels
    pygame.display.init()
    for width in (601, 608, 77, 1):
        picture = panels.aligned_surface((width, 12))
        assert picture.get_size() == (width, 12)
        assert picture.get_pitch() % 64 == 0
    assert panels._surface((601, 12)).get_pitch() % 64 == 0


def test_pictures_blitted_at_every_frame_are_plain_surfaces_and_faces_have_aligned_rows():
    """A panel's kept picture is blitted to the screen at every frame drawn whole: on a padded
    surface (a subsurface) that blit is several times slower wherever the panel does not start
    on a 16-pixel column, so pictures are plain surfaces. Faces, filled part by part into
    pictures, keep rows on 64-byte lines (fills from a column take SDL's fast path)."""
    import pygame
    from companion.app import panels, staging
    app = staging.staged("fievre-end", (800, 480), "wall", "en")
    app.full_redraw()
    app.render()
    pictures = list(panels._panels.values())
    assert len(pictures) >= 4
    assert all(picture.turned.get_parent() is None for picture in pictures)
    # a dropped picture serves again as a picture, not as a face (and a face's not as a picture)
    panels._recycle(pygame.Surface((601, 12)))
    panels._recycle(panels._surface((603, 12)))
    assert panels._surface((601, 12)).get_pitch() % 64 == 0
    assert panels._surface((603, 12), aligned=False).get_parent() is None
