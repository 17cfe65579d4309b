"""Sleeping until a finger, the window system or a timer needs the app: no busy polling.

pygame-ce's `event.wait` loops on SDL_Delay(1) (a thousand wake-ups a second), so the
app does not use it:
- on drivers whose SDL can wait for the OS (X11, Wayland, Windows, macOS), SDL's own
  `SDL_WaitEventTimeout` is called through ctypes on the very library pygame loaded: on
  X11 it sleeps in select() on the X connection;
- elsewhere (KMS/DRM on a Raspberry Pi, the dummy driver), SDL reads touch and keys from
  the kernel's input devices (`/dev/input/event*`) it opened itself: the app sleeps in
  select() on those files, so it wakes when the kernel has input and not before.
Either way the sleep is cut to the next timer (animation, toast, kiosk idle) and to
`LONGEST_SLEEP_MS` (devices plugged in later, Python signal handlers).
"""

from __future__ import annotations

import ctypes
import os
import select
import time

import pygame

LONGEST_SLEEP_MS = 1000
WAITING_DRIVERS = {"x11", "wayland", "windows", "cocoa"}


def _loaded_sdl():
    """pygame's own SDL2 library (ctypes), or None where it cannot be found."""
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            paths = {line.split()[-1] for line in maps if "libSDL2" in line}
    except OSError:
        paths = set()
    for path in sorted(paths):
        if "image" in path or "mixer" in path or "ttf" in path:
            continue
        try:
            library = ctypes.CDLL(path)  # already loaded: the same copy pygame uses
            wait = library.SDL_WaitEventTimeout
        except (OSError, AttributeError):
            continue
        wait.argtypes, wait.restype = (ctypes.c_void_p, ctypes.c_int), ctypes.c_int
        return wait
    return None


def _input_devices() -> list[int]:
    """The kernel input devices this process has open (SDL's evdev reader)."""
    found = []
    try:
        names = os.listdir("/proc/self/fd")
    except OSError:
        return found
    for name in names:
        try:
            if os.readlink(f"/proc/self/fd/{name}").startswith("/dev/input/"):
                found.append(int(name))
        except (OSError, ValueError):
            continue
    return found


class Waiter:
    """`next_event(timeout_ms)`: the next pygame event, or NOEVENT after at most `timeout_ms`
    (None: no limit) or `LONGEST_SLEEP_MS`, whichever comes first."""

    def __init__(self, driver: str):
        self.sdl_wait = _loaded_sdl() if driver in WAITING_DRIVERS else None
        self.devices = None if self.sdl_wait is not None else _input_devices()

    def next_event(self, timeout_ms: int | None):
        event = pygame.event.poll()
        if event.type != pygame.NOEVENT:
            return event
        longest = timeout_ms is None or timeout_ms >= LONGEST_SLEEP_MS
        self.sleep(LONGEST_SLEEP_MS if longest else max(1, timeout_ms))
        event = pygame.event.poll()
        if longest and event.type == pygame.NOEVENT and self.devices is not None:
            self.devices = _input_devices()  # a touch panel plugged in meanwhile
        return event  # NOEVENT: the loop looks at its timers and sleeps again

    def sleep(self, ms: int) -> None:
        """Until input may be there, or `ms` passed."""
        if self.sdl_wait is not None:
            self.sdl_wait(None, ms)  # NULL: the event stays queued for pygame
        elif self.devices:
            try:
                select.select(self.devices, [], [], ms / 1000)
            except (OSError, ValueError):  # a device went away: look again
                self.devices = _input_devices()
                time.sleep(ms / 1000)
        else:
            time.sleep(ms / 1000)
