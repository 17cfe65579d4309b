"""A Fièvre sheet turned to face its seat (table mode) is painted from its cards' and keys'
turned pictures: painted afresh, it turns only the few parts without one (its title, the
town names) — and shows exactly what drawing it upright and turning it whole shows, also
after a tap changed what its children show."""

from __future__ import annotations

import pygame
import pytest

from companion.app import panels, staging, testing, widgets
from companion.app.sheet_panel import SheetPanel
from companion.app.tables import fievre_look
from companion.app.tables.fievre_look import Card, Key, Pictured, ground

TURNED = ["fievre-reveal", "fievre-reveal-opened", "fievre-reveal-other", "fievre-choice", "fievre-saloon",
          "fievre-holdup", "fievre-bid"]


first_frame = testing.drawn_afresh   # the sheet painted afresh, as a never-seen screen is


def shared_way(monkeypatch, app) -> bytes:
    """The first frame as any panel paints it: every child drawn upright, turned with its part."""
    with monkeypatch.context() as patch:
        patch.setattr(SheetPanel, "_paint_whole", panels.Panel._paint_whole)
        patch.setattr(Pictured, "turned_picture", widgets.Widget.turned_picture)
        return first_frame(app)


@pytest.mark.parametrize("name,size,lang", [(name, (1920, 1080), "en") for name in TURNED]
                         + [("fievre-reveal", (800, 480), "de"), ("fievre-choice", (800, 480), "fr"),
                            ("fievre-reveal-other", (800, 480), "es")])
def test_a_sheet_from_turned_pictures_shows_what_turning_the_whole_sheet_shows(monkeypatch, name, size, lang):
    app = staging.staged(name, size, "table", lang)
    sheet = app.top.sheet
    assert isinstance(sheet, SheetPanel) and sheet.angle != 0, "the sheet does not face a side or top seat"
    assert first_frame(app) == shared_way(monkeypatch, app)


@pytest.mark.parametrize("name", TURNED)
def test_a_never_seen_sheet_turns_a_small_share_of_it(monkeypatch, name):
    """Its cards and keys come turned already: what is turned is the few parts without a
    picture, never one rectangle around the whole sheet (the bar at its top and a note at its
    foot are turned apart)."""
    app = staging.staged(name, (1920, 1080), "table")
    first_frame(app)   # the cards' and keys' looks seen once (as on an earlier turn)
    turned = []
    turn = panels.Panel._turn
    monkeypatch.setattr(panels.Panel, "_turn", lambda self, image: turned.append(image.get_width() * image.get_height())
                        or turn(self, image))
    first_frame(app)
    width, height = app.top.sheet.local_size
    assert sum(turned) < width * height / 3


@pytest.mark.parametrize("tap", ["deck:", "event:", "other"])
def test_a_tapped_sheet_shows_its_new_state_as_a_fresh_drawing_does(monkeypatch, tap):
    """A tap changes what cards and buttons show: the frame after it (the changed children
    repainted from their turned pictures) and the sheet painted afresh both show the new state."""
    app = staging.staged("fievre-reveal", (1920, 1080), "table")
    before = first_frame(app)
    target = next(w for w in app.leaves() if (w.id or "").startswith(tap) and w.enabled)
    testing.tap(app, target.id)   # a card chosen, or the other card's keypad opened
    app.render()
    tapped = pygame.image.tobytes(app.window, "RGB")
    assert tapped != before
    assert tapped == first_frame(app) == shared_way(monkeypatch, app)


def test_a_card_on_the_sheets_gold_edge_shows_the_edge_in_its_corners():
    """The deck's first column touches the sheet's frame (a thin edge, so the deck fits a 7"
    panel): its turned pictures hold the frame's gold stretch; cards inside hold its colour."""
    app = staging.staged("fievre-reveal", (1920, 1080), "table")
    sheet = app.top.sheet
    frame = sheet.children[0]
    cards = [w for w in sheet.children if isinstance(w, Card)]
    on_edge = [card for card in cards if not frame.rect.inflate(-16, -16).contains(card.rect)]
    inside = [card for card in cards if card not in on_edge]
    assert on_edge and inside
    assert all(ground(card) == (("fill", frame.colour),) for card in inside)
    assert all(ground(card)[-1][0] == "box" for card in on_edge)


def corner_panel(card_at: tuple, active: bool = False):
    panel = panels.Panel(pygame.Rect(100, 100, 600, 900), 90, id="panel-test", active=active)
    card = panel.add(Card(pygame.Rect(card_at), "●R 8", tint=fievre_look.TINT["red"], size=30))
    panel.add(Key(pygame.Rect(300, 300, 80, 100), "7", size=30))
    return panel, card


@pytest.mark.parametrize("active", [False, True])
@pytest.mark.parametrize("place", [(0, 0, 80, 100), (2, 480, 80, 100), (400, 300, 80, 100), (810, 10, 80, 100),
                                   (100, 20, 80, 100)])
def test_a_card_in_a_panels_rounded_corner_shows_the_table_there(monkeypatch, place, active):
    """Past a panel's rounded corner its picture holds the table's background, as the panel's
    face does, and on the seat to act its gold border and ▶ marks: drawn from turned pictures,
    the panel shows what drawing it upright and turning it shows."""
    app = staging.fresh_app((1920, 1080), "table", "en")
    panel, card = corner_panel(place, active)
    assert card.turned_picture(90, app) is not None
    panels.forget_pictures()
    pictured = testing.panel_pixels(app, panel, (800, 1100))
    monkeypatch.setattr(Pictured, "turned_picture", widgets.Widget.turned_picture)
    panels.forget_pictures()
    assert testing.panel_pixels(app, corner_panel(place, active)[0], (800, 1100)) == pictured


def test_a_card_on_the_seat_to_act_holds_its_border_and_marks_where_it_meets_them():
    """The seat to act: a card clear of its gold border and marks lies on its colour alone; one
    that meets them holds them in its picture."""
    inside = corner_panel((200, 200, 80, 100), active=True)[1]
    assert ground(inside) == (("fill", inside.parent.colour),)
    panel = panels.Panel(pygame.Rect(100, 100, 600, 900), 90, id="panel-test", active=True)
    mark = panels.turn_mark_rects(panel.local_rect, panel.radius)[0]
    for place in ((200, 2, 80, 100), (mark.left, 30, 80, 100)):
        card = panel.add(Card(pygame.Rect(place), "●R 8", tint=fievre_look.TINT["red"], size=30))
        assert ground(card)[-1][0] == "turn", place


@pytest.mark.parametrize("name", ["fievre-reveal", "fievre-choice", "fievre-reveal-other"])
def test_a_full_frame_of_a_sheet_on_a_wall_draws_no_card_again(monkeypatch, name):
    """On a wall the sheet is one upright panel: a full frame (a toast gone, the window exposed)
    blits its kept picture, and shows what drawing every widget on the bare screen shows."""
    app = staging.staged(name, (1920, 1080), "wall")
    drawn = []
    draw = Card.draw
    monkeypatch.setattr(Card, "draw", lambda self, *a: drawn.append(self.id) or draw(self, *a))
    app._last_frame = None
    app.invalidate()
    app.render()
    assert drawn == []
    kept = pygame.image.tobytes(app.window, "RGB")
    assert first_frame(app) == kept and drawn
