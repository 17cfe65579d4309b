"""Replay of whole recorded games for every game with examples and an installed referee,
against issue 16's goals (the time of a plain implementation of the same rules on this
machine: Fièvre ≤ 3 ms, Aurum ≤ 1.8, Pikoko ≤ 1, Numereum ≤ 1). The `companion replay`
process against `python -c pass`: `bench_start.py`."""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT.parent / "shared" / "examples"
sys.path.insert(0, str(ROOT))

from companion import record as records  # noqa: E402
from companion.errors import Malformed  # noqa: E402
from companion.games import GAME_IDS, rules_of  # noqa: E402

GOAL_MS = {"fievre": 3.0, "aurum": 1.8, "pikoko": 1.0, "numereum": 1.0}


def per_call_ms(work, runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    return sorted(times)


def replays() -> None:
    folders = sorted(p for p in EXAMPLES.iterdir() if p.is_dir()) if EXAMPLES.is_dir() else []
    if not folders:
        print("no example records found in ../shared/examples")
    for folder in folders:
        if folder.name not in GAME_IDS:
            continue
        try:
            rules_of(folder.name)
        except Malformed:
            print(f"{folder.name}: referee not installed, skipped")
            continue
        worst = 0.0
        for path in sorted(folder.glob("*.json")):
            if path.name.endswith(".expected.json"):
                continue
            rec = records.load(path)
            try:
                times = per_call_ms(lambda: records.summary(rec), 50)
            except Exception as error:  # a referee still being written must not stop the others
                print(f"{folder.name}/{path.name}: replay fails ({error.__class__.__name__}: {error})")
                continue
            median = statistics.median(times)
            worst = max(worst, median)
            goal = GOAL_MS.get(folder.name)
            print(f"replay {folder.name + '/' + path.name:28} {len(rec.actions):4} actions  "
                  f"median {median:6.2f} ms  best {times[0]:6.2f} ms  "
                  f"{'' if goal is None else f'{median / goal:4.2f} of the goal ' + ('ok' if median <= goal else 'OVER')}")
            print(json.dumps({"bench": "replay", "game": folder.name, "record": path.name, "actions": len(rec.actions),
                              "ms": round(median, 3), "goal_ms": goal}))
        print(f"  {folder.name}: slowest whole game {worst:.2f} ms (goal ≤ {GOAL_MS.get(folder.name)} ms)")


if __name__ == "__main__":
    replays()
