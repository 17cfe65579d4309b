"""Frames of real play (issue 16 goal 1, as players meet it): one whole random legal game of
each table, action after action as the soak plays them (`scripts/soak.py`: the tests' own
simulated tables and the engines' samples), in table and wall mode; the frame drawn after
each action is timed, as a ratio to B (one full-screen blit + flip, measured in the same
process at the same size).

The staged states of `bench_frames.py` time a tap by taking a state's last action back and
again, so both looks of the screen are already drawn: the best case. Here each action shows
what the game has not shown yet (a sheet opened to the next seat, new words, the announcement
of what the referee did), under the pixel caches' shared ceiling, as at a real table. The
first frame of each game is left out (a never-seen screen: `bench_frames.py` "first").

    benchmarks/bench_play.py [--sizes 1920x1080,800x480] [--modes table,wall] [--games aurum,…]
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["COMPANION_DATA_DIR"] = tempfile.mkdtemp(prefix="bench-play-")
os.environ["COMPANION_CONFIG_DIR"] = tempfile.mkdtemp(prefix="bench-play-config-")

import pygame  # noqa: E402

import soak  # noqa: E402  (its random legal games and its driven app)
from _frame import blit_ms  # noqa: E402

TAP_GOAL = 1.5     # issue 16: the frame after a tap ≤ 1.5 B
SEED = 4242
MOST_ACTIONS = 160  # a long Fièvre game has ~200: enough to see the round's turns come back


def play(driver, game: str, mode: str) -> list[float]:
    """CPU ms of the frame after each action of one random game (the first frame left out)."""
    app = driver.app
    players, options, actions = soak.random_game(game, SEED)
    app.settings.mode = mode
    app.start_game(game, players, options)
    app.render()
    times = []
    for action in actions[:MOST_ACTIONS]:
        if not soak.enter(app, action):   # (as a tap: the scene it is entered on closes)
            break
        start = time.process_time()
        app.render()
        times.append((time.process_time() - start) * 1000)
        driver.idle()   # what the loop does once the frame is shown (undo prepared, memory given back)
    app.go_home()
    app.render()
    return times


def main(argv: list[str]) -> None:
    def option(name, default):
        return argv[argv.index(name) + 1].split(",") if name in argv else default
    sizes = [tuple(int(v) for v in size.split("x")) for size in option("--sizes", ["1920x1080", "800x480"])]
    modes, games = option("--modes", list(soak.MODES)), option("--games", list(soak.GAMES))
    print(f"{'game':9} {'size':9} {'mode':5} {'actions':>7}  {'B ms':>5}  {'median/B':>8} {'p90/B':>6} {'max/B':>6}"
          f"  (goal: the frame after a tap ≤ {TAP_GOAL:g} B)")
    for size in sizes:
        driver = soak.Driver(size, 0, SEED)
        for mode in modes:
            for game in games:
                times = sorted(play(driver, game, mode))
                if not times:
                    continue
                b = blit_ms()
                median, p90, worst = statistics.median(times) / b, times[int(0.9 * (len(times) - 1))] / b, times[-1] / b
                label = f"{size[0]}x{size[1]}"
                print(f"{game:9} {label:9} {mode:5} {len(times):7}  {b:5.2f}  {median:8.1f}{'!' if median > TAP_GOAL else ' '}"
                      f"{p90:6.1f} {worst:6.1f}   {statistics.median(times):.2f} ms median")
                print(json.dumps({"bench": "play", "game": game, "size": label, "mode": mode, "actions": len(times),
                                  "median_ms": round(statistics.median(times), 3), "p90_ms": round(times[int(0.9 * (len(times) - 1))], 3),
                                  "max_ms": round(times[-1], 3), "blit_ms": round(b, 3), "median_b": round(median, 2),
                                  "p90_b": round(p90, 2), "max_b": round(worst, 2), "goal_b": TAP_GOAL}), flush=True)
        pygame.display.quit()


if __name__ == "__main__":
    main(sys.argv[1:])
