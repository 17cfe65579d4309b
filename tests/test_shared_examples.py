"""Every record in ../shared/examples replays to its expected summary (a game joins as soon
as its folder exists there and its referee is installed)."""

import json
import subprocess
import sys

import pytest

from companion import record as records
from companion.games import rules_of
from support import ROOT, SHARED

EXAMPLES = sorted((SHARED / "examples").glob("*/*.expected.json")) if (SHARED / "examples").is_dir() else []


def _record_of(expected):
    return expected.with_name(expected.name.replace(".expected", ""))


@pytest.mark.parametrize("expected", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_example_replays_to_expected_summary(expected):
    rec = records.load(_record_of(expected))
    want = json.loads(expected.read_text())
    got = records.summary(rec)
    for key, value in want.items():
        assert got.get(key) == value, f"{key}: got {got.get(key)!r}, want {value!r}"


def test_every_game_has_examples_and_a_referee():
    games = {p.parent.name for p in EXAMPLES}
    if not games:
        pytest.skip("../shared/examples not present")
    for game in games:
        rules_of(game)  # raises Malformed if the referee is missing


def test_replay_command_prints_the_summary_for_an_example():
    if not EXAMPLES:
        pytest.skip("../shared/examples not present")
    expected = EXAMPLES[0]
    run = subprocess.run([sys.executable, "-m", "companion", "replay", str(_record_of(expected))],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert run.returncode == 0, run.stderr
    got = json.loads(run.stdout)
    want = json.loads(expected.read_text())
    assert {k: got[k] for k in want} == want
