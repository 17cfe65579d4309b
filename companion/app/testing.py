"""Helpers for UI tests and layout checks: drive the real app headless with touch events.

    app = testing.make_app((800, 480), mode="table", lang="en")   # COMPANION_DATA_DIR set by the test
    testing.tap(app, "play:numereum")                              # a widget id, or a widget
    assert app.top.name == "new-game"
    assert testing.layout_problems(app) == []
"""

from __future__ import annotations

import os
from contextlib import contextmanager

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402



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


class TapCounter:
    """The taps posted so far (`taps`); `since_last()` those since its last call (one action's)."""

    def __init__(self):
        self.taps = 0
        self._seen = 0

    def since_last(self) -> int:
        fresh, self._seen = self.taps - self._seen, self.taps
        return fresh


@contextmanager
def counting_taps():
    """Count every tap (a press and release at a point, however it is aimed) posted inside:
    how many taps a player needs is the figure issue 14 sets goals on."""
    global post_tap_at
    real, counter = post_tap_at, TapCounter()

    def counted(*args, **kwargs):
        counter.taps += 1
        return real(*args, **kwargs)

    post_tap_at = counted
    try:
        yield counter
    finally:
        post_tap_at = real


def toasts(app) -> list[str]:
    """The messages on screen now, in the app's language."""
    from companion.app.i18n import say
    return [say(t.message, app.lang) for t in app.toasts]


# Scenes still drawn at the old sizes (a game's table not yet moved to the type scale and
# 9 mm targets): `layout_problems` holds them to the old rule (44 px targets, any text size)
# until their engineer removes the game here. A scene belongs to a game when its name is the
# game id or starts with "<game>-".
from companion.app.scene import LEGACY_SCALE as UNCONVERTED, legacy as unconverted  # noqa: E402

LEGACY_TARGET = 44


def layout_problems(app, *, allow=UNCONVERTED) -> list[str]:
    """What a player would see as broken on the top scene: text overflowing its box,
    widgets overlapping, anything off screen; and (unless the scene is in `allow`, see
    UNCONVERTED) what `scale_problems` finds. Table engineers: call it with `allow=()` (or
    the games not yet converted) to hold your table to the scale."""
    app.full_redraw()
    app.render()
    m = app.metrics
    strict = not any(unconverted(scene.name, allow) or scene.type_sizes is None for scene in app.visible())
    smallest = m.target if strict else max(LEGACY_TARGET, int(LEGACY_TARGET * m.unit * 0.9))
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
    if strict:  # words cut with "…" are a problem on the reference panel; elsewhere by design
        problems += scale_problems(app, redraw=False, cut=(m.width, m.height) == (800, 480))
    return problems


def scale_problems(app, *, redraw: bool = True, cut: bool = True) -> list[str]:
    """The type scale and the 9 mm rule, measured from what is drawn on the top scene (and
    its toasts): text below the scale's minimum, more sizes than the scale has, touch targets
    under 9 mm either way or closer than 2 mm to another, and (`cut`) words abbreviated
    with "…" because they did not fit."""
    from companion.app import theme
    if redraw:
        app.full_redraw()
        app.render()
    m = app.metrics
    scratch = pygame.Surface(app.window.get_size())
    from companion.app.panels import forget_pictures
    forget_pictures()
    with theme.drawn_sizes() as seen:
        app.top.draw(scratch)
        app.draw_toasts(scratch)
    name = app.top.name
    problems = [f"{name}: '{words}' drawn at {size} px, below the scale's {m.min_text} px"
                for words, size in sorted(set(seen.sizes)) if size < m.min_text]
    sizes = {size for _, size in seen.sizes}
    if not sizes <= set(m.type_sizes):
        problems.append(f"{name}: sizes off the type scale: {sorted(sizes - set(m.type_sizes))}")
    if cut:
        problems += [f"{name}: '{words}' abbreviated to fit" for words in sorted(set(seen.cut))]
    touch = [w for w in app.leaves() if w.touchable and not w.decor]
    rects = [w.screen_rect() for w in touch]
    for w, rect in zip(touch, rects):
        if rect.width < m.target or rect.height < m.target:
            problems.append(f"{name}: {w.id or type(w).__name__} is {rect.width}×{rect.height}, under 9 mm ({m.target} px)")
    least = m.mm(2.0) - 1  # rounding
    for i, a in enumerate(rects):
        for j in range(i + 1, len(rects)):
            b = rects[j]
            apart = max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom)
            if 0 <= apart < least:
                problems.append(f"{name}: {touch[i].id} and {touch[j].id} are {apart} px apart, under 2 mm ({least} px)")
    return problems


def contrast(one, two) -> float:
    """WCAG contrast ratio of two RGB colours."""
    def luminance(colour):
        parts = []
        for c in colour[:3]:
            c = c / 255
            parts.append(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
        return 0.2126 * parts[0] + 0.7152 * parts[1] + 0.0722 * parts[2]
    high, low = sorted((luminance(one), luminance(two)), reverse=True)
    return (high + 0.05) / (low + 0.05)


__all__ = ["make_app", "tap", "tap_all", "widget", "centre", "post_tap_at", "toasts", "layout_problems",
           "scale_problems", "contrast", "UNCONVERTED"]


def panel_pixels(app, panel, size: tuple[int, int]) -> bytes:
    """The RGB bytes of `panel` drawn on a black surface of `size`, as a new frame (the panel
    reads its children's signatures again and repaints what changed in its kept picture)."""
    import pygame
    surface = pygame.Surface(size)
    surface.fill((0, 0, 0))
    app.frames += 1
    panel.draw(surface, app)
    return pygame.image.tobytes(surface, "RGB")


def ring_covered(app, panel) -> list[tuple[int, int]]:
    """The points of an active seat panel's gold ring (the straight runs of its border,
    `panels.turn_edge` wide, between its rounded corners; its ▶ marks left out) where
    something else shows: a name, a fact or a button drawn over the ring that tells every
    chair whose turn it is. In the panel's own upright coordinates; [] when the ring is whole."""
    import pygame
    from companion.app import panels, theme
    surface = pygame.Surface(app.window.get_size())
    app.frames += 1
    panel.draw(surface, app)
    (w, h), edge, corner = panel.local_size, panels.turn_edge(panel.local_size), panel.radius + 1
    marks = panels.turn_mark_rects(panel.local_rect, panel.radius)
    gold = surface.map_rgb(theme.ACTIVE_EDGE)
    covered = []
    runs = [(x, y) for x in range(corner, w - corner) for y in (0, edge - 1, h - edge, h - 1)]
    runs += [(x, y) for y in range(corner, h - corner) for x in (0, edge - 1, w - edge, w - 1)]
    for x, y in runs:
        if any(mark.collidepoint(x, y) for mark in marks):
            continue
        if surface.get_at_mapped(panel.to_screen(pygame.Rect(x, y, 1, 1)).topleft) != gold:
            covered.append((x, y))
    return covered


def panel_view(app, panel) -> list:
    """What a seat's panel shows and answers, child by child (`scene.widget_view`)."""
    from companion.app.scene import widget_view
    return [widget_view(child, app) for child in panel.children]


def screen_pixels(app) -> bytes:
    """The window's RGB bytes, to compare two frames pixel for pixel."""
    import pygame
    return pygame.image.tobytes(app.window, "RGB")


def drawn_afresh(app) -> bytes:
    """The screen drawn whole with nothing kept (every panel painted anew, as a never-seen
    screen is): what any kept picture must match."""
    app.full_redraw()
    app.render()
    return screen_pixels(app)


def take_back_last_action(app) -> dict:
    """The game's last action taken back and that screen drawn; returns the action. Nothing
    is saved (a staged game)."""
    from companion.app import staging
    last = app.session.actions[-1]
    with staging.unsaved():
        app.session.undo()
    app.invalidate()
    app.render()
    return last


def retake_last_action(app) -> None:
    """The game's last action taken back, that screen drawn, and the action taken again (not
    yet drawn): the frames a tap and its undo make. Nothing is saved (a staged game)."""
    from companion.app import staging
    session, last = app.session, take_back_last_action(app)
    with staging.unsaved():
        assert session.submit(last) is None
    app.invalidate()


def kept_panels_differ(app, table) -> list[int]:
    """The seats whose kept panel (`GameScene.seat_key`) differs from one built afresh for
    the table's current state: [] when every kept panel is right. Draws two frames."""
    app.invalidate()
    app.render()
    kept = [panel_view(app, panel) for panel in table.panels]
    table.forget_seats()
    app.invalidate()
    app.render()
    fresh = [panel_view(app, panel) for panel in table.panels]
    return [index for index, (one, two) in enumerate(zip(kept, fresh)) if one != two]


def kept_builds_differ(app) -> list[str]:
    """The visible scenes whose kept build (`Scene.build_key`, a table's `table_state`) shows
    other pixels than building them afresh: [] when every kept build is right. Draws the
    screen whole twice, toasts and all, from what is kept and then from fresh builds."""
    app.draw_whole()
    app.render()
    kept = screen_pixels(app)
    scenes = [scene for scene in app.visible() if scene.built_key() is not None]
    for scene in scenes:
        scene._built_on = None
        scene.kept.clear()
    app.draw_whole()
    app.render()
    return [scene.name for scene in scenes] if screen_pixels(app) != kept else []


class ManualClock:
    """A clock that moves only when told (`clock.now += seconds`): the kiosk's idle timers,
    the app's quiet spells, a soak's day, timed without waiting."""

    def __init__(self, now: float = 1000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now
