"""Every example record replays to its expected summary: the project's own `examples/` always,
and `../shared/examples` too when it is beside the checkout (a game joins as soon as its folder
exists there and its referee is installed)."""

import json
import subprocess
import sys

import pytest

import make_examples
from companion import record as records
from companion.games import rules_of
from support import EXAMPLES, ROOT, SHARED

OWN = sorted(EXAMPLES.glob("*.expected.json"))
FROM_SHARED = sorted((SHARED / "examples").glob("*/*.expected.json"))  # [] (cases skipped) where ../shared is absent


def _record_of(expected):
    return expected.with_name(expected.name.replace(".expected", ""))


def _game_of(expected):
    return expected.parent.name if expected in FROM_SHARED else expected.name.split("-")[0]


@pytest.mark.parametrize("expected", OWN + FROM_SHARED,
                         ids=lambda p: f"shared/{p.parent.name}/{p.stem}" if p in FROM_SHARED else p.stem)
def test_example_replays_to_expected_summary(expected):
    rec = records.load(_record_of(expected))
    assert rec.game == _game_of(expected)
    want = json.loads(expected.read_text())
    got = records.summary(rec)
    for key, value in want.items():
        assert got.get(key) == value, f"{key}: got {got.get(key)!r}, want {value!r}"


def test_every_game_has_finished_and_unfinished_examples_for_every_player_count():
    for game, (_, counts) in make_examples.MAKERS.items():
        rules = rules_of(game)
        assert list(counts) == list(rules.PLAYERS), f"{game}: examples do not cover every player count"
        for players in counts:
            for stem, finished in ((f"{game}-{players}p", True), (f"{game}-{players}p-unfinished", False)):
                assert json.loads((EXAMPLES / f"{stem}.expected.json").read_text())["finished"] is finished, stem


def test_the_examples_are_what_the_generator_makes():
    """A rules change that alters a replay shows up here: rerun tests/make_examples.py and review."""
    for stem, record in make_examples.examples().items():
        assert json.loads((EXAMPLES / f"{stem}.json").read_text()) == record, stem


def test_every_shared_game_has_a_referee():
    for game in {p.parent.name for p in FROM_SHARED}:
        rules_of(game)  # raises Malformed if the referee is missing


def test_replay_command_prints_the_summary_of_the_readme_example():
    run = subprocess.run([sys.executable, "-m", "companion", "replay", "examples/aurum-4p.json"],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert run.returncode == 0, run.stderr
    want = json.loads((EXAMPLES / "aurum-4p.expected.json").read_text())
    assert json.loads(run.stdout) == want
