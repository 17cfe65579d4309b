"""`companion print decks|pngs|pads|calibration`: print-and-play files.

Every option is checked before anything is drawn; output goes to a temporary file (or
folder) beside the target and is renamed into place only when complete, so a bad option or
a failure never leaves a partial file behind.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from companion.storage import replacing
from companion.text import LANGUAGES
from printables.cards import BLEED, CARD_SIZES, Face
from printables.decks import GAMES
from printables.layout import PAPERS

USAGE = """usage: companion print decks [--game G ...] [--paper a4|letter|a3] [--card poker|bridge|mini]
                             [--no-backs] [--gutterfold] [--split] [--cmyk] [--no-qr] [--lang LANG] [--offset X,Y] -o FILE.pdf
       companion print pngs --game G [--card ...] [--service thegamecrafter|makeplayingcards] [--no-qr] [--lang ...] -o DIR
       companion print pads [--game G ...] [--paper ...] [--lang ...] [--pages N] -o FILE.pdf
       companion print calibration [--paper ...] [--lang ...] -o FILE.pdf"""


class Usage(Exception):
    """A bad command line: one line for the user, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, no usage dump, no SystemExit juggling
        raise Usage(message)


def _parser(command: str) -> argparse.ArgumentParser:
    parser = _Parser(prog=f"companion print {command}", add_help=True)
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--lang", default="en", choices=LANGUAGES)
    parser.add_argument("--quiet", action="store_true", help="no progress lines")
    if command in ("decks", "pads", "pngs"):
        parser.add_argument("--game", action="append", choices=GAMES, help="a game (repeat for several; default all)")
    if command in ("decks", "pads", "calibration"):
        parser.add_argument("--paper", default="a4", choices=tuple(PAPERS))
    if command in ("decks", "pngs"):
        parser.add_argument("--card", default="poker", choices=tuple(CARD_SIZES))
        parser.add_argument("--no-qr", action="store_true")
    if command == "decks":
        parser.add_argument("--no-backs", action="store_true")
        parser.add_argument("--gutterfold", action="store_true")
        parser.add_argument("--cmyk", action="store_true", help="CMYK colours, for print shops that ask for them")
        parser.add_argument("--split", action="store_true", help="fronts and backs as two files, NAME-fronts.pdf and NAME-backs.pdf")
        parser.add_argument("--offset", default="0,0", type=_offset, help="duplex correction in mm, from the calibration page")
    if command == "pngs":
        parser.add_argument("--service", choices=("thegamecrafter", "makeplayingcards"),
                            help="exact pixel size and bleed of this print service's template")
    if command == "pads":
        parser.add_argument("--pages", default=1, type=_pages, help="pages per game (default 1)")
    return parser


def _offset(text: str) -> tuple[float, float]:
    try:
        x, y = (float(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not X,Y in millimetres (e.g. 0.5,-1)") from None
    if not all(abs(v) <= 10 and v == v for v in (x, y)):
        raise argparse.ArgumentTypeError(f"an offset of more than 10 mm ('{text}') is not a printer's duplex error")
    return x, y


def _pages(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 100:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number of pages from 1 to 100")
    return int(text)


def _pdf_target(path: str) -> Path:
    """A regular file to replace, or a new name in an existing folder; never a link (whose
    target we would silently overwrite), a device such as /dev/full, or a folder."""
    target = Path(path)
    if target.is_symlink():
        raise Usage(f"'{path}' is a symbolic link; give a regular file or a new name")
    if target.is_dir():
        raise Usage(f"'{path}' is a folder; give a file name such as decks.pdf")
    if target.exists() and not target.is_file():
        raise Usage(f"'{path}' is not a regular file (a device or a pipe); give a file name such as decks.pdf")
    if not target.parent.is_dir():
        raise Usage(f"the folder '{target.parent}' does not exist")
    return target


def _folder_target(path: str) -> tuple[Path, list[Path]]:
    """A folder to fill, or a new one; returns it and the missing folders above it (created
    by the caller, removed again if the export fails)."""
    target = Path(path)
    if target.is_symlink():
        raise Usage(f"'{path}' is a symbolic link; give a folder or a new name")
    if target.exists() and not target.is_dir():
        raise Usage(f"'{path}' is a file, not a folder")
    missing = []
    parent = target.parent
    while not parent.exists() and not parent.is_symlink() and parent != parent.parent:
        missing.append(parent)
        parent = parent.parent
    if not parent.is_dir():
        raise Usage(f"'{parent}' is not a folder, so '{path}' cannot be made there")
    return target, missing[::-1]


class _Progress:
    """One line on stderr, rewritten in place on a terminal."""

    def __init__(self, quiet: bool):
        self.quiet = quiet
        self.tty = sys.stderr.isatty()
        self.start = time.perf_counter()

    def __call__(self, message: str) -> None:
        if self.quiet:
            return
        if self.tty:
            sys.stderr.write(f"\r\033[K{message}")
        else:
            sys.stderr.write(message + "\n")
        sys.stderr.flush()

    def done(self, message: str) -> None:
        if self.tty and not self.quiet:
            sys.stderr.write("\r\033[K")
        print(f"{message} ({time.perf_counter() - self.start:.1f} s)")


def _write_atomically(target: Path, write) -> None:
    with replacing(target) as out:
        write(out)


def _decks(args, progress) -> str:
    from printables.decks import load
    from printables.sheets import PrintSettings, write_decks

    if args.gutterfold and args.no_backs:
        raise Usage("--gutterfold prints each back beside its front; it cannot go with --no-backs")
    if args.gutterfold and args.offset != (0.0, 0.0):
        raise Usage("--offset corrects double-sided printing; a gutterfold sheet is printed on one side")
    if args.split and (args.gutterfold or args.no_backs):
        raise Usage("--split writes fronts and backs as two files; it cannot go with --gutterfold or --no-backs")
    target = _pdf_target(args.output)
    games = args.game or list(GAMES)
    settings = PrintSettings(paper=args.paper, card=CARD_SIZES[args.card], backs=not args.no_backs,
                             gutterfold=args.gutterfold, qr=not args.no_qr, lang=args.lang, offset=args.offset,
                             cmyk=args.cmyk)
    decks = [load(game) for game in dict.fromkeys(games)]
    if args.split:
        stem = target.name[:-4] if target.name.lower().endswith(".pdf") else target.name
        targets = {side: _pdf_target(str(target.with_name(f"{stem}-{side}.pdf"))) for side in ("fronts", "backs")}
    else:
        targets = {"all": target}
    plan = []
    for side, path in targets.items():
        side_settings = replace(settings, sides=side)
        _write_atomically(path, lambda out, s=side_settings: plan.extend(write_decks(out, decks, s, progress)))
    cards = sum(len(d.cards) for d in decks)
    return f"{' + '.join(map(str, targets.values()))}: {len(plan)} pages, {cards} cards ({', '.join(d.title for d in decks)})"


def _pads(args, progress) -> str:
    from printables.pads import write_pads

    target = _pdf_target(args.output)
    games = list(dict.fromkeys(args.game or GAMES))
    plan = []
    _write_atomically(target, lambda out: plan.extend(write_pads(out, games, args.paper, args.lang, args.pages, progress)))
    return f"{target}: {len(plan)} pages, {sum(n for _, n in plan)} score pads"


def _calibration(args, progress) -> str:
    from printables.sheets import write_calibration

    target = _pdf_target(args.output)
    _write_atomically(target, lambda out: write_calibration(out, args.paper, args.lang))
    return f"{target}: 2 pages; print them double-sided (long edge) and read the offset"


def _pngs(args, progress) -> str:
    from printables.decks import load
    from printables.pngs import export, pixel_size, service_face

    if not args.game:
        raise Usage("which game? add --game G (" + ", ".join(GAMES) + ")")
    target, missing = _folder_target(args.output)
    w, h = CARD_SIZES[args.card]
    face = Face(w, h, BLEED, args.lang, not args.no_qr)
    if args.service:
        try:
            face = service_face(args.service, args.card, (w, h), args.lang, not args.no_qr)
        except ValueError as bad:
            raise Usage(str(bad)) from None
    done = False
    try:
        for folder in missing:
            folder.mkdir()
        staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent))
        try:
            count = 0
            for game in dict.fromkeys(args.game):
                count += sum(1 for path in export(load(game), face, staging, progress) if path.suffix == ".png")
            target.mkdir(exist_ok=True)
            for path in staging.iterdir():
                os.replace(path, target / path.name)
            done = True
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    finally:
        if not done:  # leave no empty folders behind a failed export
            for folder in reversed(missing):
                try:
                    folder.rmdir()
                except OSError:
                    pass
    px = pixel_size(face)
    return f"{target}: {count} images of {px[0]} × {px[1]} px at 300 dpi"


COMMANDS = {"decks": _decks, "pngs": _pngs, "pads": _pads, "calibration": _calibration}


def main(argv: list[str]) -> int:
    if not argv:
        print(USAGE, file=sys.stderr)
        return 2
    if argv[0] in ("-h", "--help", "help"):
        print(USAGE)
        return 0
    command = argv[0]
    if command not in COMMANDS:
        print(f"companion print: unknown printable '{command}' (decks, pngs, pads or calibration)", file=sys.stderr)
        return 2
    try:
        try:
            args = _parser(command).parse_args(argv[1:])
        except SystemExit as stop:  # --help
            return 0 if stop.code in (0, None) else 2
        progress = _Progress(args.quiet)
        message = COMMANDS[command](args, progress)
    except Usage as bad:
        print(f"companion print {command}: {bad}", file=sys.stderr)
        return 2
    except OSError as failed:
        print(f"companion print {command}: cannot write: {failed.strerror or failed} ({failed.filename or args.output})",
              file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"companion print {command}: interrupted; nothing was written", file=sys.stderr)
        return 130
    progress.done(message)
    return 0
