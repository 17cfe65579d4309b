"""Taps per record action: whole games of every game entered through the real app (headless,
800×480, table mode) by touch events at widgets, the way a table enters them (the shared
steps of `tests/app/app_flows.py`). A tap = a press and release on a widget; setting up
the game is not counted, Undo is never used. Goal (issue 14): ≤ 1.15 for every game.

Games: the project's example records (`../shared/examples/<game>/game*.json`, or
COMPANION_SHARED), several player counts; the reference figure is 1.0 (one tap per action).
Prints one JSON line per game."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "app"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("COMPANION_DATA_DIR", tempfile.mkdtemp(prefix="bench-taps-"))

GAMES = ("aurum", "numereum", "pikoko", "fievre")
SHARED = Path(os.environ.get("COMPANION_SHARED", ROOT.parent / "shared"))


def example_records(game: str) -> list[dict]:
    folder = SHARED / "examples" / game
    return [json.loads(path.read_text()) for path in sorted(folder.glob("game*.json"))
            if not path.name.endswith(".expected.json")]


def count_taps(app, game: str, record: dict, by_verb: dict) -> tuple[int, int]:
    """(actions, taps) for one whole game entered through the UI; `by_verb` gathers
    [actions, taps] per kind of action (where the taps go)."""
    from companion.app import testing
    import app_flows
    taps = 0
    real = testing.post_tap_at

    def counted(*args, **kwargs):
        nonlocal taps
        taps += 1
        return real(*args, **kwargs)

    testing.post_tap_at = counted
    try:
        seen = [0]

        def tally(index, action):
            entry = by_verb.setdefault(action["do"], [0, 0])
            entry[0] += 1
            entry[1] += taps - seen[0]
            seen[0] = taps

        app_flows.play_record(app, game, record["players"], record["options"], record["actions"], on_action=tally)
    finally:
        testing.post_tap_at = real
    return len(record["actions"]), taps


def main(games=GAMES, size=(800, 480), mode="table") -> None:
    from companion.app import testing
    for game in games:
        records = example_records(game)
        if not records:
            print(json.dumps({"bench": "taps", "game": game, "skipped": f"no example games in {SHARED / 'examples'}"}))
            continue
        actions = taps = 0
        by_verb: dict = {}
        app = testing.make_app(size, mode=mode, lang="en", resume=False)
        for record in records:
            done, tapped = count_taps(app, game, record, by_verb)
            actions += done
            taps += tapped
        print(json.dumps({"bench": "taps", "game": game, "games": len(records), "actions": actions, "taps": taps,
                          "taps_per_action": round(taps / actions, 2), "reference": 1.0,
                          "by_action": {verb: {"actions": n, "taps": t} for verb, (n, t) in sorted(by_verb.items())}}),
              flush=True)


if __name__ == "__main__":
    main(sys.argv[1:] or GAMES)
