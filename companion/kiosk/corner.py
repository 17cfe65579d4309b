"""The staff gesture: hold a finger still in one corner of the screen for a few seconds.

Guests tap and swipe; nobody holds a corner for three seconds by accident. Positions are in
logical coordinates (after rotation), so "top-left" is the top-left the staff member sees.
"""

from __future__ import annotations

import time
from typing import Callable

CORNERS = ("top-left", "top-right", "bottom-left", "bottom-right")


class CornerPress:
    """Feed it pointer down/move/up and poll it; it reports once per completed long press."""

    def __init__(self, size: tuple[int, int], *, corner: str = "top-left", hold_seconds: float = 3.0,
                 zone: int | None = None, clock: Callable[[], float] = time.monotonic):
        if corner not in CORNERS:
            raise ValueError(f"corner must be one of {', '.join(CORNERS)}")
        self.corner = corner
        self.hold_seconds = hold_seconds
        self.clock = clock
        self.zone = zone
        self.resize(size)
        self._since: float | None = None
        self._pointer = None
        self._fired = False

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (int(size[0]), int(size[1]))
        # about a fingertip and a half on a 7" 800x480 panel, never under 48 px
        self.zone_px = self.zone if self.zone is not None else max(48, min(self.size) // 8)

    def in_zone(self, pos: tuple[float, float]) -> bool:
        x, y = pos
        width, height = self.size
        left = x < self.zone_px
        top = y < self.zone_px
        right = x >= width - self.zone_px
        bottom = y >= height - self.zone_px
        return {"top-left": top and left, "top-right": top and right,
                "bottom-left": bottom and left, "bottom-right": bottom and right}[self.corner]

    def down(self, pos: tuple[float, float], pointer=0) -> None:
        if self._since is None and self.in_zone(pos):
            self._since = self.clock()
            self._pointer = pointer
        elif self._since is not None and pointer != self._pointer:
            self.cancel()  # a second finger: a guest playing, not staff

    def move(self, pos: tuple[float, float], pointer=0) -> None:
        if self._since is not None and pointer == self._pointer and not self.in_zone(pos):
            self.cancel()

    def up(self, pointer=0) -> None:
        if pointer == self._pointer:
            self.cancel()

    def cancel(self) -> None:
        self._since = None
        self._pointer = None
        self._fired = False

    @property
    def pressing(self) -> bool:
        return self._since is not None

    def progress(self) -> float:
        """0..1 while the finger is held in the corner (to draw a filling ring), else 0."""
        if self._since is None:
            return 0.0
        return min(1.0, (self.clock() - self._since) / self.hold_seconds) if self.hold_seconds > 0 else 1.0

    def remaining(self) -> float | None:
        """Seconds until the press completes (the loop's wake-up timeout), None when not pressing."""
        if self._since is None or self._fired:
            return None
        return max(0.0, self.hold_seconds - (self.clock() - self._since))

    def poll(self) -> bool:
        """True once when the hold is complete; the finger must lift before the next one."""
        if self._since is None or self._fired or self.clock() - self._since < self.hold_seconds:
            return False
        self._fired = True  # the finger must lift before the next press can complete
        return True
