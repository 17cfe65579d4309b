"""The game on the table: a record, the state replayed from it, and its save file.

No pygame here. Every confirmed tap becomes `submit(action)`: the action is checked and
applied by the rules engine (which leaves its state untouched when it refuses), appended
to the record, and the record is saved before the screen is redrawn (`save_file`: a tap
writes only its action, in place). Undo drops the last action and steps back from the
nearest checkpoint (a pickled copy of the game every `CHECKPOINT_EVERY` actions) instead of
replaying the whole record; it is saved before the screen changes, so screen and disk agree
even when the save fails. A kill at any instant therefore loses nothing confirmed.

The record also carries, for the history: `started`, `ended` (ISO 8601; when the game
finished) and `active_seconds` (the time between taps, gaps over `IDLE_GAP_S` not counted).
"""

from __future__ import annotations

import datetime as _dt
import os
import pickle
import time
import uuid
from pathlib import Path

from companion import gamelog, record as records
from companion.errors import CompanionError, Malformed, Refusal
from companion.storage import remove_stale_temporaries
from companion.app.i18n import L

from companion.app import history, paths
from companion.app.save_file import SaveFile, recover

APP_VERSION = "0.1"
ASK_MEMO_SIZE = 512  # answers kept for one record (a screen asks a few dozen)
CHECKPOINT_EVERY = 8   # an undo replays at most this many actions
CHECKPOINTS_KEPT = 64  # the most recent ones (older ones: an undo that far back replays it all)
IDLE_GAP_S = 600       # a pause longer than this between two taps is not playing time


class Session:
    # False while the screenshot stages build their sample games (`staging.unsaved`):
    # a representative state is drawn, never written over anybody's save
    saving = True

    def __init__(self, record: records.Record, path: Path | None):
        self.record = record
        self.path = path
        self._answers: tuple = (None, {})  # (the record they answer, {question: answer}): see ask()
        self._file = SaveFile(path) if path is not None else None
        self._checkpoints: dict[int, bytes] = {}  # action count -> the pickled game after them
        self._can_pickle = True
        self._prepared = None  # (the record it was made for, the game after its undo): prepare_undo()
        # replayed with a checkpoint before the last action, so even the first undo steps back
        count = len(record.actions)
        base = (count - 1) // CHECKPOINT_EVERY * CHECKPOINT_EVERY if count else 0
        self._game = records.replay(record, base)
        self._checkpoint(base)
        try:
            self._game = self._game_after(count)
        except (Refusal, Malformed):
            records.replay(record)  # raises the error that names the action
            raise
        self._last_tap = time.monotonic()
        active = record.extra.get("active_seconds")
        self._active = float(active) if _is_number(active) else 0.0

    # -- starting and resuming -------------------------------------------------------------
    @classmethod
    def start(cls, game_id: str, players: list[str], options: dict, path: Path | None = None) -> "Session":
        """A new game, saved at once (so a kill right after setup still resumes it)."""
        now = _now()
        extra = {"id": uuid.uuid4().hex, "created": now, "started": now, "app_version": APP_VERSION}
        record = records.Record(game_id, list(players), dict(options), [], extra)
        records.from_json(record.to_json())  # the same validation a loaded file gets
        session = cls(record, path if path is not None else paths.current_game())
        session.save()
        return session

    @classmethod
    def scratch(cls, game_id: str, players: list[str], options: dict) -> "Session":
        """A game kept in memory only (screenshots, demos): never written to the save file."""
        record = records.Record(game_id, list(players), dict(options), [], {"id": uuid.uuid4().hex})
        records.from_json(record.to_json())
        return cls(record, None)

    @classmethod
    def resume(cls, path: Path | None = None) -> tuple["Session | None", CompanionError | None]:
        """The saved game, or (None, why) after setting a damaged file aside."""
        path = path if path is not None else paths.current_game()
        remove_stale_temporaries(path)  # left by saves a crash interrupted
        if not path.exists():
            return None, None
        try:
            return cls(_load_or_recover(path), path), None
        except (Malformed, records.ReplayError) as broken:
            aside = set_aside(path)
            reason = broken.line() if isinstance(broken, records.ReplayError) else broken.text.en
            # the file's fault is described by the record checker in English only (records are
            # files, not table talk): the reason stays in English in every language
            return None, Malformed(L("session.unreadable", reason=reason, name=aside.name))
        except Exception as bug:  # a referee bug must not stop the app from starting
            aside = set_aside(path)
            return None, Malformed(L("session.unplayable", error=bug.__class__.__name__, name=aside.name))

    # -- the table asks ---------------------------------------------------------------------
    def ask(self, question: str, *args):
        """The live game's answer to the read-only query `game.<question>(*args)` (`why_not`,
        a list of legal choices…), remembered until the record changes: a screen rebuilt after
        a tap that changed only what a seat chose asks the rules nothing twice."""
        if self._answers[0] != (id(self.record), id(self.game)):
            self._answers = ((id(self.record), id(self.game)), {}, self.record, self.game)  # kept alive: ids stay theirs
        key = (question, repr(args))
        answers = self._answers[1]
        if len(answers) >= ASK_MEMO_SIZE and key not in answers:
            answers.clear()  # a kiosk guest may try card after card without playing: bounded
        if key not in answers:
            answers[key] = getattr(self.game, question)(*args)
        return answers[key]

    # -- the table acts --------------------------------------------------------------------
    def check(self, action: dict) -> CompanionError | None:
        """Would the rules accept `action` now? Tried on a copy of the game (from the last
        checkpoint), nothing kept."""
        try:
            self._game_after(len(self.record.actions)).apply(action)
        except (Refusal, Malformed) as no:
            return no
        return None

    def submit(self, action: dict) -> CompanionError | None:
        """Apply, append, save; or return the refusal and change nothing."""
        count = len(self.record.actions)
        logged = len(self.game.log) if hasattr(self.game, "log") else 0
        try:
            self.game.apply(action)
        except (Refusal, Malformed) as no:
            return no
        if hasattr(self.game, "log"):
            gamelog.tag(self.game, count, logged)  # as a replay of the record would
        previous = self.record
        self.record = self._with_times(self.record.with_action(action))
        try:
            self.save()
        except OSError as failure:
            self.record = previous
            self._game = self._game_after(count)
            return _not_saved(failure)
        if (count + 1) % CHECKPOINT_EVERY == 0:
            self._checkpoint(count + 1)
        if self.finished:
            history.record_finished(self)
        return None

    def undo(self) -> bool:
        """Drop the last action; False when there is none. Saved before anything changes
        here: if the save fails, raises the `Refusal` to show and the game stays as it was."""
        if not self.record.actions:
            return False
        was_finished = self.finished
        count = len(self.record.actions) - 1
        shorter = self.record.without_last()
        prepared, self._prepared = self._prepared, None
        game = prepared[1] if prepared is not None and prepared[0] is self.record else self._game_after(count, shorter)
        if hasattr(game, "recall"):  # a checkpoint predates what the record remembers (Fièvre R-5: the undone roll)
            game.recall(shorter.extra)
        if was_finished and not _is_finished(game):
            extra = dict(shorter.extra)
            extra.pop("ended", None)
            shorter = records.Record(shorter.game, shorter.players, shorter.options, shorter.actions, extra)
        previous = self.record
        self.record = shorter
        try:
            self.save()
        except OSError as failure:
            self.record = previous
            self._prepared = (previous, game)  # still the game an undo would give
            raise _not_saved(failure) from None
        self._game = game
        for kept in [index for index in self._checkpoints if index > count]:
            del self._checkpoints[kept]
        if was_finished and not self.finished:
            history.forget(self.id)
        return True

    # -- stepping back -----------------------------------------------------------------------
    def prepare_undo(self) -> None:
        """Work out now the game an undo would give (the app calls this once a frame is on
        screen and nothing waits): the undo itself then only swaps it in and saves."""
        if self.record.actions and (self._prepared is None or self._prepared[0] is not self.record):
            count = len(self.record.actions) - 1
            self._prepared = (self.record, self._game_after(count, self.record))

    @property
    def game(self):
        return self._game

    @game.setter
    def game(self, game) -> None:
        """A table that replaces the game (after setting an option of a new game, say):
        the checkpoints of the old one no longer hold."""
        self._game = game
        self._checkpoints, self._prepared = {}, None
        self._checkpoint(len(self.record.actions))

    def _checkpoint(self, count: int) -> None:
        """Keep a copy of the game as it is now, after `count` actions (generic: any engine
        that pickles)."""
        if not self._can_pickle:
            return
        try:
            self._checkpoints[count] = pickle.dumps(self.game, pickle.HIGHEST_PROTOCOL)
        except Exception:  # an engine holding something unpicklable: undo replays instead
            self._can_pickle, self._checkpoints = False, {}
            return
        while len(self._checkpoints) > CHECKPOINTS_KEPT:
            del self._checkpoints[min(self._checkpoints)]

    def _game_after(self, count: int, record: records.Record | None = None):
        """The game after the first `count` actions: the nearest checkpoint before, stepped
        forward (events tagged as `records.replay` tags them); a full replay without one."""
        record = record if record is not None else self.record
        start = max((index for index in self._checkpoints if index <= count), default=None)
        if start is None:
            return records.replay(record, count)
        game = pickle.loads(self._checkpoints[start])
        log = getattr(game, "log", None)
        for index in range(start, count):
            logged = len(log) if log is not None else 0
            game.apply(record.actions[index])
            if log is not None:
                gamelog.tag(game, index, logged)
        return game

    def _with_times(self, record: records.Record) -> records.Record:
        """The record with its playing time (and end, once finished) brought up to date."""
        now = time.monotonic()
        gap, self._last_tap = now - self._last_tap, now
        if 0 <= gap <= IDLE_GAP_S:
            self._active += gap
        extra = dict(record.extra)
        extra["active_seconds"] = round(self._active)
        if "ended" not in extra and _is_finished(self.game):
            extra["ended"] = _now()
        return records.Record(record.game, record.players, record.options, record.actions, extra)

    # -- reading ---------------------------------------------------------------------------
    @property
    def id(self) -> str:
        return str(self.record.extra.get("id") or "")

    @property
    def actions(self) -> list[dict]:
        return self.record.actions

    @property
    def players(self) -> list[str]:
        return self.record.players

    def summary(self) -> dict:
        return records.summary(self.record, self.game)

    @property
    def finished(self) -> bool:
        return _is_finished(self.game)

    def save(self) -> None:
        if self._file is not None and Session.saving:
            self._file.write(self.record)


def keep_unfinished(path: Path) -> Path | None:
    """Before a new game replaces the save: an unfinished game there is renamed
    `current.unfinished-<time>.json` rather than lost (it can be replayed later)."""
    if not path.exists():
        return None
    try:
        if Session(records.load(path), None).finished:
            return None
    except Exception:  # unreadable: keep it too
        pass
    return set_aside(path, "unfinished")


def set_aside(path: Path, why: str = "damaged") -> Path:
    """Rename a save so it is kept (for inspection, or to replay) and never resumed again."""
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.{why}-{stamp}{path.suffix}")
    counter = 1
    while aside.exists():
        aside = path.with_name(f"{path.stem}.{why}-{stamp}-{counter}{path.suffix}")
        counter += 1
    os.replace(path, aside)
    return aside


def _not_saved(failure: OSError) -> Refusal:
    return Refusal(L("session.not_saved", why=failure.strerror or failure))


def _load_or_recover(path: Path) -> records.Record:
    """The saved record; one whose last write a power cut tore keeps every whole action."""
    try:
        return records.load(path)
    except Malformed as damaged:
        try:
            repaired = recover(path.read_text(encoding="utf-8-sig"))
        except (OSError, UnicodeDecodeError):
            repaired = None
        if repaired is None:
            raise damaged from None
        return repaired


def _is_finished(game) -> bool:
    """The engine's own `finished` flag when it has one (its summary may rescan the game:
    asked twice per tap), else the summary's."""
    finished = getattr(game, "finished", None)
    return finished if isinstance(finished, bool) else bool(game.summary().get("finished"))


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0


def _now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
