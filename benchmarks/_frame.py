"""Shared scaffolding for the table benchmarks: frame times of a staged screen at
1920×1080 (design.md: one frame of the busiest screen ≤ 2 ms), measured the same way for
every game.

Figures are CPU time per frame, best of several batches (other work on a shared machine
only ever adds time). For each screen:
- full: rebuild + draw every widget, as when a dialog closes or the window is exposed
  (panel pictures kept from earlier frames, as they are in the running app);
- cold: the same with no panel picture or face kept, nor any seat panel kept from the last
  build (the first frame of a screen never seen before; the tables' card and chip pictures,
  shared by every screen, stay);
- a tap: the frame after a typical tap: the screen's last action taken back (not timed),
  then taken again (not timed) and the rebuild + redraw timed;
- press: a finger goes down on a button (its highlight only).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("COMPANION_DATA_DIR", tempfile.mkdtemp(prefix="bench-frame-"))

SIZE = (1920, 1080)
MODES = ("table", "wall")
TARGET_MS = 2.0


def best_ms(work, frames: int = 20, batches: int = 5, before=None) -> float:
    """CPU ms per call of `work`, best batch; `before()` runs untimed ahead of each call."""
    best = float("inf")
    for _ in range(batches):
        used = 0.0
        for _ in range(frames):
            if before is not None:
                before()
            start = time.process_time()
            work()
            used += time.process_time() - start
        best = min(best, used / frames * 1000)
    return best


def staged(stage, mode: str, size=SIZE):
    """A fresh app put in the state `stage(app)` makes, first frame drawn; its sample game
    is never saved (no disk writes while measuring)."""
    from companion.app import staging
    return staging.staged(stage, size, mode)


def blit_ms() -> float:
    """B: one full-screen blit + flip of the display as it is (the panel's own surface when
    the display is turned), CPU ms, best batch."""
    import pygame
    screen = pygame.display.get_surface()
    picture = screen.copy()
    return best_ms(lambda: (screen.blit(picture, (0, 0)), pygame.display.flip()), 10, 3)


def full_frame(app) -> None:
    app.draw_whole()
    app.render()


def cold_frame(app) -> None:
    app.full_redraw()
    app.render()


def frame(app) -> None:
    app.invalidate()
    app.render()


def retake_last_action(app):
    """(undo, redo): take the session's last action back, and take it again; None when the
    screen has no action to retake."""
    from companion.app import staging
    session = app.session
    if session is None or not session.actions:
        return None
    last = session.actions[-1]

    def undo():
        with staging.unsaved():
            session.undo()
        frame(app)

    def redo():
        with staging.unsaved():
            refusal = session.submit(last)
        assert refusal is None, refusal
    return undo, redo


def tap_shares(app, untap, tap) -> tuple[float, float]:
    """The frame after `tap()` (from the screen `untap()` leaves): the share of the screen it
    repainted (its changed places; 1 for a frame drawn whole) and the share whose pixels
    changed: what any frame must at least copy to the screen, so a tap that changes half of
    it costs half a B whatever the drawing does."""
    import pygame
    untap()
    before = app.window.copy()
    tap()
    app.invalidate()
    drawn = []
    draw = app.draw_changes
    app.draw_changes = lambda surface: drawn.append(draw(surface)) or drawn[-1]
    try:
        app.render()
    finally:
        del app.draw_changes   # (the shell's own method again)
    area = app.window.get_width() * app.window.get_height()
    dirty = drawn[0] if drawn else None
    repainted = 1.0 if dirty is None else sum(rect.width * rect.height for rect in dirty) / area
    same = pygame.mask.from_threshold(app.window, (0, 0, 0, 0), (1, 1, 1, 255), before).count()
    return repainted, 1 - same / area


def tap_ms(app, tap=None, untap=None) -> float | None:
    """Rebuild + redraw after `tap()` (default: retaking the last action); `untap()` puts
    the screen back first (untimed)."""
    if tap is None:
        pair = retake_last_action(app)
        if pair is None:
            return None
        untap, tap = pair
    ms = best_ms(lambda: frame(app), before=lambda: (untap and untap(), tap()))
    if untap is None:
        return ms
    untap()   # leave the screen as it was staged
    tap()
    frame(app)
    return ms


def press_ms(app) -> float | None:
    """A finger down on the first enabled button of a seat panel (or of the screen)."""
    from companion.app.widgets import Button
    buttons = [w for w in app.leaves() if isinstance(w, Button) and w.enabled and w.on_tap is not None]
    in_panels = [w for w in buttons if w.parent is not None]
    target = (in_panels or buttons or [None])[0]
    if target is None:
        return None

    def release():
        app.pressed = None
        app.needs_draw = True
        app.render()

    def press():
        app.pressed = target
        app.needs_draw = True
        app.render()
    ms = best_ms(press, before=release)
    release()
    return ms


def report(name: str, app, mode: str, tap=None, untap=None) -> dict:
    """Measure one screen and print one line of its figures."""
    figures = {"full": best_ms(lambda: full_frame(app)), "cold": best_ms(lambda: cold_frame(app), 10, 3),
               "tap": tap_ms(app, tap, untap), "press": press_ms(app)}
    worst = max(v for k, v in figures.items() if k in ("full", "tap") and v is not None)
    shown = "  ".join(f"{key} {value:5.2f} ms" if value is not None else f"{key}    -    "
                      for key, value in figures.items())
    flag = "ok" if worst <= TARGET_MS else "OVER"
    print(f"{name:20} {mode:5} {app.window.get_width()}x{app.window.get_height()}  {shown}"
          f"  (full and tap ≤ {TARGET_MS:g} ms: {flag})", flush=True)
    return figures


def profile(name: str, app, mode: str, tap=None, untap=None, top: int = 18) -> None:
    """Where the time of a full frame and of a tap's frame goes (cProfile, own time)."""
    import cProfile
    import pstats
    profiler = cProfile.Profile()
    for _ in range(40):
        profiler.enable()
        full_frame(app)
        profiler.disable()
    if tap is None and (pair := retake_last_action(app)) is not None:
        untap, tap = pair
    for _ in range(40 if tap else 0):
        if untap:
            untap()
        tap()
        profiler.enable()
        frame(app)
        profiler.disable()
    print(f"== profile {name} {mode}: 40 full frames + 40 frames after a tap")
    pstats.Stats(profiler).sort_stats("tottime").print_stats(top)


def screens(game: str, names, size=SIZE) -> None:
    """Every named screenshot state of `game`'s table, in both modes; with
    `--profile NAME` on the command line, a profile of that screen instead."""
    from companion.app import tables
    stages = tables.get(game).screenshots
    if "--profile" in sys.argv:
        name = sys.argv[sys.argv.index("--profile") + 1]
        for mode in MODES:
            profile(name, staged(stages[name], mode, size), mode)
        return
    for mode in MODES:
        for name in names:
            report(name, staged(stages[name], mode, size), mode)
