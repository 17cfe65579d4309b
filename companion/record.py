"""Game records: load and validate, replay through the rules, save atomically.

A record is the setup plus every action the table took; all state derives from it by
replay (`spec/records.md`). Unknown top-level keys are kept untouched.
"""

from __future__ import annotations

import json
import os
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from companion.errors import Malformed, Refusal
from companion.games import rules_of
from companion.options import resolve
from companion.storage import write_atomically

FORMAT = 1
# The longest real game is a few hundred actions (tens of kilobytes). Anything far bigger is a
# mistake or an attack: refused before reading it all, so /dev/zero or an 80 MB file costs nothing.
MAX_BYTES = 8 * 1024 * 1024
TOO_LARGE = f"not a game record: larger than {MAX_BYTES // (1024 * 1024)} MB"


class ReplayError(Exception):
    """An action of the record was refused; names its index, verb and the rule broken."""

    def __init__(self, index: int, action: Any, refusal: Refusal, described: str):
        self.index = index
        self.action = action
        self.refusal = refusal
        self.described = described
        super().__init__(self.line())

    def line(self, lang: str = "en") -> str:
        return f"action {self.index} ({self.described}): {one_line(self.refusal.message(lang), 400)}"


@dataclass
class Record:
    """A validated record. `extra` holds unknown top-level keys, preserved on save."""

    game: str
    players: list[str]
    options: dict
    actions: list[dict]
    extra: dict

    def to_json(self) -> dict:
        data = dict(self.extra)
        data.update(format=FORMAT, game=self.game, players=list(self.players),
                    options=dict(self.options), actions=list(self.actions))
        return data

    def with_action(self, action: dict) -> "Record":
        return Record(self.game, self.players, self.options, self.actions + [action], self.extra)

    def without_last(self) -> "Record":
        # a game may keep something of the dropped action at the top level (Fièvre R-5: its dice)
        keep = getattr(rules_of(self.game), "remembered", None)
        extra = keep(self) if keep else self.extra
        return Record(self.game, self.players, self.options, self.actions[:-1], extra)


def read_bytes(stream) -> bytes:
    """At most MAX_BYTES from a binary stream; `Malformed` at once if there is more."""
    data = stream.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise Malformed(TOO_LARGE)
    return data


def decode(data: bytes, source: str = "the input") -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise Malformed(f"not a game record: {source} is not UTF-8 text") from None


def parse(text: str) -> Record:
    """A record from JSON text; `Malformed` with one line if it is not a valid record."""
    if len(text) > MAX_BYTES:
        raise Malformed(TOO_LARGE)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise Malformed(f"not a game record: bad JSON at line {error.lineno}, column {error.colno} ({error.msg})") from None
    except RecursionError:
        raise Malformed("not a game record: JSON nested too deeply") from None
    except ValueError as error:  # e.g. an integer of thousands of digits
        raise Malformed(f"not a game record: {one_line(str(error))}") from None
    return from_json(data)


def from_json(data: Any) -> Record:
    if not isinstance(data, dict):
        raise Malformed("not a game record: the file must hold one JSON object")
    try:  # a lone surrogate escape ("\\ud800") is not text: it could be neither shown nor saved
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise Malformed("not a game record: it holds text that is not valid Unicode") from None
    except (ValueError, RecursionError):
        raise Malformed("not a game record: it holds values JSON cannot store") from None
    for key in ("format", "game", "players", "actions"):
        if key not in data:
            raise Malformed(f"not a game record: '{key}' is missing")
    if data["format"] != FORMAT or isinstance(data["format"], bool):
        raise Malformed(f"unsupported record format {data['format']!r} (this version reads format {FORMAT})")
    rules = rules_of(data["game"])
    players = data["players"]
    if not isinstance(players, list) or not all(isinstance(name, str) for name in players):
        raise Malformed("'players' must be a list of names")
    for seat, name in enumerate(players):
        check_name(name, seat)
    if len(players) not in rules.PLAYERS:
        raise Malformed(f"{rules.NAME} is played by {rules.PLAYERS.start} to {rules.PLAYERS.stop - 1} players, not {len(players)}")
    options = data.get("options", {})
    resolve(rules.OPTIONS, options, len(players), str(rules.NAME))
    actions = data["actions"]
    if not isinstance(actions, list):
        raise Malformed("'actions' must be a list")
    for index, action in enumerate(actions):
        if not isinstance(action, dict) or not isinstance(action.get("do"), str):
            raise Malformed(f"action {index} must be an object with a 'do' verb")
    extra = {k: v for k, v in data.items() if k not in ("format", "game", "players", "options", "actions")}
    return Record(data["game"], list(players), dict(options), list(actions), extra)


# Characters no name may hold: control characters (NUL, newlines, escapes) and line/paragraph
# separators; neither a screen nor a score pad can show them.
_FORBIDDEN = {"Cc", "Cs", "Zl", "Zp"}


def check_name(name: str, seat: int) -> None:
    """A player name every screen can draw: `Malformed` (one line) for control characters, or
    for a name with nothing visible once spaces and invisible format characters (zero-width
    space, BOM, joiners) are taken away."""
    bad = next((char for char in name if unicodedata.category(char) in _FORBIDDEN), None)
    if bad is not None:
        raise Malformed(f"'players': name {seat + 1} holds a control character (U+{ord(bad):04X})")
    visible = "".join(char for char in name if unicodedata.category(char) != "Cf").strip()
    if not visible:
        raise Malformed(f"'players': name {seat + 1} is empty or invisible")


def load_named(name: str) -> Record:
    """The record a command was given: a file, or `-` for standard input (size-capped either way)."""
    if name == "-":
        import sys
        return parse(decode(read_bytes(sys.stdin.buffer)))
    return load(name)


def load(path: str | os.PathLike) -> Record:
    try:
        with open(path, "rb") as file:
            data = read_bytes(file)
    except FileNotFoundError:
        raise Malformed(f"no such file: {path}") from None
    except OSError as error:
        raise Malformed(f"cannot read {path}: {error.strerror or error.__class__.__name__}") from None
    return parse(decode(data, str(path)))


def new_game(record: Record):
    rules = rules_of(record.game)
    options = resolve(rules.OPTIONS, record.options, len(record.players), str(rules.NAME))
    game = rules.new_game(list(record.players), options)
    if hasattr(game, "recall"):   # what the game remembers beyond its actions (Fièvre R-5: dice rolled)
        game.recall(record.extra)
    return game


def describe(record: Record, action: dict) -> str:
    """The short form of an action used in refusal lines: `play Cu5 by Ben`."""
    rules = rules_of(record.game)
    custom = getattr(rules, "describe", None)
    if custom:
        try:
            return one_line(custom(action, record.players))
        except Exception:  # a describer must never hide the real message
            pass
    return one_line(generic_description(action, record.players))


def one_line(text: str, limit: int = 200) -> str:
    """Input echoed in a message: control characters escaped, very long values cut."""
    shown = "".join(char if char.isprintable() else repr(char)[1:-1] for char in str(text))
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def generic_description(action: dict, players: list[str]) -> str:
    words = [str(action.get("do", "?"))]
    for key in ("card", "cards", "amount", "gold", "tokens", "dice", "event"):
        if key in action:
            value = action[key]
            words.append(" ".join(map(str, value)) if isinstance(value, list) else str(value))
    for key in ("player", "by"):
        seat = action.get(key)
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(players):
            words.append(f"by {players[seat]}")
            break
    return " ".join(words)


def replay(record: Record, upto: int | None = None):
    """The game state after the record's actions (or its first `upto`).

    Raises `ReplayError` at the first refused action, `Malformed` at a malformed one
    (its message then names the action index).
    """
    game = new_game(record)
    log = getattr(game, "log", None)
    for index, action in enumerate(record.actions[:upto]):
        start = len(log) if log is not None else 0
        try:
            game.apply(action)
        except Refusal as refusal:
            error = ReplayError(index, action, refusal, describe(record, action))
            error.game = game  # the game before the refused action (`companion log` prints its events)
            raise error from None
        except Malformed as bad:
            raise Malformed(f"action {index} ({describe(record, action)}): {one_line(bad.text.en, 400)}") from None
        if log is not None:
            for event in log[start:]:
                event.action = index
    return game


def summary(record: Record, game=None) -> dict:
    """The replay summary: common fields first, then the game's own."""
    game = game if game is not None else replay(record)
    own = game.summary()
    result = {"game": record.game, "players": list(record.players)}
    result.update(own)
    return result


def save(path: str | os.PathLike, record: Record | dict) -> None:
    """Write the record atomically: a kill at any instant leaves the old or the new file."""
    data = record.to_json() if isinstance(record, Record) else record
    # no indent: json's C encoder (indent takes its pure-Python path, 5x slower)
    write_atomically(path, json.dumps(data, ensure_ascii=False))
