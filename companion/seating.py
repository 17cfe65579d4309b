"""Seats are numbered clockwise from 0; these name the usual walks around the table."""

from __future__ import annotations


def left_of(seat: int, players: int) -> int:
    """The next seat clockwise (the player on one's left)."""
    return (seat + 1) % players


def right_of(seat: int, players: int) -> int:
    """The previous seat clockwise (the player on one's right)."""
    return (seat - 1) % players


def clockwise_from(seat: int, players: int) -> list[int]:
    """Every seat once, starting at `seat` and going clockwise."""
    return [(seat + step) % players for step in range(players)]
