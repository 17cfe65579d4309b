"""Random legal games played with real cards: the referee accepts every real move, and its
account of the table (hands, reserves, pile, combinations) matches the cards themselves."""

import random
import sys
from collections import Counter
from pathlib import Path

from hypothesis import given, settings, strategies as st

from companion import record as records
from companion.games.numereum.combos import criteria_met

sys.path.insert(0, str(Path(__file__).parent))
from numereum_table import Table  # noqa: E402

OPTION_SETS = st.sampled_from([
    {},
    {"younger": 0},
    {"suite": "any_order"},
    {"deck_size": 12},  # short pile: the exhausted-pile ending
    {"deck": [1, 2, 3, 3, 4, 5, 6, 6, 9, 11, 12, 12, 22, 24, 33, 36, 44, 48, 55, 66, 99, 0, 0, 10]},
])


def check_against_table(table: Table) -> None:
    summary = table.game.summary()
    assert table.cards_in_play() == table.total  # no card appears or vanishes
    assert summary["pile"] == len(table.pile)
    assert summary["hand_size"] == [len(hand) for hand in table.hands]
    assert [Counter(r) for r in summary["reserve"]] == [Counter(r) for r in table.reserves]
    assert summary["combinations"] == [len(c) for c in table.combined] == summary["scores"]
    assert sum(sum(r["scores"]) for r in summary["rounds"]) == sum(summary["scores"])


def recompute_from_record(rec: dict, summary: dict) -> None:
    """Combinations and the pile, recomputed from the record alone."""
    combos = [[], []]
    for action in rec["actions"]:
        if action["do"] == "combine":
            assert criteria_met(action["cards"], rec["options"].get("suite", "in_order"))
            combos[action["player"]].append(action["cards"])
    assert summary["combinations"] == [len(c) for c in combos]
    if summary.get("reason") != "pile_exhausted":
        draws = sum(2 if len(criteria_met(c, rec["options"].get("suite", "in_order"))) >= 2 else 1
                    for side in combos for c in side)
        reveals = sum(a["do"] == "reveal" for a in rec["actions"])
        size = len(rec["options"]["deck"]) if "deck" in rec["options"] else rec["options"].get("deck_size", 54)
        assert summary["pile"] == size - 4 - 2 * reveals - draws


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), options=OPTION_SETS)
def test_random_legal_games_keep_every_card_and_replay_identically(seed, options):
    table = Table(random.Random(seed), options)
    table.play()
    assert table.game.finished
    check_against_table(table)
    summary = table.game.summary()
    assert summary["winners"] and len(summary["winners"]) == 1
    assert summary["reason"] in ("five_combinations", "empty_hand", "pile_exhausted")
    rec = records.from_json(table.record())
    replayed = records.summary(rec)
    assert replayed == {"game": "numereum", "players": table.record()["players"], **summary}
    recompute_from_record(table.record(), summary)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), stop=st.integers(0, 200))
def test_summary_matches_the_table_at_every_point_and_undo_is_a_replay(seed, stop):
    table = Table(random.Random(seed))
    table.play(max_actions=stop)
    if table.game.phase in ("prizes", "over"):  # between rounds the table holds no loose cards
        check_against_table(table)
    rec = records.from_json(table.record())
    assert records.summary(rec) == {"game": "numereum", "players": rec.players, **table.game.summary()}
    if rec.actions:  # undo = drop the last action and replay
        shorter = records.replay(rec.without_last())
        assert shorter.why_not(rec.actions[-1]) is None
