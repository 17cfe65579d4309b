"""Helpers for UI tests and layout checks: drive the real app headless with touch events.

    app = testing.make_app((800, 480), mode="table", lang="en")   # COMPANION_DATA_DIR set by the test
    testing.tap(app, "play:numereum")                              # a widget id, or a widget
    assert app.top.name == "new-game"
    assert testing.layout_problems(app) == []
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from companion.app.layout import MIN_TARGET  # noqa: E402


def make_app(size=(800, 480), mode: str | None = "table", lang: str | None = "en", resume: bool = True):
    """A real app in a (dummy) window; `mode`/`lang` None keep the saved settings."""
    from companion.app.shell import App
    app = App(size, mode=mode, lang=lang, resume=resume)
    app.render()
    return app


class NoSuchWidget(AssertionError):
    pass


def widget(app, target):
    """The widget with this id on the top scene (or the widget itself)."""
    if not isinstance(target, str):
        return target
    if app.needs_build:  # the scene changed since the last frame: build what is shown
        app.render()
    found = app.find(target)
    if found is None:
        ids = sorted(w.id for w in app.leaves() if w.id)
        raise NoSuchWidget(f"no widget '{target}' on scene '{app.top.name}'; there are: {', '.join(ids)}")
    return found


def centre(app, target) -> tuple[int, int]:
    """Screen coordinates of a widget's centre (through its seat panel's rotation)."""
    return widget(app, target).screen_rect().center


def tap(app, target, *, mouse: bool = False) -> None:
    """Post a finger (or mouse) press and release at the widget's centre, then let the app
    handle them exactly as it handles real input."""
    x, y = centre(app, target)
    post_tap_at(app, x, y, mouse=mouse)


def post_tap_at(app, x: int, y: int, *, mouse: bool = False) -> None:
    width, height = app.window.get_size()
    if mouse:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1, touch=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1, touch=False))
    else:
        common = dict(touch_id=1, finger_id=0, dx=0.0, dy=0.0, pressure=1.0, x=(x + 0.5) / width, y=(y + 0.5) / height)
        pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, **common))
        pygame.event.post(pygame.event.Event(pygame.FINGERUP, **common))
    app.pump()


def tap_all(app, *targets) -> None:
    for target in targets:
        tap(app, target)


def toasts(app) -> list[str]:
    """The messages on screen now, in the app's language."""
    from companion.app.i18n import say
    return [say(t.message, app.lang) for t in app.toasts]


def layout_problems(app) -> list[str]:
    """What a player would see as broken on the top scene: text overflowing its box,
    touch targets smaller than ~9 mm, widgets overlapping, anything off screen."""
    app.full_redraw()
    app.render()
    m = app.metrics
    smallest = max(MIN_TARGET, int(MIN_TARGET * m.unit * 0.9))
    screen = m.screen
    problems = []
    leaves = [w for w in app.leaves() if not w.decor]
    rects = {id(w): w.screen_rect() for w in leaves}
    for w in leaves:
        name = w.id or f"{type(w).__name__}({w.label_text(app)!r})"
        rect = rects[id(w)]
        if w.overflow:
            problems.append(f"{app.top.name}: text of {name} does not fit its {rect.width}×{rect.height} box")
        if w.touchable and (rect.width < smallest or rect.height < smallest):
            problems.append(f"{app.top.name}: {name} is {rect.width}×{rect.height}, smaller than {smallest} px")
        if not screen.contains(rect):
            problems.append(f"{app.top.name}: {name} at {tuple(rect)} is off screen")
    for i, a in enumerate(leaves):
        for b in leaves[i + 1:]:
            if rects[id(a)].colliderect(rects[id(b)]):
                problems.append(f"{app.top.name}: {a.id or type(a).__name__} overlaps {b.id or type(b).__name__}")
    return problems


__all__ = ["make_app", "tap", "tap_all", "widget", "centre", "post_tap_at", "toasts", "layout_problems"]
