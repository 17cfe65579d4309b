"""Entering card values by keypad in a modal box (e.g. the prizes a round turns up).
Each slot takes `digits` digits; when the last slot is full, `on_done(codes)` runs and the
box closes if it returns True (a refusal keeps it open with the values still shown)."""

from __future__ import annotations

from companion.app import theme
from companion.app.i18n import L
from companion.app.layout import Rect, columns, rows
from companion.app.scene import Scene
from companion.app.widgets import Button, CardButton, Label, keypad


class CardEntry(Scene):
    name = "card-entry"
    modal = True
    veiled = True

    def __init__(self, app, title, slots: list, on_done, *, digits: int = 2, entry_name: str | None = None,
                 seat: int | None = None):
        super().__init__(app)
        self.title, self.slots, self.on_done, self.digits = title, slots, on_done, digits
        self.seat = seat  # the seat entering: in table mode the keypad sheet faces it
        self.values = [""] * len(slots)
        if entry_name:
            self.name = entry_name

    @property
    def current(self) -> int:
        for index, value in enumerate(self.values):
            if len(value) < self.digits:
                return index
        return len(self.values) - 1

    def build(self):
        m = self.metrics
        inner = self.add_modal_box(600, 460, seat=self.seat)
        title_rect, slot_rect, keys_rect, bar = rows(inner, [m.px(32), max(m.target, m.px(70)), 1, m.target],
                                                     m.gap * 2)
        self.put(Label(title_rect, self.title, m.font("title"), bold=True))
        for index, (cell, label) in enumerate(zip(columns(slot_rect, [1] * len(self.slots), m.gap * 3), self.slots)):
            shown = self.values[index].ljust(self.digits, "_")
            self.put(CardButton(cell, shown, self._focus(index), id=f"slot:{index}", sublabel=label, size=m.font("huge"),
                                tint=theme.CARD_SELECTED if index == self.current else theme.CARD))
        for widget in keypad(keys_rect, self.key, gap=m.apart, size=m.font("title"), min_key=m.target):
            self.put(widget)
        cancel = Rect(bar.left, bar.top, max(m.target, m.px(160)), bar.height)
        self.put(Button(cancel, L("common.cancel"), self.back, id="cancel", style="quiet", size=m.font("button")))
        self.put(Label(Rect(cancel.right + m.apart, bar.top, bar.right - cancel.right - m.apart, bar.height),
                       L("entry.hint"), m.font("small"), theme.INK_SOFT, align="right"))

    def _focus(self, index):
        def apply():
            self.values[index] = ""
            self.app.invalidate()
        return apply

    def key(self, key: str):
        index = self.current
        if key == "back":
            if self.values[index]:
                self.values[index] = self.values[index][:-1]
            elif index > 0:
                self.values[index - 1] = self.values[index - 1][:-1]
        else:
            if len(self.values[index]) >= self.digits:  # all full after a refusal: retype the last
                self.values[index] = ""
            self.values[index] += key
            if all(len(v) == self.digits for v in self.values):
                if self.on_done(list(self.values)):
                    self.app.pop(self)
                    return
        self.app.invalidate()

    def back(self):
        self.app.pop(self)
