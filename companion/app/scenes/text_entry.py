"""Typing a name with the on-screen keyboard (a tablet on a table has no keyboard)."""

from __future__ import annotations

from companion.app import theme
from companion.app.i18n import L
from companion.app.layout import columns, rows
from companion.app.scene import Scene
from companion.app.widgets import Box, Button, Label, keyboard

MAX_LENGTH = 16


class TextEntry(Scene):
    name = "keyboard"

    def __init__(self, app, title, text: str, done):
        super().__init__(app)
        self.title, self.text, self.done = title, text, done
        self.shift = not text

    def build(self):
        m = self.metrics
        body = self.header(self.title)
        field_row, keys = rows(body, [m.target + m.px(6), 1], m.gap * 2)
        field, ok = columns(field_row, [1, max(m.target, m.px(140))], m.gap * 2)
        self.add(Box(field, theme.CARD, radius=m.px(8)))
        shown = self.text + "▏" if self.text else ""
        self.add(Label(field.inflate(-m.margin * 2, 0), shown or L("newgame.type_name"), m.font("title"),
                       theme.INK_DARK if self.text else theme.INK_DISABLED, align="left", id="field"))
        self.add(Button(ok, L("common.ok"), self.confirm, id="ok", style="primary", size=m.font("button")))
        for widget in keyboard(keys, self.key, gap=m.gap, size=m.font("button"), shift=self.shift):
            self.add(widget)

    def key(self, key: str):
        if key == "back":
            self.text = self.text[:-1]
        elif key == "shift":
            self.shift = not self.shift
        elif len(self.text) >= MAX_LENGTH:
            self.app.explain(L("newgame.name_too_long", n=MAX_LENGTH))
        else:
            self.text += " " if key == "space" else key
            self.shift = key == "space" or key == "-"
        self.app.invalidate()

    def confirm(self):
        self.done(self.text.strip())
        self.app.pop(self)
