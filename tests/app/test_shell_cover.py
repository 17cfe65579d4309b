"""Under a modal scene, the shell draws the scenes below only where its opaque widgets (a sheet,
a dialog's box) leave them visible (issue 16): the frame is the same as drawing everything, and
a widget hidden under the sheet is not drawn. A full frame under a dialog works out each
widget's signature once."""

from __future__ import annotations

import pygame
import pytest

from companion.app import panels, scene, shell, staging, testing, widgets
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
    monkeypatch.setattr(scene, "CHECK_KEPT_BUILDS", False)   # (the tests' check asks for signatures too)
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


def retaken_frame(app) -> tuple[list, bytes]:
    """The rectangles the frame after retaking the last action repaints, and its pixels."""
    last = app.session.actions[-1]
    with staging.unsaved():
        app.session.undo()
        app.invalidate()
        app.render()
        assert app.session.submit(last) is None
    app.invalidate()
    drawn = []
    draw = app.draw_changes
    with pytest.MonkeyPatch.context() as watch:
        watch.setattr(app, "draw_changes", lambda surface: drawn.append(draw(surface)) or drawn[-1])
        pixels = pygame.image.tobytes(app.render(), "RGB")
    assert drawn[0] is not None
    return drawn[0], pixels


def repainted_after_retaking(app) -> tuple[float, bytes]:
    """The share of the screen the frame after retaking the last action repaints, and its
    pixels."""
    rects, pixels = retaken_frame(app)
    return sum(rect.width * rect.height for rect in rects) / (app.window.get_width() * app.window.get_height()), pixels


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_a_card_entered_on_a_sheet_repaints_the_cards_it_changed_not_the_sheet(tmp_path, monkeypatch, mode):
    """The next player's sheet after a card played: a few dozen cards change look, scattered
    over it, and the seats under it change. Only those cards and the margin around the sheet
    are repainted (the sheet's places copied in one call, `Panel.draw_areas`); joined, the
    rectangle around them was nearly the whole screen (97 %). The frame shows what a fresh
    drawing shows."""
    from test_app_frame import fresh_pixels
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.staged("aurum-lead", (1920, 1080), mode)
    assert shell.covering_panel(app.top, shell.covered(app.visible())) is not None
    share, pixels = repainted_after_retaking(app)
    assert share < 0.6
    assert pixels == fresh_pixels(app)
    with monkeypatch.context() as joined:  # the rectangle around them, as until wave 11
        joined.setattr(shell, "covering_panel", lambda scene, cover: None)
        assert repainted_after_retaking(app)[0] > 0.75


def test_what_changes_under_a_sheet_repaints_only_around_it(tmp_path, monkeypatch):
    """A seat's panel under the sheet changes whole (the turn passed): the frame repaints the
    strip of it left around the sheet, not the sheet over it."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.staged("aurum-trick", (1920, 1080), "table")
    sheet = shell.covering_panel(app.top, shell.covered(app.visible()))
    drawn = retaken_frame(app)[0]
    below = [rect for rect in drawn if not sheet.rect.contains(rect)]
    assert below and all(not rect.colliderect(sheet.rect.inflate(-2 * widgets.BLEED, -2 * widgets.BLEED)) for rect in below)


def test_a_small_sheet_is_repainted_as_one(tmp_path, monkeypatch):
    """At 800×480 the sheet's picture stays in the cache: copying the rectangle around its
    changes costs less than cutting it into pieces, so it is not cut."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.staged("aurum-lead", (800, 480), "table")
    cover = shell.covered(app.visible())
    assert cover and shell.covering_panel(app.top, cover) is None
    share, _ = repainted_after_retaking(app)
    assert share > 0.75
