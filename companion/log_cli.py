"""`companion log FILE|- [--lang L] [--json] [--pdf OUT.pdf]`: the game as the table lived it.

Every event of the game log (`companion.gamelog`, `spec/records.md` "The game log"): each
action and everything the referee did on its own because of it, as numbered lines in the
language asked, as JSON for programs, or as a printed score sheet (`printables.gamelog`,
the only path that imports ReportLab). A game whose referee keeps no `log` yet still gets
one line per action, so every game can be logged. Exit codes as `companion replay`:
1 for an illegal action (its events first, then the refusal on stderr), 2 for input that
is not a record or a command-line mistake; never a traceback.
"""

from __future__ import annotations

import json
import os
import sys

from companion.errors import Malformed
from companion.gamelog import Event
from companion.text import LANGUAGES, words

USAGE = "usage: companion log FILE|- [--lang L] [--json] [--pdf OUT.pdf]"


class Refused(Exception):
    """The record holds an illegal action: the events before it, and the refusal line."""

    def __init__(self, events: list[Event], line: str):
        super().__init__(line)
        self.events = events
        self.line = line


def game_events(record, lang: str = "en"):
    """(events, game) after replaying the whole record; `Refused` at an illegal action.

    Raises `Malformed` as `companion.record.replay` does.
    """
    from companion import record as records

    try:
        game = records.replay(record)
    except records.ReplayError as refused:
        game = refused.game
        raise Refused(_events_of(record, game, refused.index), refused.line(lang)) from None
    return _events_of(record, game, len(record.actions)), game


def _events_of(record, game, applied: int) -> list[Event]:
    log = getattr(game, "log", None)
    if log is not None:
        return list(log)
    # a referee without a log yet: one line per action, in the words of `describe`
    from companion import record as records

    return [Event(str(action.get("do", "?")), _Plain(records.describe(record, action)), action=index)
            for index, action in enumerate(record.actions[:applied])]


class _Plain:
    """A sentence that is the same in every language (an action's short form)."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self.text = text

    def get(self, lang: str) -> str:
        return self.text


def plain_lines(events: list[Event], lang: str) -> list[str]:
    """Numbered lines; a heading (round, trick) stands out and has a blank line before it."""
    lines = []
    width = len(str(len(events)))
    for number, event in enumerate(events, 1):
        text = event.text(lang)
        if event.heading:
            if lines:
                lines.append("")
            text = f"== {text} =="
        lines.append(f"{number:>{width}}. {text}")
    return lines


def as_json(record, events: list[Event], lang: str) -> dict:
    return {"game": record.game, "players": list(record.players), "events": [e.to_json(lang) for e in events]}


def _parse_args(argv: list[str]):
    from companion.cli import OneLineParser

    parser = OneLineParser(prog="companion log", description="Print a game's log: every action and every consequence.")
    parser.add_argument("file", help="record file (JSON), or - for standard input")
    parser.add_argument("--lang", default="en", help=f"language of the sentences ({', '.join(LANGUAGES)})")
    parser.add_argument("--json", action="store_true", help="one JSON object: game, players, events")
    parser.add_argument("--pdf", metavar="OUT.pdf", help="also print the score sheet to this PDF file")
    args = parser.parse_args(argv)
    if args.lang not in LANGUAGES:
        from companion.cli import UsageError

        raise UsageError(f"unknown language '{args.lang}' (installed: {', '.join(LANGUAGES)})")
    return args


def _write(lines_or_data, as_data: bool) -> None:
    try:
        if as_data:
            json.dump(lines_or_data, sys.stdout, ensure_ascii=False, indent=1)
            sys.stdout.write("\n")
        else:
            for line in lines_or_data:
                sys.stdout.write(line + "\n")
        sys.stdout.flush()
    except BrokenPipeError:  # `companion log … | head` closed the pipe: not an error for the user
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def main(argv: list[str]) -> int:
    from companion import record as records
    from companion.cli import UsageError

    try:
        args = _parse_args(argv)
    except UsageError as bad:
        print(f"companion log: {bad} ({USAGE})", file=sys.stderr)
        return 2
    except SystemExit as stop:  # --help
        return 0 if stop.code == 0 else 2
    lang = args.lang
    refusal = None
    try:
        record = records.load_named(args.file)
        try:
            events, game = game_events(record, lang)
        except Refused as refused:
            events, game, refusal = refused.events, None, refused.line
    except Malformed as bad:
        print(f"companion log: {records.one_line(bad.text.get(lang), 400)}", file=sys.stderr)
        return 2
    except RecursionError:
        print("companion log: the record is nested too deeply", file=sys.stderr)
        return 2
    except Exception as bug:  # a referee bug must still never show a traceback to a player
        print(f"companion log: internal error ({bug.__class__.__name__}: {records.one_line(str(bug))}); "
              "please report it with the record", file=sys.stderr)
        return 3
    _write(as_json(record, events, lang) if args.json else plain_lines(events, lang), args.json)
    if refusal is not None:
        print(refusal, file=sys.stderr)
        return 1
    if args.pdf:
        return _print_pdf(record, game, events, lang, args.pdf)
    return 0


def _print_pdf(record, game, events: list[Event], lang: str, out: str) -> int:
    try:
        from printables.gamelog import write_score_sheet
    except ModuleNotFoundError as missing:
        print(f"companion log: --pdf needs the package '{missing.name}' (run scripts/run to install it)", file=sys.stderr)
        return 2
    try:
        write_score_sheet(out, record, game.summary(), events, lang)
    except OSError as error:
        print(f"companion log: {words('gamelog.cannot_write', lang, {'path': out, 'why': error.strerror or error})}",
              file=sys.stderr)
        return 2
    return 0


__all__ = ["main", "game_events", "plain_lines", "as_json", "Refused"]
