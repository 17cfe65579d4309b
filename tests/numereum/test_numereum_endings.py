"""The three end conditions and every tie-break, on whole games played with real cards.

The records in records/ were dealt and played by tests/numereum/numereum_table.py (random,
legal play) and picked because they end in a rare way; each test below checks the ending
against the rule in numereum.md, using the summary's own counts.
"""

import json
from pathlib import Path

import pytest

from companion import record as records

RECORDS = Path(__file__).parent / "records"


def ending(name, **options):
    data = json.loads((RECORDS / f"{name}.json").read_text())
    data["options"].update(options)
    summary = records.summary(records.from_json(data))
    assert summary["finished"] and summary["to_act"] is None and len(summary["winners"]) == 1
    return summary, summary["winners"][0]


def test_five_combinations_win_at_the_end_of_the_round():
    s, winner = ending("five_one_player")
    assert s["reason"] == "five_combinations"
    assert s["combinations"][winner] == 5 and s["combinations"][1 - winner] < 5
    assert s["hand_size"][1 - winner] > 0  # the other player could have gone on
    assert s["rounds"][-1]["scores"][winner] >= 1  # the fifth was made in the last round
    assert s["scores"] == s["combinations"]


def test_five_combinations_are_checked_before_the_next_rounds_empty_hand():
    s, winner = ending("five_before_empty_hand")
    assert s["reason"] == "five_combinations" and s["combinations"][winner] >= 5
    assert s["hand_size"][1 - winner] == 0


@pytest.mark.parametrize("younger", [0, 1])
def test_both_reach_five_more_cards_in_hand_wins(younger):
    s, winner = ending("five_both_more_hand", younger=younger)
    assert s["reason"] == "five_combinations" and min(s["combinations"]) >= 5
    assert s["hand_size"][winner] > s["hand_size"][1 - winner]
    assert len(s["reserve"][winner]) < len(s["reserve"][1 - winner])  # the hand counts first


@pytest.mark.parametrize("younger", [0, 1])
def test_both_reach_five_same_hand_more_reserve_cards_wins(younger):
    s, winner = ending("five_both_more_reserve", younger=younger)
    assert s["reason"] == "five_combinations" and min(s["combinations"]) >= 5
    assert s["hand_size"][0] == s["hand_size"][1]
    assert len(s["reserve"][winner]) > len(s["reserve"][1 - winner])


@pytest.mark.parametrize("younger", [0, 1])
def test_both_reach_five_all_equal_the_younger_wins(younger):
    s, winner = ending("five_both_younger", younger=younger)
    assert s["reason"] == "five_combinations" and min(s["combinations"]) >= 5
    assert s["hand_size"][0] == s["hand_size"][1] and len(s["reserve"][0]) == len(s["reserve"][1])
    assert winner == younger


@pytest.mark.parametrize("younger", [0, 1])
def test_both_hands_empty_more_combinations_wins(younger):
    s, winner = ending("empty_both_more_combinations", younger=younger)
    assert s["reason"] == "empty_hand" and s["hand_size"] == [0, 0]
    assert s["combinations"][winner] > s["combinations"][1 - winner]


@pytest.mark.parametrize("younger", [0, 1])
def test_both_hands_empty_same_combinations_more_reserve_wins(younger):
    s, winner = ending("empty_both_more_reserve", younger=younger)
    assert s["reason"] == "empty_hand" and s["hand_size"] == [0, 0]
    assert s["combinations"][0] == s["combinations"][1]
    assert len(s["reserve"][winner]) > len(s["reserve"][1 - winner])


def rounds_from_the_record(actions):
    """Each round's winner and combinations, worked out from the bids in the record alone."""
    rounds, bids, scores, winner = [], [[], []], [0, 0], None
    value = lambda card: int(card.lstrip("B"))  # noqa: E731
    for action in actions:
        verb = action["do"]
        if verb == "reveal":
            bids, scores, winner = [[], []], [0, 0], None
        elif verb in ("bid", "raise"):
            for seat in (0, 1):
                bids[seat].append(value(action["cards"][seat]))
            totals = [sum(b) for b in bids]
            winner = None if totals[0] == totals[1] else totals.index(max(totals))
        elif verb == "concede":
            winner = [sum(b) for b in bids].index(max(sum(b) for b in bids))
        elif verb == "combine":
            scores[action["player"]] += 1
        elif verb == "close":
            rounds.append({"scores": scores, "winner": winner})
    return rounds


@pytest.mark.parametrize("name", sorted(p.stem for p in RECORDS.glob("*.json")))
def test_rounds_list_every_round_with_its_winner_and_combinations(name):
    data = json.loads((RECORDS / f"{name}.json").read_text())
    s, _ = ending(name)
    expected = rounds_from_the_record(data["actions"])
    if data["actions"][-1]["do"] != "close":  # the game ended inside a round
        expected.append(rounds_from_the_record(data["actions"] + [{"do": "close"}])[-1])
    assert s["rounds"] == expected
