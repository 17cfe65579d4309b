"""Writes the project's own example records into `examples/` (run: `.venv/bin/python tests/make_examples.py`).

Every record is a random but legal game played by the simulated tables the tests already trust
(fixed seeds, so the files only change when a rules engine does): for each game and player
count one finished game, and one cut off midway (an unfinished game, as a resumed save looks).
Beside each `NAME.json` goes `NAME.expected.json`, the summary `companion replay NAME.json`
prints; `tests/test_examples.py` checks they still agree.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
EXAMPLES = ROOT / "examples"
sys.path[:0] = [str(ROOT), str(HERE / "aurum"), str(HERE / "numereum")]

from companion import record as records  # noqa: E402

NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli"]


def aurum(players: int, seed: int) -> dict:
    from aurum_table_sim import Table
    table = Table(random.Random(seed), players, {"first": seed % players})
    table.play_game()
    return {"format": 1, "game": "aurum", "players": NAMES[:players], "options": {"first": seed % players},
            "actions": table.actions}


def numereum(players: int, seed: int) -> dict:
    from numereum_table import Table
    return Table(random.Random(seed)).play().record()


def pikoko(players: int, seed: int) -> dict:
    from companion.games.pikoko.sample import default_options, random_game
    actions, _ = random_game(players, seed, first=0)
    return {"format": 1, "game": "pikoko", "players": NAMES[:players], "options": default_options(players, 0),
            "actions": actions}


def fievre(players: int, seed: int) -> dict:
    from companion.games.fievre.sample import random_record
    return random_record(players, seed, deck_size=45)


# Seeds chosen so the Aurum games run three rounds with swaps and stops (the app's longest path).
SEEDS = {("aurum", 3): 0, ("aurum", 4): 2}
MAKERS = {"aurum": (aurum, range(3, 5)), "numereum": (numereum, range(2, 3)),
          "pikoko": (pikoko, range(3, 6)), "fievre": (fievre, range(3, 6))}


def examples() -> dict[str, dict]:
    """File stem → record, finished and unfinished, for every game and player count."""
    made = {}
    for game, (make, counts) in MAKERS.items():
        for players in counts:
            record = make(players, seed=SEEDS.get((game, players), players * 7 + len(game)))
            assert records.summary(records.from_json(record))["finished"], f"{game} {players}p did not finish"
            made[f"{game}-{players}p"] = record
            made[f"{game}-{players}p-unfinished"] = dict(record, actions=record["actions"][: len(record["actions"]) * 2 // 3])
    return made


def write(path: Path, data: dict) -> None:
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def main() -> None:
    EXAMPLES.mkdir(exist_ok=True)
    for stem, record in examples().items():
        write(EXAMPLES / f"{stem}.json", record)
        write(EXAMPLES / f"{stem}.expected.json", records.summary(records.from_json(record)))
        print(f"examples/{stem}.json: {len(record['actions'])} actions")


if __name__ == "__main__":
    main()
