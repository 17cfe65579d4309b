"""Pikoko in our own words, and the rulings the referee applies (shown on the rules screen)."""

from __future__ import annotations

from companion.text import Message

SUMMARY: list[Message] = [
    Message("pikoko.about.1"),
    Message("pikoko.about.2"),
    Message("pikoko.about.3"),
    Message("pikoko.about.4"),
]

RULINGS: list[tuple[str, Message]] = [
    ("R-1", Message("pikoko.ruling.R-1")),
    ("R-2", Message("pikoko.ruling.R-2")),
    ("R-3", Message("pikoko.ruling.R-3")),
    ("R-4", Message("pikoko.ruling.R-4")),
    ("R-5", Message("pikoko.ruling.R-5")),
    ("R-6", Message("pikoko.ruling.R-6")),
    ("R-7", Message("pikoko.ruling.R-7")),
    ("R-8", Message("pikoko.ruling.R-8")),
]
