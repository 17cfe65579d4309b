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


def render_all(out: Path, size: tuple[int, int], mode: str, lang: str) -> list[Path]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from companion.app import staging

    previous = os.environ.get("COMPANION_DATA_DIR")
    written = []
    with tempfile.TemporaryDirectory(prefix="companion-shots-") as scratch:
        os.environ["COMPANION_DATA_DIR"] = scratch
        try:
            for name, stage in staging.states():
                app = staging.fresh_app(size, mode, lang)
                staging.stage(app, stage)
                surface = app.render()
                path = out / f"{name}.png"
                pygame.image.save(surface, str(path))
                written.append(path)
        finally:
            if previous is None:
                os.environ.pop("COMPANION_DATA_DIR", None)
            else:
                os.environ["COMPANION_DATA_DIR"] = previous
            pygame.quit()
    return written
