"""Scoring a round, choosing its winner (with both tie-breaks and R-3), and the match end.

A "side" is a team in 4p (seats 0+2 = side 0, 1+3 = side 1) and a single player in 3p;
everything here works on sides and the game spreads the results back onto seats.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.games.aurum.deck import gold_points, gold_value, value_of


def bid_points(tricks: int, bid: int) -> int:
    """0 below the bid, the bid above it, twice the bid when exactly made."""
    if tricks < bid:
        return 0
    return 2 * bid if tricks == bid else bid


@dataclass(frozen=True)
class SideResult:
    tricks: int
    bid: int  # team bid: the higher of the partners' bid cards
    bid_points: int
    gold_points: int
    best_gold: int  # highest gold value held, -1 for none (second tie-break)

    @property
    def score(self) -> int:
        return self.bid_points + self.gold_points

    @property
    def exact(self) -> bool:
        return self.tricks == self.bid


def side_result(tricks: list[int], bids: list[str], collections: list[list[str]]) -> SideResult:
    """One side's round, from its members' tricks, bid cards and gold collections."""
    won = sum(tricks)
    bid = max(value_of(card) for card in bids)
    gold = [card for collection in collections for card in collection]
    return SideResult(won, bid, bid_points(won, bid), sum(gold_points(c) for c in gold),
                      max((gold_value(c) for c in gold), default=-1))


def round_winners(results: dict[int, SideResult]) -> list[int]:
    """Sides that take a nugget: the highest score; among tied sides the one that made its bid
    exactly, then the one holding the highest gold; if still tied, all of them (R-3)."""
    top = max(r.score for r in results.values())
    tied = [side for side, r in results.items() if r.score == top]
    exact = [side for side in tied if results[side].exact]
    if exact:
        tied = exact
    best = max(results[side].best_gold for side in tied)
    return [side for side in tied if results[side].best_gold == best]


def match_winners_nuggets(nuggets: dict[int, int], rounds_played: int, three_players: bool,
                          last_bids: dict[int, int]) -> list[int] | None:
    """Winning sides once the match is decided, else None.

    A side with 2+ nuggets and more than every other side wins at once (4p; 3p per R-5 and
    the 4p extension R-4). 3p stops after 3 rounds: most nuggets, then the highest bid of the
    last round, then a shared win.
    """
    top = max(nuggets.values())
    leaders = [side for side, count in nuggets.items() if count == top]
    if top >= 2 and len(leaders) == 1:
        return leaders
    if three_players and rounds_played >= 3:
        best_bid = max(last_bids[side] for side in leaders)
        return [side for side in leaders if last_bids[side] == best_bid]
    return None


def match_winners_cumulative(totals: dict[int, int], rounds_played: int) -> list[int] | None:
    """Cumulative variant: after exactly 3 rounds the highest total wins; a tie is shared."""
    if rounds_played < 3:
        return None
    top = max(totals.values())
    return [side for side, total in totals.items() if total == top]
