"""Partial frames follow a widget, not its place in a list (issue 16): a widget that came
early in a panel or a scene (a note, a card in the trick) repaints only itself, the widgets
after it keep their pixels, and what shows is still exactly what a fresh drawing shows,
in the drawing order (where widgets overlap, the later one's pixels)."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings, strategies as st

from companion.app import changes, panels, testing, widgets
from companion.app.panels import Panel
from companion.app.scene import Scene
from companion.app.widgets import Box, Label

Rect = pygame.Rect


def entries(*items) -> list:
    """`shown_entry`-like (rect, signature, id) tuples from (x, colour, id) items."""
    return [((x, 0, 10, 10), (Box, colour), ident) for x, colour, ident in items]


def test_a_widget_that_came_first_changes_only_its_own_rect():
    before = entries((0, 1, "a"), (20, 1, "b"), (40, 1, None), (60, 1, None))
    now = entries((100, 2, "note")) + before
    assert changes.changed_rects(before, now) == [(100, 0, 10, 10)]


def test_a_widget_without_id_is_found_again_at_its_place():
    before = entries((0, 1, None), (20, 1, None))
    now = entries((100, 2, None)) + before
    assert changes.changed_rects(before, now) == [(100, 0, 10, 10)]


def test_a_changed_or_moved_widget_repaints_its_old_and_new_place():
    before = entries((0, 1, "a"), (20, 1, "b"))
    assert changes.changed_rects(before, entries((0, 2, "a"), (20, 1, "b"))) == [(0, 0, 10, 10)]
    assert sorted(changes.changed_rects(before, entries((0, 1, "a"), (30, 1, "b")))) == [(20, 0, 10, 10), (30, 0, 10, 10)]
    assert changes.changed_rects(before, entries((0, 1, "a"))) == [(20, 0, 10, 10)]  # it went


def test_widgets_drawn_in_another_order_repaint():
    """Two unchanged widgets swapped in the list: where they overlap the other shows now."""
    before = entries((0, 1, "a"), (5, 2, "b"), (40, 3, "c"))
    now = [before[1], before[0], before[2]]
    assert len(changes.changed_rects(before, now)) == 1  # one of the two: its rect redraws both in order


def test_a_signature_of_none_always_repaints():
    before = [((0, 0, 10, 10), None, "a")]
    assert changes.changed_rects(before, list(before)) == [(0, 0, 10, 10)]
    assert changes.changed_rects(before + entries((50, 1, "b")), entries((50, 1, "b")) + before) == [(0, 0, 10, 10)]


def colour(index: int) -> tuple:
    return ((index * 67) % 256, (index * 131) % 256, (index * 29) % 256)


def paint(surface, items, clip=None) -> None:
    """Each item (x, y, w, h, colour index) filled in list order; with `clip`, only there."""
    for x, y, w, h, c in items:
        area = Rect(x, y, w, h) if clip is None else Rect(x, y, w, h).clip(clip)
        if area.width and area.height:
            surface.fill(colour(c), area)


item = st.tuples(st.integers(0, 50), st.integers(0, 30), st.integers(1, 20), st.integers(1, 20), st.integers(0, 3))


@settings(max_examples=300, deadline=None)
@given(st.lists(item, max_size=8), st.data())
def test_repainting_the_changed_rects_gives_what_a_fresh_drawing_gives(before_items, data):
    """Any edit (widgets that came, went, changed, moved, or were reordered, with ids or not):
    the old picture repainted in the changed rects, each with every widget reaching it in
    list order, is exactly the new picture drawn afresh."""
    named = [(spec, f"w{n}" if data.draw(st.booleans()) else None) for n, spec in enumerate(before_items)]
    now = list(named)
    for _ in range(data.draw(st.integers(0, 4))):
        what = data.draw(st.sampled_from(["add", "remove", "change", "swap"]))
        if what == "add":
            now.insert(data.draw(st.integers(0, len(now))),
                       (data.draw(item), data.draw(st.sampled_from([None, "new", "w0"]))))
        elif now and what == "remove":
            now.pop(data.draw(st.integers(0, len(now) - 1)))
        elif now and what == "change":
            at = data.draw(st.integers(0, len(now) - 1))
            now[at] = (data.draw(item), now[at][1])
        elif len(now) > 1:
            first = data.draw(st.integers(0, len(now) - 2))
            now[first], now[first + 1] = now[first + 1], now[first]

    def shown(items):
        return [((x, y, w, h), (Box, c), ident) for (x, y, w, h, c), ident in items]

    def items(listed):
        return [spec for spec, _ in listed]

    kept = pygame.Surface((80, 60))
    kept.fill((0, 0, 0))
    paint(kept, items(named))
    for rect in changes.changed_rects(shown(named), shown(now)):
        kept.fill((0, 0, 0), rect)
        paint(kept, items(now), clip=Rect(rect))
    fresh = pygame.Surface((80, 60))
    fresh.fill((0, 0, 0))
    paint(fresh, items(now))
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB")


def grid_panel(angle: int, notes: int, changed: set = frozenset()) -> Panel:
    """A turned panel of labelled boxes with ids, and `notes` labels put before them (as a
    table puts a note or a card in the trick first)."""
    panel = Panel(Rect(10, 10, *((600, 900) if angle in (90, 270) else (900, 600))), angle, id="grid")
    for note in range(notes):
        panel.add(Label(Rect(20 + 200 * note, 540, 180, 40), f"note {note}", 18, id=f"note:{note}"))
    for index in range(24):
        x, y = 20 + (index % 6) * 140, 20 + (index // 6) * 120
        tint = (200, 60, 40) if index in changed else (60, 90, 160)
        panel.add(Box(Rect(x, y, 120, 50), tint, radius=6, id=f"box:{index}"))
        panel.add(Label(Rect(x, y + 60, 120, 30), f"{index}", 16, id=f"label:{index}"))
    return panel


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    panels.forget_pictures()
    yield testing.make_app((800, 480), mode="table", lang="en", resume=False)
    panels.forget_pictures()


@pytest.mark.parametrize("angle", [0, 90, 180])
def test_a_note_put_first_in_a_panel_repaints_only_itself(app, monkeypatch, angle):
    testing.panel_pixels(app, grid_panel(angle, notes=0), (1000, 1000))
    drawn = []
    real = Label.draw
    monkeypatch.setattr(Label, "draw", lambda self, surface, app: (drawn.append(self.id), real(self, surface, app)))
    kept = testing.panel_pixels(app, grid_panel(angle, notes=1), (1000, 1000))
    assert drawn == ["note:0"]  # not the 24 labels after it in the list
    monkeypatch.setattr(Label, "draw", real)
    panels.forget_pictures()
    assert kept == testing.panel_pixels(app, grid_panel(angle, notes=1), (1000, 1000))  # exactly a fresh drawing


def test_five_changed_children_repaint_five_parts(app):
    """Each changed child counts once (its old and new rect are the same): five changes are
    five parts, not one rectangle around them all."""
    before = grid_panel(90, notes=0)
    now = grid_panel(90, notes=0, changed={0, 5, 12, 18, 23})
    parts = now.changes(before.signature(app), now.signature(app))
    assert sorted(tuple(rect) for rect in parts) == sorted(
        tuple(now.to_screen(now.children[2 * index].rect)) for index in (0, 5, 12, 18, 23))


def test_distinct_drops_equal_and_contained_rects():
    rects = [Rect(0, 0, 10, 10), Rect(0, 0, 10, 10), Rect(2, 2, 3, 3), Rect(20, 0, 5, 5)]
    assert sorted(tuple(rect) for rect in changes.distinct(rects)) == [(0, 0, 10, 10), (20, 0, 5, 5)]


class Listed(Scene):
    """A scene showing the boxes it is given, in that order."""

    def __init__(self, app, boxes):
        super().__init__(app)
        self.boxes = boxes

    def build(self):
        for rect, tint, ident in self.boxes:
            self.add(Box(Rect(rect), tint, radius=4, id=ident))


def test_a_widget_put_first_in_a_scene_repaints_only_itself(app):
    boxes = [((20 + 60 * index, 40, 50, 50), (40, 40 + 8 * index, 90), f"box:{index}") for index in range(10)]
    scene = Listed(app, boxes)
    app.push(scene)
    app.render()
    app.render()
    partial = []
    draw_changes = app.draw_changes
    app.draw_changes = lambda surface: partial.append(draw_changes(surface)) or partial[-1]
    scene.boxes = [((300, 300, 80, 40), (200, 60, 40), "note")] + boxes
    app.needs_build = True
    kept = pygame.image.tobytes(app.render(), "RGB")
    note = Rect(300, 300, 80, 40).inflate(2 * widgets.BLEED, 2 * widgets.BLEED)
    assert partial[-1] == [note]
    app.draw_changes = draw_changes
    panels.forget_pictures()
    app.full_redraw()
    assert pygame.image.tobytes(app.render(), "RGB") == kept


@pytest.mark.parametrize("angle", [0, 90, 180, 270])
def test_a_panel_maps_rects_as_it_maps_their_corners(angle):
    """`to_screen` and `to_local_rect`, worked out directly, agree with the corner mapping
    taps use (`point_to_screen`, `to_local`), and undo each other."""
    panel = Panel(Rect(30, 40, *((300, 500) if angle in (90, 270) else (500, 300))), angle)
    for rect in (Rect(0, 0, 10, 20), Rect(37, 11, 120, 45), Rect(0, 0, *panel.local_size)):
        corners = [panel.point_to_screen(point) for point in (rect.topleft, rect.bottomright)]
        xs, ys = sorted(c[0] for c in corners), sorted(c[1] for c in corners)
        assert panel.to_screen(rect) == Rect(xs[0], ys[0], xs[1] - xs[0], ys[1] - ys[0])
        assert panel.to_local_rect(panel.to_screen(rect)) == rect


class Seats(Scene):
    """A scene of one turned panel whose first box takes the colour it is given."""

    tint = (200, 60, 40)

    def build(self):
        panel = self.add(Panel(Rect(100, 50, 400, 300), 90, id="seat"))
        panel.add(Box(Rect(10, 10, 80, 40), self.tint, radius=4, id="chip"))
        panel.add(Label(Rect(10, 60, 200, 40), "Ada", 18, id="name"))


def test_a_changed_panel_compares_its_children_once_a_frame(app, monkeypatch):
    """The screen asks the panel what changed, then the panel repaints it: one comparison."""
    scene = Seats(app)
    app.push(scene)
    app.render()
    app.render()
    calls = []
    real = panels.changed_rects
    monkeypatch.setattr(panels, "changed_rects", lambda before, now: calls.append(1) or real(before, now))
    scene.tint = (60, 90, 160)
    app.needs_build = True
    kept = pygame.image.tobytes(app.render(), "RGB")
    assert len(calls) == 1
    monkeypatch.setattr(panels, "changed_rects", real)
    panels.forget_pictures()
    app.full_redraw()
    assert pygame.image.tobytes(app.render(), "RGB") == kept


def test_a_paragraph_without_room_draws_nothing_beside_its_box(app):
    """A squeezed layout can give a paragraph a negative width: it drew an "…" to the right
    of its box, which no partial frame repaints when the paragraph goes."""
    surface = pygame.Surface((300, 200))
    surface.fill((0, 0, 0))
    widgets.Paragraph(Rect(100, 20, -17, 150), "A hint that does not fit", 18).draw(surface, app)
    assert pygame.transform.threshold(None, surface, (0, 0, 0), (0, 0, 0, 255), set_behavior=0) == 300 * 200
