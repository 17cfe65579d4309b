""""Who starts?" with fingers: every player puts a finger on the screen, and after a moment of
holding still one of them is picked (the old finger-chooser game of party apps). The finger is
matched to the nearest seat of the table's layout, so its player's name is shown and chosen.

Multi-touch through the app's one input path: each finger down hits this scene, which answers
with a `Spot` where it landed; the app keeps one pressed widget per finger, so the fingers on
the glass are exactly the spots in `app.presses`."""

from __future__ import annotations

import random

import pygame

from companion.app import theme
from companion.app.i18n import L
from companion.app.layout import Rect, game_frame, inset, rows
from companion.app.scene import Scene
from companion.app.widgets import Button, Label, Widget

HOLD_MS = 1500      # all fingers still for this long: one is picked
SHOW_MS = 1400      # the picked finger glows, then New game continues
COLOURS = [(222, 170, 58), (96, 170, 220), (210, 96, 140), (120, 200, 120), (240, 240, 240)]


class Spot(Widget):
    """Where one finger touches (one per finger down)."""

    def __init__(self, pos):
        super().__init__(Rect(pos[0], pos[1], 1, 1), on_tap=lambda: None)
        self.pos = pos


class FingerChooser(Scene):
    name = "first-finger"

    def __init__(self, app, names: list[str], done):
        super().__init__(app)
        self.names, self.done = names, done
        self.held: tuple = ()
        self.since = 0
        self.picked: tuple | None = None   # (spot, seat)
        self.until = 0
        self.rng = random.Random()

    def build(self):
        m = self.metrics
        top, _ = rows(inset(m.screen, m.margin), [m.target, 1], m.gap)
        cancel = Rect(top.left, top.top, max(m.target, m.px(130)), top.height)
        self.add(Button(cancel, L("common.cancel"), self.back, id="finger:cancel", style="quiet", size=m.font("button")))
        text = L("history.finger_picked", name=self.names[self.picked[1]]) if self.picked else L("history.finger_hint")
        self.add(Label(Rect(cancel.right + m.gap, top.top, top.right - cancel.right - m.gap, top.height), text,
                       m.font("title"), theme.PRIMARY if self.picked else theme.INK, bold=True, id="finger:hint"))

    def hit(self, pos):
        found = super().hit(pos)
        if found is not None or self.picked is not None:
            return found
        return Spot(pos)

    def fingers(self) -> list[Spot]:
        return [w for w in self.app.presses.values() if isinstance(w, Spot)]

    def animating(self) -> bool:
        return self.picked is not None or len(self.fingers()) >= 2

    def tick(self, now_ms: int) -> None:
        if self.picked is not None:
            if now_ms >= self.until:
                seat = self.picked[1]
                self.app.pop(self)
                self.done(seat)
            return
        held = tuple(id(spot) for spot in self.fingers())
        if held != self.held:
            self.held, self.since = held, now_ms
        elif len(held) >= 2 and now_ms - self.since >= HOLD_MS:
            spot = self.rng.choice(self.fingers())
            self.picked, self.until = (spot, self.nearest_seat(spot.pos)), now_ms + SHOW_MS

    def nearest_seat(self, pos) -> int:
        """The seat whose panel (in this table's layout) is closest to the finger."""
        frame = game_frame(self.metrics, len(self.names), self.app.mode)

        def distance(slot):
            rect = slot.rect
            dx = max(rect.left - pos[0], 0, pos[0] - rect.right)
            dy = max(rect.top - pos[1], 0, pos[1] - rect.bottom)
            return dx * dx + dy * dy, abs(rect.centerx - pos[0]) + abs(rect.centery - pos[1])
        return min(frame.seats, key=distance).seat

    def draw(self, surface) -> None:
        super().draw(surface)
        m = self.metrics
        spots = [self.picked[0]] if self.picked else self.fingers()
        pulse = (pygame.time.get_ticks() // 120) % 2
        for index, spot in enumerate(spots):
            colour = COLOURS[index % len(COLOURS)] if not self.picked else theme.PRIMARY
            radius = m.px(46) + (m.px(8) if self.picked and pulse else 0)
            pygame.draw.circle(surface, colour, spot.pos, radius, width=m.px(8))
