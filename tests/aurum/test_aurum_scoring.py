"""Round scores, round winners with both tie-breaks (R-3, R-11), match ends (R-4, R-5),
cumulative scoring and the token moving on each round."""

from companion.games.aurum import scoring
from companion.games.aurum.scoring import SideResult
from aurum_table_sim import new, run


def side(tricks, bid, gold_points=0, best_gold=-1):
    return SideResult(tricks, bid, scoring.bid_points(tricks, bid), gold_points, best_gold)


def test_bid_points_fewer_more_exact():
    assert scoring.bid_points(2, 3) == 0
    assert scoring.bid_points(4, 3) == 3
    assert scoring.bid_points(3, 3) == 6


def test_team_bid_is_the_higher_card_and_gold_of_both_partners_counts():
    result = scoring.side_result([2, 1], ["Cu3", "Zn2"], [["Au4"], ["Au1", "Au0"]])
    assert (result.bid, result.tricks, result.bid_points, result.gold_points) == (3, 3, 6, 3)
    assert result.score == 9 and result.best_gold == 4
    assert scoring.side_result([2, 1], ["Cu3", "Zn7"], [[], []]).bid_points == 0


def test_highest_round_score_takes_the_nugget():
    assert scoring.round_winners({0: side(4, 3, 2), 1: side(1, 5, 4), 2: side(6, 6, 0)}) == [2]


def test_tie_goes_to_the_side_that_made_its_bid_exactly():
    # both score 6: side 0 by beating bid 3 with 3 gold points, side 1 by making 3 exactly
    assert scoring.round_winners({0: side(5, 3, 3, 7), 1: side(3, 3, 0)}) == [1]


def test_then_to_the_side_holding_the_highest_gold():
    assert scoring.round_winners({0: side(1, 3, 4, 4), 1: side(0, 2, 4, 6)}) == [1]
    # among several exact sides only those compare their gold
    results = {0: side(2, 2, 2, 3), 1: side(2, 2, 2, 5), 2: side(7, 6, 0, 8)}
    assert results[2].score == 6 and scoring.round_winners(results) == [1]


def test_gold_zero_beats_no_gold_and_a_full_tie_gives_everyone_a_nugget():
    assert scoring.round_winners({0: side(0, 3, 0, 0), 1: side(0, 3, 0, -1)}) == [0]
    assert scoring.round_winners({0: side(0, 3, 2, 5), 1: side(0, 4, 2, 5), 2: side(0, 2, 1, 8)}) == [0, 1]


def test_four_player_match_needs_two_nuggets_and_a_lead():
    assert scoring.match_winners_nuggets({0: 2, 1: 1}, 3, False, {0: 1, 1: 1}) == [0]
    assert scoring.match_winners_nuggets({0: 2, 1: 2}, 2, False, {0: 1, 1: 1}) is None
    assert scoring.match_winners_nuggets({0: 3, 1: 2}, 3, False, {0: 1, 1: 1}) == [0]
    assert scoring.match_winners_nuggets({0: 1, 1: 1}, 5, False, {0: 1, 1: 1}) is None


def test_three_player_match_per_r5():
    bids = {0: 3, 1: 7, 2: 7}
    assert scoring.match_winners_nuggets({0: 2, 1: 0, 2: 0}, 2, True, bids) == [0]
    assert scoring.match_winners_nuggets({0: 2, 1: 2, 2: 0}, 2, True, bids) is None
    assert scoring.match_winners_nuggets({0: 1, 1: 1, 2: 1}, 3, True, bids) == [1, 2]  # bid tie: shared
    assert scoring.match_winners_nuggets({0: 2, 1: 2, 2: 1}, 3, True, {0: 5, 1: 4, 2: 9}) == [0]
    assert scoring.match_winners_nuggets({0: 1, 1: 1, 2: 0}, 3, True, {0: 5, 1: 4, 2: 9}) == [0]


def test_cumulative_match_is_three_rounds_highest_total_ties_shared():
    assert scoring.match_winners_cumulative({0: 30, 1: 10}, 2) is None
    assert scoring.match_winners_cumulative({0: 30, 1: 10, 2: 30}, 3) == [0, 2]


# -- whole games with quick rounds: everyone bids, one card is led, the next seat stops --------

def quick_round(game, bids, lead, swaps=()):
    """Bids in the order the rules want; swaps; the leader leads `lead`; the next seat stops."""
    order = [(game.token + k) % game.n for k in range(game.n)]
    run(game, *[("bid", seat, bids[seat]) for seat in order], *swaps)
    run(game, ("play", game.token, lead), ("stop", (game.token + 1) % game.n))


def test_token_moves_to_the_next_seat_each_round_and_bids_follow_it():
    game = new(4, first=3)
    assert game.summary()["to_act"] == 3
    quick_round(game, ["Bi9", "Cu9", "P9", "Ag9"], "Zn1")
    assert game.summary()["round"] == 2 and game.summary()["to_act"] == 0
    quick_round(game, ["Bi9", "Cu9", "P9", "Ag9"], "Zn1")
    assert game.summary()["to_act"] == 1 and game.token == 1


def test_four_players_tied_at_two_nuggets_play_on_until_one_team_leads():
    """R-3 + R-4: all-equal rounds give both teams a nugget; 2–2 is no win."""
    game = new(4)
    for _ in range(2):
        quick_round(game, ["Bi9", "Cu9", "P9", "Ag9"], "Zn1")
    summary = game.summary()
    assert summary["nuggets"] == [2, 2, 2, 2] and not summary["finished"]
    assert summary["rounds"][0]["nugget"] == [0, 1, 2, 3]
    # team Ana+Cleo spend both gold 0s: Ben+Dev hold the highest gold and win the third round
    quick_round(game, ["Bi9", "Cu9", "P9", "Ag9"], "Zn1",
                swaps=[("swap", 0, "Au0", "Zn2", 0), ("swap", 2, "Au0", "Zn3", 2)])
    summary = game.summary()
    assert summary["finished"] and summary["winners"] == [1, 3]
    assert summary["scores"] == [2, 3, 2, 3] and summary["to_act"] is None
    assert "trick" not in summary and "supply" not in summary


def test_three_players_two_nuggets_and_more_than_everyone_wins_at_once():
    game = new(3)
    quick_round(game, ["Bi9", "Ag9", "P9"], "Zn1")  # everyone ties: 1–1–1
    # Ben leads P1: Cleo's P9, back in her hand from her bid, cannot be played, so she may stop
    quick_round(game, ["Bi9", "Ag9", "P9"], "P1",
                swaps=[("swap", 1, "Au0", "Zn8", 1), ("swap", 2, "Au0", "Zn7", 2)])
    summary = game.summary()
    assert summary["finished"] and summary["winners"] == [0] and summary["nuggets"] == [2, 1, 1]
    assert [r["nugget"] for r in summary["rounds"]] == [[0, 1, 2], [0]]


def test_three_players_after_three_rounds_highest_last_bid_breaks_the_tie():
    game = new(3)
    for bids in (["Bi9", "Ag9", "P9"], ["Bi9", "Ag9", "P9"], ["Bi4", "Ag8", "P6"]):
        quick_round(game, bids, "Zn1")
    summary = game.summary()
    assert summary["nuggets"] == [3, 3, 3] and summary["finished"] and summary["winners"] == [1]


def test_three_players_shared_win_when_last_bids_tie_too():
    game = new(3)
    for bids in (["Bi9", "Ag9", "P9"], ["Bi9", "Ag9", "P9"], ["Bi8", "Ag8", "P6"]):
        quick_round(game, bids, "Zn1")
    assert game.summary()["winners"] == [0, 1]


def test_cumulative_scoring_adds_three_rounds_and_awards_no_nuggets():
    game = new(4, scoring="cumulative", zero_gold=False)
    for _ in range(3):
        lead = game.token
        run(game, *[("bid", (lead + k) % 4, ["Bi9", "Cu9", "P9", "Ag9"][(lead + k) % 4]) for k in range(4)])
        # the seat after the leader plays Bi2, the lowest: it takes gold 2 (1 point) and leads next
        run(game, *[("play", (lead + k) % 4, card) for k, card in enumerate(["Zn5", "Bi2", "Cu3", "P4"])])
        assert game.leader == (lead + 1) % 4
        run(game, ("play", game.leader, "Ag10"), ("stop", (game.leader + 1) % 4))
    summary = game.summary()
    assert summary["finished"] and len(summary["rounds"]) == 3
    assert [r["scores"] for r in summary["rounds"]] == [[0, 1, 0, 1], [1, 0, 1, 0], [0, 1, 0, 1]]
    assert summary["scores"] == [1, 2, 1, 2] and summary["winners"] == [1, 3]
    assert summary["nuggets"] == [0, 0, 0, 0] and all(r["nugget"] == [] for r in summary["rounds"])


def test_cumulative_tie_is_a_shared_win():
    game = new(3, scoring="cumulative")
    for _ in range(3):
        quick_round(game, ["Bi9", "Ag9", "P9"], "Zn1")
    summary = game.summary()
    assert summary["finished"] and summary["winners"] == [0, 1, 2] and summary["scores"] == [0, 0, 0]
