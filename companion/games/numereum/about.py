"""Numereum in our own words, for the app's rules screen: a short summary and every ruling.

R-1 to R-6 are the project's readings of the rulebook (`rules/numereum.md`); R-7 onward are
the referee's own choices where the rules are silent.
"""

from __future__ import annotations

from companion.text import Message

SUMMARY: list[Message] = [
    Message("numereum.about.1"),
    Message("numereum.about.2"),
    Message("numereum.about.3"),
    Message("numereum.about.4"),
]

RULINGS: list[tuple[str, Message]] = [
    ("R-1", Message("numereum.ruling.R-1")),
    ("R-2", Message("numereum.ruling.R-2")),
    ("R-3", Message("numereum.ruling.R-3")),
    ("R-4", Message("numereum.ruling.R-4")),
    ("R-5", Message("numereum.ruling.R-5")),
    ("R-6", Message("numereum.ruling.R-6")),
    ("R-7", Message("numereum.ruling.R-7")),
    ("R-8", Message("numereum.ruling.R-8")),
    ("R-9", Message("numereum.ruling.R-9")),
]
