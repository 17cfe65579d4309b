"""Checks on the shape of an action or option, shared by every game.

Each returns the value when it has the right type and raises `Malformed` with a
one-line message otherwise, so game code reads as a list of expectations.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from companion.errors import Malformed

_TYPE_WORDS = {int: "a whole number", str: "a text", list: "a list", dict: "an object", bool: "true or false"}


def field(action: dict, name: str, kind: type, *, optional: bool = False, default: Any = None) -> Any:
    """The value of `name` in `action`, which must be of type `kind`."""
    if name not in action:
        if optional:
            return default
        raise Malformed(f"'{action.get('do', '?')}' needs the field '{name}'")
    value = action[name]
    if not _is(value, kind):
        raise Malformed(f"'{name}' in '{action.get('do', '?')}' must be {_TYPE_WORDS.get(kind, kind.__name__)}")
    return value


def _is(value: Any, kind: type) -> bool:
    if kind is int:  # JSON true/false are not numbers here
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, kind)


def seat(action: dict, name: str, players: int, *, optional: bool = False) -> int | None:
    """A seat number field (0-based, within the table)."""
    value = field(action, name, int, optional=optional)
    if value is not None and not 0 <= value < players:
        raise Malformed(f"'{name}' must be a seat from 0 to {players - 1}, not {value}")
    return value


def code(action: dict, name: str, known: Callable[[str], bool], what: str = "card") -> str:
    """A card-code field, checked against the game's set of codes."""
    value = field(action, name, str)
    if not known(value):
        raise Malformed(f"unknown {what} code '{value}'")
    return value


def codes(action: dict, name: str, known: Callable[[str], bool], count: int | None = None, what: str = "card") -> list[str]:
    """A list of card codes, optionally of an exact length."""
    values = field(action, name, list)
    if count is not None and len(values) != count:
        raise Malformed(f"'{name}' in '{action.get('do', '?')}' must hold {count} cards, not {len(values)}")
    for value in values:
        if not isinstance(value, str) or not known(value):
            raise Malformed(f"unknown {what} code {value!r}")
    return list(values)


def only_keys(action: dict, allowed: Iterable[str]) -> None:
    """Refuse fields a verb does not have (a typo must not be silently ignored)."""
    extra = sorted(set(action) - set(allowed) - {"do"})
    if extra:
        raise Malformed(f"'{action.get('do', '?')}' has no field '{extra[0]}'")
