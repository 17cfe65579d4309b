"""Finished games kept in the history (players, scores, winners, date)."""

from __future__ import annotations

from companion.app import history, tables, theme
from companion.app.i18n import L
from companion.app.layout import Rect, columns, rows
from companion.app.scene import Paged
from companion.app.widgets import Box, Label


class HistoryScreen(Paged):
    name = "history"

    def __init__(self, app):
        super().__init__(app)
        self.page = 0

    def build(self):
        m = self.metrics
        body = self.header(L("history.title"))
        games = history.finished_games(200)
        listing, bar = rows(body, [1, m.target], m.gap * 2)
        row_h = max(m.target, m.px(50))
        per_page = max(1, (listing.height + m.gap) // (row_h + m.gap))
        pages = max(1, -(-len(games) // per_page))
        self.page = min(self.page, pages - 1)
        if not games:
            self.add(Label(listing, L("history.empty"), m.font("body"), theme.INK_SOFT))
        for index, game in enumerate(games[self.page * per_page:(self.page + 1) * per_page]):
            cell = Rect(listing.left, listing.top + index * (row_h + m.gap), listing.width, row_h)
            self.add(Box(cell, theme.PANEL, radius=m.px(8)))
            date, name, result = columns(cell.inflate(-m.margin * 2, 0), [0.22, 0.2, 0.58], m.gap * 2)
            self.add(Label(date, local_time(game["finished_at"]), m.font("small"), theme.INK_SOFT, align="left"))
            self.add(Label(name, tables.game_name(game["game"]), m.font("body"), bold=True, align="left"))
            parts = []
            for seat, player in enumerate(game["players"]):
                score = game["scores"][seat] if seat < len(game["scores"]) else "–"
                parts.append(("★ " if seat in game["winners"] else "") + f"{player} {score}")
            self.add(Label(result, "   ".join(parts), m.font("body"), align="left"))
        self.page_bar(bar, pages)



def local_time(stamp: str) -> str:
    """The stored UTC time as the table's local date and time."""
    import datetime as dt
    try:
        return dt.datetime.fromisoformat(stamp).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return stamp[:16].replace("T", " ")
