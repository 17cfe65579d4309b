"""The things on a Fièvre table that the rules move around, and the game's constants."""

from __future__ import annotations

from dataclasses import dataclass

from companion.errors import Refusal
from companion.games.fievre import deck
from companion.text import Message

VEIN_BONUS = 3
SALOON_FEE = 2
GIRLS_FEE = 4
CARD_SHARK_FINE = 4
STAGECOACH_GOLD = 10
COLLAPSE_ROLLS = (2, 12)
PLACED_LATER = ("girls", "governor", "new_vein")     # may wait in front of their owner
KEPT = ("telegraph", "mustang")
CHOICE_NOW = ("saloon", "dynamite", "expropriation", "holdup")   # R-8, never wait

# Phases
REVEAL, AUCTION, CHOOSE, PRODUCTION, OVER = "reveal", "auction", "choose", "production", "over"


@dataclass
class Concession:
    id: int
    town: str
    roll: int
    nuggets: int
    dangerous: bool
    owner: int
    vein: bool = False

    @property
    def value(self) -> int:
        return self.nuggets + (VEIN_BONUS if self.vein else 0)

    def as_summary(self) -> dict:
        return {"id": self.id, "town": self.town, "roll": self.roll, "nuggets": self.nuggets,
                "dangerous": self.dangerous, "vein": self.vein}


@dataclass
class SaloonCard:
    id: int
    town: str
    owner: int
    girls: bool = False

    @property
    def fee(self) -> int:
        return GIRLS_FEE if self.girls else SALOON_FEE


@dataclass(frozen=True)
class Choice:
    """A choice someone must make before cards are taken on (R-7, R-8)."""

    seat: int
    event: str
    card: int          # id of the event card
    waiting: bool      # a waiting Girls/Governor/New Vein rather than the card just taken


@dataclass(frozen=True)
class Step:
    """What the table must do next: `kind` is reveal, bid, take, choose, roll, telegraph or over.

    `seat` acts (None for reveal and roll, which anyone enters, and for telegraph, where every
    Telegraph holder may act or the table taps 'produce'); `choice` is set for kind "choose".
    """

    kind: str
    seat: int | None = None
    choice: Choice | None = None


def event_name(event_id: str) -> Message:
    return deck.event(event_id).name


def refuse(key: str, rule: str | None = None, **values) -> Refusal:
    """A refusal worded from the catalogs: `refuse("fievre.has_no_mustang", who=…)`."""
    return Refusal(Message(key, **values), rule=rule)
