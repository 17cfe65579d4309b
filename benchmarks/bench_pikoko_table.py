"""Pikoko table: frame times of its screens at 1920×1080, table and wall mode (target ≤ 2 ms
for a full frame and for the frame after a tap; see `_frame.py`), and replay of the example
games (target ≤ 10 ms). The busiest screen is the card grid of a play (every card shown)."""

from __future__ import annotations

import _frame

from companion import record as records

STATES = ["pikoko-play", "pikoko-play-grid", "pikoko-bets", "pikoko-peacock", "pikoko-scores"]


def replays() -> None:
    for path in sorted((_frame.ROOT.parent / "shared" / "examples" / "pikoko").glob("game*[0-9].json")):
        rec = records.load(path)
        ms = _frame.best_ms(lambda: records.summary(rec), 20, 5)
        print(f"replay {path.name:12} {len(rec.actions):4} actions  {ms:6.2f} ms  (target ≤ 10 ms)")


if __name__ == "__main__":
    _frame.screens("pikoko", STATES)
    replays()
