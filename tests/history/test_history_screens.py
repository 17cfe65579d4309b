"""The history's screens: a row opens its game, the game page's buttons, players, unfinished
games put back on the table; no layout problem at 800×480 in every installed language (held to
the type scale), nor on bigger screens."""

import json

import pytest

from companion.app import history, paths, staging, testing
from companion.app.scenes.history_pages import GamePage, PlayerPage, PlayersScreen, UnfinishedScreen
from companion.app.scenes.history_screen import HistoryScreen
from companion.text import LANGUAGES
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
    assert app.top.name == "pikoko-trump" and app.session.players == RECORDS["pikoko"]["players"]


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
    "game-aurum": lambda app: GamePage(app, "aurum-sample"),
    "players": lambda app: PlayersScreen(app),
    "player": lambda app: PlayerPage(app, "Ana"),
    "unfinished": lambda app: UnfinishedScreen(app),
}


@pytest.mark.parametrize("lang", LANGUAGES)  # every installed language, a new one included
@pytest.mark.parametrize("scene", sorted(SCENES))
def test_no_layout_problem_on_the_7_inch_panel(scene, lang):
    """800×480 held to the type scale: nothing under 20 px, no word cut with "…", 9 mm targets 2 mm apart."""
    app = _app((800, 480), lang)
    app.push(SCENES[scene](app))
    app.render()
    assert testing.layout_problems(app, allow=()) == []


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (720, 1280)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scene", sorted(SCENES))
def test_no_layout_problem_on_bigger_screens(scene, size):
    app = _app(size, "en")
    app.push(SCENES[scene](app))
    app.render()
    assert testing.layout_problems(app, allow=()) == []


def test_the_score_sheet_gives_its_first_column_room_for_its_words():
    """ "Manche" and "Summe" were cut to "Man…"/"Sum…" in a column sized for English."""
    from companion.app import theme
    for lang, words in (("fr", "Manche"), ("de", "Summe")):
        app = _app((800, 480), lang)
        app.push(GamePage(app, "fievre-sample"))
        app.render()
        with theme.drawn_sizes() as seen:
            app.full_redraw()
            app.render()
        assert any(text.startswith(words) for text, _ in seen.sizes) and not seen.cut


def test_a_long_player_page_is_shown_in_pages_and_every_line_can_be_reached():
    app = _app()
    for index in range(8):  # every game, and every table size from 2 to 6
        players = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay"][: 2 + index % 5]
        history.file_game({"id": f"more-{index}", "game": ["aurum", "pikoko", "numereum", "fievre"][index % 4],
                           "players": players, "ended": f"2026-11-2{index}T20:00:00"},
                          {"finished": True, "scores": list(range(len(players))), "winners": [0], "rounds": []})
    app.push(PlayerPage(app, "Ana"))
    app.render()
    seen = set()
    while True:
        seen |= {w.id for w in app.leaves() if (w.id or "").startswith("player:line:")}
        assert testing.layout_problems(app, allow=()) == []
        if not testing.widget(app, "page:next").enabled:
            break
        testing.tap(app, "page:next")
    stats = history.player_stats("Ana")
    lines = 1 + len(stats["per_game"]) + len(stats["by_count"]) + 1 + bool(stats["opponent"]) + bool(stats["nemesis"])
    assert lines > 10 and seen == {f"player:line:{index}" for index in range(lines)}


def test_the_game_page_opens_the_game_log():
    app = _app()
    app.push(GamePage(app, "pikoko-sample"))
    testing.tap(app, "history-game:log")
    app.pump()
    assert app.top.name == "log" and len(app.top.lines) >= len(RECORDS["pikoko"]["actions"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_round_of_a_long_game_is_reached_from_its_sheet(lang):
    """The game page shows the last rounds that fit (the first marked "▴": earlier ones exist); a
    tap on the sheet shows them all, a page at a time, from the first."""
    app = _app((800, 480), lang)
    app.push(GamePage(app, "fievre-sample"))
    app.render()
    rounds = len(app.top.summary["rounds"])
    shown = {w.id for w in app.leaves() if (w.id or "").startswith("sheet:round:")}
    assert 0 < len(shown) < rounds and f"sheet:round:{rounds}" in shown
    first = min(int(name.rsplit(":", 1)[1]) for name in shown)
    assert testing.widget(app, f"sheet:round:{first}").text == f"▴ {first}"
    testing.tap(app, "sheet:all")
    assert app.top.name == "score-sheet"
    seen = set()
    while True:
        seen |= {w.id for w in app.leaves() if (w.id or "").startswith("sheet:round:")}
        assert testing.layout_problems(app, allow=()) == []
        if not testing.widget(app, "page:next").enabled:
            break
        testing.tap(app, "page:next")
    assert seen == {f"sheet:round:{n}" for n in range(1, rounds + 1)}


def test_a_short_game_shows_every_round_and_no_sheet_to_open():
    app = _app()
    app.push(GamePage(app, "numereum-sample"))
    app.render()
    assert app.find("sheet:all") is None
    numbers = [testing.widget(app, w.id).text for w in app.leaves() if (w.id or "").startswith("sheet:round:")]
    assert numbers and numbers[0] == "1"  # nothing left out, nothing marked


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", [(480, 800), (720, 1280)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_players_choices_read_whole_on_a_portrait_screen(size, lang):
    """Five choices in one row read "Auru…", "La Fièv…" on a portrait screen: as many a row as
    show their names whole."""
    app = _app(size, lang)
    app.push(PlayersScreen(app))
    app.render()
    cut = [problem for problem in testing.scale_problems(app) if "abbreviated" in problem]
    assert cut == []
    choices = [widget for widget in app.leaves() if (widget.id or "").startswith("players:board:")]
    assert len(choices) == 5 and all(widget.rect.height >= app.metrics.target for widget in choices)
