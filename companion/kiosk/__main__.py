"""`python -m companion.kiosk set-pin | clear-pin | show`: staff commands for a café table.

    python -m companion.kiosk set-pin              asks twice, without echo
    echo 4711 | python -m companion.kiosk set-pin --pin-stdin
    python -m companion.kiosk show                 where the settings are, and what they say
"""

from __future__ import annotations

import argparse
import getpass
import sys

from companion.kiosk import pin as pins
from companion.kiosk import settings as config
from companion.kiosk import tomlfile


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m companion.kiosk", description="Café kiosk settings.")
    commands = parser.add_subparsers(dest="command", required=True)
    set_pin = commands.add_parser("set-pin", help="set the staff PIN that unlocks kiosk mode")
    set_pin.add_argument("--pin-stdin", action="store_true", help="read the PIN from the first line of standard input")
    commands.add_parser("clear-pin", help="remove the staff PIN (staff can then not leave kiosk mode from the screen)")
    commands.add_parser("show", help="print the settings file's path and values")
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return 0 if stop.code == 0 else 2
    path = config.settings_path()
    settings, warnings = config.load(path)
    for line in warnings:
        print(f"warning: {line}", file=sys.stderr)
    if args.command == "show":
        print(f"settings file: {path}{'' if path.exists() else ' (not written yet: defaults)'}")
        for name, value in vars(settings).items():
            shown = ("set" if value else "not set") if name == "pin_hash" else tomlfile.dumps({name: value}).split(" = ", 1)[1].strip()
            print(f"  {name} = {shown}")
        return 0
    if args.command == "clear-pin":
        return _write(settings.with_changes(pin_hash=""), path, "staff PIN removed")
    pin = _read_pin(args.pin_stdin)
    if pin is None:
        return 1
    try:
        stored = pins.hash_pin(pin)
    except pins.BadPin as bad:
        print(f"PIN not changed: {bad}", file=sys.stderr)
        return 1
    return _write(settings.with_changes(pin_hash=stored), path, "staff PIN set")


def _read_pin(from_stdin: bool) -> str | None:
    try:
        if from_stdin:
            return sys.stdin.readline().strip()
        first = getpass.getpass("New staff PIN (4 to 12 digits): ")
        second = getpass.getpass("Same PIN again: ")
    except (EOFError, KeyboardInterrupt):
        print("\nPIN not changed", file=sys.stderr)
        return None
    if first != second:
        print("PIN not changed: the two entries differ", file=sys.stderr)
        return None
    return first


def _write(settings: config.Settings, path, done: str) -> int:
    try:
        config.save(settings, path)
    except OSError as error:
        print(f"cannot write {path}: {error.strerror or error}", file=sys.stderr)
        return 1
    print(f"{done} ({path})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
