"""Which Aurum cards exist: suits, values, the gold cards and their points.

Data only (the printables and the app read it from here). A card code is a suit code
plus a value: base metal `Bi1` … `Zn10`, gold `Au0` … `Au8`.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.text import Message


@dataclass(frozen=True)
class Suit:
    """A base-metal suit. `mark` is a one-letter id (readable in black and white);
    `symbol` a shape name the app and printables draw in our own art."""

    code: str
    name: Message
    mark: str
    symbol: str


SUITS: dict[str, Suit] = {
    "Bi": Suit("Bi", Message("aurum.suit.Bi"), "B", "triangle"),
    "Cu": Suit("Cu", Message("aurum.suit.Cu"), "C", "circle"),
    "P": Suit("P", Message("aurum.suit.P"), "P", "diamond"),
    "Ag": Suit("Ag", Message("aurum.suit.Ag"), "S", "crescent"),
    "Zn": Suit("Zn", Message("aurum.suit.Zn"), "Z", "square"),
}
SUIT_ORDER = ("Bi", "Cu", "P", "Ag", "Zn")

GOLD = "Au"
GOLD_NAME = Message("aurum.suit.Au")
GOLD_MARK = "G"
GOLD_SYMBOL = "sun"

VALUES = tuple(range(1, 11))  # base-metal values 1–10
GOLD_VALUES = tuple(range(0, 9))  # gold values 0–8
GOLD_COUNTS: dict[int, int] = {0: 4, 1: 2, 2: 2, 3: 2, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1}
_GOLD_POINTS = {0: 0, 1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 2, 7: 3, 8: 3}


def gold_points(value: int | str) -> int:
    """Points a gold card scores in a collection (`Au5` or 5 → 2)."""
    if isinstance(value, str):
        value = gold_value(value)
    return _GOLD_POINTS[value]


def code_of(suit: str, value: int) -> str:
    return f"{suit}{value}"


def split(code: str) -> tuple[str, int] | None:
    """(suit code, value) of a card code, or None if it is not an Aurum code."""
    return _SPLIT.get(code) if isinstance(code, str) else None


# Every code spelled out once: the app asks this hundreds of times per frame.
_SPLIT = {f"{suit}{value}": (suit, value)
          for suit in (GOLD, *SUIT_ORDER) for value in (GOLD_VALUES if suit == GOLD else VALUES)}


def is_code(code: object) -> bool:
    """True for every code in the game: `Bi1`–`Zn10` and `Au0`–`Au8`."""
    return split(code) is not None  # type: ignore[arg-type]


_GOLD_CODES = frozenset(f"{GOLD}{value}" for value in GOLD_VALUES)


def is_gold(code: str) -> bool:
    return code in _GOLD_CODES  # asked for every card of every trick: one set lookup


def is_base(code: str) -> bool:
    return is_code(code) and not code.startswith(GOLD)


def suit_of(code: str) -> str:
    """Suit code of a card (`"Au"` for gold)."""
    parsed = split(code)
    if parsed is None:
        raise ValueError(f"not an Aurum card code: {code!r}")
    return parsed[0]


def value_of(code: str) -> int:
    parsed = split(code)
    if parsed is None:
        raise ValueError(f"not an Aurum card code: {code!r}")
    return parsed[1]


def gold_value(code: str) -> int:
    if not is_gold(code):
        raise ValueError(f"not a gold card code: {code!r}")
    return value_of(code)


def suits_in_play(players: int) -> tuple[str, ...]:
    """4p plays all five suits; 3p leaves Copper out."""
    return SUIT_ORDER if players == 4 else tuple(s for s in SUIT_ORDER if s != "Cu")


def values_in_play(players: int) -> tuple[int, ...]:
    """4p plays 1–10; 3p leaves the 10s out."""
    return VALUES if players == 4 else VALUES[:-1]


def base_cards(players: int) -> list[str]:
    """Base-metal codes in play: 50 for 4 players, 36 for 3 (no Copper, no 10s)."""
    _check_players(players)
    return [code_of(s, v) for s in suits_in_play(players) for v in values_in_play(players)]


def gold_cards(players: int, zero_gold: bool = True) -> list[str]:
    """Every gold card in the game, duplicates repeated (e.g. `Au0` four times in 4p).

    3p removes `Au8` and uses only three `Au0` (one per player; R-10). Without the
    zero-gold variant no `Au0` is used at all.
    """
    _check_players(players)
    cards = []
    for value, count in GOLD_COUNTS.items():
        if value == 8 and players == 3:
            continue
        if value == 0:
            count = players if zero_gold else 0
        cards += [code_of(GOLD, value)] * count
    return cards


def supply_cards(players: int) -> list[str]:
    """The gold supply at the start of a round (the `Au0`s go to the players)."""
    return gold_cards(players, zero_gold=False)


def _check_players(players: int) -> None:
    if players not in (3, 4):
        raise ValueError(f"Aurum is for 3 or 4 players, not {players}")


def deck_cards() -> list[str]:
    """The full printed deck: 50 base-metal and 15 gold cards."""
    return [code_of(s, v) for s in SUIT_ORDER for v in VALUES] + [
        code_of(GOLD, v) for v, n in GOLD_COUNTS.items() for _ in range(n)
    ]


def card_label(code: str) -> Message:
    """A card in words, worded when shown: `Copper 5`, `Gold 3`."""
    suit, value = split(code) or (None, None)
    if suit is None:
        return Message("aurum.code", code=code)
    return Message("aurum.card", suit=suit_label(suit), value=value)


def suit_label(suit: str) -> Message:
    return GOLD_NAME if suit == GOLD else SUITS[suit].name


def card_name(code: str, lang: str = "en") -> str:
    """`Copper 5`, `Gold 3` in the language asked."""
    return card_label(code).get(lang)


def suit_name(suit: str, lang: str = "en") -> str:
    return suit_label(suit).get(lang)


def card_order(code: str) -> tuple[int, int]:
    """Sort key: suits in table order, then gold, each by value."""
    suit, value = split(code) or (GOLD, 99)
    return (SUIT_ORDER.index(suit) if suit in SUIT_ORDER else len(SUIT_ORDER), value)
