"""The shell: cheap import, the screenshot command, the idle loop, the scene stack."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from companion.app import testing
from support import ROOT


def run(code: str, *args, **env):
    full = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT), **env)
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=full, timeout=120)


def test_importing_the_app_and_replaying_never_loads_pygame(tmp_path):
    record = tmp_path / "game.json"
    record.write_text(json.dumps({"format": 1, "game": "numereum", "players": ["Iris", "Jules"], "actions": [
        {"do": "reserve", "player": 0, "cards": ["17", "08"]}]}), encoding="utf-8")
    done = run("import sys, companion.app, companion.cli\n"
               "code = companion.cli.main(['replay', sys.argv[1]])\n"
               "print('PYGAME', 'pygame' in sys.modules, code, file=sys.stderr)", str(record))
    assert "PYGAME False 0" in done.stderr, done.stderr


@pytest.mark.parametrize("size,mode,lang", [("800x480", "table", "en"), ("720x1280", "wall", "de")])
def test_screenshots_command_writes_every_scene_at_the_exact_size(tmp_path, size, mode, lang):
    out = tmp_path / "shots"
    done = run("import sys, companion.cli; sys.exit(companion.cli.main(sys.argv[1:]))",
               "screenshots", str(out), "--size", size, "--mode", mode, "--lang", lang,
               COMPANION_DATA_DIR=str(tmp_path / "real-data"))
    assert done.returncode == 0, done.stderr
    names = {path.name for path in out.glob("*.png")}
    assert {"home.png", "settings.png", "numereum-bids.png", "numereum-combine.png", "numereum-end.png",
            "numereum-rules.png", "damaged-save.png", "resume.png"} <= names
    assert len(done.stdout.split()) == len(names)
    import pygame
    width, height = (int(v) for v in size.split("x"))
    for path in out.glob("*.png"):
        assert pygame.image.load(str(path)).get_size() == (width, height), path.name
    assert not list((tmp_path / "real-data").glob("*.json"))  # the real saves are never touched


def test_screenshots_command_refuses_a_bad_size(tmp_path):
    done = run("import sys, companion.cli; sys.exit(companion.cli.main(sys.argv[1:]))",
               "screenshots", str(tmp_path), "--size", "big")
    assert done.returncode == 2 and "size" in done.stderr and "Traceback" not in done.stderr


def test_idle_app_sleeps_until_an_event():
    app = testing.make_app((800, 480))
    app.pump()                                  # the window's own start-up events
    assert app.next_wakeup() is None            # nothing moves: wait for an event, no timer
    frames = app.frames
    app.pump()
    app.pump()
    assert app.frames == frames                 # nothing changed: nothing redrawn
    app.toast("hello")
    assert 0 < app.next_wakeup() <= 3600       # wakes once to take the toast away
    testing.tap(app, "settings")
    assert app.frames > frames


def test_back_key_and_scene_stack():
    import pygame
    app = testing.make_app((800, 480))
    testing.tap(app, "rules:numereum")
    assert app.top.name == "numereum-rules"
    testing.tap(app, "page:next")
    assert app.top.page == 1
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=41))
    app.pump()
    assert app.top.name == "home"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=41))
    app.pump()
    assert app.top.name == "home" and len(app.stack) == 1   # home is never popped


def test_a_resized_window_lays_out_again():
    import pygame
    app = testing.make_app((800, 480))
    before = testing.centre(app, "settings")
    app.window = pygame.display.set_mode((1280, 800))
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1280, y=800))
    app.pump()
    assert testing.centre(app, "settings") != before
    assert testing.layout_problems(app) == []


def test_a_bug_in_a_tap_becomes_a_message_not_a_crash(capsys):
    from companion.app.scene import Scene
    from companion.app.widgets import Button

    class Broken(Scene):
        name = "broken"

        def build(self):
            self.add(Button((100, 100, 200, 80), "boom", lambda: 1 / 0, id="boom"))

    app = testing.make_app((800, 480))
    app.push(Broken(app))
    testing.tap(app, "boom")
    assert any("ZeroDivisionError" in message for message in testing.toasts(app))
    assert app.running and app.top.name == "broken"


def test_panels_face_their_players_and_taps_map_back():
    from companion.app.tables.numereum import NumereumTable, sample_session
    app = testing.make_app((800, 480), mode="table")
    app.session = sample_session(3)
    app.push(NumereumTable(app, app.session))
    app.render()
    bottom, top = app.top.panels
    assert (bottom.angle, top.angle) == (0, 180)
    # Jules sits at the top: his first basic card is drawn at the top-right, upside down
    assert testing.centre(app, "bid:1:B0")[0] > 400 and testing.centre(app, "bid:1:B0")[1] < 240
    testing.tap(app, "bid:1:B0")
    assert app.top.pick[1] == "B0"
    app.settings.mode = "wall"
    app.invalidate()
    app.render()
    assert [p.angle for p in app.top.panels] == [0, 0]


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_drawing_only_what_changed_gives_the_same_picture(mode):
    """Partial redraws (a tap redraws one panel) must leave exactly the full frame's pixels."""
    import pygame
    from companion.app import panels
    from companion.app.tables.numereum import NumereumTable, sample_session
    app = testing.make_app((1280, 800), mode=mode)
    app.session = sample_session(4)                   # Jules must concede or raise
    app.push(NumereumTable(app, app.session))
    app.render()
    partial_frames = []
    draw_changes = app.draw_changes
    app.draw_changes = lambda surface: partial_frames.append(draw_changes(surface)) or partial_frames[-1]
    for target in ("bid:1:B10", "bid:1:B0", "bid:0:B30"):  # Jules's card raises, then is changed
        if app.top.name == "numereum-bid":  # a narrow panel's bid sheet opened by itself: put away
            testing.tap(app, "cancel")
        drawn = app.frames
        testing.tap(app, target)
        assert app.frames > drawn
        partial = pygame.image.tobytes(app.window, "RGB")
        panels._panels.clear()
        app.full_redraw()
        app.render()
        assert pygame.image.tobytes(app.window, "RGB") == partial, target
    assert app.session.actions[-1] == {"do": "raise", "cards": ["B30", "B0"]}
    assert any(frame for frame in partial_frames)     # some frames really were partial


def test_sounds_follow_the_setting(monkeypatch):
    from companion.app import sound
    played = []
    monkeypatch.setattr(sound.Sounds, "_load", lambda self: {name: type("S", (), {"play": lambda s, n=name: played.append(n)})()
                                                             for name in sound.SOUNDS})
    app = testing.make_app((800, 480))
    app.explain("no way")
    app.settings.sound = False
    app.explain("still no")
    assert played == ["no"]
    assert len(sound.SOUNDS["ok"]()) == 2 * int(sound.RATE * 0.06) + 2 * int(sound.RATE * 0.09)


def test_random_draw_animates_then_names_who_starts(monkeypatch):
    import time
    from companion.app import tables
    from companion.app.scenes import new_game
    monkeypatch.setattr(new_game, "DRAW_MS", 120)
    monkeypatch.setattr(tables.get("numereum"), "first_player_random", True)
    app = testing.make_app((800, 480))
    testing.tap(app, "play:numereum")
    testing.tap(app, "next")
    testing.tap(app, "next")
    testing.tap(app, "first:random")
    assert app.top.animating() and app.next_wakeup() == 16     # frames only while it moves
    assert not app.find("next").enabled
    time.sleep(0.2)
    app.pump()
    assert not app.top.animating() and app.top.first in (0, 1)
    assert any("starts" in message for message in testing.toasts(app))
    assert app.find(f"first:{app.top.first}").selected


def test_toasts_go_away_by_themselves(monkeypatch):
    import time
    from companion.app import shell
    monkeypatch.setattr(shell, "TOAST_MS", 50)
    app = testing.make_app((800, 480))
    app.toast("hello")
    assert testing.toasts(app) == ["hello"]
    time.sleep(0.1)
    app.pump()
    assert testing.toasts(app) == [] and app.next_wakeup() is None


def test_settings_page_when_many_house_rules(monkeypatch):
    """However many house rules the tables bring, every one is on screen somewhere, fitting."""
    from companion.app import tables
    monkeypatch.setattr(tables, "all_games", lambda: ("numereum",) * 6)   # six games' worth of rules
    app = testing.make_app((800, 480))
    testing.tap(app, "settings")
    rows_seen, pages = 0, 1
    while True:
        rows_seen += sum(1 for w in app.leaves() if w.id == "house:numereum:suite:in_order")
        assert testing.layout_problems(app) == []
        following = app.find("page:next")
        if following is None or not following.enabled:
            break
        testing.tap(app, "page:next")
        pages += 1
    assert rows_seen == 6 and pages >= 2


def test_a_scene_that_cannot_be_built_is_closed_with_a_message():
    from companion.app.scene import Scene

    class Broken(Scene):
        name = "broken"

        def build(self):
            raise KeyError("bug")

    app = testing.make_app((800, 480))
    app.push(Broken(app))
    app.render()
    assert app.top.name == "home"
    assert any("KeyError" in message for message in testing.toasts(app))


def test_background_fill_skips_only_what_panels_cover():
    from companion.app.scene import subtract
    from companion.app.layout import Rect
    screen = Rect(0, 0, 800, 480)
    holes = [Rect(0, 0, 800, 170), Rect(0, 310, 800, 170), Rect(100, 200, 50, 50)]
    pieces = subtract(screen, holes)
    covered = sum(p.width * p.height for p in pieces)
    assert covered == 800 * 480 - 2 * 800 * 170 - 50 * 50
    assert not any(p.colliderect(h) for p in pieces for h in holes)
    assert all(screen.contains(p) for p in pieces)


@pytest.mark.parametrize("mode", ["table", "wall"])
@pytest.mark.parametrize("size", [(800, 480), (1920, 1080), (720, 1280)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_full_frame_paints_every_pixel(mode, size):
    """Frames skip filling under panels: paint the window magenta first, none may be left."""
    import pygame
    from companion.app import panels, staging
    for name, stage in staging.states():
        if not name.startswith(("numereum-", "home", "settings")):
            continue
        app = staging.fresh_app(size, mode, "en")
        staging.stage(app, stage)
        app.render()
        app.window.fill((255, 0, 255))
        panels._panels.clear()
        app.full_redraw()
        app.render()
        assert pygame.transform.threshold(None, app.window, (255, 0, 255), (0, 0, 0, 255), set_behavior=0) == 0, name


# ---------------------------------------------------------------- starting (issue 12)

def test_three_starts_that_die_before_their_first_frame_start_the_fourth_in_safe_mode(tmp_path, monkeypatch):
    from companion.app import memory, paths, shell
    from companion.app.i18n import say
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("COMPANION_CONFIG_DIR", raising=False)
    paths.current_game().write_text(json.dumps({"format": 1, "game": "numereum", "players": ["Iris", "Jules"],
                                                "actions": [{"do": "reserve", "player": 0, "cards": ["17", "08"]}]}))

    def dies(self):
        raise RuntimeError("died before drawing")

    monkeypatch.setattr(shell.App, "run", dies)
    monkeypatch.setattr(shell.pygame, "quit", lambda: None)  # the fonts cached by other tests stay valid
    monkeypatch.setattr(memory, "settle_start_up", lambda: None)  # (gc.freeze would keep this test process's objects for good)
    for _ in range(3):
        with pytest.raises(RuntimeError):
            shell.run(["--size", "800x480", "--kiosk"])
        assert paths.current_game().exists()   # a start or two that fail keep the game
    started = []
    monkeypatch.setattr(shell.App, "run", lambda self: started.append(self) or self.render())
    assert shell.run(["--size", "800x480", "--kiosk"]) == 0
    app = started[0]
    assert app.top.name == "safe-mode" and app.session is None
    assert "3 times in a row" in say(app.top.message, "en") and "current.safe-mode-" in say(app.top.message, "en")
    assert not paths.current_game().exists() and len(list(tmp_path.glob("current.safe-mode-*.json"))) == 1
    assert (tmp_path / "failed-starts").read_text() == "0"   # the first frame ended the run of failures
    assert shell.run(["--size", "800x480", "--kiosk"]) == 0
    assert started[1].top.name == "home"


def test_the_start_counter_survives_a_folder_it_cannot_write(tmp_path):
    from companion.app.startup import StartCounter
    counter = StartCounter(tmp_path / "gone")   # writes fail: ignored, never a crash
    counter.starting()
    counter.started()
    assert not counter.safe_mode


def test_a_missing_font_file_is_one_line_not_a_traceback(tmp_path):
    done = run("import sys, pathlib\n"
               "from companion.app import theme\n"
               "theme.FONT_BOLD = pathlib.Path(sys.argv[1]) / 'DejaVuSans-Bold.ttf'\n"
               "from companion.app import shell\n"
               "sys.exit(shell.run(['--size', '800x480']))", str(tmp_path), COMPANION_DATA_DIR=str(tmp_path))
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.strip().splitlines() == [f"companion: font file missing: {tmp_path}/DejaVuSans-Bold.ttf "
                                                "(reinstall the app, or copy assets/fonts back)"]
