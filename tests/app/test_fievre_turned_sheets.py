"""A Fièvre sheet turned to face its seat (table mode) keeps its children's turned pieces: painted
afresh (opened again), it turns only what it never showed — and shows exactly what drawing it
upright and turning it whole shows, also when what its children show has changed."""

from __future__ import annotations

import pygame
import pytest

from companion.app import staging, testing, widgets
from companion.app.tables.fievre_look import Card
from companion.app.sheet_panel import SheetPanel

TURNED = ["fievre-reveal", "fievre-reveal-opened", "fievre-reveal-other", "fievre-choice", "fievre-saloon",
          "fievre-holdup", "fievre-bid"]


def first_frame(app) -> bytes:
    """The sheet painted afresh, as when it opens again: its panel's picture gone, the pieces
    it kept still there."""
    widgets.forget_pictures(pieces=False)
    app._last_frame = None
    app.invalidate()
    app.render()
    return pygame.image.tobytes(app.window, "RGB")


def test_a_never_seen_sheet_keeps_no_piece_from_before():
    """`full_redraw` (layout checks, the benchmarks' first frame of a never-seen screen) drops
    the pieces with the panel pictures: nothing kept from an earlier showing is blitted."""
    from companion.app import sheet_panel
    app = staging.staged("fievre-reveal", (1920, 1080), "table")
    first_frame(app)
    assert len(sheet_panel._pieces) > 0
    app.full_redraw()
    assert len(sheet_panel._pieces) == 0


@pytest.mark.parametrize("name,size,lang", [(name, (1920, 1080), "en") for name in TURNED]
                         + [("fievre-reveal", (800, 480), "de"), ("fievre-choice", (800, 480), "fr")])
def test_kept_pieces_show_what_turning_the_whole_sheet_shows(monkeypatch, name, size, lang):
    app = staging.staged(name, size, "table", lang)
    sheet = app.top.sheet
    assert isinstance(sheet, SheetPanel) and sheet.angle != 0, "the sheet does not face a side or top seat"
    laid = first_frame(app)
    monkeypatch.setattr(SheetPanel, "_paint_whole", widgets.Panel._paint_whole)   # drawn upright, turned whole
    assert first_frame(app) == laid


@pytest.mark.parametrize("name", TURNED)
def test_a_sheet_painted_afresh_turns_a_small_share_of_it(monkeypatch, name):
    app = staging.staged(name, (1920, 1080), "table")
    first_frame(app)   # shown once (as the sheet opened on an earlier turn)
    turned = []
    turn = widgets.Panel._turn
    monkeypatch.setattr(widgets.Panel, "_turn", lambda self, image: turned.append(image.get_width() * image.get_height())
                        or turn(self, image))
    first_frame(app)
    width, height = app.top.sheet.local_size
    assert sum(turned) < width * height / 3


def shared_way(monkeypatch, app) -> bytes:
    """The first frame drawn upright and turned whole, as any panel is."""
    with monkeypatch.context() as patch:
        patch.setattr(SheetPanel, "_paint_whole", widgets.Panel._paint_whole)
        return first_frame(app)


@pytest.mark.parametrize("tap", ["deck:", "event:", "other"])
def test_a_changed_sheet_painted_afresh_shows_its_new_state(monkeypatch, tap):
    """A tap changes what cards and buttons show; opened again (painted afresh), the sheet shows
    the new state, not a piece kept from the old one."""
    app = staging.staged("fievre-reveal", (1920, 1080), "table")
    before = first_frame(app)
    target = next(w for w in app.leaves() if (w.id or "").startswith(tap) and w.enabled)
    testing.tap(app, target.id)   # a card chosen, or the other card's keypad opened
    app.render()
    after = first_frame(app)
    assert after != before
    assert after == shared_way(monkeypatch, app)



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
