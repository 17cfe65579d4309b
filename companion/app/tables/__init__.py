"""The registry of game tables: each game's screens plug into the app here.

A game's table is the module `companion/app/tables/<game id>.py`; importing it calls
`register(Table(...))`. Home shows a tile per game of `companion.games.GAME_IDS`; a game
whose table module (or rules package) is missing shows "coming soon". See the README.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, field
from typing import Callable

from companion.games import GAME_IDS
from companion.text import Message


@dataclass
class Table:
    """What a game brings to the app.

    game: the game id (as in records).
    play(app, session) -> Scene: the game screen for a session (new or resumed).
    first_player: the option that says who starts (e.g. "first", or "younger" for
        Numereum), or None; New game offers a random draw or a choice for it.
    first_player_label: how New game asks for it (e.g. "Who is the younger player?").
    first_player_random: offer "draw at random" for it (not for an age).
    hidden_options: options New game does not show (e.g. a deck list, a seed).
    house_rules: options the Settings screen offers as house rules (their value presets
        New game).
    choice_labels: option name -> {value: Message}, words for choice values.
    setup(scene, rect, options): optional, replaces the generic option editor on New
        game's options page: add widgets with `scene.add(...)` inside `rect`, change the
        `options` dict in place and call `scene.app.invalidate()`; `scene.count` and
        `scene.player_names()` tell who plays.
    screenshots: name -> function(app) that pushes the scene in a representative state
        (names are file names: "numereum-bids" -> numereum-bids.png).
    resume_sample(app): optional, saves an unfinished sample game as the current save
        (for the "resume?" screenshot and tests).
    The rules screen reads the game's `about.py` (SUMMARY, RULINGS).
    """

    game: str
    play: Callable
    first_player: str | None = None
    first_player_label: Message | None = None
    first_player_random: bool = True
    hidden_options: tuple = ()
    house_rules: tuple = ()
    choice_labels: dict = field(default_factory=dict)
    setup: Callable | None = None
    screenshots: dict = field(default_factory=dict)
    resume_sample: Callable | None = None


_tables: dict[str, Table] = {}


def register(table: Table) -> Table:
    _tables[table.game] = table
    return table


def get(game_id: str) -> Table | None:
    """The game's table, importing its module on first use; None when not built yet."""
    if game_id not in _tables:
        try:
            importlib.import_module(f"companion.app.tables.{game_id}")
        except ModuleNotFoundError as missing:
            if missing.name and (missing.name.startswith(f"companion.app.tables.{game_id}")
                                 or missing.name.startswith(f"companion.games.{game_id}")):
                return None
            raise
    return _tables.get(game_id)


def has_table(game_id: str) -> bool:
    """Whether the game's table and rules are installed. The table module is looked up, not
    imported: the first frame (home) shows four tiles without loading four tables."""
    try:
        if game_id not in _tables and importlib.util.find_spec(f"companion.app.tables.{game_id}") is None:
            return False
        return rules(game_id) is not None
    except Exception:  # a half-written table must not stop the home screen
        return False


def rules(game_id: str):
    """The game's rules package, or None when it is not available."""
    from companion.errors import Malformed
    from companion.games import rules_of
    try:
        return rules_of(game_id)
    except Malformed:
        return None


def about(game_id: str):
    """The game's `about` module (SUMMARY, RULINGS), or None."""
    try:
        return importlib.import_module(f"companion.games.{game_id}.about")
    except ImportError:
        return None


def has_about(game_id: str) -> bool:
    """Whether the game has its `about` module, looked up without importing it (home's first frame)."""
    try:
        return importlib.util.find_spec(f"companion.games.{game_id}.about") is not None
    except ImportError:
        return False


def game_name(game_id: str):
    found = rules(game_id)
    if found is not None and getattr(found, "NAME", None) is not None:
        return found.NAME
    return Message(f"{game_id}.name")  # the catalogs name every game (the key itself otherwise)


def all_games() -> tuple[str, ...]:
    return GAME_IDS
