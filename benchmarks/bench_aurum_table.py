"""Aurum table: frame time of its screens at 1920×1080 (target ≤ 2 ms for the busiest,
design.md): a redraw alone, and a rebuild + redraw as after every tap. CPU time, best of
several batches (other work on a shared machine only ever adds time)."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["COMPANION_DATA_DIR"] = tempfile.mkdtemp(prefix="bench-aurum-")

from companion.app import staging, tables  # noqa: E402

STATES = ["aurum-trick", "aurum-between", "aurum-3p", "aurum-bids", "aurum-swap", "aurum-rounds"]


def best_ms(work, frames: int = 30, batches: int = 5) -> float:
    best = float("inf")
    for _ in range(batches):
        start = time.process_time()
        for _ in range(frames):
            work()
        best = min(best, (time.process_time() - start) / frames * 1000)
    return best


def main(size=(1920, 1080)) -> None:
    screenshots = tables.get("aurum").screenshots
    for mode in ("table", "wall"):
        for name in STATES:
            app = staging.fresh_app(size, mode, "en")
            staging.stage(app, screenshots[name])
            app.render()

            def redraw():
                app.needs_draw = True
                app.render()

            def rebuild():
                app.invalidate()
                app.render()
            print(f"{name:14} {mode:5} {size[0]}x{size[1]}  redraw {best_ms(redraw):5.2f} ms"
                  f"  rebuild+redraw {best_ms(rebuild, 15):5.2f} ms  (target ≤ 2 ms per frame)")


if __name__ == "__main__":
    main()
