"""Tell systemd we are alive (sd_notify), so a hung app is killed and restarted.

The protocol is one datagram to the unix socket named by NOTIFY_SOCKET ("READY=1",
"WATCHDOG=1", "STOPPING=1"); an address starting with "@" is in the abstract namespace.
Outside systemd (no NOTIFY_SOCKET) every call is a cheap no-op, so the app calls it always.
"""

from __future__ import annotations

import os
import time
from typing import Callable


class Watchdog:
    def __init__(self, address: str | None, interval: float | None, clock: Callable[[], float] = time.monotonic):
        self.address = address
        # ping at half the deadline, as sd_watchdog_enabled(3) advises
        self.interval = interval / 2 if interval else None
        self.clock = clock
        self._last_ping: float | None = None

    @classmethod
    def from_env(cls, environ: dict | None = None, clock: Callable[[], float] = time.monotonic) -> "Watchdog":
        env = os.environ if environ is None else environ
        address = env.get("NOTIFY_SOCKET") or None
        if address and not (address.startswith("/") or address.startswith("@")):
            address = None  # vsock and other transports are not used on a Pi
        interval = None
        try:
            usec = int(env.get("WATCHDOG_USEC", ""))
            pid = env.get("WATCHDOG_PID")
            if usec > 0 and (not pid or int(pid) == os.getpid()):
                interval = usec / 1_000_000
        except ValueError:
            pass
        return cls(address, interval, clock)

    @property
    def enabled(self) -> bool:
        return self.address is not None

    def notify(self, state: str) -> bool:
        """Send one state line; False when there is no socket or sending failed (never raises)."""
        if not self.address:
            return False
        target = "\0" + self.address[1:] if self.address.startswith("@") else self.address
        import socket  # only under systemd's watchdog: a start without it does not load it
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | getattr(socket, "SOCK_CLOEXEC", 0)) as sock:
                sock.connect(target)
                sock.sendall(state.encode())
            return True
        except OSError:
            return False

    def ready(self) -> bool:
        return self.notify("READY=1")

    def stopping(self) -> bool:
        return self.notify("STOPPING=1")

    def ping(self) -> bool:
        """Call from the main loop as often as you like; sends at most once per half-deadline."""
        if not self.address or not self.interval:
            return False
        now = self.clock()
        if self._last_ping is not None and now - self._last_ping < self.interval:
            return False
        self._last_ping = now
        return self.notify("WATCHDOG=1")

    def next_ping_in(self) -> float | None:
        """Seconds until a ping is due (the loop's longest sleep), None without a watchdog."""
        if not self.address or not self.interval:
            return None
        if self._last_ping is None:
            return 0.0
        return max(0.0, self.interval - (self.clock() - self._last_ping))
