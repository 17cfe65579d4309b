"""Saves: every action is on disk at once, a killed app resumes, a damaged save is set aside."""

from __future__ import annotations

import errno
import json
import signal
import textwrap

import pytest

from companion import record as records
from companion.app import paths, testing
from companion.app.i18n import say
from support import run_app_until_ready_then_signal

from app_flows import new_numereum_game, type_reserve


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("COMPANION_CONFIG_DIR", raising=False)
    return tmp_path


PLAY_THEN_WAIT = textwrap.dedent("""
    import sys
    sys.path.insert(0, sys.argv[1])
    from companion.app import testing
    from app_flows import bid, enter_prizes, new_numereum_game, type_reserve
    app = testing.make_app((800, 480))
    new_numereum_game(app)
    type_reserve(app, 0, ["17", "08"])
    type_reserve(app, 1, ["24", "31"])
    enter_prizes(app, "42", "25")
    bid(app, "B70", "B30")
    print("READY", len(app.session.actions), flush=True)
    app.run()   # idle in the real loop until killed
""")


def test_killed_mid_game_resumes_with_every_action(data_dir):
    assert run_app_until_ready_then_signal(PLAY_THEN_WAIT, signal.SIGKILL) == -signal.SIGKILL

    app = testing.make_app((800, 480))
    assert app.top.name == "resume"
    testing.tap(app, "resume")
    assert app.top.name == "numereum"
    assert [a["do"] for a in app.session.actions] == ["reserve", "reserve", "reveal", "bid"]
    assert app.session.actions[-1] == {"do": "bid", "cards": ["B70", "B30"]}
    assert app.session.game.phase == "pending"
    testing.tap(app, "concede:1")                # and the game goes on from there
    assert records.load(paths.current_game()).actions[-1] == {"do": "concede"}


def test_resume_can_wait_and_stays_on_home(data_dir):
    app = testing.make_app((800, 480))
    new_numereum_game(app)
    type_reserve(app, 0, ["17", "08"])
    again = testing.make_app((800, 480))
    testing.tap(again, "later")
    assert again.top.name == "home"
    testing.tap(again, "resume")
    assert again.top.name == "numereum" and len(again.session.actions) == 1


@pytest.mark.parametrize("content", [
    '{"format": 1, "game": "numereum", "players": ["Iris"',                           # cut short
    '{"format": 1, "game": "numereum", "players": ["Iris", "Jules"], "options": {}, '
    '"actions": [{"do": "reveal", "cards": ["42", "25"]}]}',                            # illegal action
    "\x00\x01 not text at all \xff",
])
def test_a_damaged_save_is_set_aside_and_the_app_starts(data_dir, content):
    paths.current_game().write_text(content, encoding="utf-8", errors="replace")
    app = testing.make_app((800, 480))
    assert app.top.name == "damaged-save"
    aside = list(data_dir.glob("current.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8", errors="replace") == \
        content.encode("utf-8", "replace").decode("utf-8", "replace")
    assert not paths.current_game().exists()
    testing.tap(app, "ok")
    assert app.top.name == "home"
    assert app.find("resume") is None
    testing.tap(app, "play:numereum")            # and a new game can start
    assert app.top.name == "new-game"


def test_a_finished_game_is_not_offered_for_resume(data_dir):
    from companion.app.session import Session
    session = Session.start("numereum", ["Iris", "Jules"], {"deck_size": 8})
    for action in [{"do": "reserve", "player": 0, "cards": ["17", "08"]},
                   {"do": "reserve", "player": 1, "cards": ["24", "31"]},
                   {"do": "reveal", "cards": ["42", "25"]}, {"do": "bid", "cards": ["B70", "B30"]},
                   {"do": "concede"}, {"do": "combine", "player": 0, "cards": ["17", "08", "25"]},
                   {"do": "close"}]:
        assert session.submit(action) is None
    assert session.finished
    app = testing.make_app((800, 480))
    assert app.top.name == "home" and app.find("resume") is None


def test_settings_file_keeps_the_kiosk_keys(data_dir):
    from companion.app import settings
    path = paths.settings_file()
    path.write_text('kiosk = true\nidle_minutes = 7\nlanguage = "xx"\n', encoding="utf-8")
    loaded = settings.load()
    assert loaded.language == "en"               # a bad value falls back to its default
    loaded.language = "fr"
    settings.save(loaded)
    text = path.read_text(encoding="utf-8")
    assert "kiosk = true" in text and "idle_minutes = 7" in text and 'language = "fr"' in text


def test_a_new_game_keeps_the_unfinished_one(data_dir):
    app = testing.make_app((800, 480))
    new_numereum_game(app)
    type_reserve(app, 0, ["17", "08"])
    testing.tap(app, "cancel")  # Jules's reserve sheet, opened by itself
    testing.tap(app, "home")
    testing.tap(app, "play:numereum")
    testing.tap(app, "next")
    testing.tap(app, "next")
    testing.tap(app, "first:0")
    testing.tap(app, "next")
    assert app.top.name == "replace-game"
    testing.tap(app, "start-anyway")
    assert app.top.name == "numereum-reserve" and app.session.actions == []  # the first entry opens by itself
    kept = list(data_dir.glob("current.unfinished-*.json"))
    assert len(kept) == 1 and records.load(kept[0]).actions[0]["cards"] == ["17", "08"]


# ---------------------------------------------------------------- poison saves (issue 12)

NUMEREUM_START = [{"do": "reserve", "player": 0, "cards": ["17", "08"]}]


def write_save(players, actions=NUMEREUM_START):
    paths.current_game().write_text(json.dumps({"format": 1, "game": "numereum", "players": players,
                                                "options": {}, "actions": actions}), encoding="utf-8")


def kiosk_app():
    from companion.app.shell import App
    app = App((800, 480), mode="table", lang="en", kiosk=True)
    app.render()
    return app


@pytest.mark.parametrize("name", ["B\u0000n", "\ufeff", "\u200b"])
def test_a_kiosk_survives_a_save_whose_names_cannot_be_drawn(data_dir, name):
    write_save(["Iris", name])
    app = kiosk_app()                      # resumes directly when locked: it must not crash
    app.render()
    assert app.session is None and app.top.name == "damaged-save"
    assert not paths.current_game().exists() and len(list(data_dir.glob("current.damaged-*.json"))) == 1


def test_a_game_that_fails_to_draw_is_closed_and_its_save_set_aside(data_dir, monkeypatch):
    from companion.app.tables.numereum import NumereumTable
    write_save(["Iris", "Jules"])

    def cannot_draw(self, surface):
        raise ValueError("A null character was found in text")

    drawing = NumereumTable.draw
    monkeypatch.setattr(NumereumTable, "draw", cannot_draw)
    app = kiosk_app()
    assert app.top.name == "home" and app.session is None
    assert any("could not be shown" in t and "ValueError" in t and "current.broken-" in t for t in testing.toasts(app))
    assert not paths.current_game().exists() and len(list(data_dir.glob("current.broken-*.json"))) == 1
    app.render()                           # and the app goes on
    monkeypatch.setattr(NumereumTable, "draw", drawing)  # (undo() would also drop the data folder)
    again = kiosk_app()                    # the next start does not fall into it again
    assert again.top.name == "home" and again.session is None


def test_a_game_that_fails_to_build_is_closed_and_its_save_set_aside(data_dir, monkeypatch):
    from companion.app.tables.numereum import NumereumTable
    write_save(["Iris", "Jules"])
    monkeypatch.setattr(NumereumTable, "build", lambda self: {}["missing"])
    app = kiosk_app()
    assert app.top.name == "home" and app.session is None
    assert len(list(data_dir.glob("current.broken-*.json"))) == 1


def test_a_damaged_save_in_a_folder_that_cannot_be_written_still_starts(data_dir, monkeypatch):
    from companion.app import session as session_module
    paths.current_game().write_text('{"format": 1, "game": "numer', encoding="utf-8")

    def read_only(*args):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(session_module.os, "replace", read_only)
    app = testing.make_app((800, 480))
    assert app.top.name == "damaged-save" and app.session is None
    assert "cannot be written" in say(app.top.message, "en") and "Read-only file system" in say(app.top.message, "en")
    testing.tap(app, "ok")
    assert app.top.name == "home"
