"""Remake the README's pictures of the app (docs/images/app-*.png) from the staged states
the screenshot command and the layout tests use, so they always show the app as it is:
`scripts/readme-pictures` (after a change to a table, the frame or the theme).

Each picture is one staged state at the reference size, the official 7" panel (800×480), in
English; table mode unless named otherwise. The printed pictures (sheet-aurum.png,
pad-aurum.png) are pages of PDFs and are not remade here.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IMAGES = ROOT / "docs" / "images"
SIZE = (800, 480)

# file name -> (staged state, mode)
PICTURES = {
    "app-home.png": ("home", "table"),
    "app-aurum.png": ("aurum-between", "table"),          # 4 seats: the trick, the strip in every panel
    "app-aurum-wall.png": ("aurum-between", "wall"),      # the same moment on a stand
    "app-aurum-sheet.png": ("aurum-trick", "table"),      # the card sheet turned to Dev
    "app-numereum.png": ("numereum-combine", "table"),
    "app-pikoko.png": ("pikoko-play", "table"),
    "app-fievre.png": ("fievre-auction", "table"),
    "app-game-over.png": ("game-over", "table"),
}


def make(out: Path = IMAGES, lang: str = "en") -> list[Path]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from companion.app import staging
    states = dict(staging.states())
    missing = sorted({state for state, _ in PICTURES.values()} - set(states))
    if missing:
        raise SystemExit(f"readme-pictures: no staged state named {', '.join(missing)}")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    before = {key: os.environ.get(key) for key in ("COMPANION_DATA_DIR", "COMPANION_CONFIG_DIR")}
    with tempfile.TemporaryDirectory(prefix="companion-readme-") as scratch:
        os.environ["COMPANION_DATA_DIR"] = scratch   # a throw-away data folder: real saves untouched
        os.environ.pop("COMPANION_CONFIG_DIR", None)
        try:
            for name, (state, mode) in PICTURES.items():
                app = staging.fresh_app(SIZE, mode, lang)
                staging.stage(app, states[state])
                path = out / name
                pygame.image.save(app.render(), str(path))
                written.append(path)
        finally:
            for key, value in before.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value
    return written


if __name__ == "__main__":
    for written in make(Path(sys.argv[1]) if len(sys.argv) > 1 else IMAGES):
        print(written.relative_to(ROOT) if written.is_relative_to(ROOT) else written)
