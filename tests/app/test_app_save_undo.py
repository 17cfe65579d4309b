"""The session's save and undo: a tap writes only its action, undo steps back from a
checkpoint (the same game as a full replay), a failed save changes neither screen nor disk,
the record carries its playing times, and crashed saves leave no temporary files behind."""

from __future__ import annotations

import json
import os
import time

import pytest

from companion import record as records
from companion.app import paths, session as session_module
from companion.app.save_file import recover
from companion.app.session import Session
from companion.errors import Refusal
from companion.games.fievre.sample import random_record


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("COMPANION_CONFIG_DIR", raising=False)
    return tmp_path


def fievre_session(count: int | None = None) -> tuple[Session, list[dict]]:
    data = random_record(3, 5)
    session = Session.start("fievre", data["players"], data["options"])
    for action in data["actions"][:count]:
        assert session.submit(action) is None
    return session, data["actions"]


def log_of(game) -> list:
    return [(event.kind, event.action, event.text(), event.seats) for event in getattr(game, "log", [])]


def test_a_tap_writes_only_its_action_and_the_file_stays_a_whole_record(data_dir):
    session, actions = fievre_session(40)
    path = paths.current_game()
    before = path.read_bytes()
    inode = path.stat().st_ino
    assert session.submit(actions[40]) is None
    after = path.read_bytes()
    assert path.stat().st_ino == inode            # grown in place, not rewritten
    end = before.rindex(b"]")                     # the end of the actions list
    assert after[:end] == before[:end] and len(after) - len(before) < 200
    assert records.load(path).actions == actions[:41]
    assert records.load(path).extra["id"] == session.id


def test_undo_steps_back_to_the_same_game_as_a_full_replay(data_dir):
    session, actions = fievre_session()
    for _ in range(session_module.CHECKPOINT_EVERY * 2 + 3):
        assert session.undo()
        replayed = records.replay(session.record)
        assert session.game.summary() == replayed.summary()
        assert log_of(session.game) == log_of(replayed)   # every event tagged with its action
        assert records.load(paths.current_game()).actions == session.actions
    assert session.submit(actions[len(session.actions)]) is None   # and play goes on
    assert log_of(session.game) == log_of(records.replay(session.record))


def test_an_undo_prepared_while_idle_gives_the_same_game(data_dir):
    session, actions = fievre_session(60)
    for _ in range(3):
        session.prepare_undo()
        assert session.undo()
        assert session.game.summary() == records.replay(session.record).summary()
    session.prepare_undo()
    assert session.submit(actions[len(session.actions)]) is None   # a tap makes the preparation stale
    assert session.undo() and session.game.summary() == records.replay(session.record).summary()
    assert len(session.actions) == 57


def test_undo_right_after_a_resume_does_not_replay_everything(data_dir, monkeypatch):
    session, _ = fievre_session(100)
    resumed, problem = Session.resume()
    assert problem is None and len(resumed.actions) == 100
    calls = []
    real = records.replay
    monkeypatch.setattr(records, "replay", lambda record, upto=None: calls.append(upto) or real(record, upto))
    assert resumed.undo()
    assert calls == [] and resumed.game.summary() == real(resumed.record).summary()


def test_undo_when_the_save_fails_changes_neither_screen_nor_disk(data_dir, monkeypatch):
    session, _ = fievre_session(20)
    before = paths.current_game().read_bytes()
    summary = session.game.summary()

    def failing(*args, **kwargs):
        raise OSError(28, "No space left on device")
    with monkeypatch.context() as patched:
        patched.setattr(session_module.SaveFile, "write", failing)
        with pytest.raises(Refusal) as refused:
            session.undo()
    assert "nothing was changed" in refused.value.message("en")
    assert len(session.actions) == 20 and session.game.summary() == summary
    assert paths.current_game().read_bytes() == before
    resumed, _ = Session.resume()
    assert len(resumed.actions) == 20


def test_a_failed_append_leaves_the_previous_record_on_disk(data_dir, monkeypatch):
    session, actions = fievre_session(20)
    before = paths.current_game().read_bytes()

    def failing(*args):
        raise OSError(5, "Input/output error")
    with monkeypatch.context() as patched:
        patched.setattr(os, "fdatasync", failing)
        refusal = session.submit(actions[20])
    assert refusal is not None and len(session.actions) == 20
    assert paths.current_game().read_bytes() == before
    assert session.submit(actions[20]) is None
    assert records.load(paths.current_game()).actions == actions[:21]


def test_the_record_keeps_its_times_and_every_key_through_undo(data_dir, monkeypatch):
    clock = [1000.0]
    monkeypatch.setattr(session_module.time, "monotonic", lambda: clock[0])
    data = random_record(3, 5)
    session = Session.start("fievre", data["players"], data["options"])
    assert "started" in session.record.extra
    for seconds in (20, 3000, 10):          # a pause over ten minutes is not playing time
        clock[0] += seconds
        assert session.submit(data["actions"][len(session.actions)]) is None
    assert session.record.extra["active_seconds"] == 30
    session.record.extra["fievre_dice"] = [3, 4]   # a key another part of the app keeps
    for action in data["actions"][len(session.actions):]:
        assert session.submit(action) is None
    saved = json.loads(paths.current_game().read_text(encoding="utf-8"))
    assert session.finished and saved["ended"] >= saved["started"]
    assert saved["active_seconds"] == session.record.extra["active_seconds"]
    assert session.undo() and not session.finished
    saved = json.loads(paths.current_game().read_text(encoding="utf-8"))
    assert "ended" not in saved and saved["fievre_dice"] == [3, 4] and "started" in saved


def test_a_save_torn_by_a_power_cut_keeps_every_whole_action(data_dir):
    session, actions = fievre_session(30)
    path = paths.current_game()
    text = path.read_text(encoding="utf-8")
    cut = text[: text.rindex("]")] + ', {"do": "rev'   # the last write reached the disk in part
    assert recover(cut).actions == actions[:30]
    path.write_text(cut, encoding="utf-8")
    resumed, problem = Session.resume()
    assert problem is None and resumed.actions == actions[:30]
    assert recover("not a record") is None


def test_stale_temporary_saves_are_removed_at_start(data_dir):
    session, _ = fievre_session(3)
    stale = data_dir / ".current.json.abc123.tmp"
    fresh = data_dir / ".current.json.def456.tmp"       # a save running right now: kept
    other = data_dir / ".settings.toml.x.tmp"
    for leftover in (stale, fresh, other):
        leftover.write_text("{", encoding="utf-8")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    resumed, problem = Session.resume()
    assert problem is None and len(resumed.actions) == 3
    assert not stale.exists() and fresh.exists() and other.exists()


def test_a_save_moved_aside_meanwhile_is_written_whole_again(data_dir):
    session, actions = fievre_session(10)
    path = paths.current_game()
    path.unlink()                                  # another part of the app removed it
    assert session.submit(actions[10]) is None
    assert records.load(path).actions == actions[:11]


def test_check_tries_an_action_on_a_copy(data_dir):
    session, actions = fievre_session(10)
    assert session.check(actions[10]) is None
    assert session.check({"do": "no-such-verb"}) is not None
    assert len(session.actions) == 10 and session.submit(actions[10]) is None
