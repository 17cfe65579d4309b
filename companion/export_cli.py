"""`companion export` and `companion import`: a finished game as a BG Stats link, the whole
history as JSON or CSV, and a history JSON read back (a new tablet, a backup).

    companion export FILE|- --bgstats          the BG Stats link of a finished game
    companion export --history OUT.json|OUT.csv
    companion import FILE.json

Exit 0 on success; 1 for an unfinished or illegal game; 2 for a bad file or usage; one line
on stderr, never a traceback.
"""

from __future__ import annotations

import json
import sys

from companion.cli import OneLineParser, UsageError
from companion.errors import Malformed

EXPORT_USAGE = "usage: companion export FILE|- --bgstats | companion export --history OUT.json|OUT.csv"


def export_main(argv: list[str]) -> int:
    parser = OneLineParser(prog="companion export", description="Share a finished game or dump the history.")
    parser.add_argument("file", nargs="?", help="record file (JSON), or - for standard input")
    parser.add_argument("--bgstats", action="store_true", help="print the BG Stats link of a finished game")
    parser.add_argument("--history", metavar="OUT", help="write the whole history to OUT.json or OUT.csv")
    try:
        args = parser.parse_args(argv)
    except UsageError as bad:
        return _fail("export", f"{bad} ({EXPORT_USAGE})", 2)
    except SystemExit as stop:
        return 0 if stop.code == 0 else 2
    if args.history:
        if args.file or args.bgstats:
            return _fail("export", f"--history takes no record ({EXPORT_USAGE})", 2)
        return _export_history(args.history)
    if not args.file or not args.bgstats:
        return _fail("export", EXPORT_USAGE, 2)
    return _export_bgstats(args.file)


def _export_bgstats(name: str) -> int:
    from companion import record as records
    from companion.share import NotFinished, bgstats_link
    try:
        record = records.load_named(name)
        link = bgstats_link(record.to_json(), records.summary(record))
    except records.ReplayError as refused:
        return _fail("export", refused.line(), 1)
    except NotFinished as unfinished:
        return _fail("export", str(unfinished), 1)
    except Malformed as bad:
        return _fail("export", records.one_line(bad.text.en, 400), 2)
    except RecursionError:
        return _fail("export", "the record is nested too deeply", 2)
    print(link)
    return 0


def _export_history(out: str) -> int:
    from companion.app import history
    from companion.storage import write_atomically
    lower = out.lower()
    if not (lower.endswith(".json") or lower.endswith(".csv")):
        return _fail("export", f"{out}: the history is written as .json or .csv", 2)
    refusal = _refuse_target(out)
    if refusal:
        return _fail("export", refusal, 2)
    try:
        text = (history.export_csv() if lower.endswith(".csv")
                else json.dumps(history.export_history(), ensure_ascii=False, indent=1) + "\n")
        write_atomically(out, text)
    except history.HistoryUnavailable as why:
        return _fail("export", f"the history cannot be read now ({why})", 1)
    except OSError as failure:
        return _fail("export", f"cannot write {out}: {failure.strerror or failure}", 2)
    print(f"{history.count_games()} games written to {out}")
    return 0


def _refuse_target(out: str) -> str | None:
    """Only a new path or a regular file is replaced (never a device, a folder or a symlink)."""
    import os
    import stat
    try:
        mode = os.lstat(out).st_mode
    except FileNotFoundError:
        return None
    except OSError as failure:
        return f"cannot write {out}: {failure.strerror or failure}"
    return None if stat.S_ISREG(mode) else f"{out} is not a regular file: refused"


def import_main(argv: list[str]) -> int:
    parser = OneLineParser(prog="companion import", description="Read an exported history (JSON) into this one.")
    parser.add_argument("file", help="a history written by 'companion export --history OUT.json'")
    try:
        args = parser.parse_args(argv)
    except UsageError as bad:
        return _fail("import", f"{bad} (usage: companion import FILE.json)", 2)
    except SystemExit as stop:
        return 0 if stop.code == 0 else 2
    from companion.app import history
    try:
        with open(args.file, "rb") as handle:
            data = json.loads(handle.read(64 * 1024 * 1024 + 1).decode("utf-8-sig"))
    except FileNotFoundError:
        return _fail("import", f"no such file: {args.file}", 2)
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as bad:
        return _fail("import", f"{args.file} is not a history JSON ({bad.__class__.__name__})", 2)
    try:
        imported, skipped = history.import_history(data)
    except ValueError as bad:
        return _fail("import", f"{args.file}: {bad}", 2)
    except history.HistoryUnavailable as why:
        return _fail("import", f"the history cannot be written now ({why})", 1)
    print(f"{imported} games imported, {skipped} skipped")
    return 0


def _fail(command: str, line: str, status: int) -> int:
    print(f"companion {command}: {line}", file=sys.stderr)
    return status


main = export_main
