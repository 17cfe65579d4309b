"""Aurum's round table lays out its grid and strips once per moment of the game (its build key): a finger on
Continue, or the screen drawn whole, puts the same widgets back; a changed record, screen,
language or mode, or a never-seen screen (`forget_pictures`), lays them out again."""

from __future__ import annotations

import pygame
import pytest

from companion.app import scene, staging
from companion.app.i18n import say
from companion.app.tables.aurum_dialogs import RoundTable


@pytest.fixture
def laid_out(monkeypatch):
    calls = []
    build = RoundTable.build
    monkeypatch.setattr(RoundTable, "build", lambda self: calls.append(self) or build(self))
    monkeypatch.setattr(scene, "CHECK_KEPT_BUILDS", False)   # (the tests' check builds again)
    return calls


def words_shown(app) -> list:
    return sorted(say(getattr(w, "text", None) or getattr(w, "label", ""), app.lang) for w in app.top.leaves())


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_a_press_and_a_whole_frame_lay_out_nothing_again(mode, laid_out):
    app = staging.staged("aurum-final", (1920, 1080), mode)
    assert app.top.name == "aurum-rounds" and len(laid_out) == 1
    shown = pygame.image.tobytes(app.window, "RGB")
    for pressed in (app.find("rounds:close"), None):   # a finger goes down on Continue, then up
        app.pressed = pressed
        app.invalidate()
        app.render()
    app.draw_whole()
    app.render()
    assert len(laid_out) == 1
    assert pygame.image.tobytes(app.window, "RGB") == shown
    app.full_redraw()   # a never-seen screen: built afresh, the same
    app.render()
    assert len(laid_out) == 2
    assert pygame.image.tobytes(app.window, "RGB") == shown


def test_a_changed_record_or_language_lays_out_again(laid_out):
    app = staging.staged("aurum-final", (1920, 1080), "table")
    final = words_shown(app)
    staging.retake_last(app, render=False)   # the game's last action taken back (drawn), then again
    app.render()
    assert len(laid_out) == 3
    assert words_shown(app) == final
    session = app.session
    with staging.unsaved():
        session.undo()
    app.invalidate()
    app.render()
    assert words_shown(app) != final   # the last round is no longer over: its rows go
    app.settings.language = "fr"
    app.invalidate()
    app.render()
    assert len(laid_out) == 5
