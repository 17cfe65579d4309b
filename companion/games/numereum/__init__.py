"""Numereum: a two-player game of bids, bluff and number combinations.

Rules: `../shared/rules/numereum.md`; records: `spec/records.md` (Numereum section).
Modules: `deck` (which cards exist), `combos` (the five criteria, every combination in a
reserve), `game` (the referee), `messages` (what it says), `about` (summary and rulings),
`cli` (`companion numereum check`).
"""

from __future__ import annotations

from companion.errors import Malformed
from companion.games import engine_on_demand
from companion.games.numereum.combos import SUITE_RULES
from companion.options import Option
from companion.text import Message

NAME = Message("numereum.name")
PLAYERS = range(2, 3)


def _check_deck(value, players: int) -> None:
    """`deck`: null, or the list of non-basic values (0–99 or two-digit codes), repeats allowed."""
    if value is None:
        return
    if not isinstance(value, list) or len(value) < 6:
        raise Malformed("option 'deck' must list at least 6 card values")
    for item in value:
        number = isinstance(item, int) and not isinstance(item, bool) and 0 <= item <= 99
        code = isinstance(item, str) and len(item) == 2 and item.isascii() and item.isdigit()
        if not (number or code):
            raise Malformed(f"option 'deck' holds {item!r}, not a card value from 00 to 99")


OPTIONS = [
    Option("younger", "seat", 1, Message("numereum.option.younger_player_wins_last_tie")),
    Option("deck_size", "int", 54, Message("numereum.option.cards_draw_pile"),
           minimum=6, maximum=100),
    Option("deck", "any", None, Message("numereum.option.values_home_made_deck"),
           check=_check_deck,
           help=Message("numereum.option.list_values_00_99_repeats")),
    Option("suite", "choice", "in_order", Message("numereum.option.runs"), choices=SUITE_RULES,
           help=Message("numereum.option.order_each_card_keeps_its")),
]


def new_game(players: list[str], options: dict) -> Numereum:
    from companion.games.numereum.game import Numereum  # loaded with a game, not with the home screen
    return Numereum(players, options)


def describe(action: dict, players: list[str]) -> str:
    """`bid B70 by Iris, B80 by Jules`, `combine 17 08 25 by Iris`, `concede`."""
    verb = action.get("do", "?")
    cards = action.get("cards")
    seat = action.get("player")
    who = f" by {players[seat]}" if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(players) else ""
    if verb in ("bid", "raise") and isinstance(cards, list) and len(cards) == 2:
        return f"{verb} {cards[0]} by {players[0]}, {cards[1]} by {players[1]}"
    shown = " ".join(map(str, cards)) if isinstance(cards, list) else ""
    return " ".join(part for part in (verb, shown) if part) + who


__all__ = ["NAME", "PLAYERS", "OPTIONS", "new_game", "describe", "Numereum", "Hand"]
__getattr__ = engine_on_demand(__name__, ('Numereum', 'Hand'))
