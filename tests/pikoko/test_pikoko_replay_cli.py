"""`companion replay` on Pikoko records: illegal actions exit 1 naming the action and the rule,
broken records exit 2 with one line, never a traceback."""

import json
import subprocess
import sys

import pytest

from support import EXAMPLES, ROOT, SHARED

SHARED_GAME1 = SHARED / "examples" / "pikoko" / "game1.json"  # the two tests naming its cards need it
EXAMPLE = EXAMPLES / "pikoko-3p.json"


def replay(data):
    text = data if isinstance(data, str) else json.dumps(data)
    return subprocess.run([sys.executable, "-m", "companion", "replay", "-"], input=text,
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


def example():
    return json.loads(EXAMPLE.read_text())


def shared_game1():
    if not SHARED_GAME1.exists():
        pytest.skip("../shared/examples not present")
    return json.loads(SHARED_GAME1.read_text())


def index_of(actions, **wanted):
    return next(i for i, a in enumerate(actions) if all(a.get(k) == v for k, v in wanted.items()))


def test_play_out_of_an_entered_peacock_against_follow_colour_exits_1():
    record = shared_game1()
    # trick 1: Cleo leads M7 as white from Ana's peacock; Ana must follow white from Ben's (W1, W5)
    at = index_of(record["actions"], do="play", player=0, card="W5")
    record["actions"][at]["card"] = "R4"
    run = replay(record)
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.strip() == f"action {at} (play R4 by Ana): Ben's peacock holds white (W1 W5): white must be followed"


def test_trump_card_played_exits_1_with_the_ruling():
    record = shared_game1()
    at = index_of(record["actions"], do="play", player=2, card="M7")
    record["actions"][at] = {"do": "play", "player": 2, "card": "R3"}
    run = replay(record)
    assert run.returncode == 1
    assert run.stderr.startswith(f"action {at} (play R3 by Cleo): R3 is the turned-up trump card") and "(R-3)" in run.stderr


def test_revoke_found_later_exits_1_naming_the_trick():
    record = {"format": 1, "game": "pikoko", "players": ["Ana", "Ben", "Cleo"], "options": {}, "actions": [
        {"do": "trump", "card": "Y2"},
        *[{"do": "bet", "by": b, "on": o, "tokens": 0} for b in range(3) for o in range(3)],
        {"do": "play", "player": 0, "card": "P3"}, {"do": "play", "player": 1, "card": "W5"},
        {"do": "play", "player": 2, "card": "P2"},   # Cleo's peacock did not follow pink
        {"do": "play", "player": 0, "card": "B3"}, {"do": "play", "player": 1, "card": "P6"},
    ]}
    run = replay(record)
    assert run.returncode == 1
    line = run.stderr.strip()
    assert line.startswith("action 14 (play P6 by Ben): P6 shows pink, yet Cleo's peacock did not follow pink in trick 1")
    assert line.endswith("(R-2)") and "\n" not in line


@pytest.mark.parametrize("change, words", [
    (lambda r: r["actions"].__setitem__(0, {"do": "trump", "card": "R12"}), "unknown card code 'R12'"),
    (lambda r: r["actions"].append({"do": "deal"}), "unknown verb 'deal'"),
    (lambda r: r["actions"].append({"do": "play", "player": 0, "card": "B3", "as": "purple"}), "unknown colour 'purple'"),
    (lambda r: r["options"].update(colors=["red", "red", "blue"]), "different colour"),
    (lambda r: r["options"].update(speed=3), "unknown option 'speed'"),
    (lambda r: r.__setitem__("players", ["Ana", "Ben"]), "3 to 5 players"),
])
def test_malformed_records_exit_2_with_one_line(change, words):
    record = example()
    change(record)
    run = replay(record)
    assert run.returncode == 2 and run.stdout == ""
    assert words in run.stderr and run.stderr.count("\n") == 1 and "Traceback" not in run.stderr


def test_truncated_record_exits_2():
    run = replay(EXAMPLE.read_text()[:500])
    assert run.returncode == 2 and "Traceback" not in run.stderr
