"""Typing a name: the on-screen keyboard (a tablet on a table has none), or a physical
keyboard when one is plugged in (its characters arrive as TEXTINPUT events)."""

from __future__ import annotations

import pygame

from companion.app import theme
from companion.app.i18n import L
from companion.app.layout import Rect, columns, inset, rows
from companion.app.panels import Panel
from companion.app.scene import Scene
from companion.app.widgets import Box, Button, Label, keyboard

MAX_LENGTH = 16


class TextEntry(Scene):
    name = "keyboard"

    def __init__(self, app, title, text: str, done):
        super().__init__(app)
        self.title, self.text, self.done = title, text, done
        self.shift = not text

    def build_key(self):
        return (self.title, self.text, self.shift)

    def build(self):
        m = self.metrics
        # one row holds back, the field (its empty state says what to type) and OK, so six
        # rows of 9 mm keys, 2 mm apart, fit the 800×480 panel
        screen = inset(m.screen, m.margin)
        top, keys = rows(screen, [m.target + m.px(6), 1], m.apart)
        back, field, ok = columns(top, [max(m.target, m.px(120)), 1, max(m.target, m.px(120))], m.apart)
        self.add(Button(back, L("common.back"), self.back, id="back", style="quiet", size=m.font("button")))
        self.add(Box(field, theme.CARD, radius=m.px(8)))
        inner = field.inflate(-m.margin * 2, 0)
        if self.text:
            self.add(Label(inner, self.text + "▏", m.font("title"), theme.INK_DARK, align="left", id="field"))
        else:
            self.add(Label(inner, self.title, m.font("body"), theme.INK_DIM, align="left", id="field"))
        self.add(Button(ok, L("common.ok"), self.confirm, id="ok", style="primary", size=m.font("button")))
        # the keys in a panel of the screen's colour: its picture is kept for each case of the
        # letters, so a letter typed (the capitals go) or ⇧ shows the keys in one copy, not
        # fifty keys drawn again, and a key pressed repaints that key alone
        pad = self.add(Panel(keys, 0, theme.BACKGROUND, id="keys"))
        pad.look = self.shift
        for widget in keyboard(pad.local_rect, self.key, gap=m.apart, size=m.font("button"), shift=self.shift,
                               min_key=m.target):
            pad.add(widget)

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

    def typed(self, event) -> None:
        """A physical keyboard: characters as typed, Backspace, Enter to confirm."""
        if event.type == pygame.TEXTINPUT:
            for char in event.text:
                if char.isprintable():
                    self.key("space" if char == " " else char)
        elif event.key == pygame.K_BACKSPACE:
            self.key("back")
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()

    def confirm(self):
        self.done(self.text.strip())
        self.app.pop(self)
