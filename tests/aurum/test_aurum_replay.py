"""`companion replay` on Aurum records: illegal → exit 1 naming the action, verb and rule;
malformed → exit 2; never a traceback. Also the describer used in those lines."""

import json
import subprocess
import sys

import pytest

from companion import record as records
from companion.games.aurum import describe
from support import EXAMPLES, ROOT

GAME0 = EXAMPLES / "aurum-4p.json"
BIDS = [{"do": "bid", "player": 0, "card": "Bi9"}, {"do": "bid", "player": 1, "card": "Cu9"},
        {"do": "bid", "player": 2, "card": "P9"}, {"do": "bid", "player": 3, "card": "Ag9"}]


def replay(data) -> subprocess.CompletedProcess:
    text = data if isinstance(data, str) else json.dumps(data)
    return subprocess.run([sys.executable, "-m", "companion", "replay", "-"], input=text,
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


def record(actions, players=("Ana", "Ben", "Cleo", "Dev"), **options):
    return {"format": 1, "game": "aurum", "players": list(players), "options": options, "actions": actions}


def test_illegal_play_exits_1_naming_index_verb_and_rule():
    run = replay(record(BIDS + [{"do": "play", "player": 0, "card": "Cu5"}, {"do": "play", "player": 1, "card": "Cu6"}]))
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.strip() == "action 5 (play Cu6 by Ben): Copper is already in this trick"


def test_illegal_known_card_names_the_ruling():
    run = replay(record(BIDS + [{"do": "play", "player": 0, "card": "Cu9"}]))
    assert run.returncode == 1
    assert run.stderr.strip() == "action 4 (play Cu9 by Ana): Copper 9 is Ben's bid card (R-7)"


def test_illegal_swap_is_described_with_its_bid():
    swaps = [{"do": "swap", "player": 1, "gold": "Au0", "card": "Zn1", "bid_of": 1},
             {"do": "swap", "player": 1, "gold": "Au0", "card": "Zn2", "bid_of": 3}]
    run = replay(record(BIDS + swaps))
    assert run.returncode == 1
    assert run.stderr.strip() == "action 5 (swap Au0: Zn2 for Dev's bid by Ben): Ben has already swapped before this trick (R-6)"


@pytest.mark.parametrize("actions, words", [
    ([{"do": "fold", "player": 0}], "unknown Aurum verb 'fold'"),
    ([{"do": "bid", "player": 0, "card": "Cu11"}], "unknown card code 'Cu11'"),
    ([{"do": "bid", "player": 0}], "needs the field 'card'"),
    ([{"do": "bid", "player": 4, "card": "Cu1"}], "seat from 0 to 3"),
    ([{"do": "bid", "player": 0, "card": "Cu1", "bid_of": 1}], "has no field 'bid_of'"),
    ([{"do": "aside", "cards": ["Cu1"]}], "must hold 2 cards"),
])
def test_malformed_actions_exit_2_with_one_line(actions, words):
    run = replay(record(actions))
    assert run.returncode == 2 and run.stdout == ""
    assert words in run.stderr and run.stderr.count("\n") == 1 and "Traceback" not in run.stderr


@pytest.mark.parametrize("data", [
    '{"format": 1, "game": "aurum", "players": ["A", "B"], "actions": []}',
    '{"format": 1, "game": "aurum", "players": ["A", "B", "C"], "options": {"scoring": "sum"}, "actions": []}',
    '{"format": 1, "game": "aurum", "players": ["A", "B", "C"], "options": {"first": 3}, "actions": []}',
    '{"format": 1, "game": "aurum", "players": ["A", "B", "C"], "options": {"zero_gold": "no"}, "actions": []}',
    GAME0.read_text()[:700],
])
def test_malformed_records_exit_2(data):
    run = replay(data)
    assert run.returncode == 2 and "Traceback" not in run.stderr and run.stderr.strip()


def test_truncated_record_resumes_midway_as_an_unfinished_game():
    rec = records.load(GAME0)
    for cut in (0, 1, 5, 17, 18, 60, len(rec.actions) - 1):
        partial = records.Record(rec.game, rec.players, rec.options, rec.actions[:cut], {})
        summary = records.summary(partial)
        assert summary["finished"] is False and "trick" in summary and "supply" in summary


def test_describe_forms():
    players = ["Ana", "Ben", "Cleo", "Dev"]
    assert describe({"do": "play", "player": 1, "card": "Cu5"}, players) == "play Cu5 by Ben"
    assert describe({"do": "stop", "player": 2}, players) == "stop by Cleo"
    assert describe({"do": "aside", "cards": ["P6", "Ag2"]}, players) == "aside P6 Ag2"
    assert describe({"do": "bid", "player": 9, "card": "Cu5"}, players) == "bid Cu5"
