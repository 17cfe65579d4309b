"""Remake the README's pictures of the app (docs/images/app-*.png) from the staged states
the screenshot command and the layout tests use, so they always show the app as it is:
`scripts/readme-pictures` (after a change to a table, the frame or the theme).

Each picture is one staged state in English at the reference size, the official 7" panel
(800×480), or where named at the Touch Display 2's portrait 720×1280. The printed pictures (sheet-aurum.png,
pad-aurum.png) are pages of PDFs and are not remade here.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IMAGES = ROOT / "docs" / "images"
SIZE = (800, 480)
PORTRAIT = (720, 1280)   # the Raspberry Pi Touch Display 2, upright

# file name -> (staged state, mode[, size])
PICTURES = {
    "app-home.png": ("home", "table"),
    "app-aurum.png": ("aurum-between", "table"),          # 4 seats: the trick, the strip in every panel
    "app-aurum-wall.png": ("aurum-between", "wall"),      # the same moment on a stand
    "app-aurum-sheet.png": ("aurum-trick", "table"),      # the card sheet turned to Dev
    "app-numereum.png": ("numereum-combine", "table"),
    "app-pikoko.png": ("pikoko-play", "table"),
    "app-fievre.png": ("fievre-auction", "table"),
    "app-game-over.png": ("game-over", "table"),
    "app-portrait-fievre.png": ("fievre-auction-5p", "table", PORTRAIT),   # five round a portrait tablet
    "app-portrait-pikoko.png": ("pikoko-play", "table", PORTRAIT),
}


def make(out: Path = IMAGES, lang: str = "en") -> list[Path]:
    from companion.app import screenshots
    screenshots.headless()
    from companion.app import staging
    states = dict(staging.states())
    missing = sorted({state for state, *_ in PICTURES.values()} - set(states))
    if missing:
        raise SystemExit(f"readme-pictures: no staged state named {', '.join(missing)}")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for size in dict.fromkeys(size_of(picture) for picture in PICTURES.values()):
        written += screenshots.render(out, size, lang, [(name, states[picture[0]], picture[1])
                                                        for name, picture in PICTURES.items() if size_of(picture) == size])
    return written


def size_of(picture: tuple) -> tuple[int, int]:
    return picture[2] if len(picture) > 2 else SIZE


if __name__ == "__main__":
    for written in make(Path(sys.argv[1]) if len(sys.argv) > 1 else IMAGES):
        print(written.relative_to(ROOT) if written.is_relative_to(ROOT) else written)
