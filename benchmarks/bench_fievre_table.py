"""Fièvre table: frame time of its busiest screens at 1920×1080 (target ≤ 2 ms, design.md),
and replay of whole recorded games (target ≤ 10 ms).

"full" draws the whole screen from scratch (a scene just opened, a toast shown);
"redraw" rebuilds every widget from the game state and draws what changed when nothing did
(a dice-animation frame draws little more); "a pass" is the frame after a real tap in the
auction: the passing seat, the next bidder and the centre change (seat panels that show the
same thing are kept as images).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SCREENS = ("fievre-auction-5p", "fievre-end-5p", "fievre-choice", "fievre-reveal", "fievre-telegraph")


def frame_times(stage, size=(1920, 1080), mode="table", runs=200) -> tuple[float, float]:
    from companion.app import staging
    app = staging.fresh_app(size, mode, "en")
    stage(app)
    app.render()
    start = time.perf_counter()
    for _ in range(runs):
        app._last_frame = None      # forget the last frame: everything is drawn
        app.invalidate()
        app.render()
    full = (time.perf_counter() - start) / runs * 1000
    start = time.perf_counter()
    for _ in range(runs):
        app.invalidate()
        app.render()
    tap = (time.perf_counter() - start) / runs * 1000
    return full, tap


def pass_frame(size=(1920, 1080), mode="table", runs=60) -> float:
    """Frame time after a player passes in a 5-player auction (the save and undo not timed)."""
    from companion.app import staging
    from companion.app.tables.fievre_stage import SCREENSHOTS
    app = staging.fresh_app(size, mode, "en")
    SCREENSHOTS["fievre-auction-5p"](app)
    app.render()
    total = 0.0
    for _ in range(runs):
        seat = app.session.game.to_act()
        app.session.submit({"do": "pass", "player": seat})
        start = time.perf_counter()
        app.invalidate()
        app.render()
        total += time.perf_counter() - start
        app.session.undo()
        app.invalidate()
        app.render()
    return total / runs * 1000


def replay_times() -> None:
    from companion import record as records
    examples = sorted((ROOT.parent / "shared" / "examples" / "fievre").glob("game*[0-9].json"))
    for path in examples:
        rec = records.load(path)
        runs = 100
        start = time.perf_counter()
        for _ in range(runs):
            records.summary(rec)
        per_game = (time.perf_counter() - start) / runs * 1000
        print(f"replay {path.name:12} {len(rec.actions):4} actions  {per_game:6.2f} ms  (target ≤ 10 ms)")


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="bench-fievre-") as scratch:
        os.environ["COMPANION_DATA_DIR"] = scratch
        from companion.app.tables.fievre_stage import SCREENSHOTS
        for mode in ("table", "wall"):
            for name in SCREENS:
                full, tap = frame_times(SCREENSHOTS[name], mode=mode)
                print(f"frame 1920x1080 {mode:5} {name:18} redraw {tap:5.2f} ms  full {full:5.2f} ms  (target ≤ 2 ms)")
            print(f"frame 1920x1080 {mode:5} a pass in the 5p auction  {pass_frame(mode=mode):5.2f} ms  (target ≤ 2 ms)")
    replay_times()


if __name__ == "__main__":
    main()
