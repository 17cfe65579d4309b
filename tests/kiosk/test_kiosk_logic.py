"""Idle timer, corner long-press, rotation of touch and drawing, systemd watchdog."""

import os
import socket

import pytest
from hypothesis import given, settings, strategies as st

from companion.kiosk import rotation
from companion.kiosk.corner import CornerPress
from companion.kiosk.idle import IdleTimer
from companion.kiosk.watchdog import Watchdog


class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def test_idle_after_the_minutes_without_a_touch_and_a_touch_restarts_the_count():
    clock = FakeClock()
    timer = IdleTimer(5, clock)
    clock.now += 299
    assert not timer.idle() and timer.remaining() == pytest.approx(1)
    timer.touch()
    clock.now += 299
    assert not timer.idle()
    clock.now += 1
    assert timer.idle() and timer.remaining() == 0


def test_idle_minutes_zero_never_goes_idle():
    clock = FakeClock()
    timer = IdleTimer(0, clock)
    clock.now += 10**7
    assert not timer.idle() and timer.remaining() is None


def test_corner_press_completes_after_holding_in_the_right_corner():
    clock = FakeClock()
    press = CornerPress((800, 480), corner="top-right", hold_seconds=3, clock=clock)
    press.down((790, 10))
    clock.now += 2.9
    assert not press.poll() and press.progress() == pytest.approx(2.9 / 3)
    press.move((785, 20))  # a finger wobbles; still in the corner
    clock.now += 0.1
    assert press.poll()
    assert not press.poll()  # once per press
    press.up()
    assert press.progress() == 0


@pytest.mark.parametrize("where", [(10, 10), (790, 470), (400, 10), (700, 10)])
def test_other_places_do_not_start_a_press(where):
    clock = FakeClock()
    press = CornerPress((800, 480), corner="top-right", hold_seconds=3, clock=clock)
    press.down(where)
    clock.now += 10
    assert not press.poll()


def test_lifting_sliding_out_or_a_second_finger_cancels():
    clock = FakeClock()
    press = CornerPress((800, 480), hold_seconds=3, clock=clock)
    for interrupt in (lambda: press.up(), lambda: press.move((300, 200)), lambda: press.down((5, 5), pointer=7)):
        press.down((5, 5))
        clock.now += 2
        interrupt()
        clock.now += 2
        assert not press.poll()
        press.up(pointer=7)
        press.up()


def test_corner_zone_scales_with_the_screen_but_stays_finger_sized():
    assert CornerPress((800, 480)).zone_px == 60
    assert CornerPress((320, 240)).zone_px == 48
    assert CornerPress((2560, 1600)).zone_px == 200


@pytest.mark.parametrize("rot, physical, logical", [
    (0, (800, 480), (800, 480)), (90, (720, 1280), (1280, 720)),
    (180, (800, 480), (800, 480)), (270, (720, 1280), (1280, 720))])
def test_logical_size(rot, physical, logical):
    assert rotation.logical_size(physical, rot) == logical


@pytest.mark.parametrize("rot", rotation.ROTATIONS)
def test_corners_map_where_the_viewer_expects(rot):
    # The viewer turns their head with the picture: logical top-left is where the panel's
    # corner ends up after turning the panel's top-left by `rot` degrees clockwise.
    panel = (720, 1280)
    expected = {0: (0, 0), 90: (719, 0), 180: (719, 1279), 270: (0, 1279)}[rot]
    assert rotation.to_physical((0, 0), panel, rot) == expected
    assert rotation.to_logical(expected, panel, rot) == (0, 0)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(rotation.ROTATIONS), st.integers(1, 3000), st.integers(1, 3000), st.data())
def test_pixel_and_normalised_mappings_agree_and_invert(rot, width, height, data):
    x = data.draw(st.integers(0, width - 1))
    y = data.draw(st.integers(0, height - 1))
    lx, ly = rotation.to_logical((x, y), (width, height), rot)
    lw, lh = rotation.logical_size((width, height), rot)
    assert 0 <= lx < lw and 0 <= ly < lh
    assert rotation.to_physical((lx, ly), (width, height), rot) == (x, y)
    # the pixel's centre, normalised, lands on the same logical pixel's centre
    nx, ny = rotation.normalised_to_logical(((x + 0.5) / width, (y + 0.5) / height), rot)
    assert nx * lw == pytest.approx(lx + 0.5) and ny * lh == pytest.approx(ly + 0.5)


@pytest.mark.parametrize("rot", rotation.ROTATIONS)
def test_movement_deltas_turn_with_the_points(rot):
    panel = (800, 480)
    a, b = (100, 200), (130, 190)
    la, lb = (rotation.to_logical(p, panel, rot) for p in (a, b))
    assert rotation.delta_to_logical((b[0] - a[0], b[1] - a[1]), rot) == (lb[0] - la[0], lb[1] - la[1])


@pytest.mark.parametrize("rot", rotation.ROTATIONS)
def test_drawing_rotated_with_pygame_puts_each_logical_pixel_where_touch_maps_from(rot):
    pygame = pytest.importorskip("pygame")
    panel = (72, 128)
    logical = pygame.Surface(rotation.logical_size(panel, rot))
    logical.fill((0, 0, 0))
    marks = {(3, 5): (255, 0, 0), (60, 2): (0, 255, 0), (10, 60): (0, 0, 255)}  # all inside both shapes
    for point, colour in marks.items():
        logical.set_at(point, colour)
    shown = pygame.transform.rotate(logical, rotation.surface_angle(rot))
    assert shown.get_size() == panel
    for point, colour in marks.items():
        physical = rotation.to_physical(point, panel, rot)
        assert shown.get_at(physical)[:3] == colour
        assert rotation.to_logical(physical, panel, rot) == point


@pytest.mark.parametrize("bad", [45, -90, 360, "90", True])
def test_a_bad_rotation_is_refused(bad):
    with pytest.raises(ValueError, match="rotation must be one of 0, 90, 180, 270"):
        rotation.logical_size((800, 480), bad)


@pytest.fixture
def notify_socket(tmp_path):
    path = tmp_path / "notify"
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(str(path))
    sock.settimeout(2)
    yield str(path), sock
    sock.close()


def test_watchdog_sends_ready_and_rate_limited_pings(notify_socket):
    address, server = notify_socket
    clock = FakeClock()
    dog = Watchdog.from_env({"NOTIFY_SOCKET": address, "WATCHDOG_USEC": "20000000", "WATCHDOG_PID": str(os.getpid())}, clock)
    assert dog.ready() and server.recv(100) == b"READY=1"
    assert dog.ping() and server.recv(100) == b"WATCHDOG=1"
    clock.now += 9.9
    assert not dog.ping() and dog.next_ping_in() == pytest.approx(0.1)
    clock.now += 0.1
    assert dog.ping() and server.recv(100) == b"WATCHDOG=1"


def test_watchdog_abstract_socket_address():
    server = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    name = f"companion-test-{os.getpid()}"
    server.bind("\0" + name)
    server.settimeout(2)
    try:
        assert Watchdog.from_env({"NOTIFY_SOCKET": "@" + name}).stopping()
        assert server.recv(100) == b"STOPPING=1"
    finally:
        server.close()


@pytest.mark.parametrize("env", [{}, {"NOTIFY_SOCKET": ""}, {"NOTIFY_SOCKET": "vsock:2:999"},
                                 {"NOTIFY_SOCKET": "/nonexistent/socket", "WATCHDOG_USEC": "1000000"},
                                 {"NOTIFY_SOCKET": "/x", "WATCHDOG_USEC": "junk"}])
def test_watchdog_is_a_quiet_no_op_outside_systemd(env):
    dog = Watchdog.from_env(env)
    assert not dog.ready() and not dog.ping()


def test_watchdog_for_another_pid_does_not_ping(notify_socket):
    address, _ = notify_socket
    dog = Watchdog.from_env({"NOTIFY_SOCKET": address, "WATCHDOG_USEC": "1000000", "WATCHDOG_PID": "1"})
    assert dog.next_ping_in() is None and not dog.ping()
