"""A screen kept whole (alone, or under a dialog) on a panel that ignores the kernel's rotation:
when it comes back, the panel takes it already turned, and only what is drawn over it (the
dialog, the toasts, the staff ring) is turned again; the panel shows exactly the logical
screen turned."""

from __future__ import annotations

import pygame
import pytest

from companion.app import staging
from companion.app.kiosk_mode import Kiosk


def turned_apps(rotation: int, locked: bool = False):
    """(name, app) of each staged state at 800×480 on a panel turned by `rotation`."""
    for name, stage in staging.states():
        app = staging.fresh_app((800, 480), "table", "en")
        app.window = pygame.display.get_surface()
        app.kiosk = Kiosk(app, locked=locked, rotation=rotation)
        staging.stage(app, stage)
        app.toasts.clear()
        yield name, app


def full_frame(app) -> None:
    app._last_frame = None
    app.invalidate()
    app.render()


def panel_shows_the_screen_turned(app) -> bool:
    panel, display = pygame.display.get_surface(), app.kiosk.display
    turned = type(display)._turned(display, app.window)   # (not counted by `whole_turns`)
    return pygame.image.tobytes(panel, "RGB") == pygame.image.tobytes(turned, "RGB")


def whole_turns(app) -> list:
    """Records each turn of a whole logical screen from now on."""
    display, turns = app.kiosk.display, []
    real = display._turned
    display._turned = lambda picture: (turns.append(picture.get_size()) if picture.get_size() == app.window.get_size() else None,
                                       real(picture))[1]
    return turns


@pytest.mark.parametrize("rotation", [90, 270, 180])
def test_a_kept_screen_comes_back_turned_once_and_shows_the_screen_turned(tmp_path, monkeypatch, rotation):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    taken_back = 0
    for name, app in turned_apps(rotation):
        full_frame(app)
        full_frame(app)           # drawn whole twice the same: kept
        turns = whole_turns(app)
        full_frame(app)           # kept: turned once more, now with it
        assert panel_shows_the_screen_turned(app), name
        turns.clear()
        full_frame(app)
        assert panel_shows_the_screen_turned(app), name
        if turns:                 # a screen not kept (a widget without a signature, a scene drawn its own way)
            continue
        taken_back += 1
        app.toast("A passing word")
        full_frame(app)
        assert turns == [] and panel_shows_the_screen_turned(app), name
        app.toasts.clear()
        full_frame(app)
        assert turns == [] and panel_shows_the_screen_turned(app), name
    assert taken_back >= 60


def test_the_staff_ring_over_a_kept_screen_is_turned_with_it(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    checked = 0
    for name, app in turned_apps(90, locked=True):
        if name not in ("home", "resume", "dialog-seat", "aurum-trick", "pikoko-play"):
            continue
        for _ in range(3):
            full_frame(app)
        plain = pygame.image.tobytes(pygame.display.get_surface(), "RGB")
        turns = whole_turns(app)
        app.kiosk.corner.down((5, 5), "mouse")
        app.kiosk.corner.progress = lambda: 0.5
        full_frame(app)
        assert panel_shows_the_screen_turned(app), name
        assert pygame.image.tobytes(pygame.display.get_surface(), "RGB") != plain, name
        checked += turns == []
    assert checked >= 4


def test_the_turned_screen_is_let_go_with_the_screen_and_weighed_with_it(tmp_path, monkeypatch):
    """The turned copy counts in the pixel caches' ceiling, and a rest lets it go."""
    from companion.app import memory
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    name, app = next(turned_apps(90))
    screens = memory.caches()["screens kept whole"]
    screens.pop("below")   # (an earlier test's)
    for _ in range(3):
        full_frame(app)
    assert screens.get("whole")[3] is not None
    assert screens.bytes == 2 * 800 * 480 * app.window.get_bytesize()
    app.let_go_of_screen()
    assert screens.get("whole") is None
