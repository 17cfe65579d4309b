"""The game-over screen draws only what changed once its shower of stars is over (the stars
are a widget, not a scene that draws on its own: that would make every frame a full one)."""

from __future__ import annotations

import pygame

from companion.app import scene, staging, testing
from companion.app.scenes.game_over import GameOver
from companion.app.tables.pikoko import sample_session


def game_over(until: int):
    app = staging.fresh_app((800, 480), "wall", "en")
    with staging.unsaved():
        app.session = sample_session(3)   # a whole game: finished
    assert app.session.finished
    app.push(GameOver(app, app.session))
    app.top.until = until
    app.render()
    return app


def watch_frames(app) -> list:
    drawn = []
    draw_changes = app.draw_changes
    app.draw_changes = lambda surface: drawn.append(draw_changes(surface)) or drawn[-1]
    return drawn


def test_a_press_after_the_stars_redraws_only_the_button_and_exactly():
    app = game_over(until=0)
    drawn = watch_frames(app)
    before = pygame.image.tobytes(app.window, "RGB")
    for pressed in (app.find("game-over:again"), None):   # a finger goes down, then up
        app.pressed = pressed
        app.needs_draw = True
        app.render()
        assert drawn[-1], "the press was drawn in full"
        area = sum(rect.width * rect.height for rect in drawn[-1])
        assert area < 0.2 * app.window.get_width() * app.window.get_height()
        shown = pygame.image.tobytes(app.window, "RGB")
        assert (shown != before) == (pressed is not None)
    app.full_redraw()
    app.render()
    assert pygame.image.tobytes(app.window, "RGB") == shown


def test_the_stars_fall_over_the_whole_screen_then_go():
    app = game_over(until=pygame.time.get_ticks() + 60_000)
    assert app.top.animating() and app.find("game-over:again") is not None
    with_stars = pygame.image.tobytes(app.window, "RGB")
    app.top.until = 0
    app.invalidate()
    app.render()
    assert pygame.image.tobytes(app.window, "RGB") != with_stars
    assert testing.layout_problems(app) == []


def test_a_frame_drawn_whole_blits_the_kept_score_sheet(monkeypatch):
    """The sheet (a hundred words and stripes on a long game) sits on a panel whose picture is
    kept: a frame drawn whole (a dialog closed, the window exposed) draws none of its words
    again, and shows the same pixels."""
    from companion.app.widgets import Label
    app = game_over(until=0)
    before = pygame.image.tobytes(app.window, "RGB")
    sheet = app.find("score-sheet")
    words = {id(child) for child in sheet.children if isinstance(child, Label)}
    assert len(words) > 20
    drawn = []
    real = Label.draw
    monkeypatch.setattr(Label, "draw", lambda self, surface, app: (drawn.append(self), real(self, surface, app)))
    app.draw_whole()
    app.render()
    sheet = app.find("score-sheet")
    assert not [label for label in drawn if getattr(label, "parent", None) is sheet]
    assert pygame.image.tobytes(app.window, "RGB") == before


def test_a_frame_drawn_whole_builds_the_sheet_no_more_while_what_it_shows_holds(monkeypatch):
    """A frame drawn whole builds the screen again; the finished game's sheet (a hundred
    widgets) is put back as it was, and built anew for another language or a never-seen
    screen, where it shows what a fresh one shows."""
    from companion.app.scenes import score_sheet
    app = game_over(until=0)
    monkeypatch.setattr(scene, "CHECK_KEPT_BUILDS", False)   # (the tests' check builds again)
    built = []
    real = score_sheet.add_table
    monkeypatch.setattr(score_sheet, "add_table", lambda *args, **kw: built.append(1) or real(*args, **kw))
    words = app.find("score-sheet").children[1:]   # (its box is made anew: one widget)
    app.draw_whole()
    app.render()
    assert built == [] and app.find("score-sheet").children[1:] == words
    shown = testing.screen_pixels(app)
    assert testing.drawn_afresh(app) == shown and built == [1]
    app.settings.language = "de"
    app.invalidate()
    app.render()
    assert len(built) == 2
    shown = testing.screen_pixels(app)
    assert testing.drawn_afresh(app) == shown
