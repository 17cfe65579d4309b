"""The history's screens: a row opens its game, the game page's buttons, players, unfinished
games put back on the table; no layout problem in en/fr/de at 800×480 and 1920×1080."""

import json

import pytest

from companion.app import history, paths, staging, testing
from companion.app.scenes.history_pages import GamePage, PlayerPage, PlayersScreen, UnfinishedScreen
from companion.app.scenes.history_screen import HistoryScreen
from finished_games import finished_records

RECORDS = finished_records()


def _app(size=(800, 480), lang="en"):
    app = staging.fresh_app(size, "table", lang)
    for game_id, record in RECORDS.items():
        history.file_game(dict(record, ended="2026-11-20T21:00:00", active_seconds=65 * 60 + 10))
    app.render()
    return app


def test_a_row_opens_the_game_page_with_its_score_sheet_and_duration():
    app = _app()
    app.push(HistoryScreen(app))
    testing.tap(app, "history:game:fievre-sample")
    app.pump()
    assert app.top.name == "history-game"
    facts = testing.widget(app, "history-game:facts").text
    assert "2026-11-20 21:00" in facts and "1 h 05 min played" in facts
    assert testing.widget(app, "share:qr").text.startswith("https://app.bgstatsapp.com/")


def test_play_again_from_the_history(tmp_path):
    app = _app()
    app.push(GamePage(app, "pikoko-sample"))
    testing.tap(app, "history-game:again")
    app.pump()
    assert app.top.name == "pikoko" and app.session.players == RECORDS["pikoko"]["players"]


def test_export_writes_the_record_beside_the_saves():
    app = _app()
    app.push(GamePage(app, "aurum-sample"))
    testing.tap(app, "history-game:export")
    app.pump()
    written = paths.data_dir() / "exports" / "aurum-aurum-sample.json"
    assert json.loads(written.read_text())["actions"] == RECORDS["aurum"]["actions"]


def test_an_unfinished_game_set_aside_by_new_game_can_be_resumed():
    from companion.app.session import Session, keep_unfinished
    app = _app()
    record = RECORDS["aurum"]
    session = Session.start("aurum", record["players"], record["options"])
    for action in record["actions"][:6]:
        assert session.submit(action) is None
    keep_unfinished(paths.current_game())  # what "New game" does
    app.push(UnfinishedScreen(app))
    app.render()
    rows = [w.id for w in app.leaves() if (w.id or "").startswith("unfinished:")]
    assert len(rows) == 1
    testing.tap(app, rows[0])
    app.pump()
    assert app.top.name == "aurum" and len(app.session.actions) == 6
    assert not list(paths.data_dir().glob("current.unfinished-*.json"))


def test_players_page_and_leaderboard():
    app = _app()
    app.push(PlayersScreen(app))
    testing.tap(app, "players:board:fievre")
    app.pump()
    assert testing.widget(app, "players:ben").label.get("en").startswith("1. Ben  —  1 won of 1")
    testing.tap(app, "players:ben")
    app.pump()
    assert app.top.name == "history-player"
    assert "2 won of 2" in testing.widget(app, "player:line:0").text.get("en")


def test_rename_from_the_player_page():
    app = _app()
    app.push(PlayerPage(app, "Iris"))
    app.render()
    testing.tap(app, "player:rename")
    app.pump()
    assert app.top.name == "text-entry" or hasattr(app.top, "confirm")
    app.top.text = "Iris  Ann"
    app.top.confirm()
    app.pump()
    assert history.player_stats("iris ann")["games"] == 1 and history.player_stats("Iris")["games"] == 0
    assert app.top.name == "history-player" and app.top.player == "Iris Ann"


SCENES = {
    "history": lambda app: HistoryScreen(app),
    "game": lambda app: GamePage(app, "fievre-sample"),
    "players": lambda app: PlayersScreen(app),
    "player": lambda app: PlayerPage(app, "Ana"),
    "unfinished": lambda app: UnfinishedScreen(app),
}


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize("scene", sorted(SCENES))
def test_no_layout_problem(scene, lang, size):
    app = _app(size, lang)
    app.push(SCENES[scene](app))
    app.render()
    assert testing.layout_problems(app) == []


def test_the_game_page_opens_the_game_log():
    app = _app()
    app.push(GamePage(app, "pikoko-sample"))
    testing.tap(app, "history-game:log")
    app.pump()
    assert app.top.name == "log" and len(app.top.lines) >= len(RECORDS["pikoko"]["actions"])
