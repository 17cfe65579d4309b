"""The printed decks' colours on screen: cards are drawn as they are printed, and each deck's
palette lives once, in `printables/decks/<game>.py`, as hex strings. The printables bring
their drawing code with them (~20 ms to import), so a palette is read when a game first
shows a card, never at start-up, and only once."""

from __future__ import annotations

import importlib
from functools import cache


def rgb(hex_colour: str) -> tuple[int, int, int]:
    """"#9C5BA6" -> (156, 91, 166)."""
    return tuple(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))


@cache
def deck(game: str):
    """The printed deck's module, `printables.decks.<game>`, imported when first asked."""
    return importlib.import_module(f"printables.decks.{game}")
