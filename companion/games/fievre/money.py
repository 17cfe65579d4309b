"""The bank's arithmetic: the auction's payment cascade and the ledger of gold movements."""

from __future__ import annotations

from dataclasses import dataclass

from companion.seating import left_of, right_of

BANK = None  # payer or payee None = the bank


@dataclass(frozen=True)
class Movement:
    """Gold that moved: `amount` actually paid (R-3: a broke payer pays what they have)."""

    payer: int | None
    payee: int | None
    amount: int
    reason: str          # auction, toll, production, saloon, stagecoach, card_shark, holdup
    owed: int = 0        # what the rules asked for (amount < owed means bankruptcy)


def half_up(amount: int) -> int:
    return (amount + 1) // 2


def cascade(price: int, winner: int, players: int) -> list[tuple[int | None, int]]:
    """Who receives what of an auction price: [(seat or BANK, amount), ...] in order.

    Each receiver, starting with the winner's right neighbour, keeps half rounded up and
    passes the rest on to their own right neighbour. With 4-5 players the winner's left
    neighbour keeps all they receive; with 3 the second receiver's remainder goes to the bank.
    """
    shares: list[tuple[int | None, int]] = []
    rest = price
    seat = right_of(winner, players)
    receivers = 0
    while rest > 0:
        receivers += 1
        if players == 3 and receivers == 3:
            shares.append((BANK, rest))
            break
        keep = rest if players > 3 and seat == left_of(winner, players) else half_up(rest)
        shares.append((seat, keep))
        rest -= keep
        seat = right_of(seat, players)
    return shares
