"""Pikoko table: frame time of its screens at 1920×1080 (target ≤ 2 ms for the busiest,
design.md), a redraw alone and a rebuild after an action; plus replay of the example games."""

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
os.environ["COMPANION_DATA_DIR"] = tempfile.mkdtemp(prefix="bench-pikoko-")

from companion import record as records  # noqa: E402
from companion.app import staging, tables  # noqa: E402

STATES = ["pikoko-play", "pikoko-play-grid", "pikoko-bets", "pikoko-peacock", "pikoko-scores"]


def median_ms(work, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return times[len(times) // 2]


def frames(size=(1920, 1080)) -> None:
    screenshots = tables.get("pikoko").screenshots
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
            print(f"{name:18} {mode:5} {size[0]}x{size[1]}  redraw {median_ms(redraw, 40):5.2f} ms"
                  f"  rebuild+redraw {median_ms(rebuild, 20):5.2f} ms  (target ≤ 2 ms per frame)")


def replays() -> None:
    for path in sorted((ROOT.parent / "shared" / "examples" / "pikoko").glob("game*[0-9].json")):
        rec = records.load(path)
        print(f"replay {path.name:12} {len(rec.actions):4} actions  {median_ms(lambda: records.summary(rec), 100):6.2f} ms"
              "  (target ≤ 10 ms)")


if __name__ == "__main__":
    frames()
    replays()
