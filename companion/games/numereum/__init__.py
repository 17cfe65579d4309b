"""Numereum: a two-player game of bids, bluff and number combinations.

Rules: `../shared/rules/numereum.md`; records: `spec/records.md` (Numereum section).
Modules: `deck` (which cards exist), `combos` (the five criteria, every combination in a
reserve), `game` (the referee), `messages` (what it says), `about` (summary and rulings),
`cli` (`companion numereum check`).
"""

from __future__ import annotations

from companion.errors import Malformed
from companion.games.numereum.combos import SUITE_RULES
from companion.games.numereum.game import Hand, Numereum
from companion.options import Option
from companion.text import Text

NAME = Text("Numereum", "Numereum", "Numereum")
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
    Option("younger", "seat", 1, Text("The younger player (wins the last tie)", "Le joueur le plus jeune (gagne la dernière égalité)",
                                      "Jüngerer Spieler (gewinnt den letzten Gleichstand)")),
    Option("deck_size", "int", 54, Text("Cards in the draw pile", "Cartes dans la pioche", "Karten im Nachziehstapel"),
           minimum=6, maximum=100),
    Option("deck", "any", None, Text("Values of a home-made deck", "Valeurs d'un paquet maison", "Werte eines selbstgemachten Decks"),
           check=_check_deck,
           help=Text("a list of values 00–99, repeats allowed; the pile then holds exactly these",
                     "une liste de valeurs 00–99, répétitions permises ; la pioche contient alors exactement celles-ci",
                     "eine Liste von Werten 00–99, Wiederholungen erlaubt; der Stapel enthält dann genau diese")),
    Option("suite", "choice", "in_order", Text("Runs", "Suites", "Folgen"), choices=SUITE_RULES,
           help=Text("in_order: each card keeps its digit order (R-4); any_order: five consecutive digits anywhere",
                     "in_order : chaque carte garde l'ordre de ses chiffres (R-4) ; any_order : cinq chiffres consécutifs n'importe où",
                     "in_order: jede Karte behält ihre Ziffernfolge (R-4); any_order: fünf aufeinanderfolgende Ziffern irgendwo")),
]


def new_game(players: list[str], options: dict) -> Numereum:
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
