"""The `companion` command.

No argument starts the table app; subcommands are dispatched by name and import only
what they need (so `companion replay` never pays for pygame or ReportLab).
"""

from __future__ import annotations

import importlib
import json
import os
import sys

from companion import __version__
from companion.errors import Malformed

# subcommand -> (module with a main(argv) -> int, one-line help)
SUBCOMMANDS = {
    "replay": ("companion.cli", "replay a game record and print its summary as JSON"),
    "log": ("companion.log_cli", "every event of a game in words (or --json, --pdf)"),
    "numereum": ("companion.games.numereum.cli", "Numereum helpers: 'numereum check A B C'"),
    "print": ("printables.cli", "print-and-play decks, card PNGs and score pads"),
    "screenshots": ("companion.app.screenshots", "render every screen of the app to PNG files"),
    "export": ("companion.export_cli", "a finished game as a BG Stats link; the history as JSON or CSV"),
    "import": ("companion.import_cli", "read an exported history (JSON) into this one"),
}
APP_MODULE = "companion.app"

USAGE = """usage: companion [--windowed] [--size WxH] [--mode table|wall] [--lang LANG]
                 [--kiosk] [--rotate 0|90|180|270]
                                           start the table app
       companion replay FILE|-             replay a record, print its summary (JSON)
       companion log FILE|- [--lang L] [--json] [--pdf OUT.pdf]
                                           every event of a game, in words
       companion numereum check A B C      which Numereum criteria three cards meet
       companion print decks|pngs|pads     printables (PDF and PNG)
       companion screenshots OUTDIR        render every screen to PNG
       companion export FILE|- --bgstats   the BG Stats link of a finished game
       companion export --history OUT.json|OUT.csv   the whole history; companion import FILE.json
       companion SUBCOMMAND --help         more about one command"""


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("-h", "--help", "help"):
        print(USAGE)
        return 0
    if argv and argv[0] == "--version":
        print(f"companion {__version__}")
        return 0
    if argv and not argv[0].startswith("-"):
        name = argv[0]
        if name not in SUBCOMMANDS:
            print(f"companion: unknown command '{name}' (try 'companion --help')", file=sys.stderr)
            return 2
        module_name = SUBCOMMANDS[name][0]
        entry = replay_main if module_name == __name__ else _load(module_name, name)
        if entry is None:
            return 2
        return entry(argv[1:])
    app = _load(APP_MODULE, "the table app")
    return 2 if app is None else app(argv)


def _load(module_name: str, what: str):
    try:
        return importlib.import_module(module_name).main
    except ModuleNotFoundError as missing:
        if missing.name and module_name.startswith(missing.name):
            print(f"companion: {what} is not available in this version", file=sys.stderr)
            return None
        print(f"companion: {what} needs the package '{missing.name}' (run scripts/run to install it)", file=sys.stderr)
        return None


class UsageError(Exception):
    """A command-line mistake, reported in one line (argparse alone prints two)."""


def _one_line_parser():
    """An argparse parser class whose mistakes raise `UsageError`; argparse (and gettext)
    load only when a command line needs parsing, not for `companion replay FILE`."""
    import argparse

    class OneLineParser(argparse.ArgumentParser):
        def error(self, message: str):
            raise UsageError(message)
    globals()["OneLineParser"] = OneLineParser
    return OneLineParser


def __getattr__(name: str):
    if name == "OneLineParser":  # `from companion.cli import OneLineParser` (the app, subcommands)
        return _one_line_parser()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def replay_main(argv: list[str]) -> int:
    """`companion replay FILE|-`: exit 0 with the summary, 1 if an action is illegal, 2 if malformed."""
    from companion import record as records

    if len(argv) == 1 and (argv[0] == "-" or not argv[0].startswith("-")):
        file = argv[0]  # the usual case, without loading argparse
    else:
        parser = globals().get("OneLineParser") or _one_line_parser()
        parser = parser(prog="companion replay", description="Replay a game record and print its summary.")
        parser.add_argument("file", help="record file (JSON), or - for standard input")
        try:
            file = parser.parse_args(argv).file
        except UsageError as bad:
            print(f"companion replay: {bad} (usage: companion replay FILE|-)", file=sys.stderr)
            return 2
        except SystemExit as stop:  # --help
            return 0 if stop.code == 0 else 2
    try:
        record = records.load_named(file)
        result = records.summary(record)
    except records.ReplayError as refused:
        print(refused.line(), file=sys.stderr)
        return 1
    except Malformed as bad:
        print(f"companion replay: {records.one_line(bad.text.en, 400)}", file=sys.stderr)
        return 2
    except RecursionError:
        print("companion replay: the record is nested too deeply", file=sys.stderr)
        return 2
    except Exception as bug:  # a referee bug must still never show a traceback to a player
        print(f"companion replay: internal error ({bug.__class__.__name__}: {records.one_line(str(bug))}); "
              "please report it with the record", file=sys.stderr)
        return 3
    try:
        json.dump(result, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        sys.stdout.flush()
    except BrokenPipeError:  # `companion replay … | head` closed the pipe: not an error for the user
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
