"""The two ways the referee says no.

`Malformed`: the input is not something the game understands (bad JSON, unknown verb or
card code, missing field, bad option): the record itself is broken (`replay` exits 2).
`Refusal`: the input is understood but the rules forbid it now (`replay` exits 1).
Both carry a one-line, player-facing message; neither ever changes the game state.
"""

from __future__ import annotations

from companion.text import DEFAULT, Message, as_text


class CompanionError(Exception):
    """An error whose message is meant for a player, not a programmer.

    `message` is a catalog `Message` (worded in each reader's language when shown), or a
    plain string for input errors about a broken record.
    """

    def __init__(self, message: str | Message, rule: str | None = None):
        self.text = as_text(message)
        self.rule = rule  # ruling id such as "R-7", when a ruling decided it
        super().__init__(self.text.get(DEFAULT))

    def message(self, lang: str = "en") -> str:
        words = self.text.get(lang)
        return f"{words} ({self.rule})" if self.rule else words

    def __str__(self) -> str:
        return self.message("en")


class Malformed(CompanionError):
    """The record or action is not valid input (exit status 2)."""


class Refusal(CompanionError):
    """The rules do not allow this action now (exit status 1)."""
