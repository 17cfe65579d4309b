"""Remake the README's pictures of the app (docs/images/app-*.png) from the staged states
the screenshot command and the layout tests use, so they always show the app as it is:
`scripts/readme-pictures` (after a change to a table, the frame or the theme).

Each picture is one staged state at the reference size, the official 7" panel (800×480), in
English; table mode unless named otherwise. The printed pictures (sheet-aurum.png,
pad-aurum.png) are pages of PDFs and are not remade here.
"""

from __future__ import annotations

import sys
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
    from companion.app import screenshots
    screenshots.headless()
    from companion.app import staging
    states = dict(staging.states())
    missing = sorted({state for state, _ in PICTURES.values()} - set(states))
    if missing:
        raise SystemExit(f"readme-pictures: no staged state named {', '.join(missing)}")
    out.mkdir(parents=True, exist_ok=True)
    return screenshots.render(out, SIZE, lang, [(name, states[state], mode) for name, (state, mode) in PICTURES.items()])


if __name__ == "__main__":
    for written in make(Path(sys.argv[1]) if len(sys.argv) > 1 else IMAGES):
        print(written.relative_to(ROOT) if written.is_relative_to(ROOT) else written)
