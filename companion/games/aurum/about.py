"""Aurum in our own words, for the app's rules screen: a short summary and every ruling.

R-1 to R-10 are the project's readings of the two rulebooks (`rules/aurum.md`); R-11 onward
are the referee's own choices where the rules are silent.
"""

from __future__ import annotations

from companion.text import Message

SUMMARY: list[Message] = [
    Message("aurum.about.1"),
    Message("aurum.about.2"),
    Message("aurum.about.3"),
    Message("aurum.about.4"),
]

RULINGS: list[tuple[str, Message]] = [
    ("R-1", Message("aurum.ruling.R-1")),
    ("R-2", Message("aurum.ruling.R-2")),
    ("R-3", Message("aurum.ruling.R-3")),
    ("R-4", Message("aurum.ruling.R-4")),
    ("R-5", Message("aurum.ruling.R-5")),
    ("R-6", Message("aurum.ruling.R-6")),
    ("R-7", Message("aurum.ruling.R-7")),
    ("R-8", Message("aurum.ruling.R-8")),
    ("R-9", Message("aurum.ruling.R-9")),
    ("R-10", Message("aurum.ruling.R-10")),
    ("R-11", Message("aurum.ruling.R-11")),
    ("R-12", Message("aurum.ruling.R-12")),
    ("R-13", Message("aurum.ruling.R-13")),
    ("R-14", Message("aurum.ruling.R-14")),
]
