"""Numereum's screens read whole on a portrait kiosk (720×1280), a portrait 7" panel (480×800)
and a 10" tablet (1280×800), in every language and both modes: no word of the centre cut to
"…" ("Ugly, cramped or upside-down is a bug"). The centre's words move under the prizes when
the column beside them would cut them (`numereum_centre`), and where not even that has the
room (a 10" tablet's short centre), the centre says the gist and the whole sentence is a tap
away."""

from __future__ import annotations

import pytest

from companion.app import staging, testing, theme
from companion.app.layout import Metrics, Rect
from companion.app.tables.numereum_centre import centre_split

STATES = [(name, state) for name, state in staging.states() if name.startswith("numereum-")]


def cut_words(app) -> list[str]:
    return [p for p in testing.scale_problems(app) if "abbreviated" in p]


@pytest.mark.parametrize("size", [(720, 1280), (480, 800), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("mode", ["table", "wall"])
@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
def test_no_word_is_cut_on_portrait_and_10_inch_screens(size, mode, lang):
    problems = {}
    for name, state in STATES:
        app = staging.staged(state, size, mode, lang)
        found = cut_words(app) + testing.layout_problems(app)
        if found:
            problems[name] = found
    assert problems == {}


def test_words_too_long_beside_the_prizes_go_under_them_across_the_centre():
    m = Metrics(720, 1280)
    theme.use_scale(m.type_sizes)   # as the table's build does (run alone, no screen set it before)
    inner = Rect(15, 15, 690, 270)  # a portrait tablet's centre, table mode
    words = "Beide bieten verdeckt eine Handkarte, decken auf und tippen dann die Karten."
    split = centre_split(m, inner, 2 * m.px(96) + 2 * m.gap, words, False, ("Runde 1", "Stapel: 48 Karten"))
    assert split.whole and split.words.width == inner.width
    assert split.words.top > split.prizes.bottom and split.prizes.height >= m.target
    # the round's column, the prizes leaving room, as wide as "Runde 1" asks: on one line
    assert split.status[0].width >= theme.text_size("Runde 1", m.font("title"), True)[0]
    # short words stay beside the prizes, as on the 800×480 panel
    beside = centre_split(m, inner, 2 * m.px(96) + 2 * m.gap, "Tap.", False)
    assert beside.words.left > beside.prizes.right and beside.words.top == inner.top


def test_a_10_inch_centre_too_short_for_the_whole_sentence_says_its_gist_and_the_rest_on_a_tap():
    app = staging.staged("numereum-raise", (1280, 800), "table", "de")
    words = testing.widget(app, "instruction")
    assert words.label_text(app) == "Jules hat weniger geboten: aufgeben oder erhöhen." and cut_words(app) == []
    testing.tap(app, "instruction")
    assert testing.toasts(app) == ["Jules hat weniger geboten (■30 gegen ■70): aufgeben oder erhöhen."]


def test_the_reference_panel_keeps_the_whole_sentence_beside_the_prizes():
    app = staging.staged("numereum-bids", (800, 480), "table", "de")
    words = testing.widget(app, "instruction")
    assert words.on_tap is None and words.text == app.top.instruction()
    assert words.screen_rect().left > max(w.screen_rect().right for w in app.leaves()
                                          if (w.id or "").startswith("prize:"))
