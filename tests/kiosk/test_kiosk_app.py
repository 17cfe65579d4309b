"""Kiosk mode in the real app, headless: the lock, the staff exit, idle, resume, rotation, watchdog."""

from __future__ import annotations

import os
import signal
import socket
import textwrap

import pytest

pygame = pytest.importorskip("pygame")

from companion.app import history, paths, testing  # noqa: E402
from companion.app.i18n import say  # noqa: E402
from companion.app.session import Session  # noqa: E402
from companion.kiosk import pin, rotation, settings as kiosk_settings  # noqa: E402
from support import run_app_until_ready_then_signal  # noqa: E402

PIN = "4711"


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("COMPANION_CONFIG_DIR", raising=False)
    monkeypatch.delenv("NOTIFY_SOCKET", raising=False)
    kiosk_settings.save(kiosk_settings.Settings(pin_hash=pin.hash_pin(PIN, method="pbkdf2_sha256"), idle_minutes=5))
    return tmp_path


def kiosk_app(size=(800, 480), rotate=None, resume=False):
    from companion.app.shell import App
    app = App(size, kiosk=True, rotate=rotate, resume=resume)
    app.kiosk.use_clock(testing.ManualClock(5000.0))
    app.render()
    return app


def post(kind, **fields):
    pygame.event.post(pygame.event.Event(kind, **fields))


def finger(kind, x, y):
    post(kind, touch_id=1, finger_id=0, x=x, y=y, dx=0.0, dy=0.0, pressure=1.0)


def guest_tries_to_leave(app):
    post(pygame.QUIT)
    post(pygame.WINDOWCLOSE)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)
    post(pygame.KEYDOWN, key=pygame.K_F4, mod=pygame.KMOD_LALT, unicode="", scancode=61)
    app.pump()


def hold_exit_corner(app, seconds):
    finger(pygame.FINGERDOWN, 0.01, 0.01)
    app.pump()
    app.kiosk.clock.now += seconds
    app.step()


def type_pin(app, digits):
    for digit in digits:
        testing.tap(app, f"pin:{digit}")
    testing.tap(app, "pin:ok")


def test_a_locked_kiosk_ignores_quit_escape_and_alt_f4(data_dir):
    app = kiosk_app()
    testing.tap(app, "play:numereum")
    assert app.top.name == "new-game"
    guest_tries_to_leave(app)
    assert app.running and app.top.name == "new-game"  # not even Escape's "back"
    assert not pygame.mouse.get_visible()
    assert not pygame.display.get_allow_screensaver()


def test_the_same_events_do_close_an_unlocked_app(data_dir):
    app = testing.make_app((800, 480), resume=False)
    assert not app.kiosk.locked
    guest_tries_to_leave(app)
    assert not app.running


def test_staff_leave_with_a_long_press_in_the_corner_and_the_pin(data_dir):
    app = kiosk_app()
    hold_exit_corner(app, 1.0)  # a short press in the corner is a guest's tap
    finger(pygame.FINGERUP, 0.01, 0.01)
    app.pump()
    assert app.top.name == "home"
    finger(pygame.FINGERDOWN, 0.5, 0.01)  # a long press elsewhere does nothing
    app.pump()
    app.kiosk.clock.now += 10
    app.step()
    finger(pygame.FINGERUP, 0.5, 0.01)
    app.pump()
    assert app.top.name == "home"

    hold_exit_corner(app, 3.1)
    finger(pygame.FINGERUP, 0.01, 0.01)
    app.pump()
    assert app.top.name == "kiosk-pin"
    type_pin(app, "1234")
    assert app.running and app.top.name == "kiosk-pin"
    assert "Wrong PIN" in say(app.top.message, "en")
    guest_tries_to_leave(app)
    assert app.running
    type_pin(app, PIN)
    assert not app.running


def test_the_pin_pad_locks_out_after_five_wrong_pins(data_dir):
    app = kiosk_app()
    hold_exit_corner(app, 3.1)
    for _ in range(5):
        type_pin(app, "0000")
    type_pin(app, PIN)
    assert app.running and "try again in 30 seconds" in say(app.top.message, "en")
    app.kiosk.clock.now += 31
    type_pin(app, PIN)
    assert not app.running


def seconds_to_wait(app) -> int:
    import re
    found = re.search(r"try again in (\d+) seconds", say(app.top.message, "en"))
    assert found, say(app.top.message, "en")
    return int(found.group(1))


def open_pad(app):
    hold_exit_corner(app, 3.1)
    finger(pygame.FINGERUP, 0.01, 0.01)
    app.pump()
    assert app.top.name == "kiosk-pin"


def test_closing_the_pad_and_holding_the_corner_again_keeps_the_lockout(data_dir):
    app = kiosk_app()
    open_pad(app)
    for _ in range(5):
        type_pin(app, "0000")
    app.kiosk.clock.now += 46          # the abandoned pad closes by itself
    app.step()
    assert app.top.name == "home"
    app.kiosk.clock.now -= 41          # 5 s into the 30 s wait (the clocks are one fake clock)
    open_pad(app)
    assert 20 <= seconds_to_wait(app) < 30
    type_pin(app, PIN)                 # even the right PIN waits
    assert app.running and "try again in" in say(app.top.message, "en")


def test_a_restart_keeps_the_lockout(data_dir):
    app = kiosk_app()
    open_pad(app)
    for _ in range(5):
        type_pin(app, "0000")
    clock = app.kiosk.clock
    again = kiosk_app()
    again.kiosk.use_clock(clock)
    clock.now += 5
    open_pad(again)
    type_pin(again, PIN)
    assert again.running and 15 <= seconds_to_wait(again) < 30
    assert (data_dir / "pin-lockout.json").exists()


def test_each_lockout_waits_twice_as_long_and_every_wrong_pin_is_logged(data_dir, capsys):
    app = kiosk_app()
    open_pad(app)
    for _ in range(5):
        type_pin(app, "0000")
    app.kiosk.clock.now += 31
    for _ in range(5):
        type_pin(app, "0000")
    assert "try again in 60 seconds" in say(app.top.message, "en")
    log = capsys.readouterr().err
    assert log.count("wrong staff PIN (") == 8 and "no PIN accepted for 60 s (lockout 2)" in log
    app.kiosk.clock.now += 61
    type_pin(app, PIN)
    assert not app.running and "staff PIN accepted" in capsys.readouterr().err
    assert '"lockouts": 0' in (data_dir / "pin-lockout.json").read_text()


def test_an_abandoned_pin_pad_closes_by_itself(data_dir):
    app = kiosk_app()
    hold_exit_corner(app, 3.1)
    finger(pygame.FINGERUP, 0.01, 0.01)
    app.pump()
    assert app.top.name == "kiosk-pin"
    app.kiosk.clock.now += 46
    app.step()
    assert app.top.name == "home" and app.running


def test_without_a_pin_the_pad_says_how_to_set_one(data_dir):
    kiosk_settings.save(kiosk_settings.Settings())
    app = kiosk_app()
    hold_exit_corner(app, 3.1)
    assert app.top.name == "kiosk-pin"
    words = " ".join(w.label_text(app) for w in app.leaves())
    assert "python -m companion.kiosk set-pin" in words
    assert app.find("pin:ok") is None


def start_numereum(app):
    session = Session.start("numereum", ["Iris", "Jules"], {"younger": 1})
    session.submit({"do": "reserve", "player": 0, "cards": ["17", "08"]})
    app.session = session
    app.open_session()
    app.render()
    return session


def test_idle_minutes_bring_the_attract_screen_and_one_tap_resumes(data_dir):
    app = kiosk_app()
    session = start_numereum(app)
    table = app.top
    app.kiosk.clock.now += 299
    app.step()
    assert app.top is table
    app.kiosk.clock.now += 2
    assert app.kiosk.wakeup(None) == 1  # the loop is woken in time to show it
    app.step()
    assert app.top.name == "kiosk-attract"
    assert "Numereum" in app.find("attract:resume").label_text(app)
    testing.tap(app, "attract:resume")
    assert app.top is table and app.session is session and len(session.actions) == 1
    # a tap anywhere on the attract screen resumes too, and touching restarts the count
    app.kiosk.clock.now += 301
    app.step()
    assert app.top.name == "kiosk-attract"
    testing.post_tap_at(app, 400, 20)
    assert app.top is table


def test_new_group_files_the_game_in_the_history_and_starts_afresh(data_dir):
    app = kiosk_app()
    session = start_numereum(app)
    app.kiosk.clock.now += 301
    app.step()
    testing.tap(app, "attract:new-group")
    assert app.top.name == "new-group"
    testing.tap(app, "cancel")
    assert app.top.name == "kiosk-attract" and app.session is session
    testing.tap(app, "attract:new-group")
    testing.tap(app, "confirm")
    assert app.top.name == "home" and app.session is None
    assert not paths.current_game().exists()
    filed = history.finished_games()
    assert [g["id"] for g in filed] == [session.id] and filed[0]["players"] == ["Iris", "Jules"]


PLAY_THEN_WAIT = textwrap.dedent("""
    import sys
    sys.path.insert(0, sys.argv[1])
    from companion.app.shell import App
    from app_flows import bid, enter_prizes, new_numereum_game, type_reserve
    app = App((800, 480), kiosk=True, resume=True)
    app.render()
    new_numereum_game(app)
    type_reserve(app, 0, ["17", "08"])
    type_reserve(app, 1, ["24", "31"])
    enter_prizes(app, "42", "25")
    print("READY", len(app.session.actions), flush=True)
    app.run()   # the real loop, until killed
""")


def test_kill_9_mid_game_comes_back_to_the_same_game_on_the_same_screen(data_dir):
    assert run_app_until_ready_then_signal(PLAY_THEN_WAIT, signal.SIGKILL) == -signal.SIGKILL

    app = kiosk_app(resume=True)
    assert app.top.name == "numereum"  # no question for guests: straight back to the table
    assert [a["do"] for a in app.session.actions] == ["reserve", "reserve", "reveal"]
    assert app.session.players == ["Iris", "Jules"]


def test_sigterm_stops_a_locked_kiosk_at_once(data_dir):
    script = ("from companion.app.shell import App\n"
              "app = App((800, 480), kiosk=True, resume=False)\n"
              "print('UP', flush=True)\n"
              "app.run()\n")
    # SIGTERM is what `systemctl stop` sends
    assert run_app_until_ready_then_signal(script, signal.SIGTERM, ready="UP") == -signal.SIGTERM


@pytest.mark.parametrize("rotate", [0, 90, 180, 270])
@pytest.mark.parametrize("mouse", [False, True])
def test_a_rotated_screen_maps_a_touch_to_the_right_widget(data_dir, rotate, mouse):
    from companion.app.shell import App
    panel = (720, 1280)
    app = App(panel, rotate=rotate, resume=False)
    app.render()
    assert app.window.get_size() == rotation.logical_size(panel, rotate)
    target = app.find("play:numereum").screen_rect()
    lx, ly = target.left + target.width // 4, target.top + target.height // 3  # off-centre on purpose
    px, py = rotation.to_physical((lx, ly), panel, rotate)
    # what the panel shows under the finger is that button's face...
    shown = pygame.display.get_surface().get_at((px, py))
    assert shown == app.window.get_at((lx, ly))
    # ...and the touch there presses it
    if mouse:
        post(pygame.MOUSEBUTTONDOWN, pos=(px, py), button=1, touch=False)
        post(pygame.MOUSEBUTTONUP, pos=(px, py), button=1, touch=False)
    else:
        finger(pygame.FINGERDOWN, (px + 0.5) / panel[0], (py + 0.5) / panel[1])
        finger(pygame.FINGERUP, (px + 0.5) / panel[0], (py + 0.5) / panel[1])
    app.pump()
    assert app.top.name == "new-game"


def test_the_exit_corner_is_the_top_left_the_viewer_sees_on_a_turned_panel(data_dir):
    app = kiosk_app(size=(720, 1280), rotate=90)
    px, py = rotation.to_physical((3, 3), (720, 1280), 90)  # the panel's top-right corner
    finger(pygame.FINGERDOWN, (px + 0.5) / 720, (py + 0.5) / 1280)
    app.pump()
    app.kiosk.clock.now += 3.1
    app.step()
    assert app.top.name == "kiosk-pin"


def test_the_app_tells_systemd_it_is_ready_and_alive(data_dir, tmp_path, monkeypatch):
    address = str(tmp_path / "notify")
    server = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    server.bind(address)
    server.settimeout(2)
    monkeypatch.setenv("NOTIFY_SOCKET", address)
    monkeypatch.setenv("WATCHDOG_USEC", "30000000")
    monkeypatch.setenv("WATCHDOG_PID", str(os.getpid()))
    try:
        app = kiosk_app()
        assert server.recv(64) == b"READY=1"  # after the first frame
        app.step()
        assert server.recv(64) == b"WATCHDOG=1"
        assert app.kiosk.wakeup(None) <= 15_001  # the loop wakes up in time for the next ping
        app.kiosk.clock.now += 15
        app.step()
        assert server.recv(64) == b"WATCHDOG=1"
    finally:
        server.close()


def test_kiosk_and_rotation_come_from_the_settings_file_and_bad_values_only_warn(data_dir, capsys):
    (data_dir / "settings.toml").write_text('kiosk = true\nrotation = 90\nidle_minutes = "ten"\n')
    from companion.app.shell import App
    app = App((800, 480), resume=False)
    assert app.kiosk.locked and app.kiosk.rotation == 90 and app.window.get_size() == (480, 800)
    assert app.kiosk.idle.seconds == 300
    err = capsys.readouterr().err
    assert 'idle_minutes = "ten" must be a whole number of minutes' in err and "Traceback" not in err


@pytest.mark.parametrize("size", [(800, 480), (1280, 800), (1920, 1080), (720, 1280)])
def test_kiosk_screens_fit_every_screen_size(data_dir, size):
    from companion.app.scenes.kiosk_attract import Attract, stage_attract
    from companion.app.scenes.kiosk_pin import stage_pin_pad
    for stage in (stage_attract, stage_pin_pad):
        app = testing.make_app(size, resume=False)
        stage(app)
        assert testing.layout_problems(app) == []
    app = testing.make_app(size, resume=False)  # no game in progress: "tap to play"
    app.push(Attract(app, app.kiosk))
    assert testing.layout_problems(app) == []


def test_on_a_free_table_the_attract_screen_offers_the_games(data_dir):
    app = kiosk_app()
    testing.tap(app, "history")
    app.kiosk.clock.now += 301
    app.step()
    assert app.top.name == "kiosk-attract" and app.find("attract:new-group") is None
    testing.tap(app, "attract:play:numereum")
    assert app.top.name == "new-game" and [s.name for s in app.stack] == ["home", "new-game"]


def test_in_a_locked_kiosk_settings_need_the_staff_pin(data_dir):
    app = kiosk_app()
    testing.tap(app, "settings")
    assert app.top.name == "kiosk-pin" and "for staff" in say(app.top.message, "en")
    type_pin(app, "0000")
    assert app.top.name == "kiosk-pin" and app.running
    type_pin(app, PIN)
    assert app.top.name == "settings" and app.running   # staff are in; the app did not close
    testing.tap(app, "lang:fr")
    from companion.app import settings as app_settings
    assert app_settings.load().language == "fr"           # staff changes last


def test_a_guest_tap_storm_changes_no_lasting_setting(data_dir):
    from companion.app import settings as app_settings
    app = kiosk_app()
    before = (data_dir / "settings.toml").read_bytes()
    for _ in range(3):
        testing.tap(app, "settings")
        assert app.top.name == "kiosk-pin"
        for target in ("pin:1", "pin:ok", "pin:back"):
            testing.tap(app, target)
        app.kiosk.clock.now += 46
        app.step()
        assert app.top.name == "home"
    app.settings.language = "de"         # and should a change reach the app some other way
    app.save_settings()
    assert (data_dir / "settings.toml").read_bytes() == before and app_settings.load().language == "en"
