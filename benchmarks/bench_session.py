"""A tap (apply + save) and an undo, early and late in a long game (issue 16 goal 2:
a late tap ≤ 1.5× an early one, an undo ≤ 2× a tap at any length), and the save alone at
1000 actions against 50.

Wall time (the save's fdatasync is part of a tap), medians of repeats, saved to a real file
in a temporary data folder. Between a tap and the undo, the app's loop prepares the undo
once the frame is on screen (`Session.prepare_undo`, untimed here as it is idle time there). The longest sample games (Fièvre) have ~200 actions; the save
alone is also measured on a 1000-action record (the part of a tap that grows with length).
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
sys.path.insert(0, str(ROOT))
os.environ["COMPANION_DATA_DIR"] = tempfile.mkdtemp(prefix="bench-session-")

from companion import record as records  # noqa: E402
from companion.app.save_file import SaveFile  # noqa: E402
from companion.app.session import Session  # noqa: E402
from companion.games.fievre.sample import random_record  # noqa: E402

REPEATS = 40
TAP_GOAL, UNDO_GOAL = 1.5, 2.0


def longest_sample() -> dict:
    return max((random_record(3, seed) for seed in range(6)), key=lambda data: len(data["actions"]))


def tap_and_undo_ms(data: dict, at: int) -> tuple[float, float]:
    """Median ms of a tap that brings the game to `at` actions, and of the undo of it."""
    session = Session.start("fievre", data["players"], data["options"])
    for action in data["actions"][:at]:
        session.submit(action)
    last = data["actions"][at - 1]
    taps, undos = [], []
    for _ in range(REPEATS):
        start = time.perf_counter()
        session.undo()
        undos.append(time.perf_counter() - start)
        start = time.perf_counter()
        refusal = session.submit(last)
        taps.append(time.perf_counter() - start)
        assert refusal is None, refusal
        session.prepare_undo()  # as the app's loop does once the frame is on screen (untimed)
    return statistics.median(taps) * 1000, statistics.median(undos) * 1000


def save_ms(count: int) -> float:
    """Median ms of saving one more action on a record of `count` actions."""
    path = Path(os.environ["COMPANION_DATA_DIR"]) / f"save-{count}.json"
    action = {"do": "play", "player": 1, "card": "Cu7"}
    record = records.Record("aurum", ["A", "B", "C", "D"], {}, [dict(action) for _ in range(count)], {"id": "x"})
    save = SaveFile(path)
    save.write(record)
    times = []
    for _ in range(REPEATS):
        record = record.with_action(dict(action))
        start = time.perf_counter()
        save.write(record)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    data = longest_sample()
    actions = data["actions"]
    late = len(actions) - 1  # (the last one ends the game and writes the history: a tap of its own)
    # early: the first action of the same kind as the late one from the 50th on (a take against a
    # take, not against a bid: what grows with the record, not what differs between actions)
    early = next(i + 1 for i in range(49, late) if actions[i]["do"] == actions[late - 1]["do"])
    figures = {at: tap_and_undo_ms(data, at) for at in (early, late)}
    base_tap = figures[early][0]
    print(f"{'tap (apply + save) and undo, Fièvre':40} {'tap ms':>8} {'undo ms':>8}  tap/tap@{early} ≤ {TAP_GOAL:g}  undo/tap ≤ {UNDO_GOAL:g}")
    for at, (tap, undo) in figures.items():
        print(f"  at {at:4} actions {'':23} {tap:8.2f} {undo:8.2f}  {tap / base_tap:5.2f} {_mark(tap / base_tap, TAP_GOAL)}"
              f"       {undo / tap:5.2f} {_mark(undo / tap, UNDO_GOAL)}")
        print(json.dumps({"bench": "tap", "game": "fievre", "actions": at, "tap_ms": round(tap, 3),
                          "undo_ms": round(undo, 3), "reference_tap_ms": round(base_tap, 3),
                          "reference_actions": early}))
    small, big = save_ms(50), save_ms(1000)
    print(f"  save of one action at 50 / 1000 actions  {small:.3f} / {big:.3f} ms  ratio {big / small:.2f} {_mark(big / small, TAP_GOAL)}")
    print(json.dumps({"bench": "save", "actions": 1000, "save_ms": round(big, 3),
                      "reference_actions": 50, "reference_save_ms": round(small, 3)}))


def _mark(ratio: float, goal: float) -> str:
    return "ok  " if ratio <= goal else "OVER"


if __name__ == "__main__":
    main()
