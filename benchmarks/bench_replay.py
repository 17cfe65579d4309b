"""Replay of whole recorded games for every game with examples and an installed referee
(target ≤ 10 ms per game, design.md), and the start-up time of the `companion replay` process."""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT.parent / "shared" / "examples"
sys.path.insert(0, str(ROOT))

from companion import record as records  # noqa: E402
from companion.errors import Malformed  # noqa: E402
from companion.games import GAME_IDS, rules_of  # noqa: E402


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
            print(f"replay {folder.name + '/' + path.name:28} {len(rec.actions):4} actions  "
                  f"median {median:6.2f} ms  best {times[0]:6.2f} ms")
        print(f"  {folder.name}: slowest whole game {worst:.2f} ms (target ≤ 10 ms)")


def start_up() -> None:
    """Wall time of a whole `companion replay` process on a small record, against bare Python."""
    record = {"format": 1, "game": "numereum", "players": ["A", "B"], "options": {}, "actions": []}
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(record, handle)
    commands = {
        "python -c pass (bare interpreter)": [sys.executable, "-c", "pass"],
        "python -m companion replay FILE": [sys.executable, "-m", "companion", "replay", handle.name],
    }
    script = Path(sys.executable).with_name("companion")
    if script.exists():
        commands["companion replay FILE (console script)"] = [str(script), "replay", handle.name]
    for label, command in commands.items():
        subprocess.run(command, capture_output=True)  # warm the file cache
        times = per_call_ms(lambda: subprocess.run(command, capture_output=True, check=True), 15)
        print(f"{label:42} median {statistics.median(times):6.1f} ms  best {times[0]:6.1f} ms")
    Path(handle.name).unlink()


if __name__ == "__main__":
    replays()
    start_up()
