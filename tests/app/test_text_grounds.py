"""Text laid on the flat colour under it and copied (`widgets.Ground`, `theme.text_on`), and
a line's clear bands left out of its blit (`theme.inked`) (issue 16: a full frame of a rules
screen blended ~15 long lines, 2 B at 1080p):
every pixel is what blending the whole line there gives, and whole screens are the same
either way, in every mode, drawn whole or in parts after a tap."""

from __future__ import annotations

import pygame
import pytest

from companion.app import panels, staging, testing, theme, widgets
from companion.app.scene import Scene
from companion.app.turning import UPRIGHT, Turn
from companion.app.widgets import Box, Button, Ground, Label, Paragraph

Rect = pygame.Rect


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    return testing.make_app((800, 480), mode="wall", lang="en", resume=False)


def noise(size) -> pygame.Surface:
    """A surface of varied colours: a blit changing a pixel it should not shows."""
    surface = pygame.Surface(size)
    for x in range(0, size[0], 7):
        for y in range(0, size[1], 5):
            surface.fill(((x * 37) % 256, (y * 91) % 256, (x * y) % 256), (x, y, 7, 5))
    return surface


LINES = [("Ana leads", 24, theme.INK, True), ("Supply ☀ 1 1 2 3", 17, theme.INK_DARK, False),
         ("gy", 40, theme.PRIMARY, False), ("Übermut — «là»", 30, (250, 246, 234), True), ("  ", 20, theme.INK, False)]


@pytest.mark.parametrize("angle", [0, 90, 180, 270])
@pytest.mark.parametrize("ground", [theme.BACKGROUND, theme.PANEL_ACTIVE, theme.CARD, (0, 0, 0)])
def test_a_line_laid_on_its_ground_shows_what_blending_it_there_shows(app, angle, ground):
    for words, size, colour, bold in LINES:
        line = theme.text(words, size, colour, bold, angle)
        blended = pygame.Surface(line.get_size())
        blended.fill(ground)
        blended.blit(line, (0, 0))
        laid, area = theme.text_on(words, size, colour, bold, angle, ground, blended)
        assert not laid.get_flags() & pygame.SRCALPHA   # (copied, not blended)
        assert pygame.image.tobytes(laid, "RGB") == pygame.image.tobytes(blended, "RGB"), (words, angle, ground)
        assert area == theme.inked(line, words, size, bold, angle)


@pytest.mark.parametrize("angle", [0, 90, 180, 270])
def test_the_inked_part_of_a_line_changes_what_the_whole_line_changes(app, angle):
    for words, size, colour, bold in LINES:
        line = theme.text(words, size, colour, bold, angle)
        whole, part = noise((90, 90)), noise((90, 90))
        whole.blit(line, (3, 4))
        area = theme.inked(line, words, size, bold, angle)
        part.blit(line, (3 + area.left, 4 + area.top), area)
        assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(part, "RGB"), (words, angle)
        if words.strip():
            assert area.height < line.get_height() if angle in (0, 180) else area.width < line.get_width()


@pytest.mark.parametrize("top", [25, 2])   # over the ground's edge; on it
def test_a_line_is_laid_on_its_ground_only_where_it_lies_wholly_on_it(app, top, monkeypatch):
    laid = []
    text_on = theme.text_on
    monkeypatch.setattr(theme, "text_on", lambda *args: laid.append(args) or text_on(*args))
    surface = noise((600, 80))
    ground = Ground((10, 20, 30), [Rect(0, 0, 600, 40)])
    surface.fill((10, 20, 30), (0, 0, 600, 40))
    expected = surface.copy()
    words = "Tricks 3 · in hand 7 · nuggets 12"
    widgets.draw_block(expected, Rect(5, top, 590, 36), words, 30, theme.INK)
    widgets.draw_block(surface, Rect(5, top, 590, 36), words, 30, theme.INK, ground=ground)
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(expected, "RGB")
    assert len(laid) == (top == 2)


class Plain(Scene):
    """A scene of the widgets given, drawn as any bottom scene (or a modal one)."""

    def __init__(self, app, parts, modal=False):
        super().__init__(app)
        self.parts, self.modal = parts, modal

    def build(self):
        for widget in self.parts:
            self.add(widget)


def grounds(app, parts, modal=False) -> list:
    """The ground each text widget of `parts` is drawn on (its colour, or None)."""
    scene = Plain(app, parts, modal)
    scene.rebuild()
    found = []
    original = Scene.ground_under

    def noted(self, index, texts):
        ground = original(self, index, texts)
        found.append(None if ground is None else ground.colour)
        return ground
    Scene.ground_under = noted
    try:
        scene.draw_widgets(pygame.Surface(app.window.get_size()))
    finally:
        Scene.ground_under = original
    return found


@pytest.fixture
def every_line(monkeypatch):
    """Every line worth laying on its ground, however small (what the grounds are is tested)."""
    monkeypatch.setattr(widgets, "LAID_FROM_PX", 0)


def test_a_text_lies_on_the_background_on_a_plain_box_and_on_nothing_else(app, every_line):
    tile = Box(Rect(20, 20, 300, 200), theme.PANEL, radius=12)
    framed = Box(Rect(400, 20, 300, 200), theme.PANEL_ACTIVE, radius=12, outline=theme.PRIMARY)
    assert grounds(app, [Label(Rect(20, 300, 200, 40), "Alone", 24)]) == [theme.BACKGROUND]
    assert grounds(app, [tile, Label(Rect(40, 40, 200, 40), "On the tile", 24)]) == [theme.PANEL]
    assert grounds(app, [framed, Label(Rect(420, 40, 200, 40), "In the frame", 24)]) == [theme.PANEL_ACTIVE]
    # over the frame's outline, over a corner, half off the tile, over a button, in a dialog
    assert grounds(app, [framed, Label(Rect(400, 40, 200, 40), "On the outline", 24)]) == [None]
    assert grounds(app, [tile, Label(Rect(20, 20, 160, 40), "In the corner", 24)]) == [None]
    assert grounds(app, [tile, Label(Rect(250, 40, 200, 40), "Half off", 24)]) == [None]
    assert grounds(app, [Button(Rect(20, 300, 200, 60), "Go"), Label(Rect(40, 310, 160, 40), "Over", 20)]) == [None]
    assert grounds(app, [Label(Rect(20, 300, 200, 40), "Dialog", 24)], modal=True) == [None]
    assert grounds(app, [tile, Box(Rect(40, 40, 50, 50), (200, 0, 0, 128)), Label(Rect(40, 40, 200, 40), "x", 24)]) == [None]


def test_a_text_too_small_for_a_line_worth_laying_is_drawn_as_before(app):
    assert grounds(app, [Label(Rect(20, 300, 100, 40), "Small", 24)]) == []
    assert grounds(app, [Label(Rect(20, 300, 600, 400), "Small type", 9)]) == []


def test_texts_side_by_side_lie_on_their_ground_but_not_on_each_others_words(app, every_line):
    stacked = [Label(Rect(20, 100 + 30 * row, 400, 30), f"Line {row}", 20, align="left") for row in range(4)]
    assert grounds(app, stacked) == [theme.BACKGROUND] * 4   # (each within BLEED of the next)
    words = Paragraph(Rect(20, 100, 400, 120), "A paragraph of words " * 6, 20)
    assert grounds(app, [words, Label(Rect(30, 110, 220, 30), "Over its words", 20)]) == [theme.BACKGROUND, None]


def test_only_the_marked_classes_lay_their_text_on_a_ground(app, every_line):
    class Underlined(Label):
        def draw(self, surface, app, turn: Turn = UPRIGHT):
            surface.fill(theme.PRIMARY, self.rect)
            super().draw(surface, app, turn)
    assert widgets.GROUNDED == {Label, Paragraph}
    assert grounds(app, [Underlined(Rect(20, 300, 200, 40), "Underlined", 24)]) == []


def plain_drawing(monkeypatch) -> None:
    """Draw as before grounds: every line blended whole."""
    monkeypatch.setattr(Scene, "ground_under", lambda self, index, texts: None)
    monkeypatch.setattr(Ground, "holds", lambda self, place: False)
    monkeypatch.setattr(theme, "inked", lambda image, *key: image.get_rect())


def frames(size, mode, state) -> list:
    """A staged state's fresh frame, its frame drawn whole, and the frame after its last action is
    taken back and again (drawn in parts)."""
    app = staging.fresh_app(size, mode, "en")
    staging.stage(app, state)
    app.toasts.clear()
    panels.forget_pictures()
    app.full_redraw()
    shots = [pygame.image.tobytes(app.render(), "RGB")]
    app.draw_whole()
    shots.append(pygame.image.tobytes(app.render(), "RGB"))
    if app.session is not None and app.session.actions:
        last = app.session.actions[-1]
        with staging.unsaved():
            app.session.undo()
            app.toasts.clear()
            app.invalidate()
            app.render()
            assert app.session.submit(last) is None
        app.toasts.clear()
        app.invalidate()
        shots.append(pygame.image.tobytes(app.render(), "RGB"))
    return shots


@pytest.mark.parametrize("size, mode", [((800, 480), "table"), ((1280, 800), "wall")])
def test_every_staged_screen_is_the_same_with_its_text_laid_on_grounds(size, mode, tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    laid = []
    text_on = theme.text_on
    monkeypatch.setattr(theme, "text_on", lambda *args: laid.append(args) or text_on(*args))
    for name, state in staging.states():
        if name in ("game-over", "settings", "damaged-save"):   # (a time, a data folder: their own each run)
            continue
        ours = frames(size, mode, state)
        with monkeypatch.context() as plain:
            plain_drawing(plain)
            assert frames(size, mode, state) == ours, name
    assert len(laid) > 50   # (the grounds are found, not a fallback every time)
