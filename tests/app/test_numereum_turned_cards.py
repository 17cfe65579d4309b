"""Numereum's cards on a panel turned to the far seat (issue 16): the sheet of values facing
that seat, and that seat's panel, blit each card's picture already turned instead of drawing
the cards upright and turning the whole sheet (a screen of pixels at 1920×1080), with the same
pixels as drawing them upright and turning them."""

from __future__ import annotations

import pygame
import pytest

from companion.app import staging, widgets
from companion.app.tables import numereum_look
from companion.app.tables.numereum_look import NumberCard
from companion.app.tables.numereum_sheet import Edge, ValueSheet


def screen_bytes(app) -> bytes:
    return pygame.image.tobytes(app.window, "RGB")


def first_frame(app) -> bytes:
    app.full_redraw()
    app.render()
    return screen_bytes(app)


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
    # the outline of the sheet's box is drawn over it on the screen, not one of its children
    assert not any(isinstance(w, Edge) for w in sheet.sheet.children)
    assert any(isinstance(w, Edge) for w in sheet.widgets)


@pytest.mark.parametrize("state", ["numereum-reserve", "numereum-raise-sheet", "numereum-busy", "numereum-combine"])
@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)])
def test_turned_card_pictures_give_the_pixels_of_cards_drawn_upright_and_turned(state, size, monkeypatch):
    app = staging.staged(state, size, "table")
    pictured = first_frame(app)
    numereum_look._turned.clear()
    monkeypatch.setattr(NumberCard, "turned_picture", widgets.Widget.turned_picture)
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
    assert pygame.image.tobytes(chosen, "RGB") == pygame.image.tobytes(widgets.turned(upright, 180), "RGB")
    assert card.turned_picture(0, app) is upright


def test_a_card_repainted_on_a_sheet_draws_none_of_its_outline(monkeypatch):
    app = staging.staged("numereum-reserve", (1920, 1080), "table")   # (its outline is drawn over it)
    sheet = app.top
    edge = next(w for w in sheet.widgets if isinstance(w, Edge))
    outlines = []
    rect = pygame.draw.rect
    monkeypatch.setattr(pygame.draw, "rect", lambda surface, colour, area, *a, **k: (
        outlines.append(tuple(area)) if tuple(colour) == tuple(edge.colour) and tuple(area) == tuple(edge.rect) else None, rect(surface, colour, area, *a, **k))[1])
    app.full_redraw()
    app.render()
    assert outlines == [tuple(edge.rect)]            # drawn on a whole frame
    outlines.clear()
    values = [w for w in sheet.sheet.children if (w.id or "").startswith("value:")]
    middle = pygame.Rect((0, 0), app.window.get_size()).center
    app.pressed = min(values, key=lambda w: pygame.Vector2(w.screen_rect().center).distance_to(middle))
    app.needs_draw = True
    app.render()                                     # a finger on a card: that card repainted alone
    assert outlines == []
