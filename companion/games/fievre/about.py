"""Our own short summary of La Fièvre de l'Or and the rulings the referee applies."""

from __future__ import annotations

from companion.games.fievre import deck
from companion.text import Message

SUMMARY: list[Message] = [
    Message("fievre.about.1"),
    Message("fievre.about.2"),
    Message("fievre.about.3"),
    Message("fievre.about.4"),
]

# Then each event card in a few words (the same text as on our printed cards).
SUMMARY += [Message("fievre.about.event", name=e.name, effect=e.effect)
            for e in deck.EVENTS]

RULINGS: list[tuple[str, Message]] = [
    ("R-1", Message("fievre.ruling.R-1")),
    ("R-2", Message("fievre.ruling.R-2")),
    ("R-3", Message("fievre.ruling.R-3")),
    ("R-4", Message("fievre.ruling.R-4")),
    ("R-5", Message("fievre.ruling.R-5")),
    ("R-6", Message("fievre.ruling.R-6")),
    ("R-7", Message("fievre.ruling.R-7")),
    ("R-8", Message("fievre.ruling.R-8")),
    ("R-9", Message("fievre.ruling.R-9")),
    ("R-10", Message("fievre.ruling.R-10")),
    ("R-11", Message("fievre.ruling.R-11")),
    ("R-12", Message("fievre.ruling.R-12")),
    ("R-13", Message("fievre.ruling.R-13")),
    ("R-14", Message("fievre.ruling.R-14")),
    ("R-15", Message("fievre.ruling.R-15")),
]
