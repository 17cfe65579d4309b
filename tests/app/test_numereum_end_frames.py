"""Numereum's last tap (issue 16): the seats' panels stay where the game left them, so the
frame that shows the winner repaints what changed (the centre, the seats' words) and not
the whole screen moved; in table mode each player reads why the game ended in their own
panel, facing them."""

from __future__ import annotations

import pygame
import pytest

from companion.app import staging, testing
from companion.app.i18n import say
from companion.app.widgets import Paragraph


def ended(mode: str, size=(1920, 1080)):
    """The staged end, shown once just before its last action (the close), then after it."""
    app = staging.staged("numereum-end", size, mode, "en")
    session, last = app.session, app.session.actions[-1]
    with staging.unsaved():
        session.undo()
    app.invalidate()
    app.render()
    before = [tuple(panel.rect) for panel in app.top.panels]
    with staging.unsaved():
        assert session.submit(last) is None
    return app, before


def reasons(widgets, app) -> list[str]:
    return [say(w.text, app.lang) for w in widgets if isinstance(w, Paragraph) and "R-3" in say(w.text, app.lang)]


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_the_last_tap_moves_no_panel_and_repaints_part_of_the_screen_exactly(mode):
    app, before = ended(mode)
    drawn = []
    draw_changes = app.draw_changes
    app.draw_changes = lambda surface: drawn.append(draw_changes(surface)) or drawn[-1]
    app.invalidate()
    app.render()
    assert app.session.finished
    assert [tuple(panel.rect) for panel in app.top.panels] == before
    assert drawn[-1], "the game's end was drawn in full"
    if mode == "table":  # (a wall's panels stood still already: the end moved only a table's)
        area = sum(rect.width * rect.height for rect in drawn[-1])
        assert area < 0.8 * app.window.get_width() * app.window.get_height()
    shown = pygame.image.tobytes(app.window, "RGB")
    app.full_redraw()
    app.render()
    assert pygame.image.tobytes(app.window, "RGB") == shown


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080), (720, 1280)])
def test_each_seat_reads_why_the_game_ended_facing_it_in_table_mode(size):
    app, _ = ended("table", size)
    app.invalidate()
    app.render()
    for panel in app.top.panels:
        assert len(reasons(panel.children, app)) == 1
    assert reasons(app.top.centre.children, app) == []   # not again in the centre, upside down for one seat
    assert app.find("again") is not None and app.find("end-history") is not None
    assert testing.layout_problems(app) == []


def test_a_wall_says_why_once_in_the_centre():
    app, _ = ended("wall", (800, 480))
    app.invalidate()
    app.render()
    assert len(reasons(app.top.centre.children, app)) == 1
    assert all(reasons(panel.children, app) == [] for panel in app.top.panels)
