"""`companion replay` on Numereum records: illegal records exit 1 with one line naming the action
index, the verb and the rule; malformed ones exit 2; never a traceback."""

import json
import subprocess
import sys

import pytest

from support import EXAMPLES, ROOT

GAME0 = EXAMPLES / "numereum-2p.json"


def replay(record: dict):
    return subprocess.run([sys.executable, "-m", "companion", "replay", "-"], input=json.dumps(record),
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


def record_with(*actions, prizes=("60", "25"), **options):
    return {"format": 1, "game": "numereum", "players": ["Iris", "Jules"], "options": options,
            "actions": [{"do": "reserve", "player": 0, "cards": ["17", "08"]},
                        {"do": "reserve", "player": 1, "cards": ["50", "51"]},
                        {"do": "reveal", "cards": list(prizes)}, *actions]}


ILLEGAL = {
    "known card": (record_with({"do": "bid", "cards": ["B10", "17"]}),
                   "action 3 (bid B10 by Iris, 17 by Jules): 17 is already in Iris's reserve (R-6)"),
    "unseen card, known hand": (record_with({"do": "bid", "cards": ["99", "B10"]}),
                                "action 3 (bid 99 by Iris, B10 by Jules): Iris's hand is entirely known and holds no 99 (R-6)"),
    "combine nothing": (record_with({"do": "bid", "cards": ["B40", "B10"]}, {"do": "concede"},
                                    {"do": "combine", "player": 1, "cards": ["50", "51", "17"]}),
                        "action 5 (combine 50 51 17 by Jules): 17 is not in Jules's reserve"),
    "concede too early": (record_with({"do": "concede"}),
                          "action 3 (concede): Both players must first bid a card"),
    "no criterion": (record_with({"do": "bid", "cards": ["B40", "B10"]}, {"do": "concede"},
                                 {"do": "combine", "player": 0, "cards": ["17", "08", "27"]}, prizes=("60", "27")),
                     "action 5 (combine 17 08 27 by Iris): 17, 08, 27 meet none of the five criteria"),
}


@pytest.mark.parametrize("name", ILLEGAL)
def test_an_illegal_action_stops_the_replay_with_one_line(name):
    rec, line = ILLEGAL[name]
    run = replay(rec)
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.strip() == line


def test_an_illegal_action_in_a_real_game_names_its_index():
    rec = json.loads(GAME0.read_text())
    index = next(i for i, a in enumerate(rec["actions"]) if a["do"] == "bid" and i > 10)
    rec["actions"][index] = {"do": "bid", "cards": [rec["actions"][0]["cards"][0], "B0"]}  # Iris's own reserve card
    run = replay(rec)
    assert run.returncode == 1 and run.stderr.startswith(f"action {index} (bid ")
    assert "(R-6)" in run.stderr and len(run.stderr.splitlines()) == 1


MALFORMED = {
    "unknown verb": {"do": "pass"},
    "unknown card": {"do": "bid", "cards": ["B15", "B10"]},
    "not two digits": {"do": "bid", "cards": ["7", "B10"]},
    "wrong type": {"do": "bid", "cards": "B10"},
    "missing key": {"do": "combine", "cards": ["17", "08", "25"]},
    "extra key": {"do": "close", "player": 0},
    "bad seat": {"do": "combine", "player": 5, "cards": ["17", "08", "25"]},
}


@pytest.mark.parametrize("name", MALFORMED)
def test_a_malformed_action_exits_2_with_one_line(name):
    run = replay(record_with(MALFORMED[name]))
    assert run.returncode == 2 and run.stdout == ""
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("companion replay: action 3 (") and "Traceback" not in run.stderr


@pytest.mark.parametrize("options", [{"suite": "backwards"}, {"younger": 2}, {"deck_size": 3}, {"deck": [1, 2, 300, 4, 5, 6]},
                                     {"deck": "12 13"}, {"deck_size": True}])
def test_bad_options_exit_2_with_one_line(options):
    run = replay(record_with(**options))
    assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1 and "option" in run.stderr


def test_truncated_record_exits_2():
    text = GAME0.read_text()
    run = subprocess.run([sys.executable, "-m", "companion", "replay", "-"], input=text[: len(text) // 2],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1


def test_a_record_cut_after_any_action_still_replays():
    rec = json.loads(GAME0.read_text())
    from companion import record as records
    for upto in range(len(rec["actions"]) + 1):
        part = dict(rec, actions=rec["actions"][:upto])
        summary = records.summary(records.from_json(part))
        assert summary["finished"] == (upto == len(rec["actions"]))
