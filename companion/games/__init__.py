"""The games the companion referees: one package per game, loaded on demand.

Every game package exposes (see `companion/games/README.md`):
    NAME: Message                  the game's display name (a catalog key)
    PLAYERS: range                 allowed player counts
    OPTIONS: list[Option]          its setup options
    new_game(players, options) -> game   with game.apply(action), game.summary()
    describe(action, players) -> str     optional, the short form used in refusal lines
"""

from __future__ import annotations

import importlib
from types import ModuleType

from companion.errors import Malformed

GAME_IDS = ("aurum", "numereum", "pikoko", "fievre")


def rules_of(game_id: object) -> ModuleType:
    """The rules package of a game id, or `Malformed` if there is no such game."""
    if not isinstance(game_id, str) or game_id not in GAME_IDS:
        raise Malformed(f"unknown game {game_id!r} (known: {', '.join(GAME_IDS)})")
    try:
        return importlib.import_module(f"companion.games.{game_id}")
    except ModuleNotFoundError as missing:
        if missing.name and missing.name.startswith(f"companion.games.{game_id}"):
            raise Malformed(f"the {game_id} referee is not available in this version") from None
        raise


def available() -> list[str]:
    """Game ids whose referee is installed."""
    found = []
    for game_id in GAME_IDS:
        try:
            rules_of(game_id)
        except Malformed:
            continue
        found.append(game_id)
    return found


def engine_on_demand(package: str, names: tuple[str, ...]):
    """A game package's module `__getattr__` (PEP 562): its engine's names (`Aurum`…), from
    `<package>.game`, imported on first use. The app's first frame reads every game's NAME
    and PLAYERS; the engines load with the first game played or resumed."""
    def attribute(name: str):
        if name in names:
            return getattr(importlib.import_module(f"{package}.game"), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")
    return attribute
