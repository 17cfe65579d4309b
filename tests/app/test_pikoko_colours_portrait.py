"""New game of Pikoko on a portrait screen: each player's name above its five colours across
the whole width, each chip large enough for its symbol (beside the name, the chips were too
small: "●", "▲" cut to "…")."""

from __future__ import annotations

import pytest

from companion.app import staging, testing


@pytest.mark.parametrize("size", [(480, 800), (720, 1280), (800, 480)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_colour_shows_its_symbol(tmp_path, monkeypatch, size):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.staged("pikoko-new-options", size, "table", "en")
    assert [p for p in testing.scale_problems(app) if "abbreviated" in p] == []
    assert testing.layout_problems(app) == []
    chips = [widget for widget in app.leaves() if (widget.id or "").startswith("colour:")]
    assert len(chips) == 15 and all(chip.rect.height >= app.metrics.target for chip in chips)
