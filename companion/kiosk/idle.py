"""When nobody has touched the table for a while: the idle timer, with an injectable clock."""

from __future__ import annotations

import time
from typing import Callable

Clock = Callable[[], float]


class IdleTimer:
    """Counts seconds since the last touch; `idle()` turns true after `minutes` (0 = never)."""

    def __init__(self, minutes: float, clock: Clock = time.monotonic):
        self.clock = clock
        self.seconds = max(0.0, float(minutes) * 60.0)
        self.last_touch = clock()

    def touch(self) -> None:
        self.last_touch = self.clock()

    def idle(self) -> bool:
        return self.seconds > 0 and self.clock() - self.last_touch >= self.seconds

    def remaining(self) -> float | None:
        """Seconds until idle (for the loop's wake-up timeout); None when the timer is off."""
        if self.seconds <= 0:
            return None
        return max(0.0, self.seconds - (self.clock() - self.last_touch))
