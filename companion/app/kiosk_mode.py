"""Kiosk mode in the app: locked fullscreen, staff exit, attract screen, watchdog, rotation.

One object, `Kiosk`, owned by the app, with four hooks the shell calls: `event()` first
thing for every event (it may swallow it), `tick()` in each loop step, `wakeup()` to
shorten the loop's sleep, `present()` just before each flip. Without `--kiosk` it still
turns the display (`--rotate`) and pings the systemd watchdog; the lock, the corner press
and the attract screen are only active when locked.
"""

from __future__ import annotations

import sys
import time

import pygame

from companion.app import theme
from companion.app.kiosk_display import RotatedDisplay
from companion.kiosk import settings as kiosk_settings
from companion.kiosk.corner import CornerPress
from companion.kiosk.idle import IdleTimer
from companion.kiosk.lockout import PinLockout
from companion.kiosk.watchdog import Watchdog

EXIT_CORNER = "top-left"
HOLD_SECONDS = 3.0
PIN_PAD_SECONDS = 45  # an abandoned PIN pad closes by itself
PROGRESS_FRAME_MS = 50
_QUIT_KEYS = (pygame.K_ESCAPE, pygame.K_AC_BACK)
_PRESS = (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
_MOVE = (pygame.MOUSEMOTION, pygame.FINGERMOTION)
_RELEASE = (pygame.MOUSEBUTTONUP, pygame.FINGERUP)
# scenes a locked kiosk opens only after the staff PIN: what they change outlives the group
STAFF_ONLY = {"settings"}


class Kiosk:
    def __init__(self, app, *, locked: bool | None = None, rotation: int | None = None,
                 settings: kiosk_settings.Settings | None = None, clock=time.monotonic, environ=None):
        if settings is None:
            settings, warnings = kiosk_settings.load()
            for line in warnings:
                print(f"companion: {line}", file=sys.stderr)
        self.app = app
        self.settings = settings
        self.clock = clock
        self.locked = settings.kiosk if locked is None else locked
        self.display = RotatedDisplay(app.window, settings.rotation if rotation is None else rotation)
        app.window = self.display.surface
        now = lambda: self.clock()  # noqa: E731 - tests swap `self.clock` for a fake one
        self.idle = IdleTimer(settings.idle_minutes, now)
        self.pad_idle = IdleTimer(PIN_PAD_SECONDS / 60, now)
        self.corner = CornerPress(app.window.get_size(), corner=EXIT_CORNER, hold_seconds=HOLD_SECONDS, clock=now)
        self.watchdog = Watchdog.from_env(environ, now)
        self.lockout = PinLockout(_lockout_file())
        self._staff_scene = None  # the staff-only scene opened with the PIN, while it is open
        self._ready_sent = False
        pygame.display.set_allow_screensaver(False)  # a café table never blanks while the app runs
        if self.locked:
            pygame.mouse.set_visible(False)
            _stop_on_sigterm()

    def use_clock(self, clock) -> None:
        """Run the kiosk's timers on another clock (tests and the soak script simulate time)."""
        self.clock = clock
        self.lockout.clock = clock
        self.touched()
        self.corner.cancel()

    @property
    def rotation(self) -> int:
        return self.display.rotation

    # -- hooks called by the shell ---------------------------------------------------------
    def event(self, event):
        """The event to handle (turned into logical coordinates), or None to ignore it."""
        kind = event.type
        if kind in (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE):
            self.app.window = self.display.resize()
            self.corner.resize(self.app.window.get_size())
            return event
        event = self.display.event(event)
        if not self.locked:
            return event
        if kind in (pygame.QUIT, pygame.WINDOWCLOSE):
            return None  # guests cannot close the table; staff use the corner and the PIN
        if kind == pygame.KEYDOWN and (event.key in _QUIT_KEYS or (event.key == pygame.K_F4 and event.mod & pygame.KMOD_ALT)):
            return None
        if kind in _PRESS or kind in _MOVE or kind in _RELEASE:
            self._pointer(kind, event)
        return event

    def tick(self) -> None:
        """Once per loop step: watchdog, staff gesture, idle screens."""
        self.watchdog.ping()
        if not self.locked:
            return
        from companion.app.scenes.kiosk_attract import Attract
        from companion.app.scenes.kiosk_pin import PinPad
        top = self.app.top
        if self.corner.pressing:
            self.app.needs_draw = True  # the progress ring fills
        if self.corner.poll() and not isinstance(top, PinPad):
            self.pad_idle.touch()
            self.app.push(PinPad(self.app, self))
        elif isinstance(top, PinPad) and self.pad_idle.idle():
            self.app.pop(top)
        elif self.idle.idle() and not isinstance(top, Attract):
            while isinstance(self.app.top, PinPad):
                self.app.pop(self.app.top)
            self.app.toasts.clear()
            self.app.push(Attract(self.app, self))

    def wakeup(self, timeout_ms: int | None) -> int | None:
        """The loop's sleep, shortened so the watchdog, idle and corner timers fire on time."""
        waits = [timeout_ms, _ms(self.watchdog.next_ping_in())]
        if self.locked:
            from companion.app.scenes.kiosk_attract import Attract
            from companion.app.scenes.kiosk_pin import PinPad
            if self.corner.pressing:
                waits.append(PROGRESS_FRAME_MS)
            if isinstance(self.app.top, PinPad):
                waits.append(_ms(self.pad_idle.remaining()))
            elif not isinstance(self.app.top, Attract):
                waits.append(_ms(self.idle.remaining()))
        waits = [w for w in waits if w is not None]
        return max(1, min(waits)) if waits else None

    def present(self, dirty: list | None = None, under=None) -> list | None:
        """Just before each flip: the staff ring, the turn onto the panel, READY for systemd.
        `dirty`: the rectangles drawn (None: all); `under`: see `RotatedDisplay.present`;
        returns the panel rectangles to update."""
        ring = self.ring_rect()
        if ring is not None:
            self._draw_progress(self.app.window, self.corner.progress())
            if under is not None:
                under = (under[0], under[1] + [pygame.Rect(ring)])
        shown = self.display.present(dirty, under)
        if not self._ready_sent:
            self._ready_sent = self.watchdog.ready()
        return shown

    def turned(self, picture: pygame.Surface) -> pygame.Surface:
        """`picture` (the whole logical screen) as the panel shows it."""
        return self.display.turned(picture)

    def ring_rect(self) -> tuple[int, int, int, int] | None:
        """Where the staff ring is drawn while the corner is held (a partial frame redraws it)."""
        if self.locked and self.corner.pressing:
            return (0, 0, self.corner.zone_px, self.corner.zone_px)
        return None

    def resume_directly(self) -> None:
        """At start, locked: back to the game on the table without asking (after a power cut
        or a restart by the watchdog, guests see the same game on the same screen)."""
        if self.locked and self.app.top.name == "resume" and self.app.session is not None:
            self.app.pop(self.app.top)
            self.app.open_session()

    # -- staff -----------------------------------------------------------------------------
    def unlock(self, pin: str) -> bool:
        """Staff typed `pin`: right → the app closes (exit 0, systemd leaves it stopped)."""
        if not self.pin_matches(pin):
            return False
        self.watchdog.stopping()
        self.app.running = False
        return True

    def pin_matches(self, pin: str) -> bool:
        from companion.kiosk.pin import verify_pin
        return verify_pin(pin, self.settings.pin_hash)

    def admit(self, scene):
        """The scene to show instead of `scene`: in a locked kiosk, a staff-only scene is
        behind the PIN pad (the right PIN opens it; a guest's taps reach nothing)."""
        if not self.locked or scene.name not in STAFF_ONLY or scene is self._staff_scene:
            return scene
        from companion.app.scenes.kiosk_pin import PinPad

        def open_for_staff():
            self._staff_scene = scene
            self.app.push(scene)

        self.pad_idle.touch()
        return PinPad(self.app, self, then=open_for_staff)

    def staff_present(self) -> bool:
        """May lasting settings change now? Always when unlocked; locked, only from the
        staff-only scene the PIN opened, while it is open."""
        return not self.locked or self._staff_scene in self.app.stack

    @property
    def has_pin(self) -> bool:
        from companion.kiosk.pin import is_pin_hash
        return is_pin_hash(self.settings.pin_hash)

    def touched(self) -> None:
        self.idle.touch()
        self.pad_idle.touch()

    # -- inside --------------------------------------------------------------------------
    def _pointer(self, kind, event) -> None:
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) and getattr(event, "touch", False):
            return  # SDL's mouse copy of a finger: the finger event itself is counted
        self.touched()
        pointer = ("finger", event.finger_id) if kind in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION) else "mouse"
        if kind in _PRESS:
            self.corner.down(self._pos(event), pointer)
        elif kind in _MOVE:
            if kind == pygame.FINGERMOTION or event.buttons[0]:
                self.corner.move(self._pos(event), pointer)
        else:
            self.corner.up(pointer)
        self.app.needs_draw = True

    def _pos(self, event) -> tuple[float, float]:
        if event.type in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            width, height = self.app.window.get_size()
            return event.x * width, event.y * height
        return event.pos

    def _draw_progress(self, surface, progress: float) -> None:
        if progress < 0.15:
            return  # a brief tap in the corner shows nothing
        size = self.corner.zone_px
        centre = (size // 2, size // 2)
        radius = max(12, size // 2 - 4)
        pygame.draw.circle(surface, theme.TOAST, centre, radius + 2)  # a dark disc: readable over any screen
        pygame.draw.circle(surface, theme.INK_DISABLED, centre, radius, width=max(3, radius // 5))
        if progress > 0:
            import math
            start = math.pi / 2
            pygame.draw.arc(surface, theme.PRIMARY, (centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius),
                            start, start + 2 * math.pi * progress, width=max(3, radius // 5))


def _lockout_file():
    """Where the PIN lockout is kept (the data folder), or None if there is none to use."""
    from companion.app import paths
    try:
        return paths.data_dir() / "pin-lockout.json"
    except OSError:
        return None


def _stop_on_sigterm() -> None:
    """SDL turns SIGTERM into a QUIT event, which a locked kiosk ignores; `systemctl stop`
    must still stop it at once. Every action is already on disk, so dying is safe."""
    import signal
    try:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
    except ValueError:  # not the main thread (a test harness): leave it as it is
        pass


def _ms(seconds: float | None) -> int | None:
    return None if seconds is None else int(seconds * 1000) + 1
