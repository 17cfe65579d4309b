"""Saves: every action is on disk at once, a killed app resumes, a damaged save is set aside."""

from __future__ import annotations

import signal
import textwrap

import pytest

from companion import record as records
from companion.app import paths, testing
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
    testing.tap(app, "home")
    testing.tap(app, "play:numereum")
    testing.tap(app, "next")
    testing.tap(app, "next")
    testing.tap(app, "first:0")
    testing.tap(app, "next")
    assert app.top.name == "replace-game"
    testing.tap(app, "start-anyway")
    assert app.top.name == "numereum" and app.session.actions == []
    kept = list(data_dir.glob("current.unfinished-*.json"))
    assert len(kept) == 1 and records.load(kept[0]).actions[0]["cards"] == ["17", "08"]
