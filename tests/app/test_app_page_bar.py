"""The shared page bar (‹ Previous · Page n of N · Next ›) keeps each button's words on one
line at the button size, in every language, landscape and portrait; German "Back" and
"Previous page" are different words."""

from __future__ import annotations

import pytest

from companion.app import staging, testing, theme
from companion.app.i18n import L, say
from companion.app.scene import Paged

PAGED_STATES = ("rules", "-log", "history", "settings", "score-sheet")


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
@pytest.mark.parametrize("size", [(800, 480), (720, 1280)])
def test_page_buttons_keep_their_words_on_one_line(size, lang):
    checked, wrapped = set(), []
    for name, stage in staging.states():
        if not any(part in name for part in PAGED_STATES):
            continue
        app = staging.fresh_app(size, "table", lang)
        staging.stage(app, stage)
        if not isinstance(app.top, Paged):
            continue
        app.full_redraw()
        with theme.drawn_sizes() as seen:
            app.render()
        lines = {words for words, _ in seen.sizes}
        for button_id in ("page:previous", "page:next"):
            button = next((w for w in app.leaves() if w.id == button_id), None)
            if button is None:
                continue
            words = say(button.label, lang)
            checked.add(words)
            if words not in lines:
                wrapped.append(f"{name}: {words!r} drawn as {[w for w in lines if w and w in words]}")
    assert checked, "no page bar was drawn"
    assert wrapped == []


def test_german_back_and_previous_page_are_different_words():
    assert say(L("common.back"), "de") != say(L("common.previous"), "de")
    assert say(L("common.back"), "de").strip("‹ ") != say(L("common.previous"), "de").strip("‹ ")


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
@pytest.mark.parametrize("size", [(800, 480), (720, 1280)])
def test_new_game_next_and_start_keep_their_words_on_one_line(size, lang):
    wrapped, checked = [], 0
    for name, stage in staging.states():
        if "-new-" not in name:
            continue
        app = staging.fresh_app(size, "table", lang)
        staging.stage(app, stage)
        app.full_redraw()
        with theme.drawn_sizes() as seen:
            app.render()
        button = next(w for w in app.leaves() if w.id == "next")
        checked += 1
        if say(button.label, lang) not in {words for words, _ in seen.sizes}:
            wrapped.append(f"{name}: {say(button.label, lang)!r}")
    assert checked and wrapped == []
