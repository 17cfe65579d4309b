"""The history: every game filed (finished, or set aside by "New group"), players' statistics,
and the names of recent players, in one SQLite file (standard library only, no pygame).

A history is worth keeping, so it is written with care:
- a finished game is in the history before any save that holds it is removed
  (`file_save_then_remove`); when the history cannot be written the save is kept as
  `current.pending-*.json` and filed at the next start (`retry_pending`);
- a corrupt `history.sqlite3` is set aside (`history.damaged-*.sqlite3`) and a new one
  started, and the app says so (`take_problem`); a locked one is retried later, never
  silently dropped;
- the file is private to the app's user (0600), as the saves are.

Players are matched by `share.player_key` (case and spacing ignored); each seat keeps the name
as typed (or as renamed). Statistics count finished games only.
"""

from __future__ import annotations

import copy
import csv
import datetime as _dt
import io
import json
import os
from contextlib import closing
from pathlib import Path

from companion import record as records
from companion.share import parse_time, player_key, record_dict

from companion.app import paths
from companion.app.memory import Lru

SCHEMA_VERSION = 2
SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY, game TEXT NOT NULL, players TEXT NOT NULL, scores TEXT NOT NULL,
    winners TEXT NOT NULL, finished_at TEXT NOT NULL, record TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS names (name TEXT PRIMARY KEY, last_used TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
    game_id TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL, key TEXT NOT NULL,
    score REAL, winner INTEGER NOT NULL, place INTEGER NOT NULL, PRIMARY KEY (game_id, seat));
CREATE INDEX IF NOT EXISTS seats_by_key ON seats (key, game_id);
CREATE INDEX IF NOT EXISTS games_by_time ON games (finished_at, id);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS player_names (key TEXT PRIMARY KEY, name TEXT NOT NULL);
"""
# columns added to `games` by version 2 (an older file gains them on first open)
GAME_COLUMNS = (("finished", "INTEGER NOT NULL DEFAULT 1"), ("grp", "TEXT NOT NULL DEFAULT ''"),
                ("active_seconds", "REAL"))
EXPORT_FORMAT = "table-companion-history"
CSV_FIELDS = ["game_id", "game", "date", "finished", "players", "seat", "player", "score", "winner", "place",
              "duration_min"]

_problem: list[str] = []      # what went wrong with the file, for the next screen to say
_retried: set[str] = set()    # data folders whose pending saves were filed in this run
# What the screens read, kept while the file is unchanged: a screen is built again at every
# frame that is not a partial one (a dialog closed, a page turned), and each read opens the
# file, checks its schema and queries it — on a Pi's SD card, the bulk of such a frame.
_reads = Lru("history reads", 64)   # (what, its arguments, the file's state) -> what it read
_writes = 0                         # writes by this process (a write within a second may keep the file's time)


class HistoryUnavailable(Exception):
    """The history could not be read or written now (locked, read-only, disk full)."""


# -- the file ------------------------------------------------------------------------------------
def _connect() -> sqlite3.Connection:
    import sqlite3  # here, not at the top: start-up and play until a game is filed need no libsqlite3
    path = paths.history_db()
    paths.make_private(path)
    connection = sqlite3.connect(path, timeout=2)
    try:
        connection.executescript(SCHEMA)
        if connection.execute("PRAGMA user_version").fetchone()[0] < SCHEMA_VERSION:
            _upgrade(connection)
    except BaseException:
        connection.close()
        raise
    return connection


def _upgrade(connection: sqlite3.Connection) -> None:
    have = {row[1] for row in connection.execute("PRAGMA table_info(games)")}
    with connection:
        for name, kind in GAME_COLUMNS:
            if name not in have:
                connection.execute(f"ALTER TABLE games ADD COLUMN {name} {kind}")
        connection.execute("DELETE FROM seats")
        for game_id, players, scores, winners in connection.execute(
                "SELECT id, players, scores, winners FROM games ORDER BY finished_at").fetchall():
            try:
                _write_seats(connection, game_id, json.loads(players), json.loads(scores), json.loads(winners))
            except (ValueError, TypeError):
                continue  # a row nobody can read keeps its place in the list, without statistics
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _work(work, *, write: bool = False):
    """Run `work(connection)`; a corrupt file is set aside and recreated once. Raises
    `HistoryUnavailable` when the history cannot be used now."""
    global _writes
    import sqlite3  # (see _connect)
    for attempt in (1, 2):
        try:
            with closing(_connect()) as connection:
                if write:
                    try:
                        with connection:
                            return work(connection)
                    finally:
                        _writes += 1
                return work(connection)
        except sqlite3.DatabaseError as error:
            corrupt = type(error) is sqlite3.DatabaseError  # "not a database", "malformed" (not "locked")
            if corrupt and attempt == 1 and _set_aside_damaged(error):
                continue
            raise HistoryUnavailable(str(error)) from None
        except OSError as error:
            raise HistoryUnavailable(error.strerror or str(error)) from None


def _set_aside_damaged(error) -> bool:
    path = paths.history_db()
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"history.damaged-{stamp}.sqlite3")
    try:
        os.replace(path, aside)
        for suffix in ("-journal", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
    except OSError:
        return False
    _problem.append(aside.name)
    return True


def take_problem() -> str | None:
    """The name a damaged history was kept under, once (for a message), or None."""
    return _problem.pop() if _problem else None


def _quietly(work, fallback, key: tuple | None = None):
    """Reading for a screen: an unavailable history shows as empty, never stops the table.
    With `key` (what is read, and its arguments), what was read is kept until the file
    changes (this process or another wrote it, or it was set aside); a fallback is not.
    (A whole game's record is read once by its page, and not kept: it may be large.)"""
    if key is None:
        try:
            return _work(work)
        except HistoryUnavailable:
            return fallback
    kept = (key, state())
    found = _reads.get(kept, _UNREAD)
    if found is _UNREAD:
        try:
            found = _reads.put(kept, _work(work))
        except HistoryUnavailable:
            return fallback
    return copy.deepcopy(found)  # the caller's to change: the kept one stays as read


_UNREAD = object()


def state() -> tuple:
    """What changes when the history file does: its path, this process's writes, and the
    file's (and its journal's) identity, size and time. A screen showing the filed games
    keeps what it built while this is the same (`Scene.build_key`)."""
    path = paths.history_db()
    state: list = [str(path), _writes]
    for name in (str(path), f"{path}-journal", f"{path}-wal"):
        try:
            stat = os.stat(name)
        except OSError:
            state.append(None)
        else:
            state.append((stat.st_ino, stat.st_size, stat.st_mtime_ns))
    return tuple(state)


# -- filing games ---------------------------------------------------------------------------------
def file_game(record, summary: dict | None = None, *, replace: bool = True, group: str | None = None) -> None:
    """Put one game (a `Record` or its JSON) in the history; `HistoryUnavailable` if it failed."""
    file_games([(record, summary, group)], replace=replace)


def file_games(games, *, replace: bool = True) -> int:
    """Put many games (record, summary or None, group or None) in the history in one
    transaction (an import, a benchmark); returns how many were written."""
    rows = [_prepare(record, summary, group) for record, summary, group in games]

    def write(c):
        written = 0
        current = _meta(c, "group", "")
        for row, seats in rows:
            if not replace and c.execute("SELECT 1 FROM games WHERE id = ?", (row[0],)).fetchone():
                continue
            row = row[:8] + (current if row[8] is None else row[8],) + row[9:]
            c.execute("INSERT OR REPLACE INTO games (id, game, players, scores, winners, finished_at, record, finished, "
                      "grp, active_seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", row)
            c.execute("DELETE FROM seats WHERE game_id = ?", (row[0],))
            _write_seats(c, row[0], *seats)
            written += 1
        return written
    return _work(write, write=True)


def _prepare(record, summary: dict | None, group: str | None):
    data = record_dict(record)
    if summary is None:
        summary = records.summary(records.from_json(data))
    game_id = str(data.get("id") or data.get("created") or "")
    if not game_id:
        game_id = "game-" + str(abs(hash(json.dumps(data, sort_keys=True))))
    players, scores, winners = list(data["players"]), list(summary.get("scores", [])), list(summary.get("winners", []))
    finished_at = _stamp(data.get("ended")) or _now()
    active = data.get("active_seconds")
    active = float(active) if isinstance(active, (int, float)) and not isinstance(active, bool) else None
    row = (game_id, data["game"], json.dumps(players, ensure_ascii=False), json.dumps(scores), json.dumps(winners),
           finished_at, json.dumps(data, ensure_ascii=False), 1 if summary.get("finished") else 0, group, active)
    return row, (players, scores, winners)


def _write_seats(c, game_id: str, players: list, scores: list, winners: list) -> None:
    def rank(seat):
        score = scores[seat] if seat < len(scores) and isinstance(scores[seat], (int, float)) else 0
        return (seat not in winners, -score)
    for seat, name in enumerate(players):
        place = 1 + sum(1 for other in range(len(players)) if rank(other) < rank(seat))
        score = scores[seat] if seat < len(scores) else None
        c.execute("INSERT OR REPLACE INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
                  (game_id, seat, str(name), player_key(name), score, 1 if seat in winners else 0, place))
        # the name as last written shows for every spelling of it (kept apart: reading it is one lookup)
        c.execute("INSERT OR REPLACE INTO player_names VALUES (?, ?)", (player_key(name), str(name)))


def record_finished(session) -> bool:
    """The session's game into the history (at its end, or filed by "New group"); False if
    the history could not take it now (the save that holds it must then be kept)."""
    try:
        file_game(session.record, session.summary())
        return True
    except HistoryUnavailable:
        return False


def file_save_then_remove(session) -> bool:
    """"New group": the game goes into the history *before* its save is removed; when the
    history cannot take it, the save is kept as `current.pending-*.json` (filed at next start)."""
    from companion.app.session import set_aside
    filed = record_finished(session)
    if session.path is not None and session.path.exists():
        if filed:
            session.path.unlink(missing_ok=True)
        else:
            set_aside(session.path, "pending")
    return filed


def retry_pending(force: bool = False) -> int:
    """Once per run (at start): file the saves kept by a failed history write, and a finished
    game left in `current.json` by a kill between its last save and its filing. Returns how
    many were filed."""
    folder = paths.data_dir()
    if str(folder) in _retried and not force:
        return 0
    _retried.add(str(folder))
    from companion.app.session import set_aside
    filed = 0
    for pending in sorted(folder.glob("current.pending-*.json")):
        try:
            file_game(records.load(pending), replace=False)
        except HistoryUnavailable:
            return filed  # still unavailable: kept for the next start
        except Exception:  # noqa: BLE001 - a save nobody can replay stays on disk, as it is
            continue
        pending.unlink(missing_ok=True)
        filed += 1
    current = paths.current_game()
    try:
        record = records.load(current) if current.exists() else None
        summary = records.summary(record) if record is not None else None
    except Exception:  # noqa: BLE001 - the resume path reports a damaged save
        return filed
    if summary is not None and summary.get("finished"):
        try:
            file_game(record, summary, replace=False)
            filed += 1
        except HistoryUnavailable:
            set_aside(current, "pending")  # a new game must not overwrite it before it is filed
    return filed


def forget(game_id: str) -> None:
    def drop(c):
        c.execute("DELETE FROM games WHERE id = ?", (game_id,))
        c.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
    try:
        _work(drop, write=True)
    except HistoryUnavailable:
        pass


# -- groups (a kiosk's guests see only their own group's games) ---------------------------------------
def _meta(c, key: str, default: str) -> str:
    row = c.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return row[0] if row else default


def current_group() -> str:
    return _quietly(lambda c: _meta(c, "group", ""), "", ("group",))


def new_group() -> str:
    """Start a new group of guests: games filed from now on belong to it."""
    group = _dt.datetime.now(_dt.timezone.utc).strftime("%Y%m%dT%H%M%S.%f")
    try:
        _work(lambda c: c.execute("INSERT OR REPLACE INTO meta VALUES ('group', ?)", (group,)), write=True)
    except HistoryUnavailable:
        pass
    return group


def _where(group: str | None, prefix: str = "") -> tuple[str, tuple]:
    return ("", ()) if group is None else (f" AND {prefix}grp = ?", (group,))


# -- reading --------------------------------------------------------------------------------------
def finished_games(limit: int = 50, offset: int = 0, group: str | None = None) -> list[dict]:
    """The latest games filed, newest first (`group`: only that group's)."""
    where, args = _where(group)

    def read(c):
        rows = c.execute("SELECT id, game, players, scores, winners, finished_at, finished, active_seconds FROM games "
                         f"WHERE 1 = 1{where} ORDER BY finished_at DESC, id LIMIT ? OFFSET ?",
                         args + (limit, offset)).fetchall()
        return [_row(r) for r in rows]
    return _quietly(read, [], ("finished games", limit, offset, group))


def count_games(group: str | None = None) -> int:
    where, args = _where(group)
    return _quietly(lambda c: c.execute(f"SELECT count(*) FROM games WHERE 1 = 1{where}", args).fetchone()[0], 0,
                    ("count", group))


def _row(r) -> dict:
    def loads(text, default):
        try:
            return json.loads(text)
        except (TypeError, ValueError):
            return default
    return {"id": r[0], "game": r[1], "players": loads(r[2], []), "scores": loads(r[3], []),
            "winners": loads(r[4], []), "finished_at": r[5], "finished": bool(r[6]), "active_seconds": r[7]}


def game(game_id: str) -> dict | None:
    """One filed game with its record and its seats (names as renamed, places)."""
    def read(c):
        row = c.execute("SELECT id, game, players, scores, winners, finished_at, finished, active_seconds, record "
                        "FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            return None
        found = _row(row)
        try:
            found["record"] = json.loads(row[8])
        except ValueError:
            found["record"] = {}
        found["seats"] = [{"seat": s, "name": n, "score": sc, "winner": bool(w), "place": p} for s, n, sc, w, p in
                          c.execute("SELECT seat, name, score, winner, place FROM seats WHERE game_id = ? ORDER BY seat",
                                    (game_id,))]
        return found
    return _quietly(read, None)


def players(group: str | None = None) -> list[dict]:
    """Every player (one per key), most games first: key, name, games, wins."""
    where, args = _where(group, "g.")

    def read(c):
        rows = c.execute("SELECT s.key, count(*), sum(s.winner), max(g.finished_at) FROM seats s JOIN games g "
                         f"ON g.id = s.game_id WHERE g.finished = 1{where} GROUP BY s.key "
                         "ORDER BY count(*) DESC, s.key", args).fetchall()
        names = _display_names(c)
        return [{"key": k, "name": names.get(k, k), "games": n, "wins": w or 0} for k, n, w, _ in rows]
    return _quietly(read, [], ("players", group))


def _display_names(c) -> dict[str, str]:
    """Each key's name as most recently written."""
    return dict(c.execute("SELECT key, name FROM player_names"))


def player_stats(name: str, group: str | None = None) -> dict:
    """Statistics of one player (any spelling of the name), from finished games:
    games, wins, win_rate, per_game {game: {games, wins, win_rate, best, average}},
    by_count {players: {games, wins}}, longest_streak, current_streak, opponent (most
    games together) and nemesis (the one who won most of the games this player lost)."""
    key = player_key(name)
    where, args = _where(group, "g.")

    def read(c):
        mine = c.execute("SELECT s.game_id, g.game, s.score, s.winner, g.finished_at, "
                         "(SELECT count(*) FROM seats n WHERE n.game_id = s.game_id) FROM seats s "
                         f"JOIN games g ON g.id = s.game_id WHERE s.key = ? AND g.finished = 1{where} "
                         "ORDER BY g.finished_at, g.id", (key,) + args).fetchall()
        others = c.execute("SELECT o.key, o.winner, s.winner FROM seats s JOIN seats o ON o.game_id = s.game_id "
                           f"AND o.seat != s.seat JOIN games g ON g.id = s.game_id WHERE s.key = ? AND g.finished = 1{where}",
                           (key,) + args).fetchall()
        return mine, others, _display_names(c)
    mine, others, names = _quietly(read, ([], [], {}), ("player", key, group))
    return compute_stats(key, mine, others, names)


def compute_stats(key: str, mine: list, others: list, names: dict) -> dict:
    per_game: dict[str, dict] = {}
    by_count: dict[int, dict] = {}
    streak = longest = 0
    for _, game_id, score, won, _, count in mine:
        entry = per_game.setdefault(game_id, {"games": 0, "wins": 0, "scores": []})
        entry["games"] += 1
        entry["wins"] += won
        if score is not None:
            entry["scores"].append(score)
        counted = by_count.setdefault(count, {"games": 0, "wins": 0})
        counted["games"] += 1
        counted["wins"] += won
        streak = streak + 1 if won else 0
        longest = max(longest, streak)
    for entry in per_game.values():
        scores = entry.pop("scores")
        entry["win_rate"] = entry["wins"] / entry["games"]
        entry["best"] = _number(max(scores)) if scores else None
        entry["average"] = _number(round(sum(scores) / len(scores), 1)) if scores else None
    together: dict[str, int] = {}
    beaten_by: dict[str, int] = {}
    for other, other_won, i_won in others:
        together[other] = together.get(other, 0) + 1
        if other_won and not i_won:
            beaten_by[other] = beaten_by.get(other, 0) + 1
    games = len(mine)
    wins = sum(row[3] for row in mine)

    def most(counts):
        if not counts:
            return None
        best = min(counts, key=lambda k: (-counts[k], k))
        return {"key": best, "name": names.get(best, best), "games": counts[best]}
    return {"key": key, "name": names.get(key, key), "games": games, "wins": wins,
            "win_rate": wins / games if games else 0.0, "per_game": per_game,
            "by_count": dict(sorted(by_count.items())), "longest_streak": longest, "current_streak": streak,
            "opponent": most(together), "nemesis": most(beaten_by)}


def leaderboard(game_id: str, group: str | None = None) -> list[dict]:
    """Players of one game: most wins first, then the better win rate, then fewer games."""
    where, args = _where(group, "g.")

    def read(c):
        rows = c.execute("SELECT s.key, count(*), sum(s.winner), max(s.score), avg(s.score) FROM seats s JOIN games g "
                         f"ON g.id = s.game_id WHERE g.game = ? AND g.finished = 1{where} GROUP BY s.key",
                         (game_id,) + args).fetchall()
        return rows, _display_names(c)
    rows, names = _quietly(read, ([], {}), ("leaderboard", game_id, group))
    board = [{"key": k, "name": names.get(k, k), "games": n, "wins": w, "win_rate": w / n,
              "best": _number(best), "average": _number(round(avg, 1)) if avg is not None else None}
             for k, n, w, best, avg in rows]
    board.sort(key=lambda p: (-p["wins"], -p["win_rate"], p["games"], p["key"]))
    return board


def rename_player(old: str, new: str) -> int:
    """Every game of `old` (any spelling) now says `new`; when `new` is an existing player,
    the two are merged. Returns how many seats changed. Records keep the names as played."""
    new = " ".join(str(new).split())
    if not new:
        raise ValueError("a player needs a name")

    def write(c):
        c.execute("DELETE FROM player_names WHERE key = ?", (player_key(old),))
        c.execute("INSERT OR REPLACE INTO player_names VALUES (?, ?)", (player_key(new), new))
        return c.execute("UPDATE seats SET name = ?, key = ? WHERE key = ?", (new, player_key(new), player_key(old))).rowcount
    return _work(write, write=True)


# -- names typed recently -----------------------------------------------------------------------------
def remember_names(names: list[str]) -> None:
    stamp = _now()
    try:
        _work(lambda c: c.executemany("INSERT OR REPLACE INTO names VALUES (?, ?)", [(n, stamp) for n in names]),
              write=True)
    except HistoryUnavailable:
        pass


def recent_names(limit: int = 12) -> list[str]:
    return _quietly(lambda c: [r[0] for r in c.execute(
        "SELECT name FROM names ORDER BY last_used DESC, name LIMIT ?", (limit,))], [], ("recent names", limit))


# -- export and import ---------------------------------------------------------------------------------
def export_history() -> dict:
    """The whole history as one JSON document (`import_history` reads it back)."""
    def read(c):
        return [{"id": i, "finished_at": at, "group": grp, "record": json.loads(rec)} for i, at, grp, rec in
                c.execute("SELECT id, finished_at, grp, record FROM games ORDER BY finished_at, id")]
    return {"format": EXPORT_FORMAT, "version": 1, "games": _work(read)}


def export_csv() -> str:
    """One row per player per game (a spreadsheet's favourite shape)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_FIELDS)

    def read(c):
        return c.execute("SELECT g.id, g.game, g.finished_at, g.finished, g.active_seconds, "
                         "(SELECT count(*) FROM seats n WHERE n.game_id = g.id), s.seat, s.name, s.score, s.winner, "
                         "s.place FROM games g JOIN seats s ON s.game_id = g.id ORDER BY g.finished_at, g.id, s.seat").fetchall()
    for gid, game_id, at, finished, active, count, seat, name, score, winner, place in _work(read):
        moment = parse_time(at)
        writer.writerow([gid, game_id, moment.strftime("%Y-%m-%d %H:%M") if moment else at, int(finished), count,
                         seat, name, _number(score) if score is not None else "", winner, place,
                         round(active / 60) if active is not None else ""])
    return out.getvalue()


def import_history(data) -> tuple[int, int]:
    """Games of an exported history put into this one (already known ids are kept as they
    are). Each record is replayed: the scores come from the rules, not from the file.
    Returns (imported, skipped)."""
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT or not isinstance(data.get("games"), list):
        raise ValueError(f"not an exported history (expected \"format\": \"{EXPORT_FORMAT}\")")
    prepared = []
    skipped = 0
    for entry in data["games"]:
        try:
            record = records.from_json(entry["record"])
            summary = records.summary(record)
            payload = record.to_json()
            payload.setdefault("id", str(entry.get("id") or ""))
            if not payload.get("ended") and entry.get("finished_at"):
                payload["ended"] = str(entry["finished_at"])
            prepared.append((payload, summary, str(entry.get("group") or "")))
        except Exception:  # noqa: BLE001 - one bad entry must not stop the others
            skipped += 1
    known = set(_work(lambda c: [r[0] for r in c.execute("SELECT id FROM games")]))
    fresh = [(payload, summary, group) for payload, summary, group in prepared if payload["id"] not in known]
    imported = file_games(fresh, replace=False)
    return imported, skipped + len(prepared) - imported


# -- small helpers ----------------------------------------------------------------------------------------
def _number(value):
    return int(value) if isinstance(value, float) and value.is_integer() else value


def _stamp(value) -> str | None:
    moment = parse_time(value)
    if moment is None:
        return None
    return moment.astimezone(_dt.timezone.utc).isoformat(timespec="seconds")


def _now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
