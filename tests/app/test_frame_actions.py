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


@pytest.mark.parametrize("size", [(800, 480), (720, 1280)])
@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_action_area_measured_once_shows_what_measuring_afresh_shows(lang, size, monkeypatch):
    """A build lays the action area out from the places kept for its words and sizes (most
    taps change none): it measures nothing, and shows what a layout worked out afresh shows
    (symbols where words do not fit, one text size)."""
    for name, stage in staging.states():
        if name not in STATES + ("fievre-end",):
            continue
        app = staging.fresh_app(size, "table", lang)
        staging.stage(app, stage)
        app.render()
        scene = app.game_scene()
        kept = [(w.id, tuple(w.rect), say(w.label, lang), w.size) for w in scene.widgets if w.id in ICONS]
        measured = []
        plan = type(scene).plan_actions
        with monkeypatch.context() as patch:  # (undone alone: the data folder set for the test stays)
            patch.setattr(type(scene), "plan_actions", lambda *a: measured.append(a) or plan(*a))
            scene.rebuild()
            assert measured == [], name
            scene._action_plans.clear()
            scene.rebuild()
        fresh = [(w.id, tuple(w.rect), say(w.label, lang), w.size) for w in scene.widgets if w.id in ICONS]
        assert len(measured) == 1 and kept == fresh, name


def test_each_build_gets_a_game_frame_of_its_own():
    """The game frame is worked out once per window and shape, and each caller gets its own
    rectangles: one changed by a table changes no other build's."""
    from companion.app.layout import Metrics, game_frame
    m = Metrics(800, 480)
    one = game_frame(m, 4, "table", 0.3)
    one.center.height = 1
    one.seats[0].rect.width = 1
    two = game_frame(m, 4, "table", 0.3)
    assert two.center.height > 1 and two.seats[0].rect.width > 1
    assert two == game_frame(Metrics(800, 480), 4, "table", 0.3)  # (worked out again: the same)
    assert game_frame(m, 4, "wall").seats[0].angle == 0 and two.seats[2].angle == 180
