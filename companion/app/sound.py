"""Two short sounds of our own, synthesised at first use (no files): a soft rising chime
when an action is recorded, a low buzz when the referee says no. Silent when the setting
is off or the machine has no audio device."""

from __future__ import annotations

import math
from array import array

import pygame

RATE = 22050


def _tone(parts: list[tuple[float, float]], volume: float, square: bool = False) -> bytes:
    """(frequency Hz, seconds) segments with short fades, as 16-bit mono samples."""
    samples = array("h")
    for frequency, seconds in parts:
        count = int(RATE * seconds)
        fade = max(1, int(RATE * 0.008))
        for i in range(count):
            wave = math.sin(2 * math.pi * frequency * i / RATE)
            if square:
                wave = 0.6 * (1 if wave >= 0 else -1) + 0.4 * wave
            envelope = min(1.0, i / fade, (count - i) / fade)
            samples.append(int(32767 * volume * envelope * wave))
    return samples.tobytes()


SOUNDS = {
    "ok": lambda: _tone([(660, 0.06), (880, 0.09)], 0.25),
    "no": lambda: _tone([(196, 0.22)], 0.22, square=True),
}


class Sounds:
    def __init__(self, app):
        self.app = app
        self.loaded: dict | None = None

    def _load(self) -> dict:
        if self.loaded is None:
            self.loaded = {}
            try:
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
                self.loaded = {name: pygame.mixer.Sound(buffer=make()) for name, make in SOUNDS.items()}
            except (pygame.error, ValueError):  # no audio device: stay silent
                pass
        return self.loaded

    def play(self, name: str) -> None:
        if not self.app.settings.sound:
            return
        found = self._load().get(name)
        if found is not None:
            found.play()
