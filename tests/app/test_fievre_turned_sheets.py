"""A Fièvre sheet turned to face its seat (table mode) lays its cards down already turned: its
first frame turns only the parts its words and buttons cover — and shows exactly what drawing
it upright and turning it whole shows."""

from __future__ import annotations

import pygame
import pytest

from companion.app import staging, widgets
from companion.app.tables.fievre_turned import CardSheet

TURNED = ["fievre-reveal", "fievre-reveal-opened", "fievre-choice", "fievre-saloon"]


def first_frame(app) -> bytes:
    app.full_redraw()
    app.render()
    return pygame.image.tobytes(app.window, "RGB")


@pytest.mark.parametrize("name,size,lang", [(name, (1920, 1080), "en") for name in TURNED]
                         + [("fievre-reveal", (800, 480), "de"), ("fievre-choice", (800, 480), "fr")])
def test_cards_laid_turned_show_what_turning_the_whole_sheet_shows(monkeypatch, name, size, lang):
    app = staging.staged(name, size, "table", lang)
    sheet = app.top.sheet
    assert isinstance(sheet, CardSheet) and sheet.angle != 0, "the sheet does not face a side or top seat"
    laid = first_frame(app)
    monkeypatch.setattr(CardSheet, "_paint_whole", widgets.Panel._paint_whole)   # drawn upright, turned whole
    assert first_frame(app) == laid


@pytest.mark.parametrize("name", TURNED)
def test_the_first_frame_of_a_card_sheet_turns_a_small_share_of_it(monkeypatch, name):
    app = staging.staged(name, (1920, 1080), "table")
    turned = []
    turn = widgets.Panel._turn
    monkeypatch.setattr(widgets.Panel, "_turn", lambda self, image: turned.append(image.get_width() * image.get_height())
                        or turn(self, image))
    first_frame(app)
    width, height = app.top.sheet.local_size
    assert 0 < sum(turned) < width * height / 3

