"""The app at rest (issue 16 goal 5: RSS ≤ a bare window + 30 MB after a day of play): once
nobody has touched it for `memory.REST_SECONDS`, it keeps only the pictures the screen shown
uses, drops its fonts and spare surfaces, and gives the memory back. Policy by the caches'
contents and the pixels on screen, never RSS; no timings."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from companion.app import memory, panels, staging, testing

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def quiet(monkeypatch):
    """The app's quiet spells timed by a clock the test moves."""
    clock = testing.ManualClock(100.0)
    spell = memory.Quiet(30, clock)
    monkeypatch.setattr(memory, "quiet", spell)
    return clock


def test_the_rest_is_due_once_per_quiet_spell(quiet):
    assert not memory.quiet.due()
    quiet.now += 29.9
    assert not memory.quiet.due()
    quiet.now += 0.1
    assert memory.quiet.due()
    memory.quiet.rested = True       # rested: not again in the same spell
    quiet.now += 600
    assert not memory.quiet.due()
    memory.stirred()                 # a tap: a new spell
    assert not memory.quiet.due()
    quiet.now += 30
    assert memory.quiet.due()


def screen_pixels(app) -> bytes:
    return pygame.image.tobytes(app.window, "RGB")


def whole_frame(app) -> int:
    """Draw the screen whole; returns the pictures that frame drew afresh."""
    made = sum(cache.puts for cache in memory._pixels)
    app._last_frame = None
    app.invalidate()
    app.render()
    return sum(cache.puts for cache in memory._pixels) - made


@pytest.mark.parametrize("shown", ["aurum-bids", "fievre-reveal", "home", "pikoko-bets"])
def test_at_rest_the_caches_keep_only_what_the_screen_shown_uses_and_it_draws_the_same(shown):
    """Other tables, a dialog and a sheet shown before; at rest only the pictures of the
    screen shown stay: drawn whole again, it paints nothing afresh and looks the same."""
    app = staging.fresh_app((800, 480), "table", "en")
    states = dict(staging.states())
    for name in ("numereum-raise-sheet", "fievre-telegraph-sheet", "dialog-seat", "aurum-trick", shown):
        app.go_home()
        app.render()
        staging.stage(app, states[name])
        app.render()
    before, held = screen_pixels(app), memory.pixels_held()
    fonts = len(memory.caches()["fonts"])
    assert memory.rest(app) > 0
    assert memory.pixels_held() < held / 2 and panels._spares == []
    assert len(memory.caches()["fonts"]) < fonts   # only those the screen needs, opened again
    assert screen_pixels(app) == before
    tick = memory.now()
    assert whole_frame(app) == 0                        # nothing it needs went
    assert memory.used_since(tick) == memory.pixels_held()   # and nothing else stayed
    assert screen_pixels(app) == before


def test_a_tap_after_the_rest_draws_the_next_screen_as_without_it():
    """What the rest dropped is painted again when needed: the frames after a rest are the
    frames without one."""
    def after_tap(rest: bool) -> bytes:
        app = staging.staged("aurum-bids")
        staging.stage(app, dict(staging.states())["fievre-reveal"])
        app.render()
        staging.stage(app, dict(staging.states())["aurum-bids"])
        app.render()
        if rest:
            memory.rest(app)
        with staging.unsaved():
            testing.tap(app, next(w for w in app.leaves() if w.touchable and w.enabled and w.id != "home"))
        return screen_pixels(app)

    assert after_tap(rest=True) == after_tap(rest=False)


def test_no_dialog_on_screen_no_screen_kept_under_a_dialog():
    """The screen under a dialog (a whole screen of pixels) was read at every frame, dialog
    or not, so it always looked used: at rest it stayed."""
    app = staging.staged("dialog-seat")
    app.go_home()
    app.render()
    assert "below" in memory.caches()["screens kept whole"]
    memory.rest(app)
    assert "below" not in memory.caches()["screens kept whole"]


def test_the_loop_rests_after_a_quiet_spell_and_a_tap_starts_another(quiet, monkeypatch):
    app = testing.make_app((800, 480), resume=False)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    calls = []
    monkeypatch.setattr(memory, "rest", lambda app: calls.append(quiet.now) or 0)
    turns = iter([(10, None), (25, None), (1, None), (5, key), (29, None), (2, None), (100, None)])

    def next_event(timeout):
        turn = next(turns, None)
        if turn is None:
            app.running = False
            return pygame.event.Event(pygame.NOEVENT)
        quiet.now += turn[0]
        return turn[1] or pygame.event.Event(pygame.NOEVENT)

    app._waiter = type("Waiter", (), {"next_event": staticmethod(next_event)})()
    app.run()
    assert calls == [135.0, 172.0]   # 35 s quiet: rest; the key; 31 s quiet: rest; not again


def test_young_garbage_is_collected_after_a_frame_not_at_each_idle_wake_up(quiet, monkeypatch):
    app = testing.make_app((800, 480), resume=False)
    app.render()
    tidied = []
    monkeypatch.setattr(memory, "_tidied_at", -1)
    monkeypatch.setattr(memory, "tidy", lambda: tidied.append(app.frames))
    memory.at_ease(app)
    memory.at_ease(app)              # the loop woke with nothing drawn
    app.invalidate()
    app.render()
    memory.at_ease(app)
    assert tidied == [app.frames - 1, app.frames]


def test_the_collectors_full_collection_is_made_between_frames_not_inside_one():
    """Each frame's young collection counts towards the collector's next full one, which it
    would otherwise start inside a later frame's work (a Numereum frame in eleven was 6-9 ms
    late at 800×480): `tidy` makes it while the frame is on screen, whenever it is due."""
    full = []

    def seen(phase, info):
        if phase == "stop" and info["generation"] == 2:
            full.append(info)
    gc.callbacks.append(seen)
    try:
        for _ in range(3 * (gc.get_threshold()[2] + 1)):
            memory.tidy()
            assert not memory.full_collection_due()
    finally:
        gc.callbacks.remove(seen)
    assert len(full) >= 2


def test_the_app_puts_what_it_loaded_out_of_the_collectors_sight_before_its_first_screen(monkeypatch):
    from companion.app import shell
    order = []
    monkeypatch.setattr(memory, "settle_start_up", lambda: order.append("settled"))

    def no_window(*args, **kw):
        order.append("window")
        raise pygame.error("no display")
    monkeypatch.setattr(shell, "App", no_window)
    assert shell.run(["--size", "800x480"]) == 1
    assert order == ["settled", "window"]


QR_WITHOUT_PILLOW = """
import json, sys
from companion.app.scenes import score_sheet
matrix = score_sheet.qr_modules("https://example.org/game?x=1")
without = "PIL" not in sys.modules
import printables.paint
printed = printables.paint.qr_matrix("https://example.org/game?x=1")
print(json.dumps([without, len(matrix), len(printed)]))
"""


def test_the_game_over_qr_code_loads_no_pillow_and_printing_still_makes_its_codes(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", QR_WITHOUT_PILLOW], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    without, size, printed = json.loads(done.stdout.strip().splitlines()[-1])
    assert without and size > 21 and printed >= 21
