"""The printable decks, one module per game, each reading its cards from `companion.games.<id>.deck`."""

from __future__ import annotations

import importlib

GAMES = ("aurum", "numereum", "pikoko", "fievre")


def load(game: str):
    """The `Deck` of one game."""
    if game not in GAMES:
        raise ValueError(f"unknown game '{game}' (choose from {', '.join(GAMES)})")
    return importlib.import_module(f"printables.decks.{game}").deck()
