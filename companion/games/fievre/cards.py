"""Reading the cards a record reveals: a concession object, an event object, or a deck code."""

from __future__ import annotations

from dataclasses import dataclass

from companion.errors import Malformed
from companion.games.fievre import deck

ROLLS = range(2, 13)
MAX_NUGGETS = 99


@dataclass(frozen=True)
class Card:
    """A revealed card: either a concession (town, roll, nuggets, dangerous) or an event."""

    event: str | None = None
    town: str | None = None
    roll: int = 0
    nuggets: int = 0
    dangerous: bool = False

    @property
    def is_event(self) -> bool:
        return self.event is not None


def _int(value, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise Malformed(f"a concession's '{name}' must be a whole number")
    return value


_PARSED: dict[tuple, Card] = {}


def parse_card(value) -> Card:
    """A card from its record form; `Malformed` for anything else.

    Cards repeat from game to game (and a replay meets each one again): a well-formed object
    is read once. The key holds every field with its type (JSON `true` is not the number 1),
    so only the very same card matches."""
    if type(value) is dict:
        key = tuple((name, type(v), v) for name, v in value.items())
        try:
            card = _PARSED.get(key)
        except TypeError:      # a list or object where a value belongs: not a card
            return _parse(value)
        if card is None:
            card = _parse(value)
            if len(_PARSED) < 4096:
                _PARSED[key] = card
        return card
    return _parse(value)


def _parse(value) -> Card:
    if isinstance(value, str):
        printed = deck.card_by_code(value)
        if isinstance(printed, deck.Concession):
            return Card(town=printed.town, roll=printed.roll, nuggets=printed.nuggets, dangerous=printed.dangerous)
        if isinstance(printed, deck.Event):
            return Card(event=printed.id)
        raise Malformed(f"unknown card code {value!r}")
    if not isinstance(value, dict):
        raise Malformed("a revealed card must be an object or a card code")
    if "event" in value:
        if set(value) != {"event"}:
            raise Malformed("an event card has only the field 'event'")
        if value["event"] not in deck.EVENT_IDS:
            raise Malformed(f"unknown event {value['event']!r} (known: {', '.join(deck.EVENT_IDS)})")
        return Card(event=value["event"])
    extra = sorted(set(value) - {"town", "roll", "nuggets", "dangerous"})
    if extra:
        raise Malformed(f"a concession has no field '{extra[0]}'")
    for name in ("town", "roll", "nuggets"):
        if name not in value:
            raise Malformed(f"a concession needs the field '{name}'")
    if value["town"] not in deck.TOWN_IDS:
        raise Malformed(f"unknown town {value['town']!r} (known: {', '.join(deck.TOWN_IDS)})")
    roll = _int(value["roll"], "roll")
    nuggets = _int(value["nuggets"], "nuggets")
    if roll not in ROLLS:
        raise Malformed(f"a concession's roll must be from 2 to 12, not {roll}")
    if not 0 <= nuggets <= MAX_NUGGETS:
        raise Malformed(f"a concession's nuggets must be from 0 to {MAX_NUGGETS}, not {nuggets}")
    dangerous = value.get("dangerous", False)
    if not isinstance(dangerous, bool):
        raise Malformed("a concession's 'dangerous' must be true or false")
    return Card(town=value["town"], roll=roll, nuggets=nuggets, dangerous=dangerous)
