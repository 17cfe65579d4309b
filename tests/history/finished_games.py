"""A finished game of every game, made by the project's own engines and sample games."""

from companion.app.tables import aurum_samples
from companion.games.fievre.sample import random_record
from companion.games.pikoko.sample import random_game

NUMEREUM_END = [{"do": "reserve", "player": 0, "cards": ["17", "08"]},
                {"do": "reserve", "player": 1, "cards": ["24", "31"]},
                {"do": "reveal", "cards": ["42", "25"]},
                {"do": "bid", "cards": ["B70", "B30"]}, {"do": "concede"},
                {"do": "combine", "player": 0, "cards": ["17", "08", "25"]}, {"do": "close"}]


def finished_records() -> dict[str, dict]:
    """game id -> a finished record (JSON), with an id as the app writes one."""
    pikoko_actions, _ = random_game(3, 7, first=1)
    out = {
        "aurum": {"format": 1, "game": "aurum", "players": aurum_samples.PLAYERS_4,
                  "options": dict(aurum_samples.OPTIONS_4), "actions": aurum_samples.actions(aurum_samples.GAME_4)},
        "numereum": {"format": 1, "game": "numereum", "players": ["Iris", "Jules"], "options": {"deck_size": 8},
                     "actions": NUMEREUM_END},
        "pikoko": {"format": 1, "game": "pikoko", "players": ["Mia", "Lou", "Noor"], "options": {"first": 1},
                   "actions": pikoko_actions},
        "fievre": random_record(4, 11, names=["Ana", "Ben", "Cleo", "Dev"]),
    }
    for game_id, record in out.items():
        record["id"] = f"{game_id}-sample"
    return out
