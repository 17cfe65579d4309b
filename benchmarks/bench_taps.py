"""Taps per record action: whole games of every game entered through the real app (headless,
800×480, table mode) by touch events at widgets, the way a table enters them (the shared
steps of `tests/app/app_flows.py`). A tap = a press and release on a widget; setting up
the game is not counted, Undo is never used. Goal (issue 14): ≤ 1.15 for every game.

Games: the project's own finished example records (`examples/<game>-<n>p.json`, several player
counts), and also the shared ones (`../shared/examples/<game>/game*.json`, or COMPANION_SHARED)
when they are beside the checkout; the reference figure is 1.0 (one tap per action).
Prints one JSON line per game and set of examples."""

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


def example_records(game: str, examples: str) -> list[dict]:
    """The finished example games of `game`: the project's own, or the shared ones."""
    if examples == "project":
        paths = sorted((ROOT / "examples").glob(f"{game}-[0-9]p.json"))
    else:
        paths = sorted((SHARED / "examples" / game).glob("game*.json"))
    return [json.loads(path.read_text()) for path in paths if not path.name.endswith(".expected.json")]


def things_named(action: dict) -> int:
    """How many things that happened at the table one record action names: each card the table
    must enter (a Fièvre reveal names as many cards as players, a Numereum bid one card per
    player, an Aurum swap a gold card and a hand card, a stop the hand it shows), or 1 for an
    action naming none (a pass, a roll, a bet). A tap names at most one card, so an entry screen
    needs a tap per card the table enters; only what the referee can enter by itself (an action
    the rules leave no choice about) goes below one tap per thing."""
    if action["do"] == "combine":  # a Numereum combination is one choice among those the referee offers
        return 1
    named = sum(len(action[field]) for field in ("cards", "hand") if isinstance(action.get(field), list))
    named += sum(1 for field in ("card", "gold") if isinstance(action.get(field), str))
    return max(1, named)


def count_taps(app, game: str, record: dict, by_verb: dict) -> tuple[int, int]:
    """(actions, taps) for one whole game entered through the UI; `by_verb` gathers
    [actions, taps] per kind of action (where the taps go)."""
    from companion.app import testing
    import app_flows

    with testing.counting_taps() as counter:
        def tally(index, action):
            entry = by_verb.setdefault(action["do"], [0, 0, 0])
            entry[0] += 1
            entry[1] += counter.since_last()
            entry[2] += things_named(action)

        app_flows.play_record(app, game, record["players"], record["options"], record["actions"], on_action=tally)
    return len(record["actions"]), counter.taps


def main(games=GAMES, size=(800, 480), mode="table") -> None:
    from companion.app import testing
    sources = ("project", "shared") if (SHARED / "examples").is_dir() else ("project",)
    for game, examples in ((game, examples) for examples in sources for game in games):
        records = example_records(game, examples)
        if not records:
            print(json.dumps({"bench": "taps", "game": game, "examples": examples, "skipped": "no example games"}))
            continue
        actions = taps = 0
        by_verb: dict = {}
        app = testing.make_app(size, mode=mode, lang="en", resume=False)
        for record in records:
            done, tapped = count_taps(app, game, record, by_verb)
            actions += done
            taps += tapped
        things = sum(entry[2] for entry in by_verb.values())
        # taps_per_action is issue 14's figure (goal ≤ 1.15); one_tap_per_thing is what it would be
        # at exactly one tap per thing named; taps_per_thing is the entry screens' own figure
        print(json.dumps({"bench": "taps", "game": game, "examples": examples, "games": len(records), "actions": actions,
                          "taps": taps, "taps_per_action": round(taps / actions, 2), "reference": 1.0,
                          "things": things, "one_tap_per_thing": round(things / actions, 2),
                          "taps_per_thing": round(taps / things, 2),
                          "by_action": {verb: {"actions": n, "taps": t, "things": k}
                                        for verb, (n, t, k) in sorted(by_verb.items())}}),
              flush=True)


if __name__ == "__main__":
    main(sys.argv[1:] or GAMES)
