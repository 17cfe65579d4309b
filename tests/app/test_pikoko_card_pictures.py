"""The play grid stays open while a trick goes round, turned to each player in turn: the
picture it kept facing a seat is repainted where cells changed since, each card then one blit
of its kept picture (upright or turned) instead of being drawn upright and turned with the
parts round it. The pictures show exactly what drawing the cards shows."""

from __future__ import annotations

import pygame
import pytest

from companion.app import staging, widgets
from companion.app.tables import pikoko, pikoko_look


def play_on(app, cards: int, during=None) -> None:
    """The sample game's next `cards` plays, each on the open play grid, a frame after each;
    `during(index)` is called before the frame of the index-th card."""
    actions = pikoko._sample_actions(5)
    for index in range(cards):
        action = actions[len(app.session.actions)]
        assert action["do"] == "play" and app.top.name == "pikoko-play"
        with staging.unsaved():
            assert app.session.submit(action) is None
        if during is not None:
            during(index)
        app.invalidate()
        app.render()


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_cards_blitted_from_kept_pictures_show_what_drawing_them_shows(mode):
    app = staging.staged("pikoko-play-grid", (1280, 800), mode)
    play_on(app, 8)                       # round the table and more: every seat's picture kept, then repainted
    assert len(pikoko_look._pictures.values()) > 0
    shown = pygame.image.tobytes(app.window, "RGB")
    app.full_redraw()                     # every picture dropped: each card drawn the shared way
    app.render()
    assert pygame.image.tobytes(app.window, "RGB") == shown


def test_a_grid_turned_back_to_a_seat_blits_the_cards_it_showed_before(monkeypatch):
    """Two tricks on, the cells whose look a seat's picture showed before (at that seat's
    angle) are blitted: few are drawn. Drawn the shared way, every cell that changed since
    the seat's picture was drawn is drawn again: 165 cards over these 5 plays."""
    app = staging.staged("pikoko-play-grid", (1280, 800), "table")
    play_on(app, 10)                      # each seat's picture, and its cards' pictures, kept
    drawn = []
    real = pikoko_look.draw_feather
    monkeypatch.setattr(pikoko_look, "draw_feather", lambda *args, **kw: drawn.append(args[2]) or real(*args, **kw))
    play_on(app, 5)
    assert len(drawn) <= 40, len(drawn)


def test_a_sheet_painted_for_the_first_time_makes_no_card_pictures():
    """A never-seen sheet draws its cards the shared way: making 55 pictures (and turning
    them) would cost its first frame more than it saves."""
    app = staging.staged("pikoko-play-grid", (1280, 800), "table")
    app.full_redraw()
    app.render()
    assert list(pikoko_look._pictures.values()) == []
    assert widgets._panels   # (the sheet's picture is kept: the next frames may make them)
