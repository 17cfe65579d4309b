"""Finished games and the names of recent players, in a small SQLite file (standard library)."""

from __future__ import annotations

import datetime as _dt
import json
import sqlite3
from contextlib import closing

from companion.app import paths

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY, game TEXT NOT NULL, players TEXT NOT NULL, scores TEXT NOT NULL,
    winners TEXT NOT NULL, finished_at TEXT NOT NULL, record TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS names (name TEXT PRIMARY KEY, last_used TEXT NOT NULL);
"""


def _connect() -> sqlite3.Connection:
    connection = sqlite3.connect(paths.history_db(), timeout=2)
    connection.executescript(SCHEMA)
    return connection


def _safely(work, fallback=None):
    """History is a convenience: a locked or broken database never stops a game."""
    try:
        with closing(_connect()) as connection, connection:
            return work(connection)
    except sqlite3.Error:
        return fallback


def record_finished(session) -> None:
    summary = session.summary()
    row = (session.id or session.record.extra.get("created", ""), session.record.game,
           json.dumps(session.players, ensure_ascii=False), json.dumps(summary.get("scores", [])),
           json.dumps(summary.get("winners", [])), _now(), json.dumps(session.record.to_json(), ensure_ascii=False))
    _safely(lambda c: c.execute("INSERT OR REPLACE INTO games VALUES (?, ?, ?, ?, ?, ?, ?)", row))


def forget(game_id: str) -> None:
    _safely(lambda c: c.execute("DELETE FROM games WHERE id = ?", (game_id,)))


def finished_games(limit: int = 50) -> list[dict]:
    def read(c):
        rows = c.execute("SELECT id, game, players, scores, winners, finished_at FROM games "
                         "ORDER BY finished_at DESC LIMIT ?", (limit,)).fetchall()
        return [{"id": r[0], "game": r[1], "players": json.loads(r[2]), "scores": json.loads(r[3]),
                 "winners": json.loads(r[4]), "finished_at": r[5]} for r in rows]
    return _safely(read, [])


def remember_names(names: list[str]) -> None:
    stamp = _now()
    _safely(lambda c: c.executemany("INSERT OR REPLACE INTO names VALUES (?, ?)", [(n, stamp) for n in names]))


def recent_names(limit: int = 12) -> list[str]:
    return _safely(lambda c: [r[0] for r in c.execute(
        "SELECT name FROM names ORDER BY last_used DESC, name LIMIT ?", (limit,))], [])


def _now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
