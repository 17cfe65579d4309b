"""Resolving one complete trick (rules: "Resolving a complete trick", R-1).

Pure functions over `(seat, card)` pairs in play order, so the app can show what a
trick will do and tests can check the order of the steps without a whole game.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.games.aurum.deck import GOLD, is_gold, split, value_of


@dataclass(frozen=True)
class TrickResult:
    winner: int  # seat that wins the trick
    lowest: int  # seat that played the lowest base-metal value; it leads next
    gold_taken: str | None  # gold code the lowest player takes from the supply, if any
    gold_returned: tuple[str, ...]  # gold played in the trick, back to the supply after
    low: int = 0  # the lowest base-metal value played: the gold value the lowest player may take


def _last_extreme(plays: list[tuple[int, str]], better) -> int:
    """Seat of the best play by `better(new, best)`; ties go to the later play."""
    best_seat, best_value = None, None
    for seat, card in plays:
        value = value_of(card)
        if best_value is None or better(value, best_value) or value == best_value:
            best_seat, best_value = seat, value
    assert best_seat is not None
    return best_seat


def lowest_player(trick: list[tuple[int, str]]) -> int:
    """The seat with the lowest base-metal value (the later one on a tie)."""
    return _last_extreme([p for p in trick if not is_gold(p[1])], lambda new, best: new < best)


def winner(trick: list[tuple[int, str]]) -> int:
    """Highest gold if any gold was played, else highest base metal; ties to the later play."""
    golds = [p for p in trick if is_gold(p[1])]
    pool = golds or [p for p in trick if not is_gold(p[1])]
    return _last_extreme(pool, lambda new, best: new > best)


def resolve(trick: list[tuple[int, str]], supply: list[str]) -> TrickResult:
    """What a complete trick does. The supply is read *before* the trick's own gold
    returns to it, so gold played here cannot be collected here (R-1).

    One pass over the plays (this runs for every trick of every replay); it agrees with
    `winner` and `lowest_player`: ties go to the later play (`>=`, `<=`).
    """
    low_seat = high_seat = gold_seat = -1
    low = high = gold = -1
    returned = []
    for seat, card in trick:
        suit, value = split(card)
        if suit == GOLD:
            returned.append(card)
            if value >= gold:
                gold_seat, gold = seat, value
        else:
            if low < 0 or value <= low:
                low_seat, low = seat, value
            if value >= high:
                high_seat, high = seat, value
    wanted = f"{GOLD}{low}"
    taken = wanted if wanted in supply else None
    return TrickResult(gold_seat if gold_seat >= 0 else high_seat, low_seat, taken, tuple(returned), low)
