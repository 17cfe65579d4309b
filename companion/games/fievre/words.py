"""The Fièvre game log's words: card and town names as catalog `Message`s, and short announcements.

Every log line is a `Message("fievre.log.<what>", …)` (sentences in
`assets/translations/<lang>/fievre.json`); its short form for an announcement facing the seats
concerned ("Ana → Ben 2 (saloon)") is the same fields under `fievre.say.<what>`. Names of cards
and towns are `Message`s too, so a line is worded in one language from end to end.
Messages are built once per card (at its reveal) and worded only when shown: replay stays cheap.
"""

from __future__ import annotations

from companion.errors import Refusal
from companion.games.fievre import deck
from companion.text import Joined, Message, catalog  # noqa: F401  (Joined: the cards of a reveal)

LOG = "fievre.log."
SAY = "fievre.say."

TOWNS: dict[str, Message] = {town.id: Message(f"fievre.town.{town.id}") for town in deck.TOWNS}        # in a sentence
TOWN_LABELS: dict[str, Message] = {town.id: Message(f"fievre.town_label.{town.id}") for town in deck.TOWNS}  # on a card
EVENTS: dict[str, Message] = {event.id: Message(f"fievre.event.{event.id}") for event in deck.EVENTS}


def card_name(card) -> Message:
    """A revealed card (`cards.Card`) in words: "Red 7 (3)", "Red 2 (6, dangerous)", "Dynamite"."""
    if card.event is not None:
        return EVENTS[card.event]
    key = "fievre.word.concession_dangerous" if card.dangerous else "fievre.word.concession"
    return Message(key, town=TOWN_LABELS[card.town], roll=card.roll, nuggets=card.nuggets)


def saloon_name(town_id: str) -> Message:
    return Message("fievre.word.saloon", town=TOWN_LABELS[town_id])


def line(what: str, **fields) -> Message:
    """The log sentence `fievre.log.<what>`."""
    return Message(LOG + what, **fields)


def announcement(message: Message) -> Message:
    """The short form of a log line for an announcement, or the line itself where none is written."""
    key = getattr(message, "key", "")
    if key.startswith(LOG):
        short = SAY + key[len(LOG):]
        if short in catalog("en"):
            return Message(short, **message.params)
    return message


def refusal(key: str, rule: str | None = None, **fields) -> Refusal:
    """A refusal worded from the catalog when shown, in the language of whoever reads it."""
    return Refusal(Message(key, **fields), rule=rule)
