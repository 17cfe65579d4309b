"""Home: a tile per game, resume the unfinished game, settings, history."""

from __future__ import annotations

from companion.app import tables, theme
from companion.app.i18n import L
from companion.app.layout import Rect, columns, grid, inset, rows
from companion.app.emblems import Emblem
from companion.app.scene import Scene
from companion.app.widgets import Box, Button, Label, Paragraph


class Home(Scene):
    name = "home"

    def shown(self):
        from companion.app import history
        history.retry_pending()  # once per run: games a failed history write or a kill left unfiled

    def build_key(self):
        session = self.app.session  # the game to resume, if any
        return (None,) if session is None else \
            (id(session), session.record.game, session.finished, tuple(session.players))

    def build(self):
        m = self.metrics
        app = self.app
        from companion.app.scenes.settings_screen import SettingsScreen
        from companion.app.scenes.history_screen import HistoryScreen
        right = [(L("home.history"), lambda: app.push(HistoryScreen(app)), "history"),
                 (L("home.settings"), lambda: app.push(SettingsScreen(app)), "settings")]
        if m.portrait:  # narrow: the title on its own line, the two buttons side by side below it
            title, bar, body = rows(inset(m.screen, m.margin), [m.target, m.target, 1], m.gap * 2)
            self.add(Label(title, L("app.title"), m.font("title"), bold=True, align="left"))
            for cell, (label, on_tap, wid) in zip(columns(bar, [1, 1], m.apart), right):
                self.add(Button(cell, label, on_tap, id=wid, style="quiet", size=m.font("button")))
        else:
            body = self.header(L("app.title"), back=False, right=right)
        session = app.session
        resumable = session is not None and not session.finished and tables.has_table(session.record.game)
        if resumable:
            body, bottom = rows(body, [1, m.target + m.px(8)], m.gap * 2)
            label = L("home.resume", game=tables.game_name(session.record.game), players=" · ".join(session.players))
            self.add(Button(bottom, label, app.open_session, id="resume", style="primary", size=m.font("button")))
        games = tables.all_games()
        cols = 1 if m.portrait else 2
        # portrait: the tiles closer together, their words closer to their edges, for a
        # tagline's second line (the Touch Display 2 cut every long one to "…")
        cells = grid(body, len(games), cols, m.gap if m.portrait else m.gap * 2)
        for cell, game_id in zip(cells, games):
            self.tile(cell, game_id)

    def tile(self, cell: Rect, game_id: str):
        m = self.metrics
        app = self.app
        ready = tables.has_table(game_id)
        rules = tables.rules(game_id)
        self.add(Box(cell, theme.PANEL if ready else theme.CENTER, radius=m.px(12)))
        inner = inset(cell, m.gap if m.portrait else m.margin)
        words, buttons = rows(inner, [1, m.target], m.gap)
        if m.portrait:
            # a narrow tile: the emblem beside the name and the count, the tagline below them
            # across the whole tile (beside a tall emblem it was cut to "Tricks of five metals…")
            head, tagline = rows(words, [theme.line_height(m.font("title"), True) + m.gap // 2 +
                                         theme.line_height(m.font("small")), 1], m.gap // 2)
            side = head.height
            self.add(Emblem(Rect(head.left, head.top, side, side), game_id))
            title, info = rows(Rect(head.left + side + m.gap * 2, head.top, head.width - side - m.gap * 2, head.height),
                               [theme.line_height(m.font("title"), True), 1], m.gap // 2)
        else:
            # the game's emblem (as on its printed backs) beside its words
            side = min(words.height, words.width // 5)
            if side >= m.target:
                self.add(Emblem(Rect(words.left, words.top + (words.height - side) // 2, side, side), game_id))
                words = Rect(words.left + side + m.gap * 2, words.top, words.width - side - m.gap * 2, words.height)
            # the name and the count a line each, the tagline all the rest (a share of the tile
            # cut "Your neighbour's feathers, everyone's b…" at 1280×800)
            title, tagline, info = rows(words, [theme.line_height(m.font("title"), True), 1,
                                                theme.line_height(m.font("body"))], m.gap // 2)
        self.add(Label(title, tables.game_name(game_id), m.font("title"), bold=True, align="left"))
        self.add(Paragraph(tagline, L(f"home.tagline.{game_id}"), m.font("small" if m.portrait else "body"),
                           valign="center", clauses=True))  # (a tagline too long for its tile: its first clauses, not "…")
        if rules is not None:
            players = rules.PLAYERS
            count = (L("home.players_one", n=players.start) if len(players) == 1
                     else L("home.players_range", low=players.start, high=players.stop - 1))
        else:
            count = L("home.coming_soon")
        self.add(Label(info, count if ready else L("home.coming_soon"), m.font("small" if m.portrait else "body"),
                       theme.INK_SOFT, align="left"))
        play_cell, rules_cell = columns(buttons, [0.6, 0.4], m.apart)
        self.add(Button(play_cell, L("home.new_game"), lambda: app.push(_new_game(app, game_id)), id=f"play:{game_id}",
                        style="primary", enabled=ready, reason=None if ready else L("home.not_built", game=tables.game_name(game_id)),
                        size=m.font("button")))
        has_about = tables.has_about(game_id)
        self.add(Button(rules_cell, L("home.rules"), lambda: app.push(_rules_screen(app, game_id)), id=f"rules:{game_id}",
                        enabled=has_about, reason=None if has_about else L("rules.missing"), size=m.font("button")))


# The screens a tile opens are imported when tapped: the first frame does not need them.
def _new_game(app, game_id: str):
    from companion.app.scenes.new_game import NewGame
    return NewGame(app, game_id)


def _rules_screen(app, game_id: str):
    from companion.app.scenes.rules_screen import RulesScreen
    return RulesScreen(app, game_id)
