"""Which Numereum cards exist: data only (the printables and the app read it from here).

Each player owns the same 12 basic cards (`B0` twice, `B10` … `B100`). The draw pile holds
54 two-digit cards; the rulebook does not list their values, so this is the project's own
list (R-1), chosen with `scripts/numereum-deck-analysis` so that each of the five criteria
can be met and a growing reserve usually, but not always, holds a combination.
The referee itself accepts any value 00–99 (each once, unless the table's `deck` option
repeats values).
"""

from __future__ import annotations

BASIC_VALUES: tuple[int, ...] = (0, 0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100)
BASIC_CODES: tuple[str, ...] = tuple(f"B{value}" for value in BASIC_VALUES)  # "B0" twice
BASIC_KINDS: tuple[str, ...] = tuple(dict.fromkeys(BASIC_CODES))  # the 11 distinct codes

# Chosen by a search with scripts/numereum-deck-analysis: of all 24,804 triples, 4.4 % combine
# (addition 1.7 %, equidistance 1.5 %, quadruple 0.7 %, suite 0.4 %, multiplication 0.3 %);
# a 6-card reserve holds a combination 57 % of the time, a 10-card one 99 %.
NON_BASIC_VALUES: list[int] = [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 21,
    23, 24, 28, 30, 32, 33, 34, 35, 36, 38, 40, 43, 45, 48, 54, 56,
    60, 64, 65, 66, 67, 69, 70, 71, 72, 76, 78, 80, 84, 86, 87, 90,
    91, 93, 96, 98,
]


def non_basic_code(value: int) -> str:
    """The printed code of a non-basic value: always two digits (`7` → `"07"`)."""
    return f"{value:02d}"


NON_BASIC_CODES: list[str] = [non_basic_code(value) for value in NON_BASIC_VALUES]


# every code and its worth, spelled out once: the referee asks for each card of each action
_VALUES: dict[str, int] = {**{code: int(code[1:]) for code in BASIC_KINDS}, **{f"{v:02d}": v for v in range(100)}}
CODES: frozenset[str] = frozenset(_VALUES)  # every code a record may name
BASICS: frozenset[str] = frozenset(BASIC_KINDS)
_NON_BASIC = CODES - BASICS


def is_basic(code: object) -> bool:
    return isinstance(code, str) and code in BASICS


def is_non_basic(code: object) -> bool:
    return isinstance(code, str) and code in _NON_BASIC


def is_code(code: object) -> bool:
    """A Numereum card code: `B0`, `B10` … `B100`, or two digits `00`–`99`."""
    return isinstance(code, str) and code in _VALUES


def value_of(code: str) -> int:
    """The number a card is worth in a bid (`B70` → 70, `07` → 7)."""
    value = _VALUES.get(code) if isinstance(code, str) else None
    if value is None:
        raise ValueError(f"not a Numereum card code: {code!r}")
    return value
