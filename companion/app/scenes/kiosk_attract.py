"""The attract screen of a kiosk table left alone: the games on offer, the game in progress
kept and resumed with one tap, and "New group" to file it in the history and start afresh."""

from __future__ import annotations

from companion.app import history, tables, theme
from companion.app.i18n import L
from companion.app.layout import columns, grid, inset, rows
from companion.app.emblems import Emblem
from companion.app.scene import Dialog, Scene
from companion.app.widgets import Box, Button, Label, Widget, one_size

WELCOME = L("kiosk.referee_scorekeeper_cards_your_table")
TAP_TO_PLAY = L("kiosk.tap_play")
NEW_GROUP = L("kiosk.new_group")
NEW_GROUP_QUESTION = L("kiosk.start_afresh_new_group_game")


class Attract(Scene):
    name = "kiosk-attract"

    def __init__(self, app, kiosk):
        super().__init__(app)
        self.kiosk = kiosk

    @property
    def in_progress(self):
        session = self.app.session
        return session if session is not None and not session.finished else None

    def build_key(self):
        # all a game in progress changes here: the tiles not offered, its name and players on
        # the resume button
        session = self.in_progress
        return (None,) if session is None else (session.record.game, tuple(session.players))

    def build(self):
        m = self.metrics
        session = self.in_progress
        screen = m.screen
        # anywhere that is not a button: back to where the table was
        anywhere = self.add(Widget(screen, id="attract:anywhere", on_tap=self.resume))
        anywhere.decor = True  # a backdrop under the buttons, not a button beside them
        area = inset(screen, m.margin * 3)
        bar = max(m.target, m.px(70))
        stacked = m.portrait and session is not None  # resume above "new group", both full width
        title, subtitle, offer, actions = rows(area, [0.14 if m.portrait else 0.22, 0.08 if m.portrait else 0.1, 0.5,
                                                      2 * bar + m.gap * 3 if stacked else bar], m.gap * 3)
        self.add(Label(title, L("app.title"), m.px(48), theme.PRIMARY, bold=True))
        self.add(Label(subtitle, WELCOME, m.font("title"), theme.INK_SOFT))
        games = [g for g in tables.all_games() if tables.has_table(g)] or list(tables.all_games())
        cells = grid(offer, len(games), 2 if m.portrait else len(games), m.gap * 3)
        for cell, game_id in zip(cells, games):
            # each game's emblem above its name: known by its face from across the café
            picture, name = rows(cell, [1, max(m.target, m.px(64))], m.gap)
            free = session is None and tables.has_table(game_id)
            self.add(Emblem(picture, game_id, on_tap=self.start(game_id) if free else None))
            if free:  # a free table: a tile starts that game
                self.add(Button(name, tables.game_name(game_id), self.start(game_id), id=f"attract:play:{game_id}",
                                size=m.font("title")))
            else:  # a game in progress: the tiles only show what the table offers
                self.add(Box(name, theme.PANEL, radius=m.px(12)))
                self.add(Label(inset(name, m.margin), tables.game_name(game_id), m.font("title"), bold=True,
                               id="attract:name"))
        one_size([w for w in self.widgets if w.id == "attract:name" or (w.id or "").startswith("attract:play:")], self.app)
        if session is not None:
            resume, fresh = (rows if stacked else columns)(actions, [0.5, 0.5] if stacked else [0.66, 0.34], m.gap * 3)
            game = tables.game_name(session.record.game)
            self.add(Button(resume, L("kiosk.continue_with", game=game), self.resume, id="attract:resume", style="primary",
                            sublabel=" · ".join(session.players), size=m.font("title")))
            self.add(Button(fresh, NEW_GROUP, self.ask_new_group, id="attract:new-group", size=m.font("title")))
        else:
            self.add(Button(actions, TAP_TO_PLAY, self.resume, id="attract:resume", style="primary", size=m.font("title")))

    def resume(self) -> None:
        """One tap: the table exactly as it was left."""
        self.kiosk.touched()
        self.app.pop(self)

    def back(self) -> None:
        self.resume()

    def start(self, game_id: str):
        def start_game() -> None:
            from companion.app.scenes.new_game import NewGame
            self.kiosk.touched()
            self.app.go_home()
            self.app.push(NewGame(self.app, game_id))
        return start_game

    def ask_new_group(self) -> None:
        self.kiosk.touched()
        self.app.push(Dialog(self.app, NEW_GROUP_QUESTION,
                             [(L("common.cancel"), None, "cancel"), (NEW_GROUP, self.new_group, "confirm", "primary")],
                             title=NEW_GROUP, dialog_name="new-group"))

    def new_group(self) -> None:
        start_new_group(self.app)


def stage_attract(app) -> None:
    """Screenshot state: a Numereum game left alone on a kiosk table."""
    from companion.app.session import Session
    app.session = Session.start("numereum", ["Iris", "Jules"], {"younger": 1})
    app.push(Attract(app, app.kiosk))


def start_new_group(app) -> None:
    """File the game in progress in the history, forget it, and open the home screen."""
    session = app.session
    filed = session is None or history.file_save_then_remove(session)  # in the history before its save goes
    history.new_group()
    app.session = None
    app.toasts.clear()
    app.go_home()
    if not filed:
        app.toast(L("history.kept_for_later"), error=True)
