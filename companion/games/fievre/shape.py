"""Fast paths of `companion.fields` for the checks a replay makes on every action.

A long game replays hundreds of actions each time it is loaded or undone; the well-formed case
is settled here in one cheap test, and anything else goes through `companion.fields`, which
raises the one-line `Malformed` message (so the wording lives in one place).
"""

from __future__ import annotations

from companion import fields

_ALLOWED: dict[tuple, frozenset] = {}


def only_keys(action: dict, allowed: tuple) -> None:
    keys = _ALLOWED.get(allowed)
    if keys is None:
        keys = _ALLOWED[allowed] = frozenset(allowed + ("do",))
    if not action.keys() <= keys:
        fields.only_keys(action, allowed)


def whole(action: dict, name: str) -> int:
    value = action.get(name)
    return value if type(value) is int else fields.field(action, name, int)


def seat(action: dict, name: str, players: int) -> int:
    value = action.get(name)
    if type(value) is int and 0 <= value < players:
        return value
    return fields.seat(action, name, players)
