"""A Fièvre sheet turned to face its seat (table mode) keeps its children's turned pieces: painted
afresh (opened again), it turns only what it never showed — and shows exactly what drawing it
upright and turning it whole shows, also when what its children show has changed."""

from __future__ import annotations

import pygame
import pytest

from companion.app import staging, testing, widgets
from companion.app.tables.fievre_turned import CardSheet

TURNED = ["fievre-reveal", "fievre-reveal-opened", "fievre-reveal-other", "fievre-choice", "fievre-saloon",
          "fievre-holdup", "fievre-bid"]


def first_frame(app) -> bytes:
    app.full_redraw()
    app.render()
    return pygame.image.tobytes(app.window, "RGB")


@pytest.mark.parametrize("name,size,lang", [(name, (1920, 1080), "en") for name in TURNED]
                         + [("fievre-reveal", (800, 480), "de"), ("fievre-choice", (800, 480), "fr")])
def test_kept_pieces_show_what_turning_the_whole_sheet_shows(monkeypatch, name, size, lang):
    app = staging.staged(name, size, "table", lang)
    sheet = app.top.sheet
    assert isinstance(sheet, CardSheet) and sheet.angle != 0, "the sheet does not face a side or top seat"
    laid = first_frame(app)
    monkeypatch.setattr(CardSheet, "_paint_whole", widgets.Panel._paint_whole)   # drawn upright, turned whole
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
        patch.setattr(CardSheet, "_paint_whole", widgets.Panel._paint_whole)
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

