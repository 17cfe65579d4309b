"""Pages opened from the history: one game's score sheet, the players and one player's
statistics (rename / merge), and the unfinished games set aside (resumable)."""

from __future__ import annotations

from companion import record as records, share
from companion.app import history, paths, tables, theme
from companion.app.i18n import L, say
from companion.app.layout import columns, grid, rows
from companion.app.scene import Paged, Scene
from companion.app.scenes.history_screen import Joined, local_time, visible_group
from companion.app.scenes.score_sheet import add_qr, add_sheet, date_text, duration_text
from companion.app.widgets import Button, Label

UNFINISHED = "current.unfinished-*.json"  # the games "New game" or a failed history write set aside


class GamePage(Scene):
    """A filed game: players, places, per-round scores, totals, duration, date; play again,
    export, the BG Stats code."""

    name = "history-game"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.found = history.game(game_id)
        self.summary = None
        if self.found is not None:
            try:
                self.summary = records.summary(records.from_json(self.found["record"]))
            except Exception:  # noqa: BLE001 - a row whose record no longer replays: the stored scores
                self.summary = {"finished": self.found["finished"], "scores": self.found["scores"],
                                "winners": self.found["winners"], "rounds": []}

    def build_key(self):
        return ()  # (the game is read once, when its page opens)

    def build(self):
        m = self.metrics
        if self.found is None:
            body = self.header(L("history.title"))
            self.add(Label(body, L("history.empty"), m.font("body"), theme.INK_SOFT))
            return
        record = self.found["record"]
        body = self.header(tables.game_name(self.found["game"]))
        # the date and duration across the whole width (a German "1 Std. 05 Min. gespielt" is long)
        info, rest = rows(body, [m.font("body") + m.px(10), 1], m.gap)
        # portrait: the main button across the width, the log and export below it (three in one
        # row read "Nochmal (Nächster begin…", "Protok…")
        main, buttons = rows(rest, [1, 2 * m.target + m.apart if m.portrait else m.target], m.gap * 2)
        link = None
        if self.summary.get("finished") and record.get("players"):
            link = share.bgstats_link(record, self.summary, finished_at=self.found["finished_at"])
        # the code beside the sheet, or below it in portrait
        side = (min(main.width, main.height // 2) if m.portrait else min(main.height, main.width // 2)) if link else 0
        sheet, code = (rows if m.portrait else columns)(main, [1, side], m.gap * 2) if side else (main, None)
        when = date_text(record, self.found["finished_at"])
        duration = duration_text(record)
        facts = [when] + ([duration.get(self.app.lang)] if duration else []) + \
            ([] if self.summary.get("finished") else [L("history.not_finished").get(self.app.lang)])
        self.add(Label(info, "  ·  ".join(facts), m.font("body"), theme.INK_SOFT, align="left", id="history-game:facts"))
        names = [seat["name"] for seat in self.found["seats"]] or record.get("players", [])
        add_sheet(self, sheet, tables.game_name(self.found["game"]), names, self.summary)
        if code is not None:
            add_qr(self, code, link)
        if m.portrait:
            again, below = rows(buttons, [1, 1], m.apart)
            log, export = columns(below, [1, 1], m.gap * 2)
        else:
            again, log, export = columns(buttons, [0.5, 0.25, 0.25], m.gap * 2)
        self.add(Button(log, L("game.log"), self.open_log, id="history-game:log", style="quiet", size=m.font("button"),
                        enabled=self.session() is not None, reason=L("history.not_finished")))
        if self.summary.get("finished"):
            self.add(Button(again, L("history.play_again"), self.play_again, id="history-game:again", style="primary",
                            size=m.font("button"), enabled=tables.has_table(self.found["game"])))
        else:
            self.add(Button(again, L("history.resume"), self.resume, id="history-game:resume", style="primary",
                            size=m.font("button"), enabled=tables.has_table(self.found["game"])))
        self.add(Button(export, L("history.export"), self.export, id="history-game:export", size=m.font("button")))

    def session(self):
        """The game replayed in memory (never saved): what the log screen reads."""
        from companion.app.session import Session
        if not hasattr(self, "_session"):
            try:
                self._session = Session(records.from_json(self.found["record"]), None)
            except Exception:  # noqa: BLE001 - a record that no longer replays has no log
                self._session = None
        return self._session

    def open_log(self):
        """The game's log in the table's own words (the generic description if it has none)."""
        from companion.app.scenes.log_screen import LogScreen
        session = self.session()
        table = tables.get(session.record.game)
        try:
            lines = table.play(self.app, session).log_lines()
        except Exception:  # noqa: BLE001 - the words are a courtesy
            lines = [records.describe(session.record, action) for action in session.actions]
        self.app.push(LogScreen(self.app, session, lines))

    def play_again(self):
        from companion.app.scenes.game_over import next_options
        record = self.found["record"]
        self.app.start_game(record["game"], list(record["players"]),
                            next_options(record["game"], record.get("options", {}), len(record["players"])))

    def resume(self):
        resume_record(self.app, self.found["record"])

    def export(self):
        """The record as a file beside the saves (`exports/<game>-<date>.json`): `companion replay`,
        `companion log` and `companion export --bgstats` read it."""
        folder = paths.data_dir() / "exports"
        target = folder / f"{self.found['game']}-{self.game_id}.json"
        try:
            folder.mkdir(mode=0o700, exist_ok=True)
            records.save(target, self.found["record"])
        except OSError as failure:
            self.app.toast(L("history.not_exported", why=failure.strerror or failure), error=True)
            return
        self.app.toast(L("history.exported", path=str(target)))


def resume_record(app, record: dict, source=None) -> None:
    """Put a kept game back on the table (the game there now is set aside, never lost)."""
    from companion.app.session import Session, keep_unfinished
    keep_unfinished(paths.current_game())
    records.save(paths.current_game(), record)
    session, problem = Session.resume()
    if session is None:
        if problem is not None:
            app.explain(problem)
        return
    if source is not None:
        source.unlink(missing_ok=True)
    app.session = session
    app.open_session()


class PlayersScreen(Paged):
    """Everyone who played (most games first) and each game's leaderboard."""

    name = "history-players"

    def __init__(self, app):
        super().__init__(app)
        self.board = None  # a game id: its leaderboard instead of the list of players

    def build_key(self):
        return history.state(), visible_group(self.app), self.page, self.board

    def build(self):
        m = self.metrics
        group = visible_group(self.app)
        body = self.header(L("history.players"))
        options = [None] + list(tables.all_games())
        labels = [L("history.players") if game_id is None else tables.game_name(game_id) for game_id in options]
        # as many choices a row as show their names whole (a portrait screen: fewer a row, where
        # five in one row read "Auru…", "La Fièv…")
        words = [say(label, self.app.lang) for label in labels]
        across = next((count for count in range(len(options), 1, -1)
                       if all(Button.shows_whole(word, grid(body, count, count, m.apart, m.target)[0], m.font("button"))
                              for word in words)), 1)
        lines = -(-len(options) // across)
        choices, listing, bar = rows(body, [lines * m.target + (lines - 1) * m.apart, 1, m.target], m.gap * 2)
        cells = columns(choices, [1] * len(options), m.apart) if lines == 1 else grid(choices, len(options), across, m.apart, m.target)
        for cell, game_id, label in zip(cells, options, labels):
            self.add(Button(cell, label, self.choose(game_id), id=f"players:board:{game_id or 'all'}",
                            selected=self.board == game_id, size=m.font("button")))
        if self.board is None:
            entries = [(p["name"], L("history.player_line", games=L("history.player_games", n=p["games"]), wins=p["wins"],
                                     rate=round(100 * p["wins"] / p["games"])), p["key"]) for p in history.players(group)]
        else:
            entries = [(p["name"], L("history.win_rate", wins=p["wins"], games=p["games"], rate=round(100 * p["win_rate"])),
                        p["key"]) for p in history.leaderboard(self.board, group)]
        row_h = max(m.target, m.px(50))
        per_page = max(1, (listing.height + m.apart) // (row_h + m.apart))
        shown = self.page_range(len(entries), per_page)
        if not entries:
            self.add(Label(listing, L("history.players_empty"), m.font("body"), theme.INK_SOFT))
        for row, index in enumerate(shown):
            name, line, key = entries[index]
            cell = listing.copy()
            cell.top, cell.height = listing.top + row * (row_h + m.apart), row_h
            self.add(Button(cell, Joined([f"{index + 1}. {name}", line], "  —  "), self.open(name), id=f"players:{key}",
                            size=m.font("button")))
        self.page_bar(bar, self.page_count(len(entries), per_page))

    def choose(self, game_id):
        def apply():
            self.board, self.page = game_id, 0
            self.app.invalidate()
        return apply

    def open(self, name):
        return lambda: self.app.push(PlayerPage(self.app, name))


class PlayerPage(Paged):
    """One player's statistics (any spelling of the name), a page at a time; rename or merge."""

    name = "history-player"

    def __init__(self, app, name: str):
        super().__init__(app)
        self.player = name
        self.page = 0

    def build_key(self):
        return history.state(), visible_group(self.app), self.page, self.player

    def build(self):
        m = self.metrics
        stats = history.player_stats(self.player, visible_group(self.app))
        right = [] if visible_group(self.app) is not None else [(L("history.rename_button"), self.rename, "player:rename")]
        body = self.header(stats["name"], right=right)
        lines = [L("history.win_rate", wins=stats["wins"], games=stats["games"], rate=round(100 * stats["win_rate"]))]
        for game_id, entry in stats["per_game"].items():
            lines.append(L("history.best_average", game=tables.game_name(game_id), wins=entry["wins"], games=entry["games"],
                           best=entry["best"], average=entry["average"]))
        for count, entry in stats["by_count"].items():
            lines.append(L("history.by_count", n=count, wins=entry["wins"], games=entry["games"]))
        lines.append(L("history.streaks", longest=stats["longest_streak"], current=stats["current_streak"]))
        if stats["opponent"]:
            lines.append(L("history.opponent", name=stats["opponent"]["name"], n=stats["opponent"]["games"]))
        if stats["nemesis"]:
            lines.append(L("history.nemesis", name=stats["nemesis"]["name"], n=stats["nemesis"]["games"]))
        line_h = max(m.font("body") + m.px(10), min(m.px(40), body.height // max(1, len(lines))))
        listing, bar = body, None
        if len(lines) * line_h > body.height:  # a player of many games and table sizes: the lines in pages
            listing, bar = rows(body, [1, m.target], m.gap * 2)
        per_page = max(1, listing.height // line_h)
        shown = self.page_range(len(lines), per_page)
        for index in shown:
            cell = listing.copy()
            cell.top, cell.height = listing.top + (index - shown.start) * line_h, line_h
            self.add(Label(cell, lines[index], m.font("body"), align="left", id=f"player:line:{index}"))
        if bar is not None:
            self.page_bar(bar, self.page_count(len(lines), per_page))

    def rename(self):
        from companion.app.scenes.text_entry import TextEntry

        def done(name):
            name = " ".join(str(name).split())
            if name and history.rename_player(self.player, name) is not None:
                self.player = name
                self.app.toast(L("history.renamed", name=name))
        self.app.push(TextEntry(self.app, L("history.rename"), self.player, done))


class UnfinishedScreen(Paged):
    """Every game set aside by "New game" (`current.unfinished-*.json`) or kept after a failed
    history write: one tap puts it back on the table."""

    name = "history-unfinished"

    def build_key(self):
        return (self.page, saves_on_disk())   # (the saves read again only when the folder's change)

    def build(self):
        m = self.metrics
        body = self.header(L("history.unfinished_title"))
        listing, bar = rows(body, [1, m.target], m.gap * 2)
        kept = unfinished_saves()
        row_h = max(m.target, m.px(56))
        per_page = max(1, (listing.height + m.apart) // (row_h + m.apart))
        shown = self.page_range(len(kept), per_page)
        if not kept:
            self.add(Label(listing, L("history.unfinished_empty"), m.font("body"), theme.INK_SOFT))
        for row, index in enumerate(shown):
            path, record = kept[index]
            cell = listing.copy()
            cell.top, cell.height = listing.top + row * (row_h + m.apart), row_h
            label = L("home.resume", game=tables.game_name(record["game"]), players=" · ".join(record["players"]))
            when = local_time(record.get("created", "")) if record.get("created") else path.stem
            self.add(Button(cell, Joined([when, label]), self.resume(path, record), id=f"unfinished:{path.name}",
                            size=m.font("button"), enabled=tables.has_table(record["game"])))
        self.page_bar(bar, self.page_count(len(kept), per_page))

    def resume(self, path, record):
        return lambda: resume_record(self.app, record, source=path)


def saves_on_disk() -> tuple:
    """Each set-aside save's name, size and time of change: what `unfinished_saves` would
    read, told apart without reading it."""
    found = []
    for path in paths.data_dir().glob(UNFINISHED):
        try:
            stat = path.stat()
        except OSError:   # (gone meanwhile)
            continue
        found.append((str(path), stat.st_size, stat.st_mtime_ns))
    return tuple(sorted(found))


def unfinished_saves() -> list:
    """(path, record JSON) of every readable set-aside save, newest first."""
    out = []
    folder = paths.data_dir()
    for path in sorted(list(folder.glob(UNFINISHED)), reverse=True):
        try:
            record = records.load(path).to_json()
        except Exception:  # noqa: BLE001 - a file nobody can read is not offered
            continue
        out.append((path, record))
    return out


def screenshot_states() -> list:
    """(file name, stage) for `companion screenshots`: the history's pages and the game over."""
    def filed(app):
        from companion.app.tables import aurum_samples
        from companion.games.fievre.sample import random_record
        record = random_record(4, 11, names=["Ana", "Ben", "Cleo", "Dev"])
        history.file_game(dict(record, id="sample-fievre", ended="2026-11-20T21:00:00", active_seconds=3910))
        aurum = {"format": 1, "game": "aurum", "players": aurum_samples.PLAYERS_4, "options": dict(aurum_samples.OPTIONS_4),
                 "actions": aurum_samples.actions(aurum_samples.GAME_4), "id": "sample-aurum",
                 "ended": "2026-11-21T20:00:00", "active_seconds": 2400}
        history.file_game(aurum)
        return record

    def game_page(app):
        filed(app)
        app.push(GamePage(app, "sample-fievre"))

    def players(app):
        filed(app)
        app.push(PlayersScreen(app))

    def player(app):
        filed(app)
        app.push(PlayerPage(app, "Ben"))

    def game_over(app):
        from companion.app.scenes.game_over import GameOver
        from companion.app.session import Session
        record = filed(app)
        app.session = Session(records.from_json(record), None)
        app.push(tables.get(record["game"]).play(app, app.session))  # the table below: undo goes back to it
        app.push(GameOver(app, app.session))
        app.top.until = 0  # the still picture after the stars

    def whole_sheet(app):
        from companion.app.scenes.score_sheet import FullSheet
        game_page(app)
        app.push(FullSheet(app, tables.game_name("fievre"), app.top.found["record"]["players"], app.top.summary))

    def unfinished(app):
        from companion.app.tables import aurum_samples
        record = {"format": 1, "game": "aurum", "players": aurum_samples.PLAYERS_4, "options": dict(aurum_samples.OPTIONS_4),
                  "actions": aurum_samples.actions(aurum_samples.GAME_4)[:20], "created": "2026-11-20T19:30:00"}
        records.save(paths.data_dir() / "current.unfinished-20261120-200000.json", record)
        app.push(UnfinishedScreen(app))

    return [("history-game", game_page), ("history-players", players), ("history-player", player),
            ("game-over", game_over), ("history-unfinished", unfinished), ("score-sheet", whole_sheet)]
