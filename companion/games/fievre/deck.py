"""The cards of La Fièvre de l'Or as data: towns, the 45 concessions, the events, mayors, saloons.

The printables draw the project's own deck from here and the app offers these cards in its
pickers. Every printed card has a code; a record may write a code in place of a card object
(`card_by_code`). The referee itself never relies on this list: a concession is whatever its
printed values say (spec: "each concession is described by its printed values").
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.text import Message


@dataclass(frozen=True)
class Town:
    id: str          # record spelling: "red", "yellow", ...
    name: Message
    letter: str      # printed on every card of the town, so black-and-white prints stay readable
    shape: str       # symbol drawn beside the letter: circle, triangle, square, diamond, star
    glyph: str       # the same symbol as one character, for text-only displays
    rgb: tuple[int, int, int]


TOWNS: tuple[Town, ...] = (
    Town("red", Message("fievre.town_label.red"), "R", "circle", "●", (196, 52, 44)),
    Town("yellow", Message("fievre.town_label.yellow"), "Y", "triangle", "▲", (222, 176, 32)),
    Town("green", Message("fievre.town_label.green"), "G", "square", "■", (54, 142, 72)),
    Town("blue", Message("fievre.town_label.blue"), "B", "diamond", "◆", (44, 98, 186)),
    Town("purple", Message("fievre.town_label.purple"), "P", "star", "★", (128, 64, 156)),
)
TOWN_IDS: tuple[str, ...] = tuple(town.id for town in TOWNS)
_TOWN = {town.id: town for town in TOWNS}


def town(town_id: str) -> Town:
    return _TOWN[town_id]


@dataclass(frozen=True)
class Concession:
    code: str        # town letter + production number, e.g. "G7"
    town: str
    roll: int        # production number, 2..12
    nuggets: int     # production value
    dangerous: bool = False

    def as_card(self) -> dict:
        """The record's object form of this card."""
        card = {"town": self.town, "roll": self.roll, "nuggets": self.nuggets}
        if self.dangerous:
            card["dangerous"] = True
        return card


# The known distribution (roll/nuggets per town; * = dangerous), from rules/fievre.md.
_DISTRIBUTION = {
    "green": "2/6 4/3 5/2 6/5 7/6* 8/3 9/4 11/2 12/5",
    "purple": "3/5 4/6 5/3 6/9* 7/5 8/1 9/3 10/4 12/5",
    "red": "3/1 4/3 5/5 6/4 7/3 8/4 10/6 11/3 12/6",
    "yellow": "2/5 3/4 5/2 6/4 7/2 8/5 9/4 10/7 11/3",
    "blue": "2/6 3/3 4/5 6/1 7/4 8/2 9/7 10/2 11/4",
}


def _concessions() -> tuple[Concession, ...]:
    cards = []
    for town_ in TOWNS:
        for entry in _DISTRIBUTION[town_.id].split():
            roll, nuggets = entry.rstrip("*").split("/")
            cards.append(Concession(f"{town_.letter}{roll}", town_.id, int(roll), int(nuggets), entry.endswith("*")))
    return tuple(cards)


CONCESSIONS: tuple[Concession, ...] = _concessions()


@dataclass(frozen=True)
class Event:
    id: str          # record spelling, e.g. "dynamite"
    name: Message
    effect: Message    # our own short wording of the effect, for card faces and the app
    codes: tuple[str, ...]   # one code per printed copy; len(codes) = copies in our deck
    choice: bool     # the taker must choose something when it is taken (or placed later)
    kept: bool = False       # kept in hand and used later (Telegraph, Mustang)

    @property
    def copies(self) -> int:
        return len(self.codes)

    def as_card(self) -> dict:
        return {"event": self.id}


def _codes(prefix: str, copies: int) -> tuple[str, ...]:
    return tuple(f"{prefix}{n}" for n in range(1, copies + 1))


EVENTS: tuple[Event, ...] = (
    Event("saloon", Message("fievre.event.saloon"),
          Message("fievre.effect.saloon"),
          _codes("SAL", 2), choice=True),
    Event("girls", Message("fievre.event.girls"),
          Message("fievre.effect.girls"),
          _codes("GIR", 1), choice=True),
    Event("governor", Message("fievre.event.governor"),
          Message("fievre.effect.governor"),
          _codes("GOV", 1), choice=True),
    Event("new_vein", Message("fievre.event.new_vein"),
          Message("fievre.effect.new_vein"),
          _codes("VEI", 1), choice=True),
    Event("telegraph", Message("fievre.event.telegraph"),
          Message("fievre.effect.telegraph"),
          _codes("TEL", 1), choice=False, kept=True),
    Event("mustang", Message("fievre.event.mustang"),
          Message("fievre.effect.mustang"),
          _codes("MUS", 1), choice=False, kept=True),
    Event("dynamite", Message("fievre.event.dynamite"),
          Message("fievre.effect.dynamite"),
          _codes("DYN", 3), choice=True),
    Event("expropriation", Message("fievre.event.expropriation"),
          Message("fievre.effect.expropriation"),
          _codes("EXP", 1), choice=True),
    Event("card_shark", Message("fievre.event.card_shark"),
          Message("fievre.effect.card_shark"),
          _codes("SHK", 1), choice=False),
    Event("holdup", Message("fievre.event.holdup"),
          Message("fievre.effect.holdup"),
          _codes("HLD", 2), choice=True),
    Event("stagecoach", Message("fievre.event.stagecoach"),
          Message("fievre.effect.stagecoach"),
          _codes("STG", 1), choice=False),
)
EVENT_IDS: tuple[str, ...] = tuple(event.id for event in EVENTS)
_EVENT = {event.id: event for event in EVENTS}


def event(event_id: str) -> Event:
    return _EVENT[event_id]


@dataclass(frozen=True)
class Mayor:
    code: str        # "MR", "MY", ...
    town: str


@dataclass(frozen=True)
class Saloon:
    code: str        # "SR1", "SR2", ...: the marker laid on a town when a Saloon event is placed
    town: str


MAYORS: tuple[Mayor, ...] = tuple(Mayor(f"M{t.letter}", t.id) for t in TOWNS)
SALOONS: tuple[Saloon, ...] = tuple(Saloon(f"S{t.letter}{n}", t.id) for t in TOWNS for n in (1, 2))

MAYOR_BONUS = 5      # points per Mayor card at the end
DECK_SIZE = len(CONCESSIONS) + sum(e.copies for e in EVENTS)   # 60

_BY_CODE: dict[str, object] = {}
for _card in CONCESSIONS + MAYORS + SALOONS:
    _BY_CODE[_card.code] = _card
for _event in EVENTS:
    for _code in _event.codes:
        _BY_CODE[_code] = _event


def card_by_code(code: str):
    """The card printed with `code` (a Concession, Event, Mayor or Saloon), or None."""
    return _BY_CODE.get(code) if isinstance(code, str) else None


def is_code(code: object) -> bool:
    return isinstance(code, str) and code in _BY_CODE
