"""Settings on a portrait screen: each setting's name above its choices across the whole width
(beside them, the language buttons read "En…", "D…" and the diagonals "10…" at 720×1280), and
every setting reachable, a page at a time when they do not all fit."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.app.i18n import LANGUAGES
from companion.app.scenes.settings_screen import _pages


@pytest.mark.parametrize("size", [(720, 1280), (480, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_setting_reads_whole_in_portrait(tmp_path, monkeypatch, size, lang):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.staged("settings", size, "table", lang)
    seen = set()
    while True:
        seen |= {widget.id for widget in app.leaves() if widget.id and ":" in widget.id and not widget.id.startswith("page:")}
        problems = [p for p in testing.scale_problems(app) if "/" not in p]   # (the data folder's path may end in "…")
        cut = [p for p in problems if any(word in p for word in ("lang:", "English", "Deutsch", "Español", "Français", '"'))]
        assert cut == [], cut
        assert testing.layout_problems(app) == []
        following = app.find("page:next")
        if following is None or not following.enabled:
            break
        testing.tap(app, "page:next")
    for wanted in ["lang:" + code for code in LANGUAGES] + ["mode:table", "mode:wall", "sound:on", "sound:off", "screen:7"]:
        assert wanted in seen


def test_pages_hold_what_fits_and_at_least_one_each():
    assert _pages([100, 100, 100], 320, 10) == [range(0, 3)]
    assert _pages([100, 100, 100], 250, 10) == [range(0, 2), range(2, 3)]
    assert _pages([500, 100], 250, 10) == [range(0, 1), range(1, 2)]   # too tall alone: a page of its own
