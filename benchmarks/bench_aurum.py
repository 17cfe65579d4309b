"""Aurum referee: replay of whole recorded games (target ≤ 10 ms per game, design.md)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from companion import record as records  # noqa: E402


def main() -> None:
    examples = sorted((ROOT.parent / "shared" / "examples" / "aurum").glob("game*[0-9].json"))
    if not examples:
        print("no Aurum example records found")
        return
    for path in examples:
        rec = records.load(path)
        runs = 200
        start = time.perf_counter()
        for _ in range(runs):
            records.summary(rec)
        per_game = (time.perf_counter() - start) / runs * 1000
        print(f"replay {path.name:12} {len(rec.actions):4} actions  {per_game:6.2f} ms  (target ≤ 10 ms)")


if __name__ == "__main__":
    main()
