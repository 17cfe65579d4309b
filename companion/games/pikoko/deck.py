"""Which Pikoko cards exist: data only (the app and the printables read it from here).

47 feather cards: numbers 1-11 in five colours, except that four multicoloured feathers
each replace the card of their number in three colours. Fewer players, smaller deck:
4 players drop every 10 and 11 (39 cards), 3 players every 8 to 11 (29 cards).
"""

from __future__ import annotations

from companion.text import Message


class Colour:
    """A feather colour: its name in records, its card letter, its words and a print symbol."""

    __slots__ = ("name", "letter", "text", "symbol")

    def __init__(self, name: str, letter: str, text: Message, symbol: str):
        self.name = name      # as written in records: "red"
        self.letter = letter  # as written in card codes: "R"
        self.text = text      # as shown to players
        self.symbol = symbol  # a shape id, so colour is never the only signal (B/W print)

    def __repr__(self) -> str:
        return f"Colour({self.name!r})"


# Order matters: it is the default order of player colours (first N for N players).
COLOURS: dict[str, Colour] = {
    c.name: c
    for c in (
        Colour("red", "R", Message("pikoko.colour.red"), "circle"),
        Colour("yellow", "Y", Message("pikoko.colour.yellow"), "triangle"),
        Colour("pink", "P", Message("pikoko.colour.pink"), "heart"),
        Colour("white", "W", Message("pikoko.colour.white"), "star"),
        Colour("blue", "B", Message("pikoko.colour.blue"), "square"),
    )
}
COLOUR_NAMES: tuple[str, ...] = tuple(COLOURS)
BY_LETTER: dict[str, str] = {c.letter: c.name for c in COLOURS.values()}

# The four multicoloured feathers and the colours each one shows.
MULTICOLOURED: dict[str, tuple[str, ...]] = {
    "M1": ("pink", "yellow", "red"),
    "M4": ("blue", "white", "yellow"),
    "M7": ("pink", "white", "red"),
    "M10": ("blue", "white", "red"),
}
MULTI_SYMBOL = "rainbow"  # print symbol of the multicoloured feathers

NUMBERS = range(1, 12)
# Highest number kept in the deck, by player count.
TOP_NUMBER = {3: 7, 4: 9, 5: 11}


def _full_deck() -> tuple[str, ...]:
    codes = []
    for number in NUMBERS:
        multi = f"M{number}"
        replaced = MULTICOLOURED.get(multi, ())
        for colour in COLOURS.values():
            if colour.name not in replaced:
                codes.append(f"{colour.letter}{number}")
        if multi in MULTICOLOURED:
            codes.append(multi)
    return tuple(codes)


ALL_CARDS: tuple[str, ...] = _full_deck()
_ALL = frozenset(ALL_CARDS)


def is_code(code: object) -> bool:
    """Whether `code` names a card of the 47-card deck."""
    return isinstance(code, str) and code in _ALL


# Per card, worked out once: a replay asks these several times for every card played.
NUMBER: dict[str, int] = {code: int(code[1:]) for code in ALL_CARDS}
COLOURS_OF: dict[str, tuple[str, ...]] = {
    code: MULTICOLOURED.get(code) or (BY_LETTER[code[0]],) for code in ALL_CARDS}


def number_of(code: str) -> int:
    return NUMBER[code]


def colours_of(code: str) -> tuple[str, ...]:
    """The colour names a card shows: one, or three for a multicoloured feather."""
    return COLOURS_OF[code]


def is_multicoloured(code: str) -> bool:
    return code in MULTICOLOURED


def cards(players: int) -> tuple[str, ...]:
    """The deck for a table of `players` (3: 29 cards, 4: 39, 5: 47), in a stable order."""
    return _DECKS[players]


_DECKS = {players: tuple(c for c in ALL_CARDS if NUMBER[c] <= top) for players, top in TOP_NUMBER.items()}


def code(colour: str, number: int) -> str:
    """The single-colour card code for a colour name and number, e.g. ("red", 5) -> "R5"."""
    return f"{COLOURS[colour].letter}{number}"


# Confidence cards: one per player colour, plus "no confidence" (worth +1).
NO_CONFIDENCE = "none"
CONFIDENCE_KINDS: tuple[str, ...] = COLOUR_NAMES + (NO_CONFIDENCE,)
NO_CONFIDENCE_TEXT = Message("pikoko.no_confidence")
NO_CONFIDENCE_SYMBOL = "cross"

# Per player colour: 9 bet tokens for a round.
TOKENS_PER_ROUND = 9
CARDS_PER_PEACOCK = 8
