"""Combinations: the five criteria for three two-digit cards, and every combination in a reserve.

Pure functions on card codes (`"07"`). Cards keep their printed digit order (R-4), so the
suite criterion looks at the six digits of the cards laid side by side in some order; the
`any_order` house rule only asks for five consecutive digit values among the six.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, permutations
from typing import Iterable, NamedTuple, Sequence

from companion.text import Message, Verbatim

CRITERIA = ("addition", "multiplication", "equidistance", "suite", "quadruple")
IN_ORDER, ANY_ORDER = "in_order", "any_order"
SUITE_RULES = (IN_ORDER, ANY_ORDER)

CRITERION_NAMES = {
    "addition": Message("numereum.event.criterion.addition"),
    "multiplication": Message("numereum.event.criterion.multiplication"),
    "equidistance": Message("numereum.event.criterion.equidistance"),
    "suite": Message("numereum.event.criterion.suite"),
    "quadruple": Message("numereum.event.criterion.quadruple"),
}

# the 12 rows of five consecutive digits, ascending or descending
_RUNS = frozenset("0123456789"[start:start + 5] for start in range(6)) | \
    frozenset("9876543210"[start:start + 5] for start in range(6))

_TIMES = {4: "numereum.explain.quadruple_4", 5: "numereum.explain.quadruple_5", 6: "numereum.explain.quadruple_6"}


class Combination(NamedTuple):
    """Three cards (as given) and the criteria they meet, in `CRITERIA` order."""

    cards: tuple[str, str, str]
    criteria: tuple[str, ...]

    @property
    def super(self) -> bool:
        """Two or more criteria: a super-combination, which draws 2 cards instead of 1."""
        return len(self.criteria) >= 2

    @property
    def draws(self) -> int:
        return 2 if self.super else 1


# ---- the five criteria ---------------------------------------------------------------

def _addition(cards: Sequence[str]) -> tuple[str, str, str] | None:
    """(x, y, total) with x + y = total, or None."""
    for x, y, total in _orders(cards):
        if int(x) + int(y) == int(total):
            return x, y, total
    return None


def _multiplication(cards: Sequence[str]) -> tuple[str, str, str] | None:
    for x, y, product in _orders(cards):
        if int(x) * int(y) == int(product):
            return x, y, product
    return None


def _equidistance(cards: Sequence[str]) -> int | None:
    """The common step of the three sorted values (0 counts, R-5), or None."""
    low, middle, high = sorted(int(card) for card in cards)
    return middle - low if middle - low == high - middle else None


def _suite(cards: Sequence[str], rule: str) -> tuple[tuple[str, ...], str] | None:
    """(cards in the order that shows the run, the five digits) or None."""
    if rule == ANY_ORDER:
        digits = {int(d) for card in cards for d in card}
        for start in range(6):
            if all(start + step in digits for step in range(5)):
                return tuple(cards), "".join(str(start + step) for step in range(5))
        return None
    for order in _orders(cards):
        row = "".join(order)
        for window in (row[:5], row[1:]):
            if window in _RUNS:
                return order, window
    return None


def _quadruple(cards: Sequence[str]) -> tuple[str, int] | None:
    """(the digit, how often) when one digit shows at least 4 times, or None."""
    row = "".join(cards)
    for digit in "0123456789":
        if row.count(digit) >= 4:
            return digit, row.count(digit)
    return None


def _orders(cards: Sequence[str]):
    return dict.fromkeys(permutations(cards))  # distinct orders, stable


# cards whose two digits are consecutive: the middle card of any in-order run is one of them
_STEPS = frozenset(f"{d}{d + 1}" for d in range(9)) | frozenset(f"{d + 1}{d}" for d in range(9))


# the any-order rule on digit sets: bit d set when digit d shows
_MASK = {f"{v:02d}": (1 << (v // 10)) | (1 << (v % 10)) for v in range(100)}
_RUN_MASKS = tuple(0b11111 << start for start in range(6))


@lru_cache(maxsize=1024)
def _has_run(mask: int) -> bool:
    return any(mask & run == run for run in _RUN_MASKS)


@lru_cache(maxsize=1024)
def _missing(mask: int) -> tuple[int, ...]:
    """For the digits two cards show: the digits a third must add to complete a run (1 or 2)."""
    return tuple(dict.fromkeys(run & ~mask for run in _RUN_MASKS if 0 < bin(run & ~mask).count("1") <= 2))


def criteria_met(cards: Sequence[str], suite: str = IN_ORDER) -> tuple[str, ...]:
    """The criteria three non-basic codes meet, in `CRITERIA` order.

    The reserve search calls this for every candidate, so it is written for speed; the
    `_addition`… helpers above say the same thing slowly, with the cards that show it.
    """
    x, y, z = cards
    a, b, c = int(x), int(y), int(z)
    met = []
    if a + b == c or a + c == b or b + c == a:
        met.append("addition")
    if a * b == c or a * c == b or b * c == a:
        met.append("multiplication")
    low, middle, high = sorted((a, b, c))
    if middle - low == high - middle:
        met.append("equidistance")
    if suite == ANY_ORDER:
        if _has_run(_MASK[x] | _MASK[y] | _MASK[z]):
            met.append("suite")
    elif x in _STEPS or y in _STEPS or z in _STEPS:
        for row in (x + y + z, x + z + y, y + x + z, y + z + x, z + x + y, z + y + x):
            if row[:5] in _RUNS or row[1:] in _RUNS:
                met.append("suite")
                break
    # four equal digits among six: one of the three cards shows that digit twice
    if x[0] == x[1] or y[0] == y[1] or z[0] == z[1]:
        row = x + y + z
        for digit in set(row):
            if row.count(digit) >= 4:
                met.append("quadruple")
                break
    return tuple(met)


def check(cards: Sequence[str], suite: str = IN_ORDER) -> Combination:
    cards = tuple(cards)
    if len(cards) != 3:
        raise ValueError("a combination takes exactly 3 cards")
    return Combination(cards, criteria_met(cards, suite))  # type: ignore[arg-type]


def explain(cards: Sequence[str], criterion: str, suite: str = IN_ORDER) -> Message | Verbatim | None:
    """Why three cards meet one criterion, in words (`17 + 08 = 25`), or None if they do not."""
    if criterion == "addition":
        found = _addition(cards)
        return found and Verbatim(f"{found[0]} + {found[1]} = {found[2]}")
    if criterion == "multiplication":
        found = _multiplication(cards)
        return found and Verbatim(f"{found[0]} × {found[1]} = {found[2]}")
    if criterion == "equidistance":
        step = _equidistance(cards)
        if step is None:
            return None
        listed = ", ".join(sorted(cards, key=int))
        return Message("numereum.explain.steps", cards=listed, step=step)
    if criterion == "suite":
        found = _suite(cards, suite)
        if not found:
            return None
        order, run = found
        spaced = " ".join(run)
        if suite == ANY_ORDER:
            listed = ", ".join(order)
            return Message("numereum.explain.hold", cards=listed, digits=spaced)
        row = " ".join(order)
        return Message("numereum.explain.in_a_row", cards=row, digits=spaced)
    if criterion == "quadruple":
        found = _quadruple(cards)
        if not found:
            return None
        digit, count = found
        return Message(_TIMES[count], cards=" ".join(cards), digit=digit)
    raise ValueError(f"unknown criterion {criterion!r}")


def explanations(combination: Combination, suite: str = IN_ORDER) -> list[tuple[str, Message | Verbatim]]:
    """(criterion, words) for each criterion the combination meets."""
    return [(name, explain(combination.cards, name, suite)) for name in combination.criteria]


# ---- every combination in a reserve ----------------------------------------------------

def all_combinations(reserve: Sequence[str], suite: str = IN_ORDER,
                     fresh: Iterable[int] | None = None) -> list[Combination]:
    """Every combination of 3 cards of `reserve` (codes; repeats allowed, each a card).

    `fresh`: positions in `reserve` of the cards that entered it this round; when given,
    only combinations using at least one of them are listed (the rule of a round's
    combination phase). Sorted by the cards' positions in the reserve.

    Rather than testing all C(n, 3) triples, each criterion proposes its own candidates
    from pairs and lookups, which keeps a 30-card reserve well under a millisecond or two.
    """
    cards = list(reserve)
    count = len(cards)
    if count < 3:
        return []
    fresh_set = set(range(count)) if fresh is None else set(fresh)
    if not fresh_set:
        return []
    values = [int(card) for card in cards]
    where: dict[int, list[int]] = {}  # value -> positions holding it
    for index, value in enumerate(values):
        where.setdefault(value, []).append(index)

    found: set[tuple[int, int, int]] = set()

    def add(i: int, j: int, k: int) -> None:
        if i != j and j != k and i != k:
            found.add(tuple(sorted((i, j, k))))  # type: ignore[arg-type]

    # arithmetic criteria: a pair fixes the value the third card must have (a + b, a - b,
    # a × b, a ÷ b, and the three that make the values equidistant); written out flat
    # because it runs for each of the 435 pairs of a 30-card reserve
    found_add = found.add
    present = 0  # bit v set when some card is worth v: most wanted values are not there
    for value in values:
        present |= 1 << value
    for i in range(count - 1):
        a = values[i]
        for j in range(i + 1, count):
            b = values[j]
            for value in (a + b, a - b if a >= b else b - a, 2 * b - a, 2 * a - b, a * b,
                          b // a if a and b % a == 0 else -1, a // b if b and a % b == 0 else -1,
                          (a + b) >> 1 if not (a + b) & 1 else -1):
                if value >= 0 and present >> value & 1:
                    for k in where[value]:
                        if k != i and k != j:
                            found_add((k, i, j) if k < i else (i, k, j) if k < j else (i, j, k))

    _digit_candidates(cards, suite, add)

    result = []
    for triple in sorted(found):
        if fresh is not None and fresh_set.isdisjoint(triple):
            continue
        i, j, k = triple
        chosen = (cards[i], cards[j], cards[k])
        met = criteria_met(chosen, suite)
        if met:
            result.append(Combination(chosen, met))
    return result


def _digit_candidates(cards: list[str], suite: str, add) -> None:
    """Propose triples for the digit criteria (quadruple, suite) from digit indexes."""
    count = len(cards)
    by_code: dict[str, list[int]] = {}
    by_first: dict[str, list[int]] = {}
    by_second: dict[str, list[int]] = {}
    holding: dict[str, list[int]] = {}  # digit -> cards showing it (twice if it shows twice)
    for index, card in enumerate(cards):
        by_code.setdefault(card, []).append(index)
        by_first.setdefault(card[0], []).append(index)
        by_second.setdefault(card[1], []).append(index)
        for digit in set(card):
            holding.setdefault(digit, []).append(index)

    # quadruple: a digit shown 4+ times means a card showing it twice plus two more showings
    for digit, indexes in holding.items():
        doubles = [index for index in indexes if cards[index] == digit * 2]
        for d in doubles:
            for j, k in combinations(indexes, 2):
                add(d, j, k)
        for d, e in combinations(doubles, 2):  # two doubles: any third card will do
            for k in range(count):
                add(d, e, k)

    if suite == ANY_ORDER:
        masks = [_MASK[card] for card in cards]
        with_digit: dict[int, list[int]] = {}
        for index, mask in enumerate(masks):
            for digit in range(10):
                if mask >> digit & 1:
                    with_digit.setdefault(digit, []).append(index)
        for i, j in combinations(range(count), 2):
            for missing in _missing(masks[i] | masks[j]):
                for k in with_digit.get(missing.bit_length() - 1, ()):
                    if masks[k] & missing == missing:
                        add(i, j, k)
        return

    # in order: the middle card of the three always shows two consecutive digits, and the
    # run is either (X whole, Y whole, Z's first digit) or (X's second digit, Y, Z whole)
    for j, middle in enumerate(cards):
        p, q = int(middle[0]), int(middle[1])
        step = q - p
        if step not in (1, -1):
            continue
        before = (p - 2 * step, p - step)
        after = (q + step, q + 2 * step)
        if all(0 <= d <= 9 for d in before) and 0 <= after[0] <= 9:
            for i in by_code.get(f"{before[0]}{before[1]}", ()):
                for k in by_first.get(str(after[0]), ()):
                    add(i, j, k)
        if 0 <= before[1] <= 9 and all(0 <= d <= 9 for d in after):
            for i in by_second.get(str(before[1]), ()):
                for k in by_code.get(f"{after[0]}{after[1]}", ()):
                    add(i, j, k)
