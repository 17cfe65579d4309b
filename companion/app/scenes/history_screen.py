"""The history: games filed (newest first, a page at a time); a tap opens a game's page.
Players and unfinished (set-aside) games are one tap away. In a locked kiosk guests see only
their own group's games; staff (the app unlocked) see everything."""

from __future__ import annotations

from companion.app import history, tables, theme
from companion.app.i18n import L, say
from companion.app.layout import Rect, rows
from companion.app.scene import Paged
from companion.app.widgets import Button, Label
from companion.share import parse_time


def visible_group(app) -> str | None:
    """The group whose games this screen may show (None: all of them)."""
    kiosk = getattr(app, "kiosk", None)
    return history.current_group() if kiosk is not None and kiosk.locked else None


class HistoryScreen(Paged):
    name = "history"

    def __init__(self, app):
        super().__init__(app)
        self.page = 0

    def shown(self):
        problem = history.take_problem()
        if problem:
            self.app.toast(L("history.damaged", name=problem), error=True)

    def build_key(self):
        return history.state(), visible_group(self.app), self.page

    def build(self):
        from companion.app.scenes.history_pages import PlayersScreen, UnfinishedScreen
        m = self.metrics
        app = self.app
        right = [(L("history.players"), lambda: app.push(PlayersScreen(app)), "history:players")]
        if visible_group(app) is None:
            right.append((L("history.unfinished"), lambda: app.push(UnfinishedScreen(app)), "history:unfinished"))
        body = self.header(L("history.title"), right=right)
        group = visible_group(app)
        listing, bar = rows(body, [1, m.target], m.gap * 2)
        row_h = max(m.target, m.px(50))
        per_page = max(1, (listing.height + m.apart) // (row_h + m.apart))
        total = history.count_games(group)
        games = history.finished_games(per_page, self.page_range(total, per_page).start, group)
        if not games:
            self.add(Label(listing, L("history.empty"), m.font("body"), theme.INK_SOFT))
        for index, game in enumerate(games):
            cell = Rect(listing.left, listing.top + index * (row_h + m.apart), listing.width, row_h)
            self.add(Button(cell, row_text(game), self.open(game["id"]), id=f"history:game:{game['id']}",
                            size=m.font("body")))
        self.page_bar(bar, self.page_count(total, per_page))

    def open(self, game_id: str):
        def show():
            from companion.app.scenes.history_pages import GamePage
            self.app.push(GamePage(self.app, game_id))
        return show


def row_text(game: dict):
    parts = []
    for seat, player in enumerate(game["players"]):
        score = game["scores"][seat] if seat < len(game["scores"]) else "–"
        parts.append(("★ " if seat in game["winners"] else "") + f"{player} {score}")
    suffix = "" if game.get("finished", True) else " · …"
    return Joined([local_time(game["finished_at"]), tables.game_name(game["game"]), "   ".join(parts) + suffix])


class Joined:
    """Pieces (words to translate, or plain text) joined by " · ", worded in the language drawn."""

    def __init__(self, parts: list, separator: str = "  ·  "):
        self.parts, self.separator = parts, separator

    def get(self, lang: str) -> str:
        return self.separator.join(say(part, lang) for part in self.parts)


def local_time(stamp: str) -> str:
    """The stored time as the table's local date and time."""
    moment = parse_time(stamp)
    return moment.strftime("%Y-%m-%d %H:%M") if moment else str(stamp)[:16].replace("T", " ")
