"""`companion screenshots OUTDIR [--size WxH] [--mode table|wall] [--lang xx]`:
every scene of the app in a representative state, one PNG each, headless.

Scenes are staged in a throw-away data folder, so the real saves and settings are never
touched. A game's table lists its own states in `Table.screenshots`.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from companion.text import LANGUAGES


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = argparse.ArgumentParser(prog="companion screenshots", description="Render every screen of the app to PNG files.")
    parser.add_argument("outdir", help="folder for the PNG files (created if missing)")
    parser.add_argument("--size", default="1280x800", help="window size WxH (default 1280x800)")
    parser.add_argument("--mode", choices=("table", "wall"), default="table")
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="any installed language")
    try:
        args = parser.parse_args(argv)
        from companion.app.shell import parse_size
        size = parse_size(args.size)
    except SystemExit as stop:
        return 0 if stop.code == 0 else 2
    except argparse.ArgumentTypeError as bad:
        print(f"companion screenshots: {bad}", file=sys.stderr)
        return 2
    out = Path(args.outdir)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as failure:
        print(f"companion screenshots: cannot create {out}: {failure.strerror}", file=sys.stderr)
        return 1
    written = render_all(out, size, args.mode, args.lang)
    for path in written:
        print(path)
    return 0


def headless() -> None:
    """No window, no sound, no pygame banner: set before pygame is first imported."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def render_all(out: Path, size: tuple[int, int], mode: str, lang: str) -> list[Path]:
    """Every staged state, `<state name>.png` in `out`."""
    headless()
    import pygame

    from companion.app import staging
    try:
        return render(out, size, lang, [(f"{name}.png", stage, mode) for name, stage in staging.states()])
    finally:
        pygame.quit()


def render(out: Path, size: tuple[int, int], lang: str, shots) -> list[Path]:
    """Each (file name, staged state, mode) of `shots` drawn into `out`, headless, in a
    throw-away data folder and with no config folder: real saves and settings untouched."""
    headless()
    import pygame

    from companion.app import staging

    before = {key: os.environ.get(key) for key in ("COMPANION_DATA_DIR", "COMPANION_CONFIG_DIR")}
    written = []
    with tempfile.TemporaryDirectory(prefix="companion-shots-") as scratch:
        os.environ["COMPANION_DATA_DIR"] = scratch
        os.environ.pop("COMPANION_CONFIG_DIR", None)
        try:
            for name, stage, mode in shots:
                path = out / name
                app = staging.staged(stage, size, mode, lang)
                pygame.image.save(app.window, str(path))   # the frame staged() drew: render() draws on the window
                written.append(path)
        finally:
            for key, value in before.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value
    return written
