"""The flows `benchmarks/bench_taps.py` counts: whole games of every game entered through the
UI by taps (app_flows), each action recorded exactly as the example record holds it."""

from __future__ import annotations

import json

import pytest

from companion import record as records
from companion.app import testing
from support import ROOT, SHARED

from app_flows import play_record

# the shared examples when they are beside the checkout, and the project's own in any case
EXAMPLES = [(game, index) for game in ("aurum", "numereum", "pikoko", "fievre") for index in (0, 1)
            if (SHARED / "examples" / game).is_dir()]
OWN = ["aurum-3p", "pikoko-3p", "pikoko-5p", "fievre-3p", "fievre-5p"]


def same_order(action: dict) -> dict:
    """A Pikoko peacock's cards are one set: the grid records them in its own order (and the
    bets, compared as a set, in the rules' order)."""
    if action["do"] in ("roll", "event") and "by" in action:  # Fièvre R-5: the app records who rolled;
        action = {k: v for k, v in action.items() if k != "by"}   # the example records predate it
    return {**action, "cards": sorted(action["cards"])} if action["do"] == "hand" else action


@pytest.fixture
def app():
    return testing.make_app((800, 480), mode="table", lang="en", resume=False)


def example_path(game, index):
    if isinstance(index, str):  # one of the project's own examples
        return ROOT / "examples" / f"{index}.json", ROOT / "examples" / f"{index}.expected.json"
    path = SHARED / "examples" / game / f"game{index}.json"
    return path, path.with_name(f"game{index}.expected.json")


@pytest.mark.parametrize("game, index", EXAMPLES + [(name.split("-")[0], name) for name in OWN])
def test_an_example_game_is_entered_by_taps_to_its_expected_summary(app, game, index):
    path, expected_path = example_path(game, index)
    if not path.exists():
        pytest.skip("shared examples absent")
    example = json.loads(path.read_text())
    expected = json.loads(expected_path.read_text())
    taps = []
    real = testing.post_tap_at
    testing.post_tap_at = lambda *a, **k: (taps.append(a), real(*a, **k))
    try:
        play_record(app, game, example["players"], example["options"], example["actions"])
    finally:
        testing.post_tap_at = real
    entered = sorted(json.dumps(same_order(a), sort_keys=True) for a in app.session.actions)
    assert entered == sorted(json.dumps(same_order(a), sort_keys=True) for a in example["actions"])
    summary = records.summary(app.session.record)
    assert {key: summary[key] for key in expected} == expected
    assert len(taps) >= len(example["actions"])   # every action took at least one real tap


def test_the_in_repo_aurum_sample_is_entered_by_taps_in_wall_mode(tmp_path, monkeypatch):
    from companion.app.tables import aurum_samples as samples
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app((800, 480), mode="wall", lang="en", resume=False)
    actions = samples.actions(samples.GAME_3)
    play_record(app, "aurum", samples.PLAYERS_3, samples.OPTIONS_3, actions)
    assert app.session.game.finished and app.session.actions == actions
