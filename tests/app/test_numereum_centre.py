"""Numereum's centre is a kept panel in place of the frame's box (issue 16): a tap that
changes the round's words or the prizes repaints those into the centre's picture, kept per
phase, and the screen blits it; nothing of the centre is drawn on the screen itself, and the
pixels are those of a first frame (the same rounded box, the same cards)."""

from __future__ import annotations

import pygame
import pytest

from companion.app import staging, testing, theme
from companion.app.panels import Panel
from companion.app.tables.numereum_look import centre_kind
from companion.app.widgets import Box


retaken = testing.retake_last_action


@pytest.mark.parametrize("state", ["numereum-bids", "numereum-hint", "numereum-end"])
@pytest.mark.parametrize("mode", ["table", "wall"])
def test_the_centre_is_a_kept_panel_drawn_exactly(state, mode):
    app = staging.staged(state, (1280, 800), mode, "en")
    table = app.top
    assert isinstance(table.centre, Panel) and table.centre.rect == table.frame.center
    assert table.centre in table.widgets
    # the frame's own box is gone: nothing draws the centre's background under its picture
    assert not [w for w in table.widgets if type(w) is Box and w.rect == table.frame.center]
    shown = pygame.image.tobytes(app.window, "RGB")
    app.full_redraw()
    app.render()
    assert pygame.image.tobytes(app.window, "RGB") == shown


@pytest.mark.parametrize("state", ["numereum-bids", "numereum-hint", "numereum-end"])
def test_a_tap_back_to_a_phase_seen_draws_none_of_the_centre_on_the_screen(state, monkeypatch):
    app = staging.staged(state, (1920, 1080), "table", "en")
    retaken(app)
    app.render()
    retaken(app)   # both phases seen: their centre pictures are kept
    centre_children = set(map(id, app.top.centre.children))
    drawn_on_screen = []
    for kind in {type(child) for child in app.top.centre.children}:
        draw = kind.draw
        monkeypatch.setattr(kind, "draw", lambda self, surface, app_, draw=draw: (
            drawn_on_screen.append(self) if surface is app.window else None, draw(self, surface, app_))[1])
    app.render()
    after = pygame.image.tobytes(app.window, "RGB")
    assert [w for w in drawn_on_screen if w.parent is not None or id(w) in centre_children] == []
    monkeypatch.undo()
    app.full_redraw()
    app.render()
    assert pygame.image.tobytes(app.window, "RGB") == after


def test_a_centre_kind_per_radius():
    assert centre_kind(12) is centre_kind(12)
    assert centre_kind(12) is not centre_kind(27)
    panel = centre_kind(27)(pygame.Rect(0, 0, 600, 300), 0, colour=theme.CENTER, id="centre")
    assert panel.radius == 27 and isinstance(panel, Panel)
