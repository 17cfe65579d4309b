"""Under a modal scene, the shell draws the scenes below only where its opaque widgets (a sheet,
a dialog's box) leave them visible (issue 16): the frame is the same as drawing everything, and
a widget hidden under the sheet is not drawn. A full frame under a dialog works out each
widget's signature once."""

from __future__ import annotations

import pygame
import pytest

from companion.app import panels, shell, staging, testing, widgets
from companion.app.widgets import Button, Label


def frames_of(app) -> list[bytes]:
    """A first frame (nothing kept), then a full frame (pictures kept)."""
    out = []
    for drop in (True, False):
        if drop:
            app.full_redraw()
        app._last_frame = None
        app.invalidate()
        out.append(pygame.image.tobytes(app.render(), "RGB"))
    return out


@pytest.mark.parametrize("name", ["aurum-bids", "aurum-leftovers", "numereum-raise-sheet"])
@pytest.mark.parametrize("mode", ["table", "wall"])
def test_a_frame_drawn_around_the_top_scene_shows_what_drawing_everything_shows(tmp_path, monkeypatch, name, mode):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.fresh_app((800, 480), mode, "en")
    staging.stage(app, dict(staging.states())[name])
    drawn = frames_of(app)
    assert len(app.visible()) > 1 and shell.covered(app.visible())
    with monkeypatch.context() as plain:
        plain.setattr(shell, "covered", lambda scenes: [])
        assert frames_of(app) == drawn
    # and after a change under the sheet, the frame drawn in parts shows the same
    app.invalidate()
    assert pygame.image.tobytes(app.render(), "RGB") == drawn[1]


def test_a_widget_hidden_under_the_top_scene_is_not_drawn(tmp_path, monkeypatch):
    from companion.app.scene import Scene
    from companion.app.widgets import Box

    class Below(Scene):
        name = "below"

        def build(self):
            self.add(Label(pygame.Rect(380, 230, 40, 20), "hidden", 20, id="hidden"))
            self.add(Label(pygame.Rect(4, 4, 80, 30), "shown", 20, id="shown"))

    class Sheet(Scene):  # a modal hiding most of the screen
        name = "sheet"
        modal = veiled = True

        def build(self):
            self.add(Box(pygame.Rect(100, 50, 600, 380), (40, 60, 50), radius=12))

    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app((800, 480), mode="wall", lang="en", resume=False)
    app.push(Below(app))
    app.push(Sheet(app))
    drawn = []
    real = Label.draw
    monkeypatch.setattr(Label, "draw", lambda self, surface, app: (drawn.append(self.id), real(self, surface, app)))
    app.full_redraw()
    app.render()
    assert "shown" in drawn and "hidden" not in drawn


def test_a_full_frame_under_a_dialog_works_out_each_signature_once(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.fresh_app((800, 480), "table", "en")
    staging.stage(app, dict(staging.states())["dialog-seat"])
    app.render()
    asked = []
    real = Button.signature
    monkeypatch.setattr(Button, "signature", lambda self, app: (asked.append(id(self)), real(self, app))[1])
    app._last_frame = None
    app.invalidate()
    app.render()
    assert asked and len(asked) == len(set(asked))


def test_forget_pictures_keeps_their_memory_for_the_next_ones_within_bounds(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.fresh_app((800, 480), "table", "en")
    for name in ("aurum-bids", "pikoko-bets", "fievre-reveal", "numereum-prizes"):
        staging.stage(app, dict(staging.states())[name])
        app.full_redraw()
        app.render()
    spare = sum(widgets.surface_bytes(surface) for surface in panels._spares)
    assert len(panels._spares) == 1 or spare <= panels.SPARE_SCREENS * panels.screen_bytes()


def test_a_finger_on_the_attract_screen_redraws_its_button_not_the_screen(tmp_path, monkeypatch):
    """Its "anywhere" tap area draws nothing: it has a signature, so a press is not a full frame."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.fresh_app((800, 480), "wall", "en")
    staging.stage(app, dict(staging.states())["kiosk-attract"])
    app.render()
    app.pressed = app.find("attract:resume")
    app.needs_draw = True
    dirty = app.draw_changes(app.window)
    assert dirty and sum(rect.width * rect.height for rect in dirty) < 800 * 480 // 3
