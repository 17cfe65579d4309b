"""The game's log: every action recorded so far, newest first, in pages."""

from __future__ import annotations

from companion.app import theme
from companion.app.i18n import L
from companion.app.layout import Rect, columns, rows
from companion.app.scene import Paged
from companion.app.widgets import Label


class LogScreen(Paged):
    name = "log"
    previous_label = L("log.newer")
    next_label = L("log.older")

    def __init__(self, app, session, lines: list):
        super().__init__(app)
        self.session = session
        self.lines = lines
        self.page = 0

    def build(self):
        m = self.metrics
        game_id = self.session.record.game
        from companion.app import tables
        right = []
        if tables.about(game_id) is not None:
            from companion.app.scenes.rules_screen import RulesScreen
            right = [(L("home.rules"), lambda: self.app.push(RulesScreen(self.app, game_id)), "rules")]
        # table/wall from inside a game: the tablet laid flat or stood up mid-game
        other = "wall" if self.app.mode == "table" else "table"
        right = [(L(f"log.mode_{other}"), self.switch_mode, f"mode:{other}")] + right
        body = self.header(L("log.title", count=len(self.lines)), right=right)
        listing, bar = rows(body, [1, m.target], m.gap * 2)
        size = m.font("body")
        step = max(theme.line_height(size) + m.gap, m.px(26))
        per_page = max(1, listing.height // step)
        numbered = [(index + 1, line) for index, line in enumerate(self.lines)][::-1]
        pages = max(1, -(-len(numbered) // per_page))
        self.page = min(self.page, pages - 1)
        if not numbered:
            self.add(Label(listing, L("log.empty"), size, theme.INK_SOFT))
        for row, (number, line) in enumerate(numbered[self.page * per_page:(self.page + 1) * per_page]):
            cell = Rect(listing.left, listing.top + row * step, listing.width, step - m.gap)
            num, words = columns(cell, [m.px(48), 1], m.gap * 2)
            self.add(Label(num, str(number), size, theme.INK_SOFT, align="right"))
            self.add(Label(words, line, size, theme.INK if row else theme.PRIMARY, align="left"))
        self.page_bar(bar, pages)

    def switch_mode(self):
        """Table (panels face their seats) ⇄ wall (all upright), saved in the settings."""
        self.app.settings.mode = "wall" if self.app.mode == "table" else "table"
        self.app.save_settings()

