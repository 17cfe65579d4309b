"""The history file: hand-checked statistics, names, rename/merge, leaderboards, groups, and
faults 3 and 12 of the hardening issue (a game is never lost; the file is private)."""

import os
import sqlite3
import stat

import pytest

from companion import record as records
from companion.app import history, paths
from finished_games import finished_records

# (game, players, scores, winners) in the order they were played
GAMES = [
    ("aurum", ["Ana", "Ben", "Cleo"], [3, 5, 1], [1]),
    ("aurum", ["ana ", "Ben"], [6, 2], [0]),
    ("pikoko", ["ANA", "Ben", "Cleo"], [10, 12, 8], [1]),
    ("aurum", ["Ana", "Cleo", "Ben", "Dev"], [7, 4, 4, 2], [0]),
    ("aurum", ["Ana", "Dev"], [4, 4], [0, 1]),
]


def file_games(group=None):
    for index, (game, players, scores, winners) in enumerate(GAMES):
        history.file_game({"id": f"g{index + 1}", "game": game, "players": players,
                           "ended": f"2026-11-2{index}T20:00:00"},
                          {"finished": True, "scores": scores, "winners": winners, "rounds": []}, group=group)


def test_player_statistics_match_the_hand_count():
    file_games()
    ana = history.player_stats("  ana")  # any case, any spaces
    assert ana["name"] == "Ana" and ana["games"] == 5 and ana["wins"] == 3 and ana["win_rate"] == 0.6
    assert ana["per_game"] == {"aurum": {"games": 4, "wins": 3, "win_rate": 0.75, "best": 7, "average": 5.0},
                               "pikoko": {"games": 1, "wins": 0, "win_rate": 0.0, "best": 10, "average": 10.0}}
    assert ana["by_count"] == {2: {"games": 2, "wins": 2}, 3: {"games": 2, "wins": 0}, 4: {"games": 1, "wins": 1}}
    assert ana["longest_streak"] == 2 and ana["current_streak"] == 2
    assert ana["opponent"] == {"key": "ben", "name": "Ben", "games": 4}
    assert ana["nemesis"] == {"key": "ben", "name": "Ben", "games": 2}
    ben = history.player_stats("Ben")
    assert (ben["games"], ben["wins"], ben["longest_streak"], ben["current_streak"]) == (4, 2, 1, 0)
    assert ben["nemesis"]["key"] == "ana" and ben["nemesis"]["games"] == 2


def test_places_and_leaderboard():
    file_games()
    seats = history.game("g4")["seats"]
    assert [s["place"] for s in seats] == [1, 2, 2, 4]
    board = history.leaderboard("aurum")
    assert [(p["name"], p["games"], p["wins"]) for p in board] == [("Ana", 4, 3), ("Dev", 2, 1), ("Ben", 3, 1),
                                                                   ("Cleo", 2, 0)]
    assert [p["name"] for p in history.players()] == ["Ana", "Ben", "Cleo", "Dev"]


def test_rename_and_merge():
    file_games()
    assert history.rename_player("CLEO", "Cléo") == 3
    assert history.player_stats("cléo")["games"] == 3 and history.player_stats("Cleo")["games"] == 0
    history.file_game({"id": "g6", "game": "aurum", "players": ["Benny", "Cléo"], "ended": "2026-11-26T20:00:00"},
                      {"finished": True, "scores": [1, 0], "winners": [0], "rounds": []})
    history.rename_player("benny", "Ben")  # the same person under two names: merged
    assert history.player_stats("Ben")["games"] == 5 and history.player_stats("Ben")["wins"] == 3


def test_unfinished_games_are_listed_but_not_counted():
    history.file_game({"id": "open", "game": "aurum", "players": ["Ana", "Ben"]},
                      {"finished": False, "scores": [0, 0], "winners": [], "rounds": []})
    assert [g["finished"] for g in history.finished_games()] == [False]
    assert history.player_stats("Ana")["games"] == 0


def test_a_corrupt_history_is_set_aside_and_a_new_one_started(data_dir):
    paths.data_dir()
    paths.history_db().write_bytes(b"this is not a database" * 100)
    history.file_game(finished_records()["pikoko"])
    assert history.count_games() == 1
    kept = list(data_dir.glob("history.damaged-*.sqlite3"))
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"this is not")
    assert history.take_problem() == kept[0].name


def _session_in_current_json(game_id="aurum", finished=True):
    from companion.app.session import Session
    record = finished_records()[game_id]
    actions = record["actions"] if finished else record["actions"][:5]
    session = Session.start(game_id, record["players"], record["options"])
    for action in actions:
        session.record = session.record.with_action(action)
    session.game = records.replay(session.record)
    session.save()
    return session


def _block_history():
    """A history that cannot be opened (a folder where the file should be: like a failing card)."""
    paths.history_db().mkdir()


def test_new_group_with_an_unavailable_history_keeps_the_game_and_files_it_at_next_start(data_dir):
    from companion.app import testing
    from companion.app.scenes.kiosk_attract import start_new_group
    app = testing.make_app(resume=False)
    app.session = _session_in_current_json(finished=False)
    _block_history()
    start_new_group(app)
    pending = list(data_dir.glob("current.pending-*.json"))
    assert len(pending) == 1 and not paths.current_game().exists()
    assert any("kept" in text for text in testing.toasts(app))
    paths.history_db().rmdir()
    assert history.retry_pending(force=True) == 1
    assert not list(data_dir.glob("current.pending-*.json"))
    assert history.finished_games()[0]["players"] == ["Ana", "Ben", "Cleo", "Dev"]


def test_new_group_files_the_game_before_removing_its_save(data_dir):
    from companion.app import testing
    from companion.app.scenes.kiosk_attract import start_new_group
    app = testing.make_app(resume=False)
    app.session = _session_in_current_json(finished=False)
    start_new_group(app)
    assert not paths.current_game().exists() and history.count_games() == 1


def test_a_kill_between_the_last_save_and_the_filing_loses_nothing(data_dir):
    from companion.app import testing
    _session_in_current_json(finished=True)  # saved, never filed: the process died here
    assert history.count_games() == 0
    testing.make_app()  # the next start
    assert history.finished_games()[0]["id"] and history.count_games() == 1


def test_a_finished_save_that_cannot_be_filed_is_kept_from_being_overwritten(data_dir):
    _session_in_current_json(finished=True)
    _block_history()
    history.retry_pending(force=True)
    assert not paths.current_game().exists() and len(list(data_dir.glob("current.pending-*.json"))) == 1


def test_the_history_file_and_folder_are_private(data_dir):
    old = os.umask(0o022)
    try:
        history.remember_names(["Ana"])
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(paths.history_db()).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(data_dir).st_mode) == 0o700


def test_an_old_history_file_is_upgraded_with_its_games(data_dir):
    paths.data_dir()
    with sqlite3.connect(paths.history_db()) as c:
        c.executescript("CREATE TABLE games (id TEXT PRIMARY KEY, game TEXT NOT NULL, players TEXT NOT NULL, "
                        "scores TEXT NOT NULL, winners TEXT NOT NULL, finished_at TEXT NOT NULL, record TEXT NOT NULL);")
        c.execute("INSERT INTO games VALUES ('old', 'aurum', '[\"Ana\", \"Ben\"]', '[3, 1]', '[0]', "
                  "'2026-01-01T10:00:00+00:00', '{}')")
    assert history.player_stats("ana")["wins"] == 1
    assert history.finished_games()[0]["id"] == "old"


@pytest.mark.parametrize("locked", [True, False])
def test_a_locked_kiosk_shows_guests_only_their_group(locked):
    from companion.app import testing
    from companion.app.scenes.history_screen import HistoryScreen
    file_games(group="earlier")
    history.new_group()
    history.file_game({"id": "ours", "game": "aurum", "players": ["Zoe", "Yan"], "ended": "2026-11-28T20:00:00"},
                      {"finished": True, "scores": [2, 1], "winners": [0], "rounds": []})
    app = testing.make_app()
    app.kiosk.locked = locked
    app.push(HistoryScreen(app))
    app.render()
    shown = sorted(w.id for w in app.leaves() if (w.id or "").startswith("history:game:"))
    while testing.widget(app, "page:next").enabled:  # every page of rows (5 fit at 800×480)
        testing.tap(app, "page:next")
        shown = sorted(shown + [w.id for w in app.leaves() if (w.id or "").startswith("history:game:")])
    if locked:
        assert shown == ["history:game:ours"]
        testing.tap(app, "history:players")
        app.pump()
        names = sorted(w.id for w in app.leaves() if (w.id or "").startswith("players:") and ":board:" not in w.id)
        assert names == ["players:yan", "players:zoe"]
    else:
        assert "history:game:g1" in shown and "history:game:ours" in shown


# -- what the screens read is kept until the file changes -----------------------------------------
def _count_opens(monkeypatch) -> list:
    opened = []
    real = history._connect
    monkeypatch.setattr(history, "_connect", lambda: opened.append(1) or real())
    return opened


def test_a_screen_built_again_reads_the_file_once(monkeypatch):
    file_games()
    opened = _count_opens(monkeypatch)
    for _ in range(3):  # a screen built at three frames
        assert [p["name"] for p in history.players()] == ["Ana", "Ben", "Cleo", "Dev"]
        assert history.leaderboard("aurum")[0]["name"] == "Ana"
        assert history.player_stats("Ana")["games"] == 5
        assert len(history.finished_games(10)) == 5 and history.count_games() == 5
    assert len(opened) == 5


def test_what_is_kept_follows_every_write_of_this_process_and_of_another():
    file_games()
    assert history.count_games() == 5
    history.file_game({"id": "g6", "game": "aurum", "players": ["Eve", "Ana"], "ended": "2026-11-27T20:00:00"},
                      {"finished": True, "scores": [9, 1], "winners": [0], "rounds": []})
    assert history.count_games() == 6 and "Eve" in [p["name"] for p in history.players()]
    assert history.rename_player("Eve", "Evelyn") == 1
    assert "Evelyn" in [p["name"] for p in history.players()]
    with sqlite3.connect(paths.history_db()) as other:  # another program (or the CLI) writes it
        other.execute("DELETE FROM games WHERE id = 'g6'")
    assert history.count_games() == 5


def test_a_read_that_failed_is_not_kept_and_a_kept_one_cannot_be_changed_by_its_reader():
    _block_history()
    assert history.players() == []          # unavailable: shown empty
    paths.history_db().rmdir()
    file_games()
    names = history.players()
    assert len(names) == 4                  # readable again: read again
    names.clear()
    names_again = history.players()
    assert len(names_again) == 4
    names_again[0]["name"] = "Mallory"
    assert history.players()[0]["name"] == "Ana"
