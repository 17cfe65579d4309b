"""The game on the table: a record, the state replayed from it, and its save file.

No pygame here. Every confirmed tap becomes `submit(action)`: the action is checked and
applied by the rules engine (which leaves its state untouched when it refuses), appended
to the record, and the record is saved atomically before the screen is redrawn. Undo drops
the last action and replays. A kill at any instant therefore loses nothing confirmed.
"""

from __future__ import annotations

import datetime as _dt
import os
import uuid
from pathlib import Path

from companion import record as records
from companion.errors import CompanionError, Malformed, Refusal
from companion.text import Text

from companion.app import history, paths

APP_VERSION = "0.1"
ASK_MEMO_SIZE = 512  # answers kept for one record (a screen asks a few dozen)


class Session:
    # False while the screenshot stages build their sample games (`staging.unsaved`):
    # a representative state is drawn, never written over anybody's save
    saving = True

    def __init__(self, record: records.Record, path: Path | None):
        self.record = record
        self.path = path
        self.game = records.replay(record)
        self._answers: tuple = (None, {})  # (the record they answer, {question: answer}): see ask()

    # -- starting and resuming -------------------------------------------------------------
    @classmethod
    def start(cls, game_id: str, players: list[str], options: dict, path: Path | None = None) -> "Session":
        """A new game, saved at once (so a kill right after setup still resumes it)."""
        extra = {"id": uuid.uuid4().hex, "created": _now(), "app_version": APP_VERSION}
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
        if not path.exists():
            return None, None
        try:
            return cls(records.load(path), path), None
        except (Malformed, records.ReplayError) as broken:
            aside = set_aside(path)
            reason = broken.line() if isinstance(broken, records.ReplayError) else broken.text.en
            # the file's fault is described by the record checker in English only (records are
            # files, not table talk): shown in English, the other languages just say what happened
            return None, Malformed(Text(
                f"The saved game could not be read ({reason}); it was kept aside as {aside.name}.",
                f"La partie enregistrée est illisible ; elle est mise de côté sous {aside.name}.",
                f"Die gespeicherte Partie ist unlesbar; sie wurde als {aside.name} beiseitegelegt."))
        except Exception as bug:  # a referee bug must not stop the app from starting
            aside = set_aside(path)
            return None, Malformed(Text(
                f"The saved game could not be replayed ({bug.__class__.__name__}); it was kept aside as {aside.name}.",
                f"La partie enregistrée n'a pas pu être rejouée ({bug.__class__.__name__}) ; elle est mise de côté sous {aside.name}.",
                f"Die gespeicherte Partie ließ sich nicht nachspielen ({bug.__class__.__name__}); sie wurde als {aside.name} beiseitegelegt."))

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
        """Would the rules accept `action` now? Checked on a fresh replay, nothing kept."""
        try:
            records.replay(self.record).apply(action)
        except (Refusal, Malformed) as no:
            return no
        return None

    def submit(self, action: dict) -> CompanionError | None:
        """Apply, append, save; or return the refusal and change nothing."""
        try:
            self.game.apply(action)
        except (Refusal, Malformed) as no:
            return no
        previous = self.record
        self.record = self.record.with_action(action)
        try:
            self.save()
        except OSError as failure:
            self.record = previous
            self.game = records.replay(previous)
            return Refusal(Text(f"Could not save the game ({failure.strerror or failure}); nothing was changed.",
                                f"Impossible d'enregistrer la partie ({failure.strerror or failure}) ; rien n'a changé.",
                                f"Die Partie konnte nicht gespeichert werden ({failure.strerror or failure}); nichts wurde geändert."))
        if self.finished:
            history.record_finished(self)
        return None

    def undo(self) -> bool:
        """Drop the last action; False when there is none."""
        if not self.record.actions:
            return False
        was_finished = self.finished
        self.record = self.record.without_last()
        self.game = records.replay(self.record)
        self.save()
        if was_finished and not self.finished:
            history.forget(self.id)
        return True

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
        return bool(self.game.summary().get("finished"))

    def save(self) -> None:
        if self.path is not None and Session.saving:
            records.save(self.path, self.record)


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


def _now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
