"""The game log: everything that happened, in words, including what the referee did on its own.

An engine appends `Event`s to its `log` list while it applies an action (only after every
check passed, so a refused action leaves no event). `events(record)` replays a record and
tags each event with the index of the action that caused it (`None` for setup); the app
reads `game.log[before:]` after a tap to announce the consequences to the seats concerned.
The spec's `companion log` output (`spec/records.md`, "The game log") is built from these.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from companion.text import Message


@dataclass(slots=True)
class Event:
    kind: str                      # a short word: play, trick, payment, production, mayor, round, end …
    message: Message               # the sentence, worded when shown
    seats: tuple[int, ...] = ()    # the seats it concerns (announcements face them); () = everyone
    gold: list[int] | None = None  # La Fièvre de l'Or: every seat's gold change caused by this event
    action: int | None = None      # index of the record action that caused it; set by `events`
    heading: bool = False          # a round or turn starts here (the log's headings)

    def text(self, lang: str = "en") -> str:
        return self.message.get(lang)

    def to_json(self, lang: str = "en") -> dict:
        out = {"action": self.action, "kind": self.kind, "text": self.text(lang)}
        if self.gold is not None:
            out["gold"] = list(self.gold)
        return out


def tag(game, index: int | None, start: int) -> None:
    """Mark the events the game logged since `start` as caused by action `index`."""
    for event in game.log[start:]:
        event.action = index


def event(kind: str, key: str, fields: dict, seats: tuple[int, ...] = (), heading: bool = False) -> Event:
    """An event worded by catalog `key` with `fields` (taken as they are: engines make
    hundreds of these per replay, so the fields dict is not copied again)."""
    return Event(kind, Message.holding(key, fields), seats, None, None, heading)
