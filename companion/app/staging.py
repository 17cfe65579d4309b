"""Representative states of every scene: the screenshot command and the layout tests
both walk `states()`, so every screen a player can reach is drawn and checked."""

from __future__ import annotations

import os
from contextlib import contextmanager

from companion.app import history, paths, tables


def fresh_app(size, mode: str, lang: str):
    """An app with no saved game, history or settings, in the scratch data folder the
    caller chose with COMPANION_DATA_DIR (never the real one: refused without it)."""
    from companion.app.shell import App
    if not os.environ.get("COMPANION_DATA_DIR"):
        raise RuntimeError("staging needs COMPANION_DATA_DIR set to a scratch folder")
    folder = paths.data_dir()
    for pattern in ("current*.json", "history.sqlite3*", "settings.toml", ".current*"):
        for child in folder.glob(pattern):
            child.unlink()
    app = App(size, mode=mode, lang=lang, resume=False)
    app.settings.mode, app.settings.language = mode, lang
    return app


@contextmanager
def unsaved():
    """Sample games built inside are not written to disk (fast, and harmless)."""
    from companion.app.session import Session
    before, Session.saving = Session.saving, False
    try:
        yield
    finally:
        Session.saving = before


def stage(app, function) -> None:
    """Put `app` in a representative state (sample games stay in memory)."""
    with unsaved():
        function(app)


def staged(state, size=(800, 480), mode: str = "table", lang: str = "en"):
    """A fresh app (see `fresh_app`) put in `state` (a function of `states()`, or its name
    there), its first frame drawn: what the tests, benchmarks and screenshots look at."""
    if isinstance(state, str):
        state = dict(states())[state]
    app = fresh_app(size, mode, lang)
    stage(app, state)
    app.render()
    return app


def retake_last(app, render: bool = True) -> None:
    """The session's last action taken back and taken again, unsaved, as players undo and
    redo: the screen drawn after each (after the second only when `render`, for a caller that
    watches that frame itself)."""
    session = app.session
    last = session.actions[-1]
    with unsaved():
        session.undo()
    app.invalidate()
    app.render()
    with unsaved():
        refusal = session.submit(last)
    assert refusal is None, refusal
    app.invalidate()
    if render:
        app.render()


SAMPLE_NAMES = ["Iris", "Jules", "Ana", "Ben", "Cleo"]


def _home(app):
    history.remember_names(["Mia", "Lou", "Noor", "Karl"])


def _settings(app):
    from companion.app.scenes.settings_screen import SettingsScreen
    app.push(SettingsScreen(app))


def _history(app):
    from companion.app.scenes.history_screen import HistoryScreen
    for i, (players, scores, win) in enumerate([(["Iris", "Jules"], [5, 3], [0]), (["Ana", "Ben"], [2, 5], [1]),
                                                 (["Lou", "Mia"], [4, 4], [1])]):
        history.file_game({"id": f"g{i}", "game": "numereum", "players": players, "ended": f"2026-11-2{i}T20:1{i}:00"},
                          {"finished": True, "scores": scores, "winners": win, "rounds": []})
    app.push(HistoryScreen(app))


def _new_game(game_id, page):
    def stage(app):
        from companion.app.scenes.new_game import NewGame
        history.remember_names(["Mia", "Lou", "Noor", "Karl", "Sam"])
        scene = NewGame(app, game_id)
        rules = tables.rules(game_id)
        scene.count = rules.PLAYERS.start
        scene.names[:2] = SAMPLE_NAMES[:2]
        scene.recent = history.recent_names()
        scene.page = page
        if page == "first":
            scene.first = 1
        app.push(scene)
    return stage


def _keyboard(app):
    from companion.app.scenes.text_entry import TextEntry
    from companion.app.i18n import L
    app.push(TextEntry(app, L("newgame.name_of", n=2), "Jul", lambda text: None))


def _resume(app):
    app.session = None
    for game_id in tables.all_games():
        table = tables.get(game_id) if tables.has_table(game_id) else None
        if table and table.resume_sample:
            from companion.app.session import Session
            before, Session.saving = Session.saving, True  # this one is the save on disk
            try:
                table.resume_sample(app)
            finally:
                Session.saving = before
            app.offer_resume()
            return


def _damaged(app):
    paths.current_game().write_text('{"format": 1, "game": "numereum", "players": ["Iris"', encoding="utf-8")
    app.offer_resume()


def _facing_dialog(app):
    """A question for the left seat of a four-seat table, turned to face it (table mode)."""
    from companion.app.i18n import L
    from companion.app.scene import Dialog
    from companion.app.scenes.game import GameScene
    from companion.app.session import Session
    app.session = Session.scratch("aurum", SAMPLE_NAMES[:4], {})
    app.push(GameScene(app, app.session))
    app.push(Dialog(app, L("game.leave_question"), [(L("common.cancel"), None, "cancel"),
                                                     (L("game.home"), None, "leave", "primary")], seat=1))


def states():
    """(file name, function(app) that puts the app in that state), every scene once."""
    found = [("home", _home), ("settings", _settings), ("history", _history), ("keyboard", _keyboard),
             ("damaged-save", _damaged), ("dialog-seat", _facing_dialog)]
    from companion.app.scenes.kiosk_attract import stage_attract
    from companion.app.scenes.kiosk_pin import stage_pin_pad
    found += [("kiosk-attract", stage_attract), ("kiosk-pin", stage_pin_pad)]
    from companion.app.scenes.history_pages import screenshot_states
    found += screenshot_states()
    for game_id in tables.all_games():
        if tables.about(game_id) is not None:
            found.append((f"{game_id}-rules", _rules(game_id)))
        if not tables.has_table(game_id):
            continue
        table = tables.get(game_id)
        found.append((f"{game_id}-new-players", _new_game(game_id, "players")))
        if [o for o in tables.rules(game_id).OPTIONS if o.name not in table.hidden_options and o.name != table.first_player]:
            found.append((f"{game_id}-new-options", _new_game(game_id, "options")))
        if table.first_player:
            found.append((f"{game_id}-new-first", _new_game(game_id, "first")))
        for name, stage in table.screenshots.items():
            found.append((name, stage))
    if any(tables.has_table(g) and tables.get(g).resume_sample for g in tables.all_games()):
        found.append(("resume", _resume))
    return found


def _rules(game_id):
    def stage(app):
        from companion.app.scenes.rules_screen import RulesScreen
        app.push(RulesScreen(app, game_id))
    return stage
