"""Numereum's cards on a panel turned to the far seat (issue 16): the sheet of values facing
that seat, and that seat's panel, blit each card's picture already turned instead of drawing
the cards upright and turning the whole sheet (a screen of pixels at 1920×1080), with the same
pixels as drawing them upright and turning them."""

from __future__ import annotations

import pygame
import pytest

from companion.app import panels, staging, testing, widgets
from companion.app.tables import numereum_look
from companion.app.tables.numereum_look import NumberCard, TurnedNumberCard
from companion.app.tables.numereum_sheet import FramedSheet, ValueSheet


screen_bytes, first_frame = testing.screen_pixels, testing.drawn_afresh


@pytest.mark.parametrize("state", ["numereum-reserve", "numereum-raise-sheet", "numereum-prizes"])
def test_a_sheet_facing_the_far_seat_draws_none_of_its_cards_upright(state, monkeypatch):
    app = staging.staged(state, (1920, 1080), "table")
    sheet = app.top
    assert isinstance(sheet, ValueSheet) and sheet.sheet.angle == 180
    upright = []
    draw = NumberCard.draw
    monkeypatch.setattr(NumberCard, "draw", lambda self, surface, app: (upright.append(self.id), draw(self, surface, app)))
    first_frame(app)
    values = [w for w in sheet.sheet.children if isinstance(w, NumberCard) and w.id.startswith("value:")]
    assert len(values) > 40 and [name for name in upright if name.startswith("value:")] == []
    # the outline of the sheet's box is drawn into its picture, not a child as large as the sheet
    assert isinstance(sheet.sheet, FramedSheet)
    assert all(w.rect.width < sheet.sheet.local_size[0] for w in sheet.sheet.children)


@pytest.mark.parametrize("state", ["numereum-reserve", "numereum-raise-sheet", "numereum-busy", "numereum-combine"])
@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)])
def test_turned_card_pictures_give_the_pixels_of_cards_drawn_upright_and_turned(state, size, monkeypatch):
    app = staging.staged(state, size, "table")
    pictured = first_frame(app)
    numereum_look._turned.clear()
    monkeypatch.setattr(TurnedNumberCard, "turned_picture", widgets.Widget.turned_picture)
    assert first_frame(app) == pictured


def test_a_turned_card_picture_is_kept_by_what_the_card_shows(monkeypatch):
    app = staging.staged("numereum-raise-sheet", (1920, 1080), "table")
    panel = app.top.sheet
    card = next(w for w in panel.children if isinstance(w, NumberCard) and w.enabled)
    numereum_look._turned.clear()
    first = card.turned_picture(180, app)
    assert card.turned_picture(180, app) is first          # kept
    card.selected = True                                    # shows something else: a picture of its own
    chosen = card.turned_picture(180, app)
    assert chosen is not first and pygame.image.tobytes(chosen, "RGB") != pygame.image.tobytes(first, "RGB")
    upright = card.picture(app)
    assert pygame.image.tobytes(chosen, "RGB") == pygame.image.tobytes(panels.turned(upright, 180), "RGB")
    assert card.turned_picture(0, app) is upright


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)])
def test_a_card_repainted_on_a_sheet_draws_none_of_its_outline(size, monkeypatch):
    app = staging.staged("numereum-reserve", size, "table")
    sheet = app.top
    outlines = []
    rect = pygame.draw.rect
    monkeypatch.setattr(pygame.draw, "rect", lambda surface, colour, area, *a, **k: (
        outlines.append(tuple(area)) if tuple(colour) == tuple(sheet.sheet.outline) and tuple(area) == (0, 0, *size) else None,
        rect(surface, colour, area, *a, **k))[1])
    app.full_redraw()
    app.render()
    assert outlines == [(0, 0, *size)]               # drawn into the sheet's picture painted afresh
    outlines.clear()
    _frame_after_a_press(app, sheet)                 # a finger on a card: that card repainted alone
    assert outlines == []
    _frame_after_a_press(app, sheet, None)
    outlines.clear()
    app._last_frame = None                           # a whole frame: the kept picture, no outline drawn
    app.invalidate()
    app.render()
    assert outlines == []


def _frame_after_a_press(app, sheet, card=False):
    if card is False:
        values = [w for w in sheet.sheet.children if (w.id or "").startswith("value:")]
        middle = pygame.Rect((0, 0), app.window.get_size()).center
        card = min(values, key=lambda w: pygame.Vector2(w.screen_rect().center).distance_to(middle))
    app.pressed = card
    app.needs_draw = True
    app.render()


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_a_card_by_the_outline_repainted_keeps_the_outline(mode):
    app = staging.staged("numereum-reserve", (1920, 1080), mode)
    sheet = app.top
    values = [w for w in sheet.sheet.children if (w.id or "").startswith("value:")]
    for corner in (values[0], values[-1]):           # the cards nearest the sheet's corners
        _frame_after_a_press(app, sheet, corner)
        shown = screen_bytes(app)
        app.full_redraw()
        app.render()
        assert screen_bytes(app) == shown


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_a_part_of_a_sheet_repainted_at_its_edge_keeps_the_outline(mode):
    # no child reaches the outline, but a picture shown first in part (under another scene's
    # change) is painted in parts: one at a corner draws the outline there
    app = staging.staged("numereum-reserve", (1920, 1080), mode)
    panel = app.top.sheet
    kept = panels._panels.get((panel.id, panel.colour, panel.active, panel.angle, panel.local_size, panel.look))
    whole = pygame.image.tobytes(kept.turned, "RGB")
    for corner in (pygame.Rect(0, 0, 80, 60), pygame.Rect(panel.local_size[0] - 80, panel.local_size[1] - 60, 80, 60)):
        kept.turned.fill((0, 0, 0), panel._in_picture(corner))
        panel._paint(kept, [corner], app)
    assert pygame.image.tobytes(kept.turned, "RGB") == whole


def test_only_a_large_turned_panel_has_cards_giving_turned_pictures(monkeypatch):
    # at 800×480 a turned sheet is drawn upright and turned in one part, as before: placing its
    # cards' turned pictures one by one costs more there
    def kinds(app) -> set:
        return {type(w) for w in app.top.sheet.children if isinstance(w, NumberCard)}
    small = staging.staged("numereum-reserve", (800, 480), "table")
    assert kinds(small) == {NumberCard}
    parts = []
    paint = panels.Panel._paint
    monkeypatch.setattr(panels.Panel, "_paint", lambda self, kept, dirty, app, fresh=False: (
        parts.append([tuple(rect) for rect in dirty]) if fresh else None, paint(self, kept, dirty, app, fresh))[1])
    first_frame(small)
    assert parts == [[tuple(small.top.sheet.local_rect)]]
    assert kinds(staging.staged("numereum-reserve", (1920, 1080), "table")) == {TurnedNumberCard}
