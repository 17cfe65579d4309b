"""The staff PIN's lockout: after `MAX_TRIES` wrong PINs in a row, no PIN is checked (not even
the right one) until a wait is over; each further lockout doubles the wait.

The count and the end of the wait are kept in a small file in the data folder, so closing the
PIN pad, holding the corner again or restarting the app does not reset them. Wall-clock time,
because a restart resets the monotonic clock. Every wrong PIN and every lockout goes to the
log (stderr: the journal on a Pi). A file that cannot be read or written never stops the
kiosk: the lockout then lasts as long as the process.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

MAX_TRIES = 5
FIRST_WAIT_SECONDS = 30
LONGEST_WAIT_SECONDS = 3600


class PinLockout:
    def __init__(self, file: Path | None, clock=time.time, log=None):
        self.file = file
        self.clock = clock
        self.log = log or (lambda line: print(f"companion: kiosk: {line}", file=sys.stderr, flush=True))
        self.wrong = 0      # wrong PINs since the last lockout (or the last right PIN)
        self.lockouts = 0   # lockouts in a row, for the growing wait
        self.until = 0.0    # wall-clock end of the current wait
        self._read()

    def wait_left(self) -> int:
        """Whole seconds until a PIN is checked again (0: now)."""
        left = self.until - self.clock()
        if left > LONGEST_WAIT_SECONDS:  # the clock went back (a Pi without a clock battery): cap it
            self.until = self.clock() + LONGEST_WAIT_SECONDS
            left = LONGEST_WAIT_SECONDS
        return max(0, int(left + 0.999))

    def failed(self) -> int:
        """A wrong PIN: the wait it starts, in seconds (0 if none yet)."""
        self.wrong += 1
        wait = 0
        if self.wrong >= MAX_TRIES:
            self.wrong = 0
            self.lockouts += 1
            wait = min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (self.lockouts - 1))
            self.until = self.clock() + wait
            self.log(f"{MAX_TRIES} wrong staff PINs in a row: no PIN accepted for {wait} s (lockout {self.lockouts})")
        else:
            self.log(f"wrong staff PIN ({self.wrong} of {MAX_TRIES} before a lockout)")
        self._write()
        return wait

    def succeeded(self) -> None:
        self.log("staff PIN accepted")
        self.wrong = self.lockouts = 0
        self.until = 0.0
        self._write()

    def _read(self) -> None:
        if self.file is None:
            return
        try:
            data = json.loads(self.file.read_text(encoding="utf-8"))
            self.wrong, self.lockouts, self.until = int(data["wrong"]), int(data["lockouts"]), float(data["until"])
        except FileNotFoundError:
            pass
        except (OSError, ValueError, KeyError, TypeError):
            # damaged: assume the worst that is still usable (one lockout now), never an open door
            self.log(f"{self.file.name} is damaged: waiting as after a lockout")
            self.lockouts, self.until = 1, self.clock() + FIRST_WAIT_SECONDS

    def _write(self) -> None:
        if self.file is None:
            return
        from companion.storage import write_atomically
        try:
            write_atomically(self.file, json.dumps({"wrong": self.wrong, "lockouts": self.lockouts, "until": self.until}))
        except OSError as error:
            self.log(f"cannot keep the PIN lockout on disk ({error.strerror or error}); it lasts until a restart")
