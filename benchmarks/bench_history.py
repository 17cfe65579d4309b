"""The history with 5,000 games: time to open the History screen and a player's page (build
and draw one frame at 800×480), printed beside a reference measured in the same run: the same
screens over a history of 50 games. A JSON line per figure.

    python benchmarks/bench_history.py [--games N]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

NAMES = ["Ana", "Ben", "Cleo", "Dev", "Iris", "Jules", "Lou", "Mia", "Noor", "Karl", "Sam", "Zoe",
         "Yan", "Eli", "Ruth", "Tom", "Ines", "Otto", "Pia", "Hugo"]
SEATS = {"aurum": (3, 4), "numereum": (2, 2), "pikoko": (3, 5), "fievre": (3, 5)}


def fill(count: int, seed: int = 1) -> None:
    """`count` finished games among 20 regulars, one every ~2 hours (no replay needed)."""
    from companion.app import history
    rng = random.Random(seed)
    games = []
    for index in range(count):
        game_id = rng.choice(sorted(SEATS))
        players = rng.sample(NAMES, rng.randint(*SEATS[game_id]))
        scores = [rng.randint(0, 120) for _ in players]
        best = max(scores)
        record = {"id": f"bench-{index}", "game": game_id, "players": players,
                  "ended": f"{2020 + index // 4000}-{1 + index // 400 % 10:02d}-{1 + index // 14 % 28:02d}T"
                           f"{index % 14 + 8:02d}:00:00", "active_seconds": rng.randint(600, 5400)}
        games.append((record, {"finished": True, "scores": scores,
                               "winners": [s for s, v in enumerate(scores) if v == best], "rounds": []}, None))
    history.file_games(games)


def time_screens(repeat: int) -> tuple[float, float]:
    """Best ms of opening History, and of opening Ana's page, each built and drawn once."""
    from companion.app.scenes.history_pages import PlayerPage
    from companion.app.scenes.history_screen import HistoryScreen
    from companion.app.shell import App
    app = App((800, 480), mode="table", lang="en", resume=False)
    best = []
    for make in (lambda: HistoryScreen(app), lambda: PlayerPage(app, "Ana")):
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            app.push(make())
            app.render()
            times.append((time.perf_counter() - start) * 1000)
            app.pop()
            app.render()
        best.append(min(times))
    return best[0], best[1]


def measure(count: int, repeat: int) -> tuple[float, float]:
    os.environ["COMPANION_DATA_DIR"] = tempfile.mkdtemp(prefix="bench-history-")
    fill(count)
    return time_screens(repeat)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    started = time.perf_counter()
    reference = measure(50, args.repeat)
    filled = time.perf_counter()
    large = measure(args.games, args.repeat)
    fill_s = time.perf_counter() - filled
    for what, ref, big in (("open_history", reference[0], large[0]), ("player_page", reference[1], large[1])):
        print(json.dumps({"bench": "history", "what": what, "games": args.games, "ms": round(big, 2),
                          "reference_games": 50, "reference_ms": round(ref, 2), "ratio": round(big / ref, 2)}))
    print(json.dumps({"bench": "history", "what": "file_games", "games": args.games, "s": round(fill_s, 2),
                      "total_s": round(time.perf_counter() - started, 2)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
