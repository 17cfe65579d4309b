"""The game frame's own buttons (Undo, Log, Home) keep whole words or their symbol alone:
never "↶ Rückgä…" in a narrow action cell (Pikoko's last trick in German); a table's own
word beside them ("Résultats" at the end) gets the room it needs."""

from __future__ import annotations

import pytest

from companion.app import staging, theme
from companion.app.i18n import say
from companion.app.scenes.game import ICONS

STATES = ("pikoko-end", "aurum-over", "aurum-trick-table", "pikoko-play")


@pytest.mark.parametrize("size", [(800, 480), (1280, 800), (720, 1280)])
@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_frame_buttons_are_never_cut(lang, size):
    found = []
    for name, stage in staging.states():
        if name not in STATES:
            continue
        app = staging.fresh_app(size, "table", lang)
        staging.stage(app, stage)
        app.full_redraw()
        with theme.drawn_sizes() as seen:
            app.render()
        lines = {words for words, _ in seen.sizes}
        scene = next(s for s in reversed(app.stack) if getattr(s, "frame", None))
        for button in scene.widgets:
            if button.id in ICONS or button.id == "game-over":
                words = say(button.label, lang)
                if words not in lines:
                    found.append(f"{name}: {words!r} not drawn whole")
    assert found == []
