"""The save file of the game on the table: written whole once, then grown in place.

`current.json` is always one complete, plain game record (every reader, `companion replay`
and the tests read it as is). It is laid out so that the actions list comes last but for a
few small keys that change as the game goes on (`TAIL_KEYS`):

    {"format": 1, "game": …, "players": …, "options": …, …, "actions": [{…}, {…}], "active_seconds": 42}

A tap then writes only its own action and that tail over the old tail, at the end of the
file (`, {…}], "active_seconds": 45}`), and syncs once: a few dozen bytes and one fdatasync
whatever the game's length, instead of the whole record and two fsyncs. An undo cuts the
file after the action before and writes the tail there. Everything else (a new game, a
changed player list or option, a key added) replaces the file atomically
(`companion.storage.replacing`).

Why this and not a separate journal: a journal beside the record would make `current.json`
stale between compactions for every other reader; here there is nothing to compact.

Crash safety: a write() is all-or-nothing against a kill (-9 included), so a killed app
leaves the old file or the new one (an undo killed between its cut and its write leaves
the shorter record without its tail). A power cut could tear the few bytes of the last
write; `recover` then keeps every whole action before the tear (the tail keys are lost).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from companion import record as records
from companion.storage import replacing

TAIL_KEYS = ("active_seconds", "ended")  # change during the game: written after the actions
ACTIONS_KEY = '"actions": ['


def _dumps(value) -> str:
    return json.dumps(value, ensure_ascii=False)  # the C encoder (indent would use the slow Python one)


def _layout(data: dict) -> tuple[str, str]:
    """(everything before the first action, the tail after the last one) of a record as JSON."""
    head = {key: value for key, value in data.items() if key not in TAIL_KEYS and key != "actions"}
    tail = {key: data[key] for key in TAIL_KEYS if key in data}
    head_text = _dumps(head)[:-1] + (", " if head else "") + ACTIONS_KEY
    tail_text = "]" + (", " + _dumps(tail)[1:-1] if tail else "") + "}\n"
    return head_text, tail_text


class SaveFile:
    """One save path, and what was last written there (to know what a tap needs to add)."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self._file = None     # the open file, for in-place writes
        self._head = None     # the text before the first action, as written
        self._actions = []    # the actions written (the same objects as the record's)
        self._ends = []       # where each written action ends in the file
        self._tail = b""      # the tail as written

    def write(self, record: records.Record) -> None:
        """Make the file hold `record`: in place when only actions were added or dropped
        at the end (a tap, an undo), else a whole atomic rewrite."""
        data = record.to_json()
        head, tail = _layout(data)
        actions = data["actions"]
        if self._file is not None and head == self._head and self._still_there():
            kept = min(len(actions), len(self._actions))
            if actions[:kept] == self._actions[:kept]:
                self._write_from(kept, actions, tail)
                return
        self._rewrite(head, actions, tail)

    def _still_there(self) -> bool:
        """The open file is still the one at `path` (not renamed aside or deleted by
        someone else since: then a whole new file is written)."""
        try:
            return os.stat(self.path).st_ino == os.fstat(self._file.fileno()).st_ino
        except OSError:
            return False

    def _pieces(self, actions: list, start: int) -> list[bytes]:
        return [(", " if index else "") .encode() + _dumps(action).encode("utf-8")
                for index, action in enumerate(actions[start:], start=start)]

    def _write_from(self, kept: int, actions: list, tail: str) -> None:
        """Keep the first `kept` actions on disk, write the others and the tail after them.
        A file that gets shorter is cut first: a power cut between the two leaves the kept
        actions without their tail, which `recover` reads back."""
        position = self._ends[kept - 1] if kept else len(self._head.encode("utf-8"))
        pieces = self._pieces(actions, kept)
        ends, end = [], position
        for piece in pieces:
            end += len(piece)
            ends.append(end)
        new_tail = tail.encode("utf-8")
        body = b"".join(pieces) + new_tail
        old_size = self._ends[-1] + len(self._tail) if self._ends else position + len(self._tail)
        handle = self._file.fileno()
        try:
            if position + len(body) < old_size:
                os.ftruncate(handle, position)
            os.pwrite(handle, body, position)
            os.fdatasync(handle)
        except OSError:
            self._restore(position, kept)
            raise
        self._actions = list(actions)
        self._ends = self._ends[:kept] + ends
        self._tail = new_tail

    def _restore(self, position: int, kept: int) -> None:
        """After a failed in-place write: put back what was there (the file is the old
        record again) or, if even that fails, make the next save rewrite the whole file."""
        try:
            old = b"".join(self._pieces(self._actions, kept)) + self._tail
            os.pwrite(self._file.fileno(), old, position)
            os.ftruncate(self._file.fileno(), position + len(old))
        except OSError:
            self.close()

    def _rewrite(self, head: str, actions: list, tail: str) -> None:
        self.close()
        pieces = self._pieces(actions, 0)
        prefix = head.encode("utf-8")
        ends, end = [], len(prefix)
        for piece in pieces:
            end += len(piece)
            ends.append(end)
        with replacing(self.path, "wb") as out:
            out.write(prefix + b"".join(pieces) + tail.encode("utf-8"))
        self._head, self._actions, self._ends, self._tail = head, list(actions), ends, tail.encode("utf-8")
        try:
            self._file = open(self.path, "r+b", buffering=0)
        except OSError:  # saved; the next tap just rewrites again
            self._file = None

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
        self._file, self._head, self._actions, self._ends = None, None, [], []


def recover(text: str) -> records.Record | None:
    """The record in a save whose last in-place write was torn by a power cut: every whole
    action before the tear (the tail keys are lost); None if it is not such a file."""
    start = text.find(ACTIONS_KEY)
    if start < 0 or not text.startswith("{"):
        return None
    try:
        data = json.loads(text[:start].rstrip().rstrip(",") + "}")
    except ValueError:
        return None
    decoder = json.JSONDecoder()
    actions, position = [], start + len(ACTIONS_KEY)
    while True:
        try:
            action, position = decoder.raw_decode(text, position)
        except ValueError:
            break
        actions.append(action)
        if text.startswith(", ", position):
            position += 2
        else:
            break
    data["actions"] = actions
    try:
        return records.from_json(data)
    except Exception:
        return None
