"""Game options: each has a default, so `{}` is always valid; unknown names are refused."""

from __future__ import annotations

from dataclasses import dataclass, field as dc_field
from typing import Any, Callable

from companion.errors import Malformed
from companion.text import Message


@dataclass(frozen=True)
class Option:
    """One setting a table chooses at setup.

    kind: "seat" (a seat number), "bool", "choice" (one of `choices`), "int" (within
    `minimum`..`maximum`), or "any" (checked by `check` alone). `check(value, players)`
    may raise `Malformed` for game-specific constraints. `default` may be a callable of
    the number of players.
    """

    name: str
    kind: str
    default: Any
    label: Message
    choices: tuple = ()
    minimum: int | None = None
    maximum: int | None = None
    check: Callable[[Any, int], None] | None = None
    help: Message | None = dc_field(default=None)

    def default_for(self, players: int) -> Any:
        return self.default(players) if callable(self.default) else self.default

    def validate(self, value: Any, players: int) -> Any:
        bad = f"option '{self.name}'"
        if not _flat(value):  # games' own checks compare items with sets and dicts: keep them plain
            raise Malformed(f"{bad} must be a value or a list of values, not nested lists or objects")
        if self.kind == "seat":
            if not (isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players):
                raise Malformed(f"{bad} must be a seat from 0 to {players - 1}")
        elif self.kind == "bool":
            if not isinstance(value, bool):
                raise Malformed(f"{bad} must be true or false")
        elif self.kind == "choice":
            if value not in self.choices:
                raise Malformed(f"{bad} must be one of {', '.join(map(str, self.choices))}")
        elif self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise Malformed(f"{bad} must be a whole number")
            if self.minimum is not None and value < self.minimum or self.maximum is not None and value > self.maximum:
                raise Malformed(f"{bad} must be between {self.minimum} and {self.maximum}")
        if self.check:
            self.check(value, players)
        return value


def _flat(value: Any) -> bool:
    """A JSON scalar, or a list of scalars: the only shapes an option value ever takes."""
    scalar = lambda item: item is None or isinstance(item, (bool, int, float, str))  # noqa: E731
    return scalar(value) or isinstance(value, list) and all(map(scalar, value))


def resolve(spec: list[Option], given: Any, players: int, game_name: str) -> dict:
    """Options with defaults filled in; refuses unknown names and bad values."""
    if not isinstance(given, dict):
        raise Malformed("'options' must be an object")
    known = {option.name: option for option in spec}
    for name in given:
        if name not in known:
            raise Malformed(f"unknown option '{name}' for {game_name}")
    return {
        name: option.validate(given[name], players) if name in given else option.default_for(players)
        for name, option in known.items()
    }
