"""Points of a round, who takes the first-player token, who wins: pure functions."""

from __future__ import annotations

from companion.seating import clockwise_from

EXACT, CLOSE, WRONG = 2, 1, 0
CONFIDENCE_RIGHT, CONFIDENCE_WRONG, NO_CONFIDENCE = 3, -1, 1


def bet_points(tokens: int, tricks: int) -> int:
    """+2 exactly right, +1 off by one, 0 off by two or more."""
    off = abs(tokens - tricks)
    return EXACT if off == 0 else CLOSE if off == 1 else WRONG


def confidence_points(trusted: int | None, tokens_on_trusted: int | None, tricks_of_trusted: int | None) -> int:
    """+3 if the bet on the trusted player was exact, -1 if not; +1 for "no confidence" (None)."""
    if trusted is None:
        return NO_CONFIDENCE
    return CONFIDENCE_RIGHT if tokens_on_trusted == tricks_of_trusted else CONFIDENCE_WRONG


def round_points(bets: dict[tuple[int, int], int], tricks: list[int], confidence: dict[int, int | None]) -> dict:
    """Every bettor's points for the round, with the detail the scoring table shows.

    Returns {"bets": {(by, on): points}, "confidence": [points per seat], "scores": [total per seat]}.
    """
    players = len(tricks)
    per_bet = {(by, on): bet_points(tokens, tricks[on]) for (by, on), tokens in bets.items()}
    trust = []
    for by in range(players):
        on = confidence[by]
        trust.append(confidence_points(on, None if on is None else bets[(by, on)], None if on is None else tricks[on]))
    scores = [sum(per_bet[(by, on)] for on in range(players)) + trust[by] for by in range(players)]
    return {"bets": per_bet, "confidence": trust, "scores": scores}


def next_first_player(totals: list[int], previous_first: int) -> int:
    """The token goes to the fewest total points; a tie to the tied seat nearest clockwise
    from the previous round's first player, who counts as nearest (R-1)."""
    fewest = min(totals)
    return next(seat for seat in clockwise_from(previous_first, len(totals)) if totals[seat] == fewest)


def winners(totals: list[int], round_scores: list[list[int]]) -> list[int]:
    """Highest total; a tie goes to the best single-round score; still tied, a shared win."""
    best = max(totals)
    tied = [seat for seat, total in enumerate(totals) if total == best]
    if len(tied) == 1:
        return tied
    best_round = {seat: max(scores[seat] for scores in round_scores) for seat in tied}
    top = max(best_round.values())
    return [seat for seat in tied if best_round[seat] == top]
