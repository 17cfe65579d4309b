"""Fièvre screens already on the type scale (issue 13), held to it while the rest of the table
is still in `scene.LEGACY_SCALE`: text never under the scale's minimum nor cut, 9 mm targets
at least 2 mm apart, in every installed language, table (turned to a side seat) and wall."""

from __future__ import annotations

import pytest

from companion.app import scene, staging, testing
from companion.text import LANGUAGES

ON_THE_SCALE = ["fievre-bid", "fievre-dice-entry", "fievre-telegraph-sheet", "fievre-holdup", "fievre-saloon"]
SIZES = [(800, 480), (1280, 800), (1920, 1080), (720, 1280)]


@pytest.fixture(autouse=True)
def on_the_scale(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("COMPANION_CONFIG_DIR", raising=False)
    monkeypatch.setattr(scene.legacy, "__defaults__", ((),))   # Fièvre's sheets drawn on the scale


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_sheets_keep_to_the_scale(size, lang):
    states = dict(staging.states())
    found = []
    for name in ON_THE_SCALE:
        for mode in ("table", "wall"):
            app = staging.fresh_app(size, mode, lang)
            staging.stage(app, states[name])
            assert app.top.type_sizes is not None   # really measured against the scale
            found += [f"{name} {mode}: {problem}" for problem in testing.layout_problems(app, allow=())]
    assert found == []
